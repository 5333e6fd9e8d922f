"""Troyes Dice: the new-game dialog (expert numbering checked by the engine, remembered choices), a die
dropped on the sheet, and the achievements kept per player profile and shown on their screen."""

from __future__ import annotations

import random

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QLabel

from tests.page_helpers import dice_page
from troyes_desktop.model import dice_profiles
from troyes_desktop.rules.dice import Game
from troyes_desktop.store import db as store_db
from troyes_desktop.store import open_store

from .dice_helpers import play_turn


def test_expert_numbering_editor_accepts_only_valid_numberings(dice_window, qtbot):
    dialog = dice_window.open_new_game("dice")
    dialog.count_spin.setValue(2)
    dialog.numbering_radios["expert"].setChecked(True)
    for combo, v in zip(dialog.expert_combos, (3, 3, 1, 2, 5, 6)):
        combo.setCurrentIndex(v - 1)
    assert not dialog.ok_button.isEnabled() and "Not a valid numbering" in dialog.expert_note.text()
    for combo, v in zip(dialog.expert_combos, (4, 3, 1, 2, 6, 5)):
        combo.setCurrentIndex(v - 1)
    assert dialog.ok_button.isEnabled() and not dialog.expert_note.text()
    dialog.banquets.setChecked(True)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    game = dice_page(dice_window).model.game
    assert game.numbering == [4, 3, 1, 2, 6, 5] and game.stage == "choose_die" and game.expansion
    again = dice_window.open_new_game("dice")  # the choices are remembered
    assert again.count_spin.value() == 2 and again.numbering_radios["expert"].isChecked()
    assert again.expert_values() == [4, 3, 1, 2, 6, 5] and again.banquets.isChecked()
    again.reject()


def test_a_die_dropped_on_the_sheet_is_used_there(dice_window, qtbot):
    dice_window.start_game("dice", Game.new(1, seed=12, names=["Anna"]), autosave=False)
    page = dice_page(dice_window)
    g = page.model.game
    rank = next(a[1] for a in g.legal_actions() if a[0] == "die")
    colour = g.plaza_colour(g.slots[rank - 1][0])
    target = ("track", ("red", "yellow", "white").index(colour))
    mime = QMimeData()
    mime.setData("application/x-troyes-dice-rank", QByteArray(str(rank).encode()))
    pos = page.sheet.target_centre(target)
    event = QDropEvent(
        QPointF(pos),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    page.sheet.dragEnterEvent(event)  # (Qt delivers drops only to a live drag's target)
    page.sheet.dropEvent(event)
    assert page.model.game.history[:2] == [("die", rank, page.model.game.history[0][2]), ("gain",)]
    _ = QPoint


def _finished_game(seed: int, names, want: str | None = None) -> Game:
    for s in range(seed, seed + 400):
        g = Game.new(len(names), seed=s, names=list(names))
        r = random.Random(s)
        while not g.over:
            acts = g.legal_actions()
            gains = [a for a in acts if a[0] == "gain"]
            g.apply(r.choice(gains if gains and r.random() < 0.7 else acts))
        if want is None or any(want in a for a in g.achievements()):
            return g
    raise AssertionError("no such game")


def test_achievements_are_kept_per_profile_and_shown(dice_window, qtbot, tmp_path):
    from troyes_desktop.app.language import apply_language

    apply_language("en")              # the English locale: its dates read "11/20/2026"
    path = store_db.store_path()
    if path.exists():
        path.unlink()

    def solo_games_counted() -> int:
        with open_store() as store:
            return store.achievements_of(store.profile_id("aliénor"))["counts"]["played_solo"]

    # A game finished through the GUI: its last click ends it, the end dialog shows the breakdown.
    game = Game.new(1, seed=7, names=["Aliénor"])
    r = random.Random(7)
    while not (game.day == 8 and game.half == 1 and game.stage == "choose_die"):
        game.apply(r.choice(game.legal_actions()))
    dice_window.start_game("dice", game, autosave=False)
    page = dice_page(dice_window)
    while not page.model.game.over:
        play_turn(qtbot, page)
    end = page.scoring_dialog
    assert end is not None and end.isVisible()
    text = end.findChild(QLabel, "earnedLabel").text()
    assert "Aliénor" in text and "Play 3 solo games: 1 of 3" in text
    assert solo_games_counted() == 1
    page.show_scoring()  # shown again: recorded once only
    assert solo_games_counted() == 1
    end.accept()
    # Two more solo games (recorded directly) earn "Play 3 solo games" with its date and player.
    for seed in (31, 32):
        dice_profiles.record_game(_finished_game(seed, ["aliénor "]), ["aliénor "], today="2026-11-20")
    rich = _finished_game(40, ["Faye"], want="full_resource_track")
    earned = dice_profiles.record_game(rich, ["Faye"], today="2026-11-21")
    assert any(i["id"] == "full_resource_track" and i["new"] for i in earned[0])
    # The Achievements screen, opened from the game page, lists everything with who and when.
    qtbot.mouseClick(page.ach_button, Qt.MouseButton.LeftButton)
    screen = dice_window.achievements_dialog
    assert screen.isVisible()
    rows = {
        screen.table.item(i, 0).text(): screen.table.item(i, 1).text() for i in range(screen.table.rowCount())
    }
    assert len(rows) == 13
    assert rows["\u2605 Play 3 solo games"].startswith("aliénor (11/20/2026)")  # (locale dates)
    assert "Faye (11/21/2026)" in rows["\u2605 Circle all the resources of one track"]
    assert rows["\u2606 Play 3 multiplayer games"] == "not yet"
    screen.grab().save(str(tmp_path / "achievements.png"))
    screen.reject()
