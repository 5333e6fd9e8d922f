"""The review's chart (issue 48): each reviewed player's expected final margin after every decision and every
roll of the game, the key moments marked, the position the replay shows drawn as a line. A click on the
chart asks the replay to go there (:attr:`ReviewChart.positionClicked`, the position in the game's action
list); the arrow keys step from one point to the next."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.charts import MARKERS, _Card, _number, _y_labels_width, marker_path


class ReviewChart(_Card):
    """Lines of expected final margin over the game's moves; ``set_data`` takes the review's curve."""

    positionClicked = Signal(int)

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("reviewChart")
        # Room for the title, the legend, the caption and a plot of 100 px, whatever the text size.
        self.setMinimumSize(240, round(self._title_line() + 2 * self._line() + 112))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.points: list[int] = []                      # the positions of the curve, in order
        self.series: list[tuple[str, QColor, list[float]]] = []
        self.keys: list[int] = []                        # the key moments' positions
        self.length = 0                                  # the last position of the game
        self.position = 0                                # the position the replay shows
        self.empty_text = translate("Review", "No decision to chart.")

    def sizeHint(self) -> QSize:  # noqa: N802
        """Short enough that the review's column fits a 720-pixel window (it grows with the room)."""
        return QSize(420, self.minimumHeight())

    def set_data(self, curve, seats: list[tuple[int, str, QColor]], keys: list[int], length: int) -> None:
        """``curve``: (position, {seat: margin}); ``seats``: (seat, name, colour) of the lines drawn."""
        self.points = [int(i) for i, _m in curve]
        self.series = []
        for seat, name, colour in seats:
            values, last = [], 0.0
            for _i, margins in curve:
                last = float(margins.get(seat, last))
                values.append(last)
            self.series.append((name, QColor(colour), values))
        self.keys = sorted({int(k) for k in keys})
        self.length = max([int(length), *self.points, 1])
        self.update()

    def set_position(self, position: int) -> None:
        if position != self.position:
            self.position = int(position)
            self.update()

    def is_empty(self) -> bool:
        return not self.points or not self.series

    # ------------------------------------------------------------------ geometry
    @staticmethod
    def _line() -> float:
        """The height of a line of the legend (it grows with the text size)."""
        return QFontMetricsF(theme.font(9)).height() + 2

    def _plot(self) -> QRectF:
        # The values' room on the left follows the text size, as the final charts' does.
        return self.plot_area().adjusted(_y_labels_width(), 6, -10, -(2 * self._line() + 8))

    def _range(self) -> tuple[float, float]:
        values = [v for _n, _c, vals in self.series for v in vals]
        lo, hi = min([-5.0, *values]), max([5.0, *values])
        pad = (hi - lo) * 0.08
        return lo - pad, hi + pad

    def x_of(self, position: int) -> float:
        plot = self._plot()
        return plot.left() + plot.width() * position / max(1, self.length)

    def position_at(self, x: float) -> int:
        """The curve's position nearest to ``x`` (a click there goes to it)."""
        if not self.points:
            return 0
        return min(self.points, key=lambda i: abs(self.x_of(i) - x))

    # ------------------------------------------------------------------ drawing
    def draw(self, p: QPainter, r: QRectF) -> None:
        plot = self._plot()
        lo, hi = self._range()
        self._axes(p, plot, lo, hi, translate("Review", "margin (VP)"))

        def y_of(v: float) -> float:
            return plot.bottom() - (v - lo) / (hi - lo) * plot.height()

        # The key moments: a gold band across the plot.
        p.setPen(QPen(QColor(theme.ROY_GOLD), 2, Qt.PenStyle.DashLine))
        for k in self.keys:
            x = self.x_of(k)
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        for s, (_name, colour, values) in enumerate(self.series):
            path = QPainterPath()
            for j, (pos, v) in enumerate(zip(self.points, values, strict=False)):
                pt = QPointF(self.x_of(pos), y_of(v))
                if j == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(colour, 2.2))
            p.drawPath(path)
            # Each line's own marker at the key moments (the lines are told apart without colour).
            p.setPen(QPen(colour.darker(150), 1))
            p.setBrush(colour)
            for pos, v in zip(self.points, values, strict=False):
                if pos in self.keys:
                    p.drawPath(marker_path(MARKERS[s % len(MARKERS)], QPointF(self.x_of(pos), y_of(v)), 4.5))
        # Where the replay is.
        x = self.x_of(min(max(0, self.position), self.length))
        p.setPen(QPen(QColor(theme.ACCENT), 1.6))
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # The legend under the plot: each name with its marker.
        p.setFont(theme.font(9))
        fm = p.fontMetrics()
        line = self._line()
        lx, ly = plot.left(), plot.bottom() + 4
        for s, (name, colour, values) in enumerate(self.series):
            last = values[-1] if values else 0.0
            text = translate("Review", "{player} ({margin} at the end)").format(
                player=name, margin=_signed(last))
            w = fm.horizontalAdvance(text) + 22
            if lx + w > plot.right() + 10 and lx > plot.left():
                break                                  # no room for more: the summary names everyone
            p.setPen(QPen(colour.darker(150), 1))
            p.setBrush(colour)
            p.drawPath(marker_path(MARKERS[s % len(MARKERS)], QPointF(lx + 6, ly + line / 2), 4.5))
            p.setPen(QColor(theme.INK))
            left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            p.drawText(QRectF(lx + 14, ly, w, line), left, text)
            lx += w + 8
        p.setPen(QColor(theme.FADED_INK))
        # Across the whole card, shortened only when even that is too narrow (never cut at both ends).
        caption = fm.elidedText(translate("Review", "moves of the game; gold lines: the key moments"),
                                Qt.TextElideMode.ElideRight, int(r.width()))
        p.drawText(QRectF(r.left(), ly + line, r.width(), line), Qt.AlignmentFlag.AlignCenter, caption)

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and not self.is_empty():
            self.positionClicked.emit(self.position_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Left and right: the previous or next point of the curve; Home and End: the first and the last."""
        if self.is_empty():
            super().keyPressEvent(event)
            return
        key = event.key()
        after = [i for i in self.points if i > self.position]
        before = [i for i in self.points if i < self.position]
        target = None
        if key == Qt.Key.Key_Right and after:
            target = after[0]
        elif key == Qt.Key.Key_Left and before:
            target = before[-1]
        elif key == Qt.Key.Key_Home:
            target = self.points[0]
        elif key == Qt.Key.Key_End:
            target = self.points[-1]
        if target is None:
            super().keyPressEvent(event)
            return
        self.positionClicked.emit(target)
        event.accept()


def _signed(value: float) -> str:
    """A margin with its sign ("+3", "−2,5")."""
    text = _number(round(abs(value), 1))
    return ("+" if value > 0.05 else "\u2212" if value < -0.05 else "") + text


class MoveLights(QWidget):
    """Lights over a widget (the Troyes Dice wheel or sheet): the Hard player's move in a solid gold ring,
    the move made in a dashed red one; it lets every click through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("moveLights")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.rings: list[tuple[QRectF, str]] = []      # (place, "best" or "chosen")

    def set_rings(self, rings: list[tuple[QRectF, str]]) -> None:
        self.rings = list(rings)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.setVisible(bool(self.rings))
        self.raise_()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for rect, kind in self.rings:
            if kind == "best":
                p.setPen(QPen(QColor(theme.ROY_GOLD), 5, Qt.PenStyle.SolidLine))
                p.drawEllipse(rect.adjusted(-6, -6, 6, 6))
            else:
                p.setPen(QPen(QColor(theme.ACCENT), 4, Qt.PenStyle.DashLine))
                p.drawEllipse(rect.adjusted(-11, -11, 11, 11))
        p.end()
