"""Troyes Normal and Hard with players count in full only the deniers they can still spend (3 a round),
and Hard values deniers and influence left in the last round at a fraction of their worth (nothing is left
to buy with them once the game ends); earlier, and for Normal, they keep their worth. With two to four
players and no Ladies module both value positions by the table learned from self-play instead (issue 39)."""
from __future__ import annotations

import pytest

from troyes_desktop.bots.troyes import leaf
from troyes_desktop.bots.troyes.evaluation import HARD, NORMAL, SOLO, evaluate, relative
from troyes_desktop.bots.troyes.players import HardBot, NormalBot
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes import Game


def _at_action_turn(players: int = 4, seed: int = 7, options: dict | None = None) -> Game:
    game = Game.new(players, seed=seed, options=options)
    while game.pending.kind != "turn":
        game.apply(game.legal_actions()[0])
    return game


def _gain(game: Game, p: int, weights, deniers: int = 0, influence: int = 0) -> float:
    richer = game.copy()
    richer.players[p].deniers += deniers
    richer.players[p].influence += influence
    return evaluate(richer, p, weights) - evaluate(game, p, weights)


def _worth(deniers: int, left: int) -> float:
    """Deniers counted as the evaluation counts them with players: 3 per round in full (this round and each
    left), the rest at a quarter."""
    usable = 3 * (left + 1)
    return min(deniers, usable) + 0.25 * max(0, deniers - usable)


def test_deniers_count_in_full_only_as_far_as_one_can_still_spend_them():
    game = _at_action_turn()
    p = game.pending.seat
    assert NORMAL.spend_round == HARD.spend_round == 3 and NORMAL.spend_excess == 0.25
    assert not SOLO.spend_round         # against le Roy: no such limit
    for left in (5, 2, 0):
        g = game.copy()
        g.round = g.rounds - left
        g.players[p].deniers = 0
        g.players[p].district_deniers = 0
        usable = 3 * (left + 1)
        # Up to what one can spend, every denier is worth NORMAL.denier; beyond, a quarter of that.
        assert _gain(g, p, NORMAL, deniers=usable) == pytest.approx(usable * NORMAL.denier)
        g.players[p].deniers = usable
        assert _gain(g, p, NORMAL, deniers=20) == pytest.approx(20 * 0.25 * NORMAL.denier)
        # A hoard of 100 deniers is worth much less than 30 VP.
        g.players[p].deniers = 0
        hoard = _gain(g, p, NORMAL, deniers=100)
        assert hoard == pytest.approx(_worth(100, left) * NORMAL.denier) and hoard < 12


def test_hard_values_what_it_has_left_to_spend_less_in_the_last_round():
    game = _at_action_turn()
    p = game.pending.seat
    assert game.rounds - game.round >= 2
    # Early in the game, Hard and Normal value 10 more deniers or 5 more influence alike.
    assert _gain(game, p, HARD, deniers=10) == pytest.approx(_gain(game, p, NORMAL, deniers=10))
    assert _gain(game, p, HARD, influence=5) == pytest.approx(_gain(game, p, NORMAL, influence=5))
    # The round before the last: half way; the last round: HARD.late of their worth (of the worth the 10
    # deniers add, which counts the deniers beyond those one can still spend at a quarter).
    for left, keep in ((1, (1 + HARD.late) / 2), (0, HARD.late)):
        late = game.copy()
        late.round = late.rounds - left
        had = late.players[p].deniers + late.players[p].district_deniers
        added = _worth(had + 10, left) - _worth(had, left)
        assert added < 10      # (past the deniers one can spend)
        lost = _gain(late, p, NORMAL, deniers=10) - _gain(late, p, HARD, deniers=10)
        assert lost == pytest.approx(added * NORMAL.denier * (1 - keep))
        lost = _gain(late, p, NORMAL, influence=5) - _gain(late, p, HARD, influence=5)
        assert lost == pytest.approx(5 * NORMAL.influence * (1 - keep))
    assert 0 < HARD.late < NORMAL.late == 1


def test_hard_plays_by_its_weights_with_players_and_by_the_solo_weights_against_le_roy(monkeypatch):
    # A game the learned tables have no row for (here a Ladies of Troyes module with the Ladies' rows off):
    # the hand-made evaluation, each level's weights.
    monkeypatch.setattr(leaf, "MODULES_USE_ROW", False)
    game = _at_action_turn(players=3, options={"modules": ["characters"]})
    game.round = game.rounds
    p = game.pending.seat
    assert leaf.row_for(game) is None
    assert HardBot(1).scorer(p)(game) == evaluate(game, p, HARD)
    assert NormalBot(1).scorer(p)(game) == evaluate(game, p, NORMAL)
    assert HardBot(1).scorer(p)(game) != NormalBot(1).scorer(p)(game)
    # Four players: both value positions by the learned table (issue 39), which learned from play what the
    # deniers and influence of the last round are still worth.
    four = _at_action_turn()
    four.round = four.rounds
    p = four.pending.seat
    row = leaf.row_for(four)
    assert row is not None
    learned = relative(leaf.learned_totals(four, row), p, NORMAL)
    assert HardBot(1).scorer(p)(four) == NormalBot(1).scorer(p)(four) == learned
    assert learned != evaluate(four, p, HARD)
    solo = Game.new(1, seed=3, solo=True, start_player=0)
    while solo.pending != Decision(0, "turn"):
        solo.apply(solo.legal_actions()[0])
    assert HardBot(1).scorer(0, True)(solo) == evaluate(solo, 0, SOLO)
