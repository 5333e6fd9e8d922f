"""A flow layout: widgets left to right, wrapping to the next line (Qt's flow layout example), with lines
across the whole width for a widget whose ``fullLine`` property is set (a section's words). The prompt panel
lays its choices out with it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QWidget


class FlowLayout(QLayout):
    """Lays out buttons left to right, wrapping to the next line (Qt's flow layout example)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._do_layout(QRect(0, 0, width, 0), True)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._do_layout(rect, False)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _do_layout(self, rect: QRect, test: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            widget = item.widget()
            if widget is not None and widget.property("fullLine"):
                # A line across the whole width (a section's words): on a line of its own.
                if line > 0:
                    y += line + self._spacing
                width = max(rect.width(), 40)
                height = item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
                if not test:
                    item.setGeometry(QRect(QPoint(rect.x(), y), QSize(width, height)))
                x, y, line = rect.x(), y + height + self._spacing, 0
                continue
            hint = item.sizeHint()
            w = min(hint.width(), max(rect.width(), 40))
            if x + w > rect.right() + 1 and line > 0:
                x = rect.x()
                y += line + self._spacing
                line = 0
            if not test:
                item.setGeometry(QRect(QPoint(x, y), QSize(w, hint.height())))
            x += w + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()
