"""The three actions, die changes with influence and knowledge, and the rulebook's worked examples."""

import pytest
from dice_helpers import citizens, draw, have, new_game, of_type, place, set_resources

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.dice import BUILT


def test_rulebook_example_red_5_turned_yellow_raised_to_6():
    """1 denier for the red 5, 2 knowledge to make it yellow, 1 influence for 6: 6 deniers and a yellow
    citizen."""
    g = new_game()
    place(g, [2, 5, 6], black=1, colours=["white", "white", "red", "yellow"])
    assert g.slots[2][1] == 5 and g.die_cost(3)["deniers"] == 1
    g.apply(("die", 3, None))
    assert g.pending == Decision(0, "use_die")
    assert ("colour", "yellow") in g.legal_actions()
    g.apply(("colour", "yellow"))
    g.apply(("value", 6))
    events = g.apply(("gain",))
    gained = of_type(events, "resources_gained")
    assert gained[0] == {
        "type": "resources_gained",
        "player": 0,
        "resource": "deniers",
        "amount": 6,
        "lost": 0,
    }
    assert citizens(g) == {"red": 0, "yellow": 1, "white": 0}
    # 3 - 1 + 6 deniers, 3 - 2 knowledge, 3 - 1 influence.
    assert have(g) == {"influence": 2, "deniers": 8, "knowledge": 1}


def test_value_changes_cost_one_influence_per_step_and_do_not_wrap():
    g = new_game()
    place(g, [1, 3, 4], black=6, colours=["red", "red", "red", "white"])
    set_resources(g, influence=4)
    g.apply(("die", 1, None))  # a 1
    values = [a[1] for a in g.legal_actions() if a[0] == "value"]
    assert values == [2, 3, 4, 5]  # 6 would cost 5 influence; nothing below 1
    with pytest.raises(IllegalAction, match="costs 5 influence"):
        g.apply(("value", 6))
    with pytest.raises(IllegalAction, match="1 to 6"):
        g.apply(("value", 0))
    set_resources(g, influence=5)
    g.apply(("value", 6))
    assert have(g)["influence"] == 0
    with pytest.raises(IllegalAction, match="already been changed"):
        g.apply(("value", 5))


def test_colour_change_costs_two_knowledge():
    g = new_game()
    place(g, [1, 3, 4], black=6, colours=["red", "red", "red", "white"])
    set_resources(g, knowledge=1)
    g.apply(("die", 1, None))
    assert not [a for a in g.legal_actions() if a[0] == "colour"]
    with pytest.raises(IllegalAction, match="costs 2 knowledge"):
        g.apply(("colour", "white"))
    set_resources(g, knowledge=2)
    g._legal = None
    assert [a for a in g.legal_actions() if a[0] == "colour"] == [("colour", "yellow"), ("colour", "white")]
    g.apply(("colour", "white"))
    assert have(g)["knowledge"] == 0
    g.apply(("gain",))  # a white 1: one knowledge
    assert have(g)["knowledge"] == 1


@pytest.mark.parametrize(
    "colour,resource", [("red", "influence"), ("yellow", "deniers"), ("white", "knowledge")]
)
def test_gain_resources_of_the_die_colour(colour, resource):
    g = new_game()
    place(g, [4, 5, 6], black=1, colours=["white", colour, colour, colour])
    g.apply(("die", 2, "influence" if resource != "influence" else "deniers"))
    g.apply(("gain",))
    assert have(g)[resource] == 7
    assert citizens(g)[colour] == 1  # the 4 gained pass the citizen on space 6


def test_resource_track_gives_citizens_at_6_12_18_and_loses_gains_past_18():
    g = new_game()
    place(g, [6, 6, 6], black=1, colours=["white", "yellow", "yellow", "yellow"])
    set_resources(g, deniers=14)  # 14 circled, none spent
    g.apply(("die", 2, "influence"))
    events = g.apply(("gain",))
    gained = of_type(events, "resources_gained")[0]
    assert (gained["amount"], gained["lost"]) == (4, 2)
    assert g.sheets[0].circled[1] == 18
    assert citizens(g)["yellow"] == 1  # space 18 only: 6 and 12 were circled before


def test_rulebook_example_fortress_in_column_1_with_link_bonus():
    g = new_game()
    place(g, [1, 4, 5], black=6, colours=["red", "yellow", "white", "white"])
    draw(g, "fortress", 2)  # an earlier Fortress in column 2
    g.apply(("die", 1, None))
    assert g.die_cost(1)["deniers"] == 0
    events = g.apply(("prestige",))
    assert of_type(events, "built")[0]["building"] == "fortress"
    assert of_type(events, "built")[0]["column"] == 1
    assert len(of_type(events, "link_bonus")) == 1
    # The red citizen drawn in the Fortress plus the red citizen of the lozenge.
    assert citizens(g) == {"red": 2, "yellow": 0, "white": 0}
    assert g.sheets[0].building("fortress", 1) == BUILT


@pytest.mark.parametrize(
    "column,colour", [(1, "red"), (2, "red"), (3, "yellow"), (4, "yellow"), (5, "white"), (6, "white")]
)
def test_fortress_citizen_by_column(column, colour):
    g = new_game()
    place(g, [column, column, column], black=1 if column > 1 else 6, colours=["red"] * 4)
    rank = next(d["rank"] for d in g.available_dice())
    g.apply(next(a for a in g.legal_actions() if a[1] == rank))
    g.apply(("prestige",))
    expected = {"red": 0, "yellow": 0, "white": 0}
    expected[colour] = 1
    assert citizens(g) == expected


def test_rulebook_example_great_hall_in_column_5_gives_6_knowledge():
    g = new_game()
    place(g, [2, 5, 6], black=1, colours=["red", "white", "yellow", "white"])
    g.apply(("die", 3, None))  # the yellow 5 for 1 denier
    events = g.apply(("prestige",))
    built = of_type(events, "built")[0]
    assert (built["building"], built["column"], built["dice_counted"]) == ("great_hall", 5, 2)
    gained = of_type(events, "resources_gained")
    assert [(e["resource"], e["amount"]) for e in gained] == [("knowledge", 6)]
    assert have(g)["knowledge"] == 9
    assert citizens(g)["white"] == 1  # knowledge space 6 passed


@pytest.mark.parametrize(
    "column,values,colours,expected_res,expected_cit",
    [
        # The black 1 destroys the white rank-1 plaza; the yellow die on rank 2 shows the column's value.
        (1, [1, 2, 3], ["white", "yellow", "red", "red"], {"influence": 3 + 3 * 2}, {"red": 1}),
        (2, [2, 3, 4], ["white", "yellow", "red", "red"], {}, {"red": 2 * 2}),
        (3, [3, 4, 5], ["white", "yellow", "red", "red"], {"deniers": 3 + 3 * 1}, {"yellow": 1}),
        (4, [4, 5, 6], ["white", "yellow", "red", "white"], {}, {"yellow": 2}),
        (6, [6, 6, 6], ["white", "yellow", "red", "red"], {"knowledge": 3 - 1}, {}),  # no white die left
    ],
)
def test_great_hall_gains_by_column(column, values, colours, expected_res, expected_cit):
    g = new_game()
    place(g, values, black=1, colours=colours)
    assert (g.slots[1][1], g.slots[1][4]) == (column, 1)
    g.apply(("die", 2, "knowledge"))
    events = g.apply(("prestige",))
    assert (of_type(events, "built")[0]["building"], of_type(events, "built")[0]["column"]) == (
        "great_hall",
        column,
    )
    for res, n in expected_res.items():
        assert have(g)[res] == n
    exp = {"red": 0, "yellow": 0, "white": 0}
    exp.update(expected_cit)
    assert citizens(g) == exp


def test_great_hall_ignores_a_colour_change():
    g = new_game()
    place(g, [3, 5, 6], black=1, colours=["red", "white", "white", "red"])
    g.apply(("die", 3, None))  # the white 5
    g.apply(("colour", "yellow"))
    events = g.apply(("prestige",))
    built = of_type(events, "built")[0]
    assert (built["building"], built["column"]) == ("great_hall", 5)
    # Two white dice on the plazas (the chosen one still counts as white): 6 knowledge.
    assert built["dice_counted"] == 2
    assert have(g)["knowledge"] == 3 - 2 + 6


def test_rulebook_example_third_cathedral_is_numbered_2():
    g = new_game()
    draw(g, "cathedral", 3, 4)
    g.sheets[0].cathedrals = 2
    g.sheets[0].cathedral[2] = 1
    g.sheets[0].cathedral[3] = 1
    place(g, [1, 2, 3], black=6, colours=["white", "red", "red", "red"])
    g.apply(("die", 1, None))
    events = g.apply(("prestige",))
    built = of_type(events, "built")[0]
    assert (built["building"], built["column"], built["cathedral_number"]) == ("cathedral", 1, 2)
    assert built["character"] == "Hugues de Payns"
    assert g.sheets[0].cathedral == [2, 0, 1, 1, 0, 0]


def test_cathedral_numbers_by_build_order_1_1_2_2_3_3():
    g = new_game()
    numbers = []
    for col in (6, 2, 4, 1, 5, 3):
        place(g, [col, col, col], black=1 if col > 1 else 6, colours=["white"] * 4)
        rank = next(d["rank"] for d in g.available_dice())
        set_resources(g, deniers=3, influence=3, knowledge=3)
        g.apply(next(a for a in g.legal_actions() if a[1] == rank))
        events = g.apply(("prestige",))
        numbers.append(of_type(events, "built")[0]["cathedral_number"])
    assert numbers == [1, 1, 2, 2, 3, 3]


def test_rulebook_example_city_hall_in_column_5_gives_2_yellow_citizens():
    g = new_game()
    place(g, [2, 5, 6], black=1, colours=["red", "white", "yellow", "white"])
    g.apply(("die", 3, None))
    events = g.apply(("work",))
    assert (of_type(events, "built")[0]["building"], of_type(events, "built")[0]["column"]) == (
        "city_hall",
        5,
    )
    assert citizens(g) == {"red": 0, "yellow": 2, "white": 0}


@pytest.mark.parametrize(
    "building,columns,expected",
    [
        # Deniers pay for the dice, so only the link bonus moves the other tracks; a resource link bonus
        # reaching space 6 of its track also brings that track's citizen.
        ("counts_palace", (1, 2), {"citizens": {"red": 2 + 2 + 2}}),
        ("counts_palace", (5, 6), {"citizens": {"red": 2 + 2 + 1}, "influence": 3 + 3}),
        ("city_hall", (1, 2), {"citizens": {"yellow": 4 + 1}, "deniers": 3 - 1 + 3}),
        ("city_hall", (3, 4), {"citizens": {"yellow": 4 + 2}}),
        ("bishopric", (3, 4), {"citizens": {"white": 4 + 1}, "knowledge": 3 + 3}),
        ("bishopric", (5, 6), {"citizens": {"white": 4 + 2}}),
        ("bishopric", (1, 2), {"citizens": {"white": 4}}),  # no lozenge there
    ],
)
def test_work_building_link_bonuses(building, columns, expected):
    colour = {"counts_palace": "red", "city_hall": "yellow", "bishopric": "white"}[building]
    g = new_game()
    links = 0
    for col in columns:
        place(g, [col, col, col], black=1 if col > 1 else 6, colours=[colour] * 4)
        set_resources(g, deniers=3)
        rank = 1 if col == 1 else 2  # the free plaza, or rank 2 paid with a denier
        g.apply(("die", rank, None if rank == 1 else "deniers"))
        links += len(of_type(g.apply(("work",)), "link_bonus"))
    assert links == (0 if columns == (1, 2) and building == "bishopric" else 1)
    exp_cit = {"red": 0, "yellow": 0, "white": 0}
    exp_cit.update(expected["citizens"])
    assert citizens(g) == exp_cit
    for res in ("influence", "deniers", "knowledge"):
        if res in expected:
            assert have(g)[res] == expected[res]


def test_cannot_build_twice_or_with_a_die_matching_nothing():
    g = new_game()
    draw(g, "fortress", 3)
    place(g, [3, 4, 5], black=1, colours=["white", "red", "red", "red"])
    g.apply(("die", 2, "knowledge"))
    assert ("prestige",) not in g.legal_actions()
    assert ("work",) in g.legal_actions()
    with pytest.raises(IllegalAction, match="Fortress in column 3 is already built"):
        g.apply(("prestige",))


def test_numbering_decides_the_column_of_a_die():
    g = new_game(numbering="rolled")
    g.rolled_start = 4
    g.apply(("direction", "decreasing"))  # 4 3 2 1 6 5
    place(g, [5, 5, 5], black=1, colours=["white", "yellow", "yellow", "yellow"])
    g.apply(("die", 2, "knowledge"))
    events = g.apply(("work",))
    assert of_type(events, "built")[0]["column"] == 6
    assert g.sheets[0].building("city_hall", 6) == BUILT
