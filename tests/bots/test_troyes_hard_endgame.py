"""Troyes Hard with players, in the last round: each move it compares is played to the end of the game on
every sample, and judged by what decides the game, the final margin over the best other player and a win."""
from __future__ import annotations

import pytest

from troyes_desktop.bots.troyes import players
from troyes_desktop.bots.troyes.evaluation import HARD, totals
from troyes_desktop.bots.troyes.moves import apply_all
from troyes_desktop.bots.troyes.players import HardBot, _final_judge, _LearnedFast, _playout
from troyes_desktop.rules.troyes import Game

from .troyes_hard_helpers import candidates


def _in_last_round(players: int, seed: int, turns: int) -> Game:
    """A game at an action turn of its last round, after ``turns`` action turns of that round. On the way,
    each action turn takes a group of dice for its first target when it can (else passes), and every other
    decision takes the first legal answer."""
    game = Game.new(players, seed=seed)
    done = 0
    cancelled = False
    while True:
        kind = game.pending.kind
        legal = game.legal_actions()
        if kind == "turn":
            if game.round == game.rounds:
                if done == turns:
                    return game
                done += 1
            die = next((a for a in legal if a[0] == "die"), None)
            game.apply(die if die is not None and not cancelled else legal[0])
            cancelled = False
        elif kind == "group":
            target = next((a for a in legal if a[0] == "target"), None)
            cancelled = target is None
            game.apply(target or legal[0])
        else:
            game.apply(legal[0])


def _finished(players: int, seed: int) -> Game:
    game = Game.new(players, seed=seed)
    while not game.over:
        game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("players,seed", [(2, 4), (3, 8), (4, 1), (4, 6)])
def test_the_final_judge_is_the_margin_over_the_best_other_player_and_a_share_of_the_win(players, seed):
    game = _finished(players, seed)
    totals = {s["player"]: s["total"] for s in game.scores}
    for p in range(players):
        best = max(v for q, v in totals.items() if q != p)
        tied = [q for q, v in totals.items() if v == max(totals.values())]
        win = 1.0 / len(tied) if p in tied else 0.0
        assert _final_judge(p, 5.0)(game) == pytest.approx(totals[p] - best + 5.0 * win)
        assert _final_judge(p, 0.0)(game) == totals[p] - best


def test_a_playout_cut_short_is_judged_by_the_estimated_final_totals():
    game = _in_last_round(4, 3, 2)
    estimate = totals(game, HARD)
    for p in range(4):
        best = max(v for q, v in estimate.items() if q != p)
        assert estimate[p] != best
        ahead = 5.0 if estimate[p] > best else 0.0
        assert _final_judge(p, 5.0)(game) == pytest.approx(estimate[p] - best + ahead)


def test_a_playout_from_the_last_round_reaches_the_final_scoring():
    game = _in_last_round(4, 3, 2)
    h = game.determinized(game.pending.seat, 11)
    _playout(h, game.pending.seat, 11, 0, 400, to_end=True)
    assert h.over and len(h.scores) == 4


def _expected_pick(game: Game, bot_seed: int):
    """Hard's pick in the last round with one sample, computed here from its parts."""
    p, bot, ranked, sample = candidates(game, bot_seed)
    finals = []

    def value(m) -> float:
        h = apply_all(game.determinized(p, sample), m.actions)
        _playout(h, p, sample, 0, 400, to_end=True, fast=_LearnedFast)
        assert h.over
        finals.append(h)
        return 0.8 * m.score + 0.2 * _final_judge(p, bot.endgame)(h)   # one sample: weight 1 / (1 + 4)

    return max(ranked, key=value).actions, finals


# Last-round positions where judging by the end of the game changes Hard's move (found by trying seeds; found
# again when the others in its samples came to reply by the learned value, issue 49).
@pytest.mark.parametrize("players,seed,turns", [(4, 1, 0), (4, 5, 2)])
def test_in_the_last_round_hard_plays_each_move_to_the_end_of_the_game(players, seed, turns):
    game = _in_last_round(players, seed, turns)
    p = game.pending.seat
    bot = HardBot(21, budget=100.0)
    assert bot.endgame is not None and bot.endgame > 0
    bot.max_samples = 1
    move, _reason = bot.pick(game, p, game.legal_actions())
    expected, finals = _expected_pick(game, 21)
    assert move.actions == expected
    assert len(finals) == len(bot.counts) >= 2 and all(h.over for h in finals)

    # The same position judged as in the earlier rounds (the others' replies and its own next turn).
    before = HardBot(21, budget=100.0)
    before.endgame = None
    before.max_samples = 1
    other, _reason = before.pick(game, p, game.legal_actions())
    assert other.actions != move.actions


def test_before_the_last_round_hard_judges_as_before():
    game = Game.new(4, seed=5)
    while game.pending.kind != "turn":
        game.apply(game.legal_actions()[0])
    p = game.pending.seat
    picks = []
    for endgame in (None, 5.0):
        bot = HardBot(21, budget=100.0)
        bot.endgame = endgame
        bot.max_samples = 2
        move, _reason = bot.pick(game, p, game.legal_actions())
        picks.append((move.actions, bot.counts, bot.totals))
    assert game.round < game.rounds
    assert picks[0] == picks[1]


class _Clock:
    """A clock that moves on 2 ms each time it is read: Hard's thinking time is then counted in reads."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.002
        return self.now


def _samples(monkeypatch, game: Game, endgame_time: float) -> int:
    monkeypatch.setattr(players, "time", _Clock())
    bot = HardBot(21, budget=0.1)
    bot.endgame_time = endgame_time
    bot.pick(game, game.pending.seat, game.legal_actions())
    return bot.samples


def test_in_the_last_round_hard_thinks_longer(monkeypatch):
    last = _in_last_round(4, 4, 0)
    assert HardBot(21).endgame_time == 2.5
    once, longer = _samples(monkeypatch, last, 1.0), _samples(monkeypatch, last, 2.5)
    assert once >= 2 and longer >= 2 * once

    early = Game.new(4, seed=5)
    while early.pending.kind != "turn":
        early.apply(early.legal_actions()[0])
    assert early.round < early.rounds
    assert _samples(monkeypatch, early, 1.0) == _samples(monkeypatch, early, 2.5) >= 2
