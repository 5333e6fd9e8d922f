"""While a dialog that waits for an answer is open (a question, a file dialog, the settings, a new game),
the game waits too: the computer players and le Roy do not play, and what the game shows for a while (the
end-of-round card) does not run out, so that nothing happens behind the dialog unseen.

:func:`modal_open` says whether such a dialog is open; :func:`when_no_dialog` runs something once none is.
"""

from __future__ import annotations

#: How often a waiting computer player looks again whether the dialog is closed (milliseconds).
RECHECK_MS = 200


def modal_open() -> bool:
    """True while a dialog waits for the player's answer (window- or application-modal)."""
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() is not None and QApplication.activeModalWidget() is not None


def when_no_dialog(callback, context=None) -> None:
    """Run ``callback`` now if no dialog is open, else as soon as none is (``context``: a QObject whose
    deletion cancels it)."""
    from PySide6.QtCore import QTimer

    if not modal_open():
        callback()
        return

    def again() -> None:
        when_no_dialog(callback, context)

    if context is not None:
        QTimer.singleShot(RECHECK_MS, context, again)
    else:
        QTimer.singleShot(RECHECK_MS, again)
