"""The Ladies of Troyes: module options, characters, revealed character, gray citizens, decks, tournament."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.errors import RulesError
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.data import RED, YELLOW
from troyes_desktop.rules.troyes.scoring import final_scores
from troyes_desktop.rules.troyes.simulate import normalise_modules, simulate

from .ladies_helpers import ALL, ladies

LADIES_CHARS = {"jeanne-de-champagne", "isabeau-de-baviere", "marie-de-champagne"}


def test_module_ids_and_refusals():
    g = Game.new(3, options={"modules": ["tournament", "promos"]})
    assert g.expansion["modules"] == ["tournament", "promos"]
    with pytest.raises(RulesError):
        Game.new(3, options={"modules": ["dragons"]})
    with pytest.raises(RulesError):
        Game.new(3, options={"modules": ["events"], "events_setup": "sometimes"})
    with pytest.raises(RulesError):
        Game.new(1, solo=True, options={"modules": ["events"]})
    assert normalise_modules(("all",)) == tuple(ALL)
    with pytest.raises(RulesError):
        normalise_modules(("ladies",))
    assert Game.new(4).expansion is None


def test_base_game_is_unchanged_by_the_module_code():
    a, b = Game.new(4, seed=7), Game.new(4, seed=7, options={})
    assert a.state_dict() == b.state_dict() and "ladies" not in a.state_dict()
    assert set(a.data.characters) & LADIES_CHARS == set()


def test_nine_characters_two_each_with_two_players_and_a_revealed_one():
    seen = set()
    for seed in range(40):
        g = Game.new(2, seed=seed, options={"modules": ["characters", "reveal-character"]})
        dealt = [c for p in g.players for c in p.characters]
        assert len(dealt) == 4 and len(set(dealt)) == 4
        rev = g.expansion["revealed_character"]
        assert rev not in dealt and g.characters_in_play == dealt + [rev]
        seen.update(dealt + [rev])
        assert g.view(0)["ladies"]["revealed_character"] == rev      # everyone sees it
    assert LADIES_CHARS <= seen and len(seen) == 9
    g = Game.new(4, seed=1, options={"modules": ["reveal-character"]})   # with the base six
    revealed = g.expansion["revealed_character"]
    assert revealed in g.data.characters and not g.data.characters[revealed].expansion


def test_ladies_scoring_counts_citizens_on_cards_of_the_colour_and_the_building():
    g = ladies(["characters", "activities"], players=3, cards=["clog-maker", "landlady", "banker"])
    g.characters_in_play = ["jeanne-de-champagne", "isabeau-de-baviere"]
    g.spaces[YELLOW][:4] = [0, 0, 0, 1]
    for cid in ("clog-maker", "landlady", "banker"):
        s = YELLOW * 3 + g.data.activities[cid].level - 1
        g.slot_spaces[s][0] = 0
    g.spaces[RED][0] = 0
    sc = final_scores(g)
    assert sc[0]["characters"] == {"jeanne-de-champagne": 6, "isabeau-de-baviere": 0}   # 3 + 3 = 6
    assert sc[1]["characters"]["jeanne-de-champagne"] == 0                               # 1 citizen
    g.spaces[YELLOW][:4] = [0, None, None, None]
    assert final_scores(g)[0]["characters"]["jeanne-de-champagne"] == 3                  # 4
    g.spaces[YELLOW][0] = None
    g.slot_spaces[YELLOW * 3 + 2][0] = None
    assert final_scores(g)[0]["characters"]["jeanne-de-champagne"] == 1                  # 2


def test_ten_gray_citizens_with_the_expansion():
    for mods, gray in ((["events"], 10), (["promos"], 8)):
        g = Game.new(2, seed=3, options={"modules": mods})
        assert g.gray_supply == gray - 6         # two-player neutrals placed first


def test_activities_alone_or_shuffled():
    for seed in range(30):
        g = Game.new(3, seed=seed, options={"modules": ["activities"], "activities_setup": "alone"})
        assert all(g.data.activities[c].expansion == "ladies" for c in g.slot_card)
        for s, c in enumerate(g.slot_card):
            card = g.data.activities[c]
            assert s == card.colour * 3 + card.level - 1
    kinds = set()
    for seed in range(60):
        g = Game.new(3, seed=seed, options={"modules": ["activities", "promos"]})
        kinds.update("ladies" if g.data.activities[c].expansion
                     else "promo" if g.data.activities[c].promo else "base"
                     for c in g.slot_card)
    assert kinds == {"ladies", "promo", "base"}


def test_events_alone_or_shuffled():
    for seed in range(30):
        g = Game.new(4, seed=seed, options={"modules": ["events"], "events_setup": "alone"})
        assert set(g.decks["white"]) == {"monk-event", "possession"}
        assert set(g.decks["yellow"]) == {"uprising", "harsh-winter"}
        assert {"wolves", "chief-outlaw"} <= set(g.decks["red"]) and len(g.decks["red"]) == g.rounds
        g = Game.new(4, seed=seed, options={"modules": ["events"]})
        assert len(g.decks["white"]) == 6 and len(g.decks["yellow"]) == 6
        assert len(g.decks["red"]) == g.rounds and len(g.decks["red"]) + len(g.set_aside_red) == 10


def test_tournament_order():
    g = Game.new(4, seed=2, options={"modules": ["tournament"]})
    starts = []
    while not g.over:
        if g.phase == "actions" and (not starts or starts[-1][0] != g.round):
            starts.append((g.round, g.start, g.direction))
        g.apply(g.legal_actions()[0])
    # rounds 1-4 clockwise (start passes left); round 5 -> 6: the start player passes to his right,
    # and the last round runs counterclockwise.
    assert [s[1] for s in starts] == [0, 1, 2, 3, 0, 3]
    assert [s[2] for s in starts] == [1, 1, 1, 1, 1, -1]
    assert g.next_seat(3) == 2


def test_simulate_accepts_modules():
    res = simulate(3, 4, seed=5, modules=("all",))
    assert res["errors"] == 0 and res["modules"] == ALL
    res = simulate(2, 3, seed=5, modules=("events", "tournament"))
    assert res["errors"] == 0


def _round_orders(g):
    """(round, start player, order of the first turns of the round's phase 4) for a whole game."""
    seen = {}
    while not g.over:
        if g.phase == "actions" and g.pending.kind == "turn":
            order = seen.setdefault(g.round, (g.start, []))[1]
            if g.current not in order:
                order.append(g.current)
        g.apply(g.legal_actions()[0])
    return seen


def test_tournament_three_players_last_round_counterclockwise():
    g = Game.new(3, seed=3, options={"modules": ["tournament"]})
    seen = _round_orders(g)
    starts = [seen[r][0] for r in sorted(seen)]
    assert starts == [0, 1, 2, 0, 2][:len(starts)] and len(starts) == g.rounds == 5
    assert seen[5][1] == [2, 1, 0]                       # counterclockwise (passing keeps them in turn)
    assert seen[4][1] == [0, 1, 2]


def test_tournament_changes_nothing_with_two_players():
    a = Game.new(2, seed=3, options={"modules": ["tournament"]})
    b = Game.new(2, seed=3, options={"modules": ["promos"]})
    sa, sb = _round_orders(a), _round_orders(b)
    assert [sa[r][0] for r in sorted(sa)] == [0, 1, 0, 1] == [sb[r][0] for r in sorted(sb)]
