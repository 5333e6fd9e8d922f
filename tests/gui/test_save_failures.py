"""Saving that fails, saving elsewhere, on a small disk that fills up (a tiny tmpfs mounted for the test when
the test may mount one, as root; otherwise the disk's "no space left" is simulated where the system writes
the file): every failed write says so in the same words whichever way it was started; after "Save
elsewhere…" every later move goes to that file, atomically; "Keep playing" silences the box for this game
and leaves "Not saved: use Save As…" in the status bar."""
from __future__ import annotations

import errno
import json
import os
import subprocess
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from tests.page_helpers import troyes_page
from troyes_desktop.rules.common import serialization
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui.modal import modal_open

from .shell_helpers import play_until, turn_in_round_2


class SmallDisk:
    """A folder on a small disk; :meth:`fill` leaves no room on it."""

    def __init__(self, folder: Path, mounted: bool, monkeypatch) -> None:
        self.folder, self.mounted, self._monkeypatch = folder, mounted, monkeypatch
        self.full = False

    def fill(self) -> None:
        self.full = True
        if self.mounted:
            with open(self.folder / "filler", "wb", buffering=0) as fh:
                try:
                    while True:
                        fh.write(b"\0" * 4096)
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC
            return
        real_fsync = os.fsync
        folder = str(self.folder)

        def fsync(fd):                  # the system refuses to store the data: no space left on the disk
            try:
                where = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                where = ""
            if where.startswith(folder):
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_fsync(fd)

        self._monkeypatch.setattr(serialization.os, "fsync", fsync)


@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = False
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        run = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
                             capture_output=True)
        mounted = run.returncode == 0
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(folder))
    yield SmallDisk(folder, mounted, monkeypatch)
    monkeypatch.undo()
    if mounted:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def _game() -> Game:
    return play_until(Game.new(2, seed=3, names=["Anna", "Faye"]), turn_in_round_2, seed=3)


def _move(window) -> None:
    model = troyes_page(window).model
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.advance()
        troyes_page(window).curtain.advance()
    actions = model.legal_actions()
    quiet = [a for a in actions if a[0] not in ("pass", "concede")] or actions
    assert model.apply(quiet[0])


def test_a_full_disk_then_saving_elsewhere_keeps_every_move(window, qtbot, small_disk, tmp_path,
                                                             monkeypatch) -> None:
    window.start_game("troyes", _game())
    model = troyes_page(window).model
    assert str(model.autosave_file).startswith(str(small_disk.folder))
    crowded = small_disk.folder / "mine"
    crowded.mkdir()
    small_disk.fill()
    _move(window)
    box = window.save_failure_box
    assert box is not None and box.isVisible()
    assert box.text().startswith("The automatic save failed: the disk is full.")
    assert window.save_warning.isVisible() and window.save_warning.text() == "Not saved: use Save As\u2026"
    # Save elsewhere, onto the same full disk: it fails too, and says so in the same words as Save As there.
    there = crowded / "there.troyes.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(there), ""))
    box.elsewhere_button.click()
    qtbot.waitUntil(lambda: window.save_failure_box is not None and window.save_failure_box.isVisible()
                    and window.save_failure_box.windowTitle() == "Cannot save the game")
    said = window.save_failure_box.text()
    assert said.startswith("Saving the game to there.troyes.json failed: the disk is full.")
    assert not there.exists()
    window.save_failure_box.later_button.click()
    qtbot.waitUntil(lambda: not window.save_failure_box.isVisible())
    assert not window.save_file(there)                       # Save As to the same place: the same words
    assert window.save_failure_box.text() == said
    window.save_failure_box.later_button.click()
    # Save elsewhere to a place with room: from then on every move goes there, without a box.
    troyes_page(window).model.failure_silenced = False
    _move(window)
    box = window.save_failure_box
    qtbot.waitUntil(box.isVisible)
    elsewhere = tmp_path / "elsewhere.troyes.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(elsewhere), ""))
    box.elsewhere_button.click()
    qtbot.waitUntil(elsewhere.exists)
    assert model.follows_file and not model.kept_nowhere
    for _ in range(4):
        _move(window)
        assert not window.save_failure_box.isVisible()
        assert json.loads(elsewhere.read_text())["actions"] == [list(a) for a in model.game.history]
        assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []     # atomic writes
    assert window.save_warning.isVisible()
    assert window.save_warning.text() == "Saved to elsewhere.troyes.json after every move"
    assert not window.isWindowModified()


def test_keep_playing_silences_the_box_and_leaves_a_status(window, qtbot, small_disk, tmp_path,
                                                          monkeypatch) -> None:
    window.start_game("troyes", _game())
    model = troyes_page(window).model
    small_disk.fill()
    _move(window)
    box = window.save_failure_box
    assert box.isVisible()
    box.later_button.click()
    qtbot.waitUntil(lambda: not box.isVisible())
    for _ in range(3):
        _move(window)
        assert not window.save_failure_box.isVisible()          # no box after every move any more
        assert not modal_open(window)                          # nothing waits for an answer
    status = window.save_warning
    assert status.isVisible() and status.text() == "Not saved: use Save As\u2026"
    assert window.statusBar().isAncestorOf(status)
    # The status itself saves: a click, a file, and the game follows it.
    target = tmp_path / "mine.troyes.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    status.click()
    assert target.exists() and model.follows_file
    _move(window)
    assert json.loads(target.read_text())["actions"] == [list(a) for a in model.game.history]
    assert status.text() == "Saved to mine.troyes.json after every move"


def test_leaving_a_game_that_cannot_be_kept_asks_for_a_file_first(window, qtbot, small_disk) -> None:
    window.start_game("troyes", _game())
    small_disk.fill()
    _move(window)
    window.save_failure_box.later_button.click()
    window.start_action.trigger()
    box = window.unsaved_box
    assert box.keep_button is None and box.defaultButton() is box.save_button
    assert box.save_button.text() == "Save As\u2026"
    assert "its automatic save fails" in box.informativeText()
    box.unsaved_button.click()
    qtbot.waitUntil(lambda: getattr(window, "lose_box", None) is not None and window.lose_box.isVisible())
    lose = window.lose_box
    assert lose.defaultButton() is lose.back_button                  # losing it is never the default
    lose.back_button.click()
    qtbot.wait(10)
    assert window.stack.currentWidget() is troyes_page(window)
    window.start_action.trigger()
    window.unsaved_box.unsaved_button.click()
    qtbot.waitUntil(lambda: window.lose_box is not lose and window.lose_box.isVisible())
    window.lose_box.lose_button.click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_screen)
    assert window.active is None


def test_a_game_opened_from_its_file_is_not_called_unsaved_until_it_changes(window, qtbot, small_disk,
                                                                           tmp_path) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel

    path = tmp_path / "club.troyes.json"
    TroyesModel(_game(), autosave=False).save(path)
    small_disk.fill()
    assert window.load_file(path)
    model = troyes_page(window).model
    assert model.autosave_failing and not model.kept_nowhere          # its own file holds it as it is
    window.save_failure_box.later_button.click()
    assert not window.save_warning.isVisible()
    _move(window)
    assert model.kept_nowhere and window.save_warning.text() == "Not saved: use Save As\u2026"


def test_a_full_disk_at_the_start_of_a_game_is_said_at_once(window, qtbot, small_disk) -> None:
    """The first automatic save of a new game fails: the same plain-words box as after a move (issue 50),
    before any move is played."""
    small_disk.fill()
    model = window.start_game("troyes", Game.new(2, seed=5, names=["Anna", "Faye"]))
    assert model.autosave_failing and model.game.history == []
    box = window.save_failure_box
    assert box is not None and box.isVisible() and box.windowTitle() == "The game is not being saved"
    assert box.text().startswith("The automatic save failed: the disk is full.")
    assert window.save_warning.isVisible() and window.save_warning.text() == "Not saved: use Save As\u2026"
