"""The replay window's view of a Troyes Dice game (app/replay_window.py asks the mode for it): the
wheel, the scoresheets and the chronicle."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.replay_view import ReplayView


def build_replay_view(window) -> None:
    """The replay window's middle for a Troyes Dice game: the wheel, the scoresheets and the chronicle, in
    ``window.split`` (app/replay_window.py)."""
    from troyes_desktop.dice_ui.chronicle import DiceChronicle
    from troyes_desktop.dice_ui.page import SheetThumb
    from troyes_desktop.dice_ui.sheet import SheetWidget
    from troyes_desktop.dice_ui.wheel import WheelWidget

    window.wheel = WheelWidget(window.model)
    window.wheel.interactive = False
    window.split.addWidget(window.wheel)
    centre = QWidget()
    cv = QVBoxLayout(centre)
    cv.setContentsMargins(0, 0, 0, 0)
    strip = QHBoxLayout()
    window.thumbs = []
    for seat in range(window.model.game.n):
        t = SheetThumb(window.model, seat)
        t.clicked.connect(window.view_sheet)
        strip.addWidget(t)
        window.thumbs.append(t)
    strip.addStretch(1)
    if window.model.game.n > 1:
        cv.addLayout(strip)
    window.sheet = SheetWidget(window.model, 0)
    window.sheet.setAcceptDrops(False)
    cv.addWidget(window.sheet, 1)
    window.split.addWidget(centre)
    window.log = DiceChronicle()
    window.log.setMinimumWidth(200)
    window.split.addWidget(window.log)
    window.split.setStretchFactor(1, 1)
    window.split.setSizes([360, 640, 260])


class DiceReplayView(ReplayView):
    """The replay window's part for a Troyes Dice game: the wheel, the scoresheets (one shown, the others
    as small sheets to click) and the chronicle."""

    def build(self) -> None:
        build_replay_view(self.window)

    def title_key(self) -> str:
        return "dice"

    def names(self) -> list[str]:
        return self.window.model.names()

    def add_records(self, events: list[dict]) -> None:
        self.window.log.add_records(events, self.window.model.names())

    def rebuild_log(self) -> None:
        self.window.log.rebuild(self.window.model.game, self.window.model.names())

    def where(self, game) -> str:
        return (
            translate("Replay", "day {day}, morning")
            if game.half == 0
            else translate("Replay", "day {day}, afternoon")
        ).format(day=game.day)

    def refresh(self, finished: bool) -> None:
        for t in self.window.thumbs:
            t.shown = t.seat == self.window.sheet.seat
            t.update()

    def privacy_text(self, finished: bool) -> str:
        if finished:
            return translate(
                "Replay", "A finished game: click a small sheet to look at that player's scoresheet."
            )
        return translate("Replay", "This game is not finished: it stops where the save stops.")

    def side_widths(self, width: int) -> tuple[int, int]:
        side = (230, 210) if width < theme.COMPACT_WIDTH else (360, 260)
        return (max(300, min(360, width // 4)), side[1])

    def light_moves(self, chosen: list[tuple], best: list[tuple], seat: int | None = None) -> None:
        """The review's Show: the die taken and the box it went to (on the sheet of the seat who decided,
        shown), the Hard player's in a solid gold ring, the move made in a dashed red one."""
        super().light_moves(chosen, best, seat)
        from troyes_desktop.shared_ui.review_chart import MoveLights

        window = self.window
        g = window.model.game
        if chosen or best:
            if isinstance(seat, int) and 0 <= seat < g.n and window.sheet.seat != seat:
                window.view_sheet(seat)
        for widget, name in ((window.wheel, "wheel_lights"), (window.sheet, "sheet_lights")):
            if getattr(window, name, None) is None:
                setattr(window, name, MoveLights(widget))
        wheel_rings, sheet_rings = [], []
        for plan, kind in ((best, "best"), (chosen, "chosen")):
            rank, target = plan_places(g, plan)
            if rank and g.slots and rank <= len(g.slots):
                wheel_rings.append((window.wheel.die_rect(rank), kind))
            if target is not None:
                c = window.sheet.target_centre(target)
                sheet_rings.append((QRectF(c.x() - 12, c.y() - 12, 24, 24), kind))
        window.wheel_lights.set_rings(wheel_rings)
        window.sheet_lights.set_rings(sheet_rings)


def plan_places(game, plan: list[tuple]) -> tuple[int, tuple | None]:
    """The rank of the die a move takes (0: none) and the sheet target it ends on (computers.show_plan)."""
    from troyes_desktop.dice_ui.computers import show_plan
    from troyes_desktop.rules.dice import data as D
    from troyes_desktop.rules.dice.game import S_COLOUR, S_VALUE

    class Plan:
        """What the person's controller keeps of a planned move: the die, its colour and value."""

        def __init__(self) -> None:
            self.game = game
            self.rank = 0
            self.want_colour = None
            self.want_value = None

        def select(self, rank: int) -> None:
            if game.slots and 1 <= rank <= len(game.slots):
                slot = game.slots[rank - 1]
                self.rank = rank
                self.want_colour = D.COLOURS[slot[S_COLOUR]]
                self.want_value = 0 if slot[5].zero_value else slot[S_VALUE]

        def set_pay(self, resource) -> None:
            pass

        def set_colour(self, colour) -> None:
            self.want_colour = colour

        def set_value(self, value) -> None:
            self.want_value = value

    play = Plan()
    try:
        target = show_plan(play, [tuple(a) for a in plan])
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return play.rank, None
    return play.rank, target
