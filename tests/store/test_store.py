"""The store of finished games: each game once, in one transaction; profiles shared by both games;
damaged, foreign and newer files set aside; version 1 migrated; Troyes Dice achievements imported."""

from __future__ import annotations

import json
import sqlite3

import pytest

from troyes_desktop.store import StoreError, open_store, record_finished_game
from troyes_desktop.store import db as store_db
from troyes_desktop.store.records import build_record, game_key, replay_game, save_dict, vp_by_round

from .helpers import dice_game, solo_game, troyes_game


def _seats(path):
    conn = sqlite3.connect(str(path))
    try:
        return conn.execute(
            "SELECT game, seat, name, profile, level, score, winner FROM seats ORDER BY game, seat"
        ).fetchall()
    finally:
        conn.close()


def test_a_finished_game_is_stored_once_with_its_full_record(tmp_path):
    path = tmp_path / "games.sqlite3"
    g = troyes_game(3)
    assert record_finished_game(g, path) == (True, "")
    assert record_finished_game(g, path) == (False, "")  # the same game again: no-op
    with open_store(path) as store:
        assert store.count_games() == 1
        key = game_key(save_dict(g))
        saved = store.game_save(key)
        assert saved["actions"] == json.loads(json.dumps(save_dict(g)["actions"]))
        (row,) = store.history()
        assert row["mode"] == "troyes" and [p[0] for p in row["players"]] == ["Anna", "Faye"]
        assert [p[2] for p in row["players"]] == [s["total"] for s in g.scores]
        assert [bool(p[3]) for p in row["players"]] == [s["winner"] for s in g.scores]
        exported = store.game_record(key)
        assert exported["result"]["breakdown"] == json.loads(json.dumps(g.scores))
    # Seats carry a profile per person; both seats are people here.
    assert [r[3] is not None for r in _seats(path)] == [True, True]


def test_an_unfinished_game_is_not_stored(tmp_path):
    from troyes_desktop.rules.troyes.game import Game

    path = tmp_path / "games.sqlite3"
    assert record_finished_game(Game.new(players=2, seed=1), path) == (False, "")
    assert not path.exists()


def test_a_replay_of_the_record_reaches_the_same_final_state_and_scores(tmp_path):
    path = tmp_path / "games.sqlite3"
    from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES

    games = [
        troyes_game(5, names=("Anna", "Faye", "Geoffrey")),
        troyes_game(44, names=("Anna", "Faye", "Emily"), modules=list(AVAILABLE_MODULES)),
        solo_game(6),
        dice_game(7, ("Anna", "Emily")),
    ]
    for g in games:
        record_finished_game(g, path)
    with open_store(path) as store:
        assert store.count_games() == len(games)
        for g in games:
            again = replay_game(store.game_save(game_key(save_dict(g))))
            assert again.over
            assert again.state_dict() == g.state_dict()
            if hasattr(g, "scoring"):
                assert again.scores() == g.scores()
            else:
                assert again.scores == g.scores


def test_vp_round_by_round_ends_with_the_final_scores():
    g = troyes_game(8)
    chart = vp_by_round(save_dict(g))
    assert chart["unit"] == "round" and chart["labels"] == list(range(1, g.rounds + 1))
    assert [s[-1] for s in chart["series"]] == [s["total"] for s in g.scores]
    solo = solo_game(9)
    chart = vp_by_round(save_dict(solo))
    assert chart["names"][-1] == "le Roy"
    assert [s[-1] for s in chart["series"]] == [s["total"] for s in solo.scores]
    d = dice_game(10, ("Anna", "Faye"))
    chart = vp_by_round(save_dict(d))
    assert chart["unit"] == "day" and chart["labels"] == list(range(1, 9))
    assert [s[-1] for s in chart["series"]] == d.scores()


def test_profiles_are_shared_by_both_games_and_computers_are_not_profiles(tmp_path):
    path = tmp_path / "games.sqlite3"
    t = troyes_game(11, names=("Anna", "Bot"))
    record = build_record(t, seats=["person", "hard"])
    with open_store(path) as store:
        assert store.add_game(record)
        assert store.add_game(build_record(dice_game(12, (" anna ",))))
        profiles = store.profiles()
    assert [(p["name"], p["games"]) for p in profiles] == [("anna", 2)]
    levels = [(r[2], r[4], r[3] is None) for r in _seats(path)]
    assert ("Bot", "hard", True) in levels


def test_seat_levels_come_from_the_setup():
    from troyes_desktop.rules.dice import Game as DiceGame
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.store.records import seat_levels

    troyes = Game.new(players=3, seed=4, names=["Anna", "Faye", "Hugo"],
                      options={"computers": {"1": "easy", "2": "hard"}})
    assert seat_levels(troyes.setup, 3) == ["person", "easy", "hard"]
    dice = DiceGame.new(3, seed=4, names=["Anna", "Faye", "Hugo"], seats=["person", "normal", "person"])
    assert seat_levels(dice.setup, 3) == ["person", "normal", "person"]
    assert seat_levels(Game.new(players=2, seed=4).setup, 2) == ["person", "person"]
    assert seat_levels({"seats": ["wizard"]}, 2) == ["person", "person"]


def test_deleting_a_game_removes_its_seats(tmp_path):
    path = tmp_path / "games.sqlite3"
    g = troyes_game(13)
    record_finished_game(g, path)
    with open_store(path) as store:
        assert store.delete_game(game_key(save_dict(g)))
        assert store.count_games() == 0 and store.history() == []
    assert _seats(path) == []


@pytest.mark.parametrize(
    "content", [b"this is not a database at all" * 40, b"SQLite format 3\x00" + b"\xff" * 400]
)
def test_a_damaged_file_is_set_aside_and_a_new_store_started(tmp_path, content):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(content)
    added, notice = record_finished_game(troyes_game(3), path)
    assert added
    assert "damaged" in notice and "kept as games.sqlite3.damaged-" in notice and "new list" in notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("games.sqlite3.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing of the old file is lost
    with open_store(path) as store:
        assert store.notice == "" and store.count_games() == 1


def test_a_foreign_database_is_set_aside_untouched(tmp_path):
    path = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('pain perdu')")
    conn.commit()
    conn.close()
    with open_store(path) as store:
        assert "not one of Troyes Desktop's" in store.notice
        assert store.count_games() == 0
    (kept,) = [p for p in tmp_path.iterdir() if ".foreign-" in p.name]
    conn = sqlite3.connect(str(kept))
    assert conn.execute("SELECT name FROM recipes").fetchall() == [("pain perdu",)]
    conn.close()


def test_a_store_from_a_newer_version_is_set_aside(tmp_path):
    path = tmp_path / "games.sqlite3"
    open_store(path).close()
    conn = sqlite3.connect(str(path))
    conn.execute(f"PRAGMA user_version = {store_db.SCHEMA_VERSION + 1}")
    conn.close()
    with open_store(path) as store:
        assert "newer Troyes Desktop" in store.notice


def test_a_store_that_cannot_be_opened_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    added, notice = record_finished_game(troyes_game(3), blocker / "games.sqlite3")
    assert not added and notice.startswith("The finished game could not be added to the history: ")
    assert "sqlite" not in notice.lower() and "error" not in notice.lower()
    with pytest.raises(StoreError):
        open_store(blocker / "games.sqlite3")
    assert blocker.read_text(encoding="utf-8") == "a file where the data folder should be"


def _create_v1(path, rows) -> None:
    """A version-1 store as earlier builds wrote it: one JSON record per game."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.executescript(store_db.SCHEMA_V1)
    conn.execute(f"PRAGMA application_id = {store_db.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    for key, mode, finished, record in rows:
        conn.execute("INSERT INTO games VALUES (?, ?, ?, ?)", (key, mode, finished, json.dumps(record)))
    conn.close()


def test_a_version_1_store_migrates_to_the_current_schema(tmp_path):
    path = tmp_path / "games.sqlite3"
    a, b = troyes_game(21), solo_game(22)
    ra, rb = build_record(a), build_record(b)
    _create_v1(
        path,
        [
            (ra["key"], ra["mode"], "2026-01-02 10:00:00", ra),
            (rb["key"], rb["mode"], "2026-01-03 11:00:00", rb),
            ("broken", "troyes", "2026-01-04 12:00:00", {"no": "record"}),
        ],
    )
    with open_store(path) as store:
        assert store.notice == ""
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == store_db.SCHEMA_VERSION
        hist = store.history()
        assert [h["key"] for h in hist] == [rb["key"], ra["key"]]  # the broken row is dropped
        assert hist[0]["roy_score"] == b.scores[-1]["total"]
        assert sorted(p["name"] for p in store.profiles()) == ["Anna", "Faye"]
        # The migrated store goes on working: the same game is still recognised.
        assert not store.add_game(ra)
    assert record_finished_game(a, path) == (False, "")


def test_old_dice_achievements_become_profile_achievements(tmp_path):
    from troyes_desktop.model import dice_profiles

    legacy = {
        "format": "troyes-dice-achievements",
        "version": 1,
        "profiles": {
            "aliénor": {
                "name": "Aliénor",
                "games": {"played_solo": 2},
                "earned": {"vp_45": {"date": "2025-01-31", "game": "x"}},
            }
        },
        "games": [],
    }
    old = dice_game(31, ("Aliénor",))
    legacy["games"].append(dice_profiles.game_id(old))  # already counted by the old file
    (tmp_path / "dice_achievements.json").write_text(json.dumps(legacy), encoding="utf-8")
    path = tmp_path / "games.sqlite3"
    with open_store(path) as store:
        pid = store.profile_id("aliénor")
        assert store.achievements_of(pid) == {
            "earned": {"vp_45": ("2025-01-31", None)},
            "counts": {"played_solo": 2},
        }
    assert (tmp_path / "dice_achievements.json.imported").exists()
    # The game the old file had counted is stored in the history but not counted a second time.
    dice_profiles.record_game(old, ["Aliénor"], path=path)
    with open_store(path) as store:
        assert store.count_games() == 1
        assert store.achievements_of(pid)["counts"] == {"played_solo": 2}
    # A new solo game is the third: "Play 3 solo games" is earned with it, dated that day.
    third = dice_game(32, ("aliénor",))
    earned = dice_profiles.record_game(third, ["aliénor"], today="2026-11-20", path=path)
    assert {"id": "played_solo", "title": "Play 3 solo games", "new": True, "progress": ""} in earned[0]
    rows = {r["id"]: r for r in dice_profiles.table(path)}
    # (a profile shows the name as last written)
    assert rows["played_solo"]["earned"] == [("aliénor", "2026-11-20")]
    assert rows["vp_45"]["earned"] == [("aliénor", "2025-01-31")]


def test_the_replay_reaches_every_position_and_marks_rounds_and_days():
    from troyes_desktop.store.replay import SNAPSHOT_EVERY, Replay

    g = troyes_game(41, names=("Anna", "Faye", "Geoffrey"))
    replay = Replay(save_dict(g))
    assert replay.finished and replay.length == len(g.history)
    assert [u for u, _p in replay.marks] == list(range(1, g.rounds + 1))
    assert replay.game_at(replay.length).state_dict() == g.state_dict()
    # Any position equals the game replayed from scratch to that point (snapshots included).
    from troyes_desktop.rules.troyes.game import Game

    for k in (0, 1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 7, replay.length - 1):
        fresh = Game(g.setup)
        for a in g.history[:k]:
            fresh.apply(a)
        assert replay.game_at(k).state_dict() == fresh.state_dict()
    r2 = replay.position_of(2)
    assert replay.game_at(r2).round == 2 and replay.game_at(r2 - 1).round == 1 and replay.unit_at(r2) == 2
    d = dice_game(42, ("Anna", "Faye"))
    dr = Replay(d.to_save())
    assert [u for u, _p in dr.marks] == list(range(1, 9))
    assert dr.game_at(dr.position_of(5)).day == 5 and dr.game_at(dr.position_of(5) - 1).day == 4
    assert dr.game_at(dr.length).scores() == d.scores()


def test_a_damaged_record_is_refused_with_a_reason():
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.store.replay import Replay

    save = save_dict(troyes_game(43))
    save["actions"] = save["actions"][:5] + [["pass"], ["nonsense", 99]] + save["actions"][5:]
    with pytest.raises(SaveError, match="action 6 is not legal"):
        Replay(save)
    with pytest.raises(SaveError):
        Replay({"game": "troyes"})


def test_deleting_a_dice_game_takes_back_its_achievements_and_progress(tmp_path):
    """A deleted game counts no more towards "Play 3 solo games", and what it alone earned goes with it."""
    from troyes_desktop.model import dice_profiles

    path = tmp_path / "games.sqlite3"
    games = [dice_game(seed) for seed in (3, 4, 6, 9)]
    assert all("played_solo" in g.achievements()[0] and "full_resource_track" in g.achievements()[0]
               for g in games)
    keys = [game_key(save_dict(g)) for g in games]

    def mine():
        with open_store(path) as store:
            got = store.achievements_of(store.profile_id("Anna"))
        return got["counts"].get("played_solo", 0), {a: g for a, (_d, g) in got["earned"].items()}

    for day, g in zip(("2026-11-01", "2026-11-02"), games[:2]):
        dice_profiles.record_game(g, ["Anna"], today=day, path=path)
    assert mine() == (2, {"full_resource_track": keys[0]})
    with open_store(path, write=True) as store:
        assert store.delete_game(keys[1])
    assert mine() == (1, {"full_resource_track": keys[0]})         # progress: 1 of 3 again
    for day, g in zip(("2026-11-03", "2026-11-04"), games[2:]):
        dice_profiles.record_game(g, ["Anna"], today=day, path=path)
    assert mine() == (3, {"full_resource_track": keys[0], "played_solo": keys[3]})
    # The first game goes: two solo games are left, so "Play 3 solo games" is no longer earned; the track
    # circled in it was circled again in the third game, which now holds it.
    with open_store(path, write=True) as store:
        assert store.delete_game(keys[0])
    assert mine() == (2, {"full_resource_track": keys[2]})
    for key in keys[2:]:
        with open_store(path, write=True) as store:
            assert store.delete_game(key)
    assert mine() == (0, {})
    # The progress the end of a game reports follows: a new solo game is the first of three again.
    earned = dice_profiles.record_game(games[1], ["Anna"], today="2026-11-05", path=path)
    assert {i["id"]: i["progress"] for i in earned[0]}["played_solo"] == "1 of 3"


def test_the_best_solo_score_so_far_leaves_out_the_game_just_finished(tmp_path):
    """The end of a solo game says "your first recorded solo score" even when the history already holds it
    (the finished game is stored as it ends): the best so far is the best before it."""
    from troyes_desktop.model import dice_profiles

    path = tmp_path / "games.sqlite3"
    first, second = dice_game(3), dice_game(4)
    dice_profiles.record_game(first, ["Anna"], today="2026-11-01", path=path)
    assert dice_profiles.best_solo("Anna", path=path, but=first) is None
    assert dice_profiles.best_solo("Anna", path=path) == first.scores()[0]
    dice_profiles.record_game(second, ["Anna"], today="2026-11-02", path=path)
    assert dice_profiles.best_solo("Anna", path=path, but=second) == first.scores()[0]
    assert dice_profiles.best_solo("Anna", path=path, but=first) == second.scores()[0]
