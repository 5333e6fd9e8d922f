"""The Troyes Dice new-game dialog: 1 to 10 players, each a person or a computer, the numbering mode with an
expert editor checked by the engine, Banquets and Raids; the choices remembered."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.dice import MODULE_BANQUETS, Game
from troyes_desktop.rules.dice import actions as A
from troyes_desktop.rules.dice import data as D
from troyes_desktop.settings import remembered_int, remembered_ints, remembered_name
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.notices import notice_label

DEFAULT_NAMES = ("Anna", "Faye", "Geoffrey", "Emily", "Hugo", "Ines", "Jules", "Karl", "Lea", "Marc")
#: The choices of a seat in the new-game dialog: (engine seat kind, label).
SEAT_CHOICES = (
    ("person", QT_TRANSLATE_NOOP("DiceDialogs", "Person")),
    ("easy", QT_TRANSLATE_NOOP("DiceDialogs", "Computer: Easy")),
    ("normal", QT_TRANSLATE_NOOP("DiceDialogs", "Computer: Normal")),
    ("hard", QT_TRANSLATE_NOOP("DiceDialogs", "Computer: Hard")),
)
NUMBERING_LABELS = {
    "first": QT_TRANSLATE_NOOP("DiceDialogs", "First game: 1 to 6 from left to right"),
    "rolled": QT_TRANSLATE_NOOP("DiceDialogs",
                                "Rolled: a die gives the leftmost number, "
                                "the town crier picks the direction"),
    "expert": QT_TRANSLATE_NOOP("DiceDialogs", "Expert: the town crier places every number"),
}


def check_numbering(values: list[int]) -> str | None:
    """None if the engine accepts ``values`` as an expert numbering, else its reason."""
    if len(values) != 6:
        return translate("DiceDialogs", "six columns need six numbers")
    game = Game.new(1, seed=0, numbering="expert")
    try:
        for v in values[:5]:
            game.apply(A.number(v))
    except IllegalAction as exc:
        return translate("DiceDialogs", "{reason}: each value from 1 to 6 is used exactly once").format(
            reason=exc.reason)
    if game.numbering != values:
        return translate("DiceDialogs", "each value from 1 to 6 is used exactly once")
    return None


class DiceNewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DiceDialogs", "New game of Troyes Dice"))
        from troyes_desktop.shared_ui.window_place import close_keys

        close_keys(self, escape=False)      # Ctrl+W closes it as Esc does (a dialog's own)
        self.setObjectName("diceNewGameDialog")
        s = theme.settings()
        layout = self._build_title()
        self._build_players(layout, s)
        self._build_numbering(layout, s)
        self._build_module(layout, s)
        self._build_buttons(layout)
        # A history set aside while the completer read its names, a remembered value ignored: said here.
        self.notice = notice_label()
        layout.insertWidget(1, self.notice)
        self._count_changed(self.count_spin.value())
        self._validate()

    def _build_title(self) -> QVBoxLayout:
        """The dialog's column, its title and what the game is."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 8, 18, 8)
        layout.setSpacing(6)                         # ten seats fit a 720-pixel screen at the largest text
        title = QLabel(translate("DiceDialogs", "A new game of Troyes Dice"))
        title.setFont(theme.font(20, bold=True))
        layout.addWidget(title)
        sub = QLabel(translate(
            "DiceDialogs", "1 to 10 players at this computer, people or computer players: "
                           "each makes the half day\u2019s choice on their own sheet."))
        sub.setFont(theme.font(11, italic=True))
        sub.setWordWrap(True)
        layout.addWidget(sub)
        return layout

    def _build_players(self, layout: QVBoxLayout, s) -> None:
        """The number of players and, for each of the ten seats, its name and who plays it (as remembered)."""
        players = QGroupBox(translate("DiceDialogs", "Players"))
        pg = QGridLayout(players)
        pg.setVerticalSpacing(4)
        pg.addWidget(QLabel(translate("DiceDialogs", "Number of players")), 0, 0)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("dicePlayerCount")
        self.count_spin.setRange(1, 10)
        # Remembered choices (a value edited by hand that cannot be used: its default, and the player told).
        what = translate("DiceDialogs", "the number of Troyes Dice players")
        self.count_spin.setValue(remembered_int(s.value("dice/players", 1), 1, 1, 10, what))
        pg.addWidget(self.count_spin, 0, 1)
        # Several people: each one's choice of the half day hidden until everyone has chosen (veil.py).
        self.simultaneous = QCheckBox(translate("DiceDialogs", "Choose at the same time"))
        self.simultaneous.setObjectName("simultaneousCheck")
        self.simultaneous.setToolTip(translate(
            "DiceDialogs", "Each choice of a half day stays hidden, from the computers too, until everyone "
                           "has chosen."))
        self.simultaneous.setChecked(str(s.value("dice/simultaneous", "true")).lower() == "true")
        pg.addWidget(self.simultaneous, 0, 2, 1, 2)
        names = s.value("dice/names", list(DEFAULT_NAMES))
        if not isinstance(names, list):
            names = [names]
        what = translate("DiceDialogs", "the names of the Troyes Dice players")
        names = ["" if isinstance(n, str) and not n.strip() else    # an empty field: its placeholder
                 remembered_name(n, DEFAULT_NAMES[i], what) for i, n in enumerate(names[:10])]
        names += list(DEFAULT_NAMES[len(names):])
        self.name_edits: list[QLineEdit] = []
        self.seat_combos: list[QComboBox] = []
        kinds = [k for k, _label in SEAT_CHOICES]
        saved_seats = s.value("dice/seats", [])
        if isinstance(saved_seats, str):
            saved_seats = [saved_seats]
        saved_seats = [k if k in kinds else "person" for k in list(saved_seats or [])] + ["person"] * 10
        for i in range(10):
            e = QLineEdit(names[i])
            e.setObjectName(f"diceName{i}")
            e.setMaxLength(24)
            e.setPlaceholderText(translate("DiceDialogs", "Player {number}").format(number=i + 1))
            keep = e.sizePolicy()
            keep.setRetainSizeWhenHidden(True)      # the dialog keeps its size as the count changes
            e.setSizePolicy(keep)
            pg.addWidget(e, 1 + i // 2, (i % 2) * 2)
            self.name_edits.append(e)
            c = QComboBox()
            c.setObjectName(f"diceSeat{i}")
            for _kind, label in SEAT_CHOICES:
                c.addItem(translate("DiceDialogs", label))
            c.setCurrentIndex(kinds.index(saved_seats[i]))
            c.setToolTip(translate("DiceDialogs",
                                   "A person plays this sheet, or a computer player of that level"))
            keep = c.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            c.setSizePolicy(keep)
            pg.addWidget(c, 1 + i // 2, (i % 2) * 2 + 1)
            self.seat_combos.append(c)
        from troyes_desktop.shared_ui.profiles import attach_profile_completer

        self.profile_completer = attach_profile_completer(self.name_edits)
        self.count_spin.valueChanged.connect(self._count_changed)
        layout.addWidget(players)

    def _build_numbering(self, layout: QVBoxLayout, s) -> None:
        """The numbering of the columns: first day, rolled, or chosen (the expert columns)."""
        numbering = QGroupBox(translate("DiceDialogs", "Numbering of the columns"))
        ng = QVBoxLayout(numbering)
        ng.setSpacing(4)
        self.numbering_radios: dict[str, QRadioButton] = {}
        for mode in D.NUMBERING_MODES:
            r = QRadioButton(translate("DiceDialogs", NUMBERING_LABELS[mode]))
            r.setObjectName(f"numbering_{mode}")
            ng.addWidget(r)
            self.numbering_radios[mode] = r
        current = str(s.value("dice/numbering", "first"))
        self.numbering_radios.get(current, self.numbering_radios["first"]).setChecked(True)
        self.expert_box = QWidget()
        eh = QHBoxLayout(self.expert_box)
        eh.setContentsMargins(24, 0, 0, 0)
        eh.addWidget(QLabel(translate("DiceDialogs", "Columns, left to right:")))
        saved = remembered_ints(s.value("dice/expert"), [1, 2, 3, 4, 5, 6], 1, 6,
                                translate("DiceDialogs", "the numbering of the columns"))
        if sorted(saved) != [1, 2, 3, 4, 5, 6]:     # each number once (the dialog keeps an unfinished one)
            saved = [1, 2, 3, 4, 5, 6]
        self.expert_combos: list[QComboBox] = []
        for i in range(6):
            c = QComboBox()
            c.setObjectName(f"expert{i}")
            c.addItems([str(v) for v in range(1, 7)])
            c.setCurrentIndex(saved[i] - 1)
            c.currentIndexChanged.connect(self._validate)
            eh.addWidget(c)
            self.expert_combos.append(c)
        shuffle = QPushButton(translate("DiceDialogs", "Shuffle"))
        shuffle.clicked.connect(self._shuffle)
        eh.addWidget(shuffle)
        eh.addStretch(1)
        ng.addWidget(self.expert_box)
        # Under the columns, shown only while the numbering is refused (no empty row otherwise): the whole
        # reason has the dialog's width, in every language.
        self.expert_note = QLabel()
        self.expert_note.setObjectName("expertNote")
        self.expert_note.setStyleSheet(f"color: {theme.ACCENT};")
        self.expert_note.setWordWrap(True)
        self.expert_note.setContentsMargins(24, 0, 0, 0)
        self.expert_note.hide()
        ng.addWidget(self.expert_note)
        for r in self.numbering_radios.values():
            r.toggled.connect(self._validate)
        layout.addWidget(numbering)

    def _build_module(self, layout: QVBoxLayout, s) -> None:
        """Banquets and Raids: the box to tick and what it changes."""
        # The module: its name to tick and, beside it, what it changes, wrapped within the margin the frames
        # above keep (one long check box set the dialog's width and touched its edge at 150 %).
        module = QWidget()
        module.setObjectName("diceModuleRow")
        mg = QHBoxLayout(module)
        mg.setContentsMargins(12, 0, 12, 0)
        self.banquets = QCheckBox(translate("DiceDialogs", "Banquets and Raids"))
        self.banquets.setObjectName("banquetsCheck")
        self.banquets.setChecked(str(s.value("dice/banquets", "false")).lower() == "true")
        mg.addWidget(self.banquets, 0, Qt.AlignmentFlag.AlignTop)
        self.banquets_note = QLabel(translate(
            "DiceDialogs", "3 tiles beside the single-colour plazas, good until the black die strikes them."))
        self.banquets_note.setObjectName("banquetsNote")
        self.banquets_note.setWordWrap(True)
        self.banquets_note.setFont(theme.font(10, italic=True))
        self.banquets_note.setStyleSheet(f"color: {theme.FADED_INK};")
        mg.addWidget(self.banquets_note, 1)
        layout.addWidget(module)

    def _build_buttons(self, layout: QVBoxLayout) -> None:
        """Start the game, or cancel."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("DiceDialogs", "Start the game"))
        self.ok_button.setObjectName("diceStart")
        self.ok_button.setProperty("primary", True)        # drawn as the main button, as in Troyes' dialog
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _count_changed(self, n: int) -> None:
        if hasattr(self, "simultaneous"):
            self.simultaneous.setEnabled(n > 1)          # one player: nobody to hide a choice from
        for i, e in enumerate(self.name_edits):
            e.setVisible(i < n)
            self.seat_combos[i].setVisible(i < n)

    def seats(self) -> list[str]:
        """'person' or the computer level of each seat in play."""
        return [SEAT_CHOICES[c.currentIndex()][0] for c in self.seat_combos[: self.count_spin.value()]]

    def _shuffle(self) -> None:
        values = list(range(1, 7))
        random.shuffle(values)
        for c, v in zip(self.expert_combos, values):
            c.setCurrentIndex(v - 1)

    def mode(self) -> str:
        return next(m for m, r in self.numbering_radios.items() if r.isChecked())

    def expert_values(self) -> list[int]:
        return [c.currentIndex() + 1 for c in self.expert_combos]

    def _validate(self) -> None:
        expert = self.mode() == "expert"
        self.expert_box.setEnabled(expert)
        reason = check_numbering(self.expert_values()) if expert else None
        self.expert_note.setText("" if reason is None else translate(
            "DiceDialogs", "Not a valid numbering: {reason}.").format(reason=reason))
        self.expert_note.setVisible(reason is not None)
        self.ok_button.setEnabled(reason is None)

    def names(self) -> list[str]:
        n = self.count_spin.value()
        out = []
        for i in range(n):
            name = " ".join(self.name_edits[i].text().split()) or translate(
                "DiceDialogs", "Player {number}").format(number=i + 1)
            while name in out:
                name += "\u2032"
            out.append(name)
        return out

    def game_arguments(self) -> dict:
        return {
            "players": self.count_spin.value(),
            "seed": random.randrange(1 << 30),
            "modules": (MODULE_BANQUETS,) if self.banquets.isChecked() else (),
            "numbering": self.mode(),
            "names": self.names(),
            "seats": self.seats(),
            "simultaneous": self.count_spin.value() > 1 and self.simultaneous.isChecked(),
        }

    def _accept(self) -> None:
        s = theme.settings()
        s.setValue("dice/players", self.count_spin.value())
        s.setValue("dice/names", [e.text() for e in self.name_edits])
        s.setValue("dice/seats", [SEAT_CHOICES[c.currentIndex()][0] for c in self.seat_combos])
        s.setValue("dice/numbering", self.mode())
        s.setValue("dice/expert", self.expert_values())
        s.setValue("dice/banquets", "true" if self.banquets.isChecked() else "false")
        s.setValue("dice/simultaneous", "true" if self.simultaneous.isChecked() else "false")
        theme.sync_settings(s)          # a file that cannot be written is said once, by the window
        self.accept()


def new_game_from(dialog: DiceNewGameDialog) -> tuple[Game, list[tuple]]:
    """The game and the town crier's opening actions (the expert numbering typed in the dialog)."""
    args = dialog.game_arguments()
    game = Game.new(**args)
    opening = [A.number(v) for v in dialog.expert_values()[:5]] if args["numbering"] == "expert" else []
    return game, opening
