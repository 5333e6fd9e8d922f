"""The board's static content: every element drawn, tooltips with the rules, 2-player and solo boards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.scene import animation

from .scene_helpers import make_board, play_until


@pytest.fixture(autouse=True)
def instant_animations():
    """Animations at the 'instant' speed during each test, the setting again afterwards."""
    animation.set_speed_override("instant")
    yield
    animation.set_speed_override(None)


def test_tooltips_contain_the_rule_text_and_reconstructed(qtbot):
    game = play_until(Game.new(4, seed=7), lambda g: g.round >= 1 and g.pending.kind == "turn")
    model, scene, view = make_board(qtbot, game)
    slot = next(s for s in range(9) if game.slot_revealed[s])
    card = game.card(slot)
    tip = scene.cards[slot].toolTip()
    assert card.text.split(",")[0] in tip
    assert "reconstructed" in tip
    hidden = next(s for s in range(9) if not game.slot_revealed[s])
    assert "Face down" in scene.cards[hidden].toolTip()
    ev_tip = scene.events[0].toolTip()
    assert "Marauding" in ev_tip and "reconstructed" in ev_tip
    assert "Palace, space 3" in scene.buildings[0].spaces[2].toolTip()
    assert "Cathedral" in scene.cathedral.toolTip()
    d = next(iter(scene.dice))
    assert "die showing" in scene.dice[d].toolTip()


def test_every_die_sits_in_its_district_without_overlap(qtbot):
    game = play_until(Game.new(4, seed=7), lambda g: g.round >= 1 and g.pending.kind == "turn")
    model, scene, view = make_board(qtbot, game)
    rects = []
    for d, item in scene.dice.items():
        owner = game.dice[d][2]
        r = item.mapRectToScene(QRectF(0, 0, item.size, item.size))
        assert scene.districts[owner].sceneBoundingRect().contains(r)
        assert not any(r.intersects(o) for o in rects)
        rects.append(r)


def test_two_player_and_solo_boards_render(qtbot):
    for game in (Game.new(2, seed=3), Game.new(1, solo=True, start_player=0, seed=5)):
        game = play_until(game, lambda g: g.round >= 2 and g.pending.kind in ("turn", "roy"))
        model, scene, view = make_board(qtbot, game)
        assert len(scene.districts) == (2 if game.solo else 3)
        img = view.grab()
        assert not img.isNull()


def test_view_zoom_and_fit(qtbot):
    model, scene, view = make_board(qtbot, Game.new(4, seed=1))
    z = view.zoom()
    view.zoom_in()
    assert view.zoom() > z
    view.resize(900, 600)
    assert view.zoom() > z  # the user zoomed: resizing keeps the zoom
    view.fit()
    view.zoom_out()
    view.fit()
    from troyes_desktop.troyes_ui.scene import layout as lay

    board_w, board_h = lay.SCENE.width() + 12, lay.SCENE.height() + 12     # the board and its margin
    fitted = min(view.viewport().width() / board_w, view.viewport().height() / board_h)
    assert abs(view.zoom() - fitted) < 0.05


def test_board_follows_the_model(qtbot):
    game = Game.new(4, seed=1)
    model, scene, view = make_board(qtbot, game)
    while model.game.pending.kind == "initial":
        model.apply(model.legal_actions()[0])
    assert set(scene.dice) == set(model.game.dice)
    assert len(scene.events) == len(model.game.queue)
