"""Fuzz: a few hundred damaged save files, made by the test from real saves of both games (seeded:
truncated, flipped bytes, a wrong value at every key, huge and special numbers, deep nesting, bad
Unicode, unknown modules, long names, garbage actions). Each is either a valid game or the one documented
error (SaveError, a sentence without Python error text), through the engine loader and ``replay`` (in
process, and a few real processes). The window's Load of the same files: tests/gui/test_fuzz_load.py.
The longer run, with counts: tests/benchmarks/fuzz_saves.py."""
from __future__ import annotations

import json
import random
import re

import pytest

from troyes_desktop import cli
from troyes_desktop.rules import loader
from troyes_desktop.rules.common.errors import SaveError
from troyes_desktop.rules.troyes import saves

from .save_fuzz import damaged_saves
from .test_cli_files import run_cli

COUNT = 420
SEED = 14
PYTHON_ERROR = re.compile(r"[A-Z][a-z]+Error|Traceback|Exception")


@pytest.fixture(scope="module")
def cases(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")
    out = []
    for i, (label, data) in enumerate(damaged_saves(COUNT, SEED)):
        path = folder / f"case{i:03d}.json"
        path.write_bytes(data)
        out.append((label, path))
    return out


def readable(message: str) -> bool:
    return bool(message) and "\n" not in message and len(message) < 400 and not PYTHON_ERROR.search(message)


def test_every_damaged_file_is_a_valid_game_or_a_readable_refusal(cases):
    assert len(cases) >= COUNT
    outcome = {"loaded": 0, "refused": 0}
    for label, path in cases:
        try:
            kind, game = loader.read_save(path)
        except SaveError as exc:
            assert readable(str(exc)), (label, str(exc))
            outcome["refused"] += 1
            continue
        outcome["loaded"] += 1
        # A game that loads is a whole, valid game: it saves and loads back to the same position.
        data = json.loads(json.dumps(game.to_save() if kind == "dice" else saves.to_dict(game)))
        again = loader.game_from_data(data)[1]
        assert again.state_dict() == game.state_dict(), label
        assert game.over or game.legal_actions(), label
    assert outcome["refused"] > COUNT * 0.8 and outcome["loaded"] >= 1, outcome


def test_replay_keeps_its_contract_for_every_damaged_file(cases, capsys):
    for label, path in cases:
        code = cli.main(["replay", str(path)])
        out, err = capsys.readouterr()
        if code == 0:
            assert err == "" and len(out.splitlines()) == 1 and json.loads(out)["game"] in ("troyes", "dice")
        else:
            assert code == 2 and out == "", label
            lines = err.splitlines()
            assert len(lines) == 1 and lines[0].startswith("troyes-desktop: "), (label, err)
            assert not PYTHON_ERROR.search(err), (label, err)


def test_replay_in_real_processes_agrees(cases, capsys):
    rng = random.Random(SEED)
    for label, path in rng.sample(cases, 4):
        expected = cli.main(["replay", str(path)])
        in_process = capsys.readouterr()
        result = run_cli("replay", str(path), timeout=60)
        assert result.returncode == expected, label
        assert result.stderr == in_process.err and result.stdout == in_process.out, label
