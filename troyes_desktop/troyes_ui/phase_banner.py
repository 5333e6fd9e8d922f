"""The phase banner, always visible: round, phase, start player, whose decision it is and what."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain
from troyes_desktop.troyes_ui.describe import describe_decision, phase_name, who

#: The banner's name of each phase of the engine (translated when shown).
PHASES = {
    "initial": QT_TRANSLATE_NOOP("PhaseBanner", "Initial placement"),
    "events": QT_TRANSLATE_NOOP("PhaseBanner", "Events"),
    "black": QT_TRANSLATE_NOOP("PhaseBanner", "Events and black dice"),
    "actions": QT_TRANSLATE_NOOP("PhaseBanner", "Actions"),
    "over": QT_TRANSLATE_NOOP("PhaseBanner", "Game over"),
}


def phase_words(game) -> str:
    """The phase as the table lives it: the initial placement, then each round's events (decisions
    taken while the events resolve, before the black dice are rolled), black dice and actions."""
    if game.pending.kind in ("initial", "roy_setup"):
        return translate("PhaseBanner", PHASES["initial"])
    if (getattr(game, "expansion", None) or {}).get("ev") or (game.phase == "initial" and not game.over):
        return translate("PhaseBanner", PHASES["events"])
    if game.phase in PHASES:
        return translate("PhaseBanner", PHASES[game.phase])
    return phase_name(game.phase)


class PhaseBanner(QWidget):
    #: The banner starts or stops saying that le Roy ends his turn (the prompt then says the same).
    holdingChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phaseBanner")
        self.setMinimumHeight(46)
        layout = QHBoxLayout(self)
        self._layout = layout
        self.compact = False
        layout.setContentsMargins(18, 6, 18, 6)
        layout.setSpacing(18)
        self.round_label = QLabel()
        self.round_label.setFont(theme.font(15, bold=True))
        self.phase_label = QLabel()
        self.phase_label.setFont(theme.font(13, italic=True))
        self.start_label = QLabel()
        self.start_label.setFont(theme.font(12))
        # The Ladies of Troyes: turn direction (tournament variant) and the revealed character.
        self.direction_label = QLabel()
        self.direction_label.setObjectName("direction")
        self.direction_label.setFont(theme.font(12, bold=True))
        self.revealed_label = QLabel()
        self.revealed_label.setObjectName("revealedCharacter")
        self.revealed_label.setFont(theme.font(12, italic=True))
        self.decision_label = QLabel()
        self.decision_label.setObjectName("decision")
        self.decision_label.setFont(theme.font(14, bold=True))
        self.decision_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # One line always: a decision that wrapped made the banner taller and the board moved under the
        # pointer (issue 41). A question longer than the room gives way to who decides ("Faye decides",
        # the question in its tooltip), and the prompt beside the board then asks it (see fits()).
        self.decision_label.setWordWrap(False)
        self._decision_text = self._decision_short = ""
        for w in (self.round_label, self.phase_label, self.start_label, self.direction_label,
                  self.revealed_label):
            layout.addWidget(w)
        plain(self.round_label, self.phase_label, self.start_label, self.direction_label, self.revealed_label,
              self.decision_label)                  # the players' names as they are typed
        layout.addStretch(1)
        layout.addWidget(self.decision_label)
        self._colour = QColor(theme.STONE)
        self._holding = None
        self._hold_timer = QTimer(self)       # owned by the banner: never fires after it is gone
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._hold_over)

    def set_compact(self, on: bool) -> None:
        """Small screens: a lower banner with smaller type (the board needs the height)."""
        on = bool(on)
        if on == self.compact:
            return
        self.compact = on
        k = 0.8 if on else 1.0
        self._layout.setContentsMargins(*((12, 2, 12, 2) if on else (18, 6, 18, 6)))
        self._layout.setSpacing(12 if on else 18)
        self.setMinimumHeight(34 if on else 46)
        for label, size, bold, italic in ((self.round_label, 15, True, False),
                                          (self.phase_label, 13, False, True),
                                          (self.start_label, 12, False, False),
                                          (self.direction_label, 12, True, False),
                                          (self.revealed_label, 12, False, True),
                                          (self.decision_label, 14, True, False)):
            label.setFont(theme.font(size * k, bold=bold, italic=italic))

    def refresh(self, game) -> None:
        rounds = game.rounds
        setting_up = game.pending.kind in ("initial", "roy_setup")
        if setting_up:
            self.round_label.setText(translate("PhaseBanner", "Setting up"))
        elif game.over:
            self.round_label.setText(translate("PhaseBanner", "After round {round} of {rounds}").format(
                round=game.round, rounds=rounds))
        else:
            self.round_label.setText(translate("PhaseBanner", "Round {round} of {rounds}").format(
                round=game.round, rounds=rounds))
        self.phase_label.setText(phase_words(game))
        self.start_label.setText(translate("PhaseBanner", "\u265b Start player: {player}").format(
            player=who(game, game.start)))
        self._refresh_ladies(game)
        decider = game.pending.seat
        was_roy = getattr(self, "_decider", None) == NEUTRAL and getattr(game, "solo", False)
        self._decider = decider
        self._shown_text = describe_decision(game)
        # When the question has no room on the banner's line: who decides, whole (the prompt asks it).
        self._short_text = self._shown_text if game.over else translate(
            "PhaseBanner", "{player} decides").format(player=who(game, decider))
        self._shown_colour = theme.player_colour(game, decider) if not game.over else QColor(theme.STONE)
        hold = min(1500, theme.animation_delay() + 400) if theme.animation_delay() else 0
        if getattr(self, "_holding", None) == decider and not game.over:
            return                 # still holding after le Roy's last step: the timer shows it
        was_holding, self._holding = self._holding is not None, None
        if was_roy and decider != NEUTRAL and not game.over and hold:
            self._holding = decider
            # Le Roy's last dice are still gliding: the board becomes yours once they have landed.
            self._set_decision(self.waiting_words())
            self._colour = theme.player_colour(game, NEUTRAL)
            self._hold_timer.start(hold)
            self.holdingChanged.emit()
        else:
            self._show_decision()
            if was_holding:
                self.holdingChanged.emit()

    def waiting_words(self) -> str:
        """While le Roy's last dice land: the words the banner shows (and the prompt with it); else ""."""
        return translate("PhaseBanner", "Le Roy ends his turn\u2026") if self._holding is not None else ""

    def _hold_over(self) -> None:
        self._show_decision()
        self.holdingChanged.emit()

    def _show_decision(self) -> None:
        self._hold_timer.stop()
        self._holding = None
        self._set_decision(self._shown_text, self._short_text)
        self._colour = self._shown_colour
        self.update()

    def _refresh_ladies(self, game) -> None:
        ex = getattr(game, "expansion", None) or {}
        if ex.get("tournament"):
            last = game.round >= game.rounds
            ccw = getattr(game, "direction", 1) < 0
            self.direction_label.setText(translate("PhaseBanner", "\u21ba counterclockwise") if ccw else
                                         translate("PhaseBanner", "\u21bb clockwise"))
            self.direction_label.setToolTip(
                translate("PhaseBanner", "Tournament variant: at the end of the next-to-last round the start "
                          "player card passes to the right, and the last round (black dice and actions) is "
                          "played "
                          "counterclockwise. This is the last round.") if last else
                translate("PhaseBanner", "Tournament variant: at the end of the next-to-last round the start "
                          "player card passes to the right, and the last round (black dice and actions) is "
                          "played "
                          "counterclockwise."))
            self.direction_label.setVisible(True)
        else:
            self.direction_label.setVisible(False)
        revealed = ex.get("revealed_character")
        if revealed:
            ch = game.data.characters[revealed]
            self.revealed_label.setText(translate("PhaseBanner", "Revealed: {character}").format(
                character=localized(ch)))
            self.revealed_label.setToolTip(translate(
                "PhaseBanner", "<b>{character}</b>, the revealed character, is scored for every player at "
                               "the end "
                "of the game: {text}").format(character=localized(ch), text=localized(ch, "text")))
            self.revealed_label.setVisible(True)
        else:
            self.revealed_label.setVisible(False)

    def _set_decision(self, text: str, short: str | None = None) -> None:
        self._decision_text, self._decision_short = text, short or text
        self._fit_decision()

    def _room(self) -> int:
        """The width the decision may take on the banner's one line, beside the other labels."""
        m = self._layout.contentsMargins()
        others = sum(w.sizeHint().width() + self._layout.spacing() for w in self.findChildren(QLabel)
                     if w is not self.decision_label and w.isVisibleTo(self))
        return self.width() - m.left() - m.right() - others - 40

    def fits(self, text: str) -> bool:
        """True when ``text`` shows whole on the banner's line (the prompt need not repeat it)."""
        return self.decision_label.fontMetrics().horizontalAdvance(text) + 6 <= self._room()

    def _fit_decision(self) -> None:
        """The decision on one line: the question while the banner has room for it, else who decides (the
        question in its tooltip; the prompt asks it)."""
        label, text = self.decision_label, self._decision_text
        fm = label.fontMetrics()
        shown = text if self.fits(text) else self._decision_short
        label.setMinimumWidth(max(80, fm.horizontalAdvance(shown) + 6))
        label.setText(shown)
        label.setToolTip(text if shown != text else "")
        self.update()       # the whole banner: its band follows the label (no piece of the old band is left)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_decision()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor("#cfc2ad"))
        grad.setColorAt(1, QColor("#a89a85"))
        p.setPen(QPen(QColor(theme.STONE_DARK), 1))
        p.setBrush(grad)
        p.drawRect(r)
        # A band of the deciding player's colour behind the decision text.
        band = QRectF(r.right() - self.decision_label.width() - 40, r.top() + 5,
                      self.decision_label.width() + 34, r.height() - 10)
        c = QColor(self._colour)
        c.setAlpha(110)
        p.setPen(QPen(self._colour.darker(130), 1.5))
        p.setBrush(c)
        p.drawRoundedRect(band, 6, 6)
        # Stone joints.
        p.setPen(QPen(QColor(0, 0, 0, 28), 1))
        for x in range(90, int(r.width()), 180):
            p.drawLine(x, 0, x, 4)
            p.drawLine(x + 90, int(r.height()) - 4, x + 90, int(r.height()))
        p.end()
