"""The new activity cards: their effects, their costs in influence, the cubes that join a group as a die
(Augustine, Recruiter), the Distiller, and the cards with small decisions.

Rulebook (The Ladies of Troyes): module "The activities" and the appendix of activity cards."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import localized, translate

from ...common.contract import Decision, Die
from ...common.errors import IllegalAction
from .. import cards as card_effects
from ..board import (
    CITY_HALL,
    MAX_CITIZENS,
    NEUTRAL,
)
from ..data import RED, WHITE, YELLOW
from .outdoor import _offer, _tile_usable, cathedral_count, tradesmen_count
from .setup import _PAID_L, _RED_LEVEL_ONE, PURPLE, VIRTUAL

if TYPE_CHECKING:
    from ..game import Game


def cube_used_on(g: "Game", p: int, dice_ids) -> bool:
    """Game.evaluate hook: has a cube (Distiller) already changed the group being formed?"""
    ctx = g.ctx
    return ctx is not None and g.pending == Decision(p, "group") and ctx.get("cube_used") is not None \
        and list(ctx.get("dice", ())) == list(dice_ids)


def influence_hire_refusal(pl, card) -> str:
    """Game.evaluate hook: why a tradesman paid in influence (Chief Templar, Recruiter) cannot be hired."""
    if pl.influence < card.cost:
        return translate("TroyesLadies", "a tradesman on {card} costs {cost} influence").format(
            card=localized(card), cost=card.cost)
    if not (pl.supply > 0 or pl.citizens > pl.supply
            or (pl.influence - card.cost >= 2 and pl.citizens < MAX_CITIZENS)):
        return translate(
            "TroyesLadies", "you have no citizen to hire as a tradesman (and not 2 influence left)")
    return ""


def group_extras(g: "Game", p: int, sel, colour) -> list[tuple]:
    """Game legal-group hook: Augustine / Recruiter cubes, Distiller cubes and the outdoor tile
    that turns over a die being bought."""
    out = []
    ctx = g.ctx
    free = ctx.get("cube_used") is None and not any(d < 0 for d in sel)
    if free and len(sel) < 3:
        for s in range(9):
            c = VIRTUAL.get(g.slot_card[s])
            if c is not None and g.slot_cubes[s][p] > 0 and (colour is None or colour == c):
                out.append(("cube_die", s))
    if free:
        if any(g.slot_card[s] == "distiller" and g.slot_cubes[s][p] > 0 for s in range(9)):
            out.extend(("distill", d) for d in sel if g.dice[d].owner == p)
    level = _tile_usable(g, p, "flip-bought")
    if level is not None:
        # "an opponent's die": a die bought from another player, never the neutral district (ruling L29)
        out.extend(("tile", level, d) for d in sel
                   if d > 0 and g.dice[d].owner not in (p, NEUTRAL) and g.dice[d].colour != PURPLE)
    return out


def cube_die(g: "Game", p: int, action) -> None:
    if tuple(action) not in g.legal_actions():
        raise IllegalAction(translate(
            "TroyesLadies", "an Augustine or Recruiter cube joins a group of its colour (one cube per "
                            "action)"), action)
    g.ctx["dice"].append(-action[1] - 1)


def distill(g: "Game", p: int, action) -> None:
    if tuple(action) not in g.legal_actions():
        raise IllegalAction(translate(
            "TroyesLadies", "a Distiller cube turns over one of your own dice of the group"), action)
    d = action[1]
    slot = next(s for s in range(9) if g.slot_card[s] == "distiller")
    g.slot_cubes[slot][p] -= 1
    g.players[p].cubes += 1
    c, v, o = g.dice[d]
    g.dice[d] = Die(c, 7 - v, o)
    g.ctx["cube_used"] = slot
    g.emit("die_turned_over", player=p, die=d, value=7 - v, card="distiller")


# ====================================================================== applying a group (target)
def dice_bought_from(g: "Game", owner: int) -> None:
    """Game._target hook: ``owner`` was paid for a die (outdoor activity "influence-bought")."""
    _offer(g, owner, "influence-bought")


def spend_virtual_die(g: "Game", p: int, d: int) -> tuple:
    """Game._target hook: spend the Augustine / Recruiter cube used as die ``d`` (a negative id);
    its record in ``dice_used``."""
    slot = -d - 1
    g.slot_cubes[slot][p] -= 1
    g.players[p].cubes += 1
    return (d, VIRTUAL[g.slot_card[slot]], 6, p)


def pay_tradesman(g: "Game", p: int, slot: int, card) -> None:
    """Game._target hook: hire the tradesman of this card (in deniers or influence)."""
    pl = g.players[p]
    if card.cost_resource == "influence":
        pl.influence -= card.cost
    else:
        pl.deniers -= card.cost
    g.emit("tradesman_paid", player=p, slot=slot, cost=card.cost, resource=card.cost_resource, card=card.id)


def citizen_target(g: "Game", p: int) -> None:
    """Game._target hook: a die placed a citizen (outdoor activity "influence-citizen")."""
    _offer(g, p, "influence-citizen")


def agriculture_done(g: "Game", p: int) -> None:
    """Game._target hook: agriculture gave deniers (outdoor activity "agriculture-deniers")."""
    _offer(g, p, "agriculture-deniers")


# ====================================================================== activity cards
def activate(g: "Game", p: int) -> None:
    ctx = g.ctx
    slot = ctx["arg"]
    card = g.card(slot)
    ctx["card"] = card.id
    times = ctx["times"]
    for o in range(g.n):
        if o != p and g.has_tradesman(o, slot):
            _offer(g, o, "deniers-tradesman")
    if card.kind in ("delayed", "mixed"):
        _offer(g, p, "extra-cube")
    if card.delayed:
        g.slot_cubes[slot][p] += times
        g.players[p].cubes -= times
        g.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=times)
        g._after_action()
        return
    if card.kind == "mixed":
        g.pending = Decision(p, "mixed")
        return
    if card.id in ("hermit", "princess"):
        g.slot_cubes[slot][p] += times
        g.players[p].cubes -= times
        g.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=times)
        g._after_action()
        return
    if card.id == "fort":
        vp = infl = 0
        for v in ctx["values"]:
            big = v >= 4
            vp += 2 if big else 1
            infl += 2 if big else 1
        g.slot_cubes[slot][p] += times
        g.players[p].cubes -= times
        g.gain_vp(p, vp)
        g.gain_influence(p, infl)
        g.emit("fort", player=p, cubes=times, vp=vp, influence=infl)
        g._after_action()
        return
    if card.id in _PAID_L:
        ctx["max"] = min(times, g.players[p].deniers // _PAID_L[card.id])
        if ctx["max"] < 1:
            g.emit("effect_unused", player=p, card=card.id, reason=translate(
                "TroyesRules", "nothing left to pay with"))
            g._after_action()
            return
        g.pending = Decision(p, "count")
        return
    if card.id == "landlady":
        g.pending = Decision(p, "landlady")
        return
    if card.id == "master-builder":
        ctx["left"] = times
        _build_next(g, p)
        return
    if card.id == "executioner":
        ctx["left"] = times
        _executioner_next(g, p)
        return
    if card.id == "scout":
        ctx["left"] = times
        ctx["todo"] = []
        _scout_next(g, p)
        return
    fn = _SIMPLE.get(card.id)
    if fn is not None:
        fn(g, p, times)
        g._after_action()
        return
    card_effects.start(g, p, card.id)


def cannot_use(g: "Game", p: int, card_id: str, deniers_left: int, slot: int, need_infl: int) -> str:
    name = localized(g.data.activities[card_id])
    if card_id in _PAID_L:
        if deniers_left < _PAID_L[card_id]:
            text = translate(
                "TroyesRules", "{card} costs {amount} deniers per use and you would have {have}")
            return text.format(card=name, amount=_PAID_L[card_id], have=deniers_left)
        return ""
    if card_id == "breeder":
        if deniers_left < 3 and g.slot_cubes[slot][p] <= 0:
            return translate("TroyesLadies", "Breeder: you need 3 deniers to place a cube, or a cube to sell")
        return ""
    if card_id == "master-builder":
        if not _build_options(g):
            return translate("TroyesLadies", "the cathedral has no free space left, even on the 4th floor")
        return ""
    if card_id == "scout":
        if deniers_left < 1:
            return translate("TroyesLadies", "Scout: each cube costs 1 denier")
        return ""
    if card_id in card_effects._PAID and card_effects._PAID[card_id][0] == "influence" and need_infl:
        if g.players[p].influence - need_infl < card_effects._PAID[card_id][1]:
            return translate("TroyesLadies", "{card}: too little influence left").format(card=name)
    return card_effects.cannot_use(g, p, card_id, deniers_left)


def _clog_maker(g, p, times):
    n = sum(1 for o in g.spaces[CITY_HALL] if o == p)
    g.players[p].deniers += n * times
    g.emit("deniers_gained", player=p, deniers=n * times, card="clog-maker")


def _weaver(g, p, times):
    n = tradesmen_count(g, p)
    g.players[p].deniers += n * times
    g.emit("deniers_gained", player=p, deniers=n * times, card="weaver")


def _banker(g, p, times):
    vp = 3 * times if g.players[p].deniers > 30 else 0
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="banker")


def _master_tradesman(g, p, times):
    vp = times * (tradesmen_count(g, p) // 2)
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="master-tradesman")


def _bishop(g, p, times):
    n = cathedral_count(g, p) * times
    g.players[p].deniers += n
    g.emit("deniers_gained", player=p, deniers=n, card="bishop")


def _scribe(g, p, times):
    vp = times * len(g.players[p].events_won)
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="scribe")


def _nun(g, p, times):
    whites = sum(1 for c, v, o in g.dice.values() if o == p and c == WHITE)
    g.gain_vp(p, whites * times)
    g.emit("vp_gained", player=p, vp=whites * times, card="nun")


def _baker(g, p, times):
    yellows = sum(1 for c, v, o in g.dice.values() if c == YELLOW)
    g.players[p].deniers += yellows * times
    g.emit("deniers_gained", player=p, deniers=yellows * times, card="baker")


def _banquet(g, p, times):
    # Solo (the rulebook's solo section): le Roy's dice are not counted when finding the district with the
    # most red dice, so you gain your own red dice even if le Roy has more (docs/rulings.md, S10).
    counts = {o: 0 for o in list(range(g.n)) + ([] if g.solo else [NEUTRAL])}
    for c, v, o in g.dice.values():
        if c == RED and o in counts:
            counts[o] += 1
    vp = max(counts.values()) * times
    g.gain_vp(p, vp)
    g.emit("vp_gained", player=p, vp=vp, card="banquet")


_SIMPLE = {"clog-maker": _clog_maker, "weaver": _weaver, "banker": _banker,
           "master-tradesman": _master_tradesman, "bishop": _bishop, "scribe": _scribe, "nun": _nun,
           "baker": _baker, "banquet": _banquet}


# ---------------------------------------------------------------- mixed cards
def legal_mixed(g: "Game", p: int) -> list[tuple]:
    ctx = g.ctx
    times = ctx["times"]
    card = ctx["card"]
    slot = ctx["arg"]
    most = times if card != "breeder" else min(times, g.players[p].deniers // 3)
    out = [("mixed", "place", n) for n in range(1, most + 1)]
    out.extend(("mixed", "use", n) for n in range(1, min(times, g.slot_cubes[slot][p]) + 1))
    return out


def apply_mixed(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_mixed(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "place cubes on the card, or use cubes already there (not both)"), action)
    _, mode, n = action
    ctx = g.ctx
    card, slot = ctx["card"], ctx["arg"]
    pl = g.players[p]
    if mode == "place":
        if card == "breeder":
            pl.deniers -= 3 * n
        g.slot_cubes[slot][p] += n
        pl.cubes -= n
        g.emit("cubes_stored", player=p, slot=slot, card=card, cubes=n)
        g._after_action()
        return
    g.slot_cubes[slot][p] -= n
    pl.cubes += n
    if card == "lumberjack":
        pl.deniers += 4 * n
        g.emit("deniers_gained", player=p, deniers=4 * n, card=card)
    elif card == "breeder":
        g.gain_vp(p, 2 * n)
        g.emit("vp_gained", player=p, vp=2 * n, card=card)
    elif card == "squire":
        g.gain_influence(p, 5 * n)
        g.emit("influence_gained", player=p, influence=5 * n, card=card)
    elif card == "catapult":
        ctx["cubes_left"] = n
        ctx["pair"] = True
        g.emit("catapult", player=p, shots=n)
        g.pending = Decision(p, "event")
        return
    g._after_action()


# ---------------------------------------------------------------- cards with small decisions
def legal_landlady(g: "Game", p: int) -> list[tuple]:
    return [("landlady", n) for n in range(g.ctx["times"] + 1)]


def apply_landlady(g: "Game", p: int, action) -> None:
    times = g.ctx["times"]
    if len(action) != 2 or not isinstance(action[1], int) or not 0 <= action[1] <= times:
        text = translate("TroyesLadies", "choose how many of the {times} activations give 4 influence "
                         "(0 to {times})")
        raise IllegalAction(text.format(times=times), action)
    n = action[1]
    g.gain_influence(p, 4 * n)
    g.gain_vp(p, times - n)
    g.emit("landlady", player=p, influence=4 * n, vp=times - n)
    g._after_action()


def _build_options(g: "Game") -> list[int]:
    out = []
    for v in range(1, 7):
        if (any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3))
                or g.expansion["cathedral4"][v - 1] is None):
            out.append(v)
    return out


def _build_next(g: "Game", p: int) -> None:
    if g.ctx["left"] > 0 and _build_options(g):
        g.pending = Decision(p, "build")
        return
    g._after_action()


def legal_build(g: "Game", p: int) -> list[tuple]:
    return [("build", v) for v in _build_options(g)]


def apply_build(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_build(g, p):
        raise IllegalAction(translate("TroyesLadies", "choose a cathedral column with a free space"), action)
    v = action[1]
    if any(g.cathedral[lv * 6 + v - 1] is None for lv in range(3)):
        g._cathedral_cube(p, v)
    else:
        g.expansion["cathedral4"][v - 1] = p
        built = g.expansion.setdefault("built4", [])   # "has not played a cube on the 4th floor" (penalty)
        if p not in built:
            built.append(p)
        g.players[p].cubes -= 1
        gain = g.data.cathedral_influence[v - 1]
        g.gain_vp(p, 1)
        g.gain_influence(p, gain)
        g.emit("cathedral_cube", player=p, level=3, value=v, vp=1, influence=gain)
    g.ctx["left"] -= 1
    _build_next(g, p)


def _executioner_leaders(g: "Game", p: int) -> list[int]:
    others = [o for o in range(g.n) if o != p]
    best = max(g.players[o].influence for o in others)
    return [o for o in others if g.players[o].influence == best] if best > 0 else []


def _executioner_next(g: "Game", p: int) -> None:
    ctx = g.ctx
    while ctx["left"] > 0:
        leaders = _executioner_leaders(g, p)
        if len(leaders) > 1:
            g.pending = Decision(p, "victim")
            return
        _execute(g, p, leaders[0] if leaders else None)
    g._after_action()


def _execute(g: "Game", p: int, victim) -> None:
    g.ctx["left"] -= 1
    got = 1
    if victim is not None:
        g.players[victim].influence -= 1
        got += 1
    g.gain_influence(p, got)
    g.emit("executioner", player=p, victim=victim, influence=got)


def legal_victim(g: "Game", p: int) -> list[tuple]:
    return [("victim", o) for o in _executioner_leaders(g, p)]


def apply_victim(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_victim(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "take the influence point from a tied opponent with the most influence"), action)
    _execute(g, p, action[1])
    _executioner_next(g, p)


def _scout_next(g: "Game", p: int) -> None:
    ctx = g.ctx
    while True:
        while ctx["todo"]:
            eid = ctx["todo"][0]
            if g.players[p].deniers >= 1 and any(e[0] == eid for e in g.queue):
                g.pending = Decision(p, "scout")
                return
            ctx["todo"].pop(0)
        if ctx["left"] <= 0:
            g._after_action()
            return
        ctx["left"] -= 1
        ctx["todo"] = [e[0] for e in g.queue if e[0] != "chief-outlaw"]


def legal_scout(g: "Game", p: int) -> list[tuple]:
    return [("scout", 1), ("scout", 0)]


def apply_scout(g: "Game", p: int, action) -> None:
    if tuple(action) not in (("scout", 1), ("scout", 0)):
        raise IllegalAction(translate(
            "TroyesLadies", "place a cube on this event card (1 denier) or not"), action)
    eid = g.ctx["todo"].pop(0)
    if action[1]:
        g.players[p].deniers -= 1
        idx = next(i for i, e in enumerate(g.queue) if e[0] == eid)
        g.place_event_cube(idx, p)
    _scout_next(g, p)


def legal_event(g: "Game", p: int) -> list[tuple]:
    card = g.ctx.get("card")
    return [("event", i) for i, e in enumerate(g.queue)
            if not (e[0] == "chief-outlaw" and card in _RED_LEVEL_ONE)]


def apply_event(g: "Game", p: int, action) -> None:
    if tuple(action) not in legal_event(g, p):
        raise IllegalAction(translate(
            "TroyesLadies", "choose one of the event cards in the queue (the Chief Outlaw is never fought "
                            "by level I red cards)"), action)
    ctx = g.ctx
    if ctx.get("pair"):
        eid = g.queue[action[1]][0]
        g.place_event_cube(action[1], p)
        if g.queue[action[1]:action[1] + 1] and g.queue[action[1]][0] == eid:
            g.place_event_cube(action[1], p)      # second cube of the pair (lost if the card was completed)
        ctx["cubes_left"] -= 1
        if ctx["cubes_left"] > 0:
            g.pending = Decision(p, "event")
        else:
            g._after_action()
        return
    card_effects.apply_event(g, p, action)


def legal_count(g: "Game", p: int) -> list[tuple]:
    return [("count", n) for n in range(1, g.ctx["max"] + 1)]


def apply_count(g: "Game", p: int, action) -> None:
    ctx = g.ctx
    card = ctx["card"]
    if card not in _PAID_L:
        card_effects.apply_count(g, p, action)
        return
    if len(action) != 2 or not isinstance(action[1], int) or not 1 <= action[1] <= ctx["max"]:
        raise IllegalAction(translate("TroyesRules", "choose a number of uses from 1 to {most}")
                            .format(most=ctx["max"]), action)
    n = action[1]
    pl = g.players[p]
    pl.deniers -= _PAID_L[card] * n
    if card == "marriage":
        g.gain_vp(p, 4 * n)
        g.emit("marriage", player=p, deniers=-7 * n, vp=4 * n)
        g._after_action()
        return
    ctx["cubes_left"] = n
    g.emit("ransom", player=p, deniers=-3 * n, cubes=n)
    g.pending = Decision(p, "event")


def next_cube_after_event(g: "Game", p: int) -> None:
    card_effects._next_cube(g, p)
