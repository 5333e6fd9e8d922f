"""The players' public ``plan`` (``bots.Plan``), the same shape in both games: the rest of the move chosen at
the last decision, from the next step of the history. The computer-seat driver and the hint read it."""

from __future__ import annotations

from troyes_desktop.bots import Plan, decide, make_bot
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui.computer_seats import whole_move


def _length(game) -> int:
    return len(game.history)


def _follow(game, bot, steps: int = 200):
    """Play ``game`` by ``bot`` at every seat until it plans a move of several steps; check its plan then
    play the move out, step by step, as planned."""
    for _ in range(steps):
        seat = game.pending.seat
        at = _length(game)
        choice = decide(game, seat, bot, seed=at)
        plan = bot.plan
        if plan is not None and plan.start == at + 1 and plan.actions:
            assert isinstance(plan, Plan) and isinstance(plan.actions, tuple) and plan.reason == choice.reason
            move = whole_move(bot, choice, at)
            assert move == [tuple(choice.action), *plan.actions]
            for i, action in enumerate(move):
                if i:                                      # the next steps come as planned
                    step = decide(game, seat, bot, seed=_length(game))
                    assert tuple(step.action) == action and step.reason == plan.reason
                game.apply(action)
            return move
        game.apply(choice.action)
    raise AssertionError("no move of several steps was planned")


def test_troyes_players_show_the_rest_of_their_move() -> None:
    move = _follow(Game.new(2, seed=3), make_bot("troyes", "normal", seed=1))
    assert len(move) > 1


def test_troyes_dice_players_show_the_rest_of_their_half_day() -> None:
    move = _follow(DiceGame.new(players=1, seed=4), make_bot("dice", "normal", seed=4))
    assert len(move) > 1


def test_no_plan_before_the_first_decision() -> None:
    assert make_bot("troyes", "easy").plan is None and make_bot("dice", "easy").plan is None
