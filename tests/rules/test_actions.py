"""Phase 4: groups of dice, prices, the six actions, passing and the end of the round."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, PALACE

from .helpers import N, R, W, Y, in_actions, play_group, slot_for


# ---------------------------------------------------------------- groups and prices
@pytest.mark.parametrize("size,price", [(1, 2), (2, 4), (3, 6)])
def test_price_per_bought_die_depends_on_group_size(size, price):
    dice = [(1, Y, 6)] * size
    g = in_actions(2, dice=dice, deniers=30)
    res = g.evaluate(0, g.die_ids, "agriculture")
    assert res["ok"] and res["payments"] == {1: price * size}


def test_own_dice_are_free_and_group_mixes_districts():
    g = in_actions(3, dice=[(0, Y, 6), (1, Y, 5), (N, Y, 4)], deniers=30, spare=True)
    res = g.evaluate(0, g.die_ids, "agriculture")
    assert res["payments"] == {1: 6, N: 6} and res["price"] == 12
    play_group(g, g.die_ids, "agriculture")
    assert g.players[0].deniers == 30 - 12 + 15 // 2
    assert g.players[1].deniers == 36          # the neutral player's share goes to the bank


def test_group_at_most_three_dice_of_one_colour():
    g = in_actions(2, dice=[(0, Y, 1), (0, Y, 2), (0, Y, 3), (0, Y, 4), (0, W, 5)])
    y1, y2, y3, y4, w5 = g.die_ids
    g.apply(("die", y1))
    with pytest.raises(IllegalAction, match="same colour"):
        g.apply(("die", w5))
    g.apply(("die", y2))
    g.apply(("die", y3))
    assert ("die", y4) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="at most 3"):
        g.apply(("die", y4))
    g.apply(("cancel",))
    assert g.pending == Decision(0, "turn") and len(g.dice) == 5


def test_cannot_afford_dice():
    g = in_actions(2, dice=[(1, Y, 6), (0, Y, 1)], deniers=1)
    res = g.evaluate(0, [g.die_ids[0]], "agriculture")
    assert not res["ok"] and "need 2 deniers" in res["reason"]
    assert ("die", g.die_ids[0]) not in g.legal_actions()


# ---------------------------------------------------------------- activity cards and tradesmen
def test_hire_requires_at_least_one_activation():
    g = in_actions(2, dice=[(0, Y, 1)], cards=["merchant"], deniers=10)
    s = slot_for(g, "merchant")
    res = g.evaluate(0, g.die_ids, "card", s)
    assert not res["ok"] and "needs at least" in res["reason"]


def test_tradesman_sources_and_first_free_space():
    g = in_actions(3, dice=[(0, Y, 6), (1, Y, 6), (0, Y, 4)], cards=["merchant"], deniers=20, spare=True)
    s = slot_for(g, "merchant")
    g.spaces[PALACE][0] = 0
    g.players[0].supply = 0
    play_group(g, [g.die_ids[0]], "card", s)
    # Personal supply empty: 2 influence or a citizen already on the board.
    sources = g.legal_actions()
    assert ("source", "influence", None, None) in sources
    assert ("source", "space", PALACE, 0) in sources
    assert ("source", "supply", None, None) not in sources
    g.apply(("source", "space", PALACE, 0))
    assert g.spaces[PALACE][0] is None and g.slot_spaces[s][0] == 0
    # Player 1 hires the next space.
    g.current, g.pending = 1, Decision(1, "turn")
    play_group(g, [g.die_ids[1]], "card", s)
    g.apply(("source", "supply", None, None))
    assert g.slot_spaces[s] == [0, 1]


def test_one_tradesman_per_player_per_card_and_illustration_when_full():
    g = in_actions(4, dice=[(2, Y, 6), (0, Y, 6)], cards=["merchant"], deniers=20, spare=True)
    s = slot_for(g, "merchant")
    g.slot_spaces[s] = [0, 1]                   # both spaces taken
    # Player 0 already has a tradesman: no hire, no cost.
    res = g.evaluate(0, [g.die_ids[1]], "card", s)
    assert res["ok"] and res["hire_cost"] == 0
    g.current, g.pending = 2, Decision(2, "turn")
    play_group(g, [g.die_ids[0]], "card", s)
    g.apply(("source", "supply", None, None))
    assert g.slot_illus[s] == [2]
    assert g.players[2].deniers == 20 - g.card(s).cost + 2 * (6 // 2)


def test_moving_a_tradesman_frees_its_space_without_shifting_others():
    g = in_actions(3, dice=[(0, R, 6)], cards=["merchant", "mercenary"], deniers=20, spare=True)
    ms = slot_for(g, "merchant")
    rs = slot_for(g, "mercenary")
    g.slot_spaces[ms] = [0, 1]
    g.players[0].supply = 0
    play_group(g, g.die_ids, "card", rs)
    g.apply(("source", "tradesman", ms, 0))
    assert g.slot_spaces[ms] == [None, 1]       # player 1 stays on the second space
    assert g.slot_spaces[rs][0] == 0


def test_refused_card_of_wrong_colour_and_unrevealed():
    g = in_actions(2, dice=[(0, W, 6)], cards=["merchant"])
    s = slot_for(g, "merchant")
    assert "needs yellow dice" in g.evaluate(0, g.die_ids, "card", s)["reason"]
    hidden = slot_for(g, "hunting")
    g.slot_revealed[hidden] = False
    assert "not available" in g.evaluate(0, g.die_ids, "card", hidden)["reason"]


def test_delayed_card_stores_cubes_and_one_cube_per_action():
    g = in_actions(2, dice=[(0, W, 6), (0, W, 6), (0, R, 2)], cards=["templar"], deniers=20, spare=True)
    s = slot_for(g, "templar")
    play_group(g, g.die_ids[:2], "card", s)
    g.apply(("source", "supply", None, None))
    assert g.slot_cubes[s][0] == 12 // g.card(s).divisor
    assert g.players[0].cubes == 20 - 12 // g.card(s).divisor


# ---------------------------------------------------------------- cathedral
def test_cathedral_column_full_refused():
    g = in_actions(2, dice=[(0, W, 3), (0, W, 3)])
    g.cathedral[2] = g.cathedral[8] = 1        # column 3: levels 1 and 2 taken
    res = g.evaluate(0, g.die_ids, "cathedral")
    assert not res["ok"] and "column 3" in res["reason"]
    assert g.evaluate(0, g.die_ids[:1], "cathedral")["ok"]


def test_cathedral_levels_stack_and_influence_by_column():
    g = in_actions(2, dice=[(0, W, 6), (0, W, 6), (0, W, 1)], influence=0, spare=True)
    play_group(g, g.die_ids, "cathedral")
    assert g.cathedral[5] == 0 and g.cathedral[11] == 0 and g.cathedral[0] == 0
    assert g.players[0].influence == 2 + 2 + 1 and g.players[0].vp == 3


def test_cathedral_needs_white_dice():
    g = in_actions(2, dice=[(0, Y, 6)])
    assert "white dice" in g.evaluate(0, g.die_ids, "cathedral")["reason"]


# ---------------------------------------------------------------- combat the events
def test_event_cubes_capped_by_banners_and_influence_per_cube():
    g = in_actions(2, dice=[(0, Y, 6), (0, Y, 6), (0, Y, 6)], influence=0, spare=True)
    banners = g.event(0).banners
    div = g.event(0).divisor
    g.queue[0][1] = [1] * (banners - 1)
    res = g.evaluate(0, g.die_ids, "event", 0)
    assert res["times"] == min(18 // div, 1)
    play_group(g, g.die_ids, "event", 0)
    assert g.players[0].influence == 1
    assert g.queue[0] == ["marauding", []]           # countered: cleared, never taken


def test_event_needs_its_colour_and_enough_value():
    g = in_actions(2, dice=[(0, R, 6), (0, Y, 1)])
    assert "yellow dice" in g.evaluate(0, [g.die_ids[0]], "event", 0)["reason"]
    assert "per cube" in g.evaluate(0, [g.die_ids[1]], "event", 0)["reason"]


# ---------------------------------------------------------------- placing citizens
def test_place_citizen_uses_exactly_one_die():
    g = in_actions(2, dice=[(0, R, 2), (0, R, 3)])
    res = g.evaluate(0, g.die_ids, "building", PALACE)
    assert not res["ok"] and "exactly one die" in res["reason"]
    assert "leads to the Palace" in g.evaluate(0, g.die_ids[:1], "building", CITY_HALL)["reason"]


def test_row_pushing_fills_an_empty_space_and_expels_at_the_end():
    g = in_actions(3, dice=[(0, W, 5), (0, W, 2), (0, W, 3)], deniers=20, spare=True)
    g.spaces[BISHOPRIC][2:4] = [1, None]        # row {2,5}: one citizen, second space free
    play_group(g, [g.die_ids[0]], "building", BISHOPRIC)
    g.apply(("source", "supply", None, None))
    assert g.spaces[BISHOPRIC][2:4] == [0, 1] and g.expelled[BISHOPRIC] == []
    g.current, g.pending = 0, Decision(0, "turn")
    play_group(g, [g.die_ids[1]], "building", BISHOPRIC)
    g.apply(("source", "supply", None, None))
    assert g.spaces[BISHOPRIC][2:4] == [0, 0] and g.expelled[BISHOPRIC] == [1]
    # Player 1 now lies on the Bishopric: row {3,4} holding player 1 at its end is protected.
    g.spaces[BISHOPRIC][4:6] = [2, 1]
    g.current, g.pending = 0, Decision(0, "turn")
    assert "lying" in g.evaluate(0, [g.die_ids[2]], "building", BISHOPRIC)["reason"]


def test_hole_in_first_space_is_filled_without_pushing():
    g = in_actions(2, dice=[(0, Y, 1)], deniers=20, spare=True)
    g.spaces[CITY_HALL][0:2] = [None, 1]
    play_group(g, g.die_ids, "building", CITY_HALL)
    g.apply(("source", "supply", None, None))
    assert g.spaces[CITY_HALL][0:2] == [0, 1] and g.expelled[CITY_HALL] == []


def test_moving_own_citizen_within_a_row():
    g = in_actions(2, dice=[(0, Y, 6)], deniers=20, spare=True)
    g.spaces[CITY_HALL][0:2] = [1, 0]
    play_group(g, g.die_ids, "building", CITY_HALL)
    assert ("source", "space", CITY_HALL, 1) in g.legal_actions()
    g.apply(("source", "space", CITY_HALL, 1))
    assert g.spaces[CITY_HALL][0:2] == [0, 1] and g.expelled[CITY_HALL] == []


def test_hire_citizen_for_two_influence_and_twelve_citizen_limit():
    g = in_actions(2, dice=[(0, Y, 3)], influence=[10, 0])
    g.apply(("hire",))
    assert g.players[0].supply == 7 and g.players[0].citizens == 7 and g.players[0].influence == 8
    g.players[0].citizens = 12
    assert ("hire",) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="12 citizens"):
        g.apply(("hire",))


# ---------------------------------------------------------------- agriculture and pass
def test_agriculture_half_the_value_rounded_down():
    g = in_actions(2, dice=[(0, Y, 6), (0, Y, 5), (0, Y, 4)], deniers=0, spare=True)
    play_group(g, g.die_ids, "agriculture")
    assert g.players[0].deniers == 7


def test_pass_gives_two_then_one_each_time_the_turn_comes_round():
    g = in_actions(3, dice=[(0, Y, 1), (1, Y, 2), (1, Y, 2), (1, Y, 3), (2, Y, 4)], deniers=0)
    g.apply(("pass",))                                   # player 0: 2 deniers in the district
    assert g.players[0].district_deniers == 2 and g.pending == Decision(1, "turn")
    play_group(g, [g.die_ids[1]], "agriculture")         # player 1
    assert g.pending == Decision(2, "turn")
    play_group(g, [g.die_ids[4]], "agriculture")         # player 2; the turn passes player 0 (+1)
    assert g.players[0].district_deniers == 3 and g.pending == Decision(1, "turn")
    g.apply(("pass",))
    g.apply(("pass",))                                   # all passed: the round ends
    assert g.round == 2
    assert g.players[0].district_deniers == 0
    assert g.start == 1                                  # the start player card passes left


def test_round_ends_when_no_dice_remain():
    g = in_actions(2, dice=[(0, Y, 4)], deniers=0)
    play_group(g, g.die_ids, "agriculture")
    assert g.round == 2


def test_game_ends_after_the_round_of_the_last_red_card():
    g = in_actions(2, dice=[(0, Y, 4)])
    g.round = g.rounds
    g.decks["red"] = []
    play_group(g, g.die_ids, "agriculture")
    assert g.over and g.scores is not None and g.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(("pass",))


def test_influence_flip_turns_up_to_three_own_dice():
    g = in_actions(2, dice=[(0, Y, 1), (0, W, 2), (0, R, 3), (0, Y, 6), (1, Y, 5)], influence=[4, 0])
    a, b, c, d, theirs = g.die_ids
    g.apply(("flip",))
    for x in (a, b, c):
        g.apply(("flip_die", x))
    with pytest.raises(IllegalAction, match="at most 3"):
        g.apply(("flip_die", d))
    with pytest.raises(IllegalAction, match="own district"):
        g.apply(("flip_die", theirs))
    g.apply(("flip_done",))
    assert [g.dice[x][1] for x in (a, b, c, d)] == [6, 5, 4, 6]
    assert g.players[0].influence == 0 and g.pending == Decision(0, "turn")


def test_wrong_moment_and_malformed_actions_are_refused_with_reasons():
    g = in_actions(2, dice=[(0, Y, 4)])
    for bad in [("counter",), ("die",), ("die", "x"), (), "pass", ("target", "card"), ("nonsense", 1)]:
        with pytest.raises(IllegalAction) as err:
            g.apply(bad)
        assert err.value.reason
    assert g.pending == Decision(0, "turn") and len(g.history) == 0
