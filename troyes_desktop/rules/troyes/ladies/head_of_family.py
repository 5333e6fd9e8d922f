"""The head of the family: the purple die, which counts as any colour and which nobody else may buy.

Rulebook (The Ladies of Troyes): module "The head of the family"."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ..data import RED, WHITE, YELLOW
from .setup import PURPLE, VIRTUAL

if TYPE_CHECKING:
    from ..game import Game


# ====================================================================== the purple die, groups and evaluate
def dice_group(g: "Game", p: int, dice_ids, colour):
    """Game.evaluate hook: [(colour, value, owner, die_id)] with the purple die's colour chosen and the
    Augustine / Recruiter cubes as dice (negative ids), or a reason string."""
    try:
        n_ids = len(dice_ids)
    except TypeError:
        return translate("TroyesLadies", "not a group of dice")
    if not 1 <= n_ids <= 3 or len(set(dice_ids)) != n_ids:
        return translate("TroyesRules", "a group has 1 to 3 different dice")
    out = []
    virtual = 0
    purple = False
    for d in dice_ids:
        if isinstance(d, bool) or not isinstance(d, int):
            return translate("TroyesLadies", "not a die")
        if d < 0:
            slot = -d - 1
            if not 0 <= slot < 9 or g.slot_card[slot] not in VIRTUAL or g.slot_cubes[slot][p] <= 0:
                return translate("TroyesLadies", "you have no Augustine or Recruiter cube there")
            virtual += 1
            out.append((VIRTUAL[g.slot_card[slot]], 6, p, d))
            continue
        die = g.dice.get(d)
        if die is None:
            return translate("TroyesRules", "one of these dice is no longer in the city square")
        c, v, o = die
        if c == PURPLE:
            if o != p:
                return translate("TroyesRules", "nobody can buy another player's purple die")
            if colour not in (RED, WHITE, YELLOW):
                return translate("TroyesLadies", "choose the purple die's colour (red, white or yellow)")
            purple = True
            c = colour
        out.append((c, v, o, d))
    if virtual > 1:
        return translate("TroyesRules", "only one cube can change an action")
    if virtual and virtual == len(out):
        return translate("TroyesLadies", "an Augustine or Recruiter cube cannot be used alone")
    if colour is not None and not purple:
        return translate("TroyesLadies", "only a group with the purple die names a colour")
    return out


_NO_CHOICE = (None,)


_PURPLE_CHOICES = (RED, WHITE, YELLOW)


def group_colours(g: "Game", dice_ids) -> tuple:
    """Game.targets hook: (colours of the dice other than purple, colour choices for the purple die,
    whether a stored cube may still modify the group)."""
    raw = []
    has_purple = False
    for d in dice_ids:
        if d < 0:
            raw.append(VIRTUAL[g.slot_card[-d - 1]])
        else:
            c = g.dice[d].colour
            if c == PURPLE:
                has_purple = True
            else:
                raw.append(c)
    cube_used = g.ctx is not None and g.ctx.get("cube_used") is not None
    has_virtual = any(d < 0 for d in dice_ids)
    return raw, _PURPLE_CHOICES if has_purple else _NO_CHOICE, not cube_used and not has_virtual
