"""The left column of the Troyes Dice page: the wheel above the play panel. The panel gets the height its
content needs, the wheel what is left; on a small screen or with large text the panel's least needed lines
give way first, then the wheel shrinks, then the column widens (issue 41: its prompt and buttons were cut at
1280x720 and 1366x768)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

#: The smallest the wheel gets so that the play panel under it shows whole (large text, small screens).
WHEEL_LEAST = 200
#: ... and, when even the panel's shortest form needs more, down to this.
WHEEL_SMALLEST = 170
#: The wheel's size below which the panel's optional line (the keys hint) gives way.
WHEEL_GOOD = 300


class PanelScroll(QScrollArea):
    """The play panel's frame: it asks for the height :func:`fit_panel` found (``wanted``) and may be given
    less (down to 120 px) when the window is made smaller."""

    def __init__(self) -> None:
        super().__init__()
        self.wanted = 200
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().sizeHint().width(), self.wanted)


def fit_panel(self) -> None:  # noqa: C901 - one decision, in order
    """``self``: the DicePage. The play panel gets the height its content needs at the column's width,
    the wheel the rest (down to WHEEL_LEAST): its prompt and buttons are never cut nor scrolled away. When
    even that is short, the keyboard hint under the buttons goes first (it stays the panel's tooltip), then
    the column widens (up to 40 % of the page), then, while a die is being used, the line of resources goes
    (the sheet's tracks show them), then, while the player chooses what pays the die, the line naming the
    die (it is lit on the wheel), and last the wheel gets smaller."""
    column = self.left_column
    m = column.layout().contentsMargins()
    room = column.height() - m.top() - m.bottom() - column.layout().spacing() - WHEEL_LEAST
    if column.height() < 100:           # not laid out yet: the panel at its scroll area's width for now
        view = self.panel_scroll.viewport()
        self.panel.resize(view.width(), max(view.height(), self.panel.minimumSizeHint().height()))
        return
    # The column's width less its margins and the frame (the panel's own width may not follow yet, just after
    # the column was widened); no scroll bar once it fits.
    width = column.width() - m.left() - m.right() - 2 * self.panel_scroll.frameWidth()
    hint = self.panel.keys_hint
    layout = self.panel.layout()

    def need() -> int:
        """Lay the panel out at ``width`` (its stretch at the bottom takes the spare height): the bottom
        of its last shown widget is what it needs (word-wrapped labels in a grid make Qt's own
        estimate, totalHeightForWidth, too tall)."""
        layout.invalidate()
        layout.setGeometry(QRect(0, 0, width, 4000))
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        shown = [c for c in self.panel.findChildren(QWidget, options=direct) if c.isVisibleTo(self.panel)]
        bottom = max((c.geometry().bottom() for c in shown), default=0)
        layout.setGeometry(self.panel.rect())
        return bottom + 1 + layout.contentsMargins().bottom()

    hint.setVisible(True)
    self.panel.set_resources_shown(True)
    self.panel.die_label.setVisible(True)
    height = need()
    # The keys hint is shown only when the wheel keeps a good size too (it is a reminder; the panel's
    # tooltip keeps it): the wheel goes down to WHEEL_LEAST only for what the player must see.
    good = max(WHEEL_LEAST, min(WHEEL_GOOD, int(column.height() * 0.45)))
    if height > room + WHEEL_LEAST - good:
        hint.setVisible(False)
        height = need()
    widest = int(self.width() * 0.4)
    if height > room and column.width() < widest:
        # Then a wider column, where the panel's lines wrap less (fitted again at the new width).
        sizes = self.split.sizes()
        grow = min(80, widest - column.width())
        sizes[0] += grow
        sizes[1] = max(300, sizes[1] - grow)
        self.split.setSizes(sizes)
        QTimer.singleShot(0, self, self.fit_panel)
    if height > room and self.panel.die_box.isVisibleTo(self.panel):
        self.panel.set_resources_shown(False)        # the sheet's tracks show them too
        height = need()
    if height > room and self.panel.pay_label.isVisibleTo(self.panel):
        self.panel.die_label.setVisible(False)       # the die is lit on the wheel; the question stays
        height = need()
    if height > room:
        room += WHEEL_LEAST - WHEEL_SMALLEST          # last of all, a smaller wheel
    self.panel.setToolTip("" if hint.isVisibleTo(self.panel) else hint.text())
    shown = max(120, min(height + 2, room))
    # Its height is asked for, not fixed: the window may still be made smaller (the panel is fitted again).
    self.panel_scroll.wanted = shown
    self.panel_scroll.setMaximumHeight(shown)
    self.panel_scroll.updateGeometry()
    frame = 2 * self.panel_scroll.frameWidth()
    if height > shown - frame:           # (only when even the smallest wheel leaves too little height)
        width -= self.panel_scroll.verticalScrollBar().sizeHint().width()
    self.panel.resize(width, max(height, shown - frame))
