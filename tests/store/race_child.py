"""One copy of the app storing a finished game, for the race tests (run as a separate process).

Usage: ``python -m tests.store.race_child STORE GO SEED [slow | pause=WORDS:SECONDS]``. The game is played
first; then the process says it is ready (the file ``GO.ready-SEED``) and waits until the file GO exists,
so that every copy opens the store at the same moment. ``slow``: this copy pauses 0.3 s right after its
first look at the file's tables (as on a busy disk), so that the other copies look at the file in the
meantime; ``pause=application_id:0.6`` pauses that long after the first query holding those words instead.
Prints ``{"added": ..., "notice": ...}`` as JSON.
"""

from __future__ import annotations

import json
import os
import sys
import time


class _Rows(list):
    def fetchone(self):
        return self[0] if self else None

    def fetchall(self):
        return list(self)


class _SlowFirstLook:
    """A connection that pauses once, after the first query holding ``words``."""

    def __init__(self, conn, words: str = "sqlite_master", seconds: float = 0.3) -> None:
        self._conn, self._paused = conn, False
        self._words, self._seconds = words, seconds

    def execute(self, sql, *args):
        cursor = self._conn.execute(sql, *args)
        if self._paused or self._words not in sql:
            return cursor
        self._paused = True
        rows = _Rows(cursor.fetchall())
        time.sleep(self._seconds)
        return rows

    def __getattr__(self, name):
        return getattr(self._conn, name)


def main() -> None:
    store, go, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    from tests.store.helpers import troyes_game
    from troyes_desktop.store import db, record_finished_game

    game = troyes_game(seed, names=(f"Anna{seed}", "Faye"))
    pause = None
    for arg in sys.argv[4:]:
        if arg == "slow":
            pause = ("sqlite_master", 0.3)
        elif arg.startswith("pause="):
            words, seconds = arg[len("pause="):].rsplit(":", 1)
            pause = (words, float(seconds))
    if pause is not None:
        real_connect = db._connect
        db._connect = lambda *args, **kwargs: _SlowFirstLook(real_connect(*args, **kwargs), *pause)
    with open(f"{go}.ready-{seed}", "w") as fh:
        fh.write("ready")
    while not os.path.exists(go):
        time.sleep(0.001)
    added, notice = record_finished_game(game, store)
    print(json.dumps({"added": added, "notice": notice}))


if __name__ == "__main__":
    main()
