"""The head of the family: one purple die per player."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.ladies import PURPLE

from .helpers import in_black, play_group
from .ladies_helpers import ladies

P = PURPLE


def test_one_purple_die_per_player_rolled_each_round():
    g = Game.new(3, seed=4, options={"modules": ["head-of-family"]})
    while g.phase in ("initial",):
        g.apply(g.legal_actions()[0])
    purple = sorted(o for c, v, o in g.dice.values() if c == P)
    # rolled in phase 2 (the black dice of phase 3 may have taken some already)
    assert set(purple) <= {0, 1, 2} and NEUTRAL not in purple


def test_purple_die_cannot_be_bought():
    g = ladies(["head-of-family"], players=3, dice=[(0, YELLOW, 3), (1, P, 6)], deniers=20, spare=True)
    assert ("die", g.die_ids[1]) not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(("die", g.die_ids[1]))
    g.apply(("die", g.die_ids[0]))
    assert ("die", g.die_ids[1]) not in g.legal_actions()


def test_colour_chosen_when_used():
    g = ladies(["head-of-family"], players=3, dice=[(0, P, 4), (0, YELLOW, 2)], spare=True)
    g.apply(("die", g.die_ids[0]))
    tg = [a for a in g.legal_actions() if a[0] == "target"]
    assert ("target", "building", RED, None, RED) in tg and ("target", "building", WHITE, None, WHITE) in tg
    assert ("target", "cathedral", None, None, WHITE) in tg
    assert not g.evaluate(0, [g.die_ids[0]], "building", RED)["ok"]       # colour not named
    g.apply(("die", g.die_ids[1]))                                           # with a yellow die: yellow only
    tg = [a for a in g.legal_actions() if a[0] == "target"]
    assert tg and all(a[4] == YELLOW for a in tg)
    g.apply(("target", "agriculture", None, None, YELLOW))
    assert g.players[0].deniers == 5 + 3


def test_purple_counts_double_against_black_dice():
    g = in_black(3, [5], dice=[(0, P, 3)])
    g.expansion = ladies(["head-of-family"]).expansion        # a module game position
    g.expansion["guard"] = [0, 0, 0]
    assert g.black_strength(list(g.dice)) == 6
    g.apply(("bd", list(g.dice)[0]))
    g.apply(("counter",))
    assert g.players[0].influence == 5


def test_procession_counts_the_purple_die():
    g = ladies(["head-of-family"], players=3, cards=["procession"],
               dice=[(0, WHITE, 6), (0, WHITE, 6), (0, P, 1), (1, RED, 1), (1, RED, 1), (1, YELLOW, 1)])
    s = WHITE * 3 + 2
    g.slot_spaces[s][0] = 0
    g.players[0].supply -= 1
    play_group(g, g.die_ids[:2], "card", s)        # 12 // 4 = 3 activations
    # left: player 0 one purple die, player 1 three dice -> player 1 leads
    assert g.players[1].vp == 6 and g.players[0].vp == 0


# ====================================================================== more head-of-family rules
from .ladies_helpers import hire  # noqa: E402


def test_each_player_rolls_exactly_one_purple_die_in_phase_two():
    g = Game.new(3, seed=4, options={"modules": ["head-of-family"]})
    out = []
    while g.phase == "initial":
        out += g.apply(g.legal_actions()[0])
    work = {e["player"]: e["dice"] for e in out if e["type"] == "workforce"}
    for p in range(3):
        citizens = sum(1 for b in range(3) for o in g.spaces[b] if o == p)
        assert len(work[p]) == citizens + 1
    assert len(work[NEUTRAL]) == sum(1 for b in range(3) for o in g.spaces[b] if o == NEUTRAL)


def test_influence_rerolls_and_turns_over_the_purple_die():
    g = ladies(["head-of-family"], players=3, dice=[(0, P, 2)], spare=True)
    d = g.die_ids[0]
    assert ("reroll", d) in g.legal_actions() and ("flip",) in g.legal_actions()
    g.apply(("flip",))
    g.apply(("flip_die", d))
    g.apply(("flip_done",))
    assert g.dice[d] == (P, 5, 0) and g.players[0].influence == 0
    g = ladies(["head-of-family"], players=3, dice=[(0, P, 2)], spare=True)
    g.apply(("reroll", d))
    assert g.dice[d][0] == P and g.dice[d][2] == 0 and g.players[0].influence == 3


def test_purple_die_is_no_colour_on_the_board():
    # Joust and Chivalry count red dice in the district: the purple die is not one of them (RULINGS L5).
    g = ladies(["head-of-family"], players=3, cards=["joust"], dice=[(0, RED, 5), (0, P, 6), (1, RED, 3)],
               spare=True)
    s = hire(g, 0, "joust")
    play_group(g, g.die_ids[:1], "card", s)           # 5 // 5: 1 activation; left: purple 6 vs red 3
    assert g.players[0].vp == 0 and g.players[1].vp == 0
    g = ladies(["head-of-family"], players=3, cards=["chivalry"], dice=[(0, RED, 5), (0, P, 6), (0, RED, 1)],
               spare=True)
    s = hire(g, 0, "chivalry")
    g.queue = [["marauding", []]]
    play_group(g, g.die_ids[:1], "card", s)           # one red die left (the purple one is not red)
    g.apply(("event", 0))
    assert g.queue[0][1] == [0] and g.pending == Decision(1, "turn")


def test_purple_group_colour_follows_its_companions():
    g = ladies(["head-of-family"], players=3, dice=[(0, P, 4), (0, WHITE, 2)], spare=True)
    assert not g.evaluate(0, g.die_ids, "cathedral", None, None, RED)["ok"]
    assert g.evaluate(0, g.die_ids, "cathedral", None, None, WHITE)["ok"]
    assert not g.evaluate(0, g.die_ids, "agriculture", None, None, YELLOW)["ok"]
