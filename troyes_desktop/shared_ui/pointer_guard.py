"""Nothing changes under the pointer: a button that now stands where a different one stood an instant ago
ignores the mouse for a short while (:data:`HOLD_MS`), so that a click aimed at the old button never lands on
the new one (in the solo game, "Skip to my turn" replaced by "Hire a citizen (2 influence)" the moment le Roy
finishes; a Pass whose confirmation appears in its place).

A panel keeps one :class:`PointerGuard`. Just before its choices change it calls :meth:`PointerGuard.remember`
(where each of its guarded buttons is on the screen, and what it does); each button it shows is handed to
:meth:`PointerGuard.guard` with what it does (its identity: the action, or any text that names it). At a
press, a guarded button whose place overlaps a remembered button of another identity, within
:data:`HOLD_MS` of the change, swallows the press and its release. The same choice at the same place is never
held; the keyboard (a deliberate key on a focused button) is never held.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QWidget

#: How long (milliseconds) a button that replaced another under the pointer ignores the mouse. The tests that
#: play by clicking set it to 0 (tests/conftest.py); the tests of the guard itself set it back.
HOLD_MS = 400
_MOUSE = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick)


def _place(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


class PointerGuard(QObject):
    """The guard of one panel's buttons (see the module's note)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._guarded: list[QWidget] = []
        #: Where each button stood, what it did, and when it went (the last HOLD_MS of changes: a panel made
        #: twice for one change, or two changes in a row, keep what stood there before either).
        self._before: list[tuple[QRect, str, float]] = []
        #: How many presses were swallowed (for the tests and the log of a session).
        self.held = 0

    def remember(self) -> None:
        """The panel's choices are about to change: keep where each shown button is and what it does."""
        now = time.monotonic()
        before = [r for r in self._before if (now - r[2]) * 1000 < HOLD_MS]
        for button in self._guarded:
            try:
                if button.isVisible():
                    before.append((_place(button), str(button.property("guardIdentity")), now))
            except RuntimeError:          # deleted already
                continue
        self._guarded = [b for b in self._guarded if _alive(b)]
        self._before = before

    def guard(self, button: QWidget, identity) -> None:
        """Guard ``button``, which does ``identity`` (an action, or words naming what it does)."""
        button.setProperty("guardIdentity", str(identity))
        if button not in self._guarded:
            self._guarded.append(button)
            button.installEventFilter(self)

    def holding(self, button: QWidget) -> bool:
        """Whether ``button`` ignores the mouse now: it stands where another choice stood an instant ago."""
        now = time.monotonic()
        recent = [(rect, other) for rect, other, when in self._before if (now - when) * 1000 < HOLD_MS]
        if not recent:
            return False
        here, identity = _place(button), str(button.property("guardIdentity"))
        return any(here.intersects(rect) and other != identity for rect, other in recent)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() in _MOUSE and isinstance(obj, QWidget) and self.holding(obj):
            if event.type() == QEvent.Type.MouseButtonPress:
                self.held += 1
            event.accept()
            return True
        return False


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:
        return False
    return True
