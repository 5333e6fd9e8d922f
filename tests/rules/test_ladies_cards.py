"""The Ladies of Troyes activity cards (rulebook examples with exact numbers) and the promo cards."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.scoring import final_scores

from .helpers import play_group
from .ladies_helpers import back_to, hire, ladies

ACT = ["activities"]


def test_lumberjack_example():
    # Geoffrey activates the Lumberjack with a group worth 8 while he has 2 cubes there: he places 4 more.
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 4), (0, YELLOW, 4), (0, WHITE, 5)],
               cards=["lumberjack", "monk"], spare=True)
    lj = hire(g, 0, "lumberjack")
    monk = hire(g, 0, "monk")
    g.slot_cubes[lj][0] = 2
    g.slot_cubes[monk][0] = 1
    g.players[0].cubes -= 3
    play_group(g, g.die_ids[:2], "card", lj)
    assert g.pending == Decision(0, "mixed") and ("mixed", "place", 4) in g.legal_actions()
    g.apply(("mixed", "place", 4))
    assert g.slot_cubes[lj][0] == 6
    # Later: a white 5 turned into 3 yellow dice by the Monk (15 // 2 = 7 activations): 6 cubes, 24 deniers.
    back_to(g, 0)
    before = g.players[0].deniers
    play_group(g, [g.die_ids[2]], "card", lj, monk)
    assert ("mixed", "use", 6) in g.legal_actions() and ("mixed", "use", 7) not in g.legal_actions()
    g.apply(("mixed", "use", 6))
    assert g.players[0].deniers == before + 24 and g.slot_cubes[lj][0] == 0


def test_viticulturist_example():
    # Geoffrey takes Madeline's red 6 with a cube, adds his red 4 and Madeline's red 5, pays her 6.
    g = ladies(ACT, players=3, dice=[(1, RED, 6), (0, RED, 4), (1, RED, 5)],
               cards=["viticulturist", "mercenary"], deniers=10, spare=True)
    vit = hire(g, 0, "viticulturist")
    merc = hire(g, 0, "mercenary")
    g.slot_cubes[vit][0] = 1
    g.players[0].cubes -= 1
    res = g.evaluate(0, g.die_ids, "card", merc, vit)
    assert res["ok"] and res["payments"] == {1: 6} and res["times"] == 15 // 2
    play_group(g, g.die_ids, "card", merc, vit)
    assert g.players[1].deniers == 16 and g.players[0].deniers == 10 - 6 + 3 * 7


def test_hermit_example():
    g = ladies(ACT, players=3, cards=["hermit"])
    s = WHITE * 3 + 2
    g.slot_cubes[s][:3] = [2, 3, 1]
    sc = final_scores(g)
    assert [x["ladies"]["hermit"] for x in sc] == [6, 9, 3]
    g.slot_cubes[s][:3] = [6, 3, 1]          # 10 cubes: never less than 1 VP each
    assert [x["ladies"]["hermit"] for x in final_scores(g)] == [6, 3, 1]


def test_fort_and_princess():
    g = ladies(ACT, players=3, dice=[(0, RED, 2), (0, RED, 5), (0, RED, 6)], cards=["fort"], spare=True)
    fort = hire(g, 0, "fort")
    play_group(g, g.die_ids, "card", fort)
    assert g.slot_cubes[fort][0] == 3 and g.players[0].vp == 1 + 2 + 2 and g.players[0].influence == 4 + 5
    g.slot_cubes[fort][1] = 3
    assert [x["ladies"]["fort"] for x in final_scores(g)] == [1, 1, 0]       # tie: 3 // 2
    g = ladies(ACT, players=3, dice=[(0, RED, 4)], cards=["princess"], spare=True)
    pr = hire(g, 0, "princess")
    play_group(g, g.die_ids, "card", pr)
    assert g.slot_cubes[pr][0] == 1
    g.slot_cubes[pr][:3] = [2, 2, 1]
    assert [x["ladies"]["princess"] for x in final_scores(g)] == [3, 3, 0]
    g.slot_cubes[pr][:3] = [3, 2, 1]
    assert [x["ladies"]["princess"] for x in final_scores(g)] == [6, 0, 0]


def test_master_builder_fourth_floor_and_penalty():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 5), (0, WHITE, 5)], cards=["master-builder"], spare=True)
    mb = hire(g, 0, "master-builder")
    for lv in range(3):
        g.cathedral[lv * 6 + 5] = 1               # column 6 full
    g.players[1].cubes -= 3
    play_group(g, g.die_ids, "card", mb)           # 10 // 5 = 2 cubes
    assert ("build", 6) in g.legal_actions()
    g.apply(("build", 6))                          # 4th floor, above the full column
    assert g.expansion["cathedral4"][5] == 0 and g.players[0].influence == 4 + 2
    g.apply(("build", 1))
    assert g.cathedral[0] == 0
    sc = final_scores(g)
    assert sc[0]["ladies"]["master_builder"] == 0
    assert sc[1]["ladies"]["master_builder"] == 0 and sc[2]["ladies"]["master_builder"] == 0   # no VP to lose
    g.players[2].vp = 10
    assert final_scores(g)[2]["ladies"]["master_builder"] == -2


def test_chief_templar_and_recruiter_hired_for_influence():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 6)], cards=["chief-templar"], influence=5, deniers=0,
               spare=True)
    s = WHITE * 3
    res = g.evaluate(0, g.die_ids, "card", s)
    assert res["ok"] and res["hire_cost"] == 5
    play_group(g, g.die_ids, "card", s)
    g.apply(("source", "supply", None, None))
    assert g.players[0].influence == 0 and g.players[0].deniers == 0 and g.slot_cubes[s][0] == 2
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["recruiter"], influence=2, spare=True)
    assert not g.evaluate(0, g.die_ids, "card", RED * 3 + 1)["ok"]


def test_chief_templar_takes_one_red_die_per_player_for_two():
    g = ladies(ACT, players=3, dice=[(1, RED, 6), (2, RED, 6), (0, RED, 3)],
               cards=["chief-templar", "mercenary"], deniers=10, spare=True)
    ct = hire(g, 0, "chief-templar")
    merc = hire(g, 0, "mercenary")
    g.slot_cubes[ct][0] = 1
    res = g.evaluate(0, g.die_ids, "card", merc, ct)
    assert res["ok"] and res["payments"] == {1: 2, 2: 2}


def test_augustine_and_recruiter_cubes_count_as_dice():
    g = ladies(ACT, players=3, dice=[(1, YELLOW, 2), (0, YELLOW, 1)], cards=["augustine", "merchant"],
               deniers=10, spare=True)
    aug = hire(g, 0, "augustine")
    merch = hire(g, 0, "merchant")
    g.slot_cubes[aug][0] = 1
    g.apply(("die", g.die_ids[0]))
    assert ("cube_die", aug) in g.legal_actions()
    g.apply(("cube_die", aug))
    res = g.evaluate(0, g.ctx["dice"], "card", merch)
    assert res["value"] == 8 and res["price"] == 4          # a group of two: 4 deniers for the bought die
    g.apply(("die", g.die_ids[1]))
    assert ("die", 999) not in g.legal_actions()             # 3 dice: full
    res = g.evaluate(0, g.ctx["dice"], "card", merch)
    assert res["value"] == 9 and res["price"] == 6
    assert all(a[3] is None for a in g.legal_actions() if a[0] == "target")   # one cube per action
    g.apply(("target", "card", merch, None))
    assert g.slot_cubes[aug][0] == 0 and g.players[0].deniers == 10 - 6 + 2 * 4
    g2 = ladies(ACT, players=3, dice=[(0, RED, 2)], cards=["recruiter"], spare=True)
    rec = hire(g2, 0, "recruiter")
    g2.slot_cubes[rec][0] = 1
    assert not g2.evaluate(0, [-rec - 1], "card", rec)["ok"]  # never alone
    assert g2.evaluate(0, [g2.die_ids[0], -rec - 1], "card", rec)["value"] == 8


def test_distiller_herbalist_preacher_prior():
    g = ladies(ACT + ["promos"], players=3, dice=[(0, YELLOW, 1)], cards=["distiller", "merchant"],
               spare=True)
    ds = hire(g, 0, "distiller")
    g.slot_cubes[ds][0] = 1
    g.apply(("die", g.die_ids[0]))
    g.apply(("distill", g.die_ids[0]))
    assert g.dice[g.die_ids[0]][1] == 6 and g.slot_cubes[ds][0] == 0
    assert all(a[3] is None for a in g.legal_actions() if a[0] == "target")
    g = ladies(ACT, players=3, dice=[(0, WHITE, 4)], cards=["herbalist", "mercenary"], spare=True)
    hb = hire(g, 0, "herbalist")
    g.slot_cubes[hb][0] = 1
    assert g.evaluate(0, g.die_ids, "card", RED * 3 + 1, hb)["value"] == 12
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 2), (0, YELLOW, 5)], cards=["preacher", "merchant"],
               spare=True)
    pr = hire(g, 0, "preacher")
    g.slot_cubes[pr][0] = 1
    assert g.evaluate(0, g.die_ids, "card", YELLOW * 3, pr)["value"] == 10
    g = ladies(["promos"], players=3, dice=[(0, WHITE, 5)], cards=["prior", "procession"], spare=True)
    g.slot_card[WHITE * 3 + 1] = "prior"
    g.slot_revealed[WHITE * 3 + 1] = True
    g.slot_cubes[WHITE * 3 + 1][0] = 1
    assert g.evaluate(0, g.die_ids, "card", WHITE * 3 + 2, WHITE * 3 + 1)["value"] == 10


def test_immediate_cards():
    def run(cid, dice, arrange=None, **kw):
        g = ladies(ACT + ["promos"], players=3, dice=dice, cards=[cid], spare=True, **kw)
        s = hire(g, 0, cid)
        if arrange:
            arrange(g)
        play_group(g, g.die_ids[:1], "card", s)
        return g
    g = run("clog-maker", [(0, YELLOW, 6)], lambda g: g.spaces[YELLOW].__setitem__(0, 0))
    assert g.players[0].deniers == 5 + 2                     # 2 activations x 1 citizen
    g = run("weaver", [(0, YELLOW, 3)])
    assert g.players[0].deniers == 5 + 1
    g = run("banker", [(0, YELLOW, 4)], deniers=31)
    assert g.players[0].vp == 3
    g = run("master-tradesman", [(0, YELLOW, 4)], lambda g: hire(g, 0, "weaver") if False else None)
    assert g.players[0].vp == 0                              # one tradesman: 1 // 2
    g = run("bishop", [(0, WHITE, 6)], lambda g: g.cathedral.__setitem__(0, 0))
    assert g.players[0].deniers == 5 + 2
    g = run("scribe", [(0, WHITE, 4)], lambda g: g.players[0].events_won.extend(["war", "drought"]))
    assert g.players[0].vp == 2
    g = run("nun", [(0, WHITE, 4), (0, WHITE, 1), (1, WHITE, 1)])
    assert g.players[0].vp == 1
    g = run("marriage", [(0, RED, 4)], deniers=7)
    g.apply(("count", 1))
    assert g.players[0].vp == 4 and g.players[0].deniers == 0
    g = run("landlady", [(0, YELLOW, 6)])
    g.apply(("landlady", 1))
    assert g.players[0].influence == 8 and g.players[0].vp == 1
    g = run("executioner", [(0, RED, 6)], influence=[4, 7, 7])
    assert g.pending == Decision(0, "victim")
    g.apply(("victim", 2))               # then player 1 alone has the most: no question
    assert g.players[0].influence == 8 and g.players[1].influence == 6 and g.players[2].influence == 6
    g = run("baker", [(0, YELLOW, 3), (1, YELLOW, 2), (NEUTRAL, YELLOW, 1)])
    assert g.players[0].deniers == 5 + 2
    g = run("banquet", [(0, RED, 5), (1, RED, 2), (1, RED, 2)])
    assert g.players[0].vp == 2


def test_ransom_catapult_scout_squire_breeder():
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["scout"], deniers=1, spare=True)
    s = hire(g, 0, "scout")
    g.queue = [["marauding", []], ["war", []]]
    play_group(g, g.die_ids, "card", s)
    assert g.pending == Decision(0, "scout")
    g.apply(("scout", 0))                # skip Marauding
    g.apply(("scout", 1))                # War, 1 denier
    assert g.queue[1][1] == [0] and g.players[0].deniers == 0
    g = ladies(ACT, players=3, dice=[(0, RED, 3), (0, RED, 3)], cards=["catapult"], spare=True)
    s = hire(g, 0, "catapult")
    g.queue = [["marauding", []], ["war", []]]
    g.slot_cubes[s][0] = 1
    play_group(g, [g.die_ids[0]], "card", s)
    g.apply(("mixed", "use", 1))
    g.apply(("event", 1))
    assert g.queue[1][1] == [0, 0] and g.slot_cubes[s][0] == 0
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["squire"], spare=True)
    s = hire(g, 0, "squire")
    play_group(g, g.die_ids, "card", s)
    assert g.legal_actions() == [("mixed", "place", 1), ("mixed", "place", 2)]
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6)], cards=["breeder"], deniers=3, spare=True)
    s = hire(g, 0, "breeder")
    play_group(g, g.die_ids, "card", s)
    assert g.legal_actions() == [("mixed", "place", 1)]
    g.apply(("mixed", "place", 1))
    assert g.players[0].deniers == 0 and g.slot_cubes[s][0] == 1


# ====================================================================== every card: effect and restrictions
from troyes_desktop.rules.troyes.ladies import PURPLE  # noqa: E402

from .card_helpers import SUPPLY, refused  # noqa: E402
from .helpers import slot_for  # noqa: E402


def test_lumberjack_place_or_sell_never_both_in_one_action():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6)], cards=["lumberjack"], spare=True)
    s = hire(g, 0, "lumberjack")
    g.slot_cubes[s][0] = 1
    g.players[0].cubes -= 1
    play_group(g, g.die_ids, "card", s)                 # 6 // 2 = 3 activations
    assert g.legal_actions() == [("mixed", "place", 1), ("mixed", "place", 2), ("mixed", "place", 3),
                                 ("mixed", "use", 1)]
    g.apply(("mixed", "use", 1))                         # sell wood: 4 deniers, and the action is over
    assert g.players[0].deniers == 5 + 4 and g.slot_cubes[s][0] == 0 and g.pending == Decision(1, "turn")
    assert g.players[0].cubes == 20


def test_clog_maker_ignores_expelled_citizens():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6)], cards=["clog-maker"], spare=True)
    s = hire(g, 0, "clog-maker")
    g.spaces[YELLOW][:3] = [0, 1, 0]                      # two of player 0's citizens stand in City Hall
    g.expelled[YELLOW] = [0]                              # a third one lies on it (expelled): nothing
    play_group(g, g.die_ids, "card", s)                  # 6 // 3 = 2 activations
    assert g.players[0].deniers == 5 + 2 * 2
    assert g.players[1].deniers == 5


def test_weaver_counts_every_tradesman_including_the_new_one_on_the_weaver():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6)], cards=["weaver", "mercenary", "priest"], deniers=10,
               spare=True)
    hire(g, 0, "mercenary")
    hire(g, 1, "priest")                                  # an opponent's tradesman does not count
    g.slot_illus[slot_for(g, "priest")].append(0)         # on the illustration: counts (RULINGS T18 / L17)
    g.players[0].supply -= 1
    s = slot_for(g, "weaver")
    play_group(g, g.die_ids, "card", s)                  # no tradesman yet: 3 deniers to hire one
    g.apply(SUPPLY)
    assert g.slot_spaces[s][0] == 0
    # 2 activations x 3 tradesmen (Mercenary, Priest's illustration, the Weaver itself)
    assert g.players[0].deniers == 10 - 3 + 2 * 3


def test_landlady_splits_activations_between_influence_and_vp():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 3), (0, YELLOW, 6)], cards=["landlady"], spare=True)
    s = hire(g, 0, "landlady")
    play_group(g, g.die_ids, "card", s)                  # 9 // 3 = 3 activations
    assert g.legal_actions() == [("landlady", n) for n in range(4)]
    refused(g, ("landlady", 4))
    g.apply(("landlady", 2))
    assert g.players[0].influence == 4 + 8 and g.players[0].vp == 1


def test_distiller_turns_over_only_your_own_dice():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 2), (1, YELLOW, 1)], cards=["distiller", "merchant"],
               deniers=[10, 5, 5], spare=True)
    ds = hire(g, 0, "distiller")
    merch = hire(g, 0, "merchant")
    g.slot_cubes[ds][0] = 2
    g.players[0].cubes -= 2
    own, bought = g.die_ids
    g.apply(("die", own))
    g.apply(("die", bought))
    acts = g.legal_actions()
    assert ("distill", own) in acts and ("distill", bought) not in acts    # not a purchased die
    refused(g, ("distill", bought))
    g.apply(("distill", own))                            # 2 -> 5
    assert g.dice[own][1] == 5 and g.slot_cubes[ds][0] == 1
    assert ("distill", own) not in g.legal_actions()     # one cube per action
    g.apply(("target", "card", merch, None))             # 5 + 1 = 6 -> 3 activations x 2 deniers
    assert g.players[0].deniers == 10 - 4 + 6 and g.players[1].deniers == 5 + 4


def test_viticulturist_free_die_restrictions():
    g = ladies(ACT + ["head-of-family"], players=3,
               dice=[(0, YELLOW, 2), (1, PURPLE, 6), (NEUTRAL, YELLOW, 6)],
               cards=["viticulturist", "merchant"], deniers=0, spare=True)
    vit = hire(g, 0, "viticulturist")
    merch = hire(g, 0, "merchant")
    g.slot_cubes[vit][0] = 1
    own, purple, neutral = g.die_ids
    assert not g.evaluate(0, [own], "card", merch, vit)["ok"]              # must take a die from someone
    assert not g.evaluate(0, [own, purple], "card", merch, vit, YELLOW)["ok"]   # never a purple die
    res = g.evaluate(0, [own, neutral], "card", merch, vit)                 # the neutral die, for free
    assert res["ok"] and res["price"] == 0 and res["times"] == 4
    # the free die alone may place a citizen (it is "used to perform an action"; rulebook)
    res = g.evaluate(0, [neutral], "building", YELLOW, vit)
    assert res["ok"] and res["price"] == 0


def test_banker_needs_more_than_thirty_deniers():
    for deniers, vp in ((30, 0), (31, 6)):
        g = ladies(ACT, players=3, dice=[(0, YELLOW, 4), (0, YELLOW, 4)], cards=["banker"], deniers=deniers,
                   spare=True)
        s = hire(g, 0, "banker")
        play_group(g, g.die_ids, "card", s)              # 8 // 4 = 2 activations x 3 VP
        assert g.players[0].vp == vp and g.players[0].deniers == deniers     # the money is kept


def test_breeder_pays_three_per_cube_and_sells_for_two_vp():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6), (0, YELLOW, 3), (0, YELLOW, 6)], cards=["breeder"],
               deniers=7, spare=True)
    s = hire(g, 0, "breeder")
    play_group(g, g.die_ids[:2], "card", s)              # 9 // 3 = 3 activations, but 7 deniers: 2 cubes
    assert g.legal_actions() == [("mixed", "place", 1), ("mixed", "place", 2)]
    g.apply(("mixed", "place", 2))
    assert g.players[0].deniers == 1 and g.slot_cubes[s][0] == 2
    back_to(g, 0)
    play_group(g, [g.die_ids[2]], "card", s)             # 2 activations: sell 2 head of livestock
    assert ("mixed", "place", 1) not in g.legal_actions()  # 1 denier: cannot buy
    g.apply(("mixed", "use", 2))
    assert g.players[0].vp == 4 and g.slot_cubes[s][0] == 0
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 6)], cards=["breeder"], deniers=2, spare=True)
    s = hire(g, 0, "breeder")
    assert not g.evaluate(0, g.die_ids, "card", s)["ok"]  # no 3 deniers and no cube to sell


def test_master_tradesman_one_vp_per_two_tradesmen_including_itself():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 4), (0, YELLOW, 4)],
               cards=["master-tradesman", "mercenary", "priest", "captain"], deniers=10, spare=True)
    hire(g, 0, "mercenary")
    hire(g, 0, "priest")
    hire(g, 1, "captain")
    g.slot_illus[slot_for(g, "captain")].append(0)
    g.players[0].supply -= 1
    s = slot_for(g, "master-tradesman")
    play_group(g, g.die_ids, "card", s)
    g.apply(SUPPLY)
    # 4 tradesmen with the new one (Mercenary, Priest, Captain's illustration, Master Tradesman): 2 VP x 2
    assert g.players[0].vp == 4 and g.players[0].deniers == 10 - 6
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 4), (0, YELLOW, 4)], cards=["master-tradesman", "mercenary",
                                                                               "priest"], spare=True)
    s = hire(g, 0, "master-tradesman")
    hire(g, 0, "mercenary")
    hire(g, 0, "priest")
    play_group(g, g.die_ids, "card", s)                  # 3 tradesmen: 3 // 2 = 1 VP x 2 activations
    assert g.players[0].vp == 2


def test_bishop_counts_cathedral_cubes_with_the_fourth_floor():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 6)], cards=["bishop"], spare=True)
    s = hire(g, 0, "bishop")
    g.cathedral[0] = g.cathedral[7] = 0
    g.cathedral[1] = 1
    g.expansion["cathedral4"][2] = 0
    play_group(g, g.die_ids, "card", s)                  # 2 activations x 3 cubes
    assert g.players[0].deniers == 5 + 6


def test_augustine_cube_joins_only_a_group_of_its_colour_never_alone():
    g = ladies(ACT, players=3, dice=[(0, RED, 3), (0, YELLOW, 1)], cards=["augustine", "merchant"],
               spare=True)
    aug = hire(g, 0, "augustine")
    merch = hire(g, 0, "merchant")
    g.slot_cubes[aug][0] = 1
    assert not g.evaluate(0, [-aug - 1], "card", merch)["ok"]
    g.apply(("die", g.die_ids[0]))
    assert ("cube_die", aug) not in g.legal_actions()    # a yellow 6 does not join red dice
    g.apply(("cancel",))
    g.apply(("die", g.die_ids[1]))
    g.apply(("cube_die", aug))
    assert all(a[0] != "distill" for a in g.legal_actions())
    assert ("target", "building", YELLOW, None) not in g.legal_actions()   # a citizen needs exactly one die
    g.apply(("target", "card", merch, None))              # 1 + 6 = 7: 3 activations x 2 deniers
    assert g.players[0].deniers == 5 + 6 and g.slot_cubes[aug][0] == 0


def test_chief_templar_prices_and_restrictions():
    g = ladies(ACT + ["head-of-family"], players=3,
               dice=[(1, RED, 6), (1, RED, 5), (NEUTRAL, RED, 4), (1, PURPLE, 6), (0, WHITE, 3)],
               cards=["chief-templar", "mercenary"], deniers=10, spare=True)
    ct = hire(g, 0, "chief-templar")
    merch = hire(g, 0, "mercenary")
    g.slot_cubes[ct][0] = 1
    a, b, neutral, purple, white = g.die_ids
    res = g.evaluate(0, [a, neutral], "card", merch, ct)
    assert res["ok"] and res["payments"] == {1: 2, NEUTRAL: 2}
    res = g.evaluate(0, [a, b], "card", merch, ct)       # a second die of the same district: normal price
    assert res["ok"] and res["payments"] == {1: 2 + 4}
    assert not g.evaluate(0, [a, purple], "card", merch, ct, RED)["ok"]
    assert not g.evaluate(0, [white], "card", ct, ct)["ok"]      # red dice only


def test_herbalist_one_white_die_as_three_red_dice():
    g = ladies(ACT, players=3, dice=[(1, WHITE, 4), (0, WHITE, 5), (0, RED, 2)],
               cards=["herbalist", "mercenary"],
               deniers=10, spare=True)
    hb = hire(g, 0, "herbalist")
    merc = hire(g, 0, "mercenary")
    g.slot_cubes[hb][0] = 1
    bought, white, red = g.die_ids
    res = g.evaluate(0, [bought], "card", merc, hb)
    assert res["ok"] and res["value"] == 12 and res["payments"] == {1: 2}
    assert not g.evaluate(0, [bought, white], "card", merc, hb)["ok"]     # one white die only
    assert not g.evaluate(0, [red], "card", merc, hb)["ok"]               # not a red die
    assert not g.evaluate(0, [bought], "building", RED, hb)["ok"]         # three dice: no citizen


def test_master_builder_construction_rule_and_fourth_floor_only_by_it():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 5), (0, WHITE, 6), (0, WHITE, 6)], cards=["master-builder"],
               spare=True)
    mb = hire(g, 0, "master-builder")
    g.cathedral[0] = 1                                     # column 1: level 1 taken
    for lv in range(3):
        g.cathedral[lv * 6 + 5] = 1                        # column 6: all three levels taken
    assert not g.evaluate(0, [g.die_ids[1]], "cathedral")["ok"]   # no 4th floor with the cathedral action
    play_group(g, [g.die_ids[0]], "card", mb)              # 5 // 5 = 1 cube
    assert g.legal_actions() == [("build", v) for v in range(1, 7)]
    g.apply(("build", 1))                                  # the lowest free level of column 1: level 2
    assert g.cathedral[6] == 0 and g.expansion["cathedral4"][0] is None
    assert g.players[0].vp == 1 and g.players[0].influence == 4 + 1
    back_to(g, 0)
    play_group(g, g.die_ids[1:], "card", mb)               # 12 // 5 = 2 cubes
    g.apply(("build", 6))                                  # above the full column: the 4th floor
    assert g.expansion["cathedral4"][5] == 0 and g.players[0].vp == 2 and g.players[0].influence == 5 + 2
    assert ("build", 6) not in g.legal_actions()           # that 4th-floor space is taken now
    g.apply(("build", 2))
    assert g.cathedral[1] == 0


def test_preacher_gives_the_group_the_chosen_value():
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 1), (0, YELLOW, 2), (0, YELLOW, 6)],
               cards=["preacher", "merchant"], spare=True)
    pr = hire(g, 0, "preacher")
    merch = hire(g, 0, "merchant")
    g.slot_cubes[pr][0] = 1
    assert g.evaluate(0, g.die_ids, "card", merch, pr)["value"] == 18
    assert not g.evaluate(0, g.die_ids[:1], "card", merch, pr)["ok"]    # one die: nothing to copy


def test_scribe_one_vp_per_event_card_taken_per_activation():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 4), (0, WHITE, 4)], cards=["scribe"], spare=True)
    s = hire(g, 0, "scribe")
    g.players[0].events_won.extend(["war", "drought", "heresy"])
    g.players[1].events_won.append("brigands-1")
    play_group(g, g.die_ids, "card", s)                    # 8 // 4 = 2 activations x 3 cards
    assert g.players[0].vp == 6


def test_hermit_places_one_cube_per_activation():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 4), (0, WHITE, 4)], cards=["hermit"], spare=True)
    s = hire(g, 0, "hermit")
    play_group(g, g.die_ids, "card", s)
    assert g.slot_cubes[s][0] == 2 and g.players[0].vp == 0 and g.players[0].cubes == 18
    assert final_scores(g)[0]["ladies"]["hermit"] == 2 * (9 - 2)


def test_nun_counts_own_white_dice_left_never_the_purple_die():
    g = ladies(ACT + ["head-of-family"], players=3,
               dice=[(0, WHITE, 4), (0, WHITE, 4), (0, WHITE, 2), (0, WHITE, 3), (0, PURPLE, 5),
                     (1, WHITE, 6)],
               cards=["nun"], spare=True)
    s = hire(g, 0, "nun")
    play_group(g, g.die_ids[:2], "card", s)                # 2 activations x 2 white dice left
    assert g.players[0].vp == 4


def test_ransom_three_deniers_per_cube_on_any_event_card():
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["ransom"], deniers=7, spare=True)
    s = hire(g, 0, "ransom")
    g.queue = [["marauding", []], ["war", []]]
    play_group(g, g.die_ids, "card", s)                    # 2 activations
    assert g.legal_actions() == [("count", 1), ("count", 2)]
    g.apply(("count", 2))
    assert g.players[0].deniers == 1
    g.apply(("event", 1))
    g.apply(("event", 0))                                  # a different card for the second activation
    assert g.queue[0][1] == [0] and g.queue[1][1] == [0]
    assert g.players[0].cubes == 18 and g.players[0].influence == 4 + 2
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["ransom"], deniers=2, spare=True)
    s = hire(g, 0, "ransom")
    assert not g.evaluate(0, g.die_ids, "card", s)["ok"]


def test_catapult_fires_pairs_each_on_one_card_never_the_chief_outlaw():
    g = ladies(ACT + ["events"], players=3, dice=[(0, RED, 6), (0, RED, 3)], cards=["catapult"], spare=True)
    s = hire(g, 0, "catapult")
    g.queue = [["marauding", []], ["war", []], ["chief-outlaw", []]]
    play_group(g, [g.die_ids[1]], "card", s)               # 1 activation, no cube yet: load only
    assert g.legal_actions() == [("mixed", "place", 1)]
    g.apply(("mixed", "place", 1))
    g.slot_cubes[s][0] += 1
    g.players[0].cubes -= 1
    back_to(g, 0)
    play_group(g, [g.die_ids[0]], "card", s)               # 2 activations, 2 cubes loaded
    g.apply(("mixed", "use", 2))
    assert g.legal_actions() == [("event", 0), ("event", 1)]
    g.apply(("event", 1))
    g.apply(("event", 0))
    assert g.queue[1][1] == [0, 0] and g.queue[0][1] == [0, 0] and g.slot_cubes[s][0] == 0
    assert g.players[0].cubes == 16


def test_scout_one_cube_per_card_per_activation_paid_one_denier_each():
    g = ladies(ACT + ["events"], players=3, dice=[(0, RED, 4), (0, RED, 4)], cards=["scout"], deniers=3,
               spare=True)
    s = hire(g, 0, "scout")
    g.queue = [["marauding", []], ["chief-outlaw", []], ["war", []]]
    play_group(g, g.die_ids, "card", s)                    # 2 activations
    g.apply(("scout", 1))                                  # Marauding (the Chief Outlaw is skipped)
    g.apply(("scout", 1))                                  # War
    g.apply(("scout", 1))                                  # second activation: Marauding
    assert g.players[0].deniers == 0 and g.pending == Decision(1, "turn")    # no denier left for War
    assert g.queue[0][1] == [0, 0] and g.queue[1][1] == [] and g.queue[2][1] == [0]
    g = ladies(ACT, players=3, dice=[(0, RED, 4)], cards=["scout"], deniers=0, spare=True)
    s = hire(g, 0, "scout")
    assert not g.evaluate(0, g.die_ids, "card", s)["ok"]


def test_executioner_supply_point_and_the_leading_opponent():
    g = ladies(ACT, players=3, dice=[(0, RED, 6), (0, RED, 3)], cards=["executioner"], influence=[4, 7, 6],
               spare=True)
    s = hire(g, 0, "executioner")
    play_group(g, g.die_ids, "card", s)                    # 9 // 3 = 3 activations
    # 1st: player 1 (7 -> 6); 2nd: tie 6 / 6, choose; 3rd: the other one
    assert g.pending == Decision(0, "victim") and g.legal_actions() == [("victim", 1), ("victim", 2)]
    g.apply(("victim", 2))
    assert g.players[0].influence == 4 + 6 and g.players[1].influence == 5 and g.players[2].influence == 5
    g = ladies(ACT, players=3, dice=[(0, RED, 3)], cards=["executioner"], influence=[4, 0, 0], spare=True)
    s = hire(g, 0, "executioner")
    play_group(g, g.die_ids, "card", s)                    # nobody has influence: only the supply's point
    assert g.players[0].influence == 5 and g.pending == Decision(1, "turn")


def test_squire_use_side_five_influence_per_cube():
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["squire"], spare=True)
    s = hire(g, 0, "squire")
    g.slot_cubes[s][0] = 3
    g.players[0].cubes -= 3
    play_group(g, g.die_ids, "card", s)                    # 2 activations: at most 2 cubes either way
    assert g.legal_actions() == [("mixed", "place", 1), ("mixed", "place", 2), ("mixed", "use", 1),
                                 ("mixed", "use", 2)]
    g.apply(("mixed", "use", 2))
    assert g.players[0].influence == 4 + 10 and g.slot_cubes[s][0] == 1 and g.players[0].cubes == 19


def test_recruiter_hired_for_three_influence_and_its_cube_is_a_red_six():
    g = ladies(ACT, players=3, dice=[(0, RED, 4), (1, RED, 2)], cards=["recruiter"], influence=3, deniers=10,
               spare=True)
    s = slot_for(g, "recruiter")
    play_group(g, g.die_ids[:1], "card", s)                # 4 // 4 = 1 activation
    g.apply(SUPPLY)
    assert g.players[0].influence == 0 and g.players[0].deniers == 10 and g.slot_cubes[s][0] == 1
    back_to(g, 0)
    g.apply(("die", g.die_ids[1]))
    g.apply(("cube_die", s))
    res = g.evaluate(0, g.ctx["dice"], "card", s)
    assert res["value"] == 8 and res["payments"] == {1: 4}   # a group of two: the bought die costs 4


def test_marriage_seven_deniers_for_four_vp():
    g = ladies(ACT, players=3, dice=[(0, RED, 4), (0, RED, 4)], cards=["marriage"], deniers=15, spare=True)
    s = hire(g, 0, "marriage")
    play_group(g, g.die_ids, "card", s)                    # 2 activations
    assert g.legal_actions() == [("count", 1), ("count", 2)]
    g.apply(("count", 2))
    assert g.players[0].vp == 8 and g.players[0].deniers == 1
    g = ladies(ACT, players=3, dice=[(0, RED, 4)], cards=["marriage"], deniers=6, spare=True)
    s = hire(g, 0, "marriage")
    assert not g.evaluate(0, g.die_ids, "card", s)["ok"]


def test_fort_one_cube_per_die_and_three_way_tie():
    g = ladies(ACT, players=3, dice=[(0, RED, 3), (0, RED, 4)], cards=["fort"], spare=True)
    s = hire(g, 0, "fort")
    play_group(g, g.die_ids, "card", s)                    # a 3 (1 VP, 1 infl) and a 4 (2 VP, 2 infl)
    assert g.slot_cubes[s][0] == 2 and g.players[0].vp == 3 and g.players[0].influence == 4 + 3
    g.slot_cubes[s][1] = g.slot_cubes[s][2] = 2
    assert [x["ladies"]["fort"] for x in final_scores(g)] == [1, 1, 1]


def test_princess_one_cube_per_activation():
    g = ladies(ACT, players=3, dice=[(0, RED, 4), (0, RED, 4)], cards=["princess"], spare=True)
    s = hire(g, 0, "princess")
    play_group(g, g.die_ids, "card", s)
    assert g.slot_cubes[s][0] == 2 and g.players[0].vp == 0
    assert [x["ladies"]["princess"] for x in final_scores(g)] == [6, 0, 0]
    g.slot_cubes[s][:3] = [0, 0, 0]
    assert [x["ladies"]["princess"] for x in final_scores(g)] == [0, 0, 0]     # nobody: no favour


def test_master_builder_penalty_spares_a_player_whose_fourth_floor_cube_was_removed():
    # "a player who has not played a cube on the 4th floor loses 2 VP": playing one is enough.
    g = ladies(ACT + ["events"], players=3, dice=[(0, WHITE, 5)], cards=["master-builder"], spare=True)
    mb = hire(g, 0, "master-builder")
    for lv in range(3):
        g.cathedral[lv * 6] = 1                            # column 1 full
    g.players[1].cubes -= 3
    play_group(g, g.die_ids, "card", mb)
    g.apply(("build", 1))
    assert g.expansion["cathedral4"][0] == 0
    g.queue = [["marauding", []], ["interrupted-work", []]]
    g.decks["red"] = []
    g.dice = {}
    from troyes_desktop.rules.troyes import ladies as ladies_rules
    ladies_rules.events_phase(g)                           # Interrupted Work takes the 4th-floor cube
    assert g.expansion["cathedral4"][0] is None
    for p in range(3):
        g.players[p].vp = 10
    assert [x["ladies"]["master_builder"] for x in final_scores(g)] == [0, -2, -2]
