"""Warnings before a step a new player may regret: passing with dice left in the solo game, expelling
one's own citizen. Each explains the rule in one line and lets the player go ahead or take it back; the
settings can turn each kind off (ui/confirm.confirmation_wanted)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui import confirm
from troyes_desktop.troyes_ui.confirm import confirmation_wanted, warning_for

from .scene_helpers import make_board
from .shell_helpers import play_until


def test_every_kind_is_asked_for_now() -> None:
    for kind in ("pass_with_dice", "expel_own"):
        assert confirmation_wanted(kind) is True
    with pytest.raises(ValueError):
        confirmation_wanted("anything")


def _solo_turn_with_dice():
    return play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending == Decision(0, "turn") and len(g.dice_of(0)) >= 2)


def test_passing_with_dice_left_in_solo_asks_first(window, qtbot) -> None:
    game = _solo_turn_with_dice()
    window.start_game("troyes", game, autosave=False)
    window.pause_pages()
    prompt = troyes_page(window).prompt
    history = len(troyes_page(window).model.game.history)
    qtbot.mouseClick(prompt.buttons[("pass",)], Qt.MouseButton.LeftButton)
    assert len(troyes_page(window).model.game.history) == history          # nothing happened yet
    assert prompt.asking and prompt.asking[1].kind == "pass_with_dice"
    n = len(game.dice_of(0))
    assert f"Pass with {n} dice" in prompt.title.text()
    assert prompt.hint.text() == ("Le Roy keeps taking turns as long as any die remains on the board, "
                                  "yours included.")
    assert set(prompt.buttons) == {("confirm_yes",), ("confirm_no",)}
    # Keep playing: the usual buttons are back, nothing changed.
    qtbot.mouseClick(prompt.buttons[("confirm_no",)], Qt.MouseButton.LeftButton)
    assert ("pass",) in prompt.buttons and not prompt.asking
    assert len(troyes_page(window).model.game.history) == history
    # Pass anyway.
    qtbot.mouseClick(prompt.buttons[("pass",)], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(prompt.buttons[("confirm_yes",)], Qt.MouseButton.LeftButton)
    assert troyes_page(window).model.game.history[history:][:1] == [("pass",)]
    window.pause_pages()


def test_the_setting_can_turn_the_warning_off(window, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(confirm, "confirmation_wanted", lambda kind: False)
    window.start_game("troyes", _solo_turn_with_dice(), autosave=False)
    window.pause_pages()
    history = len(troyes_page(window).model.game.history)
    qtbot.mouseClick(troyes_page(window).prompt.buttons[("pass",)], Qt.MouseButton.LeftButton)
    assert troyes_page(window).model.game.history[history:][:1] == [("pass",)]
    window.pause_pages()


def test_no_warning_to_pass_without_dice_or_with_other_players() -> None:
    two = play_until(Game.new(players=2, seed=3), lambda g: g.pending.kind == "turn" and g.round >= 1)
    assert warning_for(two, ("pass",)) is None            # le Roy's rule is only for the solo game


def _expel_own_position():
    """Seed 1, 2 players: the 21st random step reaches a turn where a die on the Bishopric expels one of
    the player's own citizens (found by searching; see test below for the check itself)."""
    g = Game.new(players=2, seed=1)
    rng = random.Random(1)
    for _ in range(20):
        acts = g.legal_actions()
        g.apply(rng.choice([a for a in acts if a[0] not in ("pass", "cancel", "concede")] or acts))
    return g


def test_a_placement_that_expels_your_own_citizen_warns_in_the_confirm_panel(qtbot) -> None:
    game = _expel_own_position()
    p = game.pending.seat
    seq = [("die", 3), ("target", "building", 1, None)]
    w = warning_for(game, seq)
    assert w is not None and w.kind == "expel_own" and "Bishopric" in w.title
    # The same placement, played on a copy, really expels one of p's citizens.
    probe = game.copy()
    records = [r for a in seq for r in probe.apply(a)]
    if probe.pending == Decision(p, "source"):
        records += probe.apply(next(a for a in probe.legal_actions() if a[0] == "source"))
    assert any(r["type"] == "citizen_expelled" and r["player"] == p for r in records)
    # Another building with the same die does not warn.
    others = [t for t in game.targets(p, [3]) if t[1] == "building" and t[2] != 1]
    for t in others:
        assert warning_for(game, [("die", 3), tuple(t)]) is None
    model, scene, view = make_board(qtbot, game)
    c = scene.controller
    c.open_panel([3], ("building", 1), c._legal_targets([3])[("building", 1)])
    panel = c.panel
    assert panel.warning is not None
    assert "expels one of your own citizens" in panel.details.text()
    assert panel.confirm_button.text() == "Expel my citizen"
    assert panel.cancel_button.text() == "Choose again"
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    assert model.game.history[-1] == ("target", "building", 1, None)
