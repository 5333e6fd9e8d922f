"""Cubes on event cards: placing them on the banners and the reward when a card is countered.

Rulebook: Game Turn, phase 4 (Fighting an event) and Event cards (Countering an event)."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from . import ladies
from .board import (
    NEUTRAL,
)

if TYPE_CHECKING:
    from .game import Game
    from .state import TroyesFields as _Base
else:
    _Base = object


class EventCubes(_Base):
    """Cubes on event cards: placing them on the banners and the reward when a card is countered."""

    def place_event_cube(self, qidx: int, owner: int, influence: bool = True) -> None:
        """Put a cube on the upper-leftmost free banner; resolve the card when its banners are full."""
        entry = self.queue[qidx]
        if self.expansion is not None and entry[0] == "possession":
            ladies.on_possession_cube(cast("Game", self), owner)
        entry[1].append(owner)
        if owner != NEUTRAL:
            self.players[owner].cubes -= 1
            if influence:
                self.gain_influence(owner, 1)
        ev = self.data.events[entry[0]]
        self.emit("event_cube", player=owner, event=entry[0], index=qidx)
        if len(entry[1]) >= ev.banners:
            self._event_countered(qidx)

    def _event_countered(self, qidx: int) -> None:
        entry = self.queue[qidx]
        ev = self.data.events[entry[0]]
        cubes = entry[1]
        counts: dict[int, int] = {}
        first: dict[int, int] = {}
        for i, o in enumerate(cubes):
            counts[o] = counts.get(o, 0) + 1
            first.setdefault(o, i)
        ranked = sorted(counts, key=lambda o: (-counts[o], first[o]))
        vp1, vp2 = ev.vp
        awards: dict[int, int] = {}
        top = counts[ranked[0]]
        tied = [o for o in ranked if counts[o] == top]
        if len(ranked) == 1:
            awards[ranked[0]] = vp1 + vp2
        elif len(tied) > 1:
            for o in tied:
                awards[o] = (vp1 + vp2) // len(tied)
        else:
            awards[ranked[0]] = vp1
            second = counts[ranked[1]]
            tied2 = [o for o in ranked[1:] if counts[o] == second]
            for o in tied2:
                awards[o] = vp2 // len(tied2)
        for o, vp in awards.items():
            self.gain_vp(o, vp)
        for o in cubes:
            if o != NEUTRAL:
                self.players[o].cubes += 1
        winner = ranked[0]
        if ev.id == "marauding":
            entry[1] = []
            taker = None
        else:
            del self.queue[qidx]
            if self.expansion is not None and ev.id == "possession":
                ladies.release_possessed(cast("Game", self))
            taker = winner if winner != NEUTRAL or self.solo else None
            if taker == NEUTRAL:
                assert self.roy is not None      # le Roy takes cards in the solo game only
                self.roy["events_won"].append(ev.id)      # le Roy takes the card like a player
            elif taker is not None:
                self.players[taker].events_won.append(ev.id)
        self.emit("event_countered", event=ev.id, awards={str(k): v for k, v in awards.items()},
                  taken_by=taker, counts={str(k): v for k, v in counts.items()})
