"""Whole moves: a decision followed to its end on a copy of the game.

A *move* is the list of actions one seat takes in a row for one decision: in an action turn, the
dice of a group, its target and every follow-up choice (citizen source, number of uses, the Miller,
event cards...), or a pass; for a black die, the dice that counter it; for any other decision, the
answer and what it leads to. Moves are built on copies, so the game given is never changed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from ...rules.common.contract import Decision
from ...rules.common.errors import IllegalAction, RulesError
from ...rules.troyes import actions as A
from ...rules.troyes.game import PURPLE

if TYPE_CHECKING:
    from ...rules.troyes.game import Game

#: Decisions that start a new move (when reached after an action, the move is over).
_FRESH = frozenset(("turn", "black", "initial", "roy", "roy_black", "roy_setup", "over"))
# What an engine raises when a move tried while planning is not allowed there (that move is dropped).
_REFUSED = (IllegalAction, RulesError, KeyError, IndexError, TypeError, ValueError)


@dataclass
class Move:
    actions: list
    state: object                     # the copy after the move
    score: float = 0.0
    info: dict = field(default_factory=dict)


def finished(h, p: int, started: bool) -> bool:
    kind, who = h.pending.kind, h.pending.seat
    return who != p or (started and kind in _FRESH)


def apply_all(g, actions) -> Game | None:
    """A copy of g after ``actions``, or None if one of them is refused there."""
    h = g.copy()
    try:
        for a in actions:
            h.apply(a)
    except _REFUSED:
        return None
    return h


def _spread(options: list, k: int) -> list:
    """At most k options, evenly spread over the list (first and last kept)."""
    if len(options) <= k:
        return options
    step = (len(options) - 1) / (k - 1)
    return [options[round(i * step)] for i in range(k)]


def _step(state, a, last: bool):
    """``state`` after action ``a``: on a copy, or on ``state`` itself for the ``last`` answer tried from
    it (nothing reads a state once all its answers are tried, and a chain of single answers then needs no
    copy at all); None if ``a`` is refused there."""
    if not last:
        return apply_all(state, [a])
    try:
        state.apply(a)
    except _REFUSED:
        return None
    return state


def complete(h, p: int, prefix: list, score, cap: int = 24, width: int = 6) -> list[Move]:
    """Every way (at most ``cap``) to finish the move begun by ``prefix`` (already applied on h, which
    becomes one of the moves' states: the caller gives it away), each scored by ``score(state)``;
    sub-decisions with many answers are sampled evenly."""
    out: list[Move] = []

    def walk(state, acts, budget):
        if finished(state, p, bool(acts)) or budget <= 1 or len(out) >= cap:
            if not finished(state, p, bool(acts)):
                # Out of budget: finish greedily with the first answer of each decision.
                guard = 0
                while not finished(state, p, True) and guard < 40:
                    legal = state.legal_actions()
                    if not legal:
                        break
                    a = _default(legal)
                    state.apply(a)
                    acts = acts + [a]
                    guard += 1
            out.append(Move(acts, state, score(state)))
            return
        legal = _spread(_useful(state.legal_actions()), width if acts and acts[-1][0] != "target" else 4)
        share = max(1, budget // max(1, len(legal)))
        last = len(legal) - 1
        for i, a in enumerate(legal):
            nxt = _step(state, a, i == last)
            if nxt is not None:
                walk(nxt, acts + [a], share)

    walk(h, list(prefix), cap)
    walk = None  # type: ignore[assignment]  # noqa: F841 - breaks the closure's reference cycle: the moves are freed at once
    return out


def _useful(legal: list) -> list:
    """Drop answers that only go back (cancel) when something else is possible; of the places a
    citizen can come from, keep the free ones (supply, lying citizens) or the cheapest few."""
    keep = [a for a in legal if a[0] not in ("cancel", "standing", "reroll", "hire", "flip")] or legal
    if keep and keep[0][0] == "source" and len(keep) > 3:
        free = [a for a in keep if a[1] in ("supply", "expelled")]
        if free:
            return free[:2]
        cheap = [a for a in keep if a[1] == "influence" or (a[1] == "tradesman" and a[3] == -1)]
        return (cheap + _spread([a for a in keep if a not in cheap], 2))[:3]
    return keep


def _default(legal: list):
    for a in legal:
        if a[0] not in ("cancel", "concede", "reroll", "hire", "flip"):
            return a
    return legal[0]


# ---------------------------------------------------------------------- groups of dice
def candidate_groups(g, p: int, own_only: bool = False) -> list[tuple]:
    """Promising groups of dice for p: own dice first, then bought dice, best values first."""
    dice = g.dice
    rich = g.can_buy_dice(p, 2)
    by_colour: dict[int, tuple[list, list]] = {}
    purple = [d for d, v in dice.items() if v.colour == PURPLE and v.owner == p]
    for d, (c, v, o) in dice.items():
        if c == PURPLE:
            continue
        own, other = by_colour.setdefault(c, ([], []))
        if o == p:
            own.append(d)
        elif rich and not own_only:
            other.append(d)
    groups: set[tuple] = set()
    for c, (own, other) in by_colour.items():
        own.sort(key=lambda d: -dice[d].value)
        other.sort(key=lambda d: (-dice[d].value, dice[d].owner))
        # Singles: every value once (placement on a building needs the exact value).
        seen = set()
        for d in own + other:
            key = (dice[d].value, dice[d].owner == p)
            if key not in seen:
                seen.add(key)
                groups.add((d,))
        pool = own[:3] + other[:3]
        for k in (2, 3):
            for combo in combinations(pool, k):
                bought = sum(1 for d in combo if dice[d].owner != p)
                if bought and g.players[p].deniers < bought * (2 * k) and not g.can_buy_dice(p, 99):
                    continue
                groups.add(tuple(sorted(combo, key=lambda d: (dice[d].owner != p, d))))
        for d in purple:
            for top in own[:2] + other[:1]:
                groups.add((top, d))
    for d in purple:
        groups.add((d,))
    return sorted(groups)


def group_moves(g, p: int, groups, score, cap: int = 12) -> list[Move]:
    """Every target of every group, each followed to the end of the move."""
    out: list[Move] = []
    for grp in groups:
        h = apply_all(g, [A.use_die(d) for d in grp])
        if h is None or h.pending.kind != "group":
            continue
        prefix = [A.use_die(d) for d in grp]
        targets = [t for t in h.legal_actions() if t[0] == "target"]
        for i, t in enumerate(targets):
            nxt = _step(h, t, i == len(targets) - 1)
            if nxt is None:
                continue
            for m in complete(nxt, p, prefix + [t], score, cap=cap):
                m.info = {"group": grp, "target": t}
                out.append(m)
    return out


def flip_prefix(g, p: int) -> list | None:
    """Turning over (4 influence) up to 3 of p's low dice (1s and 2s become 6s and 5s)."""
    if g.players[p].influence < 4:
        return None
    low = sorted((d for d, v in g.dice.items() if v.owner == p and v.value <= 2),
                 key=lambda d: g.dice[d].value)[:3]
    if not low:
        return None
    return [A.flip()] + [A.flip_die(d) for d in low] + [A.flip_done()]


def turn_moves(g, p: int, score, own_only: bool = False, flips: bool = True, cap: int = 12) -> list[Move]:
    """The whole-turn moves of an action turn: pass, every promising group on every target (with
    its follow-ups), and the same after turning low dice over."""
    out = [Move([A.pass_turn()], apply_all(g, [A.pass_turn()]))]
    out[0].score = score(out[0].state)
    out[0].info = {"pass": True}
    out.extend(group_moves(g, p, candidate_groups(g, p, own_only), score, cap))
    fp = flip_prefix(g, p) if flips else None
    if fp:
        h = apply_all(g, fp)
        if h is not None and h.pending == Decision(p, "turn"):
            for m in group_moves(h, p, candidate_groups(h, p, own_only), score, cap):
                m.actions = fp + m.actions
                m.info["flip"] = True
                out.append(m)
    return out


def black_moves(g, p: int, score) -> list[Move]:
    """Ways to face the black die: the smallest sets of dice that counter it (and the black dice
    they can also take), or conceding when allowed, or an outdoor tile that protects."""
    out: list[Move] = []
    legal = g.legal_actions()
    own = sorted(d for d, v in g.dice.items() if v.owner == p)
    for a in legal:
        if a[0] in ("concede", "tile"):
            h = apply_all(g, [a])
            if h is not None:
                out.append(Move([a], h, score(h), {"black": a[0]}))
    need = g.black[0]
    for k in range(1, len(own) + 1):
        found = False
        for combo in combinations(own, k):
            if g.black_strength(combo) < need:
                continue
            found = True
            prefix = [A.counter_die(d) for d in combo]
            h = apply_all(g, prefix)
            if h is None:
                continue
            extra = [x for x in h.legal_actions() if x[0] == "bx"]
            for tail in ([], *[[x] for x in extra[:2]]):
                h2 = apply_all(h, tail + [A.counter()])
                if h2 is not None:
                    out.append(Move(prefix + tail + [A.counter()], h2, score(h2), {"black": "counter",
                                                                                      "dice": combo}))
        if found and k >= 2:
            break
    return out


def any_moves(g, p: int, score, cap: int = 24) -> list[Move]:
    """Any other decision: every answer (sampled when many), followed to the end of the move."""
    out: list[Move] = []
    legal = _spread(_useful(g.legal_actions()), 12)
    for a in legal:
        h = apply_all(g, [a])
        if h is None:
            continue
        for m in complete(h, p, [a], score, cap=max(2, cap // len(legal))):
            out.append(m)
    return out
