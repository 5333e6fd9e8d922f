"""The Help menu of the main window: the rules reference (F1 or "?", opening the entry of what is under the
mouse) and the guided games. :func:`install_help_menu` is the main window's only hook into this package."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence


def install_help_menu(window) -> None:
    from . import context

    helper = context.install(window)
    menu = window.menuBar().addMenu("&Help")
    window.help_menu = menu
    rules = QAction("&Rules reference", window)
    rules.setShortcuts([QKeySequence("F1"), QKeySequence("?")])
    rules.setToolTip("Open the rules reference on what the mouse points at (F1 or ?)")
    rules.triggered.connect(lambda: helper.open())
    menu.addAction(rules)
    window.help_action = rules
