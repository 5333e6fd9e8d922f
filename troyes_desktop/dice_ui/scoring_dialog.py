"""The end of a Troyes Dice game: the breakdown per player and category, the winners, the achievements
earned, the VP day by day."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.dice_ui import art, words
from troyes_desktop.dice_ui.achievements import AchievementsDialog, _table
from troyes_desktop.i18n import translate
from troyes_desktop.rules.dice import data as D
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain


class DiceScoringDialog(QDialog):
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
        self.game = game
        from troyes_desktop.shared_ui.window_place import close_keys

        close_keys(self, escape=False)      # Ctrl+W closes it as Esc does (a dialog's own)
        self.resize(1080, 640)
        v = QVBoxLayout(self)
        self._build_heading(v, game, names, best)
        t = self._build_breakdown(game, names)
        from troyes_desktop.shared_ui.charts import notices_text, vp_by_round_chart

        # The table shows every row and column; the chart beside it, or under it when the table is wide.
        self.body = QGridLayout()
        self.body.setSpacing(10)
        self.round_chart = vp_by_round_chart(game, [art.player_ink(i) for i in range(game.n)])
        v.addLayout(self.body, 1)
        note = plain(QLabel())
        note.setText(notices_text())
        note.setObjectName("historyNote")
        note.setWordWrap(True)
        note.setVisible(bool(note.text()))
        v.addWidget(note)
        ach = QLabel(self._achievements_text(names, earned))
        ach.setObjectName("earnedLabel")
        ach.setTextFormat(Qt.TextFormat.RichText)
        ach.setWordWrap(True)
        ach.setFont(theme.font(11))
        ach.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.earned_label = ach
        # Equal rows, as tall as a line of the table's font (the signs ×, → and — would make some taller).
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 10)
        self.under = None
        self._arrange(False)
        self._build_buttons(v)

    def _build_heading(self, v: QVBoxLayout, game, names: list[str], best: dict[int, int] | None) -> None:
        """Who won with how many VP, and the scores to beat beside it."""
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
        head = plain(QLabel())                      # the players' names as they are typed
        head.setText(text)
        head.setObjectName("winnerLabel")
        head.setFont(theme.font(18, bold=True))
        head.setWordWrap(True)
        v.addWidget(head)
        beside = self._scores_to_beat(game, names, best or {})
        if beside:
            versus = plain(QLabel())
            versus.setText(beside)
            versus.setObjectName("scoreToBeat")
            versus.setFont(theme.font(12))
            versus.setWordWrap(True)
            v.addWidget(versus)

    def _build_breakdown(self, game, names: list[str]):
        """The table of each player's VP by Cathedral row, unspent resources and citizens."""
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
        t.horizontalHeader().setMinimumSectionSize(56)
        t.setProperty("fitsContent", True)        # the layout checks: every row and column shows
        self.table = t
        return t

    def _build_buttons(self, v: QVBoxLayout) -> None:
        """All achievements, and Close."""
        row = QHBoxLayout()
        self.achievements_button = QPushButton(translate("DiceDialogs", "All achievements\u2026"))
        self.achievements_button.setObjectName("endAchievements")
        self.achievements_button.clicked.connect(lambda: AchievementsDialog(self).open())
        row.addWidget(self.achievements_button)
        from troyes_desktop.shared_ui.review_panel import review_button

        self.review_button = review_button(self, self.game)
        row.addWidget(self.review_button)
        row.addStretch(1)
        close = QPushButton(translate("DiceDialogs", "Close"))
        close.setProperty("primary", True)
        close.clicked.connect(self.accept)
        row.addWidget(close)
        v.addLayout(row)

    #: The least width the chart keeps beside the table (narrower, it goes under the table).
    CHART_LEAST = 320

    def _arrange(self, under: bool) -> None:
        if under == self.under:
            return
        self.under = under
        for w in (self.table, self.round_chart, self.earned_label):
            self.body.removeWidget(w)
        for i in range(2):
            self.body.setColumnStretch(i, 0)
            self.body.setRowStretch(i, 0)
        if under:
            # A wide table (many players): it takes the whole width, the chart and the achievements below.
            self.body.addWidget(self.table, 0, 0, 1, 2, Qt.AlignmentFlag.AlignTop)
            self.body.addWidget(self.round_chart, 1, 0)
            self.body.addWidget(self.earned_label, 1, 1)
            self.body.setRowStretch(1, 1)
            self.body.setColumnStretch(0, 1)
            self.body.setColumnStretch(1, 1)
        else:
            # The table at the left, every row shown; the chart and the achievements in a column beside it.
            self.body.addWidget(self.table, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            self.body.addWidget(self.round_chart, 0, 1)
            self.body.addWidget(self.earned_label, 1, 1)
            self.body.setColumnStretch(1, 1)
            self.body.setRowStretch(0, 1)

    def _fit(self) -> None:
        """The table as large as all its rows and columns; the chart beside it when the width allows; the
        dialog within its window (or the screen)."""
        from troyes_desktop.shared_ui.widgets import whole_table_size

        size = whole_table_size(self.table)
        self.table.setMinimumSize(size)
        self.table.setMaximumHeight(size.height())
        parent = self.parentWidget()
        if parent is not None and parent.window().isVisible():
            width, height = parent.window().width() - 20, parent.window().height() - 40
        else:
            screen = self.screen().availableGeometry() if self.screen() else None
            width, height = (screen.width() - 20, screen.height() - 40) if screen else (1260, 680)
        margins = self.layout().contentsMargins()
        side = margins.left() + margins.right()
        self._arrange(size.width() + self.body.spacing() + self.CHART_LEAST + side > width)
        want = size.width() + side + (0 if self.under else self.body.spacing() + 420)
        self.setMaximumHeight(height)
        self.resize(min(width, max(want, self.width())), min(height, max(self.sizeHint().height(), 720)))

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit()

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
                ("\u2605 " + html.escape(i["title"]) + " <i>"
                 + html.escape(translate("DiceDialogs", "(new!)") if i["new"]
                               else translate("DiceDialogs", "(already earned in an earlier game)")) + "</i>")
                for i in items
                if not i["progress"]
            ]
            prog = [html.escape(translate("DiceDialogs", "{achievement}: {progress}").format(
                achievement=i["title"], progress=i["progress"])) for i in items or [] if i["progress"]]
            line = "; ".join(got) or html.escape(translate("DiceDialogs", "none this time"))
            if prog:
                line += f" <span style='color:{theme.FADED_INK}'>({'; '.join(prog)})</span>"
            if items is None:
                line = html.escape(translate("DiceDialogs", "computer players earn no achievements"))
            parts.append(translate("DiceDialogs", "<b>{player}</b>: {achievements}").format(
                player=html.escape(names[p]), achievements=line) + "<br>")
        return "".join(parts)
