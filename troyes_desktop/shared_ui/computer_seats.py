"""The computer players at the table, and the hint, for both modes: one driver, :class:`ComputerSeats`.

When a seat the computer plays decides (``model.computer_deciding``), a copy of the game goes to a worker
of :func:`shared_pool`, where :func:`troyes_desktop.bots.decide` asks the seat's bot (which sees only what
the seat may see). The answer comes back to the GUI thread through the program's one :func:`relay` (a
queued signal) and is applied through the model (``apply_computer``) at the computers' pace of the settings
(:mod:`~troyes_desktop.shared_ui.pace`): the bot thinks during that time, and its step is played once the
pace has passed since the last change. While a dialog waits for an answer (:mod:`~troyes_desktop.shared_ui.
modal`), the step waits too. The same machinery answers the hint: what the Hard player would do now for
the person who decides, dropped as soon as anything changes.

**The stale-answer guard.** A number counts every change of the model (``generation``); a question carries
the number it was asked at, and an answer is used only if the game has not changed since. A game left,
taken back or finished never receives a stale move (nor a stale hint).

**What a mode gives** (its ``computers.py``): a small glue object (see :class:`SeatGlue`) that makes the
seats' bots with their seeds, words a step for the chronicle, names a seat, and makes the hint's bot. The
seeds are the mode's own, so the same position always gets the same reply in each mode.

The window keeps answering while a computer thinks: the worker holds the interpreter only in short slices
(``SWITCH_INTERVAL``), and the bots leave no cyclic garbage whose collection would stop every thread at once
(``tests/benchmarks/bench_computer_turns.py`` measures the event loop's longest gaps).
"""

from __future__ import annotations

import itertools
import logging
import sys
import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from troyes_desktop.bots import decide, learned_table, level_name
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui.pace import pace_ms as settings_pace_ms

logger = logging.getLogger(__name__)

# The interpreter's thread switch interval while computer players may think (seconds).
SWITCH_INTERVAL = 0.001


def whole_move(bot, choice, at: int) -> list[tuple]:
    """The action chosen at history index ``at`` and the rest of the move the bot planned with it (its public
    ``plan``, when it planned one from the next step)."""
    actions = [tuple(choice.action)]
    plan = getattr(bot, "plan", None)
    if plan is not None and plan.start == at + 1:
        actions.extend(tuple(a) for a in plan.actions)
    return actions


def unread_table_text() -> str:
    """What the window says when a learned table of the computer players could not be read."""
    return translate("ComputerTurns", "The computer players' learned table could not be read: Normal and "
                     "Hard play weaker this time.")


@dataclass
class Answer:
    """A bot's answer for one position: ``actions[0]`` is the decision, the rest the planned move."""

    token: int          # the driver's generation when it was asked (the stale-answer guard)
    seat: int
    actions: list
    reason: str
    seconds: float
    error: str = ""     # the exception's class name when the bot failed (never shown as such)
    hint: bool = False
    owner: int = 0      # the number of the driver that asked


class SeatGlue:
    """What a mode tells the driver: subclassed in each mode's ``computers.py``. ``model`` and ``bots`` are
    set by the driver before any call."""

    model: Any = None

    def make_bots(self, model) -> dict:
        """The bot of each computer seat: seat -> bot."""
        raise NotImplementedError

    def decision_seed(self, game, seat: int) -> int:
        """The seed of the seat's copy of ``game`` for this decision (``decide``'s ``seed``)."""
        raise NotImplementedError

    def before_thinking(self, bots: dict, game, seat: int, taken_back: bool) -> None:
        """Prepare the seat's bot for this decision (``taken_back``: the history is shorter than when a bot
        was asked last)."""

    def hint_bot(self, game, seat: int):
        """The Hard player that answers the hint for ``seat``."""
        raise NotImplementedError

    def hint_seed(self, game, seat: int) -> int:
        raise NotImplementedError

    def label(self, seat: int) -> str:
        """A computer seat as the chronicle and the status name it."""
        return self.model.player_name(seat)

    def note(self, game, seat: int, reason: str, legal: list) -> str:
        """The chronicle's line for the step about to be played ("" for none: the step continues a move
        already told, or there was nothing to choose)."""
        return ""

    def played(self, game, seat: int, reason: str) -> None:
        """The step was applied (``game`` is the game after it)."""

    def trouble(self, seat: int) -> str:
        """The status line when the seat's bot failed and its first legal move is played instead."""
        raise NotImplementedError


class Relay(QObject):
    """Lives in the GUI thread: a worker's answer is emitted on it from the worker's thread and delivered
    (queued) to the drivers, each taking only its own answers."""

    answered = Signal(object)


# The program's one relay, made in the GUI thread at the first use and never destroyed. A worker holds it
# while thinking; the pool deletes the finished runnable, and with it that reference, in the worker's thread.
# Had the relay been let go by the GUI thread meanwhile (its driver gone with its window), it would be
# destroyed there, outside the thread it belongs to, which Qt forbids (it can crash the program). Releasing
# relays "once the pool is idle" instead relies on the pool deleting a runnable before its thread counts as
# idle, which Qt does not promise. An object that is never destroyed cannot be destroyed in the wrong
# thread, and one for the whole program costs nothing: so every driver answers through this one.
_RELAY: Relay | None = None


def relay() -> Relay:
    """The program's one relay (see above); call it first from the GUI thread."""
    global _RELAY
    if _RELAY is None:
        _RELAY = Relay()
    return _RELAY


class _Think(QRunnable):
    def __init__(self, game, seat: int, bot, seed: int, at: int, token: int, owner: int, carrier: Relay,
                 hint: bool = False) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.game, self.seat, self.bot, self.seed, self.at = game, seat, bot, seed, at
        self.token, self.owner, self.carrier, self.hint = token, owner, carrier, hint

    def run(self) -> None:
        started = time.perf_counter()
        try:
            choice = decide(self.game, self.seat, self.bot, self.seed)
            answer = Answer(self.token, self.seat, whole_move(self.bot, choice, self.at), choice.reason,
                            time.perf_counter() - started, hint=self.hint, owner=self.owner)
        except Exception as exc:  # noqa: BLE001 - a failing bot must never stop the game
            logger.warning("The computer player of seat %s failed", self.seat, exc_info=True)
            answer = Answer(self.token, self.seat, [], "", time.perf_counter() - started,
                            error=type(exc).__name__, hint=self.hint, owner=self.owner)
        self.carrier.answered.emit(answer)


_numbers = itertools.count(1)


class ComputerSeats(QObject):
    """Plays the computer seats of ``model`` (with the mode's ``glue``); answers hints for the person who
    decides. ``pace_ms``: the pace in milliseconds (None: the settings')."""

    #: A computer seat started or stopped thinking (``is_thinking`` says which).
    thinkingChanged = Signal()
    #: A computer seat is about to play a step that starts a move: (seat, the chronicle's line for it).
    noted = Signal(int, str)
    #: A computer player could not decide (plain words); it then makes its first legal move. Also: the
    #: computer players' learned table could not be read (said once a run).
    trouble = Signal(str)
    #: The hint is ready: an :class:`Answer` (its actions, the whole move, and its reason).
    hintReady = Signal(object)
    #: The hint asked for is no longer wanted (the game changed first), could not be found, or is gone.
    hintCancelled = Signal()

    def __init__(self, model, glue: SeatGlue, parent: QObject | None = None, pool: QThreadPool | None = None,
                 pace_ms: int | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.glue = glue
        glue.model = model
        self.pool = pool or shared_pool()
        self.pace_ms = pace_ms
        self.number = next(_numbers)
        self.generation = 0
        self.thinking: int | None = None      # the generation a computer's decision is being computed for
        self.hint_token: int | None = None
        self.hint: Answer | None = None       # the hint on screen
        self.last_change = time.monotonic()
        self._seen_length = 0                 # the history's length at the last decision asked
        self._ready: Answer | None = None
        self.active = True
        #: Every thinking time seen: (level, seconds), for the status and the benchmarks.
        self.times: list[tuple[str, float]] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._play_ready)
        self.relay = relay()
        self.relay.answered.connect(self._answered)
        self.bots: dict[int, object] = glue.make_bots(model)
        model.changed.connect(self._changed)
        self._kick = QTimer(self)             # the first look at the table, once the window is shown
        self._kick.setSingleShot(True)
        self._kick.timeout.connect(self.schedule)
        self._kick.start(0)

    # ------------------------------------------------------------------------------ the seats
    def is_computer(self, seat) -> bool:
        return self.model.is_computer(seat)

    def level_name(self, seat) -> str:
        """The seat's level as players read it ("Easy"); "" for a person."""
        return level_name(self.model.computers.get(seat, ""))

    def label(self, seat) -> str:
        """The seat as the mode names a computer player ("Geoffrey (Normal computer)")."""
        return self.glue.label(seat)

    def taste(self, seat) -> str:
        """A computer seat's taste as players read it ("the red district"); "" for none."""
        style = getattr(self.bots.get(seat), "style", None)
        return style.words() if style is not None else ""

    def stop(self) -> None:
        """The game is left: no more moves, no hint (answers still on their way are dropped)."""
        self.active = False
        self.generation += 1
        self.timer.stop()
        self._kick.stop()
        self._ready = None
        self.thinking = None
        self.cancel_hint()
        for signal, slot in ((self.model.changed, self._changed), (self.relay.answered, self._answered)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    # ------------------------------------------------------------------------------ changes
    def _changed(self) -> None:
        self.generation += 1
        self.last_change = time.monotonic()
        self.timer.stop()
        self._ready = None
        self.thinking = None
        if self.hint_token is not None or self.hint is not None:
            self.cancel_hint()
        self.schedule()

    def schedule(self) -> None:
        """Start the deciding computer seat's thinking (once per position)."""
        model = self.model
        if not self.active or not model.computer_deciding or self.thinking == self.generation:
            return
        game = model.game
        seat = model.decider
        bot = self.bots.get(seat)
        if bot is None:
            return
        self.thinking = self.generation
        at = len(model.history)
        self.glue.before_thinking(self.bots, game, seat, at < self._seen_length)
        self._seen_length = at
        seed = self.glue.decision_seed(game, seat)
        self.pool.start(_Think(game.copy(), seat, bot, seed, at, self.generation, self.number, self.relay))
        self.thinkingChanged.emit()

    @property
    def is_thinking(self) -> bool:
        return self.thinking is not None and self.thinking == self.generation

    def _answered(self, answer: Answer) -> None:
        if answer.owner != self.number:
            return                     # another driver's (another game's) answer
        if learned_table.take_unread():
            # The bot read its learned table (in the worker) and could not: said once a run, in the window.
            self.trouble.emit(unread_table_text())
        if answer.hint:
            if answer.token == self.hint_token:
                self._hint_answered(answer)
            return
        if not self.active or answer.token != self.generation or self.thinking != answer.token:
            return                     # the game changed meanwhile: a stale move is never played
        self.times.append((self.model.computers.get(answer.seat, "?"), answer.seconds))
        self._ready = answer
        pace = settings_pace_ms() if self.pace_ms is None else self.pace_ms
        wait = self.last_change + pace / 1000 - time.monotonic()
        self.timer.start(max(0, int(wait * 1000)))

    def _play_ready(self) -> None:
        from troyes_desktop.shared_ui.modal import RECHECK_MS, modal_open

        if self._ready is not None and modal_open(self):
            self.timer.start(RECHECK_MS)      # a dialog waits for an answer: the computer waits too
            return
        answer, self._ready = self._ready, None
        if answer is None or not self.active or answer.token != self.generation:
            return
        self.thinking = None
        model = self.model
        game = model.game
        legal = game.legal_actions()
        if not legal:
            return
        action = answer.actions[0] if answer.actions else None
        reason = answer.reason
        if action not in legal:
            # A bot that failed or answered something illegal: the game goes on with a legal move.
            self.trouble.emit(self.glue.trouble(answer.seat))
            action, reason = legal[0], ""
        note = self.glue.note(game, answer.seat, reason, legal)
        if note:
            self.noted.emit(answer.seat, note)
        model.apply_computer(action, note)
        self.glue.played(model.game, answer.seat, reason)
        self.thinkingChanged.emit()

    # ------------------------------------------------------------------------------ the hint
    def request_hint(self) -> bool:
        """Ask what the Hard player would do now for the person who decides; False when there is nothing
        to ask (no person decides)."""
        model = self.model
        game = model.game
        if not self.active or game.over or model.computer_deciding or model.automaton_pending:
            return False
        seat = model.decider
        if not model.is_person(seat):
            return False
        self.cancel_hint()
        self.hint_token = self.generation
        bot = self.glue.hint_bot(game, seat)
        self.pool.start(_Think(game.copy(), seat, bot, self.glue.hint_seed(game, seat), len(model.history),
                               self.generation, self.number, self.relay, hint=True))
        return True

    @property
    def hint_pending(self) -> bool:
        return self.hint_token is not None

    def _hint_answered(self, answer: Answer) -> None:
        self.hint_token = None
        if not self.active or answer.token != self.generation or not answer.actions:
            self.hintCancelled.emit()
            return
        self.hint = answer
        self.hintReady.emit(answer)

    def cancel_hint(self) -> None:
        had = self.hint_token is not None or self.hint is not None
        self.hint_token = None
        self.hint = None
        if had:
            self.hintCancelled.emit()


_pool: QThreadPool | None = None


def shared_pool() -> QThreadPool:
    """The computer players' own pool: one thinker and one hint at a time beside the GUI thread."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(2)
        # A thinker holds the interpreter until another thread asks for it and this interval has passed:
        # 1 ms instead of 5 keeps the window's event loop turning even on a busy machine (the thinker is
        # only interrupted when the window has something to do).
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
    return _pool
