"""The buildings (Palace, Bishopric, City Hall) with their spaces, and the cathedral."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from troyes_desktop.i18n import localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL, ROW_VALUES, building_name

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips
from .base import BoardItem, fitted_font, px_font, text


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
                pal.player_colour(occ, self.game),
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
        salary = (translate("BoardItems", "salary 2 d."), translate("BoardItems", "salary 1 d."),
                  translate("BoardItems", "no salary"))[self.b]
        # The salary at the right end, the name in the room left of it (they never run into each other).
        pay = QRectF(r.width() - 110, 0, 100, 34)
        pay_font = fitted_font(pay, salary, 13, italic=True)[0]
        name_w = QFontMetricsF(px_font(20, bold=True)).horizontalAdvance(building_name(self.b))
        while pay_font.pixelSize() > 13 and pay.right() - QFontMetricsF(pay_font).horizontalAdvance(salary) \
                - 8 - 36 < name_w:        # a larger salary never makes the name smaller than at 100 %
            pay_font.setPixelSize(pay_font.pixelSize() - 1)
        pay_w = QFontMetricsF(pay_font).horizontalAdvance(salary)
        pay = QRectF(pay.right() - pay_w - 1, 0, pay_w + 1, 34)
        text(
            painter,
            QRectF(36, 0, max(60.0, pay.right() - pay_w - 8 - 36), 34),
            building_name(self.b),
            20,
            pal.text_on(tint),
            bold=True,
        )
        text(painter, pay, salary, 13, pal.text_on(tint), italic=True, align=Qt.AlignRight | Qt.AlignVCenter)
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
            dr.meeple(painter, c, 28, pal.player_colour(o, self.game), lying=True, highlight=hl)
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
        ex = getattr(g, "expansion", None)
        return (g.solo, tuple(g.cathedral), tuple(ex["cathedral4"]) if ex else (), self.fourth_floor(),
                self.highlighted(self.key()))

    def fourth_floor(self) -> bool:
        """The 4th floor shows once the Master Builder is revealed (or a cube stands there)."""
        sc = self.scene()
        if sc is None:
            return False
        g = sc.model.game
        ex = getattr(g, "expansion", None)
        if not ex:
            return False
        if any(o is not None for o in ex.get("cathedral4", ())):
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
                owner = g.cathedral[level * 6 + col] if level < 3 else g.expansion["cathedral4"][col]
                if owner is not None:
                    dr.cube(
                        painter,
                        QRectF(cr.center().x() - cs / 2, cr.center().y() - cs / 2, cs, cs),
                        pal.player_colour(owner, self.game),
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
