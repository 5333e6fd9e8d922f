"""Fuzz of the window's Load (offscreen, the drawn board): the damaged saves of tests/test_fuzz_saves.py
(a few hundred, seeded, made from real saves). Each either opens as a whole valid game or is refused with
one readable message; after a refusal the previous game is still shown and still autosaving."""
from __future__ import annotations

import re

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.model.dice_model import dice_autosave_path
from troyes_desktop.model.troyes_model import autosave_path
from troyes_desktop.rules.dice import saves as dice_saves
from troyes_desktop.rules.troyes import Game, saves

from ..save_fuzz import damaged_saves
from ..test_fuzz_saves import COUNT, SEED

PYTHON_ERROR = re.compile(r"[A-Z][a-z]+Error|Traceback|Exception")


def _shown(window):
    """What the window shows: (page, model)."""
    page = window.stack.currentWidget()
    return page, (dice_page(window).model if page is dice_page(window) else troyes_page(window).model)


def _autosaved_moves(window) -> int:
    if window.stack.currentWidget() is dice_page(window):
        return len(dice_saves.load_game(dice_page(window).model.autosave_file).history)
    return len(saves.load(troyes_page(window).model.autosave_file).history)


def test_the_windows_load_of_damaged_saves(qtbot, tmp_path):
    from troyes_desktop.app.main_window import MainWindow

    for path in (autosave_path(), dice_autosave_path()):
        if path.exists():
            path.unlink()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.start_game("troyes", Game.new(2, seed=3, names=["Anna", "Faye"]))
    # The game in play is kept in a file, so a good load never stops to ask Save / Discard / Cancel.
    assert window.save_file(tmp_path / "in-play.troyes.json")
    counts = {"loaded": 0, "refused": 0}
    for i, (label, data) in enumerate(damaged_saves(COUNT, SEED)):
        path = tmp_path / f"case{i:03d}.json"
        path.write_bytes(data)
        before = _shown(window)
        window.last_message = None
        if window.load_file(path):
            counts["loaded"] += 1
            page, model = _shown(window)
            assert model is not before[1] and page.isVisible(), label
            assert window.last_message is None, label
        else:
            counts["refused"] += 1
            box = window.last_message
            text = box.text()
            box.close()
            assert text.startswith(f"{path.name} ") and text.endswith("The current game is unchanged."), label
            assert "\n\n" in text and not PYTHON_ERROR.search(text), (label, text)
            assert _shown(window) == before, label          # the same game, on the same page
        path.unlink()
        if i % 60 == 0 or counts["loaded"] and _shown(window) != before:
            # Still playing, still autosaving: one move is applied and found in the autosave.
            page, model = _shown(window)
            if not model.game.over:
                moves = len(model._history())
                action = model.legal_actions()[0]
                assert model.apply_sequence([action]), label
                assert _autosaved_moves(window) == moves + 1, label
                assert window.save_game(), label          # and kept in its file again
    assert counts["refused"] > COUNT * 0.8 and counts["loaded"] >= 5, counts
    window.pause_pages()
