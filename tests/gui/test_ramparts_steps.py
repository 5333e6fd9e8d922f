"""The ramparts: several action points spent on the guard at once, by clicking the space where it should
stop or with the prompt's "Advance the guard N spaces" (all the points by default)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page

from .ladies_helpers import find

pytestmark = pytest.mark.usefixtures("instant_animations")  # tests/conftest.py


def _three_points(g) -> bool:
    if g.pending.kind != "ramparts":
        return False
    p = g.pending.seat
    return g.rampart_points() >= 3 and g.expansion["guard"][p] <= 15


def _start(window):
    game = find(_three_points)
    window.start_game("troyes", game, autosave=False)
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.reveal()
    return game


def test_click_the_space_where_the_guard_stops(board_window, qtbot) -> None:
    window = board_window
    game = _start(window)
    p = game.pending.seat
    guard = game.expansion["guard"][p]
    scene, view = troyes_page(window).scene, troyes_page(window).board
    reach = scene.controller.rampart_reach()
    assert reach >= 3
    for k in range(1, reach + 1):
        assert ("rampart_space", guard + k) in scene.highlights     # every reachable space is lit
    assert ("rampart_space", guard + reach + 1) not in scene.highlights
    rect = scene.ramparts.space_rect(guard + 3)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton,
                     pos=view.mapFromScene(scene.ramparts.mapToScene(rect.center())))
    assert troyes_page(window).model.game.expansion["guard"][p] == guard + 3
    assert troyes_page(window).model.game.history[-3:] == [("advance",)] * 3


def test_the_prompt_advances_several_spaces_at_once(board_window, qtbot) -> None:
    window = board_window
    game = _start(window)
    p = game.pending.seat
    guard = game.expansion["guard"][p]
    prompt = troyes_page(window).prompt
    spin = prompt.guard_steps
    reach = troyes_page(window).scene.controller.rampart_reach()
    assert spin.value() == reach, "all the points by default"
    spin.setValue(2)
    button = prompt.buttons[("advance_many",)]
    assert button.text() == "Advance the guard 2 spaces"
    qtbot.mouseClick(button, Qt.LeftButton)
    assert troyes_page(window).model.game.expansion["guard"][p] == guard + 2
