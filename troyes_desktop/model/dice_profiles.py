"""Troyes Dice achievements kept per player profile across games (rulebook, "Achievements"; ruling DX16).

The profiles are the store's player profiles, shared with Troyes (:mod:`troyes_desktop.store`): a
profile is a player's name, case and spaces ignored. A finished game is stored once (its key is a digest
of its setup and actions) and its achievements are credited in the same transaction; the engine reports
the "play 3 games" achievements as one game of that kind, earned here at the third such game. Profiles
and achievements kept by earlier versions in ``dice_achievements.json`` are imported by the store.
"""

from __future__ import annotations

from troyes_desktop.rules.dice import ACHIEVEMENTS
from troyes_desktop.store import StoreError, open_store
from troyes_desktop.store.db import COUNTED, GAMES_NEEDED
from troyes_desktop.store.records import build_record, legacy_dice_id, profile_key

#: The achievements' wording on the Achievements screen.
TITLES = {
    "played_solo": "Play 3 solo games",
    "played_multiplayer": "Play 3 multiplayer games",
    "played_expansion": "Play 3 games with Banquets and Raids",
    "vp_45": "End a game with at least 45 VP",
    "vp_55": "End a game with at least 55 VP",
    "vp_65": "End a game with at least 65 VP",
    "multiplayer_win_over_60": "Win a multiplayer game with more than 60 VP",
    "character_18": "Gain 18 VP from a single character",
    "citizens_40": "End a game with at least 40 citizens",
    "full_prestige_row": "Draw all the prestige buildings of one row",
    "full_work_row": "Draw all the work buildings of one row",
    "full_resource_track": "Circle all the resources of one track",
    "full_citizen_track": "Circle all the citizens of one track",
}
assert set(TITLES) == set(ACHIEVEMENTS)

__all__ = [
    "TITLES", "COUNTED", "GAMES_NEEDED", "record_game", "table", "profile_key", "game_id", "best_scores",
]


def game_id(game) -> str:
    return legacy_dice_id(game)


def record_game(game, names: list[str], today: str | None = None, path=None) -> list[list[dict]]:
    """Store a finished game once; return, per seat, its achievements ``{"id", "title", "new", "progress"}``.

    ``new`` is true when the achievement was earned with this game; ``progress`` is "n of 3" for the
    counted achievements not yet earned. Recording the same game again changes nothing. Only people earn
    achievements: a seat played by a computer (the setup's ``seats``) gets ``None``.
    Raises :class:`~troyes_desktop.store.StoreError` when the store cannot be written.
    """
    if not game.over:
        return [[] for _ in range(game.n)]
    record = build_record(game, names=names)
    finished = f"{today} 00:00:00" if today else None
    out: list[list[dict] | None] = []
    with open_store(path) as store:
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
                    items.append({"id": aid, "title": TITLES[aid], "new": False,
                                  "progress": f"{min(count, GAMES_NEEDED)} of {GAMES_NEEDED}"})
                    continue
                new = got is not None and got[1] == record["key"]
                items.append({"id": aid, "title": TITLES[aid], "new": new, "progress": ""})
            out.append(items)
    return out


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
        return {}
    return out


def table(path=None) -> list[dict]:
    """Every achievement, who earned it, when: ``{"id", "title", "earned": [(name, date)], "progress"}``."""
    try:
        with open_store(path) as store:
            earned_rows = store.all_achievements()
            counts = store.all_counts()
    except StoreError:
        earned_rows, counts = [], []
    rows = []
    for aid in ACHIEVEMENTS:
        earned = sorted(((n, d[:10]) for n, a, d, _g in earned_rows if a == aid), key=lambda x: (x[1], x[0]))
        have = {n for n, _d in earned}
        progress = sorted((n, k) for n, kind, k in counts
                          if kind == aid and 0 < k < GAMES_NEEDED and n not in have) if aid in COUNTED else []
        rows.append({"id": aid, "title": TITLES[aid], "earned": earned, "progress": progress})
    return rows
