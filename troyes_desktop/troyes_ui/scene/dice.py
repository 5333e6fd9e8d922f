"""The city square: the players' districts, their dice, and the token that flies to a target."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes.board import NEUTRAL

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips
from .base import BoardItem, px_font, text


class DistrictItem(BoardItem):
    def __init__(self, owner: int, rect: QRectF) -> None:
        super().__init__(rect)
        self.owner = owner

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def key(self):
        return ("district", self.owner)

    def hit(self, pos: QPointF):
        return self.key() if self._rect.contains(pos) else None

    def signature(self):
        g = self.game
        sc = self.scene()
        pl = None if self.owner == NEUTRAL else g.players[self.owner]
        return (g.solo, bool(g.dice_of(self.owner)), sc.viewer if sc else None,
                (pl.name, pl.passed, pl.district_deniers) if pl else None)

    def refresh(self) -> None:
        g = self.game
        neutral = self.owner == NEUTRAL
        deniers = 0 if neutral else g.players[self.owner].district_deniers
        self.setToolTip(
            tips.district(g.owner_name(self.owner), len(g.dice_of(self.owner)), deniers, neutral, g.solo)
        )
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        g = self.game
        r = self._rect
        col = pal.player_colour(self.owner, g)
        roy = self.owner == NEUTRAL and g.solo
        painter.setPen(QPen(pal.ROY_TRIM if roy else col.darker(140), 3 if roy else 2))
        tinted = QColor(col)
        tinted.setAlpha(45)
        painter.setBrush(QColor("#f4ead2"))
        painter.drawRoundedRect(r, 10, 10)
        painter.setBrush(tinted)
        painter.drawRoundedRect(r, 10, 10)
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 10)       # a citizen can be taken from this player's supply
        dr.header_band(painter, r.width(), 30, 10, col)
        if self.owner == NEUTRAL:
            name = "le Roy" if g.solo else translate("BoardItems", "Neutral player")
        else:
            name = g.players[self.owner].name
        viewer = self.scene().viewer if self.scene() else None
        ink = pal.text_on(col)
        if roy:
            ink = pal.ROY_TRIM
        label = ""
        if self.owner != NEUTRAL:
            pl = g.players[self.owner]
            n = pl.district_deniers
            money = ""
            if n:
                money = (translate("BoardItems", "%n denier here", None, n) if n == 1 else
                         translate("BoardItems", "%n deniers here", None, n))
            passed = translate("BoardItems", "passed") if pl.passed else ""
            label = " · ".join(x for x in (passed, money) if x)
        title = name
        if viewer == self.owner:
            title = translate("BoardItems", "{player}  (you)").format(player=name)
        # The name and the note share the header: each gets a part of its width in proportion to what it
        # needs, so that neither is cut (each may be drawn a little smaller instead).
        avail = r.width() - 22 - (8 if label else 0)
        need_name = QFontMetricsF(px_font(16, bold=True)).horizontalAdvance(title)
        need_label = QFontMetricsF(px_font(13, italic=True)).horizontalAdvance(label) if label else 0.0
        if need_name + need_label > avail and label:
            name_w = avail * need_name / (need_name + need_label)
        else:
            name_w = avail - need_label
        text(painter, QRectF(12, 0, name_w, 30), title, 16, ink, bold=True)
        if label:
            text(
                painter,
                QRectF(r.width() - 10 - (avail - name_w), 0, avail - name_w, 30),
                label,
                13,
                ink,
                italic=True,
                align=Qt.AlignRight | Qt.AlignVCenter,
            )
        if not g.dice_of(self.owner):
            text(
                painter,
                r.adjusted(0, 30, 0, 0),
                translate("BoardItems", "no dice"),
                14,
                QColor(90, 70, 50, 150),
                italic=True,
                align=Qt.AlignCenter,
            )


class DieItem(QGraphicsObject):
    """One die of the city square. Its position is animated (glide back, move); ``spin`` animates a roll."""

    def __init__(self, die_id: int) -> None:
        super().__init__()
        self.die_id = die_id
        self.size = lay.DIE
        self._spin = 0.0
        self.home = QPointF()
        self.setAcceptHoverEvents(True)
        self.setZValue(10)
        self.setTransformOriginPoint(self.size / 2, self.size / 2)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-9, -9, self.size + 18, self.size + 18)

    def set_size(self, size: float) -> None:
        """Smaller when its district holds many dice (see layout.district_dice)."""
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
            self.setTransformOriginPoint(size / 2, size / 2)
            self.update()

    def key(self):
        return ("die", self.die_id)

    def hit(self, pos):
        return self.key()

    def _get_spin(self) -> float:
        return self._spin

    def _set_spin(self, v: float) -> None:
        self._spin = v
        self.setRotation(v * 360)
        self.update()

    spin = Property(float, _get_spin, _set_spin)

    def refresh(self) -> None:
        sc = self.scene()
        g = sc.model.game
        info = g.dice.get(self.die_id)
        if info is None:
            return
        colour, value, owner = info
        viewer = sc.model.decider
        sig = (info, owner == viewer, self.die_id in sc.selected, self.die_id in sc.dice_highlights)
        if sig != getattr(self, "_sig", None):
            self._sig = sig
            self.setToolTip(tips.die(colour, value, g.owner_name(owner), owner == viewer, True,
                                     neutral=owner == NEUTRAL, solo=bool(g.solo)))
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        sc = self.scene()
        info = sc.model.game.dice.get(self.die_id) if sc else None
        if info is None:
            return
        colour, value, owner = info
        if 0 < self._spin < 1:
            value = 1 + int(self._spin * 23) % 6
        selected = self.die_id in sc.selected
        r = QRectF(0, 0, self.size, self.size)
        if selected:
            # Chosen: a dark ring and a tick, unlike the golden ring of a die that can be chosen.
            painter.setPen(QPen(QColor("#8b2e1f"), 4.5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 9, 9)
        elif self.die_id in sc.dice_highlights:
            painter.setPen(QPen(pal.HIGHLIGHT, 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 9, 9)
        dr.die(painter, r, pal.die_index(colour), value, selected=False)
        if selected:
            badge = QRectF(r.right() - self.size * 0.30, r.top() - self.size * 0.18, self.size * 0.44,
                           self.size * 0.44)
            painter.setPen(QPen(QColor("#fffaf0"), 1.5))
            painter.setBrush(QColor("#8b2e1f"))
            painter.drawEllipse(badge)
            painter.setPen(QPen(QColor("#fffaf0"), max(1.6, self.size * 0.06), Qt.SolidLine, Qt.RoundCap))
            c = badge.center()
            k = badge.width() * 0.22
            painter.drawLine(QPointF(c.x() - k, c.y()), QPointF(c.x() - k * 0.2, c.y() + k * 0.8))
            mid = QPointF(c.x() - k * 0.2, c.y() + k * 0.8)
            painter.drawLine(mid, QPointF(c.x() + k * 1.1, c.y() - k * 0.8))


class FlyingToken(QGraphicsObject):
    """A meeple or cube flying across the board for an animation; removed when it lands."""

    def __init__(self, kind: str, colour: QColor, roy: bool = False) -> None:
        super().__init__()
        self.kind = kind
        self.colour = colour
        self.roy = roy
        self.setZValue(200)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-20, -24, 40, 48)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if self.kind == "meeple":
            dr.meeple(painter, QPointF(0, 0), 36, self.colour, roy=self.roy)
        else:
            dr.cube(painter, QRectF(-14, -14, 28, 28), self.colour, roy=self.roy)
