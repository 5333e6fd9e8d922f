"""The end-of-round summary: what each player gained and lost during the round, public information only
(deniers, influence, citizens, cubes on the cathedral, events won; le Roy's VP, which are public; never a
player's VP or characters). Kept in the chronicle and shown briefly over the board.

The round's boundaries are taken from a replay of the game's actions: the state at the moment each round
starts (before its income) is recorded, so round r runs from that moment to the start of round r + 1, or
to the end of the game.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.plain import plain

#: How long the summary stays over the board, in milliseconds (not counting while a dialog is open).
TOAST_MS = 9000
TICK_MS = 250


def snapshot(game) -> dict:
    """The public figures of every seat now (and le Roy's, in the solo game)."""
    out = {}
    for p, pl in enumerate(game.players):
        out[p] = {
            "deniers": pl.deniers + pl.district_deniers,
            "influence": pl.influence,
            "citizens": sum(1 for b in game.spaces for o in b if o == p),
            "cathedral": sum(1 for o in game.cathedral if o == p),
            "events": len(pl.events_won),
        }
    if getattr(game, "solo", False) and game.roy:
        out[NEUTRAL] = {"vp": game.roy.get("vp", 0),
                        "cathedral": sum(1 for o in game.cathedral if o == NEUTRAL),
                        "events": len(game.roy.get("events_won", []))}
    return out


def round_starts(setup, history) -> list[dict]:
    """The snapshot taken as each round starts, replaying ``history`` from ``setup`` (index 0: round 1)."""
    from troyes_desktop.rules.troyes.game import Game

    g = Game(setup)
    starts: list[dict] = []
    real = g._start_round

    def start_round() -> None:
        starts.append(snapshot(g))
        real()

    g._start_round = start_round          # the engine calls it on itself between two rounds
    for action in history:
        g.apply(action)
    return starts


def amount_words(key: str, n: int) -> str:
    """"6 deniers", "1 cube on the cathedral": ``n`` of the figure ``key`` of :func:`snapshot`."""
    one = n == 1
    if key == "deniers":
        return (translate("RoundSummary", "%n denier", None, n) if one else
                translate("RoundSummary", "%n deniers", None, n))
    if key == "influence":
        return translate("RoundSummary", "%n influence", None, n)
    if key == "citizens":
        return (translate("RoundSummary", "%n citizen in the buildings", None, n) if one else
                translate("RoundSummary", "%n citizens in the buildings", None, n))
    if key == "cathedral":
        return (translate("RoundSummary", "%n cube on the cathedral", None, n) if one else
                translate("RoundSummary", "%n cubes on the cathedral", None, n))
    if key == "events":
        return (translate("RoundSummary", "%n event won", None, n) if one else
                translate("RoundSummary", "%n events won", None, n))
    return translate("RoundSummary", "%n VP", None, n)


def changes(before: dict, after: dict, who) -> list[str]:
    """One line per seat: "Anna: +6 deniers, −1 influence, +1 cube on the cathedral"."""
    lines = []
    for seat, now in after.items():
        was = before.get(seat, {})
        parts = []
        for key, value in now.items():
            delta = value - was.get(key, value)
            if delta:
                sign = "+" if delta > 0 else "\u2212"
                parts.append(sign + amount_words(key, abs(delta)))
        name = who(seat)
        name = name[:1].upper() + name[1:]
        if parts:
            lines.append(translate("RoundSummary", "{player}: {changes}").format(player=name,
                                                                                 changes=", ".join(parts)))
        else:
            lines.append(translate("RoundSummary", "{player}: no change").format(player=name))
    return lines


def summary_lines(game, round_no: int, starts: list[dict]) -> list[str]:
    """The summary of round ``round_no`` (1-based) of ``game`` given the round starts of its replay."""
    from troyes_desktop.troyes_ui.describe import who

    if round_no < 1 or round_no > len(starts):
        return []
    before = starts[round_no - 1]
    after = starts[round_no] if round_no < len(starts) else snapshot(game)
    return changes(before, after, lambda seat: who(game, seat))


class RoundToast(QFrame):
    """The summary shown over the window for a few seconds (a click closes it)."""

    def __init__(self, parent: QWidget, title: str, lines: list[str]) -> None:
        super().__init__(parent)
        self.setObjectName("roundToast")
        self.setStyleSheet(f"QFrame#roundToast {{ background: {theme.PARCHMENT_LIGHT};"
                           f" border: 2px solid {theme.STONE_DARK}; border-radius: 8px; }}")
        v = QVBoxLayout(self)
        v.setContentsMargins(14, 8, 14, 10)
        self.head = plain(QLabel())                 # the players' names as they are typed
        self.head.setText(title)
        self.head.setObjectName("roundToastTitle")
        self.head.setFont(theme.font(13, bold=True))
        self.head.setWordWrap(True)
        v.addWidget(self.head)
        self.body = plain(QLabel())
        self.body.setText("\n".join(lines))
        self.body.setObjectName("roundToastBody")
        self.body.setFont(theme.font(11))
        self.body.setWordWrap(True)
        v.addWidget(self.body)
        self.place()
        self.show()
        self.raise_()
        # It stays TOAST_MS in view: the time a dialog is open (a file dialog, a question) does not count.
        self.remaining = TOAST_MS
        self._clock = QTimer(self)
        self._clock.timeout.connect(self._tick)
        self._clock.start(TICK_MS)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def _tick(self) -> None:
        from troyes_desktop.shared_ui.modal import modal_open

        if modal_open(self) or self.window().isMinimized():
            return
        self.remaining -= TICK_MS
        if self.remaining <= 0:
            self._clock.stop()
            self.close()

    def place(self) -> None:
        """As wide as its lines need (up to about 56 characters, and the board's width), as tall as its
        wrapped text needs: no line is cut, whatever the text size; over the left half of the board, at its
        foot (the activity cards), never over the event queue at the board's top right while the new round's
        events are faced (issue 50), nor over the prompt and the chronicle beside it; centred near the top
        of the window without a board."""
        host = self.parentWidget()
        area = host.rect()
        page = host.currentWidget() if hasattr(host, "currentWidget") else host    # the shell's stack
        board = getattr(page, "board", None)
        on_board = isinstance(board, QWidget) and board.isVisible() and board.width() > 300
        if on_board:
            area = QRect(board.mapTo(host, QPoint(0, 0)), board.size()).intersected(host.rect())
            drawn = board.mapFromScene(board.sceneRect()).boundingRect() if hasattr(board, "mapFromScene") \
                else board.rect()
            drawn = QRect(board.mapTo(host, drawn.topLeft()), drawn.size()).intersected(area)
            if drawn.width() > 300:
                area = QRect(drawn.x(), drawn.y(), drawn.width() // 2, drawn.height())
        m = self.layout().contentsMargins()
        body = self.body.fontMetrics()
        natural = max([self.head.fontMetrics().horizontalAdvance(self.head.text())]
                      + [body.horizontalAdvance(line) for line in self.body.text().split("\n")])
        room = max(200, area.width() - 20)
        cap = min(room, 56 * body.averageCharWidth() + m.left() + m.right())
        width = min(max(natural + m.left() + m.right() + 4, 260), cap)
        height = self.layout().totalHeightForWidth(width)
        height = min(height, max(120, host.height() - 80))
        self.setFixedSize(width, height)
        x = min(max(0, area.x() + (area.width() - width) // 2), max(0, host.width() - width))
        if on_board:
            self.move(x, max(0, min(area.bottom() - height - 6, host.height() - height)))
        else:
            self.move(x, 70 if host.height() - height > 90 else 10)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.close()
