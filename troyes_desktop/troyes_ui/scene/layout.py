"""Where everything sits on the board, in scene units (one scene unit is about one pixel at 100 %).

Left: the influence track, the three principal buildings and, below each, the activity cards of its
colour (levels I to III). Right: the event queue with the decks, the cathedral, agriculture, the
general supply, and the city square with its districts.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

# Sizes are chosen so that at 1280x800, where the board gets about 870x720 pixels beside the side columns,
# it is drawn at 0.55 or more: dice at 28 px or more, card titles and numbers at 9 pt or more
# (tests/gui/test_board_readable.py). The two halves are packed close, with little bare parchment.
SCENE = QRectF(0, 0, 1538, 1006)
COL_W = 250
COL_GAP = 8
LEFT_X = 10

INFLUENCE = QRectF(LEFT_X, 8, 3 * COL_W + 2 * COL_GAP, 60)
BUILDING_Y = 78
BUILDING_H = 214
CARD_Y = 302
CARD_H = 228
CARD_GAP = 6
#: Inside an activity card: the header band's height, the top of the tradesman spaces, and the pixel
#: sizes of the title and of the main numbers (hiring cost, divisor, victory points).
CARD_HEADER = 40
CARD_SPACES_Y = 78
CARD_TITLE_PX = 24
CARD_NUMBER_PX = 23

RIGHT_X = LEFT_X + 3 * COL_W + 2 * COL_GAP + 12
RIGHT_W = 740
EVENTS = QRectF(RIGHT_X, 8, RIGHT_W, 284)
EVENT_CARD_W = 146
EVENT_CARD_H = 250
EVENT_CARDS_X = RIGHT_X + 10
EVENT_CARDS_Y = 36
EVENT_HEADER = 56
EVENT_TITLE_PX = 23
DECKS = QRectF(RIGHT_X + RIGHT_W - 84, 30, 76, 254)
CATHEDRAL = QRectF(RIGHT_X, 300, 380, 262)
AGRICULTURE = QRectF(RIGHT_X + 390, 300, 150, 262)
SUPPLY = QRectF(RIGHT_X + 550, 300, RIGHT_W - 550, 262)
CITY = QRectF(RIGHT_X, 570, RIGHT_W, 428)
DIE = 54.0

# The Ladies of Troyes, ramparts module: a band under the board with the 20 spaces of the wall (clockwise
# from the top gate, space 0) and the four outdoor tiles, each under the stretch of wall leading to its gate.
RAMPARTS = QRectF(LEFT_X, 1012, SCENE.width() - 2 * LEFT_X, 214)
SCENE_WITH_RAMPARTS = QRectF(0, 0, SCENE.width(), 1234)


def scene_rect(ramparts: bool = False) -> QRectF:
    """The board's extent: taller when the ramparts are in play."""
    return SCENE_WITH_RAMPARTS if ramparts else SCENE


def building_rect(b: int) -> QRectF:
    return QRectF(LEFT_X + b * (COL_W + COL_GAP), BUILDING_Y, COL_W, BUILDING_H)


def card_rect(slot: int) -> QRectF:
    colour, level = divmod(slot, 3)
    return QRectF(LEFT_X + colour * (COL_W + COL_GAP), CARD_Y + level * (CARD_H + CARD_GAP), COL_W, CARD_H)


#: Up to this many events the queue is laid out in two rows of half-height cards once they no longer stand
#: side by side whole (5 to 10 events): every name reads across, none stands upright (issue 50). A longer
#: queue (rare) overlaps its cards in one row, each showing a strip.
EVENT_ROWS_MAX = 10
EVENT_ROW_GAP = 6


def event_rows(count: int) -> bool:
    """True when a queue of ``count`` events is laid out in two rows of half-height cards."""
    room = DECKS.left() - 10 - EVENT_CARDS_X
    return count * EVENT_CARD_W + (count - 1) * 10 > room and count <= EVENT_ROWS_MAX


def event_rect(index: int, count: int) -> QRectF:
    """Where event card ``index`` of ``count`` lies: a whole card side by side, a half-height card in two
    rows (read left to right, the top row first), or a whole card overlapped by the next one."""
    if not event_rows(count):
        return QRectF(event_pos(index, count), QSizeF(EVENT_CARD_W, EVENT_CARD_H))
    cols = math.ceil(count / 2)
    room = DECKS.left() - 10 - EVENT_CARDS_X
    w = (room - EVENT_ROW_GAP * (cols - 1)) / cols
    h = (EVENTS.bottom() - 4 - EVENT_CARDS_Y - EVENT_ROW_GAP) / 2
    row, col = divmod(index, cols)
    return QRectF(EVENT_CARDS_X + col * (w + EVENT_ROW_GAP), EVENT_CARDS_Y + row * (h + EVENT_ROW_GAP), w, h)


def event_pos(index: int, count: int) -> QPointF:
    """Top-left of event card ``index`` of ``count`` in one row: side by side, overlapping when the queue is
    long."""
    room = DECKS.left() - 10 - EVENT_CARDS_X - EVENT_CARD_W
    step = EVENT_CARD_W + 10
    if count > 1 and step * (count - 1) > room:
        step = room / (count - 1)
    return QPointF(EVENT_CARDS_X + index * step, EVENT_CARDS_Y)


def district_rects(count: int) -> list[QRectF]:
    """Rectangles of ``count`` districts inside the city square."""
    inner = CITY.adjusted(10, 30, -10, -10)
    rows = 1 if count <= 3 else 2
    cols = math.ceil(count / rows)
    gap = 10
    w = (inner.width() - gap * (cols - 1)) / cols
    h = (inner.height() - gap * (rows - 1)) / rows
    out = []
    for i in range(count):
        r, c = divmod(i, cols)
        out.append(QRectF(inner.x() + c * (w + gap), inner.y() + r * (h + gap), w, h))
    return out


def district_die_positions(rect: QRectF, n: int) -> list[QPointF]:
    """Top-left corners of ``n`` dice laid out in rows inside a district (header band excluded)."""
    return district_dice(rect, n)[1]


def district_dice(rect: QRectF, n: int) -> tuple[float, list[QPointF]]:
    """The dice's size and the top-left corners of ``n`` dice laid out in rows inside a district (header
    band excluded): full size while they fit, smaller when a district holds many dice."""
    area = rect.adjusted(12, 40, -12, -10)
    size = DIE
    gap = 10.0
    per_row = max(1, int((area.width() + gap) // (size + gap)))
    rows = max(1, math.ceil(n / per_row))
    while rows * (size + gap) - gap > area.height() and size > 22:
        size -= 2
        gap = max(4.0, gap - 1)
        per_row = max(1, int((area.width() + gap) // (size + gap)))
        rows = max(1, math.ceil(n / per_row))
    out = []
    for i in range(n):
        r, c = divmod(i, per_row)
        out.append(QPointF(area.x() + c * (size + gap), area.y() + r * (size + gap)))
    return size, out
