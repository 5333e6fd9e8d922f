"""Start fast (issue 13): as the ``troyes-desktop`` command opens it, the start screen is painted before the
heavy parts are loaded (no rules engine, no board, no Troyes Dice page, not even Qt's namespace of enums,
which PySide builds whole), and the menus are filled just after that first paint, complete and working.

Run in a fresh interpreter: what is already imported by other tests would hide what the start loads. The
time itself is measured by tests/benchmarks/bench_startup.py, not here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from troyes_desktop import cli

app = cli._application(offscreen=True)
window = cli._main_window((1280, 720))
seen = {}

def loaded():
    mods = [m for m in sys.modules if m.startswith("troyes_desktop.")]
    return {
        "engines": sorted(m for m in mods if m.startswith(("troyes_desktop.rules.troyes",
                                                             "troyes_desktop.rules.dice"))),
        "board": sorted(m for m in mods if m.startswith("troyes_desktop.troyes_ui.scene")),
        "dice": sorted(m for m in mods if m.startswith("troyes_desktop.dice_ui")),
        "qt_namespace": "Qt" in vars(sys.modules["PySide6.QtCore"]) and any(
            "AlignmentFlag" in vars(v) for k, v in vars(sys.modules["PySide6.QtCore"]).items() if k == "Qt"),
    }

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "at_paint" not in seen:
            seen["at_paint"] = dict(loaded(), menus=window.menus_built,
                                    titles=[a.text() for a in window.menuBar().actions()])
            QTimer.singleShot(50, finish)
        return False

def finish():
    screen = window.start_screen
    seen["after"] = {
        "menus": window.menus_built,
        "game": [a.text() for a in window.game_menu.actions() if a.text()],
        "help": [a.text() for a in window.help_menu.actions() if a.text()],
        "learn": [a.text() for a in screen.learn_button.menu().actions()],
        "new_shortcut": window.new_action.shortcut().toString(),
        "hand": screen.troyes_button.cursor().shape().name,
        "centred": int(screen.title.alignment().value if hasattr(screen.title.alignment(), "value")
                       else screen.title.alignment()),
        "no_hscroll": screen.continue_scroll.horizontalScrollBarPolicy().name,
    }
    window.new_action.trigger()                 # the menus work: the new-game dialog opens
    seen["after"]["dialog"] = window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    print("RESULT " + json.dumps(seen), flush=True)
    app.quit()

spy = FirstPaint()
window.start_screen.installEventFilter(spy)
window.show()
app.exec()
"""


def run_start(tmp_path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TROYES_DESKTOP_HOME=str(tmp_path),
               QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    return json.loads(lines[0][len("RESULT "):])


def test_the_start_screen_is_painted_before_the_heavy_parts_and_the_menus_follow(tmp_path) -> None:
    seen = run_start(tmp_path)
    first = seen["at_paint"]
    assert first["engines"] == [] and first["board"] == [] and first["dice"] == []
    assert first["qt_namespace"] is False
    # The menu bar is complete at the first paint (no jump), its menus filled right after.
    assert first["titles"] == ["&Game", "&Edit", "&View", "&Help"]
    assert first["menus"] is False
    after = seen["after"]
    assert after["menus"] is True
    assert "&New game\u2026" in after["game"] and "&Quit" in after["game"]
    assert "&Rules reference" in after["help"]
    assert after["learn"] == ["Guided first game of &Troyes", "Guided first day of Troyes &Dice",
                              "&Rules reference"]
    assert after["new_shortcut"] == "Ctrl+N"
    assert after["dialog"] is True
    # What the screen sets without Qt's namespace is still set: centred title, hand cursors, no sideways
    # scroll bar in the list of unfinished games.
    assert after["hand"] == "PointingHandCursor"
    assert after["centred"] & 0x4                    # Qt.AlignHCenter
    assert after["no_hscroll"] == "ScrollBarAlwaysOff"
