"""Keyboard focus you can see (issue 52): every Tab stop of the Troyes page, the Troyes Dice page, the start
screen and the new-game dialogs shows a frame when it has the focus (the board too), no Tab stop shows
nothing, and Tab goes through them as the screen reads: each step to the right or downwards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.page_helpers import troyes_page
from troyes_desktop.shared_ui import theme

#: Pixels two neighbours may overlap and still be "to the right" / "below".
SLACK = 8


def tab_stops(qtbot, root: QWidget, first: QWidget | None = None, limit: int = 60) -> list[QWidget]:
    """The widgets Tab visits from ``first`` (or the focused one) until it comes back to one already seen."""
    window = root.window()
    window.activateWindow()
    if first is not None:
        first.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    seen: list[QWidget] = []
    for _ in range(limit):
        current = window.focusWidget()
        assert current is not None, "Tab left the window"
        if current in seen:
            break
        seen.append(current)
        qtbot.keyClick(current, Qt.Key.Key_Tab)
        QApplication.processEvents()
    return seen


def rect_in(window: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(window, QPoint(0, 0)), w.size())


def shows_focus(window: QWidget, w: QWidget) -> int:
    """How many pixels along the edges of ``w`` (from 4 pixels outside it to 8 inside) change when
    it loses the focus: its focus frame."""
    area = QRect(rect_in(window, w).topLeft() - QPoint(4, 4), w.size() + QSize(8, 8))
    w.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    focused = window.grab(area).toImage()
    w.clearFocus()
    QApplication.processEvents()
    plain = window.grab(area).toImage()
    w.setFocus(Qt.FocusReason.TabFocusReason)
    changed = 0
    width, height = focused.width(), focused.height()
    for y in range(height):
        edge_row = y < 12 or y >= height - 12
        for x in (range(width) if edge_row else [*range(12), *range(max(12, width - 12), width)]):
            a, b = focused.pixelColor(x, y), plain.pixelColor(x, y)
            if abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 60:
                changed += 1
    return changed


def describe(window, w) -> str:
    r = rect_in(window, w)
    text = getattr(w, "text", lambda: "")()
    return f"{type(w).__name__} {w.objectName()!r} {text!r} at {r.x()},{r.y()} {r.width()}x{r.height()}"


def assert_every_stop_shows_its_focus(window, stops) -> None:
    hidden = []
    for w in stops:
        # A frame all around changes about the widget's perimeter; a caret's blink or nothing does not.
        if shows_focus(window, w) < w.width() + w.height():
            hidden.append(describe(window, w))
    assert hidden == []


def assert_the_order_follows_the_screen(window, stops) -> None:
    """Each Tab goes right (the next control starts where the last one ends, or further right) or down (it
    starts below the last one); never back up and to the left."""
    backwards = []
    for a, b in zip(stops, stops[1:]):
        ra, rb = rect_in(window, a), rect_in(window, b)
        if not (rb.left() >= ra.right() - SLACK or rb.top() >= ra.bottom() - SLACK):
            backwards.append((describe(window, a), describe(window, b)))
    assert backwards == []


@pytest.fixture(params=[(1920, 1080), (1366, 768)], ids=["1920x1080", "1366x768"])
def troyes_4p(request, shell):
    from troyes_desktop.troyes_ui.demo import build_demo

    w = shell(request.param)
    w.start_game("troyes", build_demo("troyes-ladies-4p"), autosave=False)
    page = troyes_page(w)
    if page.curtain.covering:
        page.curtain.reveal()
    QApplication.processEvents()
    return w, page


def test_the_troyes_page_tab_stops_show_their_focus_in_the_screens_order(qtbot, troyes_4p):
    window, page = troyes_4p
    stops = tab_stops(qtbot, window, page.board)
    kinds = [type(w).__name__ for w in stops]
    assert "BoardView" in kinds and "QTextBrowser" in kinds          # the board and the chronicle
    assert any(w.objectName() == "boardMoves" for w in stops)      # the "On the board" list
    assert all(page.isAncestorOf(w) for w in stops)
    assert_every_stop_shows_its_focus(window, stops)
    # From the leftmost stop (the player panels' column when it scrolls, else the board): the board, the
    # prompt's controls under it (or beside it, on a small screen), then the chronicle, then round again.
    first = min(stops, key=lambda w: (rect_in(window, w).left(), rect_in(window, w).top()))
    order = stops[stops.index(first):] + stops[:stops.index(first)]
    assert_the_order_follows_the_screen(window, order)
    assert type(order[-1]).__name__ == "QTextBrowser"


def test_the_board_shows_a_frame_when_it_has_the_keyboard_focus(qtbot, troyes_4p):
    window, page = troyes_4p
    page.board.setFocus()
    QApplication.processEvents()
    image = page.board.grab().toImage()
    focus = theme.FOCUS.lower()
    # The frame runs along the four edges of the board's view.
    edges = [(image.width() // 2, 1), (image.width() // 2, image.height() - 2), (1, image.height() // 2),
             (image.width() - 2, image.height() // 2)]
    assert [image.pixelColor(x, y).name() for x, y in edges] == [focus] * 4
    page.board.clearFocus()
    QApplication.processEvents()
    image = page.board.grab().toImage()
    assert focus not in [image.pixelColor(x, y).name() for x, y in edges]


def test_the_troyes_dice_page_tab_stops_show_their_focus_in_the_screens_order(qtbot, shell):
    from troyes_desktop.dice_ui.demo import build_dice_demo
    from troyes_desktop.dice_ui.page import DicePage

    window = shell((1920, 1080))
    window.start_game("dice", build_dice_demo("dice-4p"), autosave=False)
    QApplication.processEvents()
    page = window.stack.currentWidget()
    assert isinstance(page, DicePage)
    stops = tab_stops(qtbot, window, page.findChild(QWidget, "diceHint"))
    assert [w.objectName() for w in stops][:3] == ["diceHint", "diceAchievements", "diceBack"]
    assert stops[-1].objectName() == "diceLog"
    assert_every_stop_shows_its_focus(window, stops)
    assert_the_order_follows_the_screen(window, stops)


@pytest.fixture
def empty_home(tmp_path, monkeypatch):
    """A home of its own with no unfinished game (the tests' shared home may hold one another test left: its
    card then sits in the start screen's left column, and the first Tab stops are not the new-game ones)."""
    from troyes_desktop import settings as player_settings

    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    player_settings.reset_cache()
    yield tmp_path
    player_settings.reset_cache()


def test_the_start_screen_tab_stops_show_their_focus_in_the_screens_order(qtbot, shell, empty_home):
    window = shell((1920, 1080))
    QApplication.processEvents()
    first = window.findChild(QWidget, "newTroyesButton")
    stops = tab_stops(qtbot, window, first)
    names = [w.objectName() for w in stops]
    assert names[:3] == ["newTroyesButton", "newSoloButton", "newDiceButton"]
    assert names.index("learnButton") < names.index("statisticsButton")       # as they are shown
    assert_every_stop_shows_its_focus(window, stops)
    assert_the_order_follows_the_screen(window, stops)


@pytest.mark.parametrize("mode", ["troyes", "dice"])
def test_every_control_of_the_new_game_dialogs_shows_its_focus(qtbot, mode):
    if mode == "troyes":
        from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog as Dialog
    else:
        from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog as Dialog
    theme.apply_theme(QApplication.instance())
    dialog = Dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    stops = tab_stops(qtbot, dialog)
    assert len(stops) > 5
    assert_every_stop_shows_its_focus(dialog, stops)


def test_the_focus_frame_stands_out_of_the_parchment() -> None:
    """WCAG 2.2's focus appearance: the frame at 3:1 at least against what it is drawn on."""
    for ground in (theme.PARCHMENT, theme.PARCHMENT_LIGHT, theme.PARCHMENT_DARK):
        assert theme.contrast_ratio(theme.FOCUS, ground) >= 3
    top, bottom, _ink = theme.BUTTON_LOOKS['[primary="true"]']
    assert theme.contrast_ratio(theme.FOCUS_ON_DARK, top) >= 3
    assert theme.contrast_ratio(theme.FOCUS_ON_DARK, bottom) >= 3
