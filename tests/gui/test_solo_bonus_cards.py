"""The new-game dialog offers the bonus cards (promos) for the solo game against le Roy (issue 43): one box,
the solo choice remembered apart from the modules of the multi-player game, the engine's arguments, and a
solo game with the bonus cards played to its final scoring on the page, kept by Save and Load and Continue.
Real widgets, offscreen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import troyes_page
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.game import Game


@pytest.fixture
def home(tmp_path, monkeypatch, qapp):
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    from troyes_desktop import settings as player_settings

    player_settings.reset_cache()
    player_settings.set("animation_speed", "Instant")
    player_settings.set("computer_pace", "Instant")
    yield tmp_path
    player_settings.reset_cache()


def _dialog(qtbot, solo: bool):
    from troyes_desktop.troyes_ui.new_game_dialog import TroyesNewGameDialog

    dialog = TroyesNewGameDialog(None, solo=solo)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_solo_game_offers_only_the_bonus_cards(home, qtbot):
    dialog = _dialog(qtbot, solo=True)
    box = dialog.solo_promos_check
    assert box.isVisible() and box.isEnabled() and box.text() == "Bonus cards (promos)"
    assert not dialog.modules_scroll.isVisible()
    assert dialog.modules() == []
    args = dialog.game_arguments(seed=5)
    assert "modules" not in args["options"]
    box.setChecked(True)
    assert dialog.modules() == ["promos"]
    args = dialog.game_arguments(seed=5)
    assert args["players"] == 1 and args["solo"] is True and args["seed"] == 5
    assert args["start_player"] in (0, NEUTRAL) and args["names"] == [dialog.names()[0]]
    assert args["options"]["modules"] == ["promos"] and len(args["options"]["colours"]) == 1
    assert "activities_setup" not in args["options"] and "events_setup" not in args["options"]
    game = Game.new(**args)                                        # refused before issue 43
    assert game.solo and game.setup["options"]["modules"] == ["promos"]
    assert "bonus cards if you tick them" in dialog.solo_note.text()
    # The multi-player game: the Ladies' modules and the promos in their own box, not the solo box.
    dialog.multi_radio.setChecked(True)
    assert not box.isVisible() and dialog.modules_scroll.isVisible()
    assert "promos" not in dialog.modules()
    dialog.reject()


def test_the_solo_choice_is_remembered_apart_from_the_modules(home, qtbot):
    multi = _dialog(qtbot, solo=False)
    for mid, check in multi.module_checks.items():
        check.setChecked(mid == "characters")
    multi.accept()
    solo = _dialog(qtbot, solo=True)
    assert not solo.solo_promos_check.isChecked()
    solo.solo_promos_check.setChecked(True)
    solo.accept()                                   # a solo game with the bonus cards
    again = _dialog(qtbot, solo=False)
    assert again.modules() == ["characters"]        # the solo game did not change the others' modules
    again.reject()
    solo_again = _dialog(qtbot, solo=True)
    assert solo_again.solo_promos_check.isChecked() and solo_again.modules() == ["promos"]
    solo_again.reject()


def _seed_with_a_bonus_card() -> int:
    """A seed of the dialog's random numbers whose game deals a bonus card among the activities."""
    for seed in range(1, 200):
        game_seed = random.Random(seed).randrange(1, 2**31)        # as the dialog draws it
        game = Game.new(players=1, seed=game_seed, solo=True, names=["Anna"], options={"modules": ["promos"]})
        if any(game.data.activities[c].promo for c in game.slot_card):
            return seed
    raise AssertionError("no seed deals a bonus card")


def test_a_solo_game_with_the_bonus_cards_from_the_dialog_to_the_final_scoring(home, qtbot, tmp_path):
    from troyes_desktop.app import main_window
    from troyes_desktop.troyes_ui import new_game_dialog as ngd

    window = main_window.MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(window.start_screen.solo_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.solo_promos_check.setChecked(True)
    seed = _seed_with_a_bonus_card()
    original = ngd.random.Random
    ngd.random.Random = lambda _seed=None: original(seed)
    try:
        dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("0"))
        dialog.accept()
    finally:
        ngd.random.Random = original
    game = troyes_page(window).model.game
    assert game.solo and game.setup["options"]["modules"] == ["promos"]
    promos = [c for c in game.slot_card if game.data.activities[c].promo]
    assert promos
    # Saved to a file and loaded back, then continued from the start screen: still with the bonus cards.
    path = tmp_path / "solo-promos.troyes.json"
    assert window.save_file(path)
    window.drop_game()
    assert window.load_file(path)
    assert troyes_page(window).model.game.setup["options"]["modules"] == ["promos"]
    window.show_start_screen()
    (_label, button, _entry), = window.start_screen.entry_rows
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    page = troyes_page(window)
    assert window.stack.currentWidget() is page
    assert page.model.game.slot_card == game.slot_card
    # Played to its end on the page: le Roy's turns, then the final scoring.
    rng = random.Random(seed)
    roy_steps = 0
    for _ in range(4000):
        model = page.model
        if model.game.over:
            break
        if model.automaton_pending:
            page.play_automaton_step()
            roy_steps += 1
            continue
        actions = model.legal_actions()
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        model.apply(rng.choice(busy))
    assert page.model.game.over and roy_steps > 20
    qtbot.waitUntil(lambda: page.scoring_dialog is not None and page.scoring_dialog.isVisible(), timeout=5000)
    scores = page.scoring_dialog.scores
    assert scores[0]["name"] == "Anna" and "margin" in scores[0]
    assert page.model.in_history
