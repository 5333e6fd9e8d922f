"""The Help menu of the main window: the rules reference (F1 or "?", opening the entry of what is under the
mouse), the guided games and the folder of the log (for a bug report), plus a "Learn to play" button on the
start screen. :func:`install_help_menu` (and :func:`add_learn_button`, which the main window calls before its
first paint, the menu's items following with the Help menu) are the main window's only hooks into this
package."""

from __future__ import annotations

import logging
from pathlib import Path

from troyes_desktop.i18n import translate

logger = logging.getLogger(__name__)


def install_help_menu(window) -> None:
    """The Help menu (the window's ``help_menu`` if it has one already, else a new one at the end of the menu
    bar) and the start screen's Learn to play button."""
    from PySide6.QtGui import QAction, QKeySequence

    from troyes_desktop.help import context

    helper = context.install(window)
    menu = window.__dict__.get("help_menu")
    if menu is None:
        menu = window.menuBar().addMenu(translate("Help", "&Help"))
    window.help_menu = menu
    rules = QAction(translate("Help", "&Rules reference"), window)
    rules.setShortcuts([QKeySequence("F1"), QKeySequence("?")])
    rules.setToolTip(translate("Help", "Open the rules reference on what the mouse points at (F1 or ?)"))
    rules.triggered.connect(lambda: helper.open())
    menu.addAction(rules)
    window.help_action = rules
    menu.addSeparator()
    troyes = QAction(translate("Help", "Guided first game of &Troyes"), window)
    troyes.triggered.connect(lambda: open_lesson(window, "troyes"))
    menu.addAction(troyes)
    dice = QAction(translate("Help", "Guided first day of Troyes &Dice"), window)
    dice.triggered.connect(lambda: open_lesson(window, "dice"))
    menu.addAction(dice)
    window.lesson_actions = {"troyes": troyes, "dice": dice}
    menu.addSeparator()
    log = QAction(translate("Help", "Open the &log folder"), window)
    log.setToolTip(translate("Help", "Open the folder of the application's log files, to join them to a bug "
                                     "report"))
    log.triggered.connect(open_log_folder)
    menu.addAction(log)
    window.log_folder_action = log
    add_learn_button(window)


def open_log_folder() -> bool:
    """Show the folder of the log files (troyes_desktop/logs.py) in the system's file manager."""
    from troyes_desktop.logs import log_dir

    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)     # a log never written yet: an empty folder to show
    except OSError:
        logger.warning("Cannot create the log folder %s", folder, exc_info=True)
    return open_folder(folder)


def open_folder(folder: Path) -> bool:
    """Open ``folder`` with the desktop's file manager (True if the desktop accepted)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    opened = bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))))
    if not opened:
        logger.warning("The desktop could not open the folder %s", folder)
    return opened


def open_lesson(window, which: str):
    """Open a guided game (resumed where it was left); its last step offers a real game."""
    if which == "troyes":
        from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

        lesson = TroyesTutorialWindow(window)
    else:
        from troyes_desktop.tutorial.dice import DiceTutorialWindow

        lesson = DiceTutorialWindow(window)
    real = getattr(window, "open_new_game_from", None)       # the lesson's last step: a real game of it
    if real is not None:
        lesson.realGameRequested.connect(lambda: real(which))
    window.lesson_window = lesson
    lesson.show()
    helper = getattr(window, "context_help", None)
    if helper is not None:
        from troyes_desktop.help.context import attach

        attach(helper, lesson)          # the lesson's board and sheet tooltips lead to the rules too
    return lesson


def add_learn_button(window) -> None:
    """A "Learn to play" button under the game buttons of the start screen, when the screen has them. Its
    menu holds the lessons and the reference once :func:`install_help_menu` made them; opened before, it
    asks the window to fill its menus (``ensure_menus``)."""
    from PySide6.QtWidgets import QMenu, QPushButton

    screen = getattr(window, "start_screen", None)
    button = getattr(screen, "learn_button", None)
    if button is None:
        anchor = getattr(screen, "dice_button", None)
        layout = anchor.parentWidget().layout() if anchor is not None and anchor.parentWidget() else None
        column = _layout_holding(layout, anchor) if layout is not None else None
        if column is None:
            return
        button = QPushButton(translate("Help", "Learn to play…"))
        button.setObjectName("learnButton")
        button.setToolTip(translate("Help", "The rules reference and the guided first games"))
        button.setFont(anchor.font())
        button.setMinimumHeight(anchor.minimumHeight())
        button.setMinimumWidth(anchor.minimumWidth())
        menu = QMenu(button)
        ensure = getattr(window, "ensure_menus", None)
        if ensure is not None:
            menu.aboutToShow.connect(ensure)
        button.setMenu(menu)
        column.insertWidget(column.indexOf(anchor) + 1, button)
        screen.learn_button = button
    menu = button.menu()
    actions = window.__dict__.get("lesson_actions")
    if actions is not None and not menu.actions():
        menu.addAction(actions["troyes"])
        menu.addAction(actions["dice"])
        menu.addAction(window.help_action)


def _layout_holding(layout, widget):
    if layout is None:
        return None
    if layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        child = layout.itemAt(i).layout()
        found = _layout_holding(child, widget)
        if found is not None:
            return found
    return None
