"""The Exchange outdoor tile as a two-click choice on the board: your die, then the opponent's die."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.rules.ladies_helpers import ladies as in_ladies
from tests.rules.test_ladies_outdoor import RAMP, with_cubes
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.ladies import PURPLE

from .scene_helpers import centre, make_board


def _exchange_game():
    g = in_ladies(RAMP + ["head-of-family"], players=3,
                  dice=[(0, RED, 2), (0, WHITE, 3), (1, YELLOW, 6), (1, RED, 5), (NEUTRAL, WHITE, 4),
                        (2, PURPLE, 6), (0, PURPLE, 1)])
    with_cubes(g, 3, "exchange")
    g.apply(("tile", 3))
    assert g.pending == Decision(0, "exchange")
    return g


def test_click_your_die_then_the_opponents_die(qtbot) -> None:
    game = _exchange_game()
    red2, white3, y6, r5, n4, p2, p0 = game.die_ids
    model, scene, view = make_board(qtbot, game)
    # First your dice are lit (never the purple one), not the opponents'.
    assert {red2, white3} <= scene.dice_highlights and p0 not in scene.dice_highlights
    assert y6 not in scene.dice_highlights
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=centre(view, scene.dice[red2]))
    assert scene.selected == {red2}
    assert {y6, r5, n4} <= scene.dice_highlights and p2 not in scene.dice_highlights
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=centre(view, scene.dice[y6]))
    assert model.game.dice[y6] == (YELLOW, 6, 0) and model.game.dice[red2] == (RED, 2, 1)
    assert scene.selected == set()
    # Player 1 is done: their dice are no longer offered for the next exchange.
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=centre(view, scene.dice[white3]))
    assert r5 not in scene.dice_highlights and n4 in scene.dice_highlights
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=centre(view, scene.dice[n4]))
    assert model.game.dice[n4] == (WHITE, 4, 0)


def test_the_prompt_has_no_button_per_pair(qtbot) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel
    from troyes_desktop.troyes_ui.prompt_panel import PromptPanel

    prompt = PromptPanel()
    qtbot.addWidget(prompt)
    prompt.set_model(TroyesModel(_exchange_game(), autosave=False))
    assert not any(a[0] == "swap" for a in prompt.buttons)
    assert ("swap_done",) in prompt.buttons
    assert "then the opponent's die" in prompt.hint.text()
    assert prompt.board_moves.count() >= 3        # the keyboard path keeps every pair
