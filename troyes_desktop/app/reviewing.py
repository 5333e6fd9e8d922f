"""The entry points of a game's review (issue 48): the statistics window's Review, the end-of-game screens'
"Review this game" and Game > Review for a saved file all come to :func:`open_review`, which opens the game's
replay window with its review column (app/review_column.py); :class:`SeatsDialog` chooses whose decisions
are reviewed (the people's by default, the computers' on request).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from troyes_desktop.app.review_column import refuse
from troyes_desktop.i18n import translate

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------------- choosing the seats
def default_seats(save: dict) -> list[int]:
    """The people's seats (every seat when only computers played)."""
    from troyes_desktop.store.records import seat_levels

    setup = save.get("setup") or {}
    n = _seat_count(save)
    levels = seat_levels(setup, n)
    people = [i for i, level in enumerate(levels) if level == "person"]
    return people or list(range(n))


def _seat_count(save: dict) -> int:
    from troyes_desktop.store.replay import Replay

    return Replay(save).n


class SeatsDialog(QDialog):
    """Whose decisions to review: the people's by default, the computers' on request."""

    def __init__(self, names: list[str], levels: list[str], chosen: list[int], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Review", "Review the game"))
        v = QVBoxLayout(self)
        v.addWidget(QLabel(translate("Review", "Whose decisions should the review look at?")))
        self.boxes: list[QCheckBox] = []
        for seat, name in enumerate(names):
            box = QCheckBox()
            computer = translate("Review", "{player} (computer)").format(player=name)
            box.setText(name if levels[seat] == "person" else computer)
            box.setChecked(seat in chosen)
            box.toggled.connect(self._check)
            v.addWidget(box)
            self.boxes.append(box)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok | cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Review", "Review"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Review", "Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        v.addWidget(self.buttons)

    def _check(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.seats()))

    def seats(self) -> list[int]:
        return [i for i, b in enumerate(self.boxes) if b.isChecked()]


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
    """Game > Review: a saved game's file, read and checked as Load reads it (the same refusal)."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.serialization import read_json
    from troyes_desktop.rules.loader import read_save

    path = Path(path)
    try:
        read_save(path)                  # checked and replayed whole, or refused in Load's words
        save = read_json(path)
    except SaveError as exc:
        logger.warning("Cannot review %s", path, exc_info=True)
        return refuse(parent, translate("MainWindow", "{name} cannot be loaded: {reason}").format(
            name=path.name, reason=str(exc).rstrip(".")) + ".")
    except Exception:  # noqa: BLE001 - a damaged file never crashes the app
        logger.warning("Cannot review %s", path, exc_info=True)
        return refuse(parent, translate("Review", "{name} is damaged: it cannot be reviewed.").format(
            name=path.name))
    return open_review(parent, save, translate("Statistics", "saved game {name}").format(name=path.name))
