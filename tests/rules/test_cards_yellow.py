"""Yellow (civil) activity cards, and the rules every activity card shares (rulebook, Phase 4 action 1
and appendix "Activity Cards"): Artisan, Merchant, Miller, Innkeeper, Blacksmith, Militiaman,
Journeyman, Goldsmith, Sculptor."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, PALACE

from .card_helpers import (
    SPARE,
    SUPPLY,
    activate,
    card_data,
    cubes_in_play,
    give_tradesman,
    refused,
    store_cubes,
)
from .helpers import N, R, W, Y, in_actions, play_group, slot_for


# ---------------------------------------------------------------------- shared rules
def test_hiring_a_tradesman_costs_the_card_price_and_takes_the_first_free_space():
    g = in_actions(dice=[(0, Y, 5), (0, Y, 6), SPARE], cards=["merchant"], deniers=10)
    card = card_data(g, "merchant")
    s = slot_for(g, "merchant")
    res = g.evaluate(0, g.die_ids[:2], "card", s)
    assert res["ok"] and res["hire_cost"] == card.cost and res["times"] == 11 // card.divisor
    play_group(g, g.die_ids[:2], "card", s)
    assert g.pending == Decision(0, "source")
    assert g.players[0].deniers == 10 - card.cost          # paid before the citizen is chosen
    g.apply(SUPPLY)
    assert g.slot_spaces[s][0] == 0
    assert g.players[0].supply == g.players[0].citizens - 1
    assert g.players[0].deniers == 10 - card.cost + 2 * (11 // card.divisor)
    assert g.pending == Decision(1, "turn")


def test_second_tradesman_takes_the_next_space_then_the_illustration():
    spaces = len(card_data(in_actions(), "merchant").spaces)
    g = in_actions(dice=[(p, Y, 6) for p in range(4)] + [SPARE], cards=["merchant"], deniers=20)
    s = slot_for(g, "merchant")
    for p in range(4):
        assert g.pending == Decision(p, "turn")
        activate(g, [g.die_ids[p]], "merchant")
    assert g.slot_spaces[s] == list(range(spaces))
    assert g.slot_illus[s] == list(range(spaces, 4))


def test_a_free_space_left_of_an_occupied_one_is_taken_first():
    g = in_actions(dice=[(0, Y, 6), (1, Y, 6), SPARE], cards=["merchant"], deniers=20)
    s = slot_for(g, "merchant")
    assert len(g.slot_spaces[s]) == 2
    give_tradesman(g, 3, "merchant", 1)        # space 0 is free (its tradesman moved away)
    activate(g, [g.die_ids[0]], "merchant")
    assert g.slot_spaces[s] == [0, 3]
    activate(g, [g.die_ids[1]], "merchant")
    assert g.slot_spaces[s] == [0, 3] and g.slot_illus[s] == [1]


def test_a_tradesman_moved_from_another_card_frees_his_space():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["merchant", "sculptor"], deniers=20)
    s_m, s_s = slot_for(g, "merchant"), slot_for(g, "sculptor")
    give_tradesman(g, 0, "sculptor", 0)
    g.players[0].supply = 0
    g.players[0].influence = 0
    play_group(g, [g.die_ids[0]], "card", s_m)
    assert g.legal_actions() == [("source", "tradesman", s_s, 0)]
    g.apply(("source", "tradesman", s_s, 0))
    assert g.slot_spaces[s_s][0] is None and g.slot_spaces[s_m][0] == 0


def test_with_a_tradesman_already_there_nothing_is_paid_and_no_citizen_moves():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["merchant"], deniers=0)
    card = card_data(g, "merchant")
    s = give_tradesman(g, 0, "merchant")
    supply = g.players[0].supply
    res = g.evaluate(0, [g.die_ids[0]], "card", s)
    assert res["ok"] and res["hire_cost"] == 0
    play_group(g, [g.die_ids[0]], "card", s)
    assert g.players[0].deniers == 2 * (6 // card.divisor)
    assert g.players[0].supply == supply and g.slot_spaces[s][0] == 0 and g.slot_illus[s] == []


def test_the_tradesman_price_must_be_affordable():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["merchant"])
    card = card_data(g, "merchant")
    s = slot_for(g, "merchant")
    g.players[0].deniers = card.cost - 1
    res = g.evaluate(0, [g.die_ids[0]], "card", s)
    assert not res["ok"] and "deniers" in res["reason"]
    g.apply(("die", g.die_ids[0]))
    assert ("target", "card", s, None) not in g.legal_actions()
    g.players[0].deniers = card.cost
    assert g.evaluate(0, [g.die_ids[0]], "card", s)["ok"]


def test_no_citizen_and_no_influence_means_no_tradesman():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["merchant"], deniers=20, influence=1)
    g.players[0].supply = g.players[0].citizens = 0      # no citizen at all, in the supply or on the board
    res = g.evaluate(0, [g.die_ids[0]], "card", slot_for(g, "merchant"))
    assert not res["ok"] and "citizen" in res["reason"]
    g.players[0].influence = 2
    assert g.evaluate(0, [g.die_ids[0]], "card", slot_for(g, "merchant"))["ok"]
    activate_src = play_group(g, [g.die_ids[0]], "card", slot_for(g, "merchant"))
    assert activate_src and g.legal_actions() == [("source", "influence", None, None)]
    g.apply(("source", "influence", None, None))
    assert g.players[0].influence == 0 and g.players[0].citizens == 1


def test_card_needs_its_colour_and_a_group_reaching_the_divisor():
    g = in_actions(dice=[(0, W, 6), (0, Y, 1), (0, R, 6), SPARE], cards=["journeyman"], deniers=20)
    card = card_data(g, "journeyman")
    s = slot_for(g, "journeyman")
    assert "yellow" in g.evaluate(0, [g.die_ids[0]], "card", s)["reason"]
    assert "yellow" in g.evaluate(0, [g.die_ids[2]], "card", s)["reason"]
    assert card.divisor > 1
    assert f"at least {card.divisor}" in g.evaluate(0, [g.die_ids[1]], "card", s)["reason"]


def test_face_down_cards_cannot_be_activated():
    g = in_actions(dice=[(0, Y, 6), SPARE], deniers=20)
    s = slot_for(g, "merchant")
    assert not g.slot_revealed[s]
    assert not g.evaluate(0, [g.die_ids[0]], "card", s)["ok"]


def test_bought_dice_cost_by_group_size_and_the_neutral_die_is_paid_to_the_bank():
    g = in_actions(dice=[(0, Y, 6), (1, Y, 6), (N, Y, 6), SPARE], cards=["merchant"], deniers=30)
    s = give_tradesman(g, 0, "merchant")
    res = g.evaluate(0, g.die_ids[:3], "card", s)
    assert res["price"] == 12 and res["payments"] == {1: 6, N: 6}
    play_group(g, g.die_ids[:3], "card", s)
    card = card_data(g, "merchant")
    assert g.players[0].deniers == 30 - 12 + 2 * (18 // card.divisor)
    assert g.players[1].deniers == 36


# ---------------------------------------------------------------------- Artisan
def test_artisan_asks_how_many_uses_bounded_by_activations_and_influence():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 6), SPARE], cards=["artisan"], deniers=10, influence=2)
    card = card_data(g, "artisan")
    times = 12 // card.divisor
    assert times > 2
    activate(g, g.die_ids[:2], "artisan")
    assert g.pending == Decision(0, "count")
    assert g.legal_actions() == [("count", 1), ("count", 2)]
    assert "from 1 to 2" in refused(g, ("count", 3))
    refused(g, ("count", 0))
    g.apply(("count", 2))
    assert g.players[0].influence == 0
    assert g.players[0].deniers == 10 - card.cost + 6 * 2


def test_artisan_uses_are_capped_by_the_activations():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["artisan"], deniers=10, influence=15)
    card = card_data(g, "artisan")
    times = 6 // card.divisor
    s = give_tradesman(g, 0, "artisan")
    play_group(g, [g.die_ids[0]], "card", s)
    assert g.legal_actions() == [("count", n) for n in range(1, times + 1)]
    g.apply(("count", times))
    assert g.players[0].influence == 15 - times and g.players[0].deniers == 10 + 6 * times


def test_artisan_without_influence_cannot_be_activated():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["artisan"], deniers=10, influence=0)
    s = give_tradesman(g, 0, "artisan")
    res = g.evaluate(0, [g.die_ids[0]], "card", s)
    assert not res["ok"] and "influence" in res["reason"]


# ---------------------------------------------------------------------- Merchant
def test_merchant_gains_two_deniers_per_activation():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 6), (0, Y, 5), SPARE], cards=["merchant"], deniers=0)
    card = card_data(g, "merchant")
    s = give_tradesman(g, 0, "merchant")
    play_group(g, g.die_ids[:3], "card", s)
    assert g.players[0].deniers == 2 * (17 // card.divisor)


def test_merchant_refuses_a_group_below_its_divisor():
    g = in_actions(dice=[(0, Y, 1), SPARE], cards=["merchant"], deniers=10)
    card = card_data(g, "merchant")
    s = give_tradesman(g, 0, "merchant")
    assert card.divisor > 1
    assert not g.evaluate(0, [g.die_ids[0]], "card", s)["ok"]
    g.apply(("die", g.die_ids[0]))
    assert ("target", "card", s, None) not in g.legal_actions()
    assert refused(g, ("target", "card", s, None)).startswith("the group is worth 1")


# ---------------------------------------------------------------------- Miller
def _miller_position():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 6), (0, Y, 6), SPARE], cards=["miller"], deniers=0)
    # Player 0: 2 citizens in the Palace, 1 in the Bishopric, 1 expelled (lying) on each of them.
    g.spaces[PALACE][0] = g.spaces[PALACE][5] = 0
    g.spaces[BISHOPRIC][0] = 0
    g.spaces[CITY_HALL][0] = g.spaces[CITY_HALL][2] = 0      # City Hall never pays the Miller
    g.expelled[PALACE].append(0)
    g.expelled[BISHOPRIC].append(0)
    g.spaces[PALACE][2] = 1
    g.players[0].supply = 4
    give_tradesman(g, 0, "miller")
    return g


def test_miller_splits_activations_between_palace_and_bishopric():
    g = _miller_position()
    times = 18 // card_data(g, "miller").divisor
    play_group(g, g.die_ids[:3], "card", slot_for(g, "miller"))
    assert g.pending == Decision(0, "miller")
    assert g.legal_actions() == [("miller", n) for n in range(times + 1)]
    refused(g, ("miller", times + 1))
    refused(g, ("miller", -1))
    g.apply(("miller", 2))
    # 2 activations x 2 Palace citizens x 2 deniers + the rest x 1 Bishopric citizen x 2 deniers.
    assert g.players[0].deniers == 2 * 2 * 2 + (times - 2) * 1 * 2


def test_miller_all_on_one_building_and_expelled_citizens_pay_nothing():
    g = _miller_position()
    times = 18 // card_data(g, "miller").divisor
    play_group(g, g.die_ids[:3], "card", slot_for(g, "miller"))
    g.apply(("miller", times))
    assert g.players[0].deniers == times * 2 * 2
    g2 = _miller_position()
    play_group(g2, g2.die_ids[:3], "card", slot_for(g2, "miller"))
    g2.apply(("miller", 0))
    assert g2.players[0].deniers == times * 1 * 2


# ---------------------------------------------------------------------- Innkeeper
def test_innkeeper_pays_deniers_for_influence_bounded_by_deniers_left():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 5), SPARE], cards=["innkeeper"], influence=4)
    card = card_data(g, "innkeeper")
    times = 11 // card.divisor
    g.players[0].deniers = card.cost + 3
    assert times > 3
    activate(g, g.die_ids[:2], "innkeeper")
    assert g.legal_actions() == [("count", 1), ("count", 2), ("count", 3)]
    refused(g, ("count", 4))
    g.apply(("count", 3))
    assert g.players[0].deniers == 0 and g.players[0].influence == 7


def test_innkeeper_influence_never_exceeds_20_and_needs_a_denier():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 6), SPARE], cards=["innkeeper"], deniers=5, influence=19)
    s = give_tradesman(g, 0, "innkeeper")
    play_group(g, g.die_ids[:2], "card", s)
    g.apply(("count", 3))
    assert g.players[0].influence == 20 and g.players[0].deniers == 2
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["innkeeper"], deniers=0)
    s = give_tradesman(g, 0, "innkeeper")
    res = g.evaluate(0, [g.die_ids[0]], "card", s)
    assert not res["ok"] and "deniers" in res["reason"]


# ---------------------------------------------------------------------- Journeyman
def test_journeyman_three_deniers_for_two_vp_bounded_by_deniers_after_hiring():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 6), (0, Y, 6), SPARE], cards=["journeyman"])
    card = card_data(g, "journeyman")
    times = 18 // card.divisor
    assert times >= 4
    g.players[0].deniers = card.cost + 3 * 3 + 2
    activate(g, g.die_ids[:3], "journeyman")
    assert g.legal_actions() == [("count", n) for n in (1, 2, 3)]
    refused(g, ("count", 4))
    g.apply(("count", 3))
    assert g.players[0].vp == 6 and g.players[0].deniers == 2


def test_journeyman_refused_when_less_than_three_deniers_would_remain():
    g = in_actions(dice=[(0, Y, 6), SPARE], cards=["journeyman"])
    card = card_data(g, "journeyman")
    g.players[0].deniers = card.cost + 2
    res = g.evaluate(0, [g.die_ids[0]], "card", slot_for(g, "journeyman"))
    assert not res["ok"] and "3 deniers" in res["reason"]
    g.players[0].deniers = card.cost + 3
    assert g.evaluate(0, [g.die_ids[0]], "card", slot_for(g, "journeyman"))["ok"]


# ---------------------------------------------------------------------- Goldsmith, Sculptor
def test_goldsmith_gains_one_vp_and_two_deniers_per_activation():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 5), (0, Y, 4), SPARE], cards=["goldsmith"], deniers=0)
    card = card_data(g, "goldsmith")
    s = give_tradesman(g, 0, "goldsmith")
    times = 15 // card.divisor
    play_group(g, g.die_ids[:3], "card", s)
    assert g.players[0].vp == times and g.players[0].deniers == 2 * times


def test_sculptor_gains_one_vp_per_activation_and_needs_its_divisor():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 5), (0, Y, 1), SPARE], cards=["sculptor"], deniers=0)
    card = card_data(g, "sculptor")
    s = give_tradesman(g, 0, "sculptor")
    assert card.divisor > 1
    assert not g.evaluate(0, [g.die_ids[2]], "card", s)["ok"]
    play_group(g, g.die_ids[:2], "card", s)
    assert g.players[0].vp == 11 // card.divisor and g.players[0].deniers == 0


# ---------------------------------------------------------------------- Blacksmith
def test_blacksmith_stores_cubes_from_yellow_dice():
    g = in_actions(dice=[(0, Y, 6), (0, Y, 4), SPARE], cards=["blacksmith"], deniers=10)
    card = card_data(g, "blacksmith")
    assert card.delayed
    s = slot_for(g, "blacksmith")
    activate(g, g.die_ids[:2], "blacksmith")
    times = 10 // card.divisor
    assert g.slot_cubes[s][0] == times and g.players[0].cubes == 20 - times
    assert g.players[0].deniers == 10 - card.cost
    assert cubes_in_play(g, 0) == 20


def test_blacksmith_adds_five_to_a_red_group_and_spends_one_cube():
    g = in_actions(dice=[(0, R, 2), (0, R, 3), SPARE], cards=["blacksmith", "mercenary"], deniers=0)
    merc = card_data(g, "mercenary")
    s_b = store_cubes(g, 0, "blacksmith", 2)
    s_m = give_tradesman(g, 0, "mercenary")
    res = g.evaluate(0, g.die_ids[:2], "card", s_m, s_b)
    assert res["ok"] and res["value"] == 10 and res["times"] == 10 // merc.divisor
    play_group(g, g.die_ids[:2], "card", s_m, s_b)
    assert g.players[0].deniers == 3 * (10 // merc.divisor)
    assert g.slot_cubes[s_b][0] == 1 and g.players[0].cubes == 19
    assert cubes_in_play(g, 0) == 20


def test_blacksmith_works_on_red_events_and_not_on_other_colours():
    g = in_actions(dice=[(0, R, 3), (0, Y, 6), SPARE], cards=["blacksmith"])
    s_b = store_cubes(g, 0, "blacksmith", 1)
    g.queue.append(["war", []])
    war = g.data.events["war"]
    res = g.evaluate(0, [g.die_ids[0]], "event", 1, s_b)
    assert res["value"] == 8 and res["times"] == min(8 // war.divisor, war.banners)
    res = g.evaluate(0, [g.die_ids[1]], "agriculture", None, s_b)
    assert not res["ok"] and "red" in res["reason"]


def test_blacksmith_cannot_place_a_citizen_on_the_palace():
    g = in_actions(dice=[(0, R, 1), SPARE], cards=["blacksmith"])
    s_b = store_cubes(g, 0, "blacksmith", 1)
    res = g.evaluate(0, [g.die_ids[0]], "building", PALACE, s_b)
    assert not res["ok"] and "Blacksmith" in res["reason"]
    g.apply(("die", g.die_ids[0]))
    targets = g.legal_actions()
    assert ("target", "building", PALACE, None) in targets
    assert ("target", "building", PALACE, s_b) not in targets


# ---------------------------------------------------------------------- Militiaman
def test_militiaman_yellow_die_reaches_the_palace():
    g = in_actions(dice=[(0, Y, 4), SPARE], cards=["militiaman"])
    s_m = store_cubes(g, 0, "militiaman", 1)
    assert not g.evaluate(0, [g.die_ids[0]], "building", PALACE)["ok"]
    g.apply(("die", g.die_ids[0]))
    assert ("target", "building", PALACE, s_m) in g.legal_actions()
    assert ("target", "building", CITY_HALL, s_m) not in g.legal_actions()
    g.apply(("target", "building", PALACE, s_m))
    g.apply(SUPPLY)
    assert g.spaces[PALACE][3] == 0 and g.slot_cubes[s_m][0] == 0


def test_militiaman_activates_red_cards_and_fights_red_events_with_yellow_dice():
    g = in_actions(dice=[(0, Y, 5), (0, Y, 4), SPARE], cards=["militiaman", "mercenary"], deniers=0)
    merc = card_data(g, "mercenary")
    s_mi = store_cubes(g, 0, "militiaman", 1)
    s_me = give_tradesman(g, 0, "mercenary")
    assert not g.evaluate(0, g.die_ids[:2], "card", s_me)["ok"]
    g.queue.append(["brigands-1", []])
    brig = g.data.events["brigands-1"]
    assert not g.evaluate(0, g.die_ids[:2], "event", 1)["ok"]
    assert g.evaluate(0, g.die_ids[:2], "event", 1, s_mi)["times"] == min(9 // brig.divisor, brig.banners)
    play_group(g, g.die_ids[:2], "card", s_me, s_mi)
    assert g.players[0].deniers == 3 * (9 // merc.divisor)


def test_militiaman_refuses_red_dice_and_keeps_the_values():
    g = in_actions(dice=[(0, R, 5), (0, Y, 5), SPARE], cards=["militiaman", "mercenary"])
    s_mi = store_cubes(g, 0, "militiaman", 1)
    s_me = give_tradesman(g, 0, "mercenary")
    res = g.evaluate(0, [g.die_ids[0]], "card", s_me, s_mi)
    assert not res["ok"] and "yellow" in res["reason"]
    assert g.evaluate(0, [g.die_ids[1]], "card", s_me, s_mi)["value"] == 5
    # Now red, the yellow die no longer serves yellow targets.
    assert not g.evaluate(0, [g.die_ids[1]], "agriculture", None, s_mi)["ok"]


# ---------------------------------------------------------------------- one cube per action
def test_only_one_stored_cube_modifies_an_action():
    g = in_actions(dice=[(0, R, 1), (0, R, 1), SPARE], cards=["blacksmith", "mercenary"], deniers=0)
    merc = card_data(g, "mercenary")
    s_b = store_cubes(g, 0, "blacksmith", 3)
    s_m = give_tradesman(g, 0, "mercenary")
    play_group(g, g.die_ids[:2], "card", s_m, s_b)
    # +5 once, not once per stored cube; exactly one cube goes back to the supply.
    assert g.players[0].deniers == 3 * (7 // merc.divisor)
    assert g.slot_cubes[s_b][0] == 2 and g.players[0].cubes == 18
    g2 = in_actions(dice=[(0, R, 1), SPARE], cards=["blacksmith", "mercenary"])
    res = g2.evaluate(0, [g2.die_ids[0]], "agriculture", None, slot_for(g2, "blacksmith"))
    assert "no stored cube" in res["reason"]
    # A card that does not modify dice is no cube_slot.
    s_me = give_tradesman(g2, 0, "mercenary")
    g2.slot_cubes[s_me][0] = 1
    assert "does not modify" in g2.evaluate(0, [g2.die_ids[0]], "card", s_me, s_me)["reason"]
