"""The solo game against le Roy ("The King's Challenge"; RULINGS R1-R7, project rulings S1-S9)."""
from __future__ import annotations

import json
import random

import pytest

from troyes_desktop.rules.common.contract import Decision, Die
from troyes_desktop.rules.common.errors import RulesError
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, NEUTRAL, PALACE
from troyes_desktop.rules.troyes.roy import rating
from troyes_desktop.rules.troyes.simulate import simulate

from .helpers import R, W, Y, empty_board, play_group, rng_rolling, slot_for

ROY = NEUTRAL
YOU = 0


def solo(dice=(), start=YOU, roy_turn=False, deniers=10, influence=4, cards=(), seed=1, modules=()) -> Game:
    """A solo game in phase 4 of round 1 with exactly these dice [(owner, colour, value)] (``modules``:
    the bonus cards, ``["promos"]``, are the only module the solo game plays)."""
    g = Game.new(1, seed=seed, solo=True, start_player=start,
                 options={"modules": list(modules)} if modules else None)
    g.init_pos = len(g.init_order)
    empty_board(g)
    g.gray_supply = 24
    g.round, g.start, g.phase, g.black, g.ctx = 1, start, "actions", [], None
    g.dice = {}
    g.die_ids = []
    for owner, colour, value in dice:
        d = g.next_die
        g.next_die += 1
        g.dice[d] = Die(colour, value, owner)
        g.die_ids.append(d)
    for cid in cards:
        s = slot_for(g, cid)
        g.slot_card[s] = cid
        g.slot_spaces[s] = [None] * len(g.data.activities[cid].spaces)
        g.slot_revealed[s] = True
    g.players[0].deniers, g.players[0].influence = deniers, influence
    g.current = ROY if roy_turn else YOU
    g.pending = Decision(ROY, "roy") if roy_turn else Decision(YOU, "turn")
    return g


def roy_turn(g: Game, *rolls: int) -> dict:
    """Le Roy takes a turn with the given 2 black dice; returns his turn record."""
    g.rng = rng_rolling(*rolls)
    assert g.legal_actions() == [("roy",)]
    out = g.apply(("roy",))
    return next(e for e in out if e["type"] == "roy_turn")


# ---------------------------------------------------------------------- setup
def test_solo_setup_two_player_rules_and_le_roy_pile():
    g = Game.new(1, seed=5, solo=True)
    assert g.rounds == 4 and len(g.decks["red"]) == 4
    assert g.players[0].supply == 6 and g.players[0].characters == []
    assert sorted(g.roy["pile"]) == sorted(g.data.characters) and len(g.roy["pile"]) == 6
    assert all(o is None for b in range(3) for o in g.spaces[b])          # no gray citizens
    kinds = []
    while g.phase == "initial":
        kinds.append(g.pending.kind)
        g.apply(g.legal_actions()[0])
    assert kinds == ["roy_setup", "initial", "initial"] * 3 + ["roy_setup"]
    assert sum(o == ROY for b in range(3) for o in g.spaces[b]) == 12
    assert sum(o == YOU for b in range(3) for o in g.spaces[b]) == 6


def test_setup_three_highest_dice_ties_red_yellow_white_and_best_places():
    g = Game.new(1, seed=5, solo=True)
    g.rng = rng_rolling(5, 5, 5, 2, 5, 1)      # red 5, red 5, yellow 5, yellow 2, white 5, white 1
    out = g.apply(("roy",))
    places = [(e["building"], e["space"]) for e in out if e["type"] == "roy_setup_place"]
    # Three 5s and a tie: red, red, then yellow. Best Palace places are 6 then 5; City Hall row {1,6} first.
    assert places == [(PALACE, 5), (PALACE, 4), (CITY_HALL, 0)]


def test_setup_full_building_goes_to_the_next_one():
    g = Game.new(1, seed=5, solo=True)
    g.spaces[BISHOPRIC] = [YOU] * 6
    g.rng = rng_rolling(1, 1, 1, 1, 6, 6)      # the two white 6s and the yellow 1 beat... (ties: red first)
    out = g.apply(("roy",))
    places = [(e["building"], e["space"]) for e in out if e["type"] == "roy_setup_place"]
    # White 6, white 6 -> Bishopric full -> Palace (next after Bishopric);
    # then red 1 (red beats yellow on ties).
    assert places == [(PALACE, 5), (PALACE, 4), (PALACE, 3)]


def test_le_roy_fills_the_last_three_spaces():
    g = Game.new(1, seed=2, solo=True)
    while g.phase == "initial":
        g.apply(g.legal_actions()[0])
    assert all(o is not None for b in range(3) for o in g.spaces[b])
    assert g.round == 1


def test_solo_rejects_the_ladies_modules_and_wrong_seats():
    refusal = r"bonus cards \(promos\), not the Ladies of Troyes modules \(events\)"
    with pytest.raises(RulesError, match=refusal):
        Game.new(1, solo=True, options={"modules": ["events"]})
    with pytest.raises(RulesError):
        Game.new(2, solo=True)
    with pytest.raises(RulesError):
        Game.new(1, solo=True, start_player=1)


# ---------------------------------------------------------------------- alternation and black dice
def test_start_player_alternates_between_you_and_le_roy():
    g = solo(dice=[(YOU, Y, 4)], start=ROY, roy_turn=False)
    g.current, g.pending = YOU, Decision(YOU, "turn")
    play_group(g, g.die_ids, "agriculture")             # no dice left: the round ends
    assert g.round == 2 and g.start == YOU
    # (round 2 begins with income, workforce, events and black dice, then you start)


def test_le_roy_removes_only_the_highest_black_die_with_his_strongest():
    g = solo(dice=[(YOU, W, 6), (YOU, Y, 1), (ROY, Y, 2), (ROY, R, 2), (ROY, W, 5)], start=ROY)
    g.phase = "black"
    g.black = [6, 4, 3]
    g.black_facing = ROY
    g.pending = Decision(ROY, "roy_black")
    out = g.apply(("roy",))
    rec = next(e for e in out if e["type"] == "roy_black_die")
    assert rec["value"] == 6 and rec["die"] == "white 5"      # strongest: value first
    assert g.black == [4, 3] and g.pending == Decision(YOU, "black")
    assert g.roy["vp"] == 0 and g.players[0].vp == 0
    g.apply(("bd", g.die_ids[0]))
    g.apply(("counter",))
    # The rest comes back to le Roy, then to you again.
    assert g.pending == Decision(ROY, "roy_black")
    g.apply(("roy",))
    assert g.dice.get(g.die_ids[3]) is None                  # red 2 beats yellow 2 on colour
    assert g.phase == "actions"


# ---------------------------------------------------------------------- the table
@pytest.mark.parametrize("rolls,vp,paid,spent_own", [((1, 1), 3, 6, 2), ((6, 6), 3, 6, 2),
                                                     ((1, 2), 2, 4, 1), ((5, 6), 2, 4, 1)])
def test_vp_rows_buy_your_best_die(rolls, vp, paid, spent_own):
    g = solo(dice=[(YOU, Y, 5), (YOU, R, 5), (YOU, W, 2), (ROY, Y, 6), (ROY, W, 6), (ROY, R, 1)],
             roy_turn=True)
    rec = roy_turn(g, *rolls)
    assert rec["total"] == sum(rolls) and rec["vp"] == vp and g.roy["vp"] == vp
    assert rec["bought"] == "red 5" and rec["paid"] == paid          # red beats yellow on ties
    assert g.players[0].deniers == 10 + paid
    assert rec["spent"] == ["yellow 6", "white 6"][:spent_own]


def test_vp_row_without_your_dice_uses_his_own_without_paying():
    g = solo(dice=[(ROY, Y, 6), (ROY, W, 3), (ROY, R, 1), (ROY, R, 2)], roy_turn=True)
    rec = roy_turn(g, 6, 6)
    assert "bought" not in rec and g.players[0].deniers == 10
    assert rec["spent"] == ["yellow 6", "white 3", "red 2"] and g.roy["vp"] == 3


def test_price_above_his_dice_he_spends_what_he_has_and_acts_in_full():
    g = solo(dice=[(ROY, Y, 2), (YOU, W, 1), (YOU, W, 2)], roy_turn=True)
    rec = roy_turn(g, 1, 1)
    assert rec["bought"] == "white 2" and rec["spent"] == ["yellow 2"] and g.roy["vp"] == 3


def test_worker_expels_your_citizen_at_his_best_place():
    g = solo(dice=[(ROY, R, 3), (ROY, Y, 2), (YOU, Y, 1)], roy_turn=True)
    g.spaces[PALACE] = [YOU, None, YOU, None, None, None]
    rec = roy_turn(g, 2, 2)
    assert rec["action"] == "worker" and rec["spent"] == ["red 3"]
    assert g.spaces[PALACE][2] == ROY and g.expelled[PALACE] == [YOU]      # space 3 before space 1
    assert "expels" in rec["reason"]


def test_worker_pushes_when_nothing_to_expel():
    g = solo(dice=[(ROY, Y, 6), (YOU, Y, 1)], roy_turn=True)
    g.spaces[CITY_HALL] = [None, None, YOU, None, None, None]
    rec = roy_turn(g, 4, 6)
    assert g.spaces[CITY_HALL][2:4] == [ROY, YOU] and "pushes" in rec["reason"]


def test_worker_expels_in_rows_before_pushing():
    g = solo(dice=[(ROY, W, 6), (YOU, Y, 1)], roy_turn=True)
    g.spaces[BISHOPRIC] = [YOU, None, ROY, YOU, None, None]
    roy_turn(g, 5, 5)
    assert g.spaces[BISHOPRIC][2:4] == [ROY, ROY] and g.expelled[BISHOPRIC] == [YOU]
    assert g.spaces[BISHOPRIC][0] == YOU


def test_worker_next_building_order_and_nothing_at_all():
    # Strongest die white (Bishopric): nothing there -> Palace (next after the Bishopric).
    g = solo(dice=[(ROY, W, 6), (YOU, Y, 1)], roy_turn=True)
    g.spaces[PALACE][0] = YOU
    rec = roy_turn(g, 1, 3)
    assert g.spaces[PALACE][0] == ROY and "Palace" in rec["reason"]
    # None of your citizens anywhere: nothing happens, the die is spent.
    g = solo(dice=[(ROY, W, 6), (YOU, Y, 1)], roy_turn=True)
    rec = roy_turn(g, 1, 3)
    assert "nothing happens" in rec["reason"] and rec["spent"] == ["white 6"]
    assert all(o is None for b in range(3) for o in g.spaces[b])


def test_worker_protection_and_no_dice_starts_at_the_palace():
    g = solo(dice=[(YOU, Y, 1)], roy_turn=True)
    g.spaces[PALACE][5] = YOU
    g.spaces[CITY_HALL][0:2] = [ROY, YOU]
    g.expelled[PALACE] = [YOU]                 # your colour lies on the Palace: protected there
    rec = roy_turn(g, 4, 6)
    assert "no dice left" in rec["reason"]
    assert g.spaces[PALACE][5] == YOU                        # protected
    assert g.spaces[CITY_HALL][0:2] == [ROY, ROY] and g.expelled[CITY_HALL] == [YOU]


def test_event_rows_fill_the_right_most_event():
    g = solo(dice=[(ROY, R, 1), (ROY, Y, 6), (YOU, Y, 1)], roy_turn=True)
    g.queue.append(["war", [YOU]])
    free = g.data.events["war"].banners - 1
    rec = roy_turn(g, 4, 5)
    assert rec["event"] == "war" and len(rec["spent"]) == min(free, 2)
    assert [e[0] for e in g.queue] == ["marauding"]
    vp1, vp2 = g.data.events["war"].vp
    assert g.roy["vp"] == vp1 and g.players[0].vp == vp2
    assert g.roy["events_won"] == ["war"]


def test_tradesman_most_vp_then_cheapest_then_colour():
    g = solo(dice=[(ROY, Y, 6), (YOU, Y, 1)], roy_turn=True, cards=["merchant", "archer", "tithe"])
    rec = roy_turn(g, 3, 3)
    cards = {s: g.card(s) for s in range(9) if g.slot_revealed[s]}
    best = max(cards, key=lambda s: (cards[s].spaces[0], -cards[s].cost, {0: 2, 2: 1, 1: 0}[cards[s].colour]))
    assert rec["slot"] == best and g.slot_spaces[best][0] == ROY


def test_cathedral_row_best_spaces_lowest_level():
    g = solo(dice=[(ROY, Y, 6), (ROY, Y, 5), (YOU, Y, 1)], roy_turn=True)
    g.cathedral[5] = YOU
    rec = roy_turn(g, 3, 4)
    assert rec["cubes"] == [[0, 5], [0, 4]] and g.roy["vp"] == 2 and len(rec["spent"]) == 2
    assert g.cathedral[4] == ROY and g.cathedral[3] == ROY


def test_cathedral_one_space_and_no_space():
    g = solo(dice=[(ROY, Y, 6), (ROY, Y, 5), (YOU, Y, 1)], roy_turn=True)
    g.cathedral = [YOU] * 17 + [None]
    rec = roy_turn(g, 3, 4)
    # One free space: one cube (1 VP) and 1 VP more (RULINGS R11; tests/rules/test_roy_rulings.py).
    assert rec["cubes"] == [[2, 6]] and g.roy["vp"] == 2 and len(rec["spent"]) == 2
    g = solo(dice=[(ROY, Y, 6), (ROY, Y, 5), (YOU, Y, 1)], roy_turn=True)
    g.cathedral = [YOU] * 18
    rec = roy_turn(g, 3, 4)
    assert rec["vp"] == 2 and g.roy["vp"] == 2 and len(rec["spent"]) == 2


def test_character_row_scores_both_and_leaves_the_game():
    g = solo(dice=[(ROY, Y, 6), (YOU, Y, 1)], roy_turn=True)
    g.roy["pile"] = ["thibaut-ii", "chretien-de-troyes"]
    g.players[0].deniers = 18
    rec = roy_turn(g, 4, 4)
    assert rec["character"] == "thibaut-ii" and rec["player_vp"] == 6 and rec["vp"] == 0   # no gold for him
    assert g.players[0].vp == 6 and g.roy["pile"] == ["chretien-de-troyes"] and rec["spent"] == []
    g.spaces[PALACE] = [ROY] * 6
    g.spaces[CITY_HALL][0:2] = [ROY, ROY]
    assert g.pending == Decision(YOU, "turn")          # your turn comes between two of his
    g.current, g.pending = ROY, Decision(ROY, "roy")
    rec = roy_turn(g, 2, 6)                    # Chrétien, two-player thresholds: 8 citizens = 6 VP
    assert rec["vp"] == 6 and g.roy["vp"] == 6
    g.current, g.pending = ROY, Decision(ROY, "roy")
    rec = roy_turn(g, 5, 3)                    # no character left: 1 VP
    assert rec["vp"] == 1 and g.roy["vp"] == 7


# ---------------------------------------------------------------------- how long he plays
def test_le_roy_plays_until_the_board_is_empty_after_you_pass():
    g = solo(dice=[(YOU, Y, 3), (ROY, Y, 6)], deniers=0)
    g.apply(("pass",))
    assert g.pending == Decision(ROY, "roy")
    roy_turn(g, 4, 4)                           # a character: no die spent
    assert g.pending == Decision(ROY, "roy") and g.players[0].district_deniers == 3
    roy_turn(g, 1, 2)                           # buys your die, spends his: board empty
    assert g.round == 2


def test_buying_le_roys_dice_pays_the_bank():
    g = solo(dice=[(ROY, Y, 6), (YOU, Y, 1)], deniers=10)
    play_group(g, [g.die_ids[0]], "agriculture")
    assert g.players[0].deniers == 10 - 2 + 3 and g.roy["vp"] == 0


# ---------------------------------------------------------------------- card modifications
def test_tax_collector_two_deniers_per_le_roy_citizen_in_city_hall():
    g = solo(dice=[(YOU, R, 6), (ROY, Y, 1)], cards=["tax-collector"], deniers=10)
    g.spaces[CITY_HALL] = [ROY, ROY, None, ROY, None, None]
    g.expelled[CITY_HALL] = [ROY]
    s = slot_for(g, "tax-collector")
    g.slot_spaces[s][0] = YOU
    play_group(g, [g.die_ids[0]], "card", s)
    times = 6 // g.card(s).divisor
    assert g.players[0].deniers == 10 + times * 3 * 2


def test_tithe_takes_up_to_three_of_le_roys_yellow_dice_free():
    g = solo(dice=[(ROY, Y, 6), (ROY, Y, 5), (ROY, Y, 4), (YOU, W, 1)], cards=["tithe"], deniers=0)
    s = slot_for(g, "tithe")
    g.slot_cubes[s][YOU] = 1
    res = g.evaluate(YOU, g.die_ids[:3], "agriculture", None, s)
    assert res["ok"] and res["price"] == 0


def test_traveling_builders_gives_le_roy_1_vp_when_placed():
    g = solo(dice=[(YOU, Y, 1)])
    g.queue.append(["traveling-builders", []])
    from troyes_desktop.rules.troyes import events
    events.resolve(g, g.queue[1], g.data.events["traveling-builders"])
    assert g.cathedral[0] == ROY and g.roy["vp"] == 1
    g.cathedral = [YOU] * 18
    events.resolve(g, g.queue[1], g.data.events["traveling-builders"])
    assert g.roy["vp"] == 1


def test_negative_events_do_not_affect_le_roy():
    g = solo(dice=[(YOU, Y, 1)], deniers=1, influence=1)
    g.spaces[CITY_HALL] = [ROY, ROY, YOU, None, None, None]
    from troyes_desktop.rules.troyes import events
    for ev in ("drought", "civil-war", "heresy"):
        events.resolve(g, ["x", []], g.data.events[ev])
    assert g.roy["vp"] == 0 and g.players[0].deniers == 0


# ---------------------------------------------------------------------- the end
@pytest.mark.parametrize("margin,band", [(-100, 0), (0, 0), (1, 1), (5, 1), (6, 2), (10, 2), (11, 3), (15, 3),
                                         (16, 4), (20, 4), (21, 5), (60, 5)])
def test_rating_bands(margin, band):
    assert rating(margin)[0] == band


def test_final_breakdown_with_margin_and_remaining_characters():
    g = solo(dice=[(YOU, Y, 4)])
    g.round = g.rounds
    g.roy["pile"] = ["urbain-iv"]
    g.roy["vp"] = 10
    g.players[0].vp = 20
    for lv in range(3):
        g.cathedral[lv * 6] = YOU
    g.cathedral[1] = g.cathedral[2] = g.cathedral[3] = g.cathedral[4] = ROY
    g.cathedral[7] = YOU
    play_group(g, g.die_ids, "agriculture")
    you, roy = g.scores
    assert you["characters"] == {"urbain-iv": 1}            # 4 cubes: 1 VP with the two-player thresholds
    assert roy["characters"] == {"urbain-iv": 1} and roy["total"] == 11
    assert you["margin"] == you["total"] - roy["total"] and you["rating"] == rating(you["margin"])[0]


# ---------------------------------------------------------------------- many games
def _check(g: Game) -> None:
    pl = g.players[0]
    assert pl.deniers >= 0 and 0 <= pl.influence <= 20 and pl.vp >= 0 and g.roy["vp"] >= 0
    placed = sum(1 for b in range(3) for o in g.spaces[b] + g.expelled[b] if o == YOU)
    placed += sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == YOU)
    assert placed + pl.supply == pl.citizens <= 12
    roy = sum(1 for b in range(3) for o in g.spaces[b] + g.expelled[b] if o == ROY)
    roy += sum(1 for s in range(9) for o in g.slot_spaces[s] + g.slot_illus[s] if o == ROY)
    assert roy + g.gray_supply == 24 and g.gray_supply >= 0
    cubes = sum(o == YOU for o in g.cathedral) + sum(e[1].count(YOU) for e in g.queue)
    cubes += sum(g.slot_cubes[s][YOU] for s in range(9))
    assert cubes + pl.cubes == 20
    assert len(g.roy["pile"]) + len(g.roy["revealed"]) == 6


@pytest.mark.parametrize("chunk", range(10))
def test_1000_solo_games_keep_the_invariants(chunk):
    for i in range(100):
        seed = chunk * 100 + i
        g = Game.new(1, seed=seed, solo=True, start_player=YOU if seed % 2 else ROY)
        replay = Game.new(1, seed=seed, solo=True, start_player=YOU if seed % 2 else ROY)
        r = random.Random(seed)
        starts = []
        while not g.over:
            a = r.choice(g.legal_actions())
            g.apply(a)
            replay.apply(a)
            _check(g)
            if g.phase != "initial" and (not starts or starts[-1][0] != g.round):
                starts.append((g.round, g.start))
        assert replay.state_dict() == g.state_dict()
        first = g.setup["start_player"]
        other = ROY if first == YOU else YOU
        assert [s for _, s in starts] == [first if i % 2 == 0 else other for i in range(len(starts))]
        loaded = saves.from_dict(json.loads(json.dumps(saves.to_dict(g))))
        assert loaded.scores == g.scores and "margin" in g.scores[0]


def test_solo_simulation_reports_mean_margin():
    res = simulate(1, 20, 3, solo=True)
    assert res["errors"] == 0 and res["solo"] and isinstance(res["mean_margin"], float)
