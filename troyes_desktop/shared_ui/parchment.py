"""The window shown until the game board exists: a parchment page that says what can be tried today."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy, QVBoxLayout, QWidget

import troyes_desktop
from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui.fonts import FALLBACK_FAMILIES, load_fonts

WINDOW_TITLE = "Troyes Desktop"
DEFAULT_SIZE = QSize(960, 640)
MINIMUM_SIZE = QSize(720, 540)
SIMULATE_EXAMPLE = "troyes-desktop simulate --players 4 --games 10"

INK = QColor("#3b2a1a")  # sepia ink
FADED_INK = QColor("#6b5238")
PARCHMENT_LIGHT = QColor("#f6ead0")
PARCHMENT_DARK = QColor("#dcc396")
STONE = QColor("#8a7a66")

# The three colours of the game's dice, each with its own pip count so that the colour is not the
# only clue (red shows 5, white 3, yellow 6).
ORNAMENT_DICE = (
    (QColor("#b23a2e"), QColor("#fbf3e4"), 5),
    (QColor("#f4efe4"), QColor("#3b2a1a"), 3),
    (QColor("#e2b43c"), QColor("#3b2a1a"), 6),
)
PIP_LAYOUT = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


class ParchmentPage(QWidget):
    """Central widget: a warm parchment sheet inside a stone-coloured double frame."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
        gradient.setColorAt(0.0, PARCHMENT_LIGHT)
        gradient.setColorAt(0.7, QColor("#eedcb4"))
        gradient.setColorAt(1.0, PARCHMENT_DARK)
        painter.fillRect(rect, gradient)

        margin = 18.0
        outer = rect.adjusted(margin, margin, -margin, -margin)
        painter.setPen(QPen(STONE, 3))
        painter.setBrush(QBrush())          # no fill
        painter.drawRoundedRect(outer, 6, 6)
        painter.setPen(QPen(STONE, 1))
        painter.drawRoundedRect(outer.adjusted(7, 7, -7, -7), 4, 4)
        # Small diamonds at the corners of the inner frame (filled without an outline).
        inner = outer.adjusted(7, 7, -7, -7)
        for corner in (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
            diamond = QPainterPath()
            diamond.moveTo(corner + QPointF(0, -6))
            diamond.lineTo(corner + QPointF(6, 0))
            diamond.lineTo(corner + QPointF(0, 6))
            diamond.lineTo(corner + QPointF(-6, 0))
            diamond.closeSubpath()
            painter.fillPath(diamond, STONE)
        painter.end()


class DiceOrnament(QWidget):
    """Three dice, red, white and yellow, drawn with QPainter."""

    DIE = 44.0
    GAP = 18.0

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        return QSize(int(3 * self.DIE + 2 * self.GAP + 8), int(self.DIE + 12))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt naming)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        total = 3 * self.DIE + 2 * self.GAP
        x = (self.width() - total) / 2
        y = (self.height() - self.DIE) / 2
        for index, (face, pip, value) in enumerate(ORNAMENT_DICE):
            left = x + index * (self.DIE + self.GAP)
            # Tilt each die a little, as if just rolled.
            painter.save()
            painter.translate(left + self.DIE / 2, y + self.DIE / 2)
            painter.rotate((-8, 4, 10)[index])
            square = QRectF(-self.DIE / 2, -self.DIE / 2, self.DIE, self.DIE)
            shadow = QPainterPath()
            shadow.addRoundedRect(square.translated(2.5, 3), 8, 8)
            painter.fillPath(shadow, QColor(0, 0, 0, 45))
            painter.setPen(QPen(INK.darker(110), 1.4))
            painter.setBrush(face)
            painter.drawRoundedRect(square, 8, 8)
            radius = self.DIE * 0.085
            pips = QPainterPath()
            for px, py in PIP_LAYOUT[value]:
                centre = QPointF(square.left() + px * self.DIE, square.top() + py * self.DIE)
                pips.addEllipse(centre, radius, radius)
            painter.fillPath(pips, pip)
            painter.restore()
        painter.end()


def _label(text: str, name: str, font: QFont, colour: QColor) -> QLabel:
    from PySide6.QtCore import Qt

    label = QLabel(text)
    label.setObjectName(name)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setStyleSheet(f"color: {colour.name()}; background: transparent;")
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return label


class PlaceholderWindow(QMainWindow):
    """Minimal main window used until the real game board lands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(MINIMUM_SIZE)

        family = load_fonts()
        families = ([family] if family else []) + FALLBACK_FAMILIES

        def font(point_size: float, *, bold: bool = False, italic: bool = False) -> QFont:
            result = QFont()
            result.setFamilies(families)
            result.setPointSizeF(point_size)
            result.setBold(bold)
            result.setItalic(italic)
            return result

        page = ParchmentPage()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(72, 56, 72, 56)
        layout.setSpacing(14)
        layout.addStretch(3)

        self.title_label = _label(WINDOW_TITLE, "titleLabel", font(40, bold=True), INK)
        layout.addWidget(self.title_label)
        self.subtitle_label = _label(
            translate("StartScreen", "Troyes \u00b7 The Ladies of Troyes \u00b7 Troyes Dice"),
            "subtitleLabel",
            font(16, italic=True),
            FADED_INK,
        )
        layout.addWidget(self.subtitle_label)
        layout.addSpacing(10)
        from PySide6.QtCore import Qt

        dice = DiceOrnament()
        dice.setMinimumSize(dice.sizeHint())
        layout.addWidget(dice, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)

        self.message_label = _label(
            translate(
                "StartScreen",
                "The game board is still being built.\nMeanwhile, you can try the rules "
                "engine from a terminal:",
            ),
            "messageLabel",
            font(17),
            INK,
        )
        layout.addWidget(self.message_label)

        command_font = QFont("monospace")
        command_font.setStyleHint(QFont.StyleHint.Monospace)
        command_font.setPointSizeF(12)
        self.command_label = _label(SIMULATE_EXAMPLE, "commandLabel", command_font, INK)
        self.command_label.setWordWrap(False)
        self.command_label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.command_label.setStyleSheet(
            f"color: {INK.name()}; background: rgba(255, 250, 238, 170);"
            f" border: 1px solid {STONE.name()}; border-radius: 4px; padding: 6px 12px;"
        )
        layout.addWidget(self.command_label, 0, Qt.AlignmentFlag.AlignHCenter)

        layout.addStretch(4)
        self.version_label = _label(
            translate("StartScreen", "version {version}").format(version=troyes_desktop.__version__),
            "versionLabel",
            font(11, italic=True),
            FADED_INK,
        )
        layout.addWidget(self.version_label)

        self.setCentralWidget(page)
