"""Games finished through the Qt models land in the store exactly once (Troyes, solo and Troyes Dice)."""

from __future__ import annotations

import random

import pytest

from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.store import db as store_db
from troyes_desktop.store import open_store, take_notices
from troyes_desktop.store.records import game_key, save_dict


@pytest.fixture(autouse=True)
def fresh_store():
    path = store_db.store_path()
    if path.exists():
        path.unlink()
    take_notices()
    yield path


def _play_to_end(model, seed: int) -> int:
    """Random legal play through the model; returns how many times gameOver was emitted."""
    ends = []
    model.gameOver.connect(lambda: ends.append(1))
    r = random.Random(seed)
    while not model.game.over:
        acts = model.legal_actions()
        busy = [a for a in acts if a[0] not in ("pass", "cancel")] or acts
        assert model.apply(r.choice(busy if r.random() < 0.8 else acts))
    return len(ends)


@pytest.mark.parametrize(
    "game",
    [
        lambda: Game.new(players=3, seed=4, names=["Anna", "Faye", "Geoffrey"]),
        lambda: Game.new(players=1, seed=5, solo=True, names=["Anna"]),
        lambda: DiceGame.new(2, seed=6, names=["Anna", "Emily"]),
    ],
)
def test_a_game_finished_through_the_model_is_stored_once(qapp, game, fresh_store):
    g = game()
    model = (DiceModel if isinstance(g, DiceGame) else TroyesModel)(g, autosave=False)
    assert _play_to_end(model, 9) == 1
    assert model.stored
    with open_store() as store:
        assert store.count_games() == 1
        (row,) = store.history()
        assert row["key"] == game_key(save_dict(model.game))
        assert [p[2] for p in row["players"]] == (
            model.game.scores() if isinstance(g, DiceGame) else [s["total"] for s in model.game.scores[: g.n]]
        )
    # The game ends again for the model (e.g. reopened from its save and ended): still one record.
    again = (DiceModel if isinstance(g, DiceGame) else TroyesModel)(model.game.copy(), autosave=False)
    again._after_change([], again.pending)
    assert not again.stored
    with open_store() as store:
        assert store.count_games() == 1
    assert take_notices() == []


def test_a_damaged_store_is_reported_once_and_play_goes_on(qapp, fresh_store):
    fresh_store.write_bytes(b"not a database" * 100)
    model = TroyesModel(Game.new(players=2, seed=3), autosave=False)
    _play_to_end(model, 3)
    assert model.stored
    (notice,) = take_notices()
    assert notice.startswith(
        "The list of finished games was damaged: it has been kept as games.sqlite3.damaged-"
    )
    assert take_notices() == []
