"""Small screens: at 1280x720 the board is drawn at half scale or more (compact layout: narrow player
panels, the prompt beside the board), nothing overlaps, the chronicle folds away (View menu, the status
bar's button, remembered in the settings) and 1600x1000 keeps the wide layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.demo import build_demo


@pytest.fixture
def board_window(layout_board_window):
    """This module's main window: chronicle shown, not yet sized (tests/gui/conftest.py)."""
    return layout_board_window


def _show(qtbot, w, size, demo="troyes-ladies-4p"):
    w.resize(*size)
    w.start_game(build_demo(demo), autosave=False)
    if w.curtain.covering:
        w.curtain.reveal()
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    w.board.fit()
    QApplication.processEvents()
    return w


def _rect(widget, w) -> QRect:
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("demo", ["troyes-4p", "troyes-ladies-4p"])
def test_board_at_half_scale_or_more_at_1280x720(qtbot, board_window, demo):
    w = _show(qtbot, board_window, (1280, 720), demo)
    assert w.compact
    assert w.board.zoom() >= 0.5, f"board drawn at {w.board.zoom():.3f}"
    # Nothing overlaps: panels, board, prompt and chronicle are side by side inside the window.
    rects = [_rect(x, w) for x in (w.panels_scroll, w.board, w.prompt, w.log)]
    for i, a in enumerate(rects):
        assert w.rect().contains(a), (i, a)
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    # Everything is still reachable: the prompt's buttons and board moves are visible.
    assert w.prompt.isVisible() and w.prompt.width() >= 200
    assert all(b.isVisible() for b in w.prompt.buttons.values())
    assert all(p.compact for p in w.player_panels)
    for p in w.player_panels:
        # No panel is wider than its column (nothing clipped on the right).
        assert p.minimumSizeHint().width() <= w.panels_scroll.viewport().width()


def test_wide_layout_keeps_the_prompt_under_the_board(qtbot, board_window):
    w = _show(qtbot, board_window, (1600, 1000), "troyes-4p")
    assert not w.compact
    assert w.prompt.parent() is w.v_split
    assert w.board.zoom() >= 0.62
    assert w.prompt.height() <= 260
    board, prompt = _rect(w.board, w), _rect(w.prompt, w)
    assert prompt.top() >= board.bottom()
    assert not any(p.compact for p in w.player_panels)


def test_switching_between_wide_and_compact(qtbot, board_window):
    w = _show(qtbot, board_window, (1600, 1000), "troyes-4p")
    w.resize(1280, 720)
    QApplication.processEvents()
    assert w.compact and w.prompt.parent() is w.side
    w.resize(1700, 1000)
    QApplication.processEvents()
    assert not w.compact and w.prompt.parent() is w.v_split


def test_chronicle_can_be_collapsed_and_is_remembered(qtbot, board_window):
    w = _show(qtbot, board_window, (1280, 720), "troyes-4p")
    before = w.board.zoom()
    assert w.log.isVisible()
    assert w.chronicle_button.isVisible()
    w.chronicle_button.click()
    QApplication.processEvents()
    w.board.fit()
    assert not w.chronicle_action.isChecked()
    assert not w.log.isVisible()
    assert w.prompt.isVisible(), "the prompt stays reachable with the chronicle folded away"
    assert w.board.zoom() >= before
    assert theme.setting_bool("view/chronicle", True) is False
    # The next window starts with the chronicle folded; the View menu brings it back.
    from troyes_desktop.app.main_window import MainWindow

    other = MainWindow()
    qtbot.addWidget(other)
    assert not other.chronicle_action.isChecked()
    other.chronicle_action.trigger()
    assert other.chronicle_action.isChecked()
    assert theme.setting_bool("view/chronicle", False) is True


def test_chronicle_toggle_in_the_wide_layout_gives_the_board_the_room(qtbot, board_window):
    w = _show(qtbot, board_window, (1600, 1000), "troyes-4p")
    width = w.board.width()
    w.set_chronicle_visible(False)
    QApplication.processEvents()
    assert not w.side.isVisible()
    assert w.board.width() > width
    w.set_chronicle_visible(True)
    QApplication.processEvents()
    assert w.log.isVisible()


def test_dice_mode_at_1280x720_and_chronicle_toggle(qtbot, board_window):
    from troyes_desktop.dice_ui.demo import build_dice_demo

    w = board_window
    w.resize(1280, 720)
    w.start_dice_game(build_dice_demo("dice-4p"), autosave=False)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    page = w.dice_page
    rects = [_rect(x, w) for x in (page.wheel, page.sheet, page.log)]
    for i, a in enumerate(rects):
        assert w.rect().contains(a)
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    sheet_w = page.sheet.width()
    w.set_chronicle_visible(False)
    QApplication.processEvents()
    assert not page.log.isVisible()
    assert page.sheet.width() > sheet_w
    w.set_chronicle_visible(True)
