"""Troyes Dice save files: ``{format, version, game: 'dice', setup, actions}``; loading replays the actions.

``replay_summary`` is what ``troyes-desktop replay FILE`` prints for a Troyes Dice save.
"""

from __future__ import annotations

import os

from ..common.serialization import read_json, write_json_atomic
from .game import SAVE_FORMAT, SAVE_VERSION, Game

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "load_game", "replay_summary", "save_game"]


def save_game(game: Game, path: str | os.PathLike) -> None:
    """Write the save atomically (a crash never leaves half a file)."""
    write_json_atomic(path, game.to_save())


def load_game(path: str | os.PathLike) -> Game:
    """Read a save and replay it; unreadable, foreign or inconsistent files raise SaveError."""
    return Game.from_save(read_json(path))


def replay_summary(path: str | os.PathLike) -> dict:
    """Replay a save and describe where it ends: scores with their breakdown, winners, achievements."""
    game = load_game(path)
    return {
        "game": "dice",
        "players": game.n,
        "modules": list(game.setup["modules"]),
        "numbering": game.numbering[:],
        "actions": len(game.history),
        "over": game.over,
        "day": game.day,
        "scores": game.scores(),
        "winners": game.winners() if game.over else [],
        "breakdown": game.scoring(),
        "achievements": game.achievements(),
    }
