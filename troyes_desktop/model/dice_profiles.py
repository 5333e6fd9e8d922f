"""Troyes Dice achievements kept per player profile across games (rulebook, "Achievements"; ruling DX16).

One JSON file in the data folder (:func:`troyes_desktop.paths.data_dir`, which honours
``TROYES_DESKTOP_HOME``), written atomically::

    {"format": "troyes-dice-achievements", "version": 1,
     "profiles": {"anna": {"name": "Anna", "games": {"played_solo": 2, ...},
                           "earned": {"vp_45": {"date": "2025-01-31", "game": "<id>"}}}},
     "games": ["<id>", ...]}

A profile is a player's name (case and spaces ignored). The engine reports the "play 3 games"
achievements as one game of that kind; they are earned here when the third such game is recorded.
A finished game is recorded once (its id is a digest of its save), so loading it again changes nothing.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from pathlib import Path

from troyes_desktop.paths import data_dir
from troyes_desktop.rules.common.serialization import write_json_atomic
from troyes_desktop.rules.dice import ACHIEVEMENTS

FILE_NAME = "dice_achievements.json"
FORMAT = "troyes-dice-achievements"
COUNTED = ("played_solo", "played_multiplayer", "played_expansion")
GAMES_NEEDED = 3
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


def store_path() -> Path:
    return data_dir(create=True) / FILE_NAME


def profile_key(name: str) -> str:
    return " ".join(str(name).split()).casefold() or "player"


def empty() -> dict:
    return {"format": FORMAT, "version": 1, "profiles": {}, "games": []}


def load(path: Path | None = None) -> dict:
    """The store (an empty one when the file is missing or damaged: achievements never stop a game)."""
    path = path or store_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return empty()
    if (
        not isinstance(data, dict)
        or data.get("format") != FORMAT
        or not isinstance(data.get("profiles"), dict)
    ):
        return empty()
    data.setdefault("games", [])
    return data


def game_id(game) -> str:
    text = json.dumps(game.to_save(), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def record_game(
    game, names: list[str], today: str | None = None, path: Path | None = None
) -> list[list[dict]]:
    """Record a finished game; return, per seat, what it earned: ``{"id", "title", "new", "progress"}``.

    ``progress`` is "n of 3" for the counted achievements not yet earned. Recording the same game twice
    changes nothing (and reports nothing as new the second time). Only people earn achievements: a seat
    played by a computer (the setup's ``seats``) gets ``None`` and no profile. Each person's profile also
    keeps their best score (``best``).
    """
    if not game.over:
        return [[] for _ in range(game.n)]
    today = today or _dt.date.today().isoformat()
    store = load(path)
    gid = game_id(game)
    fresh = gid not in store["games"]
    per_seat = game.achievements()
    seats = game.setup.get("seats") or ["person"] * game.n
    scores = game.scores()
    out: list[list[dict] | None] = []
    for seat, earned in enumerate(per_seat):
        if seats[seat] != "person":
            out.append(None)
            continue
        name = " ".join(str(names[seat]).split()) if seat < len(names) else f"Player {seat + 1}"
        prof = store["profiles"].setdefault(profile_key(name), {"name": name, "games": {}, "earned": {}})
        prof["name"] = name
        best = prof.get("best")
        prof["best"] = max(best if isinstance(best, int) else 0, scores[seat])
        items = []
        for aid in earned:
            if aid in COUNTED:
                if fresh:
                    prof["games"][aid] = int(prof["games"].get(aid, 0)) + 1
                count = int(prof["games"].get(aid, 0))
                if count < GAMES_NEEDED:
                    items.append(
                        {
                            "id": aid,
                            "title": TITLES[aid],
                            "new": False,
                            "progress": f"{count} of {GAMES_NEEDED}",
                        }
                    )
                    continue
            new = aid not in prof["earned"]
            if new:
                prof["earned"][aid] = {"date": today, "game": gid}
            items.append({"id": aid, "title": TITLES[aid], "new": new and fresh, "progress": ""})
        out.append(items)
    if fresh:
        store["games"].append(gid)
        store["games"] = store["games"][-500:]
    write_json_atomic(path or store_path(), store)
    return out


def best_scores(names: list[str], store: dict | None = None) -> dict[int, int]:
    """Seat -> the best score kept in that name's profile (seats without one are left out)."""
    store = store if store is not None else load()
    out = {}
    for seat, name in enumerate(names):
        best = store["profiles"].get(profile_key(name), {}).get("best")
        if isinstance(best, int):
            out[seat] = best
    return out


def table(store: dict | None = None) -> list[dict]:
    """Every achievement with who earned it and when: ``{"id", "title", "earned": [(name, date)]}``."""
    store = store if store is not None else load()
    rows = []
    for aid in ACHIEVEMENTS:
        earned = []
        for prof in store["profiles"].values():
            e = prof.get("earned", {}).get(aid)
            if e:
                earned.append((prof.get("name", "?"), e.get("date", "")))
        earned.sort(key=lambda x: (x[1], x[0]))
        progress = []
        if aid in COUNTED:
            for prof in store["profiles"].values():
                n = int(prof.get("games", {}).get(aid, 0))
                if 0 < n < GAMES_NEEDED and aid not in prof.get("earned", {}):
                    progress.append((prof.get("name", "?"), n))
        rows.append({"id": aid, "title": TITLES[aid], "earned": earned, "progress": progress})
    return rows
