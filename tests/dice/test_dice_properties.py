"""Properties over thousands of seeded random games, 1-10 players, with and without the expansion.

Invariants: resources never negative and tracks within bounds; citizens 0-20; a building crossed out was
never built and a building built is never crossed out afterwards; Cathedral numbers follow the build order;
bonuses and link bonuses only when earned; every decision offers at least one legal action, and every
offered action is accepted; saves replay to the identical state.

``DICE_PROPERTY_GAMES`` (environment) changes the number of games (default 5000); ``TROYES_SWEEP``
(tests/sweep.py) scales it and the Hypothesis examples.
"""

import json
import os

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.sweep import scaled
from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice import BUILT, CROSSED, EMPTY, Game
from troyes_desktop.rules.dice import data as D

# Whole cycles of 20 games (10 player counts, with and without the expansion).
GAMES = scaled(int(os.environ.get("DICE_PROPERTY_GAMES", "5000")), step=20)
MULTIPLIERS = (1, 1, 2, 2, 3, 3)


def check_sheet(game, sheet):
    data = game.data
    for r in range(3):
        assert data.start_circled <= sheet.circled[r] <= data.track_length
        assert 0 <= sheet.spent[r] <= sheet.circled[r]
        assert 0 <= sheet.citizens[r] <= data.citizen_length
    for k in range(18):
        if sheet.die_crossed[k]:
            # Crossing a die crosses out whatever was not built in that spot.
            assert sheet.buildings[k] != EMPTY and sheet.buildings[18 + k] != EMPTY
        else:
            assert sheet.buildings[k] != CROSSED and sheet.buildings[18 + k] != CROSSED
    numbers = sorted(n for n in sheet.cathedral if n)
    assert sheet.cathedrals == len(numbers) == sheet.buildings[12:18].count(BUILT)
    assert numbers == sorted(MULTIPLIERS[: sheet.cathedrals])
    for j, (row, district, a, b, _gain) in enumerate(data.lozenges):
        if sheet.links[j]:
            base = row * 18 + district * 6
            assert sheet.buildings[base + a] == BUILT and sheet.buildings[base + b] == BUILT
    low = min(sheet.citizens)
    for j, (column, _gain) in enumerate(data.column_bonuses):
        assert sheet.column_bonus[j] == (low >= column)


def play_and_check(players, seed, modules, numbering):
    g = Game.new(players=players, seed=seed, modules=modules, numbering=numbering)
    rng = Rng(seed * 7 + 1)
    built = set()
    crossed = set()
    half = (g.day, g.half)
    steps = 0
    while not g.over:
        legal = g.legal_actions()
        assert legal, f"no legal action at {g.pending}"
        p = g.player
        events = g.apply(legal[rng.randint(0, len(legal) - 1)])
        steps += 1
        for e in events:
            kind = e["type"]
            if kind == "built":
                key = (e["player"], e["building"], e["column"])
                assert key not in crossed and key not in built
                built.add(key)
            elif kind == "die_crossed":
                for b in e["buildings_crossed"]:
                    key = (e["player"], b, e["column"])
                    assert key not in built
                    crossed.add(key)
        check_sheet(g, g.sheets[p])
        if (g.day, g.half) != half:
            half = (g.day, g.half)
            for sheet in g.sheets:
                check_sheet(g, sheet)
    assert steps < 200 * players
    assert (g.day, g.half) == (8, 1)
    for sheet in g.sheets:
        check_sheet(g, sheet)
    for p, b, col in built:
        assert g.sheets[p].building(b, col) == BUILT
    for p, b, col in crossed:
        assert g.sheets[p].building(b, col) == CROSSED
    assert sum(1 for s in g.sheets for x in s.buildings if x == BUILT) == len(built)
    scores = g.scores()
    assert all(0 <= s <= 200 for s in scores)
    assert g.winners() and all(scores[w] == max(scores) for w in g.winners())
    # Save, load and replay: the identical state.
    loaded = Game.from_save(json.loads(json.dumps(g.to_save())))
    assert loaded.state_dict() == g.state_dict()
    return g


def test_thousands_of_random_games_keep_the_invariants():
    numberings = ("first", "rolled", "expert")
    expansion_games = 0
    for i in range(GAMES):
        players = i % 10 + 1
        modules = ("banquets-and-raids",) if (i // 10) % 2 else ()
        expansion_games += bool(modules)
        play_and_check(players, 1000 + i, modules, numberings[(i // 20) % 3])
    assert expansion_games * 2 == GAMES or GAMES < 20


@settings(max_examples=scaled(30), deadline=None)
@given(
    players=st.integers(1, 10),
    seed=st.integers(0, 2**62),
    expansion=st.booleans(),
    numbering=st.sampled_from(D.NUMBERING_MODES),
)
def test_any_seed_any_setup(players, seed, expansion, numbering):
    play_and_check(players, seed, ("banquets-and-raids",) if expansion else (), numbering)
