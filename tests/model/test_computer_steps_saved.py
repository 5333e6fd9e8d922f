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
from troyes_desktop.model.game_model import GameModel
from troyes_desktop.model.troyes_model import TroyesModel

ROOT = Path(__file__).resolve().parents[2]
STEPS = 100
#: How many steps the automatic save may be behind: a batch of computer steps less one.
BATCH = GameModel.COMPUTER_BATCH - 1


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


def _on_disk(model) -> int:
    from troyes_desktop.model.kinds import KINDS

    return len(KINDS[model.MODE].read(model.autosave_file).history)


def test_computer_steps_are_saved_in_small_batches_and_the_last_one_soon(qtbot, tmp_path,
                                                                        monkeypatch) -> None:
    """Every COMPUTER_BATCH-th step of a run of computers is saved, a batch left open is saved FLUSH_MS after
    its last step, and the step after which a person decides is saved at once."""
    import random

    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.rules.troyes.seats import computers_option

    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    game = Game.new(players=3, seed=4, start_player=1, names=["Anna", "Faye", "Hugo"],
                    options={"computers": computers_option({1: "easy", 2: "easy"})})
    model = TroyesModel(game)
    model.autosave()
    rng = random.Random(4)

    def person_plays() -> None:
        actions = model.legal_actions()
        assert model.apply(rng.choice([a for a in actions if a[0] not in ("cancel", "concede")] or actions))

    behind = []
    handed = 0
    for _ in range(400):
        if model.game.over:
            break
        if not model.computer_deciding:
            if handed >= 3 and max(behind) == BATCH:
                break
            person_plays()
            assert _on_disk(model) == len(model.history)          # a person's decision: at once
            continue
        assert model.apply_computer(rng.choice(model.game.legal_actions()))
        if not model.computer_deciding:
            handed += 1
            assert _on_disk(model) == len(model.history)          # the person decides next: at once
        behind.append(len(model.history) - _on_disk(model))
    assert handed >= 3 and max(behind) == BATCH and min(behind) == 0
    # A run of computer steps left open: saved a moment after its last step.
    while True:
        while not model.computer_deciding:
            person_plays()
        assert model.apply_computer(rng.choice(model.game.legal_actions()))
        if model.computer_deciding and _on_disk(model) < len(model.history):
            break
    qtbot.waitUntil(lambda: _on_disk(model) == len(model.history), timeout=GameModel.FLUSH_MS + 2000)
