"""The Troyes Dice chronicle: every engine event in plain words, under one heading per half day.

Per-citizen records are grouped ("Anna circles 2 knights") so a busy turn stays readable.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from troyes_desktop.dice_ui import art
from troyes_desktop.rules.dice import data as D
from troyes_desktop.ui.log_panel import LogPanel

CIT = dict(zip(art.COLOUR_KEYS, ("knight", "artisan", "priest")))


def _name(names: list[str], p) -> str:
    return names[p] if isinstance(p, int) and 0 <= p < len(names) else "Everyone"


def _cit(colour: str, n: int = 1) -> str:
    word = CIT.get(colour, colour)
    return f"{n} {word}{'s' if n != 1 else ''}"


def describe(rec: dict, names: list[str]) -> str | None:
    """One line for an event record (None for records folded into others)."""
    t = rec.get("type")
    who = _name(names, rec.get("player"))
    if t == "setup":
        extra = " with Banquets and Raids" if "banquets-and-raids" in rec.get("modules", []) else ""
        return f"A game of Troyes Dice for {rec['players']} player{'s' if rec['players'] > 1 else ''}{extra}."
    if t == "numbering_rolled":
        return f"The town crier rolls a {rec['value']} for the leftmost column."
    if t == "numbering":
        return "The columns are numbered " + " ".join(str(v) for v in rec["values"]) + "."
    if t == "dice_rolled":
        parts = []
        for d in rec["dice"]:
            if d["black"]:
                parts.append(f"black {d['value']}")
            else:
                parts.append(f"{d['colour']} {d['value']}")
        return "Dice: " + ", ".join(parts) + "."
    if t == "black_die_sheltered":
        return "The Shelter Banquet tames the black die: it can be used this half day."
    if t == "plaza_destroyed":
        by = "A Raid" if rec.get("by_raid") else "The black die"
        return f"{by} destroys the {rec['colour']} plaza (value {rec['value']})."
    if t == "fortress_protects":
        return (f"{who}'s Fortress protects column {rec['column']}: the {rec['colour']} {rec['value']} "
                "is not crossed out.")
    if t == "die_already_crossed":
        return (f"{who}'s {rec['colour']} {rec['value']} (column {rec['column']}) is already crossed out: "
                "nothing more is lost.")
    if t == "die_crossed":
        lost = rec.get("buildings_crossed") or []
        tail = f" and the {' and '.join(D.BUILDING_NAMES[b] for b in lost)} there" if lost else ""
        links = rec.get("links_lost") or []
        if links:
            tail += "; lost link bonus" + ("es" if len(links) > 1 else "") + ": " + ", ".join(
                f"{D.BUILDING_NAMES[b]} columns {a} and {c}" for b, a, c in links)
        return f"{who} crosses out the {rec['colour']} {rec['value']} (column {rec['column']}){tail}."
    if t == "die_chosen":
        paid = rec.get("paid") or {}
        cost = ", ".join(f"{n} {r}" for r, n in paid.items()) or "nothing"
        return f"{who} takes the {rec['colour']} {rec['value']} (pays {cost})."
    if t == "colour_changed":
        return f"{who} spends {rec['knowledge']} knowledge: the {rec['from']} die becomes {rec['to']}."
    if t == "value_changed":
        return f"{who} spends {rec['influence']} influence: the {rec['from']} becomes a {rec['to']}."
    if t == "action":
        if rec["action"] == "gain":
            res = D.RESOURCES[D.COLOUR_INDEX[rec["colour"]]]
            return f"{who} uses a {rec['colour']} {rec['value']} to gain {res}."
        kind = "a prestige building" if rec["action"] == "prestige" else "a work building"
        return f"{who} uses a {rec['colour']} {rec['value']} to construct {kind}."
    if t == "fallback":
        return f"{who} cannot afford any die and gains 1 influence, 1 denier and 1 knowledge."
    if t == "resources_gained":
        lost = f" ({rec['lost']} lost: the track is full)" if rec.get("lost") else ""
        return f"{who} circles {rec['amount']} {rec['resource']}{lost}."
    if t == "citizen_gained":
        return f"{who} circles a {CIT[rec['colour']]} ({rec['count']} on that track)."
    if t == "citizen_redirected":
        return f"{who}'s citizen goes to the {CIT[rec['to']]}s' track (its own track is full)."
    if t == "citizen_lost":
        return f"{who}'s {CIT[rec['colour']]} is lost: every track is full."
    if t == "track_bonus":
        if rec.get("space") == 15:
            offers = " or ".join(D.BUILDING_NAMES[b] for b in rec.get("offers", []))
            return f"{who}'s 15th {CIT[rec['colour']]}: construct a {offers}" + (
                "." if rec.get("possible", True) else " (none can be built: the bonus is lost)."
            )
        cits = " and ".join(f"a {CIT[c]}" for c in rec.get("citizens", []))
        return f"{who}'s 20th {CIT[rec['colour']]}: {cits} more."
    if t == "column_bonus":
        if rec.get("gain") == "work":
            return f"{who} completes citizen column {rec['column']}: a work building of their choice" + (
                "." if rec.get("possible", True) else " (none can be built: the bonus is lost)."
            )
        return f"{who} completes citizen column {rec['column']}: 1 of each resource."
    if t == "built":
        via = {"track_bonus": " (track bonus)", "column_bonus": " (column bonus)"}.get(rec.get("via"), "")
        extra = ""
        if rec.get("cathedral_number"):
            extra = f", writing {rec['cathedral_number']} beside {rec.get('character')}"
        if "dice_counted" in rec:
            extra = f", counting {rec['dice_counted']} dice"
        return f"{who} draws the {D.BUILDING_NAMES[rec['building']]} in column {rec['column']}{via}{extra}."
    if t == "link_bonus":
        a, b = rec["columns"]
        name = D.BUILDING_NAMES.get(rec.get("building"), "building")
        return f"{who} gains the link bonus of the {name} between columns {a} and {b}."
    if t == "banquet":
        tile = str(rec.get("tile") or "").replace("_", " ").title()
        building = D.BUILDING_NAMES.get(rec.get("building"), "building")
        return f"{who} enjoys the {tile} Banquet beside the plaza: a bonus with the {building}."
    if t == "tile_flipped":
        tile = rec["tile"].replace("_", " ").title()
        return f"The {tile} tile beside the {rec['colour']} plaza turns to its Raid side."
    if t == "half_day_ended":
        return None
    if t == "day_ended":
        return f"End of day {rec['day']}."
    if t == "game_over":
        return "The game is over."
    return None


class DiceLog(LogPanel):
    """The chronicle panel (the Troyes log's look): what everyone did, half day by half day."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser.setObjectName("diceLog")

    def add_records(self, records: list[dict], names: list[str]) -> None:
        pending_cits: dict = {}

        def flush():
            for (p, colour), n in pending_cits.items():
                self._line(f"{_name(names, p)} circles {_cit(colour, n)}.", p)
            pending_cits.clear()

        for rec in records:
            t = rec.get("type")
            if t == "citizen_gained":
                key = (rec.get("player"), rec["colour"])
                pending_cits[key] = pending_cits.get(key, 0) + 1
                continue
            flush()
            if t == "dice_rolled":
                self.add_heading(f"Day {rec['day']} \u2014 {rec['half']}")
            text = describe(rec, names)
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
        replay = Game.from_setup(game.setup)
        self.add_records(replay.initial_events, names)
        for action in game.actions:
            try:
                self.add_records(replay.apply(action), names)
            except Exception:  # noqa: BLE001 - the log must never stop the game
                break
