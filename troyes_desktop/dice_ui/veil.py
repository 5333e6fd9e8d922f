"""Troyes Dice's simultaneous choice on the page: each person's choice of the current half day stays out of
the others' sight until everyone has chosen, as at the table, where everyone chooses among the same dice at
once.

The table chooses it in the new-game dialog (on by default with two or more people); the game's setup keeps
it (``"simultaneous": true``), so a saved game goes on with it. While it is on and a half day is under way:

* every sheet but the one of the person choosing now (the thumbnails, and another seat's sheet looked at) is
  drawn as it was when the half day began (:meth:`HalfDayVeil.game_for`);
* the chronicle's lines of the half day (the records, the computers' reasons) are held back and written once
  the last seat has chosen (:meth:`HalfDayVeil.add_records`, :meth:`HalfDayVeil.add_line`), and a chronicle
  rebuilt (load, undo) leaves them out the same way (:meth:`HalfDayVeil.rebuild`).

The replay window and the final scoring show everything: they do not go through the veil. The computers
plan on their own sheet only (``bots/dice``' ``solo_view``) and their seed does not depend on what was chosen
before them in the half day (``dice_ui/computers.py``), so they see nothing of it either.
"""

from __future__ import annotations

import logging

logger = logging.getLogger(__name__)


def simultaneous(game) -> bool:
    """The game was started with the simultaneous choice (and has several seats)."""
    return bool(game.setup.get("simultaneous")) and game.n > 1


class HalfDayVeil:
    """What the page shows of the current half day's choices (see the module's text)."""

    def __init__(self, model, log) -> None:
        self.model = model
        self.log = log
        self._key: tuple | None = None
        self._start = None            # the game as the current half day began
        self.held: list[tuple] = []   # ("records", records) or ("line", text, colour), in order

    @property
    def on(self) -> bool:
        return simultaneous(self.model.game) and not self.model.game.over

    def _half_day(self, game) -> tuple:
        return (game.day, game.half)

    def start_of_half_day(self):
        """The game as the current half day began (a replay of its actions from the setup), or None when the
        veil is off."""
        game = self.model.game
        if not self.on:
            return None
        key = self._half_day(game)
        if key != self._key or self._start is None:
            self._key, self._start = key, self._replay_to(key)[0]
        return self._start

    def _replay_to(self, key) -> tuple:
        """The game at the start of the half day ``key`` and the records of the actions played since."""
        from troyes_desktop.rules.dice import Game

        game = self.model.game
        replay = Game(game.setup)
        start = replay.copy() if self._half_day(replay) == key else None
        since: list[dict] = []
        for action in game.history:
            records = replay.apply(action)
            if start is not None:
                since.extend(records)
            elif self._half_day(replay) == key:
                start = replay.copy()
        return (start if start is not None else replay.copy()), since

    def game_for(self, seat: int):
        """The game to draw ``seat``'s sheet from: the live one for the person choosing now (and whenever the
        veil is off), the start of the half day for every other seat."""
        game = self.model.game
        if not self.on:
            return game
        decider = game.player
        if seat == decider and self.model.is_person(seat):
            return game
        return self.start_of_half_day() or game

    def _half_day_over(self) -> bool:
        game = self.model.game
        return game.over or self._key is not None and self._half_day(game) != self._key

    def add_records(self, records: list[dict]) -> None:
        """The model's records of a step: written now, or held until the half day is over."""
        if not simultaneous(self.model.game):
            self.log.add_records(records, self.model.names())
            return
        if self._key is None:
            self.start_of_half_day()
        if self._half_day_over():
            self.held.append(("records", records))
            self.release()
            self.start_of_half_day()
            return
        self.held.append(("records", records))

    def add_line(self, text: str, colour: str) -> None:
        """A line of the page's own (a computer's reason): written now, or held with the half day's."""
        if self.on:
            self.held.append(("line", text, colour))
        else:
            self.log.add_line(text, colour)

    def release(self) -> None:
        """Everyone has chosen: the half day's lines are written, in their order."""
        held, self.held = self.held, []
        names = self.model.names()
        for item in held:
            if item[0] == "records":
                self.log.add_records(item[1], names)
            else:
                self.log.add_line(item[1], item[2])

    def rebuild(self) -> None:
        """The whole chronicle again (load, undo, redo), the current half day's lines held back."""
        game = self.model.game
        self._key = self._start = None
        self.held = []
        if not self.on:
            self.log.rebuild(game, self.model.names())
            return
        key = self._half_day(game)
        start, since = self._replay_to(key)
        self._key, self._start = key, start
        self.log.rebuild(start, self.model.names())
        if since:
            self.held.append(("records", since))


class VeiledModel:
    """The model as the wheel sees it: while a computer chooses in a simultaneous half day, its game is the
    one the half day began with (the die the computer takes stays unseen). The die panel, bound to the page's
    controller, keeps the live game."""

    def __init__(self, model, veil: HalfDayVeil) -> None:
        self._model = model
        self._veil = veil

    @property
    def game(self):
        game = self._model.game
        if not self._veil.on or self._model.is_person(game.player):
            return game
        return self._veil.start_of_half_day() or game

    def __getattr__(self, name: str):
        return getattr(self._model, name)


def attach(page) -> HalfDayVeil:
    """The page's veil: its sheets and thumbnails drawn through it, its chronicle built through it, its
    wheel shown through :class:`VeiledModel`."""
    veil = HalfDayVeil(page.model, page.log)
    for widget in [page.sheet, *page.thumbs]:
        widget.veil = veil
    page.wheel.model = VeiledModel(page.model, veil)
    veil.rebuild()
    return veil
