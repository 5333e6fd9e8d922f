"""Benchmark: does the window keep answering while computer players think? (prints figures; asserts nothing)

    python tests/benchmarks/bench_computer_turns.py [--level hard] [--decisions 40] [--budget 1.0] [--seed 5]

The real main window with the drawn board plays a 4-player game whose four seats are computers of one level
(at the "Instant" pace, so the only pauses are the thinking itself). A 5 ms timer on the GUI thread stamps
every turn of the event loop; a gap between two stamps is how long the window could not answer. Gaps are
split into those that fall wholly while a computer thinks in the thread pool (the target: none over 50 ms)
and those in which a step was applied on the GUI thread (the model, the autosave, the board's redraw). The
same timer alone on an idle window gives the baseline, and each figure is printed with its ratio to it.
Runs on the ``offscreen`` platform unless ``QT_QPA_PLATFORM`` or ``DISPLAY`` says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

from tests.page_helpers import troyes_page

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, ROOT)
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TROYES_DESKTOP_HOME", tempfile.mkdtemp(prefix="troyes-bench-"))


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    ap.add_argument("--decisions", type=int, default=40, help="computer decisions to watch")
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's thinking time per decision (s)")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from troyes_desktop import settings as player_settings
    from troyes_desktop.app.main_window import MainWindow
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.rules.troyes.seats import computers_option
    from troyes_desktop.shared_ui import computer_seats
    from troyes_desktop.troyes_ui import computers as computer_turns

    app = QApplication.instance() or QApplication(sys.argv)
    player_settings.set("computer_pace", "Instant")
    player_settings.set("animation_speed", "Instant")
    computer_turns.HARD_BUDGET = args.budget
    window = MainWindow()
    window.resize(1280, 720)
    window.show()

    stamps: list[tuple[float, bool]] = []
    tick = QTimer()
    tick.setInterval(5)

    def stamp() -> None:
        stamps.append(
            (
                time.perf_counter(),
                bool(troyes_page(window).computers and troyes_page(window).computers.is_thinking),
            )
        )

    tick.timeout.connect(stamp)

    # Baseline: the same timer on the idle window.
    tick.start()
    end = time.perf_counter() + 2.0
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    idle = [b[0] - a[0] for a, b in zip(stamps, stamps[1:])]
    stamps.clear()

    game = Game.new(4, seed=args.seed, start_player=0,
                    options={"computers": computers_option({i: args.level for i in range(4)})})
    window.start_game("troyes", game, autosave=True)
    changes: list[float] = []
    troyes_page(window).model.changed.connect(lambda: changes.append(time.perf_counter()))
    started = time.perf_counter()
    limit = started + 900
    while (
        len(troyes_page(window).model.game.history) < args.decisions
        and not troyes_page(window).model.game.over
        and time.perf_counter() < limit
    ):
        app.processEvents()
        time.sleep(0.0005)
    tick.stop()
    seconds = time.perf_counter() - started
    import bisect

    thinking, other = [], []
    for (t0, think0), (t1, think1) in zip(stamps, stamps[1:]):
        # A gap in which the model changed holds a step applied and drawn on the GUI thread.
        i = bisect.bisect_left(changes, t0)
        applying = i < len(changes) and changes[i] <= t1
        (thinking if think0 and think1 and not applying else other).append(t1 - t0)
    times = [s for _, s in troyes_page(window).computers.times]
    troyes_page(window).computers.stop()
    computer_seats.shared_pool().waitForDone(20000)

    def line(name, gaps):
        ms = [g * 1000 for g in gaps]
        base = statistics.median(idle) * 1000 if idle else 5.0
        if not ms:
            return f"{name:<34} (none)"
        return (f"{name:<34} n={len(ms):6d}  median {statistics.median(ms):6.1f} ms "
                f"(x{statistics.median(ms) / base:4.2f})  p99 {pct(ms, 0.99):6.1f} ms  "
                f"max {max(ms):6.1f} ms (x{max(ms) / max(base, 1e-9):5.1f})  over 50 ms: "
                f"{sum(1 for m in ms if m > 50)}")

    print(
        f"level {args.level}, budget {args.budget} s, seed {args.seed}: "
        f"{len(troyes_page(window).model.game.history)} "
        f"decisions in {seconds:.1f} s; thinking median {statistics.median(times) * 1000:.0f} ms, "
        f"max {max(times) * 1000:.0f} ms"
        if times
        else "no decision"
    )
    print(line("idle window (baseline)", idle))
    print(line("while a computer thinks", thinking))
    print(line("applying steps (GUI thread)", other))
    app.quit()


if __name__ == "__main__":
    main()
