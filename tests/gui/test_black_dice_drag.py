"""Countering a black die: drag your dice onto the black dice, a chosen die looks chosen (not merely
choosable), and the running total against the black die is shown."""
from __future__ import annotations

from PySide6.QtCore import QPointF

from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme

from .scene_helpers import centre, drag, make_board, play_until, point_of


def _black_position():
    for seed in range(1, 40):
        g = play_until(Game.new(players=2, seed=seed), lambda g: g.pending.kind == "black")
        p = g.pending.seat
        if g.pending.kind == "black" and len(g.dice_of(p)) >= 2:
            return g
    raise AssertionError("no black-die decision with two dice in 40 seeds")


def _black_area_point(scene) -> QPointF:
    item = scene.item_for(("black_dice",))
    assert item is not None
    return item.mapToScene(QPointF(40, 170))


def test_drag_a_die_onto_the_black_dice_adds_it_to_the_counter(qtbot) -> None:
    game = _black_position()
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    messages = []
    scene.statusMessage.connect(messages.append)
    die = game.dice_of(p)[0]
    value = model.game.black_strength([die])
    need = model.game.black[0]
    drag(qtbot, view, centre(view, scene.dice[die]), point_of(view, _black_area_point(scene)))
    assert model.game.counter_dice() == [die]
    assert die in scene.selected
    assert messages[-1].startswith(f"Your dice total {value} (red counts double) against {need}")
    # The prompt's running total, the same figures.
    from troyes_desktop.troyes_ui.prompt_panel import PromptPanel

    prompt = PromptPanel()
    qtbot.addWidget(prompt)
    prompt.set_model(model)
    assert f"Your chosen dice total {value} against {need}" in prompt.hint.text()


def test_a_drop_elsewhere_changes_nothing(qtbot) -> None:
    game = _black_position()
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    die = game.dice_of(p)[0]
    start = centre(view, scene.dice[die])
    drag(qtbot, view, start, start - type(start)(0, 150))
    assert model.game.counter_dice() == []


def test_chosen_and_choosable_dice_look_different(qtbot) -> None:
    game = _black_position()
    p = game.pending.seat
    model, scene, view = make_board(qtbot, game)
    a, b = game.dice_of(p)[:2]
    assert a in scene.dice_highlights and b in scene.dice_highlights
    assert model.apply(("bd", a))
    scene.refresh()
    assert a in scene.selected and b not in scene.selected

    def ring(d, inset):
        """The colour drawn just outside the die's left edge (its ring), as the view shows it."""
        item = scene.dice[d]
        point = view.mapFromScene(item.mapToScene(QPointF(-inset, item.size / 2)))
        return view.grab().toImage().pixelColor(point)

    chosen, choosable = ring(a, 5), ring(b, 4)
    assert theme.contrast_ratio(chosen, "#8b2e1f") < 1.4, chosen.name()      # the dark ring
    assert theme.contrast_ratio(choosable, "#ffd54a") < 1.4, choosable.name()  # the golden ring
    assert theme.contrast_ratio(chosen, choosable) > 3
