"""Citizen tracks: column bonuses (3, 6, 11), track bonuses (15th, 20th), full tracks, bonus order."""

import pytest
from dice_helpers import citizens, draw, have, new_game, of_type, place, set_citizens, types

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.dice import BUILT, CROSSED
from troyes_desktop.rules.dice import data as D


def build_with_die(g, building, column, player=0):
    """Choose a die of the building's colour and value ``column`` (numbering 1-6) and construct it."""
    row, district = D.BUILDING_SLOT[building]
    colour = D.COLOURS[district]
    place(g, [column] * 3, black=1 if column > 1 else 6, colours=[colour] * 4)
    rank = 1 if column == 1 else 2
    g.apply(("die", rank, None if rank == 1 else "deniers"))
    return g.apply(("prestige",) if row == D.PRESTIGE else ("work",))


def test_column_bonus_3_gives_one_of_each_resource_once():
    g = new_game()
    set_citizens(g, red=3, yellow=3, white=1)
    events = build_with_die(g, "bishopric", 1)  # 2 white citizens: white reaches 3
    assert [e["column"] for e in of_type(events, "column_bonus")] == [3]
    assert have(g) == {"influence": 4, "deniers": 4, "knowledge": 4}
    events = build_with_die(g, "bishopric", 2)
    assert not of_type(events, "column_bonus")
    assert g.sheets[0].column_bonus == [True, False, False]


@pytest.mark.parametrize("threshold", [6, 11])
def test_column_bonus_6_and_11_construct_a_work_building_of_choice(threshold):
    g = new_game()
    set_citizens(g, red=threshold, yellow=threshold + 2, white=threshold - 2)
    draw(g, "city_hall", 4)
    events = build_with_die(g, "bishopric", 1)  # white reaches the threshold
    assert [e["column"] for e in of_type(events, "column_bonus")] == [threshold]
    assert g.pending == Decision(0, "column_bonus_build")
    options = g.legal_actions()
    # Every work building not yet drawn nor crossed out: 18 minus the Bishopric 1 and the City Hall 4.
    assert len(options) == 16
    assert ("build", "bishopric", 1) not in options and ("build", "city_hall", 4) not in options
    events = g.apply(("build", "counts_palace", 5))
    assert of_type(events, "built")[0]["via"] == "column_bonus"
    assert g.sheets[0].building("counts_palace", 5) == BUILT
    assert citizens(g) == {"red": threshold + 2, "yellow": threshold + 2, "white": threshold}
    assert g.pending == Decision(0, "choose_die")


@pytest.mark.parametrize(
    "colour,offers",
    [
        ("red", ("great_hall", "cathedral")),
        ("yellow", ("fortress", "cathedral")),
        ("white", ("fortress", "great_hall")),
    ],
)
def test_15th_citizen_constructs_one_of_the_two_prestige_buildings_shown(colour, offers):
    g = new_game()
    set_citizens(g, **{"red": 0, "yellow": 0, "white": 0, colour: 14})
    work = {"red": "counts_palace", "yellow": "city_hall", "white": "bishopric"}[colour]
    events = build_with_die(g, work, 3)
    assert g.pending == Decision(0, "track_bonus_build")
    assert of_type(events, "track_bonus")[0]["offers"] == list(offers)
    assert sorted({a[1] for a in g.legal_actions()}) == sorted(offers)
    assert len(g.legal_actions()) == 12
    # The bonus interrupts the work building's gains: only the first of its 2 citizens is circled yet.
    assert citizens(g)[colour] == 15
    events = g.apply(("build", offers[1], 6))
    assert events[0]["type"] == "built" and events[0]["via"] == "track_bonus"
    assert citizens(g)[colour] >= 16
    assert g.sheets[0].building(offers[1], 6) == BUILT


def test_15th_citizen_great_hall_counts_the_dice_on_the_plazas():
    g = new_game()
    set_citizens(g, red=14)
    place(g, [3, 3, 5], black=1, colours=["white", "red", "red", "yellow"])
    g.apply(("die", 2, "knowledge"))
    g.apply(("work",))  # red 3: Count's Palace, 2 red citizens
    events = g.apply(("build", "great_hall", 1))  # 3 influence per red die: 2 red dice on the plazas
    assert of_type(events, "built")[0]["dice_counted"] == 2
    assert have(g)["influence"] == 3 + 6


def test_15th_citizen_with_a_single_possible_building_is_built_at_once():
    g = new_game()
    set_citizens(g, red=14)
    for col in range(1, 7):
        g.sheets[0].buildings[1 * 6 + col - 1] = CROSSED  # every Great Hall crossed out
    draw(g, "cathedral", 1, 2, 3, 4, 6)
    events = build_with_die(g, "counts_palace", 2)
    assert g.pending == Decision(0, "choose_die")
    built = [e for e in of_type(events, "built") if e["via"] == "track_bonus"]
    assert [(e["building"], e["column"]) for e in built] == [("cathedral", 5)]


def test_15th_citizen_with_nothing_left_to_build_is_lost():
    g = new_game()
    set_citizens(g, white=14)
    draw(g, "fortress", 1, 2, 3, 4, 5, 6)
    draw(g, "great_hall", 1, 2, 3, 4, 5, 6)
    events = build_with_die(g, "bishopric", 4)
    assert of_type(events, "track_bonus")[0]["possible"] is False
    assert g.pending == Decision(0, "choose_die")
    assert citizens(g)["white"] == 16


@pytest.mark.parametrize(
    "colour,gift", [("red", ("yellow", "white")), ("yellow", ("red", "white")), ("white", ("red", "yellow"))]
)
def test_20th_citizen_gives_the_two_citizens_shown(colour, gift):
    g = new_game()
    set_citizens(g, **{colour: 18})
    work = {"red": "counts_palace", "yellow": "city_hall", "white": "bishopric"}[colour]
    events = build_with_die(g, work, 5)
    assert of_type(events, "track_bonus")[0]["citizens"] == list(gift)
    expected = {"red": 0, "yellow": 0, "white": 0, colour: 20}
    for c in gift:
        expected[c] += 1
    assert citizens(g) == expected


def test_citizen_on_a_full_track_goes_to_another_track_of_choice():
    g = new_game()
    set_citizens(g, red=20, yellow=2, white=4)
    build_with_die(g, "counts_palace", 6)
    assert g.pending == Decision(0, "citizen_track")
    assert g.legal_actions() == [("track", "yellow"), ("track", "white")]
    g.apply(("track", "white"))
    assert g.pending == Decision(0, "citizen_track")  # the second red citizen
    g.apply(("track", "yellow"))
    assert citizens(g) == {"red": 20, "yellow": 3, "white": 5}


def test_citizen_with_one_track_left_goes_there_and_with_none_is_lost():
    g = new_game()
    set_citizens(g, red=20, yellow=20, white=17)
    events = build_with_die(g, "counts_palace", 6)
    assert [e["to"] for e in of_type(events, "citizen_redirected")] == ["white", "white"]
    assert citizens(g)["white"] == 19
    set_citizens(g, red=20, yellow=20, white=20)
    events = build_with_die(g, "counts_palace", 4)
    assert len(of_type(events, "citizen_lost")) == 2


def test_bonuses_are_resolved_immediately_before_the_remaining_gains():
    """Fortress 2 with the Fortress 1 drawn: its red citizen (the 15th: a bonus construction) comes before
    the lozenge's red citizen."""
    g = new_game()
    set_citizens(g, red=14, yellow=14, white=14)
    draw(g, "fortress", 1)
    events = build_with_die(g, "fortress", 2)
    assert types(events)[-4:] == ["built", "link_bonus", "citizen_gained", "track_bonus"]
    assert g.pending == Decision(0, "track_bonus_build")
    events = g.apply(("build", "cathedral", 4))
    assert types(events)[:2] == ["built", "citizen_gained"]  # the lozenge citizen after the bonus
    assert citizens(g)["red"] == 16


def test_resource_citizen_can_complete_a_column_bonus():
    g = new_game()
    set_citizens(g, red=2, yellow=3, white=3)
    place(g, [3, 4, 5], black=1, colours=["white", "red", "red", "red"])
    g.apply(("die", 2, "knowledge"))
    events = g.apply(("gain",))  # 3 + 3 influence: space 6, a red citizen, the column of 3 complete
    assert types(events)[1:5] == ["resources_gained", "citizen_gained", "column_bonus", "resources_gained"]
    assert have(g) == {"influence": 7, "deniers": 4, "knowledge": 3}
