"""The start screen: every unfinished game with Continue on each (the most recently played first, its
button the default), New game (Troyes, solo against le Roy, Troyes Dice), Load, Settings and Quit.

It reads only the small summaries beside the automatic saves (:mod:`troyes_desktop.model.autosaves`), so
it opens without loading a rules engine."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
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

from troyes_desktop import __version__
from troyes_desktop.ui import theme
from troyes_desktop.ui.placeholder import DiceOrnament, ParchmentPage


def continue_summary(entries) -> tuple[bool, str]:
    """(available, text): whether a game can be continued and a line naming the most recent one."""
    if not entries:
        return False, "No game to continue yet: every game is saved automatically after every move."
    return True, entry_text(entries[0])


def entry_text(entry) -> str:
    """One line of the Continue list: mode, players, round or day, when it was last played."""
    from troyes_desktop.ui.modes import MODES

    mode = MODES[entry.mode].title if entry.mode in MODES else entry.mode
    text = f"{mode}: {entry.players} \u2014 {entry.progress} \u00b7 {entry.when()}"
    if entry.file:
        from pathlib import Path

        text += f" \u00b7 {Path(entry.file).name}"
    return text


class StartScreen(ParchmentPage):
    newTroyes = Signal()
    newSolo = Signal()
    newDice = Signal()
    continueRequested = Signal()
    continueEntry = Signal(object)
    loadRequested = Signal()
    settingsRequested = Signal()
    quitRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 40, 60, 30)
        outer.addStretch(2)
        title = QLabel("Troyes")
        title.setObjectName("startTitle")
        title.setFont(theme.font(54, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        title.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        outer.addWidget(title)
        sub = QLabel("A city of dice, citizens and cathedral stones \u00b7 1 to 4 players at one computer")
        sub.setFont(theme.font(15, italic=True))
        sub.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        sub.setWordWrap(True)
        sub.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        outer.addWidget(sub)
        outer.addSpacing(12)
        dice = DiceOrnament()
        dice.setMinimumSize(dice.sizeHint())
        outer.addWidget(dice, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(16)

        column = QVBoxLayout()
        column.setSpacing(10)

        def button(text: str, name: str, tip: str, primary: bool = False) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setToolTip(tip)
            b.setFont(theme.font(15, bold=primary))
            b.setMinimumHeight(44)
            b.setMinimumWidth(340)
            b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            if primary:
                b.setProperty("primary", True)
            return b

        self._button = button
        heading = QLabel("Unfinished games")
        heading.setObjectName("continueHeading")
        heading.setFont(theme.font(12, bold=True))
        heading.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        self.continue_heading = heading
        column.addWidget(heading)
        self.continue_list = QWidget()
        self.continue_list.setObjectName("continueList")
        self.continue_list.setStyleSheet("QWidget#continueList { background: transparent; }")
        self.continue_rows = QVBoxLayout(self.continue_list)
        self.continue_rows.setContentsMargins(0, 0, 0, 0)
        self.continue_rows.setSpacing(6)
        self.continue_scroll = QScrollArea()
        self.continue_scroll.setObjectName("continueScroll")
        self.continue_scroll.setWidgetResizable(True)
        self.continue_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.continue_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.continue_scroll.viewport().setStyleSheet("background: transparent;")
        self.continue_scroll.setWidget(self.continue_list)
        column.addWidget(self.continue_scroll)
        #: One (label, button, entry) per unfinished game, the most recent first.
        self.entry_rows: list[tuple[QLabel, QPushButton, object]] = []
        self.continue_button = button("Continue", "continueButton",
                                      "Resume the last game exactly where it stopped", primary=True)
        self.continue_button.clicked.connect(self.continueRequested)
        self.continue_note = QLabel()
        self.continue_note.setObjectName("continueNote")
        self.continue_note.setFont(theme.font(11, italic=True))
        self.continue_note.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.continue_note.setWordWrap(True)
        self.continue_note.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        column.addWidget(self.continue_note)
        column.addSpacing(6)

        self.troyes_button = button("New game of Troyes", "newTroyesButton",
                                    "2 to 4 players at this computer")
        self.troyes_button.clicked.connect(self.newTroyes)
        column.addWidget(self.troyes_button)
        self.solo_button = button("Solo against le Roy", "newSoloButton",
                                  "The King's Challenge: one player against the automaton le Roy")
        self.solo_button.clicked.connect(self.newSolo)
        column.addWidget(self.solo_button)
        self.dice_button = button("Troyes Dice", "newDiceButton",
                                  "The roll-and-write Troyes Dice: 1 to 10 players, wheel and scoresheets")
        self.dice_button.clicked.connect(self.newDice)
        column.addWidget(self.dice_button)
        column.addSpacing(6)
        row = QHBoxLayout()
        row.setSpacing(10)
        self.load_button = button("Load\u2026", "loadButton", "Open a saved game (.troyes.json)")
        self.load_button.setMinimumWidth(165)
        self.load_button.clicked.connect(self.loadRequested)
        self.quit_button = button("Quit", "quitButton", "Close Troyes Desktop")
        self.quit_button.setMinimumWidth(110)
        self.quit_button.clicked.connect(self.quitRequested)
        self.load_button.setMinimumWidth(110)
        self.settings_button = button("Settings\u2026", "settingsButton",
                                      "Text size, animation speed, confirmations, colour-blind glyphs")
        self.settings_button.setMinimumWidth(110)
        self.settings_button.clicked.connect(self.settingsRequested)
        row.addWidget(self.load_button)
        row.addWidget(self.settings_button)
        row.addWidget(self.quit_button)
        column.addLayout(row)

        holder = QHBoxLayout()
        holder.addStretch(1)
        holder.addLayout(column)
        holder.addStretch(1)
        outer.addLayout(holder)
        outer.addStretch(3)
        version = QLabel(f"Troyes Desktop {__version__}")
        version.setFont(theme.font(10, italic=True))
        version.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        version.setStyleSheet(f"color: {theme.FADED_INK}; background: transparent;")
        outer.addWidget(version)
        self.refresh()

    def refresh(self) -> None:
        """List every unfinished game, the most recently played first (its Continue the default button)."""
        from troyes_desktop.model import autosaves

        entries = autosaves.unfinished()
        for label, btn, _ in self.entry_rows:
            label.deleteLater()
            btn.deleteLater()
        while self.continue_rows.count():
            item = self.continue_rows.takeAt(0)
            if item.layout() is not None:
                item.layout().deleteLater()
        self.entry_rows = []
        self.continue_button.setParent(None)
        for i, entry in enumerate(entries):
            text = entry_text(entry)
            label = QLabel(text)
            label.setObjectName("continueEntry")
            label.setWordWrap(True)
            label.setFont(theme.font(11.5, bold=(i == 0)))
            label.setStyleSheet(f"color: {theme.INK}; background: transparent;")
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            if i == 0:
                btn = self.continue_button
                btn.setMinimumWidth(130)
            else:
                btn = self._button("Continue", "continueEntryButton", "Resume this game")
                btn.setMinimumWidth(130)
                btn.clicked.connect(lambda _=False, e=entry: self.continueEntry.emit(e))
            btn.setToolTip("Resume: " + text)
            btn.setAutoDefault(True)
            btn.setDefault(i == 0)
            line = QHBoxLayout()
            line.setSpacing(10)
            line.addWidget(label, 1)
            line.addWidget(btn, 0, Qt.AlignmentFlag.AlignVCenter)
            btn.show()
            self.continue_rows.addLayout(line)
            self.entry_rows.append((label, btn, entry))
        self.continue_rows.addStretch(1)
        available, text = continue_summary(entries)
        self.continue_button.setEnabled(available)
        self.continue_heading.setVisible(available)
        self.continue_scroll.setVisible(available)
        self.continue_note.setVisible(not available)
        self.continue_note.setText(text)
        rows = min(len(entries), 3)
        self.continue_scroll.setFixedHeight(max(0, rows * 50 + (rows - 1) * 6))
        if available:
            self.continue_button.setFocus()
