"""Le Roy's steps in the solo game, in a panel of their own under his player panel (beside the board, over
nothing the player needs): the steps of the round numbered in order (1, 2, 3...), what each did and why, the
newest last and in full ink. His pace stays where the player answers (the prompt panel: Next step, Skip to my
turn, Pace). The panel starts a new list at his first step of each round and is gone when the game ends; the
chronicle keeps every line."""

from __future__ import annotations

import html
import logging

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.curtain import outcome_lines

logger = logging.getLogger(__name__)

#: At most this many sentences per step (his decision first, then what it caused); the chronicle has all.
LINES_PER_STEP = 4


def is_roy_step(records: list[dict]) -> bool:
    return any(str(r.get("type", "")).startswith("roy_") for r in records)


def step_records(records: list[dict]) -> list[dict]:
    """The records of le Roy's step itself: the end of the round, and the next round, come after it."""
    out = []
    for rec in records:
        if rec.get("type") in ("round_ended", "round_started"):
            break
        out.append(rec)
    return out


def _round_in_play(game) -> int:
    """The round the banner names: 0 while setting up (his placement), else the game's round."""
    return 0 if game.pending.kind in ("initial", "roy_setup") else int(game.round)


class RoySteps(QFrame):
    """``steps``: the sentences of each of le Roy's steps in the round shown (``round_no``), oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roySteps")
        self.setStyleSheet(
            f"QFrame#roySteps {{ background: {theme.PARCHMENT_LIGHT}; border: 2px solid {theme.ROY_COLOUR};"
            " border-radius: 7px; }"
            " QScrollArea#royStepsScroll, QWidget#royStepsViewport, QLabel#royStepsText, QLabel#royStepsTitle"
            " { background: transparent; border: none; }")
        self.round_no: int | None = None
        #: The round in play (0 while setting up), which the header names: once a round is over, his steps of
        #: that round stay under the header of the new one, said to be the round just ended.
        self.current_round: int | None = None
        self.steps: list[list[str]] = []
        v = QVBoxLayout(self)
        v.setContentsMargins(8, 6, 8, 6)
        v.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("royStepsTitle")
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"color: {theme.ROY_COLOUR};")
        v.addWidget(self.title)
        self.text = QLabel()
        self.text.setObjectName("royStepsText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setStyleSheet(f"color: {theme.INK};")
        self.scroll = QScrollArea()
        self.scroll.setObjectName("royStepsScroll")
        self.scroll.viewport().setObjectName("royStepsViewport")
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.text)
        v.addWidget(self.scroll, 1)
        self.set_compact(False)
        self.clear()

    def set_compact(self, on: bool) -> None:
        self.title.setFont(theme.font(10.5 if on else 12, bold=True))
        self.text.setFont(theme.font(9.5 if on else 10.5))

    # ------------------------------------------------------------------ the steps
    def clear(self) -> None:
        self.round_no = None
        self.current_round = None
        self.steps = []
        self._show()

    def add_records(self, game, records: list[dict]) -> None:
        """Records of one move: a step of le Roy's is added to the list of its round."""
        if not is_roy_step(records):
            return
        own = step_records(records)
        started = any(r.get("type") == "round_started" for r in records[len(own):])
        round_no = max(0, game.round - 1) if started else game.round
        if round_no != self.round_no:
            self.round_no = round_no
            self.steps = []
        self.steps.append(outcome_lines(game, own)[:LINES_PER_STEP])
        self.current_round = _round_in_play(game)
        self._show()

    def follow_round(self, game) -> None:
        """The game changed: the header names the round in play (it agrees with the banner)."""
        current = _round_in_play(game)
        if current != self.current_round:
            self.current_round = current
            self._show()

    def rebuild(self, game) -> None:
        """The steps of the round in play, from the game's record (a game loaded or continued)."""
        from troyes_desktop.rules.troyes.game import Game

        self.clear()
        replay = Game(game.setup)
        for action in game.history:
            try:
                records = replay.apply(action)
            except Exception:  # noqa: BLE001 - a damaged record shows what it can
                logger.warning("The steps of le Roy stop replaying at %r", action, exc_info=True)
                break
            self.add_records(replay, records)

    def _show(self) -> None:
        now, shown = self.current_round, self.round_no
        earlier = ""
        if now is not None and shown is not None and now != shown and now > 0:
            # A new round, where he has not played yet: his steps below are those of the round just ended.
            earlier = translate("RoySteps", "His placement:") if shown == 0 else translate(
                "RoySteps", "His steps in round {round}, just ended:").format(round=shown)
            shown = now
        if shown is None and now:
            shown = now
        if shown is None:
            title = translate("RoySteps", "Le Roy's steps")
        elif shown == 0:
            title = translate("RoySteps", "Le Roy's steps: his placement")
        else:
            title = translate("RoySteps", "Le Roy's steps in round {round}").format(round=shown)
        self.title.setText(title)
        self.earlier = earlier
        if not self.steps:
            self.text.setText("<i>" + html.escape(translate(
                "RoySteps", "Each of le Roy's steps will be shown here, numbered, with what he did and why."))
                + "</i>")
            return
        parts = []
        last = len(self.steps) - 1
        for i, lines in enumerate(self.steps):
            colour = theme.INK if i == last else theme.FADED_INK
            body = "<br>".join(html.escape(line) for line in lines)
            parts.append(f"<p style='margin:0 0 6px 0; color:{colour}'><b>{i + 1}.</b> {body}</p>")
        if self.earlier:
            parts.insert(0, f"<p style='margin:0 0 4px 0'><i>{html.escape(self.earlier)}</i></p>")
        self.text.setText("".join(parts))
        QTimer.singleShot(0, self._to_newest)

    def _to_newest(self) -> None:
        bar = self.scroll.verticalScrollBar()
        bar.setValue(bar.maximum())

    def texts(self) -> list[str]:
        """Each step as one line of plain text, numbered (tests, accessibility)."""
        return [f"{i + 1}. " + " ".join(lines) for i, lines in enumerate(self.steps)]
