"""Temporary files an interrupted write left in the games folder are removed at start, once they are a few
minutes old (a write under way in another window is never touched)."""

from __future__ import annotations

import os
import time

from troyes_desktop.model import autosaves


def test_stray_temporaries_in_the_games_folder_are_removed_at_start(tmp_path, monkeypatch):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(autosaves, "_started", False)
    folder = autosaves.games_dir()
    now = time.time()
    files = {
        "old": (folder / ".troyes-20260101-101010-abc123.troyes.json.k2j4_x7q.tmp", now - 3600),
        "old meta": (folder / ".troyes-20260101-101010-abc123.troyes.json.meta.a1b2c3d4.tmp", now - 900),
        "two minutes": (folder / ".dice-20260101-101010-abc123.dice.json.zz99yy88.tmp", now - 120),
        "being written": (folder / ".dice-20260101-101010-abc123.dice.json.abcd1234.tmp", now),
        "not ours": (folder / "notes.tmp", now - 3600),
        "a save": (folder / "troyes-20260101-101010-abc123.troyes.json", now - 3600),
    }
    for path, when in files.values():
        path.write_text("{")
        os.utime(path, (when, when))
    autosaves.unfinished()                     # what the start screen asks first
    left = {k for k, (path, _when) in files.items() if path.exists()}
    assert left == {"two minutes", "being written", "not ours", "a save"}
    # Only once a run: a file that gets old later is left for the next start.
    old = folder / ".later.json.q1w2e3r4.tmp"
    old.write_text("{")
    os.utime(old, (now - 3600, now - 3600))
    autosaves.unfinished()
    assert old.exists()
