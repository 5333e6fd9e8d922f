"""Player panels in plain words that fit their column (le Roy's was cut off), spin boxes with arrows, the
start screen's player counts."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QSpinBox

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
from troyes_desktop.shared_ui import theme

from .shell_helpers import play_until


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("spec", [dict(players=1, seed=5, solo=True, names=["Anna"]),
                                  dict(players=4, seed=30, options={"modules": list(AVAILABLE_MODULES)})])
def test_every_panel_fits_its_column_and_shows_all_its_lines(window, qtbot, size, spec) -> None:
    window.resize(*size)
    # A turn of the start player: the badges "start player" and "deciding" side by side (the longest).
    game = play_until(Game.new(**spec), lambda g: g.round >= 2 and g.pending.kind == "turn"
                      and g.pending.seat == g.start)
    assert game.pending.seat == game.start
    window.start_game("troyes", game, autosave=False)
    window.pause_pages()
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.reveal()
    qtbot.wait(300)
    column = troyes_page(window).panels_scroll.viewport()
    for panel in troyes_page(window).player_panels:
        right = panel.mapTo(column, panel.rect().topRight()).x()
        assert right <= column.width(), f"{panel.name_label.text()} is cut off on the right"
        for label in panel.findChildren(QLabel):
            if label.isVisibleTo(panel) and label.wordWrap() and label.text():
                assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()[:60]


def test_outdoor_answers_in_plain_words(window, qtbot) -> None:
    game = play_until(Game.new(players=3, seed=9, options={"modules": list(AVAILABLE_MODULES)}),
                      lambda g: g.round >= 1 and g.pending.kind == "turn")
    window.start_game("troyes", game, autosave=False)
    if troyes_page(window).curtain.covering:
        troyes_page(window).curtain.reveal()
    texts = [p.outdoor_label.text() for p in troyes_page(window).player_panels if p.outdoor_row.isVisible()]
    assert texts
    for text, panel in zip(texts, troyes_page(window).player_panels):
        assert "Outdoor answers" not in text and "I:" not in text
        assert "When a cube of yours on the ramparts could be used" in text
        assert "asks you each time" in panel.outdoor_label.toolTip()


def test_spin_boxes_draw_their_arrows(qtbot) -> None:
    spin = QSpinBox()
    spin.setStyleSheet(theme.STYLE_SHEET)
    spin.setRange(1, 4)
    spin.setValue(2)
    spin.resize(120, 34)
    qtbot.addWidget(spin)
    spin.show()
    qtbot.waitExposed(spin)
    image = spin.grab().toImage()
    w, h = image.width(), image.height()
    ink = sum(1 for x in range(w - 20, w - 2) for y in range(2, h - 2)
              if theme.contrast_ratio(image.pixelColor(x, y), "#efe2c4") >= 4.5)
    assert ink >= 20            # two dark arrows, not a blank button


def test_the_start_screen_gives_both_games_player_counts(window) -> None:
    texts = " ".join(label.text() for label in window.start_screen.findChildren(QLabel))
    assert "1 to 4 players at one computer" not in texts
    assert "Troyes Dice for 1 to 10" in texts
