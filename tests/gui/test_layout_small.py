"""Small screens: at 1280x720 the board is drawn at half scale or more (compact layout: narrow player
panels, the prompt beside the board), nothing overlaps, the chronicle folds away (View menu, the status
bar's button, remembered in the settings) and 1600x1000 keeps the wide layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.demo import build_demo


@pytest.fixture
def board_window(layout_board_window):
    """This module's main window: chronicle shown, not yet sized (tests/gui/conftest.py)."""
    return layout_board_window


def _show(qtbot, w, size, demo="troyes-ladies-4p"):
    w.resize(*size)
    w.start_game("troyes", build_demo(demo), autosave=False)
    if troyes_page(w).curtain.covering:
        troyes_page(w).curtain.reveal()
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()
    troyes_page(w).board.fit()
    QApplication.processEvents()
    return w


def _rect(widget, w) -> QRect:
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("demo", ["troyes-4p", "troyes-ladies-4p"])
def test_board_at_half_scale_or_more_at_1280x720(qtbot, board_window, demo):
    w = _show(qtbot, board_window, (1280, 720), demo)
    assert troyes_page(w).compact
    assert troyes_page(w).board.zoom() >= 0.5, f"board drawn at {troyes_page(w).board.zoom():.3f}"
    # Nothing overlaps: panels, board, prompt and chronicle are side by side inside the window.
    rects = [
        _rect(x, w)
        for x in (
            troyes_page(w).panels_scroll,
            troyes_page(w).board,
            troyes_page(w).prompt,
            troyes_page(w).log,
        )
    ]
    for i, a in enumerate(rects):
        assert w.rect().contains(a), (i, a)
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    # Everything is still reachable: the prompt's buttons and board moves are visible.
    assert troyes_page(w).prompt.isVisible() and troyes_page(w).prompt.width() >= 200
    assert all(b.isVisible() for b in troyes_page(w).prompt.buttons.values())
    assert all(p.compact for p in troyes_page(w).player_panels)
    for p in troyes_page(w).player_panels:
        # No panel is wider than its column (nothing clipped on the right).
        assert p.minimumSizeHint().width() <= troyes_page(w).panels_scroll.viewport().width()


def test_wide_layout_keeps_the_prompt_under_the_board(qtbot, board_window):
    w = _show(qtbot, board_window, (1600, 1000), "troyes-4p")
    assert not troyes_page(w).compact
    assert troyes_page(w).prompt.parent() is troyes_page(w).v_split
    assert troyes_page(w).board.zoom() >= 0.62
    assert troyes_page(w).prompt.height() <= 260
    board, prompt = _rect(troyes_page(w).board, w), _rect(troyes_page(w).prompt, w)
    assert prompt.top() >= board.bottom()
    assert not any(p.compact for p in troyes_page(w).player_panels)


def test_switching_between_wide_and_compact(qtbot, board_window):
    w = _show(qtbot, board_window, (1600, 1000), "troyes-4p")
    w.resize(1280, 720)
    QApplication.processEvents()
    assert troyes_page(w).compact and troyes_page(w).prompt.parent() is troyes_page(w).side
    w.resize(1600, 1000)
    QApplication.processEvents()
    assert not troyes_page(w).compact and troyes_page(w).prompt.parent() is troyes_page(w).v_split
    # (at 1700x1000 and wider the prompt goes beside the board, which is then drawn larger:
    # test_board_room.py)


def test_chronicle_can_be_collapsed_and_is_remembered(qtbot, board_window):
    w = _show(qtbot, board_window, (1280, 720), "troyes-4p")
    before = troyes_page(w).board.zoom()
    assert troyes_page(w).log.isVisible()
    assert w.chronicle_button.isVisible()
    w.chronicle_button.click()
    QApplication.processEvents()
    troyes_page(w).board.fit()
    assert not w.chronicle_action.isChecked()
    assert not troyes_page(w).log.isVisible()
    assert troyes_page(w).prompt.isVisible(), "the prompt stays reachable with the chronicle folded away"
    assert troyes_page(w).board.zoom() >= before
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
    width = troyes_page(w).board.width()
    w.set_chronicle_visible(False)
    QApplication.processEvents()
    assert not troyes_page(w).side.isVisible()
    assert troyes_page(w).board.width() > width
    w.set_chronicle_visible(True)
    QApplication.processEvents()
    assert troyes_page(w).log.isVisible()


def test_dice_mode_at_1280x720_and_chronicle_toggle(qtbot, board_window):
    from troyes_desktop.dice_ui.demo import build_dice_demo

    w = board_window
    w.resize(1280, 720)
    w.start_game("dice", build_dice_demo("dice-4p"), autosave=False)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    page = dice_page(w)
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
