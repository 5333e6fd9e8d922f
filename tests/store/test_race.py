"""Two copies of the app storing their first finished games at once, in real processes, on a fresh data
folder (or an old store to migrate): every game is stored, and neither copy trips over the other's
``CREATE TABLE`` (``table profiles already exists``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from troyes_desktop.store import db as store_db
from troyes_desktop.store import open_store

from .damage import integrity

ROOT = Path(__file__).resolve().parents[2]


def _race(store: Path, seeds, slow: bool, options=None) -> list[dict]:
    """Each seed's copy stores its game at the same moment; ``options``: extra arguments per copy."""
    go = store.parent / "go"
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    options = options or [["slow"] if slow else [] for _seed in seeds]
    procs = [subprocess.Popen([sys.executable, "-m", "tests.store.race_child", str(store), str(go), str(seed)]
                              + extra,
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for seed, extra in zip(seeds, options)]
    deadline = time.monotonic() + 120
    while not all(Path(f"{go}.ready-{seed}").exists() for seed in seeds):   # each has played its game
        assert time.monotonic() < deadline and all(p.poll() is None for p in procs)
        time.sleep(0.01)
    go.write_text("go")
    out = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=120)
        assert proc.returncode == 0, stderr
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


def _stored(store: Path) -> list[str]:
    with open_store(store) as s:
        assert s.notice == ""
        return sorted(p["name"] for p in s.profiles())


@pytest.mark.parametrize("slow", [True, False], ids=["each-pauses-after-looking", "plain-race"])
def test_two_copies_create_the_history_at_once_and_keep_both_games(tmp_path, slow):
    store = tmp_path / "data" / "games.sqlite3"
    store.parent.mkdir()
    results = _race(store, [1, 2], slow)
    assert results == [{"added": True, "notice": ""}] * 2, results
    assert _stored(store) == ["Anna1", "Anna2", "Faye"]
    assert integrity(store) == ["ok"]
    assert not [p for p in store.parent.iterdir() if ".damaged-" in p.name]


def test_a_copy_looking_at_the_file_while_another_creates_it_sees_it_whole(tmp_path):
    """The first copy creates the file while the second is between reading the application id (0: nothing
    yet) and reading the list of tables (there now): the second must not take it for another program's
    file and set it aside with the first copy's game inside."""
    store = tmp_path / "data" / "games.sqlite3"
    store.parent.mkdir()
    results = _race(store, [1, 2], slow=False,
                    options=[["pause=application_id:0.05"], ["pause=application_id:0.6"]])
    assert results == [{"added": True, "notice": ""}] * 2, results
    assert _stored(store) == ["Anna1", "Anna2", "Faye"]
    assert not [p for p in store.parent.iterdir() if ".foreign-" in p.name or ".damaged-" in p.name]


def test_two_copies_migrate_an_old_history_at_once(tmp_path):
    from troyes_desktop.store.records import build_record

    from .helpers import troyes_game
    from .test_store import _create_v1

    store = tmp_path / "data" / "games.sqlite3"
    store.parent.mkdir()
    old = build_record(troyes_game(9, names=("Hugo", "Faye")))
    _create_v1(store, [(old["key"], old["mode"], "2026-01-02 10:00:00", old)])
    results = _race(store, [1, 2], slow=True)
    assert results == [{"added": True, "notice": ""}] * 2, results
    assert _stored(store) == ["Anna1", "Anna2", "Faye", "Hugo"]
    with open_store(store) as s:
        assert s.count_games() == 3
        assert s.conn.execute("PRAGMA user_version").fetchone()[0] == store_db.SCHEMA_VERSION
