"""Secondary windows close with the keys every desktop window closes with (issue 50, issue 52): the rules
reference with Esc, Ctrl+W and its Close button; the statistics and the replay with Esc and Ctrl+W; the
dialogs (settings, achievements, new game, final scoring) with Ctrl+W as with Esc; the guided games with
Ctrl+W (Esc is their board's)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tests.store.helpers import troyes_game
from troyes_desktop.store.records import save_dict

KEYS = [
    pytest.param(Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier, id="Esc"),
    pytest.param(Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier, id="Ctrl+W"),
]


def _shown(qtbot, window: QWidget) -> QWidget:
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)      # shortcuts answer in the active window
    return window


def _press(qtbot, window: QWidget, key, modifier) -> None:
    target = window.focusWidget() or window
    qtbot.keyClick(target, key, modifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


@pytest.mark.parametrize(("key", "modifier"), KEYS)
def test_the_rules_reference_closes_with_esc_and_ctrl_w(qtbot, key, modifier) -> None:
    from troyes_desktop.help.window import HelpWindow

    window = _shown(qtbot, HelpWindow())
    window.search_box.setFocus()                 # even with the focus in the search box
    _press(qtbot, window, key, modifier)
    assert not window.isVisible()


def test_the_rules_reference_has_a_close_button(qtbot) -> None:
    from troyes_desktop.help.window import HelpWindow

    window = _shown(qtbot, HelpWindow())
    assert window.close_button.isVisible() and window.close_button.text() == "Close"
    qtbot.mouseClick(window.close_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


@pytest.mark.parametrize(("key", "modifier"), KEYS)
def test_statistics_and_replay_close_with_esc_and_ctrl_w(qtbot, tmp_path, key, modifier) -> None:
    from troyes_desktop.app.replay_window import ReplayWindow
    from troyes_desktop.app.statistics_window import StatisticsWindow

    stats = _shown(qtbot, StatisticsWindow(path=tmp_path / "games.sqlite3"))
    _press(qtbot, stats, key, modifier)
    assert not stats.isVisible()
    game = troyes_game(3, names=("Anna", "Faye"))
    replay = _shown(qtbot, ReplayWindow(save_dict(game), "Troyes"))
    _press(qtbot, replay, key, modifier)
    assert not replay.isVisible()


def test_the_dialogs_close_with_ctrl_w_as_with_esc(qtbot) -> None:
    from troyes_desktop.app.settings_dialog import SettingsDialog
    from troyes_desktop.dice_ui.achievements import AchievementsDialog
    from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog
    from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog
    from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

    finished = troyes_game(3, names=("Anna", "Faye"))
    assert finished.over
    for dialog in (SettingsDialog(), AchievementsDialog(), TroyesNewGameDialog(), DiceNewGameDialog(),
                   TroyesScoringDialog(finished)):
        _shown(qtbot, dialog)
        _press(qtbot, dialog, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        assert not dialog.isVisible() and dialog.result() == 0      # closed as Cancel: nothing stored


def test_the_guided_game_closes_with_ctrl_w_and_keeps_esc_for_its_board(qtbot) -> None:
    from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

    window = _shown(qtbot, TroyesTutorialWindow())
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.wait(50)
    assert window.isVisible()                  # a stray Esc never ends the lesson
    _press(qtbot, window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()
