"""``Game.determinized`` for Troyes Dice: what a seat cannot see is resampled, what it can see is kept."""

from __future__ import annotations

from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice.simulate import play_random


def _played(seed: int, steps: int, players: int = 2, modules=()) -> Game:
    game = Game(players=players, seed=seed, modules=modules)
    rng = Rng(seed + 100)
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randint(0, len(legal) - 1)])
    return game


def _visible(game: Game) -> dict:
    state = game.public_state()
    for plaza in state["plazas"]:
        del plaza["tile_index"], plaza["face"]  # which tile lies there is hidden until it is turned over
    del state["setup"]["seed"]
    return state


def _twin_with_other_secrets(game: Game) -> Game:
    """The same table with other future rolls and other hidden plaza backs (same faces showing)."""
    twin = game.copy()
    twin.rng = Rng(state=game.rng.state ^ 0xABCDEF)
    twin.setup = dict(game.setup, seed=game.setup["seed"] + 1)
    pairs = game.data.plaza_pairs
    hidden = [k for k in range(9) if not game.backs_seen[k]]
    tiles = list(game.plaza_tile)
    for i in hidden:  # swap two hidden tiles showing the same colour but with different backs
        for j in hidden:
            ci, cj = game.plaza_colour(i), game.plaza_colour(j)
            if i < j and ci == cj and set(pairs[tiles[i]]) != set(pairs[tiles[j]]):
                if (i in game.tiles or j in game.tiles) and pairs[tiles[i]][0] != pairs[tiles[i]][1]:
                    continue
                tiles[i], tiles[j] = tiles[j], tiles[i]
                twin.plaza_tile = tiles
                for k in (i, j):
                    a, b = pairs[tiles[k]]
                    twin.plaza_face[k] = 0 if a == game._plaza_colour(k) else 1
                return twin
    return twin


def test_determinized_keeps_what_is_seen_and_hides_the_rest():
    for seed in range(30):
        game = _played(seed, seed * 4, modules=("banquets-and-raids",) if seed % 2 else ())
        seen = game.determinized(1, seed=7)
        assert _visible(seen) == _visible(game)
        assert seen.rng.state != game.rng.state
        assert seen.setup["seed"] != game.setup["seed"] or game.setup["seed"] == 7
        assert seen.tiles == game.tiles  # Banquets and Raids tiles: both sides are printed in the rulebook
        for k in range(9):
            if game.backs_seen[k]:
                assert seen.plaza_tile[k] == game.plaza_tile[k]
            else:
                assert seen.plaza_colour(k) == game.plaza_colour(k)
        # The copy is a game that can be played to its end, and the real game is untouched.
        before = game.state_dict()
        play_random(seen, Rng(seed))
        assert game.state_dict() == before


def test_determinized_depends_only_on_what_the_seat_sees():
    swapped = 0
    for seed in range(40):
        game = _played(seed, 3 + seed % 7)
        twin = _twin_with_other_secrets(game)
        swapped += twin.plaza_tile != game.plaza_tile
        a, b = game.determinized(0, seed=3), twin.determinized(0, seed=3)
        assert a.rng.state == b.rng.state
        assert [a.data.plaza_pairs[t] for t in a.plaza_tile] == [b.data.plaza_pairs[t] for t in b.plaza_tile]
        assert a.plaza_face == b.plaza_face
        assert _visible(a) == _visible(b)
        # Same futures: the same actions lead to the same rolls and the same faces turned over.
        play_random(a, Rng(seed))
        play_random(b, Rng(seed))
        assert a.scores() == b.scores()
    assert swapped > 10  # the twins really differed in their hidden backs


def test_turned_over_plazas_are_known():
    game = _played(5, 60, players=1)
    assert any(game.backs_seen)
    for seed in range(10):
        seen = game.determinized(0, seed)
        for k in range(9):
            if game.backs_seen[k]:
                assert game.data.plaza_pairs[seen.plaza_tile[k]] == game.data.plaza_pairs[game.plaza_tile[k]]
