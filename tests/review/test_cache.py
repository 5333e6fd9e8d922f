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
