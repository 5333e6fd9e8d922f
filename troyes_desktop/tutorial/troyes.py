"""The guided first game of Troyes: the real board, prompt and player panels around a
:class:`TutorialModel` that lets through only the move the current step asks for.

Every step's words and expected moves come from the script (:mod:`troyes_desktop.tutorial.script`); a wrong
move is refused before it reaches the engine, so nothing changes, and the coach says kindly what to do.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QHBoxLayout, QSplitter, QVBoxLayout, QWidget

from troyes_desktop.i18n import localized, translate
from troyes_desktop.model.game_model import GameModel

from . import coach as C
from . import script as S

LESSON = "tutorial-troyes"
LIT_BUTTON = "QPushButton { border: 3px solid #c9a227; background: #fff3c4; font-weight: bold; }"


class TutorialModel(C.CheckedMoves, GameModel):
    """A GameModel whose moves are checked by the lesson first; no autosave, no undo."""

    def __init__(self, game, lesson: "TroyesLesson") -> None:
        super().__init__(game, autosave=False)
        self.lesson = lesson


class TroyesLesson(C.LessonSteps, QObject):
    """The steps of the guided game over one TutorialModel. Headless: the window shows what it says."""

    stepChanged = Signal()
    noteChanged = Signal(str)
    finished = Signal()

    def __init__(self, lang: str | None = None, delay_ms: int = 450, parent: QObject | None = None,
                 save: bool = True) -> None:
        super().__init__(parent)
        self.name = LESSON
        self.save = save
        self.script = S.load_script(LESSON, lang)
        self.steps = self.script["steps"]
        self.delay_ms = delay_ms
        self.opponent = S.Opponent(self.script)
        self.model = TutorialModel(S.new_game(self.script), self)
        self.index = 0
        self.move_index = 0
        self.expected: list[list[tuple]] = []
        self.selection: set[int] = set()
        self.busy = False          # the other player or the fast-forward is playing
        self.save_error = ""

    # ------------------------------------------------------------------ steps
    @property
    def game(self):
        return self.model.game

    def begin(self, at: int = 0) -> None:
        """Start at step ``at`` (a resumed lesson replays the earlier steps at once)."""
        at = max(0, min(at, len(self.steps) - 1))
        while self.index < at:
            self._replay_step()
        self._enter()

    def _replay_step(self) -> None:
        self._resolve()
        if self.step.get("skip_to_end"):
            self._fast_forward()
        for move in self.expected:
            self.model.play(move)
            self._opponent_now()
        self.index += 1

    def _resolve(self) -> None:
        g = self.game
        self.move_index = 0
        self.expected = [S.resolve_move(g, m) for m in self.step.get("do", [])]
        self.selection = set()
        if "select" in self.step:
            self.selection = {d for spec in self.step["select"] for d in S.dice_of(g, spec)}

    def _enter(self) -> None:
        self._resolve()
        self._save_step()
        self.stepChanged.emit()
        self._finish_if_final()

    def text(self) -> str:
        text = self.step["text"]
        if "{" in text:
            text = text.format(**self._facts())
        return text

    def _facts(self) -> dict:
        from troyes_desktop.rules.troyes.scoring import final_scores

        g = self.game
        names = [localized(g.data.characters[c]) for c in g.players[0].characters]
        if len(names) == 2:
            both = translate("Tutorial", "{first} and {second}").format(first=names[0], second=names[1])
        else:
            both = ", ".join(names)
        facts = {"characters": both, "result": ""}
        if g.over:
            scores = g.scores or final_scores(g)
            parts = [translate("Tutorial", "{player} {vp} VP").format(player=player.name, vp=score["total"])
                     for player, score in zip(g.players, scores)]
            facts["result"] = ", ".join(parts) + "."
        return facts

    def next(self) -> bool:
        """The Next button: only on steps that ask for it."""
        if not self.needs_next() or self.busy:
            self.noteChanged.emit(self.wrong())
            return False
        if self.step.get("skip_to_end"):
            self._fast_forward()
        self.index += 1
        self._enter()
        return True

    # ------------------------------------------------------------------ moves
    def check(self, actions: list[tuple]) -> str:
        """"" when ``actions`` is the move the step expects now, else the kind explanation."""
        if self.busy or self.move_index >= len(self.expected):
            return self.wrong()
        if S.same_move(self.expected[self.move_index], actions):
            return ""
        return self.wrong()

    def moved(self) -> None:
        self.move_index += 1
        self.noteChanged.emit("")
        if self.move_index < len(self.expected):
            self.stepChanged.emit()
            return
        self.busy = True
        if self.delay_ms:
            QTimer.singleShot(self.delay_ms, self._after_move)
        else:
            self._after_move()

    def _after_move(self) -> None:
        g = self.game
        if self.delay_ms and not g.over and g.pending[1] == self.opponent.seat:
            # The other player's moves one by one, so that they can be followed on the board.
            self.model.play(self.opponent.move(g))
            QTimer.singleShot(self.delay_ms, self._after_move)
            return
        self._opponent_now()
        self.busy = False
        self.index += 1
        self._enter()

    def _opponent_now(self) -> None:
        g = self.game
        for _ in range(200):
            if g.over or g.pending[1] != self.opponent.seat:
                return
            self.model.play(self.opponent.move(g))

    def _fast_forward(self) -> None:
        rng = random.Random(int(self.script["seed"]))
        keen = {int(k): float(v) for k, v in self.script["fast_forward"].items()}
        g = self.game
        for _ in range(5000):
            if g.over:
                return
            self.model.play(S.quick_move(g, rng, keen.get(g.pending[1], 0.5)))

    def current_move(self) -> list[tuple]:
        """The engine actions the step expects next (empty when it expects none)."""
        return self.expected[self.move_index] if self.move_index < len(self.expected) else []

    def choose_dice(self, d: int) -> str:
        """A click on die ``d`` on the board: "" if the lesson lets it be (de)selected, else why not."""
        if self.busy:
            return self.wrong()
        if "select" in self.step:
            return "" if d in self.selection else self.wrong()
        if d in {a[1] for a in self.current_move() if a[0] in ("die", "bd", "flip_die")}:
            return ""
        return self.wrong()

    def selection_changed(self, group: set[int]) -> None:
        """After a die click: a ``select`` step is done once exactly its dice are chosen."""
        if "select" in self.step and group == self.selection:
            self.index += 1
            self._enter()

    # ------------------------------------------------------------------ what to light
    def lit(self) -> tuple[set, set]:
        """(board keys, dice) to light for the step."""
        from troyes_desktop.troyes_ui.controllers.targets import hl_key

        g = self.game
        keys, dice = set(), set()
        for spec in self.step.get("light", []):
            if spec[0] == "events":
                keys |= {("event", i) for i in range(len(g.queue))}
            else:
                keys.add(tuple(spec))
        if "select" in self.step:
            dice |= self.selection
        for a in self.current_move():
            if a[0] in ("die", "bd", "flip_die"):
                dice.add(a[1])
            elif a[0] == "target":
                keys.add(hl_key(a[1], a[2]))
        return keys, {d for d in dice if d in g.dice}


class TroyesTutorialWindow(C.LessonWindow, QWidget):
    """The lesson's window: the coach above the board, the player panels at the left, the prompt below."""

    realGameRequested = Signal()
    default_topic = "troyes-round"

    def __init__(self, parent: QWidget | None = None, *, resume: bool = True, delay_ms: int = 450,
                 save: bool = True) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from troyes_desktop.shared_ui import theme
        from troyes_desktop.troyes_ui.log import LogPanel
        from troyes_desktop.troyes_ui.player_panel import PlayerPanel
        from troyes_desktop.troyes_ui.prompt_panel import PromptPanel
        from troyes_desktop.troyes_ui.scene.board_scene import BoardScene
        from troyes_desktop.troyes_ui.scene.board_view import BoardView

        self.setWindowTitle(translate("Tutorial", "Troyes Desktop — Guided first game of Troyes"))
        self.setStyleSheet(theme.STYLE_SHEET)
        from troyes_desktop.shared_ui.window_place import place

        place(self, "guided_troyes", 1280, 800)    # its size and place remembered, within the screen
        self.lesson = TroyesLesson(delay_ms=delay_ms, parent=self, save=save)
        self.model = self.lesson.model
        self.model.setParent(self)
        self.coach = C.CoachPanel(self.lesson.script["title"])
        self.scene = BoardScene(self.model)
        self.view = BoardView(self.scene)
        self.board = self.view          # the name the screenshot command fits to the window
        self.prompt = PromptPanel()
        self.prompt.set_model(self.model)
        self.panels = []
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(6, 6, 6, 6)
        for seat in range(self.model.game.n):
            panel = PlayerPanel(seat)
            panel.actionRequested.connect(lambda a: self.model.apply(tuple(a)))
            lv.addWidget(panel)
            self.panels.append(panel)
        self.log = LogPanel()
        self.log.rebuild(self.model.game)
        self.model.eventsHappened.connect(lambda events: self.log.add_records(self.model.game, events))
        lv.addWidget(self.log, 1)
        left.setMinimumWidth(240)
        left.setMaximumWidth(300)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.view)
        right.addWidget(self.prompt)
        right.setStretchFactor(0, 4)
        right.setStretchFactor(1, 1)
        body = QHBoxLayout()
        body.addWidget(left)
        body.addWidget(right, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(self.coach)
        outer.addLayout(body, 1)

        self._ring_items: list[QGraphicsRectItem] = []
        self.scoring = None
        self._hook_board()
        self.wire_coach()
        self.scene.statusMessage.connect(self._status)
        self.model.changed.connect(self.refresh)
        self.lesson.begin(C.read_progress(LESSON) if resume else 0)

    # ------------------------------------------------------------------ hooks on the real board
    def _hook_board(self) -> None:
        """Light only the step's target and let only its dice be picked (instance hooks, no board change)."""
        scene, ctrl, lesson = self.scene, self.scene.controller, self.lesson
        original_lights = scene.set_highlights
        original_click_die = ctrl.click_die

        def lights(_keys=(), _dice=()):
            keys, dice = lesson.lit()
            original_lights(keys, dice)
            self._ring(keys, dice)

        def click_die(d):
            reason = lesson.choose_dice(d)
            if reason:
                self.coach.show_note(reason)
                return
            original_click_die(d)
            lesson.selection_changed(set(ctrl.current_group()))

        scene.set_highlights = lights
        ctrl.click_die = click_die

    def _ring(self, keys, dice=()) -> None:
        """A gold frame around each lit place and die, so the one target stands out."""
        for r in self._ring_items:
            self.scene.removeItem(r)
        self._ring_items = []
        items = [self.scene.item_for(k) if k[0] != "district" else self.scene.districts.get(k[1])
                 for k in keys]
        items += [self.scene.dice.get(d) for d in dice]
        for item in items:
            if item is None:
                continue
            ring = QGraphicsRectItem(item.sceneBoundingRect().adjusted(-4, -4, 4, 4))
            pen = QPen(QColor("#c9a227"), 6)
            pen.setCosmetic(True)
            ring.setPen(pen)
            ring.setZValue(9_000)
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(ring)
            self._ring_items.append(ring)

    def _status(self, text: str) -> None:
        if text:
            self.coach.show_note(text)

    # ------------------------------------------------------------------ showing
    def after_step(self) -> None:
        self.refresh()
        if self.lesson.step.get("final") and self.model.game.over and self.scoring is None:
            from troyes_desktop.troyes_ui.scoring_dialog import ScoringDialog

            self.scoring = ScoringDialog(self.model.game, self)
            self.scoring.show()

    def refresh(self) -> None:
        game = self.model.game
        for panel in self.panels:
            panel.refresh(game, 0, False)
        self.scene.set_viewer(0)
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
