"""Banquets and Raids: a black die landing on a plaza with a Raid tile attacks the districts.

Rulebook (Troyes Dice, Banquets and Raids module): the tiles (Banquet and Raid faces), Raids."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from .sheet import _COLOURS, BUILT, CROSSED, EMPTY

if TYPE_CHECKING:
    from .state import DiceFields as _Base
else:
    _Base = object


class BanquetsAndRaids(_Base):
    """Banquets and Raids: a black die landing on a plaza with a Raid tile attacks the districts."""

    def _attack(self, colour: int, value: int, events: list[dict]) -> None:
        """The black die crosses out the die (colour, value) on every sheet not protected by a Fortress."""
        col = self.col_of_value[value]
        k = colour * 6 + col
        for p, sheet in enumerate(self.sheets):
            b = sheet.buildings
            if sheet.die_crossed[k]:
                # "If this die is already crossed out, there is no further effect" (before any Fortress).
                events.append(
                    {
                        "type": "die_already_crossed",
                        "player": p,
                        "colour": _COLOURS[colour],
                        "value": value,
                        "column": col + 1,
                    }
                )
                continue
            if b[col] == BUILT:  # the Fortress of that column (red prestige row)
                events.append(
                    {
                        "type": "fortress_protects",
                        "player": p,
                        "colour": _COLOURS[colour],
                        "value": value,
                        "column": col + 1,
                    }
                )
                continue
            sheet.die_crossed[k] = True
            crossed = []
            for row in (0, 1):
                i = row * 18 + k
                if b[i] == EMPTY:
                    b[i] = CROSSED
                    crossed.append(D.BUILDING_AT[(row, colour)])
            # Only the links this attack loses: its building was crossed out now and the other end of
            # the link was not crossed out earlier (then the link was already lost).
            links_lost = []
            for j, (lrow, ldistrict, a, c, _gain) in enumerate(self.data.lozenges):
                if (
                    ldistrict == colour
                    and (a == col or c == col)
                    and not sheet.links[j]
                    and D.BUILDING_AT[(lrow, ldistrict)] in crossed
                    and b[lrow * 18 + ldistrict * 6 + (c if a == col else a)] != CROSSED
                ):
                    links_lost.append([D.BUILDING_AT[(lrow, ldistrict)], a + 1, c + 1])
            events.append(
                {
                    "type": "die_crossed",
                    "player": p,
                    "colour": _COLOURS[colour],
                    "value": value,
                    "column": col + 1,
                    "buildings_crossed": crossed,
                    "links_lost": links_lost,
                }
            )
