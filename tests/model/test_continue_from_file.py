"""Continue after "Save elsewhere…" (issue 51, finding 3): the automatic save fails (the disk is full), the
player saves the game elsewhere and plays on, every move going to that file; the Continue list then knows
the game's newest moves are in that file, says so in plain words, and continues from there (it offered the
position of the last automatic save before the disk filled, and said nothing of the file)."""
from __future__ import annotations

import errno
import os
import random
import subprocess

import pytest

from troyes_desktop.app.start_screen import entry_text
from troyes_desktop.model import autosaves
from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """The data folder on a small disk (a 1 MB tmpfs when the test may mount one; else the disk's "no space
    left" is simulated where the system flushes a file there); ``fill()`` leaves no room on it."""
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = False
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
                                 capture_output=True).returncode == 0
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(folder))

    def fill():
        if mounted:
            with open(folder / "filler", "wb", buffering=0) as fh:
                try:
                    while True:
                        fh.write(b"\0" * 4096)
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC
            return
        real_fsync = os.fsync

        def fsync(fd):
            try:
                where = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                where = ""
            if where.startswith(str(folder)):
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_fsync(fd)

        monkeypatch.setattr(os, "fsync", fsync)

    yield fill
    monkeypatch.undo()
    if mounted:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def _play(model, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        actions = model.legal_actions()
        assert model.apply(rng.choice([a for a in actions if a[0] not in ("cancel", "concede")] or actions))


GAMES = {
    "troyes": (TroyesModel, lambda: Game.new(players=2, seed=3, names=["Anna", "Faye"]), "game.troyes.json"),
    "dice": (DiceModel, lambda: DiceGame.new(2, seed=3, names=["Anna", "Faye"]), "game.dice.json"),
}


@pytest.mark.parametrize("mode", GAMES)
def test_continue_reads_the_newest_moves_from_the_file_saved_elsewhere(qtbot, small_disk, tmp_path,
                                                                       mode) -> None:
    model_class, new, name = GAMES[mode]
    model = model_class(new())
    _play(model, 5, 1)
    assert not model.autosave_failing
    small_disk()
    _play(model, 1, 2)
    assert model.autosave_failing and model.kept_nowhere
    elsewhere = tmp_path / name
    assert model.save_to_file(elsewhere) == ""
    assert model.follows_file and not model.kept_nowhere
    _play(model, 26, 3)
    assert model.autosave_failing                   # the disk is still full: only the file holds the moves
    played = [tuple(a) for a in model.history]

    (entry,) = autosaves.unfinished(adopt=False)    # the next start's Continue list
    assert entry.follows and entry.file == str(elsewhere)
    line = entry_text(entry)
    assert line.endswith(f" \u00b7 continues from the file you saved: {name}")
    resumed = model_class.resume(entry)
    assert [tuple(a) for a in resumed.history] == played
    assert resumed.file_path == elsewhere and resumed.follows_file and not resumed.dirty


def test_a_file_that_holds_another_game_is_not_continued(qtbot, small_disk, tmp_path) -> None:
    model = TroyesModel(Game.new(players=2, seed=3, names=["Anna", "Faye"]))
    _play(model, 5, 1)
    small_disk()
    _play(model, 1, 2)
    elsewhere = tmp_path / "game.troyes.json"
    assert model.save_to_file(elsewhere) == ""
    _play(model, 4, 3)
    other = TroyesModel(Game.new(players=2, seed=4, names=["Anna", "Faye"]), autosave=False)
    other.save(elsewhere)                            # the file was overwritten by hand with another game
    (entry,) = autosaves.unfinished(adopt=False)
    resumed = TroyesModel.resume(entry)
    assert len(resumed.history) == 5 and not resumed.follows_file   # the automatic save, as it was
    assert resumed.dirty


def test_the_entry_names_a_file_that_is_not_ahead_as_before(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path / "home"))
    model = TroyesModel(Game.new(players=2, seed=3, names=["Anna", "Faye"]))
    _play(model, 3, 1)
    assert model.save_to_file(tmp_path / "mine.troyes.json") == ""
    (entry,) = autosaves.unfinished(adopt=False)
    assert not entry.follows and entry_text(entry).endswith(" \u00b7 mine.troyes.json")
