"""Module 5: rampart guards, action 7 and the outdoor activities (decisions for their owners)."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision, Die
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
    g.expansion["guard"][1] = 14
    play_group(g, g.die_ids, "ramparts")
    assert g.pending == Decision(1, "ramparts") and ("rampart_cube", 3) not in g.legal_actions()
    g.apply(("advance",))
    for level in (1, 2, 3):
        g.apply(("rampart_cube", level))
    assert g.expansion["guard"][1] == 15 and [t[1] for t in g.expansion["tile_cubes"]] == [1, 1, 1, 0]
    assert g.pending == Decision(2, "turn")      # no point left: the action is over


def test_boost_one_cube_per_activity_and_colour_restriction():
    g = in_ladies(RAMP, players=3, dice=[(0, YELLOW, 3)], spare=True, deniers=10)
    faces(g, "influence-citizen", "roll-yellow", "exchange", "gate-everyone")
    g.expansion["guard"][0] = 10
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
    g.expansion["guard"][0] = 18
    g.expansion["guard"][1] = 19
    play_group(g, [g.die_ids[0]], "ramparts")
    g.apply(("boost", 0))
    g.apply(("advance",))
    g.apply(("advance",))
    assert g.players[0].vp == 6 and g.expansion["gate_order"] == [0]
    play_group(g, [g.die_ids[1]], "ramparts")
    g.apply(("boost", 0))
    g.apply(("advance",))
    assert g.players[1].vp == 4
    assert not g.evaluate(1, [999], "ramparts")["ok"] or ("advance",) not in g.legal_actions()


def test_out_of_turn_offer_and_standing_answers():
    g = in_ladies(RAMP, players=3, dice=[(1, YELLOW, 5)], deniers=10, spare=True)
    faces(g, "influence-bought", "roll-red", "exchange", "gate-race")
    g.expansion["tile_cubes"][0][1] = 2
    g.players[1].cubes -= 2
    play_group(g, g.die_ids, "agriculture")            # player 0 buys player 1's die
    assert g.pending == Decision(1, "outdoor")                  # asked during player 0's turn
    assert ("outdoor", "always") in g.legal_actions()
    g.apply(("outdoor", "always"))
    assert g.players[1].influence == 8 and g.expansion["standing"][1][0] == "always"
    assert g.pending == Decision(1, "turn")
    back_to(g, 0)
    g.dice[50] = Die(YELLOW, 4, 1)
    play_group(g, [50], "agriculture")
    assert g.players[1].influence == 12 and g.expansion["tile_cubes"][0][1] == 0    # used without asking


def test_protect_tile_in_the_event_phase_and_against_a_black_die():
    g = in_ladies(RAMP + ["events"], players=3)
    faces(g, "influence-citizen", "roll-red", "protect", "gate-race")
    g.expansion["tile_cubes"][2][0] = 2
    g.players[0].cubes -= 2
    g.queue = [["marauding", []], ["civil-war", []]]
    g.decks["red"] = []
    g.dice = {}
    ladies.events_phase(g)
    assert g.pending == Decision(0, "outdoor")
    g.apply(("outdoor", "use"))
    assert g.players[0].deniers == 5 and g.players[1].deniers == 2
    # the black die of Marauding faces player 0 (start player): the tile destroys it for 1 influence
    assert g.pending == Decision(0, "black") and ("tile", 3) in g.legal_actions()
    out = g.apply(("tile", 3))
    assert {"player": 0, "value": 6, "tile": 3, "type": "black_die_destroyed"} in out
    assert g.players[0].influence == 5 and g.expansion["tile_cubes"][2][0] == 0  # (no dice: the round ended)


def test_roll_tile_and_exchange_before_the_action():
    g = in_ladies(RAMP + ["head-of-family"], players=3, dice=[(0, RED, 2), (1, WHITE, 6)], spare=True)
    faces(g, "influence-citizen", "roll-red", "exchange", "gate-race")
    g.expansion["tile_cubes"][1][0] = 1
    g.expansion["tile_cubes"][2][0] = 1
    g.players[0].cubes -= 2
    g.apply(("tile", 2))
    assert sum(1 for c, v, o in g.dice.values() if o == 0 and c == RED) == 2
    g.apply(("tile", 3))
    assert g.pending == Decision(0, "exchange")
    g.apply(("swap", g.die_ids[0], g.die_ids[1]))
    assert g.dice[g.die_ids[1]][2] == 0 and g.dice[g.die_ids[0]][2] == 1
    assert all(a[2] != 999 for a in g.legal_actions() if a[0] == "swap") or True
    g.apply(("swap_done",))
    assert g.pending == Decision(0, "turn")


def test_flip_bought_die_and_extra_cube():
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(1, YELLOW, 1), (0, WHITE, 6)],
                  cards=["merchant", "herbalist", "hermit"], deniers=10, spare=True)
    faces(g, "influence-citizen", "roll-red", "flip-bought", "gate-race")
    g.expansion["tile_cubes"][2][0] = 1
    g.players[0].cubes -= 1
    s = hire(g, 0, "merchant")
    g.apply(("die", g.die_ids[0]))
    g.apply(("tile", 3, g.die_ids[0]))
    assert g.dice[g.die_ids[0]][1] == 6 and ("cancel",) not in g.legal_actions()
    g.apply(("target", "card", s, None))
    assert g.players[0].deniers == 10 - 2 + 6
    g2 = in_ladies(RAMP + ["activities"], players=3, dice=[(0, WHITE, 6)], cards=["herbalist", "hermit"],
                   spare=True)
    faces(g2, "influence-citizen", "roll-red", "extra-cube", "gate-race")
    g2.expansion["tile_cubes"][2][0] = 1
    g2.players[0].cubes -= 1
    hb = hire(g2, 0, "herbalist")
    play_group(g2, g2.die_ids, "card", hb)
    assert g2.pending == Decision(0, "outdoor")
    hermit = WHITE * 3 + 2
    assert ("outdoor", "use", hermit) in g2.legal_actions()
    assert ("outdoor", "always") not in g2.legal_actions()
    g2.apply(("outdoor", "use", hermit))
    assert g2.slot_cubes[hermit][0] == 1 and g2.players[0].cubes == 20 - 1 - 2


def test_level_four_end_scores():
    g = in_ladies(RAMP, players=3)
    set_face(g, 4, "majority")
    g.expansion["tile_cubes"][3][:3] = [2, 2, 1]
    from troyes_desktop.rules.troyes.scoring import final_scores
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [7, 7, 3]   # (9 + 6) // 2, third 3
    set_face(g, 4, "gate-everyone")
    assert [s["ladies"]["outdoor"] for s in final_scores(g)] == [2, 2, 1]


# ====================================================================== action 7: every restriction
from troyes_desktop.rules.troyes.ladies import PURPLE  # noqa: E402

from .card_helpers import refused  # noqa: E402
from .ladies_helpers import hire as _hire  # noqa: E402,F401


def test_access_only_once_the_gate_is_reached_and_points_may_be_left():
    g = in_ladies(RAMP, players=3, dice=[(0, RED, 3)], spare=True, deniers=0)
    faces(g, "influence-citizen", "roll-red", "exchange", "gate-everyone")
    g.expansion["guard"][0] = 4
    play_group(g, g.die_ids, "ramparts")                   # no denier: no boost question
    assert g.pending == Decision(0, "ramparts") and g.ctx["points"] == 3
    assert g.legal_actions() == [("ramparts_done",), ("advance",)]          # level I not reached yet
    g.apply(("advance",))                                   # space 5: the level I gate
    assert ("rampart_cube", 1) in g.legal_actions() and ("rampart_cube", 2) not in g.legal_actions()
    g.apply(("rampart_cube", 1))
    g.apply(("ramparts_done",))                             # the last point is left unused
    assert g.expansion["guard"][0] == 5 and g.expansion["tile_cubes"][0][0] == 1 and g.players[0].cubes == 19
    assert g.pending == Decision(1, "turn")


def test_ramparts_take_one_die_never_changed_by_a_stored_cube():
    g = in_ladies(RAMP + ["activities"], players=3, dice=[(0, YELLOW, 3), (0, YELLOW, 2), (0, YELLOW, 2)],
                  cards=["priest", "distiller"], spare=True)
    bs = _hire(g, 0, "priest")
    ds = _hire(g, 0, "distiller")
    g.slot_cubes[bs][0] = 1
    g.slot_cubes[ds][0] = 1
    assert not g.evaluate(0, g.die_ids[:2], "ramparts")["ok"]               # a single die
    assert not g.evaluate(0, g.die_ids[:1], "ramparts", None, bs)["ok"]     # no delayed-effect cube
    g.apply(("die", g.die_ids[2]))
    g.apply(("distill", g.die_ids[2]))                      # a Distiller cube is a delayed-effect card too
    assert not g.evaluate(0, g.ctx["dice"], "ramparts")["ok"]
    assert all(a[1] != "ramparts" for a in g.legal_actions() if a[0] == "target")


def test_boost_limited_by_deniers_and_by_six():
    g = in_ladies(RAMP, players=3, dice=[(0, WHITE, 2)], spare=True, deniers=3)
    play_group(g, g.die_ids, "ramparts")
    assert g.legal_actions() == [("boost", n) for n in range(4)]           # 3 deniers: up to a 5
    refused(g, ("boost", 4))
    g.apply(("boost", 2))
    assert g.ctx["points"] == 4 and g.players[0].deniers == 1
    g = in_ladies(RAMP, players=3, dice=[(0, WHITE, 6)], spare=True, deniers=9)
    play_group(g, g.die_ids, "ramparts")                   # a 6 cannot be boosted: no question
    assert g.pending == Decision(0, "ramparts") and g.ctx["points"] == 6


def test_guard_stops_at_the_top_gate_but_action_seven_still_places_cubes():
    g = in_ladies(RAMP, players=3, dice=[(0, RED, 6), (0, WHITE, 4)], spare=True, deniers=0)
    faces(g, "influence-citizen", "roll-yellow", "exchange", "gate-everyone")
    g.expansion["guard"][0] = 19
    play_group(g, [g.die_ids[0]], "ramparts")
    g.apply(("advance",))
    assert g.expansion["guard"][0] == 20 and g.players[0].vp == 3             # everyone reaching it: 3 VP
    assert ("advance",) not in g.legal_actions()
    for level in (1, 2, 3, 4):
        g.apply(("rampart_cube", level))
    assert [t[0] for t in g.expansion["tile_cubes"]] == [1, 1, 1, 1]
    back_to(g, 0)
    play_group(g, [g.die_ids[1]], "ramparts")               # only cubes now, one per activity
    assert ("advance",) not in g.legal_actions() and ("rampart_cube", 4) in g.legal_actions()


def test_a_bought_die_and_the_purple_die_move_the_guard():
    g = in_ladies(RAMP + ["head-of-family"], players=3, dice=[(1, YELLOW, 2), (0, PURPLE, 1)], spare=True,
                  deniers=2)
    faces(g, "influence-citizen", "roll-white", "exchange", "gate-race")
    res = g.evaluate(0, [g.die_ids[0]], "ramparts")
    assert res["ok"] and res["payments"] == {1: 2}
    g.expansion["guard"][0] = 10
    g.apply(("die", g.die_ids[1]))
    assert ("target", "ramparts", None, None, WHITE) in g.legal_actions()
    g.apply(("target", "ramparts", None, None, WHITE))     # the purple die named white (boost 2: a 3)
    g.apply(("boost", 2))
    assert ("rampart_cube", 2) not in g.legal_actions()    # a white die never feeds the white reroll
    assert ("rampart_cube", 1) in g.legal_actions()


def test_gate_race_ranks_three_and_four_and_no_cubes():
    g = in_ladies(RAMP, players=4, dice=[(2, RED, 1), (3, RED, 1), (2, RED, 1)], spare=True, deniers=0)
    faces(g, "influence-citizen", "roll-yellow", "exchange", "gate-race")
    g.expansion["guard"] = [20, 20, 19, 19]
    g.expansion["gate_order"] = [0, 1]
    g.current, g.pending = 2, Decision(2, "turn")
    play_group(g, [g.die_ids[0]], "ramparts")
    g.apply(("advance",))
    assert g.players[2].vp == 2
    back_to(g, 3)
    play_group(g, [g.die_ids[1]], "ramparts")
    g.apply(("advance",))
    assert g.players[3].vp == 1 and g.expansion["gate_order"] == [0, 1, 2, 3]
    back_to(g, 2)
    play_group(g, [g.die_ids[2]], "ramparts")
    assert ("rampart_cube", 4) not in g.legal_actions()     # no cube on the race face


def test_setup_one_tile_per_level_random_face_guards_on_the_top_gate():
    from troyes_desktop.rules.troyes import Game
    faces_seen = {1: set(), 2: set(), 3: set(), 4: set()}
    for seed in range(60):
        for mods in (["ramparts"], ["ramparts", "head-of-family"]):
            g = Game.new(3, seed=seed, options={"modules": mods})
            assert g.expansion["guard"] == [0, 0, 0] and len(g.expansion["tiles"]) == 4
            for level in (1, 2, 3, 4):
                tile, face = g.expansion["tiles"][level - 1]
                info = g.data.ladies["tiles"][tile]
                assert info["level"] == level
                fid = info["faces"][face]["id"]
                if "head-of-family" not in mods:
                    assert fid != "roll-purple"          # RULINGS L9
                faces_seen[level].add(fid)
    assert faces_seen[1] == {"influence-citizen", "agriculture-deniers", "influence-bought",
                             "deniers-tradesman"}
    assert faces_seen[2] == {"roll-red", "roll-yellow", "roll-white", "roll-purple"}
    assert faces_seen[3] == {"exchange", "flip-bought", "extra-cube", "protect"}
    assert faces_seen[4] == {"gate-race", "gate-everyone", "majority"}
