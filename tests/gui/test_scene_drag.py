"""The board driven by real mouse events: drags to targets, refusals, price preview, clicks, keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui.scene import animation

from .scene_helpers import centre, click, drag, make_board, play_until

CATHEDRAL = ("target", "cathedral", None, None)


def _white_for_cathedral(g: Game) -> bool:
    if g.pending.kind != "turn":
        return False
    p = g.pending.seat
    return any(
        g.dice[d][0] == 1 and g.dice[d][2] == p and CATHEDRAL in g.targets(p, [d]) for d in g.dice_of(p)
    )


def _own_white(g: Game) -> int:
    p = g.pending.seat
    return next(d for d in g.dice_of(p) if g.dice[d][0] == 1 and CATHEDRAL in g.targets(p, [d]))




@pytest.fixture(autouse=True)
def instant_animations():
    """Animations at the 'instant' speed during each test, the setting again afterwards."""
    animation.set_speed_override("instant")
    yield
    animation.set_speed_override(None)


def test_dice_dragged_to_the_cathedral_place_cubes(qtbot):
    game = play_until(Game.new(4, seed=2), _white_for_cathedral, seed=2)
    model, scene, view = make_board(qtbot, game)
    p = game.pending.seat
    d = _own_white(game)
    before = sum(1 for o in game.cathedral if o == p)
    messages = []
    scene.statusMessage.connect(messages.append)
    drag(qtbot, view, centre(view, scene.dice[d]), centre(view, scene.cathedral))
    # Nothing left to choose: the drop plays at once (the same rule as Troyes Dice), and says what it did.
    assert scene.controller.panel is None
    assert any(m.startswith("Played: ") and "1 cube" in m for m in messages), messages
    assert sum(1 for o in model.game.cathedral if o == p) == before + 1
    assert d not in model.game.dice
    assert scene.controller.panel is None


def test_legal_targets_light_up_during_a_drag(qtbot):
    game = play_until(Game.new(4, seed=2), _white_for_cathedral, seed=2)
    model, scene, view = make_board(qtbot, game)
    d = _own_white(game)
    vp = view.viewport()
    start = centre(view, scene.dice[d])
    qtbot.mousePress(vp, Qt.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=start + QPoint(40, -40))
    qtbot.mouseMove(vp, pos=start + QPoint(80, -80))
    assert ("cathedral",) in scene.highlights
    assert not any(k[0] == "card" and game.card(k[1]).colour == 0 for k in scene.highlights if k[0] == "card")
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=start + QPoint(80, -80))
    assert scene.dice[d].pos() == scene.dice[d].home


def test_illegal_drop_is_refused_with_its_reason(qtbot):
    game = play_until(
        Game.new(4, seed=2),
        lambda g: g.pending.kind == "turn" and any(g.dice[d][0] != 1 for d in g.dice),
        seed=2,
    )
    model, scene, view = make_board(qtbot, game)
    d = next(d for d in game.dice if game.dice[d][0] != 1)
    state = model.game.state_dict()
    messages = []
    scene.statusMessage.connect(messages.append)
    drag(qtbot, view, centre(view, scene.dice[d]), centre(view, scene.cathedral))
    assert scene.controller.panel is None
    assert any("cathedral is built with white dice" in m for m in messages), messages
    assert model.game.state_dict() == state
    assert scene.dice[d].pos() == scene.dice[d].home  # glided back (instant speed)


def test_price_preview_when_buying_dice(qtbot):
    def buying(g: Game) -> bool:
        if g.pending.kind != "turn":
            return False
        p = g.pending.seat
        return any(g.dice[d][2] not in (p, NEUTRAL) and g.targets(p, [d]) for d in g.dice)

    game = play_until(Game.new(4, seed=3), buying, seed=3)
    model, scene, view = make_board(qtbot, game)
    p = game.pending.seat
    d = next(d for d in game.dice if game.dice[d][2] not in (p, NEUTRAL) and game.targets(p, [d]))
    owner = game.dice[d][2]
    _, kind, arg, _ = game.targets(p, [d])[0]
    target = scene.item_for(("card", arg) if kind == "card" else (kind,) if arg is None else (kind, arg))
    if kind == "building":
        target = scene.buildings[arg]
    state = model.game.state_dict()
    deniers = game.players[owner].deniers
    # The price is said while the die is held over the target, before the drop.
    ctrl = scene.controller
    ctrl._drag = [d]
    ctrl._legal = ctrl._legal_targets([d])
    tk = next(k for k in ctrl._legal if k[0] == kind and (k[1] == arg or arg is None))
    assert "costs 2 deniers" in ctrl._hover_text(tk)
    ctrl._drag, ctrl._legal = [], {}
    drag(qtbot, view, centre(view, scene.dice[d]), centre(view, target))
    if scene.controller.panel is not None:          # a stored cube to choose: the panel asks it
        scene.controller.panel.confirm()
    assert model.game.players[owner].deniers == deniers + 2
    assert model.undo()                              # taken back: nobody else has played
    assert model.game.state_dict() == state


def test_click_dice_then_click_target_plays_at_once(qtbot):
    game = play_until(Game.new(4, seed=2), _white_for_cathedral, seed=2)
    model, scene, view = make_board(qtbot, game)
    p = game.pending.seat
    d = _own_white(game)
    click(qtbot, view, centre(view, scene.dice[d]))
    assert d in scene.selected
    assert ("cathedral",) in scene.highlights
    click(qtbot, view, centre(view, scene.cathedral))
    assert scene.controller.panel is None            # nothing to choose: played at once
    assert p in model.game.cathedral
    assert not scene.selected


def test_escape_clears_the_selection(qtbot):
    game = play_until(Game.new(4, seed=2), _white_for_cathedral, seed=2)
    model, scene, view = make_board(qtbot, game)
    d = _own_white(game)
    click(qtbot, view, centre(view, scene.dice[d]))
    assert scene.selected == {d}
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key_Escape)
    assert not scene.selected
    assert not scene.highlights


def test_initial_placement_by_clicks(qtbot):
    game = Game.new(4, seed=1)
    model, scene, view = make_board(qtbot, game)
    p = game.pending.seat
    assert ("space", 0, 4) in scene.highlights
    click(qtbot, view, centre(view, scene.buildings[0].spaces[4]))
    assert model.game.spaces[0][4] == p
    q = model.game.pending.seat
    click(qtbot, view, centre(view, scene.buildings[0].spaces[4]))  # taken: refused, nothing changes
    assert model.game.pending.seat == q
    click(qtbot, view, centre(view, scene.buildings[2].spaces[3]))
    assert model.game.spaces[2][3] == q


def test_black_dice_countering_by_clicks(qtbot):
    def facing(g: Game) -> bool:
        return g.pending.kind == "black" and any(
            ("bd", d) in g.legal_actions() for d in g.dice_of(g.pending.seat)
        )

    game = play_until(Game.new(4, seed=5), facing, seed=5)
    assert game.pending.kind == "black"
    model, scene, view = make_board(qtbot, game)
    p = game.pending.seat
    own = [d for d in game.dice_of(p) if ("bd", d) in game.legal_actions()]
    assert set(own) <= scene.dice_highlights
    black_before = list(game.black)
    for d in own:
        if model.game.pending.kind != "black" or ("counter",) in model.legal_actions():
            break
        click(qtbot, view, centre(view, scene.dice[d]))
        assert d in model.game.counter_dice()
    if ("counter",) in model.legal_actions():
        assert model.apply(("counter",))
        assert len(model.game.black) == len(black_before) - 1 or model.game.phase != "black"
    # a die of another district cannot be chosen: refused with a reason, nothing changes
    other = next((d for d in model.game.dice if model.game.dice[d][2] != model.game.pending.seat), None)
    if model.game.pending.kind == "black" and other is not None:
        state = model.game.state_dict()
        messages = []
        scene.statusMessage.connect(messages.append)
        click(qtbot, view, centre(view, scene.dice[other]))
        assert model.game.state_dict() == state
        assert messages and messages[-1]


def test_source_decision_by_clicking_a_meeple(qtbot):
    def choosing(g: Game) -> bool:
        return g.pending.kind == "source" and any(a[1] == "space" for a in g.legal_actions())

    game = play_until(Game.new(2, seed=4), choosing, seed=4)
    assert game.pending.kind == "source"
    model, scene, view = make_board(qtbot, game)
    act = next(a for a in game.legal_actions() if a[1] == "space")
    assert ("space", act[2], act[3]) in scene.highlights
    click(qtbot, view, centre(view, scene.buildings[act[2]].spaces[act[3]]))
    assert model.game.pending.kind != "source" or len(model.game.history) > len(game.history)


def test_right_click_offers_reroll_and_turn_over(qtbot):
    game = play_until(Game.new(4, seed=2), _white_for_cathedral, seed=2)
    model, scene, view = make_board(qtbot, game)
    d = _own_white(game)
    choices = scene.controller.influence_actions(d)
    labels = [c[0] for c in choices]
    assert any("Reroll" in x for x in labels) and any("Turn" in x for x in labels)
    seq = dict(choices)[next(x for x in labels if x.startswith("Turn"))]
    assert seq[0] == ("flip",) and seq[-1] == ("flip_done",)
    p = game.pending.seat
    infl = model.game.players[p].influence
    value = model.game.dice[d][1]
    assert scene.controller._apply(seq)
    assert model.game.players[p].influence == infl - 4
    assert model.game.dice[d][1] == 7 - value


def test_refused_drop_glides_back_and_pieces_fly_at_normal_speed(qtbot):
    from troyes_desktop.troyes_ui.scene import animation

    game = play_until(Game.new(4, seed=2), _white_for_cathedral, seed=2)
    model, scene, view = make_board(qtbot, game)
    animation.set_speed_override("fast")
    red = next((d for d in game.dice if game.dice[d][0] == 0), None)
    if red is not None:
        drag(qtbot, view, centre(view, scene.dice[red]), centre(view, scene.cathedral))
        item = scene.dice[red]
        assert getattr(item, "_glide", None) is not None  # gliding back, not teleported
        qtbot.waitUntil(lambda: item.pos() == item.home, timeout=2000)
    d = _own_white(game)
    click(qtbot, view, centre(view, scene.dice[d]))
    click(qtbot, view, centre(view, scene.cathedral))
    assert scene._flights  # the cube flies to the cathedral
    qtbot.waitUntil(lambda: not scene._flights, timeout=3000)
