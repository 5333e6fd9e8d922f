"""The board's item base class and the text helpers every item draws with.

Each item redraws from the model (through its scene) and holds no game logic: ``refresh()`` re-reads the
state, ``hit(local_pos)`` names what lies under the mouse as a small key (``("card", slot)``,
``("space", b, i)``...) that the controller turns into actions. One module per thing drawn:
:mod:`.background`, :mod:`.buildings` (with the cathedral), :mod:`.cards` (with agriculture), :mod:`.events`,
:mod:`.supply`, :mod:`.dice`, :mod:`.ramparts`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.marks import marks_wanted

from . import palette as pal


class BoardItem(QGraphicsObject):
    """Base: a fixed rectangle, access to the board scene, highlight drawing."""

    def __init__(self, rect: QRectF, parent=None) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setAcceptHoverEvents(True)
        # Drawn once per zoom level and state change: drags and animations only blit the cached pixels.
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    @property
    def board(self):
        return self.scene()

    @property
    def game(self):
        return self.scene().model.game

    def solo(self) -> bool:
        return bool(self.game.solo)

    def hit(self, pos: QPointF):
        return None

    def refresh(self) -> None:
        self.update_if_changed()

    def signature(self):
        """What the item draws, as a comparable value; None means "always redraw". Items that return one
        are repainted (their cached pixels rebuilt) only when it changes: an action then redraws only the
        few items it touched instead of the whole board (bench_gui.py, stalls during animations)."""
        return None

    def update_if_changed(self) -> None:
        sig = self.signature()
        if sig is not None:
            # A new text size, the colour-blind marks switched (Settings) or other colours (a new game on
            # the same board) redraw the item.
            sig = (sig, board_text_scale(), marks_wanted(), tuple(theme.colour_keys(self.game)))
        if sig is None or sig != getattr(self, "_sig", object()):
            self._sig = sig
            self.update()

    def owns(self, key) -> bool:
        """True when a highlight ``key`` is drawn by this item (set_highlights repaints only those)."""
        k = getattr(self, "key", None)
        return k is not None and key == k()

    def highlighted(self, key) -> bool:
        sc = self.scene()
        return sc is not None and key in sc.highlights

    def draw_highlight(self, painter: QPainter, rect: QRectF, radius: float = 10) -> None:
        """A lit target: a gold frame with a glow outside it, nothing over the face, so that a lit card
        keeps its colours (a red card stays red, its name as readable as unlit; issue 50)."""
        painter.save()
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor(255, 213, 74, 150), 6))
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        painter.setPen(QPen(QColor("#e0a800"), 3.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.restore()

    def title(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        size: int = 17,
        colour: QColor | None = None,
        align=Qt.AlignCenter,
        bold: bool = True,
    ) -> None:
        painter.setFont(pal.font(size, bold=bold))
        painter.setPen(colour or pal.INK)
        painter.drawText(rect, align, text)


def px_font(size: int, bold: bool = False, italic: bool = False):
    f = pal.font(10, bold, italic)
    f.setPixelSize(size)
    return f


def text(
    painter: QPainter,
    rect: QRectF,
    s: str,
    size: int,
    colour: QColor = pal.INK,
    bold: bool = False,
    align=Qt.AlignLeft | Qt.AlignVCenter,
    italic: bool = False,
    wrap: bool = False,
) -> None:
    """``s`` in ``rect``; a text too long for its place (French is longer than English) is drawn in a
    smaller size, down to 70 %, and only then shortened with an ellipsis (see :func:`fitted_text`)."""
    flags = align | (Qt.TextWordWrap if wrap else 0)
    font, s = fitted_text(rect, s, size, bold, italic, wrap)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, flags, s)


def fitted_text(rect: QRectF, s: str, size: int, bold: bool = False, italic: bool = False,
                wrap: bool = False):
    """The font and the text :func:`text` draws in ``rect``: ``s`` at the size :func:`fitted_font` finds,
    or, when it does not fit even at the smallest size, shortened with an ellipsis: each line elided
    (one-line text), or as many wrapped lines as the height holds, the last one elided (wrapped text), so
    that nothing is drawn outside ``rect``."""
    from PySide6.QtGui import QFontMetricsF

    font, fits = fitted_font(rect, s, size, bold, italic, wrap)
    if fits:
        return font, s
    metrics = QFontMetricsF(font)
    width = rect.width()
    if not wrap:
        return font, "\n".join(metrics.elidedText(line, Qt.ElideRight, width) for line in s.split("\n"))
    from troyes_desktop.shared_ui.widgets import wrap_text

    lines = [line for paragraph in s.split("\n") for line in wrap_text(paragraph, metrics, width).split("\n")]
    room = max(1, int(rect.height() // metrics.lineSpacing()))
    if len(lines) > room:
        lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
    return font, "\n".join(metrics.elidedText(line, Qt.ElideRight, width) for line in lines)


def board_text_scale() -> float:
    """The text size chosen in Settings (1.0, 1.25, 1.5): the board's text grows with it where it has room."""
    from troyes_desktop.shared_ui import theme

    try:
        return max(1.0, float(theme.text_scale()))
    except (TypeError, ValueError):
        return 1.0


#: The board's smallest print, in scene units, wherever its place holds it: at 1920x1080 the board is drawn
#: at about 0.87, so its smallest print is 11 px or more on screen there (tests/benchmarks/board_sizes.py).
READABLE_PX = 14


def fitted_font(rect: QRectF, s: str, size: int, bold: bool = False, italic: bool = False,
                wrap: bool = False):
    """The font :func:`text` draws ``s`` with in ``rect``, and whether the text fits at that size.

    ``size`` is the size in pixels at the normal text size; a smaller print is drawn at ``READABLE_PX`` as
    far as ``rect`` holds it (issue 50: 11 px or more on screen at 1920x1080); with a larger text size
    (Settings) the text, small print included, is drawn that much larger as far as ``rect`` holds it (its
    width, and its height: never taller than the rect, or than the normal size when the rect was already
    tight), then smaller, down to 70 % of ``size``, when the text is too long. So a larger text size never
    cuts a text that fits at the normal one."""
    from PySide6.QtGui import QFontMetricsF

    flags = Qt.AlignLeft | (Qt.TextWordWrap if wrap else 0)
    smallest = max(7, int(size * 0.7))
    start = max(size, int(round(max(size, READABLE_PX) * board_text_scale())))
    font = px_font(start, bold, italic)
    tall = 0.0
    if start > size and not wrap:
        tall = max(rect.height(), QFontMetricsF(px_font(size, bold, italic)).height()) + 1
    while True:
        metrics = QFontMetricsF(font)
        if wrap:
            box = metrics.boundingRect(QRectF(0, 0, rect.width(), 100_000), int(flags), s)
            fits = box.height() <= rect.height() + 1 and box.width() <= rect.width() + 1
        else:
            fits = all(metrics.horizontalAdvance(line) <= rect.width() + 0.5 for line in s.split("\n"))
        grown = font.pixelSize() > size
        if grown and not wrap and metrics.height() * max(1, s.count("\n") + 1) > tall:
            fits = False
        if fits or font.pixelSize() <= smallest:
            return font, fits
        font.setPixelSize(font.pixelSize() - 1)
