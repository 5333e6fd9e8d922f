"""The delayed activity cards that change a group of dice (stored cubes), as data.

Rulebook: Appendix, activity cards with a delayed effect (Blacksmith, Militiaman, Tithe, Monk, Priest,
Apprenticeship, Confession, Templar) and their Ladies of Troyes counterparts (Herbalist, Prior, Chief
Templar, Viticulturist, Preacher): the colour a group must have, the colour it counts as, and the targets
each card forbids."""
from __future__ import annotations

from typing import Callable, NamedTuple

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

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


class Modifier(NamedTuple):
    """What a stored cube of one card does to the group it modifies (rulebook appendix)."""

    #: The colour the group's dice must have (None: any).
    needs: int | None = None
    #: Why the cube cannot be used when the group breaks ``needs`` / ``one_die`` / ``bought``
    #: (``{name}``: the card's name; marked in context "TroyesRules", translated where it is shown).
    refusal: str = ""
    #: The colour the group then counts as (None: unchanged).
    becomes: int | None = None
    #: Exactly one die, not a cube used as a die (the cards that make one white die count as several).
    one_die: bool = False
    #: The one die counts as this many dice of its value (they cost 2 each; no citizen placement).
    several: int = 0
    #: Every die's value becomes this (None: unchanged).
    set_each: int | None = None
    #: Added to every die's value.
    add_each: int = 0
    #: Added to the group's total (the dice keep their values).
    add_total: int = 0
    #: The group must hold a die of another district.
    bought: bool = False
    #: How the dice bought are priced: None (as usual), "one_free_per_district" (Tithe),
    #: "two_per_district" (Chief Templar: one die per other district for 2), "first_free" (Viticulturist).
    price: str | None = None
    #: Computes the common value where data cannot say it (Preacher).
    choose_value: Callable | None = None


def preacher_value(n_dice: int, values: list[int], kind: str, arg) -> tuple[str, int]:
    """Preacher: every die takes the value of one of them. (refusal or "", that value)."""
    if n_dice < 2:
        return translate("TroyesRules", "Preacher needs a group of several dice"), 0
    if kind == "cathedral":
        # Ruling L12: on the cathedral the chosen die's value picks the column, so the player
        # names it (the target's arg); elsewhere the highest die is always the best choice.
        if isinstance(arg, bool) or arg not in values:
            return translate("TroyesRules", "Preacher: choose the die whose value the others take (on the "
                             "cathedral that value is the column)"), 0
        return "", arg
    return "", max(values)


_ONE_WHITE = QT_TRANSLATE_NOOP("TroyesRules", "{name} works on exactly one white die")

#: Every card whose stored cubes modify a group: base game and modules (each game offers only its own).
MODIFIER_RULES: dict[str, Modifier] = {
    "blacksmith": Modifier(
        needs=RED, add_total=5,
        refusal=QT_TRANSLATE_NOOP("TroyesRules", "Blacksmith adds 5 to a group of red dice only")),
    "militiaman": Modifier(
        needs=YELLOW, becomes=RED,
        refusal=QT_TRANSLATE_NOOP("TroyesRules",
                                  "Militiaman turns yellow dice into red ones: use yellow dice only")),
    "tithe": Modifier(
        needs=YELLOW, price="one_free_per_district",
        refusal=QT_TRANSLATE_NOOP("TroyesRules", "Tithe takes yellow dice only")),
    "priest": Modifier(
        needs=YELLOW, add_each=3,
        refusal=QT_TRANSLATE_NOOP("TroyesRules", "Priest adds 3 to yellow dice only")),
    "apprenticeship": Modifier(set_each=5),
    "confession": Modifier(add_each=2),
    "monk": Modifier(needs=WHITE, one_die=True, refusal=_ONE_WHITE, several=3, becomes=YELLOW),
    "templar": Modifier(needs=WHITE, one_die=True, refusal=_ONE_WHITE, several=2, becomes=RED),
    # The Ladies of Troyes
    "herbalist": Modifier(needs=WHITE, one_die=True, refusal=_ONE_WHITE, several=3, becomes=RED),
    "prior": Modifier(needs=WHITE, one_die=True, refusal=_ONE_WHITE, several=2, becomes=WHITE),
    "viticulturist": Modifier(
        bought=True, price="first_free",
        refusal=QT_TRANSLATE_NOOP("TroyesRules", "Viticulturist takes a die from another district")),
    "chief-templar": Modifier(
        needs=RED, price="two_per_district",
        refusal=QT_TRANSLATE_NOOP("TroyesRules", "Chief Templar takes red dice only")),
    "preacher": Modifier(choose_value=preacher_value),
}

#: Modifiers that make exactly one white die count as several dice: (how many, the colour they count as).
_AS_SEVERAL = {m: (r.several, r.becomes) for m, r in MODIFIER_RULES.items() if r.several}

#: What colour a single-colour group must have for a modifier, and what colour it then counts as
#: (None: any colour / unchanged).
_MODIFIER_COLOUR = {m: (r.needs, r.becomes) for m, r in MODIFIER_RULES.items()}


_NO_COLOUR_CHOICE = (None,)


#: Stored cubes that buy dice for free (module: Viticulturist).
_FREE_DICE_CARDS = frozenset(("tithe", "viticulturist"))


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
