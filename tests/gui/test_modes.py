"""Troyes and Troyes Dice are peers behind one interface (shared_ui/mode.py): each implements all of it, and
the shell finds a save's mode, its model, its summary and its page through it alone."""
from __future__ import annotations

import inspect

import pytest

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.app.modes import MODES, Mode, mode_of_file, mode_of_model
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game

GAMES = {"troyes": lambda: Game.new(2, seed=3, names=["Anna", "Faye"]),
         "dice": lambda: DiceGame.new(2, seed=3, names=["Anna", "Faye"])}


def test_every_mode_implements_the_whole_interface() -> None:
    assert set(MODES) == {"troyes", "dice"}
    methods = [name for name, f in inspect.getmembers(Mode, inspect.isfunction) if not name.startswith("_")]
    assert {"read", "summary", "model_class", "open_new_game_dialog", "show", "page", "close", "undo",
            "redo", "show_scoring"} <= set(methods)
    for mode in MODES.values():
        for name in methods:
            if name == "owns" or name in Mode.SHARED:      # optional capabilities, the base's page
                continue
            assert getattr(type(mode), name) is not getattr(Mode, name), f"{mode.key} lacks {name}"


@pytest.mark.parametrize("key", ["troyes", "dice"])
def test_a_save_finds_its_mode_model_and_page(window, qtbot, tmp_path, key) -> None:
    mode = MODES[key]
    model = mode.model_class()(GAMES[key](), autosave=False)
    model.apply(model.legal_actions()[0])
    path = tmp_path / f"game{'.troyes' if key == 'troyes' else '.dice'}.json"
    model.save(path)
    assert mode_of_file(path) is mode
    assert mode.read(path).state_dict() == model.game.state_dict()
    summary = mode.summary(model.game)
    assert summary["mode"] == key and "Anna, Faye" in summary["players"] and not summary["over"]
    assert window.load_file(path)
    assert mode_of_model(window.active) is mode
    assert window.stack.currentWidget() is mode.page(window)
    assert window.active.game.state_dict() == model.game.state_dict()
    assert window.undo_action.text().startswith("Undo unavailable")   # nothing of this session to take back
    window.drop_game()
    assert window.active is None and window.windowTitle() == "Troyes Desktop"
    assert troyes_page(window).model is None and dice_page(window).model is None
