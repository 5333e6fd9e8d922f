"""What the characters count for a player at the end of the game (the rulebook's character cards: citizens in
the buildings, cubes on the cathedral, deniers, influence, tradesmen, event cards), with the Ladies of Troyes'
characters asked first. Used by the final scoring and by le Roy when he reveals a character."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def measure(g: "Game", p: int, what: str) -> int:
    pl = g.players[p]
    if g.expansion is not None:
        from .ladies import measure as ladies_measure
        value = ladies_measure(g, p, what)
        if value is not None:
            return value
    if what == "citizens":
        return sum(1 for b in range(3) for o in g.spaces[b] if o == p)
    if what == "cathedral_cubes":
        return sum(1 for o in g.cathedral if o == p)
    if what == "deniers":
        return pl.deniers
    if what == "influence":
        return pl.influence
    if what == "tradesmen":
        return sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)
    if what == "event_cards":
        return len(pl.events_won)
    raise ValueError(what)
