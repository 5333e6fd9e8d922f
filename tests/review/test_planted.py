"""Planted blunders (issue 48): positions where one choice is plainly worse, made from seeded games by
replacing the move played; the review must label the planted move a mistake or a blunder and show the right
move as Hard's."""
from __future__ import annotations

from troyes_desktop.bots.troyes.describe import _levels
from troyes_desktop.bots.troyes.moves import apply_all
from troyes_desktop.review.run import review_decision
from troyes_desktop.review.troyes import TroyesReview

from .helpers import dice_save, load, planted, troyes_save


def _last_round_turns(save: dict, seat: int = 0):
    """(index, position) of every action turn of ``seat`` in the last round of a finished Troyes game."""
    from troyes_desktop.rules.loader import game_from_data

    _kind, game = game_from_data(save)
    rv = TroyesReview(game)
    h = rv.start.copy()
    for i, a in enumerate(game.history):
        if h.pending.seat == seat and h.pending.kind == "turn" and h.round == h.rounds:
            yield rv, i, h.copy()
        h.apply(a)


def test_passing_with_a_playable_group_that_scores_vp_is_a_blunder():
    save = load(troyes_save(3))
    for rv, i, pos in _last_round_turns(save):
        group = next((c for c in rv.candidates(pos, 0, 1) if c[0][0] != "pass"
                      and apply_all(pos, c).players[0].vp - pos.players[0].vp >= 4), None)
        if group is not None:
            break
    else:
        raise AssertionError("the seeded game has no such position")
    d = review_decision(planted(save, i, [("pass",)]), i, budget=0.5)
    assert d.chosen_actions == [["pass"]]
    assert d.label in ("mistake", "blunder") and d.loss_vp >= 3 + 2 * d.stderr_vp
    # Hard plays a group of dice that scores (the one found, or one it judges better to the end of the game).
    assert d.best_actions[0][0] in ("die", "flip") and " VP" in d.best
    assert "Hard's move gives " in d.why and "yours gives nothing at once" in d.why


def test_leaving_a_cathedral_level_empty_when_a_white_die_could_cover_it_is_a_blunder():
    save = load(troyes_save(2))
    found = None
    for rv, i, pos in _last_round_turns(save):
        cover = next((c for c in rv.candidates(pos, 0, 1) if ("target", "cathedral", None, None) in c
                      and any(n and not o for o, n in zip(_levels(pos, 0), _levels(apply_all(pos, c), 0)))),
                     None)
        if cover is not None:
            found = i, pos, cover              # the last chance of the game to cover the level
    assert found is not None, "the seeded game has no such position"
    i, pos, cover = found
    assert pos.dice[cover[0][1]].colour == 1                 # a white die (WHITE) covers the level
    d = review_decision(planted(save, i, [("pass",)]), i, budget=0.5)
    assert d.label in ("mistake", "blunder") and d.loss_vp >= 3 + 2 * d.stderr_vp
    assert ["target", "cathedral", None, None] in d.best_actions
    assert "for the cathedral" in d.best


def test_a_troyes_dice_turn_that_wastes_its_die_is_a_blunder():
    from troyes_desktop.bots.dice.evaluation import half_days_left
    from troyes_desktop.bots.dice.leaf import leaf_value
    from troyes_desktop.bots.dice.players import plans, solo_view
    from troyes_desktop.review.dice import DiceReview
    from troyes_desktop.rules.loader import game_from_data

    save = load(dice_save(3))
    _kind, game = game_from_data(save)
    rv = DiceReview(game)
    for first, _end, mover, _count, _chance, before, _after in rv.segments():
        if mover is None or before.day < 3:
            continue
        left = half_days_left(before)
        ranked = sorted(((leaf_value(h.sheets[0], before.data, left), p)
                         for p, h in plans(solo_view(before, 0))),
                        key=lambda x: -x[0])
        if ranked[0][0] - ranked[-1][0] >= 8:
            break
    else:
        raise AssertionError("the seeded game has no such position")
    worst = ranked[-1][1]
    d = review_decision(planted(save, first, worst), first, budget=0.5)
    assert d.label in ("mistake", "blunder") and d.loss_vp >= 3 + 2 * d.stderr_vp
    assert d.best_actions in [list(map(list, c)) for c in rv.candidates(before, 0, 1)]
    assert d.best_actions != [list(a) for a in worst]
    assert "Hard's turn" in d.why


def test_ending_one_denier_under_thibaut_ii_s_threshold_is_a_mistake():
    """Seed 4: seat 0 holds Thibaut II (6 VP from 18 deniers, 3 from 12) and has the game's last action turn,
    the other player has passed. Made by hand: 17 deniers. Buying a die for 2 deniers to place a citizen
    that scores nothing ends the game with 17 (15, +2 at the end of the round): one under the threshold,
    where passing (or using its own die) ends it with 19."""
    from troyes_desktop.review.run import _Run
    from troyes_desktop.rules.loader import game_from_data

    save = load(troyes_save(4))
    *_, (rv, i, pos) = _last_round_turns(save)
    assert "thibaut-ii" in pos.players[0].characters and pos.players[1].passed
    pos.players[0].deniers = 17
    bought = [("die", 70), ("target", "building", 2, None), ("source", "space", 0, 3)]
    assert pos.dice[70].owner != 0
    end = apply_all(pos, bought + [("pass",)] if not apply_all(pos, bought).over else bought)
    assert end.over and end.players[0].deniers == 17
    assert game_from_data(save)[1].players[0].deniers != 17     # the real game did not end so
    d, _mean = _Run(rv, [0], 0.5, 0, None, None).decision(pos, 0, i, bought, len(pos.legal_actions()))
    assert d.label == "mistake" and d.loss_vp == 3.0 and d.stderr_vp == 0.0
    assert d.best_actions == [["pass"]]                     # the game ends with 19 deniers: 6 VP
    best = apply_all(pos, [("pass",)])
    assert best.over and best.players[0].deniers == 19
    why = rv.why(pos, 0, [("pass",)], bought, d.loss_vp)
    assert "+3 VP at the end for your character Thibaut II" in why and "3.0 VP better" in why
