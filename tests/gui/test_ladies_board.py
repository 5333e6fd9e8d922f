"""The Ladies of Troyes on the board, driven by real mouse events: a die dropped on the ramparts with
its boost and guard steps, the purple die's colour chosen in the confirm panel, an outdoor decision for
another player behind the hot-seat curtain with a standing answer, and the cathedral's 4th floor."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.ladies import PURPLE
from troyes_desktop.troyes_ui.controllers.targets import hl_key

from .ladies_helpers import all_modules_game, choose, find
from .scene_helpers import centre, drag

pytestmark = pytest.mark.usefixtures("instant_animations")  # tests/conftest.py

RAMPARTS = ("target", "ramparts", None, None)


def _button(window, action):
    buttons = troyes_page(window).prompt.buttons
    assert tuple(action) in buttons, (action, list(buttons))
    return buttons[tuple(action)]


def _ramparts_moment(g) -> bool:
    if g.pending.kind != "turn":
        return False
    p = g.pending.seat
    if g.players[p].deniers < 2:
        return False
    return any(
        g.dice[d][0] != PURPLE and g.dice[d][1] <= 4 and RAMPARTS in g.targets(p, [d]) for d in g.dice_of(p)
    )


def test_a_die_dropped_on_the_ramparts_boosts_and_moves_the_guard(board_window, qtbot) -> None:
    game = find(_ramparts_moment)
    window = board_window
    window.start_game("troyes", game, autosave=False)
    troyes_page(window).curtain.reveal()
    scene, view = troyes_page(window).scene, troyes_page(window).board
    p = game.pending.seat
    d = next(
        d
        for d in game.dice_of(p)
        if game.dice[d][0] != PURPLE and game.dice[d][1] <= 4 and RAMPARTS in game.targets(p, [d])
    )
    value = game.dice[d][1]
    guard = game.expansion["guard"][p]
    # During the drag the ramparts light up as a legal target.
    vp = view.viewport()
    start = centre(view, scene.dice[d])
    qtbot.mousePress(vp, Qt.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=start + (centre(view, scene.ramparts) - start) / 2)
    assert ("ramparts",) in scene.highlights
    qtbot.mouseMove(vp, pos=centre(view, scene.ramparts))
    messages = []
    scene.statusMessage.connect(messages.append)
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=centre(view, scene.ramparts))
    assert scene.controller.panel is None                    # nothing to choose: played at once
    assert any(m.startswith("Played: ") and f"{value} action point" in m for m in messages), messages
    model = troyes_page(window).model
    assert model.game.pending == Decision(p, "boost")
    assert "boost" in troyes_page(window).banner.decision_label.text()
    deniers = model.game.players[p].deniers
    qtbot.mouseClick(_button(window, ("boost", 1)), Qt.LeftButton)
    assert model.game.players[p].deniers == deniers - 1
    assert model.game.pending == Decision(p, "ramparts")
    # The next space of the wall is lit; clicking it advances the guard.
    nxt = ("rampart_space", guard + 1)
    assert nxt in scene.highlights
    rect = scene.ramparts.space_rect(guard + 1)
    qtbot.mouseClick(vp, Qt.LeftButton, pos=view.mapFromScene(scene.ramparts.mapToScene(rect.center())))
    assert model.game.expansion["guard"][p] == guard + 1
    assert any("advances to space" in line for line in troyes_page(window).log.lines)


def _purple_moment(g) -> bool:
    if g.pending.kind != "turn":
        return False
    p = g.pending.seat
    purple = [d for d in g.dice_of(p) if g.dice[d][0] == PURPLE]
    return bool(purple) and any(
        len(t) == 5 and t[1] in ("agriculture", "building", "cathedral") for t in g.targets(p, purple[:1])
    )


def test_the_purple_die_colour_is_chosen_in_the_confirm_panel(board_window, qtbot) -> None:
    game = find(_purple_moment)
    window = board_window
    window.start_game("troyes", game, autosave=False)
    troyes_page(window).curtain.reveal()
    scene, view = troyes_page(window).scene, troyes_page(window).board
    p = game.pending.seat
    d = next(d for d in game.dice_of(p) if game.dice[d][0] == PURPLE)
    targets = [
        t for t in game.targets(p, [d]) if len(t) == 5 and t[1] in ("agriculture", "building", "cathedral")
    ]
    kind, arg, colour = targets[0][1], targets[0][2], targets[0][4]
    item = scene.item_for(hl_key(kind, arg))
    drag(qtbot, view, centre(view, scene.dice[d]), centre(view, item))
    panel = scene.controller.panel
    assert panel is not None and panel.colour_buttons, "the panel asks for the purple die's colour"
    assert colour in panel.colour_buttons
    qtbot.mouseClick(panel.colour_buttons[colour], Qt.LeftButton)
    assert panel.colour == colour
    assert "purple die counts as" in panel.details.text()
    qtbot.mouseClick(panel.confirm_button, Qt.LeftButton)
    last = [a for a in troyes_page(window).model.game.history if a[0] == "target"][-1]
    assert last[1:3] == (kind, arg) and last[4] == colour
    assert d not in troyes_page(window).model.game.dice


def _outdoor_for_another_player():
    """A game just before an action that asks another player about an outdoor tile."""
    import random

    for seed in range(1, 60):
        g = all_modules_game(4, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if g.over:
                break
            action = choose(g, rng, keen=0.5)
            actor = g.pending.seat
            probe = g.copy()
            probe.apply(action)
            if (
                probe.pending.kind == "outdoor"
                and probe.pending.seat != actor
                and probe.outdoor_offer()["face"] != "extra-cube"
            ):
                return g, action, probe.pending.seat
            g.apply(action)
    raise AssertionError("no outdoor decision for another player found")


def test_an_outdoor_decision_for_another_player_after_the_card(board_window, qtbot) -> None:
    game, action, other = _outdoor_for_another_player()
    window = board_window
    window.start_game("troyes", game, autosave=False)
    assert not troyes_page(window).curtain.covering and troyes_page(window).viewer is None
    assert troyes_page(window).model.apply(action)
    g = troyes_page(window).model.game
    assert g.pending == Decision(other, "outdoor")
    # The decision goes to another person, with nothing private to see: the card, whose one press passes the
    # seat and shows the shared view with the other person's question.
    assert troyes_page(window).curtain.mode == "handover"
    assert g.players[other].name in troyes_page(window).curtain.pass_button.text()
    qtbot.mouseClick(troyes_page(window).curtain.pass_button, Qt.LeftButton)
    assert not troyes_page(window).curtain.covering and troyes_page(window).viewer is None
    assert troyes_page(window).scene.viewer == other
    assert "outdoor activity" in troyes_page(window).prompt.title.text()
    level = g.outdoor_offer()["level"]
    assert ("outdoor", level) in troyes_page(window).scene.highlights  # the tile in question is lit
    qtbot.mouseClick(_button(window, ("outdoor", "always")), Qt.LeftButton)
    assert troyes_page(window).model.game.expansion["standing"][other][level - 1] == "always"
    assert any("outdoor activity" in line for line in troyes_page(window).log.lines)
    # The player's panel shows the standing answer.
    panel = troyes_page(window).player_panels[other]
    assert "always use" in panel.outdoor_label.text()


def _standing_moment(g) -> bool:
    return g.pending.kind == "turn" and any(a[0] == "standing" for a in g.legal_actions())


def test_a_standing_answer_is_changed_in_the_player_panel(board_window, qtbot) -> None:
    game = find(_standing_moment)
    window = board_window
    window.start_game("troyes", game, autosave=False)
    troyes_page(window).curtain.reveal()
    p = game.pending.seat
    panel = troyes_page(window).player_panels[p]
    assert panel.standing_button.isEnabled()
    # Standing answers are not buttons of the prompt panel (they live in the player's panel).
    assert not any(a[0] == "standing" for a in troyes_page(window).prompt.buttons)
    actions = [a for a in panel.standing_menu.actions() if a.data() is not None]
    chosen = next(a for a in actions if a.data()[2] == "never")
    level = chosen.data()[1]
    chosen.trigger()
    assert troyes_page(window).model.game.expansion["standing"][p][level - 1] == "never"
    assert "never use" in troyes_page(window).player_panels[p].outdoor_label.text()


def _master_builder(g) -> bool:
    return any(g.slot_revealed[s] and g.slot_card[s] == "master-builder" for s in range(9))


def test_the_fourth_floor_is_drawn_with_the_master_builder(board_window) -> None:
    game = find(_master_builder, keen=0.1)
    window = board_window
    window.start_game("troyes", game, autosave=False)
    cathedral = troyes_page(window).scene.cathedral
    assert cathedral.fourth_floor()
    top = cathedral.cell_rect(3, 0)
    assert top.bottom() < cathedral.cell_rect(2, 0).top()  # above level III
    assert cathedral.boundingRect().contains(top)
    assert "4th floor" in cathedral.toolTip()
    image = troyes_page(window).board.grab().toImage()  # paints without error
    assert not image.isNull()
