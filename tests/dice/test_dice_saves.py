"""Saves replay exactly; copies are independent; views show what a player needs."""

import json

import pytest
from dice_helpers import new_game

from troyes_desktop.rules.common.errors import IllegalAction, SaveError
from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice.saves import load_game, replay_summary, save_game
from troyes_desktop.rules.dice.simulate import play_random


def random_steps(g, n, seed=0):
    rng = Rng(seed)
    for _ in range(n):
        if g.over:
            break
        legal = g.legal_actions()
        g.apply(legal[rng.randint(0, len(legal) - 1)])
    return g


@pytest.mark.parametrize(
    "players,modules,numbering",
    [(1, (), "first"), (3, ("banquets-and-raids",), "rolled"), (6, ("banquets-and-raids",), "expert")],
)
def test_save_and_load_replay_to_the_same_state(tmp_path, players, modules, numbering):
    g = random_steps(Game.new(players, seed=11, modules=modules, numbering=numbering), 30, seed=4)
    path = tmp_path / "game.json"
    save_game(g, path)
    data = json.loads(path.read_text())
    assert data["format"] == "troyes-desktop-save" and data["game"] == "dice" and data["version"] == 1
    assert data["setup"] == {"players": players, "seed": 11, "modules": list(modules), "numbering": numbering}
    assert len(data["actions"]) == 30 and not g.over
    loaded = load_game(path)
    assert loaded.state_dict() == g.state_dict()
    assert loaded.legal_actions() == g.legal_actions()
    # Both go on identically.
    random_steps(g, 500, seed=8)
    random_steps(loaded, 500, seed=8)
    assert loaded.state_dict() == g.state_dict()


def test_replay_summary_of_a_finished_game(tmp_path):
    g = new_game(players=2, seed=3)
    play_random(g, Rng(3))
    save_game(g, tmp_path / "done.json")
    summary = replay_summary(tmp_path / "done.json")
    assert summary["over"] is True and summary["game"] == "dice"
    assert summary["scores"] == g.scores()
    assert summary["winners"] == g.winners()
    assert summary["breakdown"] == g.scoring()
    json.dumps(summary)


@pytest.mark.parametrize(
    "mutate,message",
    [
        (lambda d: d.update(format="other"), "not a Troyes Desktop save"),
        (lambda d: d.update(game="troyes"), "not Troyes Dice"),
        (lambda d: d.update(version=99), "unknown save version"),
        (lambda d: d["setup"].update(players=12), "invalid setup"),
        (lambda d: d["actions"].insert(0, ["die", 4, "gold"]), "action 1 of the save cannot be replayed"),
        (lambda d: d["actions"].append({"x": 1}), "must be a JSON array"),
    ],
)
def test_bad_saves_are_refused_with_a_reason(mutate, message):
    g = random_steps(new_game(players=2, seed=2), 10)
    data = json.loads(json.dumps(g.to_save()))
    mutate(data)
    with pytest.raises(SaveError, match=message):
        Game.from_save(data)


def test_unreadable_file_is_a_save_error(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(SaveError):
        load_game(bad)


def test_copy_is_independent_and_identical():
    g = random_steps(new_game(players=3, seed=5, modules=("banquets-and-raids",)), 40)
    c = g.copy()
    assert c.state_dict() == g.state_dict()
    before = g.state_dict()
    random_steps(c, 200, seed=1)
    assert g.state_dict() == before
    random_steps(g, 200, seed=1)
    assert c.state_dict() == g.state_dict()


def test_view_shows_legal_actions_only_to_the_deciding_player_and_hides_the_rng():
    g = new_game(players=2)
    v0, v1 = g.view(0), g.view(1)
    assert "rng" not in v0
    assert v0["legal_actions"] == g.legal_actions() and v1["legal_actions"] == []
    assert v0["sheets"] == v1["sheets"]
    json.dumps(v0)


def test_why_illegal_gives_reasons():
    g = new_game()
    assert g.why_illegal(g.legal_actions()[0]) is None
    assert "must choose a die" in g.why_illegal(("gain",))
    with pytest.raises(IllegalAction) as err:
        g.apply(("gain",))
    assert err.value.reason == g.why_illegal(("gain",))
