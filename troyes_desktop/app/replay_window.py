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


_REPLAY_MODELS: dict[type, type] = {}


def replay_model_class(model_class: type) -> type:
    """The model of a replayed game of the mode whose model is ``model_class`` (one class per mode)."""
    if model_class not in _REPLAY_MODELS:
        _REPLAY_MODELS[model_class] = type(
            f"Replay{model_class.__name__}", (_ReplayMixin, model_class),
            {"__doc__": f"A game replayed through {model_class.__name__} (for the mode's replay view)."},
        )
    return _REPLAY_MODELS[model_class]


class ReplayWindow(QWidget):
    """A window of its own; ``title`` describes the game (date, mode)."""

    #: ``seen_by``'s default: an unfinished game shows the view of whoever decides at its last position.
    LAST_DECIDER = -1

    def __init__(
        self, save: dict, title: str = "", position: int | None = None, parent: QWidget | None = None,
        seen_by: int | None = LAST_DECIDER,
    ) -> None:
        """``seen_by`` (an unfinished game): the seat whose view is shown, None for nobody's secrets (the
        game in play while several people share the screen: no choice of another view is offered)."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.setStyleSheet(theme.STYLE_SHEET + f" QWidget#replayWindow {{ background: {theme.PARCHMENT}; }}")
        self.replay = Replay(save)  # raises SaveError for a damaged record (the caller says why)
        from troyes_desktop.app.modes import MODES

        mode = MODES[self.replay.key]
        start = self.replay.length if position is None else position
        self.model = replay_model_class(mode.model_class())(self.replay, start, self)
        # The mode's part of the window: its widgets (built below), names and words.
        self.view = mode.replay_view(self)
        self.table_view = seen_by is None and not self.replay.finished
        self.seen_by: int | None = None if self.replay.finished or seen_by is None else \
            self._last_seat() if seen_by == self.LAST_DECIDER else seen_by
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        names = self._names()
        title_key = self.view.title_key()
        state = (
            translate("Replay", "finished") if self.replay.finished else translate("Replay", "not finished")
        )
        self.setWindowTitle(title_free(
            translate("Replay", "Replay \u2014 {game}: {players}").format(
                game=mode_title(title_key), players=", ".join(names)
            )
        ))
        from troyes_desktop.shared_ui.window_place import close_keys, place

        place(self, "replay", 1280, 800)    # its size and place remembered, within the screen
        close_keys(self)                    # Esc and Ctrl+W close it

        v = QVBoxLayout(self)
        v.setContentsMargins(10, 8, 10, 8)
        v.setSpacing(6)
        head = plain(QLabel())                      # names and file names as they are typed
        head.setText(f"{mode_title(title_key)} \u00b7 {', '.join(names)} \u00b7 {title or state}")
        head.setObjectName("replayTitle")
        head.setFont(theme.font(15, bold=True))
        top = QHBoxLayout()
        top.addWidget(head, 1)
        # Beside the title (the row of controls below is full at large text sizes).
        self.review_button = QPushButton(translate("Replay", "Review"))
        self.review_button.setObjectName("replayReview")
        self.review_button.setToolTip(
            translate("Replay", "What each decision cost against the Hard player, and what was luck"))
        self.review_button.clicked.connect(self.review_game)
        top.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignTop)
        v.addLayout(top)
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
        self.review = None              # the game's review, once shown (app/reviewing.py)
        self.review_column = None
        self.side_tabs = None
        self.lit: int | None = None     # the review's decision whose moves are lit on the board
        self.view.build()     # the mode's own widgets
        v.addLayout(self._build_controls())
        self.model.eventsHappened.connect(self._events)
        self.model.changed.connect(self.refresh)
        self._rebuild_log()
        self.refresh()

    # ------------------------------------------------------------------ building
    def _names(self) -> list[str]:
        return self.view.names()

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
        if not self.replay.finished and not self.table_view:
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

    # ------------------------------------------------------------------ the review
    def start_review(self, seats: list[int]) -> None:
        """Show the game's review beside the board (kept or made now, for ``seats``), in a tab before the
        chronicle."""
        from PySide6.QtGui import QKeySequence, QShortcut
        from PySide6.QtWidgets import QTabWidget

        from troyes_desktop.app.review_column import ReviewColumn

        self.review_button.hide()
        if self.review_column is None:
            self.review_column = ReviewColumn(self, seats)
            self.side_tabs = QTabWidget()
            self.side_tabs.setObjectName("replaySideTabs")
            self.split.replaceWidget(self.split.indexOf(self.log), self.side_tabs)
            self.side_tabs.addTab(self.review_column, translate("Replay", "Review"))
            self.side_tabs.addTab(self.log, translate("Replay", "Chronicle"))
            # Ctrl+K: to the key moments, from anywhere in the window.
            QShortcut(QKeySequence("Ctrl+K"), self, self.focus_key_moments)
            self.resizeEvent(None)
        else:
            self.review_column.seats = list(seats)
        self.review_column.start()

    def review_game(self) -> None:
        """The replay's Review button: the review of the people's decisions beside the board."""
        from troyes_desktop.app.review_column import default_seats

        self.start_review(default_seats(self.replay.save))

    def focus_key_moments(self) -> None:
        panel = getattr(self.review_column, "panel", None)
        if panel is None:
            return
        self.side_tabs.setCurrentWidget(self.review_column)
        panel.tabs.setCurrentIndex(0)
        if panel.moments.currentRow() < 0 and panel.moments.count():
            panel.moments.setCurrentRow(0)
        panel.moments.setFocus()

    def show_decision(self, k: int) -> None:
        """The board at the review's decision ``k``, the move made and the Hard player's move lit."""
        d = self.review.decisions[k]
        self.stop()
        self.go_to(d.index)
        self.lit = k
        self.view.light_moves([tuple(a) for a in d.chosen_actions], [tuple(a) for a in d.best_actions],
                              d.seat)

    def seek_to(self, position: int) -> None:
        self.stop()
        self.go_to(position)

    def view_sheet(self, seat: int) -> None:
        self.sheet.set_seat(seat)
        self.refresh()

    # ------------------------------------------------------------------ drawing
    def _events(self, events: list[dict]) -> None:
        self.view.add_records(events)

    def _rebuild_log(self) -> None:
        self.view.rebuild_log()

    def where_text(self) -> str:
        g = self.model.game
        pos, total = self.position, self.replay.length
        unit = translate("Replay", "game over") if g.over else self.view.where(g)
        return translate("Replay", "Move {move} of {total} \u00b7 {where}").format(move=pos, total=total,
                         where=unit)

    def hidden_text(self) -> str:
        """Once the game is over the replay shows what was hidden ("" when nothing: see the mode's view)."""
        return self.view.hidden_text()

    def refresh(self) -> None:
        finished = self.replay.finished
        self.view.refresh(finished)
        self.privacy.setText(self.view.privacy_text(finished))
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(self.position > 0)
        self.prev_button.setEnabled(self.position > 0)
        self.next_button.setEnabled(self.position < self.replay.length)
        self.last_button.setEnabled(self.position < self.replay.length)
        self.where.setText(self.where_text())
        panel = getattr(self.review_column, "panel", None)
        if panel is not None:
            panel.set_position(self.position)
        review = self.review
        if self.lit is not None and (review is None or review.decisions[self.lit].index != self.position):
            self.lit = None
            self.view.light_moves([], [])

    def resizeEvent(self, event) -> None:  # noqa: N802
        """Below 1440 px the side columns narrow so that the board or the sheet keeps the room."""
        if event is not None:
            super().resizeEvent(event)
        side = self.view.side_widths(self.width())
        if self.side_tabs is not None:          # the review needs a wider column than the chronicle
            side = (side[0], max(side[1], min(680, int(self.width() * 0.36))))
        middle = max(300, self.width() - sum(side) - 30)
        self.split.setSizes([side[0], middle, side[1]])
        for panel in self.panels:
            panel.set_compact(self.width() < theme.COMPACT_WIDTH)
        fit = getattr(self.board, "fit", None)
        if callable(fit):
            fit()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.stop()
        if self.review_column is not None:
            self.review_column.stop_job()
        super().closeEvent(event)
