"""Statistics against hand-computed values on a small fixture of records (scores and seats chosen here)."""

from __future__ import annotations

import pytest

from troyes_desktop.store import open_store, stats


def _record(key, mode, players, margin=None, rating=None, roy=None):
    return {
        "key": key,
        "mode": mode,
        "save": {"game": "dice" if mode == "dice" else "troyes", "setup": {}, "actions": []},
        "players": [
            {"seat": i, "name": n, "level": lv, "score": sc, "winner": w, "achievements": ach}
            for i, (n, lv, sc, w, ach) in enumerate(players)
        ],
        "roy": None if roy is None else {"name": "le Roy", "score": roy},
        "margin": margin,
        "rating": rating,
        "modules": [],
        "breakdown": [],
    }


P = "person"


@pytest.fixture
def store(tmp_path):
    s = open_store(tmp_path / "games.sqlite3")
    games = [
        # Troyes: Anna wins 2 of 3 (a tie shared in the third counts as a win for both).
        ("t1", "troyes", [("Anna", P, 40, True, []), ("Faye", P, 35, False, [])]),
        ("t2", "troyes", [("Anna", P, 30, False, []), ("Bot", "hard", 44, True, [])]),
        (
            "t3",
            "troyes",
            [("anna", P, 50, True, []), ("Faye", P, 50, True, []), ("Bot", "easy", 20, False, [])],
        ),
        # Solo: margins -3 (band 0), +7 (band 2), +21 (band 5).
        ("s1", "solo", [("Anna", P, 60, False, [])], -3, 0, 63),
        ("s2", "solo", [("Anna", P, 70, True, [])], 7, 2, 63),
        ("s3", "solo", [("Anna", P, 80, True, [])], 21, 5, 59),
        # Troyes Dice: alone twice (no winner), once against Faye and a normal computer.
        ("d1", "dice", [("Anna", P, 41, True, ["played_solo"])]),
        ("d2", "dice", [("Anna", P, 52, True, ["played_solo", "vp_45"])]),
        (
            "d3",
            "dice",
            [
                ("Anna", P, 38, False, ["played_multiplayer"]),
                ("Faye", P, 61, True, []),
                ("Bot", "normal", 12, False, []),
            ],
        ),
    ]
    for i, (key, mode, players, *solo) in enumerate(games):
        margin, rating, roy = solo if solo else (None, None, None)
        finished = f"2026-11-{10 + i:02d} 20:00:00"
        s.add_game(_record(key, mode, players, margin, rating, roy), finished=finished)
    yield s
    s.close()


def test_summary_per_mode(store):
    anna = store.profile_id("Anna")
    got = stats.summary(store, anna)
    assert list(got) == ["troyes", "solo", "dice"]
    assert got["troyes"] == {
        "games": 3,
        "wins": 2,
        "contested": 3,
        "win_rate": 2 / 3,
        "mean": (40 + 30 + 50) / 3,
        "best": 50,
    }
    assert got["solo"] == {"games": 3, "wins": 2, "contested": 3, "win_rate": 2 / 3, "mean": 70.0, "best": 80}
    # Two solo Troyes Dice games have no winner: only the third counts in the win rate.
    assert got["dice"] == {
        "games": 3,
        "wins": 0,
        "contested": 1,
        "win_rate": 0.0,
        "mean": (41 + 52 + 38) / 3,
        "best": 52,
    }
    faye = stats.summary(store, store.profile_id("faye"))
    assert faye["troyes"]["wins"] == 1 and faye["troyes"]["games"] == 2 and faye["dice"]["win_rate"] == 1.0


def test_against_le_roy(store):
    roy = stats.against_roy(store, store.profile_id("Anna"))
    assert [m for _f, m in roy["margins"]] == [-3, 7, 21]
    assert roy["bands"] == [1, 0, 1, 0, 0, 1]
    assert len(roy["band_texts"]) == 6


def test_against_computer_levels(store):
    rows = stats.against_levels(store, store.profile_id("Anna"))
    assert rows == [
        {"mode": "troyes", "level": "easy", "games": 1, "wins": 1, "win_rate": 1.0},
        {"mode": "troyes", "level": "hard", "games": 1, "wins": 0, "win_rate": 0.0},
        {"mode": "dice", "level": "normal", "games": 1, "wins": 0, "win_rate": 0.0},
    ]


def test_dice_scores_over_time_and_achievements(store):
    anna = store.profile_id("Anna")
    assert [sc for _f, sc in stats.dice_scores(store, anna)] == [41, 52, 38]
    ach = store.achievements_of(anna)
    assert ach["earned"] == {"vp_45": ("2026-11-17", "d2")}
    assert ach["counts"] == {"played_solo": 2, "played_multiplayer": 1}


def test_computers_have_no_profile(store):
    assert [p["name"] for p in store.profiles()] == ["Anna", "Faye"]  # the name as last written
