"""TroyesModel: signals, refusals, autosave, undo limits (fair play), Continue."""
from __future__ import annotations

import json

from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes import Game


def test_apply_emits_signals_and_autosaves(qtbot):
    model = TroyesModel(Game.new(2, seed=3))
    with qtbot.waitSignals([model.changed, model.eventsHappened, model.decisionChanged]):
        assert model.apply(model.legal_actions()[0])
    data = json.loads(model.autosave_file.read_text())
    assert data["actions"] == [list(model.game.history[0])]
    again = TroyesModel.continue_last()
    assert again.game.state_dict() == model.game.state_dict()


def test_refused_action_says_why_and_changes_nothing(qtbot):
    model = TroyesModel(Game.new(2, seed=3), autosave=False)
    before = model.game.state_dict()
    with qtbot.waitSignal(model.refused) as blocker:
        assert not model.apply(("init", 0, 99))
    assert blocker.args[0]
    with qtbot.waitSignal(model.refused):
        assert not model.apply_sequence([model.legal_actions()[0], ("init", 0, 99)])
    assert model.game.state_dict() == before


def _real_game_at_turn(seed=5):
    """A real game (setup + actions, so undo can replay it) at a player's action turn."""
    import random
    g = Game.new(2, seed=seed)
    r = random.Random(seed)
    while not (g.pending.kind == "turn" and len(g.dice) >= 3):
        acts = [a for a in g.legal_actions() if a[0] != "pass"] or g.legal_actions()
        g.apply(r.choice(acts))
    return g


def test_undo_own_steps_but_not_past_another_players_decision(qtbot):
    g = _real_game_at_turn()
    model = TroyesModel(g, autosave=False)
    p = model.decider
    assert not model.can_undo() and model.undo_refusal()
    own = [d for d, v in g.dice.items() if v[2] == p] or list(g.dice)
    model.apply(("die", own[0]))
    assert model.can_undo()
    before = model.game.group_dice()
    assert model.undo() and model.pending == Decision(p, "turn")
    assert model.redo() and model.game.group_dice() == before
    model.apply(("cancel",))
    rng = model.game.rng.state
    model.apply(("pass",))                                  # the turn ends: another player decides
    other = model.decider
    assert other != p
    assert model.game.rng.state == rng                      # no roll: the pass can still be taken back
    assert model.can_undo() and model.undo_plan().seat == p  # until the other player decides
    model.apply(next(a for a in model.legal_actions() if a[0] == "die"))
    assert model.undo_plan().seat == other                  # the other player's own step only
    assert model.undo() and model.decider == other and not model.can_undo()
    names = (g.players[p].name, model.game.players[other].name)
    assert model.undo_refusal() == f"the decision passed from {names[0]} to {names[1]}."


def test_no_undo_past_a_die_roll(qtbot):
    g = _real_game_at_turn()
    p = g.pending.seat
    g.players[p].influence = 5
    own = [d for d, v in g.dice.items() if v[2] == p]
    assert own
    model = TroyesModel(g, autosave=False)
    model.apply(("reroll", own[0]))
    assert not model.can_undo() and model.game.history[-1] == ("reroll", own[0])
    assert model.undo_refusal() == "dice were rolled since."
