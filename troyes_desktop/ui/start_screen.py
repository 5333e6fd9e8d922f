"""The start screen: New game (Troyes, solo against le Roy, Troyes Dice when it exists), Continue
(the last game exactly where it stopped), Load and Quit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from troyes_desktop import __version__
from troyes_desktop.ui import theme
from troyes_desktop.ui.placeholder import DiceOrnament, ParchmentPage


def autosave_summary() -> tuple[bool, str]:
    """(available, text): whether an autosave can be continued and a line describing it or why not."""
    from troyes_desktop.model.dice_model import dice_autosave_path, last_autosave
    from troyes_desktop.model.game_model import autosave_path

    if last_autosave() == "dice":
        return dice_autosave_summary(dice_autosave_path())
    path = autosave_path()
    if not path.exists():
        return False, "No game to continue yet: a game is saved automatically after every move."
    try:
        from troyes_desktop.rules.troyes import saves

        game = saves.load(path)
    except Exception:  # noqa: BLE001 - any damage means "cannot continue", never a crash
        return False, "The last game's automatic save is damaged and cannot be continued."
    if game.over:
        return False, "The last game is finished: start a new one."
    names = ", ".join(p.name for p in game.players) + (" against le Roy" if game.solo else "")
    when = "setting up" if game.phase == "initial" else f"round {game.round} of {game.rounds}"
    return True, f"{names} \u2014 {when}"


def dice_autosave_summary(path) -> tuple[bool, str]:
    """(available, text) for the Troyes Dice autosave."""
    try:
        from troyes_desktop.rules.dice import saves as dice_saves

        game = dice_saves.load_game(path)
    except Exception:  # noqa: BLE001 - any damage means "cannot continue", never a crash
        return False, "The last game's automatic save is damaged and cannot be continued."
    if game.over:
        return False, "The last game is finished: start a new one."
    names = ", ".join(game.setup.get("names") or [f"{game.n} players"])
    return True, f"Troyes Dice: {names} \u2014 day {game.day} of 8"


class StartScreen(ParchmentPage):
    newTroyes = Signal()
    newSolo = Signal()
    newDice = Signal()
    continueRequested = Signal()
    loadRequested = Signal()
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

        self.continue_button = button("Continue", "continueButton",
                                      "Resume the last game exactly where it stopped", primary=True)
        self.continue_button.clicked.connect(self.continueRequested)
        column.addWidget(self.continue_button)
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
        self.stats_button = button("Statistics and history", "statisticsButton",
                                   "Your results in both games, every finished game, and replays")
        self.stats_button.clicked.connect(self.open_statistics)
        column.addWidget(self.stats_button)
        column.addSpacing(6)
        row = QHBoxLayout()
        row.setSpacing(10)
        self.load_button = button("Load\u2026", "loadButton", "Open a saved game (.troyes.json)")
        self.load_button.setMinimumWidth(165)
        self.load_button.clicked.connect(self.loadRequested)
        self.quit_button = button("Quit", "quitButton", "Close Troyes Desktop")
        self.quit_button.setMinimumWidth(165)
        self.quit_button.clicked.connect(self.quitRequested)
        row.addWidget(self.load_button)
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

    def open_statistics(self):
        from troyes_desktop.ui.statistics_window import open_statistics

        self.statistics_window = open_statistics(self.window())
        return self.statistics_window

    def refresh(self) -> None:
        available, text = autosave_summary()
        self.continue_button.setEnabled(available)
        self.continue_button.setToolTip(text if not available else "Resume: " + text)
        self.continue_note.setText(text)
