"""Confirmations before a step a new player may regret: passing with dice left in the solo game (le Roy
keeps playing while any die remains), a placement that expels one's own citizen.

:func:`warning_for` says whether an action (or the sequence a drag makes) deserves a warning, with the
rule in one line; :func:`confirmation_wanted` says whether the player wants to be asked (the settings
dialog turns each kind off).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from troyes_desktop.i18n import translate
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.board import BISHOPRIC, NEUTRAL, PALACE

logger = logging.getLogger(__name__)

#: The kinds of confirmation; the settings keys are ``confirm_<kind>``.
KINDS = ("pass_with_dice", "expel_own")


def confirmation_wanted(kind: str) -> bool:
    """Whether the player wants to confirm a step of this ``kind`` (one of :data:`KINDS`): the Settings
    dialog's choice (keys confirm_pass_with_dice, confirm_expel_own; both on at
    first)."""
    if kind not in KINDS:
        raise ValueError(f"unknown confirmation kind: {kind}")
    from troyes_desktop import settings

    return bool(settings.get(f"confirm_{kind}"))


@dataclass(frozen=True)
class Warning:
    kind: str          # one of KINDS
    title: str         # what is about to happen
    rule: str          # the rule, in one line
    yes: str           # the button that goes ahead
    no: str            # the button that takes the step back


def warning_for(game, actions) -> Warning | None:
    """The warning the step ``actions`` (one action or a list) deserves now, or None. Nothing is
    changed: the step is tried on a copy of the game."""
    seq = [tuple(a) for a in (actions if isinstance(actions, list) else [actions])]
    if not seq or game.over:
        return None
    kind, p = game.pending.kind, game.pending.seat
    if p is None or p == NEUTRAL:
        return None
    last = seq[-1]
    if last == ("pass",) and game.solo and kind == "turn":
        left = len(game.dice_of(p))
        if left:
            title = (translate("Confirm", "Pass with %n die of yours still in your district?", None, left)
                     if left == 1 else
                     translate("Confirm", "Pass with %n dice of yours still in your district?", None, left))
            return Warning(
                "pass_with_dice", title,
                translate("Confirm", "Le Roy keeps taking turns as long as any die remains on the board, "
                                     "yours included."),
                translate("Confirm", "Pass anyway"), translate("Confirm", "Keep playing"))
    if last[:1] == ("target",) and last[1] == "building":
        building = expelled_own(game, seq)
        if building is not None:
            if building == PALACE:
                title = translate("Confirm",
                                  "This placement expels one of your own citizens from the Palace.")
            elif building == BISHOPRIC:
                title = translate("Confirm",
                                  "This placement expels one of your own citizens from the Bishopric.")
            else:
                title = translate("Confirm",
                                  "This placement expels one of your own citizens from the City Hall.")
            return Warning(
                "expel_own", title,
                translate("Confirm", "A citizen placed on an occupied space pushes the one there out; yours "
                                     "lies in front of the building until the end of the round."),
                translate("Confirm", "Expel my citizen"), translate("Confirm", "Choose again"))
    return None


def expelled_own(game, seq) -> int | None:
    """The building from which the step ``seq`` expels a citizen of the deciding player (whatever source
    the citizen then comes from), or None."""
    p = game.pending.seat
    probe = game.copy()
    try:
        records = []
        for a in seq:
            records.extend(probe.apply(a))
    except Exception:  # noqa: BLE001 - an illegal step has no warning; the model refuses it with a reason
        logger.debug("No warning for an illegal step", exc_info=True)
        return None
    hit = _own_expelled(records, p)
    if hit is not None or probe.pending != Decision(p, "source"):
        return hit
    for source in probe.legal_actions():
        if source[0] != "source":
            continue
        branch = probe.copy()
        try:
            hit = _own_expelled(branch.apply(source), p)
        except Exception:  # noqa: BLE001
            logger.debug("A branch of the step cannot be tried", exc_info=True)
            continue
        if hit is not None:
            return hit
    return None


def _own_expelled(records, p) -> int | None:
    for r in records:
        if r.get("type") == "citizen_expelled" and r.get("player") == p:
            return r.get("building")
    return None
