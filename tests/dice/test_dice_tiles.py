"""Banquets and Raids: the 16 tile effects and how a tile turns to its Raid side."""

import pytest
from dice_helpers import citizens, draw, have, new_game, of_type, place, set_plazas, set_resources, set_tile

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.dice import BUILT, CROSSED, EMPTY

B, R = "banquet", "raid"
MOD = ("banquets-and-raids",)


def game_with_tile(tile, side, values, black, colours, rank, day=1):
    g = new_game(modules=MOD)
    g.tiles = {}
    g.day = day
    set_plazas(g, colours)
    set_tile(g, rank, tile, side)
    events = place(g, values, black)
    return g, events


# ----------------------------------------------------------------------------------------- value


def test_value_banquet_one_influence_moves_the_die_by_up_to_2():
    g, _ = game_with_tile("value", B, [3, 4, 5], 1, ["white", "red", "red", "red"], rank=2)
    set_resources(g, influence=1)
    g.apply(("die", 2, "deniers"))  # the red 3 beside the tile
    assert [a[1] for a in g.legal_actions() if a[0] == "value"] == [1, 2, 4, 5]
    g.apply(("value", 5))
    assert have(g)["influence"] == 0
    assert g.t_value == 5


def test_value_banquet_elsewhere_changes_nothing():
    g, _ = game_with_tile("value", B, [3, 4, 5], 1, ["white", "red", "red", "red"], rank=2)
    set_resources(g, influence=1)
    g.apply(("die", 3, None))  # the red 4, no tile
    assert [a[1] for a in g.legal_actions() if a[0] == "value"] == [3, 5]


def test_value_raid_forbids_influence_on_this_die():
    g, _ = game_with_tile("value", R, [3, 4, 5], 1, ["white", "red", "red", "red"], rank=2)
    set_resources(g, influence=6)
    g.apply(("die", 2, "deniers"))
    assert not [a for a in g.legal_actions() if a[0] == "value"]
    with pytest.raises(IllegalAction, match="forbids changing the value"):
        g.apply(("value", 4))


# ---------------------------------------------------------------------------------------- colour


def test_colour_banquet_one_knowledge_changes_the_colour():
    g, _ = game_with_tile("colour", B, [3, 4, 5], 1, ["white", "red", "red", "red"], rank=2)
    set_resources(g, knowledge=1)
    g.apply(("die", 2, "deniers"))
    assert [a for a in g.legal_actions() if a[0] == "colour"] == [("colour", "yellow"), ("colour", "white")]
    g.apply(("colour", "white"))
    assert have(g)["knowledge"] == 0


def test_colour_raid_forbids_knowledge_on_this_die():
    g, _ = game_with_tile("colour", R, [3, 4, 5], 1, ["white", "red", "red", "red"], rank=2)
    g.apply(("die", 2, "deniers"))
    assert not [a for a in g.legal_actions() if a[0] == "colour"]
    with pytest.raises(IllegalAction, match="forbids changing the colour"):
        g.apply(("colour", "yellow"))


# ----------------------------------------------------------------------------------------- price


def test_price_banquet_the_die_is_free():
    g, _ = game_with_tile("price", B, [3, 4, 5], 1, ["white", "red", "yellow", "white"], rank=4)
    set_resources(g, influence=0, deniers=0, knowledge=0)
    assert g.die_cost(4) == {"influence": 0, "deniers": 0, "knowledge": 0, "any": 0}
    assert g.legal_actions() == [("die", 4, None)]  # the fallback is not offered: a die is free


def test_price_raid_one_more_denier():
    g, _ = game_with_tile("price", R, [3, 4, 5], 1, ["white", "red", "yellow", "white"], rank=3)
    assert g.die_cost(3)["deniers"] == 2
    set_resources(g, deniers=1)
    assert ("die", 3, None) not in g.legal_actions()
    set_resources(g, deniers=2)
    g.apply(("die", 3, None))
    assert have(g)["deniers"] == 0


def test_price_raid_on_the_rank_two_plaza_adds_a_denier_to_the_resource_of_choice():
    g, _ = game_with_tile("price", R, [3, 4, 5], 1, ["white", "red", "yellow", "white"], rank=2)
    set_resources(g, influence=1, deniers=1, knowledge=0)
    assert [a for a in g.legal_actions() if a[1] == 2] == [("die", 2, "influence")]
    g.apply(("die", 2, "influence"))
    assert have(g) == {"influence": 0, "deniers": 0, "knowledge": 0}


# -------------------------------------------------------------------------------------- fortress


def test_fortress_banquet_one_more_red_citizen_and_a_yellow_or_white_one():
    g, _ = game_with_tile("fortress", B, [1, 4, 5], 6, ["red", "yellow", "white", "white"], rank=1)
    g.apply(("die", 1, None))
    events = g.apply(("prestige",))
    assert of_type(events, "banquet")[0]["tile"] == "fortress"
    assert g.pending == Decision(0, "fortress_citizen")
    assert g.legal_actions() == [("citizen", "yellow"), ("citizen", "white")]
    g.apply(("citizen", "white"))
    assert citizens(g) == {"red": 2, "yellow": 0, "white": 1}


def test_fortress_banquet_not_for_other_buildings():
    g, _ = game_with_tile("fortress", B, [1, 4, 5], 6, ["red", "yellow", "white", "white"], rank=1)
    g.apply(("die", 1, None))
    g.apply(("work",))
    assert citizens(g) == {"red": 2, "yellow": 0, "white": 0}
    assert g.pending == Decision(0, "choose_die")


def test_fortress_raid_one_more_influence():
    g, _ = game_with_tile("fortress", R, [1, 4, 5], 6, ["red", "yellow", "white", "white"], rank=1)
    assert g.die_cost(1)["influence"] == 1
    set_resources(g, influence=0)
    assert ("die", 1, None) not in g.legal_actions()
    set_resources(g, influence=2)
    g.apply(("die", 1, None))
    assert have(g)["influence"] == 1


# ------------------------------------------------------------------------------------- cathedral


def test_cathedral_banquet_one_of_each_resource():
    g, _ = game_with_tile("cathedral", B, [2, 4, 5], 1, ["red", "white", "red", "red"], rank=2)
    g.apply(("die", 2, "deniers"))
    events = g.apply(("prestige",))
    assert of_type(events, "built")[0]["building"] == "cathedral"
    assert have(g) == {"influence": 4, "deniers": 3, "knowledge": 4}


def test_cathedral_banquet_not_for_a_work_building():
    g, _ = game_with_tile("cathedral", B, [2, 4, 5], 1, ["red", "white", "red", "red"], rank=2)
    g.apply(("die", 2, "deniers"))
    g.apply(("work",))
    assert have(g) == {"influence": 3, "deniers": 2, "knowledge": 3}


def test_cathedral_raid_one_more_knowledge():
    g, _ = game_with_tile("cathedral", R, [2, 4, 5], 1, ["red", "white", "red", "red"], rank=3)
    assert g.die_cost(3) == {"influence": 0, "deniers": 1, "knowledge": 1, "any": 0}
    g.apply(("die", 3, None))
    assert have(g) == {"influence": 3, "deniers": 2, "knowledge": 2}


# ------------------------------------------------------------------------------------ great hall


def test_great_hall_banquet_counts_one_more_die():
    # The yellow 5 beside the tile: Great Hall 5 counts white dice, one on the plazas plus one.
    g, _ = game_with_tile("great_hall", B, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3)
    g.apply(("die", 3, None))
    events = g.apply(("prestige",))
    assert of_type(events, "built")[0]["dice_counted"] == 2
    assert have(g)["knowledge"] == 9


def test_great_hall_raid_no_prestige_building_with_this_die():
    g, _ = game_with_tile("great_hall", R, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3)
    g.apply(("die", 3, None))
    assert ("prestige",) not in g.legal_actions()
    assert ("work",) in g.legal_actions()
    with pytest.raises(IllegalAction, match="forbids constructing a prestige building"):
        g.apply(("prestige",))


# ------------------------------------------------------------------------------------------ work


def test_work_banquet_one_more_citizen_of_the_building_colour():
    g, _ = game_with_tile("work", B, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3)
    set_resources(g, knowledge=2)
    g.apply(("die", 3, None))
    g.apply(("colour", "white"))
    g.apply(("work",))  # Bishopric 5
    assert citizens(g) == {"red": 0, "yellow": 0, "white": 3}


def test_work_raid_the_die_is_worth_0():
    g, _ = game_with_tile("work", R, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3)
    set_resources(g, influence=2)
    events = g.apply(("die", 3, None))
    assert events[0]["value"] == 0
    legal = g.legal_actions()
    assert ("prestige",) not in legal and ("work",) not in legal
    assert [a[1] for a in legal if a[0] == "value"] == [1, 2]
    with pytest.raises(IllegalAction, match="value 0 matches no column"):
        g.apply(("work",))
    g.apply(("value", 2))
    g.apply(("work",))
    assert g.sheets[0].building("city_hall", 2) == BUILT


def test_work_raid_gaining_with_a_0_gives_nothing():
    g, _ = game_with_tile("work", R, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3)
    g.apply(("die", 3, None))
    events = g.apply(("gain",))
    assert not of_type(events, "resources_gained")
    assert have(g)["deniers"] == 2


# --------------------------------------------------------------------------------------- shelter


def test_shelter_banquet_the_black_die_is_harmless_and_usable():
    g, events = game_with_tile("shelter", B, [2, 5, 6], 3, ["red", "white", "yellow", "red"], rank=2, day=5)
    notch = g.half_day_notches()[1]
    face = g.plaza_face[notch]
    assert not of_type(events, "plaza_destroyed") and not of_type(events, "die_crossed")
    assert g.slots[1][2] is True and g.slots[1][3] is True  # the black 3, usable
    assert [d["rank"] for d in g.available_dice()] == [1, 2, 3, 4]
    g.apply(("die", 2, "deniers"))
    g.apply(("prestige",))  # a white 3: Cathedral 3
    assert g.sheets[0].building("cathedral", 3) == BUILT
    # The tile turns to Raid at the end of the half day; the plaza is not destroyed, so it does not turn.
    assert g.half == 1
    assert g.tiles[notch] == ("shelter", R)
    assert g.plaza_face[notch] == face


def test_shelter_banquet_black_die_counts_for_a_great_hall():
    g, _ = game_with_tile("shelter", B, [2, 5, 6], 3, ["red", "white", "yellow", "white"], rank=2)
    g.apply(("die", 3, None))  # yellow 5: Great Hall 5 counts white dice: the black one and the 6
    events = g.apply(("prestige",))
    assert of_type(events, "built")[0]["dice_counted"] == 2


def test_shelter_raid_a_transparent_die_acts_as_a_black_die():
    g, events = game_with_tile("shelter", R, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3, day=4)
    # Rank 1 holds the black 1 (red plaza), rank 3 the yellow 5 beside the Raid.
    destroyed = of_type(events, "plaza_destroyed")
    assert [(e["colour"], e["value"], e["by_raid"]) for e in destroyed] == [
        ("red", 1, False),
        ("yellow", 5, True),
    ]
    assert [d["rank"] for d in g.available_dice()] == [2, 4]
    sheet = g.sheets[0]
    assert sheet.building("great_hall", 5) == CROSSED and sheet.building("city_hall", 5) == CROSSED
    assert sheet.building("fortress", 1) == CROSSED


def test_shelter_raid_before_day_3_destroys_only_the_plaza():
    g, events = game_with_tile("shelter", R, [2, 5, 6], 1, ["red", "white", "yellow", "red"], rank=3, day=2)
    assert len(of_type(events, "plaza_destroyed")) == 2
    assert not of_type(events, "die_crossed")
    assert set(g.sheets[0].buildings) == {EMPTY}


def test_shelter_raid_respects_fortress_protection():
    g2 = new_game(modules=MOD)
    g2.tiles = {}
    g2.day = 4
    set_plazas(g2, ["red", "white", "yellow", "red"])
    set_tile(g2, 3, "shelter", R)
    draw(g2, "fortress", 5)
    events = place(g2, [2, 5, 6], 1)
    assert [e["column"] for e in of_type(events, "fortress_protects")] == [5]
    assert g2.sheets[0].building("great_hall", 5) == EMPTY


# ---------------------------------------------------------------------------------------- flipping


def test_a_banquet_turns_to_raid_for_good_when_the_black_die_destroys_its_plaza():
    g, _ = game_with_tile("price", B, [3, 4, 5], 1, ["white", "red", "yellow", "white"], rank=1)
    notch = g.half_day_notches()[0]
    assert g.tiles[notch] == ("price", B)
    g.apply(("die", 2, "knowledge"))
    events = g.apply(("gain",))
    assert [e["tile"] for e in of_type(events, "tile_flipped")] == ["price"]
    assert g.tiles[notch] == ("price", R)
    # A single-colour plaza keeps its colour when turned over.
    assert g.plaza_colour(notch) == "white"


def test_a_raid_stays_a_raid():
    g, _ = game_with_tile("price", R, [3, 4, 5], 1, ["white", "red", "yellow", "white"], rank=1)
    notch = g.half_day_notches()[0]
    g.apply(("die", 2, "knowledge"))
    events = g.apply(("gain",))
    assert not of_type(events, "tile_flipped")
    assert g.tiles[notch] == ("price", R)


def test_all_sixteen_sides_are_defined():
    from troyes_desktop.rules.dice.tiles import NO_EFFECT, TILE_EFFECTS, TILE_IDS

    assert len(TILE_EFFECTS) == 16
    assert set(TILE_IDS) == set(new_game().data.tile_ids)
    assert all(TILE_EFFECTS[(t, s)] != NO_EFFECT for t in TILE_IDS for s in (B, R))
