"""The ramparts and the outdoor activities (The Ladies of Troyes, module "ramparts").

One band under the board: the wall of 20 spaces, clockwise from the top gate (space 0, where every guard
starts) to the top gate again (space 20), with the gates at spaces 5, 10 and 15 (RULINGS L2). Under each
stretch of five spaces lies the outdoor tile opened by the gate that ends it: level I at space 5, II at 10,
III at 15 and IV at the top gate. Each tile shows its face-up effect in a few words of our own, the cubes
on it and who has access. The whole band is the drop target of action 7; during the ramparts decision the
next space (advance) and the tiles that can take a cube are clickable.

Hit keys: ``("rampart_space", i)``, ``("outdoor", level)``, ``("ramparts",)``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from troyes_desktop.i18n import translate
from troyes_desktop.troyes_ui.describe import outdoor_face
from troyes_desktop.troyes_ui.player_panel import face_line, face_title, standing_words

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips
from .base import BoardItem, fitted_font, text

START_W = 78.0

TRACK_Y = 44.0
TRACK_H = 56.0
TILE_Y = 110.0
GATES = (5, 10, 15, 20)
MEADOW_LIGHT = QColor("#e7ecc8")
MEADOW_DARK = QColor("#c9d39a")
MEADOW_EDGE = QColor("#6b7a3a")


class RampartsItem(BoardItem):
    def __init__(self) -> None:
        super().__init__(lay.RAMPARTS)
        self.setZValue(1)

    # ------------------------------------------------------------------ geometry
    def space_w(self) -> float:
        return (self._rect.width() - START_W - 16) / 20

    def space_rect(self, i: int) -> QRectF:
        """Space 0 is the top gate where the guards start; 1-20 run left to right (clockwise)."""
        if i == 0:
            return QRectF(6, TRACK_Y - 6, START_W - 6, TRACK_H + 6)
        w = self.space_w()
        x = START_W + 6 + (i - 1) * w
        if i in GATES:
            return QRectF(x + 1, TRACK_Y - 6, w - 3, TRACK_H + 6)
        return QRectF(x + 1, TRACK_Y, w - 3, TRACK_H)

    def tile_rect(self, level: int) -> QRectF:
        w = self.space_w()
        x = START_W + 6 + (level - 1) * 5 * w
        return QRectF(x + 4, TILE_Y, 5 * w - 10, self._rect.height() - TILE_Y - 6)

    def hit(self, pos):
        for level in (1, 2, 3, 4):
            if self.tile_rect(level).contains(pos):
                return ("outdoor", level)
        for i in range(21):
            if self.space_rect(i).contains(pos):
                return ("rampart_space", i)
        return ("ramparts",)

    # ------------------------------------------------------------------ state
    def _expansion(self):
        return getattr(self.game, "expansion", None) or {}

    def gates(self) -> list[int]:
        data = getattr(self.game.data, "ladies", None) or {}
        return list(data.get("gates", GATES))

    def face(self, level: int) -> str | None:
        return outdoor_face(self.game, level)

    def owns(self, key) -> bool:
        return key[0] in ("ramparts", "outdoor", "rampart_space")

    def signature(self):
        g = self.game
        ex = self._expansion()
        sc = self.scene()
        lit = tuple(sorted(k for k in sc.highlights if self.owns(k))) if sc is not None else ()
        return (
            repr(ex.get("guard")),
            repr(ex.get("tile_cubes")),
            repr(ex.get("gate_order")),
            repr(ex.get("tiles")),
            g.pending.seat if g.pending.kind in ("ramparts", "boost") else None,
            lit,
            tuple(p.name for p in g.players),
        )

    def refresh(self) -> None:
        self.setToolTip(self._tooltip_for(("ramparts",)))
        self.update_if_changed()

    def _tooltip_for(self, key) -> str:
        g = self.game
        ex = self._expansion()
        if key[0] == "outdoor":
            level = key[1]
            face = self.face(level)
            if face is None:
                return tips.RAMPARTS
            title = face_title(face)
            info = self._face_info(level)
            cubes = [(g.players[p].name, ex["tile_cubes"][level - 1][p]) for p in range(g.n)]
            gate = self.gates()[level - 1]
            access = [g.players[p].name for p in range(g.n) if ex["guard"][p] >= gate]
            tip = tips.outdoor_tile(level, title, info, cubes, access, gate)
            if level < 4 and ex.get("standing"):
                answers = [
                    f"{escape(g.players[p].name)}: {standing_words(ex['standing'][p][level - 1])}"
                    for p in range(g.n)
                    if ex["tile_cubes"][level - 1][p]
                ]
                if answers:
                    tip += "<p>" + translate("BoardItems", "Standing answers: {answers}").format(
                        answers=", ".join(answers)) + "</p>"
            return tip
        guards = ", ".join(translate("BoardItems", "{player} on space {space}").format(
            player=escape(g.players[p].name), space=ex["guard"][p]) for p in range(g.n)) if ex else ""
        if not guards:
            return tips.RAMPARTS
        return tips.RAMPARTS + "<br><br>" + translate("BoardItems", "Guards: {guards}.").format(guards=guards)

    def _face_info(self, level: int) -> dict:
        ex = self._expansion()
        tile, face = ex["tiles"][level - 1]
        return self.game.data.ladies["tiles"][tile]["faces"][face]

    def hoverMoveEvent(self, event) -> None:
        key = self.hit(event.pos())
        tip = self._tooltip_for(key if key[0] == "outdoor" else ("ramparts",))
        if tip != self.toolTip():
            self.setToolTip(tip)
        super().hoverMoveEvent(event)

    # ------------------------------------------------------------------ drawing
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        r = self._rect
        ex = self._expansion()
        if not ex or not ex.get("tiles"):
            return
        # the band
        painter.setBrush(QColor(255, 250, 235, 90))
        painter.setPen(QPen(pal.STONE_DARK, 1.5, Qt.DashLine))
        painter.drawRoundedRect(r, 12, 12)
        title = translate("BoardItems", "Ramparts")
        place = QRectF(14, 3, 200, 26)
        text(painter, place, title, 18, pal.FADED_INK, bold=True)
        legend_x = 14 + min(place.width(), QFontMetricsF(fitted_font(place, title, 18, bold=True)[0])
                            .horizontalAdvance(title)) + 20
        text(
            painter,
            QRectF(max(112.0, legend_x), 4, 900, 24),
            translate("BoardItems", "clockwise from the top gate \u2192   \u00b7   action 7: one die, +1 "
                      "denier per point (max 6); a point moves the guard or puts a cube outdoors"),
            14,
            pal.FADED_INK,
            italic=True,
        )
        if self.highlighted(("ramparts",)):
            self.draw_highlight(painter, r, 12)
        self._paint_wall(painter)
        for level in (1, 2, 3, 4):
            self._paint_tile(painter, level)
        self._paint_guards(painter)

    def _paint_wall(self, painter: QPainter) -> None:
        w = self.space_w()
        # the curtain wall behind the spaces
        wall = QRectF(6, TRACK_Y + 14, self._rect.width() - 12, TRACK_H - 14)
        grad = QLinearGradient(wall.topLeft(), wall.bottomLeft())
        grad.setColorAt(0, pal.STONE_LIGHT)
        grad.setColorAt(1, pal.STONE)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(pal.STONE_DARK, 1.5))
        painter.drawRoundedRect(wall, 6, 6)
        gates = self.gates()
        for i in range(21):
            sr = self.space_rect(i)
            is_gate = i == 0 or i in gates
            lit = self.highlighted(("rampart_space", i))
            self._paint_space(painter, sr, i, is_gate, lit)
        # connectors: each gate to its tile
        painter.setPen(QPen(MEADOW_EDGE, 2, Qt.DotLine))
        for level, gate in zip((1, 2, 3, 4), gates):
            sr = self.space_rect(gate)
            tr = self.tile_rect(level)
            x = min(sr.center().x(), tr.right() - 16)
            painter.drawLine(QPointF(x, sr.bottom()), QPointF(x, tr.top()))
        del w

    def _paint_space(self, painter: QPainter, sr: QRectF, i: int, is_gate: bool, lit: bool) -> None:
        if is_gate:
            grad = QLinearGradient(sr.topLeft(), sr.bottomLeft())
            grad.setColorAt(0, QColor("#b7a88f"))
            grad.setColorAt(1, QColor("#8c7d66"))
            painter.setBrush(QBrush(grad))
            painter.setPen(QPen(pal.STONE_DARK, 1.8))
            path = QPainterPath()
            path.addRoundedRect(sr, 5, 5)
            painter.drawPath(path)
            # crenels on the tower
            cw = sr.width() / 7
            painter.setBrush(QColor("#a3947c"))
            for k in range(0, 7, 2):
                painter.drawRect(QRectF(sr.x() + k * cw, sr.y() - 6, cw, 7))
            # the gate's arch
            arch = QRectF(sr.center().x() - 11, sr.bottom() - 24, 22, 24)
            painter.setBrush(QColor("#4a3a2a"))
            painter.setPen(Qt.NoPen)
            ap = QPainterPath()
            ap.moveTo(arch.bottomLeft())
            ap.lineTo(arch.left(), arch.top() + 10)
            ap.arcTo(QRectF(arch.left(), arch.top(), arch.width(), 20), 180, -180)
            ap.lineTo(arch.bottomRight())
            ap.closeSubpath()
            painter.drawPath(ap)
            label = (translate("BoardItems", "top gate") if i in (0, 20) else
                     translate("BoardItems", "gate {number}").format(number=dr.roman(GATES.index(i) + 1)))
            text(
                painter,
                QRectF(sr.x(), sr.y() + 1, sr.width(), 14),
                label,
                11,
                QColor("#fff8ea"),
                bold=True,
                align=Qt.AlignHCenter | Qt.AlignTop,
            )
            text(
                painter,
                QRectF(sr.x() + 3, sr.bottom() - 15, 18, 14),
                str(i),
                11,
                QColor("#fff8ea"),
                bold=True,
                align=Qt.AlignLeft | Qt.AlignVCenter,
            )
        else:
            painter.setBrush(QColor("#e9e1cf"))
            painter.setPen(QPen(pal.STONE_DARK, 1.2))
            painter.drawRoundedRect(sr.adjusted(0, 6, 0, 0), 4, 4)
            # merlon on top
            painter.setBrush(QColor("#d8ccb4"))
            painter.drawRect(QRectF(sr.center().x() - sr.width() * 0.22, sr.y(), sr.width() * 0.44, 8))
            text(
                painter,
                QRectF(sr.x() + 3, sr.bottom() - 15, 22, 14),
                str(i),
                11,
                pal.FADED_INK,
                align=Qt.AlignLeft | Qt.AlignVCenter,
            )
        if lit:
            self.draw_highlight(painter, sr, 5)

    def _guard_positions(self, sr: QRectF, n: int) -> list[QPointF]:
        if n == 1:
            return [QPointF(sr.center().x(), sr.center().y() + 4)]
        step = min(18.0, (sr.width() - 18) / max(1, n - 1))
        x0 = sr.center().x() - step * (n - 1) / 2
        return [QPointF(x0 + k * step, sr.center().y() + 4) for k in range(n)]

    def _paint_guards(self, painter: QPainter) -> None:
        g = self.game
        ex = self._expansion()
        by_space: dict[int, list[int]] = {}
        for p in range(g.n):
            by_space.setdefault(ex["guard"][p], []).append(p)
        deciding = g.pending.seat if g.pending.kind in ("ramparts", "boost") else None
        for space, owners in by_space.items():
            sr = self.space_rect(min(20, space))
            for pt, p in zip(self._guard_positions(sr, len(owners)), owners):
                dr.guard(
                    painter, pt, 24 if len(owners) > 2 else 28, pal.player_colour(p, g),
                    highlight=p == deciding,
                )

    def _paint_tile(self, painter: QPainter, level: int) -> None:
        g = self.game
        ex = self._expansion()
        tr = self.tile_rect(level)
        face = self.face(level)
        info = self._face_info(level)
        title = face_title(face)
        words = face_line(face) or info.get("text", "")
        grad = QLinearGradient(tr.topLeft(), tr.bottomRight())
        grad.setColorAt(0, MEADOW_LIGHT)
        grad.setColorAt(1, MEADOW_DARK)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(MEADOW_EDGE, 2))
        painter.drawRoundedRect(tr, 9, 9)
        # level shield
        shield = QRectF(tr.x() + 8, tr.y() + 8, 34, 30)
        painter.setBrush(pal.PARCHMENT_LIGHT)
        painter.setPen(QPen(MEADOW_EDGE, 1.5))
        painter.drawRoundedRect(shield, 6, 6)
        text(painter, shield, dr.roman(level), 16, pal.INK, bold=True, align=Qt.AlignCenter)
        # the die a reroll face rolls (a die of that colour cannot put a cube here)
        colour = info.get("colour")
        die_colour = {"red": 0, "white": 1, "yellow": 2, "purple": pal.PURPLE_DIE}.get(colour)
        side = 112.0
        tx = tr.x() + 50
        if die_colour is not None:
            dr.die(painter, QRectF(tx, tr.y() + 8, 24, 24), die_colour, 0, glyph_mark=True)
            tx += 30
        text(painter, QRectF(tx, tr.y() + 6, tr.right() - side - tx, 28), title, 19, pal.INK, bold=True)
        text(
            painter,
            QRectF(tr.x() + 10, tr.y() + 42, tr.width() - side - 14, tr.height() - 62),
            words[:1].upper() + words[1:] + ".",
            15,
            pal.INK,
            wrap=True,
            align=Qt.AlignLeft | Qt.AlignTop,
        )
        # right column: cubes per player, or the arrival order of the race face
        col = QRectF(tr.right() - side + 4, tr.y() + 6, side - 12, tr.height() - 12)
        painter.setPen(QPen(QColor(107, 122, 58, 120), 1))
        painter.drawLine(QPointF(col.x() - 6, col.y() + 2), QPointF(col.x() - 6, col.bottom() - 2))
        gate = self.gates()[level - 1]
        lit = self.highlighted(("outdoor", level))
        if face == "gate-race":
            order = ex.get("gate_order", [])
            vp = info.get("vp", [6, 4, 2, 1])
            text(
                painter, QRectF(col.x(), col.y(), col.width(), 18), translate("BoardItems", "arrivals"), 13,
                pal.FADED_INK, italic=True
            )
            for k in range(min(4, len(vp))):
                y = col.y() + 20 + k * 17
                who = g.players[order[k]].name if k < len(order) else "\u2014"
                if k < len(order):
                    dr.disc(painter, QPointF(col.x() + 6, y + 8), 5, pal.player_colour(order[k], self.game))
                text(painter, QRectF(col.x() + 14, y, col.width() - 14, 17),
                     translate("BoardItems", "{vp} VP {player}").format(vp=vp[k], player=who), 13, pal.INK)
        else:
            text(painter, QRectF(col.x(), col.y(), col.width(), 18), translate("BoardItems", "cubes"), 13,
                 pal.FADED_INK, italic=True)
            k = 0
            for p in range(g.n):
                n = ex["tile_cubes"][level - 1][p]
                if n <= 0:
                    continue
                cx = col.x() + (k % 2) * 52
                cy = col.y() + 22 + (k // 2) * 28
                dr.cube(painter, QRectF(cx, cy, 20, 20), pal.player_colour(p, self.game))
                text(painter, QRectF(cx + 22, cy - 2, 30, 24), f"\u00d7{n}", 16, pal.INK, bold=True)
                k += 1
            if k == 0:
                text(
                    painter,
                    QRectF(col.x(), col.y() + 22, col.width(), 20),
                    translate("BoardItems", "none yet"),
                    13,
                    pal.FADED_INK,
                    italic=True,
                )
        # access: the players whose guard has reached the gate
        opened = [p for p in range(g.n) if ex["guard"][p] >= gate]
        ay = tr.bottom() - 19
        label = (translate("BoardItems", "top gate: open to") if gate >= 20 else
                 translate("BoardItems", "gate {number}: open to").format(number=gate))
        text(painter, QRectF(tr.x() + 10, ay - 3, 106, 20), label, 13, pal.FADED_INK, italic=True)
        if opened:
            for k, p in enumerate(opened):
                dr.disc(painter, QPointF(tr.x() + 124 + k * 17, ay + 7), 6.5, pal.player_colour(p, self.game))
        else:
            text(painter, QRectF(tr.x() + 118, ay - 3, 100, 20), translate("BoardItems", "nobody yet"), 13,
                 pal.FADED_INK, italic=True)
        if lit:
            self.draw_highlight(painter, tr, 9)
