"""Red (military) activity cards (rulebook appendix "Activity Cards", French text for Chivalry, Tax
Collector and Joust): Archer, Chivalry, Diplomat, Hunting, Mercenary, Tax Collector, Captain, Joust,
Troubadour."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import CITY_HALL

from .card_helpers import SPARE, activate, card_data, cubes_in_play, give_tradesman, refused
from .helpers import N, R, W, Y, in_actions, play_group, rng_rolling, slot_for


def _queue(g, *ids):
    g.queue = [["marauding", []]] + [[i, []] for i in ids]


# ---------------------------------------------------------------------- Archer
def test_archer_rolls_once_per_activation_and_places_a_cube_on_three_or_more():
    g = in_actions(dice=[(0, R, 6), (0, R, 6), (0, R, 3), SPARE], cards=["archer"], deniers=10, influence=4)
    card = card_data(g, "archer")
    times = 15 // card.divisor
    assert times >= 3
    _queue(g, "war", "heresy")
    rolls = [2, 5, 3] + [1] * (times - 3)
    g.rng = rng_rolling(*rolls)
    activate(g, g.die_ids[:3], "archer")
    assert g.pending == Decision(0, "event")               # the 5
    assert g.legal_actions() == [("event", 0), ("event", 1), ("event", 2)]
    refused(g, ("event", 3))
    g.apply(("event", 1))
    assert g.pending == Decision(0, "event")               # the 3: another card may be chosen
    g.apply(("event", 2))
    assert g.pending == Decision(1, "turn")                # the 1s miss
    assert g.queue[1][1] == [0] and g.queue[2][1] == [0] and g.queue[0][1] == []
    assert g.players[0].influence == 4 + 2
    assert g.players[0].cubes == 18 and cubes_in_play(g, 0) == 20


def test_archer_rolls_of_one_and_two_place_nothing():
    g = in_actions(dice=[(0, R, 6), SPARE], cards=["archer"], deniers=10, influence=4)
    card = card_data(g, "archer")
    times = 6 // card.divisor
    s = give_tradesman(g, 0, "archer")
    g.rng = rng_rolling(*([1, 2] * times)[:times])
    out = play_group(g, [g.die_ids[0]], "card", s)
    rolls = [e for e in out if e["type"] == "archer_roll"]
    assert len(rolls) == times and not any(e["hit"] for e in rolls)
    assert g.pending == Decision(1, "turn") and g.players[0].influence == 4 and g.queue[0][1] == []


# ---------------------------------------------------------------------- Chivalry
def test_chivalry_one_cube_per_remaining_red_die_per_activation():
    g = in_actions(dice=[(0, R, 5), (0, R, 5), (0, R, 1), (0, R, 2), (0, Y, 6), (1, R, 6), SPARE],
                   cards=["chivalry"], deniers=10, influence=0)
    card = card_data(g, "chivalry")
    times = 10 // card.divisor
    _queue(g, "war", "skirmishes-1")
    activate(g, g.die_ids[:2], "chivalry")
    cubes = 2 * times                  # the red 1 and red 2 remain; yellow and others' dice do not count
    for i in range(cubes):
        assert g.pending == Decision(0, "event")
        g.apply(("event", 1 + i % 2))
    assert g.pending == Decision(1, "turn")
    assert len(g.queue[1][1]) + len(g.queue[2][1]) == cubes
    assert g.players[0].influence == cubes


def test_chivalry_without_other_red_dice_places_nothing():
    g = in_actions(dice=[(0, R, 5), (0, Y, 6), SPARE], cards=["chivalry"], deniers=10)
    activate(g, [g.die_ids[0]], "chivalry")
    assert g.pending == Decision(1, "turn") and g.queue[0][1] == [] and g.players[0].cubes == 20


# ---------------------------------------------------------------------- Diplomat
def test_diplomat_spends_influence_first_then_places_cubes():
    g = in_actions(dice=[(0, R, 6), (0, R, 6), SPARE], cards=["diplomat"], deniers=10, influence=3)
    card = card_data(g, "diplomat")
    times = 12 // card.divisor
    assert times > 3
    _queue(g, "war")
    activate(g, g.die_ids[:2], "diplomat")
    assert g.legal_actions() == [("count", 1), ("count", 2), ("count", 3)]
    refused(g, ("count", 4))
    g.apply(("count", 2))
    assert g.players[0].influence == 1 and g.pending == Decision(0, "event")
    g.apply(("event", 0))
    g.apply(("event", 1))
    assert g.players[0].influence == 3 and g.pending == Decision(1, "turn")
    assert g.queue[0][1] == [0] and g.queue[1][1] == [0]


def test_diplomat_needs_influence():
    g = in_actions(dice=[(0, R, 6), SPARE], cards=["diplomat"], deniers=10, influence=0)
    s = give_tradesman(g, 0, "diplomat")
    assert "influence" in g.evaluate(0, [g.die_ids[0]], "card", s)["reason"]


# ---------------------------------------------------------------------- Hunting, Mercenary
def test_hunting_gains_three_influence_per_activation_up_to_20():
    g = in_actions(dice=[(0, R, 6), (0, R, 6), SPARE], cards=["hunting"], deniers=10, influence=2)
    card = card_data(g, "hunting")
    s = give_tradesman(g, 0, "hunting")
    play_group(g, [g.die_ids[0]], "card", s)
    assert g.players[0].influence == 2 + 3 * (6 // card.divisor)
    g = in_actions(dice=[(0, R, 6), (0, R, 6), SPARE], cards=["hunting"], deniers=10, influence=18)
    s = give_tradesman(g, 0, "hunting")
    play_group(g, g.die_ids[:2], "card", s)
    assert g.players[0].influence == 20


def test_mercenary_gains_three_deniers_per_activation_and_needs_red_dice():
    g = in_actions(dice=[(0, R, 5), (0, Y, 6), SPARE], cards=["mercenary"], deniers=0)
    card = card_data(g, "mercenary")
    s = give_tradesman(g, 0, "mercenary")
    assert "red" in g.evaluate(0, [g.die_ids[1]], "card", s)["reason"]
    play_group(g, [g.die_ids[0]], "card", s)
    assert g.players[0].deniers == 3 * (5 // card.divisor)


# ---------------------------------------------------------------------- Tax Collector
def _tax_position(r_dice):
    g = in_actions(dice=[(0, R, v) for v in r_dice] + [SPARE], cards=["tax-collector"], deniers=0)
    hall = g.spaces[CITY_HALL]
    hall[0], hall[1] = 1, 1            # player 1: 2 citizens
    hall[2] = 2                        # player 2: 1 citizen, no money
    hall[3], hall[4] = N, N            # 2 gray citizens: the bank pays
    hall[5] = 0                        # the collector's own citizen pays nothing
    g.expelled[CITY_HALL] = [1, N, 3]  # expelled citizens pay nothing
    g.players[1].deniers = 10
    g.players[2].deniers = 0
    g.players[3].deniers = 10
    g.players[2].vp = 5
    give_tradesman(g, 0, "tax-collector")
    return g


def test_tax_collector_collects_from_players_and_the_bank_for_gray_citizens():
    g = _tax_position([4])
    card = card_data(g, "tax-collector")
    assert 4 // card.divisor == 1
    play_group(g, [g.die_ids[0]], "card", slot_for(g, "tax-collector"))
    assert g.players[0].deniers == 2 + 0 + 2
    assert g.players[1].deniers == 8 and g.players[3].deniers == 10
    # Player 2 cannot pay and is not penalised.
    assert g.players[2].deniers == 0 and g.players[2].vp == 5


def test_tax_collector_several_activations_with_partial_payment():
    g = _tax_position([6, 6])
    card = card_data(g, "tax-collector")
    times = 12 // card.divisor
    g.players[1].deniers = 2 * times - 1
    play_group(g, g.die_ids[:2], "card", slot_for(g, "tax-collector"))
    assert g.players[1].deniers == 0
    assert g.players[0].deniers == (2 * times - 1) + 2 * times
    assert g.players[1].vp == 0 and g.players[2].vp == 5


# ---------------------------------------------------------------------- Captain
def test_captain_one_vp_per_event_card_with_own_cube_marauding_included():
    g = in_actions(dice=[(0, R, 6), (0, R, 6), (0, R, 6), SPARE], cards=["captain"], deniers=10)
    card = card_data(g, "captain")
    times = 18 // card.divisor
    _queue(g, "war", "heresy", "drought")
    g.queue[0][1] = [0]            # Marauding
    g.queue[1][1] = [1, 0, 0]      # two cubes on one card still count once
    g.queue[2][1] = [1]            # another player's card only
    activate(g, g.die_ids[:3], "captain")
    assert g.players[0].vp == times * 2


# ---------------------------------------------------------------------- Joust
def test_joust_highest_red_total_gains_two_vp_per_activation():
    g = in_actions(dice=[(0, R, 6), (0, R, 6), (0, R, 3), (0, R, 4), (0, Y, 6), (1, R, 6), (N, R, 5), SPARE],
                   cards=["joust"], deniers=10)
    card = card_data(g, "joust")
    times = 12 // card.divisor
    activate(g, g.die_ids[:2], "joust")
    # The activating dice are excluded: 3 + 4 = 7 beats 6 (player 1) and 5 (neutral).
    assert [pl.vp for pl in g.players] == [2 * times, 0, 0, 0]


def test_joust_tie_for_highest_every_tied_player_gains():
    g = in_actions(dice=[(0, R, 5), (0, R, 6), (1, R, 2), (1, R, 4), SPARE], cards=["joust"], deniers=10)
    card = card_data(g, "joust")
    activate(g, [g.die_ids[0]], "joust")
    assert [pl.vp for pl in g.players] == [2 * (5 // card.divisor), 2 * (5 // card.divisor), 0, 0]


def test_joust_neutral_district_counts_and_beats_the_activator():
    g = in_actions(dice=[(0, R, 5), (0, R, 4), (N, R, 6), SPARE], cards=["joust"], deniers=10)
    activate(g, [g.die_ids[0]], "joust")
    assert [pl.vp for pl in g.players] == [0, 0, 0, 0]


def test_joust_gives_nothing_when_the_activator_is_not_highest():
    # "Gain 2 VP if the total value of red dice in YOUR district is higher than ... each other player's".
    g = in_actions(dice=[(0, R, 5), (0, R, 2), (1, R, 6), (2, R, 6), SPARE], cards=["joust"], deniers=10)
    activate(g, [g.die_ids[0]], "joust")
    assert [pl.vp for pl in g.players] == [0, 0, 0, 0]


def test_joust_needs_red_dice_left_to_gain():
    g = in_actions(dice=[(0, R, 5), (0, Y, 6), (1, W, 6), SPARE], cards=["joust"], deniers=10)
    activate(g, [g.die_ids[0]], "joust")
    assert [pl.vp for pl in g.players] == [0, 0, 0, 0]


# ---------------------------------------------------------------------- Troubadour
def test_troubadour_three_influence_for_two_vp_bounded_by_influence():
    g = in_actions(dice=[(0, R, 6), (0, R, 6), SPARE], cards=["troubadour"], deniers=10, influence=7)
    card = card_data(g, "troubadour")
    times = 12 // card.divisor
    assert times > 2
    activate(g, g.die_ids[:2], "troubadour")
    assert g.legal_actions() == [("count", 1), ("count", 2)]
    refused(g, ("count", 3))
    g.apply(("count", 2))
    assert g.players[0].vp == 4 and g.players[0].influence == 1


def test_troubadour_refused_below_three_influence():
    g = in_actions(dice=[(0, R, 6), SPARE], cards=["troubadour"], deniers=10, influence=2)
    s = give_tradesman(g, 0, "troubadour")
    res = g.evaluate(0, [g.die_ids[0]], "card", s)
    assert not res["ok"] and "3 influence" in res["reason"]
    g.players[0].influence = 3
    assert g.evaluate(0, [g.die_ids[0]], "card", s)["ok"]


def test_red_cards_refuse_white_dice():
    for cid in ("archer", "chivalry", "diplomat", "hunting", "mercenary", "tax-collector", "captain", "joust",
                "troubadour"):
        g = in_actions(dice=[(0, W, 6), (0, W, 6), (0, W, 6), SPARE], cards=[cid], deniers=20, influence=10)
        res = g.evaluate(0, g.die_ids[:3], "card", slot_for(g, cid))
        assert not res["ok"] and "red" in res["reason"], cid


def test_troubadour_cannot_hire_with_the_influence_it_needs():
    # "If you hire a tradesman, you are required to activate the card at least once": with no citizen
    # but influence, hiring one for 2 influence must leave the 3 influence of one use.
    g = in_actions(dice=[(0, R, 6), SPARE], cards=["troubadour"], deniers=10, influence=4)
    s = slot_for(g, "troubadour")
    g.players[0].supply = g.players[0].citizens = 0      # no citizen at all, in the supply or on the board
    res = g.evaluate(0, [g.die_ids[0]], "card", s)
    assert not res["ok"] and "influence" in res["reason"]
    g.players[0].influence = 5
    activate_out = play_group(g, [g.die_ids[0]], "card", s)
    assert activate_out and g.legal_actions() == [("source", "influence", None, None)]
    g.apply(("source", "influence", None, None))
    assert g.legal_actions() == [("count", 1)]
    g.apply(("count", 1))
    assert g.players[0].influence == 0 and g.players[0].vp == 2


def test_diplomat_tradesman_from_the_board_when_influence_hiring_would_leave_too_little():
    g = in_actions(dice=[(0, R, 6), SPARE], cards=["diplomat"], deniers=10, influence=2)
    s = slot_for(g, "diplomat")
    g.players[0].supply = 0
    g.players[0].citizens = 1
    g.spaces[CITY_HALL][0] = 0                           # the only citizen: on City Hall
    play_group(g, [g.die_ids[0]], "card", s)
    # Hiring with influence would leave 0 influence, so no use of the Diplomat: only the board citizen.
    assert g.legal_actions() == [("source", "space", CITY_HALL, 0)]
    assert "cannot be used" in refused(g, ("source", "influence", None, None))
    g.apply(("source", "space", CITY_HALL, 0))
    times = 6 // card_data(g, "diplomat").divisor
    assert g.legal_actions() == [("count", n) for n in range(1, min(times, 2) + 1)]
    assert g.spaces[CITY_HALL][0] is None and g.slot_spaces[s][0] == 0
