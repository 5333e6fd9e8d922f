"""Spending influence: rerolling a die, hiring a citizen, turning dice over.

Rulebook: Influence (Using influence points)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ..common.contract import Decision, Die
from ..common.errors import IllegalAction
from .board import (
    MAX_CITIZENS,
)
from .state import _ints

if TYPE_CHECKING:
    from .game import Game


def _influence_actions(g: Game, p: int) -> list[tuple]:
    pl = g.players[p]
    out = []
    infl = pl.influence
    if infl >= 1 or infl >= 4:
        own = [d for d, v in g.dice.items() if v.owner == p]
        if infl >= 1:
            out.extend(("reroll", d) for d in own)
        if infl >= 4 and own:
            out.append(("flip",))
    if infl >= 2 and pl.citizens < MAX_CITIZENS:
        out.append(("hire",))
    return out


def _legal_flip(g: Game, p: int) -> list[tuple]:
    sel = g.ctx["flip"]
    out: list[tuple] = [("cancel",)]
    if sel:
        out.append(("flip_done",))
    if len(sel) < 3:
        out.extend(("flip_die", d) for d, v in g.dice.items() if v.owner == p and d not in sel)
    return out


class Influence:
    """Spending influence: rerolling a die, hiring a citizen, turning dice over."""

    # ------------------------------------------------------------------ queries (for the interface)
    def flip_dice(self) -> list[int]:
        """The dice chosen so far to be turned over (pending ``flip``: the ``flip_die`` actions taken).
        A new list; empty otherwise."""
        return list((self.ctx or {}).get("flip", []))

    # -------------------------------------------------------------- influence (before an action / black die)
    def _reroll(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        self._check_own_die(p, d, action)
        if self.players[p].influence < 1:
            raise IllegalAction(translate("TroyesRules", "rerolling a die costs 1 influence"), action)
        self.players[p].influence -= 1
        c, _, o = self.dice[d]
        self.dice[d] = Die(c, self.rng.roll(), o)
        self.emit("die_rerolled", player=p, die=d, colour=c, value=self.dice[d].value)

    def _hire(self, p: int, action) -> None:
        pl = self.players[p]
        if pl.influence < 2:
            raise IllegalAction(translate("TroyesRules", "hiring a citizen costs 2 influence"), action)
        if pl.citizens >= MAX_CITIZENS:
            raise IllegalAction(translate("TroyesRules", "{player} already has all {count} citizens")
                                .format(player=pl.name, count=MAX_CITIZENS), action)
        pl.influence -= 2
        pl.supply += 1
        pl.citizens += 1
        self.emit("citizen_hired", player=p)

    def _flip_start(self, p: int, action) -> None:
        if self.players[p].influence < 4:
            raise IllegalAction(translate("TroyesRules", "turning dice over costs 4 influence"), action)
        if not self.dice_of(p):
            raise IllegalAction(translate("TroyesRules", "you have no dice in your district to turn over"),
                                action)
        self.ctx = {"resume": self.pending.kind, "saved": self.ctx, "flip": []}
        self.pending = Decision(p, "flip")

    def _flip_die(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        self._check_own_die(p, d, action)
        sel = self.ctx["flip"]
        if d in sel:
            raise IllegalAction(translate("TroyesRules", "that die is already chosen"), action)
        if len(sel) >= 3:
            raise IllegalAction(translate("TroyesRules", "at most 3 dice can be turned over at once"), action)
        sel.append(d)

    def _flip_done(self, p: int, action) -> None:
        sel = self.ctx["flip"]
        if not sel:
            raise IllegalAction(translate("TroyesRules", "choose at least one die to turn over"), action)
        self.players[p].influence -= 4
        for d in sel:
            c, v, o = self.dice[d]
            self.dice[d] = Die(c, 7 - v, o)
        self.emit("dice_turned_over", player=p, dice=sel[:], values=[self.dice[d].value for d in sel],
                  colours=[self.dice[d].colour for d in sel])
        self._flip_cancel(p, action)

    def _flip_cancel(self, p: int, action) -> None:
        ctx = self.ctx
        self.ctx = ctx["saved"]
        self.pending = Decision(p, ctx["resume"])

    def _check_own_die(self, p: int, d: int, action) -> None:
        die = self.dice.get(d)
        if die is None:
            raise IllegalAction(translate("TroyesRules", "there is no such die in the city square"), action)
        if die.owner != p:
            raise IllegalAction(translate("TroyesRules", "influence only works on the dice of your own "
                                                         "district"), action)
