"""Fixtures of the GUI tests: main windows with computer players, for Troyes Dice, and for the layout tests
(``window``, ``board_window``, ``shell`` and the others shared with tests/i18n/ are in tests/conftest.py)."""

from __future__ import annotations

import pytest

from .computer_helpers import close_window, make_window


@pytest.fixture
def cwindow(qtbot, monkeypatch):
    """A main window with the plain board summary, computer players at the Instant pace, Hard kept quick."""
    w = make_window(qtbot, monkeypatch)
    yield w
    close_window(w)


@pytest.fixture
def bwindow(qtbot, monkeypatch):
    """The same with the drawn board."""
    w = make_window(qtbot, monkeypatch, board=True)
    yield w
    close_window(w)


@pytest.fixture
def dice_window(qtbot, monkeypatch):
    """A main window for Troyes Dice at the Instant pace; the dice autosave is removed afterwards."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window
    from troyes_desktop.model.dice_model import dice_autosave_path

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", False)
    player_settings.set("animation_speed", "Instant")
    player_settings.set("computer_pace", "Instant")
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if dice_autosave_path().exists():
        dice_autosave_path().unlink()


@pytest.fixture
def layout_board_window(qtbot):
    """A main window with the chronicle shown and instant animations, not yet sized nor shown (the
    small-screen layout tests' ``board_window``)."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app.main_window import MainWindow
    from troyes_desktop.shared_ui import theme

    theme.set_setting("view/chronicle", True)
    player_settings.set("animation_speed", "Instant")
    w = MainWindow()
    qtbot.addWidget(w)
    yield w
    w.pause_pages()
