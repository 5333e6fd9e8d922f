"""Black dice: countering them with the dice of one's district, or conceding the penalty.

Rulebook: Game Turn, phase 3 (Events: Black dice)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ..common.contract import Decision
from ..common.errors import IllegalAction
from . import ladies
from .board import (
    NEUTRAL,
    PENALTY_VP,
)
from .data import RED
from .influence import _influence_actions
from .state import _ints

if TYPE_CHECKING:
    from .game import Game


def _legal_black(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
    sel, bl = ctx["dice"], ctx["black"]
    out: list[tuple] = []
    own = [d for d, v in g.dice.items() if v.owner == p]
    if not sel and len(bl) == 1:
        out.extend(_influence_actions(g, p))
    out.extend(("bd", d) for d in own if d not in sel)
    if sel:
        strength = g.black_strength(sel)
        need = sum(g.black[i] for i in bl)
        # Another black die can join the counter once the chosen dice already beat it too.
        out.extend(("bx", i) for i in range(1, len(g.black)) if i not in bl and strength >= need + g.black[i])
        if strength >= need:
            out.append(("counter",))
    if g.black_strength(own) < g.black[0]:
        out.append(("concede",))
    if g.expansion is not None:
        out.extend(ladies.black_extra(g, p))
    return out


def _guard_influence_in_black(fn):
    def wrapped(g: Game, p: int, action):
        if g.ctx["dice"] or len(g.ctx["black"]) > 1:
            raise IllegalAction(
                translate("TroyesRules", "spend influence before choosing the dice that counter"), action)
        return fn(g, p, action)
    return wrapped


class BlackDice:
    """Black dice: countering them with the dice of one's district, or conceding the penalty."""

    def _next_black(self) -> None:
        """Give the highest remaining black die to the next player, or start the actions."""
        while self.black:
            p = self.black_facing
            if p == NEUTRAL:
                self.ctx = None
                self.pending = Decision(NEUTRAL, "roy_black")
                return
            if not self.dice_of(p) and self.players[p].influence < 2 and not (
                    self.expansion is not None and ladies.can_protect_black(self, p)):
                # Nothing at all to counter with and nothing to do: the die is lost (RULINGS B5).
                self._concede(p)
                continue
            self.ctx = {"dice": [], "black": [0]}
            self.pending = Decision(p, "black")
            return
        self.ctx = None
        self._start_actions()

    def _concede(self, p: int) -> None:
        value = self.black.pop(0)
        self.emit("black_die_not_countered", player=p, value=value)
        self.lose_vp(p, PENALTY_VP,
                     translate("TroyesRules", "could not counter a black {value}").format(value=value))
        self.black_facing = self.next_seat(p)

    # ------------------------------------------------------------------ queries (for the interface)
    def counter_dice(self) -> list[int]:
        """The dice of the district chosen so far for the counter being formed (pending ``black``: the
        ``bd`` actions taken). A new list; empty when no counter is being formed."""
        return list((self.ctx or {}).get("dice", []))

    def black_faced(self) -> list[int]:
        """The values of the black dice the counter being formed faces: the highest remaining one, then
        every one added by a ``bx`` action. Outside a counter, the highest remaining black die alone (empty
        when none is left)."""
        return [self.black[i] for i in (self.ctx or {}).get("black", [0]) if 0 <= i < len(self.black)]

    # ------------------------------------------------------------------ black dice
    def black_strength(self, dice_ids) -> int:
        """Value of dice against black dice: red dice count double."""
        total = 0
        for d in dice_ids:
            c, v, _ = self.dice[d]
            total += v * 2 if c == RED or c == 3 else v     # 3: the purple die (head of the family)
        return total

    def _bd(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        self._check_own_die(p, d, action)
        if d in self.ctx["dice"]:
            raise IllegalAction(translate("TroyesRules", "that die is already in your counter"), action)
        self.ctx["dice"].append(d)

    def _bx(self, p: int, action) -> None:
        _, i = _ints(action, 2)
        if not 0 < i < len(self.black) or i in self.ctx["black"]:
            raise IllegalAction(translate("TroyesRules", "choose another remaining black die"), action)
        have = self.black_strength(self.ctx["dice"])
        need = sum(self.black[j] for j in self.ctx["black"]) + self.black[i]
        if have < need:
            raise IllegalAction(translate(
                "TroyesRules", "choose your dice first: they total {have} (red counts double) and would need "
                "{need} to counter this black die too").format(have=have, need=need), action)
        self.ctx["black"].append(i)

    def _counter(self, p: int, action) -> None:
        sel, bl = self.ctx["dice"], self.ctx["black"]
        need = sum(self.black[i] for i in bl)
        have = self.black_strength(sel)
        if not sel:
            raise IllegalAction(
                translate("TroyesRules", "choose dice from your district to counter the black die"), action)
        if have < need:
            raise IllegalAction(
                translate("TroyesRules", "your dice total {have} (red counts double), you need {need}")
                .format(have=have, need=need), action)
        values = [self.black[i] for i in bl]
        for i in sorted(bl, reverse=True):
            del self.black[i]
        for d in sel:
            del self.dice[d]
        self.gain_influence(p, len(values))
        self.emit("black_dice_countered", player=p, values=values, dice=sel[:], influence=len(values))
        self.black_facing = self.next_seat(p)
        self._next_black()

    def _concede_action(self, p: int, action) -> None:
        if self.black_strength(self.dice_of(p)) >= self.black[0]:
            raise IllegalAction(
                translate("TroyesRules", "your dice can beat this black die, so you must counter it"), action)
        self._concede(p)
        self._next_black()
