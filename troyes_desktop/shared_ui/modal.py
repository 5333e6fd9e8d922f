"""While a dialog that waits for an answer is open (a question, a file dialog, the settings, a new game),
the game waits too: the computer players and le Roy do not play, and what the game shows for a while (the
end-of-round card) does not run out, so that nothing happens behind the dialog unseen.

:func:`modal_open` says whether such a dialog is open; :func:`when_no_dialog` runs something once none is.
"""

from __future__ import annotations

#: How often a waiting computer player looks again whether the dialog is closed (milliseconds).
RECHECK_MS = 200


def modal_open(near=None) -> bool:
    """True while a dialog waits for the player's answer (window- or application-modal). With ``near`` (a
    widget, a QObject whose parent is one, or None for any), only a dialog of that widget's window counts
    (one opened over it, or over a window opened from it), or an application-modal one of no window."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance()
    if app is None:
        return False
    while near is not None and not isinstance(near, QWidget):
        near = near.parent()
    home = near.window() if near is not None else None
    for widget in app.topLevelWidgets():
        modality = widget.windowModality()
        if modality == Qt.WindowModality.NonModal or not widget.isVisible():
            continue
        if home is None:
            return True
        owner = widget.parentWidget()
        if owner is None and modality == Qt.WindowModality.ApplicationModal:
            return True
        while owner is not None:
            if owner is home:
                return True
            owner = owner.parentWidget()
    return False


def when_no_dialog(callback, context=None) -> None:
    """Run ``callback`` now if no dialog of ``context``'s window is open, else as soon as none is
    (``context``: a QObject whose deletion cancels it)."""
    from PySide6.QtCore import QTimer

    if not modal_open(context):
        callback()
        return

    def again() -> None:
        when_no_dialog(callback, context)

    if context is not None:
        QTimer.singleShot(RECHECK_MS, context, again)
    else:
        QTimer.singleShot(RECHECK_MS, again)
