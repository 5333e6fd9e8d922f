"""DiceModel: the Qt layer over one game of Troyes Dice.

It is a :class:`~troyes_desktop.model.game_model.GameModel` (same signals, ``apply`` /
``apply_sequence`` checked on a copy, fair-play undo / redo by replay, atomic autosave, Continue) with
the engine adapter switched to :mod:`troyes_desktop.rules.dice`. The same fair rule of take-back: a
person takes back their own last step with the computers' choices since, never across a die roll (every
roll uses the game's RNG, which moves the undo floor) nor another person's choice.

Each game has its own automatic save in the games folder (:mod:`troyes_desktop.model.autosaves`), like
every mode's games; ``autosave.dice.json`` is where earlier versions kept the one Troyes Dice autosave.
"""

from __future__ import annotations

import logging
from pathlib import Path

from troyes_desktop.i18n import translate
from troyes_desktop.model.game_model import GameModel
from troyes_desktop.paths import data_dir
from troyes_desktop.rules.common.errors import SaveError
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice import saves as dice_saves

logger = logging.getLogger(__name__)

DICE_AUTOSAVE_NAME = "autosave.dice.json"


def dice_autosave_path() -> Path:
    """Where earlier versions kept the one Troyes Dice autosave (moved into the games folder when found)."""
    return data_dir(create=True) / DICE_AUTOSAVE_NAME


def save_kind(path) -> str:
    """'dice', 'troyes' or '' for a save file (from its ``game`` field; read through the strict reader)."""
    from troyes_desktop.rules.common.files import read_json_file
    from troyes_desktop.rules.loader import save_kind_of

    try:
        data = read_json_file(Path(path))
    except SaveError:
        logger.info("Cannot tell the kind of %s", path, exc_info=True)
        return ""
    return save_kind_of(data) if isinstance(data, dict) else ""


class DiceModel(GameModel):
    """One Troyes Dice game; see :class:`GameModel` for the signals and the undo rule."""

    MODE = "dice"
    #: Any seat's action goes through ``apply`` (a computer seat's too: tests and tools drive them by hand).
    people_wait_for_computers = False

    # ------------------------------------------------------------------ engine adapter
    def _actor(self):
        return self._game.pending.seat

    def _computer_seats(self, setup: dict) -> dict[int, str]:
        """From the setup's ``seats``: 'person' or a computer level for each seat."""
        return {seat: level for seat, level in enumerate(setup.get("seats") or []) if level != "person"}

    # _locks_undo: nothing hidden is revealed without a roll (which the RNG shows), so the base's.

    def _fresh_game(self, setup):
        return Game(setup)

    @classmethod
    def _read(cls, path):
        return dice_saves.load_game(path)

    # ------------------------------------------------------------------ queries for the views
    def seat_levels(self) -> list[str]:
        """'person' or the computer level ('easy', 'normal', 'hard') of each seat."""
        seats = self._game.setup.get("seats")
        return list(seats) if seats else ["person"] * self._game.n

    @property
    def stage(self) -> str:
        return self._game.stage

    def why_illegal(self, action) -> str | None:
        return self._game.why_illegal(tuple(action))

    def explain_sequence(self, actions) -> str | None:
        """None if the actions can be applied one after the other now, else the first reason."""
        probe = self._game.copy()
        for a in actions:
            reason = probe.why_illegal(tuple(a))
            if reason is not None:
                return reason
            probe.apply(tuple(a))
        return None

    def probe(self, actions):
        """A copy of the game after ``actions`` (None if one is illegal): previews of costs and gains."""
        probe = self._game.copy()
        for a in actions:
            if probe.why_illegal(tuple(a)) is not None:
                return None
            probe.apply(tuple(a))
        return probe

    def names(self) -> list[str]:
        g = self._game
        return list(g.setup.get("names")
                    or [translate("DiceModel", "Player {number}").format(number=i + 1) for i in range(g.n)])

    def player_name(self, owner: int) -> str:
        names = self.names()
        if isinstance(owner, int) and 0 <= owner < len(names):
            return names[owner]
        return translate("DiceModel", "the town crier")

    # ------------------------------------------------------------------ saving
    def save(self, path) -> None:
        self._game.save(path)


__all__ = ["DiceModel", "dice_autosave_path", "SaveError"]
