"""The review of a game in the replay window (issue 48): a summary line per reviewed player, the chart of the
expected margins, the key moments first (each with Show and Play from here) and then every decision, with its
label in colour and in words, the move made against the Hard player's, and the VP it lost.

The panel only shows a :class:`~troyes_desktop.review.model.GameReview`; the replay window moves the board
when the panel asks (:attr:`ReviewPanel.showDecision`, :attr:`ReviewPanel.seek`) and starts a new game when
it asks :attr:`ReviewPanel.playFrom`.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain
from troyes_desktop.shared_ui.review_chart import ReviewChart, _signed
from troyes_desktop.shared_ui.words import format_number

# A decision's label, in words and in colour (the word is always shown beside the colour).
LABEL_WORDS = {
    "forced": QT_TRANSLATE_NOOP("Review", "forced"),
    "best": QT_TRANSLATE_NOOP("Review", "best"),
    "good": QT_TRANSLATE_NOOP("Review", "good"),
    "inaccuracy": QT_TRANSLATE_NOOP("Review", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Review", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("Review", "blunder"),
}
LABEL_COLOURS = {
    "forced": "#8a7a66",
    "best": "#2f6b2a",
    "good": "#5f8a3a",
    "inaccuracy": "#b07a12",
    "mistake": "#c0561c",
    "blunder": "#9b1f1f",
}
COMPARE_NOTE = QT_TRANSLATE_NOOP(
    "Review", "The review compares each decision with the Hard player\u2019s choice, not with perfect play.")
COMPARE_TIP = QT_TRANSLATE_NOOP(
    "Review",
    "The review compares each decision with the Hard player\u2019s choice from the same position, seen as "
    "that player saw it: it is not perfect play. \u201cVP lost\u201d is how much the expected final margin "
    "fell against Hard\u2019s move; luck is what the dice, the cards and le Roy gave or took.",
)


# The biggest mistakes of a player (at most three), in whole words.
BIGGEST = {
    1: QT_TRANSLATE_NOOP("Review", "the biggest mistake {vp} VP"),
    2: QT_TRANSLATE_NOOP("Review", "the two biggest mistakes {vp} VP"),
    3: QT_TRANSLATE_NOOP("Review", "the three biggest mistakes {vp} VP"),
}


def label_word(label: str) -> str:
    return translate("Review", LABEL_WORDS.get(label, LABEL_WORDS["good"]))


def vp(value: float) -> str:
    """A number of VP as the review writes it ("4", "2,5")."""
    value = round(float(value), 1)
    return format_number(value, 0 if value.is_integer() else 1)


def _top_losses(review, seat: int, count: int = 3) -> list[float]:
    losses = sorted((d.loss_vp for d in review.decisions if d.seat == seat and d.label != "forced"),
                    reverse=True)
    return [x for x in losses[:count] if x >= 0.5]


def headline(review, summary, name: str, solo_dice: bool = False) -> str:
    """The line read at a glance: "Anna lost by 6: luck cost 4 VP, the three biggest mistakes 9 VP." """
    margin = round(summary.final_margin)
    if solo_dice:
        result = translate("Review", "{player} scored {score}").format(player=name, score=vp(margin))
    elif not review.complete:
        result = translate("Review", "{player} stands at {margin} (the game is not finished)").format(
            player=name, margin=_signed(summary.final_margin))
    elif margin > 0:
        result = translate("Review", "{player} won by {margin}").format(player=name, margin=vp(margin))
    elif margin < 0:
        result = translate("Review", "{player} lost by {margin}").format(player=name, margin=vp(-margin))
    else:
        result = translate("Review", "{player} tied").format(player=name)
    luck = summary.luck_vp
    if luck >= 0.5:
        luck_text = translate("Review", "luck gave {vp} VP").format(vp=vp(luck))
    elif luck <= -0.5:
        luck_text = translate("Review", "luck cost {vp} VP").format(vp=vp(-luck))
    else:
        luck_text = translate("Review", "luck was even")
    top = _top_losses(review, summary.seat)
    if not top:
        errors = translate("Review", "no costly mistake")
    else:
        errors = translate("Review", BIGGEST[len(top)]).format(vp=vp(sum(top)))
    return translate("Review", "{result}: {luck}, {errors}.").format(result=result, luck=luck_text,
                                                                     errors=errors)


def details(summary) -> str:
    """The figures of one reviewed player, in words."""
    decisions = summary.decisions
    parts = [
        translate("Review", "%n decision(s) reviewed", None, decisions) + " "
        + translate("Review", "({count} forced)").format(count=summary.forced),
        translate("Review", "{vp} VP lost in all, {per} a decision").format(
            vp=vp(summary.vp_lost), per=vp(summary.vp_lost_per_decision)),
        translate("Review", "inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}").format(
            inaccuracies=summary.inaccuracies, mistakes=summary.mistakes, blunders=summary.blunders),
    ]
    return " \u00b7 ".join(parts)


def when_text(number: int, unit: str) -> str:
    """"Round 3", "Day 2", or "Setup" (Troyes' placing of the citizens, round 0)."""
    if unit == "day":
        return translate("Review", "Day {number}").format(number=number)
    if number <= 0:
        return translate("Review", "Setup")
    return translate("Review", "Round {number}").format(number=number)


def moment_text(decision, name: str, unit: str) -> str:
    """A key moment in the list: when, who, the label and what it lost."""
    when = when_text(decision.round, unit)
    return translate("Review", "{when} \u00b7 {player} \u00b7 {label}: {vp} VP lost").format(
        when=when, player=name, label=label_word(decision.label), vp=vp(decision.loss_vp))


class _Tabs(QTabWidget):
    """The key moments and every decision: as tall as the column has room for (the panel's scroll area asks
    the preferred height: a tall one would make a 720-pixel window scroll)."""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().sizeHint().width(), 150)


class ReviewPanel(QWidget):
    """The review's column in the replay window."""

    # The position in ``review.decisions`` to show on the board, with both moves lit.
    showDecision = Signal(int)
    # Start a new game at that decision's position.
    playFrom = Signal(int)
    # Go to a position of the game's action list (a click on the chart).
    seek = Signal(int)
    # The player asks for the review to be made again (an older evaluation made it).
    redo = Signal()
    # The player asks to choose whose decisions are reviewed.
    chooseSeats = Signal()

    def __init__(self, review, names: list[str], colours: list[QColor], unit: str = "round",
                 length: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.review = review
        self.names = names
        self.unit = unit
        v = QVBoxLayout(self)
        v.setContentsMargins(4, 4, 4, 4)
        v.setSpacing(4)
        self.outdated = QWidget()
        row = QHBoxLayout(self.outdated)
        row.setContentsMargins(0, 0, 0, 0)
        self.outdated_label = QLabel(translate(
            "Review", "This review was made by an older version of the Hard player\u2019s evaluation: its "
            "figures may differ from a review made now."))
        self.outdated_label.setObjectName("reviewOutdated")
        self.outdated_label.setWordWrap(True)
        self.outdated_label.setStyleSheet(f"color: {theme.ACCENT};")
        row.addWidget(self.outdated_label, 1)
        self.redo_button = QPushButton(translate("Review", "Review again"))
        self.redo_button.setObjectName("reviewRedo")
        self.redo_button.clicked.connect(self.redo.emit)
        row.addWidget(self.redo_button)
        self.outdated.hide()
        v.addWidget(self.outdated)

        self.summary = plain(QLabel())          # names as they were typed
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.summary.setFont(theme.font(10.5))
        v.addWidget(self.summary)

        self.chart = ReviewChart(translate("Review", "Expected final margin, move by move"))
        seats = sorted({s.seat for s in review.players})
        self.chart.set_data(review.curve, [(s, names[s] if s < len(names) else str(s + 1),
                                            colours[s] if s < len(colours) else QColor(theme.INK))
                                           for s in seats],
                            [review.decisions[k].index for k in review.key_moments
                             if 0 <= k < len(review.decisions)], length)
        self.chart.positionClicked.connect(self.seek.emit)
        v.addWidget(self.chart, 3)

        self.tabs = _Tabs()
        self.tabs.setObjectName("reviewTabs")
        # At least a few rows of either list, whatever the text size (the column scrolls below that).
        self.tabs.setMinimumHeight(max(150, 8 * self.fontMetrics().height()))
        v.addWidget(self.tabs, 2)
        self._build_moments()
        self._build_decisions()
        # The chosen decision (of either list): why Hard's move is better, Show and Play from here.
        self.current: int | None = None
        self.why = QLabel()
        self.why.setObjectName("reviewWhy")
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        v.addWidget(self.why)
        row = QHBoxLayout()
        self.show_button = QPushButton(translate("Review", "Show"))
        self.show_button.setObjectName("reviewShow")
        self.show_button.setToolTip(translate(
            "Review",
            "Put the board at that position, with the move made and the Hard player\u2019s move lit"))
        self.show_button.clicked.connect(self.show_current)
        row.addWidget(self.show_button)
        self.play_button = QPushButton(translate("Review", "Play from here"))
        self.play_button.setObjectName("reviewPlayFrom")
        self.play_button.setToolTip(translate(
            "Review", "Start a new game at that position, with the same players, to try the better move"))
        self.play_button.clicked.connect(self._play_current)
        row.addWidget(self.play_button)
        row.addStretch(1)
        v.addLayout(row)

        self.note = QLabel(translate("Review", COMPARE_NOTE))
        self.note.setObjectName("reviewNote")
        self.note.setToolTip(translate("Review", COMPARE_TIP))
        self.note.setWordWrap(True)
        self.note.setFont(theme.font(9.5, italic=True))
        self.note.setStyleSheet(f"color: {theme.FADED_INK};")
        row = QHBoxLayout()
        row.addWidget(self.note, 1)
        self.seats_button = QPushButton(translate("Review", "Whose decisions\u2026"))
        self.seats_button.setObjectName("reviewSeats")
        self.seats_button.setToolTip(translate(
            "Review", "Choose the players whose decisions are reviewed (the computers\u2019 too)"))
        self.seats_button.clicked.connect(self.chooseSeats.emit)
        row.addWidget(self.seats_button, 0, Qt.AlignmentFlag.AlignBottom)
        v.addLayout(row)
        self.fill()

    # ------------------------------------------------------------------ building
    def _build_moments(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        v.setContentsMargins(4, 4, 4, 4)
        self.moments = QListWidget()
        self.moments.setObjectName("reviewMoments")
        self.moments.setToolTip(translate("Review",
                                          "The decisions that cost most: Enter shows one on the board"))
        self.moments.itemActivated.connect(lambda _item: self.show_current())
        self.moments.currentRowChanged.connect(self._moment_chosen)
        v.addWidget(self.moments)
        v.addStretch(1)
        self.tabs.addTab(page, translate("Review", "Key moments"))

    def _build_decisions(self) -> None:
        self.table = QTreeWidget()
        self.table.setObjectName("reviewDecisions")
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        unit = translate("Review", "Day") if self.unit == "day" else translate("Review", "Round")
        self.table.setHeaderLabels([unit, translate("Review", "Player"), translate("Review", "Verdict"),
                                    translate("Review", "VP lost"), translate("Review", "Move made"),
                                    translate("Review", "Hard\u2019s move")])
        self.table.currentItemChanged.connect(self._decision_chosen)
        self.table.itemActivated.connect(lambda _item, _column: self.show_current())
        self.tabs.addTab(self.table, translate("Review", "Every decision"))

    def fill(self) -> None:
        review = self.review
        dice_solo = review.mode == "dice" and len(self.names) == 1
        lines = []
        for s in review.players:
            name = self._name(s.seat)
            lines.append(headline(review, s, name, dice_solo))
            lines.append("    " + details(s))
        if not review.complete:
            lines.append(translate("Review",
                                   "This game is not finished: it is reviewed up to where it stops."))
        self.summary.setText("\n".join(lines))
        self.moments.clear()
        for k in review.key_moments:
            if not 0 <= k < len(review.decisions):
                continue
            d = review.decisions[k]
            item = QListWidgetItem(moment_text(d, self._name(d.seat), self.unit))
            item.setData(Qt.ItemDataRole.UserRole, k)
            item.setForeground(QBrush(QColor(LABEL_COLOURS.get(d.label, theme.INK))))
            self.moments.addItem(item)
        self._fit_moments()
        if not self.moments.count():
            self.why.setText(translate("Review", "No decision cost anything worth showing."))
        self.show_button.setEnabled(bool(review.decisions))
        self.play_button.setEnabled(bool(review.decisions))
        self.table.clear()
        for k, d in enumerate(review.decisions):
            label = label_word(d.label)
            if d.label == "forced":
                label = translate("Review", "forced (not counted)")
            loss = "" if d.label in ("forced", "best") else vp(d.loss_vp)
            when = str(d.round) if d.round > 0 or self.unit == "day" else translate("Review", "setup")
            item = QTreeWidgetItem([when, self._name(d.seat), "\u25a0 " + label, loss, d.chosen,
                                    "" if d.label == "best" else d.best])
            item.setData(0, Qt.ItemDataRole.UserRole, k)
            item.setForeground(2, QBrush(QColor(LABEL_COLOURS.get(d.label, theme.INK))))
            item.setToolTip(4, d.chosen)
            item.setToolTip(5, d.best)
            self.table.addTopLevelItem(item)
        # One reviewed player: the Player column would say the same name on every line.
        self.table.setColumnHidden(1, len({s.seat for s in review.players}) < 2)
        for col in range(4):
            self.table.resizeColumnToContents(col)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    # ------------------------------------------------------------------ acting
    def set_outdated(self, outdated: bool) -> None:
        self.outdated.setVisible(outdated)

    def current_moment(self) -> int | None:
        """The decision chosen in either list (its position in ``review.decisions``), or None."""
        return self.current

    def _moment_chosen(self, row: int) -> None:
        item = self.moments.item(row)
        if item is not None:
            self._choose(int(item.data(Qt.ItemDataRole.UserRole)))

    def _decision_chosen(self, item, _previous) -> None:
        if item is not None:
            self._choose(int(item.data(0, Qt.ItemDataRole.UserRole)))

    def _choose(self, k: int) -> None:
        """A decision chosen in a list: its words under the lists, the board at its position."""
        self.current = k
        self.why.setText(self.why_text(k))
        self.showDecision.emit(k)

    def why_text(self, k: int) -> str:
        d = self.review.decisions[k]
        text = translate("Review", "Move made: {chosen}. Hard\u2019s move: {best}.").format(
            chosen=d.chosen.rstrip("."), best=d.best.rstrip("."))
        if d.why:
            text += " " + d.why
        return text

    def show_current(self) -> None:
        """Show (again) the chosen decision; the costliest key moment when none is chosen yet."""
        if self.current is None and self.moments.count():
            self.moments.setCurrentRow(0)
        elif self.current is not None:
            self.showDecision.emit(self.current)

    def _play_current(self) -> None:
        if self.current is None and self.moments.count():
            self.moments.setCurrentRow(0)
        if self.current is not None:
            self.playFrom.emit(self.current)

    def _fit_moments(self) -> None:
        """The key moments' list as tall as its rows (their height known once its style is applied)."""
        rows, frame = self.moments.count(), 2 * self.moments.frameWidth() + 4
        row = max(self.moments.sizeHintForRow(0), self.moments.fontMetrics().height() + 4)
        self.moments.setMaximumHeight(row * rows + frame if rows else 40)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit_moments()

    def set_position(self, position: int) -> None:
        self.chart.set_position(position)


def review_button(dialog, game) -> QPushButton:
    """The end-of-game screen's "Review this game…": the screen closes and the window that shows it (the
    shell's ``review_game``) opens the game's review."""
    button = QPushButton(translate("Review", "Review this game\u2026"))
    button.setObjectName("reviewThisGame")
    button.setToolTip(translate(
        "Review", "What each decision cost against the Hard player\u2019s choice, and what was luck"))

    def go() -> None:
        parent = dialog.parentWidget()
        review = getattr(parent.window() if parent is not None else None, "review_game", None)
        if callable(review):
            dialog.accept()
            review(game)

    button.clicked.connect(go)
    return button
