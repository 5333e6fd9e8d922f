"""The Troyes Dice game page: a banner (day, half day, whose choice), the wheel with the play panel, the
deciding player's scoresheet with a strip of every sheet above it (hot-seat: each player makes the half
day's choice on their own sheet, one after another, ruling D3), and the chronicle."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from troyes_desktop.dice_ui import art
from troyes_desktop.dice_ui import computers as dice_computers
from troyes_desktop.dice_ui.chronicle import DiceChronicle
from troyes_desktop.dice_ui.column import PanelScroll, fit_panel
from troyes_desktop.dice_ui.controller import DiceController
from troyes_desktop.dice_ui.panel import DiePanel
from troyes_desktop.dice_ui.sheet import H, SheetPainter, SheetWidget, W
from troyes_desktop.dice_ui.strip import ThumbStrip
from troyes_desktop.dice_ui.veil import attach as attach_veil
from troyes_desktop.dice_ui.wheel import WheelWidget
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.focus import ScreenTabOrder
from troyes_desktop.shared_ui.plain import plain, plain_tip

logger = logging.getLogger(__name__)


class SheetThumb(QWidget):
    """A small picture of one player's sheet with their name and score; click to look at it."""

    clicked = Signal(int)

    def __init__(self, model, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"sheetThumb{seat}")
        self.model = model
        self.seat = seat
        self.current = False
        self.shown = False
        self.veil = None          # the simultaneous choice hides this half day's choices (dice_ui/veil.py)
        self.setFixedSize(132, 99)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        model.changed.connect(self.update)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self.veil.game_for(self.seat) if self.veil is not None else self.model.game
        names = self.model.names()
        s = min((self.width() - 4) / W, (self.height() - 4) / H)
        p.save()
        p.translate(2 + (self.width() - 4 - W * s) / 2, 2)
        p.scale(s, s)
        SheetPainter(g, self.seat, "", art.player_ink(self.seat)).paint(p)
        p.restore()
        band = QRectF(2, self.height() - 36, self.width() - 4, 34)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 250, 236, 225))
        p.drawRect(band)
        ink = art.player_ink(self.seat)
        p.setPen(ink)
        f = QFont(theme.font(10, bold=True))
        p.setFont(f)
        p.drawText(
            band.adjusted(6, 0, -4, -16),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            names[self.seat],
        )
        f2 = QFont(theme.font(9))
        p.setFont(f2)
        p.setPen(QColor(theme.INK))
        score = g.scoring()[self.seat]["total"]
        level = self.model.seat_levels()[self.seat]
        if level != "person":
            from troyes_desktop.bots.dice.style import style_for
            from troyes_desktop.dice_ui.computers import level_word

            line = translate("DicePage", "{score} VP  \u00b7 {level}").format(
                score=score, level=level_word(level))
            taste = style_for(int(g.setup.get("seed", 0)), self.seat).words()
            tip = translate("DicePage", "{player}: a computer player ({level}) with a taste for {taste}")
            tip = tip.format(player=names[self.seat], level=level_word(level), taste=taste)
            self.setToolTip(plain_tip(tip))
        elif self.current:
            line = translate("DicePage", "{score} VP  choosing\u2026").format(score=score)
        else:
            line = translate("DicePage", "{score} VP").format(score=score)
        p.drawText(
            band.adjusted(6, 16, -4, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            line,
        )
        pen = QPen(ink if self.current else QColor("#b9a98e"), 4 if self.current else 1.5)
        if self.shown and not self.current:
            pen = QPen(QColor(theme.INK), 2.5, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
        p.end()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)


class Banner(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceBanner")
        self.setMinimumHeight(46)   # a long end-of-game summary wraps (it never widens the page)
        self.colour = QColor(theme.STONE)
        h = QHBoxLayout(self)
        h.setContentsMargins(16, 4, 10, 4)
        self.label = QLabel()
        self.label.setObjectName("diceBannerText")
        self.label.setFont(theme.font(14, bold=True))
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: #fbf1dc; background: transparent;")
        plain(self.label)                           # the players' names as they are typed
        h.addWidget(self.label, 1)
        self.buttons = h

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#4a3a2a"))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawRect(QRectF(0, 0, 8, self.height()))
        p.setPen(QPen(QColor("#d4af37"), 2))
        p.drawLine(0, self.height() - 1, self.width(), self.height() - 1)
        p.end()


class DicePage(ScreenTabOrder, QWidget):
    """One Troyes Dice game on screen. ``backRequested`` / ``achievementsRequested`` go to the window."""

    # The rules reference's entry that F1 opens over this page (help/context.py).
    help_topic = "dice-day"

    backRequested = Signal()
    achievementsRequested = Signal()
    statusMessage = Signal(str)

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dicePage")
        self.model = model
        self.viewed = 0
        self.scoring_dialog = None
        self.controller = DiceController(model, self)
        self.computers = dice_computers.attach(self, model)
        self.computers.noted.connect(self._computer_chose)
        self.computers.trouble.connect(self.statusMessage)
        self.computers.hintReady.connect(self._hint_ready)
        self.computers.hintCancelled.connect(self._hint_failed)
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(0)
        self._build_banner(v)
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        v.addWidget(self.split, 1)
        self._build_left_column(model)
        self._build_centre(model)
        self._build_chronicle()
        self.controller.changed.connect(self._refresh_marks)
        # The panel's content changed: fit it again (now: a click may follow at once).
        for signal in (self.controller.changed, model.changed):
            signal.connect(lambda *_: self.fit_panel())
        self.controller.message.connect(
            lambda text: self.statusMessage.emit(
                translate("DicePage", "Not possible: {reason}.").format(reason=text)))
        model.changed.connect(self.refresh)
        model.eventsHappened.connect(lambda ev: self.veil.add_records(ev))     # held while simultaneous
        model.refused.connect(
            lambda text: self.statusMessage.emit(
                translate("DicePage", "Not possible: {reason}").format(reason=text)))
        model.undoChanged.connect(self._refresh_undo)
        model.gameOver.connect(self.show_scoring)
        self.veil = attach_veil(self)          # the simultaneous choice (dice_ui/veil.py)
        self.kb_target = None
        self._build_shortcuts()
        self.refresh()

    def _build_banner(self, v: QVBoxLayout) -> None:
        """The banner and its buttons: Hint, Undo, Achievements, Start screen."""
        self.banner = Banner()
        self.undo_button = QPushButton(translate("DicePage", "Undo"))
        self.undo_button.setObjectName("diceUndo")
        self.undo_button.clicked.connect(self.undo)
        self.hint_button = QPushButton(translate("DicePage", "Hint"))
        self.hint_button.setObjectName("diceHint")
        self.hint_button.setToolTip(
            translate("DicePage", "What the Hard computer player would do with this half day, and why"))
        self.hint_button.clicked.connect(self.hint)
        self.ach_button = QPushButton(translate("DicePage", "Achievements"))
        self.ach_button.setObjectName("diceAchievements")
        self.ach_button.clicked.connect(self.achievementsRequested)
        self.back_button = QPushButton(translate("DicePage", "Start screen"))
        self.back_button.setObjectName("diceBack")
        self.back_button.clicked.connect(self.backRequested)
        for b in (self.hint_button, self.undo_button, self.ach_button, self.back_button):
            self.banner.buttons.addWidget(b)
        v.addWidget(self.banner)

    def _build_left_column(self, model) -> None:
        """The wheel and, under it, the play panel (sized by :meth:`fit_panel`)."""
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(8, 6, 4, 8)
        lv.setSpacing(6)
        self.wheel = WheelWidget(model)
        self.wheel.dieClicked.connect(self._die_clicked)
        lv.addWidget(self.wheel, 11)
        self.panel = DiePanel(model, self.controller)
        panel_scroll = PanelScroll()
        panel_scroll.setObjectName("panelScroll")
        panel_scroll.setProperty("fitsContent", True)     # the layout checks: all of it shows, no scrolling
        # The page sizes the panel itself (fit_panel): Qt's height-for-width estimate of its wrapped labels
        # is too tall and would show a needless scroll bar.
        panel_scroll.setWidgetResizable(False)
        panel_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        panel_scroll.setWidget(self.panel)
        self.panel_scroll = panel_scroll
        lv.addWidget(panel_scroll, 0)
        left.setMinimumWidth(330)
        self.left_column = left
        left.installEventFilter(self)          # a taller banner or a dragged splitter: fit the panel again
        self.split.addWidget(left)

    def _build_centre(self, model) -> None:
        """The players' sheets in small, the notes of whose sheet is shown and of the hint, and the sheet."""
        centre = QWidget()
        cv = QVBoxLayout(centre)
        cv.setContentsMargins(4, 6, 4, 8)
        cv.setSpacing(6)
        self.thumbs: list[SheetThumb] = []
        for seat in range(model.game.n):
            t = SheetThumb(model, seat)
            t.clicked.connect(self.view_sheet)
            self.thumbs.append(t)
        self.strip = ThumbStrip(self.thumbs)          # side by side, scrolled only when they cannot fit
        self.strip.setVisible(model.game.n > 1)
        cv.addWidget(self.strip)
        self.viewing_note = QLabel()
        self.viewing_note.setObjectName("viewingNote")
        self.viewing_note.setFont(theme.font(11, italic=True))
        self.viewing_note.setStyleSheet(f"color: {theme.ACCENT};")
        self.viewing_note.hide()
        cv.addWidget(self.viewing_note)
        self.hint_note = QLabel()
        self.hint_note.setObjectName("hintNote")
        self.hint_note.setWordWrap(True)
        self.hint_note.setFont(theme.font(11, bold=True))
        self.hint_note.setStyleSheet(f"color: {theme.ACCENT};")
        self.hint_note.hide()
        cv.addWidget(self.hint_note)
        plain(self.viewing_note, self.hint_note)
        self.sheet = SheetWidget(model, 0)
        self.sheet.targetChosen.connect(self._target_chosen)
        cv.addWidget(self.sheet, 1)
        self.split.addWidget(centre)

    def _build_chronicle(self) -> None:
        """The chronicle on the right, and how the three columns share the width."""
        self.log = DiceChronicle()
        self.log.setMinimumWidth(200)
        log_host = QWidget()
        self.log_host = log_host
        lh = QVBoxLayout(log_host)
        lh.setContentsMargins(4, 6, 8, 8)
        lh.addWidget(self.log)
        self.split.addWidget(log_host)
        self.split.setStretchFactor(0, 0)
        self.split.setStretchFactor(1, 1)
        self.split.setStretchFactor(2, 0)

    # ------------------------------------------------------------------ keyboard
    def _build_shortcuts(self) -> None:
        """Keys of the page (the hint under the play panel lists them): 1-9 or Left/Right pick a die, +/-
        (or Up/Down) the value, C / Shift+C the colour, Tab / Shift+Tab the lit targets of the sheet, Enter
        uses the die there, Esc puts it back."""
        self.shortcuts: list[QShortcut] = []

        def add(keys, slot) -> None:
            for key in keys:
                sc = QShortcut(QKeySequence(key), self)
                sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                sc.activated.connect(slot)
                self.shortcuts.append(sc)

        for n in range(1, 4):
            add([str(n)], lambda n=n: self.key_pick(n))
        add(["Right"], lambda: self.key_cycle_die(1))
        add(["Left"], lambda: self.key_cycle_die(-1))
        add(["+", "=", "Up"], lambda: self.key_value(1))
        add(["-", "Down"], lambda: self.key_value(-1))
        add(["C"], lambda: self.key_colour(1))
        add(["Shift+C"], lambda: self.key_colour(-1))
        add(["Tab"], lambda: self.key_target(1))
        add(["Shift+Tab", "Backtab"], lambda: self.key_target(-1))
        for key, resource in (("I", "influence"), ("D", "deniers"), ("K", "knowledge")):
            add([key], lambda r=resource: self.controller.set_pay(r))
        add(["Return", "Enter"], self.key_enter)
        add(["Escape"], self.key_escape)

    def usable_ranks(self) -> list[int]:
        from troyes_desktop.rules.dice.game import K_DIE, S_USABLE

        g = self.model.game
        if g.over or g.stage != K_DIE:
            return [self.controller.rank] if self.controller.rank else []
        return [i + 1 for i, slot in enumerate(g.slots) if slot[S_USABLE]]

    def pickable_ranks(self) -> list[int]:
        """The ranks of the transparent dice on the wheel, in order (never the black die)."""
        from troyes_desktop.rules.dice.game import S_BLACK

        return [i + 1 for i, slot in enumerate(self.model.game.slots or []) if not slot[S_BLACK]]

    def key_pick(self, n: int) -> bool:
        """Number keys: pick the n-th transparent die on the wheel (as a click would); never the black one."""
        ranks = self.pickable_ranks()
        if self.decider is None or not 1 <= n <= len(ranks):
            return False
        rank = ranks[n - 1]
        self._die_clicked(rank)
        return self.controller.rank == rank

    def key_cycle_die(self, step: int) -> bool:
        ranks = self.usable_ranks()
        if not ranks or self.decider is None:
            self.statusMessage.emit(translate("DicePage", "No die to pick now."))
            return False
        cur = self.controller.rank
        i = ranks.index(cur) + step if cur in ranks else (0 if step > 0 else -1)
        rank = ranks[i % len(ranks)]
        self._die_clicked(rank)
        return self.controller.rank == rank

    def key_value(self, delta: int) -> None:
        if self.controller.rank:
            self.controller.step_value(delta)

    def key_colour(self, step: int) -> None:
        from troyes_desktop.dice_ui.controller import COLOURS

        if self.controller.rank and self.controller.want_colour in COLOURS:
            i = COLOURS.index(self.controller.want_colour)
            self.controller.set_colour(COLOURS[(i + step) % len(COLOURS)])

    def _target_order(self) -> list:
        marks = self.sheet.marks
        return sorted(marks, key=lambda t: (marks[t] != "exact", t[0] != "build", t[1:]))

    def key_target(self, step: int) -> None:
        """Tab: the next lit target of the sheet (exact ones first); without any, the usual focus change."""
        targets = self._target_order()
        if not targets:
            self.kb_target = None
            self.sheet.kb_target = None
            self.focusNextPrevChild(step > 0)
            return
        cur = self.kb_target
        i = targets.index(cur) + step if cur in targets else (0 if step > 0 else -1)
        self.kb_target = targets[i % len(targets)]
        self.sheet.kb_target = self.kb_target
        self.sheet.update()
        if self.controller.needs_pay_choice():      # Enter would only wait for the payment: say so
            text = translate("DicePage", "Target {number} of {count}: {target} \u2014 first choose what pays "
                                         "the die.")
        else:
            text = translate("DicePage", "Target {number} of {count}: {target} \u2014 Enter uses it.")
        self.statusMessage.emit(text.format(number=targets.index(self.kb_target) + 1, count=len(targets),
                                            target=self.sheet.tooltip_for(self.kb_target)))

    def key_enter(self) -> None:
        """Enter: use the die on the keyboard's target (the first lit target when none is chosen yet)."""
        if self.kb_target not in self.sheet.marks:
            self.key_target(1)
            if self.kb_target is None:
                return
            if len(self.sheet.marks) > 1:
                return   # the first Enter shows where the die would go; the next one uses it
        target = self.kb_target
        self.kb_target = None
        self.sheet.kb_target = None
        self._target_chosen(target, 0)

    def key_escape(self) -> None:
        self.kb_target = None
        self.sheet.kb_target = None
        from troyes_desktop.rules.dice.game import K_DIE

        if self.controller.rank and self.controller.stage == K_DIE:
            self.controller.clear()
            self.statusMessage.emit(translate("DicePage", "The die is back on the wheel."))
        self.sheet.update()

    def show_scoring(self):
        """Record the achievements of the finished game (once) and show the final scoring."""
        from troyes_desktop.dice_ui.scoring_dialog import DiceScoringDialog
        from troyes_desktop.model import dice_profiles
        from troyes_desktop.store import StoreError

        g = self.model.game
        if not g.over:
            return None
        names = self.model.names()
        before = dice_profiles.best_solo(names[0], but=g) if g.n == 1 else None    # (this game may be stored)
        try:
            earned = dice_profiles.record_game(g, names)
        except (OSError, StoreError) as exc:
            logger.warning("Cannot record the finished day in the history", exc_info=True)
            reason = ((exc.strerror if isinstance(exc, OSError) else str(exc).rstrip("."))
                      or translate("DicePage", "unknown reason"))
            self.statusMessage.emit(
                translate("DicePage", "The achievements could not be saved ({reason}).").format(
                    reason=reason))
            earned = [[] for _ in range(g.n)]
        self.solo_summary = solo_summary(g.scores()[0], earned[0], before) if g.n == 1 else ""
        self.refresh()
        dialog = DiceScoringDialog(g, names, earned, self, best=dice_profiles.best_scores(names))
        if self.solo_summary:
            note = plain(QLabel())
            note.setText(self.solo_summary)
            note.setObjectName("soloSummary")
            note.setWordWrap(True)
            note.setFont(theme.font(13))
            dialog.layout().insertWidget(1, note)
        self.scoring_dialog = dialog
        dialog.open()
        return dialog

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1280, 720)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._apply_sizes()

    def set_chronicle_visible(self, on: bool) -> None:
        """Show or hide the chronicle column (the window's View menu); the sheet takes the room."""
        self.log_host.setVisible(bool(on))
        self._apply_sizes()

    def _apply_sizes(self) -> None:
        w = self.width()
        left = max(330, min(int(w * 0.30), int(self.height() * 0.62)))
        need = max(self.panel.minimumSizeHint().width(), self.panel.widest_row()) + 24      # larger text
        left = max(left, min(int(w * 0.4), need))
        log = max(200, min(int(w * 0.19), 420)) if not self.log_host.isHidden() else 0
        self.split.setSizes([left, max(300, w - left - log), log])
        self.strip.fit(self.height(), max(300, w - left - log) - 8 - 2 * self.split.handleWidth())
        self.fit_panel()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is getattr(self, "left_column", None) and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.fit_panel)
        return super().eventFilter(obj, event)

    def fit_panel(self) -> None:
        """The play panel as tall as its content, the wheel the rest (see :func:`.column.fit_panel`)."""
        fit_panel(self)

    # ------------------------------------------------------------------ refresh
    @property
    def decider(self) -> int | None:
        g = self.model.game
        return None if g.over else g.player

    def refresh(self) -> None:
        g = self.model.game
        names = self.model.names()
        d = self.decider
        if d is not None:
            self.viewed = d
        self.sheet.set_seat(self.viewed)
        self.sheet.active = d is not None and self.viewed == d
        if g.over and g.n == 1:
            # Solo: nobody to beat; the score, the achievements reached and the best score so far.
            text = getattr(self, "solo_summary", "") or translate(
                "DicePage", "{player} ends with {score} VP.").format(player=names[0], score=g.scores()[0])
            self.banner.label.setText(
                translate("DicePage", "Game over \u2014 {summary}").format(summary=text))
            self.banner.colour = art.player_ink(0)
        elif g.over:
            scores = g.scores()
            winners = ", ".join(names[w] for w in g.winners())
            if len(g.winners()) == 1:
                text = translate("DicePage", "Game over \u2014 {winners} wins with {score} VP")
            else:
                text = translate("DicePage", "Game over \u2014 {winners} win with {score} VP")
            self.banner.label.setText(text.format(winners=winners, score=max(scores)))
            self.banner.colour = art.player_ink(g.winners()[0])
        else:
            if g.stage in ("numbering_direction", "numbering_value"):
                who = translate("DicePage", "the town crier numbers the columns")
            elif self.computers.is_computer(d):
                who = translate("DicePage", "{player} (computer, {level}) is choosing\u2026").format(
                    player=names[d], level=self.computers.level_name(d))
            else:
                who = translate("DicePage", "{player}\u2019s choice").format(player=names[d])
            if g.half == 0:
                text = translate("DicePage", "Day {day} of 8 \u2014 morning  \u00b7  {who}")
            else:
                text = translate("DicePage", "Day {day} of 8 \u2014 afternoon  \u00b7  {who}")
            text = text.format(day=g.day, who=who)
            if g.n > 1:
                text += translate("DicePage", "  \u00b7  player {number} of {count}").format(
                    number=d + 1, count=g.n)
            self.banner.label.setText(text)
            self.banner.colour = art.player_ink(d)
        self.banner.update()
        for t in self.thumbs:
            t.current = t.seat == d
            t.shown = t.seat == self.viewed
            t.update()
        self._refresh_note()
        self._refresh_marks()
        self._refresh_undo()
        self.hint_button.setEnabled(self.person_to_play())
        self.panel.setEnabled(self.person_to_play() or g.over)
        if self.hint_note.isVisible() and self.hint_note.property("at") != len(g.history):
            self.hint_note.hide()

    def person_to_play(self) -> bool:
        d = self.decider
        return d is not None and not self.computers.is_computer(d)

    def _refresh_note(self) -> None:
        d = self.decider
        names = self.model.names()
        if d is not None and self.viewed != d:
            self.viewing_note.setText(
                translate("DicePage", "You are looking at {viewed}'s sheet: it is {player}'s choice "
                                      "(click their sheet above to go back).").format(
                    viewed=names[self.viewed], player=names[d]))
            self.viewing_note.show()
        else:
            self.viewing_note.hide()

    def _refresh_marks(self) -> None:
        d = self.decider
        mine = d is not None and self.viewed == d and self.person_to_play()
        self.sheet.marks = self.controller.targets() if mine else {}
        if getattr(self, "kb_target", None) not in self.sheet.marks:
            self.kb_target = None
        self.sheet.kb_target = getattr(self, "kb_target", None)
        self.sheet.update()
        self.wheel.selected_rank = self.controller.rank
        self.wheel.interactive = mine
        self.wheel.update()

    def _refresh_undo(self) -> None:
        can = self.model.can_undo()
        self.undo_button.setEnabled(can)
        if can:
            from troyes_desktop.dice_ui.chronicle import undo_words

            self.undo_button.setToolTip(plain_tip(undo_words(self.model, self.model.undo_plan())))
            return
        reason = self.model.undo_refusal()
        self.undo_button.setToolTip(plain_tip(translate("DicePage", "Undo unavailable: {reason}").format(
            reason=reason[:1].upper() + reason[1:])))

    # ------------------------------------------------------------------ interaction
    def view_sheet(self, seat: int) -> None:
        self.viewed = seat
        self.sheet.set_seat(seat)
        self.sheet.active = seat == self.decider
        for t in self.thumbs:
            t.shown = t.seat == seat
            t.update()
        self._refresh_note()
        self._refresh_marks()

    def _die_clicked(self, rank: int) -> None:
        d = self.decider
        if not self.person_to_play():
            return
        if d is not None and self.viewed != d:
            self.view_sheet(d)
        self.controller.select(rank)

    def _target_chosen(self, target, rank: int) -> None:
        d = self.decider
        if d is None or not self.person_to_play():
            return
        if self.viewed != d:
            names = self.model.names()
            self.controller._refuse(
                translate("DicePage", "this is {viewed}'s sheet; it is {player}'s choice").format(
                    viewed=names[self.viewed], player=names[d]))
            return
        self.controller.choose_target(target, rank)

    # ------------------------------------------------------------------ computer players and hints
    def _computer_chose(self, seat: int, line: str) -> None:
        """A computer seat's choice in the chronicle (the line worded by ``DiceSeats.note``)."""
        self.veil.add_line(line, art.player_ink(seat).name())

    def hint(self) -> None:
        """Ask the Hard computer player what it would do in the person's place (thinks off the GUI thread)."""
        if not self.person_to_play() or self.computers.hint_pending:
            return
        self.computers.cancel_hint()      # a hint shown before goes (before the note says "thinking")
        at = len(self.model.game.history)
        self.hint_button.setEnabled(False)
        self.hint_note.setProperty("at", at)
        self.hint_note.setText(translate("DicePage", "Hint: thinking about your half day\u2026"))
        self.hint_note.show()
        self.computers.request_hint()

    def _hint_failed(self) -> None:
        """No hint came for the position asked about (the bot failed), or the game moved on first."""
        self.hint_button.setEnabled(self.person_to_play())
        if self.hint_note.isVisible() and self.hint_note.property("at") == len(self.model.game.history):
            self.hint_note.setText(translate("DicePage", "Hint: no advice this time."))

    def _hint_ready(self, answer) -> None:
        """The Hard player's answer (:class:`~troyes_desktop.shared_ui.computer_seats.Answer`): its first
        step, the rest of its half day and its reason."""
        self.hint_button.setEnabled(self.person_to_play())
        if self.hint_note.property("at") != len(self.model.game.history):
            return  # the game moved on while the hint was being prepared
        self.show_hint(answer.reason, answer.actions)

    def show_hint(self, reason: str, plan: list[tuple]) -> None:
        """Show the advised die on the wheel and its target on the sheet, with the reason."""
        from troyes_desktop.dice_ui.computers import show_plan

        g = self.model.game
        self.view_sheet(g.pending.seat)
        self.kb_target = None
        target = show_plan(self.controller, plan)
        self._refresh_marks()
        if target is not None and target in self.sheet.marks:
            self.kb_target = target
            self.sheet.kb_target = target
            self.sheet.update()
        self.hint_target = target
        self.hint_plan = list(plan)
        if self.kb_target is not None:
            text = translate("DicePage", "Hint: {reason}. \u2014 Enter plays it.")
        else:
            text = translate("DicePage", "Hint: {reason}.")
        self.hint_note.setText(text.format(reason=reason))
        self.hint_note.show()
        self.log.add_line(translate("DicePage", "Hint for {player}: {reason}.").format(
            player=self.model.names()[g.pending.seat], reason=reason))

    def undo(self) -> bool:
        ok = self.model.undo()
        if ok:
            self.veil.rebuild()
            self.statusMessage.emit(translate("DicePage", "Step taken back."))
        return ok

    def redo(self) -> bool:
        ok = self.model.redo()
        if ok:
            self.veil.rebuild()
            self.statusMessage.emit(translate("DicePage", "Step played again."))
        return ok


def solo_summary(score: int, earned: list[dict], best_before: int | None) -> str:
    """The end of a solo game in words: score, achievements (new with this game, on the way, or earned in
    earlier games: each said as what it is), best score so far."""
    from troyes_desktop.dice_ui.words import english_plural

    parts = [translate("DicePage", "{score} VP").format(score=score)]
    new = [e for e in earned if e.get("new") and not e.get("progress")]
    going = [e for e in earned if e.get("progress")]
    again = [e for e in earned if not e.get("new") and not e.get("progress")]
    if new:
        count = len(new)
        text = translate("DicePage", "%n new achievement(s): {titles}", None, count)
        parts.append(english_plural(text, count).format(titles=", ".join(e["title"] for e in new)))
    if going:
        titles = ", ".join(translate("DicePage", "{achievement} ({progress})").format(
            achievement=e["title"], progress=e["progress"]) for e in going)
        parts.append(translate("DicePage", "achievement progress: {titles}").format(titles=titles))
    if again:
        count = len(again)
        text = translate("DicePage", "%n reached again (earned in an earlier game)", None, count)
        parts.append(english_plural(text, count))
    if not earned:
        parts.append(translate("DicePage", "no achievement reached"))
    if best_before is None:
        parts.append(translate("DicePage", "your first recorded solo score"))
    elif score > best_before:
        parts.append(translate("DicePage", "a new best score (the best so far was {best} VP)").format(
            best=best_before))
    else:
        parts.append(translate("DicePage", "best score so far: {best} VP").format(best=best_before))
    return " \u00b7 ".join(parts) + "."


_ = (QSizePolicy,)
