"""The review's view of a game of Troyes Dice (alone or at a table): how its history splits into turns, what
the Hard player would have played, and the one value both are judged by.

A decision is one player's whole turn of a half day (the die taken, its colour or value changed, the action
and every bonus choice it leads to), as the computer players plan it. The town crier's numbering at the start
is not reviewed (it is a segment of its own, counted with the others' moves).

The value of a position for a seat (:meth:`DiceReview.judge_after`) is, on one sampled world (the future rolls
and the unseen backs of the plaza tiles are samples: ``Game.determinized``), the seat's sheet after the next
four half days played by the fast policy (every player's best turn by the Hard player's table), valued by that
table (its final points once the game is over), as Hard's look-ahead judges its turns; in the last four half
days, to the end of the game. Alone, the value is the expected final score; at a table, the expected margin:
the seat's value minus the best other's.
"""
from __future__ import annotations

from troyes_desktop.i18n import translate

from ..bots.dice.evaluation import evaluate, final_points, half_days_left
from ..bots.dice.leaf import leaf_value
from ..bots.dice.players import DiceBot, describe_plan, plans, solo_view
from ..rules.common.errors import IllegalAction, RulesError
from ..rules.dice.decisions import K_DIRECTION, K_NUMBER

_REFUSED = (IllegalAction, RulesError, KeyError, IndexError, TypeError, ValueError)
#: Half days played ahead before the sheets are valued (Hard's look-ahead plays four).
DEPTH = 4
#: Ways to use a die Hard compares (its ``keep``).
WIDTH = 8
_NUMBERING = (K_DIRECTION, K_NUMBER)


def _half_index(g) -> int:
    return g.day * 2 + g.half


def _values(h) -> list[float]:
    """Every seat's expected final score at ``h`` (exact once the game is over); ``h`` is at the start of a
    half day, or over: the sheets are valued as after their turns of the half day before."""
    if h.over:
        return [float(x) for x in h.scores()]
    left = half_days_left(h) + 1
    return [leaf_value(s, h.data, left) for s in h.sheets]


def margin_of(values: list[float], p: int) -> float:
    if len(values) == 1:
        return values[0]
    return values[p] - max(v for q, v in enumerate(values) if q != p)


class _Fast(DiceBot):
    """Every player's best turn by Hard's table, no look-ahead, no taste (the play-outs' policy)."""

    def __init__(self, seed: int) -> None:
        super().__init__("normal", seed=seed)
        self.evaluate = leaf_value


class DiceReview:
    """One game of Troyes Dice under review (the game given is the replayed save; it is never changed)."""

    mode = "dice"

    def __init__(self, game) -> None:
        from ..rules.dice.game import Game

        self.game = game
        self.start = Game(game.setup)
        self.n = game.n
        self.history = list(game.history)
        self.measure = "score" if game.n == 1 else "margin"

    # ------------------------------------------------------------------ who sits where
    def seats(self) -> list[int]:
        return list(range(self.n))

    def people(self) -> list[int]:
        return [s for s in range(self.n) if self.level(s) == "person"]

    def level(self, seat: int) -> str:
        seats = self.game.setup.get("seats")
        return str(seats[seat]) if isinstance(seats, list) and seat < len(seats) else "person"

    def name(self, seat: int) -> str:
        names = self.game.setup.get("names")
        if isinstance(names, list) and seat < len(names):
            return str(names[seat])
        return translate("Review", "Player {number}").format(number=seat + 1)

    def over(self) -> bool:
        return bool(self.game.over)

    # ------------------------------------------------------------------ the history as turns
    def segments(self):
        """As :meth:`TroyesReview.segments <troyes_desktop.review.troyes.TroyesReview.segments>`: a player's
        turn of a half day is one segment; each numbering step is a segment of its own (seat None)."""
        h = self.start.copy()
        hist = self.history
        i = 0
        while i < len(hist):
            first = i
            before = h.copy()
            count = len(h.legal_actions())
            if h.stage in _NUMBERING:
                chance = self._apply(h, hist[i])
                i += 1
                yield first, i, None, count, chance, before, h.copy()
                continue
            seat, at = h.player, _half_index(h)
            chance = self._apply(h, hist[i])
            i += 1
            while i < len(hist) and not h.over and h.player == seat and _half_index(h) == at:
                chance |= self._apply(h, hist[i])
                i += 1
            yield first, i, seat, count, chance, before, h.copy()

    @staticmethod
    def _apply(h, action) -> bool:
        rng = h.rng.state
        h.apply(action)
        return h.rng.state != rng

    # ------------------------------------------------------------------ values
    def world(self, pos, p: int, seed: int):
        return pos.determinized(p, seed)

    def judge_after(self, world, p: int, actions, seed: int, mover: int | None, check=None) -> float:
        """Apply ``actions`` on ``world`` (changed here; a turn refused there is finished by the fast policy),
        play on to the horizon and return p's expected final score (alone) or margin (at a table)."""
        h = world
        fast = _Fast(seed)
        stop = _half_index(h) + DEPTH
        for a in actions:
            try:
                h.apply(a)
            except _REFUSED:
                break
        for step in range(2000):
            if h.over or _half_index(h) >= stop:
                break
            if check is not None and step % 4 == 3:
                check()
            legal = h.legal_actions()
            h.apply(legal[0] if len(legal) == 1 else fast.choose(h, h.player, legal).action)
        return margin_of(_values(h), p)

    # ------------------------------------------------------------------ Hard's turns
    def candidates(self, pos, p: int, seed: int) -> list[list]:
        """Hard's candidate turns at ``pos`` for p: its eight best ways to use a die by its table."""
        if pos.stage in _NUMBERING:
            return [[a] for a in pos.legal_actions()]
        view = pos.determinized(p, seed)
        root = solo_view(view, p)
        left = half_days_left(view)
        scored = sorted(((leaf_value(g.sheets[0], view.data, left), path) for path, g in plans(root)),
                        key=lambda x: -x[0])
        out, seen = [], set()
        for _v, path in scored:
            key = tuple(a for a in path if a[0] in ("die", "colour", "value", "gain", "prestige", "work"))
            if key in seen:
                continue
            seen.add(key)
            out.append(list(path))
            if len(out) == WIDTH:
                break
        return out

    def position_at(self, index: int):
        h = self.start.copy()
        for a in self.history[:index]:
            h.apply(a)
        return h

    @staticmethod
    def is_over(pos) -> bool:
        return bool(pos.over)

    @staticmethod
    def margin_now(pos, p: int) -> float:
        return margin_of(_values(pos), p)

    def round_of(self, pos) -> int:
        return int(pos.day)

    def final_margin(self, p: int) -> float | None:
        if not self.game.over:
            return None
        return margin_of([float(x) for x in self.game.scores()], p)

    # ------------------------------------------------------------------ words
    def _after(self, pos, p: int, actions):
        root = solo_view(pos, p)
        h = root.copy()
        for a in actions:
            try:
                h.apply(a)
            except _REFUSED:
                break
        return root, h

    def words(self, pos, p: int, actions) -> str:
        try:
            root, h = self._after(pos, p, actions)
            left = half_days_left(pos)
            gain = evaluate(h.sheets[0], pos.data, left) - evaluate(root.sheets[0], pos.data, left)
            return describe_plan(root, list(actions), gain)
        except Exception:  # noqa: BLE001 - words never stop a review
            return translate("Review", "another turn")

    def why(self, pos, p: int, best, chosen, loss: float) -> str:
        """What Hard's turn gives against the turn played: points on the sheet now, and what it is worth."""
        from .troyes import _vp

        try:
            root, hb = self._after(pos, p, best)
            _root, hc = self._after(pos, p, chosen)
            now = final_points(root.sheets[0], pos.data)
            b = final_points(hb.sheets[0], pos.data) - now
            c = final_points(hc.sheets[0], pos.data) - now
            first = translate("Review", "Hard's turn changes the points on your sheet now by {best} VP; "
                                        "yours by {chosen} VP.").format(best=f"{b:+d}", chosen=f"{c:+d}")
        except Exception:  # noqa: BLE001 - words never stop a review
            first = ""
        second = translate("Review", "Played on over the same sampled rolls, Hard's turn ends about {vp} VP "
                                     "better for you.").format(vp=_vp(loss))
        return f"{first} {second}".strip()

    def chance_words(self, before, after) -> str:
        if after.half == 0:
            return translate("Review", "the dice of the morning of day {day}").format(day=after.day)
        return translate("Review", "the dice of the afternoon of day {day}").format(day=after.day)


__all__ = ["DiceReview", "margin_of"]
