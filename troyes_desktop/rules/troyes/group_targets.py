"""The steps of ``Game.evaluate`` (rules/troyes/dice_groups.py) after the group of dice is known: what a
stored cube does to it (:func:`apply_cube`), the check of each kind of target (:data:`TARGET_CHECKS`) and
the refusal for want of deniers (:func:`deniers_refusal`). Each step answers why it refuses ("" when it
accepts); ``evaluate`` stays the one rules check that calls them in turn.

Rulebook: Game Turn, phase 4 (the group of dice, the 6 actions; The Ladies of Troyes: the ramparts)."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate

from . import ladies
from .board import PRICE_BY_GROUP_SIZE, colour_word
from .data import WHITE, YELLOW
from .modifiers import _CATHEDRAL_MODIFIERS, _FORBIDDEN_BUILDINGS, _NO_CATHEDRAL, MODIFIER_RULES

if TYPE_CHECKING:
    from .game import Game

#: Where a die of each colour leads (red, white, yellow), and the refusal of a value no space shows
#: (Palace, Bishopric, City Hall): whole sentences, translated when shown.
_LEADS_TO = (QT_TRANSLATE_NOOP("TroyesRules", "a red die leads to the Palace"),
             QT_TRANSLATE_NOOP("TroyesRules", "a white die leads to the Bishopric"),
             QT_TRANSLATE_NOOP("TroyesRules", "a yellow die leads to the City Hall"))
_NO_SPACE_SHOWS = (QT_TRANSLATE_NOOP("TroyesRules", "no space of the Palace shows a {value}"),
                   QT_TRANSLATE_NOOP("TroyesRules", "no space of the Bishopric shows a {value}"),
                   QT_TRANSLATE_NOOP("TroyesRules", "no space of the City Hall shows a {value}"))


class GroupUse:
    """A group of dice on its way to a target, as ``Game.evaluate`` reads it step by step: its dice, colour
    and values, then what a stored cube changes (values, colour, price of the dice) and what hiring a
    tradesman costs."""

    __slots__ = ("ex", "group", "has_virtual", "cube_used", "modifiers", "col", "mixed", "values", "n_dice",
                 "mod_id", "total", "single_die", "price_each", "free_owners", "templar_owners", "first_free",
                 "dice_values", "need", "need_infl")

    def __init__(self, ex, group: list, has_virtual: bool, cube_used: bool, modifiers) -> None:
        self.ex = ex
        self.group = group
        self.has_virtual = has_virtual
        self.cube_used = cube_used
        self.modifiers = modifiers
        # Plain loops: this runs for every target a group is checked against (legal_actions, the bots'
        # samples), and a generator or a comprehension costs a call of its own.
        col = group[0][0]
        mixed = False
        values = []
        for x in group:
            if x[0] != col:
                mixed = True
            values.append(x[1])
        self.col = col
        self.mixed = mixed
        self.values = values
        self.n_dice = len(group)
        self.mod_id: str | None = None
        self.total = sum(self.values)
        self.single_die = self.n_dice == 1 and not has_virtual
        self.price_each = PRICE_BY_GROUP_SIZE[self.n_dice]
        self.free_owners: set | None = None      # Tithe: one die from each other district for free
        self.templar_owners: set | None = None   # Chief Templar: one die from each other district for 2
        self.first_free = False                  # Viticulturist: the first die bought is free
        self.dice_values = self.values
        self.need = 0                            # deniers to hire a tradesman
        self.need_infl = 0                       # ... or influence (modules)


def deniers_refusal(have: int, price: int, need: int) -> str:
    """Why p cannot pay ``price`` for the dice and ``need`` to hire a tradesman with ``have`` deniers."""
    if have >= price + need:
        return ""
    if need and not price:
        text = translate(
            "TroyesRules", "you need {hire} deniers to hire a tradesman, you have {have}")
    elif need:
        text = translate(
            "TroyesRules", "you need {price} deniers for the dice and {hire} to hire a tradesman, "
                           "you have {have}")
    else:
        text = translate("TroyesRules", "you need {price} deniers for the dice, you have {have}")
    return text.format(price=price, hire=need, have=have)


def apply_cube(g: Game, p: int, u: GroupUse, kind: str, arg) -> str:
    """The stored cube's card changes the group (its values, colour, how many dice it counts as, the
    price of the dice); or why it cannot here."""
    mod_id = cast(str, u.mod_id)     # called only when the group uses a stored cube
    rule = MODIFIER_RULES[mod_id]
    values, n_dice = u.values, u.n_dice
    if ((rule.needs is not None and u.col != rule.needs)
            or (rule.one_die and (n_dice != 1 or u.has_virtual))
            or (rule.bought and all(x[2] == p for x in u.group))):
        # (the refusals are marked in modifiers.py, in this context)
        return translate("TroyesRules", rule.refusal).format(
            name=localized(g.data.activities[mod_id]))
    if rule.several:
        u.total = values[0] * rule.several
        u.dice_values = [values[0]] * rule.several
        u.single_die = False           # it counts as several dice: no citizen placement
        u.price_each = 2
    elif rule.set_each is not None:
        u.total = rule.set_each * n_dice
        u.dice_values = [rule.set_each] * n_dice
    elif rule.add_each:
        u.total += rule.add_each * n_dice
        u.dice_values = [v + rule.add_each for v in values]
    elif rule.choose_value is not None:
        why, best = rule.choose_value(n_dice, values, kind, arg)
        if why:
            return why
        u.total = best * n_dice
        u.dice_values = [best] * n_dice
    u.total += rule.add_total
    if rule.becomes is not None:
        u.col = rule.becomes
    price_rule = rule.price
    if price_rule is not None:
        if price_rule == "one_free_per_district":
            u.free_owners = set()
        elif price_rule == "two_per_district":
            u.templar_owners = set()
        else:
            u.first_free = True
    return ""


def check_card(g: Game, p: int, u: GroupUse, arg, res: dict) -> str:
    """An activity card: its colour, its divisor, and hiring a tradesman if p has none there."""
    if not (isinstance(arg, int) and 0 <= arg < 9) or not g.slot_revealed[arg]:
        return translate("TroyesRules", "that activity card is not available")
    card = g.card(arg)
    if u.mixed and card.id != "pilgrimage":
        return translate("TroyesRules", "only Pilgrimage accepts dice of different colours")
    if not u.mixed and card.id != "pilgrimage" and u.col != card.colour:
        return translate("TroyesRules", "{card} needs {colour} dice").format(
            card=localized(card), colour=colour_word(card.colour, "dice"))
    if card.id == "fort":
        times = len(u.dice_values)      # every die places one cube (appendix)
    else:
        times = u.total // card.divisor
    if times < 1:
        text = translate("TroyesRules", "the group is worth {total}: {card} needs at least {divisor}")
        return text.format(total=u.total, card=localized(card), divisor=card.divisor)
    res["times"] = times
    if not g.has_tradesman(p, arg):
        res["hire_cost"] = card.cost
        if card.cost_resource == "influence":
            u.need_infl = card.cost
            why = ladies.influence_hire_refusal(g.players[p], card)
            if why:
                return why
        else:
            u.need = card.cost
            if not g.has_citizen_source(p):
                return translate(
                    "TroyesRules", "you have no citizen to hire as a tradesman (and not 2 "
                                   "influence)")
    if u.ex is not None:
        res["dice_values"] = u.dice_values
    return ""


def check_cathedral(g: Game, p: int, u: GroupUse, arg, res: dict) -> str:
    """The cathedral: white dice and a stored cube that changes its spaces, one cube per die in the
    column of its value."""
    mod_id, dice_values = u.mod_id, u.dice_values
    if u.col != WHITE or u.mixed:
        return translate("TroyesRules", "the cathedral is built with white dice")
    if mod_id in _NO_CATHEDRAL:
        return translate("TroyesRules", "{card} cannot be used on the cathedral").format(
            card=localized(g.data.activities[mod_id]))
    if mod_id not in _CATHEDRAL_MODIFIERS or u.has_virtual:
        return translate("TroyesRules", "no stored cube changes the cathedral's spaces")
    if arg is not None and mod_id != "preacher":
        return translate("TroyesRules", "the dice's values choose the cathedral's columns")
    # One cube per die, in the column of its value after the card (Prior: two cubes).
    for v in set(dice_values):
        free = sum(1 for lv in range(3) if g.cathedral[lv * 6 + v - 1] is None)
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
            return text.format(column=v, free=free)
    res["times"] = len(dice_values)
    res["dice_values"] = dice_values
    return ""


def check_event(g: Game, p: int, u: GroupUse, arg, res: dict) -> str:
    """An event card: dice of its colour, one cube per divisor, no more than its free banners."""
    if not (isinstance(arg, int) and 0 <= arg < len(g.queue)):
        return translate("TroyesRules", "there is no such event card")
    ev = g.event(arg)
    if u.mixed or u.col != ev.dice_colour:
        return translate("TroyesRules", "{event} is fought with {colour} dice").format(
            event=localized(ev), colour=colour_word(ev.dice_colour, "dice"))
    free = ev.banners - len(g.queue[arg][1])
    cubes = min(u.total // ev.divisor, free)
    if cubes < 1:
        text = translate("TroyesRules", "the group is worth {total}: {event} needs at least "
                         "{divisor} per cube")
        return text.format(total=u.total, event=localized(ev), divisor=ev.divisor)
    res["times"] = cubes
    return ""


def check_building(g: Game, p: int, u: GroupUse, arg, res: dict) -> str:
    """Placing a citizen: one die, leading to its colour's building, on a space that shows its value."""
    total = u.total
    if not u.single_die:
        return translate("TroyesRules", "placing a citizen always uses exactly one die")
    if arg != u.col:
        return (translate("TroyesRules", _LEADS_TO[u.col]) if arg in (0, 1, 2)
                else translate("TroyesRules", "there is no such building"))
    if u.mod_id and arg in _FORBIDDEN_BUILDINGS.get(u.mod_id, ()):
        text = translate("TroyesRules", "{card} cannot be used to place a citizen there")
        return text.format(card=localized(g.data.activities[u.mod_id]))
    if not 1 <= total <= 6:
        return translate("TroyesRules", _NO_SPACE_SHOWS[arg]).format(value=total)
    if not g.placement_sources(p, arg, total):
        return g._placement_refusal(p, arg, total)
    res["times"] = 1
    return ""


def check_agriculture(g: Game, p: int, u: GroupUse, arg, res: dict) -> str:
    """Agriculture: yellow dice, one denier's worth per 2 pips."""
    if u.mixed or u.col != YELLOW:
        return translate("TroyesRules", "agriculture uses yellow dice")
    if u.total // 2 < 1:
        return translate("TroyesRules", "the group is worth less than 2: agriculture would give nothing")
    res["times"] = u.total // 2
    return ""


def check_ramparts(g: Game, p: int, u: GroupUse, arg, res: dict) -> str:
    """The ramparts (The Ladies of Troyes): the module says."""
    why = ladies.ramparts_refusal(g, p, u.n_dice, u.has_virtual, u.mod_id is not None or u.cube_used,
                                  u.col)
    if why:
        return why
    res["times"] = u.total
    return ""


#: The check of each kind of target, in ``Game.evaluate`` (the ramparts: with the modules only).
TARGET_CHECKS = {
    "card": check_card,
    "cathedral": check_cathedral,
    "event": check_event,
    "building": check_building,
    "agriculture": check_agriculture,
    "ramparts": check_ramparts,
}
