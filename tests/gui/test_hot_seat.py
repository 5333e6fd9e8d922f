"""Hot-seat hand-over: after your step you see its outcome on the board, then "Pass the seat to X",
then the curtain; Return goes through each step."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.game import Game

from .shell_helpers import play_until, turn_in_round_2


def _seated(window, qtbot):
    game = play_until(Game.new(players=2, seed=11), turn_in_round_2)
    window.start_game("troyes", game, autosave=False)
    assert troyes_page(window).curtain.mode == "cover"           # nobody sat yet: straight to the curtain
    qtbot.keyClick(troyes_page(window).curtain.button, Qt.Key.Key_Return)
    assert not troyes_page(window).curtain.covering
    return troyes_page(window).model.game


def test_the_outcome_then_pass_the_seat_then_the_curtain(window, qtbot) -> None:
    game = _seated(window, qtbot)
    me = troyes_page(window).viewer
    other = 1 - me
    chronicle_before = len(troyes_page(window).log.lines)
    passed = [b for a, b in troyes_page(window).prompt.buttons.items() if a == ("pass",)]
    qtbot.mouseClick(passed[0], Qt.MouseButton.LeftButton)
    assert troyes_page(window).model.decider == other
    curtain = troyes_page(window).curtain
    # First the outcome: the board stays in view, a bar says what happened and whose seat it is now.
    assert curtain.covering and curtain.mode == "handover"
    assert curtain.bar.isVisible() and not curtain.title.isVisible()
    assert f"{game.players[me].name} has played" in curtain.bar_title.text()
    new_lines = troyes_page(window).log.lines[chronicle_before:]
    assert new_lines and new_lines[0] in curtain.outcome.text()
    assert curtain.pass_button.text().startswith(f"Pass the seat to {game.players[other].name}")
    # The board is not painted over (the hand-over bar draws only itself), but it takes no clicks.
    centre = troyes_page(window).board.mapTo(window, troyes_page(window).board.rect().center())
    seen = window.grab().toImage().pixelColor(centre)
    board = troyes_page(window).board.grab().toImage().pixelColor(troyes_page(window).board.rect().center())
    assert seen == board
    hit = QApplication.widgetAt(window.mapToGlobal(centre))
    assert hit is None or hit is curtain or curtain.isAncestorOf(hit)
    # Return: the curtain drops for the next player; Return again: their view.
    qtbot.keyClick(curtain.pass_button, Qt.Key.Key_Return)
    assert curtain.mode == "cover" and curtain.title.isVisible() and not curtain.bar.isVisible()
    assert curtain.title.text() == f"Pass the computer to {game.players[other].name}"
    assert troyes_page(window).viewer is None
    assert window.grab().toImage().pixelColor(centre) != board      # now the board is hidden
    qtbot.keyClick(curtain.button, Qt.Key.Key_Return)
    assert not curtain.covering and troyes_page(window).viewer == other


def test_space_and_enter_work_as_well(window, qtbot) -> None:
    _seated(window, qtbot)
    troyes_page(window).prompt.choose(("pass",))
    assert troyes_page(window).curtain.mode == "handover"
    qtbot.keyClick(troyes_page(window).curtain, Qt.Key.Key_Enter)
    assert troyes_page(window).curtain.mode == "cover"
    qtbot.keyClick(troyes_page(window).curtain, Qt.Key.Key_Space)
    assert not troyes_page(window).curtain.covering


def test_a_click_on_the_board_during_the_hand_over_does_nothing(window, qtbot) -> None:
    _seated(window, qtbot)
    troyes_page(window).prompt.choose(("pass",))
    history = len(troyes_page(window).model.game.history)
    qtbot.mouseClick(troyes_page(window).curtain, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert troyes_page(window).curtain.mode == "handover"
    assert len(troyes_page(window).model.game.history) == history
