"""Activity card effects (rulebook appendix), one short function per immediate card.

Delayed cards (Blacksmith, Militiaman, Tithe, Monk, Priest, Apprenticeship, Confession, Templar)
only store cubes here; their modifications are applied when a group is evaluated
(:meth:`Game.evaluate`). Effects that need a choice ask it as a small decision:
``count`` (how many times to pay for a paid effect), ``miller`` (activations on the Palace)
and ``event`` (which event card receives a cube).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import localized, translate

from ..common.contract import Decision
from ..common.errors import IllegalAction
from .board import BISHOPRIC, CITY_HALL, MAX_INFLUENCE, NEUTRAL, PALACE
from .data import RED

if TYPE_CHECKING:
    from .game import Game

#: Paid effects: what one use costs (resource, amount) and what it gives.
_PAID = {
    "artisan": ("influence", 1),
    "innkeeper": ("deniers", 1),
    "journeyman": ("deniers", 3),
    "troubadour": ("influence", 3),
    "diplomat": ("influence", 1),
}


def cannot_use(g: "Game", p: int, card_id: str, deniers_left: int) -> str:
    """Why a card's effect could not be used even once (empty string when it can)."""
    paid = _PAID.get(card_id)
    if not paid:
        return ""
    resource, amount = paid
    have = deniers_left if resource == "deniers" else g.players[p].influence
    if have < amount:
        name = localized(g.data.activities[card_id])
        if amount == 1:
            if resource == "deniers":
                text = translate("TroyesRules", "{card} costs 1 denier per use and you would have {have} "
                                 "deniers")
            else:
                text = translate("TroyesRules", "{card} costs 1 influence per use and you would have {have}")
        elif resource == "deniers":
            text = translate("TroyesRules", "{card} costs {amount} deniers per use and you would have {have}")
        else:
            text = translate("TroyesRules", "{card} costs {amount} influence per use and you would have "
                             "{have}")
        return text.format(card=name, amount=amount, have=have)
    if card_id in g.slot_card and not g.has_tradesman(p, g.slot_card.index(card_id)) \
            and not tradesman_sources(g, p, card_id):
        name = localized(g.data.activities[card_id])
        return translate("TroyesRules", "hiring a tradesman for 2 influence would leave too little "
                         "influence to use {card}").format(card=name)
    return ""


def tradesman_sources(g: "Game", p: int, card_id: str) -> list[tuple]:
    """Where the tradesman hired on this card can come from. "If you hire a tradesman, you are required
    to activate the card at least once": hiring one for 2 influence must leave the influence of one use
    of a card paid with influence."""
    out = g.citizen_sources(p)
    paid = _PAID.get(card_id)
    if paid and paid[0] == "influence" and g.players[p].influence - 2 < paid[1]:
        out = [s for s in out if s[1] != "influence"]
    return out


def _max_uses(g: "Game", p: int, card_id: str, times: int) -> int:
    resource, amount = _PAID[card_id]
    pl = g.players[p]
    have = pl.deniers if resource == "deniers" else pl.influence
    return min(times, have // amount)


def start(g: "Game", p: int, card_id: str) -> None:
    """Begin the effect of an immediate card activated ``g.ctx['times']`` times."""
    ctx = g.ctx
    times = ctx["times"]
    if card_id in _PAID:
        ctx["max"] = _max_uses(g, p, card_id, times)
        if ctx["max"] < 1:
            g.emit("effect_unused", player=p, card=card_id,
                   reason=translate("TroyesRules", "nothing left to pay with"))
            g._after_action()
            return
        g.pending = Decision(p, "count")
        return
    if card_id == "miller":
        g.pending = Decision(p, "miller")
        return
    if card_id == "archer":
        ctx["rolls_left"] = times
        _archer_next(g, p)
        return
    if card_id == "chivalry":
        reds = sum(1 for v in g.dice.values() if v.owner == p and v.colour == RED)
        ctx["cubes_left"] = reds * times
        g.emit("chivalry", player=p, red_dice=reds, cubes=reds * times)
        _next_cube(g, p)
        return
    _IMMEDIATE[card_id](g, p, times)
    g._after_action()


# ---------------------------------------------------------------- immediate cards without choices
def _merchant(g, p, times):
    g.players[p].deniers += 2 * times
    g.emit("deniers_gained", player=p, deniers=2 * times, card="merchant")


def _goldsmith(g, p, times):
    g.players[p].deniers += 2 * times
    g.gain_vp(p, times)
    g.emit("vp_gained", player=p, vp=times, deniers=2 * times, card="goldsmith")


def _sculptor(g, p, times):
    g.gain_vp(p, times)
    g.emit("vp_gained", player=p, vp=times, card="sculptor")


def _pilgrimage(g, p, times):
    g.gain_vp(p, 2 * times)
    g.emit("vp_gained", player=p, vp=2 * times, card="pilgrimage")


def _district_leaders(g: "Game", measure) -> list[int]:
    """Owners (players and neutral) whose district has the highest positive measure."""
    totals = {o: 0 for o in list(range(g.n)) + [NEUTRAL]}
    for c, v, o in g.dice.values():
        totals[o] += measure(c, v)
    best = max(totals.values())
    if best <= 0:
        return []
    return [o for o, t in totals.items() if t == best]


def _procession(g, p, times):
    # Most dice in a district (the neutral district counts too, French text); at least 1 die.
    leaders = _district_leaders(g, lambda c, v: 1)
    for o in leaders:
        if o != NEUTRAL:                 # the neutral district (le Roy too) only deprives
            g.gain_vp(o, 2 * times)
    g.emit("procession", player=p, leaders=leaders, vp=2 * times)


def _glassblower(g, p, times):
    cubes = sum(1 for o in g.cathedral if o == p)
    if g.expansion is not None:          # the Master Builder's 4th floor is on the cathedral (ruling L16)
        cubes += sum(1 for o in g.expansion["cathedral4"] if o == p)
    g.gain_vp(p, times * (cubes // 2))
    g.emit("vp_gained", player=p, vp=times * (cubes // 2), card="glassblower")


def _hunting(g, p, times):
    g.gain_influence(p, 3 * times)
    g.emit("influence_gained", player=p, influence=3 * times, card="hunting")


def _mercenary(g, p, times):
    g.players[p].deniers += 3 * times
    g.emit("deniers_gained", player=p, deniers=3 * times, card="mercenary")


def _tax_collector(g, p, times):
    got = 0
    for _ in range(times):
        for o in list(range(g.n)) + [NEUTRAL]:
            if o == p:
                continue
            owed = sum(1 for x in g.spaces[CITY_HALL] if x == o)
            if o == NEUTRAL:
                # The bank pays for gray citizens; solo: 2 deniers per citizen of le Roy.
                got += owed * (2 if g.solo else 1)
            else:
                got += g.pay(o, owed)          # pays what they can, without penalty
    g.players[p].deniers += got
    g.emit("deniers_gained", player=p, deniers=got, card="tax-collector")


def _captain(g, p, times):
    present = sum(1 for e in g.queue if p in e[1])
    g.gain_vp(p, times * present)
    g.emit("vp_gained", player=p, vp=times * present, card="captain")


def _joust(g, p, times):
    # Highest total of red dice (neutral district counted, French text); ties all gain. Only when the
    # activating player is (one of) the highest: "Gain 2 VP if the total ... in your district is higher".
    leaders = _district_leaders(g, lambda c, v: v if c == RED else 0)
    if p not in leaders:
        leaders = []
    for o in leaders:
        if o != NEUTRAL:
            g.gain_vp(o, 2 * times)
    g.emit("joust", player=p, leaders=leaders, vp=2 * times)


_IMMEDIATE = {
    "merchant": _merchant, "goldsmith": _goldsmith, "sculptor": _sculptor, "pilgrimage": _pilgrimage,
    "procession": _procession, "glassblower": _glassblower, "hunting": _hunting, "mercenary": _mercenary,
    "tax-collector": _tax_collector, "captain": _captain, "joust": _joust,
}


# ---------------------------------------------------------------- paid effects: how many uses
def legal_count(g: "Game", p: int) -> list[tuple]:
    return [("count", n) for n in range(1, g.ctx["max"] + 1)]


def apply_count(g: "Game", p: int, action) -> None:
    ctx = g.ctx
    if len(action) != 2 or not isinstance(action[1], int) or not 1 <= action[1] <= ctx["max"]:
        raise IllegalAction(translate("TroyesRules", "choose a number of uses from 1 to {most}")
                            .format(most=ctx["max"]), action)
    n = action[1]
    pl = g.players[p]
    card = ctx["card"]
    if card == "artisan":
        pl.influence -= n
        pl.deniers += 6 * n
        g.emit("artisan", player=p, influence=-n, deniers=6 * n)
    elif card == "innkeeper":
        pl.deniers -= n
        g.gain_influence(p, n)
        g.emit("innkeeper", player=p, deniers=-n, influence=n)
    elif card == "journeyman":
        pl.deniers -= 3 * n
        g.gain_vp(p, 2 * n)
        g.emit("journeyman", player=p, deniers=-3 * n, vp=2 * n)
    elif card == "troubadour":
        pl.influence -= 3 * n
        g.gain_vp(p, 2 * n)
        g.emit("troubadour", player=p, influence=-3 * n, vp=2 * n)
    elif card == "diplomat":
        # All the influence is spent before any cube is placed (appendix).
        pl.influence -= n
        ctx["cubes_left"] = n
        g.emit("diplomat", player=p, influence=-n, cubes=n)
        _next_cube(g, p)
        return
    g._after_action()


# ---------------------------------------------------------------- Miller
def legal_miller(g: "Game", p: int) -> list[tuple]:
    return [("miller", n) for n in range(g.ctx["times"] + 1)]


def apply_miller(g: "Game", p: int, action) -> None:
    times = g.ctx["times"]
    if len(action) != 2 or not isinstance(action[1], int) or not 0 <= action[1] <= times:
        raise IllegalAction(translate("TroyesRules", "choose how many of the {times} activations go to the "
                                      "Palace (0 to {times})").format(times=times), action)
    on_palace = action[1]
    pal = sum(1 for o in g.spaces[PALACE] if o == p)
    bis = sum(1 for o in g.spaces[BISHOPRIC] if o == p)
    gain = 2 * (on_palace * pal + (times - on_palace) * bis)
    g.players[p].deniers += gain
    g.emit("miller", player=p, palace=on_palace, bishopric=times - on_palace, deniers=gain)
    g._after_action()


# ---------------------------------------------------------------- cubes on event cards
def legal_event(g: "Game", p: int) -> list[tuple]:
    return [("event", i) for i in range(len(g.queue))]


def apply_event(g: "Game", p: int, action) -> None:
    if len(action) != 2 or not isinstance(action[1], int) or not 0 <= action[1] < len(g.queue):
        raise IllegalAction(translate("TroyesRules", "choose one of the event cards in the queue"), action)
    g.place_event_cube(action[1], p)
    ctx = g.ctx
    if ctx["card"] == "archer":
        _archer_next(g, p)
    else:
        ctx["cubes_left"] -= 1
        _next_cube(g, p)


def _next_cube(g: "Game", p: int) -> None:
    if g.ctx["cubes_left"] > 0:
        g.pending = Decision(p, "event")
    else:
        g._after_action()


def _archer_next(g: "Game", p: int) -> None:
    """Roll for each remaining activation; a 3 or more asks where the cube goes."""
    ctx = g.ctx
    while ctx["rolls_left"] > 0:
        ctx["rolls_left"] -= 1
        value = g.roll_die()          # this die cannot be modified
        g.emit("archer_roll", player=p, value=value, hit=value >= 3)
        if value >= 3:
            g.pending = Decision(p, "event")
            return
    g._after_action()


assert MAX_INFLUENCE == 20
