"""Computer players and hints in a Troyes Dice game on screen.

:class:`ComputerSeats` watches the model: when the decision belongs to a computer seat it waits the
computer players' pace of the settings (as in Troyes), then thinks in a worker of the global ``QThreadPool``
(never on the GUI thread) on a copy of the game, and applies the choice if the game is still where it was.
Each choice's reason is announced (``chose``) for the chronicle. :func:`start_hint` asks the Hard player
the same way for a person's half day.

The bots receive only ``troyes_desktop.bots.decide``'s determinized copy: no peeking at future rolls.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from troyes_desktop.bots import Choice, decide, level_name, make_bot
from troyes_desktop.bots.dice_style import style_for
from troyes_desktop.i18n import translate

logger = logging.getLogger(__name__)


def level_word(level: str) -> str:
    """A computer player's level as players read it, in the current language."""
    return level_name(level)


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (queued signal)."""

    done = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.delivered = False

    def mark_delivered(self, _answer=None) -> None:
        self.delivered = True


# Every relay a worker may still hold. The pool deletes a finished runnable in the worker's thread, and with
# it the runnable's reference to its relay: had the GUI thread already let go of the relay, the relay would
# be destroyed there, outside the thread it belongs to, which Qt forbids (it can crash the program). So each
# relay is kept here and let go in the GUI thread, once its answer has arrived and no worker of the pool is
# running (a finished runnable is deleted before its thread counts as idle).
_KEPT: list[_Relay] = []


def _let_go_of_answered(pool: QThreadPool) -> None:
    if pool.activeThreadCount() == 0:
        _KEPT[:] = [relay for relay in _KEPT if not relay.delivered]


class _Think(QRunnable):
    def __init__(self, game, seat: int, bot, seed: int, relay: _Relay) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.bot = bot
        self.seed = seed
        self.relay = relay

    def run(self) -> None:
        try:
            choice = decide(self.game, self.seat, self.bot, seed=self.seed)
            plan = getattr(self.bot, "_plan", None)
            path = list(plan[4]) if plan and plan[3] == len(self.game.actions) else [choice.action]
            self.relay.done.emit((choice, path, None))
        except Exception as exc:  # noqa: BLE001 - reported on the GUI thread, never lost
            logger.warning("A computer player of Troyes Dice failed", exc_info=True)
            self.relay.done.emit((None, [], str(exc)))


def _start(game, seat: int, bot, seed: int, callback) -> _Relay:
    """Think about ``seat``'s decision in ``game`` (a copy is taken here) on the thread pool.

    ``callback`` must be a method of a QObject of the GUI thread, so that the answer is queued to it."""
    pool = QThreadPool.globalInstance()
    _let_go_of_answered(pool)
    relay = _Relay()
    relay.done.connect(callback)
    relay.done.connect(relay.mark_delivered)
    _KEPT.append(relay)
    pool.start(_Think(game.copy(), seat, bot, seed, relay))
    return relay


class ComputerSeats(QObject):
    """Plays every computer seat of the model's game, one decision at a time, at the settings' pace."""

    chose = Signal(int, str)  # seat, the reason of the choice about to be applied
    thinking = Signal(bool)
    failed = Signal(str)

    def __init__(self, model, parent: QObject | None = None, pace_ms: int | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.pace_ms = pace_ms
        game = model.game
        self.levels = model.seat_levels()
        seed = int(game.setup.get("seed", 0))
        # Each computer seat with its own style, from the game's seed and its seat (a game continued plays on
        # with the same styles).
        self.bots = {
            seat: make_bot("dice", level, seed=seed * 16 + seat, style=style_for(seed, seat))
            for seat, level in enumerate(self.levels)
            if level != "person"
        }
        self.busy = False
        self._relay: _Relay | None = None
        self._asked_at = -1
        self._seat = -1
        self._said: tuple | None = None  # (seat, day, half, reason) last written to the chronicle
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._think)
        model.changed.connect(self.poll)
        self.poll()

    def is_computer(self, seat) -> bool:
        return isinstance(seat, int) and 0 <= seat < len(self.levels) and self.levels[seat] != "person"

    def level_name(self, seat: int) -> str:
        return level_word(self.levels[seat])

    def taste(self, seat: int) -> str:
        """A computer seat's taste as players read it ("the red district"); "" for a person."""
        bot = self.bots.get(seat)
        style = getattr(bot, "style", None)
        return style.words() if style is not None else ""

    def computer_to_play(self) -> bool:
        g = self.model.game
        return not g.over and self.is_computer(g.pending.seat)

    def poll(self) -> None:
        """Start the pace timer when a computer seat has to decide (nothing if already under way)."""
        if self.busy or self.timer.isActive() or not self.computer_to_play():
            return
        from troyes_desktop.shared_ui.pace import pace_ms

        pace = pace_ms() if self.pace_ms is None else self.pace_ms
        self.timer.start(max(0, int(pace)))

    def _think(self) -> None:
        from troyes_desktop.shared_ui.modal import RECHECK_MS, modal_open

        if self.busy or not self.computer_to_play():
            return
        if modal_open(self):
            self.timer.start(RECHECK_MS)       # a dialog waits for an answer: the computer waits too
            return
        g = self.model.game
        seat = g.pending.seat
        self.busy = True
        self._asked_at = len(g.actions)
        self._seat = seat
        self.thinking.emit(True)
        seed = int(g.setup.get("seed", 0)) * 1_000_003 + len(g.actions)
        self._relay = _start(g, seat, self.bots[seat], seed, self._answer)

    def _answer(self, answer) -> None:
        from troyes_desktop.shared_ui.modal import RECHECK_MS, modal_open

        if modal_open(self):          # the choice is played once the dialog is answered
            QTimer.singleShot(RECHECK_MS, self, lambda: self._answer(answer))
            return
        choice, _path, error = answer
        seat = self._seat
        self.busy = False
        self._relay = None
        self.thinking.emit(False)
        g = self.model.game
        if g.over or len(g.actions) != self._asked_at or g.pending.seat != seat:
            self.poll()  # the game moved on meanwhile (undo, load): think again
            return
        if error is not None:       # never a stuck game, never Python's words: the first possible move
            legal = g.legal_actions()
            if not legal:
                return
            self.failed.emit(translate("DiceComputers", "{player}'s computer player could not decide, "
                                                        "so it made the first possible move.").format(
                player=self.model.names()[seat]))
            choice = Choice(legal[0], "")
        if isinstance(choice, Choice):
            said = (seat, g.day, g.half, choice.reason)
            # once per plan, and never for the only possible move (the engine's data, not the reason's words)
            if said != self._said and choice.reason and len(g.legal_actions()) > 1:
                self._said = said
                self.chose.emit(seat, choice.reason)
            self.model.apply(choice.action)
        self.poll()

    def stop(self) -> None:
        self.timer.stop()
        try:
            self.model.changed.disconnect(self.poll)
        except (RuntimeError, TypeError):
            pass


def start_hint(model, callback) -> _Relay | None:
    """Ask the Hard player for the deciding person's choice; ``callback((choice, plan, error))`` on the GUI
    thread. ``plan`` is every step of the half day it intends (the first is ``choice.action``)."""
    g = model.game
    if g.over:
        return None
    seat = g.pending.seat
    bot = make_bot("dice", "hard", seed=int(g.setup.get("seed", 0)) + len(g.actions))
    return _start(g, seat, bot, len(g.actions) + 1, callback)


def show_plan(play, plan: list[tuple]):
    """Set the person's planned die (``DiceController``) as the hint's plan says; return the sheet target it
    ends on (``('track', colour)`` or ``('build', row, district, column)``), or None."""
    from troyes_desktop.rules.dice import data as D

    numbering = play.game.numbering
    for a in plan:
        if a[0] == "die":
            play.select(a[1])
            if a[2]:
                play.set_pay(a[2])
        elif a[0] == "colour":
            play.set_colour(a[1])
        elif a[0] == "value":
            play.set_value(a[1])
        elif a[0] == "gain" and play.want_colour in D.COLOURS:
            return ("track", D.COLOURS.index(play.want_colour))
        elif a[0] in ("prestige", "work") and play.want_value in numbering and play.want_colour in D.COLOURS:
            row = D.PRESTIGE if a[0] == "prestige" else D.WORK
            return ("build", row, D.COLOURS.index(play.want_colour), numbering.index(play.want_value))
        elif a[0] == "build":
            row, district = D.BUILDING_SLOT[a[1]]
            return ("build", row, district, a[2] - 1)
    return None
