"""Windows remember their size and place (the main window, the rules reference, statistics, replay, the
guided games) and every window opens within the screen's available area, its bottom buttons included."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton

from troyes_desktop.shared_ui import theme, window_place


def _room() -> QRect:
    return QApplication.primaryScreen().availableGeometry()


def _inside(window) -> None:
    room = _room()
    assert room.contains(window.geometry()), (window.geometry(), room)
    for button in window.findChildren(QPushButton):
        if button.isVisible():
            corner = button.mapToGlobal(QPoint(button.width() - 1, button.height() - 1))
            assert room.contains(button.mapToGlobal(QPoint(0, 0))) and room.contains(corner), button.text()


def _forget(name: str) -> None:
    theme.settings().remove(f"windows/{name}")


def test_fit_rect_keeps_a_window_inside_the_room() -> None:
    room = QRect(0, 0, 1280, 720)
    fitted = window_place.fit_rect(QRect(500, 300, 1280, 800), room)
    assert room.contains(fitted) and fitted.height() <= 720 - 40 and fitted.width() <= 1280 - 16
    far = window_place.fit_rect(QRect(3000, 2000, 600, 400), room)      # left on a screen now gone
    assert room.contains(far) and far.size().width() == 600


LAPTOP = r"""
import json, sys
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QPushButton
from troyes_desktop import cli

app = cli._application(offscreen=True)
from troyes_desktop.app.history_demo import build_history_demo
from troyes_desktop.help.window import HelpWindow
from troyes_desktop.tutorial.dice import DiceTutorialWindow
from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

# The guided game was last closed on a 4K screen, at its far corner.
from PySide6.QtCore import QByteArray, QRect
from troyes_desktop.shared_ui import theme
big = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
big.setGeometry(QRect(1700, 1100, 1900, 1300))
theme.settings().setValue("windows/guided_troyes", QByteArray(big.saveGeometry()))
big.deleteLater()

made = {
    "main": lambda: cli._main_window(None),
    "statistics": lambda: build_history_demo("statistics"),
    "replay": lambda: build_history_demo("replay"),
    "rules reference": HelpWindow,
    "guided Troyes": lambda: TroyesTutorialWindow(resume=False, delay_ms=0, save=False),
    "guided Troyes Dice": lambda: DiceTutorialWindow(resume=False, save=False),
}
out = {"room": list(app.primaryScreen().availableGeometry().getRect())}
for name, make in made.items():
    window = make()
    window.show()
    if name == "statistics":
        window.tabs.setCurrentIndex(1)          # the history, its buttons at the bottom
    app.processEvents()
    buttons = []
    for b in window.findChildren(QPushButton):
        if b.isVisible():
            top, bottom = b.mapToGlobal(QPoint(0, 0)), b.mapToGlobal(QPoint(b.width() - 1, b.height() - 1))
            buttons.append([b.text(), top.x(), top.y(), bottom.x(), bottom.y()])
    out[name] = {"frame": list(window.geometry().getRect()), "buttons": buttons}
    window.close()
print(json.dumps(out))
"""


def test_every_window_opens_within_a_1280x720_screen(tmp_path) -> None:
    """In a process of its own whose screen is a 1280x720 laptop's: the windows' default sizes (statistics
    1180x760, replay and the guided games 1280x800), and a place remembered on a bigger screen, are made to
    fit, bottom buttons included."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1280,
                                               "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96,
                                               "dpr": 1}]}))
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", PYTHONPATH=str(root),
               TROYES_DESKTOP_HOME=str(tmp_path / "home"))
    run = subprocess.run([sys.executable, "-c", LAPTOP], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    room = QRect(*seen.pop("room"))
    assert (room.width(), room.height()) == (1280, 720)
    for name, window in seen.items():
        frame = QRect(*window["frame"])
        assert room.contains(frame), (name, frame)
        assert frame.bottom() <= 720 - 8 and frame.top() >= 32, (name, frame)      # the title bar fits too
        if name in ("main", "statistics", "replay", "guided Troyes Dice"):
            assert window["buttons"], name
        for text, left, top, right, bottom in window["buttons"]:
            assert room.contains(QRect(QPoint(left, top), QPoint(right, bottom))), (name, text)


def test_the_rules_reference_remembers_its_size_and_place(qtbot) -> None:
    from troyes_desktop.help.window import HelpWindow

    _forget("rules_reference")
    first = HelpWindow()
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.setGeometry(QRect(60, 70, 640, 500))
    first.close()
    again = HelpWindow()
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.geometry() == QRect(60, 70, 640, 500)
    _inside(again)
    again.close()


def test_the_main_window_opens_where_it_was_left(qtbot) -> None:
    from troyes_desktop import cli

    _forget("main")
    window = cli._main_window(None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    _inside(window)
    window.setGeometry(QRect(8, 60, 784, 600))
    window.close()
    again = cli._main_window(None)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.geometry() == QRect(8, 60, 784, 600)
    again.close()
    _forget("main")
