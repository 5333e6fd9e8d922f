"""The start screen, the new-game dialog and a 2-player game started from them."""
from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from tests.page_helpers import troyes_page
from troyes_desktop.model import autosaves
from troyes_desktop.rules.common.contract import Decision


def test_start_screen_buttons_and_continue_reason(window, qtbot) -> None:
    screen = window.start_screen
    assert window.stack.currentWidget() is screen
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)
    screen.refresh()
    assert not screen.continue_button.isEnabled()
    assert "No game to continue" in screen.continue_note.text()
    assert screen.dice_button.isEnabled()
    assert "Troyes Dice" in screen.dice_button.text()
    assert screen.troyes_button.isEnabled() and screen.solo_button.isEnabled()
    assert screen.load_button.isEnabled() and screen.quit_button.isEnabled()
    qtbot.mouseClick(screen.solo_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible() and dialog.solo
    dialog.reject()


def test_new_game_dialog_remembers_defaults_and_disables_missing_modules(window, qtbot) -> None:
    from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog, available_modules

    dialog = window.open_new_game("troyes")
    dialog.count_spin.setValue(3)
    dialog.name_edits[0].setText("Aliénor")
    dialog.name_edits[2].setText("Thibaut")
    dialog.colour_combos[0].setCurrentIndex(dialog.colour_combos[0].findData("green"))
    assert dialog.colour_combos[2].currentData() != "green"   # colours stay distinct
    for mid, check in dialog.module_checks.items():
        if mid not in available_modules():
            assert not check.isEnabled()
            assert "rules engine in progress" in check.toolTip().lower()
    dialog.remember()
    dialog.reject()

    again = TroyesNewGameDialog(window)
    qtbot.addWidget(again)
    assert again.count_spin.value() == 3
    assert again.names() == ["Aliénor", "Faye", "Thibaut"]
    assert again.colour_combos[0].currentData() == "green"
    args = again.game_arguments(seed=5)
    assert args["players"] == 3 and args["options"]["colours"][0] == "green"
    notes = " ".join(w.text() for w in again.modules_box.findChildren(type(again.solo_note)))
    if not available_modules():
        assert "rules engine in progress" in notes
    assert all(isinstance(c, QCheckBox) for c in again.module_checks.values())


def test_two_player_game_from_the_start_screen(window, qtbot) -> None:
    qtbot.mouseClick(window.start_screen.troyes_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.count_spin.setValue(2)
    dialog.name_edits[0].setText("Anna")
    dialog.name_edits[1].setText("Faye")
    dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("0"))
    dialog.accept()
    assert window.stack.currentWidget() is troyes_page(window)
    game = troyes_page(window).model.game
    assert [p.name for p in game.players] == ["Anna", "Faye"]
    assert game.pending == Decision(0, "initial")
    # Hot-seat: nothing private to see in the initial placement, so no curtain; the shared view.
    assert not troyes_page(window).curtain.covering and troyes_page(window).viewer is None
    assert "Anna" in troyes_page(window).banner.decision_label.text()
    assert len(troyes_page(window).player_panels) == 2
    # The initial placement through the prompt panel's board-move list (keyboard alternative).
    combo = troyes_page(window).prompt.board_moves
    assert combo.count() > 0 and "Place a citizen" in combo.itemText(0)
    qtbot.mouseClick(troyes_page(window).prompt.board_play, Qt.MouseButton.LeftButton)
    assert len(troyes_page(window).model.game.history) == 1
    assert troyes_page(window).model.game.history[0][0] == "init"
    assert "places a citizen" in " ".join(troyes_page(window).log.lines)
    saved = json.loads(troyes_page(window).model.autosave_file.read_text())     # autosaved after the action
    assert saved["actions"] == [list(troyes_page(window).model.game.history[0])]
    assert troyes_page(window).model.autosave_file.parent.name == "games"


def test_the_window_opens_within_a_small_screen() -> None:
    from PySide6.QtCore import QRect

    from troyes_desktop.app.main_window import first_size

    class Screen:
        def __init__(self, w, h):
            self.rect = QRect(0, 0, w, h)

        def availableGeometry(self):  # noqa: N802
            return self.rect

    assert (first_size(Screen(1920, 1040)).width(), first_size(Screen(1920, 1040)).height()) == (1280, 800)
    small = first_size(Screen(1366, 728))                      # a laptop with its panel
    assert small.width() == 1280 and small.height() == 688
    tiny = first_size(Screen(1280, 720))
    assert tiny.width() == 1280 and tiny.height() == 680
