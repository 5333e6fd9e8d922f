"""The entry points of a game's review (issue 48): the statistics window's Review, the end-of-game screens'
"Review this game" and Game > Review for a saved file all come to :func:`open_review`, which opens the game's
replay window with its review column (app/review_column.py); whose decisions are reviewed: the people's
by default, the computers' on request (review_column.SeatsDialog).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QApplication

from troyes_desktop.app.review_column import default_seats, refuse
from troyes_desktop.i18n import translate

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------------- the entry points
def open_review(parent, save: dict | None, title: str = "", seats: list[int] | None = None):
    """Open the replay window of ``save`` with its review (kept or made now); a damaged or foreign record is
    refused with the same words as Load. Returns the window (None when refused)."""
    from troyes_desktop.app.replay_window import ReplayWindow
    from troyes_desktop.rules.common.errors import SaveError

    try:
        if not isinstance(save, dict):
            raise SaveError(translate("Statistics", "it is no longer in the history"))
        window = ReplayWindow(save, title, parent=parent)
    except SaveError as exc:
        logger.warning("Cannot review the game", exc_info=True)
        refuse(parent, translate("Review", "This game cannot be reviewed: {reason}.").format(
            reason=str(exc).rstrip(".")))
        return None
    window.start_review(seats if seats is not None else default_seats(save))
    window.show()
    window.raise_()
    keep_open(parent, window)
    return window


def keep_open(parent, window) -> None:
    holder = parent if parent is not None else QApplication.instance()
    kept = getattr(holder, "review_windows", None)
    if kept is None:
        kept = []
        setattr(holder, "review_windows", kept)
    kept.append(window)


def review_saved_file(parent, path) -> object:
    """Game > Review: a saved game's file, read and checked as Load reads it, refused in Load's words."""
    from troyes_desktop.rules.common.errors import RulesError
    from troyes_desktop.rules.loader import read_save
    from troyes_desktop.store.records import save_dict

    path = Path(path)
    try:
        _kind, game = read_save(path)        # checked and replayed whole, or refused
    except RulesError as exc:
        logger.warning("Cannot review %s", path, exc_info=True)
        text = str(exc).rstrip(".")
        if not text.startswith(path.name):
            text = translate("MainWindow", "{name} cannot be loaded: {reason}").format(
                name=path.name, reason=text)
        return refuse(parent, text + ".")
    except Exception:  # noqa: BLE001 - a damaged file never crashes the app
        logger.warning("Cannot review %s", path, exc_info=True)
        return refuse(parent, translate("MainWindow", "{name} cannot be loaded: {reason}").format(
            name=path.name, reason=translate("MainWindow", "the file cannot be read")) + ".")
    return open_review(parent, save_dict(game), translate("Statistics", "saved game {name}").format(
        name=path.name))
