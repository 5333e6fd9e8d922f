"""The hot-seat hand-over and taking back a move on the Troyes page.

A hand-over as light as the secrets allow (docs/rulings.md, "The hot-seat hand-over"): when several people
share the screen, the page shows the shared view (every private thing hidden: characters, and VP under the
"own VP only" table rule); a person looks at their own characters by a deliberate action, behind its own
small curtain (:mod:`.private_look`). The big curtain comes only before a decision that puts something of
the next person's private on screen (:data:`PRIVATE_KINDS`); otherwise the "has played" card (the setting
"Show what the last player did") passes the seat and shows the next view with one press, and without the
card the view changes at once.

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
from troyes_desktop.shared_ui.words import take_back_words

logger = logging.getLogger(__name__)

#: The decisions that put something private of the decider's on screen: the curtain comes before them. No
#: decision of the Troyes engine does so today (its questions and answers are public: the characters and
#: hidden VP are on screen only in the private look, which has its own curtain); a module that adds one
#: (a hidden card to choose among) names its kind here.
PRIVATE_KINDS: frozenset[str] = frozenset()


def shares_the_screen(model) -> bool:
    """Several people play at this computer (not the solo game): their secrets must be kept apart."""
    game = model.game
    return not game.solo and sum(1 for s in range(game.n) if model.is_person(s)) > 1


def needs_curtain(game, seat) -> bool:
    """Whether showing ``seat``'s decision now puts something private of theirs on screen."""
    return game.pending.seat == seat and game.pending.kind in PRIVATE_KINDS


def show_last_move() -> bool:
    """The setting "Show what the last player did" (the "has played" card between two people)."""
    from troyes_desktop import settings

    return bool(settings.get("show_last_move"))


def person_decides(page, decider: int) -> None:
    """A person decides in a game where several people share the screen: the card, the curtain or the view
    at once, as the secrets and the setting ask. ``page.last_person`` is the person who held the seat."""
    game = page.model.game
    curtain = page.curtain
    if decider == page.last_person:
        if curtain.mode == "handover":      # the move was taken back: the card goes
            curtain.dismiss()
            set_card_shown(page, False)
        page._set_board_viewer(decider)
        return
    played = page.last_person
    private = needs_curtain(game, decider)
    page.viewer = None                       # the person who played: their secrets go at once
    if played is not None and show_last_move():
        page._set_board_viewer(played)
        curtain.cover(decider, game.players[decider].name, theme_colour(game, decider),
                      played=game.players[played].name,
                      outcome=card_lines(game, page.seat_steps, played, curtain.OUTCOME_LINES),
                      then_cover=private)
        set_card_shown(page, True)
        page._offer_take_back()
        page.refresh()
        return
    if played is not None:
        page._seat_passed(played)
    if private:
        curtain.cover(decider, game.players[decider].name, theme_colour(game, decider))
        page.refresh()
        return
    page._curtain_revealed(decider)


def look(page, seat=None):
    """A person asks to see their own characters (``seat``; None: the person deciding): the small curtain,
    then the cards (:class:`~troyes_desktop.troyes_ui.private_look.PrivateLook`). Returns the dialog, or None
    when there is nothing to look at this way (one person, a computer's seat, the hand-over under way)."""
    model = page.model
    if model is None or model.game.over or not shares_the_screen(model) or page.curtain.covering:
        return None
    seat = model.decider if seat is None else seat
    if not model.is_person(seat):
        return None
    from troyes_desktop.troyes_ui.private_look import PrivateLook

    dialog = PrivateLook(model.game, seat, not page._show_vp_rule(model.game), page)
    page.private_look = dialog
    dialog.open()
    return dialog


def offer_looks(page) -> None:
    """Each person's panel offers "look" while several people share the screen."""
    model = page.model
    shared = model is not None and shares_the_screen(model) and not model.game.over
    for panel in page.player_panels:
        panel.look_offered = shared and model.is_person(panel.seat)


def set_card_shown(page, on: bool) -> None:
    """While the "has played" card is shown only its buttons answer: the next person's controls (the prompt,
    the player panels' standing answers) wait until the seat is passed."""
    page.prompt.setEnabled(not on)
    page.panels_host.setEnabled(not on)


def theme_colour(game, seat):
    from troyes_desktop.shared_ui import theme

    return theme.player_colour(game, seat)


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


#: Records whose lines change neither the score nor the board: the first the card leaves out for room.
MINOR_RECORDS = frozenset({"standing_answer", "effect_unused", "event_resolved", "monk_no_space",
                           "support_refused", "no_neutral_citizen"})
_GATES = ("I", "II", "III", "IV")


def walk_line(game, player, first: int, last: int) -> str:
    """A guard's walk in one line: "Anna's guard walks from space 0 to space 5 of the ramparts (gate I)."."""
    from troyes_desktop.troyes_ui.describe import who

    gates = getattr(game.data, "ladies", None) or {}
    passed = [_GATES[i] for i, at in enumerate(gates.get("gates", ())) if first < at <= last and i < 4]
    name = who(game, player)
    if passed:
        words = translate("Curtain", "{player}'s guard walks from space {first} to space {last} of the "
                                     "ramparts (gate {gates}).")
        return words.format(player=name, first=first, last=last, gates=", ".join(passed))
    return translate("Curtain", "{player}'s guard walks from space {first} to space {last} of the "
                                "ramparts.").format(player=name, first=first, last=last)


def step_lines(game, events, person=None) -> list[tuple[str, bool]]:
    """A step's chronicle lines in their order, each with whether it must be shown: it changes the score or
    the board of ``person`` (their own records; every record's when ``person`` is None). What follows from
    the step for everyone (a new round's income and rolls, the events revealed) may be left to the
    chronicle. A guard's steps on the ramparts are one line (where the walk began)."""
    from troyes_desktop.troyes_ui.chronicle import ordered
    from troyes_desktop.troyes_ui.curtain import outcome_lines

    out: list[tuple[str, bool]] = []
    walks: dict = {}
    for rec in ordered(list(events or [])):
        if rec.get("type") == "guard_moved" and isinstance(rec.get("space"), int):
            player, space = rec.get("player"), rec["space"]
            if player not in walks:
                walks[player] = [space - 1, len(out)]
                out.append(("", True))
            first, at = walks[player]
            out[at] = (walk_line(game, player, first, space), True)
            continue
        keep = rec.get("type") not in MINOR_RECORDS and (person is None or rec.get("player") == person)
        out.extend((line, keep) for line in outcome_lines(game, [rec]))
    return [(line, keep) for line, keep in out if line]


def card_lines(game, seat_steps: SeatSteps, person, most: int) -> list[str]:
    """The "has played" card's lines: what ``person`` did and the replies since, in their real order. The
    person's lines that change the score or the board are always shown; a reply that no longer fits is one
    line "Faye played: see the chronicle."; lines of no consequence go first when room is short."""
    from troyes_desktop.troyes_ui.describe import who

    own = [(step, step_lines(game, step.events, person if step.person and step.seat == person else None))
           for step in seat_steps.steps]
    needed = sum(sum(1 for _, keep in lines if keep) for step, lines in own
                 if step.person and step.seat == person)
    room = max(most, needed)
    out: list[str] = []
    left_out = 0
    for step, lines in own:
        mine = step.person and step.seat == person
        if not mine and len(out) + len(lines) > room - needed:
            said = translate("Curtain", "{player} played: see the chronicle.").format(
                player=who(game, step.seat))
            if not out or out[-1] != said:
                out.append(said)
            continue
        for line, keep in lines:
            if keep or len(out) < room - needed:
                out.append(line)
            else:
                left_out += 1
        if mine:
            needed -= sum(1 for _, keep in lines if keep)
    if left_out:
        out.append(translate("Curtain", "\u2026 and %n more in the chronicle.", None, left_out))
    return out


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
