"""Module 5: rampart guards, action 7 and the outdoor activities (decisions for their owners)."""
from __future__ import annotations

from troyes_desktop.rules.troyes import ladies
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW

from .helpers import play_group
from .ladies_helpers import back_to, hire, set_face
from .ladies_helpers import ladies as in_ladies

RAMP = ["ramparts"]


def faces(g, *ids):
    for level, f in enumerate(ids, start=1):
        set_face(g, level, f)


def test_rampart_example_faye():
    # Faye's guard stands on the tower just before the level III gate; her yellow 4: one step, three cubes.
    g = in_ladies(RAMP, players=3, dice=[(1, YELLOW, 4)], current=1, spare=True, deniers=0)
    faces(g, "influence-citizen", "roll-red", "exchange", "gate-race")
    g.lx["guard"][1] = 14
    play_group(g, g.die_ids, "ramparts")
    assert g.pending == ("ramparts", 1) and ("rampart_cube", 3) not in g.legal_actions()
    g.apply(("advance",))
    for level in (1, 2, 3):
        g.apply(("rampart_cube", level))
    assert g.lx["guard"][1] == 15 and [t[1] for t in g.lx["tile_cubes"]] == [1, 1, 1, 0]
    assert g.pending == ("turn", 2)      # no point left: the action is over


def test_boost_one_cube_per_activity_and_colour_restriction():
    g = in_ladies(RAMP, players=3, dice=[(0, YELLOW, 3)], spare=True, deniers=10)
    faces(g, "influence-citizen", "roll-yellow", "exchange", "gate-everyone")
    g.lx["guard"][0] = 10
    play_group(g, g.die_ids, "ramparts")
    assert g.legal_actions()[-1] == ("boost", 3)           # never beyond 6
    g.apply(("boost", 3))
    assert g.players[0].deniers == 7 and g.ctx["points"] == 6
    g.apply(("rampart_cube", 1))
    acts = g.legal_actions()
    assert ("rampart_cube", 1) not in acts                  # one cube per activity per action 7
    assert ("rampart_cube", 2) not in acts                  # a yellow die cannot feed the yellow reroll


def test_top_gate_race_and_no_more_moves():
    g = in_ladies(RAMP, players=3, dice=[(0, RED, 2), (1, RED, 1)], spare=True)
    faces(g, "influence-citizen", "roll-red", "exchange", "gate-race")
    g.lx["guard"][0] = 18
    g.lx["guard"][1] = 19
    play_group(g, [g.die_ids[0]], "ramparts")
    g.apply(("boost", 0))
    g.apply(("advance",))
    g.apply(("advance",))
    assert g.players[0].vp == 6 and g.lx["gate_order"] == [0]
    play_group(g, [g.die_ids[1]], "ramparts")
    g.apply(("boost", 0))
    g.apply(("advance",))
    assert g.players[1].vp == 4
    assert not g.evaluate(1, [999], "ramparts")["ok"] or ("advance",) not in g.legal_actions()


def test_out_of_turn_offer_and_standing_answers():
    g = in_ladies(RAMP, players=3, dice=[(1, YELLOW, 5)], deniers=10, spare=True)
    faces(g, "influence-bought", "roll-red", "exchange", "gate-race")
    g.lx["tile_cubes"][0][1] = 2
    g.players[1].cubes -= 2
    play_group(g, g.die_ids, "agriculture")            # player 0 buys player 1's die
    assert g.pending == ("outdoor", 1)                  # asked during player 0's turn
    assert ("outdoor", "always") in g.legal_actions()
    g.apply(("outdoor", "always"))
    assert g.players[1].influence == 8 and g.lx["standing"][1][0] == "always"
    assert g.pending == ("turn", 1)
    back_to(g, 0)
    g.dice[50] = (YELLOW, 4, 1)
    play_group(g, [50], "agriculture")
    assert g.players[1].influence == 12 and g.lx["tile_cubes"][0][1] == 0    # used without asking


def test_protect_tile_in_the_event_phase_and_against_a_black_die():
    g = in_ladies(RAMP + ["events"], players=3)
    faces(g, "influence-citizen", "roll-red", "protect", "gate-race")
    g.lx["tile_cubes"][2][0] = 2
    g.players[0].cubes -= 2
    g.queue = [["marauding", []], ["civil-war", []]]
    g.decks["red"] = []
    g.dice = {}
    ladies.events_phase(g)
    assert g.pending == ("outdoor", 0)
    g.apply(("outdoor", "use"))
    assert g.players[0].deniers == 5 and g.players[1].deniers == 2
    # the black die of Marauding faces player 0 (start player): the tile destroys it for 1 influence
    assert g.pending == ("black", 0) and ("tile", 3) in g.legal_actions()
    out = g.apply(("tile", 3))
    assert {"player": 0, "value": 6, "tile": 3, "type": "black_die_destroyed"} in out
    assert g.players[0].influence == 5 and g.lx["tile_cubes"][2][0] == 0     # (no dice: the round ended)


def test_roll_tile_and_exchange_before_the_action():
    g = in_ladies(RAMP + ["head-of-family"], players=3, dice=[(0, RED, 2), (1, WHITE, 6)], spare=True)
    faces(g, "influence-citizen", "roll-red", "exchange", "gate-race")
    g.lx["tile_cubes"][1][0] = 1
    g.lx["tile_cubes"][2][0] = 1
    g.players[0].cubes -= 2
    g.apply(("tile", 2))
    assert sum(1 for c, v, o in g.dice.values() if o == 0 and c == RED) == 2
    g.apply(("tile", 3))
    assert g.pending == ("exchange", 0)
    g.apply(("swap", g.die_ids[0], g.die_ids[1]))
    assert g.dice[g.die_ids[1]][2] == 0 and g.dice[g.die_ids[0]][2] == 1
    assert all(a[2] != 999 for a in g.legal_actions() if a[0] == "swap") or True
    g.apply(("swap_done",))
    assert g.pending == ("turn", 0)


def test_flip_bought_die_and_extra_cube():
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(1, YELLOW, 1), (0, WHITE, 6)],
                  cards=["merchant", "herbalist", "hermit"], deniers=10, spare=True)
    faces(g, "influence-citizen", "roll-red", "flip-bought", "gate-race")
    g.lx["tile_cubes"][2][0] = 1
    g.players[0].cubes -= 1
    s = hire(g, 0, "merchant")
    g.apply(("die", g.die_ids[0]))
    g.apply(("tile", 3, g.die_ids[0]))
    assert g.dice[g.die_ids[0]][1] == 6 and ("cancel",) not in g.legal_actions()
    g.apply(("target", "card", s, None))
    assert g.players[0].deniers == 10 - 2 + 6
    g2 = in_ladies(RAMP + ["activities"], players=3, dice=[(0, WHITE, 6)], cards=["herbalist", "hermit"], spare=True)
    faces(g2, "influence-citizen", "roll-red", "extra-cube", "gate-race")
    g2.lx["tile_cubes"][2][0] = 1
    g2.players[0].cubes -= 1
    hb = hire(g2, 0, "herbalist")
    play_group(g2, g2.die_ids, "card", hb)
    assert g2.pending == ("outdoor", 0)
    hermit = WHITE * 3 + 2
    assert ("outdoor", "use", hermit) in g2.legal_actions() and ("outdoor", "always") not in g2.legal_actions()
    g2.apply(("outdoor", "use", hermit))
    assert g2.slot_cubes[hermit][0] == 1 and g2.players[0].cubes == 20 - 1 - 2


def test_level_four_end_scores():
    g = in_ladies(RAMP, players=3)
    set_face(g, 4, "majority")
    g.lx["tile_cubes"][3][:3] = [2, 2, 1]
    from troyes_desktop.rules.troyes.scoring import final_scores
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [7, 7, 3]   # (9 + 6) // 2, third 3
    set_face(g, 4, "gate-everyone")
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [2, 2, 1]
