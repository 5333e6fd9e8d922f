"""The wheel, drawn as original vector art: a stone disc with 9 notches holding the plaza tiles (face-up
colour, a folded corner in the back colour), the small layer with the day window, the light morning and
dark afternoon sectors and their costs, the 4 dice of the half day (placed by an animation), the black die
in the hole of the plaza it destroyed, the Banquet/Raid tiles beside their plazas and the day counter.

The day window is always drawn at the top; notch ``k`` sits ``(k - window) * 40`` degrees clockwise from it
(ruling DX1). Click a usable die to pick it, or drag it onto the scoresheet.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QByteArray, QMimeData, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from troyes_desktop.dice_ui import art, words
from troyes_desktop.i18n import localized, translate
from troyes_desktop.rules.dice.game import K_ADJUST, K_DIE, S_BLACK, S_NOTCH, S_TILE, S_USABLE, S_VALUE
from troyes_desktop.shared_ui import theme

DIE_MIME = "application/x-troyes-dice-rank"
MORNING = QColor("#f7e7b4")
AFTERNOON = QColor("#53566e")


def fit_text(p: QPainter, box: QRectF, text: str, px: float, colour: QColor, bold: bool = False,
             italic: bool = False) -> QRectF:
    """``text`` centred in ``box`` at ``px`` pixels, wrapped at its spaces and drawn smaller until it fits;
    returns where its letters are."""
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    f = QFont(theme.font(9, bold=bold, italic=italic))
    size = max(6, int(px))
    while True:
        f.setPixelSize(size)
        need = QFontMetricsF(f).boundingRect(QRectF(0, 0, box.width(), 10_000), flags, text)
        if (need.width() <= box.width() + 0.5 and need.height() <= box.height() + 0.5) or size <= 6:
            break
        size -= 1
    p.setFont(f)
    p.setPen(colour)
    p.drawText(box, flags, text)
    return QFontMetricsF(f).boundingRect(box, flags, text)


class WheelWidget(QWidget):
    """The wheel of the current game; ``dieClicked(rank)`` when a usable die is clicked."""

    dieClicked = Signal(int)

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceWheel")
        self.model = model
        self.selected_rank = 0
        self.hover_rank = 0
        self.interactive = True
        self.setMouseTracking(True)
        self.setMinimumSize(170, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._progress = 1.0
        self._roll_key = None
        self._press: QPointF | None = None
        self._press_rank = 0
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.valueChanged.connect(self._tick)
        model.changed.connect(self.refresh)
        self.refresh(animate=False)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(400, 400)

    def set_model(self, model) -> None:
        self.model = model
        model.changed.connect(self.refresh)
        self._roll_key = None
        self.refresh(animate=False)

    # ------------------------------------------------------------------ state
    def _key(self):
        g = self.model.game
        return (g.day, g.half, tuple(g.slots)) if g.slots else None

    def refresh(self, animate: bool = True) -> None:
        key = self._key()
        if key != self._roll_key:
            self._roll_key = key
            delay = theme.animation_delay()
            if animate and delay > 0 and key is not None:
                self.anim.stop()
                self.anim.setDuration(int(delay * 1.6))
                self._progress = 0.0
                self.anim.start()
            else:
                self._progress = 1.0
        g = self.model.game
        if g.stage == K_ADJUST:
            self.selected_rank = g.t_rank + 1
        elif g.stage != K_DIE and self.selected_rank:
            self.selected_rank = 0
        self.update()

    def _tick(self, value) -> None:
        self._progress = float(value)
        self.update()

    @property
    def animating(self) -> bool:
        return self._progress < 1.0

    # ------------------------------------------------------------------ geometry
    def _frame(self) -> tuple[QPointF, float]:
        side = min(self.width(), self.height())
        return QPointF(self.width() / 2, self.height() / 2), side * 0.40

    def _angle(self, notch: int) -> float:
        g = self.model.game
        return math.radians(-90 + ((notch - g.window) % 9) * 40)

    def _at(self, notch: int, radius: float) -> QPointF:
        c, _ = self._frame()
        a = self._angle(notch)
        return QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a))

    def die_rect(self, rank: int) -> QRectF:
        """Where the die of ``rank`` (1-4) is drawn once placed (tests click its centre)."""
        g = self.model.game
        if not g.slots:
            return QRectF()
        _, R = self._frame()
        s = R * 0.23
        centre = self._at(g.slots[rank - 1][S_NOTCH], R * 0.76)
        return QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s)

    def rank_at(self, pos: QPointF) -> int:
        g = self.model.game
        for i in range(len(g.slots)):
            if self.die_rect(i + 1).adjusted(-4, -4, 4, 4).contains(pos):
                return i + 1
        return 0

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint(p)
        p.end()

    def paint(self, p: QPainter) -> None:
        g = self.model.game
        c, R = self._frame()
        # The large layer: a stone disc with a rim.
        grad = QRadialGradient(c, R * 1.02)
        grad.setColorAt(0.0, QColor("#b9ab94"))
        grad.setColorAt(0.85, QColor("#9c8c74"))
        grad.setColorAt(1.0, QColor("#76684f"))
        p.setPen(QPen(QColor("#4e4335"), max(1.5, R * 0.012)))
        p.setBrush(grad)
        p.drawEllipse(c, R, R)
        p.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, R * 0.006)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, R * 0.965, R * 0.965)
        current = g.half_day_notches() if not g.over else []
        # The small layer: 9 wedges (window, 4 morning, 4 afternoon) under the plazas' inner edge.
        inner = R * 0.56
        for i in range(9):
            notch = (g.window + i) % 9
            start = -90 + i * 40 - 20
            path = QPainterPath(c)
            rect = QRectF(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner)
            path.arcTo(rect, -start, -40)
            path.closeSubpath()
            if i == 0:
                colour = QColor(theme.PARCHMENT)
            elif i <= 4:
                colour = QColor(MORNING)
            else:
                colour = QColor(AFTERNOON)
            active = notch in current
            if not active and i != 0:
                colour = colour.darker(112) if i <= 4 else colour
            p.setPen(QPen(QColor("#4e4335"), max(1.0, R * 0.006)))
            p.setBrush(colour)
            p.drawPath(path)
            if i:
                rank = (i - 1) % 4
                pos = self._at(notch, R * 0.445)
                self._cost_label(p, pos, rank, R, dark=i > 4, active=active)
        # Highlight ring for the current half day's sector on the outer layer.
        if current:
            first = (current[0] - g.window) % 9
            start = -90 + first * 40 - 20
            rect = QRectF(c.x() - R * 0.985, c.y() - R * 0.985, 2 * R * 0.985, 2 * R * 0.985)
            pen = QPen(QColor("#f6d77a") if g.half == 0 else QColor("#8f95c8"), max(2.0, R * 0.03))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawArc(rect, int(-start * 16), int(-160 * 16))
        # The day window at the top and the hub.
        self._hub(p, c, R)
        # Plaza tiles (or the hole of a destroyed plaza).
        for notch in range(9):
            self._plaza(p, notch, R, notch in g.destroyed)
        # Banquet / Raid tiles beside their plazas.
        for notch, (tile, side) in g.tiles.items():
            self._tile(p, notch, tile, side, R)
        # The dice of the half day.
        for i, slot in enumerate(g.slots):
            self._die(p, i, slot, R)

    def _cost_label(self, p: QPainter, pos: QPointF, rank: int, R: float, dark: bool, active: bool) -> None:
        f = QFont(theme.font(8))
        f.setPixelSize(max(8, int(R * 0.062)))
        f.setBold(active)
        p.setFont(f)
        ink = QColor("#f4ecd8") if dark else QColor(theme.INK)
        if not active:
            ink.setAlpha(150)
        box = QRectF(pos.x() - R * 0.16, pos.y() - R * 0.07, R * 0.32, R * 0.14)
        p.setPen(ink)
        text = (translate("DiceWheel", "free", "a plaza's cost, painted on the wheel"),
                translate("DiceWheel", "1 any",
                          "a plaza's cost: 1 resource of your choice, painted on the wheel"),
                "1", "2")[rank]
        if rank >= 2:
            fm_w = R * 0.06
            p.drawText(box.translated(-fm_w * 0.6, 0), Qt.AlignmentFlag.AlignCenter, text)
            art.draw_resource(p, "deniers", QPointF(pos.x() + fm_w * 0.55, pos.y()), R * 0.085)
        else:
            wide = box.adjusted(-R * 0.02, 0, R * 0.02, 0)
            fit_text(p, wide, text, max(8, int(R * 0.062)), ink, bold=active)

    def _hub(self, p: QPainter, c: QPointF, R: float) -> None:
        g = self.model.game
        r = R * 0.25
        grad = QRadialGradient(c, r)
        grad.setColorAt(0, QColor("#fbf4e2"))
        grad.setColorAt(1, QColor("#e0cca2"))
        p.setPen(QPen(QColor("#4e4335"), max(1.5, R * 0.012)))
        p.setBrush(grad)
        p.drawEllipse(c, r, r)
        # The day window: a small framed opening in the neutral wedge.
        top = QPointF(c.x(), c.y() - R * 0.40)
        win = QRectF(top.x() - R * 0.12, top.y() - R * 0.075, R * 0.24, R * 0.15)
        p.setPen(QPen(QColor(theme.ACCENT), max(1.2, R * 0.012)))
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(win, R * 0.03, R * 0.03)
        f = QFont(theme.font(9, bold=True))
        f.setPixelSize(max(9, int(R * 0.085)))
        p.setFont(f)
        p.setPen(QColor(theme.ACCENT))
        day = min(g.day, 8)
        p.drawText(win, Qt.AlignmentFlag.AlignCenter, f"{day}")
        # Hub text, inside the hub's circle (a long word is drawn smaller, never beyond the circle).
        # (``hub_texts``: each text with where it was drawn and the hub's circle, for the tests)
        if g.over:
            # The day window shows the 8th day: the hub says the game is over, on two lines if need be.
            box = QRectF(c.x() - r * 0.78, c.y() - r * 0.62, r * 1.56, r * 1.0)
            over = translate("DiceWheel", "Game over")
            self.hub_texts = [(over, fit_text(p, box, over, R * 0.105, QColor(theme.INK), bold=True), c, r)]
        else:
            top = QRectF(c.x() - r * 0.80, c.y() - r * 0.62, r * 1.60, r * 0.55)
            below = QRectF(c.x() - r * 0.92, c.y() - r * 0.05, r * 1.84, r * 0.40)
            half = translate("DiceWheel", "morning") if g.half == 0 else translate("DiceWheel", "afternoon")
            title = translate("DiceWheel", "Day {day}").format(day=day)
            self.hub_texts = [
                (title, fit_text(p, top, title, R * 0.105, QColor(theme.INK), bold=True), c, r),
                (half, fit_text(p, below, half, R * 0.07, QColor(theme.FADED_INK), italic=True), c, r)]
        # Sun or moon.
        icon = QPointF(c.x(), c.y() + r * 0.55)
        s = r * 0.17
        if not g.over and g.half == 0:
            p.setPen(QPen(QColor("#c98a14"), max(1.0, s * 0.2)))
            for k in range(8):
                a = k * math.pi / 4
                p.drawLine(
                    QPointF(icon.x() + math.cos(a) * s * 1.2, icon.y() + math.sin(a) * s * 1.2),
                    QPointF(icon.x() + math.cos(a) * s * 1.7, icon.y() + math.sin(a) * s * 1.7),
                )
            p.setBrush(QColor("#f2c14e"))
            p.drawEllipse(icon, s, s)
        elif not g.over:
            moon = QPainterPath()
            moon.addEllipse(icon, s * 1.1, s * 1.1)
            bite = QPainterPath()
            bite.addEllipse(QPointF(icon.x() + s * 0.55, icon.y() - s * 0.3), s, s)
            p.setPen(QPen(QColor("#3c3f58"), max(1.0, s * 0.15)))
            p.setBrush(QColor("#8f95c8"))
            p.drawPath(moon.subtracted(bite))

    def _plaza(self, p: QPainter, notch: int, R: float, destroyed: bool) -> None:
        g = self.model.game
        centre = self._at(notch, R * 0.76)
        s = R * 0.31
        rect = QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s)
        p.save()
        p.translate(centre)
        p.rotate(math.degrees(self._angle(notch)) + 90)
        p.translate(-centre)
        if destroyed:
            p.setPen(QPen(QColor("#3a3128"), max(1.0, R * 0.008), Qt.PenStyle.DashLine))
            p.setBrush(QColor("#5c5043"))
            p.drawRoundedRect(rect, s * 0.14, s * 0.14)
            p.restore()
            return
        colour = g.plaza_colour(notch)
        pair = g.data.plaza_pairs[g.plaza_tile[notch]]
        back = art.COLOUR_KEYS[pair[1 - g.plaza_face[notch]]]
        p.setPen(QPen(art.DEEP[colour].darker(130), max(1.0, R * 0.01)))
        p.setBrush(art.TINT[colour].darker(104) if colour != "white" else QColor("#f3efe6"))
        p.drawRoundedRect(rect, s * 0.14, s * 0.14)
        inner = rect.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(art.FILL[colour])
        p.drawRoundedRect(inner, s * 0.1, s * 0.1)
        # Cobbles of the plaza.
        p.setPen(QPen(QColor(0, 0, 0, 35), max(0.6, R * 0.004)))
        for k in range(1, 4):
            y = inner.top() + inner.height() * k / 4
            p.drawLine(QPointF(inner.left(), y), QPointF(inner.right(), y))
        # The back colour: a folded corner (top right, outer side).
        fold = QPainterPath()
        f = s * 0.3
        fold.moveTo(rect.right() - f, rect.top())
        fold.lineTo(rect.right(), rect.top())
        fold.lineTo(rect.right(), rect.top() + f)
        fold.closeSubpath()
        p.setPen(QPen(art.DEEP[back].darker(120), max(0.8, R * 0.006)))
        p.setBrush(art.FILL[back])
        p.drawPath(fold)
        # The colour glyph (for colour-blind players) at the outer edge.
        art.draw_glyph(p, colour, QPointF(rect.left() + s * 0.2, rect.top() + s * 0.2), s * 0.17)
        p.restore()

    def _tile(self, p: QPainter, notch: int, tile: str, side: str, R: float) -> None:
        centre = self._at(notch, R * 1.06)
        # Beside the plaza: slightly clockwise from it, outside the disc.
        a = self._angle(notch) + math.radians(15)
        c, _ = self._frame()
        centre = QPointF(c.x() + R * 1.05 * math.cos(a), c.y() + R * 1.05 * math.sin(a))
        w, h = R * 0.34, R * 0.15
        rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        banquet = side == "banquet"
        p.save()
        p.setPen(QPen(QColor("#5a4a1a") if banquet else QColor("#2b0f0f"), max(1.0, R * 0.01)))
        p.setBrush(QColor("#e8c766") if banquet else QColor("#7a2323"))
        f = QFont(theme.font(8, bold=True))
        f.setPixelSize(max(8, int(R * 0.058)))
        label = ("\u2726 " if banquet else "\u2694 ") + words.tile(tile)
        # The tag is as wide as its words (light words on the dark Raid tag would vanish past its edge).
        w = max(w, QFontMetricsF(f).horizontalAdvance(label) + h * 0.5)
        rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        p.drawRoundedRect(rect, h * 0.3, h * 0.3)
        p.setFont(f)
        p.setPen(QColor(theme.INK) if banquet else QColor("#fbe9d9"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        p.restore()

    def _die(self, p: QPainter, i: int, slot: tuple, R: float) -> None:
        g = self.model.game
        target = self.die_rect(i + 1)
        t = max(0.0, min(1.0, (self._progress - i * 0.13) / 0.6))
        if t <= 0:
            return
        c, _ = self._frame()
        ease = 1 - (1 - t) ** 3
        centre = QPointF(
            c.x() + (target.center().x() - c.x()) * ease, c.y() + (target.center().y() - c.y()) * ease
        )
        s = target.width() * (0.7 + 0.3 * ease)
        rect = QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s)
        black = slot[S_BLACK]
        colour = "black" if black else g.plaza_colour(slot[S_NOTCH])
        rank = i + 1
        hl = None
        if rank == self.selected_rank:
            hl = QColor(theme.ACCENT)
        elif rank == self.hover_rank and slot[S_USABLE] and self.interactive:
            hl = QColor("#2f7d3a")
        usable = slot[S_USABLE]
        draw_value = slot[S_VALUE]
        if rank == self.selected_rank and g.stage == K_ADJUST:
            draw_value = g.t_value
        art.draw_die(p, rect, draw_value, colour, highlight=hl, faded=False)
        if not usable and not black:
            # A transparent die made harmful by the Shelter Raid: cross it.
            p.setPen(QPen(QColor("#2a2421"), max(1.5, R * 0.015)))
            p.drawLine(rect.topLeft(), rect.bottomRight())
            p.drawLine(rect.topRight(), rect.bottomLeft())
        if rank == self.selected_rank:
            p.setPen(QPen(QColor(theme.ACCENT), max(2.0, R * 0.018)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect.center(), rect.width() * 0.78, rect.width() * 0.78)
        _ = slot[S_TILE]

    # ------------------------------------------------------------------ mouse
    def _usable(self, rank: int) -> bool:
        g = self.model.game
        return bool(rank) and g.stage == K_DIE and g.slots[rank - 1][S_USABLE] and self.interactive

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        pos = event.position()
        rank = self.rank_at(pos)
        if rank != self.hover_rank:
            self.hover_rank = rank
            self.update()
        g = self.model.game
        if rank and g.slots:
            slot = g.slots[rank - 1]
            if slot[S_BLACK] and not slot[S_USABLE]:
                self.setToolTip(translate(
                    "DiceWheel", "The black die ({value}) destroyed this plaza: "
                                 "it can never be chosen.").format(
                    value=slot[S_VALUE]))
            elif not slot[S_USABLE]:
                self.setToolTip(translate(
                    "DiceWheel", "The Shelter Raid turned this die into a black die: it cannot be chosen."))
            else:
                if not any(g.die_cost(rank).values()):
                    text = translate("DiceWheel", "{die}: free. Click to pick it, or drag it to your sheet.")
                else:
                    text = translate("DiceWheel", "{die}: costs {cost}. "
                                                  "Click to pick it, or drag it to your sheet.")
                text = text.format(die=words.die(g.plaza_colour(slot[S_NOTCH]), slot[S_VALUE]),
                                   cost=words.cost(g.die_cost(rank)))
                self.setToolTip(text[:1].upper() + text[1:])
        else:
            tile = self._tile_at(pos)
            self.setToolTip(tile or "")
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if self._usable(rank) else Qt.CursorShape.ArrowCursor
        )
        if self._press is not None and self._press_rank and (pos - self._press).manhattanLength() > 10:
            rank = self._press_rank
            self._press = None
            self._press_rank = 0
            self.start_drag(rank)

    def _tile_at(self, pos: QPointF) -> str:
        g = self.model.game
        _, R = self._frame()
        c, _ = self._frame()
        for notch, (tile, side) in g.tiles.items():
            a = self._angle(notch) + math.radians(15)
            centre = QPointF(c.x() + R * 1.05 * math.cos(a), c.y() + R * 1.05 * math.sin(a))
            if abs(pos.x() - centre.x()) < R * 0.17 and abs(pos.y() - centre.y()) < R * 0.08:
                text = g.data.tile_texts.get(tile, {})
                if side == "banquet":
                    line = translate("DiceWheel", "{tile} \u2014 Banquet: {effect}")
                else:
                    line = translate("DiceWheel", "{tile} \u2014 Raid: {effect}")
                return line.format(tile=words.tile(tile), effect=localized(text, side))
        return ""

    def leaveEvent(self, event) -> None:  # noqa: N802
        self.hover_rank = 0
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        rank = self.rank_at(event.position())
        self._press = event.position()
        self._press_rank = rank if self._usable(rank) else 0

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return
        rank = self.rank_at(event.position())
        self._press = None
        self._press_rank = 0
        if rank:
            self.dieClicked.emit(rank)

    def start_drag(self, rank: int) -> None:
        g = self.model.game
        slot = g.slots[rank - 1]
        self.dieClicked.emit(rank)  # dragging a die also picks it
        size = int(self.die_rect(rank).width()) or 40
        pix = QPixmap(size + 8, size + 8)
        pix.fill(Qt.GlobalColor.transparent)
        pp = QPainter(pix)
        pp.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.draw_die(pp, QRectF(2, 2, size, size), slot[S_VALUE], g.plaza_colour(slot[S_NOTCH]))
        pp.end()
        mime = QMimeData()
        mime.setData(DIE_MIME, QByteArray(str(rank).encode()))
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.setPixmap(pix)
        drag.setHotSpot(pix.rect().center())
        drag.exec(Qt.DropAction.MoveAction)
