"""The start screen's unfinished games (issue 50): every game shows its Continue, whole and in view, and its
Remove…, whatever the names, the text size (100-150 %), the language and the window size (1280x720 up); a
word too long for the column (an automatic save's file name) is shortened, the whole text in the tooltip.

Set ``TROYES_SHOTS`` to a folder to keep the screenshots (they are looked at, not compared)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect

from troyes_desktop.model import autosaves
from troyes_desktop.rules.common.serialization import write_json_atomic

#: An automatic save's name, which has no space to wrap at.
LONG_FILE = "troyes-20261202-043612-8c1e93.troyes.json"
GAMES = (
    ("troyes", "Anna, Bertrand, Clémence, Dominique", "round 4 of 6", f"/home/anna/{LONG_FILE}"),
    ("troyes", "Anna against le Roy", "round 2 of 6", ""),
    ("dice", "Éloïse, François, Gaspard, Héloïse, Isidore, Jacqueline", "day 3 of 8", ""),
    ("troyes", "Maximilien-Alexandre-de-la-Tour-d'Auvergne, Bob", "round 1 of 6",
     "/home/bob/the-long-saturday-evening-game-at-the-club-house.troyes.json"),
    ("dice", "Zoé", "day 7 of 8", ""),
    ("troyes", "Paul, Jacques", "round 6 of 6", ""),
)


def _clear() -> None:
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)


@pytest.fixture
def six_games():
    """Six unfinished games listed (their summaries; the start screen reads nothing else)."""
    _clear()
    folder = autosaves.games_dir()
    now = time.time()
    for i, (mode, players, progress, file) in enumerate(GAMES):
        save = folder / f"{mode}-20261202-0436{i:02d}-8c1e9{i}{autosaves.SUFFIXES[mode]}"
        save.write_text("{}", encoding="utf-8")
        write_json_atomic(autosaves.meta_path(save), {"mode": mode, "players": players, "progress": progress,
                                                      "saved": now - 600 * i, "file": file, "in_file": False})
    yield
    _clear()


def _inside(widget, viewport) -> bool:
    """The whole of ``widget`` is within the scroll area's visible viewport."""
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def _whole(button) -> bool:
    """The button's words are drawn whole (its width holds them with the style's padding)."""
    return button.fontMetrics().horizontalAdvance(button.text()) + 2 * 8 <= button.width()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_every_unfinished_game_shows_its_continue_whole(six_games, shell, text_scale, qtbot, qapp,
                                                         lang, percent, size) -> None:
    from troyes_desktop.app.language import apply_language

    text_scale(percent)
    apply_language(lang)
    try:
        window = shell(size)
        window.show_start_screen()
        qtbot.wait(20)
        screen = window.start_screen
        shots = os.environ.get("TROYES_SHOTS")
        if shots:
            window.grab().save(str(Path(shots) / f"start-{lang}-{percent}-{size[0]}x{size[1]}.png"))
        assert len(screen.entry_rows) == len(GAMES)
        viewport = screen.continue_scroll.viewport()
        assert screen.continue_scroll.isVisible() and viewport.height() >= 100
        first = screen.entry_rows[0][1]
        assert first is screen.continue_button and first.isDefault()
        assert _inside(first, viewport) and _whole(first)       # the default: in view without scrolling
        for (label, button, _entry), remove in zip(screen.entry_rows, screen.throw_buttons):
            screen.continue_scroll.ensureWidgetVisible(button, 0, 0)
            qapp.processEvents()
            assert button.isVisible() and remove.isVisible()
            assert _inside(button, viewport), label.full_text
            assert _inside(remove, viewport), label.full_text
            assert _whole(button) and _whole(remove)
            assert button.text() == ("Continuer" if lang == "fr" else "Continue")
            # Every word within the column (the label wraps between them), the whole text in the tooltip.
            widest = max(label.fontMetrics().horizontalAdvance(word) for word in label.text().split(" "))
            assert widest <= label.contentsRect().width()
            assert _inside(label, viewport) or label.height() > viewport.height()
            assert label.full_text in label.toolTip() or label.toolTip() == label.full_text
        long_label = screen.entry_rows[0][0]
        assert LONG_FILE in long_label.full_text and long_label.toolTip() == long_label.full_text
        assert screen.continue_scroll.horizontalScrollBar().maximum() == 0     # nothing out of view sideways
    finally:
        apply_language("en")


def test_a_long_file_name_is_shortened_in_its_middle_with_the_whole_in_the_tooltip(six_games, shell,
                                                                                     qtbot) -> None:
    window = shell((1280, 720))
    window.show_start_screen()
    qtbot.wait(20)
    label = window.start_screen.entry_rows[0][0]
    label.fit(label.fontMetrics().horizontalAdvance(LONG_FILE) // 2)
    shown = label.text().split(" ")[-1]
    assert shown != LONG_FILE and shown.startswith("troyes-2") and shown.endswith("json")
    assert "\u2026" in shown and label.toolTip() == label.full_text
    label.fit(label.fontMetrics().horizontalAdvance(label.full_text) + 10)
    assert label.text() == label.full_text                  # room enough: shown whole again
