"""The review's view of a game of Troyes (with le Roy, or with the Ladies modules): how its history splits
into moves, what the Hard player would have played, and the one value both are judged by.

The value of a position for a seat (:meth:`TroyesReview.judge_after`) is the seat's final margin (its final
score minus the best other's, le Roy's in the solo game) as estimated after a fast play-out on one sampled
world: every player plays on by the fast policy of the Hard player's samples until the seat's next action
turn or the end of the round (the horizon Hard judges its moves at; in the solo game to the end of the round),
in the last round to the end of the game; the estimate there is the learned final totals of the computer
players (their hand-made totals where the table has no row), exact once the game is over. Every sampled world
is ``Game.determinized(seat, seed)``: what the seat could not see is a sample, never what happened.
"""
from __future__ import annotations

from ..bots.troyes import leaf
from ..bots.troyes.describe import move_reason
from ..bots.troyes.evaluation import NORMAL, SOLO, totals
from ..bots.troyes.moves import Move, apply_all, finished
from ..bots.troyes.players import HardBot, _distinct, _FastPolicy
from ..rules.common.errors import IllegalAction, RulesError
from ..rules.troyes.board import NEUTRAL
from ..rules.troyes.seats import computer_seats

_REFUSED = (IllegalAction, RulesError, KeyError, IndexError, TypeError, ValueError)
#: Actions at most in one play-out (a whole last round of four players takes a few hundred).
_LIMIT = 600


def estimated_margin(h, p: int) -> float:
    """p's final score minus the best other's (le Roy's in the solo game), exact once the game is over."""
    if h.over:
        final = {s["player"]: float(s["total"]) for s in h.scores}
    else:
        row = leaf.row_for(h)
        if row is not None:
            final = leaf.learned_totals(h, row)
            if h.solo:
                return final[p]             # the solo row's estimate is the margin against le Roy
        else:
            final = totals(h, SOLO if h.solo else NORMAL)
    return final[p] - max(v for q, v in final.items() if q != p)


def _goes_on(h, seat: int, actions) -> bool:
    """Whether a move the engine has split goes on as one of the computer players' whole moves: dice turned
    over, then the group played with them; dice gathered against a black die, then the counter."""
    if h.pending.seat != seat:
        return False
    if actions[-1][0] == "flip_done":
        return h.pending.kind == "turn"
    return h.pending.kind == "black" and all(a[0] in ("bd", "bx") for a in actions)


class TroyesReview:
    """One game of Troyes under review (the game given is the replayed save; it is never changed)."""

    mode = "troyes"

    def __init__(self, game) -> None:
        from ..rules.troyes.game import Game

        self.game = game
        self.start = Game(game.setup)
        self.n = game.n
        self.solo = bool(game.solo)
        self.history = list(game.history)

    # ------------------------------------------------------------------ who sits where
    def seats(self) -> list[int]:
        return list(range(self.n))

    def people(self) -> list[int]:
        computers = computer_seats(self.game.setup)
        return [s for s in range(self.n) if s not in computers]

    def level(self, seat: int) -> str:
        return computer_seats(self.game.setup).get(seat, "person")

    def name(self, seat: int) -> str:
        return str(self.game.players[seat].name)

    def over(self) -> bool:
        return bool(self.game.over)

    # ------------------------------------------------------------------ the history as moves
    def segments(self):
        """(first index, end index, seat deciding or None, legal count at the first step, chance) for every
        move of the history: a player's move spans its actions as the computer players split them (a group,
        its target and every follow-up; a black die and the dice countering it); le Roy's steps and other
        answers nobody chooses are segments of their own (seat None). ``chance``: a roll or a card drawn
        happened in the segment."""
        h = self.start.copy()
        hist = self.history
        i = 0
        while i < len(hist):
            seat = h.pending.seat
            first = i
            count = len(h.legal_actions())
            chance = False
            before = h.copy()
            if seat is None or seat == NEUTRAL or not 0 <= seat < self.n:
                chance |= self._apply(h, hist[i])
                i += 1
                while i < len(hist) and (h.pending.seat is None or h.pending.seat == NEUTRAL):
                    chance |= self._apply(h, hist[i])
                    i += 1
                yield first, i, None, count, chance, before, h.copy()
                continue
            chance |= self._apply(h, hist[i])
            i += 1
            while i < len(hist) and (not finished(h, seat, True) or _goes_on(h, seat, hist[first:i])):
                chance |= self._apply(h, hist[i])
                i += 1
            yield first, i, seat, count, chance, before, h.copy()

    @staticmethod
    def _apply(h, action) -> bool:
        rng = h.rng.state
        decks = tuple(len(d) for d in h.decks.values())
        h.apply(action)
        return h.rng.state != rng or tuple(len(d) for d in h.decks.values()) != decks

    # ------------------------------------------------------------------ values
    def world(self, pos, p: int, seed: int):
        return pos.determinized(p, seed)

    def deal_world(self, pos, seed: int):
        """A world in which every player's characters are dealt again (and everything nobody sees is
        resampled): the mean over such worlds is a seat's expected margin before the deal. None in the
        solo game (le Roy's characters are seen)."""
        if pos.solo:
            return None
        return pos.determinized(-1, seed)

    @staticmethod
    def deal_words() -> str:
        from troyes_desktop.i18n import translate

        return translate("Review", "the characters dealt")

    def judge_after(self, world, p: int, actions, seed: int, mover: int | None, check=None) -> float:
        """Apply ``actions`` on ``world`` (a sampled world, changed here; a move refused there is finished by
        the fast policy), play on to the horizon and return p's estimated final margin."""
        h = world
        fast = _FastPolicy(seed)
        # Hard's horizon: each other player still in the round takes one action turn (so a pass is not
        # judged further ahead than an action), p's next turn comes, or the round ends.
        turns = sum(1 for q in h.seats if q != p and (q >= h.n or not h.players[q].passed))
        for a in actions:
            try:
                h.apply(a)
            except _REFUSED:
                break
        if mover is not None and actions:
            guard = 0
            while not h.over and not finished(h, mover, True) and guard < 40:
                legal = h.legal_actions()
                h.apply(legal[0] if len(legal) == 1 else fast.choose(h, mover, legal).action)
                guard += 1
        self._playout(h, p, fast, bool(actions), turns, check)
        return estimated_margin(h, p)

    def _playout(self, h, p: int, fast, moved: bool, turns: int, check=None) -> None:
        """Play on by the fast policy to the horizon (the whole round in the solo game, the whole game in
        the last round); ``check()`` (Cancel) is called every few moves."""
        rnd = h.round
        last = h.round >= h.rounds
        seen, who_last = 0, None
        for step in range(_LIMIT):
            if h.over:
                return
            if check is not None and step % 4 == 3:
                check()
            if not last and h.round != rnd:
                return
            kind, who = h.pending.kind, h.pending.seat
            if not last and not self.solo:
                if (moved or step) and who == p and kind == "turn":
                    return
                if kind in ("turn", "roy") and who != p and who != who_last:
                    if seen >= turns:
                        return
                    seen += 1
                    who_last = who
            legal = h.legal_actions()
            if not legal:
                return
            if len(legal) == 1:
                h.apply(legal[0])
                continue
            h.apply(fast.choose(h, h.pending.seat, legal).action)

    # ------------------------------------------------------------------ Hard's moves
    def candidates(self, pos, p: int, seed: int) -> list[list]:
        """The moves Hard compares at ``pos`` for p (Normal's best whole moves, seen on a sampled world),
        best first by Normal's score."""
        view = pos.determinized(p, seed)
        bot = HardBot(seed, budget=0.0)
        legal = pos.legal_actions()
        moves = bot.legal_moves(view, p, legal)
        width = (bot.solo_width if pos.solo else bot.width) if pos.pending.kind == "turn" else 4
        ranked = _distinct(sorted(moves, key=lambda m: -m.score))[:width]
        return [list(m.actions) for m in ranked]

    def position_at(self, index: int):
        """The game before action ``index`` of the history."""
        h = self.start.copy()
        for a in self.history[:index]:
            h.apply(a)
        return h

    @staticmethod
    def is_over(pos) -> bool:
        return bool(pos.over)

    @staticmethod
    def margin_now(pos, p: int) -> float:
        return estimated_margin(pos, p)

    def round_of(self, pos) -> int:
        return int(pos.round)

    def final_margin(self, p: int) -> float | None:
        if not self.game.over:
            return None
        return estimated_margin(self.game, p)

    # ------------------------------------------------------------------ words
    def move_of(self, pos, p: int, actions) -> Move:
        """A :class:`Move` for ``actions`` at ``pos`` with what the words need."""
        acts = list(actions)
        state = apply_all(pos, acts)
        info: dict = {}
        if acts and acts[0][0] == "pass":
            info["pass"] = True
        flipped = bool(acts) and acts[0][0] == "flip"
        dice = tuple(a[1] for a in acts if a[0] == "die")
        target = next((a for a in acts if a[0] == "target"), None)
        if target is not None and dice:
            info.update(group=dice, target=target)
            if flipped:
                info["flip"] = True
        counters = tuple(a[1] for a in acts if a[0] == "bd")
        if counters:
            info.update(black="counter", dice=counters)
        elif acts and acts[0][0] in ("concede", "tile"):
            info["black"] = acts[0][0]
        return Move(acts, state if state is not None else pos.copy(), 0.0, info)

    def words(self, pos, p: int, actions) -> str:
        try:
            return move_reason(pos, p, self.move_of(pos, p, actions))
        except Exception:  # noqa: BLE001 - words never stop a review: the plainest words then
            from troyes_desktop.i18n import translate

            return translate("Review", "another move")

    def why(self, pos, p: int, best, chosen, loss: float) -> str:
        """One or two sentences: what Hard's move gains now against the move made, and what it is worth."""
        from troyes_desktop.i18n import translate

        from ..bots import addressed_to_you
        from ..bots.troyes.describe import character_gains, gains

        def now(actions) -> str:
            m = self.move_of(pos, p, actions)
            parts = [x for x in [gains(pos, m.state, p)] + character_gains(pos, m.state, p) if x]
            return addressed_to_you(", ".join(parts))

        try:
            good, made = now(best), now(chosen)
        except Exception:  # noqa: BLE001 - words never stop a review
            good = made = ""
        nothing = translate("Review", "nothing at once")
        first = translate("Review", "Hard's move gives {best}; yours gives {chosen}.").format(
            best=good or nothing, chosen=made or nothing)
        second = translate("Review", "Played on over the same sampled futures, Hard's move ends about "
                                     "{vp} VP better for your final margin.").format(vp=_vp(loss))
        return f"{first} {second}"

    def chance_words(self, before, after) -> str:
        from troyes_desktop.i18n import translate

        if after.solo and before.pending.seat == NEUTRAL:
            return translate("Review", "le Roy's dice")
        if after.round != before.round or after.phase != before.phase:
            return translate("Review", "the dice of round {round} and its events").format(round=after.round)
        return translate("Review", "a roll of the dice")


def _vp(x: float) -> str:
    from troyes_desktop.i18n import language

    text = f"{x:.1f}"
    return text.replace(".", ",") if language() == "fr" else text


__all__ = ["TroyesReview", "estimated_margin"]
