"""The three computer players of Troyes (and a random player for measurements).

* Easy: looks one whole move ahead with a simple score (VP now, deniers, influence), uses only its
  own dice, and often settles for a good move rather than the best one.
* Normal: scores every promising whole turn (a group with its target and every follow-up choice; turning
  low dice over first) by :mod:`evaluation`, corrected with two to four players (no Ladies module) by the
  table learned from self-play (:mod:`leaf`). It decides at the first step and then follows its plan.
  Against le Roy, its 6 best whole turns are judged after le Roy's next turn, averaged over the rows of his
  table, each followed by its own best whole turn there.
* Hard: compares Normal's 8 best moves over fresh samples of the hidden information, each followed by the
  other players' replies (a fast policy) until its own next turn or the end of the round, then by its own
  best whole turn there, within a time budget per decision (determinized Monte Carlo over whole turns, with
  successive halving). In the last round each sample is played to the end of the game and judged by the
  final margin, with 2.5 times the budget. Against le Roy, Normal's 6 best moves are each played on to the
  end of the round over common samples.

How strong each level is, and what was tried and not kept: docs/computer-players.md, "Measurement history".
"""
from __future__ import annotations

import gc
import random
import time

from troyes_desktop.i18n import translate

from ...rules.common.contract import Decision
from ...rules.common.rng import Rng
from ...rules.troyes import actions as A
from ...rules.troyes.roy import TABLE
from .. import Choice, Plan
from . import leaf
from .describe import move_reason, step_reason
from .evaluation import EASY, HARD, NORMAL, SOLO, evaluate
from .evaluation import totals as estimated_totals
from .moves import any_moves, apply_all, black_moves, turn_moves


class _Planner:
    """Remembers the rest of the move chosen at its first step, and replays it while it fits."""

    level = "?"
    weights = NORMAL        # with players (against le Roy: SOLO)
    # With players (2 to 4, no Ladies module): the hand-made evaluation corrected by the table learned from
    # self-play (:mod:`leaf`; issue 39), where the table has a row for the game, else ``weights`` alone.
    learned = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._plan: tuple | None = None

    @property
    def plan(self) -> Plan | None:
        """The rest of the move chosen at the last decision (None: nothing planned)."""
        if self._plan is None:
            return None
        at, actions, reason = self._plan
        return Plan(at, tuple(actions), reason)

    def forget_plan(self) -> None:
        """Plan again at the next decision (a move was taken back: the same position gets the same reply)."""
        self._plan = None

    def choose(self, game, seat: int, legal: list[tuple]) -> Choice:
        # The copies made while thinking hold no cycles: the cyclic collector only costs time here.
        collect = gc.isenabled()
        gc.disable()
        try:
            return self._choose(game, seat, legal)
        finally:
            if collect:
                gc.enable()

    def _choose(self, game, seat: int, legal: list[tuple]) -> Choice:
        plan = self._plan
        if plan is not None:
            at, actions, reason = plan
            if at == len(game.history) and actions and actions[0] in legal:
                self._plan = (at + 1, actions[1:], reason) if len(actions) > 1 else None
                return Choice(actions[0], reason)
        self._plan = None
        move, reason = self.pick(game, seat, legal)
        if move is None:
            return Choice(legal[0], translate("ComputerReasons", "the first possible move"))
        actions = move.actions
        if not actions or actions[0] not in legal:
            return Choice(legal[0], translate("ComputerReasons", "the first possible move"))
        if len(actions) > 1:
            self._plan = (len(game.history) + 1, actions[1:], reason)
        return Choice(actions[0], reason)

    # ------------------------------------------------------------ one decision
    def moves(self, g, p: int):
        kind = g.pending.kind
        score = self.scorer(p, g.solo)
        if kind == "turn":
            return turn_moves(g, p, score, **self.turn_options())
        if kind == "black":
            return black_moves(g, p, score) or any_moves(g, p, score)
        return any_moves(g, p, score)

    def legal_moves(self, g, p: int, legal):
        """The moves whose first action the real game allows now."""
        return [m for m in self.moves(g, p) if m.actions and m.actions[0] in legal]

    def pick(self, g, p: int, legal):
        moves = self.legal_moves(g, p, legal)
        if not moves:
            return None, ""
        best = self.select(g, p, moves)
        return best, move_reason(g, p, best)

    def scorer(self, p: int, solo: bool = False):
        if solo:
            if self.learned:
                return lambda state: leaf.evaluate(state, p, SOLO)
            return lambda state: evaluate(state, p, SOLO)
        w = self.weights
        if self.learned:
            return lambda state: leaf.evaluate(state, p, w)
        return lambda state: evaluate(state, p, w)

    def turn_options(self) -> dict:
        return {}

    def select(self, g, p, moves):
        return max(moves, key=lambda m: m.score)


class EasyBot(_Planner):
    level = "easy"

    def scorer(self, p: int, solo: bool = False):
        return lambda state: evaluate(state, p, EASY)

    def turn_options(self) -> dict:
        return {"flips": False, "cap": 4}

    def select(self, g, p, moves):
        ranked = sorted(moves, key=lambda m: -m.score)
        # Unambitious: one time in three it settles for a move nearly as good as the best.
        close = [m for m in ranked[1:3] if m.score >= ranked[0].score - 1.5]
        if close and self.rng.random() < 0.33:
            return self.rng.choice(close)
        return ranked[0]


class NormalBot(_Planner):
    level = "normal"
    learned = True
    # Solo: how many of its best turns are judged after le Roy's reply.
    reply_width = 6
    # Solo: after le Roy's turn, its own best next turn (groups of its own dice and of le Roy's it can buy,
    # no flips, at most 4 ways to finish each group) is what the position is worth (None: the score there).
    own_reply: dict | None = {"own_only": False, "flips": False, "cap": 4}

    def select(self, g, p, moves):
        if not (g.solo and self.reply_width and g.pending.kind == "turn"):
            return max(moves, key=lambda m: m.score)
        score = self.scorer(p, True)
        ranked = sorted(moves, key=lambda m: -m.score)[:self.reply_width]
        value = score if self.own_reply is None else _best_next_turn(p, score, self.own_reply)
        return max(ranked, key=lambda m: _after_roy(m.state, value, m.score))


# Le Roy's roll (two dice): each total from 2 to 12 with its chance in 36ths.
_ROY_TOTALS = tuple((t, min(t - 1, 13 - t)) for t in range(2, 13))
# His roll only picks a row of his table, and totals on the same row (2 and 12, 3 and 11, 4 and 10, 5 and 9)
# give the same turn: one total per row with the chances of the row (7 turns to look at instead of 11).
def _rows() -> tuple:
    rows: dict = {}
    for t, ways in _ROY_TOTALS:
        first, chances = rows.get(TABLE[t], (t, 0))
        rows[TABLE[t]] = (first, chances + ways)
    return tuple(rows.values())


_ROY_ROWS = _rows()


class _Forced(Rng):
    """The copy's generator, except that its next rolls are the given values."""

    __slots__ = ("queue",)

    def __init__(self, state: int, values: list[int]) -> None:
        super().__init__(state=state)
        self.queue = values

    def roll(self) -> int:
        return self.queue.pop(0) if self.queue else super().roll()


def _best_next_turn(p: int, score, options: dict):
    """A scorer that, when p's action turn comes, gives the score of p's best whole turn there (moves
    built with ``options`` for :func:`turn_moves`), else the score of the position."""
    def value(h) -> float:
        if h.pending != Decision(p, "turn"):
            return score(h)
        return max(m.score for m in turn_moves(h, p, score, **options))
    return value


def _after_roy(state, score, now: float) -> float:
    """The expected score after le Roy's next turn (his table is public; his roll is averaged over
    the rows of his table), or ``now`` when the move is not followed by a turn of his."""
    if state is None or state.over or state.pending.kind != "roy":
        return now
    total = 0.0
    for t, ways in _ROY_ROWS:
        h = state.copy()
        a = max(1, t - 6)
        h.rng = _Forced(h.rng.state, [a, t - a])
        h.apply(A.roy_step())
        total += ways * score(h)
    return total / 36


class HardBot(_Planner):
    level = "hard"
    learned = True
    weights = HARD          # deniers and influence left in the last round count less (see evaluation.HARD)
    # Solo: Normal's 6 best moves, each played on to the end of the round (to the end of the game in the
    # last round) over the same samples of what it cannot see, and judged there by the solo evaluation.
    solo_width = 6

    def __init__(self, seed: int = 0, budget: float | None = None) -> None:
        super().__init__(seed)
        self.budget = 1.0 if budget is None else float(budget)   # seconds a decision
        self.max_samples = 64          # fewer makes a reproducible Hard (tests), time allowing
        self.width = 8                 # how many of Normal's best moves are compared
        self.samples = 0
        self.counts: list[int] = []
        self.totals: list[float] = []
        # After the others' replies, when its own next turn comes in the round: the value of its best whole
        # turn there, found as Normal's reply in solo (None: the position as it is).
        self.reply: dict | None = NormalBot.own_reply
        # Successive halving: once this share of the budget is spent (and every move has had 2 samples at
        # least), only the better half of the moves is sampled further (None: every move to the end).
        self.halve_at: float | None = 0.4
        # In the last ``endgame_rounds`` rounds, each sample is played to the end of the game and judged by
        # its final margin over the best other player, plus ``endgame`` VP for a win (a shared win: its
        # share). None: judged as in the other rounds.
        self.endgame: float | None = 5.0
        self.endgame_rounds = 1
        self.endgame_time = 2.5        # its time in the last round, as a multiple of the budget
        # The players' replies inside its samples (and its own moves when a sample is played to the end):
        # Easy's cheap moves, chosen by the learned value where the table has a row (issue 49).
        self.fast: type[_FastPolicy] = _LearnedFast

    def pick(self, g, p: int, legal):
        if g.pending.kind != "turn" or self.budget <= 0:
            return super().pick(g, p, legal)
        if g.solo:
            return self._solo_pick(g, p, legal)
        started = time.perf_counter()
        moves = self.legal_moves(g, p, legal)
        if not moves:
            return None, ""
        ranked = _distinct(sorted(moves, key=lambda m: -m.score))[:self.width]
        if len(ranked) == 1:
            return ranked[0], move_reason(g, p, ranked[0])
        end = self.endgame is not None and g.round > g.rounds - self.endgame_rounds
        turns = sum(1 for q in g.seats if q != p and (q >= g.n or not g.players[q].passed))
        totals = [0.0] * len(ranked)
        counts = [0] * len(ranked)
        budget = self.budget * (self.endgame_time if end else 1.0)
        deadline = started + budget * 0.9
        # A first sample of every move is completed, but one played to the end of the game may take long:
        # past this, the moves are taken in Normal's order (no sample counts).
        first_cap = started + self.budget * 3.0 if end else float("inf")
        rounds = 0
        plain = self.scorer(p, g.solo)
        judge = plain if self.reply is None else _best_next_turn(p, plain, self.reply)
        if end:
            assert self.endgame is not None     # end is only true with an endgame
            judge = _final_judge(p, self.endgame)
        # The sampled mean, shrunk towards Normal's own score while the samples are few.
        def value(i: int) -> float:
            return _shrunk(ranked[i].score, totals[i], counts[i])

        alive = list(range(len(ranked)))
        halve = started + budget * 0.9 * self.halve_at if self.halve_at else None
        while rounds < self.max_samples:
            if halve is not None and rounds >= 2 and len(alive) > 2 and time.perf_counter() >= halve:
                # Successive halving: the better half of the moves share the rest of the time.
                alive = sorted(alive, key=value, reverse=True)[:(len(alive) + 1) // 2]
                halve = None
            # One sample of the hidden information, the same for every candidate (a fair comparison).
            seed = self.rng.randrange(1 << 30)
            values = []
            for i in alive:
                h = apply_all(g.determinized(p, seed), ranked[i].actions)
                if h is not None:
                    _playout(h, p, seed, turns, 400 if end else 80, to_end=end, fast=self.fast)
                values.append(None if h is None else judge(h))
                if time.perf_counter() >= (deadline if rounds else first_cap):
                    break
            if len(values) < len(alive):
                break                      # out of time: this sample is left incomplete, so unused
            for i, v in zip(alive, values):
                if v is not None:
                    totals[i] += v
                    counts[i] += 1
            rounds += 1
            if time.perf_counter() >= deadline:
                break
        self.samples = rounds
        self.counts, self.totals = counts, totals   # each move's samples and their sum (tests, measurements)
        best = max(alive, key=value)
        # The reason says what the move gains in the game's terms, never how it was searched for.
        return ranked[best], move_reason(g, p, ranked[best])

    def _solo_pick(self, g, p: int, legal):
        """Normal's best moves, each played on to the end of the round over common samples."""
        started = time.perf_counter()
        moves = self.legal_moves(g, p, legal)
        if not moves:
            return None, ""
        ranked = _distinct(sorted(moves, key=lambda m: -m.score))[:self.solo_width]
        if len(ranked) == 1:
            return ranked[0], move_reason(g, p, ranked[0])
        score = self.scorer(p, True)
        totals = [0.0] * len(ranked)
        counts = [0] * len(ranked)
        deadline = started + self.budget * 0.9
        rounds = 0
        while rounds < self.max_samples:
            # One sample of the hidden information, the same for every candidate (a fair comparison).
            seed = self.rng.randrange(1 << 30)
            for i, m in enumerate(ranked):
                h = apply_all(g.determinized(p, seed), m.actions)
                if h is not None:
                    _playout(h, p, seed, 0, 200, round_end=True, fast=self.fast)
                    totals[i] += _margin_or_score(h, p, score)
                    counts[i] += 1
            rounds += 1
            if time.perf_counter() >= deadline:
                break
        self.samples = rounds
        self.counts, self.totals = counts, totals
        best = max(range(len(ranked)), key=lambda i: _shrunk(ranked[i].score, totals[i], counts[i]))
        return ranked[best], move_reason(g, p, ranked[best])


def _shrunk(prior: float, total: float, count: int, k: int = 4) -> float:
    """The mean of ``count`` samples summing to ``total``, shrunk towards ``prior`` (Normal's score of
    the move) while the samples are few: the prior weighs as ``k`` samples. No sample: never chosen."""
    if not count:
        return float("-inf")
    w = count / (count + k)
    return (1 - w) * prior + w * total / count


def _margin_or_score(h, p: int, score) -> float:
    """At the end of the game p's final margin over the best other side, else ``score(h)``."""
    if h.over:
        final = {x["player"]: x["total"] for x in h.scores}
        return float(final[p] - max(v for q, v in final.items() if q != p))
    return score(h)


def _distinct(moves):
    seen, out = set(), []
    for m in moves:
        key = tuple(m.actions)
        if key not in seen:
            seen.add(key)
            out.append(m)
    return out


class _FastPolicy(EasyBot):
    """The other players' replies inside Hard's samples: Easy's moves with Normal's score, always the best
    (cheap enough for many samples; see docs/computer-players.md)."""

    scorer = _Planner.scorer            # Normal's weights, not Easy's

    def select(self, g, p, moves):
        return max(moves, key=lambda m: m.score)


class _LearnedFast(_FastPolicy):
    """The fast policy with the learned value where the table has a row (:mod:`leaf`): the others in Hard's
    samples reply as the learned players they are, not by the hand-made estimate."""

    learned = True


def _playout(h, p: int, seed: int, turns: int, limit: int = 80, to_end: bool = False,
             round_end: bool = False, fast: type[_FastPolicy] = _FastPolicy) -> None:
    """Play on after p's move until each of the ``turns`` other players still in the round has taken
    one action turn, p's next turn comes, or the round ends: the same horizon for every move compared
    (a pass is not judged further ahead than an action). With ``round_end``, on to the end of the round,
    and with ``to_end`` of the game, every player (p too) by the same fast policy; le Roy's steps and
    other forced answers are the only legal action there is."""
    policy = fast(seed)
    rnd = h.round
    seen = 0
    last = None
    for _ in range(limit):
        if h.over:
            return
        kind, who = h.pending.kind, h.pending.seat
        if not to_end:
            if h.round != rnd or (not round_end and kind == "turn" and who == p):
                return
            if not round_end and kind in ("turn", "roy") and who != last:
                if seen >= turns:
                    return
                seen += 1
                last = who
        legal = h.legal_actions()
        if not legal:
            return
        if len(legal) == 1:
            h.apply(legal[0])
            continue
        choice = policy.choose(h, who, legal)
        h.apply(choice.action)


def _final_judge(p: int, win: float):
    """The final margin of p over the best other player, plus ``win`` VP for a win (shared: a share)."""
    def value(h) -> float:
        # (a playout cut short by its limit: the same with the estimated final totals)
        totals = {s["player"]: s["total"] for s in h.scores} if h.over else estimated_totals(h, HARD)
        best = max(v for q, v in totals.items() if q != p)
        mine = totals[p]
        if mine < best:
            share = 0.0
        elif mine > best:
            share = 1.0
        else:
            share = 1.0 / (1 + sum(1 for q, v in totals.items() if q != p and v == best))
        return mine - best + win * share
    return value


class RandomBot:
    """Uniform among the legal actions (the baseline for measurements, not a level of the app)."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game, seat: int, legal: list[tuple]) -> Choice:
        return Choice(legal[self.rng.randrange(len(legal))], translate("ComputerReasons", "a move at random"))


def make(level: str, seed: int = 0, budget: float | None = None):
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed, budget)
    if level == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown level {level!r}: choose easy, normal or hard")


__all__ = ["EasyBot", "NormalBot", "HardBot", "RandomBot", "make", "step_reason"]
