"""Le Roy at a pace the player controls (Normal, Fast, step by step, skip to my turn), each of his steps
shown on the board, and the banner that changes only once the board is the player's."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from troyes_desktop.app import main_window as mw
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme

from .shell_helpers import play_until


@pytest.fixture
def solo_window(qtbot):
    theme.settings().setValue("view/animation_speed", "Normal")
    theme.set_setting("view/roy_pace", "Step by step")
    w = mw.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending[0] == "roy" and g.round >= 1)
    assert game.pending[0] == "roy"
    w.start_game(game, autosave=False)
    yield w
    w.roy_timer.stop()
    theme.set_setting("view/roy_pace", "Normal")
    theme.settings().setValue("view/animation_speed", "Slow")


def test_step_by_step_waits_for_the_player(solo_window, qtbot) -> None:
    w = solo_window
    assert not w.roy_timer.isActive(), "step by step: no timer"
    prompt = w.prompt
    assert prompt.buttons[("roy",)].text().startswith("Next step of le Roy")
    assert ("skip",) in prompt.buttons and prompt.pace_box.currentText() == "Pace: Step by step"
    history = len(w.model.game.history)
    # Return plays the next step wherever the focus is in the window (here: the board).
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    w.board.setFocus()
    qtbot.keyClick(w.board, Qt.Key.Key_Return)
    assert len(w.model.game.history) == history + 1
    assert w.model.game.history[-1] == ("roy",)
    assert not w.roy_timer.isActive()


def test_each_step_is_shown_on_the_board(solo_window, qtbot) -> None:
    w = solo_window
    caption = w.board.roy_caption
    assert not caption.isVisible()
    w.prompt.choose(("roy",))
    assert caption.isVisible()
    assert "Le Roy, step 1" in caption.text()
    assert "Le Roy rolls" in caption.text()             # the roll and the row of his table
    assert "Why:" in caption.text()
    if w.model.automaton_pending:
        w.prompt.choose(("roy",))
        assert "Le Roy, step 2" in caption.text()


def test_the_caption_gives_way_to_the_board_under_it(solo_window, qtbot) -> None:
    # It lies over the buildings: clicks go through it, and the pointer over it puts it away (the
    # chronicle keeps the same lines).
    w = solo_window
    caption = w.board.roy_caption
    w.prompt.choose(("roy",))
    assert caption.isVisible()
    inside = caption.geometry().center()
    assert w.board.viewport().childAt(inside) is None          # a click there reaches the board
    view = w.board.viewport()

    def move_to(point: QPoint) -> None:
        event = QMouseEvent(QEvent.MouseMove, QPointF(point), QPointF(view.mapToGlobal(point)),
                            Qt.NoButton, Qt.NoButton, Qt.NoModifier)
        QApplication.sendEvent(view, event)

    move_to(caption.geometry().bottomLeft() + QPoint(10, 40))   # elsewhere on the board: it stays
    assert caption.isVisible()
    move_to(inside)
    assert not caption.isVisible()


def test_skip_to_my_turn_and_the_banner_waits_for_his_dice(solo_window, qtbot) -> None:
    w = solo_window
    n = w.prompt.skip_to_my_turn()
    assert n >= 1 and not w.model.automaton_pending
    assert w.model.decider == 0
    assert w.banner.decision_label.text() == "Le Roy ends his turn\u2026"
    qtbot.waitUntil(lambda: w.banner.decision_label.text().startswith("Anna:"), timeout=3000)
    assert not w.board.roy_caption.isHidden()          # his last step stays readable until Anna acts


def test_fast_and_normal_paces_use_the_timer(solo_window, qtbot) -> None:
    w = solo_window
    w.prompt.pace_box.setCurrentIndex(list(theme.ROY_PACES).index("Fast"))
    assert theme.roy_pace() == "Fast"
    assert w.roy_timer.isActive() and w.roy_timer.interval() == theme.ROY_PACES["Fast"]
    history = len(w.model.game.history)
    qtbot.waitUntil(lambda: len(w.model.game.history) > history, timeout=3000)
    w.prompt.set_roy_pace("Step by step")
    assert not w.roy_timer.isActive()
