"""Actions with a group of dice: forming the group, its price, what it can do (``evaluate``),
every legal target (``targets``) and using it.

Rulebook: Game Turn, phase 4 (Actions: buying dice, the group of dice, the 6 actions: activity card,
cathedral, event, placing a citizen, agriculture; The Ladies of Troyes: the ramparts)."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from troyes_desktop.i18n import localized, translate

from ..common.contract import Decision
from ..common.errors import IllegalAction
from . import cards as card_effects
from . import ladies
from .board import (
    NEUTRAL,
)
from .data import WHITE, YELLOW
from .group_targets import TARGET_CHECKS, GroupUse, apply_cube, deniers_refusal
from .modifiers import (
    _AS_SEVERAL,
    _CATHEDRAL_MODIFIERS,
    _FREE_DICE_CARDS,
    _MIXED_MODIFIERS,
    _NO_COLOUR_CHOICE,
    MODIFIERS,
    _effective_colour,
)
from .state import _ints

if TYPE_CHECKING:
    from .game import Game
    from .state import TroyesFields as _Base


PURPLE = ladies.PURPLE

def _group_values(g: Game, dice_ids) -> list[int]:
    """The values of a group's dice (an Augustine / Recruiter cube counts as a 6)."""
    return [6 if d < 0 else g.dice[d].value for d in dice_ids]


def _legal_group(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
    assert ctx is not None
    sel = ctx["dice"]
    tg = g.targets(p, sel)
    out: list[tuple] = []
    if not (ctx.get("locked") and tg):
        out.append(("cancel",))
    colour = g.group_colour(sel)
    if len(sel) < 3:
        mixing = None
        rich = g.can_buy_dice(p, 2 * (len(sel) + 1))
        for d, v in g.dice.items():
            if d in sel:
                continue
            if v.owner != p and (not rich or v.colour == PURPLE):
                continue
            if v.colour != PURPLE and colour is not None and v.colour != colour:
                if mixing is None:
                    mixing = g._mixing_possible(p)
                if not mixing:
                    continue
            out.append(("die", d))
    if g.expansion is not None:
        out.extend(ladies.group_extras(g, p, sel, colour))
    out.extend(tg)
    return out


if not TYPE_CHECKING:
    _Base = object


class DiceGroups(_Base):
    """Forming a group of dice and using it on a target."""

    # ------------------------------------------------------------------ queries (for the interface)
    def group_dice(self) -> list[int]:
        """The dice in the group being formed (pending ``group``: the ``die`` actions taken so far). A new
        list; empty when no group is being formed."""
        return list((self.ctx or {}).get("dice", []))

    def group_target(self) -> tuple | None:
        """Where the group just used goes while its action is resolved (from the ``target`` action):
        ``(kind, arg)``, e.g. ``("building", 1)`` or ``("card", slot)`` while the citizen or tradesman's
        source is chosen (pending ``source``); None when no group is being used."""
        ctx = self.ctx or {}
        return (ctx["kind"], ctx.get("arg")) if ctx.get("kind") is not None else None

    def action_times(self, default=None):
        """How many times the action being resolved applies (the group's value on its target: cubes,
        activations, VP...), or ``default`` when no action is being resolved."""
        return (self.ctx or {}).get("times", default)

    def _start_group(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        die = self.dice.get(d)
        if die is None:
            raise IllegalAction(translate("TroyesRules", "there is no such die in the city square"), action)
        if die.colour == PURPLE and die.owner != p:
            raise IllegalAction(translate("TroyesRules", "nobody can buy another player's purple die"),
                                action)
        self.ctx = {"dice": [d]}
        self.pending = Decision(p, "group")

    def _add_die(self, p: int, action) -> None:
        _, d = _ints(action, 2)
        assert self.ctx is not None
        sel = self.ctx["dice"]
        die = self.dice.get(d)
        if die is None:
            raise IllegalAction(translate("TroyesRules", "there is no such die in the city square"), action)
        if d in sel:
            raise IllegalAction(translate("TroyesRules", "that die is already in the group"), action)
        if len(sel) >= 3:
            raise IllegalAction(translate("TroyesRules", "a group has at most 3 dice"), action)
        if die.colour == PURPLE and die.owner != p:
            raise IllegalAction(translate("TroyesRules", "nobody can buy another player's purple die"),
                                action)
        colour = self.group_colour(sel)
        if (die.colour != PURPLE and colour is not None and die.colour != colour
                and not self._mixing_possible(p)):
            raise IllegalAction(translate("TroyesRules", "a group's dice must all be the same colour"),
                                action)
        sel.append(d)

    def _group_cancel(self, p: int, action) -> None:
        assert self.ctx is not None
        if self.ctx.get("locked") and self.targets(p, self.ctx["dice"]):
            # (modules: the outdoor tile that turned it over)
            raise IllegalAction(translate("TroyesRules", "the die turned over must be used at once"), action)
        self.ctx = None
        self.pending = Decision(p, "turn")

    def group_colour(self, sel) -> int | None:
        """The colour of the group being formed (None: only the purple die so far)."""
        dice = self.dice
        for d in sel:
            if d < 0:
                return ladies.VIRTUAL[self.slot_card[-d - 1]]
            c = dice[d].colour
            if c != PURPLE:
                return c
        return None

    def can_buy_dice(self, p: int, need: int) -> bool:
        """p has ``need`` deniers, or a stored cube that buys dice for free (Tithe, Viticulturist)."""
        if self.players[p].deniers >= need:
            return True
        slot_cubes, slot_card = self.slot_cubes, self.slot_card
        return any(slot_cubes[s][p] and slot_card[s] in _FREE_DICE_CARDS for s in range(9))

    def _mixing_possible(self, p: int) -> bool:
        """Mixed colours serve only Pilgrimage (with Apprenticeship or Confession cubes allowed)."""
        for s in range(9):
            if self.slot_revealed[s] and self.slot_card[s] == "pilgrimage":
                return self.has_tradesman(p, s) or self.players[p].deniers >= self.card(s).cost
        return False

    def evaluate(self, p: int, dice_ids, kind: str, arg=None, mod=None, colour=None) -> dict:
        """Can player p use this group of dice on this target (with this stored cube)?

        Returns a dict: ``ok`` (bool), ``reason`` (why not), ``value`` (group value after the
        cube), ``times`` (activations or cubes), ``price`` (deniers paid for dice), ``payments``
        ({owner: deniers}), ``hire_cost``; ``dice_values`` (after the cube) for the cathedral and, with
        modules, a card. The GUI asks this during a drag; legal_actions uses it. ``colour`` names
        the purple die's colour (modules only). One implementation for the base game and the
        modules: what only the modules have (purple die, Augustine / Recruiter cubes, the
        ramparts...) comes from :mod:`ladies` hooks and from the modifier tables above.

        The steps, each refusing with its reason: the dice of the group (:meth:`_group_of`), the stored
        cube (:meth:`_cube_refusal`) and what it does to the values (``group_targets.apply_cube``), the
        target (``group_targets.TARGET_CHECKS``, one check per kind), the price of the dice bought
        (:meth:`_dice_price`), the deniers (``group_targets.deniers_refusal``) and the card's own condition.
        """
        g: Game = self  # type: ignore[assignment]   # the mixin is a Game at run time (no cast: a call)
        res = {"ok": False, "reason": "", "value": 0, "times": 0, "price": 0, "payments": {}, "hire_cost": 0}
        u = self._group_of(p, dice_ids, colour)
        if isinstance(u, str):
            res["reason"] = u
            return res
        why = self._cube_refusal(p, mod, u)
        if not why and u.mixed and u.has_virtual:
            why = translate("TroyesRules", "an Augustine or Recruiter cube joins a group of its own colour")
        if not why and u.mod_id is not None:
            why = apply_cube(g, p, u, kind, arg)
        if why:
            res["reason"] = why
            return res
        # The target.
        res["value"] = u.total
        check = TARGET_CHECKS.get(kind) if isinstance(kind, str) else None
        if check is None or (kind == "ramparts" and u.ex is None):
            res["reason"] = translate("TroyesRules", "unknown target")
            return res
        why = check(g, p, u, arg, res)
        if why:
            res["reason"] = why
            return res
        price, payments = self._dice_price(p, u)
        res["price"] = price
        res["payments"] = payments
        pl = self.players[p]
        why = deniers_refusal(pl.deniers, price, u.need)
        if not why and kind == "card":
            left = pl.deniers - price - u.need
            if u.ex is None:
                why = card_effects.cannot_use(g, p, self.slot_card[arg], left)
            else:
                why = ladies.cannot_use(g, p, self.slot_card[arg], left, arg, u.need_infl)
        if why:
            res["reason"] = why
            return res
        res["ok"] = True
        return res

    def _group_of(self, p: int, dice_ids, colour) -> GroupUse | str:
        """The group's dice (``(colour, value, owner)``; with the modules a fourth item, negative for an
        Augustine / Recruiter cube) with what the evaluation needs of them; or why they are no group."""
        ex = self.expansion
        if ex is None:
            dice = self.dice
            try:
                group = [dice[d] for d in dice_ids]
            except KeyError:
                return translate("TroyesRules", "one of these dice is no longer in the city square")
            if not 1 <= len(group) <= 3 or len(set(dice_ids)) != len(group):
                return translate("TroyesRules", "a group has 1 to 3 different dice")
            return GroupUse(ex, group, False, False, MODIFIERS)
        group = ladies.dice_group(cast("Game", self), p, dice_ids, colour)
        if isinstance(group, str):
            return group
        return GroupUse(ex, group, any(x[3] < 0 for x in group),
                        ladies.cube_used_on(cast("Game", self), p, dice_ids), ladies.MODIFIERS_L)

    def _cube_refusal(self, p: int, mod, u: GroupUse) -> str:
        """Why the stored cube on card slot ``mod`` cannot change this group ("" if it can, or if none is
        used); sets ``u.mod_id``."""
        if mod is None:
            return ""
        if not (isinstance(mod, int) and 0 <= mod < 9) or self.slot_cubes[mod][p] <= 0:
            return translate("TroyesRules", "you have no stored cube on that card")
        u.mod_id = mod_id = self.slot_card[mod]
        if mod_id not in u.modifiers:
            return translate("TroyesRules", "{card} does not modify dice").format(
                card=localized(self.card(mod)))
        if u.has_virtual or u.cube_used:
            return translate("TroyesRules", "only one cube can change an action")
        if u.mixed and mod_id not in _MIXED_MODIFIERS:
            return translate(
                "TroyesRules", "only Apprenticeship or Confession can modify a group of mixed colours")
        return ""

    def _dice_price(self, p: int, u: GroupUse) -> tuple[int, dict[int, int]]:
        """The deniers p pays for the other players' dice of the group, in all and to each owner."""
        price = 0
        payments: dict[int, int] = {}
        first_free, free_owners, templar_owners = u.first_free, u.free_owners, u.templar_owners
        for x in u.group:
            owner = x[2]
            if owner == p:
                continue
            cost = u.price_each
            if first_free:
                first_free = False
                cost = 0
            elif free_owners is not None and (owner not in free_owners or (self.solo and owner == NEUTRAL)):
                free_owners.add(owner)   # (solo: all of le Roy's yellow dice are free)
                cost = 0
            elif templar_owners is not None and owner not in templar_owners:
                templar_owners.add(owner)
                cost = 2
            if cost:
                price += cost
                payments[owner] = payments.get(owner, 0) + cost
        return price, payments

    def targets(self, p: int, dice_ids) -> list[tuple]:
        """Every legal ``("target", kind, arg, cube_slot)`` for this group.

        Candidates are narrowed by colour first (what colour the group counts as with each
        stored cube), then each one is checked by :meth:`evaluate`, the single rules check.
        With the purple die the target names its colour: ``("target", kind, arg, cube_slot, colour)``.
        """
        ex = self.expansion
        slot_cubes, slot_card = self.slot_cubes, self.slot_card
        if ex is None:
            dice = self.dice
            raw = [dice[d].colour for d in dice_ids]
            colour_choices = _NO_COLOUR_CHOICE
            modifiers = MODIFIERS
            may_modify = True
            ramparts = False
        else:
            raw, colour_choices, may_modify = ladies.group_colours(cast("Game", self), dice_ids)
            modifiers = ladies.MODIFIERS_L
            ramparts = ex["ramparts"]
        mods: list = [None]
        if may_modify:
            for s in range(9):
                if slot_cubes[s][p] > 0 and slot_card[s] in modifiers:
                    mods.append(s)
        revealed = [s for s in range(9) if self.slot_revealed[s]]
        n_dice = len(dice_ids)
        activities, events = self.data.activities, self.data.events
        out = []
        evaluate = self.evaluate
        for pc in colour_choices:
            cols = raw if pc is None else raw + [pc]
            colour = cols[0]
            mixed = any(c != colour for c in cols)
            for m in mods:
                mod_id = None if m is None else slot_card[m]
                if mixed:
                    if mod_id is not None and mod_id not in _MIXED_MODIFIERS:
                        continue
                    cands: list[tuple] = [("card", s) for s in revealed if slot_card[s] == "pilgrimage"]
                else:
                    eff = _effective_colour(mod_id, colour, n_dice)
                    if eff is None:
                        continue
                    cands = [("card", s) for s in revealed
                             if activities[slot_card[s]].colour == eff or slot_card[s] == "pilgrimage"]
                    if eff == WHITE and mod_id in _CATHEDRAL_MODIFIERS:
                        if mod_id == "preacher":     # the player names the die (its value: the column)
                            cands.extend(("cathedral", v)
                                         for v in sorted(set(_group_values(cast("Game", self), dice_ids))))
                        else:
                            cands.append(("cathedral", None))
                    cands.extend(("event", i) for i, e in enumerate(self.queue)
                                 if events[e[0]].dice_colour == eff)
                    if n_dice == 1 and mod_id not in _AS_SEVERAL:
                        cands.append(("building", eff))
                    if eff == YELLOW:
                        cands.append(("agriculture", None))
                    if ramparts and n_dice == 1 and mod_id is None:
                        cands.append(("ramparts", None))
                for kind, arg in cands:
                    if evaluate(p, dice_ids, kind, arg, m, pc)["ok"]:
                        out.append(("target", kind, arg, m) if pc is None else ("target", kind, arg, m, pc))
        return out

    def _target(self, p: int, action) -> None:
        """Use the group formed on the chosen target. One implementation for the base game and the
        modules: what only the modules have (the purple die's colour, Augustine / Recruiter cubes,
        outdoor-tile offers, the ramparts) comes from :mod:`ladies` hooks."""
        ex = self.expansion
        if ex is None:
            if len(action) != 4:
                raise IllegalAction(translate("TroyesRules", "a target is ('target', kind, arg, cube_slot)"),
                                    action)
            colour = None
        else:
            if len(action) not in (4, 5):
                raise IllegalAction(translate(
                    "TroyesRules", "a target is ('target', kind, arg, cube_slot[, purple colour])"), action)
            colour = action[4] if len(action) == 5 else None
        kind, arg, mod = action[1], action[2], action[3]
        assert self.ctx is not None
        dice_ids = self.ctx["dice"]
        res = self.evaluate(p, dice_ids, kind, arg, mod, colour)
        if not res["ok"]:
            raise IllegalAction(res["reason"], action)
        pl = self.players[p]
        # Pay for the dice, discard them, spend the stored cube.
        for owner, amount in res["payments"].items():
            pl.deniers -= amount
            if owner != NEUTRAL:
                self.players[owner].deniers += amount
                if ex is not None:
                    ladies.dice_bought_from(cast("Game", self), owner)
        dice = self.dice
        used = []
        for d in dice_ids:
            if d < 0:
                # an Augustine / Recruiter cube
                used.append(ladies.spend_virtual_die(cast("Game", self), p, d))
            else:
                used.append((d,) + dice.pop(d))
        if mod is not None:
            self.slot_cubes[mod][p] -= 1
            pl.cubes += 1
        # The record names its card by id: the queue may lose the event card during this action.
        card_id = (self.slot_card[arg] if kind == "card" else self.queue[arg][0] if kind == "event" else None)
        cube_card = None if mod is None else self.slot_card[mod]
        if ex is None:
            self.emit("dice_used", player=p, dice=used, target=kind, arg=arg, cube=mod, value=res["value"],
                      payments=res["payments"], times=res["times"], card=card_id, cube_card=cube_card)
            ctx = self.ctx = {"kind": kind, "arg": arg, "times": res["times"], "value": res["value"]}
        else:
            self.emit("dice_used", player=p, dice=used, target=kind, arg=arg, cube=mod, value=res["value"],
                      payments=res["payments"], times=res["times"], colour=colour, card=card_id,
                      cube_card=cube_card)
            ctx = self.ctx = {"kind": kind, "arg": arg, "times": res["times"], "value": res["value"],
                              "values": res.get("dice_values", [])}
        if kind == "card":
            card = self.card(arg)
            if not self.has_tradesman(p, arg):
                if ex is None:
                    pl.deniers -= card.cost
                    self.emit("tradesman_paid", player=p, slot=arg, cost=card.cost, card=card.id)
                else:
                    ladies.pay_tradesman(cast("Game", self), p, arg, card)
                ctx["purpose"] = "tradesman"
                self.pending = Decision(p, "source")
                return
            self._activate(p)
        elif kind == "cathedral":
            for v in res["dice_values"]:         # the values after the stored cube (Prior, Preacher)
                self._cathedral_cube(p, v)
            self._after_action()
        elif kind == "event":
            for _ in range(res["times"]):     # capped at the free banners by evaluate()
                if arg < len(self.queue):
                    self.place_event_cube(arg, p)
            self._after_action()
        elif kind == "building":
            ctx["purpose"] = "citizen"
            if ex is not None:
                ladies.citizen_target(cast("Game", self), p)
            self.pending = Decision(p, "source")
        elif kind == "agriculture":
            pl.deniers += res["times"]
            self.emit("agriculture", player=p, deniers=res["times"])
            if ex is not None:
                ladies.agriculture_done(cast("Game", self), p)
            self._after_action()
        elif kind == "ramparts":                  # modules only: evaluate() refuses it otherwise
            ladies.start_ramparts(cast("Game", self), p, used, colour, res["value"])

    def _cathedral_cube(self, p: int, value: int) -> None:
        for level in range(3):
            i = level * 6 + value - 1
            if self.cathedral[i] is None:
                self.cathedral[i] = p
                self.players[p].cubes -= 1
                gain = self.data.cathedral_influence[value - 1]
                self.gain_vp(p, 1)
                self.gain_influence(p, gain)
                self.emit("cathedral_cube", player=p, level=level, value=value, vp=1, influence=gain)
                return
        raise AssertionError("cathedral column full")   # evaluate() refuses this beforehand

