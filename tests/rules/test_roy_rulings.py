"""RULINGS R8-R11 (shared/rules/RULINGS.md): four points of the solo game the rulebooks leave open.

Each test sets up a position of a seeded solo game and plays it through the engine (le Roy's steps, the end
of a round and the events phase), then checks the VP, cubes and deniers that result. Where the events phase is
involved the test runs with the base game and with the bonus cards (``promos``), whose events phase is the
expansion's."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import PALACE

from .helpers import R, Y, play_group
from .test_roy import ROY, YOU, roy_turn, solo

MODULES = [(), ("promos",)]


# ---------------------------------------------------------------------- R8: le Roy scores the events he fills
def test_r8_le_roy_scores_the_event_he_fills_and_takes_it():
    g = solo(dice=[(ROY, R, 6), (ROY, Y, 5), (ROY, Y, 2), (YOU, Y, 1)], roy_turn=True)
    g.queue.append(["war", [YOU, YOU]])            # 5 banners: 2 cubes of yours, 3 free
    g.players[0].cubes -= 2
    vp_most, vp_second = g.data.events["war"].vp
    rec = roy_turn(g, 4, 5)                        # 9: he fills the right-most event
    assert rec["event"] == "war" and rec["spent"] == ["red 6", "yellow 5", "yellow 2"]
    # 3 cubes against your 2: he scores the first place's VP, you the second's, and he takes the card.
    assert g.roy["vp"] == vp_most and g.players[0].vp == vp_second
    assert g.roy["events_won"] == ["war"] and [e[0] for e in g.queue] == ["marauding"]
    assert g.players[0].cubes == 20 and g.players[0].events_won == []
    # The card counts as one he won: Henry I (1 or 2 event cards: 1 VP) revealed now scores it for him.
    g.roy["pile"] = ["henry-i"]
    g.current, g.pending = ROY, Decision(ROY, "roy")
    rec = roy_turn(g, 3, 5)                        # 8: the top character
    assert rec["character"] == "henry-i" and rec["vp"] == 1 and rec["player_vp"] == 0
    assert g.roy["vp"] == vp_most + 1


def test_r8_when_you_have_the_most_cubes_he_scores_the_second_place():
    g = solo(dice=[(ROY, R, 6), (YOU, Y, 1)], roy_turn=True)
    g.queue.append(["war", [YOU, YOU, YOU, YOU]])   # one banner left
    g.players[0].cubes -= 4
    vp_most, vp_second = g.data.events["war"].vp
    rec = roy_turn(g, 6, 3)                        # 9: one die for the one free banner
    assert rec["spent"] == ["red 6"]
    assert g.roy["vp"] == vp_second and g.players[0].vp == vp_most
    assert g.players[0].events_won == ["war"] and g.roy["events_won"] == []


def test_r8_marauding_filled_by_le_roy_gives_him_its_vp_and_stays():
    g = solo(dice=[(ROY, Y, 6), (ROY, Y, 4), (ROY, Y, 3), (ROY, Y, 2), (YOU, Y, 1)], roy_turn=True)
    vp_most, vp_second = g.data.events["marauding"].vp
    rec = roy_turn(g, 1, 4)                        # 5: Marauding is the only (right-most) event
    assert rec["event"] == "marauding" and len(rec["spent"]) == g.data.events["marauding"].banners
    assert g.roy["vp"] == vp_most + vp_second      # alone on it: both places
    assert g.queue == [["marauding", []]] and g.roy["events_won"] == []


# ---------------------------------------------------------------------- R9: Interrupted Work spares his cubes
def _interrupted_work_at_round_two(modules, top_owner, lower_owner):
    """Round 1 ends on your last die; in round 2 Interrupted Work (in the queue) takes effect."""
    g = solo(dice=[(YOU, Y, 4)], modules=modules)
    g.spaces[PALACE][0] = YOU                     # a die each in round 2
    g.spaces[PALACE][5] = ROY
    g.queue.append(["interrupted-work", []])
    g.decks = {"red": ["brigands-1"], "white": [], "yellow": []}
    g.cathedral[5] = lower_owner                  # level 1, space 6
    g.cathedral[11] = top_owner                   # level 2, space 6: the highest level and value
    g.players[0].cubes -= [top_owner, lower_owner].count(YOU)
    out = play_group(g, g.die_ids, "agriculture")
    assert g.round == 2
    assert {"type": "event_resolved", "event": "interrupted-work"} in out
    return g, out


@pytest.mark.parametrize("modules", MODULES)
def test_r9_interrupted_work_never_removes_a_cube_of_le_roy(modules):
    g, out = _interrupted_work_at_round_two(modules, top_owner=ROY, lower_owner=YOU)
    # His cube is the one designated: nothing is removed (not yours below it either).
    assert g.cathedral[11] == ROY and g.cathedral[5] == YOU
    assert not [e for e in out if e["type"] == "cathedral_cube_removed"]
    assert g.players[0].cubes == 19


@pytest.mark.parametrize("modules", MODULES)
def test_r9_interrupted_work_still_removes_your_cube(modules):
    g, out = _interrupted_work_at_round_two(modules, top_owner=YOU, lower_owner=ROY)
    assert g.cathedral[11] is None and g.cathedral[5] == ROY
    assert [e for e in out if e["type"] == "cathedral_cube_removed"] == [
        {"type": "cathedral_cube_removed", "player": YOU, "level": 1, "value": 6}]
    assert g.players[0].cubes == 20                # the cube came back to you


# ---------------------------------------------------------------------- R10: the deniers in your district
@pytest.mark.parametrize("modules", MODULES)
def test_r10_a_character_he_reveals_counts_the_deniers_in_your_district(modules):
    g = solo(dice=[(YOU, Y, 3), (ROY, Y, 6)], deniers=10, modules=modules)
    g.roy["pile"] = ["thibaut-ii", "henry-i"]
    g.apply(("pass",))                             # 2 deniers in your district
    assert g.pending == Decision(ROY, "roy") and g.players[0].district_deniers == 2
    rec = roy_turn(g, 2, 6)                        # 8: Thibaut II, 12 deniers of yours (10 + 2): 3 VP
    assert rec["character"] == "thibaut-ii" and rec["player_vp"] == 3 and rec["vp"] == 0
    assert g.players[0].vp == 3 and g.players[0].deniers == 10
    # Your turn comes round while you have passed: one more denier there, then he reveals Henry I.
    assert g.players[0].district_deniers == 3 and g.pending == Decision(ROY, "roy")


def test_r10_without_district_deniers_the_count_is_your_purse():
    g = solo(dice=[(YOU, Y, 3), (ROY, Y, 6)], deniers=11, roy_turn=True)
    g.roy["pile"] = ["thibaut-ii"]
    rec = roy_turn(g, 4, 4)                        # 11 deniers: 1 VP (6 to 11)
    assert rec["player_vp"] == 1 and g.players[0].vp == 1


# ---------------------------------------------------------------------- R11: row 7 always gives him 2 VP
@pytest.mark.parametrize(("free", "cubes"), [(2, [[2, 6], [2, 5]]), (1, [[2, 6]]), (0, [])])
def test_r11_row_7_gives_him_2_vp_whatever_the_free_spaces(free, cubes):
    g = solo(dice=[(ROY, Y, 6), (ROY, Y, 5), (ROY, R, 1), (YOU, Y, 1)], roy_turn=True)
    g.cathedral = [YOU] * (18 - free) + [None] * free
    rec = roy_turn(g, 3, 4)                        # 7: two cubes on the cathedral
    assert rec["action"] == "cathedral" and rec["spent"] == ["yellow 6", "yellow 5"]
    assert rec.get("cubes", []) == cubes and sum(o == ROY for o in g.cathedral) == free
    assert rec["vp"] == 2 and g.roy["vp"] == 2
    if free == 1:
        assert "2 VP in all" in rec["reason"]
