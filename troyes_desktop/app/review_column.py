"""The review's column in the replay window (issue 48): the review made in a worker thread with a progress bar
and Cancel, kept in the history with the versions it was made with (opening it again is instant; one made by
an older evaluation says so and offers to make it again), then shown beside the board
(:class:`~troyes_desktop.shared_ui.review_panel.ReviewPanel`); and "Play from here", a new unfinished game at
a key moment's position with the same seats. The entry points are in app/reviewing.py.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

from PySide6.QtCore import Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import translate

# The computation's modules are imported here, on the window's thread, when a review is first opened: imported
# by the worker, they would hold the import lock while the window's thread waits for a module of its own.
from troyes_desktop.review import dice as _dice_review  # noqa: F401
from troyes_desktop.review import run as _run  # noqa: F401
from troyes_desktop.review import troyes as _troyes_review  # noqa: F401
from troyes_desktop.review.model import GameReview
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain_box
from troyes_desktop.shared_ui.review_panel import ReviewPanel

logger = logging.getLogger(__name__)


# ---------------------------------------------------------------------- the computation and its cache
def compute_review(save: dict, seats: list[int], progress, cancelled) -> GameReview:
    """The review of ``save`` for ``seats`` (raises review.run's Cancelled or ReviewError)."""
    from troyes_desktop.review.run import review_save

    return review_save(save, seats, progress=progress, cancelled=cancelled)


def current_versions() -> tuple[str, str]:
    """The engine's and the evaluation's versions a review made now would carry."""
    from troyes_desktop.review.run import ENGINE_VERSION, EVALUATION_VERSION

    return str(ENGINE_VERSION), str(EVALUATION_VERSION)


def is_cancel(exc: BaseException) -> bool:
    from troyes_desktop.review.run import Cancelled

    return isinstance(exc, Cancelled)


def seats_key(seats: list[int]) -> str:
    """The history's key of a review for ``seats`` (review.run.seats_key, the command line's too), in the
    language shown: its words (the moves, why Hard's is better) are written when it is made, so a review in
    English is not shown in a French window."""
    from troyes_desktop.i18n import language
    from troyes_desktop.review.run import seats_key as settings_key

    lang = language() or "en"
    return settings_key(seats) + ("" if lang == "en" else "@" + lang)


def cached(game_key: str, seats: list[int]) -> tuple[GameReview, tuple[str, str]] | None:
    """The review the history keeps for this game and these seats, with the (engine, evaluation) versions it
    was made with (None when there is none, or it cannot be read: it is then made again)."""
    from troyes_desktop.store.db import StoreError, open_store

    try:
        with open_store() as store:
            row = store.review_of(game_key, seats_key(seats))
    except StoreError:
        logger.warning("Cannot read the stored review", exc_info=True)
        return None
    if row is None:
        return None
    try:
        versions = (str(row["engine_version"]), str(row["evaluation_version"]))
        return GameReview.from_json(row["review"]), versions
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        logger.warning("A stored review cannot be read: it is made again", exc_info=True)
        return None


def keep(game_key: str, seats: list[int], review: GameReview) -> str:
    """Keep the review in the history; "" when kept, else the reason in plain words (the review is shown
    anyway: only opening it again will take the time again)."""
    from troyes_desktop.store.db import StoreError, open_store

    try:
        with open_store(write=True) as store:
            store.keep_review(game_key, seats_key(seats), review.to_json(), review.engine_version,
                   review.evaluation_version)
    except (StoreError, OSError) as exc:
        logger.warning("Cannot keep the review in the history", exc_info=True)
        return translate("Review", "The review could not be kept in the history ({reason}): it will be made "
                         "again next time.").format(reason=str(exc).rstrip("."))
    return ""


# The reviews under way (kept until their thread ends).
_JOBS: set[ReviewJob] = set()


def stop_all() -> None:
    """Cancel every review under way and wait for its thread (the application quits)."""
    for job in list(_JOBS):
        job.cancel()
        job.wait(10000)
    _JOBS.clear()


# How long the window has to draw itself before the review starts (ms).
START_DELAY_MS = 150
# The interpreter's thread switch interval while a review runs (s): the window's many short Python calls
# (painting the board, a click) each wait at most that long for the worker (the default is 5 ms).
SWITCH_INTERVAL = 0.001
_SWITCH_DEFAULT: list[float] = []


# When the window's thread last turned (a timer beats every 10 ms while a review runs).
HEARTBEAT = [0.0]
_BEAT: list[QTimer] = []


def _beat(on: bool) -> None:
    if on and not _BEAT:
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(lambda: HEARTBEAT.__setitem__(0, time.monotonic()))
        HEARTBEAT[0] = time.monotonic()
        timer.start()
        _BEAT.append(timer)
    elif not on and _BEAT:
        _BEAT.pop().stop()


def _quick_switches(on: bool) -> None:
    _beat(on)
    if on and not _SWITCH_DEFAULT:
        _SWITCH_DEFAULT.append(sys.getswitchinterval())
        sys.setswitchinterval(SWITCH_INTERVAL)
    elif not on and _SWITCH_DEFAULT:
        sys.setswitchinterval(_SWITCH_DEFAULT.pop())


def _stop_all_at_quit() -> None:
    app = QApplication.instance()
    if app is not None and not app.property("reviewsStopAtQuit"):
        app.setProperty("reviewsStopAtQuit", True)
        app.aboutToQuit.connect(stop_all)


class ReviewJob(QThread):
    """The review made off the GUI thread; :attr:`done`, :attr:`failed` or :attr:`stopped` ends it."""

    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)
    stopped = Signal()

    def __init__(self, save: dict, seats: list[int], game_key: str, parent=None) -> None:
        super().__init__(parent)
        self.save = save
        self.game_key = game_key
        # Why the review could not be kept in the history ("" when kept), said under the review.
        self.kept_notice = ""
        self.seats = list(seats)
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def _progress(self, done: int, total: int) -> None:
        """Said to the window at most every 50 ms (a flood of queued signals would hold its event loop)."""
        now = time.monotonic()
        if done >= total or now - self._said >= 0.05:
            self._said = now
            self.progressed.emit(int(done), int(total))

    def _cancelled(self) -> bool:
        """Asked by the computation every few moves: whether to stop; and, when the window's thread has not
        turned for a while (it waits for the interpreter: painting the board, a click), the worker steps
        aside until it has (at most 50 ms), so that the window answers first."""
        waited = 0
        while not self._cancel and time.monotonic() - HEARTBEAT[0] > 0.02 and waited < 10:
            time.sleep(0.005)
            waited += 1
        return self._cancel

    def run(self) -> None:
        self._said = 0.0
        try:
            review = compute_review(self.save, self.seats, self._progress, self._cancelled)
        except Exception as exc:  # noqa: BLE001 - a failed review is said in words, never a crash
            if is_cancel(exc) or self._cancel:
                self.stopped.emit()
                return
            logger.warning("The review failed", exc_info=True)
            from troyes_desktop.review.run import ReviewError

            text = str(exc) if isinstance(exc, ReviewError) else ""
            self.failed.emit(text or translate(
                "Review", "The game could not be reviewed: something went wrong while reviewing it (the log "
                "says what)."))
            return
        if self._cancel:
            self.stopped.emit()
            return
        self.kept_notice = keep(self.game_key, self.seats, review)    # here too: no disk wait in the window
        self.done.emit(review)


# ---------------------------------------------------------------------- the column in the replay window
class ReviewColumn(QStackedWidget):
    """The replay window's review column: the progress (with Cancel), then the review, or why there is
    none."""

    def __init__(self, window, seats: list[int]) -> None:
        super().__init__()
        self.setObjectName("reviewColumn")
        self.window = window
        self.seats = list(seats)
        self.job: ReviewJob | None = None
        self.panel = None
        self.kept_notice = ""
        # The progress page.
        page = QWidget()
        v = QVBoxLayout(page)
        self.progress_label = QLabel(translate("Review", "Reviewing the game against the Hard player\u2026"))
        self.progress_label.setWordWrap(True)
        v.addWidget(self.progress_label)
        self.bar = QProgressBar()
        self.bar.setObjectName("reviewProgress")
        self.bar.setRange(0, 0)
        v.addWidget(self.bar)
        self.cancel_button = QPushButton(translate("Review", "Cancel"))
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        row = QHBoxLayout()
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        v.addLayout(row)
        v.addStretch(1)
        self.addWidget(page)
        # The page saying why there is no review (cancelled, failed), with a button to start again.
        page = QWidget()
        v = QVBoxLayout(page)
        self.message = QLabel()
        self.message.setObjectName("reviewMessage")
        self.message.setWordWrap(True)
        v.addWidget(self.message)
        again = QPushButton(translate("Review", "Review the game"))
        again.setObjectName("reviewStart")
        again.clicked.connect(lambda: self.start(use_cache=False))
        row = QHBoxLayout()
        row.addWidget(again)
        row.addStretch(1)
        v.addLayout(row)
        v.addStretch(1)
        self.addWidget(page)
        self.message_page = page

    @property
    def game_key(self) -> str:
        from troyes_desktop.store.records import game_key

        return game_key(self.window.replay.save)

    def start(self, use_cache: bool = True) -> None:
        """Show the kept review at once when the history has it, else make it in the background."""
        if use_cache:
            found = cached(self.game_key, self.seats)
            if found is not None:
                review, versions = found
                self.show_review(review, versions != current_versions())
                return
        self.stop_job()
        self.bar.setRange(0, 0)
        self.setCurrentIndex(0)
        # The thread has no parent: a window deleted with its owner (the statistics window) cancels it, and
        # it ends on its own (a thread destroyed while running would end the app).
        self.job = job = ReviewJob(self.window.replay.save, self.seats, self.game_key)
        _JOBS.add(job)
        job.finished.connect(lambda: _JOBS.discard(job))
        self.destroyed.connect(job.cancel)
        _stop_all_at_quit()
        self.job.progressed.connect(self._progressed)
        self.job.done.connect(self._done)
        self.job.failed.connect(self._failed)
        self.job.stopped.connect(self._stopped)
        _quick_switches(True)
        job.finished.connect(lambda: _quick_switches(bool(_JOBS)))
        # The window draws itself first (its first paint, many small Python calls, would wait on the worker).
        QTimer.singleShot(START_DELAY_MS, job, job.start)

    def choose_seats(self) -> SeatsDialog:
        """Whose decisions to review (the computers' too, on request); the review is then shown or made for
        them."""
        from troyes_desktop.store.records import seat_levels

        replay = self.window.replay
        levels = seat_levels(replay.save.get("setup") or {}, replay.n)
        dialog = SeatsDialog(self.window.view.names()[:replay.n], levels, self.seats, self)
        self.seats_dialog = dialog

        def chosen() -> None:
            if dialog.seats():
                self.seats = dialog.seats()
                self.start()

        dialog.accepted.connect(chosen)
        dialog.open()
        return dialog

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.cancel_button.setEnabled(False)
            self.progress_label.setText(translate("Review", "Stopping the review\u2026"))

    def stop_job(self) -> None:
        """Stop a review under way and wait for its thread (the window closes)."""
        job, self.job = self.job, None
        if job is not None:
            for signal in (job.progressed, job.done, job.failed, job.stopped):
                signal.disconnect()
            job.cancel()
            job.wait(5000)

    @property
    def running(self) -> bool:
        return self.job is not None and self.job.isRunning()

    def _progressed(self, done: int, total: int) -> None:
        if total > 0:
            self.bar.setRange(0, total)
            self.bar.setValue(min(done, total))

    def _finished_job(self) -> None:
        job, self.job = self.job, None
        if job is not None:
            job.wait(2000)
        self.cancel_button.setEnabled(True)
        self.progress_label.setText(translate("Review", "Reviewing the game against the Hard player\u2026"))

    def _done(self, review) -> None:
        self.kept_notice = self.job.kept_notice if self.job is not None else ""
        self._finished_job()
        self.show_review(review, False)

    def _failed(self, text: str) -> None:
        self._finished_job()
        self.message.setText(text)
        self.setCurrentWidget(self.message_page)

    def _stopped(self) -> None:
        self._finished_job()
        self.message.setText(translate("Review", "The review was cancelled."))
        self.setCurrentWidget(self.message_page)

    def show_review(self, review: GameReview, outdated: bool) -> None:
        if self.panel is not None:
            self.removeWidget(self.scroll)
            self.scroll.deleteLater()
        window = self.window
        game = window.model.game
        colours = [theme.player_colour(game, s) for s in range(game.n)]
        self.panel = ReviewPanel(review, window.view.names(), colours, window.replay.unit,
                                 window.replay.length)
        self.panel.set_outdated(outdated)
        self.panel.showDecision.connect(window.show_decision)
        self.panel.seek.connect(window.seek_to)
        self.panel.playFrom.connect(lambda k: play_from_here(window, k))
        self.panel.redo.connect(lambda: self.start(use_cache=False))
        self.panel.chooseSeats.connect(self.choose_seats)
        self.panel.set_position(window.position)
        # In a scroll area: with large text in a small window the review scrolls, nothing is cut.
        self.scroll = QScrollArea()
        self.scroll.setObjectName("reviewScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.panel)
        self.addWidget(self.scroll)
        self.setCurrentWidget(self.scroll)
        window.review = review


def refuse(parent, text: str):
    from PySide6.QtWidgets import QMessageBox

    box = plain_box(QMessageBox(QMessageBox.Icon.Warning, translate("Review", "Cannot review the game"), text,
                                QMessageBox.StandardButton.Ok, parent))
    box.open()
    if parent is not None:
        parent.last_message = box
    return box



# ---------------------------------------------------------------------- choosing the seats
def default_seats(save: dict) -> list[int]:
    """The people's seats (every seat when only computers played)."""
    from troyes_desktop.store.records import seat_levels

    setup = save.get("setup") or {}
    n = _seat_count(save)
    levels = seat_levels(setup, n)
    people = [i for i, level in enumerate(levels) if level == "person"]
    return people or list(range(n))


def _seat_count(save: dict) -> int:
    from troyes_desktop.store.replay import Replay

    return Replay(save).n


class SeatsDialog(QDialog):
    """Whose decisions to review: the people's by default, the computers' on request."""

    def __init__(self, names: list[str], levels: list[str], chosen: list[int], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Review", "Review the game"))
        v = QVBoxLayout(self)
        v.addWidget(QLabel(translate("Review", "Whose decisions should the review look at?")))
        self.boxes: list[QCheckBox] = []
        for seat, name in enumerate(names):
            box = QCheckBox()
            computer = translate("Review", "{player} (computer)").format(player=name)
            box.setText(name if levels[seat] == "person" else computer)
            box.setChecked(seat in chosen)
            box.toggled.connect(self._check)
            v.addWidget(box)
            self.boxes.append(box)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok | cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Review", "Review"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Review", "Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        v.addWidget(self.buttons)

    def _check(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.seats()))

    def seats(self) -> list[int]:
        return [i for i, b in enumerate(self.boxes) if b.isChecked()]


# ---------------------------------------------------------------------- play from here
def play_from_here(window, k: int):
    """A new unfinished game at the position of the review's decision ``k``, with the same seats (the
    computers at their levels), kept in its automatic save and listed in Continue; the main window, when there
    is one, continues it. Returns the new game's automatic-save path (None when it could not be written)."""
    from troyes_desktop.app.modes import MODES
    from troyes_desktop.model import autosaves

    review = window.review
    d = review.decisions[k]
    game = window.replay.game_at(d.index)
    model = MODES[window.replay.key].model_class()(game)
    if not model.autosave(quiet=True):
        refuse(window, translate("Review", "The new game could not be written, so it was not started."))
        return None
    path = Path(model.autosave_file)
    shell = next((w for w in QApplication.topLevelWidgets() if hasattr(w, "continue_entry")
                  and hasattr(w, "leave_game")), None)
    entry = next((e for e in autosaves.unfinished() if Path(e.path) == path), None)
    if shell is not None and entry is not None:
        shell.continue_entry(entry)
        shell.raise_()
        shell.activateWindow()
    window.played_from = path
    return path

