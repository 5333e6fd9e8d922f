"""The Troyes rules engine (base game, 2-4 players).

A :class:`Game` holds the whole state as plain data plus its own seeded RNG. At every moment
there is exactly one pending decision (``game.pending``, a :class:`~..common.contract.Decision`: the seat
that decides and the kind of decision; ``Decision(None, "over")`` once the game is over). ``legal_actions()``
lists every legal answer as a tuple; ``apply(action)`` checks it, applies it, runs the automatic
steps that follow (dice rolls, income, events...) until the next decision and returns what
happened as a list of event records (dicts with a ``type``). Illegal actions raise
:class:`IllegalAction` with a reason a person can read.

Actions are tuples whose first item is the verb; :mod:`.actions` has a named constructor for each
verb and the whole vocabulary beside them.
"""
from __future__ import annotations

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from ..common.actions import shape_refusal
from ..common.errors import IllegalAction
from . import cards as card_effects
from . import ladies
from .activation import Activation
from .black_dice import BlackDice, _guard_influence_in_black, _legal_black
from .board import NEUTRAL
from .citizens import Citizens, _legal_source
from .countering import EventCubes
from .dice_groups import PURPLE, DiceGroups, _legal_group
from .influence import Influence, _influence_actions, _legal_flip
from .modifiers import MODIFIERS
from .rounds import Rounds, _legal_roy
from .setup import AVAILABLE_MODULES, Setup, _legal_initial
from .state import GameState

__all__ = ["AVAILABLE_MODULES", "MODIFIERS", "Game", "IllegalAction", "PURPLE"]


class Game(GameState, Setup, Rounds, BlackDice, Influence, DiceGroups, Citizens, EventCubes, Activation,
           ladies.LadiesQueries):
    """One game of Troyes. Create with :meth:`new`; never mutate it except through :meth:`apply`."""

    # ------------------------------------------------------------------ the decision loop
    def legal_actions(self) -> list[tuple]:
        kind, p = self.pending.kind, self.pending.seat
        handler = _LEGAL.get(kind)
        return handler(self, p) if handler else []

    def apply(self, action) -> list[dict]:
        """Apply one action of the player whose decision is pending; return what happened."""
        if self.phase == "over":
            raise IllegalAction(translate("TroyesRules", "the game is over"), action)
        if isinstance(action, list):
            action = tuple(tuple(a) if isinstance(a, list) else a for a in action)
        why = shape_refusal(action)      # strict: True is not 1, 1.0 is not 1 (a damaged save, a bad caller)
        if why:
            raise IllegalAction(why, action)
        kind, p = self.pending.kind, self.pending.seat
        handler = _APPLY.get((kind, action[0]))
        if handler is None:
            raise IllegalAction(self._wrong_moment(action), action)
        self.log_events = out = []
        handler(self, p, action)
        self.history.append(action)
        return out

    def why_illegal(self, action) -> str | None:
        """The reason ``action`` would be refused now, or None if it is legal (the game is unchanged)."""
        try:
            self.copy().apply(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def _wrong_moment(self, action) -> str:
        kind, p = self.pending.kind, self.pending.seat
        if not (isinstance(p, int) and (p < self.n or p == NEUTRAL)):
            return translate("TroyesRules", "this move is not possible now")
        who = self.owner_name(p)
        return translate("TroyesRules", _WRONG_MOMENT.get(kind, _WRONG_MOMENT[None])).format(who=who)































































#: Why an action is refused at this moment, by the kind of decision pending (translated when shown).
_WRONG_MOMENT = {
    "initial": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                                 "place a citizen for the initial placement"),
    "black": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                               "counter the black die facing them"),
    "turn": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                              "take an action or pass"),
    "flip": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                              "choose dice to turn over"),
    "group": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                               "add dice to the group or choose where to use it"),
    "source": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                                "choose where the citizen comes from"),
    "count": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                               "choose how many times to use the card"),
    "miller": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                                "choose how many activations go to the Palace"),
    "event": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                               "choose the event card for a cube"),
    "roy_setup": QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                                   "take his turn"),
    None: QT_TRANSLATE_NOOP("TroyesRules", "this move is not possible now: {who} must "
                            "decide"),
}
_WRONG_MOMENT["roy_black"] = _WRONG_MOMENT["roy"] = _WRONG_MOMENT["roy_setup"]


def _legal_turn(g: Game, p: int) -> list[tuple]:
    out = [("pass",)]
    out.extend(_influence_actions(g, p))
    rich = g.can_buy_dice(p, 2)
    if g.expansion is None:
        for d, v in g.dice.items():
            if v.owner == p or rich:
                out.append(("die", d))
        return out
    for d, v in g.dice.items():
        if v.owner == p or (rich and v.colour != PURPLE):     # nobody buys another player's purple die
            out.append(("die", d))
    out.extend(ladies.turn_tiles(g, p))
    return out












_LEGAL = {
    "initial": _legal_initial,
    "turn": _legal_turn,
    "group": _legal_group,
    "flip": _legal_flip,
    "black": _legal_black,
    "source": _legal_source,
    "count": lambda g, p: (ladies.legal_count if g.expansion is not None else card_effects.legal_count)(g, p),
    "roy_setup": _legal_roy,
    "roy_black": _legal_roy,
    "roy": _legal_roy,
    "miller": card_effects.legal_miller,
    "event": lambda g, p: (ladies.legal_event if g.expansion is not None else card_effects.legal_event)(g, p),
}

_APPLY = {
    ("initial", "init"): Game._init_place,
    ("turn", "pass"): Game._pass,
    ("turn", "reroll"): Game._reroll,
    ("turn", "hire"): Game._hire,
    ("turn", "flip"): Game._flip_start,
    ("turn", "die"): Game._start_group,
    ("group", "die"): Game._add_die,
    ("group", "cancel"): Game._group_cancel,
    ("group", "target"): Game._target,
    ("flip", "flip_die"): Game._flip_die,
    ("flip", "flip_done"): Game._flip_done,
    ("flip", "cancel"): Game._flip_cancel,
    ("black", "reroll"): Game._reroll,
    ("black", "hire"): Game._hire,
    ("black", "flip"): Game._flip_start,
    ("black", "bd"): Game._bd,
    ("black", "bx"): Game._bx,
    ("black", "counter"): Game._counter,
    ("black", "concede"): Game._concede_action,
    ("source", "source"): Game._source,
    ("roy_setup", "roy"): Game._roy_setup,
    ("roy_black", "roy"): Game._roy_black,
    ("roy", "roy"): Game._roy_turn,
    ("count", "count"): lambda g, p, a: (
        ladies.apply_count if g.expansion is not None else card_effects.apply_count)(g, p, a),
    ("miller", "miller"): card_effects.apply_miller,
    ("event", "event"): lambda g, p, a: (
        ladies.apply_event if g.expansion is not None else card_effects.apply_event)(g, p, a),
}
_LEGAL.update(ladies.LEGAL)
_APPLY.update(ladies.APPLY)




for _verb in ("reroll", "hire", "flip"):
    _APPLY[("black", _verb)] = _guard_influence_in_black(_APPLY[("black", _verb)])






