"""The final scoring's chart stays readable at 150 % text (issue 50, finding 3): its values on the left never
run into each other (fewer lines on a short plot, each value as tall as its font), and the chart asks for the
height of a plot under its title, its line and its legend (it was a strip with its values overlapping)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication

from troyes_desktop import settings
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme


class Recording(QPainter):
    """A painter that keeps the rectangle and the words of every text drawn with right alignment (the
    values of the vertical axis)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.values: list[tuple[QRectF, str]] = []

    def drawText(self, *args):  # noqa: N802
        if len(args) == 3 and isinstance(args[0], QRectF) and int(args[1]) & int(Qt.AlignmentFlag.AlignRight):
            self.values.append((QRectF(args[0]), str(args[2])))
        return super().drawText(*args)


@pytest.fixture
def text_size(qapp):
    def use(percent: int) -> None:
        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))

    yield use
    use(100)


def _chart():
    from troyes_desktop.shared_ui.charts import vp_by_round_chart

    game = Game.new(4, seed=4, names=["Anna", "Faye", "Geoffrey", "Emily"])
    rng = random.Random(4)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return vp_by_round_chart(game, [theme.player_colour(game, o) for o in range(4)])


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("more", [0, 40, 120])
def test_the_values_of_the_axis_never_overlap(qtbot, text_size, percent, more):
    """At the chart's least height and taller."""
    text_size(percent)
    chart = _chart()
    qtbot.addWidget(chart)
    chart.resize(380, 300)
    chart.resize(380, chart.minimumSizeHint().height() + more)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    painter = Recording(image)
    chart.draw(painter, chart.plot_area())
    painter.end()
    line = QFontMetricsF(theme.font(9)).height()
    values = painter.values
    assert len(values) >= 2, values
    for i, (rect, words) in enumerate(values):
        assert rect.height() >= line - 0.5, (words, rect.height(), line)
        for other, other_words in values[i + 1:]:
            assert not rect.intersects(other), (words, other_words, rect, other)


def test_the_chart_asks_for_a_plot_under_its_words(qtbot, text_size):
    text_size(150)
    chart = _chart()
    qtbot.addWidget(chart)
    chart.resize(380, 300)
    words = 6 + chart._title_line() + chart._subtitle_height(380 - 26)
    assert chart.minimumSizeHint().height() >= words + chart.PLOT_LEAST * 1.25
    assert chart.minimumSize().height() == 0      # (the hint rules in the dialog's layout)
