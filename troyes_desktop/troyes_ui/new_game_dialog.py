"""New Troyes game: 2-4 players with names and colours, who starts, the solo game against le Roy (with the
bonus cards, the promos, if ticked: the only module the solo game plays), the Ladies of Troyes modules and
variants and the promo cards (each with a line saying what it changes; a
module the rules engine lacks stays disabled), how the new activity and event cards are mixed with the
base ones (engine options ``activities_setup`` / ``events_setup``: ``shuffled`` or ``alone``), and who
plays each seat: a person or a computer player (Easy, Normal, Hard), kept in the game's
``options["computers"]`` (see :mod:`troyes_desktop.rules.troyes.seats`). The last choices are remembered
(QSettings in the config folder)."""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
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
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.rules.troyes import seats
from troyes_desktop.settings import remembered_int, remembered_name
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.notices import notice_label
from troyes_desktop.shared_ui.window_place import FRAME, available_room, close_keys

logger = logging.getLogger(__name__)

#: The Ladies of Troyes modules, variants and promo cards: id -> (label, one line of what it changes)
#: (marked for the catalogue; shown through ``translate("NewGame", ...)``).
MODULES: tuple[tuple[str, str, str], ...] = (
    (
        "characters",
        QT_TRANSLATE_NOOP("NewGame", "New characters"),
        QT_TRANSLATE_NOOP("NewGame", "The three Ladies (citizens of one colour) join the 6 base characters."),
    ),
    (
        "reveal-character",
        QT_TRANSLATE_NOOP("NewGame", "Revealed character (variant)"),
        QT_TRANSLATE_NOOP(
            "NewGame", "One more character, not dealt, is shown to everyone and scored for every player."
        ),
    ),
    (
        "activities",
        QT_TRANSLATE_NOOP("NewGame", "New activity cards"),
        QT_TRANSLATE_NOOP(
            "NewGame", "27 new cards: mixed and end-of-game cards, Master Builder's 4th cathedral floor."
        ),
    ),
    (
        "events",
        QT_TRANSLATE_NOOP("NewGame", "New event cards"),
        QT_TRANSLATE_NOOP(
            "NewGame", "6 new events: Wolves, Chief Outlaw, Uprising, Monk, Harsh Winter, Possession."
        ),
    ),
    (
        "head-of-family",
        QT_TRANSLATE_NOOP("NewGame", "Head of the family"),
        QT_TRANSLATE_NOOP(
            "NewGame",
            "Everyone rolls a purple die each round; its colour is chosen when used; nobody can buy it.",
        ),
    ),
    (
        "ramparts",
        QT_TRANSLATE_NOOP("NewGame", "Ramparts and outdoor activities"),
        QT_TRANSLATE_NOOP(
            "NewGame", "Action 7: a die moves your guard on the ramparts and puts cubes on 4 outdoor tiles."
        ),
    ),
    (
        "tournament",
        QT_TRANSLATE_NOOP("NewGame", "Tournament (variant)"),
        QT_TRANSLATE_NOOP(
            "NewGame",
            "Before the last round the start player passes right; the last round runs counterclockwise.",
        ),
    ),
    (
        "promos",
        QT_TRANSLATE_NOOP("NewGame", "Promo cards"),
        QT_TRANSLATE_NOOP(
            "NewGame", "Baker, Banquet and Prior join the activity cards; Resistance joins the events."
        ),
    ),
)
#: Engine option values for the new cards: shuffled with the base cards, or the new cards alone.
MIX_CHOICES = (
    ("shuffled", QT_TRANSLATE_NOOP("NewGame", "Shuffled with the base cards")),
    ("alone", QT_TRANSLATE_NOOP("NewGame", "The new cards alone")),
)
MIX_NOTES = {
    "activities": {
        "shuffled": QT_TRANSLATE_NOOP(
            "NewGame", "Each slot draws from the base and the new cards of its colour and level."
        ),
        "alone": QT_TRANSLATE_NOOP(
            "NewGame", "Only the new activity cards are drawn (and the promos if chosen)."
        ),
    },
    "events": {
        "shuffled": QT_TRANSLATE_NOOP("NewGame", "The new events are shuffled into the base decks."),
        "alone": QT_TRANSLATE_NOOP(
            "NewGame", "White and yellow decks hold only the new cards; red is completed with base cards."
        ),
    },
}
#: What a mix row says while its module is not chosen.
MIX_NEEDS = {
    "activities": QT_TRANSLATE_NOOP("NewGame", "(needs the new activity cards)"),
    "events": QT_TRANSLATE_NOOP("NewGame", "(needs the new event cards)"),
}
DEFAULT_NAMES = ("Anna", "Faye", "Geoffrey", "Emily")
#: Who plays a seat: a person or a computer player of one level.
SEAT_CHOICES = (
    ("person", QT_TRANSLATE_NOOP("NewGame", "Person")),
    ("easy", QT_TRANSLATE_NOOP("NewGame", "Computer: Easy")),
    ("normal", QT_TRANSLATE_NOOP("NewGame", "Computer: Normal")),
    ("hard", QT_TRANSLATE_NOOP("NewGame", "Computer: Hard")),
)
SEAT_TIPS = {
    "person": QT_TRANSLATE_NOOP(
        "NewGame", "Played by a person at this computer (the board is hidden between two people)."
    ),
    "easy": QT_TRANSLATE_NOOP(
        "NewGame", "Plays sensible, unambitious moves: a first game against it is winnable."
    ),
    "normal": QT_TRANSLATE_NOOP(
        "NewGame", "Weighs whole turns: dice, targets, its characters and the events' threats."
    ),
    "hard": QT_TRANSLATE_NOOP(
        "NewGame", "Thinks about a second per move, trying its best moves against what may happen."
    ),
}


def mix_note(module: str, choice) -> str:
    """The line beside a mix row, in the current language."""
    text = MIX_NOTES[module].get(choice, "")
    return translate("NewGame", text) if text else ""


def available_modules() -> tuple[str, ...]:
    try:
        from troyes_desktop.rules.troyes import game as game_module

        return tuple(getattr(game_module, "AVAILABLE_MODULES", ()))
    except Exception:  # noqa: BLE001
        logger.warning("Cannot list the modules of Troyes", exc_info=True)
        return ()


def swatch(colour: str, size: int = 14) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(colour))
    p.setPen(QColor(colour).darker(150))
    p.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    p.end()
    return QIcon(pix)


class TroyesNewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, solo: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        close_keys(self, escape=False)      # Ctrl+W closes it as Esc does (a dialog's own)
        self.setObjectName("newGameDialog")
        self.available = available_modules()
        layout = self._build_title()
        self._build_mode_choice(layout)
        self._build_players(layout)
        self._build_start_and_table_rule(layout)
        self._build_modules(layout)
        self._build_solo_options(layout)
        self._build_buttons(layout)
        self._restore_remembered(theme.settings(), solo)
        self.count_spin.valueChanged.connect(self._update)
        self.solo_radio.toggled.connect(self._update)
        for edit in self.name_edits:
            edit.textChanged.connect(self._update_start_names)
        self._update()
        self._update_mix()
        self._fit_with_notice(layout)
        self.count_spin.valueChanged.connect(self._grow_to_fit)
        for seat in self.seat_combos:       # (a computer seat adds its level's line)
            seat.currentIndexChanged.connect(self._grow_to_fit)

    def _build_title(self) -> QVBoxLayout:
        """The dialog's column and its title."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 10, 18, 10)
        title = QLabel(translate("NewGame", "A new game of Troyes"))
        title.setFont(theme.font(18, bold=True))
        layout.addWidget(title)
        return layout

    def _build_mode_choice(self, layout: QVBoxLayout) -> None:
        """Players at this computer, or solo against le Roy."""
        mode_row = QHBoxLayout()
        self.multi_radio = QRadioButton(translate("NewGame", "Players at this computer (2 to 4)"))
        self.solo_radio = QRadioButton(translate("NewGame", "Solo against le Roy"))
        self.solo_radio.setObjectName("soloRadio")
        mode_row.addWidget(self.multi_radio)
        mode_row.addWidget(self.solo_radio)
        mode_row.addStretch(1)
        layout.addLayout(mode_row)

    def _build_players(self, layout: QVBoxLayout) -> None:
        """The number of players and, for each seat, its name, colour and who plays it."""
        self.players_box = QGroupBox(translate("NewGame", "Players"))
        grid = QGridLayout(self.players_box)
        grid.setVerticalSpacing(4)           # (compact: with 4 seats every module still shows at 1366x768)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("playerCount")
        self.count_spin.setRange(2, 4)
        count_row = QHBoxLayout()
        self.count_label = QLabel(translate("NewGame", "Number of players:"))
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count_spin)
        count_row.addSpacing(24)
        # The start player beside the number of players (one row less: the dialog fits 720 pixels).
        self.start_combo = QComboBox()
        self.start_combo.setObjectName("startPlayer")
        self.start_label = QLabel(translate("NewGame", "Start player:"))
        self.start_label.setBuddy(self.start_combo)
        count_row.addWidget(self.start_label)
        count_row.addWidget(self.start_combo)
        count_row.addStretch(1)
        grid.addLayout(count_row, 0, 0, 1, 4)
        self.name_edits: list[QLineEdit] = []
        self.colour_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.seat_combos: list[QComboBox] = []
        for i in range(4):
            label = QLabel(translate("NewGame", "Seat {number}").format(number=i + 1))
            edit = QLineEdit()
            edit.setObjectName(f"name{i}")
            edit.setMaxLength(24)
            edit.setPlaceholderText(DEFAULT_NAMES[i])
            combo = QComboBox()
            combo.setObjectName(f"colour{i}")
            for key, (text, hexa) in theme.PLAYER_COLOURS.items():
                combo.addItem(swatch(hexa), translate("NewGame", text), key)
            seat = QComboBox()
            seat.setObjectName(f"seat{i}")
            for key, text in SEAT_CHOICES:
                seat.addItem(translate("NewGame", text), key)
                seat.setItemData(
                    seat.count() - 1, translate("NewGame", SEAT_TIPS[key]), Qt.ItemDataRole.ToolTipRole
                )
            seat.setToolTip(
                translate("NewGame", "Who plays this seat: a person, or a computer player and its level")
            )
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(edit, i + 1, 1)
            grid.addWidget(combo, i + 1, 2)
            grid.addWidget(seat, i + 1, 3)
            self.seat_combos.append(seat)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.colour_combos.append(combo)
            combo.currentIndexChanged.connect(lambda _=0, seat=i: self._colour_changed(seat))
        # What each computer level at the table is, in measured words (issue 49).
        self.levels_note = QLabel()
        self.levels_note.setObjectName("levelsNote")
        self.levels_note.setWordWrap(True)
        grid.addWidget(self.levels_note, 5, 0, 1, 4)
        for seat in self.seat_combos:
            seat.currentIndexChanged.connect(self._update_levels)
        from troyes_desktop.shared_ui.profiles import attach_profile_completer

        self.profile_completer = attach_profile_completer(self.name_edits)
        grid.setColumnStretch(1, 1)
        layout.addWidget(self.players_box)

    def _build_start_and_table_rule(self, layout: QVBoxLayout) -> None:
        """The table rule that shows every player's VP (the start player is on the players' first row)."""
        # A table rule, chosen for the whole game and shown in the banner (not a View toggle).
        self.show_vp_check = QCheckBox(
            translate("NewGame", "Table rule: everyone sees every player's victory points")
        )
        self.show_vp_check.setObjectName("showAllVp")
        self.show_vp_check.setToolTip(
            translate(
                "NewGame",
                "Off: each player sees only their own victory points "
                "until the end, as the rulebook's hidden scores.",
            )
        )
        self.show_vp_check.setChecked(str(theme.settings().value("new_game/show_all_vp", "false")) == "true")
        layout.addWidget(self.show_vp_check)

    def _build_modules(self, layout: QVBoxLayout) -> None:
        """The Ladies of Troyes' modules and the promo cards, with the mixes of the new cards."""
        self.modules_box = QGroupBox(translate("NewGame", "The Ladies of Troyes and the promo cards"))
        mod_layout = QGridLayout(self.modules_box)
        mod_layout.setVerticalSpacing(2)
        self.module_checks: dict[str, QCheckBox] = {}
        for row, (mid, label, line) in enumerate(MODULES):
            line = translate("NewGame", line)
            check = QCheckBox(translate("NewGame", label))
            check.setObjectName(f"module_{mid}")
            note = QLabel(line)
            note.setWordWrap(True)
            note.setFont(theme.font(10, italic=True))
            note.setStyleSheet(f"color: {theme.FADED_INK};")
            if mid not in self.available:
                check.setEnabled(False)
                check.setToolTip(
                    translate("NewGame", "Rules engine in progress: this module comes in a later version.")
                )
                note.setText(translate("NewGame", "{line} \u2014 rules engine in progress").format(line=line))
                note.setEnabled(False)
            mod_layout.addWidget(check, row, 0)
            mod_layout.addWidget(note, row, 1)
            self.module_checks[mid] = check
        mod_layout.setColumnStretch(1, 1)
        self.mix_combo, self.mix_note = self._mix_row(
            mod_layout, len(MODULES), translate("NewGame", "New activity cards:"), "activityMix", "activities"
        )
        self.event_mix_combo, self.event_mix_note = self._mix_row(
            mod_layout, len(MODULES) + 1, translate("NewGame", "New event cards:"), "eventMix", "events"
        )
        self.module_checks["activities"].toggled.connect(self._update_mix)
        self.module_checks["events"].toggled.connect(self._update_mix)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.modules_box)
        # A few rows at least; the dialog is then as tall as its whole list where the screen has the room
        # (_fit_with_notice), and the list scrolls only on a screen too small for it.
        scroll.setMinimumHeight(int(110 * max(1.0, theme.text_scale())))
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # (Tab goes to its check boxes and scrolls to them)
        self.modules_scroll = scroll
        layout.addWidget(scroll, 1)

    def _build_solo_options(self, layout: QVBoxLayout) -> None:
        """What the solo game may add (the bonus cards), and its note."""
        # The solo game: the bonus cards (promos) may join it, the Ladies' modules may not (issue 43).
        self.solo_modules = QWidget()
        self.solo_modules.setObjectName("soloModules")
        solo_row = QHBoxLayout(self.solo_modules)
        solo_row.setContentsMargins(0, 0, 0, 0)
        self.solo_promos_check = QCheckBox(translate("NewGame", "Bonus cards (promos)"))
        self.solo_promos_check.setObjectName("soloPromos")
        self.solo_promos_check.setEnabled("promos" in self.available)
        solo_row.addWidget(self.solo_promos_check)
        promos_line = QLabel(translate("NewGame", next(line for mid, _l, line in MODULES if mid == "promos")))
        promos_line.setWordWrap(True)
        promos_line.setFont(theme.font(10, italic=True))
        promos_line.setStyleSheet(f"color: {theme.FADED_INK};")
        solo_row.addWidget(promos_line, 1)
        layout.addWidget(self.solo_modules)

        self.solo_note = QLabel(
            translate(
                "NewGame",
                "The solo game is played with the base game, and with the bonus cards if you tick them "
                "(the Banquet as printed for le Roy); the modules of The Ladies of Troyes are for 2 to 4 "
                "players. Le Roy takes the neutral citizens, dice and cubes and plays his own turns.",
            )
        )
        self.solo_note.setWordWrap(True)
        self.solo_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.solo_note.setFont(theme.font(11, italic=True))
        layout.addWidget(self.solo_note)

    def _build_buttons(self, layout: QVBoxLayout) -> None:
        """Start the game, or cancel."""
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(translate("NewGame", "Start the game"))
        start.setProperty("primary", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _restore_remembered(self, s, solo: bool) -> None:
        """The choices of the last game (a value edited by hand that cannot be used: its default, and
        the player told)."""
        # Remembered defaults (a value edited by hand that cannot be used: its default, and the player told).
        self.count_spin.setValue(remembered_int(s.value("new_game/players", 2), 2, 2, 4,
                                                translate("NewGame", "the number of players")))
        for i in range(4):
            self.name_edits[i].setText(remembered_name(s.value(f"new_game/name{i}"), DEFAULT_NAMES[i],
                                                       translate("NewGame", "the players' names")))
            key = str(s.value(f"new_game/colour{i}", theme.DEFAULT_COLOURS[i]))
            idx = self.colour_combos[i].findData(key)
            self.colour_combos[i].blockSignals(True)
            self.colour_combos[i].setCurrentIndex(idx if idx >= 0 else i)
            self.colour_combos[i].blockSignals(False)
            idx = self.seat_combos[i].findData(str(s.value(f"new_game/seat{i}", "person")))
            self.seat_combos[i].setCurrentIndex(max(0, idx))
        chosen = str(s.value("new_game/modules", "") or "").split(",")
        for mid, check in self.module_checks.items():
            check.setChecked(mid in chosen and mid in self.available)
        self.solo_promos_check.setChecked(str(s.value("new_game/solo_promos", "false")) == "true"
                                          and "promos" in self.available)
        mix = self.mix_combo.findData(str(s.value("new_game/activity_mix", "shuffled")))
        self.mix_combo.setCurrentIndex(max(0, mix))
        mix = self.event_mix_combo.findData(str(s.value("new_game/event_mix", "shuffled")))
        self.event_mix_combo.setCurrentIndex(max(0, mix))
        self._remembered_start = str(s.value("new_game/start", "0"))
        (self.solo_radio if solo else self.multi_radio).setChecked(True)

    def _fit_with_notice(self, layout: QVBoxLayout) -> None:
        """The notice of what was set aside, and the dialog's size within the screen."""
        # A history set aside while the completer read its names, a remembered value ignored: said here.
        self.notice = notice_label()
        layout.insertWidget(1, self.notice)
        # Its lines on top of the usual height (a wrapped label's height is not in the dialog's minimum).
        # Wider with larger text (the modules' names and their lines side by side, never a horizontal scroll
        # bar), within the screen.
        m = layout.contentsMargins()
        # As wide as the modules' lines want (each on one line: fewer rows), within the screen.
        wanted = self._modules_one_line_width() + m.left() + m.right() + 16
        width = max(int(640 * max(1.0, theme.text_scale())), wanted)
        room = available_room(self)
        if room is not None:
            width = max(640, min(width, room.width() - FRAME[0]))
        told = self.notice.heightForWidth(width - m.left() - m.right()) + layout.spacing()
        self.resize(width, self.fitting_height(width, room) + (told if self.notice.text() else 0))

    def _grow_to_fit(self) -> None:
        """More seats: the dialog grows (within the screen) so that the modules stay whole, not scrolled."""
        height = self.fitting_height(self.width(), available_room(self))
        if height > self.height():
            self.resize(self.width(), height)

    def _modules_one_line_width(self) -> int:
        """The modules box's width with each module's line (and each mix's) on one line."""
        grid = self.modules_box.layout()
        names, lines = [], []
        for row in range(grid.rowCount()):
            first, second = grid.itemAtPosition(row, 0), grid.itemAtPosition(row, 1)
            if first is not None and first.widget() is not None:
                names.append(first.widget().sizeHint().width())
            if second is None:
                continue
            parts = [second.widget()] if second.widget() is not None else \
                [second.layout().itemAt(k).widget() for k in range(second.layout().count())]
            lines.append(sum(self._longest_line(w) + 4 if isinstance(w, QLabel)
                             else w.sizeHint().width() + 6 for w in parts if w is not None))
        m = grid.contentsMargins()
        return max(names) + grid.horizontalSpacing() + max(lines) + m.left() + m.right() + 8

    def _longest_line(self, label: QLabel) -> int:
        """The width of a label's line; a mix's line, the longest it may say (the width does not change
        with the modules ticked)."""
        texts = [label.text()]
        if label in (self.mix_note, self.event_mix_note):
            module = "activities" if label is self.mix_note else "events"
            texts += [translate("NewGame", t) for t in (*MIX_NOTES[module].values(), MIX_NEEDS[module])]
        return max(label.fontMetrics().horizontalAdvance(t) for t in texts)

    def fitting_height(self, width: int, room) -> int:
        """The dialog's height at ``width``: tall enough to show every module without a scroll bar (issue 52:
        Promo cards and Tournament were under one at 1920x1080), within the screen's room."""
        layout = self.layout()
        layout.activate()
        m = layout.contentsMargins()
        # (as narrow as with a scroll bar: the height then holds the lines however they wrap)
        inner = width - m.left() - m.right() - 2 * self.modules_scroll.frameWidth() \
            - self.modules_scroll.verticalScrollBar().sizeHint().width()
        box = self.modules_box
        full = box.heightForWidth(inner) if box.hasHeightForWidth() else box.sizeHint().height()
        least = self.modules_scroll.minimumHeight()
        others = layout.totalMinimumHeightForWidth(width) if layout.hasHeightForWidth() \
            else self.minimumSizeHint().height()
        height = others - least + full + 2 * self.modules_scroll.frameWidth() + 12
        if room is not None:
            height = min(height, room.height() - FRAME[1])
        return max(height, self.minimumSizeHint().height())

    # -------------------------------------------------------------------------------- behaviour
    @property
    def solo(self) -> bool:
        return self.solo_radio.isChecked()

    def player_count(self) -> int:
        return 1 if self.solo else self.count_spin.value()

    def _colour_changed(self, seat: int) -> None:
        """Keep colours distinct: the seat that had the chosen colour takes the freed one."""
        key = self.colour_combos[seat].currentData()
        used = [c.currentData() for c in self.colour_combos]
        for j, combo in enumerate(self.colour_combos):
            if j != seat and combo.currentData() == key:
                free = next(k for k in theme.PLAYER_COLOURS if k not in used)
                combo.blockSignals(True)
                combo.setCurrentIndex(combo.findData(free))
                combo.blockSignals(False)

    def _update(self) -> None:
        n = self.player_count()
        for i in range(4):
            visible = i < n
            for w in (self.seat_labels[i], self.name_edits[i], self.colour_combos[i]):
                w.setVisible(visible)
            # The solo game against le Roy is played by a person.
            self.seat_combos[i].setVisible(visible and not self.solo)
        self.count_spin.setVisible(not self.solo)
        self.count_label.setVisible(not self.solo)
        self.modules_scroll.setVisible(not self.solo)
        self.solo_modules.setVisible(self.solo)
        self.seat_labels[0].setText(
            translate("NewGame", "You")
            if self.solo
            else translate("NewGame", "Seat {number}").format(number=1)
        )
        self.modules_box.setEnabled(not self.solo)
        self.solo_note.setVisible(self.solo)
        self._update_levels()
        layout = self.layout()
        if layout is not None:
            layout.setStretch(layout.indexOf(self.solo_note), 1 if self.solo else 0)
        self._update_start_names()

    def _update_levels(self) -> None:
        """A line for each computer level at the table (none in the solo game, or with people only)."""
        from .level_lines import level_lines

        n = self.player_count()
        text = "" if self.solo else level_lines([c.currentData() for c in self.seat_combos[:n]], n)
        self.levels_note.setText(text)
        self.levels_note.setVisible(bool(text))

    def _update_start_names(self) -> None:
        current = self.start_combo.currentData()
        if current is None:
            current = self._remembered_start
        self.start_combo.blockSignals(True)
        self.start_combo.clear()
        self.start_combo.addItem(translate("NewGame", "Chosen at random"), "random")
        if self.solo:
            self.start_combo.addItem(self.names()[0], "0")
            self.start_combo.addItem("le Roy", "roy")
        else:
            for i, name in enumerate(self.names()):
                self.start_combo.addItem(name, str(i))
        idx = self.start_combo.findData(current)
        self.start_combo.setCurrentIndex(idx if idx >= 0 else 0)
        self.start_combo.blockSignals(False)

    def _mix_row(self, grid: QGridLayout, row: int, caption: str, name: str, module: str):
        """A mix row in the modules' two columns: its caption under the modules' names, its list and, beside
        the list, the line of what it does (wrapped: the box never needs a horizontal scroll bar)."""
        grid.addWidget(QLabel(caption), row, 0)
        combo = QComboBox()
        combo.setObjectName(name)
        for key, text in MIX_CHOICES:
            combo.addItem(translate("NewGame", text), key)
        note = QLabel()
        note.setWordWrap(True)
        note.setFont(theme.font(10, italic=True))
        note.setStyleSheet(f"color: {theme.FADED_INK};")
        beside = QHBoxLayout()
        beside.setSpacing(10)
        beside.addWidget(combo)
        beside.addWidget(note, 1)
        grid.addLayout(beside, row, 1)
        combo.currentIndexChanged.connect(
            lambda _=0, c=combo, n=note, m=module: n.setText(mix_note(m, c.currentData())))
        return combo, note

    def _update_mix(self) -> None:
        for combo, note, module in ((self.mix_combo, self.mix_note, "activities"),
                                    (self.event_mix_combo, self.event_mix_note, "events")):
            on = self.module_checks[module].isChecked()
            combo.setEnabled(on)
            note.setText(mix_note(module, combo.currentData()) if on
                         else translate("NewGame", MIX_NEEDS[module]))

    def names(self) -> list[str]:
        out = []
        for i in range(self.player_count()):
            text = " ".join(self.name_edits[i].text().split())
            out.append(text or DEFAULT_NAMES[i])
        # Two players with the same name would be confusing in the log: number them.
        seen: dict[str, int] = {}
        for i, name in enumerate(out):
            if name in seen:
                seen[name] += 1
                out[i] = f"{name} {seen[name]}"
            else:
                seen[name] = 1
        return out

    def modules(self) -> list[str]:
        if self.solo:               # the bonus cards only (the engine refuses the Ladies' modules solo)
            return ["promos"] if self.solo_promos_check.isChecked() and "promos" in self.available else []
        return [mid for mid, check in self.module_checks.items()
                if check.isChecked() and mid in self.available]

    def computers(self) -> dict[int, str]:
        """The seats played by the computer: seat index -> level (none in the solo game)."""
        if self.solo:
            return {}
        return {i: self.seat_combos[i].currentData() for i in range(self.player_count())
                if self.seat_combos[i].currentData() != "person"}

    def start_player(self, rng: random.Random | None = None) -> int:
        from troyes_desktop.rules.troyes.board import NEUTRAL

        data = self.start_combo.currentData()
        rng = rng or random.Random()
        if data == "random":
            return rng.choice([0, NEUTRAL]) if self.solo else rng.randrange(self.player_count())
        if data == "roy":
            return NEUTRAL
        return int(data)

    def options(self) -> dict:
        opts: dict = {}
        mods = self.modules()
        if mods:
            opts["modules"] = mods
            if "activities" in mods:
                opts["activities_setup"] = self.mix_combo.currentData()
            if "events" in mods:
                opts["events_setup"] = self.event_mix_combo.currentData()
        opts["colours"] = [self.colour_combos[i].currentData() for i in range(self.player_count())]
        computers = self.computers()
        if computers:
            opts[seats.KEY] = seats.computers_option(computers)
        if self.show_vp_check.isChecked():
            opts["show_all_vp"] = True
        return opts

    def game_arguments(self, seed: int | None = None) -> dict:
        """Keyword arguments for ``Game.new``."""
        rng = random.Random(seed)
        return {"players": self.player_count(), "seed": rng.randrange(1, 2**31) if seed is None else seed,
                "names": self.names(), "start_player": self.start_player(rng), "options": self.options(),
                "solo": self.solo}

    def remember(self) -> None:
        s = theme.settings()
        if not self.solo:
            s.setValue("new_game/players", self.count_spin.value())
        for i in range(4):
            name = " ".join(self.name_edits[i].text().split())
            if name:
                s.setValue(f"new_game/name{i}", name)
            s.setValue(f"new_game/colour{i}", self.colour_combos[i].currentData())
            if not self.solo:
                s.setValue(f"new_game/seat{i}", self.seat_combos[i].currentData())
        if self.solo:               # the solo choice apart: a solo game keeps the modules of the others
            s.setValue("new_game/solo_promos", "true" if self.solo_promos_check.isChecked() else "false")
        else:
            s.setValue("new_game/modules", ",".join(self.modules()))
        s.setValue("new_game/activity_mix", self.mix_combo.currentData())
        s.setValue("new_game/event_mix", self.event_mix_combo.currentData())
        s.setValue("new_game/start", self.start_combo.currentData())
        s.setValue("new_game/show_all_vp", "true" if self.show_vp_check.isChecked() else "false")
        theme.sync_settings(s)          # a file that cannot be written is said once, by the window

    def accept(self) -> None:
        self.remember()
        super().accept()
