"""A player's score sheet: resources, citizen tracks, the buildings of the three districts, the cathedral.

Rulebook (Troyes Dice): The score sheet."""
from __future__ import annotations

from . import data as D

EMPTY, BUILT, CROSSED = 0, 1, 2
STATE_NAMES = ("empty", "built", "crossed")


_COLOURS = D.COLOURS


_RES = D.RESOURCES


class Sheet:
    """One player's scoresheet.

    Resource tracks keep how many spaces are circled and how many of those are crossed out (spent).
    Buildings are one flat list indexed ``row * 18 + district * 6 + column`` (row 0 prestige, 1 work),
    each EMPTY, BUILT or CROSSED. ``die_crossed`` is indexed ``district * 6 + column``.
    """

    __slots__ = (
        "circled",
        "spent",
        "citizens",
        "buildings",
        "die_crossed",
        "cathedral",
        "cathedrals",
        "column_bonus",
        "links",
    )

    def __init__(self, start: int = 3, n_column_bonuses: int = 3, n_links: int = 9) -> None:
        self.circled = [start, start, start]
        self.spent = [0, 0, 0]
        self.citizens = [0, 0, 0]
        self.buildings = [EMPTY] * 36
        self.die_crossed = [False] * 18
        self.cathedral = [0] * 6  # by column: the number written (0 = no Cathedral)
        self.cathedrals = 0  # Cathedrals built so far
        self.column_bonus = [False] * n_column_bonuses
        self.links = [False] * n_links  # link bonuses gained, by lozenge

    def copy(self) -> "Sheet":
        s = Sheet.__new__(Sheet)
        s.circled = self.circled[:]
        s.spent = self.spent[:]
        s.citizens = self.citizens[:]
        s.buildings = self.buildings[:]
        s.die_crossed = self.die_crossed[:]
        s.cathedral = self.cathedral[:]
        s.cathedrals = self.cathedrals
        s.column_bonus = self.column_bonus[:]
        s.links = self.links[:]
        return s

    def have(self, resource: int) -> int:
        return self.circled[resource] - self.spent[resource]

    def building(self, name: str, column: int) -> int:
        """State of a building, column 1-6."""
        row, district = D.BUILDING_SLOT[name]
        return self.buildings[row * 18 + district * 6 + column - 1]

    def count_built(self, name: str) -> int:
        row, district = D.BUILDING_SLOT[name]
        base = row * 18 + district * 6
        return self.buildings[base : base + 6].count(BUILT)

    def to_dict(self) -> dict:
        return {
            "resources": {
                r: {"circled": self.circled[i], "spent": self.spent[i]} for i, r in enumerate(_RES)
            },
            "citizens": {c: self.citizens[i] for i, c in enumerate(_COLOURS)},
            "buildings": {
                b: [STATE_NAMES[self.building(b, c)] for c in range(1, 7)] for b in D.BUILDING_SLOT
            },
            "dice_crossed": {c: self.die_crossed[i * 6 : i * 6 + 6] for i, c in enumerate(_COLOURS)},
            "cathedral_numbers": self.cathedral[:],
            "cathedrals_built": self.cathedrals,
            "column_bonuses": self.column_bonus[:],
            "link_bonuses": self.links[:],
        }
