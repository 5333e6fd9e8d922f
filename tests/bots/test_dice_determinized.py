"""``Game.determinized`` for Troyes Dice: what a seat cannot see is resampled, what it can see is kept."""

from __future__ import annotations

from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice.simulate import play_random

from .dice_bot_helpers import played, twin_with_other_secrets, visible


def test_determinized_keeps_what_is_seen_and_hides_the_rest():
    for seed in range(30):
        game = played(seed, seed * 4, modules=("banquets-and-raids",) if seed % 2 else ())
        seen = game.determinized(1, seed=7)
        assert visible(seen) == visible(game)
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
        game = played(seed, 3 + seed % 7)
        twin = twin_with_other_secrets(game)
        swapped += twin.plaza_tile != game.plaza_tile
        a, b = game.determinized(0, seed=3), twin.determinized(0, seed=3)
        assert a.rng.state == b.rng.state
        assert [a.data.plaza_pairs[t] for t in a.plaza_tile] == [b.data.plaza_pairs[t] for t in b.plaza_tile]
        assert a.plaza_face == b.plaza_face
        assert visible(a) == visible(b)
        # Same futures: the same actions lead to the same rolls and the same faces turned over.
        play_random(a, Rng(seed))
        play_random(b, Rng(seed))
        assert a.scores() == b.scores()
    assert swapped > 10  # the twins really differed in their hidden backs


def test_turned_over_plazas_are_known():
    game = played(5, 60, players=1)
    assert any(game.backs_seen)
    for seed in range(10):
        seen = game.determinized(0, seed)
        for k in range(9):
            if game.backs_seen[k]:
                assert game.data.plaza_pairs[seen.plaza_tile[k]] == game.data.plaza_pairs[game.plaza_tile[k]]
