"""Hot-seat curtain: covers the whole window between two human players so nobody sees another's
private information (characters, VP). "Pass the computer to <name>", then a button reveals the view.

When a player's step hands the decision to another person, the curtain does not drop at once: first the
board stays in view with a card over the prompt (where the next person's controls are; the city square
stays visible) saying what their moves did, "Take back my move" (until the seat is passed) and a button
"Pass the seat to <name>"; only then does the curtain cover the window, when the next person has something
private to see (``then_cover``); otherwise the same press shows the next person's view. Return, Enter or
Space press the button shown. ``card_place`` (set by the page) gives the rectangle the card covers.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import mnemonic_free, plain, plain_tip
from troyes_desktop.shared_ui.words import one_is_singular

logger = logging.getLogger(__name__)


def outcome_lines(game, events: list[dict]) -> list[str]:
    """The chronicle's sentences for the records of the step just played."""
    from troyes_desktop.troyes_ui.chronicle import ordered
    from troyes_desktop.troyes_ui.describe import describe_event, fallback_event

    lines = []
    for rec in ordered(list(events or [])):
        try:
            lines.append(describe_event(game, rec))
        except Exception:  # noqa: BLE001 - words must never stop the game
            logger.warning("Cannot describe the record %r", rec, exc_info=True)
            lines.append(fallback_event(rec))
    return [one_is_singular(x) for x in lines if x]


class Curtain(QWidget):
    """A full-window overlay; call :meth:`cover` with the next player, ``revealed`` when dismissed."""

    revealed = Signal(int)
    #: The player who just played passed the seat (the hand-over card gave way to the curtain).
    seatPassed = Signal(int)
    #: "Take back my move" on the hand-over card.
    takeBackRequested = Signal()
    #: How many chronicle lines of the moves just played the hand-over card shows at most.
    OUTCOME_LINES = 6

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.seat: int | None = None
        self.name = ""
        self.mode = "hidden"          # "hidden", "handover" (bar over the board) or "cover"
        #: After the card, the curtain (True) or at once the next person's view (False).
        self.then_cover = True
        #: The page's rectangle (in this widget's coordinates) the card covers, or None: the bottom.
        self.card_place = None
        # The top the card may not go above (set by the page: the foot of the panels' strip), or None.
        self.card_ceiling = None
        self.colour = QColor(theme.STONE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        self.title = QLabel()
        self.title.setObjectName("curtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setFont(theme.font(30, bold=True))
        self.title.setStyleSheet("color: #fbf1dc; background: transparent;")
        layout.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setFont(theme.font(14, italic=True))
        self.subtitle.setStyleSheet("color: #e9dcc0; background: transparent;")
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        self.button = QPushButton()
        self.button.setObjectName("curtainButton")
        self.button.setProperty("primary", True)
        self.button.setFont(theme.font(15, bold=True))
        self.button.setMinimumHeight(44)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.reveal)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(4)
        self._build_bar(layout)
        self.hide()
        parent.installEventFilter(self)

    def _build_bar(self, layout: QVBoxLayout) -> None:
        """The hand-over bar: what the step did, and "Pass the seat to <name>"."""
        bar = QFrame()
        bar.setObjectName("handOverBar")
        bar.setStyleSheet(f"QFrame#handOverBar {{ background: {theme.PARCHMENT_LIGHT};"
                          f" border: 2px solid {theme.STONE_DARK}; border-radius: 8px; }}")
        v = QVBoxLayout(bar)
        v.setContentsMargins(14, 8, 14, 10)
        v.setSpacing(4)
        self.bar_title = QLabel()
        self.bar_title.setObjectName("handOverTitle")
        self.bar_title.setFont(theme.font(14, bold=True))
        self.bar_title.setWordWrap(True)
        v.addWidget(self.bar_title)
        self.outcome = QLabel()
        self.outcome.setObjectName("handOverOutcome")
        self.outcome.setFont(theme.font(11))
        self.outcome.setWordWrap(True)
        v.addWidget(self.outcome)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passSeatButton")
        self.pass_button.setProperty("primary", True)
        self.pass_button.setFont(theme.font(13, bold=True))
        self.pass_button.setMinimumHeight(36)
        self.pass_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.pass_button.clicked.connect(self.advance)
        self.take_back_button = QPushButton(translate("Curtain", "Take back my move"))
        self.take_back_button.setObjectName("takeBackButton")
        self.take_back_button.setFont(theme.font(12))
        self.take_back_button.setMinimumHeight(36)
        self.take_back_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.take_back_button.clicked.connect(self.takeBackRequested)
        self.take_back_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.take_back_button)
        row.addStretch(1)
        row.addWidget(self.pass_button)
        v.addLayout(row)
        self.button_row = row       # one above the other when the card is narrow (_place_bar)
        self.bar = bar
        bar.setParent(self)                      # placed by _place_bar, over the prompt
        bar.hide()
        plain(self.title, self.subtitle, self.bar_title, self.outcome)     # names as they are typed

    def _place_bar(self) -> None:
        """The card over the place the page gives (the prompt: the next person's controls), as tall as its
        lines need, growing upwards from that place's bottom; the bottom of the window when none is given."""
        place = self.card_place() if self.card_place is not None else None
        rect = self.rect()
        if place is None or place.width() < 200 or place.height() < 60:
            place = rect.adjusted(12, 0, -12, -12)
        width = min(place.width(), rect.width())
        # A narrow column (the compact layout): the buttons' words a little smaller, so they stay whole.
        for button, size in ((self.pass_button, 13), (self.take_back_button, 12)):
            button.setFont(theme.font(size, bold=button is self.pass_button))
            if button.sizeHint().width() > width - 30:
                button.setFont(theme.font(size - 2.5, bold=button is self.pass_button))
        both = self.pass_button.sizeHint().width() + self.take_back_button.sizeHint().width() + 60
        self.button_row.setDirection(QBoxLayout.Direction.LeftToRight if width >= both else
                                     QBoxLayout.Direction.TopToBottom)
        self.bar.layout().activate()
        height = max(self.bar.heightForWidth(width), self.bar.minimumSizeHint().height(),
                     self.bar.sizeHint().height() if not self.bar.hasHeightForWidth() else 0)
        height = min(height, rect.height())
        x = max(0, min(place.x(), rect.width() - width))
        ceiling = self.card_ceiling() if self.card_ceiling is not None else 0     # (the panels' strip)
        y = max(ceiling, min(place.bottom() - height + 1, rect.height() - height))
        if y + height - 1 < place.bottom():      # too tall for the room above: from the place's top down
            y = max(0, min(place.y(), rect.height() - height))
        self.bar.setGeometry(x, y, width, height)

    def _show_cover_widgets(self, on: bool) -> None:
        for w in (self.title, self.subtitle, self.button):
            w.setVisible(on)
        self.bar.setVisible(not on)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parent().rect())
            if self.mode == "handover":
                self._place_bar()
        return False

    def cover(self, seat: int, name: str, colour: QColor, *, played: str | None = None,
              outcome: list[str] | None = None, then_cover: bool = True) -> None:
        """Hide the board for ``seat`` (named ``name``). When ``played`` names the person whose step just
        handed over the decision, first show what that step did (``outcome``, chronicle lines) with the
        button "Pass the seat to <name>"; when it is pressed the curtain drops (``then_cover``) or the next
        person's view is shown at once."""
        self.seat = seat
        self.then_cover = then_cover
        self.name = name
        self.colour = QColor(colour)
        self.title.setText(translate("Curtain", "Pass the computer to {player}").format(player=name))
        self.subtitle.setText(translate("Curtain", "The board is hidden so that nobody sees another player's "
                                                   "characters and VP."))
        self.button.setText(translate("Curtain", "I am {player}: show my view").format(
            player=mnemonic_free(name)))
        self.setGeometry(self.parentWidget().rect())
        if played:
            self.mode = "handover"
            played_text = translate("Curtain", "{player} has played. Look at the board, then pass the seat.")
            self.bar_title.setText(played_text.format(player=played))
            shown = list(outcome or [])          # already cut to size (handover.card_lines)
            self.outcome.setText("\n".join(shown))
            self.outcome.setVisible(bool(shown))
            self.pass_button.setText(translate("Curtain", "Pass the seat to {player}").format(
                player=mnemonic_free(name)) + "  \u23ce")
            self._show_cover_widgets(False)
            self._place_bar()
            focus = self.pass_button
        else:
            self.mode = "cover"
            self._show_cover_widgets(True)
            focus = self.button
        self.show()
        self.raise_()
        self.update()
        focus.setFocus()

    @property
    def covering(self) -> bool:
        """True while the hot-seat hand-over is under way (the bar or the curtain itself)."""
        return not self.isHidden()

    def advance(self) -> None:
        """The button shown: from the hand-over bar to the curtain (or, when the next person has nothing
        private to see, straight to the view), from the curtain to the view."""
        if self.mode == "handover":
            if not self.then_cover:
                seat = self.seat
                self.seatPassed.emit(seat)
                self.reveal()
                return
            self.cover(self.seat, self.name, self.colour)
            self.seatPassed.emit(self.seat)
        elif self.mode == "cover":
            self.reveal()

    def show_take_back(self, words: str) -> None:
        """Offer "Take back my move" on the hand-over card (``words``: what it takes back; "" hides it)."""
        self.take_back_button.setVisible(bool(words) and self.mode == "handover")
        self.take_back_button.setToolTip(plain_tip(words))
        if self.mode == "handover":
            self._place_bar()

    def dismiss(self) -> None:
        """Take the hand-over card away without passing the seat (the move was taken back)."""
        self.hide()
        self.mode = "hidden"

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.advance()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()              # the board under the hand-over bar takes no clicks

    def reveal(self) -> None:
        self.hide()
        self.mode = "hidden"
        if self.seat is not None:
            self.revealed.emit(self.seat)

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.mode == "handover":      # the board stays in view behind the bar
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor("#5b1a22"))
        grad.setColorAt(1, QColor("#3a0f15"))
        p.fillRect(r, grad)
        # Folds of the curtain.
        p.setPen(Qt.PenStyle.NoPen)
        step = 70.0
        x = 0.0
        while x < r.width():
            fold = QLinearGradient(x, 0, x + step, 0)
            fold.setColorAt(0, QColor(0, 0, 0, 60))
            fold.setColorAt(0.5, QColor(255, 255, 255, 18))
            fold.setColorAt(1, QColor(0, 0, 0, 60))
            p.fillRect(QRectF(x, 0, step, r.height()), fold)
            x += step
        # A golden fringe and the next player's colour as a ribbon.
        p.setPen(QPen(QColor(theme.ROY_GOLD), 4))
        p.drawLine(0, 3, int(r.width()), 3)
        ribbon = QRectF(r.center().x() - 160, r.height() * 0.30 - 14, 320, 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawRoundedRect(ribbon, 4, 4)
        p.end()
