"""Citizens dragged from where they stand to where they go (the click path stays): a lit source, your
district for the supply, dropped on the lit destination of the action."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.controllers.targets import hl_key

from .scene_helpers import centre, drag, make_board, play_until

pytestmark = pytest.mark.usefixtures("instant_animations")  # tests/conftest.py


def _source_moment(want: str):
    def stop(g):
        return g.pending.kind == "source" and (g.group_target() or (None,))[0] in (
            "building", "card") and any(
            a[1] == want for a in g.legal_actions() if a[0] == "source")

    for seed in range(1, 60):
        g = play_until(Game.new(players=2, seed=seed), stop, seed=seed)
        if stop(g):
            return g
    raise AssertionError(f"no citizen to take from {want}")


def _goal_point(view, scene, game):
    kind, arg = game.group_target()
    item = scene.item_for(hl_key(kind, arg))
    return centre(view, item)


def test_drag_a_citizen_from_the_supply_to_its_place(qtbot) -> None:
    game = _source_moment("supply")
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    district = scene.districts[p]
    assert ("district", p) in scene.highlights            # the supply is lit as a source
    # Press on an empty part of the district (below its title band), drag to the destination.
    start = view.mapFromScene(district.mapToScene(QPointF(district._rect.width() - 20,
                                                          district._rect.height() - 12)))
    assert scene.key_at(view.mapToScene(start)) == ("district", p)
    goal = _goal_point(view, scene, game)
    history = len(model.game.history)
    drag(qtbot, view, start, goal)
    assert model.game.history[history:] == [("source", "supply", None, None)]


def test_drag_a_citizen_from_a_building_space(qtbot) -> None:
    game = _source_moment("space")
    model, scene, view = make_board(qtbot, game)
    action = next(a for a in game.legal_actions() if a[0] == "source" and a[1] == "space")
    space = scene.item_for(("space", action[2], action[3]))
    assert ("space", action[2], action[3]) in scene.highlights
    history = len(model.game.history)
    messages = []
    scene.statusMessage.connect(messages.append)
    drag(qtbot, view, centre(view, space), _goal_point(view, scene, game))
    assert model.game.history[history:] == [action]
    assert messages[-1].startswith("Citizen placed")       # not the stale "Release to place..."


def test_a_citizen_dropped_elsewhere_goes_back(qtbot) -> None:
    game = _source_moment("supply")
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    district = scene.districts[p]
    start = view.mapFromScene(district.mapToScene(QPointF(district._rect.width() - 20,
                                                          district._rect.height() - 12)))
    history = len(model.game.history)
    drag(qtbot, view, start, start - type(start)(0, 10))
    assert len(model.game.history) == history
    assert not [it for it in scene.items() if type(it).__name__ == "FlyingToken"]
