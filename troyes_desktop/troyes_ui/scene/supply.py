"""The general supply (neutral citizens, round, start player) and the black dice of the round."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes.board import NEUTRAL

from . import drawing as dr
from . import layout as lay
from . import palette as pal
from .base import BoardItem, text


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
        chosen = tuple(g.counter_dice()) if g.pending.kind == "black" else ()
        return (g.solo, g.gray_supply, g.round, g.start, g.phase, tuple(g.black),
                getattr(g, "black_facing", None), chosen, tuple(p.name for p in g.players),
                self.highlighted(("black_dice",)))

    def refresh(self) -> None:
        g = self.game
        ladies = bool(getattr(g, "expansion", None)) and set(g.expansion.get("modules", ())) - {"promos"}
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
            round=max(g.round, 1), rounds=g.rounds, player=escape(g.owner_name(g.start)))
        if g.phase == "black" and g.black:
            facing = escape(g.owner_name(g.black_facing)) if g.black_facing is not None else ""
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
        neutral = pal.player_colour(NEUTRAL, g)
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
            col = pal.player_colour(facing, g) if facing is not None else pal.INK
            dr.disc(painter, QPointF(20, 206), 7, col)
            text(
                painter,
                QRectF(32, 194, r.width() - 40, 24),
                translate("BoardItems", "{player} faces {value}").format(player=name, value=g.black[0]),
                14,
                pal.INK,
                bold=True,
            )
            chosen = g.counter_dice() if g.pending.kind == "black" else []
            if chosen:
                total = g.black_strength(chosen)
                need = sum(g.black_faced())
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
