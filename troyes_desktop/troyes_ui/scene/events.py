"""The event queue's cards (their cubes and who stands on them) and the decks."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from troyes_desktop.i18n import localized, translate
from troyes_desktop.rules.troyes.board import NEUTRAL, colour_word

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from . import tooltips as tips
from .base import BoardItem, fitted_font, text

#: Below this visible width, an overlapped card's strip shows its name upright (no room for it across, nor
#: for the divisor beside the die).
NARROW = 64
#: The header's height on a half-height card of the two rows of a long queue (layout.event_rect).
ROW_HEADER = 60


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

    def place(self, rect: QRectF, visible_w: float) -> None:
        """Put the card at ``rect`` (a whole card, or a half-height one in the two rows of a long queue)
        with ``visible_w`` of its width showing (the next card lies over the rest in a very long queue)."""
        if rect.size() != self._rect.size():
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.visible_w = visible_w

    def in_row(self) -> bool:
        """A half-height card of the two rows of a long queue (5 to 10 events)."""
        return self._rect.height() < lay.EVENT_CARD_H - 1

    def signature(self):
        g = self.game
        if self.index >= len(g.queue):
            return ("gone",)
        entry = g.queue[self.index]
        ex = getattr(g, "expansion", None)
        held = tuple(ex["possessed"]) if ex and entry[0] == "possession" else ()
        return (g.solo, entry[0], tuple(entry[1]), self.visible_w, self._hovered, held,
                self.highlighted(self.key()), self._rect.width(), self._rect.height())

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
        if vw < NARROW or not fitted_font(rect, name, size, bold=True, wrap=True)[1]:
            self._paint_narrow(painter, ev, owners, tint, vw)      # a long queue: the name stands upright
            return
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
                    pal.player_colour(o, self.game),
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

    def _paint_row(self, painter: QPainter, ev, owners, tint: QColor) -> None:
        """A half-height card of the two rows: the name across the header (up to three lines); the die, the
        divisor and the VP; the banners with their cubes, the black dice (and the citizens Possession
        holds)."""
        w = self._rect.width()
        labels = self._labels(ev)
        rect, name, size = labels["title"]
        text(painter, rect, name, size, pal.text_on(tint), bold=True, wrap=True, align=Qt.AlignCenter)
        top = ROW_HEADER + 2
        dr.die(painter, QRectF(5, top + 1, 22, 22), ev.dice_colour, 0, glyph_mark=True)
        rect, words, size = labels["divisor"]
        text(painter, rect, words, size, pal.INK, bold=True)
        text(painter, QRectF(rect.right(), top, w - 4 - rect.right(), 24),
             translate("BoardItems", "{first}/{second} VP").format(first=ev.vp[0], second=ev.vp[1]), 17,
             pal.INK, bold=True, align=Qt.AlignRight | Qt.AlignVCenter)
        top += 28
        for k in range(ev.banners):
            br = QRectF(5 + k * 19, top, 17, 25)
            dr.banner(painter, br, QColor("#efe2c2"), tint.darker(160))
            if k < len(owners):
                o = owners[k]
                dr.cube(painter, QRectF(br.x() + 2, br.y() + 3, 13, 13), pal.player_colour(o, self.solo()),
                        roy=o == NEUTRAL and self.solo())
        x = 5 + ev.banners * 19 + 3
        for k in range(ev.black_dice):            # one above the other beside the banners
            dr.die(painter, QRectF(x, top + k * 13, 12, 12), 3, 0, glyph_mark=False)
        x += 16 if ev.black_dice else 2
        held = self.possessed(ev)
        step = min(16.0, (w - x - 14) / max(1, len(held) - 1)) if len(held) > 1 else 0
        for k, o in enumerate(held):
            dr.meeple(painter, QPointF(x + 8 + k * step, top + 13), 18, pal.player_colour(o, self.solo()),
                      lying=True)

    def _paint_narrow(self, painter: QPainter, ev, owners, tint: QColor, vw: float) -> None:
        """A strip too narrow for the card's name across: the die and divisor in the header, the name read
        upwards along the strip, the banners with their cubes beside it (the whole card shows on hover)."""
        r, head = self._rect, lay.EVENT_HEADER
        ink = pal.text_on(tint)
        dr.die(painter, QRectF(4, 5, 22, 22), ev.dice_colour, 0, glyph_mark=True)
        text(painter, QRectF(2, 29, vw - 4, head - 31), f"÷ {ev.divisor}", 17, ink, bold=True)
        band = min(28.0, vw - 4)
        top, bottom = head + 4, r.height() - 6
        painter.save()
        painter.translate(2, bottom)
        painter.rotate(-90)
        text(painter, QRectF(0, 0, bottom - top, band), localized(ev), lay.EVENT_TITLE_PX - 3, pal.INK,
             bold=True, align=Qt.AlignLeft | Qt.AlignVCenter)
        painter.restore()
        x = 2 + band + 2
        if vw - x < 17:
            return
        for k in range(ev.banners):
            br = QRectF(x, top + k * 27, 17, 25)
            if br.bottom() > bottom:
                break
            dr.banner(painter, br, QColor("#efe2c2"), tint.darker(160))
            if k < len(owners):
                o = owners[k]
                dr.cube(painter, QRectF(br.x() + 2, br.y() + 3, 13, 13), pal.player_colour(o, self.game),
                        roy=o == NEUTRAL and self.solo())

    def compact(self) -> bool:
        """Only a strip shows: the next card of the queue lies over the rest (unless hovered)."""
        return self.visible_w < self._rect.width() - 4 and not self._hovered and not self.in_row()

    def _labels(self, ev) -> dict:
        """The name and the divisor: {what: (rect, text, pixel size)} (see ActivityCardItem._labels)."""
        head = lay.EVENT_HEADER
        if self.in_row():
            w = self._rect.width()
            return {"title": (QRectF(4, 1, w - 8, ROW_HEADER - 3), localized(ev), lay.EVENT_TITLE_PX),
                    "divisor": (QRectF(31, ROW_HEADER + 1, 40, 26), f"÷ {ev.divisor}", lay.CARD_NUMBER_PX)}
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
        ex = getattr(self.game, "expansion", None)
        return list(ex.get("possessed", [])) if ex and ev.id == "possession" else []

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
                      pal.player_colour(o, self.game), lying=True)

    def refresh(self) -> None:
        g = self.game
        if self.index >= len(g.queue):
            return
        ev = g.event(self.index)
        owners = g.queue[self.index][1]
        cubes = (
            translate("BoardItems", "Cubes so far, in placement order: {players}").format(
                players=", ".join(escape(g.owner_name(o)) for o in owners))
            if owners
            else translate("BoardItems", "No cube yet.")
        )
        tip = tips.event_card(ev, cubes)
        held = self.possessed(ev)
        if ev.id == "possession":
            tip += tips.POSSESSION + (
                translate("BoardItems", "<br>Now on the card: {players}").format(
                    players=", ".join(escape(g.owner_name(o)) for o in held)) if held else "")
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
        if self.in_row():
            dr.header_band(painter, r.width(), ROW_HEADER, 9, deck_tint)
            self._paint_row(painter, ev, owners, deck_tint)
            if self.highlighted(self.key()):
                self.draw_highlight(painter, r, 9)
            return
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
                    pal.player_colour(o, self.game),
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
