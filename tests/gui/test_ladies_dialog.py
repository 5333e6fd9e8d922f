"""The Ladies of Troyes from the new-game dialog: every module enabled, the card mixes and variants passed
to the engine, and the board of the started game showing the modules' pieces."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES

pytestmark = pytest.mark.usefixtures("instant_animations")  # tests/conftest.py



def test_all_modules_game_from_the_new_game_dialog(board_window, qtbot) -> None:
    window = board_window
    qtbot.mouseClick(window.start_screen.troyes_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.count_spin.setValue(4)
    for mid, check in dialog.module_checks.items():
        assert check.isEnabled(), mid  # every module has its engine now
        check.setChecked(True)
    assert dialog.mix_combo.isEnabled() and dialog.event_mix_combo.isEnabled()
    dialog.mix_combo.setCurrentIndex(dialog.mix_combo.findData("alone"))
    dialog.event_mix_combo.setCurrentIndex(dialog.event_mix_combo.findData("shuffled"))
    assert "new activity cards" in dialog.mix_note.text().lower()
    args = dialog.game_arguments(seed=9)
    assert args["options"]["modules"] == list(AVAILABLE_MODULES)
    assert args["options"]["activities_setup"] == "alone"
    assert args["options"]["events_setup"] == "shuffled"
    dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("0"))
    dialog.accept()
    assert window.stack.currentWidget() is troyes_page(window)
    game = troyes_page(window).model.game
    assert game.expansion is not None and set(game.expansion["modules"]) == set(AVAILABLE_MODULES)
    assert game.setup["options"]["activities_setup"] == "alone"
    assert game.gray_supply >= 8  # 10 gray citizens with the expansion (some placed)
    scene = troyes_page(window).scene
    assert scene.ramparts is not None and scene.ramparts.isVisible()
    assert scene.sceneRect().height() > 1200  # the board grew a band for the ramparts
    assert troyes_page(window).banner.direction_label.isVisible()
    assert "clockwise" in troyes_page(window).banner.direction_label.text()
    assert troyes_page(window).banner.revealed_label.isVisible()
    # No curtain for the initial placement; the player panels show the guards.
    assert not troyes_page(window).curtain.covering
    panel = troyes_page(window).player_panels[0]
    assert panel.outdoor_row.isVisible() and "Guard" in panel.outdoor_label.text()
    # Remembered for the next game.
    from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog

    again = TroyesNewGameDialog(window)
    qtbot.addWidget(again)
    assert all(c.isChecked() for c in again.module_checks.values())
    assert again.mix_combo.currentData() == "alone"


def test_the_base_board_is_unchanged_without_modules(board_window) -> None:
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.troyes_ui.scene import layout as lay

    board_window.start_game("troyes", Game.new(4, seed=3), autosave=False)
    scene = troyes_page(board_window).scene
    assert scene.ramparts is None
    assert scene.sceneRect() == lay.SCENE.adjusted(-6, -6, 6, 6)
    assert not scene.cathedral.fourth_floor()
    assert not troyes_page(board_window).banner.direction_label.isVisible()
    assert not troyes_page(board_window).player_panels[0].outdoor_row.isVisible()
