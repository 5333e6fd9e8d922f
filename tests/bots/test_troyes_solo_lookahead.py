"""Troyes computer players against le Roy: the look-ahead over le Roy's next turn (every row of his public
table) and the player's own best turn after it, for Normal and for Hard."""
from __future__ import annotations

import random

import pytest

from troyes_desktop.bots.troyes.describe import move_reason
from troyes_desktop.bots.troyes.evaluation import SOLO, evaluate
from troyes_desktop.bots.troyes.moves import turn_moves
from troyes_desktop.bots.troyes.players import (
    _ROY_ROWS,
    _ROY_TOTALS,
    HardBot,
    NormalBot,
    _after_roy,
    _best_next_turn,
    _Forced,
    _LearnedFast,
    _margin_or_score,
    _playout,
)
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes import roy as roy_rules
from troyes_desktop.rules.troyes.board import NEUTRAL


def _at_turn(seed: int, turns: int = 0) -> Game:
    """A solo game at the player's action turn, after ``turns`` earlier turns (the first legal answer to
    every decision but the turns, where the player takes a group of dice when it can)."""
    game = Game.new(1, seed=seed, solo=True, start_player=0)
    done = 0
    while True:
        if game.pending == Decision(0, "turn"):
            if done == turns:
                return game
            done += 1
            legal = game.legal_actions()
            game.apply(next((a for a in legal if a[0] == "die"), legal[0]))
            continue
        game.apply(game.legal_actions()[0])


def _after_total(game: Game, total: int) -> Game:
    h = game.copy()
    a = max(1, total - 6)
    h.rng = _Forced(h.rng.state, [a, total - a])
    h.apply(("roy",))
    return h


def _public(g: Game) -> tuple:
    return (sorted(g.dice.values()), [list(s) for s in g.spaces], g.cathedral[:], g.roy["vp"],
            g.players[0].vp, g.players[0].deniers, [[e, list(c)] for e, c in g.queue],
            [list(s) for s in g.slot_spaces], [list(s) for s in g.slot_illus], g.gray_supply,
            g.roy["pile"][:], g.pending)


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_totals_on_the_same_row_of_le_roys_table_give_the_same_turn(seed):
    game = _at_turn(seed)
    game.apply(("pass",))
    assert game.pending == Decision(NEUTRAL, "roy")
    for total in range(2, 13):
        twin = 14 - total            # 2 and 12, 3 and 11, 4 and 10, 5 and 9 share their row
        if roy_rules.TABLE[twin] != roy_rules.TABLE[total]:
            continue
        a, b = _after_total(game, total), _after_total(game, twin)
        assert _public(a) == _public(b)
        assert evaluate(a, 0, SOLO) == evaluate(b, 0, SOLO)
    # One total per row, with the chances of all the totals of that row.
    assert len(_ROY_ROWS) == len(set(roy_rules.TABLE.values())) == 7
    for t, ways in _ROY_ROWS:
        assert ways == sum(w for u, w in _ROY_TOTALS if roy_rules.TABLE[u] == roy_rules.TABLE[t])
    assert sum(w for _, w in _ROY_ROWS) == 36


def test_the_best_next_turn_is_the_best_whole_turn_when_the_turn_is_yours():
    game = _at_turn(3)
    score = lambda s: evaluate(s, 0, SOLO)          # noqa: E731
    options = NormalBot.own_reply
    value = _best_next_turn(0, score, options)
    moves = turn_moves(game, 0, score, **options)
    assert len(moves) > 3
    assert value(game) == max(m.score for m in moves)
    passed = game.copy()
    passed.apply(("pass",))
    assert value(game) >= score(passed)              # passing is one of the turns it looks at
    assert passed.pending.seat == NEUTRAL and value(passed) == score(passed)   # le Roy's turn: the score


def _expected_by_totals(state, p: int, score, options) -> float:
    """The look-ahead computed over the 11 totals one by one (not the rows), then the best turn."""
    if state is None or state.over or state.pending.kind != "roy":
        return None
    total = 0.0
    for t, ways in _ROY_TOTALS:
        h = _after_total(state, t)
        if options is not None and h.pending == Decision(p, "turn"):
            total += ways * max(m.score for m in turn_moves(h, p, score, **options))
        else:
            total += ways * score(h)
    return total / 36


@pytest.mark.parametrize(("seed", "turns"), [(10, 0), (11, 1), (12, 2)])
def test_normal_picks_the_move_best_after_le_roys_turn_and_its_own_reply(seed, turns):
    game = _at_turn(seed, turns)
    bot = NormalBot(1)
    score = bot.scorer(0, True)
    moves = bot.moves(game, 0)
    chosen = bot.select(game, 0, moves)
    top = sorted(moves, key=lambda m: -m.score)[:bot.reply_width]
    values = [_expected_by_totals(m.state, 0, score, bot.own_reply) for m in top]
    values = [m.score if v is None else v for m, v in zip(top, values)]
    assert chosen in top
    assert values[top.index(chosen)] == pytest.approx(max(values))
    assert _after_roy(chosen.state, _best_next_turn(0, score, bot.own_reply), chosen.score) == \
        pytest.approx(max(values))
    # In these positions, looking only at the score after le Roy's turn picks another move.
    plain = NormalBot(1)
    plain.own_reply = None
    assert plain.select(game, 0, moves).actions != chosen.actions


def test_the_round_playout_stops_at_the_end_of_the_round_and_the_last_one_at_the_end_of_the_game():
    game = _at_turn(5, 1)
    h = game.copy()
    _playout(h, 0, 7, 0, 200, round_end=True)
    assert h.round == game.round + 1 and not h.over
    assert h.roy["vp"] > game.roy["vp"]              # le Roy took his turns on the way
    again = game.copy()
    _playout(again, 0, 7, 0, 200, round_end=True)
    assert _public(again) == _public(h)              # the same seed plays the same round
    last = _at_turn(6)
    while last.round < last.rounds:
        _playout(last, 0, 3, 0, 200, round_end=True)
    while last.pending != Decision(0, "turn"):
        last.apply(last.legal_actions()[0])
    _playout(last, 0, 3, 0, 200, round_end=True)
    assert last.over
    final = {x["player"]: x["total"] for x in last.scores}
    assert _margin_or_score(last, 0, lambda s: 0.0) == final[0] - final[NEUTRAL]


def test_hard_in_solo_plays_its_best_moves_to_the_end_of_the_round_and_keeps_to_its_time():
    game = _at_turn(5, 1)
    hard = HardBot(1, budget=100.0)
    hard.max_samples = 3
    move, reason = hard.pick(game, 0, game.legal_actions())
    # Its reason says what the move gains, not how many samples it took (issue 39: plain words).
    assert hard.samples == 3 and reason == move_reason(game, 0, move) and "sample" not in reason
    ranked = []
    for m in sorted(hard.moves(game, 0), key=lambda m: -m.score):
        if tuple(m.actions) not in {tuple(r.actions) for r in ranked} and len(ranked) < hard.solo_width:
            ranked.append(m)
    assert hard.counts == [3] * len(ranked)
    # The same samples computed here: each move applied to the copy of a sample, the round played out.
    score = hard.scorer(0, True)
    draws = random.Random(1)
    seeds = [draws.randrange(1 << 30) for _ in range(3)]
    sums, values = [], []
    for m in ranked:
        total = 0.0
        for seed in seeds:
            h = game.determinized(0, seed)
            for a in m.actions:
                h.apply(a)
            _playout(h, 0, seed, 0, 200, round_end=True, fast=_LearnedFast)
            total += score(h)
        sums.append(total)
        values.append((4 * m.score + total) / 7)     # 3 samples: their mean weighs 3 / (3 + 4)
    assert hard.totals == pytest.approx(sums)
    assert [move.actions == m.actions for m in ranked].index(True) == values.index(max(values))
    # Out of time, it still completes one sample of Normal's best moves.
    quick = HardBot(1, budget=1e-9)
    quick.pick(game, 0, game.legal_actions())
    assert quick.samples == 1 and quick.counts == [1] * len(ranked)
