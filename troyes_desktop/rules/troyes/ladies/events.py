"""The new event cards and the resumable events phase (decisions during events: Harsh Winter, Possession,
the protections of the outdoor tiles).

Rulebook (The Ladies of Troyes): module "The events" and the appendix of event cards."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ...common.contract import Decision
from ...common.errors import IllegalAction
from .. import events as event_effects
from ..board import (
    BISHOPRIC,
    CITY_HALL,
    NEUTRAL,
    PALACE,
    PENALTY_VP,
)
from ..data import RED, WHITE, YELLOW
from . import outdoor
from .setup import _PROTECTED_EVENTS

if TYPE_CHECKING:
    from ..game import Game


# ====================================================================== events phase (resumable)
def events_phase(g: "Game") -> None:
    ex = g.expansion
    red = g.decks["red"]
    if red:
        card_id = red.pop()
        _reveal(g, card_id)
    ex["ev"] = {"todo": [e[0] for e in g.queue], "black": 0, "sub": None, "asked": [], "protected": []}
    continue_events(g)


def _reveal(g: "Game", card_id: str) -> None:
    g.queue.append([card_id, []])
    g.emit("event_revealed", card=card_id)
    if card_id == "possession":
        g.expansion["possession_round"] = g.round
    calls = g.data.events[card_id].calls
    if calls == "red":
        if g.set_aside_red:
            _reveal(g, g.set_aside_red.pop())
        return
    if calls:
        deck = g.decks[calls] or g.decks["white" if calls == "yellow" else "yellow"]
        if deck:
            _reveal(g, deck.pop())


def continue_events(g: "Game") -> None:
    st = g.expansion["ev"]
    while st["todo"]:
        eid = st["todo"][0]
        entry = next((e for e in g.queue if e[0] == eid), None)
        if entry is None:
            st["todo"].pop(0)
            continue
        ev = g.data.events[eid]
        if st["sub"] is None:
            g.expansion["used"] = []          # several protect cubes may serve several events (appendix)
            st["sub"] = eid
            st["black"] += ev.black_dice
            st["asked"] = []
            st["protected"] = []
        if _resolve(g, entry, ev):
            return                    # a decision is pending; we come back here
        st["todo"].pop(0)
        st["sub"] = None
    black = st["black"]
    g.expansion["ev"] = None
    g.expansion["used"] = []
    g.black = sorted((g.rng.roll() for _ in range(black)), reverse=True)
    if any(e[0] == "chief-outlaw" for e in g.queue):
        g.black = [min(6, v + 3) for v in g.black]
        g.emit("chief_outlaw", values=g.black[:])
    g.emit("black_dice_rolled", values=g.black[:])
    g.black_facing = g.start
    g.phase = "black"
    g.ctx = None
    g._next_black()


#: After an offer made during the events phase (an outdoor tile that protects), the phase goes on here.
outdoor.RESUMES["events"] = continue_events


def _losers(g: "Game", eid: str) -> list[int]:
    out = []
    for p, pl in enumerate(g.players):
        if eid == "drought":
            lose = any(o == p for o in g.spaces[CITY_HALL])
        elif eid == "civil-war":
            lose = True
        elif eid == "heresy":
            lose = True
        elif eid == "harsh-winter":
            lose = bool(_winter_options(g, p))
        else:   # interrupted work: the owner of the cube that would be removed
            lose = _interrupted_victim(g) == p
        if lose:
            out.append(p)
    return out


def _seat_order(g: "Game") -> list[int]:
    if g.solo:
        return [0]              # le Roy (the start player every other round) decides nothing here
    order, p = [], g.start
    for _ in range(g.n):
        order.append(p)
        p = g.next_seat(p)
    return order


def _resolve(g: "Game", entry: list, ev) -> bool:
    """Resolve one event; True when it waits for a decision."""
    st = g.expansion["ev"]
    eid = ev.effect
    if eid in _PROTECTED_EVENTS:
        for p in _seat_order(g):
            if p in st["asked"]:
                continue
            if p in _losers(g, eid) and outdoor._tile_usable(g, p, "protect") is not None:
                outdoor._offer(g, p, "protect", resume="events")
                if outdoor.next_offer(g):
                    return True
            if p not in st["asked"]:
                st["asked"].append(p)
        protected = set(st["protected"])
        if eid == "harsh-winter":
            return _harsh_winter(g, protected)
        if eid == "interrupted-work":
            victim = _interrupted_victim(g)
            if victim in protected:
                g.emit("event_avoided", event=entry[0], player=victim)
            elif not interrupted_work(g, entry):
                event_effects._interrupted_work(g, entry)
            g.emit("event_resolved", event=ev.id)
            return False
        for p in protected:
            g.emit("event_avoided", event=entry[0], player=p)
        _apply_with_protection(g, entry, ev, protected)
        return False
    if eid == "support":
        _support(g, entry)
        g.emit("event_resolved", event=ev.id)
        return False
    if eid == "uprising":
        _uprising(g)
        g.emit("event_resolved", event=ev.id)
        return False
    if eid == "monk-event":
        _monk_event(g)
        g.emit("event_resolved", event=ev.id)
        return False
    if eid == "possession":
        if g.expansion["possession_round"] != g.round:
            return False
        return _possession(g)
    if eid == "resistance":
        _resistance(g)
        g.emit("event_resolved", event=ev.id)
        return False
    event_effects.resolve(g, entry, ev)
    return False


def _apply_with_protection(g: "Game", entry, ev, protected) -> None:
    eid = ev.effect
    for p, pl in enumerate(g.players):
        if p in protected:
            continue
        if eid == "drought":
            owed = sum(1 for o in g.spaces[CITY_HALL] if o == p)
            paid = g.pay(p, owed)
            g.emit("event_payment", event=entry[0], player=p, owed=owed, paid=paid)
            if paid < owed:
                g.lose_vp(p, PENALTY_VP, translate("TroyesRules", "could not pay the whole Drought"))
        elif eid == "civil-war":
            paid = g.pay(p, 3)
            g.emit("event_payment", event=entry[0], player=p, owed=3, paid=paid)
            if paid < 3:
                g.lose_vp(p, PENALTY_VP, translate("TroyesRules", "could not pay the whole Civil War"))
        elif eid == "heresy":
            lost = min(pl.influence, 2)
            pl.influence -= lost
            g.emit("influence_lost", event=entry[0], player=p, influence=lost)
            if lost < 2:
                g.lose_vp(p, PENALTY_VP, translate(
                    "TroyesRules", "could not lose the whole Heresy influence"))
    g.emit("event_resolved", event=ev.id)


def _interrupted_victim(g: "Game"):
    for o in reversed(g.expansion["cathedral4"]):
        if o is not None:
            return o
    for i in range(17, -1, -1):
        if g.cathedral[i] is not None:
            return g.cathedral[i]
    return None


def interrupted_work(g: "Game", entry) -> bool:
    """The 4th floor is the highest level: its rightmost cube goes first."""
    c4 = g.expansion["cathedral4"]
    for i in range(5, -1, -1):
        if c4[i] is not None:
            owner = c4[i]
            if owner == NEUTRAL and g.solo:
                return True         # RULINGS R9: never a cube of le Roy's (nothing is removed)
            c4[i] = None
            if owner != NEUTRAL:
                g.players[owner].cubes += 1
            g.emit("cathedral_cube_removed", player=owner, level=3, value=i + 1)
            return True
    return False


def _winter_options(g: "Game", p: int) -> list[tuple]:
    out = []
    for s in range(9):
        if g.slot_cubes[s][p] > 0 and g.card(s).kind in ("delayed", "mixed", "end"):
            out.append(("lose", "card", s))
    if g.expansion["tiles"]:
        for level in (1, 2, 3, 4):
            if outdoor.tile_cubes(g, p, level) > 0:
                out.append(("lose", "tile", level))
    return out


def _harsh_winter(g: "Game", protected) -> bool:
    st = g.expansion["ev"]
    done = st.setdefault("winter_done", [])
    for p in _seat_order(g):
        if p in done:
            continue
        options = [] if p in protected else _winter_options(g, p)
        if len(options) > 1:
            g.ctx = None
            g.pending = Decision(p, "harsh_winter")
            return True
        done.append(p)
        if options:
            _lose_cube(g, p, options[0])
    st.pop("winter_done", None)
    g.emit("event_resolved", event="harsh-winter")
    return False


def _lose_cube(g: "Game", p: int, option) -> None:
    _, kind, x = option
    if kind == "card":
        g.slot_cubes[x][p] -= 1
    else:
        g.expansion["tile_cubes"][x - 1][p] -= 1
    g.players[p].cubes += 1
    g.emit("cube_lost", player=p, where=kind, arg=x, event="harsh-winter",
           card=g.slot_card[x] if kind == "card" else None)


def legal_winter(g: "Game", p: int) -> list[tuple]:
    return _winter_options(g, p)


def apply_winter(g: "Game", p: int, action) -> None:
    if tuple(action) not in _winter_options(g, p):
        raise IllegalAction(translate("TroyesLadies", "choose the cube you lose to the Harsh Winter"), action)
    _lose_cube(g, p, tuple(action))
    g.expansion["ev"]["winter_done"].append(p)
    continue_events(g)


def _support(g: "Game", entry) -> None:
    idx = next(i for i, e in enumerate(g.queue) if e is entry)
    targets_ = [t for t in g.queue[max(0, idx - 2):idx]]
    for t in targets_:
        if t[0] == "chief-outlaw":
            g.emit("support_refused", event=t[0])
            continue
        for i, e in enumerate(g.queue):
            if e is t:
                g.place_event_cube(i, NEUTRAL)
                break


def _uprising(g: "Game") -> None:
    value = g.roll_die()
    b = BISHOPRIC if value <= 2 else PALACE if value <= 4 else CITY_HALL
    g.emit("event_roll", event="uprising", value=value, building=b)
    people = [o for o in g.spaces[b] if o is not None]
    lying = g.expelled[b]
    if lying:
        people.extend(lying)
        g.expelled[b] = []
    elif g.gray_supply > 0:
        g.gray_supply -= 1
        people.append(NEUTRAL)
    g.rng.shuffle(people)
    spaces = list(range(6))
    g.rng.shuffle(spaces)
    g.spaces[b] = [None] * 6
    for who, i in zip(people, spaces):
        g.spaces[b][i] = who
    for who in people[6:]:
        g.expelled[b].append(who)
        g.emit("citizen_expelled", player=who, building=b)
    g.emit("uprising", building=b, spaces=g.spaces[b][:], lying=people[6:])


def _monk_event(g: "Game") -> None:
    value = g.roll_die()
    colour = WHITE if value <= 2 else YELLOW if value <= 4 else RED
    g.emit("event_roll", event="monk-event", value=value, colour=colour)
    if g.gray_supply <= 0:
        g.emit("no_neutral_citizen", building=None)
        return
    best = None
    for level in (1, 2, 3):
        s = colour * 3 + level - 1
        if not g.slot_revealed[s]:
            continue
        for i, o in enumerate(g.slot_spaces[s]):
            if o is None:
                vp = g.card(s).spaces[i]
                if best is None or vp > best[0]:
                    best = (vp, s, i)
    if best is None:
        g.emit("monk_no_space", colour=colour)
        return
    _, s, i = best
    g.slot_spaces[s][i] = NEUTRAL
    g.gray_supply -= 1
    g.emit("tradesman_hired", player=NEUTRAL, slot=s, space=i, vp=0, card=g.slot_card[s])


def _possession(g: "Game") -> bool:
    st = g.expansion["ev"]
    done = st.setdefault("possessed_done", [])
    for p in _seat_order(g):
        if p in done:
            continue
        if g.citizen_sources(p):
            g.ctx = None
            g.pending = Decision(p, "possession")
            return True
        done.append(p)
    st.pop("possessed_done", None)
    g.emit("event_resolved", event="possession")
    return False


def legal_possession(g: "Game", p: int) -> list[tuple]:
    return g.citizen_sources(p)


def apply_possession(g: "Game", p: int, action) -> None:
    action = tuple(action)
    if action not in g.citizen_sources(p):
        raise IllegalAction(translate("TroyesLadies", "choose the citizen possessed by the devil"), action)
    g._take_citizen(p, action)
    g.expansion["possessed"].append(p)
    g.emit("citizen_possessed", player=p)
    g.expansion["ev"]["possessed_done"].append(p)
    continue_events(g)


def on_possession_cube(g: "Game", owner: int) -> None:
    if owner != NEUTRAL and g.expansion["possessed"]:
        g.expansion["offers"].append({"p": owner, "level": 0, "face": "liberate", "resume": "action"})


def release_possessed(g: "Game") -> None:
    for o in g.expansion["possessed"]:
        g.players[o].supply += 1
    g.expansion["possessed"] = []


def _resistance(g: "Game") -> None:
    for entry in g.queue:
        if entry[1]:
            if g.solo and entry[1][-1] == NEUTRAL:
                continue        # negative events do not affect le Roy: his newest cube stays (S11)
            owner = entry[1].pop()
            if owner != NEUTRAL:
                g.players[owner].cubes += 1
            g.emit("event_cube_removed", event=entry[0], player=owner)
