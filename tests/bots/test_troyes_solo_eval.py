"""Troyes computer players against le Roy: the evaluation counts what le Roy will still make (the events he
fills, his dice, his citizens) exactly as his rules give it."""
from __future__ import annotations

from dataclasses import replace

import pytest

from troyes_desktop.bots.troyes.evaluation import NORMAL, SOLO, _roy_fills, evaluate, totals
from troyes_desktop.rules.common.contract import Decision, Die
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes import roy as roy_rules
from troyes_desktop.rules.troyes.board import NEUTRAL


def _solo_in_actions(seed: int = 3) -> Game:
    """A solo game at the player's first action turn (le Roy's steps and the player's other decisions
    answered with the first legal action)."""
    game = Game.new(1, seed=seed, solo=True, start_player=0)
    while game.pending != Decision(0, "turn"):
        game.apply(game.legal_actions()[0])
    return game


_BANNERS = (("skirmishes-1", 4), ("war", 5), ("brigands-1", 3), ("conflict-of-succession", 5))


@pytest.mark.parametrize(("event", "mine"), [(e, m) for e, banners in _BANNERS for m in range(banners)])
def test_roy_fills_gives_what_le_roy_filling_the_event_gives(event, mine):
    game = _solo_in_actions()
    ev = game.data.events[event]
    assert ev.banners == dict(_BANNERS)[event]
    game.queue.append([event, [0] * mine])
    before = (game.players[0].vp, game.roy["vp"])
    expected = _roy_fills(ev, game.queue[-1][1])
    roy_rules._fill_event(game, {})                    # le Roy's "event" row: the right-most event
    assert all(e[0] != event for e in game.queue)       # countered and gone
    assert (game.players[0].vp - before[0], game.roy["vp"] - before[1]) == expected


def test_against_le_roy_each_of_his_dice_and_citizens_counts_for_him():
    game = _solo_in_actions()
    roy_dice = [d for d, v in game.dice.items() if v[2] == NEUTRAL]
    assert roy_dice
    fewer = game.copy()
    del fewer.dice[roy_dice[0]]
    assert totals(fewer, SOLO)[NEUTRAL] < totals(game, SOLO)[NEUTRAL]
    assert evaluate(fewer, 0, SOLO) > evaluate(game, 0, SOLO)
    b, i = next((b, i) for b in range(3) for i in range(6) if game.spaces[b][i] == NEUTRAL)
    expelled = game.copy()
    expelled.spaces[b][i] = None
    assert totals(expelled, SOLO)[NEUTRAL] < totals(game, SOLO)[NEUTRAL]
    # The weights of the game with players leave le Roy's assets out, as before.
    assert totals(fewer, NORMAL)[NEUTRAL] == totals(game, NORMAL)[NEUTRAL]


def test_a_cube_on_an_event_le_roy_will_fill_is_worth_its_share_against_him():
    game = _solo_in_actions()
    game.players[0].vp = 20           # (so that the loss for empty cathedral levels is whole either way)
    game.queue.append(["war", []])
    one = game.copy()
    one.queue[-1][1].append(0)
    gain = evaluate(one, 0, SOLO) - evaluate(game, 0, SOLO)
    first, second = game.data.events["war"].vp
    # Alone le Roy would take both VP; with one cube of the player's he takes the first, the player the
    # second; and a cube on an event still there at the end is 1 VP.
    assert SOLO.others == 1.0
    assert gain == pytest.approx(1 + SOLO.roy_events * (second + (first + second) - first))


def test_le_roy_fills_the_right_most_event_first():
    game = _solo_in_actions()
    game.players[0].vp = 20
    game.queue.append(["war", []])
    game.queue.append(["skirmishes-1", []])
    at = {}
    for i in (1, 2):                   # one cube of the player's on the right-most event, then on war
        h = game.copy()
        h.queue[-i][1].append(0)
        at[h.queue[-i][0]] = evaluate(h, 0, SOLO) - evaluate(game, 0, SOLO)
    war, skirmishes = game.data.events["war"].vp, game.data.events["skirmishes-1"].vp
    # Each cube takes le Roy from both VP to the first and gives the player the second (and 1 VP if the event
    # is still there at the end); the event left of the right-most one counts ``roy_events_left`` as much.
    assert at["skirmishes-1"] == pytest.approx(1 + SOLO.roy_events * 2 * skirmishes[1])
    assert at["war"] == pytest.approx(1 + SOLO.roy_events * SOLO.roy_events_left * 2 * war[1])
    assert SOLO.roy_events_left < 1


def _with_dice_of_yours(values: tuple[int, ...]) -> Game:
    """The first action turn, with yellow dice of the given values in the player's district."""
    game = _solo_in_actions()
    for v in values:
        game.dice[max(game.dice) + 1] = Die(1, v, 0)
    return game


def test_passing_with_dice_of_yours_left_counts_the_free_turns_it_gives_le_roy():
    game = _with_dice_of_yours((4, 5))
    mine = [d for d, v in game.dice.items() if v[2] == 0]
    assert len(mine) == 2
    passed = game.copy()
    passed.apply(("pass",))
    assert passed.players[0].passed and passed.pending == Decision(NEUTRAL, "roy")
    # Each of your dice still on the board after you passed is ``own_idle`` VP more for le Roy (RULINGS R7).
    spent = passed.copy()
    del spent.dice[mine[0]]
    assert totals(passed, SOLO)[NEUTRAL] - totals(spent, SOLO)[NEUTRAL] == pytest.approx(
        SOLO.own_idle + SOLO.roy_board)
    assert SOLO.own_idle >= 10
    # Before you pass, your dice are not counted that way; the game with players ignores it.
    before = game.copy()
    del before.dice[mine[0]]
    assert totals(game, SOLO)[NEUTRAL] - totals(before, SOLO)[NEUTRAL] == pytest.approx(SOLO.roy_board)
    assert totals(passed, NORMAL)[NEUTRAL] == totals(spent, NORMAL)[NEUTRAL]



@pytest.mark.parametrize("total", range(2, 13))
def test_normal_looks_at_each_total_le_roy_can_roll_next(total):
    from troyes_desktop.bots.troyes.players import _ROY_TOTALS, _Forced

    game = _solo_in_actions()
    game.apply(("pass",))
    assert game.pending == Decision(NEUTRAL, "roy")
    assert sum(ways for _, ways in _ROY_TOTALS) == 36 and [t for t, _ in _ROY_TOTALS] == list(range(2, 13))
    a = max(1, total - 6)
    game.rng = _Forced(game.rng.state, [a, total - a])
    turn = [e for e in game.apply(("roy",)) if e["type"] == "roy_turn"]
    assert turn[0]["total"] == total and turn[0]["action"] == roy_rules.TABLE[total][0]


def test_against_le_roy_deniers_and_influence_left_count_less_as_the_end_nears():
    """Nothing is left to buy with them once the game ends: in the last round they count SOLO.late of their
    worth, in the round before half way between, earlier all of it (what a character that counts them
    brings is in the score now, whatever the round)."""
    game = _solo_in_actions()
    assert game.rounds - game.round >= 2
    always = replace(SOLO, late=1.0)

    def gain(g: Game, weights, deniers: int = 0, influence: int = 0) -> float:
        richer = g.copy()
        richer.players[0].deniers += deniers
        richer.players[0].influence += influence
        return evaluate(richer, 0, weights) - evaluate(g, 0, weights)

    assert gain(game, SOLO, deniers=10) == pytest.approx(gain(game, always, deniers=10))
    assert gain(game, SOLO, influence=5) == pytest.approx(gain(game, always, influence=5))
    for left, keep in ((1, (1 + SOLO.late) / 2), (0, SOLO.late)):
        late = game.copy()
        late.round = late.rounds - left
        lost = gain(late, always, deniers=10) - gain(late, SOLO, deniers=10)
        assert lost == pytest.approx(10 * SOLO.denier * (1 - keep))
        lost = gain(late, always, influence=5) - gain(late, SOLO, influence=5)
        assert lost == pytest.approx(5 * SOLO.influence * (1 - keep))
    assert 0 < SOLO.late < 1
