"""The guided first game of Troyes, its steps without the window: a :class:`TutorialModel` that lets through
only the move the current step asks for, the scripted other player, and the last round played freely.

Every step's words and expected moves come from the script (:mod:`troyes_desktop.tutorial.script`); a wrong
move is refused before it reaches the engine, so nothing changes, and the coach says kindly what to do. A
``free`` step lets every legal move through (the last round, once everything has been taught): the other
player answers at the lesson's pace, and the step ends with the game.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from troyes_desktop.i18n import localized, translate
from troyes_desktop.model.troyes_model import TroyesModel

from . import coach as C
from . import script as S

LESSON = "tutorial-troyes"


class TutorialModel(C.CheckedMoves, TroyesModel):
    """A TroyesModel whose moves are checked by the lesson first; no autosave, no undo."""

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
        self.busy = False          # the other player is playing
        self.save_error = ""

    # ------------------------------------------------------------------ steps
    @property
    def game(self):
        return self.model.game

    def free(self) -> bool:
        """The step lets every legal move through (the last round)."""
        return bool(self.step.get("free"))

    def begin(self, at: int = 0) -> None:
        """Start at step ``at`` (a resumed lesson replays the earlier steps at once; a free step starts again
        from its beginning)."""
        at = max(0, min(at, len(self.steps) - 1))
        while self.index < at and not self.free():
            self._replay_step()
        self._enter()

    def _replay_step(self) -> None:
        self._resolve()
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
        if self.free() and not self.game.over and not S.is_learner(self.game):
            self._free_answer()

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
        self.index += 1
        self._enter()
        return True

    # ------------------------------------------------------------------ moves
    def check(self, actions: list[tuple]) -> str:
        """"" when ``actions`` is the move the step expects now (any legal move in a free step), else the kind
        explanation."""
        if self.busy:
            return self.wrong()
        if self.free():
            return ""
        if self.move_index >= len(self.expected):
            return self.wrong()
        if S.same_move(self.expected[self.move_index], actions):
            return ""
        return self.wrong()

    def moved(self) -> None:
        self.noteChanged.emit("")
        if self.free():
            self._free_answer()
            return
        self.move_index += 1
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
        if self.delay_ms and not g.over and g.pending.seat == self.opponent.seat:
            # The other player's moves one by one, so that they can be followed on the board.
            self.model.play(self.opponent.move(g))
            QTimer.singleShot(self.delay_ms, self._after_move)
            return
        self._opponent_now()
        self.busy = False
        self.index += 1
        self._enter()

    def _free_answer(self) -> None:
        """In the free round: the other player's moves at the lesson's pace, then the learner's turn again, or
        the last step once the game is over."""
        g = self.game
        if not g.over and g.pending.seat == self.opponent.seat:
            self.busy = True
            if self.delay_ms:
                self.model.play(self.opponent.move(g))
                QTimer.singleShot(self.delay_ms, self._free_answer)
                return
            self._opponent_now()
        self.busy = False
        if g.over:
            self.index += 1
            self._enter()

    def _opponent_now(self) -> None:
        g = self.game
        for _ in range(200):
            if g.over or g.pending.seat != self.opponent.seat:
                return
            self.model.play(self.opponent.move(g))

    def current_move(self) -> list[tuple]:
        """The engine actions the step expects next (empty when it expects none)."""
        return self.expected[self.move_index] if self.move_index < len(self.expected) else []

    def choose_dice(self, d: int) -> str:
        """A click on die ``d`` on the board: "" if the lesson lets it be (de)selected, else why not."""
        if self.busy:
            return self.wrong()
        if self.free():
            return ""
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
            if a[0] in ("die", "bd", "flip_die", "reroll"):
                dice.add(a[1])
            elif a[0] == "target":
                keys.add(hl_key(a[1], a[2]))
        return keys, {d for d in dice if d in g.dice}
