"""The ramparts: action 7, the guard's advance and the cubes it places on the outdoor tiles.

Rulebook (The Ladies of Troyes): module "The ramparts and the outdoor activities" (The ramparts, action 7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ...common.contract import Decision
from ...common.errors import IllegalAction
from ..board import (
    COLOUR_NAMES,
)
from .outdoor import face_info
from .setup import PURPLE

if TYPE_CHECKING:
    from ..game import Game


def ramparts_refusal(g: "Game", p: int, n_dice: int, has_virtual: bool, modified: bool, colour: int) -> str:
    """Game.evaluate hook for the ``ramparts`` target (action 7)."""
    if not g.expansion["ramparts"]:
        return translate("TroyesLadies", "the ramparts are not in this game")
    if n_dice != 1 or has_virtual:
        return translate("TroyesLadies", "the guard is moved with a single die")
    if modified:
        return translate("TroyesLadies", "no stored cube changes the die of the ramparts")
    if not _ramparts_useful(g, p, colour):
        return translate("TroyesLadies", "your guard cannot move and no outdoor activity can take a cube")
    return ""


def start_ramparts(g: "Game", p: int, used: list, colour, value: int) -> None:
    """Game._target hook for the ``ramparts`` target: the single die moves the guard."""
    ctx = g.ctx
    die_colour = None
    for d, c, _, _ in used:
        if d >= 0:
            die_colour = colour if c == PURPLE else c
    ctx["colour"] = die_colour
    ctx["placed"] = []
    most = min(6 - value, g.players[p].deniers)
    ctx["points"] = value
    if most > 0:
        ctx["boost_max"] = most
        g.pending = Decision(p, "boost")
    else:
        _ramparts_next(g, p)


# ====================================================================== ramparts (action 7)
def _tile_takes_cube(g: "Game", p: int, level: int, die_colour) -> bool:
    ex = g.expansion
    if ex["guard"][p] < g.data.ladies["gates"][level - 1]:
        return False
    face = face_info(g, level)
    if face["id"] == "gate-race":
        return False
    c = face.get("colour")
    if c in COLOUR_NAMES and die_colour is not None and COLOUR_NAMES.index(c) == die_colour:
        return False
    return True


def _ramparts_useful(g: "Game", p: int, die_colour) -> bool:
    if g.expansion["guard"][p] < 20:
        return True
    return any(_tile_takes_cube(g, p, lv, die_colour) for lv in (1, 2, 3, 4))


def legal_boost(g: "Game", p: int) -> list[tuple]:
    return [("boost", n) for n in range(g.ctx["boost_max"] + 1)]


def apply_boost(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_boost(g, p):
        raise IllegalAction(translate("TroyesLadies", "pay 0 to {most} deniers (the die cannot exceed 6)")
                            .format(most=g.ctx["boost_max"]), action)
    n = action[1]
    g.players[p].deniers -= n
    g.ctx["points"] += n
    if n:
        g.emit("ramparts_boost", player=p, deniers=n, points=g.ctx["points"])
    _ramparts_next(g, p)


def legal_ramparts(g: "Game", p: int) -> list[tuple]:
    ctx = g.ctx
    out = [("ramparts_done",)]
    if ctx["points"] <= 0:
        return out
    if g.expansion["guard"][p] < 20:
        out.append(("advance",))
    for level in (1, 2, 3, 4):
        if level not in ctx["placed"] and _tile_takes_cube(g, p, level, ctx["colour"]):
            out.append(("rampart_cube", level))
    return out


def _ramparts_next(g: "Game", p: int) -> None:
    if len(legal_ramparts(g, p)) <= 1:
        g._after_action()
        return
    g.pending = Decision(p, "ramparts")


def apply_ramparts(g: "Game", p: int, action) -> None:
    action = tuple(action)
    if action not in legal_ramparts(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "advance your guard, put a cube on an outdoor activity you reach (one per "
                            "activity), or stop"), action)
    ctx = g.ctx
    ex = g.expansion
    if action[0] == "ramparts_done":
        g._after_action()
        return
    ctx["points"] -= 1
    if action[0] == "advance":
        ex["guard"][p] += 1
        pos = ex["guard"][p]
        g.emit("guard_moved", player=p, space=pos)
        if pos == 20:
            ex["gate_order"].append(p)
            face = face_info(g, 4)
            vp = 0
            if face["id"] == "gate-race":
                rank = len(ex["gate_order"]) - 1
                vp = face["vp"][rank] if rank < len(face["vp"]) else 0
            elif face["id"] == "gate-everyone":
                vp = face["vp"]
            g.gain_vp(p, vp)
            g.emit("top_gate_reached", player=p, rank=len(ex["gate_order"]), vp=vp)
    else:
        level = action[1]
        ex["tile_cubes"][level - 1][p] += 1
        g.players[p].cubes -= 1
        ctx["placed"].append(level)
        g.emit("outdoor_cube", player=p, level=level)
    _ramparts_next(g, p)
