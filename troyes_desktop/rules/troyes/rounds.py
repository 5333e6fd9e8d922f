"""The round: revealing cards, income and salaries, the workforce, the events phase, the action turns
and the end of the round.

Rulebook: Game Turn, phases 0-4 (Income and salaries, Assembling the workforce, Events, Actions) and End of
the round; solo rules: le Roy's turns."""
from __future__ import annotations

from typing import TYPE_CHECKING

from troyes_desktop.i18n import translate

from ..common.contract import GAME_OVER, Decision, Die
from . import events as event_effects
from . import ladies
from . import roy as roy_rules
from .board import (
    BISHOPRIC,
    CITY_HALL,
    INCOME,
    NEUTRAL,
    PALACE,
    PENALTY_VP,
    SALARY,
)
from .data import RED, WHITE, YELLOW

if TYPE_CHECKING:
    from .game import Game


def _legal_roy(g: Game, p: int) -> list[tuple]:
    return [("roy",)]


class Rounds:
    """The phases of a round, from income to the end of the round."""

    # ------------------------------------------------------------------ rounds and phases
    def _start_round(self) -> None:
        self.round += 1
        self.emit("round_started", round=self.round, start_player=self.start)
        # Phase 0: reveal the activity cards of this round (rounds 1-3).
        if self.round <= 3:
            for colour in (RED, WHITE, YELLOW):
                slot = colour * 3 + self.round - 1
                self.slot_revealed[slot] = True
                self.emit("card_revealed", slot=slot, card=self.slot_card[slot])
        # Phase 1: income and salaries.
        for p, pl in enumerate(self.players):
            pl.deniers += INCOME
            salary = sum(SALARY[b] for b in (PALACE, BISHOPRIC) for o in self.spaces[b] if o == p)
            paid = self.pay(p, salary)
            self.emit("income", player=p, income=INCOME, salary=salary, paid=paid)
            if paid < salary:
                self.lose_vp(p, PENALTY_VP, translate("TroyesRules", "could not pay all salaries"))
        # Phase 2: assemble the workforce (players, then the neutral dice rolled by the start player).
        for owner in list(range(self.n)) + [NEUTRAL]:
            rolled = []
            for b in (PALACE, BISHOPRIC, CITY_HALL):
                for o in self.spaces[b]:
                    if o == owner:
                        rolled.append(self._new_die(b, owner))
            if self.expansion is not None and self.expansion["hof"] and owner != NEUTRAL:
                rolled.append(self._new_die(ladies.PURPLE, owner))    # the head of the family
            self.emit("workforce", player=owner, dice=rolled,
                      values=[[self.dice[d].colour, self.dice[d].value] for d in rolled])
        # Phase 3: events.
        self._events_phase()

    def _new_die(self, colour: int, owner: int) -> int:
        d = self.next_die
        self.next_die += 1
        self.dice[d] = Die(colour, self.rng.roll(), owner)
        return d

    def _events_phase(self) -> None:
        if self.expansion is not None:
            ladies.events_phase(self)
            return
        red = self.decks["red"]
        if red:
            card_id = red.pop()
            self.queue.append([card_id, []])
            self.emit("event_revealed", card=card_id)
            calls = self.data.events[card_id].calls
            if calls:
                deck = self.decks[calls] or self.decks["white" if calls == "yellow" else "yellow"]
                if deck:
                    called = deck.pop()
                    self.queue.append([called, []])
                    self.emit("event_revealed", card=called)
        # Resolve every event in the queue, left to right from Marauding.
        black = 0
        for entry in list(self.queue):
            if entry not in self.queue:          # countered meanwhile (Support's gray cubes)
                continue
            ev = self.data.events[entry[0]]
            black += ev.black_dice
            event_effects.resolve(self, entry, ev)
        self.black = sorted((self.rng.roll() for _ in range(black)), reverse=True)
        self.emit("black_dice_rolled", values=self.black[:])
        self.black_facing = self.start
        self.phase = "black"
        self._next_black()

    def _start_actions(self) -> None:
        self.phase = "actions"
        for pl in self.players:
            pl.passed = False
        if not self.dice:
            self._end_round()
            return
        self.current = self.start
        self.ctx = None
        self.pending = Decision(self.start, "roy" if self.start == NEUTRAL else "turn")

    def _after_action(self) -> None:
        """Phase 4 bookkeeping after an action or a pass: end of round or next player."""
        self.ctx = None
        if self.expansion is not None and ladies.after_action_hook(self):
            return                       # an outdoor activity (or Possession) decision comes first
        # The round ends when no dice remain, or when every player has passed (le Roy never passes:
        # he plays until the board is empty, RULINGS R7).
        if not self.dice or (not self.solo and all(pl.passed for pl in self.players)):
            self._end_round()
            return
        p = self.current
        for _ in range(len(self.seats)):
            p = self.next_seat(p)
            if p == NEUTRAL:
                self.current = p
                self.pending = Decision(p, "roy")
                return
            pl = self.players[p]
            if pl.passed:
                pl.district_deniers += 1      # the turn comes round to a player who passed
                continue
            self.current = p
            self.pending = Decision(p, "turn")
            return
        self._end_round()

    def _end_round(self) -> None:
        for p, pl in enumerate(self.players):
            pl.deniers += pl.district_deniers
            pl.district_deniers = 0
            pl.passed = False
        for b in range(3):
            for o in self.expelled[b]:
                if o == NEUTRAL:
                    self.gray_supply += 1
                else:
                    self.players[o].supply += 1
            self.expelled[b] = []
        self.dice.clear()
        self.emit("round_ended", round=self.round)
        if self.round >= self.rounds:
            from .scoring import final_scores
            self.phase = "over"
            self.pending = GAME_OVER
            self.scores = final_scores(self)
            self.emit("game_over", scores=self.scores)
            return
        if self.expansion is not None:
            ladies.end_round_hook(self)
        self.start = self.next_seat(self.start)     # solo: le Roy and you alternate
        self._start_round()

    # ------------------------------------------------------------------ le Roy (solo)
    def _roy_black(self, p: int, action) -> None:
        roy_rules.black_step(self)
        self.black_facing = self.next_seat(NEUTRAL)
        self._next_black()

    def _roy_turn(self, p: int, action) -> None:
        roy_rules.turn(self)
        self._after_action()

    # ------------------------------------------------------------------ action turn: groups of dice
    def _pass(self, p: int, action) -> None:
        pl = self.players[p]
        pl.passed = True
        pl.district_deniers += 2
        self.emit("passed", player=p)
        self._after_action()
