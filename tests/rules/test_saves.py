"""Saves: JSON, atomic, replay exactly; damaged or foreign files give clear errors."""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.sweep import scaled
from troyes_desktop.rules.common.errors import SaveError
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.simulate import play_random


@pytest.fixture(scope="module")
def finished():
    game, _ = play_random(3, seed=42)
    return game


def test_save_and_load_finished_game(tmp_path, finished):
    path = tmp_path / "game.troyes.json"
    saves.save(finished, path)
    data = json.loads(path.read_text())
    assert data["format"] == "troyes-desktop-save" and data["version"] == 1
    assert len(data["actions"]) == len(finished.history)
    loaded = saves.load(path)
    assert loaded.state_dict() == finished.state_dict()
    summary = saves.replay_summary(path)
    assert summary["finished"] and summary["scores"] == finished.scores


def test_save_mid_game_continues_identically(tmp_path):
    game = Game.new(4, seed=9)
    import random
    r = random.Random(1)
    for _ in range(120):
        game.apply(r.choice(game.legal_actions()))
    saves.save(game, tmp_path / "mid.json")
    loaded = saves.load(tmp_path / "mid.json")
    for _ in range(60):
        a = r.choice(game.legal_actions())
        assert a in loaded.legal_actions()
        assert game.apply(a) == loaded.apply(a)          # same dice rolls, same records
    assert loaded.state_dict() == game.state_dict()


def test_atomic_write_keeps_old_file_when_writing_fails(tmp_path, finished, monkeypatch):
    path = tmp_path / "keep.json"
    saves.save(finished, path)
    before = path.read_bytes()

    def boom(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.save(finished, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]      # no temporary file left


@pytest.mark.parametrize("content,message", [
    ("", "not a valid save"),
    ("{not json", "not a valid save"),
    ("[1, 2]", "not a Troyes Desktop save"),
    ('{"format": "something-else"}', "not a Troyes Desktop save"),
    ('{"format": "troyes-desktop-save", "version": 99, "game": "troyes"}', "newer"),
    ('{"format": "troyes-desktop-save", "version": 1, "game": "dice"}', "not Troyes"),
    ('{"format": "troyes-desktop-save", "version": 1, "game": "troyes"}', "damaged"),
])
def test_corrupt_or_foreign_files(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message):
        saves.load(path)


def test_pickle_or_binary_file_is_refused(tmp_path):
    path = tmp_path / "bin.json"
    path.write_bytes(b"\x80\x04\x95\xff\xfe")
    with pytest.raises(SaveError):
        saves.load(path)


def test_tampered_action_and_tampered_state(tmp_path, finished):
    data = saves.to_dict(finished)
    bad = json.loads(json.dumps(data))
    bad["actions"][5] = ["pass"]
    with pytest.raises(SaveError, match="action 6 is not legal"):
        saves.from_dict(bad)
    bad = json.loads(json.dumps(data))
    bad["state"]["players"][0]["vp"] += 5
    with pytest.raises(SaveError, match="does not give the saved position"):
        saves.from_dict(bad)


def test_loading_a_bad_file_leaves_other_saves_intact(tmp_path, finished):
    good = tmp_path / "good.json"
    saves.save(finished, good)
    before = good.read_bytes()
    (tmp_path / "bad.json").write_text("{")
    with pytest.raises(SaveError):
        saves.load(tmp_path / "bad.json")
    assert good.read_bytes() == before and saves.load(good).over


@settings(max_examples=scaled(150), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_damage_never_crashes(finished, data):
    """Any change to a save either loads to a legal game or raises SaveError, never anything else."""
    doc = saves.to_dict(finished)
    doc.pop("state")
    actions = doc["actions"]
    i = data.draw(st.integers(0, len(actions) - 1))
    junk = data.draw(st.one_of(st.none(), st.integers(-5, 200), st.text(max_size=5),
                               st.lists(st.one_of(st.integers(-2, 30), st.text(max_size=8), st.none()),
                                        max_size=5)))
    where = data.draw(st.sampled_from(["action", "setup-seed", "setup-players", "setup-names"]))
    if where == "action":
        actions[i] = junk
    elif where == "setup-seed":
        doc["setup"]["seed"] = junk
    elif where == "setup-players":
        doc["setup"]["players"] = junk
    else:
        doc["setup"]["names"] = junk
    try:
        game = saves.from_dict(json.loads(json.dumps(doc)))
    except SaveError as exc:
        assert str(exc)
    else:
        assert isinstance(game, Game)
