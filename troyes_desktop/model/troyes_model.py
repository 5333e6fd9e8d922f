"""TroyesModel: the Qt layer over one game of Troyes.

It is a :class:`~troyes_desktop.model.game_model.GameModel` (its signals, ``apply`` / ``apply_sequence``
checked on a copy, fair-play undo / redo by replay, one automatic save per game, Continue) with the engine
adapter switched to :mod:`troyes_desktop.rules.troyes`. Besides a roll, what reveals something hidden (a card,
an event, le Roy's character) makes the steps before it final; le Roy's steps (the solo game) are played one
by one by the page through :meth:`TroyesModel.step_automaton`; :meth:`TroyesModel.evaluate` prices a drag on
the board before it is dropped.
"""
from __future__ import annotations

from pathlib import Path

from troyes_desktop.i18n import translate
from troyes_desktop.model.game_model import GameModel, Step, UndoPlan
from troyes_desktop.paths import data_dir
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes import actions as A
from troyes_desktop.rules.troyes.seats import computer_seats

AUTOSAVE_NAME = "autosave.troyes.json"
AUTOMATON_KINDS = ("roy_setup", "roy_black", "roy")


def autosave_path() -> Path:
    """Where earlier versions kept the one Troyes autosave (moved into the games folder when found)."""
    return data_dir(create=True) / AUTOSAVE_NAME


def _reveals(record: dict) -> bool:
    """Whether an engine record shows something that was hidden: a card, an event, le Roy's character."""
    kind = record.get("type")
    return kind in ("card_revealed", "event_revealed") or (kind == "roy_turn" and "character" in record)


class TroyesModel(GameModel):
    """One Troyes game; see :class:`GameModel` for the signals and the undo rule."""

    MODE = "troyes"

    # ------------------------------------------------------------------ engine adapter
    def _actor(self):
        return self._game.pending.seat

    def _computer_seats(self, setup: dict) -> dict[int, str]:
        return computer_seats(setup)

    def _locks_undo(self, events: list[dict], actor) -> bool:
        """Something hidden was revealed (a card, an event, le Roy's character)."""
        return any(_reveals(e) for e in events)

    def _lock_reason(self, events: list[dict], rolled: bool):
        if any(_reveals(e) for e in events):
            return lambda: translate("Model", "a card was revealed since.")
        return super()._lock_reason(events, rolled)

    def _fresh_game(self, setup):
        return Game(setup)

    @classmethod
    def _read(cls, path):
        return saves.load(path)

    def save(self, path) -> None:
        saves.save(self._game, path)

    def player_name(self, owner: int) -> str:
        return self._game.owner_name(owner)

    # ------------------------------------------------------------------ Troyes' own queries and steps
    @property
    def game(self) -> Game:
        """The game itself: read it, never change it (use apply)."""
        return self._game

    @property
    def automaton_pending(self) -> bool:
        """True when le Roy's automaton decides (the GUI plays his steps one by one)."""
        return self._game.pending.kind in AUTOMATON_KINDS

    def evaluate(self, dice_ids, kind, arg=None, mod=None) -> dict:
        """Price and outcome of using a group on a target for the deciding player (drag preview)."""
        return self._game.evaluate(self.decider, list(dice_ids), kind, arg, mod)

    def step_automaton(self) -> bool:
        """Play le Roy's next step (his only action); False if it is not his decision."""
        if not self.automaton_pending:
            return False
        return self.apply(A.roy_step())


__all__ = ["TroyesModel", "Step", "UndoPlan", "autosave_path", "AUTOSAVE_NAME", "AUTOMATON_KINDS"]
