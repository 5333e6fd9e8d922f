"""Building exact positions for rules tests.

Tests describe the board of a rulebook example (who stands where, which dice lie in which
district, which cards are out) and then play through the public API: ``legal_actions``,
``apply``, ``evaluate``. Setting the position directly is the test's "arrange" step only.
"""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision, Die
from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.data import RED, WHITE, YELLOW

R, W, Y = RED, WHITE, YELLOW
N = NEUTRAL
SLOT_OF = {}   # card id -> slot, filled lazily


def slot_for(game: Game, card_id: str) -> int:
    card = game.data.activities[card_id]
    return card.colour * 3 + card.level - 1


def empty_board(game: Game) -> None:
    game.spaces = [[None] * 6 for _ in range(3)]
    game.expelled = [[], [], []]
    game.gray_supply = 10 if game.expansion is not None and set(game.expansion["modules"]) - {"promos"} else 8


def in_actions(players: int = 4, seed: int = 1, dice=(), current: int = 0, cards=(), start: int = 0,
               deniers=None, influence=None, keep_board: bool = False, names=None, spare: bool = False,
               options=None) -> Game:
    """A game in phase 4 of round 1 with exactly the given dice: ``dice`` = [(owner, colour, value)].

    ``cards`` lists activity card ids to put face up in their slots. Returns the game with
    ``game.die_ids`` listing the die ids in the order given. ``spare=True`` adds one more die
    (a neutral white 1, id 999) so that the round does not end after the action under test.
    """
    g = Game.new(players, seed=seed, names=names, start_player=start, options=options)
    g.init_pos = len(g.init_order)
    if not keep_board:
        empty_board(g)
    for pl in g.players:
        pl.supply = pl.citizens
    g.round = 1
    g.start = start
    g.phase = "actions"
    g.black = []
    g.ctx = None
    g.dice = {}
    g.die_ids = []
    for owner, colour, value in dice:
        d = g.next_die
        g.next_die += 1
        g.dice[d] = Die(colour, value, owner)
        g.die_ids.append(d)
    if spare:
        g.dice[999] = Die(WHITE, 1, NEUTRAL)
    for cid in cards:
        s = slot_for(g, cid)
        g.slot_card[s] = cid
        g.slot_spaces[s] = [None] * len(g.data.activities[cid].spaces)
        g.slot_revealed[s] = True
    for i, pl in enumerate(g.players):
        if deniers is not None:
            pl.deniers = deniers[i] if isinstance(deniers, (list, tuple)) else deniers
        if influence is not None:
            pl.influence = influence[i] if isinstance(influence, (list, tuple)) else influence
    g.current = current
    g.pending = Decision(current, "turn")
    return g


def in_black(players: int, black: list[int], dice=(), facing: int = 0, influence=None, seed: int = 1) -> Game:
    """A game at the black dice step of phase 3 with the given black dice and district dice."""
    g = in_actions(players, seed=seed, dice=dice, influence=influence, start=facing)
    g.phase = "black"
    g.black = sorted(black, reverse=True)
    g.black_facing = facing
    g.ctx = {"dice": [], "black": [0]}
    g.pending = Decision(facing, "black")
    return g


def play_group(g: Game, dice_ids, kind: str, arg=None, mod=None) -> list[dict]:
    """Form a group with these dice and use it on a target; returns the event records."""
    out = g.apply(("die", dice_ids[0]))
    for d in dice_ids[1:]:
        out += g.apply(("die", d))
    out += g.apply(("target", kind, arg, mod))
    return out


def rng_rolling(*values: int) -> Rng:
    """An RNG whose next die rolls are exactly ``values`` (found by search over seeds)."""
    seed = 0
    while True:
        r = Rng(seed)
        probe = r.copy()
        if all(probe.roll() == v for v in values):
            return r
        seed += 1


def types(events) -> list[str]:
    return [e["type"] for e in events]
