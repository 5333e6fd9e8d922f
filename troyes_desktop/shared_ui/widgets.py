"""Small widgets shared by the pages: text that is never cut at any window size.

* :class:`WrappingComboBox` draws its current choice on as many lines as it needs (the list that drops
  down shows every choice in full), so two choices that start alike never look the same;
* :func:`wrap_text` breaks a text at spaces into lines that fit a width (push buttons do not wrap).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QComboBox, QSizePolicy, QStyle, QStyleOptionComboBox, QStylePainter


def wrap_text(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` with line breaks at spaces so that every line fits ``width`` pixels (a single word
    longer than the width keeps its own line)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if current and metrics.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return "\n".join(lines)


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
