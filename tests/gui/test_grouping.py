"""Building a group of dice: drop a die on another of yours (or Shift+click), the group travels together,
the confirm panel says how to add a die and never covers your own district."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from troyes_desktop.rules.troyes.game import Game

from .scene_helpers import centre, drag, make_board, play_until

pytestmark = pytest.mark.usefixtures("instant_animations")  # tests/conftest.py


def _pair(g: Game):
    """Two dice of the deciding player, of one colour, that a target accepts together."""
    if g.pending.kind != "turn":
        return None
    p = g.pending.seat
    own = g.dice_of(p)
    for i, a in enumerate(own):
        for b in own[i + 1:]:
            if g.dice[a][0] == g.dice[b][0] and g.targets(p, [a, b]):
                return a, b
    return None


def _position():
    for seed in range(1, 30):
        g = play_until(Game.new(players=2, seed=seed), lambda g: _pair(g) is not None, seed=seed)
        if _pair(g):
            return g
    raise AssertionError("no turn with two dice of one colour")


def test_drop_a_die_on_another_of_yours_makes_a_group_that_travels_together(qtbot) -> None:
    game = _position()
    a, b = _pair(game)
    model, scene, view = make_board(qtbot, game)
    messages = []
    scene.statusMessage.connect(messages.append)
    drag(qtbot, view, centre(view, scene.dice[a]), centre(view, scene.dice[b]))
    c = scene.controller
    assert c.panel is None, "no confirm panel for a drop on one's own die"
    assert set(c.current_group()) == {a, b}
    assert "drag the group onto a lit target" in messages[-1]
    assert len(model.game.history) == len(game.history), "nothing applied yet"
    # Dragging either die now carries both to the target, which uses the group of two at once (or the panel
    # asks what is left to choose, for the two dice).
    p = model.game.pending.seat
    target = next(t for t in model.game.targets(p, [a, b]))
    tk = (target[1], target[2])
    from troyes_desktop.troyes_ui.controllers.targets import hl_key

    drag(qtbot, view, centre(view, scene.dice[b]), centre(view, scene.item_for(hl_key(*tk))))
    panel = c.panel
    if panel is not None:
        assert sorted(panel.group) == sorted([a, b]) and panel.group_label.text().startswith("2 dice")
        panel.confirm()
    assert a not in model.game.dice and b not in model.game.dice          # both dice were used together


def test_shift_click_adds_a_die_to_the_group(qtbot) -> None:
    game = _position()
    a, b = _pair(game)
    model, scene, view = make_board(qtbot, game)
    for d in (a, b):
        qtbot.mouseClick(view.viewport(), Qt.LeftButton, Qt.ShiftModifier, centre(view, scene.dice[d]))
    assert set(scene.controller.current_group()) == {a, b}


def test_the_confirm_panel_does_not_cover_your_district(qtbot) -> None:
    # Four players on a small board (the compact layout of a 1280x720 window leaves about this much):
    # the panel used to open over the deciding player's own district.
    def agriculture_turn(g):
        if g.pending.kind != "turn":
            return False
        p = g.pending.seat
        return any(t[1] == "agriculture" for d in g.dice_of(p) for t in g.targets(p, [d]))

    game = play_until(Game.new(players=4, seed=1), agriculture_turn, seed=1)
    assert agriculture_turn(game)
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    scene.test_window.resize(800, 500)
    qtbot.wait(20)
    view.fit()
    c = scene.controller
    district = view.mapFromScene(scene.districts[p].sceneBoundingRect()).boundingRect()
    checked = 0
    for d in game.dice_of(p):
        for target in game.targets(p, [d]):
            tk = (target[1], target[2])
            c.open_panel([d], tk, c._legal_targets([d])[tk], ask=True)
            panel = c.panel
            r = QRect(panel.pos(), panel.size())
            assert not r.intersects(district), f"the panel of {tk} covers the district"
            assert QRect(0, 0, view.viewport().width(), view.viewport().height()).contains(r)
            checked += 1
            c.close_panel()
    assert checked >= 5
