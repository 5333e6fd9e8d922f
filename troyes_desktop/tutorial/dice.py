"""The guided first day of Troyes Dice: the real Troyes Dice page (wheel, play panel, sheet) around a
:class:`DiceTutorialModel` that lets through only the half day's choice the step asks for.

The script (``resources/help/<lang>/tutorial-dice.json``) names, for each step, its words, the engine
actions expected (``[["die", 3, null], ["value", 3], ["prestige"]]``: the same steps the play panel sends, in
any order) and what to light: the die's rank on the wheel and the target on the sheet.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.model.dice_model import DiceModel

from . import coach as C
from .coach import LIT_BUTTON

LESSON = "tutorial-dice"


def load_script(lang: str | None = None) -> dict:
    """The lesson's script in ``lang`` (the current language by default; English when it has none)."""
    from troyes_desktop.help.content import help_file

    return json.loads(help_file(f"{LESSON}.json", lang).read_text(encoding="utf-8"))


def as_actions(raw) -> list[tuple]:
    return [tuple(a) for a in raw]


def same_choice(expected: list[tuple], tried: list[tuple]) -> bool:
    """The same steps, in any order (the panel may change the colour before or after the value)."""
    return sorted(map(repr, expected)) == sorted(map(repr, tried))


class DiceTutorialModel(C.CheckedMoves, DiceModel):
    """A DiceModel whose choices are checked by the lesson first; no autosave, no undo."""

    def __init__(self, game, lesson: "DiceLesson") -> None:
        super().__init__(game, autosave=False)
        self.lesson = lesson


class DiceLesson(C.LessonSteps, QObject):
    stepChanged = Signal()
    noteChanged = Signal(str)
    finished = Signal()

    def __init__(self, lang: str | None = None, parent: QObject | None = None, save: bool = True) -> None:
        super().__init__(parent)
        self.name = LESSON
        self.save = save
        from troyes_desktop.rules.dice import Game

        self.script = load_script(lang)
        self.steps = self.script["steps"]
        game = Game.new(1, seed=int(self.script["seed"]), modules=(), names=list(self.script["names"]))
        self.model = DiceTutorialModel(game, self)
        self.index = 0
        self.save_error = ""

    @property
    def game(self):
        return self.model.game

    def expected(self) -> list[tuple] | None:
        return as_actions(self.step["do"]) if "do" in self.step else None

    def begin(self, at: int = 0) -> None:
        at = max(0, min(at, len(self.steps) - 1))
        while self.index < at:
            exp = self.expected()
            if exp is not None:
                self.model.play(exp)
            self.index += 1
        self._enter()

    def _enter(self) -> None:
        self._save_step()
        self.stepChanged.emit()
        self._finish_if_final()

    def text(self) -> str:
        return self.step["text"]

    def next(self) -> bool:
        if not self.needs_next():
            self.noteChanged.emit(self.wrong())
            return False
        self.index += 1
        self._enter()
        return True

    def check(self, actions: list[tuple]) -> str:
        exp = self.expected()
        if exp is not None and same_choice(exp, actions):
            return ""
        return self.wrong()

    def moved(self) -> None:
        self.noteChanged.emit("")
        self.index += 1
        self._enter()

    def lit(self) -> tuple[int, tuple | None]:
        """(rank of the die to take or 0, the sheet target or None)."""
        light = self.step.get("light", {})
        target = light.get("target")
        return int(light.get("rank", 0)), tuple(target) if target else None


class Spotlight(QWidget):
    """Gold rings drawn over a widget (mouse clicks go through); ``rects()`` is asked at each paint, so the
    rings follow the widget's layout."""

    def __init__(self, parent: QWidget, rects) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.rects = rects
        parent.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.parent() and event.type() in (event.Type.Resize, event.Type.Show):
            self.setGeometry(self.parent().rect())
            self.raise_()
        return False

    def refresh(self) -> None:
        self.setGeometry(self.parent().rect())
        self.raise_()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        rects = self.rects()
        if not rects:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#c9a227"), 5))
        for r in rects:
            p.drawEllipse(r)
        p.end()


class DiceTutorialWindow(C.LessonWindow, QWidget):
    """The lesson's window: the coach above the real Troyes Dice page."""

    realGameRequested = Signal()
    default_topic = "dice-day"

    def __init__(self, parent: QWidget | None = None, *, resume: bool = True, save: bool = True) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from troyes_desktop.dice_ui.page import DicePage
        from troyes_desktop.shared_ui import theme

        self.setWindowTitle(translate("Tutorial", "Troyes Desktop — Guided first day of Troyes Dice"))
        self.setStyleSheet(theme.STYLE_SHEET)
        from troyes_desktop.shared_ui.window_place import close_keys, place

        place(self, "guided_dice", 1280, 800)    # its size and place remembered, within the screen
        close_keys(self, escape=False)      # Ctrl+W closes it (Esc is the board's: it cancels a selection)
        self.lesson = DiceLesson(parent=self, save=save)
        self.model = self.lesson.model
        self.model.setParent(self)
        self.coach = C.CoachPanel(self.lesson.script["title"])
        self.page = DicePage(self.model)
        self.page.ach_button.hide()
        self.page.undo_button.hide()
        self.page.back_button.hide()           # the coach has the Leave button
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.coach)
        lay.addWidget(self.page, 1)
        self.wheel_light = Spotlight(self.page.wheel, self.wheel_rects)
        self.sheet_light = Spotlight(self.page.sheet, self.sheet_rects)
        self.wire_coach()
        # The game's own refusals (a die too dear...) come with the lesson's hint.
        self.page.controller.message.connect(self._game_refused)
        self.model.changed.connect(self._light)
        self.lesson.begin(C.read_progress(LESSON) if resume else 0)

    def _game_refused(self, reason: str) -> None:
        self.coach.show_note(translate("Tutorial", "{hint} (The game says: {reason}.)").format(
            hint=self.lesson.wrong(), reason=reason))

    def after_step(self) -> None:
        self._light()

    def wheel_rects(self) -> list[QRectF]:
        rank, _ = self.lesson.lit()
        return [self.page.wheel.die_rect(rank).adjusted(-8, -8, 8, 8)] if rank else []

    def sheet_rects(self) -> list[QRectF]:
        _, target = self.lesson.lit()
        if target is None:
            return []
        c = self.page.sheet.target_centre(target)
        return [QRectF(c - QPointF(30, 30), c + QPointF(30, 30))]

    def _light(self) -> None:
        self.wheel_light.refresh()
        self.sheet_light.refresh()
        pay = next((a[2] for a in self.lesson.step.get("do", []) if a[0] == "die" and a[2]), None)
        for resource, button in self.page.panel.pay_buttons.items():
            button.setStyleSheet(LIT_BUTTON if resource == pay else "")
