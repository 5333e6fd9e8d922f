"""Setup for 2, 3 and 4 players (rulebook "Setup", RULINGS B2)."""
from __future__ import annotations

import pytest

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction, RulesError
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import BISHOPRIC, CITY_HALL, NEUTRAL, PALACE


@pytest.mark.parametrize("players,citizens,red_cards", [(2, 6, 4), (3, 5, 5), (4, 4, 6)])
def test_starting_resources_and_decks(players, citizens, red_cards):
    g = Game.new(players, seed=7)
    for pl in g.players:
        assert (pl.deniers, pl.influence, pl.vp, pl.supply, pl.cubes) == (5, 4, 0, citizens, 20)
        assert len(pl.characters) == (2 if players == 2 else 1)
    assert len(g.decks["red"]) == red_cards and g.rounds == red_cards
    assert len(g.decks["white"]) == 4 and len(g.decks["yellow"]) == 4
    assert len(g.set_aside_red) == 8 - red_cards
    assert [e[0] for e in g.queue] == ["marauding"]
    # Every character dealt is different; the unused ones stay unknown.
    dealt = [c for pl in g.players for c in pl.characters]
    assert len(set(dealt)) == len(dealt) == len(g.characters_in_play)


def test_one_face_down_activity_card_per_colour_and_level():
    g = Game.new(4, seed=11)
    for slot, card_id in enumerate(g.slot_card):
        card = g.data.activities[card_id]
        assert (card.colour, card.level) == (slot // 3, slot % 3 + 1)
        assert not card.promo
    assert not any(g.slot_revealed)
    # Different seeds draw different cards (27 cards, 3 per slot).
    drawn = {tuple(Game.new(4, seed=s).slot_card) for s in range(30)}
    assert len(drawn) > 20


def test_two_player_neutral_citizens_are_placed_first():
    g = Game.new(2, seed=1)
    assert g.spaces[PALACE] == [None, None, NEUTRAL, NEUTRAL, None, None]
    # First space of rows {2,5} and {3,4} of the Bishopric and City Hall.
    for b in (BISHOPRIC, CITY_HALL):
        assert g.spaces[b] == [None, None, NEUTRAL, None, NEUTRAL, None]
    assert g.gray_supply == 2
    assert len(g.legal_actions()) == 12
    assert ("init", PALACE, 2) not in g.legal_actions()


def test_start_player_choice_and_validation():
    g = Game.new(3, seed=1, start_player=2)
    assert g.pending == Decision(2, "initial")
    with pytest.raises(RulesError):
        Game.new(5)
    with pytest.raises(RulesError):
        Game.new(3, start_player=3)
    with pytest.raises(RulesError):
        Game.new(2, names=["Solo"])
    with pytest.raises(RulesError):
        Game.new(2, options={"modules": ["dragons"]})


def test_initial_placement_refuses_taken_spaces_and_ends_in_round_one():
    g = Game.new(3, seed=5)
    g.apply(("init", PALACE, 0))
    with pytest.raises(IllegalAction, match="already taken"):
        g.apply(("init", PALACE, 0))
    with pytest.raises(IllegalAction):
        g.apply(("init", 7, 0))
    while g.phase == "initial":
        g.apply(g.legal_actions()[0])
    # 15 player citizens then 3 gray ones fill the 18 spaces.
    assert sum(1 for b in range(3) for o in g.spaces[b] if o is not None) >= 18 - 0
    assert g.round == 1
    # Round 1 revealed the level I cards of each colour.
    assert [g.slot_revealed[s] for s in range(9)] == [True, False, False] * 3


def test_activity_cards_revealed_in_rounds_1_to_3_only():
    from troyes_desktop.rules.troyes.simulate import play_random
    g, _ = play_random(4, seed=8)
    assert all(g.slot_revealed)
