"""Citizens: where one comes from, placing it in a principal building, pushing and expelling.

Rulebook: Game Turn, phase 4 (Placing a citizen; Expelled citizens), Tradesmen (hiring a citizen for an
activity card)."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from ..common.errors import IllegalAction
from . import cards as card_effects
from .board import (
    MAX_CITIZENS,
    NEUTRAL,
    PALACE,
    push_into_row,
    space_index,
)

if TYPE_CHECKING:
    from .game import Game
    from .state import TroyesFields as _Base

#: Why nobody can be expelled from a building (Palace, Bishopric, City Hall; translated when shown).
_ALREADY_LYING = (
    QT_TRANSLATE_NOOP("TroyesRules", "{owner} already has a citizen lying on the Palace: nobody can expel "
                                     "another one this round"),
    QT_TRANSLATE_NOOP("TroyesRules", "{owner} already has a citizen lying on the Bishopric: nobody can expel "
                                     "another one this round"),
    QT_TRANSLATE_NOOP("TroyesRules", "{owner} already has a citizen lying on the City Hall: nobody can expel "
                                     "another one this round"),
)


def _legal_source(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
    assert ctx is not None
    if ctx["purpose"] == "citizen":
        return g.placement_sources(p, ctx["arg"], ctx["value"])
    return card_effects.tradesman_sources(g, p, g.slot_card[ctx["arg"]])


if not TYPE_CHECKING:
    _Base = object


class Citizens(_Base):
    """Citizens: where one comes from, placing it in a principal building, pushing and expelling."""

    def has_tradesman(self, p: int, slot: int) -> bool:
        return p in self.slot_spaces[slot] or p in self.slot_illus[slot]

    def has_citizen_source(self, p: int) -> bool:
        """Quick form of ``bool(citizen_sources(p))``: supply, 2 influence, or a citizen on the board."""
        pl = self.players[p]
        return pl.supply > 0 or pl.citizens > pl.supply or (pl.influence >= 2 and pl.citizens < MAX_CITIZENS)

    def citizen_sources(self, p: int) -> list[tuple]:
        """Where a citizen of player p can come from (personal supply, influence or the board)."""
        pl = self.players[p]
        out: list[tuple] = []
        if pl.supply > 0:
            out.append(("source", "supply", None, None))
        elif pl.influence >= 2 and pl.citizens < MAX_CITIZENS:
            out.append(("source", "influence", None, None))
        for b in range(3):
            row = self.spaces[b]
            for i in range(6):
                if row[i] == p:
                    out.append(("source", "space", b, i))
            if p in self.expelled[b]:
                out.append(("source", "expelled", b, None))
        for s in range(9):
            sp = self.slot_spaces[s]
            for i in range(len(sp)):
                if sp[i] == p:
                    out.append(("source", "tradesman", s, i))
            if p in self.slot_illus[s]:
                out.append(("source", "tradesman", s, -1))
        return out

    def _placement_refusal(self, p: int, b: int, value: int) -> str:
        idx = space_index(b, value)
        if b == PALACE:
            victim = self.spaces[b][idx]
        else:
            victim = self.spaces[b][idx + 1] if self.spaces[b][idx] is not None else None
        if victim is not None and victim in self.expelled[b]:
            return translate("TroyesRules", _ALREADY_LYING[b]).format(owner=self.owner_name(victim))
        return translate("TroyesRules", "you have no citizen to place (and not 2 influence to hire one)")

    def placement_sources(self, p: int, b: int, value: int) -> list[tuple]:
        """Citizen sources with which placing on building b with this value is legal."""
        idx = space_index(b, value)
        out = []
        for src in self.citizen_sources(p):
            if src[1] == "space" and src[2] == b:
                if b == PALACE and src[3] == idx:
                    continue             # already standing there
                if b != PALACE and src[3] // 2 == idx // 2:
                    # taken out of the same row first, then placed on its first space
                    row = self.spaces[b][idx:idx + 2]
                    row[src[3] - idx] = None
                    _, _, victim = push_into_row(row[0], row[1], p)
                    if victim is not None and victim in self.expelled[b]:
                        continue
                    out.append(src)
                    continue
            if b == PALACE:
                victim = self.spaces[b][idx]
            else:
                _, _, victim = push_into_row(self.spaces[b][idx], self.spaces[b][idx + 1], p)
            if victim is not None and victim in self.expelled[b]:
                continue
            out.append(src)
        return out

    # ------------------------------------------------------------------ citizens: sources and placement
    def _source(self, p: int, action) -> None:
        if len(action) != 4:
            raise IllegalAction(translate("TroyesRules", "a source is ('source', kind, a, b)"), action)
        ctx = self.ctx
        assert ctx is not None
        if ctx["purpose"] == "citizen":
            legal = self.placement_sources(p, ctx["arg"], ctx["value"])
        else:
            legal = card_effects.tradesman_sources(cast("Game", self), p, self.slot_card[ctx["arg"]])
        if action not in legal:
            raise IllegalAction(translate("TroyesRules", "that citizen cannot be used here"), action)
        self._take_citizen(p, action)
        if ctx["purpose"] == "citizen":
            self._place_citizen(p, ctx["arg"], ctx["value"])
            self._after_action()
        else:
            slot = ctx["arg"]
            spaces = self.slot_spaces[slot]
            if None in spaces:
                i = spaces.index(None)       # the first free space (Merchant example)
                spaces[i] = p
                self.emit("tradesman_hired", player=p, slot=slot, space=i, vp=self.card(slot).spaces[i],
                          card=self.slot_card[slot])
            else:
                self.slot_illus[slot].append(p)
                self.emit("tradesman_hired", player=p, slot=slot, space=-1, vp=0, card=self.slot_card[slot])
            self._activate(p)

    def _take_citizen(self, p: int, src: tuple) -> None:
        _, kind, a, b = src
        pl = self.players[p]
        if kind == "supply":
            pl.supply -= 1
        elif kind == "influence":
            pl.influence -= 2
            pl.citizens += 1
            self.emit("citizen_hired", player=p)
        elif kind == "space":
            self.spaces[a][b] = None
        elif kind == "expelled":
            self.expelled[a].remove(p)
        elif kind == "tradesman":
            if b == -1:
                self.slot_illus[a].remove(p)
            else:
                self.slot_spaces[a][b] = None   # the space is freed for the next hire
        self.emit("citizen_taken", player=p, source=kind, a=a, b=b)

    def place_neutral(self, b: int, value: int) -> bool:
        """An event places a gray citizen (RULINGS B7: nothing once all are in play)."""
        if self.gray_supply <= 0:
            self.emit("no_neutral_citizen", building=b)
            return False
        idx = space_index(b, value)
        if b == PALACE:
            victim = self.spaces[b][idx]
        else:
            _, _, victim = push_into_row(self.spaces[b][idx], self.spaces[b][idx + 1], NEUTRAL)
        if victim is not None and victim in self.expelled[b]:
            self.emit("neutral_blocked", building=b, value=value)
            return False
        self.gray_supply -= 1
        self._place_citizen(NEUTRAL, b, value)
        return True

    def _place_citizen(self, owner: int, b: int, value: int) -> None:
        idx = space_index(b, value)
        sp = self.spaces[b]
        if b == PALACE:
            victim = sp[idx]
            sp[idx] = owner
        else:
            sp[idx], sp[idx + 1], victim = push_into_row(sp[idx], sp[idx + 1], owner)
        self.emit("citizen_placed", player=owner, building=b, space=idx, value=value)
        if victim is not None:
            self.expelled[b].append(victim)
            self.emit("citizen_expelled", player=victim, building=b)
