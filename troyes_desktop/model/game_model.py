"""GameModel: the Qt layer over one game, whatever its mode (docs/architecture.md).

Each mode's model derives from it and only adapts it to its engine: ``TroyesModel`` (Troyes,
:mod:`troyes_desktop.model.troyes_model`) and ``DiceModel`` (Troyes Dice, :mod:`troyes_desktop.model.
dice_model`) override the few hooks of the "engine adapter" section below and add their own queries.

Views never mutate the game: they call :meth:`GameModel.apply` (or :meth:`apply_sequence` for a
drag that forms a whole group) and redraw on the signals (declared once, here, each with when it fires). The
model

* emits its signals after every change (see the class);
* autosaves after every action (a run of computer steps in small batches: :meth:`_autosave_step`), with an
  atomic JSON write, into its own file in the games folder (:mod:`troyes_desktop.model.autosaves`), so
  Continue resumes exactly and no other game is overwritten;
  a failed write emits ``saveFailed(text)`` with plain words (never swallowed);
* remembers the file the player saved it to or opened it from (``file_path``) and whether the game
  changed since (``dirty``), so the shell can keep it in that file and ask before a game is lost;
* offers take-back (undo / redo) with the fair rule of online play: a person may take back their own last
  decision, and with it the replies the computers (and le Roy) made since, as long as no chance outcome
  came since (a die rolled, any use of the game's RNG; a card, an event or a character revealed) and no
  other person decided (or, in hot-seat, the seat was passed: :meth:`seal_undo`), and never past the end of
  the game (its scores stand, the history holds it once). Nothing random is
  undone, so taking back never fishes for luck: the computers play again from the restored position.
  :meth:`undo_plan` says what the next undo takes back (the page words it);
* knows which seats the computer plays (``computers``, from the setup): while a computer seat decides,
  people have no legal action (:meth:`legal_actions` is empty, :meth:`apply` refuses) and its decisions
  come through :meth:`apply_computer`.

Each mode gives :meth:`_actor`, :meth:`_fresh_game`, :meth:`_read`, :meth:`save`,
:meth:`_computer_seats` and :meth:`player_name`; :meth:`_locks_undo` and :meth:`_lock_reason` when something
besides a roll makes a step final.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from troyes_desktop.i18n import translate
from troyes_desktop.model import autosaves
from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.common.errors import IllegalAction, SaveError

logger = logging.getLogger(__name__)


def _opened_reason() -> str:
    return translate("Model", "the earlier steps were made before this game was opened.")


def _nothing_reason() -> str:
    return translate("Model", "nothing to take back yet.")


def _over_reason() -> str:
    return translate("Model", "the game is over and its final scores stand.")


class Step(NamedTuple):
    """One decision applied in this session: ``apply`` / ``apply_sequence`` of a person, a computer's or le
    Roy's action."""

    start: int          # the history's length before it
    end: int            # and after it
    seat: object        # who decided
    person: bool        # a person's decision (not a computer's, not le Roy's)
    before: object      # a person's decision: the game just before its last action (to word it)
    actions: tuple      # its actions
    events: tuple       # the records it produced


class UndoPlan(NamedTuple):
    """What the next undo takes back: a person's decision and every reply since."""

    seat: object        # the person whose decision it is
    before: object      # the game just before that decision's last action
    action: tuple       # that last action (what the person chose)
    repliers: tuple     # the seats that replied since (computers, le Roy), each once, in order
    events: tuple       # the decision's own records
    count: int  # type: ignore[assignment]  # how many actions are taken back (hides tuple.count)


class GameModel(QObject):
    """One game on screen, of any mode (the base of ``TroyesModel`` and ``DiceModel``)."""

    #: After every change of the game: an action applied, a decision taken back or played again.
    changed = Signal()
    #: After ``changed``, when the pending decision (who decides, and what) is not the one before.
    decisionChanged = Signal()
    #: Before ``changed``, with the engine's event records of the actions just applied (the chronicle,
    #: the animations); never for an undo.
    eventsHappened = Signal(list)
    #: An action (or an undo) was refused: the reason in plain words; nothing changed.
    refused = Signal(str)
    #: Once, after the ``changed`` of the action that ended the game.
    gameOver = Signal()
    #: After every change, and when the undo floor moves (:meth:`seal_undo`): ask ``can_undo`` again.
    undoChanged = Signal()
    #: A save or an automatic save failed: the plain-words text to show the player.
    saveFailed = Signal(str)
    #: The game was saved to its file, or changed after that (``dirty`` flipped).
    savedChanged = Signal()
    #: Store every game that ends here in the history (troyes_desktop.store); a replay turns it off.
    record_history = True
    stored = False
    #: The history holds this finished game (stored by this model or before): its automatic save may go.
    in_history = False

    #: While a computer seat decides, people have no legal action and ``apply`` refuses theirs (its moves come
    #: through ``apply_computer``). Troyes Dice's model lets any seat's action through ``apply``.
    people_wait_for_computers = True

    #: The key of this model's mode in :data:`troyes_desktop.model.kinds.KINDS` (each mode's model sets it).
    MODE = ""
    # A run of computer steps is saved every this many steps, and this long (ms) after its last one.
    COMPUTER_BATCH = 8
    FLUSH_MS = 1000

    def __init__(self, game, parent: QObject | None = None, autosave: bool = True,
                 autosave_file: Path | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._autosave = autosave
        #: This game's own automatic save (chosen at the first autosave when None).
        self.autosave_file: Path | None = autosave_file
        #: The file the player saved the game to or opened it from (None: only autosaved).
        self.file_path: Path | None = None
        self._version = 0
        self._saved_version = -1
        #: The last automatic save failed (cleared by the next one that succeeds).
        self.autosave_failing = False
        #: Every move is written to ``file_path`` too (the player saved the game elsewhere while its automatic
        #: save failed), and whether that write failed last time.
        self.follows_file = False
        self.file_failing = False
        #: The player chose "Keep playing" after a failed save: no more warnings in a box for this game (the
        #: status bar keeps saying it is not saved).
        self.failure_silenced = False
        self._undo_floor = len(self._history())  # nothing before this can be taken back
        #: Why nothing before the floor can be taken back: a function wording it in the current language.
        self._floor_reason = (_over_reason if game.over else _opened_reason if self._undo_floor
                              else _nothing_reason)
        self._redo: list[list[tuple]] = []
        #: The decisions applied since the model was made (those under the undo floor are let go).
        self._steps: list[Step] = []
        #: The decision applied last (a ``Step``; None before the first one of this session).
        self.last_step: Step | None = None
        self.last_events: list[dict] = []
        #: The computer seats (seat -> level), read from the game's setup.
        self.computers: dict[int, str] = self._computer_seats(game.setup)
        #: Lines for the chronicle said before an action (the computer players' reasons): history index ->
        #: (seat, text).
        self.notes: dict[int, tuple] = {}
        self._by_computer = False
        # Computer steps played since the last automatic save, and the timer that saves them.
        self._unsaved_steps = 0
        self._flush_timer: QTimer | None = None

    # ------------------------------------------------------------------ engine adapter
    # The undo, redo and autosave logic below is the same for every mode; each mode's model overrides these
    # few hooks for its engine.
    def _history(self) -> list:
        """The actions taken so far (replaying them on a fresh game rebuilds it)."""
        return self._game.history

    def _actor(self):
        """Who decides now (compared before and after an action for the fair-play rule); None when over."""
        raise NotImplementedError

    def _computer_seats(self, setup: dict) -> dict[int, str]:
        """The seats the computer plays, read from the game's setup: seat -> level (empty: people only)."""
        return {}

    def _locks_undo(self, events: list[dict], actor) -> bool:
        """Engine-specific reasons an action cannot be taken back (besides the RNG, which always locks)."""
        return False

    def _fresh_game(self, setup):
        """A new game from ``setup`` (the history is replayed on it to take back)."""
        raise NotImplementedError

    @classmethod
    def _read(cls, path):
        """The game of a save file; raises SaveError with plain words."""
        raise NotImplementedError

    def save(self, path) -> None:
        """Write the game to ``path`` (atomically); raises OSError when it cannot be written."""
        raise NotImplementedError

    def player_name(self, owner: int) -> str:
        """A seat's (or the game's other actors') name as the players read it."""
        raise NotImplementedError

    # ------------------------------------------------------------------ read-only access
    @property
    def game(self):
        """The game itself: read it, never change it (use apply)."""
        return self._game

    @property
    def history(self) -> list:
        """The actions taken so far, whatever the engine calls them (read it, never change it)."""
        return self._history()

    @property
    def pending(self) -> Decision:
        """The engine's pending decision: who decides (``seat``) and what (``kind``)."""
        return self._game.pending

    @property
    def decider(self):
        """Who decides now: a seat index (le Roy: ``NEUTRAL``), or None when the game is over."""
        return self._actor()

    @property
    def automaton_pending(self) -> bool:
        """True when an automaton of the rules decides (Troyes' le Roy, played step by step)."""
        return False

    def view(self, player):
        return self._game.view(player)

    @property
    def computer_deciding(self) -> bool:
        """True when a seat played by the computer decides now (people then have nothing to do)."""
        if not self.computers or self._game.over:
            return False
        return self._actor() in self.computers

    def is_person(self, seat) -> bool:
        """A seat played by a person (not le Roy, not a computer)."""
        return isinstance(seat, int) and 0 <= seat < self._game.n and seat not in self.computers

    def is_computer(self, seat) -> bool:
        """A seat played by the computer."""
        return seat in self.computers

    def legal_actions(self) -> list[tuple]:
        """What a person may do now (nothing while a computer seat decides)."""
        if self.computer_deciding and self.people_wait_for_computers:
            return []
        return self._game.legal_actions()

    def why_illegal(self, action) -> str | None:
        return self._game.why_illegal(action)

    # ------------------------------------------------------------------ acting
    def apply(self, action) -> bool:
        """Apply one action; on refusal emit ``refused(reason)`` and return False."""
        return self.apply_sequence([action])

    def apply_sequence(self, actions) -> bool:
        """Apply several actions as one step (e.g. the dice of a group, then its target).

        Checked on a copy first: either all are legal and all are applied, or nothing changes
        and ``refused`` says why.
        """
        actions = [tuple(a) for a in actions]
        if self.computer_deciding and not self._by_computer and self.people_wait_for_computers:
            name = self.player_name(self._actor())
            self.refused.emit(translate("Model", "{player} is a computer player: wait for its move").format(
                player=name))
            return False
        probe = self._game.copy()
        for a in actions:
            try:
                probe.apply(a)
            except IllegalAction as exc:
                self.refused.emit(exc.reason)
                return False
        self._redo.clear()
        self._play(actions)
        return True

    def _play(self, actions: list[tuple]) -> None:
        """Apply legal ``actions`` as one decision, keep it in ``_steps`` and tell the views."""
        start = len(self._history())
        actor = self._actor()
        person = not self._by_computer and self.is_person(actor)
        if person:
            self._person_decides(actor, start)
        before_kind = self._game.pending
        events: list[dict] = []
        before_last = None
        for i, a in enumerate(actions):
            if person and i == len(actions) - 1:
                before_last = self._game.copy()
            events.extend(self._apply_one(a))
        self.last_step = Step(start, len(self._history()), actor, person, before_last, tuple(actions),
                              tuple(events))
        self._steps.append(self.last_step)
        self._forget_steps_under_floor()
        self._after_change(events, before_kind)

    def apply_computer(self, action, note: str = "") -> bool:
        """Apply the decision of the computer seat that decides now (``note``: its reason for the
        chronicle). It is taken back only with the person's decision it replied to."""
        if not self.computer_deciding:
            return False
        at = len(self._history())
        if note:
            self.notes[at] = (self._actor(), note)
        self._by_computer = True
        try:
            ok = self.apply_sequence([action])
        finally:
            self._by_computer = False
        if not ok:
            self.notes.pop(at, None)
        return ok

    def _apply_one(self, action) -> list[dict]:
        g = self._game
        actor = self._actor()
        rng_before = g.rng.state
        events = g.apply(action)
        # Fair play: nothing before a chance outcome (a die rolled, something hidden revealed) is taken back.
        rolled = g.rng.state != rng_before
        if rolled or self._locks_undo(events, actor):
            self._undo_floor = len(self._history())
            self._floor_reason = self._lock_reason(events, rolled)
        if g.over:
            # The end is final, in both modes: the final scores stand and the history keeps the game once.
            self._undo_floor = len(self._history())
            self._floor_reason = _over_reason
        return events

    def _person_decides(self, seat, start: int) -> None:
        """A person decides: the decisions of another person before it can no longer be taken back."""
        for step in reversed(self._steps):
            if step.start < self._undo_floor:
                return
            if step.person:
                if step.seat != seat:
                    self._undo_floor = start
                    before, now = step.seat, seat
                    self._floor_reason = lambda: translate(
                        "Model", "the decision passed from {before} to {now}.").format(
                        before=self._actor_name(before), now=self._actor_name(now))
                return

    def seal_undo(self, reason) -> None:
        """Nothing played so far can be taken back any more (hot-seat: the seat was passed to the next
        person). ``reason``: a function wording why, in the current language."""
        if self._undo_floor < len(self._history()):
            self._undo_floor = len(self._history())
            self._floor_reason = reason
            self._forget_steps_under_floor()
            self.undoChanged.emit()

    def _forget_steps_under_floor(self) -> None:
        self._steps = [s for s in self._steps if s.start >= self._undo_floor]

    def _actor_name(self, actor) -> str:
        owner_name = getattr(self._game, "owner_name", None)
        if callable(owner_name) and actor is not None:
            return owner_name(actor)
        names = (getattr(self._game, "setup", None) or {}).get("names") or []
        if isinstance(actor, int) and 0 <= actor < len(names):
            return str(names[actor])
        if isinstance(actor, int):
            return translate("Model", "player {number}").format(number=actor + 1)
        return translate("Model", "the next player")

    def _lock_reason(self, events: list[dict], rolled: bool):
        """The real reason the steps so far can no longer be taken back: a function that words it in the
        current language."""
        if rolled:
            return lambda: translate("Model", "dice were rolled since.")
        return lambda: translate("Model", "that step cannot be taken back.")

    def _after_change(self, events: list[dict], before) -> None:
        self.last_events = events
        was_dirty = self.dirty
        self._version += 1
        if self.dirty != was_dirty:
            self.savedChanged.emit()
        if self._autosave:
            self._autosave_step()
        if events:
            self.eventsHappened.emit(events)
        self.changed.emit()
        if self._game.pending != before:
            self.decisionChanged.emit()
        self.undoChanged.emit()
        if self._game.over:
            if self.record_history:
                self.stored = self._record_finished()      # once per game (keyed by its record)
            self.gameOver.emit()

    def _autosave_step(self) -> None:
        """Save the step just played. A person's decision, le Roy's step, and the computer step after which
        someone else decides or the game ends are saved at once; the computers' other steps in batches of
        :attr:`COMPUTER_BATCH` (a save takes a few milliseconds, more on a busy disk, on the window's
        thread: tests/benchmarks/bench_take_back.py), and a batch left open is saved :attr:`FLUSH_MS` after
        its last step. A game among computers killed at any moment resumes at most a batch behind."""
        if self._by_computer and self.computer_deciding and self._unsaved_steps + 1 < self.COMPUTER_BATCH:
            self._unsaved_steps += 1
            if self._flush_timer is None:
                self._flush_timer = QTimer(self)
                self._flush_timer.setSingleShot(True)
                self._flush_timer.timeout.connect(self._flush_steps)
            self._flush_timer.start(self.FLUSH_MS)
            return
        self.autosave()

    def _flush_steps(self) -> None:
        if self._unsaved_steps and self._autosave:
            self.autosave()

    # ------------------------------------------------------------------ undo / redo
    def undo_plan(self) -> UndoPlan | None:
        """What the next undo takes back (None when nothing can be): the last person's decision above the
        undo floor and every reply since."""
        steps = [s for s in self._steps if s.start >= self._undo_floor]
        for i in range(len(steps) - 1, -1, -1):
            step = steps[i]
            if step.person:
                repliers: list = []
                for later in steps[i + 1:]:
                    if later.seat not in repliers:
                        repliers.append(later.seat)
                return UndoPlan(step.seat, step.before, step.actions[-1], tuple(repliers), step.events,
                                len(self._history()) - step.start)
        return None

    def can_undo(self) -> bool:
        return len(self._history()) > self._undo_floor and self.undo_plan() is not None

    def undo_refusal(self) -> str:
        """Why undo is unavailable now (empty when it is available)."""
        if self.can_undo():
            return ""
        if self._game.over:
            return _over_reason()
        if not self._history():
            return _nothing_reason()
        return self._floor_reason()

    def undo(self) -> bool:
        """Take back the last person's decision and every reply since (:meth:`undo_plan`)."""
        if not self.can_undo():
            self.refused.emit(self.undo_refusal())
            return False
        step = next(s for s in reversed(self._steps) if s.person and s.start >= self._undo_floor)
        history = self._history()
        self._redo.append(list(history[step.start:step.end]))
        self._steps = [s for s in self._steps if s.start < step.start]
        self._rebuild(history[:step.start])
        return True

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.computer_deciding

    def redo(self) -> bool:
        """Play again the decision taken back last (the computers then reply again by themselves)."""
        if not self.can_redo():
            return False
        actions = self._redo.pop()
        probe = self._game.copy()
        try:
            for a in actions:
                probe.apply(a)
        except IllegalAction:
            logger.warning("The redo list no longer applies: cleared", exc_info=True)
            self._redo.clear()
            return False
        self._play(actions)
        return True

    def _rebuild(self, history) -> None:
        floor = self._undo_floor
        reason = self._floor_reason
        g = self._fresh_game(self._game.setup)
        for a in history:
            g.apply(a)
        before = self._game.pending
        self._game = g
        self._undo_floor = floor
        self._floor_reason = reason
        self.notes = {i: note for i, note in self.notes.items() if i < len(history)}
        self._after_change([], before)

    # ------------------------------------------------------------------ saving
    @property
    def dirty(self) -> bool:
        """True when the game changed since it was last saved to (or opened from) ``file_path``."""
        return self._version != self._saved_version

    def needs_saving(self) -> bool:
        """An unfinished game that is not safely in a file of the player's: leaving it must ask first."""
        return not self._game.over and (self.file_path is None or self.dirty)

    def save_to_file(self, path) -> str:
        """Save to the player's file ``path`` and keep the game in it; "" or the failure in plain words.
        Saved while its automatic save fails ("Save elsewhere…"), the game follows that file: every later
        move is written there too (:attr:`follows_file`)."""
        path = Path(path)
        try:
            self.save(path)
        except OSError as exc:
            logger.warning("Saving the game to %s failed", path, exc_info=True)
            return autosaves.write_failure(exc, path, translate("Model", "Saving the game to {file}").format(
                file=path.name))
        self.file_path = path
        self._saved_version = self._version
        self.file_failing = False
        if self.autosave_failing:
            self.follows_file = True
        self.savedChanged.emit()
        if self._autosave:
            self.autosave()          # the Continue list now names the file
        return ""

    def mark_opened_from(self, path) -> None:
        """The game was just read from ``path``: it is safely in that file until it changes."""
        self.file_path = Path(path)
        self._saved_version = self._version
        self.savedChanged.emit()

    def summary(self) -> dict:
        """What the start screen's Continue list shows of this game (see ``Mode.summary``)."""
        from troyes_desktop.model.kinds import KINDS

        data = KINDS[self.MODE].summary(self._game)
        data["file"] = str(self.file_path) if self.file_path is not None else ""
        data["in_file"] = self.file_path is not None and not self.dirty
        # The automatic save is behind and the player's file holds the newest moves: Continue reads it.
        data["follows"] = bool(self.follows_file and self.autosave_failing and not self.file_failing
                               and data["in_file"])
        return data

    def autosave(self, quiet: bool = False) -> bool:
        """Write this game's automatic save (and, when the game follows a file of the player's, that file
        too, :attr:`follows_file`). When the game is kept nowhere any more, or its followed file fails, emit
        ``saveFailed`` with plain words (the game goes on), unless ``quiet``. True when the automatic save
        holds the game."""
        if self.autosave_file is None:
            self.autosave_file = autosaves.new_slot(self.MODE)
        path = self.autosave_file
        self._unsaved_steps = 0
        if self._flush_timer is not None:
            self._flush_timer.stop()
        if self._game.over and self._finished_elsewhere():     # not continued: the history keeps it
            autosaves.remove(path)
            self.autosave_failing = False
            return True
        failure = ""
        try:
            self.save(path)
            autosaves.write_meta(path, self.summary())
            self.autosave_failing = False
        except OSError as exc:
            logger.warning("The automatic save to %s failed", path, exc_info=True)
            self.autosave_failing = True
            failure = autosaves.write_failure(exc, path, translate("Model", "The automatic save"))
        if self.follows_file and self.file_path is not None:
            try:
                self.save(self.file_path)
            except OSError as exc:
                logger.warning("Saving the game to %s failed", self.file_path, exc_info=True)
                self.file_failing = True
                failure = autosaves.write_failure(exc, self.file_path, translate(
                    "Model", "Saving the game to {file}").format(file=self.file_path.name))
            else:
                self.file_failing = False
                failure = ""
                if self.dirty:
                    self._saved_version = self._version
                    self.savedChanged.emit()
                if self.autosave_failing:          # the Continue list must know the file is ahead
                    autosaves.write_meta_anyhow(path, self.summary())
        if failure and not quiet:
            self.saveFailed.emit(failure)
        return not self.autosave_failing

    @property
    def kept_nowhere(self) -> bool:
        """The game as it is now is in no file: neither its automatic save, nor a file it follows, nor the
        player's file it was opened from or saved to (unchanged since)."""
        if not self.autosave_failing:
            return False
        if self.follows_file and not self.file_failing:
            return False
        return self.file_path is None or self.dirty

    def _finished_elsewhere(self) -> bool:
        """A finished game's automatic save may go once the history holds the game (or when this model does
        not store its games). Until then it is kept, marked over (the Continue list leaves it out), and
        ``autosaves.store_finished_games`` stores it at the next start."""
        return not self.record_history or self.in_history

    def _record_finished(self) -> bool:
        """Store the finished game in the history, and only then forget its automatic save; True when stored
        now (False when it was there already or could not be written: see ``store.take_notices``)."""
        result = autosaves.record_finished(self._game, self.autosave_file)
        self.in_history = result.in_history
        return result.added

    def discard(self) -> None:
        """The player discards this game: forget its automatic save (a file of theirs is never touched)."""
        if self.autosave_file is not None:
            autosaves.remove(self.autosave_file)

    @classmethod
    def load(cls, path, parent: QObject | None = None) -> "GameModel":
        """Load a save; raises SaveError with a readable message (nothing else changes)."""
        return cls(cls._read(path), parent)

    @classmethod
    def resume(cls, entry, parent: QObject | None = None) -> "GameModel":
        """Resume an unfinished game from its automatic save (an ``autosaves.Entry``); raises SaveError."""
        game = cls._read(entry.path)
        newer = cls._newer_in_file(game, Path(entry.file)) if entry.follows and entry.file else None
        model = cls(newer if newer is not None else game, parent, autosave_file=Path(entry.path))
        if entry.file:
            model.file_path = Path(entry.file)
            if newer is not None or (entry.in_file and model._file_matches()):
                model._saved_version = model._version
        model.follows_file = newer is not None      # the player's file keeps following every move
        return model

    @classmethod
    def _newer_in_file(cls, game, path: Path):
        """The game of the player's file ``path`` when it is ``game`` played further (the same setup, the
        same moves, then more: saved there while the automatic save could not be written); else None (the
        file gone, damaged, or holding another game: the automatic save is continued)."""
        try:
            other = cls._read(path)
        except (SaveError, OSError):
            logger.warning("Cannot read %s: the automatic save is continued", path, exc_info=True)
            return None
        mine, theirs = [tuple(a) for a in game.history], [tuple(a) for a in other.history]
        if other.setup != game.setup or theirs[:len(mine)] != mine:
            logger.warning("%s holds another game: the automatic save is continued", path)
            return None
        return other

    def _file_matches(self) -> bool:
        """Whether the player's file still holds this game as it is (same number of actions): after an
        automatic save failed, the file may be ahead of it, or changed by hand."""
        import json

        if self.file_path is None:
            return False
        try:
            data = json.loads(Path(self.file_path).read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError):
            logger.warning("Cannot read back %s", self.file_path, exc_info=True)
            return False
        return isinstance(data, dict) and isinstance(data.get("actions"), list) \
            and len(data["actions"]) == len(self._history())

    @classmethod
    def continue_last(cls, parent: QObject | None = None) -> "GameModel | None":
        """The most recently played unfinished game of this mode, or None."""
        for entry in autosaves.unfinished():
            if entry.mode == cls.MODE:
                try:
                    return cls.resume(entry, parent)
                except SaveError:
                    logger.warning("Cannot resume %s", entry.path, exc_info=True)
                    continue
        return None
