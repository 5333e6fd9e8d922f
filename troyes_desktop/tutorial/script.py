"""The guided first game of Troyes, engine side: the script (data, in ``resources/help/<lang>/``), the
moves it expects, the scripted second player and resuming a lesson. No Qt here: the widgets live in
:mod:`troyes_desktop.tutorial.troyes`.

The script is a JSON file:

* ``seed``, ``names``: the game (two players; the learner is seat 0);
* ``placement``: for each seat, the building (0 Palace, 1 Bishopric, 2 City Hall) of each citizen placed
  before the lesson starts; the first attack (round 1's black dice) is fought for both players;
* ``opponent``: the second player's plan, one intent per turn (``["citizen", "red"]``, ``["pass"]``...);
* ``steps``: each with ``text`` (what to do and why) and ``hint`` (said again, kindly, after a wrong move),
  and one of ``next`` (read, then press Next), ``select`` (dice to pick on the board), ``do`` (the
  moves expected, in order, each a list of engine actions applied at once), or ``free`` (every legal move,
  to the end of the game: the last round, once everything is taught). Every round is the learner's.

Dice are named, never numbered: ``{"owner": 0, "colour": "yellow", "pick": "highest", "n": 2}`` (owner
``"neutral"`` for a gray die); targets by what they show (``["card", "merchant"]``, ``["cathedral"]``,
``["event", "heresy"]``). They are resolved against the game when the step begins, so the same script works
whatever the dice ids are.
"""

from __future__ import annotations

import json

from troyes_desktop.rules.troyes import actions as A
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import Game

COLOUR = {"red": 0, "white": 1, "yellow": 2}
TARGET_VERBS = ("target",)


def load_script(name: str = "tutorial-troyes", lang: str | None = None) -> dict:
    """The script ``name`` in ``lang`` (the current language by default; English when it has none)."""
    from troyes_desktop.help.content import help_file

    return json.loads(help_file(f"{name}.json", lang).read_text(encoding="utf-8"))


# ------------------------------------------------------------------------------------ the game
def new_game(script: dict) -> Game:
    """The lesson's game at the moment the first step begins (placement and the first attack done)."""
    g = Game.new(players=2, seed=int(script["seed"]), names=list(script["names"]))
    plan = {int(k): list(v) for k, v in script["placement"].items()}
    used = {0: 0, 1: 0}
    while g.pending.kind == "initial":
        p = g.pending.seat
        want = plan[p][used[p]] if used[p] < len(plan[p]) else None
        acts = [a for a in g.legal_actions() if a[0] == "init"]
        g.apply(next((a for a in acts if a[1] == want), acts[0]))
        used[p] += 1
    auto_black(g)
    return g


def auto_black(g: Game) -> None:
    """Fight the black dice for whoever faces them: red dice first (they count double), then the highest."""
    while g.pending.kind == "black":
        g.apply(black_move(g))


def black_move(g: Game) -> tuple:
    acts = g.legal_actions()
    if A.counter() in acts:
        return A.counter()
    bds = [a for a in acts if a[0] == "bd"]
    if not bds:
        return next(a for a in acts if a[0] == "concede")
    bds.sort(key=lambda a: (g.dice[a[1]][0] != 0, -g.dice[a[1]][1]))
    return bds[0]


def dice_of(g: Game, spec: dict) -> list[int]:
    """The dice a script names: owner (a seat, or ``"neutral"`` for the gray dice), colour, ``pick`` highest /
    lowest, ``n`` of them (all by default)."""
    owner = spec.get("owner", 0)
    owner = NEUTRAL if owner == "neutral" else owner
    colour = COLOUR.get(spec.get("colour"))
    found = [d for d, (c, v, o) in g.dice.items() if o == owner and (colour is None or c == colour)]
    found.sort(key=lambda d: (g.dice[d].value, d), reverse=spec.get("pick", "highest") == "highest")
    n = spec.get("n")
    return found[:n] if n else found


def target_of(g: Game, spec: list) -> tuple:
    """``("target", kind, arg, None)`` for a script's target."""
    kind = spec[0]
    arg = None
    if kind == "card":
        arg = next(s for s in range(9) if g.slot_revealed[s] and g.slot_card[s] == spec[1])
    elif kind == "event":
        arg = 0 if spec[1] == "marauding" else (len(g.queue) - 1 if spec[1] == "last" else
                                                next(i for i, e in enumerate(g.queue) if e[0] == spec[1]))
    elif kind == "building":
        arg = int(spec[1])
    return A.target(kind, arg)


def resolve_move(g: Game, move: dict) -> list[tuple]:
    """The engine actions of one expected move."""
    if "dice" in move:
        dice = [d for spec in move["dice"] for d in dice_of(g, spec)]
        return [A.use_die(d) for d in dice] + [target_of(g, move["target"])]
    if "bd" in move:
        return [A.counter_die(d) for d in dice_of(g, move["bd"])]
    if "flip" in move:
        return [A.flip()] + [A.flip_die(d) for d in dice_of(g, move["flip"])] + [A.flip_done()]
    if "reroll" in move:
        return [A.reroll(d) for d in dice_of(g, move["reroll"])]
    return [tuple(move["action"])]


def same_move(expected: list[tuple], tried: list[tuple]) -> bool:
    """Equal, the dice of a group in any order."""
    def norm(seq):
        dice = sorted(a for a in seq if a[0] in ("die", "bd", "flip_die"))
        rest = [a for a in seq if a[0] not in ("die", "bd", "flip_die")]
        return dice, rest
    return norm([tuple(a) for a in expected]) == norm([tuple(a) for a in tried])


# ------------------------------------------------------------------------------------ the other player
class Opponent:
    """The scripted second player: one intent per turn, simple answers to the other decisions."""

    def __init__(self, script: dict) -> None:
        self.seat = int(script["opponent"]["seat"])
        self.plan = [list(x) for x in script["opponent"]["plan"]]
        self.turns = 0

    def move(self, g: Game) -> list[tuple]:
        kind = g.pending.kind
        acts = g.legal_actions()
        if kind == "black":
            return [black_move(g)]
        if kind == "turn":
            intent = self.plan[self.turns] if self.turns < len(self.plan) else ["pass"]
            self.turns += 1
            seq = self._intent(g, intent)
            if seq is not None:
                return seq
            return [A.pass_turn()] if A.pass_turn() in acts else [acts[0]]
        return [simple_answer(g, acts)]

    def _intent(self, g: Game, intent: list) -> list[tuple] | None:
        seat = self.seat
        if intent[0] == "citizen":
            colour = COLOUR[intent[1]]
            mine = dice_of(g, {"owner": seat, "colour": intent[1], "pick": "lowest", "n": 1})
            if mine:
                act = A.target("building", colour)   # red Palace, white Bishopric, yellow City Hall
                return [A.use_die(mine[0]), act] if _legal_seq(g, [A.use_die(mine[0]), act]) else None
        if intent[0] == "cathedral":
            mine = dice_of(g, {"owner": seat, "colour": "white"})[:3]
            seq = [A.use_die(d) for d in mine] + [A.target("cathedral")]
            return seq if mine and _legal_seq(g, seq) else None
        if intent[0] == "agriculture":
            mine = dice_of(g, {"owner": seat, "colour": "yellow"})[:3]
            seq = [A.use_die(d) for d in mine] + [A.target("agriculture")]
            return seq if mine and _legal_seq(g, seq) else None
        return None


def simple_answer(g: Game, acts: list[tuple]) -> tuple:
    """A plain answer to a decision that is not a turn: a citizen from the supply, the most of a count."""
    for pref in (("source", "supply"), ("source", "influence")):
        for a in acts:
            if a[:2] == pref:
                return a
    counts = [a for a in acts if a[0] in ("count", "miller")]
    if counts:
        return max(counts, key=lambda a: a[1] if isinstance(a[1], int) else 0)
    for a in acts:
        if a[0] not in ("cancel", "concede", "reroll", "flip", "hire"):
            return a
    return acts[0]


def _legal_seq(g: Game, seq: list[tuple]) -> bool:
    from troyes_desktop.rules.common.errors import IllegalAction

    probe = g.copy()
    try:
        for a in seq:
            probe.apply(a)
    except IllegalAction:
        return False
    return True


def is_learner(g: Game, seat: int = 0) -> bool:
    return g.pending.seat == seat and g.pending.seat != NEUTRAL
