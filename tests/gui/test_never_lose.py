"""The shell never loses a game: Save / Discard / Cancel before a game is left, every unfinished game on the
start screen, a game kept in its file (Save, Ctrl+S), failed saves shown at once in plain words, exact
resume after the process is killed."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.model import autosaves
from troyes_desktop.rules.common import serialization
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game

from .shell_helpers import play_until, turn_in_round_2

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _no_unfinished_games():
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)
    yield


def _troyes_game(seed: int = 3) -> Game:
    return play_until(Game.new(2, seed=seed, names=["Anna", "Faye"]), turn_in_round_2, seed=seed)


def _dialog_accept(shell):
    dialog = shell.open_new_game("troyes")
    dialog.count_spin.setValue(2)
    dialog.accept()


def _answer(qtbot, window, button) -> None:
    """Click an answer of the question before leaving; it takes effect once the question is closed."""
    button.click()
    qtbot.waitUntil(lambda: window.unsaved_box is None)


def test_new_game_keeps_the_game_by_default_and_offers_save_as(
        window, qtbot, tmp_path, monkeypatch) -> None:
    window.start_game("troyes", _troyes_game())
    first = troyes_page(window).model
    first.apply(first.legal_actions()[0])
    history = list(first.game.history)
    # Cancel: nothing changes.
    _dialog_accept(window)
    box = window.unsaved_box
    assert box is not None and box.isVisible()
    assert [b.text() for b in (box.keep_button, box.save_button)] == [
        "Keep it among the unfinished games", "Save As\u2026"]
    assert box.defaultButton() is box.keep_button and box.buttons()[0] is box.keep_button
    assert not any("Discard" in b.text() or "Throw" in b.text() for b in box.buttons())
    assert "Anna, Faye" in box.informativeText() and "round 2 of 4" in box.informativeText()
    assert "Continue on the start screen resumes it" in box.informativeText()
    box.cancel_button.click()
    qtbot.waitUntil(lambda: window.unsaved_box is None)
    assert troyes_page(window).model is first and list(first.game.history) == history
    assert window.stack.currentWidget() is troyes_page(window)
    # Keep (the default): the new game starts, the first one is among the unfinished games as it was.
    _dialog_accept(window)
    _answer(qtbot, window, window.unsaved_box.keep_button)
    assert troyes_page(window).model is not first and troyes_page(window).model.game.history == []
    kept = [e for e in autosaves.unfinished() if e.path == first.autosave_file]
    assert kept and json.loads(first.autosave_file.read_text())["actions"] == [list(a) for a in history]
    # Save As: asks for a file, writes it, then starts the new game; the game stays listed with its file.
    second = troyes_page(window).model
    second.apply(second.legal_actions()[0])
    target = tmp_path / "kept.troyes.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    _dialog_accept(window)
    _answer(qtbot, window, window.unsaved_box.save_button)
    assert target.exists()
    assert json.loads(target.read_text())["actions"] == [list(a) for a in second.game.history]
    assert troyes_page(window).model is not second
    listed = [e for e in autosaves.unfinished() if e.path == second.autosave_file]
    assert listed and listed[0].file == str(target) and listed[0].in_file


def test_back_to_the_start_screen_and_quit_ask_first(window, qtbot) -> None:
    window.start_game("troyes", _troyes_game())
    kept = troyes_page(window).model.autosave_file
    window.start_action.trigger()
    assert window.unsaved_box is not None and "start screen" in window.unsaved_box.text()
    window.unsaved_box.cancel_button.click()
    qtbot.waitUntil(lambda: window.unsaved_box is None)
    assert window.stack.currentWidget() is troyes_page(window)
    window.close()
    assert window.isVisible(), "quitting waits for the answer"
    assert "quit" in window.unsaved_box.text()
    _answer(qtbot, window, window.unsaved_box.keep_button)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert kept in [e.path for e in autosaves.unfinished()]        # kept: Continue resumes it


def test_every_unfinished_game_is_listed_and_continues_exactly(window, qtbot) -> None:
    window.start_game("troyes", _troyes_game(seed=3))
    troyes_state = troyes_page(window).model.game.state_dict()
    troyes_file = troyes_page(window).model.autosave_file
    os.utime(troyes_file, (1, 1))
    dice = DiceGame.new(2, seed=4, names=["Geoffrey", "Emily"])
    window.start_game("dice", dice)                 # a programmatic start keeps the first game listed
    dice_model = dice_page(window).model
    dice_model.apply(dice_model.legal_actions()[0])
    dice_state = dice_model.game.state_dict()
    window.drop_game()
    window.show_start_screen()
    rows = window.start_screen.entry_rows
    assert len(rows) == 2
    texts = [label.text() for label, _, _ in rows]
    assert texts[0].startswith("Troyes Dice: Geoffrey, Emily \u2014 day 1 of 8")       # most recent first
    assert texts[1].startswith("Troyes: Anna, Faye \u2014 round 2 of 4")
    assert all("today at" in t for t in texts)
    assert rows[0][1] is window.start_screen.continue_button and rows[0][1].isDefault()
    assert not rows[1][1].isDefault()
    rows[1][1].click()
    assert window.stack.currentWidget() is troyes_page(window)
    assert troyes_page(window).model.game.state_dict() == troyes_state
    assert troyes_page(window).model.autosave_file == troyes_file   # it goes on in its own automatic save
    window.drop_game()
    window.show_start_screen()
    window.start_screen.continue_button.click()
    assert window.stack.currentWidget() is dice_page(window)
    assert dice_page(window).model.game.state_dict() == dice_state


def test_a_loaded_game_is_kept_in_its_file_with_ctrl_s(window, qtbot, tmp_path) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel

    path = tmp_path / "club.troyes.json"
    TroyesModel(_troyes_game(), autosave=False).save(path)
    assert window.load_file(path)
    model = troyes_page(window).model
    assert model.file_path == path and not model.needs_saving()
    model.apply(model.legal_actions()[0])
    assert model.needs_saving() and window.isWindowModified()
    assert window.file_save_action.shortcut().toString() == "Ctrl+S"
    window.file_save_action.trigger()                    # Save writes back to the file it came from
    assert json.loads(path.read_text())["actions"][-1] == list(model.game.history[-1])
    assert not model.needs_saving() and not window.isWindowModified()
    assert model.autosave_file is not None and model.autosave_file.exists()   # and it is autosaved too
    window.start_action.trigger()                        # safely in its file: no question
    assert window.unsaved_box is None and window.stack.currentWidget() is window.start_screen


def _refuse_writes(monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied", "/somewhere/.autosave.tmp")

    monkeypatch.setattr(serialization.tempfile, "mkstemp", refuse)


def test_a_failing_autosave_is_shown_at_once_in_plain_words(window, qtbot, tmp_path, monkeypatch) -> None:
    window.start_game("troyes", _troyes_game())
    model = troyes_page(window).model
    _refuse_writes(monkeypatch)
    action = model.legal_actions()[0]
    assert model.apply(action)
    assert model.game.history[-1] == tuple(action)          # the game in memory goes on
    box = window.save_failure_box
    assert box is not None and box.isVisible()
    text = box.text()
    assert "The automatic save failed" in text and "does not allow writing" in text
    assert "Save elsewhere" in text and box.elsewhere_button.text() == "Save elsewhere\u2026"
    for raw in ("Errno", ".tmp", "Permission denied"):
        assert raw not in text
    assert window.save_warning.isVisible()
    # Save As into a folder that refuses: the same plain words, nothing raw.
    assert not window.save_file(tmp_path / "x.troyes.json")
    assert "Saving the game to x.troyes.json failed" in window.save_failure_box.text()
    assert "Errno" not in window.save_failure_box.text()
    # Save elsewhere once writing works again.
    monkeypatch.undo()
    target = tmp_path / "elsewhere.troyes.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_failure_box.elsewhere_button.click()
    qtbot.waitUntil(target.exists)
    assert model.file_path == target
    assert model.apply(model.legal_actions()[0]) and not model.autosave_failing
    assert not window.save_warning.isVisible()


def test_failure_messages_name_the_reason() -> None:
    import errno

    target = Path("/home/anna/games/x.troyes.json")
    full = autosaves.write_failure(OSError(errno.ENOSPC, "No space", "/tmp/.x.tmp"), target, "Saving")
    assert "the disk is full" in full and ".tmp" not in full
    ro = autosaves.write_failure(OSError(errno.EROFS, "Read-only", "/tmp/.x.tmp"), target, "Saving")
    assert "read-only" in ro and "/home/anna/games" in ro


KILLED_GAME = r"""
import json, os, signal, sys
from PySide6.QtCore import QCoreApplication
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.troyes.game import Game
app = QCoreApplication([])
model = TroyesModel(Game.new(3, seed=9))
for _ in range(25):
    model.apply(model.legal_actions()[-1])
print(json.dumps(model.game.state_dict()), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_exact_resume_after_the_process_is_killed(tmp_path) -> None:
    env = dict(os.environ, TROYES_DESKTOP_HOME=str(tmp_path), PYTHONPATH=str(ROOT),
               QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-c", KILLED_GAME], env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == -9
    state = json.loads(run.stdout.strip().splitlines()[-1])
    check = ("import json; from troyes_desktop.model import autosaves;"
             "from troyes_desktop.rules.troyes import saves;"
             "e = autosaves.unfinished(); print(len(e), e[0].progress);"
             "print(json.dumps(saves.load(e[0].path).state_dict()))")
    again = subprocess.run([sys.executable, "-c", check], env=env, capture_output=True, text=True,
                           timeout=120)
    count, rest = again.stdout.split("\n", 1)
    assert count.startswith("1 ")
    assert json.loads(rest) == state


def test_a_game_continued_is_safe_in_its_file_only_if_the_file_holds_it(qtbot, tmp_path) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel

    model = TroyesModel(_troyes_game())
    target = tmp_path / "club.troyes.json"
    assert model.save_to_file(target) == ""
    entry = next(e for e in autosaves.unfinished() if e.path == model.autosave_file)
    assert entry.in_file and entry.file == str(target)
    assert not TroyesModel.resume(entry).needs_saving()
    ahead = TroyesModel(model.game.copy(), autosave=False)    # the file moved on (an autosave had failed)
    ahead.apply(ahead.legal_actions()[0])
    ahead.save(target)
    again = TroyesModel.resume(entry)
    assert again.file_path == target and again.needs_saving()


def test_a_file_opened_twice_is_one_unfinished_game(window, qtbot, tmp_path) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel

    path = tmp_path / "club.troyes.json"
    TroyesModel(_troyes_game(), autosave=False).save(path)
    assert window.load_file(path)
    window.drop_game()
    assert window.load_file(path)
    assert [e.file for e in autosaves.unfinished()] == [str(path)]


def test_an_automatic_save_opened_by_its_path_is_that_game_continued(window, qtbot) -> None:
    """Issue 50: an unfinished game's own automatic save, opened with Load (or on the command line), is that
    game: it goes on in the same automatic save, one entry in the list, not two."""
    window.start_game("troyes", _troyes_game())
    model = troyes_page(window).model
    save = Path(model.autosave_file)
    state = model.game.state_dict()
    window.drop_game()
    window.show_start_screen()
    assert [e.path for e in autosaves.unfinished()] == [save]
    assert window.load_file(save)
    resumed = troyes_page(window).model
    assert Path(resumed.autosave_file) == save and resumed.game.state_dict() == state
    assert resumed.file_path is None                     # not taken for a file of the player's
    resumed.apply(resumed.legal_actions()[0])            # and the game goes on in its own save
    entries = autosaves.unfinished()
    assert [e.path for e in entries] == [save] and entries[0].file == ""
    window.drop_game()
    window.show_start_screen()
    assert len(window.start_screen.entry_rows) == 1


def test_a_finished_game_leaves_the_continue_list(qtbot) -> None:
    import random

    from troyes_desktop.model.troyes_model import TroyesModel

    played = Game.new(2, seed=6)
    rng = random.Random(6)
    while not played.over:
        played.apply(rng.choice(played.legal_actions()))
    game = Game(played.setup)
    for action in played.history[:-1]:
        game.apply(action)
    model = TroyesModel(game)
    model.autosave()
    assert [e.path for e in autosaves.unfinished()] == [model.autosave_file]
    model.apply(played.history[-1])                 # the last action ends the game
    assert model.game.over and not model.autosave_file.exists()
    assert autosaves.unfinished() == []


def test_the_autosaves_of_earlier_versions_join_the_list(qtbot) -> None:
    from troyes_desktop.model.dice_model import dice_autosave_path
    from troyes_desktop.model.troyes_model import autosave_path
    from troyes_desktop.rules.dice import saves as dice_saves
    from troyes_desktop.rules.troyes import saves

    troyes = _troyes_game()
    saves.save(troyes, autosave_path())
    dice = DiceGame.new(2, seed=5, names=["Geoffrey", "Emily"])
    dice.apply(dice.legal_actions()[0])
    dice_saves.save_game(dice, dice_autosave_path())
    listed = {e.mode: e for e in autosaves.unfinished()}
    assert not autosave_path().exists() and not dice_autosave_path().exists()     # moved, not copied
    assert listed["troyes"].players == "Anna, Faye" and listed["troyes"].progress == "round 2 of 4"
    assert listed["dice"].players == "Geoffrey, Emily" and listed["dice"].progress == "day 1 of 8"
    assert saves.load(listed["troyes"].path).state_dict() == troyes.state_dict()


def test_a_game_is_thrown_away_only_from_the_list_named_and_with_undo(window, qtbot) -> None:
    window.start_game("troyes", _troyes_game())
    kept = troyes_page(window).model.autosave_file
    window.drop_game()
    window.show_start_screen()
    screen = window.start_screen
    assert len(screen.entry_rows) == 1 and len(screen.throw_buttons) == 1
    throw = screen.throw_buttons[0]
    assert throw.text() == "Remove\u2026" and throw is not screen.continue_button
    throw.click()
    box = window.throw_box
    assert box.isVisible() and "Troyes: Anna, Faye \u2014 round 2 of 4" in box.text()
    assert box.text().startswith("Remove \u201c") and "deleted" in box.informativeText()
    assert box.defaultButton() is box.keep_button               # keeping it is the default
    box.keep_button.click()
    assert kept.exists() and len(screen.entry_rows) == 1
    screen.throw_buttons[0].click()
    window.throw_box.throw_button.click()
    assert not kept.exists() and screen.entry_rows == [] and autosaves.unfinished() == []
    assert screen.thrown_row.isVisible() and "Anna, Faye" in screen.thrown_label.text()
    qtbot.mouseClick(screen.undo_thrown_button, Qt.MouseButton.LeftButton)
    assert kept.exists() and [e.path for e in autosaves.unfinished()] == [kept]
    assert len(screen.entry_rows) == 1 and not screen.thrown_row.isVisible()
    # Thrown away again: the next start of Troyes Desktop lets it go for good.
    screen.throw_buttons[0].click()
    window.throw_box.throw_button.click()
    thrown = kept.parent / autosaves.THROWN_FOLDER / kept.name
    assert thrown.exists()
    autosaves._started = False              # as at the next start
    assert autosaves.unfinished() == [] and not thrown.exists()
