"""Benchmark of the history store (prints figures; asserts nothing).

    python tests/benchmarks/bench_store.py [--games 10000] [--stores 30] [--seed 1]

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set), in a temporary folder. Figures, with the issue's
targets:

* **fill**: the store is filled with ``--games`` records in one transaction (setup of the benchmark, not a
  target). The records come from 60 real finished games (Troyes 2-4 players, solo against le Roy,
  Troyes Dice 1-4 players) played with seeded random legal moves, each stored many times under its own key,
  so every row has a real save and breakdown;
* **open statistics** (target <= 0.3 s): the Statistics window created, shown and painted over that store
  (profiles, the statistics and charts of the profile with the most games), median of 5; then the History
  tab opened (the whole list read and shown); the store queries alone are timed too;
* **store a game** (target <= 50 ms): :func:`troyes_desktop.store.record_finished_game` on that store for
  ``--stores`` new finished games (building the record, opening the store, one transaction, closing),
  median and worst.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _games(seed: int, count: int) -> list:
    from tests.store.helpers import dice_game, solo_game, troyes_game

    names = ["Anna", "Faye", "Geoffrey", "Emily"]
    out = []
    for i in range(count):
        s = seed * 1000 + i
        kind = i % 5
        if kind in (0, 1):
            out.append(troyes_game(s, names=tuple(names[: 2 + i % 3])))
        elif kind == 2:
            out.append(solo_game(s, names[i % 2]))
        else:
            out.append(dice_game(s, tuple(names[: 1 + i % 4])))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--stores", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="bench-store-"))
    os.environ["TROYES_DESKTOP_HOME"] = str(folder)
    from troyes_desktop.store import open_store, record_finished_game, stats
    from troyes_desktop.store.db import _insert_game, _transaction
    from troyes_desktop.store.records import build_record

    path = folder / "games.sqlite3"
    t0 = time.perf_counter()
    base = []
    for i, g in enumerate(_games(args.seed, 60)):
        # A third of the games with more than two seats have a computer player in the last seat.
        levels = None
        if g.n > 2 and i % 3 == 0:
            levels = ["person"] * (g.n - 1) + [("easy", "normal", "hard")[(i // 3) % 3]]
        base.append(build_record(g, seats=levels))
    t_play = time.perf_counter() - t0
    t0 = time.perf_counter()
    with open_store(path) as store, _transaction(store.conn):
        for i in range(args.games):
            rec = dict(base[i % len(base)])
            rec["key"] = f"{rec['key']}-{i}"
            day, minute = divmod(i, 24 * 60)
            _insert_game(
                store.conn,
                rec,
                f"2026-{1 + day // 28 % 12:02d}-{1 + day % 28:02d} {minute // 60:02d}:{minute % 60:02d}:00",
            )
    t_fill = time.perf_counter() - t0
    size_mb = path.stat().st_size / 1e6
    print(
        f"store: {args.games} games from {len(base)} real games (played in {t_play:.2f} s), "
        f"filled in {t_fill:.2f} s, file {size_mb:.1f} MB"
    )

    # Queries alone.
    query_times = []
    for _ in range(5):
        t0 = time.perf_counter()
        with open_store(path) as store:
            profiles = store.profiles()
            top = max(profiles, key=lambda p: p["games"])
            stats.profile_statistics(store, top["id"])
            history = store.history()
        query_times.append(time.perf_counter() - t0)
    print(
        f"queries: profiles + statistics of {top['name']} ({top['games']} games) + history of {len(history)}"
        f" games: median {1000 * statistics.median(query_times):.0f} ms"
    )

    from PySide6.QtWidgets import QApplication

    from troyes_desktop.app.statistics_window import StatisticsWindow
    from troyes_desktop.shared_ui.theme import apply_theme

    app = QApplication.instance() or QApplication([])
    apply_theme(app)
    def time_window(store_path: Path, history: bool) -> tuple[float, float, int]:
        """Seconds to create, show and paint the window; then to open its History tab; rows listed."""
        t0 = time.perf_counter()
        w = StatisticsWindow(path=store_path)
        w.resize(1280, 720)
        w.show()
        app.processEvents()
        w.repaint()
        opened = time.perf_counter() - t0
        t0 = time.perf_counter()
        if history:
            w.tabs.setCurrentIndex(1)
            app.processEvents()
            w.repaint()
        listed = time.perf_counter() - t0
        rows = w.history_model.rowCount()
        w.close()
        w.deleteLater()
        app.processEvents()
        return opened, listed, rows

    empty = folder / "empty.sqlite3"
    open_store(empty).close()
    empty_times = [time_window(empty, False)[0] for _ in range(5)]
    runs = [time_window(path, True) for _ in range(5)]
    window_times = [r[0] for r in runs]
    history_times = [r[1] for r in runs]
    rows = runs[-1][2]
    med = statistics.median(window_times)
    print(
        f"open statistics (window shown and painted): median {1000 * med:.0f} ms, "
        f"worst {1000 * max(window_times):.0f} ms (target 300 ms: {med / 0.3:.2f} of it)"
    )
    base_ms = 1000 * statistics.median(empty_times)
    print(
        f"  (the same window over an empty store: median {base_ms:.0f} ms; {args.games} games cost "
        f"{1000 * med - base_ms:.0f} ms more, {med * 1000 / base_ms:.2f} times the empty window)"
    )
    print(
        f"then the History tab ({rows} games listed, newest first): median "
        f"{1000 * statistics.median(history_times):.0f} ms, worst {1000 * max(history_times):.0f} ms"
    )

    fresh = _games(args.seed + 1, args.stores)
    store_times = []
    for g in fresh:
        t0 = time.perf_counter()
        added, notice = record_finished_game(g, path)
        store_times.append(time.perf_counter() - t0)
        assert added and not notice, notice
    again = time.perf_counter()
    record_finished_game(fresh[0], path)
    again = time.perf_counter() - again
    med = statistics.median(store_times)
    print(
        f"store a game ({args.stores} new games into {args.games}): median {1000 * med:.1f} ms, worst "
        f"{1000 * max(store_times):.1f} ms (target 50 ms: {med / 0.05:.2f} of it); the same game again "
        f"(no-op) {1000 * again:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
