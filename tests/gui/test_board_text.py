"""The board's own text (issue 41): it grows with the text size chosen in Settings where it has room, and at
every text size, in both languages, no text drawn on the board is shortened, runs out of its place or lies
over another one: the building headers, the districts' headers ("Geoffrey (you) · passed · 3 deniers here"),
the event queue however long it grows (a name too long for its strip stands upright), the influence track
with its label (tests/gui/layout_check.py, ``board_problems``)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from tests.page_helpers import troyes_page
from troyes_desktop import settings
from troyes_desktop.app.language import apply_language
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
from troyes_desktop.troyes_ui.demo import build_demo

from .layout_check import board_problems


@pytest.fixture
def board_window(layout_board_window):
    """The small-screen layout tests' main window (tests/gui/conftest.py)."""
    return layout_board_window


def long_queue(modules: bool, seed: int, length: int) -> Game:
    """A 4-player game at a turn with at least ``length`` events waiting (players who rather use their dice
    on targets than fight events, so the queue grows)."""
    game = Game.new(4, seed=seed, names=["Anna", "Faye", "Geoffrey", "Emily"],
                    options={"modules": list(AVAILABLE_MODULES) if modules else []})
    rng = random.Random(seed)
    for _ in range(4000):
        if game.pending.kind == "turn" and len(game.queue) >= length and game.dice_of(game.pending.seat):
            return game
        actions = game.legal_actions()
        targets = [a for a in actions if a[0] == "target" and a[1] != "event"]
        game.apply(rng.choice(targets or [a for a in actions if a[0] not in ("pass", "cancel", "concede")]
                              or actions))
    raise AssertionError(f"no queue of {length} events")


POSITIONS = {
    "troyes-ladies-4p": lambda: build_demo("troyes-ladies-4p"),
    "troyes-solo": lambda: build_demo("troyes-solo"),
    "8 events": lambda: long_queue(False, 2, 8),
    "12 events, every module": lambda: long_queue(True, 0, 12),
}


@pytest.fixture
def text_size():
    def use(percent: int, lang: str) -> None:
        settings.set("text_scale", percent)
        apply_language(lang)

    yield use
    settings.set("text_scale", 100)
    apply_language("en")


def _board(qtbot, window, game):
    from PySide6.QtWidgets import QApplication

    window.resize(1280, 720)
    window.start_game("troyes", game, autosave=False)
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.reveal()
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return troyes_page(window).scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("percent", [100, 125, 150])
def test_no_text_of_the_board_is_cut_or_covered(qtbot, board_window, monkeypatch, text_size, percent,
                                                 lang) -> None:
    text_size(percent, lang)
    found = []
    for name, build in POSITIONS.items():
        scene = _board(qtbot, board_window, build())
        found += [f"{name}: {p}" for p in board_problems(scene, monkeypatch)]
    assert not found, f"at {percent} % in {lang}:\n" + "\n".join(found[:20])


def test_the_board_text_grows_with_the_text_size(qtbot, board_window, text_size) -> None:
    """The board's smallest texts (the card's rules, the influence track's numbers) are drawn larger at 150 %
    than at 100 %; a text with no room to grow stays whole."""
    from troyes_desktop.troyes_ui.scene.base import READABLE_PX, fitted_font

    roomy, tight = QRectF(0, 0, 200, 40), QRectF(0, 0, 40, 20)
    sizes = {}
    for percent in (100, 150):
        text_size(percent, "en")
        sizes[percent] = (fitted_font(roomy, "salary 2 d.", 16)[0].pixelSize(),
                          fitted_font(tight, "20", 16)[0].pixelSize(),
                          fitted_font(roomy, "VP", 9)[0].pixelSize(),
                          fitted_font(QRectF(0, 0, 30, 12), "VP", 9)[0].pixelSize())
    # A small print is drawn at READABLE_PX where its place holds it, only as tall as its place allows.
    assert sizes[100][:3] == (16, 16, READABLE_PX) and 9 < sizes[100][3] < READABLE_PX
    assert sizes[150][0] == 24                     # 16 px x 1.5, where there is room
    assert 16 <= sizes[150][1] < 24                # only as tall as its place allows
    assert sizes[150][2] == round(READABLE_PX * 1.5)     # the small print follows the text size too
    assert sizes[150][3] == sizes[100][3]                 # (not taller than its place)


def test_the_influence_track_is_named(qtbot, board_window, text_size) -> None:
    from troyes_desktop.troyes_ui.scene.base import fitted_font

    scene = _board(qtbot, board_window, build_demo("troyes-4p"))
    track = scene.influence
    label, first = track.label_rect(), track.cell_rect(0)
    assert label.right() < first.left() and label.width() >= 60
    for percent, lang in ((100, "en"), (150, "fr")):
        text_size(percent, lang)
        from troyes_desktop.i18n import translate

        assert fitted_font(label, translate("BoardItems", "Influence"), 16, bold=True, wrap=True)[1]
