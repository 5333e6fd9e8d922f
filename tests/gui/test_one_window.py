"""One game, one window, with real processes: a second ``troyes-desktop FILE`` hands the file to the window
already open and ends (no second window writes the game's automatic save); the running window shows it;
after that window is killed, its socket left behind does not stop the next start."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from troyes_desktop.app import single_instance
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.troyes.game import Game

from .shell_helpers import play_until, turn_in_round_2

ROOT = Path(__file__).resolve().parents[2]


def _save(path: Path, seed: int) -> Path:
    game = play_until(Game.new(2, seed=seed, names=["Anna", "Faye"]), turn_in_round_2, seed=seed)
    TroyesModel(game, autosave=False).save(path)
    return path


def _env(home: Path) -> dict:
    env = dict(os.environ, TROYES_DESKTOP_HOME=str(home), PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    return env


def _launch(home: Path, *words) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "troyes_desktop", *map(str, words)], env=_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _summaries(home: Path) -> dict[str, dict]:
    """The unfinished games' summaries the app wrote: autosave name -> summary."""
    out = {}
    for meta in (home / "data" / "games").glob("*.meta"):
        try:
            out[meta.name] = json.loads(meta.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
    return out


def _wait(condition, seconds: float = 60.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.1)
    return False


def _opened(home: Path, save: Path, after: float = 0.0) -> list[str]:
    return [name for name, data in _summaries(home).items()
            if data.get("file") == str(save) and float(data.get("saved", 0)) > after]


def test_a_second_launch_hands_the_file_to_the_window_already_open(tmp_path) -> None:
    home = tmp_path / "home"
    first_save = _save(tmp_path / "club.troyes.json", 3)
    second_save = _save(tmp_path / "other.troyes.json", 5)
    first = _launch(home, first_save)
    try:
        assert _wait(lambda: _opened(home, first_save)), "the first window opens the game"
        slots = set(_summaries(home))
        # The same file again (a double-click while the game is open): handed over, no second window.
        again = subprocess.run([sys.executable, "-m", "troyes_desktop", str(first_save)], env=_env(home),
                               capture_output=True, text=True, timeout=60)
        assert again.returncode == 0, again.stderr
        time.sleep(1.0)
        assert set(_summaries(home)) == slots and first.poll() is None
        # Another file: the running window shows it (its automatic save names the file).
        since = time.time()
        other = subprocess.run([sys.executable, "-m", "troyes_desktop", "other.troyes.json"], cwd=tmp_path,
                               env=_env(home), capture_output=True, text=True, timeout=60)
        assert other.returncode == 0, other.stderr
        assert _wait(lambda: _opened(home, second_save, since)), "the window already open loads it"
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(30)
    # Killed: its socket stays behind. The next start is not blocked by it, and takes over the name.
    since = time.time()
    third = _launch(home, first_save)
    try:
        assert _wait(lambda: _opened(home, first_save, since)), "a stale socket never blocks a start"
        assert third.poll() is None
        since = time.time()
        handed = subprocess.run([sys.executable, "-m", "troyes_desktop", str(second_save)], env=_env(home),
                                capture_output=True, text=True, timeout=60)
        assert handed.returncode == 0, handed.stderr
        assert _wait(lambda: _opened(home, second_save, since))
    finally:
        third.send_signal(signal.SIGTERM)
        try:
            third.wait(30)
        except subprocess.TimeoutExpired:
            third.kill()


def test_a_message_that_is_not_ours_is_ignored() -> None:
    assert single_instance.read_message(b'{"open": "/home/anna/club.troyes.json"}') == \
        Path("/home/anna/club.troyes.json")
    assert single_instance.read_message(b'{"open": null}') is None
    bad_ones = (b"", b"\xff", b"[1]", b'{"open": 3}', b'{"open": "x", "run": "rm"}', b'{"open": "a\\u0000b"}')
    for bad in bad_ones:
        assert single_instance.read_message(bad) is False


def test_the_window_shows_a_file_handed_over_once_no_dialog_is_open(window, qtbot, tmp_path) -> None:
    path = _save(tmp_path / "club.troyes.json", 3)
    other = _save(tmp_path / "other.troyes.json", 5)
    assert window.load_file(path)
    model = window.active
    single_instance.receive(window, path)                  # the game already open here: shown, not reloaded
    assert window.active is model and "club.troyes.json is the game already open here." in \
        window.statusBar().currentMessage()
    dialog = window.open_settings()
    single_instance.receive(window, other)                 # waits for the settings to be answered
    qtbot.wait(500)
    assert window.active is model
    dialog.reject()
    qtbot.waitUntil(lambda: window.active is not model and window.active.file_path == other)
