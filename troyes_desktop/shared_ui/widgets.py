"""Small widgets shared by the pages: text that is never cut at any window size.

* :class:`WrappingComboBox` draws its current choice on as many lines as it needs (the list that drops
  down shows every choice in full, inside the window), so two choices that start alike never look the same;
* :func:`wrap_text` breaks a text at spaces into lines that fit a width (push buttons do not wrap).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QStylePainter,
)


def wrap_text(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` with line breaks at spaces so that every line fits ``width`` pixels (a single word
    longer than the width keeps its own line). Never at a non-breaking space: French keeps "deniers\u00a0:"
    together."""
    lines: list[str] = []
    current = ""
    for word in re.split(r"[ \t\r\n]+", text.strip(" \t\r\n")):
        if not word:
            continue
        trial = f"{current} {word}" if current else word
        if current and metrics.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return "\n".join(lines)


class _WrappingDelegate(QStyledItemDelegate):
    """The drop-down list's choices on as many lines as the list's width needs."""

    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view

    def initStyleOption(self, option, index) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        option.textElideMode = Qt.TextElideMode.ElideNone

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        hint = super().sizeHint(option, index)
        width = max(40, self.view.viewport().width() - 12)
        text = str(index.data() or "")
        lines = option.fontMetrics.boundingRect(0, 0, width, 100_000, int(Qt.TextFlag.TextWordWrap), text)
        return QSize(min(hint.width(), width + 12), max(hint.height(), lines.height() + 8))


class WrappingComboBox(QComboBox):
    """A drop-down list whose current choice is drawn in full, on several lines when it is long."""

    #: Read by the screen-size tests: the choice is checked for height, not width.
    wraps_text = True

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)
        self.currentIndexChanged.connect(lambda _=0: self._fit_height())

    def _field(self, width: int) -> int:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        opt.rect.setWidth(width)
        rect = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        return max(20, rect.width())

    def _text_height(self, width: int) -> int:
        fm = self.fontMetrics()
        text = self.currentText() or "M"
        return fm.boundingRect(0, 0, self._field(width), 10000, int(Qt.TextFlag.TextWordWrap), text).height()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        one_line = super().sizeHint().height()
        return max(one_line, one_line - self.fontMetrics().height() + self._text_height(width) + 2)

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(max(hint.width(), self.width())))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self.heightForWidth(max(hint.width(), self.width())))

    def _fit_height(self) -> None:
        """At least the height its choice needs at the width a layout gave it (a box layout does not ask a
        nested row for its height at a width, so a narrow column would cut the choice's last line)."""
        if self.width() > 0:
            self.setMinimumHeight(self.heightForWidth(self.width()))
        self.updateGeometry()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_height()

    def showPopup(self) -> None:  # noqa: N802
        """The list that drops down stays inside the window: a choice longer than the window's width leaves
        is shown on several lines rather than running past the window's edge."""
        view = self.view()
        if not isinstance(self.itemDelegate(), _WrappingDelegate):
            self.setItemDelegate(_WrappingDelegate(view))
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        super().showPopup()
        popup = view.window()
        window = self.window()
        if popup is window or not window.isVisible():
            return
        area = window.frameGeometry() if window.isWindow() else window.geometry()
        geo = popup.geometry()
        width = min(geo.width(), area.width() - 8)
        x = max(area.left() + 4, min(geo.x(), area.right() - width - 4))
        if (x, width) == (geo.x(), geo.width()):
            return
        popup.setGeometry(x, geo.y(), width, geo.height())
        view.doItemsLayout()
        rows = sum(view.sizeHintForRow(i) for i in range(self.count()))
        frame = popup.height() - view.viewport().height()
        bottom = area.bottom() if popup.geometry().top() >= area.top() else popup.geometry().bottom()
        height = min(rows + frame, max(60, bottom - popup.geometry().top()))
        popup.setGeometry(x, geo.y(), width, max(geo.height(), height))

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        text = opt.currentText
        opt.currentText = ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.drawText(field, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                                    | Qt.TextFlag.TextWordWrap), text)


def whole_table_size(table) -> QSize:
    """The size that shows every row and every column of a small ``QTableWidget`` (a final scoring): its
    row labels in full, its columns stretched to equal widths each as wide as the widest cell or name (at
    the table's own font, which the text size setting sets), its rows at their present heights."""
    frame = 2 * table.frameWidth()
    cells = table.fontMetrics()
    side_header, top_header = table.verticalHeader(), table.horizontalHeader()
    widest = top_header.minimumSectionSize()
    for c in range(table.columnCount()):
        texts = [table.item(r, c) for r in range(table.rowCount())]
        head = table.horizontalHeaderItem(c)
        for item in [head, *texts]:
            if item is None or not item.text():
                continue
            fm = QFontMetrics(item.font()) if item is not head else cells
            widest = max(widest, fm.horizontalAdvance(item.text()) + 24,
                         top_header.fontMetrics().horizontalAdvance(item.text()) + 24)
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())
              if table.verticalHeaderItem(r) is not None]
    side = 0
    if not side_header.isHidden():
        side = max([side_header.sizeHint().width()]
                   + [max(cells.horizontalAdvance(x), side_header.fontMetrics().horizontalAdvance(x)) + 16
                      for x in labels])
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    head_h = 0 if top_header.isHidden() else top_header.sizeHint().height()
    return QSize(side + widest * table.columnCount() + frame + 2, rows + head_h + frame + 2)


def message_room(status_bar) -> int:
    """The width a status bar leaves to its message, left of its permanent widgets (a button...)."""
    from PySide6.QtWidgets import QWidget

    direct = Qt.FindChildOption.FindDirectChildrenOnly
    taken = sum(w.width() + 6 for w in status_bar.findChildren(QWidget, options=direct) if w.isVisible())
    return status_bar.width() - taken - 16


def fitting_message(status_bar, texts: list[str]) -> str:
    """The first of ``texts`` (longest and fullest first) that the status bar shows whole, else the last."""
    room = message_room(status_bar)
    metrics = status_bar.fontMetrics()
    for text in texts:
        if metrics.horizontalAdvance(text) <= room:
            return text
    return texts[-1]
