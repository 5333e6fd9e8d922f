"""A finished game stays in the automatic saves until the history has committed it: a history that cannot
take it (a failed write, a folder that cannot be opened) leaves the game there, out of the Continue list,
and the next start stores it and only then forgets the save."""

from __future__ import annotations

import json
import time

import pytest

from tests.store.helpers import play_out
from troyes_desktop.model import autosaves
from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.store import StoreError, open_store, take_notices
from troyes_desktop.store import db as store_db
from troyes_desktop.store.records import game_key, save_dict

REAL_ADD = store_db.Store.add_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(autosaves, "_started", False, raising=False)
    getattr(store_db, "_busy_until", {}).clear()
    take_notices()
    yield tmp_path
    take_notices()


def _one_action_from_the_end(kind: str):
    """(a game one action before its end, that last action)."""
    if kind == "dice":
        done = play_out(DiceGame.new(2, seed=6, names=["Anna", "Emily"]), 6)
        game = DiceGame(done.setup)
        actions = done.history
    else:
        done = play_out(Game.new(players=2, seed=4, names=["Anna", "Faye"]), 4)
        game = Game(done.setup)
        actions = done.history
    for a in actions[:-1]:
        game.apply(a)
    assert not game.over
    return game, actions[-1]


def _finish(kind: str, qapp):
    game, last = _one_action_from_the_end(kind)
    model = (DiceModel if kind == "dice" else TroyesModel)(game)       # autosaving, as in play
    model.autosave()
    save = model.autosave_file
    assert save.exists()
    assert model.apply(last) and model.game.over
    return model, save


def _stored_keys() -> list[str]:
    with open_store() as store:
        return [g["key"] for g in store.history()]


@pytest.mark.parametrize("kind", ["troyes", "dice"])
def test_the_save_is_forgotten_only_after_the_history_committed_the_game(kind, qapp, monkeypatch):
    seen = []
    real_add = store_db.Store.add_game

    def add_game(self, record, *args, **kwargs):
        seen.append(("before", record["key"], autosaves.finished_saves()))
        out = real_add(self, record, *args, **kwargs)
        seen.append(("committed", record["key"], autosaves.finished_saves()))
        return out

    monkeypatch.setattr(store_db.Store, "add_game", add_game)
    model, save = _finish(kind, qapp)
    key = game_key(save_dict(model.game))
    # While the history wrote the game, its finished save was still there (it was deleted first before).
    assert seen[:2] == [("before", key, [save]), ("committed", key, [save])]
    assert model.stored and model.in_history
    assert not save.exists() and not autosaves.meta_path(save).exists()
    assert _stored_keys() == [key]


@pytest.mark.parametrize("kind", ["troyes", "dice"])
@pytest.mark.parametrize("failure", ["write fails", "folder cannot be opened"])
def test_a_game_the_history_could_not_take_is_stored_at_the_next_start(kind, failure, qapp, monkeypatch,
                                                                        home):
    if failure == "write fails":
        def add_game(self, record, *args, **kwargs):
            raise StoreError("the disk is full")

        monkeypatch.setattr(store_db.Store, "add_game", add_game)
    else:
        blocker = home / "blocked"
        blocker.write_text("a file where a folder should be")
        monkeypatch.setattr(store_db, "store_path", lambda: blocker / "games.sqlite3")
    model, save = _finish(kind, qapp)
    assert not model.stored and not model.in_history
    # The finished game is kept, whole, and not offered to continue.
    assert save.exists()
    meta = json.loads(autosaves.meta_path(save).read_text())
    assert meta["over"] is True and meta["mode"] == kind
    kept = json.loads(save.read_text())
    assert len(kept["actions"]) == len(save_dict(model.game)["actions"])
    assert autosaves.unfinished(adopt=False) == []
    assert autosaves.finished_saves() == [save]
    (notice,) = take_notices()                # the end-of-game dialog says the history did not take it
    assert notice.startswith("The finished game could not be added to the history")
    ended = time.mktime((2026, 1, 2, 10, 0, 0, 0, 0, -1))      # the game ended a while before the next start
    autosaves.meta_path(save).write_text(json.dumps({**meta, "saved": ended}))
    monkeypatch.undo()                        # the next start: the history works again
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    monkeypatch.setattr(autosaves, "_started", False, raising=False)
    assert autosaves.unfinished() == []       # the start screen's list: stores it first
    assert not save.exists() and not autosaves.meta_path(save).exists()
    assert _stored_keys() == [game_key(save_dict(model.game))]
    with open_store() as store:
        assert store.history()[0]["finished"] == "2026-01-02 10:00:00"     # dated when it ended
    assert take_notices() == []


def test_a_retry_that_fails_again_keeps_the_game_for_the_time_after(qapp, monkeypatch):
    def add_game(self, record, *args, **kwargs):
        raise StoreError("the disk is full")

    monkeypatch.setattr(store_db.Store, "add_game", add_game)
    model, save = _finish("troyes", qapp)
    assert autosaves.store_finished_games() == []
    assert save.exists() and autosaves.finished_saves() == [save]
    assert len(take_notices()) == 2           # at the end of the game, and at this start
    monkeypatch.setattr(store_db.Store, "add_game", REAL_ADD)
    assert autosaves.store_finished_games() == [save]
    assert not save.exists()
    assert _stored_keys() == [game_key(save_dict(model.game))]


def test_a_finished_save_the_history_already_holds_is_only_forgotten(qapp, monkeypatch):
    """The app was killed after the history committed the game but before the save was deleted."""
    monkeypatch.setattr(autosaves, "remove", lambda save: None)
    model, save = _finish("troyes", qapp)
    assert model.in_history and save.exists()
    monkeypatch.undo()
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(save.parents[2]))
    assert autosaves.store_finished_games() == [save]
    assert not save.exists()
    with open_store() as store:
        assert store.count_games() == 1


def test_a_replay_model_still_forgets_its_finished_save_at_once(qapp):
    game, last = _one_action_from_the_end("troyes")
    model = TroyesModel(game)
    model.record_history = False
    model.autosave()
    save = model.autosave_file
    model.apply(last)
    assert not save.exists()
    with open_store() as store:
        assert store.count_games() == 0
