"""The strip of the players' sheets in small (``SheetThumb``) above the shown sheet of the Troyes Dice page.

The sheets stand side by side, as large as the page's height allows (14 % of it, 90 to 240 pixels tall) and
no larger than the strip's width shares out among them, so that every player's sheet is seen whole: up to 10
players at 1920x1080 (issue 52: the fifth was cut at the right edge with a scroll bar though there was room).
When one row would make them smaller than :data:`LEAST` they go on two rows (five by five for 10 players);
the strip scrolls only when even two rows cannot hold them at that size (a small window).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QScrollArea, QWidget

#: The smallest thumbnail height (its name and score stay readable); 4:3 like the sheet.
LEAST = 90
#: The thumbnails' height when the page's height allows it: a share of it, within these bounds.
SHARE, SMALLEST, LARGEST = 0.14, 90, 240
GAP = 8


class ThumbStrip(QScrollArea):
    """The thumbnails of ``thumbs`` in a scroll area that scrolls only when they cannot all be shown."""

    def __init__(self, thumbs: list[QWidget]) -> None:
        super().__init__()
        self.setObjectName("thumbStrip")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # (the thumbnails answer clicks; no Tab stop)
        self.thumbs = thumbs
        host = QWidget()
        host.setObjectName("thumbHost")
        host.setStyleSheet("QWidget#thumbHost { background: transparent; }")
        self.grid = QGridLayout(host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(GAP)
        self.rows = 0
        self.place(1)
        self.setWidget(host)
        self.setFixedHeight(LEAST + 19)

    def place(self, rows: int) -> None:
        """Put the thumbnails on ``rows`` rows (left to right, then the next row), a stretch after them."""
        if rows == self.rows:
            return
        for t in self.thumbs:
            self.grid.removeWidget(t)
        per_row = math.ceil(len(self.thumbs) / rows) if self.thumbs else 1
        for k, t in enumerate(self.thumbs):
            self.grid.addWidget(t, k // per_row, k % per_row)
        for col in range(per_row + 1):
            self.grid.setColumnStretch(col, 1 if col == per_row else 0)
        self.rows = rows

    def fit(self, page_height: int, width: int) -> tuple[int, int]:
        """Size the thumbnails for a page ``page_height`` tall and a strip ``width`` wide; (rows, height of
        a thumbnail)."""
        n = max(1, len(self.thumbs))
        tall = max(SMALLEST, min(int(page_height * SHARE), LARGEST))

        def fitting(rows: int) -> int:
            per_row = math.ceil(n / rows)
            return int((width - GAP * (per_row - 1)) / per_row * 3 / 4)

        rows, th = 1, min(tall, fitting(1))
        two = min(int(tall * 0.7), fitting(2))          # (two rows take less of the sheet's height)
        if th < LEAST and n > 1 and two >= LEAST:
            rows, th = 2, two
        th = max(th, LEAST)
        self.place(rows)
        for t in self.thumbs:
            t.setFixedSize(int(th * 4 / 3), th)
        per_row = math.ceil(n / rows)
        fits = per_row * int(th * 4 / 3) + GAP * (per_row - 1) <= width
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits
                                          else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFixedHeight(rows * th + GAP * (rows - 1) + (4 if fits else 19))
        return rows, th
