"""Benchmark of start-up: time to the first paint of the start screen against a bare PySide6 window showing
one label, measured side by side in one run (prints figures; asserts nothing).

    python tests/benchmarks/bench_startup.py [--runs 9] [--size 1280x720]

Each run launches two fresh Python processes, one after the other in alternating order: the bare window
(``QApplication`` + ``QLabel``) and Troyes Desktop as the ``troyes-desktop`` command starts it (the CLI,
the theme, the main window on its start screen). Each child reports the moment its window is first painted;
the figure is the time from the launch of the process to that paint (Python's own start included, as a
player waits for it too), and the processor time the process used until then (steadier on a busy machine).
The medians are printed with their ratios (target: start screen <= 1.5 x bare). Runs on the ``offscreen``
platform unless ``QT_QPA_PLATFORM`` or ``DISPLAY`` says otherwise.

Both programs run with compiled bytecode, as an installed application does (pip and PyInstaller ship
Troyes Desktop compiled, as PySide6 is): the children write and read it in a temporary cache folder even
when ``PYTHONDONTWRITEBYTECODE`` is set. ``--no-bytecode`` compiles Troyes Desktop's sources in every run
instead (as a source tree with that variable set does).
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
      "BOARD", any(m.startswith("troyes_desktop.troyes_ui.scene") for m in mods),
      "DICE", any(m.startswith(("troyes_desktop.dice_ui.page", "troyes_desktop.dice_ui.wheel",
                                "troyes_desktop.dice_ui.sheet")) for m in mods), flush=True)
"""


#: Reports the first paint (of the label in the bare window, of the start screen in the app) and quits.
#: The filter watches that one widget only: an application-wide Python filter would make Qt hand every
#: object of the app to Python (its internal objects, such as the animation timer, cost PySide a search of
#: every wrapped type), a cost that neither program pays without it.
FIRST_PAINT = r"""
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            import resource
            used = resource.getrusage(resource.RUSAGE_SELF)
            print(f"PAINTED {time.time():.6f} {used.ru_utime + used.ru_stime:.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
            obj.removeEventFilter(self)
        return False
spy = FirstPaint()
PAINTED_WIDGET.installEventFilter(spy)
"""


def launch(code: str, size: tuple[int, int], home: str,
           bytecode: str | None = None) -> tuple[float, float, str]:
    """(seconds from the launch to the first paint, processor seconds the process used until then, its
    output). ``bytecode``: the folder compiled bytecode is kept in (None: as the environment says)."""
    env = dict(os.environ, PYTHONPATH=ROOT, TROYES_DESKTOP_HOME=home)
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode
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
            _, painted, cpu = line.split()
            return float(painted) - start, float(cpu), out.stdout
    raise RuntimeError(f"no paint reported:\n{out.stdout}\n{out.stderr}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="compile Troyes Desktop's sources in every run (no bytecode cache)")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    home = tempfile.mkdtemp(prefix="troyes-bench-startup-")
    bytecode = None if args.no_bytecode else tempfile.mkdtemp(prefix="troyes-bench-bytecode-")
    launch(BARE, size, home, bytecode)         # warm the disk cache (and compile) once for both
    report = launch(APP, size, home, bytecode)[2]
    bare: list[float] = []
    app: list[float] = []
    bare_cpu: list[float] = []
    app_cpu: list[float] = []
    for i in range(args.runs):
        pair = [(BARE, bare, bare_cpu), (APP, app, app_cpu)]
        for code, into, into_cpu in (pair if i % 2 == 0 else pair[::-1]):
            wall, cpu, _ = launch(code, size, home, bytecode)
            into.append(wall)
            into_cpu.append(cpu)
    b, a = statistics.median(bare), statistics.median(app)
    bc, ac = statistics.median(bare_cpu), statistics.median(app_cpu)
    platform = os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY") else "offscreen")
    compiled = "compiled bytecode" if bytecode else "sources compiled in every run"
    print(f"runs: {args.runs} of each, alternating; window {size[0]}x{size[1]}; platform {platform}; "
          f"{compiled}")
    print(f"bare PySide6 window, one label : median {b * 1000:7.1f} ms  (min {min(bare) * 1000:.1f}, "
          f"max {max(bare) * 1000:.1f})")
    print(f"Troyes Desktop start screen    : median {a * 1000:7.1f} ms  (min {min(app) * 1000:.1f}, "
          f"max {max(app) * 1000:.1f})")
    print(f"ratio start screen / bare      : {a / b:.2f} x   (target <= 1.5 x)")
    # Processor time until the first paint (user + system, all threads): steadier than the clock on a
    # machine busy with other work.
    print(f"processor time, bare / start   : median {bc * 1000:7.1f} ms / {ac * 1000:.1f} ms, "
          f"ratio {ac / bc:.2f} x")
    loaded = [line for line in report.splitlines() if line.startswith("ENGINES")]
    if loaded:
        print("loaded at the first paint      :", loaded[0].replace("ENGINES", "engines").replace(
            "BOARD", "board").replace("DICE", "dice page"))


if __name__ == "__main__":
    main()
