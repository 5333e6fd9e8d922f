"""End of the game: the final scoring column, the winners and the achievements.

Scoring (rulebook, "End of the Game"):

* each Cathedral drawn scores its number (1, 2 or 3, by build order) times the buildings of the type it
  shows that are drawn on the sheet;
* 1 VP per pair of resources of the same type circled and not crossed out;
* 1 VP per circled citizen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .sheet import Sheet

#: Achievement ids, in the order of the rulebook's list, with their wording.
ACHIEVEMENTS: dict[str, str] = {
    "played_solo": "Played a solo game (3 needed)",
    "played_multiplayer": "Played a multiplayer game (3 needed)",
    "played_expansion": "Played a game with Banquets and Raids (3 needed)",
    "vp_45": "Ended a game with at least 45 VP",
    "vp_55": "Ended a game with at least 55 VP",
    "vp_65": "Ended a game with at least 65 VP",
    "multiplayer_win_over_60": "Won a multiplayer game with more than 60 VP",
    "character_18": "Gained 18 VP from a single character",
    "citizens_40": "Ended a game with at least 40 citizens",
    "full_prestige_row": "Drew all the prestige buildings of one row",
    "full_work_row": "Drew all the work buildings of one row",
    "full_resource_track": "Circled all the resources of one track",
    "full_citizen_track": "Circled all the citizens of one track",
}


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


def final_scores(game: "Game") -> list[dict]:
    """Breakdown per player, in seat order."""
    return [sheet_score(s, game.data) for s in game.sheets]


def achievements(game: "Game") -> list[list[str]]:
    """The achievements each player fulfils with this game (empty lists while the game goes on).

    The "play 3 games" achievements are reported as one game played of that kind; counting them per
    player profile is the application's business.
    """
    if not game.over:
        return [[] for _ in game.sheets]
    data = game.data
    scores = final_scores(game)
    best = max(s["total"] for s in scores)
    out = []
    for p, (sheet, score) in enumerate(zip(game.sheets, scores)):
        got = []
        got.append("played_solo" if game.n == 1 else "played_multiplayer")
        if game.expansion:
            got.append("played_expansion")
        total = score["total"]
        for threshold in (45, 55, 65):
            if total >= threshold:
                got.append(f"vp_{threshold}")
        if game.n > 1 and total == best and total > 60:
            got.append("multiplayer_win_over_60")
        if any(c["vp"] >= 18 for c in score["cathedrals"]):
            got.append("character_18")
        if sum(sheet.citizens) >= 40:
            got.append("citizens_40")
        b = sheet.buildings
        if any(all(b[d * 6 + c] == 1 for c in range(6)) for d in range(3)):
            got.append("full_prestige_row")
        if any(all(b[18 + d * 6 + c] == 1 for c in range(6)) for d in range(3)):
            got.append("full_work_row")
        if any(sheet.circled[r] >= data.track_length for r in range(3)):
            got.append("full_resource_track")
        if any(sheet.citizens[c] >= data.citizen_length for c in range(3)):
            got.append("full_citizen_track")
        out.append(got)
    return out


class Scoring:
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
