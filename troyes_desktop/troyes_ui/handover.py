"""The hot-seat hand-over and taking back a move on the Troyes page.

* :class:`SeatSteps` keeps the decisions made since a person was given the seat (theirs, then the computers'
  and le Roy's replies), so that the "has played" card lists that person's own moves and names who replied;
* :func:`card_lines` writes the card's lines;
* :func:`undo_words` says what Edit > Undo (and the card's "Take back my move") takes back:
  "Take back “Take the yellow 6” and Faye’s reply".

While the card is shown, the person who just played still holds the seat: their own view stays (their panel's
VP and character), and they may take their move back until they pass the seat (the model's undo is then
sealed, :meth:`~troyes_desktop.model.game_model.GameModel.seal_undo`).
"""

from __future__ import annotations

import logging

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui.words import names_words, take_back_words

logger = logging.getLogger(__name__)


class SeatSteps:
    """The decisions (the model's ``Step`` records) made since the seat was last given to a person."""

    def __init__(self) -> None:
        self.steps: list = []
        self._seen = None

    def reset(self) -> None:
        """A person was given the seat: start listing again."""
        self.steps = []

    def follow(self, model) -> None:
        """The model changed: keep its new decision; forget those taken back."""
        done = len(model.game.history)
        self.steps = [s for s in self.steps if s.end <= done]
        step = getattr(model, "last_step", None)
        if step is not None and step is not self._seen and step.end <= done:
            self._seen = step
            self.steps.append(step)

    def repliers(self, person) -> list:
        """The seats that played after ``person``'s first decision in the list (each once, in order)."""
        out: list = []
        started = False
        for step in self.steps:
            if step.person and step.seat == person:
                started = True
            elif started and step.seat not in out and step.seat != person:
                out.append(step.seat)
        return out


def card_lines(game, seat_steps: SeatSteps, person, most: int) -> list[str]:
    """The "has played" card's lines: what ``person`` did (the chronicle's sentences of their own
    decisions), then who replied since; at most ``most`` lines, the rest counted."""
    from troyes_desktop.troyes_ui.curtain import outcome_lines
    from troyes_desktop.troyes_ui.describe import who

    own: list[str] = []
    for step in seat_steps.steps:
        if step.person and step.seat == person:
            own.extend(outcome_lines(game, list(step.events)))
    repliers = seat_steps.repliers(person)
    tail = []
    if repliers:
        tail.append(translate("Curtain", "Then {players} played: see the chronicle.").format(
            players=names_words([who(game, seat) for seat in repliers])))
    room = max(1, most - len(tail))
    shown = own[:room]
    if len(own) > len(shown):
        more = len(own) - len(shown)
        shown[-1:] = [translate("Curtain", "\u2026 and %n more in the chronicle.", None, more + 1)]
    return shown + tail


def move_words(before, action) -> str:
    """A person's decision as it was offered to them ("Take the yellow 6"), without its figures."""
    from troyes_desktop.troyes_ui.describe import describe_action

    try:
        text = describe_action(before, action)
    except Exception:  # noqa: BLE001 - words must never stop the game
        logger.warning("Cannot describe the step %r", action, exc_info=True)
        text = translate("Undo", "your last step")
    return text.split(" \u2014 ")[0]


def undo_words(model, plan) -> str:
    """What the next undo takes back (``plan``: the model's ``UndoPlan``)."""
    from troyes_desktop.troyes_ui.describe import who

    game = model.game
    move = move_words(plan.before, plan.action) if plan.before is not None else \
        translate("Undo", "your last step")
    return take_back_words(move, [who(game, seat) for seat in plan.repliers])
