"""Event cards (rulebook Phase 3, action 3 "Combat the Events" and appendix "Event Cards"; French text
for Support, Traveling Builders and Interrupted Work; RULINGS B3, B7).

Event effects are reached the way a game reaches them: the last player of a round passes with no
dice left, the next round starts (income, salaries, workforce) and its events phase reveals the red
card (and the card it calls) arranged on top of the decks. The black die of Marauding then faces the
new start player (player 1), who is given influence so that nobody concedes automatically.
"""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, PALACE

from .card_helpers import cubes_in_play, refused
from .helpers import N, R, W, Y, in_actions, play_group, rng_rolling

INCOME = 10
RED_CALLING = {"white": "brigands-1", "yellow": "brigands-2"}


def quiet(players=4, **kw):
    """A round about to end: player 3 (or the last seat) will pass with no dice in the city."""
    kw.setdefault("influence", 4)
    return in_actions(players, dice=(), current=players - 1, **kw)


def next_round(g, red=None, called=None, queue=None, rolls=()):
    """End the round (the last seat passes); the next events phase reveals ``red`` then ``called``."""
    if red is None:
        red = RED_CALLING[g.data.events[called].deck]
    g.decks = {"red": [red], "white": [], "yellow": []}
    if called is not None:
        assert g.data.events[red].calls == g.data.events[called].deck
        g.decks[g.data.events[called].deck] = [called]
    if queue is not None:
        g.queue = [["marauding", []]] + [[e, []] for e in queue]
    if rolls:
        g.rng = rng_rolling(*rolls)
    assert g.pending == Decision(g.n - 1, "turn")
    out = g.apply(("pass",))
    assert g.round == 2 and g.phase == "black"
    return out


def ids(g):
    return [e[0] for e in g.queue]


def workforce_citizens(g, p, palace=0, bishopric=0, city_hall=0):
    """Arrange p's citizens on the buildings (first free spaces), taken from the personal supply."""
    for b, n in ((PALACE, palace), (BISHOPRIC, bishopric), (CITY_HALL, city_hall)):
        for _ in range(n):
            i = g.spaces[b].index(None)
            g.spaces[b][i] = p
    pl = g.players[p]
    total = palace + bishopric + city_hall
    pl.citizens = max(pl.citizens, total)
    pl.supply = pl.citizens - total


# ---------------------------------------------------------------------- the queue
def test_red_card_calls_its_deck_and_events_join_the_queue_in_order():
    g = quiet()
    next_round(g, "war", "heresy", queue=["drought"])
    assert ids(g) == ["marauding", "drought", "war", "heresy"]


@pytest.mark.parametrize("card,printed", [("brigands-1", 1), ("brigands-2", 1), ("brigands-3", 1),
                                          ("skirmishes-1", 1), ("skirmishes-2", 1), ("war", 2),
                                          ("normans-attack", 2), ("conflict-of-succession", 0)])
def test_black_dice_of_each_red_card_plus_marauding(card, printed):
    g = quiet()
    assert g.data.events[card].black_dice == printed       # the appendix: "+ 1 black die" etc.
    next_round(g, card)
    assert ids(g) == ["marauding", card]
    assert g.data.events["marauding"].black_dice == 1
    assert len(g.black) == 1 + printed


def test_black_dice_of_cards_staying_in_the_queue_count_every_round():
    g = quiet()
    next_round(g, "normans-attack", "drought", queue=["war", "brigands-3", "heresy"])
    # Marauding 1 + War 2 + Brigands 1 + Normans 2; the white/yellow cards add none.
    assert len(g.black) == 1 + 2 + 1 + 2
    assert all(1 <= v <= 6 for v in g.black) and g.black == sorted(g.black, reverse=True)
    assert g.pending == Decision(1, "black")


# ---------------------------------------------------------------------- Drought
def test_drought_each_player_pays_one_per_city_hall_citizen_expelled_excluded():
    g = quiet(deniers=0)
    workforce_citizens(g, 0, city_hall=2)
    workforce_citizens(g, 1, palace=4, bishopric=1, city_hall=2)   # 10 - 9 salaries = 1 denier left
    workforce_citizens(g, 2, palace=1)
    g.expelled[CITY_HALL] = [2]          # lying: back to the supply at the end of the round, never pays
    for pl in g.players:
        pl.vp = 3
    g.players[3].vp = 1
    next_round(g, called="drought")
    assert g.players[0].deniers == INCOME - 2 and g.players[0].vp == 3
    assert g.players[1].deniers == 0 and g.players[1].vp == 1        # paid 1 of 2: loses 2 VP
    assert g.players[2].deniers == INCOME - 2 and g.players[2].vp == 3
    assert g.players[3].deniers == INCOME + 2 and g.players[3].vp == 1


# ---------------------------------------------------------------------- Civil War
def test_civil_war_each_player_loses_three_deniers_or_two_vp():
    g = quiet(deniers=0)
    workforce_citizens(g, 1, palace=4, bishopric=1)                   # 1 denier left after salaries
    workforce_citizens(g, 2, palace=2, bishopric=5)                   # 1 denier left after salaries
    g.players[1].vp = 7
    g.players[2].vp = 1
    next_round(g, called="civil-war")
    assert [pl.deniers for pl in g.players] == [INCOME - 3, 0, 0, INCOME + 2 - 3]
    assert [pl.vp for pl in g.players] == [0, 5, 0, 0]


# ---------------------------------------------------------------------- Heresy
def test_heresy_each_player_loses_two_influence_or_two_vp():
    g = quiet(influence=[5, 6, 1, 0])
    g.players[2].vp = 5
    g.players[3].vp = 1
    next_round(g, called="heresy")
    assert [pl.influence for pl in g.players] == [3, 4, 0, 0]
    assert [pl.vp for pl in g.players] == [0, 0, 3, 0]


# ---------------------------------------------------------------------- Support
def test_support_puts_a_gray_cube_on_the_two_cards_just_left_of_it():
    g = quiet()
    next_round(g, "skirmishes-1", "support", queue=["war"])
    assert ids(g) == ["marauding", "war", "skirmishes-1", "support"]
    assert [e[1] for e in g.queue] == [[], [N], [N], []]
    assert cubes_in_play(g, 0) == 20


def test_support_near_the_start_of_the_queue_covers_only_what_is_left_of_it():
    g = quiet()
    next_round(g, "brigands-2", "drought", queue=["support"])
    assert ids(g) == ["marauding", "support", "brigands-2", "drought"]
    assert [e[1] for e in g.queue] == [[N], [], [], []]


def test_support_gray_cube_can_counter_an_event_for_the_players():
    g = quiet()
    brig = g.data.events["brigands-1"]
    g.queue = [["marauding", []], ["brigands-1", [0] * (brig.banners - 1)]]
    g.players[0].cubes -= brig.banners - 1
    next_round(g, "skirmishes-1", "support")
    # Player 0 has the majority, the neutral player is second (its VP are lost); the card goes to player 0.
    assert ids(g) == ["marauding", "skirmishes-1", "support"]
    assert g.players[0].vp == brig.vp[0] and g.players[0].events_won == ["brigands-1"]
    assert g.players[0].cubes == 20 and cubes_in_play(g, 0) == 20
    assert g.queue[1][1] == [N]
    # The Brigands were resolved (their black die taken) before the Support countered them.
    assert len(g.black) == 1 + brig.black_dice + g.data.events["skirmishes-1"].black_dice


# ---------------------------------------------------------------------- neutral citizens
def test_wayfarers_pushes_the_city_hall_row_and_expels_the_last():
    g = quiet()
    hall = g.spaces[CITY_HALL]
    hall[0], hall[1] = 0, 1          # row {1,6} full
    g.players[0].supply -= 1
    g.players[1].supply -= 1
    # Workforce: player 0 and player 1 roll a yellow die each; then the Wayfarers roll a 6.
    out = next_round(g, called="wayfarers", rolls=(2, 2, 6))
    assert hall[:2] == [N, 0] and g.expelled[CITY_HALL] == [1]
    assert g.gray_supply == 8 - 1
    assert any(e["type"] == "citizen_expelled" and e["player"] == 1 for e in out)


def test_wayfarers_fills_an_empty_space_without_expelling():
    g = quiet()
    g.spaces[CITY_HALL][2] = 0       # row {2,5}: [player 0, empty]
    g.players[0].supply -= 1
    next_round(g, called="wayfarers", rolls=(3, 5))
    assert g.spaces[CITY_HALL][2:4] == [N, 0] and g.expelled[CITY_HALL] == []


def test_neutral_event_expulsion_protects_the_lying_player_this_round():
    g = quiet()
    hall = g.spaces[CITY_HALL]
    hall[0], hall[1] = 0, 1          # row {1,6}
    hall[4], hall[5] = 2, 1          # row {3,4}
    for p, n in ((0, 1), (1, 2), (2, 1)):
        g.players[p].supply -= n
    # Workforce rolls: player 0's yellow 3, player 1's two dice, player 2's die; Wayfarers roll 1.
    next_round(g, called="wayfarers", rolls=(3, 1, 1, 1, 1))
    assert hall[:2] == [N, 0] and g.expelled[CITY_HALL] == [1]
    (y3,) = g.dice_of(0)
    assert g.dice[y3] == (Y, 3, 0)
    # Player 0's yellow 3 would push player 1 out of row {3,4}: player 1 is already lying there.
    res = g.evaluate(0, [y3], "building", CITY_HALL)
    assert not res["ok"] and "lying" in res["reason"]


def test_theological_conflict_places_a_gray_citizen_in_the_bishopric():
    g = quiet()
    bis = g.spaces[BISHOPRIC]
    bis[2], bis[3] = 2, 3            # row {2,5}
    g.players[2].supply -= 1
    g.players[3].supply -= 1
    next_round(g, called="theological-conflict", rolls=(1, 1, 5))
    assert bis[2:4] == [N, 2] and g.expelled[BISHOPRIC] == [3]


def test_conflict_of_succession_takes_the_palace_space_of_the_roll():
    g = quiet()
    g.spaces[PALACE][3] = 1
    g.players[1].supply -= 1
    next_round(g, "conflict-of-succession", rolls=(6, 4))
    assert g.spaces[PALACE][3] == N and g.expelled[PALACE] == [1]
    g = quiet()
    next_round(g, "conflict-of-succession", rolls=(2,))
    assert g.spaces[PALACE][1] == N and g.expelled[PALACE] == []


def test_neutral_events_do_nothing_without_gray_citizens_left_b7():
    for card in ("wayfarers", "theological-conflict", "conflict-of-succession"):
        g = quiet()
        g.gray_supply = 0
        for i in range(3, 6):
            g.spaces[PALACE][i] = N                # 3 gray citizens on the Palace roll 3 workforce dice
        for i in range(5):
            g.spaces[BISHOPRIC if i < 3 else CITY_HALL][i % 3 * 2] = N
        before = [s[:] for s in g.spaces]
        red = card if card == "conflict-of-succession" else None
        out = next_round(g, red, None if red else card)
        assert g.spaces == before and g.gray_supply == 0, card
        assert any(e["type"] == "no_neutral_citizen" for e in out)


def test_an_expelled_gray_citizen_returns_and_can_be_placed_again():
    g = quiet()
    g.gray_supply = 0
    g.expelled[PALACE] = [N]         # lying: back to the gray supply at the end of the round
    next_round(g, "conflict-of-succession", rolls=(5,))
    assert g.spaces[PALACE][4] == N and g.gray_supply == 0


# ---------------------------------------------------------------------- cathedral events
def test_traveling_builders_fill_the_lowest_level_then_the_lowest_value():
    g = quiet()
    g.cathedral[0] = g.cathedral[1] = 0      # level 1: spaces 1 and 2
    g.cathedral[6] = 1                       # level 2: space 1
    next_round(g, called="traveling-builders")
    assert g.cathedral[2] == N
    assert g.cathedral.count(N) == 1 and g.players[0].vp == 0


def test_traveling_builders_with_a_full_cathedral_place_nothing():
    g = quiet()
    g.cathedral = [1] * 18
    next_round(g, called="traveling-builders")
    assert g.cathedral == [1] * 18


def test_interrupted_work_removes_the_highest_level_then_highest_value_cube():
    g = quiet()
    g.cathedral[5] = 0                       # level 1, space 6
    g.cathedral[0] = g.cathedral[6] = 0      # level 1 and 2, space 1
    g.cathedral[7] = 1                       # level 2, space 2: the one removed
    g.players[0].cubes -= 3
    g.players[1].cubes -= 1
    g.players[1].vp = 1
    next_round(g, called="interrupted-work")
    assert g.cathedral[7] is None and g.cathedral[6] == 0 and g.cathedral[5] == 0
    assert g.players[1].cubes == 20 and g.players[1].vp == 1      # the cube goes back, the VP stay
    assert cubes_in_play(g, 0) == 20 and cubes_in_play(g, 1) == 20


def test_interrupted_work_removes_gray_cubes_too():
    g = quiet()
    g.cathedral[0] = 0
    g.cathedral[6] = N
    g.players[0].cubes -= 1
    next_round(g, called="interrupted-work")
    assert g.cathedral[6] is None and g.cathedral[0] == 0


def test_traveling_builders_then_interrupted_work_in_queue_order():
    g = quiet()
    next_round(g, called="interrupted-work", queue=["traveling-builders"])
    assert ids(g) == ["marauding", "traveling-builders", "brigands-1", "interrupted-work"]
    assert g.cathedral == [None] * 18        # placed, then removed
    g = quiet()
    next_round(g, called="traveling-builders", queue=["interrupted-work"])
    assert g.cathedral[0] == N and g.cathedral.count(N) == 1   # nothing to remove, then placed


# ---------------------------------------------------------------------- combat and majorities
def _combat(queue, dice, current=0, deniers=20):
    g = in_actions(dice=list(dice) + [(3, Y, 1)], current=current, deniers=deniers, influence=0)
    g.queue = [[e, list(c)] for e, c in queue]
    for _, cubes in g.queue:
        for o in cubes:
            if o != N:
                g.players[o].cubes -= 1
    return g


def test_sole_player_on_an_event_gains_both_rewards_and_takes_the_card():
    war = in_actions().data.events["war"]
    g = _combat([("marauding", []), ("war", [0] * (war.banners - 1)), ("heresy", [])], [(0, R, 6)])
    play_group(g, [g.die_ids[0]], "event", 1)
    assert g.players[0].vp == war.vp[0] + war.vp[1]
    assert g.players[0].events_won == ["war"]
    assert ids(g) == ["marauding", "heresy"]                  # the queue shifts left
    assert g.players[0].cubes == 20 and g.players[0].influence == 1


def test_tie_for_first_splits_both_rewards_and_the_first_placer_takes_the_card():
    war = in_actions().data.events["war"]
    a = war.banners // 2
    assert a >= 2
    cubes = [1] * a + [0] * (a - 1) + [2] * (war.banners - 2 * a)
    g = _combat([("marauding", []), ("war", cubes)], [(0, R, 4)])
    play_group(g, [g.die_ids[0]], "event", 1)
    share = (war.vp[0] + war.vp[1]) // 2
    assert [pl.vp for pl in g.players] == [share, share, 0, 0]
    assert g.players[1].events_won == ["war"] and g.players[0].events_won == []
    assert [cubes_in_play(g, p) for p in range(4)] == [20] * 4
    assert [pl.cubes for pl in g.players] == [20] * 4


def test_four_way_tie_for_first_splits_both_rewards_rounded_down():
    ev = in_actions().data.events["skirmishes-1"]
    cubes = ([1, 2, 3] * ev.banners)[:ev.banners - 1]
    g = _combat([("marauding", []), ("skirmishes-1", cubes)], [(0, R, 6)])
    assert ev.banners == 4, "arrangement: one cube for each of the four players"
    play_group(g, [g.die_ids[0]], "event", 1)
    share = (ev.vp[0] + ev.vp[1]) // 4
    assert [pl.vp for pl in g.players] == [share] * 4
    assert g.players[1].events_won == ["skirmishes-1"]


def test_tie_for_second_splits_the_second_reward():
    war = in_actions().data.events["war"]
    assert war.banners >= 4
    cubes = [0] * (war.banners - 3) + [1, 2]
    g = _combat([("marauding", []), ("war", cubes)], [(0, R, 4)])
    play_group(g, [g.die_ids[0]], "event", 1)
    assert [pl.vp for pl in g.players] == [war.vp[0], war.vp[1] // 2, war.vp[1] // 2, 0]
    assert g.players[0].events_won == ["war"]


def test_neutral_majority_deprives_the_players_and_discards_the_card():
    war = in_actions().data.events["war"]
    assert war.banners >= 4
    cubes = [N] * (war.banners - 2) + [1]
    g = _combat([("marauding", []), ("war", cubes), ("drought", [])], [(0, R, 4)])
    play_group(g, [g.die_ids[0]], "event", 1)
    # Neutral first: its reward is lost; players 1 and 0 tie for second.
    assert [pl.vp for pl in g.players] == [war.vp[1] // 2, war.vp[1] // 2, 0, 0]
    assert all(pl.events_won == [] for pl in g.players)
    assert ids(g) == ["marauding", "drought"]


def test_neutral_second_takes_the_second_reward_away():
    war = in_actions().data.events["war"]
    cubes = [0] * (war.banners - 2) + [N]
    g = _combat([("marauding", []), ("war", cubes)], [(0, R, 4)])
    play_group(g, [g.die_ids[0]], "event", 1)
    assert g.players[0].vp == war.vp[0] and g.players[0].events_won == ["war"]


def test_marauding_countered_gives_vp_resets_and_is_never_taken():
    ev = in_actions().data.events["marauding"]
    cubes = [1] * (ev.banners - 1)
    g = _combat([("marauding", cubes), ("war", [])], [(0, Y, 6)])
    assert ev.divisor <= 6 and 6 // ev.divisor >= 1
    play_group(g, [g.die_ids[0]], "event", 0)
    assert g.players[1].vp == ev.vp[0] and g.players[0].vp == ev.vp[1]
    assert ids(g) == ["marauding", "war"] and g.queue[0][1] == []
    assert all(pl.events_won == [] for pl in g.players)
    assert g.players[1].cubes == 20 and g.players[0].cubes == 20


def test_cubes_are_capped_by_the_free_banners_and_give_one_influence_each():
    war = in_actions().data.events["war"]
    assert (6 + 6) // war.divisor >= 2
    cubes = [1] * (war.banners - 1)
    g = _combat([("marauding", []), ("war", cubes)], [(0, R, 6), (0, R, 6)])
    res = g.evaluate(0, g.die_ids[:2], "event", 1)
    assert res["times"] == 1
    play_group(g, g.die_ids[:2], "event", 1)
    assert g.players[0].influence == 1 and g.players[0].vp == war.vp[1]
    assert g.players[1].events_won == ["war"]


def test_event_cubes_count_value_over_divisor():
    war = in_actions().data.events["war"]
    g = _combat([("marauding", []), ("war", [])], [(0, R, 6), (0, R, 5), (0, R, 1)])
    times = min(12 // war.divisor, war.banners)
    play_group(g, g.die_ids[:3], "event", 1)
    assert g.queue[1][1] == [0] * times and g.players[0].influence == times
    assert g.players[0].cubes == 20 - times and cubes_in_play(g, 0) == 20


def test_events_need_their_colour_and_their_divisor():
    g = _combat([("marauding", []), ("war", []), ("heresy", []), ("drought", [])],
                [(0, R, 6), (0, W, 6), (0, Y, 6), (0, Y, 1)])
    r, w, y, y1 = g.die_ids[:4]
    ev = g.data.events
    assert "red" in g.evaluate(0, [w], "event", 1)["reason"]
    assert "white" in g.evaluate(0, [r], "event", 2)["reason"]
    assert "yellow" in g.evaluate(0, [w], "event", 3)["reason"]
    assert "yellow" in g.evaluate(0, [r], "event", 0)["reason"]          # Marauding: yellow dice
    assert ev["marauding"].dice_colour == Y
    assert g.evaluate(0, [y], "event", 3)["times"] == min(6 // ev["drought"].divisor, ev["drought"].banners)
    assert ev["drought"].divisor > 1 and not g.evaluate(0, [y1], "event", 3)["ok"]
    g.apply(("die", y1))
    assert refused(g, ("target", "event", 3, None)).startswith("the group is worth 1")


def test_event_cubes_go_on_one_card_per_action():
    g = _combat([("marauding", []), ("brigands-1", []), ("war", [])], [(0, R, 6), (0, R, 6)])
    play_group(g, g.die_ids[:2], "event", 2)
    assert g.queue[1][1] == [] and g.queue[2][1] == [0] * min(12 // g.data.events["war"].divisor,
                                                             g.data.events["war"].banners)
    assert g.pending == Decision(1, "turn")


def test_presence_on_uncountered_events_scores_at_the_end():
    g = in_actions(dice=(), current=3)
    g.round = g.rounds
    g.queue = [["marauding", [0, 1]], ["war", [0, 0]], ["drought", [2]]]
    g.apply(("pass",))
    assert [s["events"] for s in g.scores] == [2, 1, 1, 0]
