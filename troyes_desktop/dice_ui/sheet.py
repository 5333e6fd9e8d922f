"""A player's scoresheet, drawn as a clean original sheet with QPainter.

Three district bands (Noble / red, Civil / yellow, Religious / white), each with its 6 numbered dice, its
prestige and work buildings (dotted when free, outlined and coloured when built, crossed when destroyed,
Fortress towers around protected columns) and the link lozenges; beside each band the resource track of
its colour (18 spaces, citizen icons on 6, 12 and 18, circled and crossed marks); below, the three citizen
tracks of 20 with the column bonuses (3, 6, 11) and track bonuses (15, 20); and the final scoring column
(the Cathedral circles and the live score).

Everything is painted in a logical 1200 x 900 frame scaled to the widget. A target is
``('build', row, district, column)`` (row 0 prestige, 1 work; column 0-5) or ``('track', resource)``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from troyes_desktop.dice_ui import art, words
from troyes_desktop.dice_ui.wheel import DIE_MIME
from troyes_desktop.i18n import translate
from troyes_desktop.rules.dice import BUILT, CROSSED
from troyes_desktop.rules.dice import data as D
from troyes_desktop.shared_ui import theme

W, H = 1200.0, 900.0
BAND_TOP, BAND_H = 74.0, 190.0
COL_X, COL_W, COL_STEP = 86.0, 100.0, 112.0
TRACK_X = 790.0
CIT_TOP, CIT_STEP, CIT_X0, CIT_DX = 672.0, 64.0, 92.0, 32.0
SCORE_X = 800.0



def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(theme.font(10, bold=bold, italic=italic))
    f.setPixelSize(max(1, int(px)))
    return f


def cell_rect(row: int, district: int, column: int) -> QRectF:
    y = BAND_TOP + district * BAND_H + (58 if row == 0 else 124)
    return QRectF(COL_X + column * COL_STEP, y, COL_W, 60)


def die_rect(district: int, column: int) -> QRectF:
    cx = COL_X + column * COL_STEP + COL_W / 2
    y = BAND_TOP + district * BAND_H + 8
    return QRectF(cx - 21, y, 42, 42)


def track_rect(resource: int) -> QRectF:
    return QRectF(TRACK_X - 10, BAND_TOP + resource * BAND_H + 4, W - TRACK_X, BAND_H - 12)


def track_space(resource: int, space: int) -> QPointF:
    """Centre of resource space 1-18 (two rows of 9)."""
    i = space - 1
    row, k = divmod(i, 9)
    return QPointF(TRACK_X + 22 + k * 42, BAND_TOP + resource * BAND_H + 82 + row * 52)


def citizen_space(colour: int, space: int) -> QPointF:
    return QPointF(CIT_X0 + (space - 1) * CIT_DX, CIT_TOP + 26 + colour * CIT_STEP)


class SheetPainter:
    """Draws one sheet of ``game`` for ``seat`` in the logical frame."""

    def __init__(self, game, seat: int, name: str, ink: QColor) -> None:
        self.g = game
        self.seat = seat
        self.name = name
        self.ink = ink

    def paint(self, p: QPainter, marks: dict | None = None, hover=None, active: bool = False) -> None:
        marks = marks or {}
        g = self.g
        sheet = g.sheets[self.seat]
        # Paper.
        p.setPen(QPen(QColor("#9b8a6e"), 2))
        p.setBrush(QColor("#fdf8ec"))
        p.drawRoundedRect(QRectF(2, 2, W - 4, H - 4), 14, 14)
        p.setPen(QPen(self.ink if active else QColor("#c9b895"), 5 if active else 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(8, 8, W - 16, H - 16), 10, 10)
        # Header.
        p.setFont(_font(34, bold=True))
        p.setPen(self.ink)
        p.drawText(
            QRectF(26, 14, 640, 52), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.name
        )
        score = g.scoring()[self.seat]["total"]
        p.setFont(_font(22, italic=True))
        p.setPen(QColor(theme.FADED_INK))
        numbering = g.numbering if len(g.numbering) == 6 else []
        p.drawText(
            QRectF(560, 14, 620, 52),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            (translate("DiceSheet", "{score} VP so far") if not g.over
             else translate("DiceSheet", "Final score {score} VP")).format(score=score),
        )
        for d in range(3):
            self._band(p, sheet, d, numbering, marks, hover)
            self._resource_track(p, sheet, d, marks, hover)
        self._citizens(p, sheet)
        self._final_column(p, sheet)

    # ------------------------------------------------------------------ districts
    def _band(self, p: QPainter, sheet, d: int, numbering, marks, hover) -> None:
        colour = art.COLOUR_KEYS[d]
        top = BAND_TOP + d * BAND_H
        band = QRectF(18, top, TRACK_X - 36, BAND_H - 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(art.TINT[colour])
        p.drawRoundedRect(band, 10, 10)
        # Label strip.
        strip = QRectF(18, top, 56, BAND_H - 8)
        p.setBrush(art.FILL[colour] if colour != "white" else QColor("#d8d1c0"))
        path = QPainterPath()
        path.addRoundedRect(strip, 10, 10)
        p.drawPath(path)
        p.save()
        p.translate(strip.center())
        p.rotate(-90)
        p.setFont(_font(21, bold=True))
        p.setPen(art.INK_ON[colour] if colour == "red" else QColor(theme.INK))
        p.drawText(
            QRectF(-BAND_H / 2, -18, BAND_H - 8, 36), Qt.AlignmentFlag.AlignCenter, words.district(d)
        )
        p.restore()
        # Columns.
        for c in range(6):
            value = numbering[c] if numbering else 0
            dr = die_rect(d, c)
            if value:
                art.draw_die(p, dr, value, colour)
            else:
                p.setPen(QPen(QColor("#a4967c"), 2, Qt.PenStyle.DashLine))
                p.setBrush(QColor("#fffdf6"))
                p.drawRoundedRect(dr, 7, 7)
            if sheet.die_crossed[d * 6 + c]:
                p.setPen(QPen(QColor("#2a2421"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(dr.topLeft() + QPointF(-3, -3), dr.bottomRight() + QPointF(3, 3))
                p.drawLine(dr.topRight() + QPointF(3, -3), dr.bottomLeft() + QPointF(-3, 3))
            if sheet.buildings[c] == BUILT:  # a Fortress in this column protects its three dice
                self._towers(p, dr)
            for row in (0, 1):
                self._cell(p, sheet, row, d, c, marks, hover)
        # Link lozenges.
        for j, (row, ld, a, b, gain) in enumerate(self.g.data.lozenges):
            if ld != d:
                continue
            r = cell_rect(row, d, a)
            centre = QPointF(r.right() + (COL_STEP - COL_W) / 2, r.center().y())
            self._lozenge(p, centre, gain, sheet.links[j], sheet, row, d, a, b)

    def _towers(self, p: QPainter, dr: QRectF) -> None:
        p.save()
        p.setPen(QPen(QColor("#5b4a3a"), 2))
        p.setBrush(QColor("#b8a88c"))
        for x in (dr.left() - 15, dr.right() + 3):
            t = QRectF(x, dr.top() + 8, 12, dr.height() - 6)
            p.drawRect(t)
            for k in range(2):
                p.drawRect(QRectF(t.left() + k * 7, t.top() - 5, 5, 5))
        p.restore()

    def _cell(self, p: QPainter, sheet, row: int, d: int, c: int, marks, hover) -> None:
        r = cell_rect(row, d, c)
        state = sheet.buildings[row * 18 + d * 6 + c]
        name = D.BUILDING_AT[(row, d)]
        colour = art.COLOUR_KEYS[d]
        target = ("build", row, d, c)
        mark = marks.get(target)
        if mark or hover == target:
            p.setPen(
                QPen(
                    QColor("#2f7d3a") if mark == "exact" or hover == target else QColor("#7fae72"),
                    5 if mark == "exact" else 3,
                )
            )
            p.setBrush(QColor(120, 190, 110, 70 if mark == "exact" else 35))
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8)
        sil = QRectF(r.left() + 22, r.top() + 4, 56, 52)
        path = art.building_path(name, sil)
        if state == BUILT:
            p.setPen(QPen(QColor(theme.INK), 3.2))
            p.setBrush(art.FILL[colour] if colour != "white" else QColor("#e9e2cf"))
            p.drawPath(path)
        else:
            p.setPen(QPen(QColor(art.DEEP[colour]).lighter(140), 1.6, Qt.PenStyle.DotLine))
            p.setBrush(QColor(255, 255, 255, 90))
            p.drawPath(path)
        self._cell_hint(p, r, row, d, c)
        if state == CROSSED:
            p.setPen(QPen(QColor("#2a2421"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(r.topLeft() + QPointF(14, 6), r.bottomRight() + QPointF(-14, -6))
            p.drawLine(r.topRight() + QPointF(-14, 6), r.bottomLeft() + QPointF(14, -6))

    def _cell_hint(self, p: QPainter, r: QRectF, row: int, d: int, c: int) -> None:
        """What the building gives, in small icons in the cell's corners."""
        data = self.g.data
        if row == 1:
            for k in range(data.work_citizens[d]):
                art.draw_citizen(p, QPointF(r.right() - 10, r.top() + 14 + k * 22), 18, art.COLOUR_KEYS[d])
            return
        if d == 0:
            art.draw_citizen(
                p, QPointF(r.right() - 10, r.top() + 20), 20, art.COLOUR_KEYS[data.fortress_citizen[c]]
            )
        elif d == 1:
            colour, what, idx, amount = data.great_hall[c]
            art.draw_glyph(p, art.COLOUR_KEYS[colour], QPointF(r.left() + 10, r.top() + 12), 13)
            p.setFont(_font(15, bold=True))
            p.setPen(QColor(theme.INK))
            p.drawText(
                QRectF(r.right() - 30, r.top() + 34, 24, 20), Qt.AlignmentFlag.AlignCenter, f"{amount}"
            )
            if what == "res":
                art.draw_resource(p, art.RESOURCE_NAMES[idx], QPointF(r.right() - 10, r.top() + 18), 18)
            else:
                art.draw_citizen(p, QPointF(r.right() - 10, r.top() + 18), 20, art.COLOUR_KEYS[idx])
        else:
            scored = data.cathedral_scores[c]
            sr, sd = D.BUILDING_SLOT[scored]
            mini = QRectF(r.right() - 22, r.top() + 4, 20, 20)
            p.setPen(QPen(art.DEEP[art.COLOUR_KEYS[sd]], 1.4))
            p.setBrush(art.FILL[art.COLOUR_KEYS[sd]])
            p.drawPath(art.building_path(scored, mini))

    def _lozenge(self, p: QPainter, centre: QPointF, gain: tuple, gained: bool, sheet, row, d, a, b) -> None:
        s = 15.0
        lost = (
            sheet.buildings[row * 18 + d * 6 + a] == CROSSED
            or sheet.buildings[row * 18 + d * 6 + b] == CROSSED
        )
        poly = QPolygonF(
            [
                QPointF(centre.x(), centre.y() - s * 1.5),
                QPointF(centre.x() + s * 0.9, centre.y()),
                QPointF(centre.x(), centre.y() + s * 1.5),
                QPointF(centre.x() - s * 0.9, centre.y()),
            ]
        )
        p.setPen(QPen(QColor(theme.INK) if gained else QColor("#9b8a6e"), 2.4 if gained else 1.4))
        p.setBrush(QColor("#f2d675") if gained else QColor("#fffaf0"))
        p.drawPolygon(poly)
        if gain and gain[0][0] == "cit":
            n = len(gain)
            art.draw_citizen(p, QPointF(centre.x(), centre.y() - 3), 15, art.COLOUR_KEYS[gain[0][1]])
            if n > 1:
                p.setFont(_font(12, bold=True))
                p.setPen(QColor(theme.INK))
                p.drawText(
                    QRectF(centre.x() - 8, centre.y() + 3, 16, 14), Qt.AlignmentFlag.AlignCenter, f"{n}"
                )
        elif gain:
            art.draw_resource(p, art.RESOURCE_NAMES[gain[0][1]], QPointF(centre.x(), centre.y() - 4), 12)
            p.setFont(_font(12, bold=True))
            p.setPen(QColor(theme.INK))
            p.drawText(
                QRectF(centre.x() - 8, centre.y() + 3, 16, 14), Qt.AlignmentFlag.AlignCenter, f"{gain[0][2]}"
            )
        if lost:
            p.setPen(QPen(QColor("#2a2421"), 2.5))
            p.drawLine(centre + QPointF(-9, -12), centre + QPointF(9, 12))

    # ------------------------------------------------------------------ resources
    def _resource_track(self, p: QPainter, sheet, r: int, marks, hover) -> None:
        colour = art.COLOUR_KEYS[r]
        box = track_rect(r)
        target = ("track", r)
        mark = marks.get(target)
        p.setPen(QPen(QColor("#c9b895"), 1.5))
        p.setBrush(art.TINT[colour].lighter(104))
        p.drawRoundedRect(box.adjusted(0, 0, -18, 0), 10, 10)
        if mark or hover == target:
            p.setPen(
                QPen(
                    QColor("#2f7d3a") if mark == "exact" or hover == target else QColor("#7fae72"),
                    5 if mark == "exact" else 3,
                )
            )
            p.setBrush(QColor(120, 190, 110, 60 if mark == "exact" else 30))
            p.drawRoundedRect(box.adjusted(-2, -2, -16, 2), 10, 10)
        name = art.RESOURCE_NAMES[r]
        have = sheet.have(r)
        art.draw_resource(p, name, QPointF(TRACK_X + 14, box.top() + 26), 24)
        p.setFont(_font(22, bold=True))
        p.setPen(art.DEEP[colour])
        p.drawText(
            QRectF(TRACK_X + 34, box.top() + 8, 200, 36), Qt.AlignmentFlag.AlignVCenter,
            words.resource(name).capitalize()
        )
        p.setFont(_font(19))
        p.setPen(QColor(theme.INK))
        p.drawText(
            QRectF(TRACK_X + 150, box.top() + 8, 222, 36),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            translate("DiceSheet", "{count} to spend").format(count=have),
        )
        circled, spent = sheet.circled[r], sheet.spent[r]
        cit_spaces = self.g.data.citizen_spaces
        for s in range(1, self.g.data.track_length + 1):
            c = track_space(r, s)
            rad = 16.0
            if s in cit_spaces:
                art.draw_citizen(p, c, 24, colour, filled=s <= circled)
            else:
                p.setFont(_font(14))
                p.setPen(QColor("#a4967c"))
                p.drawText(
                    QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter, str(s)
                )
            if s <= circled:
                p.setPen(QPen(QColor(theme.INK), 2.6))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, rad, rad)
            else:
                p.setPen(QPen(QColor("#c3b594"), 1.2, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, rad, rad)
            if s <= spent:
                p.setPen(QPen(QColor("#2a2421"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(c + QPointF(-10, -10), c + QPointF(10, 10))
                p.drawLine(c + QPointF(10, -10), c + QPointF(-10, 10))

    # ------------------------------------------------------------------ citizens
    def _citizens(self, p: QPainter, sheet) -> None:
        data = self.g.data
        box = QRectF(18, CIT_TOP - 6, TRACK_X - 36, 3 * CIT_STEP + 40)
        p.setPen(QPen(QColor("#c9b895"), 1.5))
        p.setBrush(QColor("#f7efdc"))
        p.drawRoundedRect(box, 10, 10)
        bonus_cols = {cb[0]: cb[1] for cb in data.column_bonuses}
        # Column bonus frames (columns 3, 6, 11 across the three tracks).
        for col, gain in bonus_cols.items():
            top = citizen_space(0, col)
            bottom = citizen_space(2, col)
            got = sheet.column_bonus[[cb[0] for cb in data.column_bonuses].index(col)]
            p.setPen(QPen(QColor("#8b6b2b") if got else QColor("#c8ad6a"), 2.2))
            p.setBrush(QColor(242, 214, 117, 120 if got else 50))
            p.drawRoundedRect(QRectF(top.x() - 15, top.y() - 16, 30, bottom.y() - top.y() + 32 + 20), 8, 8)
            hint = QPointF(bottom.x(), bottom.y() + 27)
            if gain == "work":
                p.setPen(QPen(QColor(theme.INK), 1.2))
                p.setBrush(QColor("#d9ccb0"))
                p.drawPath(art.building_path("city_hall", QRectF(hint.x() - 8, hint.y() - 9, 16, 16)))
            else:
                for k, res in enumerate(art.RESOURCE_NAMES):
                    art.draw_resource(p, res, QPointF(hint.x() - 9 + k * 9, hint.y() - 1), 8)
        for k in range(3):
            colour = art.COLOUR_KEYS[k]
            y = citizen_space(k, 1).y()
            art.draw_citizen(p, QPointF(46, y), 30, colour)
            p.setFont(_font(13, bold=True))
            p.setPen(art.DEEP[colour])
            p.drawText(QRectF(20, y + 14, 54, 18), Qt.AlignmentFlag.AlignCenter, f"{sheet.citizens[k]}")
            for s in range(1, data.citizen_length + 1):
                c = citizen_space(k, s)
                filled = s <= sheet.citizens[k]
                rad = 12.5
                if s in (15, data.citizen_length):
                    p.setPen(QPen(QColor("#8b6b2b"), 2))
                    p.setBrush(QColor("#f2d675"))
                    p.drawEllipse(c, rad + 3, rad + 3)
                art.draw_citizen(
                    p,
                    c,
                    21,
                    colour,
                    filled=filled,
                    pen=None if filled else QColor(art.DEEP[colour]).lighter(150),
                )
                if filled:
                    p.setPen(QPen(QColor(theme.INK), 2.2))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawEllipse(c, rad, rad)
            # Track bonus hints, to the right of the 15th and 20th spaces' row end.
            x = citizen_space(k, data.citizen_length).x() + 22
            for j, name in enumerate(data.track_bonus_15[k]):
                rd = D.BUILDING_SLOT[name][1]
                p.setPen(QPen(art.DEEP[art.COLOUR_KEYS[rd]], 1.2))
                p.setBrush(art.FILL[art.COLOUR_KEYS[rd]])
                p.drawPath(art.building_path(name, QRectF(x + j * 17, y - 19, 16, 16)))
            for j, cc in enumerate(data.track_bonus_20[k]):
                art.draw_citizen(p, QPointF(x + 8 + j * 17, y + 11), 15, art.COLOUR_KEYS[cc])
            p.setFont(_font(10))
            p.setPen(QColor(theme.FADED_INK))

    # ------------------------------------------------------------------ final scoring column
    def _final_column(self, p: QPainter, sheet) -> None:
        data = self.g.data
        box = QRectF(TRACK_X - 10, CIT_TOP - 6, W - TRACK_X - 8, 3 * CIT_STEP + 40 + 180 - 180)
        box.setBottom(H - 20)
        p.setPen(QPen(QColor("#c9b895"), 1.5))
        p.setBrush(QColor("#f7efdc"))
        p.drawRoundedRect(box, 10, 10)
        score = self.g.scoring()[self.seat]
        by_col = {c["column"]: c for c in score["cathedrals"]}
        y = box.top() + 6
        p.setFont(_font(16, bold=True))
        p.setPen(art.DEEP["white"])
        p.drawText(
            QRectF(box.left() + 12, y, box.width() - 24, 22), Qt.AlignmentFlag.AlignLeft,
            translate("DiceSheet", "Cathedral scoring")
        )
        y += 24
        step = 21
        for col in range(6):
            number = sheet.cathedral[col]
            circle = QPointF(box.left() + 22, y + step / 2)
            p.setPen(QPen(QColor(theme.INK) if number else QColor("#b3a489"), 2 if number else 1.3))
            p.setBrush(QColor("#fffdf6"))
            p.drawEllipse(circle, 9.5, 9.5)
            if number:
                p.setFont(_font(15, bold=True))
                p.setPen(QColor(theme.ACCENT))
                p.drawText(
                    QRectF(circle.x() - 10, circle.y() - 10, 20, 20),
                    Qt.AlignmentFlag.AlignCenter,
                    str(number),
                )
            scored = data.cathedral_scores[col]
            sd = D.BUILDING_SLOT[scored][1]
            p.setPen(QPen(art.DEEP[art.COLOUR_KEYS[sd]], 1.2))
            p.setBrush(art.FILL[art.COLOUR_KEYS[sd]])
            p.drawPath(art.building_path(scored, QRectF(box.left() + 38, y + 1, 18, 18)))
            p.setFont(_font(15, italic=not number))
            p.setPen(QColor(theme.INK) if number else QColor("#9d8f7c"))
            p.drawText(
                QRectF(box.left() + 62, y, 250, step),
                Qt.AlignmentFlag.AlignVCenter,
                data.cathedral_characters[col],
            )
            vp = by_col.get(col + 1, {}).get("vp")
            p.setFont(_font(15, bold=True))
            p.drawText(
                QRectF(box.right() - 92, y, 80, step),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                "" if vp is None else translate("DiceSheet", "{score} VP").format(score=vp),
            )
            y += step
        y += 5
        p.setPen(QPen(QColor("#c9b895"), 1))
        p.drawLine(QPointF(box.left() + 10, y), QPointF(box.right() - 10, y))
        p.setFont(_font(15))
        p.setPen(QColor(theme.INK))
        p.drawText(
            QRectF(box.left() + 14, y + 2, box.width() - 28, 22),
            Qt.AlignmentFlag.AlignVCenter,
            translate("DiceSheet", "Cathedrals + resources {cathedrals}  \u00b7  citizens {citizens}").format(
                cathedrals=score["cathedral_and_resource_vp"], citizens=score["citizen_vp"]),
        )
        y += 24
        p.setFont(_font(22, bold=True))
        p.setPen(QColor(theme.ACCENT))
        p.drawText(QRectF(box.left() + 14, y, 200, 30), Qt.AlignmentFlag.AlignVCenter,
                   translate("DiceSheet", "Total"))
        p.drawText(
            QRectF(box.right() - 150, y, 138, 30),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            translate("DiceSheet", "{score} VP").format(score=score["total"]),
        )


class SheetWidget(QWidget):
    """The scoresheet of one seat. ``targetChosen(target, rank)`` on a click (rank 0) or a die drop."""

    targetChosen = Signal(object, int)

    def __init__(self, model, seat: int = 0, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("diceSheet" if not compact else "diceSheetThumb")
        self.model = model
        self.seat = seat
        self.compact = compact
        self.marks: dict = {}
        self.hover = None
        self.active = False
        self.veil = None          # the simultaneous choice hides this half day's choices (dice_ui/veil.py)
        self.names = model.names()
        if not compact:
            self.setAcceptDrops(True)
            self.setMouseTracking(True)
            self.setMinimumSize(480, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        model.changed.connect(self.update)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, 90) if self.compact else QSize(800, 600)

    def set_seat(self, seat: int) -> None:
        self.seat = seat
        self.marks = {}
        self.update()

    # ------------------------------------------------------------------ geometry
    def _transform(self) -> tuple[float, float, float]:
        s = min(self.width() / W, self.height() / H)
        return s, (self.width() - W * s) / 2, (self.height() - H * s) / 2

    def to_widget(self, pt: QPointF) -> QPointF:
        s, dx, dy = self._transform()
        return QPointF(dx + pt.x() * s, dy + pt.y() * s)

    def target_centre(self, target) -> QPointF:
        """Widget position of a target's centre (tests click there)."""
        if target[0] == "build":
            return self.to_widget(cell_rect(target[1], target[2], target[3]).center())
        return self.to_widget(track_rect(target[1]).center())

    def target_at(self, pos: QPointF):
        s, dx, dy = self._transform()
        x, y = (pos.x() - dx) / s, (pos.y() - dy) / s
        for d in range(3):
            for c in range(6):
                for row in (0, 1):
                    if cell_rect(row, d, c).adjusted(-4, -4, 4, 4).contains(QPointF(x, y)):
                        return ("build", row, d, c)
            if track_rect(d).contains(QPointF(x, y)):
                return ("track", d)
        return None

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        s, dx, dy = self._transform()
        p.translate(dx, dy)
        p.scale(s, s)
        g = self.veil.game_for(self.seat) if self.veil is not None else self.model.game
        name = self.names[self.seat] if self.seat < len(self.names) else translate(
            "DiceSheet", "Player {number}").format(number=self.seat + 1)
        SheetPainter(g, self.seat, name, art.player_ink(self.seat)).paint(
            p, self.marks, self.hover, self.active
        )
        kb = getattr(self, "kb_target", None)
        if kb is not None and kb in self.marks:
            # The target chosen with the keyboard (Tab): a dashed sealing-wax frame.
            r = cell_rect(kb[1], kb[2], kb[3]) if kb[0] == "build" else track_rect(kb[1])
            pen = QPen(QColor("#8b2e1f"), 4, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 6, 6)
        p.end()

    # ------------------------------------------------------------------ mouse and drops
    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        t = self.target_at(event.position())
        if t != self.hover:
            self.hover = t if t in self.marks else None
            self.update()
        self.setCursor(Qt.CursorShape.PointingHandCursor if t in self.marks else Qt.CursorShape.ArrowCursor)
        self.setToolTip(self.tooltip_for(t) if t else "")

    def tooltip_for(self, t) -> str:
        if t[0] == "track":
            return (
                translate("DiceSheet", "Influence track: gain influence with a red die "
                                       "(a citizen on spaces 6, 12 and 18)."),
                translate("DiceSheet", "Deniers track: gain deniers with a yellow die "
                                       "(a citizen on spaces 6, 12 and 18)."),
                translate("DiceSheet", "Knowledge track: gain knowledge with a white die "
                                       "(a citizen on spaces 6, 12 and 18)."),
            )[t[1]]
        _, row, d, c = t
        building = words.building(D.BUILDING_AT[(row, d)])
        g = self.model.game
        if len(g.numbering) != 6:
            return translate("DiceSheet", "{building}: the columns are not numbered yet.").format(
                building=building)
        value = g.numbering[c]          # the column's name is the number the sheet shows above it
        return translate("DiceSheet", "{building}, column of the {value}: "
                                      "needs a {colour} die of value {value}.").format(
            building=building, value=value, colour=words.die_colour(art.COLOUR_KEYS[d]))

    def leaveEvent(self, event) -> None:  # noqa: N802
        self.hover = None
        self.update()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        t = self.target_at(event.position())
        if t is not None:
            self.targetChosen.emit(t, 0)

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasFormat(DIE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:  # noqa: N802
        t = self.target_at(event.position())
        if t != self.hover:
            self.hover = t
            self.update()
        event.acceptProposedAction()

    def dragLeaveEvent(self, event) -> None:  # noqa: N802
        self.hover = None
        self.update()

    def dropEvent(self, event) -> None:  # noqa: N802
        self.hover = None
        t = self.target_at(event.position())
        try:
            rank = int(bytes(event.mimeData().data(DIE_MIME)).decode())
        except ValueError:
            return
        event.acceptProposedAction()
        if t is not None:
            self.targetChosen.emit(t, rank)
        self.update()
