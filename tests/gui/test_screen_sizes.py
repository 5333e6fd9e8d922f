"""Every common screen size: at 1280x720, 1366x768, 1440x900, 1920x1080 and 2560x1440 (and with the text
at 125 % and 150 %) the main screens show every label, button and drop-down list in full (QFontMetrics)
and no two visible sibling widgets overlap: the start screen with unfinished games, the new-game dialogs,
a 4-player game with every module in each kind of decision, solo against le Roy, Troyes Dice for 10
players and the final scoring. Dialogs fit on the screen."""

from __future__ import annotations

from unittest import mock

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.model import autosaves
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.demo import build_demo

from .layout_check import problems
from .screens import TEN

SIZES = [(1280, 720), (1366, 768), (1440, 900), (1920, 1080), (2560, 1440)]


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _check(root, what: str, size) -> None:
    _settle()
    found = problems(root)
    assert not found, f"{what} at {size[0]}x{size[1]}:\n" + "\n".join(found[:12])


def _check_dialog(dialog, what: str, size) -> None:
    _settle()
    assert dialog.width() <= size[0] and dialog.height() <= size[1] - 40, \
        f"{what} ({dialog.width()}x{dialog.height()}) does not fit a {size[0]}x{size[1]} screen"
    _check(dialog, what, size)
    dialog.reject()


def _check_board_space(w, what: str, size) -> None:
    """The board fills the space it is given: it spans one side of its area, and when the height limits
    it, the width it cannot use goes to the side columns (no wide empty margins)."""
    troyes_page(w).board.fit()
    _settle()
    rect, zoom, view = (
        troyes_page(w).board.sceneRect(),
        troyes_page(w).board.zoom(),
        troyes_page(w).board.viewport().size(),
    )
    used_w, used_h = rect.width() * zoom / view.width(), rect.height() * zoom / view.height()
    assert max(used_w, used_h) >= 0.97, f"{what} at {size}: the board uses {used_w:.2f} x {used_h:.2f}"
    if used_h > used_w:
        assert used_w >= 0.85, f"{what} at {size}: the board uses {used_w:.2f} of its width"


def _check_round_card(w, game, size) -> None:
    """The end-of-round card over the board: its title and every line show whole."""
    from troyes_desktop.troyes_ui.round_summary import RoundToast, round_starts, summary_lines

    lines = summary_lines(game, 1, round_starts(game.setup, game.history))
    assert lines
    card = RoundToast(w.centralWidget(), "End of round 1: what changed", lines)
    try:
        _check(w, "the end-of-round card", size)
        assert w.centralWidget().rect().contains(card.geometry()), (card.geometry(), size)
    finally:
        card.close()


def _check_history_windows(size) -> None:
    from troyes_desktop.app.history_demo import build_history_demo

    for name in ("statistics", "replay"):
        other = build_history_demo(name)
        try:
            other.resize(*size)
            other.show()
            _check(other, f"the {name} window", size)
            if name == "statistics":
                other.tabs.setCurrentIndex(1)
                _check(other, "the history", size)
        finally:
            other.close()
            other.deleteLater()


def _screens(make, size, positions, all_kinds: bool) -> None:
    w = make(size)
    # The start screen, with unfinished games of both modes listed.
    w.start_game("troyes", Game.new(3, seed=1, names=["Anna", "Faye", "Geoffrey"]))
    w.start_game("dice", DiceGame.new(4, seed=2, names=TEN[:4]))
    w.drop_game()
    w.show_start_screen()
    _check(w, "the start screen", size)
    # The Troyes dialog takes the height its modules want within the screen's room: that of this size (the
    # tests' own offscreen screen is 800x800).
    room = QRect(0, 0, *size)
    with mock.patch("troyes_desktop.troyes_ui.new_game_dialog.available_room", lambda window: room):
        _check_dialog(w.open_new_game("troyes"), "the new-game dialog", size)
        _check_dialog(w.open_new_game("troyes", solo=True), "the solo new-game dialog", size)
    if not (QApplication.instance().font().pointSizeF() > 11 * 1.4 and size[1] <= 720):
        # (the one known exception has its own strict expected-failure test below)
        _check_dialog(w.open_new_game("dice"), "the Troyes Dice new-game dialog", size)
    _check_dialog(w.open_settings(), "the settings dialog", size)
    # The drawn board: every module mid-game, and solo against le Roy.
    for demo in ("troyes-ladies-4p", "troyes-solo"):
        w.start_game("troyes", build_demo(demo), autosave=False)
        if troyes_page(w).curtain.covering:
            troyes_page(w).curtain.reveal()
        _check(w, demo, size)
        _check_board_space(w, demo, size)
        _check_round_card(w, positions["finished"], size)
    # Troyes Dice for 10 players, then with a die picked (the play panel's value, colour and action buttons).
    w.start_game("dice", positions["dice"].copy(), autosave=False)
    _check(w, "Troyes Dice, 10 players", size)
    page = dice_page(w)
    page.controller.select(next(a[1] for a in page.model.game.legal_actions() if a[0] == "die"))
    _check(w, "Troyes Dice, a die picked", size)
    # The final scorings of both games.
    w.start_game("troyes", positions["finished"].copy(), autosave=False)
    _settle()
    assert troyes_page(w).scoring_dialog is not None and troyes_page(w).scoring_dialog.isVisible()
    _check_dialog(troyes_page(w).scoring_dialog, "the final scoring", size)
    w.start_game("dice", positions["dice_over"].copy(), autosave=False)
    _settle()
    assert dice_page(w).scoring_dialog is not None and dice_page(w).scoring_dialog.isVisible()
    _check_dialog(dice_page(w).scoring_dialog, "the final scoring of Troyes Dice", size)
    # The statistics and a replay (over demonstration games).
    _check_history_windows(size)
    # Each kind of decision of the 4-player game with every module (the plain board summary: the panels
    # and the prompt are what change from one decision to the next).
    if all_kinds:
        plain = make(size, board=False)
        for kind, game in positions["kinds"].items():
            plain.start_game("troyes", game.copy(), autosave=False)
            if troyes_page(plain).curtain.covering:
                troyes_page(plain).curtain.reveal()
            _check(plain, f"the decision {kind!r}", size)
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_main_screens_fit_every_common_size(shell, positions, size) -> None:
    assert len(positions["kinds"]) >= 8, sorted(positions["kinds"])
    _screens(shell, size, positions, all_kinds=True)


@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_main_screens_fit_with_larger_text(shell, positions, text_scale, size, percent) -> None:
    text_scale(percent)
    _screens(shell, size, positions, all_kinds=size == (1280, 720))


def test_the_inspector_sees_cut_text_and_overlaps(qtbot) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    root.resize(400, 200)
    cut = QLabel("Move your citizen from the Palace to City Hall", root)
    cut.setGeometry(0, 0, 80, 30)
    button = QPushButton("Take the white 1", root)
    button.setGeometry(60, 10, 200, 40)              # lies over the label
    root.show()
    found = problems(root)
    assert any("Move your citizen" in p and "needs" in p for p in found)
    assert any("overlaps" in p for p in found)
    cut.setGeometry(0, 60, 390, 30)
    assert problems(root) == []


def test_the_dice_dialog_fits_720_pixels_with_the_largest_text(shell, text_scale) -> None:
    text_scale(150)
    w = shell((1280, 720))
    _check_dialog(w.open_new_game("dice"), "the Troyes Dice new-game dialog", (1280, 720))
