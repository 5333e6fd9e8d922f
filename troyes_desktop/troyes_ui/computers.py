"""The computer players at the table, and the hint, in the window.

:class:`ComputerTurns` plays the computer seats of one :class:`~troyes_desktop.model.game_model.GameModel`:
when such a seat decides, a copy of the game goes to a worker of a thread pool, where
``troyes_desktop.bots.decide`` asks the seat's bot (which sees only what the seat may see). The choice
comes back to the GUI thread and is applied through the model (``apply_computer``) at the pace set in the
settings, so every step shows on the board, its reason in the chronicle. The window keeps answering while
a computer thinks: the worker holds the interpreter only in short slices (``SWITCH_INTERVAL``), and the
bots leave no cyclic garbage whose collection would stop every thread at once
(``tests/benchmarks/bench_computer_turns.py`` measures the event loop's longest gaps).

The same machinery answers the hint: what the Hard player would do now for the person who decides,
computed in the background and dropped as soon as anything changes (the person acted first).

A result is used only if the game has not changed since the question was asked (a generation number
counts every change of the model), so a game left, undone or finished never receives a stale move.
"""

from __future__ import annotations

import logging
import random
import sys
import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui.pace import pace_ms

logger = logging.getLogger(__name__)

#: A computer seat named with its level (whole texts: the adjective's place differs in French).
SEAT_LABELS = {
    "easy": QT_TRANSLATE_NOOP("ComputerTurns", "{name} (Easy computer)"),
    "normal": QT_TRANSLATE_NOOP("ComputerTurns", "{name} (Normal computer)"),
    "hard": QT_TRANSLATE_NOOP("ComputerTurns", "{name} (Hard computer)"),
}
#: What a computer seat's panel says under its name, by level.
PANEL_MARKS = {
    "easy": QT_TRANSLATE_NOOP("ComputerTurns", "Easy computer"),
    "normal": QT_TRANSLATE_NOOP("ComputerTurns", "Normal computer"),
    "hard": QT_TRANSLATE_NOOP("ComputerTurns", "Hard computer"),
}
#: Thinking time of Hard per decision, and of the hint, in seconds.
HARD_BUDGET = 1.0
HINT_BUDGET = 1.0
#: The interpreter's thread switch interval while computer players may think (seconds).
SWITCH_INTERVAL = 0.001


def decision_seed(game, seat: int, salt: int = 0) -> int:
    """A seed for one decision, the same whenever the same position is reached (replays reproduce)."""
    base = int(game.setup.get("seed", 0)) * 1_000_003 + len(game.history) * 131 + seat * 7 + salt
    return base & 0x7FFFFFFF


def whole_move(bot, choice) -> list[tuple]:
    """The first action chosen and the rest of the move the bot planned with it (when it planned one)."""
    actions = [tuple(choice.action)]
    plan = getattr(bot, "_plan", None)
    if plan and isinstance(plan, tuple) and len(plan) == 3:
        actions.extend(tuple(a) for a in plan[1])
    return actions


@dataclass
class Answer:
    """A bot's answer for one position: ``actions[0]`` is the decision, the rest the planned move."""

    token: int
    seat: int
    actions: list
    reason: str
    seconds: float
    error: str = ""
    hint: bool = False


class _Sink(QObject):
    """Lives in the GUI thread: the worker's signal is delivered there (queued)."""

    answered = Signal(object)


# Every sink made, kept for the life of the program (one small object per game played with computers): a
# worker may still be thinking when its game's window goes, and it must never emit through a sink being
# destroyed, nor destroy one from its own thread when the pool deletes the finished runnable.
_SINKS: list[_Sink] = []


class _Think(QRunnable):
    def __init__(self, game, seat: int, bot, seed: int, token: int, sink: _Sink, hint: bool = False) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.game, self.seat, self.bot, self.seed, self.token, self.sink = game, seat, bot, seed, token, sink
        self.hint = hint

    def run(self) -> None:
        from troyes_desktop.bots import decide

        started = time.perf_counter()
        try:
            choice = decide(self.game, self.seat, self.bot, self.seed)
            answer = Answer(self.token, self.seat, whole_move(self.bot, choice), choice.reason,
                            time.perf_counter() - started, hint=self.hint)
        except Exception as exc:  # noqa: BLE001 - a failing bot must never stop the game
            logger.warning("The computer player of seat %s failed", self.seat, exc_info=True)
            answer = Answer(self.token, self.seat, [], "", time.perf_counter() - started,
                            error=type(exc).__name__, hint=self.hint)
        self.sink.answered.emit(answer)


class ComputerTurns(QObject):
    """Plays the computer seats of ``model``; answers hints for the person who decides."""

    #: A computer seat started or stopped thinking.
    thinkingChanged = Signal()
    #: The hint is ready: an :class:`Answer` (its actions and reason).
    hintReady = Signal(object)
    #: The hint asked for is no longer wanted (the game changed first) or is gone from the screen.
    hintCancelled = Signal()
    #: A computer player could not decide (plain words); it then makes its first legal move.
    trouble = Signal(str)
    #: A computer seat is about to play a move: its reason for the chronicle (seat, text).
    noted = Signal(int, str)

    def __init__(self, model, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.pool = pool or shared_pool()
        self.generation = 0
        self.bots: dict[int, object] = {}
        self.thinking: int | None = None      # the generation a computer's decision is being computed for
        self.hint_token: int | None = None
        self.hint: Answer | None = None       # the hint on screen
        self.last_change = time.monotonic()
        self._last_note: tuple | None = None  # (seat, reason, history length after) of the last computer step
        self._seen_length = 0                 # the history's length at the last decision asked
        self._ready: Answer | None = None
        self.active = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._play_ready)
        self.sink = _Sink()
        _SINKS.append(self.sink)
        self.sink.answered.connect(self._answered)
        #: Longest thinking time seen, per level (seconds), for the status and the benchmarks.
        self.times: list[tuple[str, float]] = []
        model.changed.connect(self._changed)
        self._make_bots()
        self._kick = QTimer(self)             # the first look at the table, once the window is shown
        self._kick.setSingleShot(True)
        self._kick.timeout.connect(self.schedule)
        self._kick.start(0)

    # ------------------------------------------------------------------------------ the seats
    def _make_bots(self) -> None:
        from troyes_desktop.bots import make_bot

        seed = int(self.model.game.setup.get("seed", 0))
        self.bots = {seat: make_bot("troyes", level, seed=seed + seat,
                                    budget=HARD_BUDGET if level == "hard" else None)
                     for seat, level in self.model.computers.items()}

    def level_of(self, seat) -> str:
        level = self.model.computers.get(seat, "")
        from troyes_desktop.bots import level_name

        return level_name(level)

    def label(self, seat) -> str:
        """ "Geoffrey (Normal computer)" """
        name = self.model.game.players[seat].name
        level = self.model.computers.get(seat, "")
        if level not in SEAT_LABELS:
            return name
        return translate("ComputerTurns", SEAT_LABELS[level]).format(name=name)

    def stop(self) -> None:
        """The game is left: no more moves, no hint (answers still on their way are dropped)."""
        self.active = False
        self.generation += 1
        self.timer.stop()
        self._kick.stop()
        self._ready = None
        self.thinking = None
        self.cancel_hint()
        try:
            self.model.changed.disconnect(self._changed)
        except (RuntimeError, TypeError):
            pass

    # ------------------------------------------------------------------------------ changes
    def _changed(self) -> None:
        self.generation += 1
        self.last_change = time.monotonic()
        self.timer.stop()
        self._ready = None
        if self.thinking is not None:
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
        seat = game.pending.seat
        bot = self.bots.get(seat)
        if bot is None:
            return
        self.thinking = self.generation
        # The same position always gets the same reply: a move taken back and played again meets the
        # same answer (taking back never fishes for a kinder one).
        if len(game.history) < self._seen_length:
            for each in self.bots.values():
                if hasattr(each, "_plan"):
                    each._plan = None
        self._seen_length = len(game.history)
        if isinstance(getattr(bot, "rng", None), random.Random):
            bot.rng.seed(decision_seed(game, seat, 3))
        self.pool.start(_Think(game.copy(), seat, bot, decision_seed(game, seat), self.generation, self.sink))
        self.thinkingChanged.emit()

    @property
    def is_thinking(self) -> bool:
        return self.thinking is not None and self.thinking == self.generation

    def _answered(self, answer: Answer) -> None:
        if answer.hint:
            if answer.token == self.hint_token:
                self._hint_answered(answer)
            return
        if not self.active or answer.token != self.generation or self.thinking != answer.token:
            return                     # the game changed meanwhile: a stale move is never played
        self.times.append((self.model.computers.get(answer.seat, "?"), answer.seconds))
        self._ready = answer
        wait = self.last_change + pace_ms() / 1000 - time.monotonic()
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
        legal = model.game.legal_actions()
        action = answer.actions[0] if answer.actions else None
        if action not in legal:
            # A bot that failed or answered something illegal: the game goes on with a legal move.
            self.trouble.emit(
                translate(
                    "ComputerTurns", "{player} could not decide; it makes the first possible move."
                ).format(player=self.label(answer.seat))
            )
            action, answer.reason = legal[0], ""
        # One line per move: the steps of a planned move share its reason.
        note = ""
        key = (answer.seat, answer.reason, len(model.game.history))
        # The only possible move needs no reason (whatever language the bots' reasons are written in).
        from troyes_desktop.bots import is_trivial

        trivial = is_trivial(answer.reason) or len(legal) == 1
        if not trivial and key != self._last_note:
            note = translate("ComputerTurns", "{player}: {reason}").format(
                player=self.label(answer.seat), reason=answer.reason
            )
            self.noted.emit(answer.seat, note)
        model.apply_computer(action, note)
        self._last_note = (answer.seat, answer.reason, len(model.game.history))
        self.thinkingChanged.emit()

    # ------------------------------------------------------------------------------ the hint
    def request_hint(self) -> bool:
        """Ask what the Hard player would do now for the person who decides; False when there is nothing
        to ask (no person decides)."""
        from troyes_desktop.bots import make_bot

        model = self.model
        game = model.game
        if not self.active or game.over or model.computer_deciding or model.automaton_pending:
            return False
        seat = game.pending.seat
        if not isinstance(seat, int) or not 0 <= seat < game.n:
            return False
        self.cancel_hint()
        self.hint_token = self.generation
        bot = make_bot("troyes", "hard", seed=decision_seed(game, seat, 1), budget=HINT_BUDGET)
        self.pool.start(_Think(game.copy(), seat, bot, decision_seed(game, seat, 2), self.generation,
                               self.sink, hint=True))
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


# ---------------------------------------------------------------------------------- in the window
THINKING_HINT = QT_TRANSLATE_NOOP(
    "ComputerTurns",
    "Its moves are shown on the board one step at a time, each "
    "with its reason in the chronicle (pace: Settings).",
)


def attach(shell, model) -> ComputerTurns:
    """Play ``model``'s computer seats in ``shell`` (the Troyes page: its prompt, panels, board, chronicle
    and the window's status bar); returns the driver (``shell.computers``)."""
    turns = ComputerTurns(model, shell)
    shell.computers = turns
    turns.thinkingChanged.connect(lambda: show_waiting(shell))
    turns.hintReady.connect(lambda answer: show_hint(shell, answer))
    turns.hintCancelled.connect(lambda: clear_hint(shell))
    turns.trouble.connect(lambda text: shell.statusBar().showMessage(text, 8000))
    turns.noted.connect(lambda seat, text: shell.log.add_note(model.game, text, seat))
    model.changed.connect(lambda: show_waiting(shell))      # after the prompt's own refresh
    show_waiting(shell)
    return turns


def detach(shell) -> None:
    turns = getattr(shell, "computers", None)
    if turns is not None:
        turns.stop()
        clear_hint(shell)
        shell.computers = None


def show_waiting(shell) -> None:
    """While a computer seat decides, the prompt says who is thinking instead of offering moves."""
    turns = getattr(shell, "computers", None)
    model = shell.model
    if turns is None or model is None or turns.model is not model or not model.computer_deciding:
        return
    seat = model.decider
    shell.prompt.title.setText(
        (
            translate("ComputerTurns", "{player} is thinking\u2026")
            if turns.is_thinking
            else translate("ComputerTurns", "{player} plays")
        ).format(player=turns.label(seat))
    )
    shell.prompt.hint.setText(translate("ComputerTurns", THINKING_HINT))


def mark_panels(shell) -> None:
    """Each computer seat's panel says so under its name, with the level."""
    import html

    from troyes_desktop.bots import level_name
    from troyes_desktop.shared_ui.plain import plain_tip

    model = shell.model
    for panel in shell.player_panels:
        seat = getattr(panel, "seat", None)
        level = model.computers.get(seat) if isinstance(seat, int) else None
        if level and seat < model.game.n:
            name = html.escape(model.game.players[seat].name)
            mark = html.escape(translate("ComputerTurns", PANEL_MARKS[level]))
            # The level stays on one line: in a narrow column the line breaks between the name and it.
            panel.name_label.setText(
                f"{name} <span style='font-size:small; font-weight:normal; font-style:italic; "
                f"white-space:nowrap'>{mark}</span>"
            )
            panel.name_label.setToolTip(plain_tip(
                translate(
                    "ComputerTurns",
                    "{player} is a computer player ({level}): it sees only what its seat may see.",
                ).format(
                    player=model.game.players[seat].name, level=level_name(level)
                )
            ))


def hint_places(game, actions) -> tuple[set, set]:
    """The board's highlight keys and dice of a hinted move (its target, its dice, its space)."""
    from troyes_desktop.troyes_ui.controllers.targets import hl_key

    keys, dice = set(), set()
    for a in actions:
        verb = a[0]
        if verb in ("die", "bd", "flip_die", "reroll") and isinstance(a[1], int) and a[1] >= 0:
            dice.add(a[1])
        elif verb == "target" and len(a) > 2:
            keys.add(hl_key(a[1], a[2]))
        elif verb == "init":
            keys.add(("space", a[1], a[2]))
        elif verb == "event" and isinstance(a[1], int):
            keys.add(("event", a[1]))
        elif verb == "source" and a[1] == "space":
            keys.add(("space", a[2], a[3]))
        elif verb == "source" and a[1] == "expelled":
            keys.add(("expelled", a[2]))
    return keys, dice


def describe_hint_move(game, answer) -> str:
    from troyes_desktop.troyes_ui.describe import describe_action

    return describe_action(game, answer.actions[0])


def hint_text(game, answer) -> str:
    """The hint in words: the move's first step, and what the whole move gains (the Hard player's reason,
    said to the person, with what it adds to the person's own characters at the end, which only they see)."""
    from troyes_desktop.bots import addressed_to_you
    from troyes_desktop.bots.troyes.describe import character_gains
    from troyes_desktop.bots.troyes.moves import apply_all

    first = describe_hint_move(game, answer)
    why = addressed_to_you(answer.reason) if answer.reason else translate("ComputerTurns", "it scores best")
    seat = game.pending.seat
    if isinstance(seat, int) and 0 <= seat < game.n:
        # On the seat's own copy (what it cannot see resampled), so the words tell nothing of a future roll.
        seen = game.determinized(seat, 0)
        after = apply_all(seen, answer.actions)
    else:
        after = None
    if after is not None:
        goals = character_gains(seen, after, seat)
        if goals:
            why = ", ".join([why, *goals])
    return translate(
        "ComputerTurns", "Hint \u2014 the Hard player would start with \u201c{move}\u201d: {reason}."
    ).format(move=first, reason=why)


def show_hint(shell, answer) -> None:
    """Show the hint on the board (its target and dice lit, framed in gold), in the prompt and the status."""
    model = shell.model
    if model is None:
        return
    game = model.game
    text = hint_text(game, answer)
    shell.hint_shown = text
    # The status bar shows the whole hint when it has the room, else a shorter sentence (never a cut one:
    # the whole hint is in the prompt).
    from troyes_desktop.shared_ui.widgets import fitting_message

    short = translate("ComputerTurns", "Hint \u2014 the Hard player would start with \u201c{move}\u201d."
                      ).format(move=describe_hint_move(game, answer))
    shell.statusBar().showMessage(fitting_message(shell.statusBar(), [text, short, translate(
        "ComputerTurns", "Hint: its move is lit on the board and told above the buttons.")]))
    shell.prompt.hint.setText(text)
    first = answer.actions[0]
    button = shell.prompt.buttons.get(first)
    if button is not None:
        button.setProperty("hinted", True)
        button.setStyleSheet("border: 3px solid #d4a017;")
    index = board_move_index(shell.prompt.board_moves, first)
    if index >= 0:
        shell.prompt.board_moves.setCurrentIndex(index)
    scene = shell.scene
    if scene is not None and hasattr(scene, "set_highlights"):
        keys, dice = hint_places(game, answer.actions)
        scene.set_highlights(keys, dice)
        _frame(scene, [scene.item_for(k) for k in keys] + [scene.item_for(("die", d)) for d in dice])
    shell.prompt.contentChanged.emit()


def board_move_index(combo, action) -> int:
    """The row of ``action`` in the prompt's board-move list (-1 when it is not there)."""
    for i in range(combo.count()):
        data = combo.itemData(i)
        if data is not None and tuple(data) == tuple(action):
            return i
    return -1


def clear_hint(shell) -> None:
    if getattr(shell, "hint_shown", ""):
        shell.hint_shown = ""
        shell.statusBar().clearMessage()
    scene = shell.scene
    if scene is not None:
        for item in getattr(scene, "hint_frames", []):
            if item.scene() is scene:
                scene.removeItem(item)
        scene.hint_frames = []


def _frame(scene, items) -> None:
    """Gold frames around the hinted places (removed with the hint)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPen
    from PySide6.QtWidgets import QGraphicsRectItem

    for item in getattr(scene, "hint_frames", []):
        if item.scene() is scene:
            scene.removeItem(item)
    frames = []
    for it in items:
        if it is None:
            continue
        rect = it.sceneBoundingRect().adjusted(-5, -5, 5, 5)
        frame = QGraphicsRectItem(rect)
        pen = QPen(QColor("#d4a017"), 5, Qt.PenStyle.DashLine)
        frame.setPen(pen)
        frame.setZValue(1000)
        frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        frame.setToolTip(translate("ComputerTurns", "The hint: the Hard player would play here"))
        scene.addItem(frame)
        frames.append(frame)
    scene.hint_frames = frames
