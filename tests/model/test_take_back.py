"""Take back a move, the fair rule of online play: a person takes back their own last decision and the
computers' (and le Roy's) replies since, as long as no chance outcome (a roll, a card or event revealed)
and no other person's decision came since; in hot-seat, until the seat is passed. Both games."""
from __future__ import annotations

import random

from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.rules.troyes.seats import computers_option


def _play_until(game, stop, seed=1, limit=5000):
    rng = random.Random(seed)
    for _ in range(limit):
        if stop(game) or game.over:
            return game
        actions = game.legal_actions()
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        game.apply(rng.choice(busy))
    return game


def _quiet_reply(model, seat) -> tuple | None:
    """A legal action of ``seat`` that neither rolls nor reveals anything (checked on a copy)."""
    for action in model.game.legal_actions():
        probe = model.game.copy()
        before = probe.rng.state
        events = probe.apply(action)
        if probe.rng.state == before and not any(e["type"] in ("card_revealed", "event_revealed")
                                                 for e in events):
            return action
    return None


def _person_then_computer(seed):
    """A Troyes game where the person (seat 0) makes a quiet decision that hands over to the computer
    (seat 1), which then has a quiet reply: (model, the person's action, the computer's action)."""
    for s in range(seed, seed + 60):
        game = Game.new(players=2, seed=s, start_player=0, names=["Anna", "Faye"],
                        options={"computers": computers_option({1: "easy"})})
        game = _play_until(game, lambda g: g.pending == Decision(0, "turn") and g.round >= 1
                           and not g.action_in_progress(), seed=s)
        if game.over:
            continue
        model = TroyesModel(game, autosave=False)
        mine = None
        for action in game.legal_actions():
            probe = game.copy()
            before = probe.rng.state
            probe.apply(action)
            if probe.rng.state == before and probe.pending is not None and probe.pending.seat == 1:
                mine = action
                break
        if mine is None:
            continue
        assert model.apply(mine)
        reply = _quiet_reply(model, 1)
        if reply is None:
            continue
        return model, mine, reply
    raise AssertionError("no position found")


def test_a_person_takes_back_their_decision_and_the_computers_reply(qtbot) -> None:
    model, mine, reply = _person_then_computer(3)
    start = list(model.game.history[:-1])
    assert model.computer_deciding and model.can_undo()      # even while the computer decides
    assert model.apply_computer(reply, "Faye: a reason")
    plan = model.undo_plan()
    assert plan is not None and plan.seat == 0 and plan.action == tuple(mine)
    assert plan.repliers == (1,) and plan.count == 2
    assert model.undo()
    assert list(model.game.history) == start and model.decider == 0
    assert model.notes == {}                              # the computer's reason went with its move
    assert model.can_redo() and model.redo()
    assert list(model.game.history) == start + [tuple(mine)] and model.computer_deciding


def test_no_take_back_across_a_roll_made_by_a_reply(qtbot) -> None:
    model, mine, _ = _person_then_computer(5)
    g = model.game
    rolled = None
    for action in g.legal_actions():
        probe = g.copy()
        before = probe.rng.state
        probe.apply(action)
        if probe.rng.state != before:
            rolled = action
            break
    if rolled is None:                          # the computer's turn ends with the round: roll by passing
        while model.computer_deciding and not model.game.over:
            action = next((a for a in model.game.legal_actions() if a[0] == "pass"),
                          model.game.legal_actions()[0])
            before = model.game.rng.state
            model.apply_computer(action)
            if model.game.rng.state != before:
                break
    else:
        model.apply_computer(rolled)
    assert not model.can_undo() and model.undo_plan() is None
    assert model.undo_refusal() in ("dice were rolled since.", "a card was revealed since.")
    assert not model.undo()


def test_hot_seat_until_the_other_person_decides_or_the_seat_is_passed(qtbot) -> None:
    for seed in range(11, 80):
        game = _play_until(Game.new(players=2, seed=seed, names=["Anna", "Bruno"], start_player=0),
                           lambda g: (g.pending == Decision(0, "turn") and g.round >= 1
                                      and not g.action_in_progress()),
                           seed=seed)
        model = TroyesModel(game, autosave=False)
        quiet = None
        for action in game.legal_actions():
            probe = game.copy()
            before = probe.rng.state
            probe.apply(action)
            if probe.rng.state == before and probe.pending is not None and probe.pending.seat == 1 \
                    and _quiet_reply(TroyesModel(probe, autosave=False), 1) is not None:
                quiet = action
                break
        if quiet is not None:
            break
    assert quiet is not None
    at = len(model.game.history)
    assert model.apply(quiet) and model.decider == 1
    assert model.can_undo() and model.undo_plan().seat == 0          # Anna's card: she may take it back
    assert model.undo() and len(model.game.history) == at and model.decider == 0
    assert model.redo() and model.decider == 1
    # Bruno decides: Anna's decision is his now to see, never to be taken back; Bruno's own step is his.
    assert model.apply(_quiet_reply(model, 1))
    plan = model.undo_plan()
    assert plan is not None and plan.seat == 1 and plan.repliers == ()
    assert model.undo() and len(model.game.history) == at + 1
    assert not model.can_undo()
    assert model.undo_refusal() == "the decision passed from Anna to Bruno."
    # Passing the seat seals it too.
    replay = Game(model.game.setup)
    for action in model.game.history[:at]:
        replay.apply(action)
    again = TroyesModel(replay, autosave=False)
    assert again.apply(quiet) and again.can_undo()
    again.seal_undo(lambda: "the seat was passed to Bruno.")
    assert not again.can_undo() and again.undo_refusal() == "the seat was passed to Bruno."


def test_solo_until_le_roy_rolls_his_die(qtbot) -> None:
    game = _play_until(Game.new(players=1, seed=3, solo=True, names=["Anna"]),
                       lambda g: (g.pending == Decision(0, "turn") and g.round >= 1
                                      and not g.action_in_progress()),
                       seed=3)
    model = TroyesModel(game, autosave=False)
    at = len(game.history)
    assert model.apply(("pass",)) and model.automaton_pending
    assert model.can_undo() and model.undo_plan().seat == 0     # le Roy has not played yet
    assert model.undo() and len(model.game.history) == at
    assert model.redo() and model.automaton_pending
    model.step_automaton()                                      # his turn starts with a roll of his die
    assert not model.can_undo() and model.undo_refusal() == "dice were rolled since."


def test_troyes_dice_a_person_takes_back_a_step_and_the_computers_choices(qtbot) -> None:
    game = DiceGame.new(3, seed=4, names=["Anna", "Basile", "Clotilde"], seats=["person", "easy", "easy"])
    model = DiceModel(game, autosave=False)
    assert model.decider == 0
    # Anna's whole half day, step by step.
    steps = 0
    while model.decider == 0:
        assert model.apply(model.legal_actions()[0])
        steps += 1
    at_basile = len(model.game.history)
    assert model.can_undo()
    # Basile (a computer) chooses: Anna may still take back her last step with his choice.
    while model.decider == 1:
        assert model.apply(model.legal_actions()[0])
    plan = model.undo_plan()
    assert plan.seat == 0 and plan.repliers == (1,)
    assert model.undo() and model.decider == 0 and len(model.game.history) == at_basile - 1
    assert model.redo()
    while model.decider in (1, 2) and not model.game.over:
        before = model.game.rng.state
        model.apply(model.legal_actions()[0])
        if model.game.rng.state != before:
            break
    assert not model.can_undo() and model.undo_refusal() == "dice were rolled since."


def test_troyes_dice_another_persons_choice_ends_it(qtbot) -> None:
    model = DiceModel(DiceGame.new(2, seed=4, names=["Anna", "Faye"]), autosave=False)
    while model.decider == 0:
        model.apply(model.legal_actions()[0])
    assert model.can_undo() and model.undo_plan().seat == 0       # until Faye chooses
    model.apply(model.legal_actions()[0])
    assert model.undo_plan().seat == 1
    assert model.undo()
    assert not model.can_undo() and model.undo_refusal() == "the decision passed from Anna to Faye."
