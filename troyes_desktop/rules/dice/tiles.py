"""Banquets and Raids: the 8 double-sided tiles, each side as a small set of modifiers.

A tile lies beside one of the three single-colour plazas. Unless said otherwise its effect applies to
whoever chooses the die of that plaza. Each side is a :class:`PlazaEffect`; a plaza without a tile has
:data:`NO_EFFECT`. The engine reads the modifiers where the matching rule is applied (die cost, value
change, colour change, construction, dice placement), so each tile's rule lives here, in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

BANQUET, RAID = "banquet", "raid"


def _no_extra(building: str, district: int) -> tuple:
    return ()


@dataclass(frozen=True)
class PlazaEffect:
    free: bool = False  # the die costs nothing, whatever the wheel says
    extra_cost: tuple[int, int, int] = (0, 0, 0)  # added to the wheel cost (influence, deniers, knowledge)
    value_step: int = 1  # change per influence spent; 0 = influence cannot change the value
    colour_cost: int = 2  # knowledge per colour change; 0 = the colour cannot be changed
    prestige_allowed: bool = True  # False: this die cannot construct a prestige building
    zero_value: bool = False  # the die counts as a 0 (influence may still raise it)
    extra_great_hall_die: bool = False  # a Great Hall built with it counts one more die of the needed colour
    shelter: str = ""  # 'banquet': the black die here is harmless and usable;
    # 'raid': a transparent die here acts as a black die
    on_build: Callable[[str, int], tuple] = _no_extra  # extra gain items when this die constructs a building


NO_EFFECT = PlazaEffect()


def _fortress_feast(building: str, district: int) -> tuple:
    """Banquet: a Fortress built with this die also brings a red citizen and a yellow-or-white one."""
    if building == "fortress":
        return (("cit", 0), ("fextra",))
    return ()


def _cathedral_feast(building: str, district: int) -> tuple:
    """Banquet: a Cathedral built with this die also brings one influence, one denier and one knowledge."""
    if building == "cathedral":
        return (("res", 0, 1), ("res", 1, 1), ("res", 2, 1))
    return ()


def _work_feast(building: str, district: int) -> tuple:
    """Banquet: a work building built with this die brings one more citizen of the building's colour."""
    if building in ("counts_palace", "city_hall", "bishopric"):
        return (("cit", district),)
    return ()


#: (tile id, side) -> effect. The ids are those of ``troyes_dice.json``.
TILE_EFFECTS: dict[tuple[str, str], PlazaEffect] = {
    # Value: one influence moves the die by up to 2 / influence cannot move it at all.
    ("value", BANQUET): PlazaEffect(value_step=2),
    ("value", RAID): PlazaEffect(value_step=0),
    # Colour: one knowledge recolours the die / knowledge cannot recolour it.
    ("colour", BANQUET): PlazaEffect(colour_cost=1),
    ("colour", RAID): PlazaEffect(colour_cost=0),
    # Price: the die is free / it costs one more denier than the wheel asks.
    ("price", BANQUET): PlazaEffect(free=True),
    ("price", RAID): PlazaEffect(extra_cost=(0, 1, 0)),
    # Fortress: extra citizens for a Fortress / one more influence to take the die.
    ("fortress", BANQUET): PlazaEffect(on_build=_fortress_feast),
    ("fortress", RAID): PlazaEffect(extra_cost=(1, 0, 0)),
    # Cathedral: one of each resource for a Cathedral / one more knowledge to take the die.
    ("cathedral", BANQUET): PlazaEffect(on_build=_cathedral_feast),
    ("cathedral", RAID): PlazaEffect(extra_cost=(0, 0, 1)),
    # Great Hall: the Great Hall counts one die more / no prestige building with this die.
    ("great_hall", BANQUET): PlazaEffect(extra_great_hall_die=True),
    ("great_hall", RAID): PlazaEffect(prestige_allowed=False),
    # Work: one more citizen for a work building / the die is worth 0.
    ("work", BANQUET): PlazaEffect(on_build=_work_feast),
    ("work", RAID): PlazaEffect(zero_value=True),
    # Shelter: the black die is tamed and usable here / a transparent die here strikes like the black die.
    ("shelter", BANQUET): PlazaEffect(shelter=BANQUET),
    ("shelter", RAID): PlazaEffect(shelter=RAID),
}

TILE_IDS = ("value", "colour", "price", "fortress", "cathedral", "great_hall", "work", "shelter")


def effect(tile_id: str, side: str) -> PlazaEffect:
    return TILE_EFFECTS[(tile_id, side)]
