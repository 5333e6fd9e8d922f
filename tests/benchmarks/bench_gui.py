"""Benchmark of the Troyes board GUI (prints figures; asserts nothing).

    python tests/benchmarks/bench_gui.py [--frames 120] [--seconds 6] [--size 1600x1000]

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set). Figures, with the issue's targets:

* **painted**: launch of a child process (``troyes-desktop`` with the ``troyes-ladies-4p`` demo) to the
  first paint of the board in the main window, and the same from the creation of the QApplication;
  the demo position itself is built by playing seeded moves, timed apart (target: painted <= 1.0 s);
* **drag frames**: a die dragged over the full 4-player board with every module (real mouse events on
  the viewport); each frame is the mouse move handled plus ``viewport().repaint()``, timed with
  QElapsedTimer (target: <= 16 ms);
* **stalls**: a QTimer ticking every 10 ms records the longest gap between ticks while le Roy plays his
  steps by himself (solo game, normal animation speed; the human's decisions are answered at random),
  and while animations run in the all-modules game (random actions every 250 ms)
  (target: no stall > 100 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

from tests.page_helpers import troyes_page

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, ROOT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
DEMO = "troyes-ladies-4p"


# ---------------------------------------------------------------------------------------------- start-up
def child_startup(size: tuple[int, int]) -> None:
    """In a fresh process: build the window with the demo and report when the board is first painted."""
    t_import = time.time()
    from PySide6.QtCore import QEvent, QObject, QTimer

    from troyes_desktop import cli

    app = cli._application(offscreen=True)
    t_app = time.time()
    marks: dict[str, float] = {"import": t_import, "qapp": t_app}

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and "painted" not in marks:
                marks["painted"] = time.time()
                QTimer.singleShot(0, app.quit)
            return False

    from troyes_desktop.troyes_ui import demo as demo_module

    t0 = time.time()
    game = demo_module.build_demo(DEMO)
    marks["demo_built"] = time.time() - t0
    original = demo_module.build_demo
    demo_module.build_demo = lambda name: game  # the position is ready; time the window alone
    window = cli._main_window(size, DEMO)
    demo_module.build_demo = original
    spy = FirstPaint()
    troyes_page(window).board.viewport().installEventFilter(spy)
    window.show()
    QTimer.singleShot(5000, app.quit)
    app.exec()
    print(json.dumps(marks))


def bench_startup(size) -> dict:
    t_spawn = time.time()
    out = subprocess.run(
        [sys.executable, __file__, "--child-startup", "--size", f"{size[0]}x{size[1]}"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ),
        check=True,
    )
    marks = json.loads(out.stdout.strip().splitlines()[-1])
    demo = marks["demo_built"]
    return {
        "painted_after_launch_s": round(marks["painted"] - t_spawn, 3),
        "painted_after_launch_without_demo_moves_s": round(marks["painted"] - t_spawn - demo, 3),
        "painted_after_qapplication_s": round(marks["painted"] - marks["qapp"] - demo, 3),
        "python_and_imports_s": round(marks["qapp"] - t_spawn, 3),
        "demo_position_built_s": round(demo, 3),
    }


# ---------------------------------------------------------------------------------------------- drag
def _window(size, game):
    from troyes_desktop.app.main_window import MainWindow
    from troyes_desktop.cli import _application

    app = _application(offscreen=True)
    window = MainWindow()
    window.resize(*size)
    window.start_game("troyes", game, autosave=False)
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.reveal()
    window.show()
    app.processEvents()
    troyes_page(window).board.fit()
    app.processEvents()
    return app, window


def bench_drag(size, frames: int) -> dict:
    from PySide6.QtCore import QElapsedTimer, QPoint, QPointF, Qt
    from PySide6.QtTest import QTest

    from troyes_desktop.troyes_ui.demo import build_demo
    from troyes_desktop.troyes_ui.scene import animation

    animation.set_speed_override("normal")
    app, window = _window(size, build_demo(DEMO))
    scene, view = troyes_page(window).scene, troyes_page(window).board
    g = troyes_page(window).model.game
    p = g.pending.seat
    d = g.dice_of(p)[0]
    vp = view.viewport()
    start = view.mapFromScene(scene.dice[d].sceneBoundingRect().center())
    # A tour over the whole board: cards, cathedral, events, ramparts, districts.
    stops = [
        QPointF(150, 420),
        QPointF(700, 880),
        QPointF(1050, 420),
        QPointF(1200, 150),
        QPointF(900, 1100),
        QPointF(300, 1150),
        QPointF(1500, 1120),
        QPointF(1400, 700),
    ]
    path = []
    per = max(2, frames // len(stops))
    last = QPointF(view.mapToScene(start))
    for s in stops:
        for k in range(1, per + 1):
            path.append(last + (s - last) * (k / per))
        last = s
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    timer = QElapsedTimer()
    paint_ms, frame_ms = [], []
    lit = 0
    for pt in path:
        pos = view.mapFromScene(pt)
        timer.start()
        QTest.mouseMove(vp, QPoint(pos.x(), pos.y()))
        t_paint = QElapsedTimer()
        t_paint.start()
        vp.repaint()
        paint_ms.append(t_paint.nsecsElapsed() / 1e6)
        frame_ms.append(timer.nsecsElapsed() / 1e6)
        lit = max(lit, len(scene.highlights))
    dragging = bool(scene.controller.dragging_ids())
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(path[-1]))
    app.processEvents()
    window.close()
    animation.set_speed_override(None)

    def stats(xs):
        xs = sorted(xs)
        return {
            "median_ms": round(statistics.median(xs), 2),
            "p95_ms": round(xs[int(len(xs) * 0.95) - 1], 2),
            "max_ms": round(xs[-1], 2),
        }

    return {
        "frames": len(path),
        "repaint": stats(paint_ms),
        "move_and_repaint": stats(frame_ms),
        "dice_dragged": dragging,
        "targets_lit_during_drag": lit,
    }


# ---------------------------------------------------------------------------------------------- stalls
class StallMeter:
    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.gaps: list[float] = []
        self.last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append((now - self.last) * 1000)
        self.last = now

    def start(self) -> None:
        self.last = time.perf_counter()
        self.timer.start()

    def stop(self) -> dict:
        self.timer.stop()
        g = sorted(self.gaps) or [0.0]
        return {
            "ticks": len(self.gaps),
            "longest_stall_ms": round(g[-1], 1),
            "p99_gap_ms": round(g[max(0, int(len(g) * 0.99) - 1)], 1),
            "gaps_over_100ms": sum(1 for x in g if x > 100),
        }


def _run_for(app, seconds: float, step=None, every_ms: int = 250) -> None:
    from PySide6.QtCore import QTimer

    if step is not None:
        driver = QTimer()
        driver.setInterval(every_ms)
        driver.timeout.connect(step)
        driver.start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    if step is not None:
        driver.stop()


def bench_roy(size, seconds: float) -> dict:
    from troyes_desktop.troyes_ui.demo import build_demo
    from troyes_desktop.troyes_ui.scene import animation

    animation.set_speed_override("normal")
    app, window = _window(size, build_demo("troyes-solo"))
    model = troyes_page(window).model
    rng = random.Random(3)
    roy_steps = [0]
    model.eventsHappened.connect(
        lambda ev: roy_steps.__setitem__(
            0, roy_steps[0] + any(e["type"] in ("roy_turn", "roy_black_die") for e in ev)
        )
    )

    def human():
        if model.game.over or model.automaton_pending:
            return
        acts = model.legal_actions()
        busy = [a for a in acts if a[0] not in ("cancel", "reroll", "flip", "hire")] or acts
        model.apply(rng.choice(busy))
        if troyes_page(window).curtain.covering:
            troyes_page(window).curtain.reveal()

    meter = StallMeter()
    meter.start()
    _run_for(app, seconds, human, every_ms=300)
    out = meter.stop()
    out["roy_steps"] = roy_steps[0]
    window.pause_pages()
    window.close()
    animation.set_speed_override(None)
    return out


def bench_animations(size, seconds: float) -> dict:
    from troyes_desktop.troyes_ui.demo import build_demo
    from troyes_desktop.troyes_ui.scene import animation

    animation.set_speed_override("normal")
    app, window = _window(size, build_demo(DEMO))
    model = troyes_page(window).model
    rng = random.Random(5)
    applied = [0]

    def step():
        if model.game.over:
            return
        acts = model.legal_actions()
        busy = [a for a in acts if a[0] not in ("pass", "cancel", "concede", "standing")] or acts
        model.apply(rng.choice(busy))
        applied[0] += 1
        if troyes_page(window).curtain.covering:
            troyes_page(window).curtain.reveal()

    meter = StallMeter()
    meter.start()
    _run_for(app, seconds, step, every_ms=250)
    out = meter.stop()
    out["actions_applied"] = applied[0]
    window.close()
    animation.set_speed_override(None)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=120)
    ap.add_argument("--seconds", type=float, default=6.0)
    ap.add_argument("--size", default="1600x1000")
    ap.add_argument("--child-startup", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    size = tuple(int(x) for x in args.size.lower().split("x"))
    if args.child_startup:
        child_startup(size)
        return
    import tempfile

    os.environ.setdefault("TROYES_DESKTOP_HOME", tempfile.mkdtemp(prefix="troyes-bench-"))
    results = {"size": args.size, "startup": [bench_startup(size) for _ in range(3)]}
    results["drag"] = bench_drag(size, args.frames)
    results["stall_roy"] = bench_roy(size, args.seconds)
    results["stall_animations"] = bench_animations(size, args.seconds)
    results["targets"] = {"painted_s": 1.0, "drag_frame_ms": 16, "stall_ms": 100}
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
