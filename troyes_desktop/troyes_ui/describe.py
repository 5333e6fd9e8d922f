"""Plain words for the engine's event records and actions (the log, the prompt panel, tooltips).

``describe_event(game, record)`` turns one record returned by ``Game.apply`` into a sentence;
``describe_action(game, action)`` says what a legal action would do, from the point of view of the
player deciding now. Both are total: an unknown record or action still gives a readable line.

Every sentence is translated whole (context "Chronicle"), in the current language, from the record's own
ids and numbers: nothing here is stored, so a game saved in one language reads in another. The only
pieces slotted into a sentence are complete noun phrases that need no agreement (a card's name, "3 VP",
"the level II outdoor activity (Harvest)", a die "red 5", a building "in the Palace").
"""

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
    lx = getattr(game, "lx", None)
    if not lx or not lx.get("tiles") or not 1 <= int(level) <= len(lx["tiles"]):
        return None
    tile, face = lx["tiles"][int(level) - 1]
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
            return translate("Chronicle", "{die} (neutral)").format(die=text)
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


def describe_event(game, record: dict) -> str:  # noqa: C901 - one branch per record type, on purpose
    """One sentence for an event record of the Troyes engine (le Roy's include his reason)."""
    t = record.get("type", "?")
    p = record.get("player")
    name = _who_cap(game, p) if "player" in record else ""
    g = game
    if t == "round_started":
        return translate("Chronicle", "Round {round} begins; {player} is the start player.").format(
            round=record.get("round"), player=who(g, record.get("start_player"))
        )
    if t == "round_ended":
        return translate("Chronicle", "Round {round} ends.").format(round=record.get("round"))
    if t == "card_revealed":
        return translate("Chronicle", "The activity card {card} is revealed.").format(
            card=card_name(g, record.get("card"))
        )
    if t == "income":
        if record.get("salary"):
            salary = _int(record.get("salary"))
            return Chronicle.tr(
                "{player} receives {income} deniers of income and pays {paid} of %n denier(s) of salaries.",
                None,
                salary,
            ).format(player=name, income=record.get("income"), paid=record.get("paid"))
        income = _int(record.get("income"))
        return Chronicle.tr("{player} receives %n denier(s) of income.", None, income).format(player=name)
    if t == "workforce":
        dice = record.get("dice") or []
        if record.get("values") is not None:  # (colour, value) carried by the record itself
            values = [die_text(g, tuple(cv)) for cv in record["values"]]
        else:
            values = [die_text(g, d, owner=False) for d in dice]
        n = len(values)
        if p == NEUTRAL and not g.solo:
            if not values:
                return translate("Chronicle", "The neutral district rolls no dice this round.")
            text = Chronicle.tr("The neutral district rolls %n die(s): {dice}.", None, n)
        elif p == NEUTRAL:
            if not values:
                return translate("Chronicle", "Le Roy's district rolls no dice this round.")
            text = Chronicle.tr("Le Roy's district rolls %n die(s): {dice}.", None, n)
        else:
            if not values:
                return translate("Chronicle", "{player} rolls no dice this round.").format(player=name)
            text = Chronicle.tr("{player} rolls %n die(s): {dice}.", None, n)
        return text.format(player=name, dice=", ".join(values))
    if t == "event_revealed":
        return translate("Chronicle", "The event {card} is revealed.").format(
            card=card_name(g, record.get("card"))
        )
    if t == "event_resolved":
        return translate("Chronicle", "{card} takes effect.").format(card=card_name(g, record.get("event")))
    if t == "event_roll":
        return translate("Chronicle", "{card}: a die is rolled, {value}.").format(
            card=card_name(g, record.get("event")), value=record.get("value")
        )
    if t == "event_payment":
        owed = _int(record.get("owed"))
        return Chronicle.tr("{card}: {player} owes %n denier(s) and pays {paid}.", None, owed).format(
            card=card_name(g, record.get("event")), player=name, paid=record.get("paid")
        )
    if t == "influence_lost":
        return Chronicle.tr(
            "{card}: {player} loses %n influence.", None, _int(record.get("influence"))
        ).format(card=card_name(g, record.get("event")), player=name)
    if t == "cathedral_cube":
        level, space = record.get("level", 0) + 1, record.get("value")
        if p == NEUTRAL and not g.solo:
            return translate(
                "Chronicle", "A neutral cube on the cathedral, level {level}, space {space}."
            ).format(level=level, space=space)
        vp, influence = record.get("vp"), record.get("influence")
        if vp and influence:
            text = translate(
                "Chronicle",
                "{player} places a cube on the cathedral, level {level}, space {space} ({vp}, {influence}).",
            )
        elif vp:
            text = translate(
                "Chronicle", "{player} places a cube on the cathedral, level {level}, space {space} ({vp})."
            )
        elif influence:
            text = translate(
                "Chronicle",
                "{player} places a cube on the cathedral, level {level}, space {space} ({influence}).",
            )
        else:
            text = translate(
                "Chronicle", "{player} places a cube on the cathedral, level {level}, space {space}."
            )
        return text.format(
            player=name, level=level, space=space, vp=vp_words(vp), influence=influence_words(influence)
        )
    if t == "cathedral_cube_removed":
        return translate(
            "Chronicle", "A cube of {player} is removed from the cathedral (level {level}, space {space})."
        ).format(player=who(g, p), level=record.get("level", 0) + 1, space=record.get("value"))
    if t == "black_dice_rolled":
        values = record.get("values") or []
        if not values:
            return translate("Chronicle", "No black die this round.")
        return translate("Chronicle", "The black dice are rolled: {values}.").format(values=_values(values))
    if t == "black_dice_countered":
        values = record.get("values") or []
        n = len(record.get("dice") or [])
        if len(values) > 1:
            text = Chronicle.tr(
                "{player} counters the black {values} with %n die(s) and gains {influence}.",
                "several black dice",
                n,
            )
        else:
            text = Chronicle.tr(
                "{player} counters the black {values} with %n die(s) and gains {influence}.",
                "one black die",
                n,
            )
        return text.format(
            player=name,
            values=_and_list([str(v) for v in values]),
            influence=influence_words(record.get("influence")),
        )
    if t == "black_die_not_countered":
        return translate("Chronicle", "{player} does not counter the black {value}.").format(
            player=name, value=record.get("value")
        )
    if t == "penalty":
        if not record.get("vp"):
            return translate("Chronicle", "{player} would lose VP ({reason}) but has none to lose.").format(
                player=name, reason=record.get("reason")
            )
        return Chronicle.tr("{player} loses %n VP: {reason}.", None, _int(record.get("vp"))).format(
            player=name, reason=record.get("reason")
        )
    if t == "die_rerolled":
        colour = record.get("colour")
        if colour in (0, 1, 2, 3):
            text = translate(
                "Chronicle", "{player} spends 1 influence to reroll their {colour} die: it shows {value}."
            )
        else:
            text = translate("Chronicle", "{player} spends 1 influence to reroll a die: it shows {value}.")
        return text.format(
            player=name,
            colour=colour_word(colour, "die") if colour in (0, 1, 2, 3) else "",
            value=record.get("value"),
        )
    if t == "citizen_hired":
        return translate("Chronicle", "{player} hires a citizen for 2 influence.").format(player=name)
    if t == "dice_turned_over":
        return translate("Chronicle", "{player} spends 4 influence to turn over dice: now {values}.").format(
            player=name, values=_values(record.get("values") or [])
        )
    if t == "passed":
        return translate("Chronicle", "{player} passes.").format(player=name)
    if t == "dice_used":
        return _describe_dice_used(g, record, name)
    if t == "tradesman_paid":
        cost = _int(record.get("cost"))
        if record.get("resource") == "influence":
            text = Chronicle.tr("{player} pays %n influence to hire a tradesman on {card}.", None, cost)
        else:
            text = Chronicle.tr("{player} pays %n denier(s) to hire a tradesman on {card}.", None, cost)
        return text.format(player=name, card=_record_card(g, record))
    if t == "tradesman_hired":
        if record.get("space", -1) < 0:
            return translate(
                "Chronicle", "{player}'s tradesman goes on the illustration of {card} (no VP)."
            ).format(player=name, card=_record_card(g, record))
        return Chronicle.tr(
            "{player}'s tradesman takes a space worth %n VP on {card}.", None, _int(record.get("vp"))
        ).format(player=name, card=_record_card(g, record))
    if t == "citizen_taken":
        return _describe_citizen_taken(g, record, name)
    if t == "citizen_placed":
        where = _space(record.get("building"), record.get("space"))
        initial = bool(record.get("initial"))
        if p == NEUTRAL and not g.solo:
            text = (
                translate("Chronicle", "A neutral citizen goes on {space} (initial placement).")
                if initial
                else translate("Chronicle", "A neutral citizen goes on {space}.")
            )
        elif p == NEUTRAL:
            text = (
                translate("Chronicle", "Le Roy places a citizen on {space} (initial placement).")
                if initial
                else translate("Chronicle", "Le Roy places a citizen on {space}.")
            )
        else:
            text = (
                translate("Chronicle", "{player} places a citizen on {space} (initial placement).")
                if initial
                else translate("Chronicle", "{player} places a citizen on {space}.")
            )
        return text.format(player=name, space=where)
    if t == "citizen_expelled":
        return translate("Chronicle", "A citizen of {player} is expelled {from_building}.").format(
            player=who(g, p), from_building=building_words(record.get("building", 0), "from")
        )
    if t == "no_neutral_citizen":
        b = record.get("building")
        if b in (0, 1, 2):
            return translate("Chronicle", "No neutral citizen is left {for_building}.").format(
                for_building=building_words(b, "for")
            )
        return translate("Chronicle", "No neutral citizen is left in the supply.")
    if t == "neutral_blocked":
        return translate(
            "Chronicle",
            "The neutral citizen cannot go {to_building} ({value}): a protected citizen is there.",
        ).format(to_building=building_words(record.get("building", 0), "to"), value=record.get("value"))
    if t == "agriculture":
        deniers = _int(record.get("deniers"))
        return Chronicle.tr("{player} works the fields: %n denier(s).", None, deniers).format(player=name)
    if t == "cubes_stored":
        if record.get("tile"):
            return translate("Chronicle", "{player} moves a cube from {tile} onto {card}.").format(
                player=name, tile=outdoor_words(g, record["tile"]), card=card_name(g, record.get("card"))
            )
        cubes = _int(record.get("cubes"))
        return Chronicle.tr("{player} stores %n cube(s) on {card} for a later action.", None, cubes).format(
            player=name, card=card_name(g, record.get("card"))
        )
    if t == "event_cube":
        return translate("Chronicle", "{player} places a cube on {card}.").format(
            player=name, card=card_name(g, record.get("event"))
        )
    if t == "event_countered":
        return _describe_countered(g, record)
    if t == "effect_unused":
        return translate("Chronicle", "{player} cannot use {card}: {reason}.").format(
            player=name, card=card_name(g, record.get("card")), reason=record.get("reason")
        )
    if t == "deniers_gained":
        deniers = _int(record.get("deniers"))
        return Chronicle.tr("{player} gains %n denier(s) ({card}).", None, deniers).format(
            player=name, card=card_name(g, record.get("card"))
        )
    if t == "vp_gained":
        vp = _int(record.get("vp"))
        if record.get("deniers"):
            text = Chronicle.tr("{player} gains %n VP for {deniers} ({card}).", None, vp)
        else:
            text = Chronicle.tr("{player} gains %n VP ({card}).", None, vp)
        return text.format(
            player=name, deniers=deniers_words(record.get("deniers")), card=card_name(g, record.get("card"))
        )
    if t == "influence_gained":
        return Chronicle.tr(
            "{player} gains %n influence ({card}).", None, _int(record.get("influence"))
        ).format(player=name, card=card_name(g, record.get("card")))
    if t == "chivalry":
        red = _int(record.get("red_dice"))
        return Chronicle.tr("{player} has %n red die(s): {cubes} from {card}.", None, red).format(
            player=name, cubes=cube_words(record.get("cubes")), card=card_name(g, "chivalry")
        )
    if t in ("procession", "joust"):
        leaders = record.get("leaders") or []
        names = ", ".join(who(g, x) for x in leaders) or who(g, None)
        vp = _int(record.get("vp"))
        if NEUTRAL in leaders and not g.solo:
            text = Chronicle.tr(
                "{player} activates {card}: the leaders are {leaders}; %n VP each "
                "(the neutral district gains nothing).",
                None,
                vp,
            )
        else:
            text = Chronicle.tr("{player} activates {card}: the leaders are {leaders}; %n VP each.", None, vp)
        return text.format(player=name, card=card_name(g, t), leaders=names)
    if t in ("artisan", "innkeeper", "journeyman", "troubadour"):
        paid_influence = t in ("artisan", "troubadour")
        cost = (
            influence_words(-_int(record.get("influence")))
            if paid_influence
            else deniers_words(-_int(record.get("deniers")))
        )
        gain = {
            "artisan": lambda: deniers_words(record.get("deniers")),
            "innkeeper": lambda: influence_words(record.get("influence")),
        }.get(t, lambda: vp_words(record.get("vp")))()
        return translate("Chronicle", "{player} spends {cost} for {gain} ({card}).").format(
            player=name, cost=cost, gain=gain, card=card_name(g, t)
        )
    if t == "diplomat":
        return translate("Chronicle", "{player} spends {influence} for {cubes} on events ({card}).").format(
            player=name,
            influence=influence_words(-_int(record.get("influence"))),
            cubes=cube_words(record.get("cubes")),
            card=card_name(g, "diplomat"),
        )
    if t == "miller":
        deniers = _int(record.get("deniers"))
        return Chronicle.tr(
            "{player} earns %n denier(s) from the {card} ({palace} on the Palace, "
            "{bishopric} on the Bishopric).",
            None,
            deniers,
        ).format(
            player=name,
            card=card_name(g, "miller"),
            palace=record.get("palace"),
            bishopric=record.get("bishopric"),
        )
    if t == "archer_roll":
        if record.get("hit"):
            text = translate("Chronicle", "{player} rolls {value} for the {card}: a hit.")
        else:
            text = translate("Chronicle", "{player} rolls {value} for the {card}: a miss.")
        return text.format(player=name, value=record.get("value"), card=card_name(g, "archer"))
    if t == "game_over":
        return translate("Chronicle", "The game is over: final scoring.")
    ladies = _describe_ladies_event(g, t, record, name)
    if ladies is not None:
        return ladies
    # --- le Roy ---
    if t == "roy_setup_roll":
        dice = record.get("dice") or []
        return translate("Chronicle", "Le Roy rolls for his placement: {dice}.").format(
            dice=", ".join(die_text(g, tuple(d)) for d in dice)
        )
    if t == "roy_setup_place":
        return translate("Chronicle", "Le Roy places a citizen on {space}: {reason}.").format(
            space=_space(record.get("building"), record.get("space")), reason=record.get("reason")
        )
    if t == "roy_black_die":
        die = record.get("die")
        if die:
            text = translate("Chronicle", "Le Roy removes the black {value} with his {die} ({reason}).")
        else:
            text = translate("Chronicle", "Le Roy removes the black {value} ({reason}).")
        return text.format(value=record.get("value"), die=die_text_words(die), reason=record.get("reason"))
    if t == "roy_turn":
        return _describe_roy_turn(g, record)
    return fallback_event(record)


def fallback_event(record: dict) -> str:
    """The raw line used for a record type this module does not know (tests check it never shows)."""
    t = record.get("type", "?")
    extra = ", ".join(f"{k} {v}" for k, v in record.items() if k != "type")
    return f"{t.replace('_', ' ').capitalize()}{': ' + extra if extra else ''}."


def _describe_dice_used(g, record: dict, name: str) -> str:
    # Each die with the article French wants in the list ("le 5 jaune (Anna), le 3 jaune (neutre)").
    dice = ", ".join(
        translate("Chronicle", "{die}", "a die in the list of dice used, with its article").format(
            die=die_text(g, d)
        )
        for d in record.get("dice") or []
    )
    target = record.get("target")
    arg = record.get("arg")
    card = None
    if target in ("card", "event") and record.get("card"):
        card = card_name(g, record["card"])  # the record's own card: the queue may have changed
    elif target == "card":
        card = slot_name(g, arg)
    elif target == "event":
        card = event_name(g, arg)
    details = []
    value = record.get("value")
    if target in ("card", "event", "agriculture") and value is not None:
        details.append(translate("Chronicle", " (worth {value})").format(value=value))
    elif target == "building" and value is not None:
        details.append(translate("Chronicle", " (value {value})").format(value=value))
    details.append(_payments(g, record.get("payments")))
    if record.get("cube") is not None:
        cube = card_name(g, record["cube_card"]) if record.get("cube_card") else slot_name(g, record["cube"])
        details.append(translate("Chronicle", ", with the stored cube of {card}").format(card=cube))
    if record.get("colour") is not None and 0 <= record["colour"] < 3:
        details.append(
            translate("Chronicle", ", the purple die counting as {colour}").format(
                colour=colour_word(record["colour"], "die")
            )
        )
    if target == "ramparts":
        details.append(
            translate("Chronicle", " ({points})", "action points").format(
                points=action_point_words(record.get("value", 0))
            )
        )
    times = _int(record.get("times"))
    if times and target == "card":
        details.append(Chronicle.tr(" (%n activation(s))", None, times))
    elif times and target == "event":
        details.append(Chronicle.tr(" (%n cube(s))", None, times))
    if target == "card":
        text = translate("Chronicle", "{player} uses {dice} on {card}{details}.", "an activity card")
    elif target == "event":
        text = translate("Chronicle", "{player} uses {dice} on {card}{details}.", "an event card")
    elif target == "cathedral" and arg is not None:
        text = translate("Chronicle", "{player} uses {dice} on the cathedral (column {column}){details}.")
    elif target == "cathedral":
        text = translate("Chronicle", "{player} uses {dice} on the cathedral{details}.")
    elif target == "building":
        text = translate("Chronicle", "{player} uses {dice} on {building}{details}.")
    elif target == "agriculture":
        text = translate("Chronicle", "{player} uses {dice} on agriculture{details}.")
    elif target == "ramparts":
        text = translate("Chronicle", "{player} uses {dice} on the ramparts{details}.")
    else:
        text = translate("Chronicle", "{player} uses {dice} on {target}{details}.")
    return text.format(
        player=name,
        dice=dice,
        card=card,
        column=arg,
        building=building_words(arg),
        target=_target_text(g, target, arg),
        details="".join(details),
    )


def _describe_citizen_taken(g, record: dict, name: str) -> str:
    source = record.get("source")
    if source == "supply":
        text = translate("Chronicle", "{player} takes a citizen from the personal supply.")
    elif source == "influence":
        text = translate("Chronicle", "{player} takes a citizen from a citizen hired for 2 influence.")
    elif source == "space":
        text = translate("Chronicle", "{player} takes a citizen from {space}.")
    elif source == "expelled":
        text = translate("Chronicle", "{player} takes a citizen from the expelled citizens {of_building}.")
    elif source == "tradesman":
        text = translate("Chronicle", "{player} takes a citizen from a tradesman on {card}.")
    else:
        text = translate("Chronicle", "{player} takes a citizen from {source}.")
    a, b = record.get("a"), record.get("b")
    return text.format(
        player=name,
        space=_space(a, b) if source == "space" else "",
        of_building=building_words(a, "of") if source == "expelled" else "",
        card=slot_name(g, a) if source == "tradesman" else "",
        source=source,
    )


def _describe_countered(g, record: dict) -> str:
    awards = record.get("awards") or {}
    taker = record.get("taken_by")
    gains = [
        translate("Chronicle", "{player} {vp}", "a player and the VP they win").format(
            player=who(g, int(k)), vp=vp_words(v)
        )
        for k, v in awards.items()
        if v
    ]
    if record.get("event") == "marauding":  # Marauding is never discarded
        text = (
            translate("Chronicle", "{card} is countered: {gains}; the card stays in play, its cubes cleared.")
            if gains
            else translate("Chronicle", "{card} is countered; the card stays in play, its cubes cleared.")
        )
    elif taker is not None:
        text = (
            translate("Chronicle", "{card} is countered: {gains}; {player} takes the card.")
            if gains
            else translate("Chronicle", "{card} is countered; {player} takes the card.")
        )
    else:
        text = (
            translate("Chronicle", "{card} is countered: {gains}; the card is discarded.")
            if gains
            else translate("Chronicle", "{card} is countered; the card is discarded.")
        )
    return text.format(
        card=card_name(g, record.get("event")),
        gains=", ".join(gains),
        player=who(g, taker) if taker is not None else "",
    )


#: The order in which guards reach the top gate.
_ARRIVALS = {
    1: QT_TRANSLATE_NOOP("Chronicle", "first"),
    2: QT_TRANSLATE_NOOP("Chronicle", "second"),
    3: QT_TRANSLATE_NOOP("Chronicle", "third"),
    4: QT_TRANSLATE_NOOP("Chronicle", "fourth"),
}


def _describe_ladies_event(g, t: str, record: dict, name: str) -> str | None:  # noqa: C901
    """The Ladies of Troyes records (ramparts, outdoor tiles, new cards and events); None if unknown."""
    if t == "guard_moved":
        return translate("Chronicle", "{player}'s guard advances to space {space} of the ramparts.").format(
            player=name, space=record.get("space")
        )
    if t == "ramparts_boost":
        deniers = _int(record.get("deniers"))
        return Chronicle.tr("{player} pays %n denier(s) to boost the die: {points}.", None, deniers).format(
            player=name, points=action_point_words(record.get("points"))
        )
    if t == "top_gate_reached":
        vp = _int(record.get("vp"))
        rank = record.get("rank")
        order = (
            translate("Chronicle", _ARRIVALS[rank])
            if rank in _ARRIVALS
            else translate("Chronicle", "number {rank}").format(rank=rank)
        )
        if vp:
            return Chronicle.tr("{player}'s guard reaches the top gate, {order}: %n VP.", None, vp).format(
                player=name, order=order
            )
        return translate("Chronicle", "{player}'s guard reaches the top gate, {order}.").format(
            player=name, order=order
        )
    if t == "outdoor_cube":
        return translate("Chronicle", "{player} puts a cube on {tile}.").format(
            player=name, tile=outdoor_words(g, record.get("level"))
        )
    if t == "outdoor_used":
        face = record.get("face")
        words = outdoor_line(face)
        tile = outdoor_words(g, record.get("level"), face)
        if words:
            return translate("Chronicle", "{player} uses a cube of {tile}: {effect}.").format(
                player=name, tile=tile, effect=words
            )
        return translate("Chronicle", "{player} uses a cube of {tile}.").format(player=name, tile=tile)
    if t == "standing_answer":
        mode = record.get("mode")
        tile = outdoor_words(g, record.get("level"))
        if mode == "always":
            text = translate("Chronicle", "{player} will now always use {tile}.")
        elif mode == "never":
            text = translate("Chronicle", "{player} will now never use {tile}.")
        else:
            text = translate("Chronicle", "{player} will now be asked each time about {tile}.")
        return text.format(player=name, tile=tile)
    if t == "die_rolled_from_supply":
        colour = record.get("colour")
        if colour in (0, 1, 2, 3):
            text = translate(
                "Chronicle", "{player} rolls a {colour} die from the supply into their district: {value}."
            )
        else:
            text = translate(
                "Chronicle", "{player} rolls a die from the supply into their district: {value}."
            )
        return text.format(
            player=name,
            colour=colour_word(colour, "die") if colour in (0, 1, 2, 3) else "",
            value=record.get("value"),
        )
    if t == "dice_exchanged":
        given = record.get("given_die")
        taken = record.get("taken_die")
        given = die_text(g, tuple(given)) if given else die_text(g, record.get("given"), owner=False)
        taken = die_text(g, tuple(taken)) if taken else die_text(g, record.get("taken"), owner=False)
        return translate(
            "Chronicle", "{player} exchanges a die with {other}: gives the {given} and takes the {taken}."
        ).format(player=name, other=who(g, record.get("other")), given=given, taken=taken)
    if t == "die_turned_over":
        if record.get("tile"):
            return translate(
                "Chronicle", "{player} turns a die over with a cube of {tile}: it now shows {value}."
            ).format(player=name, tile=outdoor_words(g, record["tile"]), value=record.get("value"))
        return translate(
            "Chronicle", "{player} turns a die over with a {card} cube: it now shows {value}."
        ).format(player=name, card=card_name(g, record.get("card", "distiller")), value=record.get("value"))
    if t == "black_die_destroyed":
        return translate(
            "Chronicle", "{player} destroys the black {value} with a cube of {tile} and gains 1 influence."
        ).format(player=name, value=record.get("value"), tile=outdoor_words(g, record.get("tile")))
    if t == "event_avoided":
        return translate("Chronicle", "{player} avoids {card} with the {tile} (outdoor cube).").format(
            player=name, card=card_name(g, record.get("event")), tile=outdoor_title("protect")
        )
    if t == "chief_outlaw":
        values = record.get("values") or []
        if values:
            return translate(
                "Chronicle", "The {card} adds 3 to the black dice (at most 6): {values}."
            ).format(card=card_name(g, "chief-outlaw"), values=_values(values))
        return translate("Chronicle", "The {card} adds 3 to the black dice (at most 6).").format(
            card=card_name(g, "chief-outlaw")
        )
    if t == "cube_lost":
        if record.get("where") == "tile":
            text = translate(
                "Chronicle", "{card}: {player} loses a cube from {where}.", "an outdoor activity"
            )
            where = outdoor_words(g, record.get("arg"))
        else:
            text = translate("Chronicle", "{card}: {player} loses a cube from {where}.", "an activity card")
            where = _record_card(g, record, "arg")
        return text.format(card=card_name(g, record.get("event", "harsh-winter")), player=name, where=where)
    if t == "support_refused":
        return translate("Chronicle", "{card} cannot put a gray cube on {event}.").format(
            card=card_name(g, "support"), event=card_name(g, record.get("event"))
        )
    if t == "event_cube_removed":
        return translate("Chronicle", "{card}: the newest cube of {player} leaves {event}.").format(
            card=card_name(g, "resistance"),
            player=who(g, record.get("player")),
            event=card_name(g, record.get("event")),
        )
    if t == "uprising":
        b = record.get("building")
        lying = [who(g, o) for o in record.get("lying") or []]
        where = building_words(b, "in") if b in (0, 1, 2) else translate("Chronicle", "in the city")
        if lying:
            text = translate(
                "Chronicle", "{card} {in_building}: the citizens are shuffled; {players} lie expelled."
            )
        else:
            text = translate("Chronicle", "{card} {in_building}: the citizens are shuffled.")
        return text.format(card=card_name(g, "uprising"), in_building=where, players=", ".join(lying))
    if t == "monk_no_space":
        colour = record.get("colour")
        card = card_name(g, "monk-event")
        if colour in (0, 1, 2):
            return translate(
                "Chronicle", "{card}: no free space on a revealed {colour} card; nothing happens."
            ).format(card=card, colour=colour_word(colour, "card"))
        return translate("Chronicle", "{card}: no free space on a revealed card; nothing happens.").format(
            card=card
        )
    if t == "citizen_possessed":
        return translate("Chronicle", "{card}: a citizen of {player} goes onto the {card} card.").format(
            card=card_name(g, "possession"), player=who(g, record.get("player"))
        )
    if t == "citizen_liberated":
        owner = record.get("owner")
        if owner == record.get("player"):
            text = translate(
                "Chronicle", "{player} frees their own citizen from the {card} card (back to the supply)."
            )
        else:
            text = translate(
                "Chronicle", "{player} frees {owner}'s citizen from the {card} card (back to the supply)."
            )
        return text.format(player=name, owner=who(g, owner), card=card_name(g, "possession"))
    if t == "executioner":
        victim = record.get("victim")
        influence = _int(record.get("influence"))
        if victim is not None:
            text = Chronicle.tr(
                "{player} gains %n influence ({card}), taking 1 from {victim}.", None, influence
            )
        else:
            text = Chronicle.tr("{player} gains %n influence ({card}).", None, influence)
        return text.format(
            player=name, card=card_name(g, "executioner"), victim=who(g, victim) if victim is not None else ""
        )
    if t == "fort":
        return translate("Chronicle", "{player} puts {cubes} on the {card}: {vp} and {influence}.").format(
            player=name,
            cubes=cube_words(record.get("cubes")),
            card=card_name(g, "fort"),
            vp=vp_words(record.get("vp")),
            influence=influence_words(record.get("influence")),
        )
    if t == "landlady":
        return translate("Chronicle", "{player} chooses {influence} and {vp} ({card}).").format(
            player=name,
            influence=influence_words(record.get("influence")),
            vp=vp_words(record.get("vp")),
            card=card_name(g, "landlady"),
        )
    if t == "marriage":
        return translate("Chronicle", "{player} pays {deniers} for {vp} ({card}).").format(
            player=name,
            deniers=deniers_words(-_int(record.get("deniers"))),
            vp=vp_words(record.get("vp")),
            card=card_name(g, "marriage"),
        )
    if t == "ransom":
        return translate("Chronicle", "{player} pays {deniers} ({card}): {cubes} for event cards.").format(
            player=name,
            deniers=deniers_words(-_int(record.get("deniers"))),
            cubes=cube_words(record.get("cubes")),
            card=card_name(g, "ransom"),
        )
    if t == "catapult":
        shots = _int(record.get("shots"))
        return Chronicle.tr(
            "{player} fires the {card}: %n pair(s) of cubes for event cards.", None, shots
        ).format(player=name, card=card_name(g, "catapult"))
    return None


#: What le Roy does for each result of his roll (his action table).
_ROY_ACTIONS = {
    "vp3": QT_TRANSLATE_NOOP("Chronicle", "gains 3 VP"),
    "vp2": QT_TRANSLATE_NOOP("Chronicle", "gains 2 VP"),
    "worker": QT_TRANSLATE_NOOP("Chronicle", "places a worker"),
    "event": QT_TRANSLATE_NOOP("Chronicle", "fills the right-most event"),
    "tradesman": QT_TRANSLATE_NOOP("Chronicle", "places a tradesman"),
    "cathedral": QT_TRANSLATE_NOOP("Chronicle", "places 2 cubes on the cathedral"),
    "character": QT_TRANSLATE_NOOP("Chronicle", "reveals a character"),
}


def _describe_roy_turn(g, record: dict) -> str:
    roll = record.get("roll") or []
    action = record.get("action")
    what = (
        translate("Chronicle", _ROY_ACTIONS[action])
        if action in _ROY_ACTIONS
        else str(record.get("text", action))
    )
    if roll:
        text = translate("Chronicle", "Le Roy rolls {total} ({roll}): {action}").format(
            total=record.get("total"), roll=" + ".join(str(v) for v in roll), action=what
        )
    else:
        text = translate("Chronicle", "Le Roy rolls {total}: {action}").format(
            total=record.get("total"), action=what
        )
    details = []
    if record.get("bought"):
        details.append(
            Chronicle.tr("buys your {die} for %n denier(s)", None, _int(record.get("paid"))).format(
                die=die_text_words(record["bought"])
            )
        )
    spent = record.get("spent")
    if spent:
        details.append(
            translate("Chronicle", "spends his {dice}").format(
                dice=", ".join(die_text_words(d) for d in spent)
            )
        )
    if record.get("character"):
        details.append(
            translate("Chronicle", "{card}: you score {you}, he scores {him}").format(
                card=card_name(g, record["character"]),
                you=vp_words(record.get("player_vp", 0)),
                him=vp_words(record.get("vp", 0)),
            )
        )
    elif record.get("vp") and action not in ("character", "vp2", "vp3", "cathedral"):
        details.append(vp_words(record["vp"]))
    if record.get("event"):
        details.append(
            translate("Chronicle", "on the event {card}").format(card=card_name(g, record["event"]))
        )
    if "slot" in record:
        details.append(
            translate("Chronicle", "on {card}").format(
                card=card_name(g, record["card"]) if record.get("card") else slot_name(g, record["slot"])
            )
        )
    if record.get("cubes"):
        spaces = [
            translate("Chronicle", "level {level} space {space}").format(level=lv + 1, space=v)
            for lv, v in record["cubes"]
        ]
        details.append(translate("Chronicle", "cubes on {spaces}").format(spaces=", ".join(spaces)))
    if details:
        for detail in details:
            text = translate("Chronicle", "{text}; {detail}", "le Roy's turn and one more detail").format(
                text=text, detail=detail
            )
    if record.get("reason"):
        text = translate("Chronicle", "{text}. Why: {reason}").format(text=text, reason=record["reason"])
    return text + "."


# --------------------------------------------------------------------------------------------- actions


def _own_die(g, die) -> str:
    return die_text(g, die, owner=False)


def describe_action(game, action) -> str:  # noqa: C901
    """What an action does, in words a player understands (for buttons and lists)."""
    if not action:
        return "?"
    verb = action[0]
    g = game
    p = g.pending[1]
    if verb == "pass":
        return translate("Chronicle", "Pass (take no more actions this round)")
    if verb == "hire":
        return translate("Chronicle", "Hire a citizen (2 influence)")
    if verb == "flip":
        return translate("Chronicle", "Turn over up to 3 of your dice (4 influence)")
    if verb == "flip_die":
        return translate("Chronicle", "Turn over your {die}").format(die=_own_die(g, action[1]))
    if verb == "flip_done":
        return translate("Chronicle", "Turn the chosen dice over")
    if verb == "cancel":
        return translate("Chronicle", "Cancel the dice chosen")
    if verb == "reroll":
        return translate("Chronicle", "Reroll your {die} (1 influence)").format(die=_own_die(g, action[1]))
    if verb == "counter":
        ctx = g.ctx or {}
        black = [str(g.black[i]) for i in ctx.get("black", [0]) if i < len(g.black)]
        if len(black) > 1:
            return translate(
                "Chronicle", "Counter the black {values} with the chosen dice", "several black dice"
            ).format(values=_and_list(black))
        return translate(
            "Chronicle", "Counter the black {values} with the chosen dice", "one black die"
        ).format(values=_and_list(black))
    if verb == "concede":
        value = g.black[0] if g.black else "?"
        return translate("Chronicle", "Do not counter the black {value} (lose 2 VP)").format(value=value)
    if verb == "bd":
        return translate("Chronicle", "Counter with your {die}").format(die=_own_die(g, action[1]))
    if verb == "bx":
        try:
            return translate("Chronicle", "Also counter the black {value} with the same dice").format(
                value=g.black[action[1]]
            )
        except (IndexError, TypeError):
            return translate("Chronicle", "Also counter another black die")
    if verb == "die":
        d = action[1]
        if d in g.dice and g.dice[d][2] != p:
            return translate("Chronicle", "Buy the {die}").format(die=die_text(g, d))
        return translate("Chronicle", "Take the {die}").format(die=die_text(g, d))
    if verb == "init":
        return translate("Chronicle", "Place a citizen on {space}").format(space=_space(action[1], action[2]))
    if verb == "target":
        return _describe_target(g, p, action)
    if verb == "source":
        _, kind, a, b = (tuple(action) + (None, None, None))[:4]
        if kind == "supply":
            return translate("Chronicle", "From your personal supply")
        if kind == "influence":
            return translate("Chronicle", "Hire a new citizen for 2 influence")
        if kind == "space":
            return translate("Chronicle", "Move your citizen from {space}").format(space=_space(a, b))
        if kind == "expelled":
            return translate("Chronicle", "Take back your expelled citizen {from_building}").format(
                from_building=building_words(a, "from")
            )
        if kind == "tradesman":
            if b == -1:
                return translate("Chronicle", "Move your tradesman from {card} (the illustration)").format(
                    card=slot_name(g, a)
                )
            return translate("Chronicle", "Move your tradesman from {card} (space {space})").format(
                card=slot_name(g, a), space=b + 1
            )
        return translate("Chronicle", "Source: {kind}").format(kind=kind)
    if verb == "count":
        card = (g.ctx or {}).get("card")
        n = _int(action[1])
        if card:
            return Chronicle.tr("Use {card} %n time(s)", None, n).format(card=card_name(g, card))
        return Chronicle.tr("Use the card %n time(s)", None, n)
    if verb == "miller":
        times = (g.ctx or {}).get("times", action[1])
        return translate("Chronicle", "{palace} on the Palace, {bishopric} on the Bishopric").format(
            palace=action[1], bishopric=times - action[1]
        )
    if verb == "event":
        return translate("Chronicle", "Put the cube on {card}").format(card=event_name(g, action[1]))
    ladies = _describe_ladies_action(g, p, action)
    if ladies is not None:
        return ladies
    if verb == "roy":
        kind = g.pending[0]
        if kind == "roy_setup":
            return translate("Chronicle", "Let le Roy place his citizens")
        if kind == "roy_black":
            return translate("Chronicle", "Let le Roy face the black die")
        if kind == "roy":
            return translate("Chronicle", "Let le Roy take his turn")
        return translate("Chronicle", "Let le Roy play")
    return fallback_action(action)


def _describe_target(g, p, action) -> str:  # noqa: C901
    _, kind, arg, mod, colour = (tuple(action) + (None, None, None, None))[:5]
    if kind == "building" and arg in (0, 1, 2):
        text = translate("Chronicle", "Place a citizen {in_building}").format(
            in_building=building_words(arg, "in")
        )
    elif kind == "cathedral" and arg is not None:
        text = translate(
            "Chronicle",
            "Place cubes on the cathedral, all in column {column} (the die chosen with the {card})",
        ).format(column=arg, card=card_name(g, "preacher"))
    elif kind == "cathedral":
        text = translate("Chronicle", "Place cubes on the cathedral")
    elif kind == "agriculture":
        text = translate("Chronicle", "Work the fields (agriculture: deniers)")
    elif kind == "ramparts":
        text = translate("Chronicle", "Move your guard on the ramparts (action 7)")
    elif kind == "event":
        text = translate("Chronicle", "Combat the event {card}").format(card=event_name(g, arg))
    elif kind == "card":
        has = p is not None and p != NEUTRAL and g.has_tradesman(p, arg)
        if has:
            text = translate("Chronicle", "Activate {card}").format(card=slot_name(g, arg))
        else:
            cost = _int(g.card(arg).cost)
            text = Chronicle.tr(
                "Hire a tradesman on {card} (%n denier(s)) and activate it", None, cost
            ).format(card=slot_name(g, arg))
    else:
        text = translate("Chronicle", "Use the dice on {target}").format(target=_target_text(g, kind, arg))
    if colour is not None and 0 <= colour < 3:
        text = translate("Chronicle", "{action}, the purple die as {colour} {glyph}").format(
            action=text, colour=colour_word(colour, "die"), glyph=COLOUR_GLYPHS[colour]
        )
    if mod is not None:
        text = translate("Chronicle", "{action}, with the stored cube of {card}").format(
            action=text, card=slot_name(g, mod)
        )
    try:
        if colour is None:
            res = g.evaluate(p, list((g.ctx or {}).get("dice", [])), kind, arg, mod)
        else:
            res = g.evaluate(p, list((g.ctx or {}).get("dice", [])), kind, arg, mod, colour)
        price = res.get("price") or 0
        times = res.get("times")
        if times and kind in ("card", "cathedral", "event", "agriculture", "ramparts"):
            if kind == "card":
                what = Chronicle.tr("%n activation(s)", None, times)
            elif kind in ("cathedral", "event"):
                what = cube_words(times)
            elif kind == "agriculture":
                what = deniers_words(times)
            else:
                what = action_point_words(times)
            text = translate("Chronicle", "{action} \u2014 {result}").format(action=text, result=what)
        if price:
            text = Chronicle.tr("{action}, costs %n denier(s)", None, price).format(action=text)
    except Exception:  # noqa: BLE001 - a preview must never break the prompt
        pass
    return text


def fallback_action(action) -> str:
    """The raw words used for an unknown action (tests check it never shows)."""
    return " ".join(str(a) for a in action)


def _describe_ladies_action(g, p, action) -> str | None:  # noqa: C901
    """Actions of The Ladies of Troyes modules; None when ``action`` is not one of them."""
    verb = action[0]
    ctx = g.ctx or {}
    kind = g.pending[0]
    if verb == "tile":
        level = action[1]
        face = outdoor_face(g, level)
        tile = outdoor_words(g, level, face)
        if len(action) == 3:
            return translate(
                "Chronicle", "Turn over the {die} you are buying (cube of {tile}; use it at once)"
            ).format(die=die_text(g, action[2]), tile=tile)
        if kind == "black":
            value = g.black[0] if g.black else "?"
            return translate(
                "Chronicle", "Destroy the black {value} with a cube of {tile} (+1 influence)"
            ).format(value=value, tile=tile)
        if face in ("roll-red", "roll-yellow", "roll-white"):
            return translate("Chronicle", "Roll a {colour} die into your district (cube of {tile})").format(
                colour=colour_word(face[5:], "die"), tile=tile
            )
        if face == "roll-purple":
            return translate(
                "Chronicle", "Roll your purple die again into your district (2 deniers and a cube of {tile})"
            ).format(tile=tile)
        if face == "exchange":
            return translate("Chronicle", "Exchange dice with your opponents (cube of {tile})").format(
                tile=tile
            )
        return translate("Chronicle", "Use a cube of {tile}").format(tile=tile)
    if verb == "standing":
        level, mode = action[1], action[2]
        return translate("Chronicle", "{tile}: {answer}").format(
            tile=_capital(outdoor_words(g, level)), answer=standing_word(mode)
        )
    if verb == "swap":
        mine, theirs = action[1], action[2]
        owner = g.dice[theirs][2] if theirs in g.dice else None
        return translate("Chronicle", "Give your {mine} to {player} for their {theirs}").format(
            mine=_own_die(g, mine), player=who(g, owner), theirs=_own_die(g, theirs)
        )
    if verb == "swap_done":
        return (
            translate("Chronicle", "Stop exchanging dice")
            if ctx.get("exchange")
            else translate("Chronicle", "Exchange no die")
        )
    if verb == "cube_die":
        slot = action[1]
        colour = 2 if g.slot_card[slot] == "augustine" else 0
        return translate("Chronicle", "Add a {card} cube to the group as a {die}").format(
            card=card_name(g, g.slot_card[slot]), die=die_words(colour, 6)
        )
    if verb == "distill":
        return translate("Chronicle", "Turn over your {die} with a {card} cube").format(
            die=_own_die(g, action[1]), card=card_name(g, "distiller")
        )
    if verb == "boost":
        n = _int(action[1])
        value = _int(ctx.get("points", 0))
        if n == 0:
            return translate("Chronicle", "No boost: {points}").format(points=action_point_words(value))
        return Chronicle.tr("Pay %n denier(s): {points}", None, n).format(
            points=action_point_words(value + n)
        )
    if verb == "advance":
        space = g.lx["guard"][p] + 1 if g.lx else "?"
        gates = g.data.ladies.get("gates", [5, 10, 15, 20]) if g.data.ladies else [5, 10, 15, 20]
        left = ctx.get("points", 0)
        if space in gates:
            return translate(
                "Chronicle",
                "Advance your guard to space {space} \u2014 the gate of {tile} (1 point; {left} left)",
            ).format(space=space, tile=outdoor_words(g, gates.index(space) + 1), left=left)
        return translate("Chronicle", "Advance your guard to space {space} (1 point; {left} left)").format(
            space=space, left=left
        )
    if verb == "rampart_cube":
        return translate("Chronicle", "Put a cube on {tile} (1 point)").format(
            tile=outdoor_words(g, action[1])
        )
    if verb == "ramparts_done":
        left = _int(ctx.get("points", 0))
        if left:
            return Chronicle.tr("Stop here (%n point(s) unused)", None, left)
        return translate("Chronicle", "Stop here")
    if verb == "outdoor":
        offer = ctx.get("offer") or {}
        level, face = offer.get("level"), offer.get("face")
        words = outdoor_line(face)
        mode = action[1]
        if mode == "use" and len(action) == 3:
            return translate("Chronicle", "Move a cube from {tile} onto {card}").format(
                tile=outdoor_words(g, level, face), card=slot_name(g, action[2])
            )
        if mode == "use":
            return (
                translate("Chronicle", "Use it: {effect}").format(effect=words)
                if words
                else translate("Chronicle", "Use it")
            )
        return {
            "skip": lambda: translate("Chronicle", "Not this time"),
            "always": lambda: translate("Chronicle", "Use it, and always from now on (no more asking)"),
            "never": lambda: translate("Chronicle", "Do not use it, and never ask again"),
        }.get(mode, lambda: None)()
    if verb == "mixed":
        mode, n = action[1], _int(action[2])
        card = ctx.get("card")
        name = card_name(g, card) if card else translate("Chronicle", "the card")
        if mode == "place":
            if card == "breeder":
                return Chronicle.tr("Place %n cube(s) on {card} (pay {deniers})", None, n).format(
                    card=name, deniers=deniers_words(3 * n)
                )
            return Chronicle.tr("Place %n cube(s) on {card}", None, n).format(card=name)
        if card == "lumberjack":
            gain = deniers_words(4 * n)
        elif card == "breeder":
            gain = vp_words(2 * n)
        elif card == "squire":
            gain = influence_words(5 * n)
        elif card == "catapult":
            gain = Chronicle.tr("%n pair(s) of cubes on event cards", None, n)
        else:
            gain = translate("Chronicle", "its effect")
        return Chronicle.tr("Use %n cube(s) from {card}: {gain}", None, n).format(card=name, gain=gain)
    if verb == "landlady":
        n = action[1]
        times = ctx.get("times", n)
        return translate("Chronicle", "{influence} and {vp}").format(
            influence=influence_words(4 * n), vp=vp_words(times - n)
        )
    if verb == "build":
        v = action[1]
        free = any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3))
        if free:
            return translate("Chronicle", "Build on cathedral column {column}").format(column=v)
        return translate("Chronicle", "Build on cathedral column {column} (the 4th floor)").format(column=v)
    if verb == "victim":
        return translate("Chronicle", "Take the influence point from {player}").format(
            player=who(g, action[1])
        )
    if verb == "scout":
        todo = ctx.get("todo") or []
        if not todo:
            return (
                translate("Chronicle", "Put a cube on this event (1 denier)")
                if action[1]
                else translate("Chronicle", "No cube on this event")
            )
        ev = card_name(g, todo[0])
        return (
            translate("Chronicle", "Put a cube on {card} (1 denier)").format(card=ev)
            if action[1]
            else translate("Chronicle", "No cube on {card}").format(card=ev)
        )
    if verb == "lose":
        where = outdoor_words(g, action[2]) if action[1] == "tile" else slot_name(g, action[2])
        return translate("Chronicle", "Lose a cube from {where}").format(where=where)
    if verb == "liberate":
        owner = action[1]
        if owner == p:
            return translate("Chronicle", "Free your own citizen")
        return translate("Chronicle", "Free a citizen of {player}").format(player=who(g, owner))
    return None


#: What each kind of decision asks of the player who decides (le Roy's: of le Roy).
_QUESTIONS = {
    "initial": QT_TRANSLATE_NOOP("Chronicle", "place a citizen (initial placement)"),
    "turn": QT_TRANSLATE_NOOP("Chronicle", "take an action or pass"),
    "group": QT_TRANSLATE_NOOP("Chronicle", "add dice to the group or choose where to use it"),
    "flip": QT_TRANSLATE_NOOP("Chronicle", "choose dice to turn over"),
    "source": QT_TRANSLATE_NOOP("Chronicle", "choose where the citizen comes from"),
    "count": QT_TRANSLATE_NOOP("Chronicle", "choose how many times to use the card"),
    "miller": QT_TRANSLATE_NOOP("Chronicle", "choose how many activations of the {card} go to the Palace"),
    "event": QT_TRANSLATE_NOOP("Chronicle", "choose the event card for a cube"),
    "roy_setup": QT_TRANSLATE_NOOP("Chronicle", "place his citizens"),
    "roy_black": QT_TRANSLATE_NOOP("Chronicle", "face the black die"),
    "roy": QT_TRANSLATE_NOOP("Chronicle", "take his turn"),
    "exchange": QT_TRANSLATE_NOOP("Chronicle", "exchange dice with the opponents (one each)"),
    "boost": QT_TRANSLATE_NOOP("Chronicle", "boost the die with deniers (up to 6)"),
    "landlady": QT_TRANSLATE_NOOP(
        "Chronicle", "share the activations of the {card} between influence and VP"
    ),
    "build": QT_TRANSLATE_NOOP("Chronicle", "choose a cathedral column ({card})"),
    "victim": QT_TRANSLATE_NOOP("Chronicle", "choose whose influence the {card} takes"),
    "scout": QT_TRANSLATE_NOOP("Chronicle", "put cubes on event cards ({card})"),
    "harsh_winter": QT_TRANSLATE_NOOP("Chronicle", "choose the cube lost to the {card}"),
    "possession": QT_TRANSLATE_NOOP("Chronicle", "choose the citizen possessed by the devil ({card})"),
    "liberate": QT_TRANSLATE_NOOP("Chronicle", "free a citizen from the {card} card"),
}


#: The card a decision is about, named in its question.
_QUESTION_CARDS = {
    "landlady": "landlady",
    "build": "master-builder",
    "victim": "executioner",
    "scout": "scout",
    "harsh_winter": "harsh-winter",
    "possession": "possession",
    "liberate": "possession",
    "miller": "miller",
}


def describe_decision(game) -> str:
    """What the pending decision asks, e.g. "Anna: take an action or pass"."""
    kind, p = game.pending
    if kind == "over":
        return translate("Chronicle", "The game is over.")
    if kind == "black":
        what = (
            translate("Chronicle", "counter the black {value}").format(value=game.black[0])
            if game.black
            else translate("Chronicle", "counter the black die")
        )
    elif kind == "ramparts":
        what = translate("Chronicle", "spend the action points on the ramparts ({left} left)").format(
            left=(game.ctx or {}).get("points", 0)
        )
    elif kind == "outdoor":
        what = _outdoor_question(game)
    elif kind == "mixed":
        what = translate("Chronicle", "place cubes on {card} or use those there").format(
            card=card_name(game, (game.ctx or {}).get("card"))
        )
    elif kind in _QUESTIONS:
        what = translate("Chronicle", _QUESTIONS[kind]).format(
            card=card_name(game, _QUESTION_CARDS.get(kind, ""))
        )
    else:
        what = translate("Chronicle", "decide")
    return translate("Chronicle", "{player}: {question}").format(player=_who_cap(game, p), question=what)


def _outdoor_question(game) -> str:
    offer = (game.ctx or {}).get("offer") or {}
    level, face = offer.get("level"), offer.get("face")
    if level is None:
        return translate("Chronicle", "decide about an outdoor activity")
    return translate("Chronicle", "use {tile}?").format(tile=outdoor_words(game, level, face))


#: The phases named in the phase banner; show them with :func:`phase_name`.
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
