"""The start screen: every unfinished game with Continue on each (the most recently played first, its
button the default), New game (Troyes, solo against le Roy, Troyes Dice), Load, Settings and Quit.

It reads only the small summaries beside the automatic saves (:mod:`troyes_desktop.model.autosaves`), so
it opens without loading a rules engine. Nothing here touches Qt's namespace of enums (``Qt.…``) before the
first paint: PySide builds all of its Python enums at once, which costs more than the whole screen (the
labels are centred through their style sheets, the buttons get their hand cursor just after the paint)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.focus import ScreenTabOrder
from troyes_desktop.shared_ui.parchment import DiceOrnament, ParchmentPage
from troyes_desktop.shared_ui.plain import plain, plain_tip

logger = logging.getLogger(__name__)

# Centres a label's text (its alignment, set through the style sheet: see the module's note).
CENTRED = "qproperty-alignment: AlignHCenter;"


def continue_summary(entries) -> tuple[bool, str]:
    """(available, text): whether a game can be continued and a line naming the most recent one."""
    if not entries:
        return False, translate(
            "StartScreen", "No game to continue yet: every game is saved automatically after every move."
        )
    return True, entry_text(entries[0])


def entry_summary(entry) -> str:
    """Mode, players and progress of an unfinished game, written in the current language from the facts
    its summary file keeps (the words stored with it for summaries of earlier versions)."""
    import json

    from troyes_desktop.app.modes import summary_line
    from troyes_desktop.model import autosaves

    summary = {"mode": entry.mode, "players": entry.players, "progress": entry.progress}
    try:
        stored = json.loads(autosaves.meta_path(entry.path).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        logger.warning("Cannot read the summary of %s", entry.path, exc_info=True)
        stored = None
    if isinstance(stored, dict) and stored.get("mode") == entry.mode:
        summary = {**stored, **summary}
    try:
        return summary_line(summary)
    except (KeyError, TypeError, ValueError, AttributeError):  # a summary file edited by hand
        logger.warning("A damaged summary beside %s", entry.path, exc_info=True)
        return summary_line({"mode": entry.mode, "players": entry.players, "progress": entry.progress})


def when_text(saved: float, now: float | None = None) -> str:
    """When a game was last played, in words: "today at 14:05", "yesterday at 09:30", "12 March"."""
    import time

    from PySide6.QtCore import QDate, QLocale

    now = time.time() if now is None else now
    t = time.localtime(saved)
    today = time.localtime(now)
    clock = f"{t.tm_hour:02d}:{t.tm_min:02d}"
    if (t.tm_year, t.tm_yday) == (today.tm_year, today.tm_yday):
        return translate("StartScreen", "today at {time}").format(time=clock)
    yesterday = time.localtime(now - 86400)
    if (t.tm_year, t.tm_yday) == (yesterday.tm_year, yesterday.tm_yday):
        return translate("StartScreen", "yesterday at {time}").format(time=clock)
    date = QDate(t.tm_year, t.tm_mon, t.tm_mday)
    return QLocale().toString(date, "d MMMM" if t.tm_year == today.tm_year else "d MMMM yyyy")


def entry_text(entry) -> str:
    """One line of the Continue list: mode, players, round or day, when it was last played."""
    text = f"{entry_summary(entry)} \u00b7 {when_text(entry.saved)}"
    if entry.file:        # its name, or "continues from the file you saved: NAME" (autosaves.Entry)
        text += f" \u00b7 {entry.file_words()}"
    return text


class FittedLabel(QLabel):
    """Words wrapped to the label's width, whatever they are: a word wider than the width (a file's name such
    as ``troyes-20261202-043612-8c1e93.troyes.json``, a name typed without a space) is shortened in its
    middle (its start and its ending kept), and the whole text is in the tooltip. ``full_text`` keeps it."""

    def __init__(self, text: str) -> None:
        super().__init__()
        plain(self)
        self.setWordWrap(True)
        self.full_text = text
        self.setToolTip(plain_tip(text))
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._fitted_width = -1
        QLabel.setText(self, text)

    def minimumSizeHint(self):  # noqa: N802
        hint = super().minimumSizeHint()
        hint.setWidth(min(hint.width(), 120))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit(self.contentsRect().width())

    def fit(self, width: int) -> None:
        """Shorten the words wider than ``width`` (only those)."""
        if width <= 0 or width == self._fitted_width:
            return
        self._fitted_width = width
        metrics = self.fontMetrics()
        words = self.full_text.split(" ")
        if all(metrics.horizontalAdvance(w) <= width for w in words):
            shown = self.full_text
        else:
            # Qt's namespace only now, for a word too long (see the module's note).
            from PySide6.QtCore import Qt

            shown = " ".join(w if metrics.horizontalAdvance(w) <= width
                             else metrics.elidedText(w, Qt.TextElideMode.ElideMiddle, width) for w in words)
        if shown != self.text():
            QLabel.setText(self, shown)


class StartScreen(ScreenTabOrder, ParchmentPage):
    # A new-game button: the key of its entry in app/modes.py's NEW_GAMES ("troyes", "solo", "dice").
    newGame = Signal(str)
    continueRequested = Signal()
    continueEntry = Signal(object)
    #: "Remove…" on one game of the list (the window asks first, then offers Undo here).
    throwAwayEntry = Signal(object)
    loadRequested = Signal()
    settingsRequested = Signal()
    quitRequested = Signal()
    # Just after the screen is first painted (the window fills its menus then).
    firstPainted = Signal()

    #: Below this height the title shrinks and the dice ornament is left out.
    SHORT_HEIGHT = 760
    QUIET_ON_SHOW = False        # (shared_ui/focus.py: painted before Qt's namespace of enums is built)

    # The new-game buttons (made from _new_game_buttons).
    troyes_button: QPushButton
    solo_button: QPushButton
    dice_button: QPushButton

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.painted = False
        outer = QVBoxLayout(self)
        self.outer = outer
        outer.setContentsMargins(60, 30, 60, 20)
        outer.addStretch(2)
        self._build_heading(outer)
        games = self._build_games_list()
        self._build_notes(games)
        self._build_thrown_row(games)
        games.addStretch(1)
        #: One (label, button, entry) per unfinished game, the most recent first; ``throw_buttons`` beside.
        self.entry_rows: list[tuple[QLabel, QPushButton, object]] = []
        self.throw_buttons: list[QPushButton] = []
        #: One frame per unfinished game: its words, then its Remove… and Continue under them.
        self.entry_cards: list[QFrame] = []
        #: The most recent game's Continue (a disabled stand-in when there is none).
        self.continue_button = self._button(
            translate("StartScreen", "Continue"),
            "continueButton",
            translate("StartScreen", "No game to continue"),
            primary=True,
        )
        self.continue_button.setEnabled(False)
        self.continue_button.hide()

        column = self._build_buttons()
        holder = QHBoxLayout()
        holder.setSpacing(48)
        holder.addStretch(1)
        holder.addLayout(games, 3)
        holder.addLayout(column, 2)
        holder.addStretch(1)
        outer.addLayout(holder, 6)
        outer.addStretch(2)
        version = QLabel("Troyes Desktop")
        self.version_label = version
        # The version is looked up after the first paint (it costs start-up time).
        QTimer.singleShot(250, self.show_version)
        version.setFont(theme.font(10, italic=True))
        version.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent; {CENTRED}")
        outer.addWidget(version)
        self.refresh()

    def _build_heading(self, outer: QVBoxLayout) -> None:
        """The title, the line under it and the dice ornament."""
        title = QLabel("Troyes")
        title.setObjectName("startTitle")
        title.setFont(theme.font(54, bold=True))
        title.setStyleSheet(f"color: {theme.INK}; background: transparent; {CENTRED}")
        self.title = title
        outer.addWidget(title)
        sub = QLabel(
            translate(
                "StartScreen",
                "A city of dice, citizens and cathedral stones \u00b7 Troyes for "
                "1 to 4 players, Troyes Dice for 1 to 10, at one computer",
            )
        )
        sub.setFont(theme.font(15, italic=True))
        sub.setWordWrap(True)
        sub.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent; {CENTRED}")
        outer.addWidget(sub)
        outer.addSpacing(10)
        self.ornament = DiceOrnament()
        self.ornament.setMinimumSize(self.ornament.sizeHint())
        outer.addWidget(self.ornament)           # as wide as the page, the dice drawn in its middle
        outer.addSpacing(14)

    def _build_games_list(self) -> QVBoxLayout:
        """The left column's heading and the scrolled list of unfinished games."""
        # Left: the unfinished games, each with its Continue. Right: new games, Load, Settings, Quit.
        games = QVBoxLayout()
        games.setSpacing(8)
        heading = QLabel(translate("StartScreen", "Unfinished games"))
        heading.setObjectName("continueHeading")
        heading.setFont(theme.font(13, bold=True))
        heading.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        self.continue_heading = heading
        games.addWidget(heading)
        self.continue_list = QWidget()
        self.continue_list.setObjectName("continueList")
        self.continue_list.setStyleSheet("QWidget#continueList { background: transparent; }")
        self.continue_rows = QVBoxLayout(self.continue_list)
        self.continue_rows.setContentsMargins(0, 0, 8, 0)
        self.continue_rows.setSpacing(8)
        self.continue_scroll = QScrollArea()
        self.continue_scroll.setObjectName("continueScroll")
        self.continue_scroll.setWidgetResizable(True)
        self.continue_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Styled through the scroll area: asking for its viewport() costs start-up time. No horizontal
        # scroll bar (set by the style sheet: see the module's note).
        self.continue_scroll.setStyleSheet(
            "QScrollArea { qproperty-horizontalScrollBarPolicy: ScrollBarAlwaysOff; }\n"
            "QScrollArea, QWidget#qt_scrollarea_viewport { background: transparent; }")
        self.continue_scroll.setWidget(self.continue_list)
        self.continue_scroll.setMinimumWidth(420)
        self.continue_scroll.setMinimumHeight(120)
        games.addWidget(self.continue_scroll, 10)
        return games

    def _build_notes(self, games: QVBoxLayout) -> None:
        """Under the list: why it is empty, and what the history of finished games has to tell."""
        self.continue_note = plain(QLabel())
        self.continue_note.setObjectName("continueNote")
        self.continue_note.setFont(theme.font(12, italic=True))
        self.continue_note.setWordWrap(True)
        self.continue_note.setMinimumWidth(420)
        self.continue_note.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        games.addWidget(self.continue_note)
        # What the history of finished games has to tell (a finished game it could not take at the start).
        self.history_note = plain(QLabel())
        self.history_note.setObjectName("historyNote")
        self.history_note.setFont(theme.font(12))
        self.history_note.setWordWrap(True)
        self.history_note.setMinimumWidth(420)
        self.history_note.setStyleSheet(f"color: {theme.ACCENT}; background: transparent;")
        self.history_note.hide()
        games.addWidget(self.history_note)

    def _build_thrown_row(self, games: QVBoxLayout) -> None:
        """The game just thrown away, with its Undo (hidden until then)."""
        # After a game is thrown away: its name and Undo, until the list changes again.
        self.thrown_row = QWidget()
        self.thrown_row.setObjectName("thrownRow")
        self.thrown_row.setStyleSheet("QWidget#thrownRow { background: transparent; }")
        thrown = QHBoxLayout(self.thrown_row)
        thrown.setContentsMargins(0, 0, 0, 0)
        self.thrown_label = plain(QLabel())          # the game's players as they are typed
        self.thrown_label.setObjectName("thrownLabel")
        self.thrown_label.setWordWrap(True)
        self.thrown_label.setFont(theme.font(12, italic=True))
        self.thrown_label.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        thrown.addWidget(self.thrown_label, 1)
        self.undo_thrown_button = self._button(translate("StartScreen", "Undo"), "undoThrownButton",
                                               translate("StartScreen", "Bring the game back to the list"))
        self.undo_thrown_button.setMinimumWidth(100)
        self.undo_thrown_button.setMinimumHeight(34)
        self.undo_thrown_button.setFont(theme.font(12, bold=True))
        self.undo_thrown_button.clicked.connect(self._undo_thrown)
        thrown.addWidget(self.undo_thrown_button)
        self.thrown_row.hide()
        self._bring_back = None
        games.addWidget(self.thrown_row)

    def _build_buttons(self) -> QVBoxLayout:
        """The right column: new games, statistics, Load, Settings and Quit."""
        column = QVBoxLayout()
        column.setSpacing(10)
        for entry, attribute, name, text, tip in self._new_game_buttons():
            button = self._button(text, name, tip)
            button.clicked.connect(lambda _=False, e=entry: self.newGame.emit(e))
            setattr(self, attribute, button)
            column.addWidget(button)
        self.stats_button = self._button(
            translate("StartScreen", "Statistics and history"),
            "statisticsButton",
            translate("StartScreen", "Your results in both games, every finished game, and replays"),
        )
        self.stats_button.clicked.connect(self.open_statistics)
        column.addWidget(self.stats_button)
        column.addSpacing(8)
        self.load_button = self._button(
            translate("StartScreen", "Load\u2026"),
            "loadButton",
            translate("StartScreen", "Open a saved game (.troyes.json)"),
        )
        self.load_button.clicked.connect(self.loadRequested)
        column.addWidget(self.load_button)
        row = QHBoxLayout()
        row.setSpacing(10)
        self.settings_button = self._button(
            translate("StartScreen", "Settings\u2026"),
            "settingsButton",
            translate(
                "StartScreen", "Text size, animation speed, confirmations, colour-blind glyphs, language"
            ),
        )
        self.settings_button.setMinimumWidth(self._words_width(self.settings_button, 120))
        self.settings_button.clicked.connect(self.settingsRequested)
        self.quit_button = self._button(
            translate("StartScreen", "Quit"), "quitButton", translate("StartScreen", "Close Troyes Desktop")
        )
        self.quit_button.setMinimumWidth(self._words_width(self.quit_button, 120))
        self.quit_button.clicked.connect(self.quitRequested)
        row.addWidget(self.settings_button)
        row.addWidget(self.quit_button)
        column.addLayout(row)
        column.addStretch(1)
        return column

    @staticmethod
    def _new_game_buttons() -> list[tuple[str, str, str, str, str]]:
        """The new-game buttons, in their order: the key of their entry in app/modes.py's NEW_GAMES (what
        the button does), the attribute and object name of the button, its words and its tip (the shell's
        own words for the modes' entries)."""
        return [
            ("troyes", "troyes_button", "newTroyesButton",
             translate("StartScreen", "New game of Troyes"),
             translate("StartScreen", "2 to 4 players at this computer")),
            ("solo", "solo_button", "newSoloButton",
             translate("StartScreen", "Solo against le Roy"),
             translate("StartScreen", "The King's Challenge: one player against the automaton le Roy")),
            ("dice", "dice_button", "newDiceButton",
             translate("StartScreen", "Troyes Dice"),
             translate(
                 "StartScreen", "The roll-and-write Troyes Dice: 1 to 10 players, wheel and scoresheets"
             )),
        ]

    def show_version(self) -> None:
        """Write the version under the buttons (looked up after the first paint; screenshots call it)."""
        import troyes_desktop

        self.version_label.setText(f"Troyes Desktop {troyes_desktop.__version__}")

    @staticmethod
    def _words_width(button: QPushButton, least: int) -> int:
        """Never narrower than its words at the chosen text size (the style sheet pads 14 px a side)."""
        return max(least, button.fontMetrics().horizontalAdvance(button.text()) + 2 * 14 + 12)

    @staticmethod
    def _button(text: str, name: str, tip: str, primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        b.setFont(theme.font(15, bold=primary))
        b.setMinimumHeight(44)
        b.setMinimumWidth(StartScreen._words_width(b, 300))
        b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        b.setProperty("handCursor", True)       # see _hand_cursors
        if primary:
            b.setProperty("primary", True)
        return b

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, self, self._after_first_paint)

    def _after_first_paint(self) -> None:
        self._hand_cursors()
        self.firstPainted.emit()

    def _hand_cursors(self) -> None:
        """The pointing hand over every button, once the screen is painted (see the module's note)."""
        from PySide6.QtCore import Qt

        for button in self.findChildren(QPushButton):
            if button.property("handCursor"):
                button.setCursor(Qt.CursorShape.PointingHandCursor)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        short = self.height() < self.SHORT_HEIGHT
        self.ornament.setVisible(not short)
        self.title.setFont(theme.font(40 if short else 54, bold=True))

    def show_history_notices(self) -> None:
        """The history's notices not told yet (each once, shown until the screen is left): a finished game
        the history could not take again at this start, a file set aside. The history is loaded only when a
        finished game was retried, so without it there is nothing to tell (and nothing is imported before
        the first paint)."""
        import sys

        store = sys.modules.get("troyes_desktop.store")
        notices = store.take_notices() if store is not None else []
        if notices:
            self.history_note.setText("\n".join(notices))
            self.history_note.show()

    def hideEvent(self, event) -> None:  # noqa: N802
        super().hideEvent(event)
        self.history_note.hide()              # told: the next visit shows only what is new

    def show_thrown(self, name: str, bring_back) -> None:
        """A game was thrown away: say which, with Undo (``bring_back`` puts it back)."""
        self._bring_back = bring_back
        self.thrown_label.setText(translate("StartScreen", "Removed: {game}.").format(game=name))
        self.thrown_row.show()

    def _undo_thrown(self) -> None:
        bring_back, self._bring_back = self._bring_back, None
        self.thrown_row.hide()
        if bring_back is not None:
            bring_back()

    def open_statistics(self):
        from troyes_desktop.app.statistics_window import open_statistics

        self.statistics_window = open_statistics(self.window())
        return self.statistics_window

    def _add_entry(self, i: int, entry) -> None:
        """One unfinished game: its words on their own lines (wrapped, a word too long for the column, such
        as a file's name, shortened in its middle, the whole text in the tooltip), and under them, right,
        Remove… and Continue: the buttons never share a line with the words, so no name, language or
        text size can push them out of sight. The card has room for more lines of words."""
        text = entry_text(entry)
        card = QFrame()
        card.setObjectName("continueCard")
        card.setStyleSheet(f"QFrame#continueCard {{ background: rgba(255, 250, 236, 120); "
                           f"border: 1px solid {theme.STONE}; border-radius: 6px; }}")
        self.entry_cards.append(card)
        column = QVBoxLayout(card)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(4)
        label = FittedLabel(text)        # the players' names and the file's name as they are typed
        label.setObjectName("continueEntry")
        label.setFont(theme.font(12, bold=(i == 0)))
        label.setStyleSheet(f"color: {theme.INK}; background: transparent; border: none;")
        column.addWidget(label)
        btn = self._button(
            translate("StartScreen", "Continue"),
            "continueButton" if i == 0 else "continueEntryButton",
            plain_tip(translate("StartScreen", "Resume: {game}").format(game=text)),
            primary=(i == 0),
        )
        btn.setFont(theme.font(13, bold=(i == 0)))
        btn.setMinimumHeight(38)
        btn.setMinimumWidth(self._words_width(btn, 130))
        btn.clicked.connect(lambda _=False, e=entry: self.continueEntry.emit(e))
        btn.setAutoDefault(True)
        btn.setDefault(i == 0)
        # A kind word for a saved game: it is removed from the list (asked first, with Undo after).
        throw = QPushButton(translate("StartScreen", "Remove\u2026"))
        throw.setObjectName("throwAwayButton")
        throw.setToolTip(plain_tip(translate("StartScreen", "{game}: remove this game (you are asked "
                                             "first)").format(game=text)))
        throw.setFont(theme.font(10))
        throw.setFlat(True)
        throw.setStyleSheet(f"color: {theme.FADED_INK};")
        throw.setProperty("handCursor", True)
        # Its whole word with the usual room around it, whatever the text size.
        throw.setMinimumWidth(throw.fontMetrics().horizontalAdvance(throw.text()) + 30)
        throw.clicked.connect(lambda _=False, e=entry: self.throwAwayEntry.emit(e))
        self.throw_buttons.append(throw)
        actions = QHBoxLayout()
        actions.setSpacing(10)
        actions.addStretch(1)
        actions.addWidget(throw)
        actions.addWidget(btn)
        column.addLayout(actions)
        self.continue_rows.addWidget(card)
        self.entry_rows.append((label, btn, entry))
        if i == 0:
            self.continue_button = btn

    def refresh(self) -> None:
        """List every unfinished game, the most recently played first (its Continue the default button)."""
        from troyes_desktop.model import autosaves

        entries = autosaves.unfinished()
        for card in self.entry_cards:
            card.hide()
            card.setParent(None)
            card.deleteLater()
        self.entry_cards = []
        self.throw_buttons = []
        while self.continue_rows.count():
            self.continue_rows.takeAt(0)
        self.entry_rows = []
        for i, entry in enumerate(entries):
            self._add_entry(i, entry)
        self.continue_rows.addStretch(1)
        available, text = continue_summary(entries)
        if not available:
            self.continue_button = self._button(
                translate("StartScreen", "Continue"), "continueButton", text, primary=True
            )
            self.continue_button.setEnabled(False)
            self.continue_button.hide()
        self.continue_heading.setText(
            translate("StartScreen", "Unfinished games")
            if available
            else translate("StartScreen", "No unfinished game")
        )
        self.continue_scroll.setVisible(available)
        self.continue_note.setVisible(not available)
        self.continue_note.setText(text)
        self.show_history_notices()
        if available:
            self.continue_button.setFocus()
            # Room for up to four games without scrolling; more scroll.
            self.continue_list.adjustSize()
            self.continue_scroll.setMinimumHeight(min(self.continue_list.sizeHint().height() + 4, 240))
        if self.painted:
            self._hand_cursors()
