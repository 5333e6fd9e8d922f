"""Troyes Dice's computer players and hint on screen: the mode's glue to the one driver.

:class:`~troyes_desktop.shared_ui.computer_seats.ComputerSeats` (``shared_ui/computer_seats.py``) plays the
computer seats of a :class:`~troyes_desktop.model.dice_model.DiceModel` at the computers' pace and answers the
Hint; :class:`DiceSeats` gives it what is Troyes Dice's own: each computer seat's bot with its own style,
the seeds, the chronicle's line for a choice (once per half day and reason), and :func:`show_plan` shows the
hint's whole plan on the page's wheel and sheet.

The bots receive only ``troyes_desktop.bots.decide``'s determinized copy: no peeking at future rolls.
"""

from __future__ import annotations

import json
import zlib

from troyes_desktop.bots import level_name, make_bot
from troyes_desktop.bots.dice.style import style_for
from troyes_desktop.dice_ui.veil import simultaneous
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui.computer_seats import ComputerSeats, SeatGlue


def level_word(level: str) -> str:
    """A computer player's level as players read it, in the current language."""
    return level_name(level)


class DiceSeats(SeatGlue):
    """What the driver needs of Troyes Dice."""

    def __init__(self) -> None:
        self._said: tuple | None = None  # (seat, day, half, reason) last written to the chronicle

    def make_bots(self, model) -> dict:
        seed = int(model.game.setup.get("seed", 0))
        # Each computer seat with its own style, from the game's seed and its seat (a game continued plays on
        # with the same styles).
        return {seat: make_bot("dice", level, seed=seed * 16 + seat, style=style_for(seed, seat))
                for seat, level in enumerate(model.seat_levels()) if level != "person"}

    # ``game`` is the model's game: its history is the model's.
    def decision_seed(self, game, seat: int) -> int:
        return int(game.setup.get("seed", 0)) * 1_000_003 + self._moment(game, seat)

    def hint_bot(self, game, seat: int):
        return make_bot("dice", "hard", seed=int(game.setup.get("seed", 0)) + self._moment(game, seat))

    def hint_seed(self, game, seat: int) -> int:
        return self._moment(game, seat) + 1

    def _moment(self, game, seat: int) -> int:
        """A number for this decision: the number of actions so far; with the simultaneous choice, a number
        made of the half day and the seat's own sheet and step only, so that nothing another seat chose in
        this half day (its number of steps included) changes what a computer or the hint chooses."""
        if not simultaneous(game):
            return len(self.model.history)
        own = [game.day, game.half, seat, game.stage, game.sheets[seat].to_dict()]
        return zlib.crc32(json.dumps(own, sort_keys=True).encode())

    def note(self, game, seat: int, reason: str, legal: list) -> str:
        said = (seat, game.day, game.half, reason)
        # once per plan, and never for the only possible move (the engine's data, not the reason's words)
        if said == self._said or not reason or len(legal) <= 1:
            return ""
        self._said = said
        return translate("DicePage", "{player} (computer, {level}): {reason}.").format(
            player=self.model.names()[seat], level=level_word(self.model.computers[seat]), reason=reason)

    def trouble(self, seat: int) -> str:
        return translate("DiceComputers", "{player}'s computer player could not decide, "
                                          "so it made the first possible move.").format(
            player=self.model.names()[seat])


def attach(page, model, pace_ms: int | None = None) -> ComputerSeats:
    """The driver of ``model``'s computer seats on the Troyes Dice ``page``."""
    return ComputerSeats(model, DiceSeats(), page, pace_ms=pace_ms)


def show_plan(play, plan: list[tuple]):
    """Set the person's planned die (``DiceController``) as the hint's plan says; return the sheet target it
    ends on (``('track', colour)`` or ``('build', row, district, column)``), or None."""
    from troyes_desktop.rules.dice import data as D

    numbering = play.game.numbering
    for a in plan:
        if a[0] == "die":
            play.select(a[1])
            if a[2]:
                play.set_pay(a[2])
        elif a[0] == "colour":
            play.set_colour(a[1])
        elif a[0] == "value":
            play.set_value(a[1])
        elif a[0] == "gain" and play.want_colour in D.COLOURS:
            return ("track", D.COLOURS.index(play.want_colour))
        elif a[0] in ("prestige", "work") and play.want_value in numbering and play.want_colour in D.COLOURS:
            row = D.PRESTIGE if a[0] == "prestige" else D.WORK
            return ("build", row, D.COLOURS.index(play.want_colour), numbering.index(play.want_value))
        elif a[0] == "build":
            row, district = D.BUILDING_SLOT[a[1]]
            return ("build", row, district, a[2] - 1)
    return None
