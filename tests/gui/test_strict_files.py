"""The window and damaged files (issue 14): a refused Load changes nothing and the game keeps autosaving;
Continue never raises; the player's card_overrides.json reaches new games (or is reported and left out);
a hostile old achievements file never stops the store; stray temporary files go at start-up;
``troyes-desktop FILE`` opens a save in the window."""
from __future__ import annotations

import json
import os
import random
import time

import pytest

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop import cli
from troyes_desktop.model import autosaves, dice_profiles
from troyes_desktop.model.dice_model import dice_autosave_path
from troyes_desktop.model.troyes_model import autosave_path
from troyes_desktop.paths import config_dir, data_dir
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.data import user_overrides_path
from troyes_desktop.store import open_store


def _dice_save(names) -> dict:
    return {"format": "troyes-desktop-save", "version": 1, "game": "dice",
            "setup": {"players": len(names), "seed": 3, "modules": [], "numbering": "first", "names": names},
            "actions": []}


def _close_message(win) -> str:
    box = win.last_message
    text = box.text()
    box.close()
    return text


def _clear_autosaves() -> None:
    for path in (autosave_path(), dice_autosave_path()):
        if path.exists():
            path.unlink()
    for entry in autosaves.unfinished(adopt=False):
        autosaves.remove(entry.path)


def test_a_refused_load_keeps_the_game_shown_and_autosaving(window, qtbot, tmp_path):
    _clear_autosaves()
    window.start_game("troyes", Game.new(2, seed=5, names=["Anna", "Faye"]))
    model, page = troyes_page(window).model, window.stack.currentWidget()
    bad = {
        "names7.json": json.dumps(_dice_save([7])),
        "long.json": json.dumps(_dice_save(["N" * 100_000])),
        "surrogate.json": json.dumps(_dice_save(["A\ud800"])),
        "nested.json": "[" * 1000 + "]" * 1000,
        "digits.json": '{"seed": ' + "1" * 4301 + "}",
    }
    doc = saves.to_dict(Game.new(3, seed=1))
    doc["setup"]["options"]["colours"] = 7
    bad["colours.json"] = json.dumps(doc)
    doc["setup"]["options"]["colours"] = [None, 5, [], {}]
    bad["colours2.json"] = json.dumps(doc)
    for name, text in bad.items():
        path = tmp_path / name
        path.write_text(text)
        assert window.load_file(path) is False
        message = _close_message(window)
        assert message.startswith(f"{name} ") and message.endswith("The current game is unchanged.")
        assert "Error" not in message and "Traceback" not in message
        assert (
            troyes_page(window).model is model
            and window.stack.currentWidget() is page
            and dice_page(window).model is None
        )
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert window.load_file(fifo) is False
    assert _close_message(window).startswith("pipe.json is a pipe")
    # Still playing, still autosaving: the next move is in the autosave.
    assert troyes_page(window).model.apply(troyes_page(window).model.legal_actions()[0])
    window.repaint()
    assert (
        len(saves.load(troyes_page(window).model.autosave_file).history)
        == 1
        == len(troyes_page(window).model.game.history)
    )


def test_a_damaged_autosave_never_stops_continue(window, qtbot):
    _clear_autosaves()
    dice_autosave_path().write_text(json.dumps(_dice_save([7])))     # an earlier version's, damaged
    assert window.continue_last() is False          # nothing to continue, and no exception
    assert "no unfinished game" in _close_message(window)
    assert dice_autosave_path().exists()            # left as it is, never taken into the list
    # A game's own automatic save damaged after its summary was written: Continue says so plainly.
    slot = autosaves.new_slot("troyes")
    autosaves.write_meta(slot, {"mode": "troyes", "players": "Anna, Faye", "progress": "round 2 of 4",
                                "over": False})
    for text in ("[" * 5000 + "]" * 5000, '{"format": "troyes-desktop-save", "seed": ' + "9" * 5000 + "}"):
        slot.write_text(text)
        os.utime(slot, (time.time() + 5, time.time() + 5))
        assert window.continue_last() is False
        message = _close_message(window)
        assert message.startswith("This game's automatic save cannot be read")
        assert "Error" not in message and "Traceback" not in message
    _clear_autosaves()


def _write_overrides(text: str) -> None:
    path = user_overrides_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def _new_game_from_dialog(win):
    dialog = win.open_new_game("troyes")
    dialog.count_spin.setValue(2)
    dialog.accept()
    return troyes_page(win).model.game


def test_card_overrides_reach_new_games(window, qtbot):
    try:
        _write_overrides(json.dumps({"activities": {"merchant": {"cost": 2, "spaces": [3, 1]}},
                                     "events": {"war": {"banners": 4}}}))
        game = _new_game_from_dialog(window)
        assert game.setup["card_overrides"]["activities"]["merchant"]["cost"] == 2
        assert game.data.activities["merchant"].cost == 2
        assert game.data.activities["merchant"].spaces == (3, 1)
        assert game.data.events["war"].banners == 4
        # The save carries them: it replays the same on a machine without the file.
        user_overrides_path().unlink()
        again = saves.from_dict(json.loads(json.dumps(saves.to_dict(game))))
        assert again.data.activities["merchant"].cost == 2
    finally:
        if user_overrides_path().exists():
            user_overrides_path().unlink()


@pytest.mark.parametrize("text,reason", [
    ('{"activities": {"herbalist": {"cost": -50}}}', "activity card herbalist: cost must be a whole number"),
    ('{"activities": {"merchant": {"divisor": 0}}}', "activity card merchant: divisor must be a whole"),
    ('{"events": {"war": {"vp": [5]}}}', "event card war: vp must be two VP values"),
    ('{"activities": {"nobody": {"cost": 1}}}', "unknown card 'nobody'"),
    ('{"activities": ' + "[" * 2000 + "]" * 2000 + "}", "nested 2001 levels deep"),
    ('{"activities": {"merchant": {"cost": ' + "7" * 4301 + "}}}", "more than 40 digits"),
    ("{", "broken JSON"),
])
def test_bad_card_overrides_are_reported_and_the_game_uses_the_shipped_values(
        window, qtbot, text, reason):
    try:
        _write_overrides(text)
        game = _new_game_from_dialog(window)
        message = _close_message(window)
        assert message.startswith("Your card corrections (card_overrides.json) are not used: ")
        assert reason in message and message.endswith("card values shipped with Troyes Desktop.")
        assert "card_overrides" not in game.setup
        assert game.data.activities["merchant"].cost == Game.new(2).data.activities["merchant"].cost
        assert window.stack.currentWidget() is troyes_page(window) and not game.over
    finally:
        user_overrides_path().unlink()


def _finished_dice(names) -> DiceGame:
    game = DiceGame.new(len(names), seed=31, names=list(names))
    rng = random.Random(2)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("content", [
    "[" * 3000 + "]" * 3000,
    '{"format": "troyes-dice-achievements", "version": 1, "profiles": {}, "games": [' + "9" * 4301 + "]}",
    "fifo",
])
def test_a_hostile_old_achievements_file_never_stops_the_store(tmp_path, content):
    legacy = tmp_path / "dice_achievements.json"
    if content == "fifo":
        os.mkfifo(legacy)                         # would block a plain read forever
    else:
        legacy.write_text(content)
    path = tmp_path / "games.sqlite3"
    game = _finished_dice(["Anna"])
    earned = dice_profiles.record_game(game, ["Anna"], path=path)   # neither blocks nor raises
    assert len(earned) == 1
    with open_store(path) as store:
        assert store.count_games() == 1           # the game is in the history all the same
    assert legacy.exists()                        # left where it was, never half-imported


def test_stray_temporary_files_are_removed_at_start_up(qtbot):
    old = data_dir(create=True) / ".autosave.troyes.json.x1y2z3.tmp"
    old_config = config_dir(create=True) / ".settings.json.abcd.tmp"
    fresh = data_dir() / ".autosave.dice.json.q9w8e7.tmp"
    for path in (old, old_config, fresh):
        path.write_text("{")
    past = time.time() - 600
    os.utime(old, (past, past))
    os.utime(old_config, (past, past))
    win = cli._main_window(None)
    qtbot.addWidget(win)
    assert not old.exists() and not old_config.exists()
    assert fresh.exists()                   # perhaps another window's write under way: left alone
    fresh.unlink()
    win.close()


def test_open_a_save_given_on_the_command_line(qtbot, tmp_path):
    _clear_autosaves()
    game = Game.new(3, seed=6, names=["Anna", "Faye", "Geoffrey"])
    rng = random.Random(3)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "friday.troyes.json"
    saves.save(game, path)
    win = cli._main_window((1280, 720))
    qtbot.addWidget(win)
    win.show()
    assert cli._open_save(win, path, reveal=True) is True
    assert win.stack.currentWidget() is troyes_page(win)
    assert troyes_page(win).model.game.state_dict() == game.state_dict()
    bad = tmp_path / "bad.troyes.json"
    bad.write_text(json.dumps(_dice_save([7])))
    other = cli._main_window((1280, 720))
    qtbot.addWidget(other)
    other.show()
    assert cli._open_save(other, bad) is False
    assert other.stack.currentWidget() is other.start_screen
    assert other.last_message.isVisible()
    assert "the name of player 1 must be some text" in _close_message(other)
    win.close()
    other.close()
    _clear_autosaves()


@pytest.mark.parametrize("argv,words,path", [
    (["game.json"], [], "game.json"),
    (["--size", "800x600", "game.json"], ["--size", "800x600"], "game.json"),
    (["--screenshot", "out.png", "game.json"], ["--screenshot", "out.png"], "game.json"),
    (["--screenshot=out.png", "game.json"], ["--screenshot=out.png"], "game.json"),
    (["--", "--odd-name.json"], [], "--odd-name.json"),
    (["replay", "game.json"], ["replay", "game.json"], None),
    (["simulate", "--games", "2"], ["simulate", "--games", "2"], None),
    (["--screenshot", "out.png"], ["--screenshot", "out.png"], None),
    ([], [], None),
])
def test_the_command_line_tells_a_save_from_a_command(argv, words, path):
    got_words, got_path = cli.split_save_path(argv)
    assert got_words == words
    assert got_path == (None if path is None else cli.Path(path))


def test_a_save_and_a_demo_together_are_refused(capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(["--demo", "troyes-2p", "game.json"])
    assert info.value.code == 2
    assert "either a saved game or a demonstration game" in capsys.readouterr().err
