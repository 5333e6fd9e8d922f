"""The replay viewer: a finished game from the history, or any saved game, watched again on the real
board (Troyes) or the wheel and the scoresheets (Troyes Dice).

First, previous, next, last, play at a chosen pace, a slider and "go to round / day"; the chronicle follows
the position. A finished game shows everyone's characters and VP (as at the end of the game); a saved game
that is not finished shows only what one seat could see (chosen in "Seen by"), as it would have been at
the table. Nothing can be played here: the moves are the ones of the record.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain, title_free
from troyes_desktop.store.records import mode_title
from troyes_desktop.store.replay import Replay

#: Pace of "Play": key -> milliseconds between two actions; PACE_WORDS: what the list shows.
PACES = {"Slow": 1500, "Normal": 700, "Fast": 250, "Very fast": 60}
PACE_WORDS = {
    "Slow": QT_TRANSLATE_NOOP("Replay", "Slow"),
    "Normal": QT_TRANSLATE_NOOP("Replay", "Normal"),
    "Fast": QT_TRANSLATE_NOOP("Replay", "Fast"),
    "Very fast": QT_TRANSLATE_NOOP("Replay", "Very fast"),
}
REFUSAL = QT_TRANSLATE_NOOP("Replay", "This is a replay: the moves are the ones that were played.")
#: The "go to" list, by the record's unit (whole texts).
GO_TO = {
    "round": QT_TRANSLATE_NOOP("Replay", "Go to a round\u2026"),
    "day": QT_TRANSLATE_NOOP("Replay", "Go to a day\u2026"),
}
UNIT_ITEMS = {
    "round": QT_TRANSLATE_NOOP("Replay", "Round {number}"),
    "day": QT_TRANSLATE_NOOP("Replay", "Day {number}"),
}


class _ReplayMixin:
    """A model over a :class:`Replay` that moves between positions and refuses every move."""

    record_history = False

    def __init__(self, replay: Replay, position: int = 0, parent=None) -> None:
        super().__init__(replay.game_at(position), parent, autosave=False)
        self.replay = replay
        self.position = position

    @property
    def decider(self):
        return None  # nobody decides in a replay: no highlighted targets, no prompts

    def seek(self, position: int) -> list[dict]:
        """Show the game at ``position``; returns the events of the step when it is exactly one forward."""
        position = max(0, min(self.replay.length, int(position)))
        if position == self.position:
            return []
        before = self._game.pending
        events: list[dict] = []
        if position == self.position + 1:
            game = self._game.copy()
            events = game.apply(self.replay.actions[self.position])
        else:
            game = self.replay.game_at(position)
        self._game = game
        self.position = position
        self.last_events = events
        if events:
            self.eventsHappened.emit(events)
        self.changed.emit()
        if self._game.pending != before:
            self.decisionChanged.emit()
        return events

    # Nothing can be played in a replay.
    def apply_sequence(self, actions) -> bool:
        self.refused.emit(translate("Replay", REFUSAL))
        return False

    def legal_actions(self) -> list[tuple]:
        return []

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def autosave(self) -> None:
        pass


class ReplayModel(_ReplayMixin, TroyesModel):
    """A Troyes game replayed (for the board and the player panels)."""


class DiceReplayModel(_ReplayMixin, DiceModel):
    """A Troyes Dice game replayed (for the wheel and the sheets)."""


class ReplayWindow(QWidget):
    """A window of its own; ``title`` describes the game (date, mode)."""

    def __init__(
        self, save: dict, title: str = "", position: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.setStyleSheet(theme.STYLE_SHEET + f" QWidget#replayWindow {{ background: {theme.PARCHMENT}; }}")
        self.replay = Replay(save)  # raises SaveError for a damaged record (the caller says why)
        self.dice = self.replay.dice
        start = self.replay.length if position is None else position
        cls = DiceReplayModel if self.dice else ReplayModel
        self.model = cls(self.replay, start, self)
        self.seen_by: int | None = None if self.replay.finished else self._last_seat()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        names = self._names()
        mode = "dice" if self.dice else ("solo" if self.model.game.solo else "troyes")
        state = (
            translate("Replay", "finished") if self.replay.finished else translate("Replay", "not finished")
        )
        self.setWindowTitle(title_free(
            translate("Replay", "Replay \u2014 {game}: {players}").format(
                game=mode_title(mode), players=", ".join(names)
            )
        ))
        from troyes_desktop.shared_ui.window_place import place

        place(self, "replay", 1280, 800)    # its size and place remembered, within the screen

        v = QVBoxLayout(self)
        v.setContentsMargins(10, 8, 10, 8)
        v.setSpacing(6)
        head = plain(QLabel())                      # names and file names as they are typed
        head.setText(f"{mode_title(mode)} \u00b7 {', '.join(names)} \u00b7 {title or state}")
        head.setObjectName("replayTitle")
        head.setFont(theme.font(15, bold=True))
        v.addWidget(head)
        self.privacy = plain(QLabel())
        self.privacy.setObjectName("replayPrivacy")
        self.privacy.setFont(theme.font(11, italic=True))
        self.privacy.setStyleSheet(f"color: {theme.FADED_INK};")
        v.addWidget(self.privacy)

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        v.addWidget(self.split, 1)
        self.panels = []
        self.board = None
        self.scene = None
        from troyes_desktop.app.modes import MODES

        MODES["dice" if self.dice else "troyes"].build_replay_view(self)     # the mode's own widgets
        v.addLayout(self._build_controls())
        self.model.eventsHappened.connect(self._events)
        self.model.changed.connect(self.refresh)
        self._rebuild_log()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _names(self) -> list[str]:
        g = self.model.game
        if self.dice:
            return self.model.names()
        return [p.name for p in g.players] + (["le Roy"] if g.solo else [])

    def _last_seat(self) -> int:
        """The seat whose view an unfinished game shows first: whoever decides at its last position."""
        g = self.replay.final
        seat = g.pending.seat
        return seat if isinstance(seat, int) and 0 <= seat < g.n else 0

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(6)

        def button(text: str, name: str, tip: str, slot) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            row.addWidget(b)
            return b

        self.first_button = button(
            translate("Replay", "|\u25c0 First"),
            "replayFirst",
            translate("Replay", "The setup, before the first move"),
            self.first,
        )
        self.prev_button = button(
            translate("Replay", "\u25c0 Previous"),
            "replayPrevious",
            translate("Replay", "One move back"),
            self.previous,
        )
        self.play_button = button(
            translate("Replay", "\u25b6 Play"),
            "replayPlay",
            translate("Replay", "Play the moves one after the other"),
            self.toggle_play,
        )
        self.next_button = button(
            translate("Replay", "Next \u25b6"),
            "replayNext",
            translate("Replay", "One move forward"),
            self.next,
        )
        self.last_button = button(
            translate("Replay", "Last \u25b6|"),
            "replayLast",
            translate("Replay", "Where the record ends"),
            self.last,
        )
        self.pace = QComboBox()
        self.pace.setObjectName("replayPace")
        self.pace.setToolTip(translate("Replay", "Pace of Play"))
        for key in PACES:
            self.pace.addItem(translate("Replay", PACE_WORDS[key]), key)
        self.pace.setCurrentIndex(self.pace.findData("Normal"))
        self.pace.currentIndexChanged.connect(lambda _i: self._pace_changed(self.pace.currentData()))
        row.addWidget(self.pace)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, self.replay.length)
        self.slider.valueChanged.connect(self._slider_moved)
        row.addWidget(self.slider, 1)
        self.jump = QComboBox()
        self.jump.setObjectName("replayJump")
        unit = self.replay.unit if self.replay.unit in GO_TO else "round"
        self.jump.addItem(translate("Replay", GO_TO[unit]), None)
        for u, pos in self.replay.marks:
            self.jump.addItem(translate("Replay", UNIT_ITEMS[unit]).format(number=u), pos)
        self.jump.activated.connect(self._jump_chosen)
        row.addWidget(self.jump)
        self.seen_combo = None
        if not self.replay.finished:
            self.seen_combo = QComboBox()
            self.seen_combo.setObjectName("replaySeenBy")
            self.seen_combo.setToolTip(translate("Replay", "Whose view of the unfinished game is shown"))
            for seat in range(self.model.game.n):
                self.seen_combo.addItem(
                    translate("Replay", "Seen by {player}").format(player=self._names()[seat]), seat
                )
            self.seen_combo.setCurrentIndex(self.seen_by or 0)
            self.seen_combo.currentIndexChanged.connect(self._seen_changed)
            row.addWidget(self.seen_combo)
        self.where = plain(QLabel())
        self.where.setObjectName("replayWhere")
        self.where.setMinimumWidth(190)
        self.where.setFont(theme.font(11))
        row.addWidget(self.where)
        return row

    # ------------------------------------------------------------------ moving
    @property
    def position(self) -> int:
        return self.model.position

    def go_to(self, position: int) -> None:
        before = self.model.position
        events = self.model.seek(position)
        if self.model.position != before and not events:
            self._rebuild_log()

    def first(self) -> None:
        self.stop()
        self.go_to(0)

    def previous(self) -> None:
        self.stop()
        self.go_to(self.position - 1)

    def next(self) -> None:
        self.go_to(self.position + 1)

    def last(self) -> None:
        self.stop()
        self.go_to(self.replay.length)

    def go_to_unit(self, unit: int) -> bool:
        pos = self.replay.position_of(unit)
        if pos is None:
            return False
        self.stop()
        self.go_to(pos)
        return True

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.stop()
            return
        if self.position >= self.replay.length:
            self.go_to(0)
        self.timer.start(PACES.get(self.pace.currentData(), PACES["Normal"]))
        self.play_button.setText(translate("Replay", "\u2016 Pause"))

    def stop(self) -> None:
        self.timer.stop()
        self.play_button.setText(translate("Replay", "\u25b6 Play"))

    def _tick(self) -> None:
        if self.position >= self.replay.length:
            self.stop()
            return
        self.next()

    def _pace_changed(self, key: str) -> None:
        if self.timer.isActive() and key in PACES:
            self.timer.start(PACES[key])

    def _slider_moved(self, value: int) -> None:
        if value != self.position:
            self.go_to(value)

    def _jump_chosen(self, index: int) -> None:
        pos = self.jump.itemData(index)
        if pos is not None:
            self.stop()
            self.go_to(int(pos))
        self.jump.setCurrentIndex(0)

    def _seen_changed(self, index: int) -> None:
        self.seen_by = self.seen_combo.itemData(index)
        self.refresh()

    def view_sheet(self, seat: int) -> None:
        self.sheet.set_seat(seat)
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def _events(self, events: list[dict]) -> None:
        if self.dice:
            self.log.add_records(events, self.model.names())
        else:
            self.log.add_records(self.model.game, events)

    def _rebuild_log(self) -> None:
        if self.dice:
            self.log.rebuild(self.model.game, self.model.names())
        else:
            self.log.rebuild(self.model.game)

    def where_text(self) -> str:
        g = self.model.game
        pos, total = self.position, self.replay.length
        if g.over:
            unit = translate("Replay", "game over")
        elif self.dice:
            unit = (
                translate("Replay", "day {day}, morning")
                if g.half == 0
                else translate("Replay", "day {day}, afternoon")
            ).format(day=g.day)
        elif g.round == 0:
            unit = translate("Replay", "setting up")
        else:
            unit = translate("Replay", "round {round} of {rounds}").format(round=g.round, rounds=g.rounds)
        return translate("Replay", "Move {move} of {total} \u00b7 {where}").format(move=pos, total=total,
                         where=unit)

    def hidden_text(self) -> str:
        """Once the game is over the replay shows everyone's characters from the first move."""
        import html

        from troyes_desktop.i18n import localized
        from troyes_desktop.rules.troyes.board import colour_word

        g = self.model.game
        if not self.replay.finished or g.solo or g.over:
            return ""
        lines = []
        for p in g.players:
            chars = ", ".join(localized(g.data.characters[c]) for c in p.characters if c in g.data.characters)
            chars = chars or translate("Replay", "no character")
            lines.append(
                translate("Replay", "{player}: {characters}").format(
                    player=f"<b>{html.escape(p.name)}</b>", characters=html.escape(chars)
                )
            )
        text = (
            "<i>" + html.escape(translate("Replay", "Characters (hidden during the game):")) + "</i><br>"
            + "<br>".join(lines)
        )
        colours = ("red", "white", "yellow")
        down = [
            html.escape(
                translate("Replay", "{card} ({colour} {level})").format(
                    card=localized(g.card(slot)),
                    colour=colour_word(colours[slot // 3], "card"),
                    level="I" * (slot % 3 + 1),
                )
            )
            for slot in range(9)
            if not g.slot_revealed[slot]
        ]
        if down:
            text += (
                "<br><i>" + html.escape(translate("Replay", "Activity cards still face down:")) + "</i> "
                + ", ".join(down)
            )
        return text

    def refresh(self) -> None:
        g = self.model.game
        finished = self.replay.finished
        if not self.dice:
            viewer = None if finished else self.seen_by
            for panel in self.panels:
                panel.refresh(g, viewer, finished)
            self.hidden_label.setText(self.hidden_text())
            self.hidden_label.setVisible(bool(self.hidden_label.text()))
            if self.scene is not None and hasattr(self.scene, "set_viewer") and self.scene.viewer != viewer:
                self.scene.set_viewer(viewer)
        else:
            for t in self.thumbs:
                t.shown = t.seat == self.sheet.seat
                t.update()
        if finished and self.dice:
            self.privacy.setText(
                translate(
                    "Replay", "A finished game: click a small sheet to look at that player's scoresheet."
                )
            )
        elif finished:
            self.privacy.setText(
                translate("Replay", "The game is over: everyone's characters and VP are shown.")
            )
        elif self.dice:
            self.privacy.setText(
                translate("Replay", "This game is not finished: it stops where the save stops.")
            )
        else:
            name = self._names()[self.seen_by or 0]
            self.privacy.setText(
                translate(
                    "Replay", "This game is not finished: you see only what {player} could see."
                ).format(player=name)
            )
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(self.position > 0)
        self.prev_button.setEnabled(self.position > 0)
        self.next_button.setEnabled(self.position < self.replay.length)
        self.last_button.setEnabled(self.position < self.replay.length)
        self.where.setText(self.where_text())

    def resizeEvent(self, event) -> None:  # noqa: N802
        """Below 1440 px the side columns narrow so that the board or the sheet keeps the room."""
        super().resizeEvent(event)
        side = (
            (230, 210)
            if self.width() < theme.COMPACT_WIDTH
            else ((272, 260) if not self.dice else (360, 260))
        )
        if self.dice:
            side = (max(300, min(360, self.width() // 4)), side[1])
        middle = max(300, self.width() - sum(side) - 30)
        self.split.setSizes([side[0], middle, side[1]])
        for panel in self.panels:
            panel.set_compact(self.width() < theme.COMPACT_WIDTH)
        fit = getattr(self.board, "fit", None)
        if callable(fit):
            fit()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.stop()
        super().closeEvent(event)
