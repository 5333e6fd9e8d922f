"""Small QPainter routines shared by the board items: dice, meeples, cubes, discs, parchment.

All artwork is original and vector-drawn, so it stays crisp at any zoom.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from troyes_desktop.shared_ui.marks import draw_mark

from . import palette as pal

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def parchment(
    painter: QPainter,
    rect: QRectF,
    radius: float = 10,
    light: QColor | None = None,
    dark: QColor | None = None,
    border: QColor | None = None,
    width: float = 2.0,
) -> None:
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, light or pal.PARCHMENT_LIGHT)
    g.setColorAt(1, dark or pal.PARCHMENT)
    painter.setBrush(QBrush(g))
    painter.setPen(QPen(border or pal.STONE_DARK, width))
    painter.drawRoundedRect(rect, radius, radius)


def stone(painter: QPainter, rect: QRectF, radius: float = 8) -> None:
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, pal.STONE_LIGHT)
    g.setColorAt(1, pal.STONE)
    painter.setBrush(QBrush(g))
    painter.setPen(QPen(pal.STONE_DARK, 2))
    painter.drawRoundedRect(rect, radius, radius)


def _glyphs_wanted() -> bool:
    """The colour-blind glyphs on the dice (Settings dialog; on unless the player turned them off)."""
    from troyes_desktop import settings as player_settings

    return bool(player_settings.get("colour_blind_glyphs"))


def glyph(painter: QPainter, kind: int, rect: QRectF, colour: QColor) -> None:
    """The colour-blind glyph of a die colour: 0 sword (red), 1 cross (white), 2 sheaf (yellow)."""
    painter.save()
    w, h = rect.width(), rect.height()
    x, y = rect.x(), rect.y()
    pen = QPen(colour, max(1.0, w * 0.11), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    if kind == 0:  # sword: blade, guard, pommel
        painter.drawLine(QPointF(x + w * 0.5, y + h * 0.05), QPointF(x + w * 0.5, y + h * 0.72))
        painter.drawLine(QPointF(x + w * 0.22, y + h * 0.68), QPointF(x + w * 0.78, y + h * 0.68))
        painter.drawLine(QPointF(x + w * 0.5, y + h * 0.72), QPointF(x + w * 0.5, y + h * 0.92))
    elif kind == 1:  # cross pattée
        painter.drawLine(QPointF(x + w * 0.5, y + h * 0.08), QPointF(x + w * 0.5, y + h * 0.92))
        painter.drawLine(QPointF(x + w * 0.18, y + h * 0.36), QPointF(x + w * 0.82, y + h * 0.36))
    elif kind == 2:  # sheaf: three stalks bound in the middle
        for dx in (-0.22, 0.0, 0.22):
            painter.drawLine(
                QPointF(x + w * (0.5 + dx * 1.3), y + h * 0.1),
                QPointF(x + w * (0.5 - dx * 0.9), y + h * 0.92),
            )
        painter.drawLine(QPointF(x + w * 0.3, y + h * 0.52), QPointF(x + w * 0.7, y + h * 0.52))
    elif kind == 4:  # purple die (head of the family): a crown
        crown = QPolygonF([
            QPointF(x + w * 0.12, y + h * 0.82), QPointF(x + w * 0.12, y + h * 0.3),
            QPointF(x + w * 0.33, y + h * 0.55), QPointF(x + w * 0.5, y + h * 0.18),
            QPointF(x + w * 0.67, y + h * 0.55), QPointF(x + w * 0.88, y + h * 0.3),
            QPointF(x + w * 0.88, y + h * 0.82),
        ])
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 110))
        painter.drawPolygon(crown)
    else:  # black die: a small skull-like dot
        painter.setBrush(colour)
        painter.drawEllipse(rect.adjusted(w * 0.25, h * 0.25, -w * 0.25, -h * 0.25))
    painter.restore()


def die(
    painter: QPainter,
    rect: QRectF,
    colour: int,
    value: int,
    *,
    selected: bool = False,
    dim: bool = False,
    glyph_mark: bool = True,
) -> None:
    """A die: rounded face, pips, and the colour glyph under them (the colour-blind help).

    ``colour`` is 0 red, 1 white, 2 yellow, 3 black, 4 purple (the head of the family's die).
    """
    painter.save()
    face = QColor(pal.DIE_FACE[colour])
    if dim:
        face = face.darker(130)
    r = rect.width() * 0.18
    # shadow
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(2, 3), r, r)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, face.lighter(118))
    g.setColorAt(1, face.darker(108))
    painter.setBrush(QBrush(g))
    if selected:
        painter.setPen(QPen(pal.HIGHLIGHT, max(3.0, rect.width() * 0.09)))
    else:
        painter.setPen(QPen(pal.DIE_EDGE[colour], max(1.2, rect.width() * 0.035)))
    painter.drawRoundedRect(rect, r, r)
    pip = pal.DIE_PIP[colour]
    glyphed = glyph_mark and colour != 3 and _glyphs_wanted()
    if glyphed:
        # The colour's glyph, large enough to see (issue 52: at least a third of the die): in the middle of
        # the face, faint under the pips, which stay whole on it; alone and stronger on a blank die (a die
        # standing for its colour only: card costs, event cards).
        gs = rect.width() * (0.62 if value else 0.6)
        grect = QRectF(rect.center().x() - gs / 2, rect.center().y() - gs / 2, gs, gs)
        gcol = QColor(pip)
        gcol.setAlpha(125 if value else 200)
        glyph(painter, colour, grect, gcol)
    painter.setPen(QPen(face, rect.width() * 0.025) if glyphed else Qt.NoPen)   # (a pip on the glyph)
    painter.setBrush(pip)
    pr = rect.width() * 0.085
    for fx, fy in PIPS.get(value, []):
        painter.drawEllipse(QPointF(rect.x() + fx * rect.width(), rect.y() + fy * rect.height()), pr, pr)
    painter.restore()


def meeple_path(cx: float, base_y: float, h: float) -> QPainterPath:
    """A standing figure (head, shoulders, robe) whose feet rest on ``base_y``."""
    w = h * 0.62
    p = QPainterPath()
    head_r = h * 0.17
    p.addEllipse(QPointF(cx, base_y - h + head_r), head_r, head_r)
    body = QPainterPath()
    top = base_y - h + head_r * 2.05
    body.moveTo(cx - w * 0.22, top)
    body.lineTo(cx + w * 0.22, top)
    body.quadTo(cx + w * 0.5, top + h * 0.05, cx + w * 0.5, top + h * 0.28)  # right arm
    body.lineTo(cx + w * 0.3, top + h * 0.32)
    body.lineTo(cx + w * 0.38, base_y)
    body.lineTo(cx - w * 0.38, base_y)
    body.lineTo(cx - w * 0.3, top + h * 0.32)
    body.lineTo(cx - w * 0.5, top + h * 0.28)
    body.quadTo(cx - w * 0.5, top + h * 0.05, cx - w * 0.22, top)
    body.closeSubpath()
    p.addPath(body)
    p.setFillRule(Qt.WindingFill)
    return p


def meeple(
    painter: QPainter,
    center: QPointF,
    h: float,
    colour: QColor,
    *,
    lying: bool = False,
    highlight: bool = False,
    roy: bool = False,
) -> None:
    painter.save()
    painter.translate(center)
    if lying:
        painter.rotate(-90)
    path = meeple_path(0, h / 2, h)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawPath(path.translated(1.5, 2))
    g = QLinearGradient(QPointF(-h / 2, -h / 2), QPointF(h / 2, h / 2))
    g.setColorAt(0, colour.lighter(125))
    g.setColorAt(1, colour.darker(115))
    painter.setBrush(QBrush(g))
    if highlight:
        painter.setPen(QPen(pal.HIGHLIGHT, max(2.5, h * 0.1)))
    else:
        painter.setPen(QPen(pal.ROY_TRIM if roy else colour.darker(170), max(1.0, h * 0.045)))
    painter.drawPath(path)
    painter.restore()
    # The player's mark on the robe, upright even on a lying citizen (shared_ui/marks.py).
    chest = QPointF(0, h * 0.17)
    if lying:
        chest = QTransform().rotate(-90).map(chest)
    draw_mark(painter, colour, center + chest, h * 0.34)


def cube(painter: QPainter, rect: QRectF, colour: QColor, roy: bool = False) -> None:
    """A wooden cube seen slightly from above."""
    painter.save()
    s = rect.width()
    d = s * 0.22
    front = QRectF(rect.x(), rect.y() + d, s - d, s - d)
    top = QPolygonF(
        [
            QPointF(front.left(), front.top()),
            QPointF(front.left() + d, rect.top()),
            QPointF(rect.right(), rect.top()),
            QPointF(front.right(), front.top()),
        ]
    )
    side = QPolygonF(
        [
            QPointF(front.right(), front.top()),
            QPointF(rect.right(), rect.top()),
            QPointF(rect.right(), front.bottom() - d),
            QPointF(front.right(), front.bottom()),
        ]
    )
    edge = QPen(pal.ROY_TRIM if roy else colour.darker(180), max(0.8, s * 0.05))
    painter.setPen(edge)
    painter.setBrush(colour.lighter(135))
    painter.drawPolygon(top)
    painter.setBrush(colour.darker(125))
    painter.drawPolygon(side)
    painter.setBrush(colour)
    painter.drawRect(front)
    painter.restore()
    draw_mark(painter, colour, front.center(), front.width() * 0.62)


def disc(painter: QPainter, center: QPointF, r: float, colour: QColor, roy: bool = False) -> None:
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(center + QPointF(1.2, 1.8), r, r)
    g = QLinearGradient(center - QPointF(r, r), center + QPointF(r, r))
    g.setColorAt(0, colour.lighter(130))
    g.setColorAt(1, colour.darker(110))
    painter.setBrush(QBrush(g))
    painter.setPen(QPen(pal.ROY_TRIM if roy else colour.darker(170), max(1.0, r * 0.12)))
    painter.drawEllipse(center, r, r)
    painter.restore()
    draw_mark(painter, colour, center, r * 1.15)


def hourglass(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.save()
    painter.setPen(QPen(colour, max(1.0, rect.width() * 0.1), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 90))
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    poly = QPolygonF(
        [
            QPointF(x + w * 0.2, y + h * 0.1),
            QPointF(x + w * 0.8, y + h * 0.1),
            QPointF(x + w * 0.5, y + h * 0.5),
            QPointF(x + w * 0.8, y + h * 0.9),
            QPointF(x + w * 0.2, y + h * 0.9),
            QPointF(x + w * 0.5, y + h * 0.5),
        ]
    )
    painter.drawPolygon(poly)
    painter.drawLine(QPointF(x + w * 0.1, y + h * 0.1), QPointF(x + w * 0.9, y + h * 0.1))
    painter.drawLine(QPointF(x + w * 0.1, y + h * 0.9), QPointF(x + w * 0.9, y + h * 0.9))
    painter.restore()


def bolt(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small lightning bolt: the immediate half of a mixed card's marker (bolt + hourglass)."""
    painter.save()
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    poly = QPolygonF([
        QPointF(x + w * 0.62, y), QPointF(x + w * 0.15, y + h * 0.56), QPointF(x + w * 0.48, y + h * 0.56),
        QPointF(x + w * 0.36, y + h), QPointF(x + w * 0.86, y + h * 0.4), QPointF(x + w * 0.52, y + h * 0.4),
    ])
    painter.setPen(QPen(colour, max(0.8, w * 0.06), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 150))
    painter.drawPolygon(poly)
    painter.restore()


def finish_flag(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A chequered flag on a pole: the end-of-game marker of an activity card."""
    painter.save()
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    painter.setPen(QPen(colour, max(1.0, w * 0.09), Qt.SolidLine, Qt.RoundCap))
    painter.drawLine(QPointF(x + w * 0.15, y + h * 0.05), QPointF(x + w * 0.15, y + h * 0.98))
    fx, fy, fw, fh = x + w * 0.2, y + h * 0.08, w * 0.72, h * 0.48
    painter.setPen(QPen(colour, max(0.8, w * 0.05)))
    painter.setBrush(QColor(255, 255, 255, 200))
    painter.drawRect(QRectF(fx, fy, fw, fh))
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    cw, ch = fw / 3, fh / 2
    for i in range(3):
        for j in range(2):
            if (i + j) % 2 == 0:
                painter.drawRect(QRectF(fx + i * cw, fy + j * ch, cw, ch))
    painter.restore()


def guard(painter: QPainter, center: QPointF, h: float, colour: QColor, highlight: bool = False) -> None:
    """A rampart guard: a pawn with a spear, in the player's colour."""
    painter.save()
    cx, base = center.x(), center.y() + h / 2
    painter.setPen(QPen(QColor("#4a3a2a"), max(1.0, h * 0.07), Qt.SolidLine, Qt.RoundCap))
    painter.drawLine(QPointF(cx + h * 0.3, base), QPointF(cx + h * 0.3, base - h * 1.02))
    painter.setBrush(QColor("#cfd2d6"))
    tip = [QPointF(cx + h * 0.3, base - h * 1.12), QPointF(cx + h * 0.22, base - h * 0.94),
           QPointF(cx + h * 0.38, base - h * 0.94)]
    painter.drawPolygon(QPolygonF(tip))
    painter.restore()
    meeple(painter, QPointF(cx - h * 0.04, center.y()), h * 0.92, colour, highlight=highlight)


def banner(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor) -> None:
    """A hanging banner with a swallow-tail, for the event cards."""
    painter.save()
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    poly = QPolygonF(
        [
            QPointF(x, y),
            QPointF(x + w, y),
            QPointF(x + w, y + h),
            QPointF(x + w / 2, y + h * 0.78),
            QPointF(x, y + h),
        ]
    )
    painter.setPen(QPen(edge, 1.2))
    painter.setBrush(fill)
    painter.drawPolygon(poly)
    painter.restore()


def roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(n, str(n))


def star_points(center: QPointF, r: float, n: int = 5) -> QPolygonF:
    pts = []
    for i in range(n * 2):
        rr = r if i % 2 == 0 else r * 0.45
        a = math.pi / n * i - math.pi / 2
        pts.append(QPointF(center.x() + rr * math.cos(a), center.y() + rr * math.sin(a)))
    return QPolygonF(pts)


def header_band(painter: QPainter, width: float, height: float, radius: float, colour: QColor) -> None:
    """Fill the top ``height`` of a rounded card of ``width`` (clipped to its rounded corners)."""
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(0, 0, width, height + radius * 2), radius, radius)
    painter.setClipPath(clip)
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawRect(QRectF(0, 0, width, height))
    painter.restore()
