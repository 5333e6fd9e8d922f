"""Reviewing a saved game: :func:`review_save` (issue 48, "How it runs").

The save is replayed from its setup and split into moves as the computer players split them. At every
decision of a reviewed seat, from the position as that seat saw it (``determinized``: the others' characters
and the dice to come are samples, never what happened later), the Hard player's candidate moves and the move
made are played on over the SAME sampled worlds (common random numbers) and judged by the same value: the
seat's expected final margin (:mod:`.troyes`, :mod:`.dice`). The loss is the mean of the paired differences
between Hard's choice (the best of them) and the move made, with the standard error of those differences.
Sampling is adaptive: every candidate gets a few worlds, the better ones more, and a decision that looks
costly gets more until the standard error of its loss is at most 0.5 VP (or the budget's cap is reached).

Luck: the expected margin of every reviewed seat is also measured at the start of every move (of any seat,
le Roy's steps included) and at the end; across a move in which dice were rolled or cards drawn, the change
splits into the move's own part (the mean over sampled outcomes minus the value before) and the luck (the
value after the real outcome minus that mean). So the first expected margin, plus every seat's luck, plus the
change of every move (the others' too) adds up to the final margin.

Everything is seeded (``seed``, the move's place in the history, the seat, the sample's number): the same
file and settings give the same figures. ``budget`` scales the number of samples (1.0 unless told).
"""
from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable
from typing import Any

from troyes_desktop.i18n import translate

from ..bots import addressed_to_you
from .model import THRESHOLDS, ChanceReview, DecisionReview, GameReview, SeatSummary, label_for

#: The review's own method (a stored review made by another is made again).
REVIEW_METHOD = "1"


class Cancelled(Exception):
    """The review was cancelled (``cancelled()`` turned true)."""


class ReviewError(Exception):
    """A file that cannot be reviewed; the message is a sentence a person can read."""


def _package_version() -> str:
    try:
        import troyes_desktop

        return str(troyes_desktop.__version__)
    except Exception:  # noqa: BLE001 - a source checkout without metadata
        return "source"


def _evaluation_version() -> str:
    """A fingerprint of what the judge's value is made of: the learned tables and the hand-made weights."""
    from ..bots.dice import evaluation as dice_eval
    from ..bots.troyes import evaluation as troyes_eval
    from ..paths import resource_path

    digest = hashlib.sha256()
    for name in ("troyes_bot_leaf.json", "troyes_bot_leaf_ladies.json", "troyes_bot_leaf_solo.json",
                 "dice_bot_leaf.json"):
        try:
            digest.update(resource_path("data", name).read_bytes())
        except OSError:
            digest.update(b"missing " + name.encode())
    for w in (troyes_eval.NORMAL, troyes_eval.SOLO, troyes_eval.HARD, dice_eval.NORMAL):
        # The weights' values, never the object's default repr (its memory address changes every run).
        names = getattr(type(w), "__slots__", None) or sorted(vars(w))
        digest.update(repr([(n, getattr(w, n, None)) for n in names]).encode())
    return digest.hexdigest()[:16]


ENGINE_VERSION = f"review-{REVIEW_METHOD}/{_package_version()}"
EVALUATION_VERSION = _evaluation_version()

#: Standard error, in VP, wanted on the loss of a decision labelled mistake or blunder.
TARGET_STDERR = 0.5


def _load(save: Any):
    """(kind, game) from a save's parsed JSON, or ReviewError with Load's refusal."""
    from ..rules.common.errors import RulesError
    from ..rules.loader import game_from_data

    try:
        return game_from_data(save)
    except RulesError as exc:
        text = str(exc).rstrip(".")
        raise ReviewError(translate("Review", "This game cannot be reviewed: {reason}.").format(
            reason=text)) from None


def reviewer_for(save: Any):
    """The review's view of a save (:class:`.troyes.TroyesReview` or :class:`.dice.DiceReview`)."""
    kind, game = _load(save)
    if kind == "dice":
        from .dice import DiceReview

        return DiceReview(game)
    from .troyes import TroyesReview

    return TroyesReview(game)


class _Run:
    def __init__(self, rv, seats: list[int], effort: float, seed: int, progress, cancelled) -> None:
        self.rv = rv
        self.seats = seats
        self.effort = effort
        self.seed = seed
        self.progress = progress
        self.cancelled = cancelled
        self.k_value = max(2, round(6 * effort))        # worlds for a position's value
        self.k_first = max(2, round(6 * effort))        # worlds every candidate gets
        self.k_second = max(3, round(12 * effort))      # ... the better ones
        self.k_max = max(4, round(48 * effort))         # ... a costly decision at most

    def check(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise Cancelled()

    def seed_of(self, *parts: int) -> int:
        return random.Random(":".join(str(x) for x in (self.seed, *parts))).randrange(1 << 30)

    def values(self, pos, p: int, index: int, actions=(), mover=None, k: int | None = None) -> list[float]:
        out = []
        for j in range(self.k_value if k is None else k):
            self.check()
            s = self.seed_of(index, p, j, len(actions))
            out.append(self.rv.judge_after(self.rv.world(pos, p, s), p, list(actions), s, mover, self.check))
        return out

    # ------------------------------------------------------------------ one decision
    def decision(self, pos, p: int, index: int, chosen: list, count: int):
        """(DecisionReview without margins, chosen's mean value or None when not sampled)."""
        rv = self.rv
        cands = rv.candidates(pos, p, self.seed_of(index, p, -1)) if count > 1 else []
        key = [tuple(c) for c in cands]
        if tuple(chosen) in key:
            ci = key.index(tuple(chosen))
        else:
            cands.append(list(chosen))
            ci = len(cands) - 1
        words = rv.words(pos, p, chosen)
        if len(cands) <= 1:
            return DecisionReview(index, p, rv.round_of(pos), _you(words), _you(words), 0.0, 0.0,
                                  label_for(0.0, 0.0, forced=True), chosen_actions=[list(a) for a in chosen],
                                  best_actions=[list(a) for a in chosen]), None
        samples: list[list[float]] = [[] for _ in cands]
        seeds: list[int] = []

        def more(alive: list[int], k: int) -> None:
            while len(seeds) < k:
                seeds.append(self.seed_of(index, p, len(seeds)))
            for i in alive:
                for j in range(len(samples[i]), k):
                    self.check()
                    s = seeds[j]
                    samples[i].append(rv.judge_after(rv.world(pos, p, s), p, cands[i], s, p, self.check))

        alive = list(range(len(cands)))
        more(alive, self.k_first)
        means = [sum(v) / len(v) for v in samples]
        spread = max(means) - min(means)
        forced = spread < 0.05
        ranked = sorted(alive, key=lambda i: -means[i])
        alive = sorted(set(ranked[:3]) | {ci})
        more(alive, self.k_second)

        # Hard's choice is the best mean over the worlds every survivor had; its loss against the move made is
        # then measured on fresh worlds only, so that the luck of the worlds that chose it does not count.
        k_sel = min(len(samples[i]) for i in alive)
        b = max(alive, key=lambda i: sum(samples[i][:k_sel]) / k_sel)

        def paired() -> tuple[float, float]:
            k = min(len(samples[b]), len(samples[ci]))
            diffs = [samples[b][j] - samples[ci][j] for j in range(k_sel, k)]
            n = len(diffs)
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
            return mean, math.sqrt(var / n)

        loss = se = 0.0
        if b != ci:
            more([b, ci], k_sel + self.k_second)
            loss, se = paired()
            # A costly-looking decision: more worlds for Hard's move and the move made, until the estimate is
            # precise enough to name it (or the budget's cap).
            # (a loss that looks like a mistake or a blunder may take three times as many)
            def cap() -> int:
                return self.k_max * (3 if loss >= THRESHOLDS["mistake"] else 1)

            while loss + 2 * se >= THRESHOLDS["inaccuracy"] and se > TARGET_STDERR \
                    and len(samples[ci]) - k_sel < cap():
                more([b, ci], min(k_sel + cap(), len(samples[ci]) + max(2, round(6 * self.effort))))
                loss, se = paired()
        loss = max(0.0, loss)
        same = b == ci
        label = label_for(loss, se, forced=forced, same=same)
        best_words = words if same else rv.words(pos, p, cands[b])
        chosen_mean = sum(samples[ci]) / len(samples[ci])
        d = DecisionReview(index, p, rv.round_of(pos), _you(words), _you(best_words), round(loss, 3),
                           round(se, 3), label, chosen_actions=[list(a) for a in chosen],
                           best_actions=[list(a) for a in cands[b]])
        return d, chosen_mean

    # ------------------------------------------------------------------ the whole game
    def run(self) -> GameReview:
        rv = self.rv
        seats = self.seats
        segs = list(rv.segments())
        total = sum(1 for s in segs if s[2] in seats)
        done = 0
        if self.progress is not None:
            self.progress(0, total)
        decisions: list[DecisionReview] = []
        chances: list[ChanceReview] = []
        curve: list[tuple[int, dict[int, float]]] = []
        luck = {p: 0.0 for p in seats}
        own = {p: 0.0 for p in seats}
        others = {p: 0.0 for p in seats}
        last = None
        start: dict[int, float] = {}
        for first, end, mover, count, chance, before, after in segs:
            self.check()
            if last is None:
                v_before = {p: _mean(self.values(before, p, first)) for p in seats}
                start = dict(v_before)
                dealt = self.deal(before, first)
                if dealt is not None:
                    # The characters dealt: luck too, against the mean over deals the seat could have had.
                    start = dealt
                    gave = {p: round(v_before[p] - dealt[p], 3) for p in seats}
                    for p in seats:
                        luck[p] += v_before[p] - dealt[p]
                    chances.append(ChanceReview(first, rv.round_of(before), rv.deal_words(), gave))
                curve.append((first, {p: round(v, 3) for p, v in start.items()}))
            else:
                v_before = last
            v_after = {p: self._value_after(after, p, end) for p in seats}
            actions = list(rv.history[first:end])
            expected = {}
            if mover in seats:
                d, chosen_mean = self.decision(before, mover, first, actions, count)
                d.margin_before = round(v_before[mover], 3)
                if chance and chosen_mean is not None:
                    expected[mover] = chosen_mean
                decisions.append(d)
                done += 1
                if self.progress is not None:
                    self.progress(done, total)
            if chance:
                for p in seats:
                    if p not in expected:
                        expected[p] = _mean(self.values(before, p, first, actions, mover))
                gave = {p: round(v_after[p] - expected[p], 3) for p in seats}
                for p in seats:
                    luck[p] += v_after[p] - expected[p]
                chances.append(ChanceReview(first, rv.round_of(after), rv.chance_words(before, after), gave))
            if mover in seats:
                decisions[-1].margin_after = round(expected.get(mover, v_after[mover]), 3)
            for p in seats:
                change = expected.get(p, v_after[p]) - v_before[p]
                if p == mover:
                    own[p] += change
                else:
                    others[p] += change
            curve.append((end, {p: round(v, 3) for p, v in v_after.items()}))
            last = v_after
        final = {p: (rv.final_margin(p) if rv.over() else (last or start).get(p, 0.0)) for p in seats}
        players = [self._summary(p, decisions, luck[p], start.get(p, 0.0), final[p] or 0.0) for p in seats]
        for s in players:
            s.own_moves_vp, s.others_moves_vp = round(own[s.seat], 3), round(others[s.seat], 3)
        review = GameReview(mode=rv.mode, players=players, decisions=decisions, chances=chances, curve=curve,
                            complete=rv.over(), engine_version=ENGINE_VERSION,
                            evaluation_version=EVALUATION_VERSION, budget=self.effort, seed=self.seed,
                            measure=getattr(rv, "measure", "margin"))
        review.key_moments = key_moments(decisions)
        for i in review.key_moments:
            d = decisions[i]
            pos = rv.position_at(d.index)
            d.why = rv.why(pos, d.seat, [tuple(a) for a in d.best_actions],
                           [tuple(a) for a in d.chosen_actions], d.loss_vp)
        return review

    def deal(self, pos, index: int) -> dict[int, float] | None:
        """Each seat's expected margin over the deals of characters it could have had (None: no deal)."""
        world = getattr(self.rv, "deal_world", None)
        if world is None or world(pos, 0) is None:
            return None
        out = {}
        for p in self.seats:
            values = []
            for j in range(self.k_value):
                self.check()
                s = self.seed_of(index, p, j, -2)
                values.append(self.rv.judge_after(world(pos, s), p, [], s, None, self.check))
            out[p] = _mean(values)
        return out

    def _value_after(self, pos, p: int, index: int) -> float:
        if self.rv.is_over(pos):
            return float(self.rv.margin_now(pos, p))
        return _mean(self.values(pos, p, index))

    def _summary(self, p: int, decisions, luck: float, start: float, final: float) -> SeatSummary:
        mine = [d for d in decisions if d.seat == p]
        free = [d for d in mine if d.label != "forced"]
        lost = sum(d.loss_vp for d in free)
        return SeatSummary(
            seat=p, name=self.rv.name(p), level=self.rv.level(p), decisions=len(mine),
            forced=len(mine) - len(free), vp_lost=round(lost, 2),
            vp_lost_per_decision=round(lost / len(free), 3) if free else 0.0,
            inaccuracies=sum(1 for d in free if d.label == "inaccuracy"),
            mistakes=sum(1 for d in free if d.label == "mistake"),
            blunders=sum(1 for d in free if d.label == "blunder"),
            luck_vp=round(luck, 2), start_margin=round(start, 2), final_margin=round(final, 2))


def key_moments(decisions: list[DecisionReview], most: int = 5) -> list[int]:
    """Positions in ``decisions`` of the costliest ones (at most ``most``, costliest first): unforced, with a
    loss above the estimate's noise and at least an inaccuracy."""
    costly = [i for i, d in enumerate(decisions) if d.label in ("inaccuracy", "mistake", "blunder")]
    return sorted(costly, key=lambda i: -decisions[i].loss_vp)[:most]


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _you(words: str) -> str:
    """A computer player's words said to the person reviewed ("its dice" are "your dice"); the group's own
    price stays "its price"."""
    return addressed_to_you(words).replace("worth your price", "worth its price")


def seats_key(seats: list[int] | None, budget: float | None = None, seed: int = 0) -> str:
    """The history's key of a review's settings (``Store.keep_review``'s ``seats_key``): the seats reviewed
    (None: every person's), the budget and the seed. The game's key is ``store.records.game_key(save)``."""
    who = "people" if seats is None else ",".join(str(s) for s in sorted(set(seats)))
    return f"{who}/{1.0 if budget is None else float(budget):g}/{int(seed)}"


def kept_review(entry: dict | None) -> tuple[GameReview | None, bool]:
    """(the review, whether it is current) from ``Store.review_of``'s answer: (None, False) when there is
    none or it cannot be read; current False when it was made by another engine or evaluation (the
    interface offers to make it again)."""
    if not entry:
        return None, False
    try:
        review = GameReview.from_json(entry["review"])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None, False
    current = entry.get("engine_version") == ENGINE_VERSION and \
        entry.get("evaluation_version") == EVALUATION_VERSION
    return review, current


def review_decision(save: dict, index: int, *, budget: float | None = None, seed: int = 0,
                    cancelled: Callable[[], bool] | None = None) -> DecisionReview:
    """The one decision that starts at action ``index`` of the save's history, reviewed alone, as
    :func:`review_save` reviews it (its ``why`` is always written; the margins before and after are not
    measured). ReviewError when no player's decision starts there."""
    rv = reviewer_for(save)
    effort = 1.0 if budget is None else float(budget)
    for first, end, mover, count, _chance, before, _after in rv.segments():
        if first == index and mover is not None:
            run = _Run(rv, [mover], effort, int(seed), None, cancelled)
            d, _mean_value = run.decision(before, mover, first, list(rv.history[first:end]), count)
            d.why = rv.why(before, mover, [tuple(a) for a in d.best_actions],
                           [tuple(a) for a in d.chosen_actions], d.loss_vp)
            return d
        if first > index:
            break
    raise ReviewError(translate("Review", "No player's decision starts at that point of the game."))


def review_save(save: dict, seats: list[int] | None = None, *, budget: float | None = None, seed: int = 0,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> GameReview:
    """The review of a save (its parsed JSON, as Load reads it) for ``seats`` (None: every person's seat).

    Raises :class:`ReviewError` for a file that cannot be reviewed (the same refusal as Load) or a seat not in
    the game, :class:`Cancelled` when ``cancelled()`` turns true; ``progress(done, total)`` counts
    decisions."""
    rv = reviewer_for(save)
    every = rv.seats()
    if seats is None:
        chosen = rv.people()
    else:
        chosen = []
        for s in seats:
            if not isinstance(s, int) or isinstance(s, bool) or s not in every:
                raise ReviewError(translate("Review", "This game has no seat {seat}: its seats are {seats}.")
                                  .format(seat=s + 1 if isinstance(s, int) else s,
                                          seats=", ".join(str(x + 1) for x in every)))
            if s not in chosen:
                chosen.append(s)
    effort = 1.0 if budget is None else float(budget)
    if not math.isfinite(effort) or effort <= 0:
        raise ReviewError(translate("Review", "The review's budget must be a number above 0."))
    return _Run(rv, sorted(chosen), min(effort, 50.0), int(seed), progress, cancelled).run()


__all__ = ["Cancelled", "ReviewError", "ENGINE_VERSION", "EVALUATION_VERSION", "review_save",
           "review_decision", "reviewer_for", "key_moments", "seats_key", "kept_review"]
