"""End of the game: the final scoring column and the winners (the achievements: :mod:`.achievements`).

Scoring (rulebook, "End of the Game"):

* each Cathedral drawn scores its number (1, 2 or 3, by build order) times the buildings of the type it
  shows that are drawn on the sheet;
* 1 VP per pair of resources of the same type circled and not crossed out;
* 1 VP per circled citizen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from .achievements import achievements

if TYPE_CHECKING:  # pragma: no cover
    from .sheet import Sheet
    from .state import DiceFields
    from .state import DiceFields as _Base

def sheet_score(sheet: "Sheet", data: D.DiceData) -> dict:
    cathedrals = []
    cathedral_vp = 0
    for col in range(6):
        number = sheet.cathedral[col]
        if number:
            scored = data.cathedral_scores[col]
            count = sheet.count_built(scored)
            vp = number * count
            cathedral_vp += vp
            cathedrals.append(
                {
                    "column": col + 1,
                    "character": data.cathedral_characters[col],
                    "scores": scored,
                    "number": number,
                    "buildings": count,
                    "vp": vp,
                }
            )
    resources = {}
    resource_vp = 0
    for r, name in enumerate(D.RESOURCES):
        unspent = sheet.circled[r] - sheet.spent[r]
        resources[name] = {"unspent": unspent, "vp": unspent // 2}
        resource_vp += unspent // 2
    citizens = {c: sheet.citizens[i] for i, c in enumerate(D.COLOURS)}
    citizen_vp = sum(sheet.citizens)
    return {
        "cathedrals": cathedrals,
        "cathedral_vp": cathedral_vp,
        "resources": resources,
        "resource_vp": resource_vp,
        "cathedral_and_resource_vp": cathedral_vp + resource_vp,
        "citizens": citizens,
        "citizen_vp": citizen_vp,
        "total": cathedral_vp + resource_vp + citizen_vp,
    }


def final_scores(game: "DiceFields") -> list[dict]:
    """Breakdown per player, in seat order."""
    return [sheet_score(s, game.data) for s in game.sheets]


if not TYPE_CHECKING:
    _Base = object


class Scoring(_Base):
    """Final scores, winners and achievements, asked of the game."""

    def scoring(self) -> list[dict]:
        """Score breakdown per player (final once the game is over, else the score so far)."""
        return final_scores(self)

    def scores(self) -> list[int]:
        return [s["total"] for s in self.scoring()]

    def winners(self) -> list[int]:
        """Seats with the most VP: ties share the victory (ruling D4)."""
        totals = self.scores()
        best = max(totals)
        return [p for p, t in enumerate(totals) if t == best]

    def achievements(self) -> list[list[str]]:
        """Achievement ids each player earns with this finished game (see :mod:`.scoring`)."""
        return achievements(self)
