"""Every outdoor activity face (module 5): its effect, when it is offered and its restrictions."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.ladies import PURPLE

from .card_helpers import SUPPLY, refused
from .helpers import play_group
from .ladies_helpers import back_to, hire, set_face
from .ladies_helpers import ladies as in_ladies

RAMP = ["ramparts"]


def with_cubes(g, level, face, player=0, n=1):
    set_face(g, level, face)
    g.expansion["tile_cubes"][level - 1][player] += n
    g.players[player].cubes -= n


# ---------------------------------------------------------------- level I
def test_influence_citizen_four_influence_when_placing_a_citizen():
    g = in_ladies(RAMP, players=3, dice=[(0, RED, 3), (0, WHITE, 2)], spare=True)
    with_cubes(g, 1, "influence-citizen", n=2)
    play_group(g, [g.die_ids[0]], "building", RED)
    g.apply(SUPPLY)
    assert g.pending == Decision(0, "outdoor")
    assert g.legal_actions() == [("outdoor", "use"), ("outdoor", "skip"), ("outdoor", "always"),
                                 ("outdoor", "never")]
    g.apply(("outdoor", "use"))
    assert g.spaces[RED][2] == 0 and g.players[0].influence == 4 + 4
    assert g.expansion["tile_cubes"][0][0] == 1 and g.players[0].cubes == 19
    assert g.pending == Decision(1, "turn")
    back_to(g, 0)
    play_group(g, [g.die_ids[1]], "building", WHITE)
    g.apply(SUPPLY)
    g.apply(("outdoor", "skip"))                          # kept for later
    assert g.players[0].influence == 8 and g.expansion["tile_cubes"][0][0] == 1


def test_influence_citizen_not_for_other_actions_and_never_answer():
    g = in_ladies(RAMP, players=3, dice=[(0, YELLOW, 4), (0, RED, 5)], spare=True)
    with_cubes(g, 1, "influence-citizen")
    play_group(g, [g.die_ids[0]], "agriculture")
    assert g.pending == Decision(1, "turn")                       # agriculture: not asked
    back_to(g, 0)
    g.apply(("standing", 1, "never"))
    play_group(g, [g.die_ids[1]], "building", RED)
    g.apply(SUPPLY)
    assert g.pending == Decision(1, "turn") and g.players[0].influence == 4
    assert g.expansion["tile_cubes"][0][0] == 1


def test_agriculture_deniers_five_more():
    g = in_ladies(RAMP, players=3, dice=[(0, YELLOW, 5), (0, YELLOW, 4)], spare=True)
    with_cubes(g, 1, "agriculture-deniers")
    play_group(g, g.die_ids, "agriculture")               # 9 // 2 = 4 deniers
    assert g.pending == Decision(0, "outdoor")
    g.apply(("outdoor", "use"))
    assert g.players[0].deniers == 5 + 4 + 5 and g.expansion["tile_cubes"][0][0] == 0


def test_influence_bought_once_per_action_and_only_for_opponents():
    g = in_ladies(RAMP, players=3, dice=[(1, YELLOW, 5), (1, YELLOW, 4), (NEUTRAL, YELLOW, 3)],
                  deniers=[20, 5, 5], spare=True)
    with_cubes(g, 1, "influence-bought", player=1, n=2)
    play_group(g, g.die_ids[:2], "agriculture")           # two of player 1's dice bought: one offer
    assert g.pending == Decision(1, "outdoor")
    g.apply(("outdoor", "use"))
    assert g.players[1].influence == 4 + 4 and g.expansion["tile_cubes"][0][1] == 1
    assert g.players[1].deniers == 5 + 8 and g.pending == Decision(1, "turn")
    # player 1 buys the neutral die: nobody is asked (not one of his own dice)
    play_group(g, [g.die_ids[2]], "agriculture")
    assert g.pending == Decision(2, "turn") and g.expansion["tile_cubes"][0][1] == 1


def test_deniers_tradesman_once_even_for_several_activations():
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(0, YELLOW, 6), (1, YELLOW, 4)],
                  cards=["merchant"], spare=True)
    s = hire(g, 1, "merchant")
    hire(g, 0, "merchant", space=1)
    with_cubes(g, 1, "deniers-tradesman", player=1, n=2)
    play_group(g, [g.die_ids[0]], "card", s)             # 3 activations by player 0
    assert g.pending == Decision(1, "outdoor")
    g.apply(("outdoor", "use"))
    assert g.players[1].deniers == 5 + 4 and g.players[0].deniers == 5 + 6
    assert g.pending == Decision(1, "turn")
    play_group(g, [g.die_ids[1]], "card", s)             # his own activation: not asked
    assert g.pending == Decision(2, "turn") and g.expansion["tile_cubes"][0][1] == 1


# ---------------------------------------------------------------- level II: roll a die from the supply
def test_roll_yellow_and_white_from_the_supply():
    for face, colour in (("roll-yellow", YELLOW), ("roll-white", WHITE), ("roll-red", RED)):
        g = in_ladies(RAMP, players=3, dice=[(0, RED, 2)], spare=True)
        with_cubes(g, 2, face, n=2)
        assert ("tile", 2) in g.legal_actions()
        g.apply(("tile", 2))
        mine = [v for v in g.dice.values() if v[2] == 0 and v[0] == colour]
        assert len(mine) == (2 if colour == RED else 1)
        assert g.expansion["tile_cubes"][1][0] == 1 and g.players[0].cubes == 19
        assert g.pending == Decision(0, "turn")
        assert ("tile", 2) not in g.legal_actions()       # never two cubes of one activity in one action
        refused(g, ("tile", 2))


def test_roll_tile_needs_a_die_of_that_colour_in_the_supply():
    g = in_ladies(RAMP, players=3, dice=[(1, YELLOW, 1)] * 3 + [(2, YELLOW, 2)] * 3, spare=True)
    with_cubes(g, 2, "roll-yellow")
    assert ("tile", 2) not in g.legal_actions()           # the 6 yellow dice are all in the city square
    refused(g, ("tile", 2))


def test_roll_purple_costs_two_deniers_and_needs_the_purple_die_used():
    g = in_ladies(RAMP + ["head-of-family"], players=3, dice=[(0, PURPLE, 2), (0, RED, 1)], spare=True,
                  deniers=[2, 5, 5])
    with_cubes(g, 2, "roll-purple", n=2)
    assert ("tile", 2) not in g.legal_actions()           # never two purple dice in a district
    g.apply(("die", g.die_ids[0]))
    g.apply(("target", "agriculture", None, None, YELLOW))
    back_to(g, 0)
    assert ("tile", 2) in g.legal_actions()
    g.apply(("tile", 2))
    assert [v[0] for v in g.dice.values() if v[2] == 0].count(PURPLE) == 1 and g.players[0].deniers == 1
    g.dice = {d: v for d, v in g.dice.items() if v.colour != PURPLE}
    assert ("tile", 2) not in g.legal_actions()           # 1 denier: cannot pay


# ---------------------------------------------------------------- level III
def test_exchange_one_die_with_each_opponent_neutral_included_never_purple():
    g = in_ladies(RAMP + ["head-of-family"], players=3,
                  dice=[(0, RED, 2), (0, WHITE, 3), (1, YELLOW, 6), (1, RED, 5), (NEUTRAL, WHITE, 4),
                        (2, PURPLE, 6), (0, PURPLE, 1)])
    with_cubes(g, 3, "exchange")
    g.apply(("tile", 3))
    red2, white3, y6, r5, n4, p2, p0 = g.die_ids
    acts = g.legal_actions()
    assert ("swap", red2, y6) in acts and ("swap", red2, n4) in acts
    assert all(p2 not in a and p0 not in a for a in acts)          # purple dice are never exchanged
    g.apply(("swap", red2, y6))
    assert g.dice[y6] == (YELLOW, 6, 0) and g.dice[red2] == (RED, 2, 1)      # values kept
    assert all(a[2] not in (r5, red2) for a in g.legal_actions() if a[0] == "swap")   # player 1 done
    g.apply(("swap", white3, n4))
    assert g.dice[n4] == (WHITE, 4, 0) and g.dice[white3] == (WHITE, 3, NEUTRAL)
    g.apply(("swap_done",))
    assert g.pending == Decision(0, "turn") and g.expansion["tile_cubes"][2][0] == 0


def test_flip_bought_only_an_opponents_die_being_bought_then_used_at_once():
    g = in_ladies(RAMP + ["head-of-family"], players=3, dice=[(0, YELLOW, 1), (1, YELLOW, 2), (1, PURPLE, 1)],
                  deniers=10, spare=True)
    with_cubes(g, 3, "flip-bought")
    own, bought, _ = g.die_ids
    g.apply(("die", own))
    assert all(a[0] != "tile" for a in g.legal_actions())           # not your own die
    g.apply(("die", bought))
    assert ("tile", 3, bought) in g.legal_actions() and ("tile", 3, own) not in g.legal_actions()
    g.apply(("tile", 3, bought))                                    # 2 -> 5
    assert g.dice[bought][1] == 5 and ("cancel",) not in g.legal_actions()
    refused(g, ("cancel",))
    g.apply(("target", "agriculture", None, None))                 # 1 + 5 = 6: 3 deniers
    assert g.players[0].deniers == 10 - 4 + 3 and g.expansion["tile_cubes"][2][0] == 0


def test_extra_cube_only_after_a_delayed_or_mixed_card_breeder_costs_three():
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(0, YELLOW, 6), (0, RED, 6)],
                  cards=["merchant", "breeder", "mercenary"], deniers=3, spare=True)
    with_cubes(g, 3, "extra-cube")
    merch = hire(g, 0, "merchant")
    merc = hire(g, 0, "mercenary")
    play_group(g, [g.die_ids[0]], "card", merch)          # an immediate card: not asked
    assert g.pending == Decision(1, "turn")
    back_to(g, 0)
    play_group(g, [g.die_ids[1]], "card", merc)           # Mercenary: immediate too
    assert g.pending == Decision(1, "turn")
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(0, WHITE, 6)],
                  cards=["herbalist", "breeder", "lumberjack"], deniers=3, spare=True)
    with_cubes(g, 3, "extra-cube")
    hb = hire(g, 0, "herbalist")
    breeder = 2 * 3 + 2
    play_group(g, g.die_ids, "card", hb)                  # a delayed card: asked which card
    acts = g.legal_actions()
    assert ("outdoor", "use", breeder) in acts and ("outdoor", "use", hb) in acts
    assert ("outdoor", "use", 2 * 3) in acts              # Lumberjack (mixed), no tradesman needed
    g.apply(("outdoor", "use", breeder))
    assert g.slot_cubes[breeder][0] == 1 and g.players[0].deniers == 0
    assert g.expansion["tile_cubes"][2][0] == 0
    assert g.players[0].cubes == 20 - 2 - 1


def test_extra_cube_not_offered_for_the_breeder_without_three_deniers():
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(0, WHITE, 6)], cards=["herbalist", "breeder"],
                  deniers=2, spare=True)
    with_cubes(g, 3, "extra-cube")
    hb = hire(g, 0, "herbalist")
    play_group(g, g.die_ids, "card", hb)
    assert ("outdoor", "use", 2 * 3 + 2) not in g.legal_actions()


def test_protect_destroys_each_black_die_facing_you():
    g = in_ladies(RAMP, players=3, dice=[(0, WHITE, 1)])
    g.phase, g.black, g.black_facing = "black", [6, 5], 0
    g.ctx = {"dice": [], "black": [0]}
    g.pending = Decision(0, "black")
    with_cubes(g, 3, "protect", n=2)
    assert ("tile", 3) in g.legal_actions()
    g.apply(("tile", 3))
    assert g.black == [5] and g.players[0].influence == 5 and g.expansion["tile_cubes"][2][0] == 1
    assert g.black_facing == 1


# ---------------------------------------------------------------- level IV
def test_gate_everyone_three_vp_each_and_one_per_cube():
    from troyes_desktop.rules.troyes.scoring import final_scores
    g = in_ladies(RAMP, players=3, dice=[(0, RED, 1), (1, RED, 2)], spare=True, deniers=0)
    set_face(g, 4, "gate-everyone")
    g.expansion["guard"] = [19, 19, 0]
    play_group(g, [g.die_ids[0]], "ramparts")
    g.apply(("advance",))
    play_group(g, [g.die_ids[1]], "ramparts")
    g.apply(("advance",))
    g.apply(("rampart_cube", 4))
    assert g.players[0].vp == 3 and g.players[1].vp == 3
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [0, 1, 0]


def test_majority_needs_a_cube_and_splits_ties():
    from troyes_desktop.rules.troyes.scoring import final_scores
    g = in_ladies(RAMP, players=4)
    set_face(g, 4, "majority")
    g.expansion["tile_cubes"][3] = [3, 1, 1, 0]
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [9, 4, 4, 0]     # (6 + 3) // 2
    g.expansion["tile_cubes"][3] = [1, 1, 1, 1]
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [4, 4, 4, 4]     # (9 + 6 + 3 + 0) // 4
