"""The new characters and the end-of-game majorities they score (and the revealed character).

Rulebook (The Ladies of Troyes): modules "The characters" and "Revealing a character"; End of the game."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..board import (
    COLOUR_NAMES,
)
from .outdoor import cathedral_count, face_info

if TYPE_CHECKING:
    from ..game import Game


# ====================================================================== end of the game
def _majority(counts: dict, prizes: list[int]) -> dict:
    """Ranks by cubes (at least one); tied players split the VP of the ranks they take (round down)."""
    out = {}
    ranked = sorted((c for c in counts.values() if c > 0), reverse=True)
    levels = sorted(set(ranked), reverse=True)
    rank = 0
    for lvl in levels:
        tied = [p for p, c in counts.items() if c == lvl]
        pool = sum(prizes[rank:rank + len(tied)])
        for p in tied:
            out[p] = pool // len(tied)
        rank += len(tied)
    return out


def end_scores(g: "Game") -> list[dict]:
    """VP of end-of-game cards and outdoor tiles, and the Master Builder penalty, per player."""
    ex = g.expansion
    out = [{"hermit": 0, "fort": 0, "princess": 0, "outdoor": 0, "master_builder": 0} for _ in range(g.n)]
    for s in range(9):
        cid = g.slot_card[s]
        cubes = {p: g.slot_cubes[s][p] for p in range(g.n)}
        if cid == "hermit":
            total = sum(cubes.values())
            for p, c in cubes.items():
                out[p]["hermit"] = c * max(1, 9 - total)
        elif cid == "fort":
            best = max(cubes.values())
            if best > 0:
                tied = [p for p, c in cubes.items() if c == best]
                for p in tied:
                    out[p]["fort"] = 3 // len(tied)
        elif cid == "princess":
            best = max(cubes.values())
            if best > 0:
                tied = [p for p, c in cubes.items() if c == best]
                for p in tied:
                    out[p]["princess"] = 6 // len(tied)
    if "master-builder" in g.slot_card:
        assert ex is not None
        built = set(ex.get("built4", ())) | set(ex["cathedral4"])   # a cube removed later still counts
        for p in range(g.n):
            if p not in built:
                out[p]["master_builder"] = -2
    assert ex is not None
    if ex["tiles"]:
        face = face_info(g, 4)
        cubes = {p: ex["tile_cubes"][3][p] for p in range(g.n)}
        if face["id"] == "gate-everyone":
            for p in range(g.n):
                out[p]["outdoor"] = cubes[p] * face["per_cube"]
        elif face["id"] == "majority":
            for p, vp in _majority(cubes, face["vp"]).items():
                out[p]["outdoor"] = vp
    return out


def measure(g: "Game", p: int, what: str):
    if what in ("yellow_citizens", "red_citizens", "white_citizens"):
        colour = COLOUR_NAMES.index(what.split("_")[0])
        building = colour          # red: Palace, white: Bishopric, yellow: City Hall
        n = sum(1 for o in g.spaces[building] if o == p)
        for s in range(9):
            if g.card(s).colour == colour:
                n += sum(1 for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)
        return n
    if what == "cathedral_cubes":
        return cathedral_count(g, p)
    return None
