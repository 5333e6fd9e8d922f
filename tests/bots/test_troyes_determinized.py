"""Game.determinized(seat, seed): hidden information resampled, what the seat sees kept (no peeking)."""
from __future__ import annotations

import random

import pytest

from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.ladies import MODULES


def _advance(game: Game, steps: int, seed: int) -> Game:
    pick = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        acts = game.legal_actions()
        game.apply(acts[pick.randrange(len(acts))])
    return game


def _other_hidden(game: Game, seat: int, seed: int) -> Game:
    """The same public position with different hidden information: the other players' characters,
    the face-down cards, the deck orders, the RNG and the seed are all changed."""
    g = game.determinized(seat, seed + 1000)          # a resample is itself a possible real game
    g.setup = dict(g.setup, seed=seed + 77)
    return g


CONFIGS = [
    dict(players=4), dict(players=2), dict(players=3),
    dict(players=4, options={"modules": list(MODULES)}),
    dict(players=2, options={"modules": list(MODULES), "events_setup": "alone", "activities_setup": "alone"}),
    dict(players=1, solo=True),
]


@pytest.mark.parametrize("cfg", CONFIGS)
def test_same_public_position_gives_the_same_copy(cfg):
    for steps in (0, 40, 120):
        game = _advance(Game.new(seed=5, **cfg), steps, 3)
        if game.over:
            continue
        seat = 0
        other = _other_hidden(game, seat, 9)
        assert other.state_dict() != game.state_dict()
        a = game.determinized(seat, 42).state_dict()
        b = other.determinized(seat, 42).state_dict()
        assert a == b
        # A different seed gives a different sample.
        assert game.determinized(seat, 43).state_dict() != a


def test_what_the_seat_sees_is_kept_and_hidden_parts_change():
    game = _advance(Game.new(4, seed=11), 30, 1)
    seat = 2
    g = game.determinized(seat, 7)
    assert g.players[seat].characters == game.players[seat].characters
    mine_view, real_view = g.view(seat), game.view(seat)
    for v in (mine_view, real_view):
        del v["setup"]
        for slot in v["slots"]:
            if not slot["revealed"]:
                del slot["spaces"]     # the face-down card's space count is not shown to players
    assert mine_view == real_view
    for s in range(9):
        if game.slot_revealed[s]:
            assert g.slot_card[s] == game.slot_card[s]
    assert sorted(g.decks["white"]) == sorted(game.decks["white"])
    assert sorted(g.decks["red"] + g.set_aside_red) == sorted(game.decks["red"] + game.set_aside_red)
    assert len(g.decks["red"]) == len(game.decks["red"])
    # Other characters come from those the seat has not seen, never twice.
    mine = set(game.players[seat].characters)
    others = [c for i, pl in enumerate(g.players) if i != seat for c in pl.characters]
    assert len(set(others)) == len(others) and not mine & set(others)
    assert g.characters_in_play == [c for pl in g.players for c in pl.characters]
    # Over many seeds, the others' characters and the face-down cards do vary.
    samples = {tuple(game.determinized(seat, s).players[0].characters) for s in range(30)}
    assert len(samples) > 2
    hidden = [s for s in range(9) if not game.slot_revealed[s]]
    assert len({tuple(game.determinized(seat, s).slot_card[h] for h in hidden) for s in range(30)}) > 2


def test_events_alone_keeps_the_public_composition_of_the_red_deck():
    opts = {"modules": ["events"], "events_setup": "alone"}
    game = Game.new(4, seed=3, options=opts)
    ev = game.data.events

    def module_cards(deck):
        return sum(1 for e in deck if ev[e].expansion or ev[e].promo)

    for s in range(20):
        g = game.determinized(1, s)
        assert module_cards(g.decks["red"]) == module_cards(game.decks["red"])
        assert [bool(ev[e].expansion or ev[e].promo) for e in g.set_aside_red] == \
               [bool(ev[e].expansion or ev[e].promo) for e in game.set_aside_red]


def test_solo_pile_order_is_public():
    # The rulebook spreads le Roy's pile so that every card shows, top first: its order is not resampled,
    # while the rolls and the decks still are.
    game = _advance(Game.new(1, seed=4, solo=True, start_player=NEUTRAL), 30, 2)
    copies = [game.determinized(0, s) for s in range(20)]
    assert all(g.roy["pile"] == game.roy["pile"] for g in copies)
    assert len({g.rng.state for g in copies}) == 20
    assert len({tuple(g.decks["red"]) for g in copies}) > 3


@pytest.mark.parametrize("cfg", CONFIGS)
def test_determinized_copy_plays_to_the_end(cfg):
    game = _advance(Game.new(seed=8, **cfg), 60, 2)
    g = game.determinized(0, 5)
    _advance(g, 100_000, 6)
    assert g.over and g.scores
