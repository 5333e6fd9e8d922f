"""Property tests of The Ladies of Troyes: seeded random games with every module on, and a sweep
over random module combinations (2, 3 and 4 players), the base invariants checked after every action.

``LADIES_GAMES`` (environment) raises the number of all-module games (default 1000, ~60 s on one core);
``TROYES_SWEEP`` (tests/sweep.py) scales both counts.
"""
from __future__ import annotations

import json
import os
import random

import pytest

from tests.sweep import scaled
from troyes_desktop.rules.common.serialization import action_from_json, action_to_json
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.board import CUBES_AT_START, MAX_CITIZENS, NEUTRAL
from troyes_desktop.rules.troyes.ladies import MODULES, PURPLE

GAMES = scaled(int(os.environ.get("LADIES_GAMES", "1000")))
CHUNK = 50
SWEEP = scaled(150, step=3)     # a third for each player count


def check_invariants(g: Game) -> None:
    ex = g.expansion
    on_cards = [0] * 5
    for s in range(9):
        for o in range(5):
            on_cards[o] += g.slot_cubes[s][o]
    for p, pl in enumerate(g.players):
        assert pl.deniers >= 0, f"{pl.name} has {pl.deniers} deniers"
        assert 0 <= pl.influence <= 20, f"{pl.name} has {pl.influence} influence"
        assert pl.vp >= 0
        placed = sum(1 for b in range(3) for o in g.spaces[b] if o == p)
        placed += sum(1 for b in range(3) for o in g.expelled[b] if o == p)
        placed += sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)
        placed += ex["possessed"].count(p)
        assert placed + pl.supply == pl.citizens <= MAX_CITIZENS
        assert pl.supply >= 0
        cubes = sum(1 for o in g.cathedral + ex["cathedral4"] if o == p) + sum(e[1].count(p) for e in g.queue)
        cubes += on_cards[p] + sum(t[p] for t in ex["tile_cubes"])
        assert cubes + pl.cubes == CUBES_AT_START
        assert all(t[p] >= 0 for t in ex["tile_cubes"])
        assert 0 <= ex["guard"][p] <= 20
    gray = sum(1 for b in range(3) for o in g.spaces[b] + g.expelled[b] if o == NEUTRAL)
    gray += sum(1 for s in range(9) for o in g.slot_spaces[s] if o == NEUTRAL)
    total_gray = 8 if set(ex["modules"]) <= {"promos"} else 10
    assert gray + g.gray_supply == total_gray and g.gray_supply >= 0
    purple = [o for c, v, o in g.dice.values() if c == PURPLE]
    for colour, value, owner in g.dice.values():
        assert 1 <= value <= 6 and colour in (0, 1, 2, 3) and (owner == NEUTRAL or 0 <= owner < g.n)
    assert NEUTRAL not in purple and len(purple) == len(set(purple))
    if not ex["hof"]:
        assert not purple
    for s in range(9):
        people = [o for o in g.slot_spaces[s] + g.slot_illus[s] if o is not None and o != NEUTRAL]
        assert len(people) == len(set(people))
    if not g.over:
        assert g.legal_actions(), f"no legal action at {g.pending}"


def play_checked(players: int, seed: int, modules, options=None, full: bool = True) -> Game:
    opts = {"modules": list(modules), **(options or {})}
    game = Game.new(players, seed=seed, options=opts)
    replay = Game.new(players, seed=seed, options=opts) if full else None
    chooser = random.Random(seed)
    steps = 0
    while not game.over:
        actions = game.legal_actions()
        action = actions[chooser.randrange(len(actions))]
        game.apply(action)
        check_invariants(game)
        steps += 1
        if full:
            replay.apply(action_from_json(json.loads(json.dumps(action_to_json(action)))))
            if steps % 13 == 0:
                state = game.state_dict()
                assert replay.state_dict() == state
                assert json.loads(json.dumps(state)) == state
                assert game.copy().state_dict() == state
        assert steps < 20000
    loaded = saves.from_dict(json.loads(json.dumps(saves.to_dict(game))))
    assert loaded.state_dict() == game.state_dict()
    assert loaded.scores == game.scores
    assert game.round == game.rounds and len(game.scores) == players
    assert any(s["winner"] for s in game.scores)
    return game


@pytest.mark.parametrize("chunk", range((GAMES + CHUNK - 1) // CHUNK))
def test_games_with_every_module_keep_every_invariant(chunk):
    for i in range(CHUNK):
        seed = 10_000 + chunk * CHUNK + i
        if seed - 10_000 >= GAMES:
            break
        play_checked(2 + seed % 3, seed, MODULES, full=(seed % 5 == 0))


@pytest.mark.parametrize("players", (2, 3, 4))
def test_random_module_combinations(players):
    r = random.Random(players)
    for i in range(SWEEP // 3):
        mods = [m for m in MODULES if r.random() < 0.5] or [r.choice(MODULES)]
        options = {"activities_setup": r.choice(("shuffled", "alone")),
                   "events_setup": r.choice(("shuffled", "alone"))}
        play_checked(players, 50_000 + players * 1000 + i, mods, options, full=(i % 3 == 0))
