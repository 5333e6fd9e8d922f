"""Benchmark of start-up: time to the first paint of the start screen against a bare PySide6 window showing
one label, measured side by side in one run (prints figures; asserts nothing).

    python tests/benchmarks/bench_startup.py [--runs 9] [--size 1280x720]

Each run launches two fresh Python processes, one after the other in alternating order: the bare window
(``QApplication`` + ``QLabel``) and Troyes Desktop as the ``troyes-desktop`` command starts it (the CLI,
the theme, the main window on its start screen). Each child reports the moment its window is first painted;
the figure is the time from the launch of the process to that paint (Python's own start included, as a
player waits for it too). The medians are printed with their ratio (target: start screen <= 1.5 x bare).
Runs on the ``offscreen`` platform unless ``QT_QPA_PLATFORM`` or ``DISPLAY`` says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
label = QLabel("Troyes")
FIRST_PAINT
label.resize(WIDTH, HEIGHT)
label.show()
app.exec()
"""

APP = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from troyes_desktop import cli
app = cli._application(offscreen=False)
window = cli._main_window((WIDTH, HEIGHT))
FIRST_PAINT
window.show()
app.exec()
mods = [m for m in sys.modules if m.startswith("troyes_desktop.")]
engines = ("troyes_desktop.rules.troyes", "troyes_desktop.rules.dice")
print("ENGINES", any(m.startswith(engines) for m in mods),
      "BOARD", any(m.startswith("troyes_desktop.scene") for m in mods),
      "DICE", any(m.startswith("troyes_desktop.dice_ui") for m in mods), flush=True)
"""


#: Reports the first paint (of any widget in the bare window, of the start screen in the app) and quits.
FIRST_PAINT = r"""
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj is PAINTED_WIDGET:
            print(f"PAINTED {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
            app.removeEventFilter(self)
        return False
spy = FirstPaint()
app.installEventFilter(spy)
"""


def launch(code: str, size: tuple[int, int], home: str) -> tuple[float, str]:
    env = dict(os.environ, PYTHONPATH=ROOT, TROYES_DESKTOP_HOME=home)
    if "QT_QPA_PLATFORM" not in env and not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    widget = "label" if code is BARE else "window.start_screen"
    code = code.replace("FIRST_PAINT\n", FIRST_PAINT.replace("PAINTED_WIDGET", widget))
    code = code.replace("WIDTH", str(size[0])).replace("HEIGHT", str(size[1]))
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("PAINTED "):
            return float(line.split()[1]) - start, out.stdout
    raise RuntimeError(f"no paint reported:\n{out.stdout}\n{out.stderr}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    home = tempfile.mkdtemp(prefix="troyes-bench-startup-")
    launch(BARE, size, home)         # warm the disk cache once for both
    _, report = launch(APP, size, home)
    bare: list[float] = []
    app: list[float] = []
    for i in range(args.runs):
        pair = [(BARE, bare), (APP, app)]
        for code, into in (pair if i % 2 == 0 else pair[::-1]):
            into.append(launch(code, size, home)[0])
    b, a = statistics.median(bare), statistics.median(app)
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "offscreen")
    print(f"runs: {args.runs} of each, alternating; window {size[0]}x{size[1]}; platform {platform}")
    print(f"bare PySide6 window, one label : median {b * 1000:7.1f} ms  (min {min(bare) * 1000:.1f}, "
          f"max {max(bare) * 1000:.1f})")
    print(f"Troyes Desktop start screen    : median {a * 1000:7.1f} ms  (min {min(app) * 1000:.1f}, "
          f"max {max(app) * 1000:.1f})")
    print(f"ratio start screen / bare      : {a / b:.2f} x   (target <= 1.5 x)")
    loaded = [line for line in report.splitlines() if line.startswith("ENGINES")]
    if loaded:
        print("loaded at the first paint      :", loaded[0].replace("ENGINES", "engines").replace(
            "BOARD", "board").replace("DICE", "dice mode"))


if __name__ == "__main__":
    main()
