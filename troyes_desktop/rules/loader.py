"""Open any save file of either game: :func:`read_save` reads it once, tells the game from its ``game``
field, checks and replays it completely, and returns the game, or raises SaveError (the one documented
error, with a sentence a person can read). The window installs nothing before this has returned.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

from troyes_desktop.i18n import translate

from .common.errors import SaveError
from .common.files import read_json_file

logger = logging.getLogger(__name__)


def save_kind_of(data) -> str:
    """'dice' or 'troyes' for parsed save data (Troyes when the file does not say)."""
    return "dice" if isinstance(data, dict) and data.get("game") == "dice" else "troyes"


def game_from_data(data):
    """(kind, game) from parsed save data; SaveError for anything that is not a complete valid save."""
    kind = save_kind_of(data)
    try:
        if kind == "dice":
            from .dice.game import Game as DiceGame

            return kind, DiceGame.from_save(data)
        from .troyes import saves

        return kind, saves.from_dict(data)
    except SaveError:
        raise
    except Exception:  # noqa: BLE001 - the last guard: a damaged file never crashes the caller
        logger.warning("A save that cannot be replayed", exc_info=True)
        raise SaveError(translate("Files", "the save is damaged: its contents cannot be replayed")) from None


def read_save(path: str | os.PathLike) -> tuple[str, object]:
    """Read, check and replay a save file; return ('troyes' | 'dice', game)."""
    return game_from_data(read_json_file(Path(path)))
