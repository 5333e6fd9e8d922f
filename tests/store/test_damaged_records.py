"""A record inside the history that was damaged or tampered with: read through the strict reader, checked
against its stored digest, and refused with "This game's record is damaged." rather than replayed or
exported as if it were the game played; scores that are not numbers never stop the statistics."""

from __future__ import annotations

import json
import sqlite3

import pytest

from troyes_desktop.model import dice_profiles
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.store import DamagedRecord, StoreError, open_store, record_finished_game, stats
from troyes_desktop.store.records import game_key, save_dict
from troyes_desktop.store.replay import Replay

from .helpers import dice_game, solo_game, troyes_game


def _sql(path, sql, params=()):
    conn = sqlite3.connect(str(path))
    try:
        conn.execute(sql, params)
        conn.commit()
    finally:
        conn.close()


def _set_save(path, key, save_text: str):
    _sql(path, "UPDATE game_data SET save = ? WHERE key = ?", (save_text, key))


def _another_legal_action(save: dict) -> tuple[int, list]:
    """The last position where another legal action was possible, and that other action."""
    from troyes_desktop.rules.common.serialization import action_from_json, action_to_json

    game = Game(save["setup"])
    best = None
    for i, raw in enumerate(save["actions"]):
        action = action_from_json(raw)
        others = [a for a in game.legal_actions() if a != action]
        if others:
            best = (i, action_to_json(others[0]))
        game.apply(action)
    assert best is not None
    return best


def _tampered(save: dict, how: str) -> dict:
    save = json.loads(json.dumps(save))
    actions = save["actions"]
    if how == "one action replaced by another legal one":
        i, other = _another_legal_action(save)
        actions[i] = other
        del actions[i + 1:]               # the game as it would have gone on from there is unknown
    elif how == "one action removed":
        del actions[len(actions) // 2]
    elif how == "second half cut":
        del actions[len(actions) // 2:]
    return save


@pytest.fixture
def stored(tmp_path):
    path = tmp_path / "games.sqlite3"
    game = troyes_game(3)
    assert record_finished_game(game, path)[0]
    return path, game_key(save_dict(game)), save_dict(game)


@pytest.mark.parametrize("how", ["one action replaced by another legal one", "one action removed",
                                 "second half cut"])
def test_a_record_that_no_longer_matches_its_digest_is_refused(stored, how):
    path, key, save = stored
    changed = _tampered(save, how)
    assert changed["actions"] != save["actions"]
    if how == "one action replaced by another legal one":
        assert Replay(changed).length == len(changed["actions"])   # it would replay without a word
    _set_save(path, key, json.dumps(changed))
    with open_store(path) as store:
        for read in (store.game_save, store.game_record):
            with pytest.raises(DamagedRecord) as info:
                read(key)
            assert str(info.value) == "This game's record is damaged."
            assert isinstance(info.value, StoreError) and info.value.key == key
        assert store.count_games() == 1          # the rest of the history is untouched


@pytest.mark.parametrize("text", [
    "{not json",                                                   # json.loads raised ValueError
    None,                                                          # bytes, put there by another tool
    "[1, 2, 3]",
])
def test_an_unreadable_record_is_refused_with_the_same_sentence(stored, text):
    path, key, _save = stored
    if text is None:
        _sql(path, "UPDATE game_data SET save = CAST(x'00ff' AS BLOB) WHERE key = ?", (key,))
    else:
        _set_save(path, key, text)
    with open_store(path) as store:
        with pytest.raises(DamagedRecord, match="^This game's record is damaged.$"):
            store.game_save(key)
        with pytest.raises(DamagedRecord):
            store.game_record(key)


def test_records_are_read_through_the_strict_reader(stored):
    """Text bare json.loads accepts and the app's reader refuses: a field twice, NaN, deep nesting."""
    path, key, save = stored
    body = json.dumps(save)
    for text in (body[:-1] + ', "game": "dice"}',                  # the same field twice
                 body[:-1] + ', "note": NaN}',
                 body[:-1] + ', "note": ' + "[" * 200 + "]" * 200 + "}"):
        json.loads(text)                                          # what the store used to accept
        _set_save(path, key, text)
        with open_store(path) as store:
            with pytest.raises(DamagedRecord):
                store.game_save(key)
    _set_save(path, key, body)
    with open_store(path) as store:
        assert store.game_save(key) == json.loads(body)          # the record as stored is fine


def test_a_damaged_breakdown_stops_the_export_not_the_app(stored):
    path, key, _save = stored
    _sql(path, "UPDATE game_data SET breakdown = '{broken' WHERE key = ?", (key,))
    with open_store(path) as store:
        assert store.game_save(key) is not None               # the game itself still replays
        with pytest.raises(DamagedRecord):
            store.game_record(key)


def test_intact_records_pass_the_digest_check(tmp_path):
    path = tmp_path / "games.sqlite3"
    games = [troyes_game(5), solo_game(6), dice_game(7, ("Anna", "Emily"))]
    for g in games:
        record_finished_game(g, path)
    with open_store(path) as store:
        for g in games:
            key = game_key(save_dict(g))
            assert Replay(store.game_save(key)).length == len(save_dict(g)["actions"])
            assert store.game_record(key)["result"]["players"]


def test_scores_that_are_not_numbers_do_not_stop_the_statistics(tmp_path):
    path = tmp_path / "games.sqlite3"
    good, bad, solo, dice_good, dice_bad = (troyes_game(5), troyes_game(8), solo_game(6),
                                            dice_game(7, ("Anna",)), dice_game(9, ("Anna",)))
    for g in (good, bad, solo, dice_good, dice_bad):
        record_finished_game(g, path)
    for g in (bad, dice_bad):
        _sql(path, "UPDATE seats SET score = 'many' WHERE game = ? AND seat = 0", (game_key(save_dict(g)),))
    _sql(path, "UPDATE games SET margin = 'lots', roy_score = 'x' WHERE mode = 'solo'")
    with open_store(path) as store:
        pid = store.profile_id("Anna")
        data = stats.profile_statistics(store, pid)               # raised ValueError: int('many')
        history = store.history()
    assert data["summary"]["troyes"]["games"] == 1
    assert data["summary"]["troyes"]["best"] == good.scores[0]["total"]
    assert data["dice_scores"] == [(data["dice_scores"][0][0], dice_good.scores()[0])]
    assert data["roy"]["margins"] == []
    damaged = next(h for h in history if h["key"] == game_key(save_dict(bad)))
    assert damaged["players"][0][2] is None and damaged["players"][1][2] == bad.scores[1]["total"]
    assert next(h for h in history if h["mode"] == "solo")["roy_score"] is None
    assert dice_profiles.best_solo("Anna", path=path) == dice_good.scores()[0]
    assert dice_profiles.best_scores(["Anna"], path=path) == {0: dice_good.scores()[0]}
