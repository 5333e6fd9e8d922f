"""The gold frame the guided game draws around the place or die a step asks for (issue 41): it stands in the
space around the lit thing, never on a neighbour (a card of the event queue, a die beside it), so it hides
none of their words; where there is no room beside it, a thin frame goes on the lit thing's own border."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainterPath

#: The frame's width and its distance from the lit thing when there is room (scene units).
THICK = 10.0
GAP = 2.0
#: Where there is no room beside it: a frame this wide on the lit thing's own border (no words there).
INSIDE = 3.0


def body(item) -> QRectF:
    """The part of a board item a player sees, in scene coordinates: its drawn rectangle (not the margin its
    bounding box keeps for its shadow), an overlapped event card only as far as the next card."""
    size = getattr(item, "size", None)
    if getattr(item, "die_id", None) is not None and size:
        local = QRectF(0, 0, size, size)
    else:
        local = QRectF(getattr(item, "_rect", item.boundingRect()))
        visible = getattr(item, "visible_w", None)
        if visible is not None:
            local.setWidth(min(local.width(), visible))
    return item.mapRectToScene(local)


def neighbours(lit: QRectF, items) -> list[QRectF]:
    """The visible rectangles of the other places and dice: not the lit one, nor what holds it (its district,
    the background) or what it holds (the dice of a lit district), nor what already overlaps it."""
    out = []
    for other in items:
        if not other.isVisible():
            continue
        rect = body(other)
        if rect.isEmpty() or rect.contains(lit) or lit.contains(rect) or rect.intersects(lit):
            continue
        out.append(rect)
    return out


def frame_path(lit: QRectF, others: list[QRectF]) -> QPainterPath:
    """The frame around ``lit``: on each side as far out as the room to the nearest neighbour on that side
    allows (up to GAP + THICK), never reaching it."""
    reach = GAP + THICK

    def room(side: str) -> float:
        free = reach + 1
        for r in others:
            across_x = r.right() > lit.left() - reach and r.left() < lit.right() + reach
            across_y = r.bottom() > lit.top() - reach and r.top() < lit.bottom() + reach
            if side == "left" and across_y and r.right() <= lit.left():
                free = min(free, lit.left() - r.right())
            elif side == "right" and across_y and r.left() >= lit.right():
                free = min(free, r.left() - lit.right())
            elif side == "top" and across_x and r.bottom() <= lit.top():
                free = min(free, lit.top() - r.bottom())
            elif side == "bottom" and across_x and r.top() >= lit.bottom():
                free = min(free, r.top() - lit.bottom())
        return free - 0.5                                 # clear of the neighbour

    outer, inner = {}, {}
    for side in ("left", "top", "right", "bottom"):
        out = min(reach, room(side))
        if out >= INSIDE:
            outer[side], inner[side] = out, max(0.0, out - THICK)
        else:                                             # no room: a thin frame on its own border
            outer[side] = out
            inner[side] = outer[side] - INSIDE
    path = QPainterPath()
    path.addRect(lit.adjusted(-outer["left"], -outer["top"], outer["right"], outer["bottom"]))
    path.addRect(lit.adjusted(-inner["left"], -inner["top"], inner["right"], inner["bottom"]))
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path
