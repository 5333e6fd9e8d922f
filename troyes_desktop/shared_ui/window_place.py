"""Windows remember their size and place, and always open within the screen's available area.

:func:`place` gives a window the size and place it had when it was last closed (kept in the settings under
``windows/<name>``), or its default size centred on the screen, then makes sure it fits the screen's
available area (the room left by the desktop's panels), so that no bottom button opens beyond the edge of a
1280x720 laptop; it remembers the window's size and place each time the window is closed or hidden.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize

logger = logging.getLogger(__name__)

#: Room kept for the window's title bar and frame, which the window's own size does not count (pixels).
FRAME = (16, 40)


def fit_rect(rect: QRect, room: QRect, frame: tuple[int, int] = FRAME) -> QRect:
    """``rect`` (a window's inside) made small enough for ``room`` with the frame around it, and moved into
    it."""
    side, top = frame[0] // 2, frame[1] - frame[0] // 2          # the frame's edges: the title bar on top
    width = max(1, min(rect.width(), room.width() - 2 * side))
    height = max(1, min(rect.height(), room.height() - top - side))
    x = min(max(rect.x(), room.x() + side), room.x() + room.width() - side - width)
    y = min(max(rect.y(), room.y() + top), room.y() + room.height() - side - height)
    return QRect(x, y, width, height)


def available_room(window) -> QRect | None:
    """The available area of the screen the window is on (or the main screen's)."""
    from PySide6.QtWidgets import QApplication

    screen = window.screen() if window.screen() is not None else QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_on_screen(window) -> None:
    """Shrink and move ``window`` so that all of it lies within its screen's available area."""
    room = available_room(window)
    if room is None or window.isMaximized() or window.isFullScreen():
        return
    rect = fit_rect(window.geometry(), room)
    least = window.minimumSize()
    if least.width() > rect.width() or least.height() > rect.height():
        window.setMinimumSize(QSize(min(least.width(), rect.width()), min(least.height(), rect.height())))
    window.setGeometry(rect)


def _key(name: str) -> str:
    return f"windows/{name}"


def place(window, name: str, width: int, height: int) -> None:
    """Give ``window`` its remembered size and place (else ``width`` x ``height``, centred), within the
    screen's available area, and remember them from now on whenever it is closed or hidden."""
    from troyes_desktop.shared_ui import theme

    restored = False
    try:
        saved = theme.settings().value(_key(name))
    except Exception:  # noqa: BLE001 - settings that cannot be read: the default size
        logger.warning("Cannot read the place of the %s window", name, exc_info=True)
        saved = None
    if isinstance(saved, QByteArray) and not saved.isEmpty():
        restored = window.restoreGeometry(saved)
    if not restored:
        window.resize(QSize(width, height))
        room = available_room(window)
        if room is not None:
            size = window.size()
            window.move(room.x() + max(0, (room.width() - size.width()) // 2),
                        room.y() + max(0, (room.height() - size.height()) // 2))
    fit_on_screen(window)
    remember(window, name)


class _Remember(QObject):
    def __init__(self, window, name: str) -> None:
        super().__init__(window)
        self.name = name
        self.shown = False
        self.placed = window.size()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.parent():
            kind = event.type()
            if kind == QEvent.Type.Show:
                # Its layout's least size is known now: fit it once more (unless it was given a size since).
                if not self.shown and obj.size() == self.placed:
                    fit_on_screen(obj)
                self.shown = True
            elif kind in (QEvent.Type.Close, QEvent.Type.Hide) and self.shown:
                save(obj, self.name)
        return False


def remember(window, name: str) -> None:
    """Keep ``window``'s size and place under ``name`` whenever it is closed or hidden."""
    keeper = getattr(window, "_place_keeper", None)
    if keeper is not None and keeper.name == name:
        keeper.placed = window.size()
        return
    window._place_keeper = _Remember(window, name)
    window.installEventFilter(window._place_keeper)


def save(window, name: str) -> None:
    """Keep ``window``'s size and place now (a settings file that cannot be written keeps nothing)."""
    from troyes_desktop.shared_ui import theme

    try:
        settings = theme.settings()
        settings.setValue(_key(name), window.saveGeometry())
        theme.sync_settings(settings)
    except Exception:  # noqa: BLE001 - remembering a place never stops anything
        logger.warning("Cannot remember the place of the %s window", name, exc_info=True)


def close_keys(window, escape: bool = True) -> None:
    """``window`` (a secondary window or dialog) closes with Ctrl+W and, when ``escape``, with Esc: the keys
    every other window of the desktop closes with. A widget that takes Esc for itself (the board cancelling a
    selection) still gets it first."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence, QShortcut

    keys = [QKeySequence("Ctrl+W")] + ([QKeySequence(Qt.Key.Key_Escape)] if escape else [])
    window._close_keys = [QShortcut(key, window, activated=window.close) for key in keys]
