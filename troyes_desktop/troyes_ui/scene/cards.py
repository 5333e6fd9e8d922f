"""The activity cards (their tradesmen's spaces, cubes and banners) and agriculture."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from troyes_desktop.i18n import localized, translate

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips
from .base import BoardItem, fitted_font, text


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
                    pal.player_colour(occ, self.game),
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
            dr.meeple(painter, c, 22, pal.player_colour(o, self.game), highlight=hl)
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
            dr.cube(painter, QRectF(x, r.height() - 30, 18, 18), pal.player_colour(owner, self.game))
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
