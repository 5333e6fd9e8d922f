"""White (religious) activity cards (rulebook appendix "Activity Cards", French text for Procession and
Glassblower): Tithe, Monk, Priest, Apprenticeship, Confession, Templar, Pilgrimage, Procession,
Glassblower."""
from __future__ import annotations

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


def test_white_delayed_cards_store_cubes_from_white_dice():
    for cid in ("tithe", "monk", "priest", "apprenticeship", "confession", "templar"):
        g = in_actions(dice=[(0, W, 6), (0, W, 5), (0, Y, 6), SPARE], cards=[cid], deniers=10)
        card = card_data(g, cid)
        assert card.delayed
        s = slot_for(g, cid)
        assert not g.evaluate(0, [g.die_ids[2]], "card", s)["ok"]
        activate(g, g.die_ids[:2], cid)
        assert g.slot_cubes[s][0] == 11 // card.divisor, cid
        assert g.players[0].cubes == 20 - 11 // card.divisor
        assert g.players[0].deniers == 10 - card.cost
        assert cubes_in_play(g, 0) == 20


# ---------------------------------------------------------------------- Tithe
def _tithe_position(deniers=0):
    g = in_actions(dice=[(0, Y, 2), (1, Y, 5), (1, Y, 4), (N, Y, 6), (2, Y, 3), SPARE], cards=["tithe"],
                   deniers=deniers)
    s = store_cubes(g, 0, "tithe", 2)
    return g, s


def test_tithe_one_yellow_die_from_each_other_district_is_free_neutral_included():
    g, s = _tithe_position(deniers=0)
    own, p1a, _, neutral, _ = g.die_ids[:5]
    res = g.evaluate(0, [own, p1a, neutral], "agriculture", None, s)
    assert res["ok"] and res["price"] == 0 and res["payments"] == {}
    # Without deniers the other players' dice can still be chosen thanks to the Tithe cube.
    assert ("die", p1a) in g.legal_actions()
    play_group(g, [own, p1a, neutral], "agriculture", None, s)
    assert g.players[0].deniers == (2 + 5 + 6) // 2
    assert g.players[1].deniers == 0
    assert g.slot_cubes[s][0] == 1 and g.players[0].cubes == 19


def test_tithe_two_free_dice_from_two_players():
    g, s = _tithe_position(deniers=0)
    own, p1a, _, _, p2 = g.die_ids[:5]
    res = g.evaluate(0, [own, p1a, p2], "agriculture", None, s)
    assert res["ok"] and res["price"] == 0


def test_tithe_second_die_from_the_same_district_is_paid_at_the_group_price():
    g, s = _tithe_position(deniers=10)
    own, p1a, p1b, _, _ = g.die_ids[:5]
    res = g.evaluate(0, [own, p1a, p1b], "agriculture", None, s)
    assert res["ok"] and res["price"] == 6 and res["payments"] == {1: 6}
    play_group(g, [own, p1a, p1b], "agriculture", None, s)
    assert g.players[0].deniers == 10 - 6 + (2 + 5 + 4) // 2
    assert g.players[1].deniers == 10 + 6
    g2, s2 = _tithe_position(deniers=5)
    assert "you need 6 deniers" in g2.evaluate(0, g2.die_ids[:3], "agriculture", None, s2)["reason"]


def test_tithe_takes_yellow_dice_only():
    g = in_actions(dice=[(0, W, 2), (1, W, 5), SPARE], cards=["tithe"], deniers=10)
    s = store_cubes(g, 0, "tithe", 1)
    res = g.evaluate(0, g.die_ids[:2], "cathedral", None, s)
    assert not res["ok"]
    res = g.evaluate(0, [g.die_ids[1]], "building", BISHOPRIC, s)
    assert not res["ok"] and "yellow" in res["reason"]


# ---------------------------------------------------------------------- Monk
def test_monk_one_white_die_counts_as_three_yellow_dice():
    g = in_actions(dice=[(0, W, 4), SPARE], cards=["monk", "merchant"], deniers=0)
    merc = card_data(g, "merchant")
    s_mo = store_cubes(g, 0, "monk", 1)
    s_me = give_tradesman(g, 0, "merchant")
    assert not g.evaluate(0, [g.die_ids[0]], "card", s_me)["ok"]
    res = g.evaluate(0, [g.die_ids[0]], "card", s_me, s_mo)
    assert res["ok"] and res["value"] == 12 and res["price"] == 0
    play_group(g, [g.die_ids[0]], "card", s_me, s_mo)
    assert g.players[0].deniers == 2 * (12 // merc.divisor)
    assert g.slot_cubes[s_mo][0] == 0 and g.players[0].cubes == 20


def test_monk_bought_die_costs_two_deniers():
    g = in_actions(dice=[(1, W, 5), SPARE], cards=["monk"], deniers=10)
    s_mo = store_cubes(g, 0, "monk", 1)
    res = g.evaluate(0, [g.die_ids[0]], "agriculture", None, s_mo)
    assert res["ok"] and res["price"] == 2 and res["payments"] == {1: 2}
    play_group(g, [g.die_ids[0]], "agriculture", None, s_mo)
    assert g.players[0].deniers == 10 - 2 + 15 // 2 and g.players[1].deniers == 12


def test_monk_exactly_one_white_die_and_never_a_citizen():
    g = in_actions(dice=[(0, W, 4), (0, W, 3), (0, Y, 3), SPARE], cards=["monk"])
    s_mo = store_cubes(g, 0, "monk", 1)
    w4, w3, y3 = g.die_ids[:3]
    assert "exactly one white die" in g.evaluate(0, [w4, w3], "agriculture", None, s_mo)["reason"]
    assert "exactly one white die" in g.evaluate(0, [y3], "agriculture", None, s_mo)["reason"]
    for b in (PALACE, BISHOPRIC, CITY_HALL):
        assert not g.evaluate(0, [w3], "building", b, s_mo)["ok"]
    assert not g.evaluate(0, [w3], "cathedral", None, s_mo)["ok"]     # now yellow
    g.apply(("die", w3))
    assert not [a for a in g.legal_actions() if a[0] == "target" and a[1] == "building" and a[3] == s_mo]
    assert ("target", "agriculture", None, s_mo) in g.legal_actions()


# ---------------------------------------------------------------------- Templar
def test_templar_one_white_die_counts_as_two_red_dice():
    g = in_actions(dice=[(0, W, 5), SPARE], cards=["templar", "mercenary"], deniers=0)
    merc = card_data(g, "mercenary")
    s_t = store_cubes(g, 0, "templar", 1)
    s_me = give_tradesman(g, 0, "mercenary")
    res = g.evaluate(0, [g.die_ids[0]], "card", s_me, s_t)
    assert res["ok"] and res["value"] == 10
    play_group(g, [g.die_ids[0]], "card", s_me, s_t)
    assert g.players[0].deniers == 3 * (10 // merc.divisor)


def test_templar_bought_die_costs_two_and_fights_red_events():
    g = in_actions(dice=[(2, W, 6), SPARE], cards=["templar"], deniers=10)
    s_t = store_cubes(g, 0, "templar", 1)
    g.queue.append(["war", []])
    war = g.data.events["war"]
    res = g.evaluate(0, [g.die_ids[0]], "event", 1, s_t)
    assert res["ok"] and res["price"] == 2 and res["payments"] == {2: 2}
    assert res["times"] == min(12 // war.divisor, war.banners)
    assert not g.evaluate(0, [g.die_ids[0]], "event", 1)["ok"]


def test_templar_exactly_one_white_die_and_never_a_citizen():
    g = in_actions(dice=[(0, W, 2), (0, W, 2), (0, R, 2), SPARE], cards=["templar"])
    s_t = store_cubes(g, 0, "templar", 1)
    w1, w2, r = g.die_ids[:3]
    assert "exactly one white die" in g.evaluate(0, [w1, w2], "building", PALACE, s_t)["reason"]
    assert "exactly one white die" in g.evaluate(0, [r], "building", PALACE, s_t)["reason"]
    # The die now counts as two red dice: a citizen is always placed with exactly one die.
    res = g.evaluate(0, [w1], "building", PALACE, s_t)
    assert not res["ok"] and "exactly one die" in res["reason"]
    assert not g.evaluate(0, [w1], "building", BISHOPRIC, s_t)["ok"]


# ---------------------------------------------------------------------- Priest
def test_priest_adds_three_per_yellow_die():
    g = in_actions(dice=[(0, Y, 2), (0, Y, 3), (0, Y, 1), SPARE], cards=["priest"], deniers=0)
    s = store_cubes(g, 0, "priest", 1)
    res = g.evaluate(0, g.die_ids[:3], "agriculture", None, s)
    assert res["value"] == 2 + 3 + 1 + 9
    play_group(g, g.die_ids[:2], "agriculture", None, s)
    assert g.players[0].deniers == (2 + 3 + 6) // 2


def test_priest_cannot_place_a_citizen_on_city_hall_and_needs_yellow_dice():
    g = in_actions(dice=[(0, Y, 1), (0, W, 1), SPARE], cards=["priest"])
    s = store_cubes(g, 0, "priest", 1)
    assert g.evaluate(0, [g.die_ids[0]], "building", CITY_HALL)["ok"]
    res = g.evaluate(0, [g.die_ids[0]], "building", CITY_HALL, s)
    assert not res["ok"] and "Priest" in res["reason"]
    res = g.evaluate(0, [g.die_ids[1]], "building", BISHOPRIC, s)
    assert not res["ok"] and "yellow" in res["reason"]


# ---------------------------------------------------------------------- Apprenticeship
def test_apprenticeship_makes_every_die_a_five():
    g = in_actions(dice=[(0, R, 1), (0, R, 2), SPARE], cards=["apprenticeship", "mercenary"], deniers=0)
    merc = card_data(g, "mercenary")
    s_a = store_cubes(g, 0, "apprenticeship", 1)
    s_m = give_tradesman(g, 0, "mercenary")
    res = g.evaluate(0, g.die_ids[:2], "card", s_m, s_a)
    assert res["value"] == 10
    play_group(g, g.die_ids[:2], "card", s_m, s_a)
    assert g.players[0].deniers == 3 * (10 // merc.divisor)


def test_apprenticeship_places_on_the_palace_only():
    g = in_actions(dice=[(0, R, 1), (0, W, 1), (0, Y, 1), SPARE], cards=["apprenticeship"])
    s_a = store_cubes(g, 0, "apprenticeship", 3)
    r, w, y = g.die_ids[:3]
    assert "cannot be used to place" in g.evaluate(0, [w], "building", BISHOPRIC, s_a)["reason"]
    assert "cannot be used to place" in g.evaluate(0, [y], "building", CITY_HALL, s_a)["reason"]
    assert "cathedral" in g.evaluate(0, [w], "cathedral", None, s_a)["reason"]
    play_group(g, [r], "building", PALACE, s_a)
    g.apply(SUPPLY)
    assert g.spaces[PALACE][4] == 0 and g.spaces[PALACE][0] is None


def test_apprenticeship_mixed_colours_only_for_pilgrimage():
    g = in_actions(dice=[(0, Y, 1), (0, W, 2), SPARE], cards=["apprenticeship", "pilgrimage", "merchant"],
                   deniers=20)
    pil = card_data(g, "pilgrimage")
    s_a = store_cubes(g, 0, "apprenticeship", 1)
    s_p = give_tradesman(g, 0, "pilgrimage")
    s_me = give_tradesman(g, 0, "merchant")
    y, w = g.die_ids[:2]
    assert "Pilgrimage" in g.evaluate(0, [y, w], "card", s_me, s_a)["reason"]
    res = g.evaluate(0, [y, w], "card", s_p, s_a)
    assert res["ok"] and res["value"] == 10
    play_group(g, [y, w], "card", s_p, s_a)
    assert g.players[0].vp == 2 * (10 // pil.divisor)


# ---------------------------------------------------------------------- Confession
def test_confession_adds_two_per_die_of_any_colour():
    g = in_actions(dice=[(0, W, 1), (0, W, 2), (0, Y, 5), SPARE], cards=["confession"], deniers=0)
    s = store_cubes(g, 0, "confession", 2)
    g.queue.append(["heresy", []])
    heresy = g.data.events["heresy"]
    res = g.evaluate(0, g.die_ids[:2], "event", 1, s)
    assert res["value"] == 7 and res["times"] == min(7 // heresy.divisor, heresy.banners)
    play_group(g, [g.die_ids[2]], "agriculture", None, s)
    assert g.players[0].deniers == 7 // 2


def test_confession_palace_allowed_bishopric_city_hall_cathedral_refused():
    g = in_actions(dice=[(0, R, 2), (0, W, 1), (0, Y, 1), (0, W, 3), SPARE], cards=["confession"])
    s = store_cubes(g, 0, "confession", 1)
    r, w, y, w3 = g.die_ids[:4]
    assert not g.evaluate(0, [w], "building", BISHOPRIC, s)["ok"]
    assert not g.evaluate(0, [y], "building", CITY_HALL, s)["ok"]
    assert not g.evaluate(0, [w3], "cathedral", None, s)["ok"]
    assert g.evaluate(0, [w3], "cathedral", None)["ok"]
    play_group(g, [r], "building", PALACE, s)
    g.apply(SUPPLY)
    assert g.spaces[PALACE][3] == 0


# ---------------------------------------------------------------------- Pilgrimage
def test_pilgrimage_accepts_dice_of_any_colours():
    g = in_actions(dice=[(0, R, 3), (0, Y, 4), (1, W, 5), SPARE], cards=["pilgrimage"], deniers=20)
    card = card_data(g, "pilgrimage")
    s = slot_for(g, "pilgrimage")
    activate(g, g.die_ids[:3], "pilgrimage")
    assert g.players[0].vp == 2 * (12 // card.divisor)
    assert g.players[0].deniers == 20 - card.cost - 6 and g.players[1].deniers == 26
    assert g.slot_spaces[s][0] == 0


def test_pilgrimage_mixed_group_refuses_other_cubes():
    g = in_actions(dice=[(0, Y, 4), (0, W, 4), (0, Y, 3), SPARE],
                   cards=["pilgrimage", "priest", "confession"], deniers=20)
    card = card_data(g, "pilgrimage")
    s_pr = store_cubes(g, 0, "priest", 1)
    s_c = store_cubes(g, 0, "confession", 1)
    s_p = give_tradesman(g, 0, "pilgrimage")
    y, w, y3 = g.die_ids[:3]
    res = g.evaluate(0, [y, w], "card", s_p, s_pr)
    assert not res["ok"] and "Apprenticeship or Confession" in res["reason"]
    assert g.evaluate(0, [y, w], "card", s_p, s_c)["value"] == 12
    # A single-colour group on Pilgrimage may use any matching cube.
    res = g.evaluate(0, [y, y3], "card", s_p, s_pr)
    assert res["ok"] and res["times"] == 13 // card.divisor


def test_mixed_groups_need_pilgrimage_out_and_affordable():
    g = in_actions(dice=[(0, Y, 4), (0, W, 4), SPARE], cards=["merchant"], deniers=20)
    y, w = g.die_ids[:2]
    g.apply(("die", y))
    assert ("die", w) not in g.legal_actions()
    assert "same colour" in refused(g, ("die", w))
    g = in_actions(dice=[(0, Y, 4), (0, W, 4), SPARE], cards=["pilgrimage"], deniers=20)
    y, w = g.die_ids[:2]
    g.apply(("die", y))
    g.apply(("die", w))
    acts = [a for a in g.legal_actions() if a[0] == "target"]
    assert acts == [("target", "card", slot_for(g, "pilgrimage"), None)]


# ---------------------------------------------------------------------- Procession
def test_procession_gives_two_vp_per_activation_to_the_district_with_most_dice():
    g = in_actions(dice=[(0, W, 6), (0, W, 6), (0, R, 1), (1, Y, 1), (1, Y, 2), (2, R, 3), (2, R, 4),
                         (N, Y, 1)], cards=["procession"], deniers=20)
    card = card_data(g, "procession")
    times = 12 // card.divisor
    assert times >= 2
    for p in range(4):
        g.players[p].vp = 1
    activate(g, g.die_ids[:2], "procession")
    # The activating dice are gone: player 0 has 1 die, players 1 and 2 have 2: both gain.
    assert [pl.vp for pl in g.players] == [1, 1 + 2 * times, 1 + 2 * times, 1]


def test_procession_neutral_district_counts_and_deprives():
    g = in_actions(dice=[(0, W, 6), (0, W, 6), (1, Y, 1), (N, Y, 1), (N, R, 2)], cards=["procession"],
                   deniers=20)
    activate(g, g.die_ids[:2], "procession")
    assert [pl.vp for pl in g.players] == [0, 0, 0, 0]


def test_procession_activator_can_win_and_needs_at_least_one_die():
    g = in_actions(dice=[(0, W, 4), (0, Y, 1), (0, Y, 2), (1, Y, 1), SPARE], cards=["procession"], deniers=20)
    card = card_data(g, "procession")
    activate(g, [g.die_ids[0]], "procession")
    assert [pl.vp for pl in g.players] == [2 * (4 // card.divisor), 0, 0, 0]


def test_procession_with_no_dice_left_gives_nothing():
    g = in_actions(dice=[(0, W, 6), (0, W, 6), (0, W, 6)], cards=["procession"], deniers=20)
    give_tradesman(g, 0, "procession")
    out = play_group(g, g.die_ids[:3], "card", slot_for(g, "procession"))
    # Every district is empty (so the round then ends): nobody gains from the Procession.
    proc = [e for e in out if e["type"] == "procession"]
    assert len(proc) == 1 and proc[0]["leaders"] == []
    assert not [e for e in out if e["type"] == "vp_gained"]


# ---------------------------------------------------------------------- Glassblower
def test_glassblower_one_vp_per_pair_of_own_cathedral_cubes():
    g = in_actions(dice=[(0, W, 6), (0, W, 6), SPARE], cards=["glassblower"], deniers=20)
    card = card_data(g, "glassblower")
    times = 12 // card.divisor
    for i in (0, 1, 2, 6, 7):          # 5 cubes of player 0
        g.cathedral[i] = 0
    for i in (3, 4, 5, 8):             # 4 cubes of player 1, and a gray one
        g.cathedral[i] = 1
    g.cathedral[9] = N
    activate(g, g.die_ids[:2], "glassblower")
    assert g.players[0].vp == times * (5 // 2)
    assert g.players[1].vp == 0


def test_glassblower_needs_its_divisor_and_one_cube_gives_nothing():
    g = in_actions(dice=[(0, W, 6), (0, W, 1), SPARE], cards=["glassblower"], deniers=20)
    card = card_data(g, "glassblower")
    assert 1 < card.divisor
    assert not g.evaluate(0, [g.die_ids[1]], "card", slot_for(g, "glassblower"))["ok"]
    g.cathedral[0] = 0
    activate(g, [g.die_ids[0]], "glassblower")
    assert g.players[0].vp == 0
