"""Property tests: thousands of seeded random games, invariants checked after every action."""
from __future__ import annotations

import json
import random

import pytest

from tests.sweep import scaled
from troyes_desktop.rules.common.serialization import action_from_json, action_to_json
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.board import CUBES_AT_START, GRAY_CITIZENS, MAX_CITIZENS, NEUTRAL

CHUNK = 100
GAMES = scaled(2100, step=CHUNK)          # over 2, 3 and 4 players (TROYES_SWEEP scales it)


def check_invariants(g: Game) -> None:
    on_cards = [0] * 5
    for s in range(9):
        for o in range(5):
            on_cards[o] += g.slot_cubes[s][o]
    for p, pl in enumerate(g.players):
        assert pl.deniers >= 0, f"{pl.name} has {pl.deniers} deniers"
        assert 0 <= pl.influence <= 20, f"{pl.name} has {pl.influence} influence"
        assert pl.vp >= 0
        assert pl.district_deniers >= 0
        # Citizens: every one of the player's citizens is somewhere, and never more than 12.
        placed = sum(1 for b in range(3) for o in g.spaces[b] if o == p)
        placed += sum(1 for b in range(3) for o in g.expelled[b] if o == p)
        placed += sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == p)
        assert placed + pl.supply == pl.citizens <= MAX_CITIZENS
        assert pl.supply >= 0
        # Cubes are conserved: supply + cathedral + event cards + activity cards.
        cubes = sum(1 for o in g.cathedral if o == p) + sum(e[1].count(p) for e in g.queue) + on_cards[p]
        assert cubes + pl.cubes == CUBES_AT_START
    gray = sum(1 for b in range(3) for o in g.spaces[b] + g.expelled[b] if o == NEUTRAL)
    assert gray + g.gray_supply == GRAY_CITIZENS and g.gray_supply >= 0
    for colour, value, owner in g.dice.values():
        assert 1 <= value <= 6 and colour in (0, 1, 2) and (owner == NEUTRAL or 0 <= owner < g.n)
    # Each player has at most one tradesman per activity card.
    for s in range(9):
        people = [o for o in g.slot_spaces[s] + g.slot_illus[s] if o is not None]
        assert len(people) == len(set(people))
    if not g.over:
        assert g.legal_actions(), f"no legal action at {g.pending}"


def play_checked(players: int, seed: int) -> Game:
    game = Game.new(players, seed=seed)
    replay = Game.new(players, seed=seed)
    chooser = random.Random(seed)
    steps = 0
    while not game.over:
        actions = game.legal_actions()
        action = actions[chooser.randrange(len(actions))]
        game.apply(action)
        # Replay through the saved (JSON) form of the action reproduces the same state.
        replay.apply(action_from_json(json.loads(json.dumps(action_to_json(action)))))
        state = game.state_dict()
        assert replay.state_dict() == state
        assert json.loads(json.dumps(state)) == state          # the snapshot survives JSON
        check_invariants(game)
        steps += 1
        if steps % 97 == 0:
            assert game.copy().state_dict() == state
    # Whole save file written and read back: identical game.
    loaded = saves.from_dict(json.loads(json.dumps(saves.to_dict(game))))
    assert loaded.state_dict() == game.state_dict()
    assert loaded.scores == game.scores
    return game


@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_games_keep_every_invariant(chunk):
    for i in range(CHUNK):
        seed = chunk * CHUNK + i
        players = 2 + seed % 3
        game = play_checked(players, seed)
        assert game.round == players + 2
        assert len(game.scores) == players
        assert any(s["winner"] for s in game.scores)
