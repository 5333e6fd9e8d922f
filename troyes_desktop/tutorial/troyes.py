"""The guided first game of Troyes, its window: the real board, prompt and player panels around the lesson's
:class:`~troyes_desktop.tutorial.troyes_lesson.TutorialModel`.

The layout is the game page's at the same size (the player panels at the left, the prompt above the
chronicle at the right, the board between them as large as in a game), with the coach as a strip of reserved
height under the board: a step's words never move or shrink the board. Only the step's target is lit; a drop
or a click on another target is refused at once with the step's hint, before any confirm panel opens.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsPathItem,
    QHBoxLayout,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import translate

from . import coach as C
from .coach import LIT_BUTTON
from .troyes_lesson import LESSON, TroyesLesson, TutorialModel

__all__ = ["LESSON", "LIT_BUTTON", "TroyesLesson", "TroyesTutorialWindow", "TutorialModel",
           "open_troyes_tutorial"]


class TroyesTutorialWindow(C.LessonWindow, QWidget):
    """The lesson's window: the player panels at the left, the board with the coach's strip under it, the
    prompt above the chronicle at the right."""

    realGameRequested = Signal()
    default_topic = "troyes-round"

    def __init__(self, parent: QWidget | None = None, *, resume: bool = True, delay_ms: int = 450,
                 save: bool = True) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from troyes_desktop.shared_ui import theme
        from troyes_desktop.troyes_ui.chronicle import TroyesChronicle
        from troyes_desktop.troyes_ui.player_panel import PlayerPanel
        from troyes_desktop.troyes_ui.prompt_panel import PromptPanel
        from troyes_desktop.troyes_ui.scene.board_scene import BoardScene
        from troyes_desktop.troyes_ui.scene.board_view import BoardView

        self.setWindowTitle(translate("Tutorial", "Troyes Desktop — Guided first game of Troyes"))
        self.setStyleSheet(theme.STYLE_SHEET)
        from troyes_desktop.shared_ui.window_place import close_keys, place

        place(self, "guided_troyes", 1280, 800)    # its size and place remembered, within the screen
        close_keys(self, escape=False)      # Ctrl+W closes it (Esc is the board's: it cancels a selection)
        self.lesson = TroyesLesson(delay_ms=delay_ms, parent=self, save=save)
        self.model = self.lesson.model
        self.model.setParent(self)
        self.coach = C.CoachStrip(self.lesson.script["title"])
        self.scene = BoardScene(self.model)
        self.view = BoardView(self.scene)
        self.board = self.view          # the name the screenshot command fits to the window
        self.prompt = PromptPanel()
        self.prompt.set_model(self.model)
        # A refusal is said once, by the coach (the prompt's red line would repeat it).
        self.model.refused.disconnect(self.prompt.show_refusal)
        self.panels = []
        # The player panels in a scroll area, as on the game page (large text: they scroll, the window keeps
        # its size).
        self.left = QScrollArea()
        self.left.setWidgetResizable(True)
        self.left.setFrameShape(QFrame.Shape.NoFrame)
        self.left.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        host = QWidget()
        host.setObjectName("lessonPanels")
        host.setStyleSheet(f"QWidget#lessonPanels {{ background: {theme.PARCHMENT}; }}")
        self.left.setWidget(host)
        lv = QVBoxLayout(host)
        lv.setContentsMargins(4, 4, 2, 4)
        lv.setSpacing(5)
        for seat in range(self.model.game.n):
            panel = PlayerPanel(seat)
            panel.actionRequested.connect(lambda a: self.model.apply(tuple(a)))
            lv.addWidget(panel)
            self.panels.append(panel)
        lv.addStretch(1)
        self.log = TroyesChronicle()
        self.log.setMinimumWidth(120)
        self.log.rebuild(self.model.game)
        self.model.eventsHappened.connect(lambda events: self.log.add_records(self.model.game, events))
        # The right column, as in a game at this size: the prompt above the chronicle.
        self.right = QSplitter(Qt.Orientation.Vertical)
        self.right.setChildrenCollapsible(False)
        self.right.addWidget(self.prompt)
        log_host = QWidget()
        lh = QVBoxLayout(log_host)
        lh.setContentsMargins(4, 4, 4, 4)
        lh.addWidget(self.log)
        self.right.addWidget(log_host)
        self.right.setStretchFactor(0, 3)
        self.right.setStretchFactor(1, 2)
        self.prompt.contentChanged.connect(lambda: QTimer.singleShot(0, self._fit_prompt))
        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(4)
        centre.addWidget(self.view, 1)
        centre.addWidget(self.coach)
        body = QHBoxLayout(self)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(4)
        body.addWidget(self.left)
        body.addLayout(centre, 1)
        self.right_host = QWidget()            # (a splitter shown in a layout forgets a fixed width)
        rh = QVBoxLayout(self.right_host)
        rh.setContentsMargins(0, 0, 0, 0)
        rh.addWidget(self.right)
        body.addWidget(self.right_host)
        self.compact: bool | None = None
        self._coach_height = 0
        self._fit_columns()

        self._ring_items: list = []          # the gold frames of the step's lit places (QGraphicsPathItem)
        self.scoring = None
        self._hook_board()
        self.wire_coach()
        self.scene.statusMessage.connect(self._status)
        self.model.changed.connect(self.refresh)
        self.lesson.begin(C.read_progress(LESSON) if resume else 0)

    # ------------------------------------------------------------------ layout
    def _fit_columns(self) -> None:
        """The game page's columns at this width (compact below ``theme.COMPACT_WIDTH``), the coach's
        reserved height under the board."""
        from troyes_desktop.shared_ui import theme
        from troyes_desktop.troyes_ui.page import column_widths

        compact = self.width() < theme.COMPACT_WIDTH
        if compact != self.compact:
            self.compact = compact
            for panel in self.panels:
                panel.set_compact(compact)
            self.prompt.set_compact(True)           # it always stands in the right column, as when compact
        left, right = column_widths(compact)
        # Never narrower than the player panels need at the text size (as on the game page): at 150 % their
        # words were cut at the column's edge ("Rés", "Récompen").
        need = max((p.minimumSizeHint().width() for p in self.panels), default=0)
        if need:
            m = self.left.widget().layout().contentsMargins()
            need += m.left() + m.right() + self.left.verticalScrollBar().sizeHint().width() + 12
        self.left.setFixedWidth(max(left, need))
        self.right_host.setFixedWidth(right)
        self.coach.setFixedHeight(max(self.coach.reserved_height(), self._coach_height))

    def _fit_coach(self) -> None:
        """The coach's strip as tall as the lesson's longest words and their kind refusal need at this width
        and text size (no scroll bar in French at 1280x720, 125 % text included), within 30 % of the
        window: one height for every step, so a step's words never move the board."""
        wrong = self.lesson.script["wrong"]
        pairs = [(step["text"], wrong.format(hint=step["hint"]) if step.get("hint") else "")
                 for step in self.lesson.steps if not step.get("final")]
        width = self.coach.scroll.viewport().width() - 4             # the words' own right margin
        height = self.coach.height_for(pairs, width, self.height() * 3 // 10)
        if height != self.coach.height():
            self._coach_height = height
            self.coach.setFixedHeight(height)

    def _fit_prompt(self) -> None:
        """The prompt takes the height its content needs at the column's width (at least the game page's
        share), the chronicle the rest: the board beside them does not move."""
        h = self.right.height()
        if h <= 0:
            return
        width = self.right.width()
        need = max(self.prompt.heightForWidth(width), self.prompt.minimumSizeHint().height(),
                   self.prompt.content_height(width))
        top = min(max(int(h * 0.58), need + 4), h - 80)
        if self.right.sizes()[0] != top:
            self.right.setSizes([top, h - top])

    def _fit_panels(self) -> None:
        """Each player panel gets the height its wrapped text needs at its width (as on the game page)."""
        from PySide6.QtWidgets import QLabel

        for panel in self.panels:
            for label in panel.findChildren(QLabel):
                if label.wordWrap() and label.width() > 0:
                    label.setMinimumHeight(label.heightForWidth(label.width()) if label.text() else 0)
            if panel.width() > 0 and panel.hasHeightForWidth():
                panel.setMinimumHeight(panel.heightForWidth(panel.width()))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_columns()
        # Once the columns have their width: the prompt's long buttons wrap to it (never cut at its edge),
        # the player panels' wrapped lines get their height.
        QTimer.singleShot(0, self.prompt._elide_buttons)
        QTimer.singleShot(0, self._fit_panels)
        QTimer.singleShot(0, self._fit_prompt)
        QTimer.singleShot(0, self._fit_coach)

    # ------------------------------------------------------------------ hooks on the real board
    def _hook_board(self) -> None:
        """Light only the step's target and let only its dice be picked, and refuse any other target at the
        drop or click, before the group is used or a confirm panel opens (instance hooks, no board change). A
        free step (the last round) lets the board work as in a game."""
        scene, ctrl, lesson = self.scene, self.scene.controller, self.lesson
        original_lights = scene.set_highlights
        original_click_die = ctrl.click_die
        original_open_panel = ctrl.open_panel

        def lights(keys=(), dice=()):
            if lesson.free():
                original_lights(keys, dice)
                self._ring(set(), ())
                return
            keys, dice = lesson.lit()
            original_lights(keys, dice)
            self._ring(keys, dice)

        def click_die(d):
            reason = "" if lesson.free() else lesson.choose_dice(d)
            if reason:
                self.coach.show_note(reason)
                return
            original_click_die(d)
            lesson.selection_changed(set(ctrl.current_group()))

        def open_panel(group, tk, options, ask=False):
            tries = [ctrl.action_sequence(group, tk, *(o if isinstance(o, tuple) else (o, None)))
                     for o in options]
            reasons = [lesson.check(seq) for seq in tries]
            if reasons and all(reasons):
                self.coach.show_note(reasons[0])            # said once, nothing opens, nothing changes
                lights()
                return
            original_open_panel(group, tk, options, ask)

        original_hover = ctrl._hover_text

        def hover_text(tk):
            # The line under a drag never calls fine a drop the step refuses: over an unlit target it says
            # what the refusal will say.
            if tk is not None and not lesson.free():
                from troyes_desktop.troyes_ui.controllers.targets import hl_key

                if hl_key(*tk) not in lesson.lit()[0]:
                    return lesson.wrong()
            return original_hover(tk)

        scene.set_highlights = lights
        ctrl.click_die = click_die
        ctrl.open_panel = open_panel
        ctrl._hover_text = hover_text

    def _ring(self, keys, dice=()) -> None:
        """A gold frame around each lit place and die, so the one target stands out; it stands in the room
        around it and never covers a neighbour's words (lit_frame.py). Each frame belongs to its item, so it
        follows a die that glides home."""
        from .lit_frame import body, frame_path, neighbours

        for r in self._ring_items:
            try:
                if r.scene() is not None:
                    r.scene().removeItem(r)
            except RuntimeError:                  # gone with its item (a die no longer on the board)
                pass
        self._ring_items = []
        items = [self.scene.item_for(k) if k[0] != "district" else self.scene.districts.get(k[1])
                 for k in keys]
        items += [self.scene.dice.get(d) for d in dice]
        places = [it for it in self.scene.items() if hasattr(it, "hit")]
        for item in items:
            if item is None:
                continue
            lit = body(item)
            path = frame_path(lit, neighbours(lit, [p for p in places if p is not item]))
            ring = QGraphicsPathItem(item.mapFromScene(path), item)
            ring.setPen(QPen(Qt.PenStyle.NoPen))
            ring.setBrush(QBrush(QColor("#c9a227")))
            ring.setZValue(9_000)
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._ring_items.append(ring)

    def _status(self, text: str) -> None:
        if text:
            self.coach.show_note(text)

    # ------------------------------------------------------------------ showing
    def after_step(self) -> None:
        self.refresh()
        if self.lesson.step.get("final") and self.model.game.over and self.scoring is None:
            from troyes_desktop.troyes_ui.scoring_dialog import TroyesScoringDialog

            self.scoring = TroyesScoringDialog(self.model.game, self)
            self.scoring.show()
            self._place_scoring()

    def _place_scoring(self) -> None:
        """The final scoring over the board, above the coach's strip, which explains it."""
        dialog = self.scoring
        top = self.mapToGlobal(self.rect().topLeft())
        room = self.coach.geometry().top() - 8
        width = min(dialog.width(), self.width() - 40)
        dialog.resize(width, max(dialog.minimumSizeHint().height(), min(dialog.height(), room)))
        dialog.move(top.x() + (self.width() - width) // 2, top.y() + 4)

    def closeEvent(self, event) -> None:  # noqa: N802
        """Closing the lesson closes its final scoring too (a window of its own, left behind otherwise)."""
        if self.scoring is not None:
            self.scoring.close()
        super().closeEvent(event)

    def refresh(self) -> None:
        game = self.model.game
        for panel in self.panels:
            panel.refresh(game, 0, False)
        self._fit_panels()
        self.scene.set_viewer(0)
        if self.lesson.free():
            self._ring(set())                 # the last round: the board lights what the dice can do
        else:
            self.scene.set_highlights(set())
        self._light_buttons()

    def _light_buttons(self) -> None:
        """When the step's move is a button of the prompt (Pass, Counter, a citizen's source), frame it."""
        lesson = self.lesson
        wanted = set(lesson.current_move())
        for action, button in self.prompt.buttons.items():
            button.setStyleSheet(LIT_BUTTON if tuple(action) in wanted else "")


def open_troyes_tutorial(parent=None, resume: bool = True) -> TroyesTutorialWindow:
    w = TroyesTutorialWindow(parent, resume=resume)
    w.show()
    return w
