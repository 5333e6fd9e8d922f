"""The board's QGraphicsObject items. Each one redraws from the model (through its scene) and holds
no game logic: ``refresh()`` re-reads the state, ``hit(local_pos)`` names what lies under the mouse
as a small key (``("card", slot)``, ``("space", b, i)``...) that the controller turns into actions.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from troyes_desktop.i18n import localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL, ROW_VALUES, building_name, colour_word

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips

try:  # QGraphicsObject lives in QtWidgets
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject
except ImportError:  # pragma: no cover
    raise


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
        painter.save()
        painter.setBrush(QColor(255, 213, 74, 60))
        painter.setPen(QPen(QColor(255, 213, 74, 110), 9))
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
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


def px_width(s: str, size: int, bold: bool = False, italic: bool = False) -> float:
    """The width of ``s`` drawn by :func:`text` at ``size`` pixels (before any shrinking)."""
    from PySide6.QtGui import QFontMetricsF

    return QFontMetricsF(px_font(size, bold, italic)).horizontalAdvance(s)


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


def fitted_font(rect: QRectF, s: str, size: int, bold: bool = False, italic: bool = False,
                wrap: bool = False):
    """The font :func:`text` draws ``s`` with in ``rect`` (``size`` pixels, smaller down to 70 % when the
    text is too long), and whether the text fits at that size."""
    from PySide6.QtGui import QFontMetricsF

    flags = Qt.AlignLeft | (Qt.TextWordWrap if wrap else 0)
    smallest = max(7, int(size * 0.7))
    font = px_font(size, bold, italic)
    while True:
        metrics = QFontMetricsF(font)
        if wrap:
            box = metrics.boundingRect(QRectF(0, 0, rect.width(), 100_000), int(flags), s)
            fits = box.height() <= rect.height() + 1 and box.width() <= rect.width() + 1
        else:
            fits = all(metrics.horizontalAdvance(line) <= rect.width() + 0.5 for line in s.split("\n"))
        if fits or font.pixelSize() <= smallest:
            return font, fits
        font.setPixelSize(font.pixelSize() - 1)


# ---------------------------------------------------------------------------------------------- background
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


# ---------------------------------------------------------------------------------------------- influence
class InfluenceTrackItem(BoardItem):
    CELL = lay.INFLUENCE.width() / 21

    def __init__(self) -> None:
        super().__init__(lay.INFLUENCE)

    def signature(self):
        g = self.game
        return (g.solo, tuple(p.influence for p in g.players))

    def refresh(self) -> None:
        g = self.game
        self.setToolTip(tips.influence_track([(p.name, p.influence) for p in g.players]))
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        dr.stone(painter, self._rect, 8)
        g = self.game
        by_value: dict[int, list[int]] = {}
        for i, p in enumerate(g.players):
            by_value.setdefault(p.influence, []).append(i)
        for v in range(21):
            cell = QRectF(v * self.CELL + 2, 4, self.CELL - 4, self._rect.height() - 8)
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
                dr.disc(painter, QPointF(cx, cy), 7 if len(owners) > 1 else 10, pal.player_colour(o, g.solo))


# ---------------------------------------------------------------------------------------------- buildings
class SpaceItem(BoardItem):
    """One space of a principal building; shows its die value(s) and the citizen standing on it."""

    SIZE = 50

    def __init__(self, b: int, idx: int, rect: QRectF, parent) -> None:
        super().__init__(rect, parent)
        self.b, self.idx = b, idx

    def key(self):
        return ("space", self.b, self.idx)

    def signature(self):
        g = self.game
        return (g.solo, g.spaces[self.b][self.idx], self.highlighted(self.key()))

    def hit(self, pos):
        return self.key()

    def refresh(self) -> None:
        occ = self.game.spaces[self.b][self.idx]
        self.setToolTip(
            tips.building_space(self.b, self.idx, None if occ is None else self.game.owner_name(occ))
        )
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        r = self._rect
        occ = self.game.spaces[self.b][self.idx]
        painter.setPen(QPen(pal.STONE_DARK, 1.5))
        painter.setBrush(QColor(255, 252, 240, 200))
        painter.drawRoundedRect(r, 9, 9)
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 9)
        if occ is not None:
            dr.meeple(
                painter,
                r.center() + QPointF(0, 1),
                r.height() * 0.78,
                pal.player_colour(occ, self.solo()),
                highlight=self.highlighted(self.key()),
                roy=occ == NEUTRAL and self.solo(),
            )
        else:
            painter.setPen(QPen(pal.STONE_LIGHT, 1, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(r.center(), r.width() * 0.22, r.width() * 0.22)


class BuildingItem(BoardItem):
    """The Palace (6 spaces, die values 1-6), Bishopric and City Hall (3 rows of 2, pairs 1/6, 2/5, 3/4)."""

    def __init__(self, b: int) -> None:
        super().__init__(lay.building_rect(b))
        self.b = b
        self.spaces: list[SpaceItem] = []
        for i in range(6):
            self.spaces.append(SpaceItem(b, i, self.space_rect(i), self))

    @staticmethod
    def value_die_x(col: int) -> float:
        return 6 + col * 80

    def space_rect(self, i: int) -> QRectF:
        s = SpaceItem.SIZE
        if self.b == 0:
            # two rows of three (1 2 3 / 4 5 6), each space with its value die to its left
            r, c = divmod(i, 3)
            return QRectF(self.value_die_x(c) + 30, 92 + r * (s + 8), s, s)
        row, pos = divmod(i, 2)
        return QRectF(72 + pos * (s + 8), 42 + row * (s + 4), s, s)

    def key(self):
        return ("building", self.b)

    def owns(self, key) -> bool:
        return key in (("building", self.b), ("expelled", self.b))

    def signature(self):
        g = self.game
        return (g.solo, tuple(g.expelled[self.b]), self.highlighted(self.key()),
                self.highlighted(("expelled", self.b)))

    def hit(self, pos):
        if self._expelled_rect().contains(pos):
            return ("expelled", self.b)
        return self.key()

    def _expelled_rect(self) -> QRectF:
        if self.b == 0:
            return QRectF(self._rect.width() - 96, 34, 88, 52)
        return QRectF(self._rect.width() - 66, 42, 58, self._rect.height() - 52)

    def refresh(self) -> None:
        g = self.game
        self.setToolTip(tips.building(self.b, [g.owner_name(o) for o in g.expelled[self.b]]))
        for s in self.spaces:
            s.refresh()
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        r = self._rect
        dr.stone(painter, r, 12)
        # roof band in the building's colour
        tint = pal.CARD_TINT[self.b]
        dr.header_band(painter, r.width(), 34, 12, tint)
        dr.glyph(painter, self.b, QRectF(10, 7, 20, 20), pal.text_on(tint))
        text(
            painter,
            QRectF(36, 0, r.width() - 60, 34),
            building_name(self.b),
            20,
            pal.text_on(tint),
            bold=True,
        )
        salary = (translate("BoardItems", "salary 2 d."), translate("BoardItems", "salary 1 d."),
                  translate("BoardItems", "no salary"))[self.b]
        text(
            painter,
            QRectF(r.width() - 110, 0, 100, 34),
            salary,
            13,
            pal.text_on(tint),
            italic=True,
            align=Qt.AlignRight | Qt.AlignVCenter,
        )
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 12)
        # illustration zone where expelled citizens lie
        er = self._expelled_rect()
        painter.setPen(QPen(pal.STONE_DARK, 1, Qt.DotLine))
        painter.setBrush(QColor(255, 255, 255, 35))
        painter.drawRoundedRect(er, 6, 6)
        self._draw_facade(painter, er)
        expelled = self.game.expelled[self.b]
        hl = self.highlighted(("expelled", self.b))
        for k, o in enumerate(expelled):
            if self.b == 0:
                c = QPointF(er.x() + 22 + (k % 3) * 24, er.y() + 16 + (k // 3) * 22)
            else:
                c = QPointF(er.center().x(), er.y() + 16 + k * 22)
            dr.meeple(painter, c, 28, pal.player_colour(o, self.solo()), lying=True, highlight=hl)
        # die values beside the spaces
        s = SpaceItem.SIZE
        if self.b == 0:
            for i in range(6):
                r_, c_ = divmod(i, 3)
                x = self.value_die_x(c_)
                y = 92 + r_ * (s + 8) + (s - 24) / 2
                dr.die(painter, QRectF(x, y, 24, 24), 0, i + 1, glyph_mark=False)
            text(
                painter,
                QRectF(10, 38, 150, 44),
                translate("BoardItems", "One space per\nred die value"),
                13,
                pal.FADED_INK,
                italic=True,
                align=Qt.AlignLeft | Qt.AlignVCenter,
            )
        else:
            for row in range(3):
                y = 42 + row * (s + 4) + (s - 24) / 2
                a, b_ = ROW_VALUES[row]
                dr.die(painter, QRectF(8, y, 24, 24), self.b, a, glyph_mark=False)
                dr.die(painter, QRectF(38, y, 24, 24), self.b, b_, glyph_mark=False)

    def _draw_facade(self, painter: QPainter, r: QRectF) -> None:
        """A small faint drawing of the building on its illustration zone."""
        painter.save()
        painter.setPen(QPen(QColor(80, 64, 48, 70), 1.5))
        painter.setBrush(Qt.NoBrush)
        cx = r.center().x()
        base = r.bottom() - 4
        w = min(r.width() - 12, 50)
        h = min(r.height() - 10, 60)
        if self.b == 1:  # a church with a spire
            painter.drawRect(QRectF(cx - w / 2, base - h * 0.55, w, h * 0.55))
            painter.drawLine(QPointF(cx - w / 2, base - h * 0.55), QPointF(cx, base - h))
            painter.drawLine(QPointF(cx + w / 2, base - h * 0.55), QPointF(cx, base - h))
        else:  # towers and crenels
            painter.drawRect(QRectF(cx - w / 2, base - h * 0.6, w, h * 0.6))
            for k in range(4):
                painter.drawRect(QRectF(cx - w / 2 + k * w / 4 + 2, base - h * 0.72, w / 8, h * 0.12))
        painter.restore()


# ------------------------------------------------------------------------------------------ activity cards
class ActivityCardItem(BoardItem):
    def __init__(self, slot: int) -> None:
        super().__init__(lay.card_rect(slot))
        self.slot = slot
        self.colour, lvl = divmod(slot, 3)
        self.level = lvl + 1

    def key(self):
        return ("card", self.slot)

    def owns(self, key) -> bool:
        return key[0] in ("card", "card_space", "card_illus") and len(key) > 1 and key[1] == self.slot

    def signature(self):
        g = self.game
        s = self.slot
        sc = self.scene()
        lit = tuple(sorted(k for k in sc.highlights if self.owns(k))) if sc is not None else ()
        return (g.solo, g.slot_card[s], g.slot_revealed[s], tuple(g.slot_spaces[s]), tuple(g.slot_illus[s]),
                tuple(g.slot_cubes[s]), lit)

    def _space_rect(self, i: int) -> QRectF:
        return QRectF(10 + i * 48, lay.CARD_SPACES_Y, 44, 44)

    def _illus_rect(self) -> QRectF:
        return QRectF(self._rect.width() - 68, lay.CARD_SPACES_Y - 4, 60, 52)

    def _labels(self, card) -> dict:
        """The card's main words and numbers: {what: (rect, text, pixel size)} for the title, the hiring
        cost, the divisor and the victory points of each tradesman space (drawn by paint, measured by the
        readability test)."""
        r = self._rect
        ckind = getattr(card, "kind", "delayed" if card.delayed else "immediate")
        markers = 2 if ckind == "mixed" else 1 if (card.delayed or ckind == "end") else 0
        name_w = r.width() - 58 - 22 * markers
        name = localized(card)
        dx = self._divisor_x(card)
        out = {
            "title": (QRectF(10, 0, name_w, lay.CARD_HEADER), name, lay.CARD_TITLE_PX),
            "cost": (QRectF(34, lay.CARD_HEADER + 2, 126, 30),
                     translate("BoardItems", "hire {cost}").format(cost=card.cost), lay.CARD_NUMBER_PX),
            "divisor": (QRectF(dx, lay.CARD_HEADER + 2, r.width() - 8 - dx, 30), f"÷ {card.divisor}",
                        lay.CARD_NUMBER_PX),
        }
        for i, vp in enumerate(card.spaces):
            out[f"vp{i}"] = (self._space_rect(i).adjusted(0, 1, 0, -14), f"{vp}", lay.CARD_NUMBER_PX)
        return out

    @staticmethod
    def _divisor_x(card) -> float:
        return 200.0 if card.id == "pilgrimage" else 198.0

    def label_sizes(self) -> dict[str, int]:
        """The pixel size (in scene units) each main word or number is drawn at, after any shrinking to
        fit its place; empty for a face-down card."""
        g = self.game
        if not g.slot_revealed[self.slot]:
            return {}
        return {k: fitted_font(rect, s, size, bold=True)[0].pixelSize()
                for k, (rect, s, size) in self._labels(g.card(self.slot)).items()}

    def hit(self, pos):
        g = self.game
        if g.slot_revealed[self.slot]:
            for i in range(len(g.slot_spaces[self.slot])):
                if self._space_rect(i).contains(pos):
                    return ("card_space", self.slot, i)
            if self._illus_rect().contains(pos):
                return ("card_illus", self.slot)
        return self.key()

    def refresh(self) -> None:
        g = self.game
        if g.slot_revealed[self.slot]:
            self.setToolTip(tips.activity_card(g.card(self.slot)))
        else:
            self.setToolTip(tips.face_down_card(self.colour, self.level))
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        g = self.game
        r = self._rect
        tint = pal.CARD_TINT[self.colour]
        if not g.slot_revealed[self.slot]:
            self._paint_back(painter, r, tint)
            return
        card = g.card(self.slot)
        labels = self._labels(card)
        head = lay.CARD_HEADER
        dr.parchment(painter, r, 10, border=tint.darker(150), width=2.5)
        # header band
        dr.header_band(painter, r.width(), head, 10, tint)
        ink = pal.CARD_HEADER_TEXT[self.colour]
        ckind = getattr(card, "kind", "delayed" if card.delayed else "immediate")
        rect, name, size = labels["title"]
        text(painter, rect, name, size, ink, bold=True)
        # level shield, then the markers: hourglass (delayed), bolt + hourglass (mixed), flag (end of game)
        shield = QRectF(r.width() - 42, 5, 34, head - 10)
        painter.setBrush(pal.PARCHMENT_LIGHT)
        painter.setPen(QPen(tint.darker(160), 1.5))
        painter.drawRoundedRect(shield, 6, 6)
        text(painter, shield, dr.roman(self.level), 17, pal.INK, bold=True, align=Qt.AlignCenter)
        my = (head - 22) / 2
        if ckind == "mixed":
            dr.hourglass(painter, QRectF(r.width() - 64, my, 20, 22), ink)
            dr.bolt(painter, QRectF(r.width() - 84, my + 1, 16, 21), ink)
        elif ckind == "end":
            dr.finish_flag(painter, QRectF(r.width() - 66, my - 1, 22, 24), ink)
        elif card.delayed:
            dr.hourglass(painter, QRectF(r.width() - 64, my, 20, 22), ink)
        # cost line: hire cost (coin) and divisor with die glyph
        line_y = head + 2
        self._coin(painter, QPointF(20, line_y + 15), 11)
        rect, words, size = labels["cost"]
        text(painter, rect, words, size, pal.INK, bold=True)
        dcol = self.colour
        if card.id == "pilgrimage":
            for k in range(3):
                dr.die(painter, QRectF(154 + k * 11, line_y + 4, 22, 22), k, 1, glyph_mark=False)
        else:
            dr.die(painter, QRectF(168, line_y + 3, 25, 25), dcol, 0, glyph_mark=True)
        rect, words, size = labels["divisor"]
        text(painter, rect, words, size, pal.INK, bold=True)
        # tradesman spaces
        spaces = g.slot_spaces[self.slot]
        for i, vp in enumerate(card.spaces):
            sr = self._space_rect(i)
            hl = self.highlighted(("card_space", self.slot, i))
            painter.setPen(QPen(tint.darker(160), 1.5))
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.drawEllipse(sr)
            occ = spaces[i] if i < len(spaces) else None
            if occ is not None:
                dr.meeple(
                    painter,
                    sr.center() + QPointF(-3, 1),
                    32,
                    pal.player_colour(occ, self.solo()),
                    highlight=hl,
                )
                badge = QRectF(sr.right() - 18, sr.bottom() - 18, 22, 22)
                painter.setBrush(pal.GOLD)
                painter.setPen(QPen(pal.INK, 1))
                painter.drawEllipse(badge)
                text(painter, badge, str(vp), 15, pal.INK, bold=True, align=Qt.AlignCenter)
            else:
                rect, words, size = labels[f"vp{i}"]
                text(painter, rect, words, size, pal.INK, bold=True, align=Qt.AlignCenter)
                text(
                    painter,
                    sr.adjusted(0, 29, 0, 0),
                    translate("BoardItems", "VP"),
                    9,
                    pal.FADED_INK,
                    align=Qt.AlignHCenter | Qt.AlignTop,
                )
        # illustration with tradesmen without a space
        ir = self._illus_rect()
        painter.setPen(QPen(tint.darker(140), 1, Qt.DotLine))
        painter.setBrush(QColor(tint.red(), tint.green(), tint.blue(), 40))
        painter.drawRoundedRect(ir, 6, 6)
        illus = g.slot_illus[self.slot]
        hl = self.highlighted(("card_illus", self.slot))
        for k, o in enumerate(illus[:6]):
            c = QPointF(ir.x() + 12 + (k % 3) * 19, ir.y() + 13 + (k // 3) * 22)
            dr.meeple(painter, c, 22, pal.player_colour(o, self.solo()), highlight=hl)
        if not illus:
            self._emblem(painter, ir)
        # effect text
        text(
            painter,
            QRectF(10, lay.CARD_SPACES_Y + 50, r.width() - 20, r.height() - lay.CARD_SPACES_Y - 84),
            localized(card, "text"),
            14,
            pal.INK,
            wrap=True,
            align=Qt.AlignLeft | Qt.AlignTop,
        )
        # stored cubes per player
        cubes = g.slot_cubes[self.slot]
        x = 10.0
        for owner, n in enumerate(cubes):
            if n <= 0:
                continue
            dr.cube(painter, QRectF(x, r.height() - 30, 18, 18), pal.player_colour(owner, self.solo()))
            text(painter, QRectF(x + 20, r.height() - 32, 30, 22), f"×{n}", 14, pal.INK, bold=True)
            x += 52
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 10)

    def _coin(self, painter: QPainter, c: QPointF, rad: float) -> None:
        painter.setPen(QPen(QColor("#7a5a10"), 1.2))
        painter.setBrush(QColor("#d9b545"))
        painter.drawEllipse(c, rad, rad)
        painter.setPen(QPen(QColor("#7a5a10"), 1))
        painter.drawEllipse(c, rad * 0.6, rad * 0.6)

    def _emblem(self, painter: QPainter, r: QRectF) -> None:
        painter.save()
        tint = pal.CARD_TINT[self.colour].darker(130)
        tint.setAlpha(110)
        dr.glyph(painter, self.colour, QRectF(r.center().x() - 14, r.y() + 8, 28, r.height() - 16), tint)
        painter.restore()

    def _paint_back(self, painter: QPainter, r: QRectF, tint: QColor) -> None:
        g = QLinearGradient(r.topLeft(), r.bottomRight())
        g.setColorAt(0, tint.lighter(112))
        g.setColorAt(1, tint.darker(125))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(tint.darker(170), 2.5))
        painter.drawRoundedRect(r, 10, 10)
        inner = r.adjusted(10, 10, -10, -10)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(inner, 7, 7)
        # diamond lattice
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        step = 22
        x = inner.left() - inner.height()
        painter.setClipRect(inner)
        while x < inner.right():
            painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            x += step
        painter.setClipping(False)
        ink = pal.text_on(tint)
        plate = QRectF(r.center().x() - 60, r.center().y() - 44, 120, 88)
        painter.setBrush(pal.PARCHMENT_LIGHT)
        painter.setPen(QPen(tint.darker(160), 2))
        painter.drawRoundedRect(plate, 12, 12)
        text(
            painter,
            plate.adjusted(0, 4, 0, -34),
            dr.roman(self.level),
            34,
            pal.INK,
            bold=True,
            align=Qt.AlignCenter,
        )
        text(
            painter,
            plate.adjusted(4, 50, -4, -4),
            translate("BoardItems", "round {number}").format(number=self.level),
            14,
            pal.FADED_INK,
            align=Qt.AlignCenter,
            italic=True,
        )
        del ink


# ---------------------------------------------------------------------------------------------- cathedral
class CathedralItem(BoardItem):
    CELL_W = 52
    CELL_H = 50
    X0 = 44
    Y0 = 76

    def __init__(self) -> None:
        super().__init__(lay.CATHEDRAL)
        self.setToolTip(tips.CATHEDRAL)

    def key(self):
        return ("cathedral",)

    def hit(self, pos):
        return self.key()

    CELL_H4 = 38  # cell height when the 4th floor (Master Builder) is drawn

    def signature(self):
        g = self.game
        lx = getattr(g, "lx", None)
        return (g.solo, tuple(g.cathedral), tuple(lx["cathedral4"]) if lx else (), self.fourth_floor(),
                self.highlighted(self.key()))

    def fourth_floor(self) -> bool:
        """The 4th floor shows once the Master Builder is revealed (or a cube stands there)."""
        sc = self.scene()
        if sc is None:
            return False
        g = sc.model.game
        lx = getattr(g, "lx", None)
        if not lx:
            return False
        if any(o is not None for o in lx.get("cathedral4", ())):
            return True
        return any(g.slot_revealed[s] and g.slot_card[s] == "master-builder" for s in range(9))

    def cell_rect(self, level: int, col: int) -> QRectF:
        if self.fourth_floor():
            h = self.CELL_H4
            y = self.Y0 - 2 + (3 - level) * (h + 4)
            return QRectF(self.X0 + col * (self.CELL_W + 4), y, self.CELL_W, h)
        return QRectF(
            self.X0 + col * (self.CELL_W + 4),
            self.Y0 + (2 - level) * (self.CELL_H + 4),
            self.CELL_W,
            self.CELL_H,
        )

    def refresh(self) -> None:
        self.setToolTip(tips.CATHEDRAL + ("<br><br>" + tips.FOURTH_FLOOR if self.fourth_floor() else ""))
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        r = self._rect
        dr.stone(painter, r, 12)
        # a gable outline
        painter.setPen(QPen(pal.STONE_DARK, 2))
        painter.setBrush(pal.STONE_LIGHT.lighter(108))
        path = QPainterPath()
        path.moveTo(16, 44)
        path.lineTo(r.width() / 2, 10)
        path.lineTo(r.width() - 16, 44)
        path.closeSubpath()
        painter.drawPath(path)
        text(painter, QRectF(0, 18, r.width(), 26), translate("BoardItems", "Cathedral"), 20, pal.INK,
             bold=True, align=Qt.AlignCenter)
        infl = self.game.data.cathedral_influence
        for col in range(6):
            x = self.X0 + col * (self.CELL_W + 4)
            dr.die(painter, QRectF(x + 2, 48, 24, 24), 1, col + 1, glyph_mark=False)
            text(painter, QRectF(x + 28, 48, 30, 24), f"+{infl[col]}", 13, pal.INK, bold=True)
        g = self.game
        four = self.fourth_floor()
        levels = 4 if four else 3
        cs = 26 if four else 30
        for level in range(levels):
            y = self.cell_rect(level, 0).y()
            h = self.cell_rect(level, 0).height()
            text(
                painter,
                QRectF(4, y, 36, h),
                dr.roman(level + 1),
                16 if level < 3 else 15,
                pal.INK if level < 3 else QColor("#7a4f10"),
                bold=True,
                align=Qt.AlignCenter,
            )
            for col in range(6):
                cr = self.cell_rect(level, col)
                painter.setPen(QPen(pal.STONE_DARK if level < 3 else QColor("#8a6a12"), 1.2))
                painter.setBrush(QColor("#efe6d2") if level < 3 else QColor("#f3e2b0"))
                painter.drawRoundedRect(cr, 5, 5)
                owner = g.cathedral[level * 6 + col] if level < 3 else g.lx["cathedral4"][col]
                if owner is not None:
                    dr.cube(
                        painter,
                        QRectF(cr.center().x() - cs / 2, cr.center().y() - cs / 2, cs, cs),
                        pal.player_colour(owner, self.solo()),
                        roy=owner == NEUTRAL and self.solo(),
                    )
        text(
            painter,
            QRectF(0, r.height() - 24, r.width(), 20),
            translate("BoardItems", "white dice · 1 cube per die · IV: {card}").format(card=self._builder())
            if four else translate("BoardItems", "white dice · 1 cube per die · 1 VP per cube"),
            12,
            pal.FADED_INK,
            align=Qt.AlignCenter,
            italic=True,
        )
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 12)

    def _builder(self) -> str:
        """The name of the Master Builder card (the 4th floor's card) in the current language."""
        card = self.game.data.activities.get("master-builder")
        return localized(card) if card is not None else "Master Builder"


# ---------------------------------------------------------------------------------------------- agriculture
class AgricultureItem(BoardItem):
    def __init__(self) -> None:
        super().__init__(lay.AGRICULTURE)
        self.setToolTip(tips.AGRICULTURE)

    def key(self):
        return ("agriculture",)

    def signature(self):
        return (self.highlighted(self.key()),)

    def hit(self, pos):
        return self.key()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        r = self._rect
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, QColor("#e7cf84"))
        g.setColorAt(1, QColor("#b99a4a"))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(QColor("#6e5624"), 2))
        painter.drawRoundedRect(r, 12, 12)
        painter.setPen(QPen(QColor(110, 86, 36, 110), 2))
        for k in range(9):
            y = 70 + k * 16
            painter.drawLine(QPointF(14, y), QPointF(r.width() - 14, y + 6))
        dr.glyph(painter, 2, QRectF(r.width() / 2 - 20, 86, 40, 70), QColor("#6e5624"))
        text(
            painter, QRectF(0, 8, r.width(), 30), translate("BoardItems", "Agriculture"), 20, pal.INK,
            bold=True, align=Qt.AlignCenter
        )
        plate = QRectF(12, r.height() - 72, r.width() - 24, 60)
        painter.setBrush(QColor(255, 248, 225, 210))
        painter.setPen(QPen(QColor("#6e5624"), 1))
        painter.drawRoundedRect(plate, 8, 8)
        text(painter, plate, translate("BoardItems", "yellow dice\nvalue ÷ 2 = deniers"), 14, pal.INK,
             align=Qt.AlignCenter)
        dr.die(painter, QRectF(r.width() / 2 - 13, 40, 26, 26), 2, 0, glyph_mark=True)
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 12)


# ---------------------------------------------------------------------------------------------- events
def event_title_rect(width: float, compact: bool) -> QRectF:
    """Where an event card's name goes in its header (``width``: the card's visible width): 2 px clear of
    the header's bottom edge, so that a wrapped name's descenders ("rigoureux") never touch it."""
    side = 4 if compact else 6
    return QRectF(side, 0, width - side - (2 if compact else 6), lay.EVENT_HEADER - 2)


class EventCardItem(BoardItem):
    def __init__(self, index: int) -> None:
        super().__init__(QRectF(0, 0, lay.EVENT_CARD_W, lay.EVENT_CARD_H))
        self.index = index
        self.visible_w = lay.EVENT_CARD_W  # how much of the card shows when the queue overlaps
        self._hovered = False

    def key(self):
        return ("event", self.index)

    def signature(self):
        g = self.game
        if self.index >= len(g.queue):
            return ("gone",)
        entry = g.queue[self.index]
        lx = getattr(g, "lx", None)
        held = tuple(lx["possessed"]) if lx and entry[0] == "possession" else ()
        return (g.solo, entry[0], tuple(entry[1]), self.visible_w, self._hovered, held,
                self.highlighted(self.key()))

    def hit(self, pos):
        return self.key()

    def hoverEnterEvent(self, event) -> None:
        self.setZValue(5)
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self.setZValue(self.index * 0.01)
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def _paint_compact(self, painter: QPainter, ev, owners, tint: QColor, vw: float) -> None:
        """The strip of the card left visible by the next one: name, die, divisor, banners, VP."""
        r = self._rect
        ink = pal.text_on(tint)
        labels = self._labels(ev)
        rect, name, size = labels["title"]
        text(painter, rect, name, size, ink, bold=True, wrap=True, align=Qt.AlignLeft | Qt.AlignVCenter)
        head = lay.EVENT_HEADER
        dr.die(painter, QRectF(5, head + 6, 22, 22), ev.dice_colour, 0, glyph_mark=True)
        rect, words, size = labels["divisor"]
        text(painter, rect, words, size, pal.INK, bold=True)
        top = head + 36
        cols = max(1, int((vw - 8) // 19))
        for k in range(ev.banners):
            row, col = divmod(k, cols)
            br = QRectF(5 + col * 19, top + row * 28, 17, 25)
            dr.banner(painter, br, QColor("#efe2c2"), tint.darker(160))
            if k < len(owners):
                o = owners[k]
                dr.cube(
                    painter,
                    QRectF(br.x() + 2, br.y() + 3, 13, 13),
                    pal.player_colour(o, self.solo()),
                    roy=o == NEUTRAL and self.solo(),
                )
        y = top + ((ev.banners - 1) // cols + 1) * 28 + 2
        text(painter, QRectF(4, y, vw - 6, 24),
             translate("BoardItems", "{first}/{second} VP").format(first=ev.vp[0], second=ev.vp[1]),
             17, pal.INK, bold=True)
        for k in range(ev.black_dice):
            dr.die(painter, QRectF(5 + k * 20, y + 28, 17, 17), 3, 0, glyph_mark=False)
        self._paint_possessed(painter, ev, vw)
        del r

    def compact(self) -> bool:
        """Only a strip shows: the next card of the queue lies over the rest (unless hovered)."""
        return self.visible_w < self._rect.width() - 4 and not self._hovered

    def _labels(self, ev) -> dict:
        """The name and the divisor: {what: (rect, text, pixel size)} (see ActivityCardItem._labels)."""
        head = lay.EVENT_HEADER
        if self.compact():
            vw = self.visible_w
            return {"title": (event_title_rect(vw, True), localized(ev), lay.EVENT_TITLE_PX),
                    "divisor": (QRectF(30, head + 3, vw - 30, 28), f"÷ {ev.divisor}", lay.CARD_NUMBER_PX)}
        return {"title": (event_title_rect(self._rect.width(), False), localized(ev), lay.EVENT_TITLE_PX),
                "divisor": (QRectF(40, head + 3, 60, 30), f"÷ {ev.divisor}", lay.CARD_NUMBER_PX)}

    def label_sizes(self) -> dict[str, int]:
        """The pixel size each label is drawn at, after any shrinking to fit (wrapped names)."""
        g = self.game
        if self.index >= len(g.queue):
            return {}
        return {k: fitted_font(rect, s, size, bold=True, wrap=k == "title")[0].pixelSize()
                for k, (rect, s, size) in self._labels(g.event(self.index)).items()}

    def rules_rect(self, ev) -> QRectF:
        """Where a whole card's rules text goes: under the VP, above the citizens the Possession card holds
        and the first card's "always first"."""
        r, head = self._rect, lay.EVENT_HEADER
        bottom = r.height() - 4
        if self.possessed(ev):
            bottom -= 48
        if self.index == 0:
            bottom = min(bottom, self.first_rect().top() - 2)
        return QRectF(8, head + 104, r.width() - 16, bottom - head - 104)

    def first_rect(self) -> QRectF:
        """Where the first card of the queue says "always first"."""
        r = self._rect
        return QRectF(0, r.height() - 18, r.width() - 8, 16)

    def possessed(self, ev) -> list:
        lx = getattr(self.game, "lx", None)
        return list(lx.get("possessed", [])) if lx and ev.id == "possession" else []

    def _paint_possessed(self, painter: QPainter, ev, width: float) -> None:
        """Citizens held by the Possession card lie along its foot, in their owners' colours."""
        owners = self.possessed(ev)
        if not owners:
            return
        r = self._rect
        band = QRectF(4, r.height() - 46, width - 8, 40)
        painter.setPen(QPen(QColor("#5a2a4a"), 1, Qt.DashLine))
        painter.setBrush(QColor(90, 42, 74, 40))
        painter.drawRoundedRect(band, 6, 6)
        step = min(26.0, (band.width() - 24) / max(1, len(owners) - 1)) if len(owners) > 1 else 0
        for k, o in enumerate(owners):
            dr.meeple(painter, QPointF(band.x() + 16 + k * step, band.center().y()), 26,
                      pal.player_colour(o, self.solo()), lying=True)

    def refresh(self) -> None:
        g = self.game
        if self.index >= len(g.queue):
            return
        ev = g.event(self.index)
        owners = g.queue[self.index][1]
        cubes = (
            translate("BoardItems", "Cubes so far, in placement order: {players}").format(
                players=", ".join(g.owner_name(o) for o in owners))
            if owners
            else translate("BoardItems", "No cube yet.")
        )
        tip = tips.event_card(ev, cubes)
        held = self.possessed(ev)
        if ev.id == "possession":
            tip += tips.POSSESSION + (
                translate("BoardItems", "<br>Now on the card: {players}").format(
                    players=", ".join(g.owner_name(o) for o in held)) if held else "")
        self.setToolTip(tip)
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        g = self.game
        if self.index >= len(g.queue):
            return
        ev = g.event(self.index)
        owners = g.queue[self.index][1]
        r = self._rect
        deck_tint = {"red": pal.CARD_TINT[0], "white": pal.CARD_TINT[1], "yellow": pal.CARD_TINT[2]}.get(
            ev.deck, pal.STONE
        )
        dr.parchment(painter, r, 9, border=deck_tint.darker(160), width=2.5)
        dr.header_band(painter, r.width(), lay.EVENT_HEADER, 9, deck_tint)
        if self.compact():
            self._paint_compact(painter, ev, owners, deck_tint, self.visible_w)
            if self.highlighted(self.key()):
                self.draw_highlight(painter, QRectF(0, 0, self.visible_w, r.height()), 9)
            return
        ink = pal.text_on(deck_tint)
        labels = self._labels(ev)
        head = lay.EVENT_HEADER
        rect, name, size = labels["title"]
        text(painter, rect, name, size, ink, bold=True, align=Qt.AlignCenter, wrap=True)
        # fought with: die glyph and divisor
        dr.die(painter, QRectF(10, head + 6, 24, 24), ev.dice_colour, 0, glyph_mark=True)
        rect, words, size = labels["divisor"]
        text(painter, rect, words, size, pal.INK, bold=True)
        # black dice
        for k in range(ev.black_dice):
            dr.die(painter, QRectF(r.width() - 28 - k * 22, head + 8, 20, 20), 3, 0, glyph_mark=False)
        # banners with cubes in placement order
        n = ev.banners
        bw = min(22.0, (r.width() - 16 - (n - 1) * 3) / n)
        x0 = (r.width() - (n * bw + (n - 1) * 3)) / 2
        for k in range(n):
            br = QRectF(x0 + k * (bw + 3), head + 38, bw, 32)
            dr.banner(painter, br, QColor("#efe2c2"), deck_tint.darker(160))
            if k < len(owners):
                o = owners[k]
                cs = bw - 6
                dr.cube(
                    painter,
                    QRectF(br.x() + 3, br.y() + 4, cs, cs),
                    pal.player_colour(o, self.solo()),
                    roy=o == NEUTRAL and self.solo(),
                )
        # VP
        text(
            painter,
            QRectF(6, head + 74, r.width() - 12, 24),
            translate("BoardItems", "1st {first} VP · 2nd {second} VP").format(first=ev.vp[0],
                                                                                second=ev.vp[1]),
            15,
            pal.INK,
            bold=True,
            align=Qt.AlignCenter,
        )
        painter.setPen(QPen(deck_tint.darker(140), 1))
        painter.drawLine(QPointF(12, head + 100), QPointF(r.width() - 12, head + 100))
        text(
            painter,
            self.rules_rect(ev),
            localized(ev, "text"),
            12,
            pal.INK,
            wrap=True,
            align=Qt.AlignLeft | Qt.AlignTop,
        )
        self._paint_possessed(painter, ev, r.width())
        if self.index == 0:
            text(
                painter,
                self.first_rect(),
                translate("BoardItems", "always first"),
                11,
                pal.FADED_INK,
                italic=True,
                align=Qt.AlignRight | Qt.AlignVCenter,
            )
        if self.highlighted(self.key()):
            self.draw_highlight(painter, r, 9)


class DecksItem(BoardItem):
    def __init__(self) -> None:
        super().__init__(lay.DECKS)

    def signature(self):
        return tuple((k, len(v)) for k, v in self.game.decks.items())

    def refresh(self) -> None:
        g = self.game
        parts = []
        for deck, cards in g.decks.items():
            n = len(cards)
            if deck in ("red", "white", "yellow"):
                colour = colour_word(deck, "card" if n <= 1 else "cards")   # French: "0 carte rouge"
                parts.append(translate("BoardItems", "{colour} %n card",
                                       None, n).format(colour=colour) if n == 1
                             else translate("BoardItems", "{colour} %n cards", None, n).format(colour=colour))
            else:
                parts.append(f"{deck} {n}")
        self.setToolTip(translate(
            "BoardItems", "<b>Event decks</b> (face down): {decks}. A red event is revealed each round; most "
            "red events call a white or yellow one.").format(decks=", ".join(parts)))
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        g = self.game
        text(
            painter,
            QRectF(0, 0, self._rect.width(), 18),
            translate("BoardItems", "Decks"),
            14,
            pal.FADED_INK,
            bold=True,
            align=Qt.AlignCenter,
        )
        for k, (deck, colour) in enumerate((("red", 0), ("white", 1), ("yellow", 2))):
            n = len(g.decks[deck])
            y = 22 + k * 78
            tint = pal.CARD_TINT[colour]
            for s in range(min(n, 4) - 1, -1, -1):
                rr = QRectF(6 + s * 2, y + s * 2, 58, 70)
                painter.setPen(QPen(tint.darker(170), 1.2))
                painter.setBrush(tint.darker(100 + s * 6))
                painter.drawRoundedRect(rr, 6, 6)
            if n == 0:
                painter.setPen(QPen(pal.STONE_DARK, 1, Qt.DashLine))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(QRectF(6, y, 58, 70), 6, 6)
            face = QRectF(6, y, 58, 70)
            dr.glyph(
                painter,
                colour,
                QRectF(face.center().x() - 9, face.y() + 8, 18, 22),
                pal.text_on(tint) if n else pal.STONE_DARK,
            )
            text(
                painter,
                face.adjusted(0, 34, 0, 0),
                str(n),
                20,
                pal.text_on(tint) if n else pal.STONE_DARK,
                bold=True,
                align=Qt.AlignHCenter | Qt.AlignTop,
            )


# ------------------------------------------------------------------------------------- supply & black dice
class SupplyItem(BoardItem):
    """The general supply (neutral citizens left, round, start player) and the black dice of this round."""

    #: Where the black dice are drawn (item coordinates): dice dragged there join the counter.
    BLACK_AREA = QRectF(4, 126, 10_000, 124)

    def __init__(self) -> None:
        super().__init__(lay.SUPPLY)

    def key(self):
        return ("black_dice",)

    def hit(self, pos: QPointF):
        g = self.game
        if g.phase == "black" and g.black and self.BLACK_AREA.contains(pos) and pos.x() < self._rect.width():
            return ("black_dice",)
        return None

    def signature(self):
        g = self.game
        chosen = tuple((g.ctx or {}).get("dice", [])) if g.pending[0] == "black" else ()
        return (g.solo, g.gray_supply, g.round, g.start, g.phase, tuple(g.black),
                getattr(g, "black_facing", None), chosen, tuple(p.name for p in g.players),
                self.highlighted(("black_dice",)))

    def refresh(self) -> None:
        g = self.game
        ladies = bool(getattr(g, "lx", None)) and set(g.lx.get("modules", ())) - {"promos"}
        left = g.gray_supply
        if g.solo and ladies:
            tip = translate("BoardItems", "<b>General supply</b>: %n le Roy left (10 gray citizens at the "
                            "start with The Ladies of Troyes); dice, deniers and VP.", None, left)
        elif g.solo:
            tip = translate("BoardItems", "<b>General supply</b>: %n le Roy left; dice, deniers and VP.",
                            None, left)
        elif ladies:
            tip = translate("BoardItems", "<b>General supply</b>: %n neutral citizens left (10 gray citizens "
                            "at the start with The Ladies of Troyes); dice, deniers and VP.", None, left)
        else:
            tip = translate("BoardItems", "<b>General supply</b>: %n neutral citizens left; dice, deniers "
                            "and VP.", None, left)
        tip += "<br>" + translate("BoardItems", "Round {round} of {rounds}; start player: {player}.").format(
            round=max(g.round, 1), rounds=g.rounds, player=g.owner_name(g.start))
        if g.phase == "black" and g.black:
            facing = g.owner_name(g.black_facing) if g.black_facing is not None else ""
            tip += "<br>" + translate(
                "BoardItems", "<b>Black dice</b> {values}: {player} counters the highest one with dice of "
                "their district whose total beats it (red dice count double); otherwise they lose 2 VP. Each "
                "die used gives 1 influence.").format(values=", ".join(map(str, g.black)), player=facing)
        self.setToolTip(tip)
        self.update_if_changed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        g = self.game
        r = self._rect
        dr.parchment(painter, r, 12, light=QColor("#f1e4c4"), dark=QColor("#e3cf9f"))
        text(
            painter,
            QRectF(0, 6, r.width(), 24),
            translate("BoardItems", "General supply"),
            17,
            pal.INK,
            bold=True,
            align=Qt.AlignCenter,
        )
        neutral = pal.player_colour(NEUTRAL, g.solo)
        dr.meeple(painter, QPointF(34, 52), 34, neutral, roy=g.solo)
        text(painter, QRectF(56, 36, r.width() - 60, 34), f"× {g.gray_supply}", 18, pal.INK, bold=True)
        text(
            painter,
            QRectF(12, 74, r.width() - 20, 22),
            translate("BoardItems", "Round {round} of {rounds}").format(round=max(g.round, 1),
                                                                        rounds=g.rounds),
            15,
            pal.INK,
            bold=True,
        )
        text(painter, QRectF(12, 96, r.width() - 20, 20),
             translate("BoardItems", "Start: {player}").format(player=g.owner_name(g.start)), 14, pal.INK)
        # black dice
        painter.setPen(QPen(pal.STONE_DARK, 1))
        painter.drawLine(QPointF(12, 124), QPointF(r.width() - 12, 124))
        if g.phase == "black" and g.black:
            facing = g.black_facing
            if self.highlighted(("black_dice",)):
                self.draw_highlight(painter, QRectF(4, 126, r.width() - 8, min(124.0, r.height() - 130)), 8)
            text(painter, QRectF(12, 128, r.width() - 20, 20), translate("BoardItems", "Black dice"), 14,
                 pal.INK, bold=True)
            for k, v in enumerate(g.black[:4]):
                dr.die(painter, QRectF(12 + k * 40, 152, 34, 34), 3, v, selected=(k == 0))
            name = g.owner_name(facing) if facing is not None else ""
            col = pal.player_colour(facing, g.solo) if facing is not None else pal.INK
            dr.disc(painter, QPointF(20, 206), 7, col)
            text(
                painter,
                QRectF(32, 194, r.width() - 40, 24),
                translate("BoardItems", "{player} faces {value}").format(player=name, value=g.black[0]),
                14,
                pal.INK,
                bold=True,
            )
            ctx = g.ctx or {}
            chosen = ctx.get("dice", []) if g.pending[0] == "black" else []
            if chosen:
                total = g.black_strength(chosen)
                need = sum(g.black[i] for i in ctx.get("black", [0]))
                enough = total >= need
                text(
                    painter,
                    QRectF(12, 220, r.width() - 20, 22),
                    (translate("BoardItems", "your dice {total} of {need} \u2713") if enough else
                     translate("BoardItems", "your dice {total} of {need}")).format(total=total, need=need),
                    13,
                    QColor("#2f6b2a") if enough else QColor("#8b2e1f"),
                    bold=True,
                )
        else:
            text(
                painter,
                QRectF(12, 130, r.width() - 20, 60),
                translate("BoardItems", "Black dice are rolled\nin the events phase"),
                12,
                pal.FADED_INK,
                italic=True,
                align=Qt.AlignLeft | Qt.AlignTop,
            )


# ---------------------------------------------------------------------------------------------- city square
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
        col = pal.player_colour(self.owner, g.solo)
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
            name = "le Roy" if g.solo else translate("BoardItems", "Neutral")
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
        side = 190 if label else 70
        text(
            painter,
            QRectF(12, 0, r.width() - side - 10, 30),
            translate("BoardItems", "{player}  (you)").format(player=name) if viewer == self.owner else name,
            16,
            ink,
            bold=True,
        )
        if label:
            text(
                painter,
                QRectF(r.width() - side, 0, side - 10, 30),
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


__all__ = [
    "BoardItem",
    "BackgroundItem",
    "InfluenceTrackItem",
    "BuildingItem",
    "SpaceItem",
    "ActivityCardItem",
    "CathedralItem",
    "AgricultureItem",
    "EventCardItem",
    "DecksItem",
    "SupplyItem",
    "DistrictItem",
    "DieItem",
    "QGraphicsItem",
]


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
