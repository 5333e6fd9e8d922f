"""Troyes Dice dialogs: the new game (1 to 10 players, numbering mode with an expert editor checked by the
engine, Banquets and Raids; choices remembered), the end of the game (breakdown per player and category,
winners, achievements earned) and the Achievements screen (every achievement, who earned it and when)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.dice_ui import art, words
from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.model import dice_profiles
from troyes_desktop.rules.common.errors import IllegalAction, RulesError
from troyes_desktop.rules.dice import MODULE_BANQUETS, Game
from troyes_desktop.rules.dice import data as D
from troyes_desktop.shared_ui import theme

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
    game = Game(1, seed=0, numbering="expert")
    try:
        for v in values[:5]:
            game.apply(("number", v))
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
        self.setObjectName("diceNewGameDialog")
        s = theme.settings()
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

        players = QGroupBox(translate("DiceDialogs", "Players"))
        pg = QGridLayout(players)
        pg.setVerticalSpacing(4)
        pg.addWidget(QLabel(translate("DiceDialogs", "Number of players")), 0, 0)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("dicePlayerCount")
        self.count_spin.setRange(1, 10)
        self.count_spin.setValue(int(s.value("dice/players", 1)))
        pg.addWidget(self.count_spin, 0, 1)
        names = s.value("dice/names", list(DEFAULT_NAMES))
        if isinstance(names, str):
            names = [names]
        names = list(names or []) + list(DEFAULT_NAMES)
        self.name_edits: list[QLineEdit] = []
        self.seat_combos: list[QComboBox] = []
        kinds = [k for k, _label in SEAT_CHOICES]
        saved_seats = s.value("dice/seats", [])
        if isinstance(saved_seats, str):
            saved_seats = [saved_seats]
        saved_seats = [k if k in kinds else "person" for k in list(saved_seats or [])] + ["person"] * 10
        for i in range(10):
            e = QLineEdit(str(names[i]) if i < len(names) else DEFAULT_NAMES[i])
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
        saved = s.value("dice/expert", [1, 2, 3, 4, 5, 6])
        if isinstance(saved, str):
            saved = [saved]
        try:
            saved = [int(v) for v in saved]
        except (TypeError, ValueError):
            saved = [1, 2, 3, 4, 5, 6]
        if sorted(saved) != [1, 2, 3, 4, 5, 6]:
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

        self.banquets = QCheckBox(translate(
            "DiceDialogs", "Banquets and Raids: 3 tiles beside the single-colour plazas, "
                           "good until the black die strikes them"))
        self.banquets.setObjectName("banquetsCheck")
        self.banquets.setChecked(str(s.value("dice/banquets", "false")).lower() == "true")
        layout.addWidget(self.banquets)

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
        self._count_changed(self.count_spin.value())
        self._validate()

    def _count_changed(self, n: int) -> None:
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
        }

    def _accept(self) -> None:
        s = theme.settings()
        s.setValue("dice/players", self.count_spin.value())
        s.setValue("dice/names", [e.text() for e in self.name_edits])
        s.setValue("dice/seats", [SEAT_CHOICES[c.currentIndex()][0] for c in self.seat_combos])
        s.setValue("dice/numbering", self.mode())
        s.setValue("dice/expert", self.expert_values())
        s.setValue("dice/banquets", "true" if self.banquets.isChecked() else "false")
        s.sync()
        self.accept()


def new_game_from(dialog: DiceNewGameDialog) -> tuple[Game, list[tuple]]:
    """The game and the town crier's opening actions (the expert numbering typed in the dialog)."""
    args = dialog.game_arguments()
    game = Game(**args)
    opening = [("number", v) for v in dialog.expert_values()[:5]] if args["numbering"] == "expert" else []
    return game, opening


_ = RulesError


def _table(rows: int, cols: int) -> QTableWidget:
    t = QTableWidget(rows, cols)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.verticalHeader().setVisible(True)
    t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    t.setFont(theme.font(11))
    return t


class DiceEndDialog(QDialog):
    """Breakdown per player and category, the winner(s) and the achievements earned with this game."""

    def __init__(
        self,
        game,
        names: list[str],
        earned: list[list[dict]],
        parent: QWidget | None = None,
        best: dict[int, int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DiceDialogs", "Troyes Dice \u2014 final scoring"))
        self.setObjectName("diceEndDialog")
        self.resize(1080, 640)
        v = QVBoxLayout(self)
        winners = game.winners()
        scores = game.scores()
        if game.n == 1:
            text = translate("DiceDialogs", "{player} ends the game with {score} VP").format(
                player=names[0], score=scores[0])
        elif len(winners) > 1:
            text = translate("DiceDialogs", "Shared victory: {players} with {score} VP").format(
                players=", ".join(names[w] for w in winners), score=max(scores))
        else:
            text = translate("DiceDialogs", "Victory: {player} with {score} VP").format(
                player=names[winners[0]], score=max(scores))
        head = QLabel(text)
        head.setObjectName("winnerLabel")
        head.setFont(theme.font(18, bold=True))
        head.setWordWrap(True)
        v.addWidget(head)
        beside = self._scores_to_beat(game, names, best or {})
        if beside:
            versus = QLabel(beside)
            versus.setObjectName("scoreToBeat")
            versus.setFont(theme.font(12))
            versus.setWordWrap(True)
            v.addWidget(versus)
        data = game.data
        breakdown = game.scoring()
        rows = [
            (f"{data.cathedral_characters[c]} ({words.buildings_plural(data.cathedral_scores[c])})", c)
            for c in range(6)
        ]
        unspent = {
            "influence": translate("DiceDialogs", "Unspent influence (1 VP a pair)"),
            "deniers": translate("DiceDialogs", "Unspent deniers (1 VP a pair)"),
            "knowledge": translate("DiceDialogs", "Unspent knowledge (1 VP a pair)"),
        }
        labels = (
            [r[0] for r in rows]
            + [unspent[r] for r in D.RESOURCES]
            + [translate("DiceDialogs", "Cathedrals and resources"), translate("DiceDialogs", "Citizens"),
               translate("DiceDialogs", "Total")]
        )
        t = _table(len(labels), game.n)
        t.setObjectName("breakdownTable")
        t.setHorizontalHeaderLabels(names)
        t.setVerticalHeaderLabels(labels)
        for p, b in enumerate(breakdown):
            by_col = {c["column"]: c for c in b["cathedrals"]}
            vals = []
            for c in range(6):
                e = by_col.get(c + 1)
                vals.append("\u2014" if e is None else f"{e['number']} \u00d7 {e['buildings']} = {e['vp']}")
            for r in D.RESOURCES:
                vals.append(f"{b['resources'][r]['unspent']} \u2192 {b['resources'][r]['vp']}")
            vals += [str(b["cathedral_and_resource_vp"]), str(b["citizen_vp"]), str(b["total"])]
            for i, text in enumerate(vals):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if i == len(vals) - 1:
                    f = theme.font(12, bold=True)
                    item.setFont(f)
                t.setItem(i, p, item)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        from troyes_desktop.shared_ui.charts import notices_text, vp_by_round_chart

        row = QHBoxLayout()
        row.addWidget(t, 3)
        self.round_chart = vp_by_round_chart(game, [art.player_ink(i) for i in range(game.n)])
        row.addWidget(self.round_chart, 2)
        v.addLayout(row, 1)
        note = QLabel(notices_text())
        note.setObjectName("historyNote")
        note.setWordWrap(True)
        note.setVisible(bool(note.text()))
        v.addWidget(note)
        ach = QLabel(self._achievements_text(names, earned))
        ach.setObjectName("earnedLabel")
        ach.setTextFormat(Qt.TextFormat.RichText)
        ach.setWordWrap(True)
        ach.setFont(theme.font(11))
        v.addWidget(ach)
        row = QHBoxLayout()
        self.achievements_button = QPushButton(translate("DiceDialogs", "All achievements\u2026"))
        self.achievements_button.setObjectName("endAchievements")
        self.achievements_button.clicked.connect(lambda: AchievementsDialog(self).open())
        row.addWidget(self.achievements_button)
        row.addStretch(1)
        close = QPushButton(translate("DiceDialogs", "Close"))
        close.setProperty("primary", True)
        close.clicked.connect(self.accept)
        row.addWidget(close)
        v.addLayout(row)

    @staticmethod
    def _scores_to_beat(game, names: list[str], best: dict[int, int]) -> str:
        """Each computer player's score beside each person's best score (this game included)."""
        seats = game.setup.get("seats") or ["person"] * game.n
        scores = game.scores()
        from troyes_desktop.dice_ui.computers import level_word

        computers = [
            translate("DiceDialogs", "{player} (computer, {level}) {score} VP").format(
                player=names[p], level=level_word(seats[p]), score=scores[p])
            for p in range(game.n)
            if seats[p] != "person"
        ]
        if not computers:
            return ""
        people = [
            translate("DiceDialogs", "{player}\u2019s best {score} VP").format(
                player=names[p], score=max(best.get(p, 0), scores[p]))
            for p in range(game.n)
            if seats[p] == "person"
        ]
        if people:
            return translate("DiceDialogs", "Score to beat: {computers} \u2014 {people}").format(
                computers=", ".join(computers), people=", ".join(people))
        return translate("DiceDialogs", "Score to beat: {computers}").format(computers=", ".join(computers))

    @staticmethod
    def _achievements_text(names: list[str], earned: list[list[dict]]) -> str:
        import html

        parts = ["<b>" + html.escape(translate("DiceDialogs", "Achievements of this game")) + "</b><br>"]
        for p, items in enumerate(earned):
            got = [] if items is None else [
                ("\u2605 " + html.escape(i["title"])
                 + (" <i>" + html.escape(translate("DiceDialogs", "(new!)")) + "</i>" if i["new"] else ""))
                for i in items
                if not i["progress"]
            ]
            prog = [f"{html.escape(i['title'])}: {i['progress']}" for i in items or [] if i["progress"]]
            line = "; ".join(got) or html.escape(translate("DiceDialogs", "none this time"))
            if prog:
                line += f" <span style='color:{theme.FADED_INK}'>({'; '.join(prog)})</span>"
            if items is None:
                line = html.escape(translate("DiceDialogs", "computer players earn no achievements"))
            parts.append(translate("DiceDialogs", "<b>{player}</b>: {achievements}").format(
                player=html.escape(names[p]), achievements=line) + "<br>")
        return "".join(parts)


class AchievementsDialog(QDialog):
    """Every achievement, with the players who earned it and the date (kept across games)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DiceDialogs", "Troyes Dice achievements"))
        self.setObjectName("achievementsDialog")
        self.resize(860, 600)
        v = QVBoxLayout(self)
        title = QLabel(translate("DiceDialogs", "Achievements"))
        title.setFont(theme.font(20, bold=True))
        v.addWidget(title)
        sub = QLabel(translate("DiceDialogs", "Kept for every player name across games "
                                              "(the rulebook\u2019s box of initials)."))
        sub.setFont(theme.font(11, italic=True))
        v.addWidget(sub)
        rows = dice_profiles.table()
        self.rows = rows
        t = _table(len(rows), 2)
        t.setObjectName("achievementsTable")
        t.setHorizontalHeaderLabels([translate("DiceDialogs", "Achievement"),
                                     translate("DiceDialogs", "Earned by")])
        t.verticalHeader().setVisible(False)
        t.setWordWrap(True)
        for i, r in enumerate(rows):
            earned = ", ".join(f"{n} ({d})" for n, d in r["earned"])
            if r["progress"]:
                prog = ", ".join(translate("DiceDialogs", "{player}: {count} of {needed}").format(
                    player=n, count=k, needed=dice_profiles.GAMES_NEEDED) for n, k in r["progress"])
                way = translate("DiceDialogs", "on the way: {progress}").format(progress=prog)
                earned = (earned + " \u00b7 " if earned else "") + way
            a = QTableWidgetItem(("\u2605 " if r["earned"] else "\u2606 ") + r["title"])
            if r["earned"]:
                a.setFont(theme.font(11, bold=True))
            t.setItem(i, 0, a)
            t.setItem(i, 1, QTableWidgetItem(earned or translate("DiceDialogs", "not yet")))
        t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        t.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        t.resizeRowsToContents()
        self.table = t
        v.addWidget(t, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        close.accepted.connect(self.accept)
        v.addWidget(close)
