"""Small arranging/acting helpers shared by the activity card tests.

Every position keeps at least one unused die somewhere in the city square (``SPARE``), so that
the action under test does not end the round (which would pay income and resolve events and
so blur the numbers being checked).
"""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.errors import IllegalAction

from .helpers import N, W, play_group, slot_for

#: A die nobody uses in the test: it only keeps the round going.
SPARE = (3, W, 1)
SUPPLY = ("source", "supply", None, None)


def card_data(g, card_id: str):
    return g.data.activities[card_id]


def give_tradesman(g, p: int, card_id: str, space: int = 0) -> int:
    """Arrange: player p already has a tradesman on the card (on ``space``); returns the slot."""
    s = slot_for(g, card_id)
    g.slot_spaces[s][space] = p
    g.players[p].supply -= 1
    return s


def store_cubes(g, p: int, card_id: str, n: int) -> int:
    """Arrange: player p has n cubes stored on a delayed card; returns the slot."""
    s = slot_for(g, card_id)
    g.slot_cubes[s][p] += n
    g.players[p].cubes -= n
    return s


def activate(g, dice_ids, card_id: str, mod=None) -> list[dict]:
    """Use a group on an activity card, hiring the tradesman from the supply when asked."""
    out = play_group(g, dice_ids, "card", slot_for(g, card_id), mod)
    if g.pending.kind == "source":
        out += g.apply(SUPPLY)
    return out


def refused(g, action) -> str:
    """Apply an action that must be refused; return the reason and check nothing changed."""
    before = g.state_dict()
    with pytest.raises(IllegalAction) as exc:
        g.apply(action)
    assert g.state_dict() == before
    return exc.value.reason


def cubes_in_play(g, p: int) -> int:
    """Cube conservation: supply + stored on cards + on events + in the cathedral (20 at start)."""
    return (g.players[p].cubes + sum(c[p] for c in g.slot_cubes) + sum(e[1].count(p) for e in g.queue)
            + g.cathedral.count(p))


__all__ = ["N", "SPARE", "SUPPLY", "card_data", "give_tradesman", "store_cubes", "activate", "refused",
           "cubes_in_play"]
