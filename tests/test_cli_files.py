"""`troyes-desktop replay` keeps its contract for every input (one line on stderr and exit 2, at once, in
bounded memory), and `troyes-desktop --screenshot OUT.png FILE` renders the save or its refusal."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from troyes_desktop import cli
from troyes_desktop.rules.dice.game import Game as DiceGame
from troyes_desktop.rules.troyes import Game, saves

from .test_cli import REPO_ROOT


def run_cli(*args: str, timeout: float = 120, env: dict | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m troyes_desktop ARGS`` in its own process, as a user (or a file manager) runs it."""
    full = dict(os.environ)
    full.setdefault("QT_QPA_PLATFORM", "offscreen")
    full["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), full.get("PYTHONPATH")]))
    full.update(env or {})
    return subprocess.run([sys.executable, "-m", "troyes_desktop", *args], capture_output=True, text=True,
                          timeout=timeout, env=full, cwd=REPO_ROOT)


def _dice_doc(**setup) -> dict:
    base = {"players": 1, "seed": 3, "modules": [], "numbering": "first", "names": ["Anna"]}
    base.update(setup)
    return {"format": "troyes-desktop-save", "version": 1, "game": "dice", "setup": base, "actions": []}


def _one_line_refusal(result, *words: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("troyes-desktop: "), result.stderr
    assert "Traceback" not in result.stderr and "Error" not in result.stderr
    for word in words:
        assert word in lines[0]


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("hostile")
    files = {
        "names7": json.dumps(_dice_doc(names=[7])),
        "long-name": json.dumps(_dice_doc(names=["N" * 100_000])),
        "nesting": "[" * 1000 + "]" * 1000,
        "digits": '{"game": "dice", "seed": ' + "1" * 4301 + "}",
        "seed-infinity": json.dumps(_dice_doc()).replace('"seed": 3', '"seed": Infinity'),
        "surrogate": json.dumps(_dice_doc(names=["A\ud800"])),
        "bogus-modules": json.dumps(_dice_doc(modules=["bogus"])),
        "seed-string": json.dumps(_dice_doc(seed="12")),
        "garbage-action": json.dumps({**_dice_doc(), "actions": [["die", "x", None]]}),
        "garbage-slot": json.dumps({**_dice_doc(), "actions": [["die", {"a": 1}]]}),
    }
    paths = {}
    for name, text in files.items():
        paths[name] = folder / f"{name}.json"
        paths[name].write_text(text)
    paths["big"] = folder / "big.json"
    with open(paths["big"], "wb") as fh:
        fh.truncate(200 * 1024 * 1024)           # sparse: costs nothing on disk
    paths["fifo"] = folder / "pipe.json"
    os.mkfifo(paths["fifo"])
    return paths


@pytest.mark.parametrize("name,words", [
    ("names7", ("cannot replay", "name of player 1 must be some text")),
    ("long-name", ("longer than 24 characters",)),
    ("nesting", ("is not a Troyes Desktop save file", "nested 1000 levels deep")),
    ("digits", ("is not a Troyes Desktop save file", "more than 40 digits")),
    ("seed-infinity", ("Infinity, which is not a number",)),
    ("surrogate", ("not valid Unicode",)),
    ("bogus-modules", ("unknown: 'bogus'",)),
    ("seed-string", ("seed must be a whole number",)),
    ("garbage-action", ("action 1 of the save cannot be replayed: choose a die by its plaza rank",)),
    ("garbage-slot", ("action 1 holds something no action has",)),
    ("big", ("too large",)),
    ("fifo", ("is a pipe",)),
])
def test_replay_refuses_hostile_files_in_one_line(hostile, capsys, name, words):
    assert cli.main(["replay", str(hostile[name])]) == 2
    captured = capsys.readouterr()
    _one_line_refusal(type("R", (), {"returncode": 2, "stdout": captured.out, "stderr": captured.err}),
                      *words)


@pytest.mark.parametrize("name", ["names7", "nesting", "digits", "fifo", "big"])
def test_replay_in_a_real_process(hostile, name):
    _one_line_refusal(run_cli("replay", str(hostile[name]), timeout=60))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero on this system")
def test_replay_of_a_device_is_refused_at_once():
    _one_line_refusal(run_cli("replay", "/dev/zero", timeout=60), "is a device")


def test_replay_of_valid_saves_prints_one_json_line(tmp_path):
    game = Game.new(2, seed=4)
    rng = random.Random(1)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    saves.save(game, tmp_path / "t.json")
    dice = DiceGame.new(2, seed=4, names=["Anna", "Bo"])
    for _ in range(30):
        dice.apply(rng.choice(dice.legal_actions()))
    dice.save(tmp_path / "d.json")
    for name, kind in (("t.json", "troyes"), ("d.json", "dice")):
        result = run_cli("replay", str(tmp_path / name))
        assert result.returncode == 0 and result.stderr == ""
        assert len(result.stdout.splitlines()) == 1
        assert json.loads(result.stdout)["game"] == kind


def test_screenshot_of_a_save_and_of_a_refused_one(tmp_path):
    game = Game.new(2, seed=4, names=["Anna", "Faye"])
    rng = random.Random(2)
    for _ in range(50):
        game.apply(rng.choice(game.legal_actions()))
    good = tmp_path / "good.troyes.json"
    saves.save(game, good)
    bad = tmp_path / "bad.troyes.json"
    bad.write_text(json.dumps(_dice_doc(names=[7])))
    shots = {}
    for name, path in (("good", good), ("bad", bad), ("start", None)):
        out = tmp_path / f"{name}.png"
        args = ["--screenshot", str(out), "--size", "1000x700"] + ([str(path)] if path else [])
        env_home = tmp_path / f"home-{name}"
        result = run_cli(*args, env={"TROYES_DESKTOP_HOME": str(env_home)})
        assert result.returncode == 0, result.stderr
        shots[name] = QImage(str(out))
        assert shots[name].width() == 1000 and shots[name].height() == 700
    # The good save shows its game (not the start screen); the refused one shows the start screen with
    # the refusal drawn over it (so it differs from the plain start screen only where the message is).
    assert shots["good"] != shots["start"]
    assert shots["bad"] != shots["start"]
    differing_rows = [y for y in range(0, 700, 10) if any(
        shots["bad"].pixel(x, y) != shots["start"].pixel(x, y) for x in range(0, 1000, 10))]
    assert differing_rows and max(differing_rows) - min(differing_rows) < 350
