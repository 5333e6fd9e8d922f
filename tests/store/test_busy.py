"""A history held by another process (another copy of the app, a backup tool) never freezes the window:
reads give up after a tenth of a second and then answer "busy" at once for a while; storing a game waits at
most a second and says why it could not."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from troyes_desktop.store import StoreError, open_store, profile_names, record_finished_game, take_notices
from troyes_desktop.store import db as store_db

from .helpers import troyes_game

BUSY = "another copy of Troyes Desktop is using the list of games"


@pytest.fixture
def history(tmp_path):
    path = tmp_path / "games.sqlite3"
    assert record_finished_game(troyes_game(3), path)[0]
    store_db._busy_until.clear()
    take_notices()
    yield path
    store_db._busy_until.clear()
    take_notices()


class Holder:
    """Another process holding the history with an exclusive lock until released."""

    def __init__(self, path) -> None:
        code = ("import sqlite3, sys\n"
                f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
                "c.execute('BEGIN EXCLUSIVE')\n"
                "print('locked', flush=True)\n"
                "sys.stdin.read()\n")
        self.proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "locked"

    def release(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def _timed(call):
    start = time.perf_counter()
    out = call()
    return out, time.perf_counter() - start


def test_a_locked_history_answers_at_once(history):
    holder = Holder(history)
    try:
        names, first = _timed(lambda: profile_names(history))   # the new-game dialog's name completer
        assert names == [] and first < 0.6                        # was 2.0 s
        rest, more = _timed(lambda: [profile_names(history) for _ in range(6)])
        assert rest == [[]] * 6 and more < 0.3                    # was 12 s: answered without waiting
        with pytest.raises(StoreError, match=BUSY):               # the Statistics window says so at once
            _timed(lambda: open_store(history))
        (added, notice), writing = _timed(lambda: record_finished_game(troyes_game(5), history))
        assert not added and BUSY in notice and writing < 1.6     # was 2.0 s
    finally:
        holder.release()


def test_the_history_is_used_again_once_it_is_free(history, monkeypatch):
    monkeypatch.setattr(store_db, "BUSY_PAUSE", 0.3)
    holder = Holder(history)
    try:
        assert profile_names(history) == []
    finally:
        holder.release()
    assert profile_names(history) == []                  # still within the pause: not tried
    time.sleep(0.35)
    assert profile_names(history) == ["Anna", "Faye"]
    holder = Holder(history)
    try:
        assert profile_names(history) == []
    finally:
        holder.release()
    # Storing a finished game does not give up for the pause: it tries, and then reads work at once again.
    assert record_finished_game(troyes_game(5), history) == (True, "")
    assert profile_names(history) == ["Anna", "Faye"]
