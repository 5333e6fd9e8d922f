"""Setup: numbering modes, plazas on the wheel, Banquet tiles, starting resources."""

from collections import Counter

import pytest
from dice_helpers import new_game

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.dice import Game


def test_first_game_numbering_is_1_to_6():
    g = new_game()
    assert g.numbering == [1, 2, 3, 4, 5, 6]
    assert g.col_of_value[1:] == [0, 1, 2, 3, 4, 5]
    assert g.pending == Decision(0, "choose_die")


@pytest.mark.parametrize(
    "start,direction,expected",
    [
        (4, "increasing", [4, 5, 6, 1, 2, 3]),  # the rulebook's example
        (4, "decreasing", [4, 3, 2, 1, 6, 5]),  # the rulebook's example
        (1, "decreasing", [1, 6, 5, 4, 3, 2]),
        (6, "increasing", [6, 1, 2, 3, 4, 5]),
    ],
)
def test_rolled_numbering(start, direction, expected):
    g = new_game(players=3, numbering="rolled")
    assert g.pending == Decision(0, "numbering_direction")
    assert 1 <= g.rolled_start <= 6
    assert sorted(g.legal_actions()) == [("direction", "decreasing"), ("direction", "increasing")]
    g.rolled_start = start  # the town crier's roll
    g.apply(("direction", direction))
    assert g.numbering == expected
    assert g.pending == Decision(0, "choose_die")
    # The same numbering applies to every sheet: the column of a value is shared.
    for col, v in enumerate(expected):
        assert g.col_of_value[v] == col


def test_rolled_start_value_comes_from_a_die():
    starts = Counter(new_game(numbering="rolled", seed=s).rolled_start for s in range(600))
    assert set(starts) == {1, 2, 3, 4, 5, 6}


def test_expert_numbering_is_any_permutation_chosen_by_the_town_crier():
    g = new_game(players=2, numbering="expert")
    assert g.pending == Decision(0, "numbering_value")
    for v in (3, 6, 1, 2):
        assert ("number", v) in g.legal_actions()
        g.apply(("number", v))
        with pytest.raises(IllegalAction):
            g.apply(("number", v))  # each value once
    assert g.legal_actions() == [("number", 4), ("number", 5)]
    g.apply(("number", 5))  # the last column takes the value left
    assert g.numbering == [3, 6, 1, 2, 5, 4]
    assert g.col_of_value[4] == 5
    assert g.pending == Decision(0, "choose_die")


def test_unknown_options_are_refused():
    with pytest.raises(ValueError):
        Game.new(players=0)
    with pytest.raises(ValueError):
        Game.new(players=11)
    with pytest.raises(ValueError):
        Game.new(players=2, modules=("ladies",))
    with pytest.raises(ValueError):
        Game.new(players=2, numbering="random")


def test_nine_plaza_tiles_in_random_notches_with_random_faces():
    g = new_game(seed=5)
    assert sorted(g.plaza_tile) == list(range(9))
    faces = Counter()
    layouts = set()
    for s in range(200):
        g = new_game(seed=s)
        layouts.add(tuple(g.plaza_tile))
        faces.update(g.plaza_face)
        # The colours showing: each colour can show on at most 6 plazas (ruling D2: 6 faces per colour).
        shown = Counter(g.plaza_colour(k) for k in range(9))
        assert sum(shown.values()) == 9 and max(shown.values()) <= 6
    assert Counter(c for pair in g.data.plaza_pairs for c in pair) == {0: 6, 1: 6, 2: 6}
    assert len(layouts) > 150
    assert faces[0] > 700 and faces[1] > 700


def test_day_one_and_three_resources_of_each_type():
    g = new_game(players=10)
    assert (g.day, g.half, g.window) == (1, 0, 0)
    for sheet in g.sheets:
        assert [sheet.have(r) for r in range(3)] == [3, 3, 3]
        assert sheet.citizens == [0, 0, 0]
        assert set(sheet.buildings) == {0}
    # Day 1 morning: the four plazas following the day window, clockwise.
    assert [s[0] for s in g.slots] == [1, 2, 3, 4]
    assert g.half_day_notches(1) == [5, 6, 7, 8]


def test_banquets_and_raids_three_tiles_beside_single_colour_plazas():
    seen = Counter()
    for s in range(300):
        g = new_game(seed=s, modules=("banquets-and-raids",))
        assert len(g.tiles) == 3
        ids = [t[0] for t in g.tiles.values()]
        assert len(set(ids)) == 3
        assert all(side == "banquet" for _, side in g.tiles.values())
        for notch in g.tiles:
            a, b = g.data.plaza_pairs[g.plaza_tile[notch]]
            assert a == b
        seen.update(ids)
    assert set(seen) == {"value", "colour", "price", "fortress", "cathedral", "great_hall", "work", "shelter"}
    assert not new_game(seed=1).tiles


def test_same_seed_same_setup_and_different_seeds_differ():
    a, b = new_game(players=4, seed=42), new_game(players=4, seed=42)
    assert a.state_dict() == b.state_dict()
    assert new_game(players=4, seed=43).state_dict() != a.state_dict()
