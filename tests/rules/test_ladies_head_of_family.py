"""The head of the family: one purple die per player."""
from __future__ import annotations

import pytest

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
    g.lx = ladies(["head-of-family"]).lx        # a module game position
    g.lx["guard"] = [0, 0, 0]
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
