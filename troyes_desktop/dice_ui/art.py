"""Original vector art for Troyes Dice, drawn with QPainter: dice with a colour glyph (for colour-blind
players), citizens, the six building silhouettes, resources, and the ink colours of up to 10 players."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.parchment import PIP_LAYOUT

#: Die / district colours (fill, ink drawn on it).
FILL = {
    "red": QColor("#b8412f"),
    "yellow": QColor("#e3b23c"),
    "white": QColor("#f6f1e6"),
    "black": QColor("#2a2421"),
}
INK_ON = {
    "red": QColor("#fff7ea"),
    "yellow": QColor("#3b2a1a"),
    "white": QColor("#3b2a1a"),
    "black": QColor("#f3e6c8"),
}
#: Pale tints of the district colours for the sheet's bands.
TINT = {"red": QColor("#f2d2c6"), "yellow": QColor("#f5e4b3"), "white": QColor("#ebe6da")}
DEEP = {"red": QColor("#8e2c1f"), "yellow": QColor("#9a6d12"), "white": QColor("#6f6656")}
COLOUR_KEYS = ("red", "yellow", "white")
RESOURCE_NAMES = ("influence", "deniers", "knowledge")

#: Ten player inks (the four of the Troyes board first), each readable on parchment.
PLAYER_INKS = (
    "#d9822b",
    "#3f6fb5",
    "#4f9a4a",
    "#8e4fa0",
    "#b03a48",
    "#2f8f8a",
    "#8a6d1f",
    "#5a5a9c",
    "#a0522d",
    "#4a4a4a",
)

#: Pip positions of a die face (shared with the start screen's ornament).
PIPS = PIP_LAYOUT


def player_ink(seat: int) -> QColor:
    return QColor(PLAYER_INKS[seat % len(PLAYER_INKS)])


def glyphs_wanted() -> bool:
    """The colour-blind help (Settings; on unless the player turned it off): the dice show their glyph."""
    from troyes_desktop import settings as player_settings

    return bool(player_settings.get("colour_blind_glyphs"))


def glyph_path(colour: str, centre: QPointF, size: float) -> QPainterPath:
    """The colour's glyph: red a shield point (triangle), yellow a coin (circle), white a cross."""
    path = QPainterPath()
    s = size / 2
    x, y = centre.x(), centre.y()
    if colour == "red":
        path.addPolygon(
            QPolygonF([QPointF(x - s, y - s * 0.8), QPointF(x + s, y - s * 0.8), QPointF(x, y + s)])
        )
        path.closeSubpath()
    elif colour == "yellow":
        path.addEllipse(QPointF(x, y), s * 0.85, s * 0.85)
    elif colour == "white":
        w = s * 0.36
        path.addRect(QRectF(x - w, y - s, 2 * w, 2 * s))
        path.addRect(QRectF(x - s, y - w * 1.6, 2 * s, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    else:  # black: a skull-like diamond
        path.addPolygon(
            QPolygonF([QPointF(x, y - s), QPointF(x + s, y), QPointF(x, y + s), QPointF(x - s, y)])
        )
        path.closeSubpath()
    return path


def draw_glyph(p: QPainter, colour: str, centre: QPointF, size: float, ink: QColor | None = None) -> None:
    p.save()
    p.setPen(QPen(QColor(ink or DEEP.get(colour, QColor("#222"))), max(0.8, size * 0.08)))
    p.setBrush(FILL.get(colour, QColor("#222")))
    p.drawPath(glyph_path(colour, centre, size))
    p.restore()


def draw_die(
    p: QPainter,
    rect: QRectF,
    value: int,
    colour: str,
    *,
    glyph: bool = True,
    highlight: QColor | None = None,
    faded: bool = False,
) -> None:
    """A die: rounded square of its colour, pips (a 0 shows an empty face), the colour's glyph under them
    while the colour-blind help is on (Settings)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        p.setOpacity(0.45)
    r = rect
    rad = r.width() * 0.18
    # Shadow.
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 55))
    p.drawRoundedRect(r.translated(r.width() * 0.05, r.width() * 0.07), rad, rad)
    fill = FILL.get(colour, FILL["black"])
    if colour in ("white", "yellow", "red"):
        # Transparent dice: a glassy look with a lighter top.
        top = QColor(fill).lighter(118)
        from PySide6.QtGui import QLinearGradient

        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, top)
        grad.setColorAt(1, fill)
        p.setBrush(grad)
    else:
        p.setBrush(fill)
    edge = QColor(highlight) if highlight is not None else QColor(fill).darker(170)
    p.setPen(QPen(edge, max(1.0, r.width() * (0.09 if highlight is not None else 0.045))))
    p.drawRoundedRect(r, rad, rad)
    ink = INK_ON.get(colour, QColor("#f3e6c8"))
    glyphed = glyph and glyphs_wanted()
    if glyphed:
        # The colour's glyph, large enough to see (issue 52: at least a third of the die), in the middle of
        # the face, faint under the pips, which stay whole on it.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 95 if value else 170))
        p.drawPath(glyph_path(colour, r.center(), r.width() * 0.6))
    p.setPen(QPen(QColor(fill), r.width() * 0.025) if glyphed else Qt.PenStyle.NoPen)   # (a pip on the glyph)
    p.setBrush(ink)
    pr = r.width() * 0.085
    for fx, fy in PIPS.get(value, []):
        p.drawEllipse(QPointF(r.left() + fx * r.width(), r.top() + fy * r.height()), pr, pr)
    p.restore()


def draw_citizen(
    p: QPainter, centre: QPointF, size: float, colour: str, *, filled: bool = True, pen: QColor | None = None
) -> None:
    """A small citizen figure: head and robe."""
    p.save()
    s = size
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    path.addEllipse(QPointF(x, y - s * 0.27), s * 0.17, s * 0.17)
    robe = QPainterPath()
    robe.moveTo(x - s * 0.3, y + s * 0.42)
    robe.quadTo(x - s * 0.26, y - s * 0.08, x, y - s * 0.08)
    robe.quadTo(x + s * 0.26, y - s * 0.08, x + s * 0.3, y + s * 0.42)
    robe.closeSubpath()
    path.addPath(robe)
    p.setPen(QPen(pen or DEEP.get(colour, QColor(theme.INK)), max(0.7, s * 0.06)))
    p.setBrush(FILL.get(colour) if filled else Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.restore()


def _poly(points, rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    pts = [QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height()) for x, y in points]
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def building_path(name: str, rect: QRectF) -> QPainterPath:
    """The outline of a building silhouette inside ``rect`` (unit coordinates scaled to it)."""
    if name == "fortress":
        pts = [
            (0.1, 1),
            (0.1, 0.3),
            (0.1, 0.18),
            (0.2, 0.18),
            (0.2, 0.28),
            (0.3, 0.28),
            (0.3, 0.18),
            (0.4, 0.18),
            (0.4, 0.45),
            (0.6, 0.45),
            (0.6, 0.18),
            (0.7, 0.18),
            (0.7, 0.28),
            (0.8, 0.28),
            (0.8, 0.18),
            (0.9, 0.18),
            (0.9, 1),
        ]
        path = _poly(pts, rect)
        gate = QPainterPath()
        gate.addRoundedRect(
            QRectF(
                rect.left() + 0.42 * rect.width(),
                rect.top() + 0.68 * rect.height(),
                0.16 * rect.width(),
                0.32 * rect.height(),
            ),
            3,
            3,
        )
        return path.subtracted(gate)
    if name == "great_hall":
        pts = [(0.05, 1), (0.05, 0.5), (0.5, 0.15), (0.95, 0.5), (0.95, 1)]
        return _poly(pts, rect)
    if name == "cathedral":
        pts = [
            (0.08, 1),
            (0.08, 0.52),
            (0.3, 0.38),
            (0.3, 0.2),
            (0.38, 0.02),
            (0.46, 0.2),
            (0.46, 0.38),
            (0.7, 0.38),
            (0.92, 0.55),
            (0.92, 1),
        ]
        return _poly(pts, rect)
    if name == "counts_palace":
        path = _poly([(0.12, 1), (0.12, 0.45), (0.88, 0.45), (0.88, 1)], rect)
        dome = QPainterPath()
        dome.addEllipse(
            QRectF(
                rect.left() + 0.3 * rect.width(),
                rect.top() + 0.14 * rect.height(),
                0.4 * rect.width(),
                0.5 * rect.height(),
            )
        )
        return path.united(dome)
    if name == "city_hall":
        pts = [
            (0.1, 1),
            (0.1, 0.5),
            (0.4, 0.5),
            (0.4, 0.2),
            (0.5, 0.05),
            (0.6, 0.2),
            (0.6, 0.5),
            (0.9, 0.5),
            (0.9, 1),
        ]
        return _poly(pts, rect)
    # bishopric: a house with a cross on the gable
    path = _poly([(0.15, 1), (0.15, 0.5), (0.5, 0.25), (0.85, 0.5), (0.85, 1)], rect)
    cross = QPainterPath()
    cx = rect.left() + 0.5 * rect.width()
    cross.addRect(
        QRectF(
            cx - 0.03 * rect.width(),
            rect.top() + 0.02 * rect.height(),
            0.06 * rect.width(),
            0.26 * rect.height(),
        )
    )
    cross.addRect(
        QRectF(
            cx - 0.1 * rect.width(),
            rect.top() + 0.08 * rect.height(),
            0.2 * rect.width(),
            0.06 * rect.height(),
        )
    )
    return path.united(cross)


def draw_resource(p: QPainter, resource: str, centre: QPointF, size: float) -> None:
    """Resource icons: influence a seal, deniers a coin, knowledge a book."""
    p.save()
    s = size / 2
    x, y = centre.x(), centre.y()
    if resource == "influence":
        p.setPen(QPen(DEEP["red"], max(0.8, s * 0.15)))
        p.setBrush(FILL["red"])
        p.drawEllipse(centre, s * 0.85, s * 0.85)
        p.setBrush(QColor("#fff0e0"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(centre, s * 0.3, s * 0.3)
    elif resource == "deniers":
        p.setPen(QPen(DEEP["yellow"], max(0.8, s * 0.15)))
        p.setBrush(FILL["yellow"])
        p.drawEllipse(centre, s * 0.85, s * 0.85)
        p.drawEllipse(centre, s * 0.45, s * 0.45)
    else:
        p.setPen(QPen(DEEP["white"], max(0.8, s * 0.13)))
        p.setBrush(QColor("#fdfaf2"))
        p.drawRect(QRectF(x - s * 0.85, y - s * 0.65, s * 0.8, s * 1.3))
        p.drawRect(QRectF(x + s * 0.05, y - s * 0.65, s * 0.8, s * 1.3))
    p.restore()
