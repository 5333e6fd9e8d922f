"""The words the chronicle's sentences are made of: names of players, cards, events, dice, buildings,
counted deniers and VP, phases (see the package's docstring)."""

from __future__ import annotations

import re

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL, ROW_VALUES, colour_word, space_label

COLOURS = ("red", "white", "yellow", "purple")  # ids (English); purple: the head of the family (Ladies)
#: Red diamond, white circle, yellow sun, purple crown (the head of the family).
COLOUR_GLYPHS = ("\u2666", "\u25cb", "\u2600", "\u265b")

#: The Ladies of Troyes outdoor tile faces: a short title and one line of our own words (board and prompts).
#: Show them with :func:`outdoor_title` / :func:`outdoor_line` (or ``translate("OutdoorFaces", text)``).
OUTDOOR_FACES = {
    "influence-citizen": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Town crier"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "+4 influence when you place a citizen in a building"),
    ),
    "agriculture-deniers": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Harvest"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "+5 deniers when you work the fields"),
    ),
    "influence-bought": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Market"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "+4 influence when an opponent buys your dice"),
    ),
    "deniers-tradesman": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Guild dues"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "+4 deniers when an opponent activates a card with your tradesman"),
    ),
    "roll-red": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Red recruit"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "before an action: roll a red die into your district"),
    ),
    "roll-yellow": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Yellow recruit"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "before an action: roll a yellow die into your district"),
    ),
    "roll-white": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "White recruit"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "before an action: roll a white die into your district"),
    ),
    "roll-purple": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Family call"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "before an action, pay 2 deniers: roll your purple die again"),
    ),
    "exchange": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Barter"),
        QT_TRANSLATE_NOOP(
            "OutdoorFaces",
            "before an action: swap one die with each opponent or the "
            "neutral district, at most 3 swaps (values kept)",
        ),
    ),
    "flip-bought": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Haggling"),
        QT_TRANSLATE_NOOP(
            "OutdoorFaces",
            "turn over an opponent's die you are buying (not a neutral die), then use it at once",
        ),
    ),
    "extra-cube": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Storehouse"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "after a delayed or mixed card: move a cube onto such a card"),
    ),
    "protect": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Watchtower"),
        QT_TRANSLATE_NOOP(
            "OutdoorFaces", "destroy the black die facing you (+1 influence) or avoid one event loss"
        ),
    ),
    "gate-race": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Race to the gate"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "top gate: 6 / 4 / 2 / 1 VP by order of arrival; no cubes"),
    ),
    "gate-everyone": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Gate feast"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "top gate: 3 VP for everyone; 1 VP per cube at the end"),
    ),
    "majority": (
        QT_TRANSLATE_NOOP("OutdoorFaces", "Tourney field"),
        QT_TRANSLATE_NOOP("OutdoorFaces", "most cubes at the end: 9 / 6 / 3 VP"),
    ),
}
#: A player's standing answer about an outdoor activity; show it with :func:`standing_word`.
STANDING_WORDS = {
    "ask": QT_TRANSLATE_NOOP("OutdoorFaces", "ask each time"),
    "always": QT_TRANSLATE_NOOP("OutdoorFaces", "always use"),
    "never": QT_TRANSLATE_NOOP("OutdoorFaces", "never use"),
}


def outdoor_title(face: str | None) -> str:
    """The short title of an outdoor face ("Harvest") in the current language ("" when unknown)."""
    title = OUTDOOR_FACES.get(face, ("", ""))[0] if face else ""
    return translate("OutdoorFaces", title) if title else ""


def outdoor_line(face: str | None) -> str:
    """The one line saying what an outdoor face does, in the current language ("" when unknown)."""
    line = OUTDOOR_FACES.get(face, ("", ""))[1] if face else ""
    return translate("OutdoorFaces", line) if line else ""


def standing_word(mode) -> str:
    """ "always use" / "never use" / "ask each time" in the current language."""
    word = STANDING_WORDS.get(mode)
    return translate("OutdoorFaces", word) if word else str(mode)


def outdoor_face(game, level: int) -> str | None:
    """The id of the outdoor face of ``level`` (1-4), or None without the ramparts."""
    ex = getattr(game, "expansion", None)
    if not ex or not ex.get("tiles") or not 1 <= int(level) <= len(ex["tiles"]):
        return None
    tile, face = ex["tiles"][int(level) - 1]
    return game.data.ladies["tiles"][tile]["faces"][face]["id"]


def _roman(level) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(level, str(level))


def outdoor_words(game, level, face: str | None = None) -> str:
    """ "the level II outdoor activity (Red recruit)": a noun phrase in the current language."""
    face = face or outdoor_face(game, level)
    title = outdoor_title(face)
    if title:
        return translate("OutdoorFaces", "the level {level} outdoor activity ({title})").format(
            level=_roman(level), title=title
        )
    return translate("OutdoorFaces", "the level {level} outdoor activity").format(level=_roman(level))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _n(text: str, n) -> str:
    """The English plural of a translated "%n ...(s)" text (the French catalogue has its own forms)."""
    if "(s)" not in text:
        return text
    one = n in (1, -1)
    text = text.replace("die(s)", "die" if one else "dice")
    return text.replace("(s)", "" if one else "s")


class Chronicle:
    """The context "Chronicle" for texts with a plural: ``Chronicle.tr(text, disambiguation, n)``.

    pyside6-lupdate marks a ``translate(context, text, None, n)`` as a plural only when ``n`` is a literal
    number; it reads ``Context.tr(text, disambiguation, n)`` as a plural of ``Context`` whatever ``n`` is.
    English: "(s)" follows ``n`` ("1 denier", "2 deniers"; "die(s)": "die", "dice")."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return _n(translate("Chronicle", text, disambiguation, n), n)


def _int(value) -> int:
    try:
        return int(value or 0)
    except (TypeError, ValueError):
        return 0


# Noun phrases with a number (complete: French slots them in without agreement).
def deniers_words(n) -> str:
    n = _int(n)
    return Chronicle.tr("%n denier(s)", None, n)


def vp_words(n) -> str:
    return Chronicle.tr("%n VP", None, _int(n))


def influence_words(n) -> str:
    return Chronicle.tr("%n influence", None, _int(n))


def cube_words(n) -> str:
    n = _int(n)
    return Chronicle.tr("%n cube(s)", None, n)


def action_point_words(n) -> str:
    n = _int(n)
    return Chronicle.tr("%n action point(s)", None, n)


def _and_list(items: list[str]) -> str:
    """ "a, b and c" in the current language."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return translate("Chronicle", "{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


#: The three buildings in the forms a sentence needs (French contracts "à le" / "de le").
_BUILDING_FORMS = {
    "the": (
        QT_TRANSLATE_NOOP("Chronicle", "the Palace"),
        QT_TRANSLATE_NOOP("Chronicle", "the Bishopric"),
        QT_TRANSLATE_NOOP("Chronicle", "the City Hall"),
    ),
    "in": (
        QT_TRANSLATE_NOOP("Chronicle", "in the Palace"),
        QT_TRANSLATE_NOOP("Chronicle", "in the Bishopric"),
        QT_TRANSLATE_NOOP("Chronicle", "in the City Hall"),
    ),
    "of": (
        QT_TRANSLATE_NOOP("Chronicle", "of the Palace"),
        QT_TRANSLATE_NOOP("Chronicle", "of the Bishopric"),
        QT_TRANSLATE_NOOP("Chronicle", "of the City Hall"),
    ),
    "from": (
        QT_TRANSLATE_NOOP("Chronicle", "from the Palace"),
        QT_TRANSLATE_NOOP("Chronicle", "from the Bishopric"),
        QT_TRANSLATE_NOOP("Chronicle", "from the City Hall"),
    ),
    "to": (
        QT_TRANSLATE_NOOP("Chronicle", "to the Palace"),
        QT_TRANSLATE_NOOP("Chronicle", "to the Bishopric"),
        QT_TRANSLATE_NOOP("Chronicle", "to the City Hall"),
    ),
    "for": (
        QT_TRANSLATE_NOOP("Chronicle", "for the Palace"),
        QT_TRANSLATE_NOOP("Chronicle", "for the Bishopric"),
        QT_TRANSLATE_NOOP("Chronicle", "for the City Hall"),
    ),
}


def building_words(building, form: str = "the") -> str:
    """ "the Palace", "in the Bishopric", "of the City Hall"... in the current language."""
    if building in (0, 1, 2):
        return translate("Chronicle", _BUILDING_FORMS[form][building])
    return translate("Chronicle", "a building")


def who(game, owner) -> str:
    """A seat's name: the player's, "le Roy", "the neutral player" (in the current language)."""
    if owner is None:
        return translate("Chronicle", "nobody")
    if owner == NEUTRAL:
        return translate("Chronicle", "le Roy") if game.solo else translate("Chronicle", "the neutral player")
    try:
        return game.owner_name(owner)
    except (IndexError, TypeError):
        return translate("Chronicle", "seat {seat}").format(seat=owner)


def _who_cap(game, owner) -> str:
    return _capital(who(game, owner))


def card_name(game, card_id) -> str:
    """The name of an activity, event or character card in the current language."""
    data = game.data
    for table in (data.activities, data.events, data.characters):
        if card_id in table:
            return localized(table[card_id])
    return str(card_id).replace("-", " ").title()


def slot_name(game, slot) -> str:
    try:
        if game.slot_revealed[slot]:
            return localized(game.card(slot))
        level = slot % 3 + 1
        return translate("Chronicle", "the face-down {colour} card of level {level}").format(
            colour=colour_word(slot // 3, "card"), level=level
        )
    except (IndexError, TypeError, KeyError):
        return translate("Chronicle", "activity slot {slot}").format(slot=slot)


def _record_card(game, record: dict, slot_key: str = "slot") -> str:
    """The activity card a record names: its own card id, else (older records) the card in its slot."""
    if record.get("card"):
        return card_name(game, record["card"])
    return slot_name(game, record.get(slot_key))


def event_name(game, index) -> str:
    try:
        return localized(game.event(index))
    except (IndexError, TypeError, KeyError):
        return translate("Chronicle", "event {number}").format(number=index)


def die_words(colour, value) -> str:
    """ "red 5": a die by its colour and value, in the current language."""
    if colour not in (0, 1, 2, 3):
        return str(value)
    return translate("Chronicle", "{colour} {value}", "a die: its colour, its value").format(
        colour=colour_word(colour, "die"), value=value
    )


_DIE_TEXT = re.compile(r"^(red|white|yellow|purple) (\d+)$")


def die_text_words(text) -> str:
    """A die the engine wrote as "red 5" (le Roy's records), in the current language."""
    m = _DIE_TEXT.match(str(text))
    return die_words(COLOURS.index(m.group(1)), m.group(2)) if m else str(text)


def die_text(game, die, owner: bool = True) -> str:
    """``die`` is an id still on the board, or a tuple (id, colour, value, owner) of a used die;
    with ``owner``, whose die it is follows in brackets: "red 5 (Anna)"."""
    if isinstance(die, (list, tuple)):
        if len(die) == 4:
            _, colour, value, who_ = die
        elif len(die) == 2:
            colour, value = die
            who_ = None
        else:
            return str(die)
    else:
        if die not in game.dice:
            return translate("Chronicle", "die {number}").format(number=die)
        colour, value, who_ = game.dice[die]
    text = die_words(colour, value)
    if owner and who_ is not None:
        if who_ == NEUTRAL and not game.solo:
            return translate("Chronicle", "{die} (the neutral player)").format(die=text)
        return translate("Chronicle", "{die} ({owner})").format(die=text, owner=who(game, who_))
    return text


def _space(building, space) -> str:
    try:
        return space_label(building, space)
    except (IndexError, TypeError):
        return building_words(building)


def _target_text(game, kind, arg) -> str:
    if kind == "card":
        return slot_name(game, arg)
    if kind == "cathedral":
        if arg is None:
            return translate("Chronicle", "the cathedral")
        return translate("Chronicle", "the cathedral (column {column})").format(column=arg)
    if kind == "event":
        return event_name(game, arg)
    if kind == "building":
        return building_words(arg)
    if kind == "agriculture":
        return translate("Chronicle", "agriculture")
    if kind == "ramparts":
        return translate("Chronicle", "the ramparts")
    return str(kind)


def _payments(game, payments) -> str:
    if not payments:
        return ""
    parts = []
    items = payments.items() if isinstance(payments, dict) else payments
    for owner, amount in items:
        try:
            owner = int(owner)
        except (TypeError, ValueError):
            pass
        if not amount:
            continue
        if owner in (NEUTRAL, "bank", None):
            parts.append(Chronicle.tr("%n to the bank", None, _int(amount)))
        else:
            parts.append(Chronicle.tr("%n to {player}", None, _int(amount)).format(player=who(game, owner)))
    if not parts:
        return ""
    return translate("Chronicle", ", paying {payments}").format(payments=_and_list(parts))


# ---------------------------------------------------------------------------------------------- events


def _values(values) -> str:
    return ", ".join(str(v) for v in values)


PHASE_NAMES = {
    "initial": QT_TRANSLATE_NOOP("Chronicle", "Initial placement"),
    "black": QT_TRANSLATE_NOOP("Chronicle", "Events and black dice"),
    "actions": QT_TRANSLATE_NOOP("Chronicle", "Actions"),
    "over": QT_TRANSLATE_NOOP("Chronicle", "Game over"),
}


def phase_name(phase: str) -> str:
    """A phase's name in the current language (its id, capitalised, when unknown)."""
    name = PHASE_NAMES.get(phase)
    return translate("Chronicle", name) if name else str(phase).title()


def row_label(row: int) -> str:
    return f"{ROW_VALUES[row][0]}/{ROW_VALUES[row][1]}"


def _own_die(g, die) -> str:
    return die_text(g, die, owner=False)
