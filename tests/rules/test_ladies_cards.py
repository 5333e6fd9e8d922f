"""The Ladies of Troyes activity cards (rulebook examples with exact numbers) and the promo cards."""
from __future__ import annotations

from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.scoring import final_scores

from .helpers import play_group
from .ladies_helpers import back_to, hire, ladies

ACT = ["activities"]


def test_lumberjack_example():
    # Geoffrey activates the Lumberjack with a group worth 8 while he has 2 cubes there: he places 4 more.
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 4), (0, YELLOW, 4), (0, WHITE, 5)], cards=["lumberjack", "monk"],
               spare=True)
    lj = hire(g, 0, "lumberjack")
    monk = hire(g, 0, "monk")
    g.slot_cubes[lj][0] = 2
    g.slot_cubes[monk][0] = 1
    g.players[0].cubes -= 3
    play_group(g, g.die_ids[:2], "card", lj)
    assert g.pending == ("mixed", 0) and ("mixed", "place", 4) in g.legal_actions()
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
    g = ladies(ACT, players=3, dice=[(1, RED, 6), (0, RED, 4), (1, RED, 5)], cards=["viticulturist", "mercenary"],
               deniers=10, spare=True)
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
    assert g.lx["cathedral4"][5] == 0 and g.players[0].influence == 4 + 2
    g.apply(("build", 1))
    assert g.cathedral[0] == 0
    sc = final_scores(g)
    assert sc[0]["ladies"]["master_builder"] == 0
    assert sc[1]["ladies"]["master_builder"] == 0 and sc[2]["ladies"]["master_builder"] == 0   # no VP to lose
    g.players[2].vp = 10
    assert final_scores(g)[2]["ladies"]["master_builder"] == -2


def test_chief_templar_and_recruiter_hired_for_influence():
    g = ladies(ACT, players=3, dice=[(0, WHITE, 6)], cards=["chief-templar"], influence=5, deniers=0, spare=True)
    s = WHITE * 3
    res = g.evaluate(0, g.die_ids, "card", s)
    assert res["ok"] and res["hire_cost"] == 5
    play_group(g, g.die_ids, "card", s)
    g.apply(("source", "supply", None, None))
    assert g.players[0].influence == 0 and g.players[0].deniers == 0 and g.slot_cubes[s][0] == 2
    g = ladies(ACT, players=3, dice=[(0, RED, 6)], cards=["recruiter"], influence=2, spare=True)
    assert not g.evaluate(0, g.die_ids, "card", RED * 3 + 1)["ok"]


def test_chief_templar_takes_one_red_die_per_player_for_two():
    g = ladies(ACT, players=3, dice=[(1, RED, 6), (2, RED, 6), (0, RED, 3)], cards=["chief-templar", "mercenary"],
               deniers=10, spare=True)
    ct = hire(g, 0, "chief-templar")
    merc = hire(g, 0, "mercenary")
    g.slot_cubes[ct][0] = 1
    res = g.evaluate(0, g.die_ids, "card", merc, ct)
    assert res["ok"] and res["payments"] == {1: 2, 2: 2}


def test_augustine_and_recruiter_cubes_count_as_dice():
    g = ladies(ACT, players=3, dice=[(1, YELLOW, 2), (0, YELLOW, 1)], cards=["augustine", "merchant"], deniers=10,
               spare=True)
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
    g = ladies(ACT + ["promos"], players=3, dice=[(0, YELLOW, 1)], cards=["distiller", "merchant"], spare=True)
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
    g = ladies(ACT, players=3, dice=[(0, YELLOW, 2), (0, YELLOW, 5)], cards=["preacher", "merchant"], spare=True)
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
    assert g.pending == ("victim", 0)
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
    assert g.pending == ("scout", 0)
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
