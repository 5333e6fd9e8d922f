"""Hot-seat curtain: covers the whole window between two human players so nobody sees another's
private information (characters, VP). "Pass the computer to <name>", then a button reveals the view.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from troyes_desktop.ui import theme


class Curtain(QWidget):
    """A full-window overlay; call :meth:`cover` with the next player, ``revealed`` when dismissed."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.seat: int | None = None
        self.colour = QColor(theme.STONE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
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
        self.hide()
        parent.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parent().rect())
        return False

    def cover(self, seat: int, name: str, colour: QColor) -> None:
        self.seat = seat
        self.colour = QColor(colour)
        self.title.setText(f"Pass the computer to {name}")
        self.subtitle.setText("The board is hidden so that nobody sees another player's characters and VP.")
        self.button.setText(f"I am {name}: show my view")
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    @property
    def covering(self) -> bool:
        return not self.isHidden()

    def reveal(self) -> None:
        self.hide()
        if self.seat is not None:
            self.revealed.emit(self.seat)

    def paintEvent(self, event) -> None:  # noqa: N802
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
