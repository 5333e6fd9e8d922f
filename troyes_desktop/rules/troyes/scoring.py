"""End of the game: the final scoring with a breakdown per player and category."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .board import NEUTRAL

if TYPE_CHECKING:
    from .game import Game


def measure(g: "Game", p: int, what: str) -> int:
    pl = g.players[p]
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


def final_scores(g: "Game") -> list[dict]:
    """Scoring in the rulebook's order; a loss never takes a player below 0 VP (RULINGS B3)."""
    two = g.n == 2
    out = []
    for p, pl in enumerate(g.players):
        events = sum(1 for e in g.queue if p in e[1])
        tradesmen = sum(g.card(s).spaces[i] for s in range(9) for i, o in enumerate(g.slot_spaces[s]) if o == p)
        empty_levels = sum(1 for lv in range(3) if p not in g.cathedral[lv * 6:lv * 6 + 6])
        running = pl.vp + events + tradesmen
        cathedral = -min(running, 2 * empty_levels)
        running += cathedral
        chars = {}
        for cid in g.characters_in_play:
            ch = g.data.characters[cid]
            chars[cid] = ch.score(measure(g, p, ch.measure), two)
        running += sum(chars.values())
        out.append({"player": p, "name": pl.name, "vp_tokens": pl.vp, "events": events, "tradesmen": tradesmen,
                    "cathedral": cathedral, "cathedral_levels_missing": empty_levels, "characters": chars,
                    "total": running})
    best = max(s["total"] for s in out)
    for s in out:
        s["winner"] = s["total"] == best
    return out


assert NEUTRAL == 4
