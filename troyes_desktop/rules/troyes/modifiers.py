"""The delayed activity cards that change a group of dice (stored cubes), as data.

Rulebook: Appendix, activity cards with a delayed effect (Blacksmith, Militiaman, Tithe, Monk, Priest,
Apprenticeship, Confession, Templar) and their Ladies of Troyes counterparts (Herbalist, Prior, Chief
Templar, Viticulturist, Preacher): the colour a group must have, the colour it counts as, and the targets
each card forbids."""
from __future__ import annotations

from .board import (
    BISHOPRIC,
    CITY_HALL,
    PALACE,
)
from .data import RED, WHITE, YELLOW

#: Modifier cards (delayed effects) and what they forbid (rulebook appendix).
MODIFIERS = {"blacksmith", "militiaman", "tithe", "monk", "priest", "apprenticeship", "confession", "templar"}


_FORBIDDEN_BUILDINGS = {
    "blacksmith": (PALACE,),
    "priest": (CITY_HALL,),
    "apprenticeship": (BISHOPRIC, CITY_HALL),
    "confession": (BISHOPRIC, CITY_HALL),
    "preacher": (PALACE, BISHOPRIC, CITY_HALL),     # module card; it needs several dice anyway
}


_NO_CATHEDRAL = {"apprenticeship", "confession"}


#: Stored cubes usable on the cathedral (modules): they supply a die (Viticulturist) or change the dice
#: without changing their colour (Prior, Preacher); the cubes go where the values after the card say.
_CATHEDRAL_MODIFIERS = frozenset((None, "viticulturist", "prior", "preacher"))


#: Modifiers allowed on a group of mixed colours (for Pilgrimage).
_MIXED_MODIFIERS = frozenset(("apprenticeship", "confession"))


#: Modifiers that make exactly one white die count as several dice: (how many, the colour they count as).
_AS_SEVERAL = {"monk": (3, YELLOW), "templar": (2, RED), "herbalist": (3, RED), "prior": (2, WHITE)}


#: What colour a single-colour group must have for a modifier, and what colour it then counts as
#: (None: any colour / unchanged). Base and module modifiers; each game offers only its own.
_MODIFIER_COLOUR = {
    "apprenticeship": (None, None), "confession": (None, None),
    "viticulturist": (None, None), "preacher": (None, None),
    "blacksmith": (RED, RED), "chief-templar": (RED, RED),
    "militiaman": (YELLOW, RED),
    "tithe": (YELLOW, YELLOW), "priest": (YELLOW, YELLOW),
    **{m: (WHITE, c) for m, (_, c) in _AS_SEVERAL.items()},
}


_NO_COLOUR_CHOICE = (None,)


#: Stored cubes that buy dice for free (module: Viticulturist).
_FREE_DICE_CARDS = frozenset(("tithe", "viticulturist"))


# ---------------------------------------------------------------------- legal actions per decision kind
def _effective_colour(mod_id, colour: int, n_dice: int):
    """The colour a single-colour group counts as with this stored cube (None: the cube cannot apply)."""
    if mod_id is None:
        return colour
    rule = _MODIFIER_COLOUR.get(mod_id)
    if rule is None:
        return None
    needs, becomes = rule
    if needs is not None and colour != needs:
        return None
    if mod_id in _AS_SEVERAL and n_dice != 1:
        return None
    return colour if becomes is None else becomes
