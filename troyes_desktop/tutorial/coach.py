"""What both guided games share: the coach panel (the step's words, Next, Read more, Leave, and at the end
an offer of a real game) and the saved progress that lets a lesson be left and resumed."""

from __future__ import annotations

import json
import logging
import os
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.paths import data_dir
from troyes_desktop.shared_ui.plain import plain, plain_tip

logger = logging.getLogger(__name__)

STYLE = """
QFrame#coach { background: #faf2de; border: 2px solid #c9a227; border-radius: 8px; }
QLabel#coachTitle { color: #6b1f1a; }
QLabel#coachText { color: #3b2a1a; }
QLabel#coachNote { color: #8b2e1f; }
QScrollArea#coachScroll, QWidget#coachViewport, QWidget#coachWords { background: transparent; border: none; }
"""
#: A prompt button the step asks for: framed in gold, dark ink on pale gold in every state (a primary button's
#: light text would vanish on it), checked by tests/gui/test_contrast.py.
LIT_BUTTON = (
    "QPushButton { border: 3px solid #9a7410; border-radius: 6px; background: #fff3c4; color: #3b2a1a;"
    " font-weight: bold; padding: 4px 10px; }"
    " QPushButton:hover { background: #ffe9a8; color: #3b2a1a; }"
    " QPushButton:pressed { background: #f4d977; color: #3b2a1a; }"
    " QPushButton:disabled { background: #f6eed6; color: #5e4a33; }"
)


def progress_path(name: str):
    return data_dir(create=True) / f"{name}-progress.json"


def read_progress(name: str) -> int:
    """The step a lesson stopped at (0 when there is none or the file is damaged)."""
    try:
        data = json.loads(progress_path(name).read_text(encoding="utf-8"))
        step = int(data.get("step", 0))
        return step if step >= 0 else 0
    except FileNotFoundError:
        return 0
    except (OSError, ValueError, TypeError, AttributeError):
        logger.warning("The progress of the lesson %s cannot be read: it starts again", name, exc_info=True)
        return 0


def write_progress(name: str, step: int) -> str:
    """Save the step atomically; returns an error to show, or "" when it worked."""
    path = progress_path(name)
    tmp = path.with_suffix(".tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump({"format": "troyes-desktop-lesson", "version": 1, "step": step}, fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        logger.warning("The progress of the lesson %s could not be saved", name, exc_info=True)
        return translate("Coach", "The lesson's progress could not be saved ({reason}).").format(
            reason=exc.strerror or translate("Coach", "disk error"))
    return ""


def clear_progress(name: str) -> None:
    try:
        progress_path(name).unlink()
    except FileNotFoundError:
        pass
    except OSError:
        logger.warning("The progress of the lesson %s cannot be removed", name, exc_info=True)


def install_context_keys(window: QWidget, default_topic) -> None:
    """F1 and "?" in a lesson's window: the entry of what the mouse points at, else the step's page."""
    from PySide6.QtGui import QCursor, QKeySequence, QShortcut
    from PySide6.QtWidgets import QApplication

    def open_help():
        from troyes_desktop.help.context import topic_at_widget
        from troyes_desktop.help.window import show_help

        pos = QCursor.pos()
        topic = topic_at_widget(QApplication.widgetAt(pos), pos)
        return show_help(topic or default_topic(), window)

    for keys in ("F1", "?"):
        QShortcut(QKeySequence(keys), window, activated=open_help)
    window.open_context_help = open_help


class CoachPanel(QFrame):
    """The lesson's voice: title, step text, a kind note after a wrong move, and the buttons."""

    nextRequested = Signal()
    readMoreRequested = Signal()
    leaveRequested = Signal()
    realGameRequested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setStyleSheet(STYLE)
        self.base_title = title
        self.title = plain(QLabel())              # the script's words and the players' names as they are
        self.title.setText(title)
        self.title.setObjectName("coachTitle")
        f = self.title.font()
        f.setPointSize(f.pointSize() + 3)
        f.setBold(True)
        self.title.setFont(f)
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        tf = self.text.font()
        tf.setPointSize(tf.pointSize() + 1)
        self.text.setFont(tf)
        self.note = plain(QLabel())
        self.note.setObjectName("coachNote")
        self.note.setWordWrap(True)
        self.note.hide()
        self.next_button = QPushButton(translate("Coach", "Next ▶"))
        self.next_button.setProperty("primary", True)
        self.next_button.clicked.connect(self.nextRequested)
        self.more_button = QPushButton(translate("Coach", "Read more"))
        self.more_button.setToolTip(translate("Coach", "Open this step's page of the rules reference"))
        self.more_button.clicked.connect(self.readMoreRequested)
        self.real_button = QPushButton(translate("Coach", "Start a real game"))
        self.real_button.setProperty("primary", True)
        self.real_button.clicked.connect(self.realGameRequested)
        self.leave_button = QPushButton(translate("Coach", "Leave the lesson"))
        self.leave_button.setToolTip(translate("Coach", "Close the lesson; it resumes here next time"))
        self.leave_button.clicked.connect(self.leaveRequested)
        self._lay_out()

    def _lay_out(self) -> None:
        """The panel: the title, the words, the note, then a row of buttons."""
        v = QVBoxLayout(self)
        v.setContentsMargins(14, 10, 14, 10)
        row = QHBoxLayout()
        row.addWidget(self.next_button)
        row.addWidget(self.real_button)
        row.addWidget(self.more_button)
        row.addStretch(1)
        row.addWidget(self.leave_button)
        v.addWidget(self.title)
        v.addWidget(self.text)
        v.addWidget(self.note)
        v.addLayout(row)

    def step_title(self, number: int, total: int) -> str:
        return translate("Coach", "{lesson} — step {number} of {total}").format(
            lesson=self.base_title, number=number, total=total)

    def show_step(self, number: int, total: int, text: str, *, needs_next: bool, final: bool) -> None:
        self.title.setText(self.step_title(number, total))
        self.text.setText(escape(text, quote=False).replace("\n", "<br>"))
        self.note.hide()
        self.next_button.setVisible(needs_next and not final)
        self.real_button.setVisible(final)
        leave = translate("Coach", "Close") if final else translate("Coach", "Leave the lesson")
        self.leave_button.setText(leave)

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))


class CoachStrip(CoachPanel):
    """The coach as a strip under the board (the guided game of Troyes): a row with the title and the
    buttons, then the step's words and the note after a wrong move across the whole width. Its height is
    reserved from its fonts (that row and ``LINES`` lines of words), never from what a step says, so the
    board above it never moves; longer words scroll in place."""

    LINES = 5

    def _lay_out(self) -> None:
        v = QVBoxLayout(self)
        v.setContentsMargins(12, 5, 8, 5)
        v.setSpacing(3)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.title, 1)
        for b in (self.next_button, self.real_button, self.more_button, self.leave_button):
            row.addWidget(b)
        v.addLayout(row)
        words = QWidget()
        words.setObjectName("coachWords")
        wv = QVBoxLayout(words)
        wv.setContentsMargins(0, 0, 4, 0)
        wv.setSpacing(3)
        wv.addWidget(self.text)
        wv.addWidget(self.note)
        wv.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("coachScroll")
        self.scroll.viewport().setObjectName("coachViewport")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(words)
        v.addWidget(self.scroll, 1)
        f = self.title.font()
        f.setPointSize(max(8, f.pointSize() - 2))
        self.title.setFont(f)

    def step_title(self, number: int, total: int) -> str:
        # The window's title names the lesson: the strip's title is short, so its row never widens the window.
        return translate("Coach", "Step {number} of {total}").format(number=number, total=total)

    def show_step(self, number: int, total: int, text: str, *, needs_next: bool, final: bool) -> None:
        super().show_step(number, total, text, needs_next=needs_next, final=final)
        self.title.setToolTip(plain_tip(self.base_title))
        self.scroll.verticalScrollBar().setValue(0)

    def reserved_height(self) -> int:
        """The strip's height: the row of its title and buttons, and ``LINES`` lines of words."""
        from PySide6.QtGui import QFontMetrics

        m = self.layout().contentsMargins()
        row = max(QFontMetrics(self.title.font()).height(),
                  *(b.sizeHint().height() for b in (self.next_button, self.more_button, self.leave_button)))
        words = self.LINES * (QFontMetrics(self.text.font()).lineSpacing() + 1) + 6
        return row + self.layout().spacing() + words + m.top() + m.bottom() + 2

    def height_for(self, pairs: list[tuple[str, str]], width: int, most: int) -> int:
        """The strip's height when its words are ``width`` wide: tall enough for the longest (step's words,
        note after a wrong move) of ``pairs`` with no scroll bar (large text, long French), at least
        :meth:`reserved_height`, at most ``most`` (beyond, the words scroll in place). One height for the
        whole lesson: a step's words never move the board."""
        base = self.reserved_height()
        if width <= 0:
            return base
        probe = QLabel()
        probe.setWordWrap(True)
        probe.setTextFormat(Qt.TextFormat.RichText)
        probe.setFont(self.text.font())
        note = QLabel()
        note.setWordWrap(True)
        note.setFont(self.note.font())
        spacing = self.scroll.widget().layout().spacing()
        need = 0
        for words, said in pairs:
            probe.setText(escape(words, quote=False).replace("\n", "<br>"))
            note.setText(said)
            below = spacing + note.heightForWidth(width) if said else 0
            need = max(need, probe.heightForWidth(width) + below)
        room = self.scroll.viewport().height()
        if self.height() <= 0 or room <= 0:        # not laid out yet: the reserved height
            return base
        chrome = self.height() - room                # the row of buttons, the margins
        return max(base, min(most, chrome + need + 2))


    def show_note(self, text: str) -> None:
        super().show_note(text)
        if text:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, lambda: self.scroll.ensureWidgetVisible(self.note, 0, 4))


# ---------------------------------------------------------------------------------------------- shared
class CheckedMoves:
    """Mixin for a game model (TroyesModel, DiceModel): every move is first checked by ``self.lesson``; a
    refused one is explained through ``refused`` and never reaches the engine. No undo in a lesson."""

    lesson = None
    record_history = False      # a lesson's game is not one of the player's games (history, statistics)

    def apply_sequence(self, actions) -> bool:
        actions = [tuple(a) for a in actions]
        reason = self.lesson.check(actions)
        if reason:
            self.refused.emit(reason)
            return False
        ok = super().apply_sequence(actions)
        if ok:
            self.lesson.moved()
        return ok

    def play(self, actions) -> bool:
        """The lesson's own moves (the other player, a replay, the fast-forward): not checked."""
        return super().apply_sequence(actions)

    def can_undo(self) -> bool:
        return False

    def undo_refusal(self) -> str:
        return translate("Coach", "The lesson does not take moves back.")


class LessonSteps:
    """The step bookkeeping both lessons share: the current step, Next, the kind refusal, the saved
    progress. A subclass sets ``name``, ``script``, ``steps``, ``save`` and emits its own signals."""

    name = ""
    index = 0
    save_error = ""

    @property
    def step(self) -> dict:
        return self.steps[self.index]

    def needs_next(self) -> bool:
        return bool(self.step.get("next"))

    def wrong(self) -> str:
        return self.script["wrong"].format(hint=self.step["hint"])

    def _save_step(self) -> None:
        self.save_error = write_progress(self.name, self.index) if self.save else ""

    def _finish_if_final(self) -> None:
        if self.step.get("final"):
            if self.save:
                clear_progress(self.name)
            self.finished.emit()


class LessonWindow:
    """What both lesson windows do with their coach: show the step, Read more, the offer of a real game."""

    default_topic = "welcome"

    def wire_coach(self) -> None:
        self.coach.nextRequested.connect(self.lesson.next)
        self.coach.readMoreRequested.connect(self.read_more)
        self.coach.leaveRequested.connect(self.close)
        self.coach.realGameRequested.connect(self._real_game)
        self.lesson.stepChanged.connect(self.show_step)
        self.lesson.noteChanged.connect(self.coach.show_note)
        self.model.refused.connect(self.coach.show_note)
        install_context_keys(self, lambda: self.lesson.step.get("topic", self.default_topic))

    def show_step(self) -> None:
        lesson = self.lesson
        self.coach.show_step(lesson.index + 1, len(lesson.steps), lesson.text(),
                             needs_next=lesson.needs_next(), final=bool(lesson.step.get("final")))
        if lesson.save_error:
            self.coach.show_note(lesson.save_error)
        self.after_step()

    def after_step(self) -> None:
        """The window's own lighting after a step is shown."""

    def read_more(self):
        from troyes_desktop.help.window import show_help

        return show_help(self.lesson.step.get("topic", self.default_topic), self)

    def _real_game(self) -> None:
        self.realGameRequested.emit()
        self.close()
