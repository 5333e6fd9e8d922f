"""The promo cards of the base rulebook's appendix: Baker, Banquet, Prior (activities), Resistance (event)."""
from __future__ import annotations

from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes import ladies as ladies_rules
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW
from troyes_desktop.rules.troyes.ladies import PURPLE

from .helpers import play_group
from .ladies_helpers import hire, ladies

PROMOS = ["promos"]


def test_promo_cards_are_in_their_colour_and_level_only_with_the_module():
    seen = set()
    for seed in range(40):
        g = Game.new(3, seed=seed, options={"modules": PROMOS})
        seen.update(c for c in g.slot_card if c in ("baker", "banquet", "prior"))
        for s, c in enumerate(g.slot_card):
            card = g.data.activities[c]
            assert s == card.colour * 3 + card.level - 1
        assert "resistance" in g.decks["red"] + g.set_aside_red
        g = Game.new(3, seed=seed)
        assert not {"baker", "banquet", "prior"} & set(g.slot_card)
        assert "resistance" not in g.decks["red"] + g.set_aside_red
    assert seen == {"baker", "banquet", "prior"}


def test_baker_every_yellow_die_left_in_the_city_square_per_activation():
    g = ladies(PROMOS + ["head-of-family"], players=3, cards=["baker"],
               dice=[(0, YELLOW, 6), (0, YELLOW, 2), (1, YELLOW, 5), (NEUTRAL, YELLOW, 1), (2, PURPLE, 3),
                     (2, RED, 4)], spare=True)
    s = hire(g, 0, "baker")
    play_group(g, g.die_ids[:1], "card", s)                 # 6 // 3 = 2 activations x 3 yellow dice
    assert g.players[0].deniers == 5 + 6


def test_banquet_counts_the_reddest_district_even_neutral():
    g = ladies(PROMOS + ["head-of-family"], players=3, cards=["banquet"],
               dice=[(0, RED, 5), (0, RED, 5), (1, RED, 1), (NEUTRAL, RED, 2), (NEUTRAL, RED, 3),
                     (NEUTRAL, RED, 4), (2, PURPLE, 1), (2, RED, 1), (2, RED, 1)], spare=True)
    s = hire(g, 0, "banquet")
    play_group(g, g.die_ids[:2], "card", s)                 # 10 // 5 = 2 activations x 3 (neutral district)
    assert g.players[0].vp == 6


def test_prior_one_white_die_as_two():
    g = ladies(PROMOS, players=3, cards=["prior", "pilgrimage"], dice=[(1, WHITE, 4), (0, WHITE, 6)],
               deniers=10, spare=True)
    pr = hire(g, 0, "prior")
    pil = hire(g, 0, "pilgrimage")
    g.slot_cubes[pr][0] = 1
    g.players[0].cubes -= 1
    bought, own = g.die_ids
    res = g.evaluate(0, [bought], "card", pil, pr)
    assert res["ok"] and res["value"] == 8 and res["payments"] == {1: 2}   # a die bought for it costs 2
    assert not g.evaluate(0, [bought, own], "card", pil, pr)["ok"]          # only one white die
    assert not g.evaluate(0, [own], "building", WHITE, pr)["ok"]            # two dice: no citizen
    play_group(g, [own], "card", pil, pr)                                  # 12 // divisor
    assert g.slot_cubes[pr][0] == 0 and g.players[0].cubes == 20
    assert g.players[0].vp == 2 * (12 // g.data.activities["pilgrimage"].divisor)


def test_resistance_every_round_removes_the_newest_cube_of_each_card_itself_included():
    g = ladies(PROMOS, players=3)
    g.queue = [["marauding", [0, 1]], ["resistance", [2, 0]], ["war", [1]]]
    for p in (0, 1, 2):
        g.players[p].cubes -= [2, 2, 1][p]
    g.decks["red"] = []
    g.dice = {}
    ladies_rules.events_phase(g)
    assert [e[1] for e in g.queue] == [[0], [2], []]
    assert [pl.cubes for pl in g.players] == [19, 20, 19]


def test_resistance_with_nothing_set_aside_calls_nothing():
    g = ladies(PROMOS, players=3)
    g.set_aside_red = []
    g.decks["red"] = ["resistance"]
    g.queue = [["marauding", []]]
    g.dice = {}
    ladies_rules.events_phase(g)
    assert [e[0] for e in g.queue] == ["marauding", "resistance"]
