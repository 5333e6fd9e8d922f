"""The bonus cards (module ``promos``: Baker, Banquet, Prior, Resistance) in the solo game against le Roy.

The rulebook's solo section changes one of them, the Banquet: "Do not count le Roy's dice when determining
the district with the most red dice. You gain VP even if le Roy has more red dice in a district than you"
(French: "ne vous permet pas d'inviter les sujets du Roy. Gagnez 1 PV par dé rouge vous appartenant même si
le Roy en a plus que vous"). The other three follow their text; docs/rulings.md S10-S12 say how each meets
le Roy. The Ladies of Troyes modules stay out of the solo game (RULINGS L4)."""
from __future__ import annotations

import json
import random

import pytest

from troyes_desktop.rules.common.errors import RulesError
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes import ladies as ladies_rules
from troyes_desktop.rules.troyes.ladies import MODULES
from troyes_desktop.rules.troyes.setup_check import SetupError, check_setup
from troyes_desktop.rules.troyes.simulate import simulate

from .helpers import R, W, Y, play_group, slot_for
from .test_roy import ROY, YOU, _check, roy_turn, solo

PROMOS = ("promos",)


def _hire(g: Game, card_id: str, owner: int = YOU, space: int = 0) -> int:
    s = slot_for(g, card_id)
    g.slot_spaces[s][space] = owner
    if owner == YOU:
        g.players[0].supply -= 1
    else:
        g.gray_supply -= 1
    return s


# ---------------------------------------------------------------------- setup
def test_the_solo_game_takes_the_bonus_cards():
    seen, resistance = set(), 0
    for seed in range(40):
        g = Game.new(1, seed=seed, solo=True, start_player=ROY if seed % 2 else YOU,
                     options={"modules": ["promos"]})
        assert g.setup["options"]["modules"] == ["promos"] and g.solo and g.expansion is not None
        assert g.rounds == 4 and len(g.decks["red"]) == 4
        assert g.gray_supply == 24 and len(g.roy["pile"]) == 6          # le Roy's meeples, no gray ones
        for s, c in enumerate(g.slot_card):
            card = g.data.activities[c]
            assert s == card.colour * 3 + card.level - 1 and not card.expansion     # no Ladies card
        assert not any(g.data.events[e].expansion for e in g.decks["red"] + g.set_aside_red)
        assert "resistance" in g.decks["red"] + g.set_aside_red
        resistance += "resistance" in g.decks["red"]
        seen.update(c for c in g.slot_card if c in ("baker", "banquet", "prior"))
        placed = []
        while g.phase == "initial":
            placed += g.apply(g.legal_actions()[0])
        assert sum(e["type"] == "roy_setup_place" for e in placed) == 12
        assert sum(e["type"] == "citizen_placed" and e["player"] == YOU for e in placed) == 6
        assert g.round == 1
    assert seen == {"baker", "banquet", "prior"} and resistance > 0


@pytest.mark.parametrize("module", [m for m in MODULES if m != "promos"])
def test_every_ladies_module_stays_out_of_the_solo_game_with_a_reason(module):
    for mods in ([module], ["promos", module]):
        refusal = rf"bonus cards \(promos\), not the Ladies of Troyes modules \({module}\)$"
        with pytest.raises(RulesError, match=refusal):
            Game.new(1, solo=True, options={"modules": mods})
        setup = dict(Game.new(1, seed=3, solo=True).setup, options={"modules": mods})
        with pytest.raises(SetupError, match=rf"modules \({module}\)$"):
            check_setup(setup)
    setup = dict(Game.new(1, seed=3, solo=True).setup, options={"modules": ["promos"]})
    assert check_setup(setup) is setup


# ---------------------------------------------------------------------- Banquet: as printed for le Roy
def test_banquet_does_not_count_le_roys_dice_and_pays_your_red_dice_even_if_he_has_more():
    g = solo(dice=[(YOU, R, 5), (YOU, R, 5), (YOU, R, 2), (YOU, R, 1), (ROY, R, 6), (ROY, R, 3), (ROY, R, 2),
                   (ROY, W, 1)], cards=["banquet"], modules=PROMOS)
    s = _hire(g, "banquet")
    out = play_group(g, g.die_ids[:2], "card", s)   # 10 // 5 = 2 activations
    # Your district keeps 2 red dice, his 3: you gain 2 VP per activation all the same (4, not 6).
    assert {"type": "vp_gained", "player": YOU, "vp": 4, "card": "banquet"} in out
    assert g.players[0].vp == 4 and g.roy["vp"] == 0


def test_banquet_with_no_red_die_left_in_your_district_gives_nothing():
    g = solo(dice=[(YOU, R, 5), (YOU, Y, 2), (ROY, R, 6), (ROY, R, 4)], cards=["banquet"], modules=PROMOS)
    s = _hire(g, "banquet")
    play_group(g, g.die_ids[:1], "card", s)
    assert g.players[0].vp == 0 and g.roy["vp"] == 0


# ---------------------------------------------------------------------- Baker, Prior: as printed
def test_baker_counts_every_yellow_die_in_the_city_square_le_roys_included():
    g = solo(dice=[(YOU, Y, 6), (YOU, Y, 2), (ROY, Y, 5), (ROY, Y, 1), (ROY, R, 3)], cards=["baker"],
             modules=PROMOS, deniers=5)
    s = _hire(g, "baker")
    play_group(g, g.die_ids[:1], "card", s)         # 6 // 3 = 2 activations x 3 yellow dice left
    assert g.players[0].deniers == 5 + 6


def test_prior_takes_a_white_die_bought_from_le_roy_and_pays_the_bank():
    g = solo(dice=[(ROY, W, 4), (YOU, W, 6), (ROY, Y, 1)], cards=["prior", "pilgrimage"], modules=PROMOS,
             deniers=10)
    pr = _hire(g, "prior")
    pil = _hire(g, "pilgrimage")
    g.slot_cubes[pr][YOU] = 1
    g.players[0].cubes -= 1
    bought = g.die_ids[0]
    res = g.evaluate(YOU, [bought], "card", pil, pr)
    assert res["ok"] and res["value"] == 8 and res["payments"] == {ROY: 2}
    play_group(g, [bought], "card", pil, pr)
    assert g.players[0].deniers == 8                # the 2 deniers go to the bank, not to le Roy
    assert g.players[0].vp == 8 // g.data.activities["pilgrimage"].divisor * 2 and g.roy["vp"] == 0


def test_le_roy_puts_a_tradesman_on_a_bonus_card_like_any_card():
    g = solo(dice=[(ROY, Y, 6), (YOU, Y, 1)], roy_turn=True, cards=["banquet", "baker"], modules=PROMOS)
    rec = roy_turn(g, 3, 3)                         # 6: the free space worth the most VP
    s = slot_for(g, "banquet")
    assert g.card(s).spaces[0] > g.data.activities["baker"].spaces[0]
    assert rec["card"] == "banquet" and g.slot_spaces[s][0] == ROY and rec["spent"] == ["yellow 6"]


# ---------------------------------------------------------------------- Resistance
def test_resistance_never_removes_a_cube_of_le_roy():
    g = solo(dice=[(YOU, Y, 1)], modules=PROMOS)
    # Support's gray cubes are his in the solo game (S3): the newest cube of the first two cards is his.
    g.queue = [["marauding", [YOU, ROY]], ["resistance", [ROY, YOU]], ["war", [YOU, ROY, ROY]],
               ["drought", [ROY]]]
    g.players[0].cubes -= 3
    g.decks["red"] = []
    g.dice = {}
    out = []
    g.log_events = out
    ladies_rules.events_phase(g)
    # Negative events do not affect le Roy: on a card whose newest cube is his, nothing is removed.
    assert [e[1] for e in g.queue] == [[YOU, ROY], [ROY], [YOU, ROY, ROY], [ROY]]
    assert g.players[0].cubes == 18
    removed = [(e["event"], e["player"]) for e in out if e["type"] == "event_cube_removed"]
    assert removed == [("resistance", YOU)]


def test_le_roy_fills_resistance_and_takes_it():
    g = solo(dice=[(ROY, R, 6), (ROY, Y, 5), (ROY, Y, 4), (YOU, Y, 1)], roy_turn=True, modules=PROMOS)
    g.queue.append(["resistance", [YOU]])
    g.players[0].cubes -= 1
    vp_most, vp_second = g.data.events["resistance"].vp
    rec = roy_turn(g, 4, 5)
    assert rec["event"] == "resistance" and len(rec["spent"]) == 3
    assert g.roy["vp"] == vp_most and g.players[0].vp == vp_second and g.roy["events_won"] == ["resistance"]
    assert [e[0] for e in g.queue] == ["marauding"]


def test_resistance_in_a_solo_game_calls_a_second_red_card():
    g = solo(dice=[(YOU, Y, 1)], modules=PROMOS)
    g.queue = [["marauding", []]]
    g.decks = {"red": ["resistance"], "white": ["heresy"], "yellow": []}
    g.set_aside_red = ["war"]
    g.dice = {}
    ladies_rules.events_phase(g)
    assert [e[0] for e in g.queue] == ["marauding", "resistance", "war", "heresy"]


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize("chunk", range(2))
def test_200_solo_games_with_the_bonus_cards_keep_the_invariants(chunk):
    played = set()
    for i in range(100):
        seed = chunk * 100 + i
        start = YOU if seed % 2 else ROY
        g = Game.new(1, seed=seed, solo=True, start_player=start, options={"modules": ["promos"]})
        replay = Game.new(1, seed=seed, solo=True, start_player=start, options={"modules": ["promos"]})
        r = random.Random(seed)
        while not g.over:
            a = r.choice(g.legal_actions())
            out = g.apply(a)
            replay.apply(a)
            _check(g)
            played.update(e.get("card") for e in out if e["type"] in ("vp_gained", "deniers_gained",
                                                                       "cubes_stored"))
            played.update(e.get("event") for e in out if e["type"] == "event_resolved")
        assert replay.state_dict() == g.state_dict()
        loaded = saves.from_dict(json.loads(json.dumps(saves.to_dict(g))))
        assert loaded.scores == g.scores and "margin" in g.scores[0]
    assert {"baker", "banquet", "prior", "resistance"} <= played


def test_simulation_of_solo_games_with_the_bonus_cards():
    res = simulate(1, 20, 5, solo=True, modules=("promos",))
    assert res["errors"] == 0 and res["solo"] and res["modules"] == ["promos"]
    with pytest.raises(RulesError, match=r"modules \(events\)"):
        simulate(1, 2, 5, solo=True, modules=("promos", "events"))
