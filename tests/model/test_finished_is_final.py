"""A finished game is final, in both modes (issue 51, finding 2): the last decision cannot be taken back,
so the final scores stand and the history holds the game once (in the fuzz of the reliability tests, 300
games became 445 records: a game taken back at its end and finished again was stored a second time)."""
from __future__ import annotations

import random

import pytest

from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.store import db as store_db
from troyes_desktop.store import open_store, take_notices


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    store_db._busy_until.clear()
    yield
    take_notices()


def _one_action_from_the_end(new, seed):
    """A game one quiet action (no roll) from its end, and that action (whoever decides it is a person)."""
    for s in range(seed, seed + 40):
        game = new(s)
        rng = random.Random(s)
        while not game.over:
            actions = game.legal_actions()
            busy = [a for a in actions if a[0] not in ("cancel", "concede")] or actions
            game.apply(rng.choice(busy))
        history = list(game.history)
        again = new(s)
        for a in history[:-1]:
            again.apply(a)
        probe = again.copy()
        before = probe.rng.state
        probe.apply(history[-1])
        if probe.over and probe.rng.state == before:
            return again, history[-1]
    raise AssertionError("no quiet last action found")


def _troyes(seed):
    return Game.new(players=2, seed=seed, start_player=0, names=["Anna", "Faye"])


def _dice(seed):
    return DiceGame.new(2, seed=seed, names=["Anna", "Faye"])


def _records() -> int:
    with open_store(store_db.store_path()) as store:
        return store.count_games()


@pytest.mark.parametrize("mode", ["troyes", "dice"])
def test_the_last_decision_of_a_game_cannot_be_taken_back(qtbot, mode) -> None:
    new, model_class = (_troyes, TroyesModel) if mode == "troyes" else (_dice, DiceModel)
    game, last = _one_action_from_the_end(new, 5)
    model = model_class(game)
    ended = []
    model.gameOver.connect(lambda: ended.append(True))
    assert model.apply(last)
    assert model.game.over and ended == [True] and model.stored
    assert _records() == 1
    assert not model.can_undo() and model.undo_plan() is None
    assert model.undo_refusal() == "the game is over and its final scores stand."
    refused = []
    model.refused.connect(refused.append)
    history = list(model.game.history)
    assert not model.undo()
    assert refused == ["the game is over and its final scores stand."]
    assert list(model.game.history) == history and model.game.over
    assert not model.can_redo()
    assert _records() == 1 and ended == [True]          # stored once, its end said once


@pytest.mark.parametrize("mode", ["troyes", "dice"])
def test_a_finished_game_opened_again_cannot_be_taken_back_either(qtbot, mode) -> None:
    new, model_class = (_troyes, TroyesModel) if mode == "troyes" else (_dice, DiceModel)
    game, last = _one_action_from_the_end(new, 9)
    game.apply(last)
    model = model_class(game, autosave=False)
    assert not model.can_undo()
    assert model.undo_refusal() == "the game is over and its final scores stand."


def test_the_history_refuses_a_second_record_of_the_same_game(qtbot) -> None:
    from troyes_desktop.store import build_record

    game, last = _one_action_from_the_end(_troyes, 5)
    game.apply(last)
    record = build_record(game)
    with open_store(store_db.store_path(), write=True) as store:
        assert store.add_game(record)
        assert not store.add_game(record)
        assert store.count_games() == 1
