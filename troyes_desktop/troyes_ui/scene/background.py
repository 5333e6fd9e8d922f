"""The board's background and the influence track."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from troyes_desktop.i18n import translate

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips
from .base import BoardItem, text


class BackgroundItem(BoardItem):
    """The table, the stone frame of the board and the section titles."""

    def __init__(self) -> None:
        super().__init__(lay.SCENE)
        self.setZValue(-100)
        self.setAcceptHoverEvents(False)

    def signature(self):
        return (self._rect.width(), self._rect.height())

    def set_rect(self, rect: QRectF) -> None:
        """The board grows a band for the ramparts (The Ladies of Troyes) and shrinks back without it."""
        if rect.size() != self._rect.size():
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, rect.width(), rect.height())
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self._rect
        painter.setPen(Qt.NoPen)
        painter.setBrush(pal.TABLE)
        painter.drawRect(r.adjusted(-400, -400, 400, 400))
        g = QLinearGradient(r.topLeft(), r.bottomRight())
        g.setColorAt(0, QColor("#e9d9b4"))
        g.setColorAt(1, QColor("#d6bf90"))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(QColor("#4a3a2a"), 4))
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), 14, 14)
        # Panels on the right side.
        for rect, title in ((lay.EVENTS, translate("BoardItems", "Event queue")),
                            (lay.CITY, translate("BoardItems", "City square"))):
            rr = rect.translated(-r.x(), -r.y())
            painter.setBrush(QColor(255, 250, 235, 90))
            painter.setPen(QPen(pal.STONE_DARK, 1.5, Qt.DashLine))
            painter.drawRoundedRect(rr, 12, 12)
            text(painter, QRectF(rr.x() + 14, rr.y() + 4, 300, 26), title, 18, pal.FADED_INK, bold=True)


class InfluenceTrackItem(BoardItem):
    """The influence track, 0 to 20, named at its left end; each player's disc on their value."""

    LABEL_W = 92
    CELL = (lay.INFLUENCE.width() - LABEL_W) / 21

    def __init__(self) -> None:
        super().__init__(lay.INFLUENCE)

    def signature(self):
        g = self.game
        return (g.solo, tuple(p.influence for p in g.players))

    def refresh(self) -> None:
        g = self.game
        self.setToolTip(tips.influence_track([(p.name, p.influence) for p in g.players]))
        self.update_if_changed()

    def label_rect(self) -> QRectF:
        return QRectF(6, 4, self.LABEL_W - 10, self._rect.height() - 8)

    def cell_rect(self, value: int) -> QRectF:
        return QRectF(self.LABEL_W + value * self.CELL + 2, 4, self.CELL - 4, self._rect.height() - 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        dr.stone(painter, self._rect, 8)
        g = self.game
        by_value: dict[int, list[int]] = {}
        for i, p in enumerate(g.players):
            by_value.setdefault(p.influence, []).append(i)
        text(painter, self.label_rect(), translate("BoardItems", "Influence"), 16, pal.INK, bold=True,
             align=Qt.AlignCenter, wrap=True)
        for v in range(21):
            cell = self.cell_rect(v)
            painter.setPen(QPen(pal.STONE_DARK, 1))
            painter.setBrush(pal.PARCHMENT if v % 5 else pal.PARCHMENT_DARK)
            painter.drawRoundedRect(cell, 5, 5)
            text(
                painter,
                QRectF(cell.x(), cell.y() + 1, cell.width(), 16),
                str(v),
                13,
                pal.FADED_INK,
                bold=v % 5 == 0,
                align=Qt.AlignHCenter | Qt.AlignTop,
            )
            owners = by_value.get(v, [])
            for k, o in enumerate(owners):
                cx = cell.x() + cell.width() * (0.27 if k % 2 == 0 else 0.73)
                cy = cell.y() + (33 if len(owners) <= 2 else 25 + (k // 2) * 15)
                if len(owners) == 1:
                    cx, cy = cell.center().x(), cell.y() + 33
                dr.disc(painter, QPointF(cx, cy), 7 if len(owners) > 1 else 10, pal.player_colour(o, g))
