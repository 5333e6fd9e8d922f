"""view() hides what a seat cannot see and hands out copies, never the live setup (issue 14)."""
from __future__ import annotations

import json
import random

from troyes_desktop.rules.dice.game import Game as DiceGame
from troyes_desktop.rules.troyes import Game


def _until_revealed(game: Game) -> Game:
    rng = random.Random(1)
    while not any(game.slot_revealed):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_face_down_cards_show_neither_their_name_nor_their_spaces():
    game = _until_revealed(Game.new(4, seed=8))
    view = game.view(0)
    down = [s for s in view["slots"] if not s["revealed"]]
    up = [s for s in view["slots"] if s["revealed"]]
    assert down and up
    # Every face-down card looks the same: nothing tells two of them apart (the real counts differ).
    assert all(s == {"card": None, "revealed": False, "spaces": None, "illustration": [], "cubes": [0] * 5}
               for s in down)
    assert len({len(s) for s in game.slot_spaces}) > 1
    for i, s in enumerate(view["slots"]):
        if s["revealed"]:
            assert s["card"] == game.slot_card[i] and s["spaces"] == game.slot_spaces[i]
    json.dumps(view)


def test_troyes_view_and_state_are_copies_without_the_seed():
    game = Game.new(3, seed=8, names=["Anna", "Faye", "Geoffrey"],
                    options={"modules": ["events"], "colours": ["blue", "green", "orange"]})
    before = json.dumps(game.state_dict(), sort_keys=True)
    view = game.view(1)
    assert "seed" not in view["setup"] and "rng" not in view
    view["setup"]["names"][0] = "Mallory"
    view["setup"]["options"]["modules"].append("ramparts")
    view["setup"]["options"]["colours"].reverse()
    state = game.state_dict()
    state["setup"]["names"].append("Eve")
    state["setup"]["options"]["colours"][0] = "purple"
    assert game.setup["names"] == ["Anna", "Faye", "Geoffrey"]
    assert json.dumps(game.state_dict(), sort_keys=True) == before


def test_dice_view_hides_the_seed_and_is_a_copy():
    game = DiceGame.new(2, seed=1234, names=["Anna", "Bo"], modules=("banquets-and-raids",))
    view = game.view(0)
    assert "seed" not in view["setup"] and "rng" not in view
    assert "1234" not in json.dumps(view)
    view["setup"]["names"][0] = "Mallory"
    view["setup"]["modules"].clear()
    game.public_state()["setup"]["names"][1] = "Eve"
    assert game.setup == {"players": 2, "seed": 1234, "modules": ["banquets-and-raids"], "numbering": "first",
                          "names": ["Anna", "Bo"]}
    assert game.state_dict()["setup"]["seed"] == 1234      # the full state (saves, checks) keeps it
