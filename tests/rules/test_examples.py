"""Every worked example of the Troyes rulebook, with its exact numbers."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision, Die
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, PALACE

from .helpers import N, R, W, Y, in_actions, in_black, play_group, rng_rolling, slot_for

ANNA, FAYE, GEOFFREY, EMILY = 0, 1, 2, 3


def _example_placement():
    """The placement of the rulebook's 4-player example (income and workforce examples).

    Anna: 2 civil, 1 religious, 1 military; Faye: 3 religious, 1 civil; Geoffrey: 1 religious,
    3 civil; Emily: 1 religious, 3 military. Two Palace spaces stay empty for the neutral citizens.
    """
    wanted = {
        ANNA: [(PALACE, 5), (CITY_HALL, 0), (CITY_HALL, 1), (BISHOPRIC, 0)],
        FAYE: [(BISHOPRIC, 1), (BISHOPRIC, 2), (BISHOPRIC, 3), (CITY_HALL, 2)],
        GEOFFREY: [(CITY_HALL, 3), (CITY_HALL, 4), (CITY_HALL, 5), (BISHOPRIC, 4)],
        EMILY: [(PALACE, 0), (PALACE, 1), (PALACE, 2), (BISHOPRIC, 5)],
    }
    return {p: list(v) for p, v in wanted.items()}


def _play_initial_placement(game: Game):
    wanted = _example_placement()
    out = []
    order = []
    while game.phase == "initial":
        p = game.pending.seat
        order.append(p)
        b, i = wanted[p].pop(0)
        out += game.apply(("init", b, i))
    return order, out


def test_initial_placement_snake_order_and_neutral_citizens():
    game = Game.new(4, seed=3, names=["Anna", "Faye", "Geoffrey", "Emily"])
    order, out = _play_initial_placement(game)
    # Anna, Faye, Geoffrey, Emily; then Emily starts the second round, counterclockwise.
    assert order[:8] == [ANNA, FAYE, GEOFFREY, EMILY, EMILY, GEOFFREY, FAYE, ANNA]
    assert order[8:] == [ANNA, FAYE, GEOFFREY, EMILY, EMILY, GEOFFREY, FAYE, ANNA]
    # The two empty Palace spaces received the neutral citizens.
    neutral = [e for e in out if e["type"] == "citizen_placed" and e["player"] == N and e.get("initial")]
    assert [(e["building"], e["space"]) for e in neutral] == [(PALACE, 3), (PALACE, 4)]


def test_income_and_salaries_example():
    game = Game.new(4, seed=3)
    _, out = _play_initial_placement(game)
    income = {e["player"]: e for e in out if e["type"] == "income"}
    # Anna 1 religious + 1 military = 3; Faye 3 religious = 3; Geoffrey 1; Emily 1 + 3 x 2 = 7.
    assert [income[p]["salary"] for p in range(4)] == [3, 3, 1, 7]
    assert all(income[p]["income"] == 10 and income[p]["paid"] == income[p]["salary"] for p in range(4))


def test_unpaid_salaries_cost_2_vp_but_not_below_zero():
    game = in_actions(2, dice=[])
    game.spaces[PALACE] = [0, 0, 0, 0, 0, 0]          # 6 military citizens: 12 deniers of salary
    game.players[0].deniers = 0
    game.players[0].vp = 5
    game.players[1].vp = 0
    game.round = 0
    game.decks["red"] = ["brigands-1"]
    game._start_round()
    assert game.players[0].deniers == 0 and game.players[0].vp == 3


def test_assemble_workforce_example():
    game = Game.new(4, seed=3)
    _, out = _play_initial_placement(game)
    work = {e["player"]: e["dice"] for e in out if e["type"] == "workforce"}
    colours = {p: sorted(game_colour for game_colour in _colours_of(out, p)) for p in work}
    assert colours[ANNA] == sorted([R, W, Y, Y])            # 2 yellow, 1 white, 1 red
    assert colours[N] == [R, R]                             # Anna rolls the 2 red neutral dice


def _colours_of(out, owner):
    ids = next(e["dice"] for e in out if e["type"] == "workforce" and e["player"] == owner)
    # The colour of a die follows the building of the citizen that rolled it.
    game_dice = {}
    return [_colour_from_id(i, out, owner, game_dice) for i in ids]


def _colour_from_id(die_id, out, owner, cache):
    # Dice are rolled building by building (Palace red, Bishopric white, City Hall yellow).
    placed = [e for e in out if e["type"] == "workforce" and e["player"] == owner][0]["dice"]
    return _WORKFORCE_COLOURS[owner][placed.index(die_id)]


_WORKFORCE_COLOURS = {ANNA: [R, W, Y, Y], FAYE: [W, W, W, Y], GEOFFREY: [W, Y, Y, Y], EMILY: [R, R, R, W],
                      N: [R, R]}


def test_war_and_theological_conflict_bring_three_black_dice():
    game = in_actions(4, dice=[])
    game.phase = "events"
    game.decks["red"] = ["war"]
    game.decks["white"] = ["theological-conflict"]
    game.rng = rng_rolling(2, 4, 6, 1)        # Theological Conflict rolls a 2; black dice 4, 6, 1
    game.log_events = out = []
    game._events_phase()
    assert [e[0] for e in game.queue] == ["marauding", "war", "theological-conflict"]
    rolled = next(e for e in out if e["type"] == "black_dice_rolled")
    assert rolled["values"] == [6, 4, 1]                  # 1 for Marauding + 2 for War
    # Theological Conflict put a neutral citizen on the first space of row {2,5} of the Bishopric.
    assert game.spaces[BISHOPRIC][2] == N


def test_black_dice_example_4_6_1():
    # Anna has a red 4; Faye a white 1 and a yellow 3.
    game = in_black(4, [4, 6, 1], dice=[(ANNA, R, 4), (FAYE, W, 1), (FAYE, Y, 3), (GEOFFREY, W, 1)],
                    influence=0)
    red4, white1, yellow3, _ = game.die_ids
    assert game.pending == Decision(ANNA, "black")
    game.apply(("bd", red4))                    # a red 4 counts 8 against black dice
    game.apply(("bx", 2))                       # she also counters the 1 (8 >= 6 + 1)
    out = game.apply(("counter",))
    countered = next(e for e in out if e["type"] == "black_dice_countered")
    assert countered["values"] == [6, 1] and game.players[ANNA].influence == 2
    # Faye faces the 4.
    assert game.pending == Decision(FAYE, "black") and game.black == [4]
    game.apply(("bd", white1))
    game.apply(("bd", yellow3))
    game.apply(("counter",))
    assert game.players[FAYE].influence == 1
    assert game.black == [] and game.phase == "actions"


def test_dice_purchase_example_yellow_group_of_three():
    # Anna's 2 yellow dice + Geoffrey's 5 make 16; a 3-dice group: Geoffrey's die costs 6.
    game = in_actions(4, dice=[(ANNA, Y, 5), (ANNA, Y, 6), (GEOFFREY, Y, 5), (FAYE, W, 3), (ANNA, W, 4)],
                      cards=["merchant"], deniers=20)
    a1, a2, g5, f3, aw = game.die_ids
    res = game.evaluate(ANNA, [a1, a2, g5], "agriculture")
    assert res["ok"] and res["value"] == 16 and res["payments"] == {GEOFFREY: 6}
    # Instead: her white die and one of Faye's: Faye gets 4 deniers.
    res = game.evaluate(ANNA, [aw, f3], "cathedral")
    assert res["ok"] and res["payments"] == {FAYE: 4}
    # A single die bought alone costs 2; neutral dice are paid to the bank.
    game.dice[99] = Die(Y, 4, N)
    assert game.evaluate(ANNA, [99], "agriculture")["payments"] == {N: 2}


def test_merchant_example_16_deniers():
    game = in_actions(4, dice=[(ANNA, Y, 5), (ANNA, Y, 6), (GEOFFREY, Y, 5)], cards=["merchant"], deniers=20,
                      spare=True)
    slot = slot_for(game, "merchant")
    assert game.card(slot).cost == 4 and game.card(slot).divisor == 2 and game.card(slot).spaces[0] == 2
    play_group(game, game.die_ids, "card", slot)
    assert game.pending == Decision(ANNA, "source")
    out = game.apply(("source", "supply", None, None))
    hired = next(e for e in out if e["type"] == "tradesman_hired")
    assert hired["space"] == 0 and hired["vp"] == 2          # first free space, worth 2 VP
    # 20 - 6 (Geoffrey's die) - 4 (tradesman) + 16 (8 activations x 2 deniers)
    assert game.players[ANNA].deniers == 20 - 6 - 4 + 16
    assert game.players[GEOFFREY].deniers == 20 + 6


def test_priest_example_three_cubes_then_plus_three_per_yellow_die():
    game = in_actions(4, dice=[(FAYE, W, 5), (ANNA, W, 4), (FAYE, Y, 2), (FAYE, Y, 3)], cards=["priest"],
                      current=FAYE, deniers=20, spare=True)
    w5, w4, y2, y3 = game.die_ids
    slot = slot_for(game, "priest")
    play_group(game, [w5, w4], "card", slot)
    game.apply(("source", "supply", None, None))
    assert game.players[FAYE].deniers == 20 - 4 - 6          # 4 to Anna for her die, 6 for the tradesman
    assert game.players[ANNA].deniers == 24
    assert game.slot_cubes[slot][FAYE] == 3                  # 9 / 3 = 3 cubes (delayed effect)
    # Later, a yellow action with one cube: +3 for each yellow die.
    game.current, game.pending = FAYE, Decision(FAYE, "turn")
    res = game.evaluate(FAYE, [y2, y3], "agriculture", None, slot)
    assert res["ok"] and res["value"] == 2 + 3 + 3 + 3
    before = game.players[FAYE].deniers
    play_group(game, [y2, y3], "agriculture", None, slot)
    assert game.players[FAYE].deniers == before + 11 // 2
    assert game.slot_cubes[slot][FAYE] == 2


def test_cathedral_example_5_influence_3_vp():
    game = in_actions(4, dice=[(GEOFFREY, W, 5), (FAYE, W, 2), (EMILY, W, 4)], current=GEOFFREY,
                      deniers=20, influence=0, spare=True)
    game.cathedral[3] = ANNA                    # space 4 of level 1 is already built
    out = play_group(game, game.die_ids, "cathedral")
    assert game.players[FAYE].deniers == 26 and game.players[EMILY].deniers == 26
    assert game.players[GEOFFREY].deniers == 8
    assert game.cathedral[1] == GEOFFREY and game.cathedral[4] == GEOFFREY      # level 1, spaces 2 and 5
    assert game.cathedral[6 + 3] == GEOFFREY                                    # level 2, space 4
    assert game.players[GEOFFREY].influence == 5 and game.players[GEOFFREY].vp == 3
    assert len([e for e in out if e["type"] == "cathedral_cube"]) == 3


def test_conflict_of_succession_example_tie_for_first():
    game = in_actions(4, dice=[(EMILY, R, 2), (EMILY, R, 3), (EMILY, R, 4)], current=EMILY, influence=0,
                      spare=True)
    game.queue.append(["conflict-of-succession", [GEOFFREY, ANNA, GEOFFREY]])
    ev = game.data.events["conflict-of-succession"]
    assert (ev.divisor, ev.banners) == (4, 5) and sum(ev.vp) // 2 == 3
    out = play_group(game, game.die_ids, "event", 1)
    assert game.players[EMILY].influence == 2                # 9 / 4 = 2 cubes
    countered = next(e for e in out if e["type"] == "event_countered")
    assert countered["awards"] == {str(GEOFFREY): 3, str(EMILY): 3}
    assert game.players[ANNA].vp == 0                        # third: nothing
    assert countered["taken_by"] == GEOFFREY                 # he placed a cube before Emily
    assert game.players[GEOFFREY].events_won == ["conflict-of-succession"]
    assert [e[0] for e in game.queue] == ["marauding"]


def test_city_hall_self_expulsion_example():
    game = in_actions(4, dice=[(GEOFFREY, Y, 1)], current=FAYE, deniers=10, spare=True)
    game.spaces[CITY_HALL][0:2] = [GEOFFREY, FAYE]            # row {1,6}: Faye's citizen is second
    play_group(game, game.die_ids, "building", CITY_HALL)
    game.apply(("source", "supply", None, None))
    assert game.players[FAYE].deniers == 8 and game.players[GEOFFREY].deniers == 12
    assert game.spaces[CITY_HALL][0:2] == [FAYE, GEOFFREY]
    assert game.expelled[CITY_HALL] == [FAYE]
    # Her colour lies on City Hall now: nobody can expel one of her citizens there this round.
    game.dice[50] = Die(Y, 6, ANNA)
    game.spaces[CITY_HALL][0:2] = [GEOFFREY, FAYE]
    res = game.evaluate(ANNA, [50], "building", CITY_HALL)
    assert not res["ok"] and "lying" in res["reason"]


def test_palace_expulsion_example():
    game = in_actions(4, dice=[(N, R, 3)], current=ANNA, deniers=10, spare=True)
    game.spaces[PALACE][2] = EMILY
    play_group(game, game.die_ids, "building", PALACE)
    game.apply(("source", "supply", None, None))
    assert game.players[ANNA].deniers == 8                    # paid 2 to the bank
    assert game.spaces[PALACE][2] == ANNA and game.expelled[PALACE] == [EMILY]
    # At the end of the round Emily's citizen returns to her personal supply.
    supply = game.players[EMILY].supply
    game._end_round()
    assert game.players[EMILY].supply == supply + 1


def test_influence_example_reroll_then_turn_over():
    game = in_actions(4, dice=[(N, R, 1), (GEOFFREY, Y, 2)], current=GEOFFREY, influence=[4, 4, 6, 4])
    red1, yellow2 = game.die_ids
    game.rng = rng_rolling(1)
    game.apply(("reroll", yellow2))
    assert game.dice[yellow2][1] == 1 and game.players[GEOFFREY].influence == 5
    game.apply(("flip",))
    game.apply(("flip_die", yellow2))
    game.apply(("flip_done",))
    assert game.dice[yellow2][1] == 6 and game.players[GEOFFREY].influence == 1
    play_group(game, [yellow2], "event", 0)                   # Marauding: 6 / 3 = 2 cubes
    assert game.queue[0][1] == [GEOFFREY, GEOFFREY]
    assert game.players[GEOFFREY].influence == 3
    # Nobody may reroll or turn over another district's die, not even the neutral one.
    game.current, game.pending = GEOFFREY, Decision(GEOFFREY, "turn")
    assert ("reroll", red1) not in game.legal_actions()
    assert "own district" in game.why_illegal(("reroll", red1))
