"""Normal and Hard plan for the cathedral penalty as it will be at the end of the game: before the end, each
level of the cathedral without a cube of theirs costs its full 2 VP in their estimate, so a first cube on a
level and the VP won during play count from the first round (issue 39)."""
from __future__ import annotations

from dataclasses import replace

from tests.rules.helpers import Y, in_actions
from troyes_desktop.bots.troyes.evaluation import EASY, HARD, NORMAL, evaluate, score_now, totals
from troyes_desktop.bots.troyes.moves import turn_moves
from troyes_desktop.rules.troyes.scoring import final_scores


def _round_one():
    """Round 1 of two players, nobody with a VP yet: every level of the cathedral is empty for both."""
    return in_actions(players=2, seed=1, dice=[(0, 1, 6), (0, 0, 2), (1, Y, 2), (1, 0, 3)],
                      cards=["merchant"], deniers=[6, 6], spare=True)


def test_an_empty_level_costs_its_full_2_vp_before_the_end():
    g = _round_one()
    assert NORMAL.plan_penalty and HARD.plan_penalty and not EASY.plan_penalty
    # The final scoring never takes more than a player has: with 0 VP, the 3 empty levels cost nothing now.
    assert score_now(g) == {s["player"]: s["total"] for s in final_scores(g)}
    planned = score_now(g, planned=True)
    assert {q: planned[q] - v for q, v in score_now(g).items()} == {0: -6, 1: -6}
    # One VP more and a first cube on level 1 change nothing in the score "if the game ended now" ...
    after = g.copy()
    after.players[0].vp += 1
    after.cathedral[5] = 0
    assert score_now(after)[0] == score_now(g)[0]
    # ... but 3 VP in Normal's estimate (the VP and the 2 VP of the level), not in Easy's.
    assert totals(after, NORMAL)[0] - totals(g, NORMAL)[0] == 3
    assert totals(after, EASY)[0] == totals(g, EASY)[0]


def test_normal_buys_a_die_for_a_second_cathedral_cube_in_the_first_round():
    g = _round_one()

    def best(weights):
        moves = turn_moves(g, 0, lambda s: evaluate(s, 0, weights))
        return max(moves, key=lambda m: m.score)

    # Planning for the end, a second cube (+1 VP) is worth the 4 deniers of the neutral die ...
    planned = best(NORMAL)
    assert planned.actions[-1] == ("target", "cathedral", None, None) and len(planned.info["group"]) == 2
    assert planned.state.players[0].vp == 2
    # ... while "if the game ended now", under the cap, that VP was worth nothing: one cube, no die bought.
    capped = best(replace(NORMAL, plan_penalty=False))
    assert len(capped.info["group"]) == 1 and capped.state.players[0].vp == 1
