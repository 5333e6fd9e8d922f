"""Charts drawn with QPainter in the app's look (parchment card, stone axes, the players' colours), for the
statistics, the replays and the end of a game. Each series also has its own marker shape (circle, square,
triangle, diamond...), so the lines can be told apart without colour."""

from __future__ import annotations

import logging
import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from troyes_desktop.i18n import english_plural, translate
from troyes_desktop.shared_ui import theme

logger = logging.getLogger(__name__)

MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross")
GOOD = "#4f7a3a"  # a margin won
BAD = "#9b3a2a"  # a margin lost


def nice_step(span: float, ticks: int = 5) -> float:
    """A round tick step (1, 2, 5 x 10^k) giving about ``ticks`` ticks over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * mag:
            return max(1.0, m * mag)
    return 10 * mag


def marker_path(kind: str, c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    x, y = c.x(), c.y()
    if kind == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif kind == "triangle":
        path.addPolygon(
            QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8)])
        )
        path.closeSubpath()
    elif kind == "diamond":
        path.addPolygon(
            QPolygonF(
                [QPointF(x, y - r * 1.2), QPointF(x + r, y), QPointF(x, y + r * 1.2), QPointF(x - r, y)]
            )
        )
        path.closeSubpath()
    elif kind == "down":
        path.addPolygon(
            QPolygonF([QPointF(x, y + r * 1.1), QPointF(x + r, y - r * 0.8), QPointF(x - r, y - r * 0.8)])
        )
        path.closeSubpath()
    elif kind == "cross":
        w = r * 0.45
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.setFillRule(Qt.FillRule.WindingFill)
    else:
        path.addEllipse(c, r, r)
    return path


def _number(value: float) -> str:
    """A value on a chart, written for the current language ("12", "2,5" in French)."""
    from troyes_desktop.shared_ui.words import format_number

    value = float(value)
    if value.is_integer():
        return format_number(value)
    return format_number(value, 1 if round(value, 1) == value else 2)


def _y_labels_width() -> float:
    """The room left of a plot for its values and its axis' name, from their font (larger text, more)."""
    fm = QFontMetricsF(theme.font(9))
    return max(52.0, fm.horizontalAdvance("-000") + fm.height() + 12)


class _Card(QWidget):
    """A chart on a parchment card with a title; subclasses :meth:`draw` inside :meth:`plot_area`."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.subtitle = ""          # what the chart measures, in one short line under the title
        self.empty_text = translate("Charts", "Nothing to show yet.")
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(480, 260)

    def is_empty(self) -> bool:
        return True

    def _title_line(self) -> float:
        return max(22.0, QFontMetricsF(theme.font(12, bold=True)).height() + 4)

    def _subtitle_flags(self):
        return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    def _subtitle_height(self, width: float) -> float:
        if not self.subtitle:
            return 0.0
        fm = QFontMetricsF(theme.font(9.5, italic=True))
        return fm.boundingRect(QRectF(0, 0, width, 1000), self._subtitle_flags(), self.subtitle).height() + 2

    def plot_area(self) -> QRectF:
        """Where the chart itself is drawn, under the title and the line saying what it measures."""
        card = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        top = card.top() + 6
        if self.title:
            top += self._title_line() + 2
        top += self._subtitle_height(card.width() - 24)
        return QRectF(card.left() + 10, top, card.width() - 20, card.bottom() - 8 - top)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(theme.STONE), 1))
        p.setBrush(QColor(theme.PARCHMENT_LIGHT))
        p.drawRoundedRect(card, 6, 6)
        top = card.top() + 6
        if self.title:
            p.setPen(QColor(theme.INK))
            p.setFont(theme.font(12, bold=True))
            line = self._title_line()
            p.drawText(QRectF(card.left() + 12, top, card.width() - 24, line),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
            top += line + 2
        if self.subtitle:
            p.setPen(QColor(theme.FADED_INK))
            p.setFont(theme.font(9.5, italic=True))
            box = QRectF(card.left() + 12, top, card.width() - 24, card.height())
            p.drawText(box, self._subtitle_flags(), self.subtitle)
        inner = self.plot_area()
        if self.is_empty():
            p.setPen(QColor(theme.FADED_INK))
            p.setFont(theme.font(11, italic=True))
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
        else:
            self.draw(p, inner)
        p.end()

    def draw(self, p: QPainter, r: QRectF) -> None:
        raise NotImplementedError

    @staticmethod
    def _axes(p: QPainter, plot: QRectF, lo: float, hi: float, y_label: str) -> float:
        """Horizontal grid lines with their values; returns the step. A short plot (or larger text) gets
        fewer lines, so that the values never run into each other (issue 50); each value as tall as its
        font."""
        p.setFont(theme.font(9))
        fm = QFontMetricsF(p.font())
        line = fm.height()
        step = nice_step(hi - lo, max(2, min(5, int(plot.height() / (line * 1.6)))))
        while step / (hi - lo) * plot.height() < line * 1.15 and step < hi - lo:
            step = nice_step(hi - lo, max(1, int((hi - lo) / step) - 1))
        v = math.ceil(lo / step - 1e-9) * step         # the values inside the plot only
        while v <= hi + 1e-9:
            y = plot.bottom() - (v - lo) / (hi - lo) * plot.height()
            p.setPen(QPen(QColor(theme.STONE_LIGHT), 1, Qt.PenStyle.DotLine if v else Qt.PenStyle.SolidLine))
            if v == 0:
                p.setPen(QPen(QColor(theme.STONE_DARK), 1.3))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor(theme.FADED_INK))
            width = _y_labels_width() - line - 6
            p.drawText(
                QRectF(plot.left() - width - 6, y - line / 2, width, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                _number(v),
            )
            v += step
        if y_label and fm.horizontalAdvance(y_label) <= plot.height():
            # (a plot too short for its axis' name leaves it out: the title says what is measured)
            p.save()
            p.translate(plot.left() - _y_labels_width() + line, plot.center().y())
            p.rotate(-90)
            p.drawText(
                QRectF(-plot.height() / 2, -line, plot.height(), line), Qt.AlignmentFlag.AlignCenter, y_label
            )
            p.restore()
        return step


class LineChart(_Card):
    """One line per series over labelled steps (VP round by round, scores over time)."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("lineChart")
        self.setMinimumSize(0, 0)          # its minimumSizeHint, from its words and text size, rules
        self.labels: list[str] = []
        self.series: list[tuple[str, QColor, list[float]]] = []
        self.y_label = ""
        self.x_label = ""

    def set_data(self, labels, series, y_label: str | None = None, x_label: str = "") -> None:
        """``series``: (name, colour, values) with one value per label; ``y_label`` "VP" by default."""
        if y_label is None:
            y_label = translate("Charts", "VP")
        self.labels = [str(x) for x in labels]
        self.series = [(n, QColor(c), [float(v) for v in vals]) for n, c, vals in series]
        self.y_label = y_label
        self.x_label = x_label
        self.update()

    def is_empty(self) -> bool:
        return not self.labels or not any(vals for _n, _c, vals in self.series)

    #: The least height of the plot itself (at 100 %; up to a quarter more with larger text).
    PLOT_LEAST = 90

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Tall enough for its title, its line, its legend and a plot of ``PLOT_LEAST`` px (more with larger
        text), at its present width: never a strip with its values run together (issue 50)."""
        width = max(260.0, float(self.width()))
        top = 6 + (self._title_line() + 2 if self.title else 0) + self._subtitle_height(width - 26)
        legend = len(self.legend_rows(width - 20 - _y_labels_width())) * (
            QFontMetricsF(theme.font(10)).height() + 4)
        tick = QFontMetricsF(theme.font(9)).height()
        plot = self.PLOT_LEAST * min(1.25, max(1.0, theme.text_scale()))
        return QSize(260, int(top + legend + 6 + plot + (2 * tick + 6 if self.x_label else tick + 6) + 10))

    def legend_rows(self, width: float) -> list[list[tuple[int, str, float]]]:
        """The legend's entries (series, words, x) in rows that fit ``width`` (a long legend wraps)."""
        if len(self.series) < 2:
            return []
        fm = QFontMetricsF(theme.font(10))
        rows: list[list[tuple[int, str, float]]] = [[]]
        x = 0.0
        for k, (name, _colour, vals) in enumerate(self.series):
            text = f"{name} ({_number(vals[-1])})" if vals else name
            need = 15 + fm.horizontalAdvance(text)
            if rows[-1] and x + need > width:
                rows.append([])
                x = 0.0
            rows[-1].append((k, text, x))
            x += need + 15
        return rows

    def draw(self, p: QPainter, r: QRectF) -> None:
        left = _y_labels_width()
        legend = self.legend_rows(r.width() - left)
        row_h = QFontMetricsF(theme.font(10)).height() + 4
        legend_h = row_h * len(legend)
        tick_h = QFontMetricsF(theme.font(9)).height()
        plot = r.adjusted(left, legend_h + 6, -14, -((2 * tick_h + 6) if self.x_label else tick_h + 6))
        values = [v for _n, _c, vals in self.series for v in vals]
        lo, hi = min([0.0, *values]), max([1.0, *values])
        hi += (hi - lo) * 0.08
        self._axes(p, plot, lo, hi, self.y_label)
        n = len(self.labels)
        xs = [plot.left() + (plot.width() * (i + 0.5) / n) for i in range(n)]
        p.setFont(theme.font(9))
        p.setPen(QColor(theme.FADED_INK))
        fm = QFontMetricsF(p.font())
        every = max(1, math.ceil(n / max(1, plot.width() / max(18.0, fm.horizontalAdvance("0000") + 6))))
        for i, x in enumerate(xs):
            if i % every == 0 or i == n - 1:
                p.drawText(
                    QRectF(x - 30, plot.bottom() + 3, 60, tick_h), Qt.AlignmentFlag.AlignCenter,
                    self.labels[i]
                )
        if self.x_label:
            p.drawText(
                QRectF(plot.left(), plot.bottom() + 3 + tick_h, plot.width(), tick_h),
                Qt.AlignmentFlag.AlignCenter,
                self.x_label,
            )
        # Thousands of games: one point per pixel column is all the eye can see.
        step = max(1, math.ceil(n / max(1.0, plot.width())))
        for k, (_name, colour, vals) in enumerate(self.series):
            pts = [
                QPointF(xs[i], plot.bottom() - (v - lo) / (hi - lo) * plot.height())
                for i, v in enumerate(vals[:n])
                if i % step == 0 or i == n - 1
            ]
            p.setPen(
                QPen(colour, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            )
            p.setBrush(Qt.BrushStyle.NoBrush)
            if len(pts) > 1:
                p.drawPolyline(QPolygonF(pts))
            p.setPen(QPen(colour.darker(150), 1.2))
            p.setBrush(colour)
            radius = 4.2 if n <= 40 else 2.5
            for pt in pts if len(pts) <= 200 else ():
                p.drawPath(marker_path(MARKERS[k % len(MARKERS)], pt, radius))
        p.setFont(theme.font(10))
        for line, entries in enumerate(legend):
            top = r.top() + line * row_h
            for k, text, x in entries:
                colour = self.series[k][1]
                p.setPen(QPen(colour.darker(150), 1.2))
                p.setBrush(colour)
                mark = QPointF(r.left() + left + x + 6, top + row_h / 2)
                p.drawPath(marker_path(MARKERS[k % len(MARKERS)], mark, 5))
                p.setPen(QColor(theme.INK))
                p.drawText(QRectF(r.left() + left + x + 15, top, r.width(), row_h),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


class MarginChart(_Card):
    """One column per game against le Roy: above the line a win by that many VP, below a loss."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("marginChart")
        self.values: list[int] = []
        self.empty_text = translate("Charts", "No game against le Roy yet.")

    def set_data(self, values) -> None:
        self.values = [int(v) for v in values]
        self.update()

    def is_empty(self) -> bool:
        return not self.values

    def draw(self, p: QPainter, r: QRectF) -> None:
        plot = r.adjusted(_y_labels_width(), 6, -14, -20)
        lo, hi = min([-5, *self.values]), max([5, *self.values])
        pad = (hi - lo) * 0.08
        lo, hi = lo - pad, hi + pad
        self._axes(p, plot, lo, hi, translate("Charts", "margin (VP)"))
        n = len(self.values)
        slot = plot.width() / n
        w = max(1.5, min(26.0, slot * 0.7))
        zero = plot.bottom() - (0 - lo) / (hi - lo) * plot.height()
        step = max(1, math.ceil(n / max(1.0, plot.width())))
        for i, v in enumerate(self.values):
            if step > 1 and i % step:
                continue  # more games than pixels: every step-th game is drawn
            x = plot.left() + slot * (i + 0.5)
            y = plot.bottom() - (v - lo) / (hi - lo) * plot.height()
            colour = QColor(GOOD if v > 0 else BAD)
            p.setPen(QPen(colour.darker(140), 1) if w > 4 else Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(x - w / 2, min(y, zero), w, max(1.0, abs(zero - y))))
        p.setPen(QColor(theme.FADED_INK))
        p.setFont(theme.font(9))
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 3, plot.width(), 14),
            Qt.AlignmentFlag.AlignCenter,
            english_plural(translate("Charts", "%n game(s), oldest first", None, n), n),
        )


class BandChart(_Card):
    """Horizontal bars: how many games fell in each band (le Roy's rating bands)."""

    def __init__(self, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("bandChart")
        self.rows: list[tuple[str, int]] = []

    def set_data(self, rows) -> None:
        self.rows = [(str(label), int(n)) for label, n in rows]
        self.update()

    def is_empty(self) -> bool:
        return not any(n for _l, n in self.rows)

    def draw(self, p: QPainter, r: QRectF) -> None:
        n = len(self.rows)
        h = r.height() / max(1, n)
        label_w = min(190.0, r.width() * 0.42)
        top = max([1] + [v for _l, v in self.rows])
        for i, (label, v) in enumerate(self.rows):
            y = r.top() + i * h
            p.setPen(QColor(theme.INK))
            p.setFont(theme.font(10))
            p.drawText(
                QRectF(r.left(), y, label_w - 8, h),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
            bar_w = (r.width() - label_w - 36) * v / top
            colour = QColor(GOOD if i >= 1 else BAD).lighter(100 + (len(self.rows) - i) * 6)
            p.setPen(QPen(colour.darker(140), 1))
            p.setBrush(colour)
            p.drawRoundedRect(QRectF(r.left() + label_w, y + h * 0.2, max(2.0, bar_w), h * 0.6), 3, 3)
            p.setPen(QColor(theme.INK))
            p.drawText(
                QRectF(r.left() + label_w + bar_w + 6, y, 30, h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(v),
            )


def vp_by_round_chart(game, colours: list[QColor], parent: QWidget | None = None) -> LineChart:
    """Each player's VP at the end of every round (Troyes) or day (Troyes Dice), recomputed by replaying the
    game's record: VP are hidden during play, so this is the first time the players see how they went.
    ``colours``: one per line of the chart, in the record's order of names (the mode's own colours)."""
    from troyes_desktop.store.records import save_dict, vp_by_round

    dice = getattr(game, "game_id", "") == "dice"
    chart = LineChart(
        translate("Charts", "VP day by day") if dice else translate("Charts", "VP round by round"), parent
    )
    chart.setObjectName("vpByRoundChart")
    # The points are not the VP counted so far: each is what the final scoring would give at that moment
    # (end-of-game cards and characters included), so say it.
    if dice:
        chart.subtitle = translate("Charts", "Each point: the score if the game had ended after that day.")
    else:
        chart.subtitle = translate("Charts", "Each point: the score if the game had ended after that round "
                                             "(characters and end-of-game cards included).")
    chart.setToolTip(chart.subtitle)
    try:
        data = vp_by_round(save_dict(game))
    except Exception:  # noqa: BLE001 - the chart is a bonus: never stop the end of a game for it
        logger.warning("The VP round by round could not be computed", exc_info=True)
        chart.empty_text = translate("Charts", "The VP round by round could not be computed for this game.")
        return chart
    chart.set_data(
        data["labels"],
        list(zip(data["names"], colours, data["series"])),
        y_label=translate("Charts", "score (VP)"),
        x_label=translate("Charts", "day") if dice else translate("Charts", "round"),
    )
    chart.data = data
    return chart


def notices_text() -> str:
    """Messages about the history of games waiting for the player (a file set aside, a failed write)."""
    from troyes_desktop.store import take_notices

    return "\n".join(take_notices())
