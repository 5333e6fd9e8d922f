"""How good a position of Troyes is for one seat: the score if the game ended now, plus what its
citizens, dice, deniers, influence, stored cubes and tradesmen are still worth in the rounds left.

Every figure read here is on the copy the bot was given (``Game.determinized``): the other players'
characters there are a sample, never the real ones.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...rules.troyes.board import NEUTRAL, SALARY
from ...rules.troyes.game import MODIFIERS
from ...rules.troyes.ladies import MODIFIERS_L
from ...rules.troyes.scoring import final_scores

_ALL_MODIFIERS = MODIFIERS | MODIFIERS_L


@dataclass(frozen=True)
class Weights:
    """What resources are worth in VP; ``future`` scales every term about the rounds left."""

    future: float = 0.5
    citizen_round: float = 0.8      # one citizen on a building: one die per round left
    supply: float = 0.8             # a citizen waiting in the personal supply
    denier: float = 0.30
    influence: float = 0.40
    die_now: float = 0.5            # one of your own dice still in the city square this round
    die_pip: float = 0.06           # ... per pip
    stored_cube: float = 1.6        # a cube on a card that modifies dice
    tradesman_round: float = 0.6    # a tradesman on a card: no hiring cost for each round left
    leader: float = 0.0             # weight of the best opponent (the rest: their mean)
    others: float = 0.5             # how much the opponents' estimate counts against yours


NORMAL = Weights()
#: Easy values what it has now (score, deniers, influence) and gives the rounds left only half their worth.
EASY = Weights(future=0.5, citizen_round=1.6, denier=0.25, influence=0.3, die_now=0.5, die_pip=0.0,
               stored_cube=0.8, supply=0.3, others=1.0)


def _potential(g, q: int, w: Weights, left: int) -> float:
    """What player q's assets are worth beyond the score now."""
    pl = g.players[q]
    live = left > 0 or g.phase == "actions"
    v = 0.0
    if live:
        v += (pl.deniers + pl.district_deniers) * w.denier + pl.influence * w.influence + pl.supply * w.supply
    if left > 0 and w.future:
        salary = 0
        board = 0
        for b in range(3):
            for o in g.spaces[b]:
                if o == q:
                    board += 1
                    salary += SALARY[b]
        v += w.future * left * (board * w.citizen_round - salary * w.denier)
        trades = sum(1 for s in range(9) if q in g.slot_spaces[s] or q in g.slot_illus[s])
        v += w.future * left * trades * w.tradesman_round
    if (g.phase == "actions" or g.phase == "black") and not pl.passed:
        for c, value, o in g.dice.values():
            if o == q:
                v += w.die_now + w.die_pip * value * (2 if c == 0 else 1)
    if live:
        cubes = sum(g.slot_cubes[s][q] for s in range(9) if g.slot_card[s] in _ALL_MODIFIERS)
        v += cubes * w.stored_cube
    return v


def totals(g, w: Weights = NORMAL) -> dict[int, float]:
    """Estimated final VP of every seat (players, and le Roy in the solo game)."""
    scores = g.scores if g.over else final_scores(g)
    left = 0 if g.over else g.rounds - g.round
    out: dict[int, float] = {}
    for s in scores:
        q = s["player"]
        if q == NEUTRAL:
            out[q] = float(s["total"])
        else:
            out[q] = s["total"] + (0.0 if g.over else _potential(g, q, w, left))
    return out


def relative(values: dict[int, float], p: int, w: Weights = NORMAL) -> float:
    """p's estimate against the others: the leader counts ``w.leader``, the mean the rest."""
    others = [v for q, v in values.items() if q != p]
    if not others:
        return values[p]
    return values[p] - w.others * (w.leader * max(others) + (1 - w.leader) * sum(others) / len(others))


def evaluate(g, p: int, w: Weights = NORMAL) -> float:
    return relative(totals(g, w), p, w)
