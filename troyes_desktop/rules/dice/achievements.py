"""The achievements of the rulebook's list that a finished game fulfils.

Rulebook (Troyes Dice): Achievements (the list at the end of the rulebook).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import QT_TRANSLATE_NOOP

from .data import shown

if TYPE_CHECKING:  # pragma: no cover
    from .state import DiceFields

#: Achievement ids, in the order of the rulebook's list, with their wording in English (shown with
#: :func:`achievement_text`, in the current language).
ACHIEVEMENTS: dict[str, str] = {
    "played_solo": QT_TRANSLATE_NOOP("DiceRules", "Played a solo game (3 needed)"),
    "played_multiplayer": QT_TRANSLATE_NOOP("DiceRules", "Played a multiplayer game (3 needed)"),
    "played_expansion": QT_TRANSLATE_NOOP("DiceRules", "Played a game with Banquets and Raids (3 needed)"),
    "vp_45": QT_TRANSLATE_NOOP("DiceRules", "Ended a game with at least 45 VP"),
    "vp_55": QT_TRANSLATE_NOOP("DiceRules", "Ended a game with at least 55 VP"),
    "vp_65": QT_TRANSLATE_NOOP("DiceRules", "Ended a game with at least 65 VP"),
    "multiplayer_win_over_60": QT_TRANSLATE_NOOP("DiceRules", "Won a multiplayer game with more than 60 VP"),
    "character_18": QT_TRANSLATE_NOOP("DiceRules", "Gained 18 VP from a single character"),
    "citizens_40": QT_TRANSLATE_NOOP("DiceRules", "Ended a game with at least 40 citizens"),
    "full_prestige_row": QT_TRANSLATE_NOOP("DiceRules", "Drew all the prestige buildings of one row"),
    "full_work_row": QT_TRANSLATE_NOOP("DiceRules", "Drew all the work buildings of one row"),
    "full_resource_track": QT_TRANSLATE_NOOP("DiceRules", "Circled all the resources of one track"),
    "full_citizen_track": QT_TRANSLATE_NOOP("DiceRules", "Circled all the citizens of one track"),
}


def achievement_text(achievement: str) -> str:
    """An achievement's wording in the current language (the id itself if unknown)."""
    return shown(ACHIEVEMENTS, achievement)


def achievements(game: "DiceFields") -> list[list[str]]:
    """The achievements each player fulfils with this game (empty lists while the game goes on).

    The "play 3 games" achievements are reported as one game played of that kind; counting them per
    player profile is the application's business.
    """
    if not game.over:
        return [[] for _ in game.sheets]
    data = game.data
    scores = game.scoring()
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
