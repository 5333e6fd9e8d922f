"""Actions with a group of dice: forming the group, its price, what it can do (``evaluate``),
every legal target (``targets``) and using it.

Rulebook: Game Turn, phase 4 (Actions: buying dice, the group of dice, the 6 actions: activity card,
cathedral, event, placing a citizen, agriculture; The Ladies of Troyes: the ramparts)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate

from ..common.contract import Decision
from ..common.errors import IllegalAction
from . import cards as card_effects
from . import ladies
from .board import (
    NEUTRAL,
    PRICE_BY_GROUP_SIZE,
    colour_word,
)
from .data import WHITE, YELLOW
from .modifiers import (
    _AS_SEVERAL,
    _CATHEDRAL_MODIFIERS,
    _FORBIDDEN_BUILDINGS,
    _FREE_DICE_CARDS,
    _MIXED_MODIFIERS,
    _NO_CATHEDRAL,
    _NO_COLOUR_CHOICE,
    MODIFIER_RULES,
    MODIFIERS,
    _effective_colour,
)
from .state import _ints

if TYPE_CHECKING:
    from .game import Game


PURPLE = ladies.PURPLE

#: Where a die of each colour leads (red, white, yellow), and the refusal of a value no space shows
#: (Palace, Bishopric, City Hall): whole sentences, translated when shown.
_LEADS_TO = (QT_TRANSLATE_NOOP("TroyesRules", "a red die leads to the Palace"),
             QT_TRANSLATE_NOOP("TroyesRules", "a white die leads to the Bishopric"),
             QT_TRANSLATE_NOOP("TroyesRules", "a yellow die leads to the City Hall"))
_NO_SPACE_SHOWS = (QT_TRANSLATE_NOOP("TroyesRules", "no space of the Palace shows a {value}"),
                   QT_TRANSLATE_NOOP("TroyesRules", "no space of the Bishopric shows a {value}"),
                   QT_TRANSLATE_NOOP("TroyesRules", "no space of the City Hall shows a {value}"))


def _group_values(g: Game, dice_ids) -> list[int]:
    """The values of a group's dice (an Augustine / Recruiter cube counts as a 6)."""
    return [6 if d < 0 else g.dice[d].value for d in dice_ids]


def _legal_group(g: Game, p: int) -> list[tuple]:
    ctx = g.ctx
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


class DiceGroups:
    """Forming a group of dice and using it on a target."""

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
        """
        res = {"ok": False, "reason": "", "value": 0, "times": 0, "price": 0, "payments": {}, "hire_cost": 0}
        ex = self.expansion
        if ex is None:
            dice = self.dice
            try:
                group = [dice[d] for d in dice_ids]
            except KeyError:
                res["reason"] = translate("TroyesRules", "one of these dice is no longer in the city square")
                return res
            if not 1 <= len(group) <= 3 or len(set(dice_ids)) != len(group):
                res["reason"] = translate("TroyesRules", "a group has 1 to 3 different dice")
                return res
            has_virtual = cube_used = False
            modifiers = MODIFIERS
        else:
            group = ladies.dice_group(self, p, dice_ids, colour)
            if isinstance(group, str):
                res["reason"] = group
                return res
            has_virtual = any(x[3] < 0 for x in group)
            cube_used = ladies.cube_used_on(self, p, dice_ids)
            modifiers = ladies.MODIFIERS_L
        pl = self.players[p]
        col = group[0][0]
        mixed = any(x[0] != col for x in group)
        values = [x[1] for x in group]
        n_dice = len(group)
        mod_id = None
        if mod is not None:
            if not (isinstance(mod, int) and 0 <= mod < 9) or self.slot_cubes[mod][p] <= 0:
                res["reason"] = translate("TroyesRules", "you have no stored cube on that card")
                return res
            mod_id = self.slot_card[mod]
            if mod_id not in modifiers:
                res["reason"] = translate("TroyesRules", "{card} does not modify dice").format(
                    card=localized(self.card(mod)))
                return res
            if has_virtual or cube_used:
                res["reason"] = translate("TroyesRules", "only one cube can change an action")
                return res
            if mixed and mod_id not in _MIXED_MODIFIERS:
                res["reason"] = translate(
                    "TroyesRules", "only Apprenticeship or Confession can modify a group of mixed colours")
                return res
        if mixed and has_virtual:
            res["reason"] = translate(
                "TroyesRules", "an Augustine or Recruiter cube joins a group of its own colour")
            return res
        total = sum(values)
        single_die = n_dice == 1 and not has_virtual
        price_each = PRICE_BY_GROUP_SIZE[n_dice]
        free_owners = None               # Tithe: one die from each other district for free
        templar_owners = None            # Chief Templar: one die from each other district for 2
        first_free = False               # Viticulturist: the first die bought is free
        dice_values = values
        if mod_id is not None:
            rule = MODIFIER_RULES[mod_id]
            if ((rule.needs is not None and col != rule.needs)
                    or (rule.one_die and (n_dice != 1 or has_virtual))
                    or (rule.bought and all(x[2] == p for x in group))):
                # (the refusals are marked in modifiers.py, in this context)
                res["reason"] = translate("TroyesRules", rule.refusal).format(
                    name=localized(self.data.activities[mod_id]))
                return res
            if rule.several:
                total = values[0] * rule.several
                dice_values = [values[0]] * rule.several
                single_die = False           # it counts as several dice: no citizen placement
                price_each = 2
            elif rule.set_each is not None:
                total = rule.set_each * n_dice
                dice_values = [rule.set_each] * n_dice
            elif rule.add_each:
                total += rule.add_each * n_dice
                dice_values = [v + rule.add_each for v in values]
            elif rule.choose_value is not None:
                why, best = rule.choose_value(n_dice, values, kind, arg)
                if why:
                    res["reason"] = why
                    return res
                total = best * n_dice
                dice_values = [best] * n_dice
            total += rule.add_total
            if rule.becomes is not None:
                col = rule.becomes
            price_rule = rule.price
            if price_rule is not None:
                if price_rule == "one_free_per_district":
                    free_owners = set()
                elif price_rule == "two_per_district":
                    templar_owners = set()
                else:
                    first_free = True
        # The target.
        res["value"] = total
        need = 0
        need_infl = 0
        if kind == "card":
            if not (isinstance(arg, int) and 0 <= arg < 9) or not self.slot_revealed[arg]:
                res["reason"] = translate("TroyesRules", "that activity card is not available")
                return res
            card = self.card(arg)
            if mixed and card.id != "pilgrimage":
                res["reason"] = translate("TroyesRules", "only Pilgrimage accepts dice of different colours")
                return res
            if not mixed and card.id != "pilgrimage" and col != card.colour:
                res["reason"] = translate("TroyesRules", "{card} needs {colour} dice").format(
                    card=localized(card), colour=colour_word(card.colour, "dice"))
                return res
            if card.id == "fort":
                times = len(dice_values)      # every die places one cube (appendix)
            else:
                times = total // card.divisor
            if times < 1:
                text = translate("TroyesRules", "the group is worth {total}: {card} needs at least {divisor}")
                res["reason"] = text.format(total=total, card=localized(card), divisor=card.divisor)
                return res
            res["times"] = times
            if not self.has_tradesman(p, arg):
                res["hire_cost"] = card.cost
                if card.cost_resource == "influence":
                    need_infl = card.cost
                    why = ladies.influence_hire_refusal(pl, card)
                    if why:
                        res["reason"] = why
                        return res
                else:
                    need = card.cost
                    if not self.has_citizen_source(p):
                        res["reason"] = translate(
                            "TroyesRules", "you have no citizen to hire as a tradesman (and not 2 "
                                           "influence)")
                        return res
            if ex is not None:
                res["dice_values"] = dice_values
        elif kind == "cathedral":
            if col != WHITE or mixed:
                res["reason"] = translate("TroyesRules", "the cathedral is built with white dice")
                return res
            if mod_id in _NO_CATHEDRAL:
                res["reason"] = translate("TroyesRules", "{card} cannot be used on the cathedral").format(
                    card=localized(self.data.activities[mod_id]))
                return res
            if mod_id not in _CATHEDRAL_MODIFIERS or has_virtual:
                res["reason"] = translate("TroyesRules", "no stored cube changes the cathedral's spaces")
                return res
            if arg is not None and mod_id != "preacher":
                res["reason"] = translate("TroyesRules", "the dice's values choose the cathedral's columns")
                return res
            # One cube per die, in the column of its value after the card (Prior: two cubes).
            for v in set(dice_values):
                free = sum(1 for lv in range(3) if self.cathedral[lv * 6 + v - 1] is None)
                if dice_values.count(v) > free:
                    if not free:
                        text = translate("TroyesRules", "column {column} of the cathedral is full")
                    elif free == 1:
                        text = translate(
                            "TroyesRules", "column {column} of the cathedral has only 1 free space left")
                    else:
                        text = translate(
                            "TroyesRules", "column {column} of the cathedral has only {free} free spaces "
                                           "left")
                    res["reason"] = text.format(column=v, free=free)
                    return res
            res["times"] = len(dice_values)
            res["dice_values"] = dice_values
        elif kind == "event":
            if not (isinstance(arg, int) and 0 <= arg < len(self.queue)):
                res["reason"] = translate("TroyesRules", "there is no such event card")
                return res
            ev = self.event(arg)
            if mixed or col != ev.dice_colour:
                res["reason"] = translate("TroyesRules", "{event} is fought with {colour} dice").format(
                    event=localized(ev), colour=colour_word(ev.dice_colour, "dice"))
                return res
            free = ev.banners - len(self.queue[arg][1])
            cubes = min(total // ev.divisor, free)
            if cubes < 1:
                text = translate("TroyesRules", "the group is worth {total}: {event} needs at least "
                                 "{divisor} per cube")
                res["reason"] = text.format(total=total, event=localized(ev), divisor=ev.divisor)
                return res
            res["times"] = cubes
        elif kind == "building":
            if not single_die:
                res["reason"] = translate("TroyesRules", "placing a citizen always uses exactly one die")
                return res
            if arg != col:
                res["reason"] = (translate("TroyesRules", _LEADS_TO[col]) if arg in (0, 1, 2)
                                 else translate("TroyesRules", "there is no such building"))
                return res
            if mod_id and arg in _FORBIDDEN_BUILDINGS.get(mod_id, ()):
                text = translate("TroyesRules", "{card} cannot be used to place a citizen there")
                res["reason"] = text.format(card=localized(self.data.activities[mod_id]))
                return res
            if not 1 <= total <= 6:
                res["reason"] = translate("TroyesRules", _NO_SPACE_SHOWS[arg]).format(value=total)
                return res
            if not self.placement_sources(p, arg, total):
                res["reason"] = self._placement_refusal(p, arg, total)
                return res
            res["times"] = 1
        elif kind == "agriculture":
            if mixed or col != YELLOW:
                res["reason"] = translate("TroyesRules", "agriculture uses yellow dice")
                return res
            if total // 2 < 1:
                res["reason"] = translate(
                    "TroyesRules", "the group is worth less than 2: agriculture would give nothing")
                return res
            res["times"] = total // 2
        elif kind == "ramparts" and ex is not None:
            why = ladies.ramparts_refusal(self, p, n_dice, has_virtual, mod_id is not None or cube_used, col)
            if why:
                res["reason"] = why
                return res
            res["times"] = total
        else:
            res["reason"] = translate("TroyesRules", "unknown target")
            return res
        # The price of the dice bought.
        price = 0
        payments: dict[int, int] = {}
        for x in group:
            owner = x[2]
            if owner == p:
                continue
            cost = price_each
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
        res["price"] = price
        res["payments"] = payments
        if pl.deniers < price + need:
            if need and not price:
                text = translate(
                    "TroyesRules", "you need {hire} deniers to hire a tradesman, you have {have}")
            elif need:
                text = translate(
                    "TroyesRules", "you need {price} deniers for the dice and {hire} to hire a tradesman, "
                                   "you have {have}")
            else:
                text = translate("TroyesRules", "you need {price} deniers for the dice, you have {have}")
            res["reason"] = text.format(price=price, hire=need, have=pl.deniers)
            return res
        if kind == "card":
            if ex is None:
                why = card_effects.cannot_use(self, p, self.slot_card[arg], pl.deniers - price - need)
            else:
                why = ladies.cannot_use(self, p, self.slot_card[arg], pl.deniers - price - need, arg,
                                        need_infl)
            if why:
                res["reason"] = why
                return res
        res["ok"] = True
        return res

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
            raw, colour_choices, may_modify = ladies.group_colours(self, dice_ids)
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
                    cands = [("card", s) for s in revealed if slot_card[s] == "pilgrimage"]
                else:
                    eff = _effective_colour(mod_id, colour, n_dice)
                    if eff is None:
                        continue
                    cands = [("card", s) for s in revealed
                             if activities[slot_card[s]].colour == eff or slot_card[s] == "pilgrimage"]
                    if eff == WHITE and mod_id in _CATHEDRAL_MODIFIERS:
                        if mod_id == "preacher":     # the player names the die (its value: the column)
                            cands.extend(("cathedral", v) for v in sorted(set(_group_values(self, dice_ids))))
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
                    ladies.dice_bought_from(self, owner)
        dice = self.dice
        used = []
        for d in dice_ids:
            if d < 0:
                used.append(ladies.spend_virtual_die(self, p, d))    # Augustine / Recruiter cube
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
                    ladies.pay_tradesman(self, p, arg, card)
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
                ladies.citizen_target(self, p)
            self.pending = Decision(p, "source")
        elif kind == "agriculture":
            pl.deniers += res["times"]
            self.emit("agriculture", player=p, deniers=res["times"])
            if ex is not None:
                ladies.agriculture_done(self, p)
            self._after_action()
        elif kind == "ramparts":                  # modules only: evaluate() refuses it otherwise
            ladies.start_ramparts(self, p, used, colour, res["value"])

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
