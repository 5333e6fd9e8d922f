"""Screens of issue 50 (findings 3 and 4), at 1280x720 and 1366x768, text 100 % and 150 %, English and
French: a 4-player game in round 4 with nine events waiting, the solo game with le Roy's steps, and the final
scoring. Nothing cut or overlapping among the window's widgets (tests/gui/layout_check.py ``problems``) nor
among the texts the board draws (``board_problems``); every event card of the queue whole. With
``TROYES_SHOTS=folder`` in the environment each screen is also saved there as a PNG, to be looked at."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.page_helpers import troyes_page
from troyes_desktop import settings
from troyes_desktop.app.language import apply_language
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme
from troyes_desktop.troyes_ui.demo import build_demo

from .layout_check import board_problems, problems

SIZES = [(1280, 720), (1366, 768)]
CASES = [(size, percent, lang) for size in SIZES for percent in (100, 150) for lang in ("en", "fr")]
IDS = [f"{w}x{h}-{p}-{lang}" for (w, h), p, lang in CASES]


@pytest.fixture
def window(qtbot):
    from troyes_desktop.app.main_window import MainWindow

    made = []

    def make(size, percent, lang):
        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))
        apply_language(lang)
        theme.set_setting("view/chronicle", True)
        settings.set("animation_speed", "Instant")
        w = MainWindow()
        qtbot.addWidget(w)
        made.append(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        return w

    yield make
    for w in made:
        w.pause_pages()
    settings.set("text_scale", 100)
    QApplication.instance().setFont(theme.font(11))
    apply_language("en")


def _settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def _shot(widget, name: str) -> None:
    folder = os.environ.get("TROYES_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(folder) / f"{name}.png"))


@pytest.mark.parametrize("demo", ["troyes-4p-queue", "troyes-solo"])
@pytest.mark.parametrize("size, percent, lang", CASES, ids=IDS)
def test_the_game_screens_read_whole(window, monkeypatch, size, percent, lang, demo):
    w = window(size, percent, lang)
    w.start_game("troyes", build_demo(demo), autosave=False)
    page = troyes_page(w)
    if page.curtain.covering:
        page.curtain.reveal()
    _settle()
    _shot(w, f"{demo}-{size[0]}x{size[1]}-{percent}-{lang}")
    found = [p for p in problems(w) if "chronicle" not in p.lower()]
    found += board_problems(page.scene, monkeypatch)
    assert not found, "\n".join(found[:15])
    if demo == "troyes-4p-queue":
        assert len(page.scene.events) == 9 and not any(card.compact() for card in page.scene.events)
    else:
        assert page.roy_steps.isVisible() and page.roy_steps.title.text()
        assert page.roy_steps.height() >= 110, page.roy_steps.height()


@pytest.mark.parametrize("size, percent, lang", CASES, ids=IDS)
def test_the_final_scoring_reads_whole(window, size, percent, lang):
    game = Game.new(4, seed=4, names=["Anna", "Faye", "Geoffrey", "Emily"])
    rng = random.Random(4)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    w = window(size, percent, lang)
    w.start_game("troyes", game, autosave=False)
    _settle()
    dialog = troyes_page(w).scoring_dialog
    assert dialog is not None and dialog.isVisible()
    _shot(dialog, f"scoring-{size[0]}x{size[1]}-{percent}-{lang}")
    assert not problems(dialog), problems(dialog)
    # The chart round by round is a plot, not a strip: two values or more on its axis, none over another.
    from PySide6.QtGui import QImage

    from .test_chart_fits import Recording

    chart = dialog.round_chart
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    painter = Recording(image)
    chart.draw(painter, chart.plot_area())
    painter.end()
    values = painter.values
    assert len(values) >= 2 and chart.plot_area().height() >= 150, (values, chart.plot_area())
    assert not any(a.intersects(b) for i, (a, _w) in enumerate(values) for b, _v in values[i + 1:]), values
    dialog.reject()


@pytest.mark.parametrize("size, percent, lang", [((1280, 720), 150, "fr"), ((1280, 720), 150, "en")])
def test_the_solo_final_scoring_keeps_its_buttons_in_the_window(window, size, percent, lang):
    """The solo game's table is the longest (every character of le Roy's pile): at 1280x720 and 150 % the
    dialog stays within the window, its buttons whole (seen in a real window: they were cut at the foot)."""
    game = Game.new(1, seed=5, names=["Anna"], solo=True)
    rng = random.Random(5)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    w = window(size, percent, lang)
    w.start_game("troyes", game, autosave=False)
    _settle()
    dialog = troyes_page(w).scoring_dialog
    assert dialog is not None and dialog.isVisible()
    _shot(dialog, f"solo-scoring-{size[0]}x{size[1]}-{percent}-{lang}")
    assert dialog.height() <= w.height() - 40, (dialog.height(), w.height())
    assert not problems(dialog), problems(dialog)
