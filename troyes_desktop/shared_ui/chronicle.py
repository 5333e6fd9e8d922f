"""The chronicle's frame, shared by both modes: a titled, scrolling list of lines under headings.

Each mode's chronicle (:class:`troyes_desktop.troyes_ui.chronicle.TroyesChronicle`,
:class:`troyes_desktop.dice_ui.chronicle.DiceChronicle`) adds its own words for its engine's records.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from troyes_desktop.i18n import translate
from troyes_desktop.shared_ui import theme
from troyes_desktop.shared_ui.words import one_is_singular


class ChronicleFrame(QWidget):
    """The chronicle panel: its title, the lines and the headings; ``lines`` keeps the plain texts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        title = QLabel(translate("Chronicle", "Chronicle"))
        title.setFont(theme.font(14, bold=True))
        layout.addWidget(title)
        self.browser = QTextBrowser()
        self.browser.setObjectName("gameLog")
        self.browser.setFont(theme.font(11))
        self.browser.setOpenLinks(False)
        self.browser.document().setDefaultStyleSheet("p, div { margin-top: 0px; margin-bottom: 3px; }")
        layout.addWidget(self.browser, 1)
        self.lines: list[str] = []
        # The newest line stays in view while the reader is at the end (a game continued, a page laid out
        # again, a line added); a reader who scrolled up stays where they read.
        self.at_end = True
        bar = self.browser.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._range_changed)

    def _moved(self, value: int) -> None:
        self.at_end = value >= self.browser.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.at_end:
            self.browser.verticalScrollBar().setValue(high)

    def clear(self) -> None:
        self.browser.clear()
        self.lines = []
        self.at_end = True

    def add_heading(self, text: str) -> None:
        self.browser.append(
            f"<p style='margin-top:8px'><b style='color:{theme.ACCENT}; font-size:13pt'>"
            f"{html.escape(text)}</b></p>")

    def add_line(self, text: str, colour: str | None = None, roy: bool = False) -> None:
        text = one_is_singular(text)
        self.lines.append(text)
        mark = f"<span style='color:{colour}'>\u25cf</span> " if colour else "\u00b7 "
        style = f"color:{theme.ROY_COLOUR}; font-style:italic" if roy else ""
        self.browser.append(f"<div style='{style}'>{mark}{html.escape(text)}</div>")
