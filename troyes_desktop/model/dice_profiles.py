"""Troyes Dice achievements kept per player profile across games (rulebook, "Achievements"; ruling DX16).

The profiles are the store's player profiles, shared with Troyes (:mod:`troyes_desktop.store`): a
profile is a player's name, case and spaces ignored. A finished game is stored once (its key is a digest
of its setup and actions) and its achievements are credited in the same transaction; the engine reports
the "play 3 games" achievements as one game of that kind, earned here at the third such game. Profiles
and achievements kept by earlier versions in ``dice_achievements.json`` are imported by the store.
"""

from __future__ import annotations

import logging

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.dice import ACHIEVEMENTS
from troyes_desktop.store import StoreError, open_store
from troyes_desktop.store.db import COUNTED, GAMES_NEEDED
from troyes_desktop.store.records import build_record, legacy_dice_id, profile_key

logger = logging.getLogger(__name__)

#: The achievements' wording on the Achievements screen (English; :func:`title` gives the current language's).
TITLES = {
    "played_solo": QT_TRANSLATE_NOOP("DiceProfiles", "Play 3 solo games"),
    "played_multiplayer": QT_TRANSLATE_NOOP("DiceProfiles", "Play 3 multiplayer games"),
    "played_expansion": QT_TRANSLATE_NOOP("DiceProfiles", "Play 3 games with Banquets and Raids"),
    "vp_45": QT_TRANSLATE_NOOP("DiceProfiles", "End a game with at least 45 VP"),
    "vp_55": QT_TRANSLATE_NOOP("DiceProfiles", "End a game with at least 55 VP"),
    "vp_65": QT_TRANSLATE_NOOP("DiceProfiles", "End a game with at least 65 VP"),
    "multiplayer_win_over_60": QT_TRANSLATE_NOOP("DiceProfiles",
                                                 "Win a multiplayer game with more than 60 VP"),
    "character_18": QT_TRANSLATE_NOOP("DiceProfiles", "Gain 18 VP from a single character"),
    "citizens_40": QT_TRANSLATE_NOOP("DiceProfiles", "End a game with at least 40 citizens"),
    "full_prestige_row": QT_TRANSLATE_NOOP("DiceProfiles", "Draw all the prestige buildings of one row"),
    "full_work_row": QT_TRANSLATE_NOOP("DiceProfiles", "Draw all the work buildings of one row"),
    "full_resource_track": QT_TRANSLATE_NOOP("DiceProfiles", "Circle all the resources of one track"),
    "full_citizen_track": QT_TRANSLATE_NOOP("DiceProfiles", "Circle all the citizens of one track"),
}
assert set(TITLES) == set(ACHIEVEMENTS)


def title(aid: str) -> str:
    """An achievement's wording in the current language (its id when unknown)."""
    return translate("DiceProfiles", TITLES[aid]) if aid in TITLES else str(aid)

__all__ = [
    "TITLES", "title", "COUNTED", "GAMES_NEEDED", "record_game", "table", "profile_key", "game_id",
    "best_solo",
    "best_scores",
]


def game_id(game) -> str:
    return legacy_dice_id(game)


def record_game(game, names: list[str], today: str | None = None, path=None) -> list[list[dict]]:
    """Store a finished game once; return, per seat, its achievements ``{"id", "title", "new", "progress"}``.

    ``new`` is true when the achievement was earned with this game; ``progress`` is "n of 3" for the
    counted achievements not yet earned. Recording the same game again changes nothing. Only people earn
    achievements: a seat played by a computer (the setup's ``seats``) gets ``None``.
    Raises :class:`~troyes_desktop.store.StoreError` when the store cannot be written (never an ``sqlite3``
    error: a damaged file is set aside and the game stored in a new one, the player told through
    ``store.take_notices``).
    """
    if not game.over:
        return [[] for _ in range(game.n)]
    record = build_record(game, names=names)
    finished = f"{today} 00:00:00" if today else None
    out: list[list[dict] | None] = []
    with open_store(path, write=True) as store:
        store.add_game(record, finished=finished, legacy_id=legacy_dice_id(game))
        for seat in record["players"]:
            if seat["level"] != "person":
                out.append(None)
                continue
            pid = store.profile_id(seat["name"])
            mine = store.achievements_of(pid) if pid is not None else {"earned": {}, "counts": {}}
            items = []
            for aid in seat["achievements"]:
                got = mine["earned"].get(aid)
                if aid in COUNTED and got is None:
                    count = int(mine["counts"].get(aid, 0))
                    progress = translate("DiceProfiles", "{count} of {needed}").format(
                        count=min(count, GAMES_NEEDED), needed=GAMES_NEEDED)
                    items.append({"id": aid, "title": title(aid), "new": False, "progress": progress})
                    continue
                new = got is not None and got[1] == record["key"]
                items.append({"id": aid, "title": title(aid), "new": new, "progress": ""})
            out.append(items)
    return out


def best_solo(name: str, path=None, but=None) -> int | None:
    """The best solo Troyes Dice score stored for ``name`` (None before their first stored solo game, or
    when the store cannot be read: a summary never stops a game). ``but``: a game left out (the one just
    finished, which the history may already hold: "the best so far" is the best before it)."""
    key = profile_key(name)
    skip = None
    if but is not None:
        from troyes_desktop.store.records import game_key, save_dict

        skip = game_key(save_dict(but))
    try:
        with open_store(path) as store:
            games = store.history()
    except StoreError:
        logger.warning("Cannot read the history for the Dice profiles", exc_info=True)
        return None
    scores = []
    for game in games:
        seats = game["players"]            # (name, level, score, winner) per seat
        score = seats[0][2] if len(seats) == 1 else None
        if game["mode"] == "dice" and isinstance(score, int) and profile_key(seats[0][0]) == key \
                and game["key"] != skip:
            scores.append(score)
    return max(scores) if scores else None


def best_scores(names: list[str], path=None) -> dict[int, int]:
    """Seat -> the best Troyes Dice score of that name's profile (seats without one are left out)."""
    from troyes_desktop.store.stats import summary

    out = {}
    try:
        with open_store(path) as store:
            for seat, name in enumerate(names):
                pid = store.profile_id(name)
                best = summary(store, pid).get("dice", {}).get("best") if pid is not None else None
                if isinstance(best, int):
                    out[seat] = best
    except StoreError:
        logger.warning("Cannot read the best scores from the history", exc_info=True)
        return {}
    return out


def table(path=None) -> list[dict]:
    """Every achievement, who earned it, when: ``{"id", "title", "earned": [(name, date)], "progress"}``."""
    try:
        with open_store(path) as store:
            earned_rows = store.all_achievements()
            counts = store.all_counts()
    except StoreError:
        logger.warning("Cannot read the achievements from the history", exc_info=True)
        earned_rows, counts = [], []
    rows = []
    for aid in ACHIEVEMENTS:
        earned = sorted(((n, d[:10]) for n, a, d, _g in earned_rows if a == aid), key=lambda x: (x[1], x[0]))
        have = {n for n, _d in earned}
        progress = sorted((n, k) for n, kind, k in counts
                          if kind == aid and 0 < k < GAMES_NEEDED and n not in have) if aid in COUNTED else []
        rows.append({"id": aid, "title": title(aid), "earned": earned, "progress": progress})
    return rows
