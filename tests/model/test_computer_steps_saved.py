"""Every computer move is kept as it is played (issue 51, finding 5): a game among computers whose process is
killed (``kill -9``) after 100 steps resumes, from the start screen's Continue list, where it was; before, a
run of computer steps was saved only when a person was to decide, and the game resumed at step 0."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from troyes_desktop.model import autosaves
from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel

ROOT = Path(__file__).resolve().parents[2]
STEPS = 100
#: How many steps the automatic save may be behind (every step is saved: none).
BATCH = 0


def _kill_after(mode: str, home: Path, steps: int) -> list:
    """Run the child until it has played ``steps`` steps, kill it; the actions it said it played."""
    env = dict(os.environ, TROYES_DESKTOP_HOME=str(home),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, "-m", "tests.model.kill_child", mode, "4"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    played: list = []
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            assert line != "over\n", "the game ended before the kill"
            count, action = json.loads(line)
            played.append(tuple(action))
            if count >= steps:
                break
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        if proc.poll() is None:
            proc.kill()
        _out, err = proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL, err
    return played


@pytest.mark.parametrize("mode", ["troyes", "dice"])
def test_a_game_among_computers_killed_after_100_steps_resumes_where_it_was(qtbot, tmp_path, monkeypatch,
                                                                             mode) -> None:
    home = tmp_path / "home"
    played = _kill_after(mode, home, STEPS)
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    (entry,) = autosaves.unfinished(adopt=False)
    assert entry.mode == mode
    model = (TroyesModel if mode == "troyes" else DiceModel).resume(entry)
    history = [tuple(a) for a in model.history]
    assert len(history) >= len(played) - BATCH >= STEPS - BATCH
    # The game resumed is the one played, action for action (the child may have played one more step
    # between its last line and the kill).
    assert history[:len(played)] == played[:len(history)]
    assert model.computer_deciding and not model.game.over
