"""Finished games, player profiles and statistics, kept in one SQLite file (pure Python, no Qt).

* :mod:`.records`: a game as a record (save, mode, seats, scores, breakdown) and replays computed from it;
* :mod:`.db`: the SQLite store (schema version, migrations, damaged files set aside);
* :mod:`.stats`: the statistics as queries;
* :func:`store_finished`: what the models call when a game ends (``model.autosaves.record_finished`` forgets
  the game's automatic save only once the history holds the game); :func:`record_finished_game` is the same
  with a shorter answer.

None of these functions lets an error of the history reach its caller: a damaged file is set aside and a
new one started, a busy or unwritable one gives empty results, and what the player should know waits in
:func:`take_notices`.
"""

from __future__ import annotations

import logging
from typing import NamedTuple

from troyes_desktop.i18n import translate

from . import db as _db
from .db import DamagedRecord, Store, StoreError, open_store
from .records import build_record, game_key, legacy_dice_id

logger = logging.getLogger(__name__)

#: The notices waiting for the player (shared with :mod:`.db`, which adds those no caller read).
_notices: list[str] = _db.pending_notices


def take_notices() -> list[str]:
    """Messages for the player about the history (a file set aside, a failed write), each given once:
    the end-of-game dialogs show them."""
    out = _notices[:]
    _notices.clear()
    return out


class Recorded(NamedTuple):
    """What became of a finished game handed to the history."""

    added: bool        # stored now (False: it was there already, or it could not be written)
    in_history: bool   # the history holds it (stored now or before)
    notice: str        # a message for the player, "" if none (also kept for take_notices)


def record_finished_game(game, path=None) -> tuple[bool, str]:
    """Store a finished game once; returns (stored now, message for the player or "").

    Never raises: a store that cannot be written is reported in the message (kept for
    :func:`take_notices`), and play goes on.
    """
    result = _record_finished(game, path)
    return result.added, result.notice


def store_finished(game, path=None, finished: str | None = None) -> Recorded:
    """Store a finished game once and say whether the history now holds it. ``finished``: when it ended
    ("YYYY-MM-DD HH:MM:SS", local time; now when not given). The models forget the game's automatic save only
    once ``in_history`` is true (``model.autosaves.record_finished``). Never raises."""
    return _record_finished(game, path, finished)


def _record_finished(game, path, finished: str | None = None) -> Recorded:
    if not getattr(game, "over", False):
        return Recorded(False, False, "")
    added, present, notice = _record(game, path, finished)
    if notice:
        _notices.append(notice)
    return Recorded(added, present, notice)


def profile_names(path=None) -> list[str]:
    """The names of the player profiles, most played first ([] when the store cannot be read: busy,
    unreadable; a damaged file is set aside and the player told through :func:`take_notices`)."""
    try:
        with open_store(path) as store:
            if store.notice:
                _notices.append(store.notice)
            profiles = sorted(store.profiles(), key=lambda p: (-p["games"], p["name"].casefold()))
            return [p["name"] for p in profiles]
    except StoreError:
        logger.warning("Cannot read the players of the history", exc_info=True)
        return []


def _record(game, path, finished: str | None = None) -> tuple[bool, bool, str]:
    """(stored now, in the history, notice)."""
    try:
        record = build_record(game)
        with open_store(path, write=True) as store:
            legacy = ""
            if record["mode"] == "dice":
                legacy = legacy_dice_id(game)
            added = store.add_game(record, finished=finished, legacy_id=legacy)
            return added, True, store.notice
    except StoreError as exc:
        logger.warning("The finished game could not be added to the history", exc_info=True)
        return False, False, translate(
            "Store", "The finished game could not be added to the history: {reason}.").format(reason=exc)
    except Exception:  # noqa: BLE001 - keeping the history must never stop a game
        logger.warning("The finished game could not be added to the history", exc_info=True)
        return False, False, translate("Store", "The finished game could not be added to the history.")


__all__ = ["Store", "StoreError", "DamagedRecord", "open_store", "build_record", "game_key",
           "record_finished_game", "store_finished", "Recorded", "take_notices", "profile_names"]
