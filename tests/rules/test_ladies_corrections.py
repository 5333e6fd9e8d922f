"""Issue 11: stored cubes on the cathedral, the Glassblower's 4th floor, the exchange and flip-bought tiles.

Each test builds the position of the rule and asserts the rulebook's outcome.
"""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.ladies import PURPLE
from troyes_desktop.troyes_ui.describe import OUTDOOR_FACES, describe_action

from .card_helpers import refused
from .helpers import play_group
from .ladies_helpers import hire, ladies, set_face

ACT = ["activities"]


def _stored(g, card_id, player=0, n=1):
    s = hire(g, player, card_id)
    g.slot_cubes[s][player] += n
    g.players[player].cubes -= n
    return s


# ---------------------------------------------------------------- 1. Viticulturist on the cathedral
def test_viticulturist_die_builds_the_cathedral_for_free():
    g = ladies(ACT, players=3, dice=[(1, WHITE, 4), (0, WHITE, 2)], cards=["viticulturist"],
               deniers=[0, 5, 5], spare=True)
    vit = _stored(g, "viticulturist")
    theirs, mine = g.die_ids
    res = g.evaluate(0, [theirs], "cathedral", None, vit)
    assert res["ok"] and res["price"] == 0 and res["times"] == 1
    g.apply(("die", theirs))
    g.apply(("die", mine))
    assert ("target", "cathedral", None, vit) in g.legal_actions()
    play_records = g.apply(("target", "cathedral", None, vit))
    assert g.cathedral[3] == 0 and g.cathedral[1] == 0          # columns 4 and 2, level 1
    assert g.players[0].deniers == 0 and g.players[1].deniers == 5   # the die was free
    assert g.slot_cubes[vit][0] == 0
    assert [r["value"] for r in play_records if r["type"] == "cathedral_cube"] == [4, 2]


def test_apprenticeship_and_confession_still_never_reach_the_cathedral():
    for card in ("apprenticeship", "confession"):
        g = ladies(ACT, players=3, dice=[(0, WHITE, 2)], cards=[card], spare=True)
        s = _stored(g, card)
        res = g.evaluate(0, g.die_ids, "cathedral", None, s)
        assert not res["ok"] and g.data.activities[card].name in res["reason"]
        g.apply(("die", g.die_ids[0]))
        assert ("target", "cathedral", None, None) in g.legal_actions()
        assert ("target", "cathedral", None, s) not in g.legal_actions()


# ---------------------------------------------------------------- 2. Prior on the cathedral
def test_prior_places_two_cubes_in_the_column_of_its_die():
    g = ladies(["promos"], players=3, dice=[(0, WHITE, 5)], cards=["prior"], spare=True)
    pr = _stored(g, "prior")
    res = g.evaluate(0, g.die_ids, "cathedral", None, pr)
    assert res["ok"] and res["times"] == 2
    play_group(g, g.die_ids, "cathedral", None, pr)
    assert g.cathedral[4] == 0 and g.cathedral[6 + 4] == 0 and g.cathedral[12 + 4] is None
    infl = g.data.cathedral_influence[4]
    assert g.players[0].vp == 2 and g.players[0].influence == 4 + 2 * infl


def test_prior_needs_two_free_spaces_in_its_column():
    g = ladies(["promos"], players=3, dice=[(0, WHITE, 5)], cards=["prior"], spare=True)
    pr = _stored(g, "prior")
    g.cathedral[4] = g.cathedral[10] = 1                 # column 5: one free space left
    res = g.evaluate(0, g.die_ids, "cathedral", None, pr)
    assert not res["ok"] and "column 5" in res["reason"]
    assert g.evaluate(0, g.die_ids, "cathedral", None, None)["ok"]   # the plain die still fits


# ---------------------------------------------------------------- 3. Preacher on the cathedral
def test_preacher_on_the_cathedral_the_player_chooses_the_column():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 2), (0, WHITE, 5)], cards=["preacher"], spare=True)
    pr = _stored(g, "preacher")
    two, five = g.die_ids
    g.apply(("die", two))
    g.apply(("die", five))
    legal = g.legal_actions()
    assert ("target", "cathedral", 2, pr) in legal and ("target", "cathedral", 5, pr) in legal
    assert ("target", "cathedral", None, pr) not in legal
    assert "column 2" in describe_action(g, ("target", "cathedral", 2, pr))
    refused(g, ("target", "cathedral", 3, pr))           # no die of the group shows a 3
    g.apply(("target", "cathedral", 2, pr))
    assert g.cathedral[1] == 0 and g.cathedral[7] == 0 and g.cathedral[4] is None   # both in column 2


def test_preacher_space_check_uses_the_chosen_value():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 2), (0, WHITE, 5)], cards=["preacher"], spare=True)
    pr = _stored(g, "preacher")
    g.cathedral[1] = g.cathedral[7] = 1                  # column 2: one free space; two cubes cannot go
    assert not g.evaluate(0, g.die_ids, "cathedral", 2, pr)["ok"]
    assert g.evaluate(0, g.die_ids, "cathedral", 5, pr)["ok"]
    assert g.evaluate(0, g.die_ids, "cathedral", None, None)["ok"]   # without the cube: columns 2 and 5


# ---------------------------------------------------------------- 4. Glassblower counts the 4th floor
def test_glassblower_counts_the_fourth_floor():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 6)], cards=["glassblower"], spare=True)
    s = hire(g, 0, "glassblower")
    g.cathedral[0] = g.cathedral[6] = g.cathedral[12] = 0
    g.expansion["cathedral4"][0] = 0                           # 4 cubes: 2 VP per activation
    times = 6 // g.card(s).divisor
    play_group(g, g.die_ids, "card", s)
    assert g.players[0].vp == 2 * times


# ---------------------------------------------------------------- 5. The exchange tile: 3 per cube
def test_exchange_at_most_three_per_cube_neutral_included():
    g = ladies(["ramparts"], players=4,
               dice=[(0, WHITE, 1), (0, WHITE, 2), (0, WHITE, 3), (0, WHITE, 4), (1, RED, 6), (2, RED, 5),
                     (3, RED, 4), (NEUTRAL, RED, 3)])
    set_face(g, 3, "exchange")
    g.expansion["tile_cubes"][2][0] = 1
    g.players[0].cubes -= 1
    g.apply(("tile", 3))
    a, b, c, _, r1, r2, _, rn = g.die_ids
    g.apply(("swap", a, rn))                    # the neutral district is one of the three
    g.apply(("swap", b, r1))
    g.apply(("swap", c, r2))
    assert g.legal_actions() == [("swap_done",)]
    assert "at most 3" in refused(g, ("swap", g.die_ids[3], g.die_ids[6]))   # a fourth exchange
    g.apply(("swap_done",))
    assert g.pending == Decision(0, "turn")


# ---------------------------------------------------------------- 6. Flip-bought: an opponent's die only
def test_flip_bought_never_turns_over_a_neutral_die():
    g = ladies(["ramparts"], players=3, dice=[(NEUTRAL, YELLOW, 2), (1, YELLOW, 3)], deniers=10, spare=True)
    set_face(g, 3, "flip-bought")
    g.expansion["tile_cubes"][2][0] = 1
    g.players[0].cubes -= 1
    neutral, theirs = g.die_ids
    g.apply(("die", neutral))
    assert not [a for a in g.legal_actions() if a[0] == "tile"]
    refused(g, ("tile", 3, neutral))
    g.apply(("die", theirs))
    assert [a for a in g.legal_actions() if a[0] == "tile"] == [("tile", 3, theirs)]
    assert "neutral" in OUTDOOR_FACES["flip-bought"][1] and "opponent" in OUTDOOR_FACES["flip-bought"][1]


def test_purple_die_as_white_on_the_cathedral_with_the_preacher():
    g = ladies(ACT + ["head-of-family"], players=3, dice=[(0, WHITE, 3), (0, PURPLE, 6)], cards=["preacher"],
               spare=True)
    pr = _stored(g, "preacher")
    assert g.evaluate(0, g.die_ids, "cathedral", 6, pr, WHITE)["ok"]
    g.apply(("die", g.die_ids[0]))
    g.apply(("die", g.die_ids[1]))
    assert ("target", "cathedral", 6, pr, WHITE) in g.legal_actions()
    g.apply(("target", "cathedral", 6, pr, WHITE))
    assert g.cathedral[5] == 0 and g.cathedral[11] == 0


# ---------------------------------------------------------------- 11. strict action matching (Troyes)
def test_actions_match_strictly_bool_and_float_are_refused_with_a_reason():
    g = ladies(ACT, players=3, dice=[(0, RED, 4), (1, WHITE, 4)], cards=["mercenary"], spare=True)
    own = g.die_ids[0]
    merc = hire(g, 0, "mercenary")
    assert merc == 1                                    # slot 1: ("target", "card", True, ...) looks like it
    for bad in (("die", True), ("die", float(own)), ("pass", 0.0)):
        before = g.state_dict()
        why = g.why_illegal(bad)
        assert why and "True" not in why and "float" not in why
        assert refused(g, bad) == why and g.state_dict() == before
    assert "true/false" in g.why_illegal(("die", True)) and "decimal" in g.why_illegal(("die", 1.0))
    g.apply(("die", own))
    assert ("target", "card", 1, None) in g.legal_actions()
    assert "true/false" in refused(g, ("target", "card", True, None))
    assert "decimal" in refused(g, ("target", "card", 1.0, None))
    refused(g, ("target", "card", 1, False))                # False is not None either
    # a list (as read from JSON) is still read as the same action
    assert g.why_illegal(["target", "card", 1, None]) is None
    g.apply(("target", "card", 1, None))
    assert g.players[0].deniers == 5 + 3 * 2


def test_a_decision_taking_a_number_refuses_true():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6)], cards=["landlady"], spare=True)
    s = hire(g, 0, "landlady")
    play_group(g, g.die_ids, "card", s)
    assert g.pending == Decision(0, "landlady") and ("landlady", 1) in g.legal_actions()
    assert "true/false" in refused(g, ("landlady", True))
    assert "decimal" in refused(g, ("landlady", 1.0))


def test_no_legal_action_of_a_module_game_contains_a_bool_or_a_float():
    import random

    from troyes_desktop.rules.common.actions import shape_refusal
    from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
    for seed in range(2):
        rng = random.Random(seed)
        g = Game.new(3, seed=seed, options={"modules": list(AVAILABLE_MODULES)})
        for _ in range(400):
            if g.over:
                break
            acts = g.legal_actions()
            assert all(shape_refusal(a) is None for a in acts)
            g.apply(rng.choice(acts))
