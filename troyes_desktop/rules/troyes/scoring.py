"""End of the game: the final scoring with a breakdown per player and category."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .board import NEUTRAL
from .measures import measure

if TYPE_CHECKING:
    from .game import Game


def final_scores(g: "Game") -> list[dict]:
    """Scoring in the rulebook's order; a loss never takes a player below 0 VP (RULINGS B3).

    Solo: the characters still in le Roy's pile are scored for both (two-player thresholds), and
    le Roy's own breakdown follows the player's, with the margin and its rating band.
    """
    two = g.n == 2 or g.solo
    # g.roy is set in the solo game (mypy cannot tie it to g.solo)
    characters = g.roy["pile"] if g.solo else g.characters_in_play  # type: ignore[index]
    out = []
    extra = None
    if g.expansion is not None:
        from .ladies import end_scores
        extra = end_scores(g)
    for p, pl in enumerate(g.players):
        events = sum(1 for e in g.queue if p in e[1])
        tradesmen = sum(g.card(s).spaces[i] for s in range(9)
                        for i, o in enumerate(g.slot_spaces[s]) if o == p)
        empty_levels = sum(1 for lv in range(3) if p not in g.cathedral[lv * 6:lv * 6 + 6])
        running = pl.vp + events + tradesmen
        if extra is not None:
            # The Ladies of Troyes: end-of-game cards and outdoor tiles count with the tradesmen (ruling L16).
            running += extra[p]["hermit"] + extra[p]["fort"] + extra[p]["princess"] + extra[p]["outdoor"]
        cathedral = -min(running, 2 * empty_levels)
        running += cathedral
        if extra is not None:
            extra[p]["master_builder"] = -min(running, -extra[p]["master_builder"])
            running += extra[p]["master_builder"]
        chars = {}
        for cid in characters:
            ch = g.data.characters[cid]
            chars[cid] = ch.score(measure(g, p, ch.measure), two)
        running += sum(chars.values())
        out.append({"player": p, "name": pl.name, "vp_tokens": pl.vp, "events": events,
                    "tradesmen": tradesmen, "cathedral": cathedral, "cathedral_levels_missing": empty_levels,
                    "characters": chars, "total": running})
        if extra is not None:
            out[-1]["ladies"] = extra[p]
    if g.solo:
        return _solo_scores(g, out)
    best = max(s["total"] for s in out)
    for s in out:
        s["winner"] = s["total"] == best
    return out


def _solo_scores(g: "Game", out: list[dict]) -> list[dict]:
    """Le Roy: his VP, his tradesmen's spaces, the uncountered events he is on and the remaining
    characters (no deniers or influence); no cathedral loss: negative effects spare him (S6)."""
    from .roy import rating, roy_measure
    roy = g.roy
    assert roy is not None
    events = sum(1 for e in g.queue if NEUTRAL in e[1])
    tradesmen = sum(g.card(s).spaces[i] for s in range(9)
                    for i, o in enumerate(g.slot_spaces[s]) if o == NEUTRAL)
    chars = {}
    for cid in roy["pile"]:
        ch = g.data.characters[cid]
        chars[cid] = ch.score(roy_measure(g, ch.measure), True)
    total = roy["vp"] + events + tradesmen + sum(chars.values())
    you = out[0]
    you["revealed_characters"] = sum(r["player"] for r in roy["revealed"])
    margin = you["total"] - total
    band, text = rating(margin)
    you["margin"] = margin
    you["rating"] = band
    you["rating_text"] = text
    you["winner"] = margin > 0
    out.append({"player": NEUTRAL, "name": "le Roy", "vp_tokens": roy["vp"], "events": events,
                "tradesmen": tradesmen, "cathedral": 0, "cathedral_levels_missing": 0, "characters": chars,
                "revealed_characters": sum(r["roy"] for r in roy["revealed"]), "total": total,
                "winner": margin <= 0})
    return out


assert NEUTRAL == 4
