"""A game record watched again: the position after any number of actions, and where rounds or days start.

Pure Python (no Qt). The game is replayed once from its setup to learn where each round (Troyes) or day
(Troyes Dice) begins and to keep a copy every :data:`SNAPSHOT_EVERY` actions, so jumping anywhere
re-applies at most that many actions.
"""

from __future__ import annotations

from typing import Any

from troyes_desktop.i18n import translate
from troyes_desktop.rules.common.errors import IllegalAction, RulesError, SaveError
from troyes_desktop.rules.common.serialization import action_from_json

SNAPSHOT_EVERY = 40


class Replay:
    """Positions 0 (the setup) to :attr:`length` (every action of the record applied)."""

    def __init__(self, save: dict) -> None:
        if not isinstance(save, dict) or not isinstance(save.get("actions"), list) \
                or not isinstance(save.get("setup"), dict):
            raise SaveError(translate(
                "Store", "this is not a game record: its setup or its list of actions is missing"))
        self.save = save
        self.dice = save.get("game") == "dice"
        # The key of the game's mode (troyes_desktop.app.modes.MODES).
        self.key = "dice" if self.dice else "troyes"
        self.unit = "day" if self.dice else "round"
        try:
            self.actions = [action_from_json(a) for a in save["actions"]]
            game = self._fresh()
        except (RulesError, KeyError, TypeError, ValueError) as exc:
            raise SaveError(translate("Store", "the game's setup is damaged ({reason})").format(
                reason=exc)) from None
        self.n = game.n
        #: (unit number, position): the first position at which that round / day is under way.
        self.marks: list[tuple[int, int]] = []
        self._snapshots: dict[int, Any] = {0: game.copy()}
        for i, action in enumerate(self.actions):
            try:
                events = game.apply(action)
            except IllegalAction as exc:
                raise SaveError(translate(
                    "Store", "the record is damaged: action {number} is not legal ({reason})").format(
                    number=i + 1, reason=exc.reason)) from None
            for e in events:
                if not self.dice and e.get("type") == "round_started":
                    self.marks.append((int(e["round"]), i + 1))
                elif self.dice and e.get("type") == "dice_rolled" and e.get("half") == "morning":
                    self.marks.append((int(e["day"]), i + 1))
            if (i + 1) % SNAPSHOT_EVERY == 0:
                self._snapshots[i + 1] = game.copy()
        if self.dice and (not self.marks or self.marks[0][0] != 1):
            self.marks.insert(0, (1, 0))       # day 1 is rolled during the setup
        self.length = len(self.actions)
        self.final = game
        self.finished = bool(game.over)

    def _fresh(self):
        if self.dice:
            from troyes_desktop.rules.dice import Game as DiceGame

            return DiceGame(self.save["setup"])
        from troyes_desktop.rules.troyes.game import Game

        return Game(self.save["setup"])

    def game_at(self, position: int):
        """A new game object at ``position`` (clamped to 0..length)."""
        position = max(0, min(self.length, int(position)))
        if position == self.length:
            return self.final.copy()
        base = max(k for k in self._snapshots if k <= position)
        game = self._snapshots[base].copy()
        for action in self.actions[base:position]:
            game.apply(action)
        return game

    def unit_at(self, position: int) -> int:
        """The round or day under way at ``position`` (0 while setting up a Troyes game)."""
        current = 0
        for unit, pos in self.marks:
            if pos <= position:
                current = unit
        return current

    def position_of(self, unit: int) -> int | None:
        return next((pos for u, pos in self.marks if u == unit), None)
