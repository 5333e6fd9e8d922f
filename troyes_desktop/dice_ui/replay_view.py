"""The replay window's view of a Troyes Dice game (app/replay_window.py asks the mode for it): the
wheel, the scoresheets and the chronicle."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget


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
