"""The black die: destroyed plazas, crossed-out dice and buildings, Fortress protection."""

import pytest
from dice_helpers import draw, new_game, of_type, place

from troyes_desktop.rules.dice import BUILT, CROSSED, EMPTY


def test_rulebook_example_day_4_white_3():
    """Day 4, the black 3 attacks the white plaza: the white 3 is crossed out with the Cathedral, not the
    Bishopric already built."""
    g = new_game(players=2)
    g.day = 4
    draw(g, "bishopric", 3, player=0)  # Valentin
    events = place(g, [2, 5, 6], black=3, colours=["red", "white", "yellow", "red"])
    assert of_type(events, "plaza_destroyed") == [
        {"type": "plaza_destroyed", "colour": "white", "value": 3, "by_raid": False}
    ]
    crossed = of_type(events, "die_crossed")
    assert [(e["player"], e["colour"], e["value"], e["column"]) for e in crossed] == [
        (0, "white", 3, 3),
        (1, "white", 3, 3),
    ]
    assert crossed[0]["buildings_crossed"] == ["cathedral"]
    assert crossed[1]["buildings_crossed"] == ["cathedral", "bishopric"]
    valentin = g.sheets[0]
    assert valentin.building("cathedral", 3) == CROSSED
    assert valentin.building("bishopric", 3) == BUILT
    assert valentin.die_crossed[2 * 6 + 2]
    assert g.sheets[1].building("bishopric", 3) == CROSSED
    # Nothing else on the sheet changed.
    assert sum(1 for b in valentin.buildings if b != EMPTY) == 2


@pytest.mark.parametrize("day,crosses", [(1, False), (2, False), (3, True), (8, True)])
def test_sheets_are_attacked_from_day_3(day, crosses):
    g = new_game()
    g.day = day
    events = place(g, [2, 5, 6], black=4, colours=["red", "white", "yellow", "red"])
    assert len(of_type(events, "plaza_destroyed")) == 1
    assert bool(of_type(events, "die_crossed")) == crosses
    # The black 4 sits on the white rank-2 plaza: the white 4 is attacked.
    assert (g.sheets[0].building("cathedral", 4) == CROSSED) == crosses
    assert (g.sheets[0].building("bishopric", 4) == CROSSED) == crosses
    assert g.sheets[0].building("city_hall", 4) == EMPTY


def test_numbering_decides_which_column_is_attacked():
    g = new_game(numbering="rolled")
    g.rolled_start = 4
    g.apply(("direction", "increasing"))  # 4 5 6 1 2 3
    g.day = 5
    events = place(g, [3, 3, 3], black=1, colours=["yellow", "red", "red", "red"])
    assert of_type(events, "die_crossed")[0]["column"] == 4
    assert g.sheets[0].building("great_hall", 4) == CROSSED
    assert g.sheets[0].building("great_hall", 1) == EMPTY


@pytest.mark.parametrize("colour", ["red", "yellow", "white"])
def test_fortress_protects_its_whole_column(colour):
    g = new_game(players=2)
    g.day = 6
    draw(g, "fortress", 2, player=1)
    events = place(g, [3, 5, 6], black=2, colours=[colour, "yellow", "white", "red"])
    assert [e["player"] for e in of_type(events, "fortress_protects")] == [1]
    assert [e["player"] for e in of_type(events, "die_crossed")] == [0]
    d = {"red": 0, "yellow": 1, "white": 2}[colour]
    assert not g.sheets[1].die_crossed[d * 6 + 1]
    assert g.sheets[0].die_crossed[d * 6 + 1]
    assert EMPTY == g.sheets[1].buildings[18 + d * 6 + 1]


def test_a_fortress_does_not_protect_other_columns():
    g = new_game()
    g.day = 3
    draw(g, "fortress", 2)
    place(g, [3, 5, 6], black=3, colours=["red", "red", "yellow", "red"])
    assert g.sheets[0].building("fortress", 3) == CROSSED
    assert g.sheets[0].building("counts_palace", 3) == CROSSED


def test_a_die_already_crossed_out_has_no_further_effect():
    g = new_game()
    g.day = 3
    place(g, [3, 5, 6], black=2, colours=["red", "yellow", "yellow", "red"])
    events = place(g, [3, 5, 6], black=2, colours=["red", "yellow", "yellow", "red"])
    assert of_type(events, "plaza_destroyed")
    assert not of_type(events, "die_crossed")


def test_crossed_buildings_cannot_be_built_and_their_link_bonus_is_lost():
    g = new_game()
    g.day = 3
    draw(g, "counts_palace", 1)
    events = place(g, [2, 2, 2], black=2, colours=["red", "white", "white", "white"])
    crossed = of_type(events, "die_crossed")[0]
    assert crossed["buildings_crossed"] == ["fortress", "counts_palace"]
    assert crossed["links_lost"] == [["fortress", 1, 2], ["counts_palace", 1, 2]]
    # A red 2 can no longer build anything.
    place(g, [1, 2, 3], black=6, colours=["white", "red", "white", "white"])
    g.apply(("die", 2, "influence"))
    assert g.legal_actions()[-1] == ("gain",)
    assert ("prestige",) not in g.legal_actions() and ("work",) not in g.legal_actions()


def test_the_black_die_plaza_cannot_be_used():
    g = new_game()
    place(g, [4, 5, 6], black=2, colours=["red", "white", "yellow", "red"])
    assert [d["rank"] for d in g.available_dice()] == [2, 3, 4]
    assert g.slots[0][3] is False and g.slots[0][2] is True
