"""Clicks and drops -> engine actions for Troyes Dice.

The player picks a die (nothing is paid yet), may plan a new value (influence) and a new colour
(knowledge), then chooses a target on their sheet: a building cell or a resource track. The controller
turns that into the engine's small steps ``('die', rank, pay)``, ``('colour', c)``, ``('value', v)`` and
``('prestige',)`` / ``('work',)`` / ``('gain',)`` and gives them to the model as one sequence (checked on a
copy: all or nothing). A target that needs a colour or value the plan does not have is reached by the
changes it needs, paid like the buttons would. Every refusal is the engine's own reason (``why_illegal``).
Costs shown on the buttons come from applying the step to a copy of the game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from troyes_desktop.i18n import translate
from troyes_desktop.rules.dice import actions as A
from troyes_desktop.rules.dice import data as D
from troyes_desktop.rules.dice.game import (
    CHOICE_KINDS,
    K_ADJUST,
    K_DIE,
    K_DIRECTION,
    K_NUMBER,
    S_COLOUR,
    S_USABLE,
    S_VALUE,
)

COLOURS = D.COLOURS
RESOURCES = D.RESOURCES


class DiceController(QObject):
    """The current player's plan for this half day's die; ``changed`` whenever it moves."""

    changed = Signal()
    message = Signal(str)  # a refusal or a hint for the status line

    def __init__(self, model, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.rank = 0
        self.pay: str | None = None
        self.want_colour: str | None = None
        self.want_value: int | None = None
        self.pay_chosen = False       # the player chose what pays "1 resource of your choice"
        self.waiting_target = None    # a target chosen before that choice: used once it is made
        self.last_reason = ""
        model.changed.connect(self._sync)
        self._sync()

    # ------------------------------------------------------------------ state
    @property
    def game(self):
        return self.model.game

    @property
    def stage(self) -> str:
        return "" if self.game.over else self.game.stage

    def _sync(self) -> None:
        g = self.game
        key = (g.day, g.half, g.player, g.over)
        if key != getattr(self, "_turn", None):
            self._turn = key
            self.rank = 0
            self.pay = self.want_colour = self.want_value = None
            self.pay_chosen = False
            self.waiting_target = None
            self.last_reason = ""
        if self.stage == K_ADJUST:
            self.rank = g.t_rank + 1
            self.pay = None
            if self.want_colour is None or g.t_colour_changed:
                self.want_colour = COLOURS[g.t_colour]
            if self.want_value is None or g.t_value_changed:
                self.want_value = g.t_value
        elif self.stage != K_DIE:
            self.clear()
            return
        elif self.rank and not (g.slots and g.slots[self.rank - 1][S_USABLE]):
            self.clear()
            return
        self.changed.emit()

    def clear(self) -> None:
        self.rank = 0
        self.pay = None
        self.pay_chosen = False
        self.waiting_target = None
        self.want_colour = None
        self.want_value = None
        self.changed.emit()

    def pay_options(self, rank: int | None = None) -> list[str]:
        """Resources that may pay the '1 of your choice' cost of ``rank`` (empty when it has none)."""
        rank = rank or self.rank
        return [a[2] for a in self.game.legal_actions() if a[0] == "die" and a[1] == rank and a[2]]

    def select(self, rank: int) -> bool:
        """Pick the die of ``rank`` (the engine says why not)."""
        g = self.game
        if self.stage == K_ADJUST:
            if rank != g.t_rank + 1:
                self._refuse(translate(
                    "DicePanel", "you have already taken a die this half day (undo to choose another)"))
                return False
            return True
        if self.stage != K_DIE:
            self._refuse(translate("DicePanel", "it is not the moment to choose a die"))
            return False
        legal = [a for a in g.legal_actions() if a[0] == "die" and a[1] == rank]
        if not legal:
            slot = g.slots[rank - 1] if 0 < rank <= len(g.slots) else None
            pay = "influence" if slot and g.die_cost(rank)["any"] else None
            self._refuse(g.why_illegal(A.choose_die(rank, pay))
                         or translate("DicePanel", "that die cannot be chosen"))
            return False
        slot = g.slots[rank - 1]
        self.rank = rank
        opts = [a[2] for a in legal if a[2]]
        if opts:
            # A first guess for the previews; the player is asked before anything is paid.
            sheet = g.sheets[g.player]
            self.pay = max(opts, key=lambda r: (sheet.have(RESOURCES.index(r)), -RESOURCES.index(r)))
        else:
            self.pay = None
        self.pay_chosen = len(opts) <= 1
        self.waiting_target = None
        self.want_colour = COLOURS[slot[S_COLOUR]]
        self.want_value = 0 if g.slots[rank - 1][5].zero_value else slot[S_VALUE]
        self.last_reason = ""
        self.changed.emit()
        return True

    def set_pay(self, resource: str) -> None:
        if resource in self.pay_options():
            self.pay = resource
            self.pay_chosen = True
            target, self.waiting_target = self.waiting_target, None
            self.changed.emit()
            if target is not None and not self.choose_target(target):
                # That resource cannot pay for this use (the plan needs it too): choose another.
                self.pay_chosen = False
                self.waiting_target = target
                self.changed.emit()

    def needs_pay_choice(self) -> bool:
        """True while the picked die costs "1 resource of your choice", more than one resource can pay it
        and the player has not said which."""
        return self.stage == K_DIE and bool(self.rank) and not self.pay_chosen and len(self.pay_options()) > 1

    def set_colour(self, colour: str) -> None:
        if self.rank:
            self.want_colour = colour
            self.changed.emit()

    def step_value(self, delta: int) -> None:
        if self.rank and self.want_value is not None:
            new = self.want_value + delta
            if 1 <= new <= 6:
                self.want_value = new
                self.changed.emit()

    def set_value(self, value: int) -> None:
        if self.rank and 1 <= value <= 6:
            self.want_value = value
            self.changed.emit()

    # ------------------------------------------------------------------ sequences
    def base(self) -> list[tuple]:
        if self.stage == K_DIE and self.rank:
            return [A.choose_die(self.rank, self.pay)]
        return []

    def _after_base(self):
        return self.model.probe(self.base())

    def changes_to(self, colour: str | None, value: int | None, probe=None) -> list[tuple]:
        probe = probe or self._after_base()
        if probe is None or probe.stage != K_ADJUST:
            return []
        out = []
        if colour is not None and colour != COLOURS[probe.t_colour]:
            out.append(A.change_colour(colour))
        if value is not None and value != probe.t_value:
            out.append(A.change_value(value))
        return out

    def sequence_for(self, target) -> list[tuple] | None:
        """The whole sequence that uses the planned die on ``target`` (None without a die)."""
        if not self.rank or self.stage not in (K_DIE, K_ADJUST):
            return None
        g = self.game
        if target[0] == "track":
            colour, value, action = COLOURS[target[1]], self.want_value, A.gain()
        else:
            _, row, district, column = target
            if len(g.numbering) != 6:
                return None
            colour, value = COLOURS[district], g.numbering[column]
            action = A.prestige() if row == 0 else A.work()
        return self.base() + self.changes_to(colour, value) + [action]

    def plan_cost(self) -> dict:
        """What the planned changes cost and whether they are possible: for the panel's labels."""
        out = {"value": None, "value_reason": "", "colour": {}, "die": {}}
        probe = self._after_base()
        if probe is None or probe.stage != K_ADJUST:
            return out
        sheet_before = probe.sheets[probe.player]
        for c in COLOURS:
            if c == COLOURS[probe.t_colour]:
                out["colour"][c] = (0, "")
                continue
            reason = probe.why_illegal(A.change_colour(c))
            if reason:
                out["colour"][c] = (None, reason)
            else:
                q = probe.copy()
                ev = q.apply(A.change_colour(c))
                out["colour"][c] = (ev[0]["knowledge"], "")
        if self.want_value is not None and self.want_value != probe.t_value:
            reason = probe.why_illegal(A.change_value(self.want_value))
            if reason:
                out["value_reason"] = reason
            else:
                q = probe.copy()
                out["value"] = q.apply(A.change_value(self.want_value))[0]["influence"]
        else:
            out["value"] = 0
        out["have"] = [sheet_before.have(r) for r in range(3)]
        return out

    def die_summary(self) -> tuple[str, int]:
        """(colour, value) of the die as planned now."""
        return self.want_colour or "", self.want_value or 0

    def targets(self) -> dict:
        """Every target reachable with the picked die: 'exact' for the planned die, else 'reachable'."""
        marks: dict = {}
        stage = self.stage
        g = self.game
        if stage in (K_DIE, K_ADJUST) and self.rank:
            for d in range(3):
                for t in [("track", d)] + [("build", row, d, c) for row in (0, 1) for c in range(6)]:
                    seq = self.sequence_for(t)
                    if seq is None or self.model.explain_sequence(seq) is not None:
                        continue
                    exact = len(seq) == len(self.base()) + 1
                    if t[0] == "track":
                        exact = COLOURS[d] == self.want_colour and not self.changes_to(
                            self.want_colour, self.want_value
                        )
                    else:
                        exact = (
                            COLOURS[d] == self.want_colour
                            and len(g.numbering) == 6
                            and g.numbering[t[3]] == self.want_value
                        )
                    marks[t] = "exact" if exact else "reachable"
        elif stage in CHOICE_KINDS:
            for a in g.legal_actions():
                if a[0] == "build":
                    row, district = D.BUILDING_SLOT[a[1]]
                    marks[("build", row, district, a[2] - 1)] = "exact"
        return marks

    # ------------------------------------------------------------------ acting
    def _refuse(self, reason: str) -> None:
        self.last_reason = reason
        self.message.emit(reason)
        self.changed.emit()

    def choose_target(self, target, rank: int = 0) -> bool:
        """A click (rank 0) or a die dropped (its rank) on a target of the deciding player's sheet."""
        stage = self.stage
        if stage in CHOICE_KINDS:
            for a in self.game.legal_actions():
                if a[0] == "build" and target[0] == "build":
                    row, district = D.BUILDING_SLOT[a[1]]
                    if (row, district, a[2] - 1) == tuple(target[1:]):
                        return self.apply([a])
            self._refuse(translate("DicePanel", "choose one of the buildings offered by the bonus "
                                                "(highlighted on your sheet)"))
            return False
        if rank and not (self.stage == K_ADJUST and rank == self.rank):
            if not self.select(rank):
                return False
        if not self.rank:
            self._refuse(translate(
                "DicePanel", "pick a die on the wheel first (click it or drag it to your sheet)"))
            return False
        seq = self.sequence_for(target)
        if seq is None:
            self._refuse(translate("DicePanel", "the columns are not numbered yet"))
            return False
        if self.needs_pay_choice() and self.model.explain_sequence(seq) is None:
            self.waiting_target = target
            self.changed.emit()
            return False
        return self.apply(seq)

    def act(self, kind: str) -> bool:
        """The panel's buttons: 'gain', 'prestige' or 'work' with the planned colour and value."""
        if not self.rank:
            self._refuse(translate("DicePanel", "pick a die on the wheel first"))
            return False
        colour, value = self.die_summary()
        district = COLOURS.index(colour)
        if kind == "gain":
            return self.choose_target(("track", district))
        g = self.game
        if not 1 <= value <= 6:
            seq = self.base() + self.changes_to(colour, None) + [(kind,)]
            return self.apply(seq)
        column = g.numbering.index(value)
        return self.choose_target(("build", 0 if kind == "prestige" else 1, district, column))

    def apply(self, actions: list[tuple]) -> bool:
        reason = self.model.explain_sequence(actions)
        if reason is not None:
            self._refuse(reason)
            return False
        self.last_reason = ""
        ok = self.model.apply_sequence(actions)
        if ok and self.stage != K_ADJUST:
            self.rank = 0
            self.want_colour = self.want_value = None
            self.pay = None
            self.pay_chosen = False
            self.waiting_target = None
        self.changed.emit()
        return ok

    def choice_options(self) -> list[tuple]:
        if self.stage in CHOICE_KINDS or self.stage in (K_DIRECTION, K_NUMBER):
            return self.game.legal_actions()
        return []

    def fallback_only(self) -> bool:
        return self.stage == K_DIE and self.game.legal_actions() == [A.fallback()]
