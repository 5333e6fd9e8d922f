"""The board never moves or shrinks because a text changed (issue 41, item 5): through a run of decisions,
refusals and a warning, the prompt under the board (wide layout) or beside it (compact layout) keeps its
place, so the die the player meant to click next has not moved."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme


@pytest.fixture
def board_window(qtbot, monkeypatch):
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    player_settings.set("animation_speed", "Instant")
    theme.set_setting("view/roy_pace", "Step by step")
    made = []

    def make(width: int, height: int):
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(width, height)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.pause_pages()
    player_settings.set("animation_speed", "Slow")
    theme.set_setting("view/roy_pace", "Normal")


def where(w) -> tuple:
    board = troyes_page(w).board
    return QRect(board.mapTo(w, QPoint(0, 0)), board.size()), round(board.zoom(), 6)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_board_keeps_its_place_whatever_the_prompt_says(board_window, qtbot, size) -> None:
    w = board_window(*size)
    w.start_game("troyes", Game.new(players=1, seed=8, names=["Anna"], solo=True), autosave=False)
    qtbot.wait(50)
    first = where(w)
    rng = random.Random(3)
    for i in range(120):
        model = troyes_page(w).model
        if model.game.over:
            break
        if model.automaton_pending:
            troyes_page(w).prompt.choose(("roy",))
        else:
            acts = model.legal_actions()
            busy = [a for a in acts if a[0] not in ("pass", "cancel", "concede")] or acts
            model.apply(rng.choice(busy))
        if i % 17 == 5:          # a refusal in red, then a warning asked in the prompt
            troyes_page(w).prompt.show_refusal(
                "that activity card is not available: a refusal long enough to need "
                "a second line of text in the prompt panel under the board"
            )
        if i % 23 == 7 and ("pass",) in model.legal_actions() and model.game.dice_of(0):
            troyes_page(w).prompt.choose(("pass",))
        qtbot.wait(5)
        assert where(w) == first, f"the board moved at step {i}"
