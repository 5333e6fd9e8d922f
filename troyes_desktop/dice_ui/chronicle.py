"""The Troyes Dice chronicle: every engine event in plain words, under one heading per half day.

Per-citizen records are grouped ("Anna circles 2 knights") so a busy turn stays readable.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QWidget

from troyes_desktop.dice_ui import art, words
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui.chronicle import ChronicleFrame

logger = logging.getLogger(__name__)

#: Colour id -> citizen id (English ids, not shown: :mod:`words` gives the words).
CIT = dict(zip(art.COLOUR_KEYS, ("knight", "artisan", "priest")))


def _name(names: list[str], p) -> str:
    return names[p] if isinstance(p, int) and 0 <= p < len(names) else translate("DiceChronicle", "Everyone")


def _pair(items: list[str], word: str = "and") -> str:
    """Two or three names in a row: "A and B", "A, B and C" (or "or")."""
    if not items:
        return ""
    out = items[0]
    for k, item in enumerate(items[1:], start=1):
        last = k == len(items) - 1
        if word == "or":
            joined = (translate("DiceChronicle", "{first} or {second}") if last
                      else translate("DiceChronicle", "{first}, {second}"))
        else:
            joined = (translate("DiceChronicle", "{first} and {second}") if last
                      else translate("DiceChronicle", "{first}, {second}"))
        out = joined.format(first=out, second=item)
    return out


def _column_number(column: int, numbering) -> int | None:
    """The number the sheet shows above ``column`` (1-6), None before the columns are numbered."""
    numbering = list(numbering or ())
    return numbering[column - 1] if len(numbering) == 6 and 1 <= column <= 6 else None


def _links(links, numbering) -> str:
    parts = []
    for b, a, c in links:
        na, nc = _column_number(a, numbering), _column_number(c, numbering)
        if na is None or nc is None:
            text = translate("DiceChronicle", "{building} columns {a} and {b}")
            parts.append(text.format(building=words.building(b), a=a, b=c))
        else:
            text = translate("DiceChronicle", "{building} between the columns of the {a} and the {b}")
            parts.append(text.format(building=words.building(b), a=na, b=nc))
    return translate("DiceChronicle", "; ", "between two items of a list").join(parts)


def _built(rec: dict, who: str, numbering) -> str:
    building = words.the_building(rec["building"])
    value = _column_number(rec["column"], numbering)
    via = rec.get("via")
    if value is None:
        if via == "track_bonus":
            text = translate("DiceChronicle", "{player} draws {building} in column {column} (track bonus).")
        elif via == "column_bonus":
            text = translate("DiceChronicle", "{player} draws {building} in column {column} (column bonus).")
        else:
            text = translate("DiceChronicle", "{player} draws {building} in column {column}.")
        line = text.format(player=who, building=building, column=rec["column"])
    else:
        if via == "track_bonus":
            text = translate("DiceChronicle",
                             "{player} draws {building} in the column of the {value} (track bonus).")
        elif via == "column_bonus":
            text = translate("DiceChronicle",
                             "{player} draws {building} in the column of the {value} (column bonus).")
        else:
            text = translate("DiceChronicle", "{player} draws {building} in the column of the {value}.")
        line = text.format(player=who, building=building, value=value)
    if rec.get("cathedral_number"):
        line += " " + translate("DiceChronicle", "Number {number} is written beside {character}.").format(
            number=rec["cathedral_number"], character=rec.get("character"))
    if "dice_counted" in rec:
        counted = int(rec["dice_counted"])
        counted_text = translate("DiceChronicle", "%n die(s) counted.", None, counted)
        line += " " + words.english_plural(counted_text, counted)
    return line


def _line_setup(rec: dict, who: str, numbering) -> str | None:
    players = rec["players"]
    if "banquets-and-raids" in rec.get("modules", []):
        text = translate("DiceChronicle", "A game of Troyes Dice for %n player(s) "
                                          "with Banquets and Raids.", None, players)
    else:
        text = translate("DiceChronicle", "A game of Troyes Dice for %n player(s).", None, players)
    return words.english_plural(text, players)


def _line_numbering_rolled(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "The town crier rolls a {value} for the leftmost column.").format(
        value=rec["value"])


def _line_numbering(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "The columns are numbered {values}.").format(
        values=" ".join(str(v) for v in rec["values"]))


def _line_dice_rolled(rec: dict, who: str, numbering) -> str | None:
    parts = [translate("DiceChronicle", "{colour} {value}", "a die on the wheel").format(
        colour=words.die_colour("black" if d["black"] else d["colour"]), value=d["value"])
        for d in rec["dice"]]
    return translate("DiceChronicle", "Dice: {dice}.").format(dice=", ".join(parts))


def _line_black_die_sheltered(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "The Shelter Banquet tames the black die: "
                                      "it can be used this half day.")


def _line_plaza_destroyed(rec: dict, who: str, numbering) -> str | None:
    if rec.get("by_raid"):
        text = translate("DiceChronicle", "A Raid destroys the {colour} plaza (value {value}).")
    else:
        text = translate("DiceChronicle", "The black die destroys the {colour} plaza (value {value}).")
    return text.format(colour=words.plaza_colour(rec["colour"]), value=rec["value"])


def _line_fortress_protects(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "{player}'s Fortress protects {die}: "
                                      "it is not crossed out.").format(
        player=who, die=words.die(rec["colour"], rec["value"]))


def _line_die_already_crossed(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle",
                     "{player}'s {colour} {value} is already crossed out: nothing more is lost.").format(
        player=who, colour=words.die_colour(rec["colour"]), value=rec["value"])


def _line_die_crossed(rec: dict, who: str, numbering) -> str | None:
    lost = [words.the_building(b) for b in rec.get("buildings_crossed") or []]
    die = words.die(rec["colour"], rec["value"])
    if lost:
        line = translate("DiceChronicle", "{player} crosses out {die} and {buildings} "
                                            "in its column.").format(
            player=who, die=die, buildings=_pair(lost))
    else:
        line = translate("DiceChronicle", "{player} crosses out {die}.").format(player=who, die=die)
    links = rec.get("links_lost") or []
    if links:
        count = len(links)
        text = translate("DiceChronicle", "%n link bonus(es) lost: {links}.", None, count)
        line += " " + words.english_plural(text, count).format(links=_links(links, numbering))
    return line


def _line_die_chosen(rec: dict, who: str, numbering) -> str | None:
    paid = [words.amount(r, n) for r, n in (rec.get("paid") or {}).items() if n]
    die = words.die(rec["colour"], rec["value"])
    if not paid:
        return translate("DiceChronicle", "{player} takes {die} (free).").format(player=who, die=die)
    return translate("DiceChronicle", "{player} takes {die} (pays {cost}).").format(
        player=who, die=die, cost=_pair(paid))


def _line_colour_changed(rec: dict, who: str, numbering) -> str | None:
    spent = rec["knowledge"]
    return translate("DiceChronicle", "{player} spends %n knowledge: the {old} die becomes {new}.", None,
                     spent).format(player=who, old=words.die_colour(rec["from"]),
                                              new=words.die_colour(rec["to"]))


def _line_value_changed(rec: dict, who: str, numbering) -> str | None:
    spent = rec["influence"]
    return translate("DiceChronicle", "{player} spends %n influence: the {old} becomes a {new}.", None,
                     spent).format(player=who, old=rec["from"], new=rec["to"])


def _line_action(rec: dict, who: str, numbering) -> str | None:
    die = words.die(rec["colour"], rec["value"])
    if rec["action"] == "gain":
        text = {
            "red": translate("DiceChronicle", "{player} uses {die} to gain influence."),
            "yellow": translate("DiceChronicle", "{player} uses {die} to gain deniers."),
            "white": translate("DiceChronicle", "{player} uses {die} to gain knowledge."),
        }[rec["colour"]]
    elif rec["action"] == "prestige":
        text = translate("DiceChronicle", "{player} uses {die} to construct a prestige building.")
    else:
        text = translate("DiceChronicle", "{player} uses {die} to construct a work building.")
    return text.format(player=who, die=die)


def _line_fallback(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle",
                     "{player} cannot afford any die and gains "
                     "1 influence, 1 denier and 1 knowledge.").format(
        player=who)


def _line_resources_gained(rec: dict, who: str, numbering) -> str | None:
    amount = words.amount(rec["resource"], rec["amount"])
    if rec.get("lost"):
        lost = rec["lost"]
        return translate("DiceChronicle", "{player} circles {amount} (%n lost: the track is full).", None,
                         lost).format(player=who, amount=amount)
    return translate("DiceChronicle", "{player} circles {amount}.").format(player=who, amount=amount)


def _line_citizen_gained(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "{player} circles {citizen} ({count} on that track).").format(
        player=who, citizen=words.a_citizen(rec["colour"]), count=rec["count"])


def _line_citizen_redirected(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle",
                     "{player}'s citizen goes to the track of the {citizens} "
                     "(its own track is full).").format(
        player=who, citizens=words.citizen_kind(rec["to"]))


def _line_citizen_lost(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "{player} loses {citizen}: every track is full.").format(
        player=who, citizen=words.a_citizen(rec["colour"]))


def _line_track_bonus(rec: dict, who: str, numbering) -> str | None:
    if rec.get("space") == 15:
        offers = _pair([words.the_building(b) for b in rec.get("offers", [])], "or")
        if rec.get("possible", True):
            text = translate("DiceChronicle", "{player}'s 15th {citizen}: construct {offers}.")
        else:
            text = translate("DiceChronicle",
                             "{player}'s 15th {citizen}: construct {offers} "
                             "(none can be built: the bonus is lost).")
        return text.format(player=who, citizen=words.citizen(rec["colour"]), offers=offers)
    cits = _pair([words.a_citizen(c) for c in rec.get("citizens", [])])
    return translate("DiceChronicle", "{player}'s 20th {citizen}: {citizens} more.").format(
        player=who, citizen=words.citizen(rec["colour"]), citizens=cits)


def _line_column_bonus(rec: dict, who: str, numbering) -> str | None:
    if rec.get("gain") == "work":
        if rec.get("possible", True):
            text = translate("DiceChronicle",
                             "{player} completes citizen column {column}: "
                             "a work building of their choice.")
        else:
            text = translate("DiceChronicle",
                             "{player} completes citizen column {column}: "
                             "a work building of their choice (none can be built: the bonus is lost).")
    else:
        text = translate("DiceChronicle", "{player} completes citizen column {column}: "
                                      "1 of each resource.")
    return text.format(player=who, column=rec["column"])


def _line_link_bonus(rec: dict, who: str, numbering) -> str | None:
    a, b = rec["columns"]
    building = words.building(rec["building"]) if rec.get("building") in words.BUILDINGS else \
        translate("DiceChronicle", "building")
    na, nb = _column_number(a, numbering), _column_number(b, numbering)
    if na is None or nb is None:
        text = translate("DiceChronicle", "{player} gains the link bonus between columns {a} and {b} "
                                          "({building}).")
        return text.format(player=who, a=a, b=b, building=building)
    text = translate("DiceChronicle", "{player} gains the link bonus between "
                                      "the columns of the {a} and the {b} ({building}).")
    return text.format(player=who, a=na, b=nb, building=building)


def _line_banquet(rec: dict, who: str, numbering) -> str | None:
    building = rec.get("building")
    text = translate("DiceChronicle", "{player} enjoys the {tile} Banquet beside the plaza: a bonus with "
                                      "{building}.")
    return text.format(player=who, tile=words.tile(str(rec.get("tile") or "")),
                       building=words.the_building(building) if building in words.BUILDINGS else
                       translate("DiceChronicle", "the building"))


def _line_tile_flipped(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "The {tile} tile beside the {colour} plaza "
                                      "turns to its Raid side.").format(
        tile=words.tile(rec["tile"]), colour=words.plaza_colour(rec["colour"]))


def _line_day_ended(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "End of day {day}.").format(day=rec["day"])


def _line_game_over(rec: dict, who: str, numbering) -> str | None:
    return translate("DiceChronicle", "The game is over.")


# The line of each kind of record (:func:`describe`); a kind not here has none.
_LINES = {
    "setup": _line_setup,
    "numbering_rolled": _line_numbering_rolled,
    "numbering": _line_numbering,
    "dice_rolled": _line_dice_rolled,
    "black_die_sheltered": _line_black_die_sheltered,
    "plaza_destroyed": _line_plaza_destroyed,
    "fortress_protects": _line_fortress_protects,
    "die_already_crossed": _line_die_already_crossed,
    "die_crossed": _line_die_crossed,
    "die_chosen": _line_die_chosen,
    "colour_changed": _line_colour_changed,
    "value_changed": _line_value_changed,
    "action": _line_action,
    "fallback": _line_fallback,
    "resources_gained": _line_resources_gained,
    "citizen_gained": _line_citizen_gained,
    "citizen_redirected": _line_citizen_redirected,
    "citizen_lost": _line_citizen_lost,
    "track_bonus": _line_track_bonus,
    "column_bonus": _line_column_bonus,
    "built": _built,
    "link_bonus": _line_link_bonus,
    "banquet": _line_banquet,
    "tile_flipped": _line_tile_flipped,
    # "half_day_ended": no line of its own
    "day_ended": _line_day_ended,
    "game_over": _line_game_over,
}


def describe(rec: dict, names: list[str], numbering=()) -> str | None:
    """One line for an event record (None for records folded into others). ``numbering`` is the game's
    numbering of the columns: a column is named by the number the sheet shows above it."""
    t = rec.get("type")
    who = _name(names, rec.get("player"))
    line = _LINES.get(t) if isinstance(t, str) else None
    return None if line is None else line(rec, who, numbering)


class DiceChronicle(ChronicleFrame):
    """The chronicle panel (the Troyes log's look): what everyone did, half day by half day."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser.setObjectName("diceLog")
        self.numbering: list[int] = []   # the columns' numbers once known (a column is named by its number)

    def add_records(self, records: list[dict], names: list[str]) -> None:
        pending_cits: dict = {}

        def flush():
            for (p, colour), n in pending_cits.items():
                self._line(translate("DiceChronicle", "{player} circles {citizens}.").format(
                    player=_name(names, p), citizens=words.citizens(colour, n)), p)
            pending_cits.clear()

        for rec in records:
            t = rec.get("type")
            if t == "citizen_gained":
                key = (rec.get("player"), rec["colour"])
                pending_cits[key] = pending_cits.get(key, 0) + 1
                continue
            flush()
            if t == "numbering":
                self.numbering = list(rec["values"])
            if t == "dice_rolled":
                if rec["half"] == "morning":
                    heading = translate("DiceChronicle", "Day {day} \u2014 morning")
                else:
                    heading = translate("DiceChronicle", "Day {day} \u2014 afternoon")
                self.add_heading(heading.format(day=rec["day"]))
            text = describe(rec, names, self.numbering)
            if text:
                self._line(text, rec.get("player"))
        flush()
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _line(self, text: str, p) -> None:
        self.add_line(text, art.player_ink(p).name() if isinstance(p, int) else None)

    def rebuild(self, game, names: list[str]) -> None:
        """Replay the game's actions on a fresh engine to rebuild the whole chronicle."""
        from troyes_desktop.rules.dice import Game

        self.clear()
        self.numbering = []
        replay = Game(game.setup)
        self.add_records(replay.initial_events, names)
        for action in game.history:
            try:
                self.add_records(replay.apply(action), names)
            except Exception:  # noqa: BLE001 - the log must never stop the game
                logger.warning("The chronicle stops replaying at %r", action, exc_info=True)
                break


def undo_words(model, plan) -> str:
    """What the next undo takes back (``plan``: the model's ``UndoPlan``): the person's step as the chronicle
    told it, and who chose since ("Take back “Anna takes the red 3 (pays 1 influence)” and Basile’s
    reply")."""
    from troyes_desktop.shared_ui.words import take_back_words

    names = model.names()
    game = plan.before if plan.before is not None else model.game
    numbering = list(getattr(game, "numbering", None) or [])
    move = ""
    records = sorted(plan.events, key=lambda r: r.get("type") != "action")    # what the die was used for
    for record in records:
        try:
            move = describe(record, names, numbering) or ""
        except Exception:  # noqa: BLE001 - words must never stop the game
            logger.warning("Cannot describe the record %r", record, exc_info=True)
            move = ""
        if move:
            break
    move = move.rstrip(".") or translate("Undo", "your last step")
    return take_back_words(move, [_name(names, seat) for seat in plan.repliers])
