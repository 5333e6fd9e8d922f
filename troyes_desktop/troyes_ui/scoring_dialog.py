"""End of the game: every scoring category per player (the engine's breakdown), a bar chart drawn
with QPainter, the winner(s); in solo, le Roy's column, the margin and its rating text."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain

CATEGORIES = (
    ("vp_tokens", QT_TRANSLATE_NOOP("Scoring", "VP during the game")),
    ("events", QT_TRANSLATE_NOOP("Scoring", "Uncountered events (1 VP per cube)")),
    ("tradesmen", QT_TRANSLATE_NOOP("Scoring", "Tradesmen on activity cards")),
    ("cathedral", QT_TRANSLATE_NOOP("Scoring", "Cathedral (levels without a cube)")),
)


def rows_of(game, scores: list[dict]) -> list[tuple[str, list[int]]]:
    """The table rows: label, one value per column (player, then le Roy in solo); the total comes last."""
    rows = [(translate("Scoring", label), [int(s.get(key, 0)) for s in scores]) for key, label in CATEGORIES]
    char_ids: list[str] = []
    for s in scores:
        for cid in s.get("characters", {}):
            if cid not in char_ids:
                char_ids.append(cid)
    for cid in char_ids:
        name = localized(game.data.characters[cid]) if cid in game.data.characters else cid
        rows.append((translate("Scoring", "Character: {character}").format(character=name),
                     [int(s.get("characters", {}).get(cid, 0)) for s in scores]))
    if game.solo:
        rows.append((translate("Scoring", "Characters revealed by le Roy (already counted)"),
                     [int(s.get("revealed_characters", 0)) for s in scores]))
    rows.append((translate("Scoring", "Total"), [int(s.get("total", 0)) for s in scores]))
    return rows


def solo_result_text(you: dict) -> str:
    """The solo result (rich text): the margin, its band's name and margins, the next band and how many VP
    away it is, then le Roy's verdict on the band."""
    from html import escape

    from troyes_desktop.rules.troyes import roy

    margin = int(you.get("margin", 0) or 0)
    band = roy.rating(margin)[0]           # from the margin: the same bands wherever they are shown
    lines = [translate("Scoring", "Margin: {margin} VP \u2014 band: {band}").format(
        margin=f"{margin:+d}".replace("-", "\u2212"), band=f"<b>{escape(roy.band_label(band), False)}</b>")]
    ahead = roy.next_band(margin)
    if ahead is None:
        lines.append(escape(translate("Scoring", "The best band of all: nothing above it."), False))
    else:
        nxt, away = ahead
        text = translate("Scoring", "Next band: {band}, %n VP away.", None, away)
        lines.append(escape(text.format(band=roy.band_label(nxt)), False))
    lines.append("<i>" + escape(translate("Scoring", "Le Roy\u2019s verdict: \u201c{rating}\u201d").format(
        rating=roy.band_text(band)), False) + "</i>")
    return "<br>".join(lines)


class BarChart(QWidget):
    """Total per player as bars in the players' colours, the winners crowned."""

    def __init__(self, game, scores: list[dict], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.game = game
        self.scores = scores
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        number = theme.font(13, bold=True)
        line_n = QFontMetrics(number).height() + 2
        line_name = QFontMetrics(theme.font(11)).height() + 4
        r = QRectF(self.rect()).adjusted(12, line_n + 4, -12, -line_name - 4)
        p.setPen(QPen(QColor(theme.STONE), 1))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        n = max(1, len(self.scores))
        top = max([s.get("total", 0) for s in self.scores] + [1])
        slot = r.width() / n
        bar_w = min(90.0, slot * 0.55)
        for i, s in enumerate(self.scores):
            colour = theme.player_colour(self.game, s.get("player"))
            h = r.height() * max(0, s.get("total", 0)) / top
            x = r.left() + slot * i + (slot - bar_w) / 2
            bar = QRectF(x, r.bottom() - h, bar_w, h)
            p.setPen(QPen(colour.darker(140), 1.5))
            p.setBrush(colour)
            p.drawRoundedRect(bar, 4, 4)
            p.setPen(QColor(theme.INK))
            p.setFont(number)
            crown = "\u265b " if s.get("winner") else ""
            p.drawText(QRectF(x - 30, bar.top() - line_n - 2, bar_w + 60, line_n),
                       Qt.AlignmentFlag.AlignCenter, f"{crown}{s.get('total', 0)}")
            # The name under its bar, smaller when the bars stand close (never over the next name).
            name = str(s.get("name", ""))
            size = 11.0
            while size > 7 and QFontMetrics(theme.font(size)).horizontalAdvance(name) > slot - 4:
                size -= 0.5
            small = theme.font(size)
            p.setFont(small)
            shown = QFontMetrics(small).elidedText(name, Qt.TextElideMode.ElideRight, int(slot - 2))
            place = QRectF(r.left() + slot * i, r.bottom() + 4, slot, line_name)
            p.drawText(place, Qt.AlignmentFlag.AlignCenter, shown)
        p.end()


class TroyesScoringDialog(QDialog):
    def __init__(self, game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Scoring", "Final scoring"))
        self.setObjectName("scoringDialog")
        from troyes_desktop.shared_ui.window_place import close_keys

        close_keys(self, escape=False)      # Ctrl+W closes it as Esc does (a dialog's own)
        self.game = game
        self.scores = list(game.scores or [])
        if not self.scores:
            from troyes_desktop.rules.troyes.scoring import final_scores

            self.scores = final_scores(game)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(10)
        title = QLabel(translate("Scoring", "Final scoring"))
        title.setFont(theme.font(22, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)

        self.winner_label = plain(QLabel())        # the players' names as they are typed
        self.winner_label.setText(self._winner_text())
        self.winner_label.setObjectName("winner")
        self.winner_label.setFont(theme.font(16, bold=True))
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setWordWrap(True)
        self.winner_label.setStyleSheet(f"color: {theme.ACCENT};")
        layout.addWidget(self.winner_label)

        self.rating_label = plain(QLabel())
        self.rating_label.setObjectName("rating")
        self.rating_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rating_label.setWordWrap(True)
        self.rating_label.setFont(theme.font(13))
        if game.solo and self.scores:
            self.rating_label.setText(solo_result_text(self.scores[0]))
            self.rating_label.setTextFormat(Qt.TextFormat.RichText)
        self.rating_label.setVisible(bool(self.rating_label.text()))
        layout.addWidget(self.rating_label)

        from troyes_desktop.shared_ui.charts import notices_text, vp_by_round_chart

        self.chart = BarChart(game, self.scores)
        owners = list(range(game.n)) + ([theme.NEUTRAL] if game.solo else [])
        self.round_chart = vp_by_round_chart(game, [theme.player_colour(game, o) for o in owners])
        self.history_note = plain(QLabel())
        self.history_note.setText(notices_text())
        self.history_note.setObjectName("historyNote")
        self.history_note.setWordWrap(True)
        self.history_note.setStyleSheet(f"color: {theme.ACCENT};")
        self.history_note.setVisible(bool(self.history_note.text()))

        rows = rows_of(game, self.scores)
        self.table = QTableWidget(len(rows), len(self.scores))
        self.table.setObjectName("scoreTable")
        self.table.setProperty("fitsContent", True)      # the layout checks: every row and column shows
        self.table.setHorizontalHeaderLabels([s.get("name", "") for s in self.scores])
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFont(theme.font(11))
        for r, (label, values) in enumerate(rows):
            for c, v in enumerate(values):
                item = QTableWidgetItem(str(v))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == len(rows) - 1:          # the total
                    f = theme.font(12, bold=True)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setCornerButtonEnabled(False)
        self.table.setStyleSheet("QTableCornerButton::section { background: #e8d6b0; border: 0; }")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(56)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

        # The charts and the table: the charts above the table when the height allows, else beside it
        # (the table always shows every row, the Total included, and every column).
        self.body = QGridLayout()
        self.body.setSpacing(10)
        layout.addLayout(self.body, 1)
        layout.addWidget(self.history_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        from troyes_desktop.shared_ui.review_panel import review_button

        self.review_button = review_button(self, game)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.beside = None
        self._arrange(False)
        self._fit_table()
        self.resize(max(980, self.table.minimumWidth() + 40), min(900, 360 + self.table.minimumHeight()))
        self._cap_height()

    #: The least height the charts keep above the table (below it they go beside the table).
    CHARTS_LEAST = 200

    def _arrange(self, beside: bool) -> None:
        """The charts above the table (``beside`` False) or in a column at its right."""
        if beside == self.beside:
            return
        self.beside = beside
        for w in (self.chart, self.round_chart, self.table):
            self.body.removeWidget(w)
        for i in range(3):
            self.body.setRowStretch(i, 0)
            self.body.setColumnStretch(i, 0)
        if beside:
            self.body.addWidget(self.table, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            self.body.addWidget(self.chart, 0, 1)
            self.body.addWidget(self.round_chart, 1, 1)
            self.body.setColumnStretch(1, 1)
            self.body.setRowStretch(0, 2)
            self.body.setRowStretch(1, 3)
        else:
            self.body.addWidget(self.chart, 0, 0)
            self.body.addWidget(self.round_chart, 0, 1)
            self.body.addWidget(self.table, 1, 0, 1, 2)
            self.body.setColumnStretch(0, 2)
            self.body.setColumnStretch(1, 3)
            self.body.setRowStretch(0, 1)

    def _table_size(self):
        """The size that shows the whole table: every row (the Total too) and every column."""
        from troyes_desktop.shared_ui.widgets import whole_table_size

        self.table.resizeRowsToContents()
        return whole_table_size(self.table)

    def _fit_table(self) -> bool:
        """Give the table the size of all its rows and columns; True if it had to grow."""
        size = self._table_size()
        grew = size.height() > self.table.minimumHeight() or size.width() > self.table.minimumWidth()
        self.table.setMinimumSize(size)
        self.table.setMaximumHeight(size.height())
        return grew

    def _fixed_height(self) -> int:
        """The height of everything but the charts and the table (title, winner, rating, note, buttons)."""
        lay = self.layout()
        m = lay.contentsMargins()
        used = m.top() + m.bottom()
        count = 0
        for i in range(lay.count()):
            item = lay.itemAt(i)
            if item.layout() is self.body:
                continue
            w = item.widget()
            if w is not None and w.isHidden():
                continue
            if w is not None and w.hasHeightForWidth():
                used += w.heightForWidth(max(300, self.width() - m.left() - m.right()))
            else:
                used += item.sizeHint().height()
            count += 1
        return used + lay.spacing() * count

    def _cap_height(self) -> None:
        """Never taller than the free height: with little height the charts go beside the table, which
        keeps all its rows."""
        limit = self._height_limit()
        self.setMaximumHeight(limit)
        least = max(self.CHARTS_LEAST, self.round_chart.minimumSizeHint().height())     # (from its words)
        tall = self._fixed_height() + self.table.minimumHeight() + self.body.spacing() + least
        self._arrange(tall > limit)
        room = limit - self._fixed_height() - self.body.spacing()
        if self.beside:
            # Too little height for both charts one above the other (the solo game at 1280x720 and 150 %):
            # the bars of the totals give way (the table's Total row says the same), so that the buttons
            # stay in the window; the chart round by round stays.
            both = sum(max(c.minimumSize().height(), c.minimumSizeHint().height())
                       for c in (self.chart, self.round_chart))
            self.chart.setVisible(both + self.body.spacing() <= room)
            if self.table.minimumHeight() > room:       # and, should even that be short, the table scrolls
                self.table.setMinimumHeight(max(160, room))
                self.table.setMaximumHeight(max(160, room))
        wide = self.table.minimumWidth() + (440 if self.beside else 0) + 40
        width = min(self._width_limit(), max(self.width(), wide))
        self.resize(width, min(limit, max(self.height(), self.sizeHint().height())))

    def showEvent(self, event) -> None:  # noqa: N802
        """Row heights are only final once the style is applied: fit the table again when shown."""
        super().showEvent(event)
        self._fit_table()
        self._cap_height()

    def _width_limit(self) -> int:
        """The widest the dialog may be: its window's width when it has one, else the screen's."""
        parent = self.parentWidget()
        if parent is not None and parent.window().isVisible():
            return parent.window().width() - 20
        return (self.screen().availableGeometry().width() if self.screen() else 1280) - 20

    def _height_limit(self) -> int:
        """The tallest the dialog may be: the screen's free height, and its window's when it has one."""
        limit = self.screen().availableGeometry().height() if self.screen() else 900
        parent = self.parentWidget()
        if parent is not None and parent.window().isVisible():
            limit = min(limit, parent.window().height())
        return limit - 40

    def _winner_text(self) -> str:
        if self.game.solo and self.scores:
            you = self.scores[0]
            if you.get("winner"):
                return translate("Scoring", "{player} beats le Roy!").format(player=you.get("name"))
            return translate("Scoring", "Le Roy wins.")
        winners = [s.get("name", "") for s in self.scores if s.get("winner")]
        if len(winners) == 1:
            return translate("Scoring", "{player} wins!").format(player=winners[0])
        if winners:
            return translate("Scoring", "Shared victory: {players} and {last}").format(
                players=", ".join(winners[:-1]), last=winners[-1])
        return ""

    def category_text(self) -> str:
        """The table as plain text (for tests and the clipboard)."""
        lines = []
        for r in range(self.table.rowCount()):
            label = self.table.verticalHeaderItem(r).text()
            values = [self.table.item(r, c).text() for c in range(self.table.columnCount())]
            lines.append(f"{label}: {' '.join(values)}")
        return "\n".join(lines)
