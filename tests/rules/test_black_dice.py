"""Phase 3, black dice: countering in turn order, red dice double, several at once, penalties."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction

from .helpers import N, R, W, Y, in_black, rng_rolling


def test_countering_goes_round_the_table_from_the_start_player():
    g = in_black(3, [5, 3, 2], dice=[(0, W, 6), (1, Y, 3), (2, Y, 2), (N, Y, 1)], facing=0, influence=0)
    w6, y3, y2, _ = g.die_ids
    g.apply(("bd", w6))
    g.apply(("counter",))
    assert g.pending == Decision(1, "black") and g.black == [3, 2]
    g.apply(("bd", y3))
    g.apply(("counter",))
    assert g.pending == Decision(2, "black") and g.black == [2]
    g.apply(("bd", y2))
    g.apply(("counter",))
    assert [pl.influence for pl in g.players] == [1, 1, 1]
    assert g.phase == "actions" and g.pending == Decision(0, "turn")


def test_start_player_may_face_several_black_dice():
    g = in_black(2, [4, 3, 2], dice=[(0, Y, 4), (0, Y, 3), (0, Y, 2), (1, W, 1), (N, Y, 1)], facing=0,
                 influence=0)
    a4, a3, a2, b1, _ = g.die_ids
    g.apply(("bd", a4))
    g.apply(("counter",))
    # Player 1 cannot beat the 3 with a white 1: concedes and loses 2 VP.
    assert g.pending == Decision(1, "black")
    g.players[1].vp = 5
    assert ("counter",) not in g.legal_actions()
    g.apply(("concede",))
    assert g.players[1].vp == 3
    assert g.dice[b1] == (W, 1, 1)              # keeps the dice (RULINGS B5)
    # Back to the start player for the last black die.
    assert g.pending == Decision(0, "black") and g.black == [2]


def test_red_dice_count_double_and_colours_may_mix():
    g = in_black(2, [9], dice=[(0, R, 3), (0, W, 3), (1, Y, 1)], facing=0, influence=0)
    r3, w3, _ = g.die_ids
    g.apply(("bd", r3))
    assert ("counter",) not in g.legal_actions()        # 6 < 9
    g.apply(("bd", w3))
    assert ("counter",) in g.legal_actions()            # 6 + 3 = 9
    g.apply(("counter",))
    assert g.players[0].influence == 1


def test_must_counter_when_able_and_cannot_concede():
    g = in_black(2, [3], dice=[(0, Y, 4), (1, Y, 1)], facing=0)
    assert ("concede",) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="must counter"):
        g.apply(("concede",))


def test_only_own_dice_and_no_buying():
    g = in_black(2, [3], dice=[(0, Y, 1), (1, Y, 6)], facing=0)
    with pytest.raises(IllegalAction, match="own district"):
        g.apply(("bd", g.die_ids[1]))


def test_extra_black_die_only_once_the_chosen_dice_beat_it_too():
    g = in_black(2, [6, 5, 1], dice=[(0, R, 4), (0, W, 3), (1, Y, 1)], facing=0, influence=0)
    r4, w3, _ = g.die_ids
    g.apply(("bd", r4))                       # 8: beats the 6, and the 6 + 1
    assert ("bx", 2) in g.legal_actions() and ("bx", 1) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="would need 11"):
        g.apply(("bx", 1))
    g.apply(("bd", w3))                       # 11: now the 5 as well
    g.apply(("bx", 1))
    g.apply(("counter",))
    assert g.players[0].influence == 2 and g.black == [1]


def test_influence_before_countering_reroll():
    g = in_black(2, [6], dice=[(0, Y, 1), (1, Y, 1)], facing=0, influence=[3, 0])
    y1 = g.die_ids[0]
    assert ("reroll", y1) in g.legal_actions()
    g.rng = rng_rolling(6)
    g.apply(("reroll", y1))
    assert g.dice[y1][1] == 6 and g.players[0].influence == 2
    g.apply(("bd", y1))
    assert ("reroll", y1) not in g.legal_actions()    # not once dice are chosen
    g.apply(("counter",))
    assert g.players[0].influence == 3


def test_influence_gain_capped_at_20():
    g = in_black(2, [1, 1], dice=[(0, R, 1), (1, Y, 1)], facing=0, influence=[20, 0])
    g.apply(("bd", g.die_ids[0]))
    g.apply(("bx", 1))
    g.apply(("counter",))
    assert g.players[0].influence == 20


def test_player_without_dice_loses_2_vp_automatically():
    g = in_black(2, [4, 2], dice=[(0, Y, 6), (N, W, 1)], facing=0, influence=[0, 0])
    g.players[1].vp = 1
    g.apply(("bd", g.die_ids[0]))
    out = g.apply(("counter",))
    # Player 1 has no die and no influence: the 2 is not countered, and 1 VP is all there is to lose.
    assert any(e["type"] == "black_die_not_countered" and e["player"] == 1 for e in out)
    assert g.players[1].vp == 0 and g.black == []


def test_any_number_of_own_dice_counter_a_black_die():
    """The rulebook's "1 or more dice": the limit of three is for actions, not for the black dice; the rules
    reference says so in both languages."""
    from pathlib import Path

    g = in_black(2, [6], dice=[(0, Y, 1), (0, W, 2), (0, Y, 1), (0, W, 2), (1, Y, 1)], facing=0, influence=0)
    for die in g.die_ids[:4]:
        g.apply(("bd", die))
    assert g.counter_dice() == list(g.die_ids[:4])
    g.apply(("counter",))
    assert g.players[0].influence == 1 and g.black == []
    help_root = Path(__file__).resolve().parents[2] / "resources" / "help"
    english = (help_root / "en" / "troyes-events.md").read_text(encoding="utf-8")
    french = (help_root / "fr" / "troyes-events.md").read_text(encoding="utf-8")
    assert "**as many of your own dice** as you like: the limit of three dice is for actions" in english
    assert "**autant de vos dés** que vous le voulez\u00a0: la limite de trois dés vaut pour les actions" \
        in french
