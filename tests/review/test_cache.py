"""The reviews kept in the history (issue 48): a round trip, replacing, and a store of schema 2 migrated."""
from __future__ import annotations

import sqlite3

from troyes_desktop.store import db as store_db
from troyes_desktop.store import open_store

from ..store.helpers import troyes_game


def test_a_review_is_kept_and_read_back(tmp_path):
    path = tmp_path / "games.sqlite3"
    review = {"mode": "troyes", "players": [{"seat": 0, "vp_lost": 3.5}], "why": "Hard’s move gives +3 VP"}
    with open_store(path) as store:
        assert store.review_of("game-1", "0/1.0") is None
        store.keep_review("game-1", "0/1.0", review, "review-1/x", "abc")
    with open_store(path) as store:
        assert store.review_of("game-1", "0/1.0") == {
            "review": review, "engine_version": "review-1/x", "evaluation_version": "abc"}
        assert store.review_of("game-1", "1/1.0") is None       # other seats: another review
        store.keep_review("game-1", "0/1.0", {"mode": "troyes", "players": []}, "review-1/y", "def")
        kept = store.review_of("game-1", "0/1.0")
    assert kept == {"review": {"mode": "troyes", "players": []}, "engine_version": "review-1/y",
                    "evaluation_version": "def"}


def test_a_damaged_review_text_is_made_again_not_raised(tmp_path):
    path = tmp_path / "games.sqlite3"
    with open_store(path) as store:
        store.keep_review("g", "s", {"a": 1}, "e", "v")
        store.conn.execute("UPDATE reviews SET review = '{not json'")
        assert store.review_of("g", "s") is None


def test_a_version_2_store_gains_the_reviews_and_keeps_its_games(tmp_path):
    path = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.executescript(store_db.SCHEMA_V2)
    conn.execute(f"PRAGMA application_id = {store_db.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.close()
    game = troyes_game(5)
    from troyes_desktop.store.records import build_record

    record = build_record(game)
    # A game stored by version 2 (the same statements as the app's, on the version-2 file).
    conn = sqlite3.connect(str(path), isolation_level=None)
    store_db._insert_game(conn, record, "2026-01-02 10:00:00")
    conn.close()
    with open_store(path) as store:
        assert store.notice == ""
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == store_db.SCHEMA_VERSION == 3
        assert [h["key"] for h in store.history()] == [record["key"]]
        store.keep_review(record["key"], "0", {"ok": True}, "e", "v")
        assert store.review_of(record["key"], "0")["review"] == {"ok": True}


def test_a_kept_review_says_whether_it_was_made_by_this_evaluation(tmp_path):
    from troyes_desktop.review.model import GameReview, SeatSummary
    from troyes_desktop.review.run import ENGINE_VERSION, EVALUATION_VERSION, kept_review, seats_key

    review = GameReview("troyes", [SeatSummary(0, "Anna", "person", 3, 1, 2.0, 1.0, 1, 0, 0, -1.5)], [])
    key = seats_key(None)
    assert key == "people/1/0" and seats_key([2, 0, 2], 0.5, 3) == "0,2/0.5/3"
    with open_store(tmp_path / "games.sqlite3") as store:
        store.keep_review("g", key, review.to_json(), ENGINE_VERSION, EVALUATION_VERSION)
        again, current = kept_review(store.review_of("g", key))
        assert current and again is not None and again.to_json() == review.to_json()
        store.keep_review("g", key, review.to_json(), ENGINE_VERSION, "an older evaluation")
        again, current = kept_review(store.review_of("g", key))
        assert again is not None and not current
        store.keep_review("g", key, {"format": 99}, ENGINE_VERSION, EVALUATION_VERSION)
        assert kept_review(store.review_of("g", key)) == (None, False)
    assert kept_review(None) == (None, False)
