"""Each player's mark: a shape drawn on their pieces besides their colour, so that the players can be told
apart without colour (colour-blind players, a greyscale screen or print).

The mark belongs to the colour, so that it is the same wherever the colour is: orange a circle, blue a
cross, green a triangle, purple a diamond, drawn light with a dark outline on the citizens, guards, cubes
and influence discs of the Troyes board and on the player panels' shields. The neutral player (grey) and
le Roy (burgundy with a golden trim) have none: "no mark" is their mark. The marks are shown while the
colour-blind help is on (Settings, ``colour_blind_glyphs``, on by default), like the dice's glyphs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from troyes_desktop.shared_ui import theme

#: The mark of each player colour (the keys of :data:`theme.PLAYER_COLOURS`).
MARKS: dict[str, str] = {"orange": "circle", "blue": "cross", "green": "triangle", "purple": "diamond"}
#: The mark of each colour's hex value, as the board's drawing routines receive only the colour.
_BY_HEX = {hexa.lower(): MARKS[key] for key, (_label, hexa) in theme.PLAYER_COLOURS.items()}

MARK_FILL = QColor("#fffaf0")


def marks_wanted() -> bool:
    """The players' marks are drawn (Settings, the colour-blind help; on unless the player turned it off)."""
    from troyes_desktop import settings as player_settings

    return bool(player_settings.get("colour_blind_glyphs"))


def mark_of(colour: QColor | str | None) -> str | None:
    """The mark of a player colour ("circle", "cross", "triangle", "diamond"), None for any other colour."""
    if colour is None:
        return None
    name = colour.name() if isinstance(colour, QColor) else str(colour)
    return _BY_HEX.get(name.lower())


def mark_path(kind: str, centre: QPointF, size: float) -> QPainterPath:
    """The outline of a mark ``size`` wide, centred on ``centre``."""
    x, y, s = centre.x(), centre.y(), size / 2
    path = QPainterPath()
    if kind == "circle":
        path.addEllipse(centre, s * 0.86, s * 0.86)
    elif kind == "cross":
        w = s * 0.36
        path.addRect(QRectF(x - w, y - s, 2 * w, 2 * s))
        path.addRect(QRectF(x - s, y - w, 2 * s, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
        path = path.simplified()
    elif kind == "triangle":
        path.addPolygon(QPolygonF([QPointF(x, y - s), QPointF(x + s, y + s * 0.8),
                                   QPointF(x - s, y + s * 0.8)]))
        path.closeSubpath()
    elif kind == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - s), QPointF(x + s * 0.8, y), QPointF(x, y + s),
                                   QPointF(x - s * 0.8, y)]))
        path.closeSubpath()
    return path


def draw_mark(painter: QPainter, colour: QColor | str | None, centre: QPointF, size: float,
              *, force: bool = False) -> bool:
    """Draw the mark of ``colour`` (light, outlined in the colour's dark shade) when it has one and the
    colour-blind help is on (``force``: whatever the setting); True when a mark was drawn."""
    kind = mark_of(colour)
    if kind is None or not (force or marks_wanted()):
        return False
    edge = QColor(colour).darker(190)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge, max(0.7, size * 0.1), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(MARK_FILL)
    painter.drawPath(mark_path(kind, centre, size))
    painter.restore()
    return True
