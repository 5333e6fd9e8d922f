"""Event card effects (rulebook appendix), resolved every round while the card is in the queue."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from .board import BISHOPRIC, CITY_HALL, NEUTRAL, PALACE, PENALTY_VP

if TYPE_CHECKING:
    from .game import Game


def resolve(g: "Game", entry: list, ev) -> None:
    handler = _EFFECTS.get(ev.effect)
    if handler is not None:
        handler(g, entry)
        g.emit("event_resolved", event=ev.id)


def _neutral(building: int):
    def effect(g: "Game", entry) -> None:
        value = g.roll_die()
        g.emit("event_roll", event=entry[0], value=value)
        g.place_neutral(building, value)
    return effect


def _drought(g: "Game", entry) -> None:
    for p, pl in enumerate(g.players):
        owed = sum(1 for o in g.spaces[CITY_HALL] if o == p)
        paid = g.pay(p, owed)
        g.emit("event_payment", event=entry[0], player=p, owed=owed, paid=paid)
        if paid < owed:
            g.lose_vp(p, PENALTY_VP, translate("TroyesRules", "could not pay the whole Drought"))


def _civil_war(g: "Game", entry) -> None:
    for p in range(g.n):
        paid = g.pay(p, 3)
        g.emit("event_payment", event=entry[0], player=p, owed=3, paid=paid)
        if paid < 3:
            g.lose_vp(p, PENALTY_VP, translate("TroyesRules", "could not pay the whole Civil War"))


def _heresy(g: "Game", entry) -> None:
    for p, pl in enumerate(g.players):
        lost = min(pl.influence, 2)
        pl.influence -= lost
        g.emit("influence_lost", event=entry[0], player=p, influence=lost)
        if lost < 2:
            g.lose_vp(p, PENALTY_VP, translate("TroyesRules", "could not lose the whole Heresy influence"))


def _support(g: "Game", entry) -> None:
    idx = next(i for i, e in enumerate(g.queue) if e is entry)
    targets = g.queue[max(0, idx - 2):idx]       # the (at most) two cards just left of Support
    for t in targets:
        for i, e in enumerate(g.queue):
            if e is t:
                g.place_event_cube(i, NEUTRAL)
                break


def _traveling_builders(g: "Game", entry) -> None:
    for i in range(18):                         # lowest level first, then lowest value
        if g.cathedral[i] is None:
            g.cathedral[i] = NEUTRAL
            vp = 1 if g.solo else 0        # solo: le Roy gains 1 VP when the cube is placed
            g.gain_vp(NEUTRAL, vp)
            g.emit("cathedral_cube", player=NEUTRAL, level=i // 6, value=i % 6 + 1, vp=vp, influence=0)
            return


def _interrupted_work(g: "Game", entry) -> None:
    for i in range(17, -1, -1):                 # highest level first, then highest value
        owner = g.cathedral[i]
        if owner is not None:
            if owner == NEUTRAL and g.solo:
                return      # RULINGS R9: the cube designated is le Roy's: nothing is removed
            g.cathedral[i] = None
            if owner != NEUTRAL:
                g.players[owner].cubes += 1
            g.emit("cathedral_cube_removed", player=owner, level=i // 6, value=i % 6 + 1)
            return


_EFFECTS = {
    "neutral-palace": _neutral(PALACE),
    "neutral-bishopric": _neutral(BISHOPRIC),
    "neutral-city-hall": _neutral(CITY_HALL),
    "drought": _drought,
    "civil-war": _civil_war,
    "heresy": _heresy,
    "support": _support,
    "traveling-builders": _traveling_builders,
    "interrupted-work": _interrupted_work,
}
