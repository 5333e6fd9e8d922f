"""The outdoor activities: the tiles, their cubes, using them before an action, while buying dice, against
a black die, and the offers made to any player when a tile applies.

Rulebook (The Ladies of Troyes): module "The ramparts and the outdoor activities" (Outdoor activities)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ...common.contract import Decision, Die
from ...common.errors import IllegalAction
from ..board import (
    NEUTRAL,
)
from ..data import RED, WHITE, YELLOW
from .setup import _STANDING_FACES, MAX_EXCHANGES, PURPLE

if TYPE_CHECKING:
    from ..game import Game

#: How a phase goes on after an offer that names it in ``resume`` (other offers go back to the turn): filled
#: by the module of that phase (the events phase registers itself), so this module need not import it.
RESUMES: dict = {}


def tile_face(g: "Game", level: int) -> str | None:
    tiles = g.expansion["tiles"]
    if not tiles:
        return None
    tile, face = tiles[level - 1]
    return g.data.ladies["tiles"][tile]["faces"][face]["id"]


def face_info(g: "Game", level: int) -> dict:
    tile, face = g.expansion["tiles"][level - 1]
    return g.data.ladies["tiles"][tile]["faces"][face]


def level_of_face(g: "Game", face_id: str) -> int | None:
    for level in (1, 2, 3, 4):
        if g.expansion["tiles"] and tile_face(g, level) == face_id:
            return level
    return None


def tile_cubes(g: "Game", p: int, level: int) -> int:
    return g.expansion["tile_cubes"][level - 1][p]


def cathedral_count(g: "Game", p: int) -> int:
    n = sum(1 for o in g.cathedral if o == p)
    if g.expansion is not None:
        n += sum(1 for o in g.expansion["cathedral4"] if o == p)
    return n


def tradesmen_count(g: "Game", p: int) -> int:
    return sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)


def _spend_tile_cube(g: "Game", p: int, level: int) -> None:
    g.expansion["tile_cubes"][level - 1][p] -= 1
    g.players[p].cubes += 1
    g.expansion["used"].append([p, level])
    g.emit("outdoor_used", player=p, level=level, face=tile_face(g, level))


def _tile_usable(g: "Game", p: int, face_id: str) -> int | None:
    """The level of this face if p has a cube there not yet used in this action."""
    if g.expansion is None or not g.expansion["tiles"]:
        return None
    level = level_of_face(g, face_id)
    if level is None or tile_cubes(g, p, level) <= 0 or [p, level] in g.expansion["used"]:
        return None
    return level


# ================================================================== turn, group: legal actions and handlers
def turn_tiles(g: "Game", p: int) -> list[tuple]:
    """Game legal-turn hook: the outdoor activities p may use or set (ask / always / never) now."""
    ex = g.expansion
    if not ex["tiles"]:
        return []
    out = []
    for level in (1, 2, 3):
        if tile_cubes(g, p, level) <= 0:
            continue
        face = tile_face(g, level)
        if face in _STANDING_FACES:
            for mode in ("ask", "always", "never"):
                if mode != ex["standing"][p][level - 1] and not (mode == "always" and face == "extra-cube"):
                    out.append(("standing", level, mode))
        if [p, level] in ex["used"]:
            continue
        if face in ("roll-red", "roll-yellow", "roll-white"):
            c = {"roll-red": RED, "roll-yellow": YELLOW, "roll-white": WHITE}[face]
            if sum(1 for v in g.dice.values() if v.colour == c) < g.data.ladies["dice_per_colour"]:
                out.append(("tile", level))
        elif face == "roll-purple":
            if ex["hof"] and g.players[p].deniers >= 2 and not any(
                    v.colour == PURPLE and v.owner == p for v in g.dice.values()):
                out.append(("tile", level))
        elif face == "exchange":
            if _exchange_options(g, p, []):
                out.append(("tile", level))
    return out


def turn_tile(g: "Game", p: int, action) -> None:
    if len(action) != 2 or not isinstance(action[1], int) or ("tile", action[1]) not in turn_tiles(g, p):
        raise IllegalAction(translate("TroyesLadies", "that outdoor activity cannot be used now"), action)
    level = action[1]
    face = tile_face(g, level)
    _spend_tile_cube(g, p, level)
    if face == "exchange":
        g.ctx = {"exchange": [], "resume": "turn", "saved": g.ctx}
        g.pending = Decision(p, "exchange")
        return
    if face == "roll-purple":
        g.players[p].deniers -= 2
        d = g._new_die(PURPLE, p)
    else:
        d = g._new_die({"roll-red": RED, "roll-yellow": YELLOW, "roll-white": WHITE}[face], p)
    g.emit("die_rolled_from_supply", player=p, die=d, colour=g.dice[d].colour, value=g.dice[d].value)


def set_standing(g: "Game", p: int, action) -> None:
    if len(action) != 3 or action not in turn_tiles(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "choose a tile of yours and ask / always / never"), action)
    g.expansion["standing"][p][action[1] - 1] = action[2]
    g.emit("standing_answer", player=p, level=action[1], mode=action[2])


def _exchange_options(g: "Game", p: int, done: list) -> list[tuple]:
    mine = [d for d, v in g.dice.items() if v.owner == p and v.colour != PURPLE]
    if not mine or len(done) >= MAX_EXCHANGES:
        return []
    theirs = [d for d, v in g.dice.items() if v.owner != p and v.colour != PURPLE and v.owner not in done]
    return [("swap", a, b) for a in mine for b in theirs]


def legal_exchange(g: "Game", p: int) -> list[tuple]:
    return [("swap_done",)] + _exchange_options(g, p, g.ctx["exchange"])


def apply_swap(g: "Game", p: int, action) -> None:
    if tuple(action) not in _exchange_options(g, p, g.ctx["exchange"]):
        if len(g.ctx["exchange"]) >= MAX_EXCHANGES:
            raise IllegalAction(translate("TroyesLadies", "one cube makes at most {count} exchanges")
                                .format(count=MAX_EXCHANGES), action)
        raise IllegalAction(translate(
            "TroyesLadies", "exchange one of your dice (not purple) with a die of a district not yet used"),
            action)
    _, a, b = action
    ca, va, _ = g.dice[a]
    cb, vb, ob = g.dice[b]
    g.dice[a] = Die(ca, va, ob)
    g.dice[b] = Die(cb, vb, p)
    g.ctx["exchange"].append(ob)
    g.emit("dice_exchanged", player=p, other=ob, given=a, taken=b, given_die=[ca, va], taken_die=[cb, vb])


def swap_done(g: "Game", p: int, action) -> None:
    ctx = g.ctx
    g.ctx = ctx["saved"]
    g.pending = Decision(p, ctx["resume"])


def group_tile(g: "Game", p: int, action) -> None:
    if tuple(action) not in g.legal_actions():
        raise IllegalAction(translate(
            "TroyesLadies", "that outdoor activity turns over an opponent's die you are buying (never a "
                            "neutral die)"), action)
    _, level, d = action
    _spend_tile_cube(g, p, level)
    c, v, o = g.dice[d]
    g.dice[d] = Die(c, 7 - v, o)
    g.ctx["locked"] = True
    g.emit("die_turned_over", player=p, die=d, value=7 - v, tile=level)


# ================================================================ outdoor offers (decisions for any player)
def _offer(g: "Game", p: int, face_id: str, resume: str = "action", **extra) -> None:
    ex = g.expansion
    if ex is None or not ex["tiles"] or p == NEUTRAL:
        return
    level = level_of_face(g, face_id)
    if level is None or tile_cubes(g, p, level) <= 0:
        return
    for o in ex["offers"]:
        if o["p"] == p and o["level"] == level:
            return
    offer = {"p": p, "level": level, "face": face_id, "resume": resume}
    offer.update(extra)
    ex["offers"].append(offer)


def _extra_cube_slots(g: "Game", p: int) -> list[int]:
    out = []
    for s in range(9):
        card = g.card(s)
        if g.slot_revealed[s] and card.kind in ("delayed", "mixed", "end"):
            if card.id == "breeder" and g.players[p].deniers < 3:
                continue
            out.append(s)
    return out


def next_offer(g: "Game") -> bool:
    """Process pending offers; returns True when a decision is now pending (the caller stops)."""
    ex = g.expansion
    while ex["offers"]:
        o = ex["offers"][0]
        p, level = o["p"], o["level"]
        if o["face"] == "liberate":
            owners = sorted(set(ex["possessed"]))
            if not owners:
                ex["offers"].pop(0)
                continue
            if len(owners) == 1:
                ex["offers"].pop(0)
                _liberate(g, p, owners[0])
                continue
            g.ctx = {"offer": o}
            g.pending = Decision(p, "liberate")
            return True
        if tile_cubes(g, p, level) <= 0 or [p, level] in ex["used"]:
            ex["offers"].pop(0)
            continue
        if o["face"] == "extra-cube" and not _extra_cube_slots(g, p):
            ex["offers"].pop(0)
            continue
        mode = ex["standing"][p][level - 1]
        if mode == "never":
            ex["offers"].pop(0)
            _offer_result(g, o, False)
            continue
        if mode == "always" and o["face"] != "extra-cube":
            ex["offers"].pop(0)
            _use_offer(g, o, None)
            continue
        g.ctx = {"offer": o}
        g.pending = Decision(p, "outdoor")
        return True
    return False


def legal_outdoor(g: "Game", p: int) -> list[tuple]:
    o = g.ctx["offer"]
    if o["face"] == "extra-cube":
        out = [("outdoor", "use", s) for s in _extra_cube_slots(g, p)]
        return out + [("outdoor", "skip"), ("outdoor", "never")]
    return [("outdoor", "use"), ("outdoor", "skip"), ("outdoor", "always"), ("outdoor", "never")]


def apply_outdoor(g: "Game", p: int, action) -> None:
    action = tuple(action)
    if action not in legal_outdoor(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "use the outdoor activity or not (always / never set a standing answer)"), action)
    o = g.expansion["offers"].pop(0)
    verb = action[1]
    if verb in ("always", "never"):
        g.expansion["standing"][p][o["level"] - 1] = verb
    if verb in ("use", "always"):
        _use_offer(g, o, action[2] if len(action) == 3 else None)
    else:
        _offer_result(g, o, False)
    _resume(g, o)


def _use_offer(g: "Game", o: dict, slot) -> None:
    p, level, face = o["p"], o["level"], o["face"]
    _spend_tile_cube(g, p, level)
    pl = g.players[p]
    if face == "influence-citizen" or face == "influence-bought":
        g.gain_influence(p, 4)
    elif face == "agriculture-deniers":
        pl.deniers += 5
    elif face == "deniers-tradesman":
        pl.deniers += 4
    elif face == "extra-cube":
        pl.cubes -= 1                       # the cube goes from the tile onto the card
        if g.slot_card[slot] == "breeder":
            pl.deniers -= 3
        g.slot_cubes[slot][p] += 1
        g.emit("cubes_stored", player=p, slot=slot, card=g.slot_card[slot], cubes=1, tile=level)
    _offer_result(g, o, True)


def _offer_result(g: "Game", o: dict, used: bool) -> None:
    if o["resume"] == "events" and used:
        g.expansion["ev"]["protected"].append(o["p"])
    if o["resume"] == "events":
        g.expansion["ev"]["asked"].append(o["p"])


def _resume(g: "Game", o: dict) -> None:
    resume = RESUMES.get(o["resume"])
    if resume is not None:
        resume(g)
    else:
        g._after_action()


def after_action_hook(g: "Game") -> bool:
    """Called by Game._after_action: True when an outdoor / liberation decision is pending."""
    if g.expansion["offers"] and next_offer(g):
        return True
    g.expansion["used"] = []
    return False


# ====================================================================== black dice (protect tile)
def can_protect_black(g: "Game", p: int) -> bool:
    level = _tile_usable(g, p, "protect")
    return level is not None and g.expansion["standing"][p][level - 1] != "never"


def black_extra(g: "Game", p: int) -> list[tuple]:
    ctx = g.ctx
    if ctx["dice"] or len(ctx["black"]) > 1:
        return []
    level = _tile_usable(g, p, "protect")
    return [] if level is None else [("tile", level)]


def black_tile(g: "Game", p: int, action) -> None:
    if tuple(action) not in black_extra(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "the protect activity destroys the black die facing you, before choosing dice"),
            action)
    _spend_tile_cube(g, p, action[1])
    value = g.black.pop(0)
    g.gain_influence(p, 1)
    g.emit("black_die_destroyed", player=p, value=value, tile=action[1])
    g.expansion["used"] = []
    g.black_facing = g.next_seat(p)
    g._next_black()


# The Possession card's reward: freeing a possessed citizen, offered through the same queue of offers.
def _liberate(g: "Game", p: int, owner: int) -> None:
    g.expansion["possessed"].remove(owner)
    g.players[owner].supply += 1
    g.emit("citizen_liberated", player=p, owner=owner)


def legal_liberate(g: "Game", p: int) -> list[tuple]:
    return [("liberate", o) for o in sorted(set(g.expansion["possessed"]))]


def apply_liberate(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_liberate(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "free one of the citizens on the Possession card"), action)
    o = g.expansion["offers"].pop(0)
    _liberate(g, p, action[1])
    _resume(g, o)
