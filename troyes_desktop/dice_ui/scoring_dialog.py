"""The end of a Troyes Dice game: the breakdown per player and category, the winners, the achievements
earned, the VP day by day."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
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
                ("\u2605 " + html.escape(i["title"]) + " <i>"
                 + html.escape(translate("DiceDialogs", "(new!)") if i["new"]
                               else translate("DiceDialogs", "(already earned in an earlier game)")) + "</i>")
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
