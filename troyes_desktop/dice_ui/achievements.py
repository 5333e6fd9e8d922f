"""The Achievements screen of Troyes Dice: every achievement, who earned it and when."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import translate
from troyes_desktop.model import dice_profiles
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.words import format_date


def _table(rows: int, cols: int) -> QTableWidget:
    t = QTableWidget(rows, cols)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.verticalHeader().setVisible(True)
    t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    t.setFont(theme.font(11))
    return t


class AchievementsDialog(QDialog):
    """Every achievement, with the players who earned it and the date (kept across games)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("DiceDialogs", "Troyes Dice achievements"))
        self.setObjectName("achievementsDialog")
        from troyes_desktop.shared_ui.window_place import close_keys

        close_keys(self, escape=False)      # Ctrl+W closes it as Esc does (a dialog's own)
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
            earned = ", ".join(f"{n} ({format_date(d)})" for n, d in r["earned"])
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
