"""Dialogs and sheets that fit (issue 52): the Troyes new-game dialog shows every module (Promo cards and
Tournament were under a scroll bar at 1920x1080 with 4 seats) without a scroll bar on a 1366x768 screen and
larger ones, and fits a 1280x720 screen at 150 % text with computer seats remembered (it was 705 px tall);
the Troyes Dice sheets in small stand side by side, whole, up to 10 players at 1920x1080 (the fifth was cut
at the right edge with a scroll bar)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.window_place import FRAME

#: The room a desktop's panel (40 pixels) leaves on each screen.
PANEL = 40


def remember_four_seats_with_every_module(computers: bool = True) -> None:
    """What the dialog remembers after a 4-player game with computer seats and every module."""
    s = theme.settings()
    s.setValue("new_game/players", 4)
    for i in range(4):
        s.setValue(f"new_game/seat{i}", "normal" if computers and i else "person")
    s.setValue("new_game/modules", "characters,reveal-character,activities,events,head-of-family,ramparts,"
                                   "tournament,promos")
    s.sync()


def open_dialog(qtbot, monkeypatch, screen: tuple[int, int]):
    """The Troyes new-game dialog opened on a screen of that size (its room: less a desktop panel)."""
    import troyes_desktop.troyes_ui.new_game_dialog as module

    room = QRect(0, 0, screen[0], screen[1] - PANEL)
    monkeypatch.setattr(module, "available_room", lambda window: room)
    theme.apply_theme(QApplication.instance())       # (the application's look, as the window sets it)
    dialog = module.TroyesNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(3):
        QApplication.processEvents()
    return dialog, room


@pytest.mark.parametrize("screen", [(1366, 768), (1440, 900), (1920, 1080), (2560, 1440)])
def test_every_module_shows_without_a_scroll_bar(qtbot, monkeypatch, screen):
    remember_four_seats_with_every_module()
    dialog, room = open_dialog(qtbot, monkeypatch, screen)
    assert dialog.modules_scroll.verticalScrollBar().maximum() == 0
    view = dialog.modules_scroll.viewport()
    for name in ("module_promos", "module_tournament", "activityMix", "eventMix"):
        widget = dialog.modules_box.findChild(QWidget, name)
        assert widget is not None, name
        shown = QRect(widget.mapTo(view, widget.rect().topLeft()), widget.size())
        assert view.rect().contains(shown), (name, shown, view.rect())
    assert dialog.width() + FRAME[0] <= room.width() and dialog.height() + FRAME[1] <= room.height()


@pytest.mark.parametrize("computers", [True, False])
def test_the_dialog_fits_1280x720_at_150_percent(qtbot, monkeypatch, text_scale, computers):
    text_scale(150)
    remember_four_seats_with_every_module(computers)
    dialog, room = open_dialog(qtbot, monkeypatch, (1280, 720))
    assert dialog.height() + FRAME[1] <= room.height(), dialog.size()
    assert dialog.minimumSizeHint().height() + FRAME[1] <= room.height(), dialog.minimumSizeHint()
    assert dialog.width() + FRAME[0] <= room.width()
    # What does not fit scrolls: the modules' list, never the players or the buttons.
    assert dialog.modules_scroll.viewport().height() >= 100


@pytest.mark.parametrize("players", [5, 6, 8, 10])
def test_the_troyes_dice_sheets_stand_whole_side_by_side_at_1920x1080(shell, players):
    from tests.gui.screens import TEN
    from tests.page_helpers import dice_page
    from troyes_desktop.rules.dice import Game as DiceGame

    window = shell((1920, 1080))
    window.start_game("dice", DiceGame.new(players, seed=2, names=TEN[:players]), autosave=False)
    for _ in range(3):
        QApplication.processEvents()
    page = dice_page(window)
    strip = page.strip
    assert strip.horizontalScrollBar().maximum() == 0
    view = strip.viewport().rect()
    for thumb in page.thumbs:
        shown = QRect(thumb.mapTo(strip.viewport(), thumb.rect().topLeft()), thumb.size())
        assert view.contains(shown), (thumb.objectName(), shown, view)
        assert thumb.height() >= 90                                  # its name and score readable


def test_more_seats_chosen_in_the_dialog_keep_every_module_shown(qtbot, monkeypatch):
    """Remembered: 2 players; the player chooses 4: the dialog grows, the modules stay whole."""
    s = theme.settings()
    s.setValue("new_game/players", 2)
    s.sync()
    dialog, room = open_dialog(qtbot, monkeypatch, (1366, 768))
    dialog.count_spin.setValue(4)
    for _ in range(3):
        QApplication.processEvents()
    assert dialog.modules_scroll.verticalScrollBar().maximum() == 0
    assert dialog.height() + FRAME[1] <= room.height()
