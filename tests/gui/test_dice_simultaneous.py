"""Troyes Dice's simultaneous choice (dice_ui/veil.py): an option of the new-game dialog, kept in the game's
setup; while a half day is under way the other seats' sheets (thumbnails, a sheet looked at) and the
chronicle show nothing of its choices until everyone has chosen; a computer's choice is the same whatever the
people chose before it in the half day."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from tests.page_helpers import dice_page
from troyes_desktop.bots import decide, make_bot
from troyes_desktop.bots.dice.style import style_for
from troyes_desktop.dice_ui.computers import DiceSeats
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice.data import SetupError
from troyes_desktop.shared_ui import theme

from .dice_helpers import play_turn


def test_the_option_is_kept_in_the_setup_and_the_save() -> None:
    game = Game.new(3, seed=5, simultaneous=True)
    assert game.setup["simultaneous"] is True
    again = Game.from_save(game.to_save())
    assert again.setup["simultaneous"] is True
    assert "simultaneous" not in Game.new(3, seed=5).setup          # older saves: off, and unchanged
    with pytest.raises(SetupError):
        Game.new(3, seed=5, simultaneous="yes")


def _people_play(game: Game, seed: int) -> Game:
    """Seats 0 and 1 (people) make seeded random choices for the first half day; seat 2 is next."""
    rng = random.Random(seed)
    while game.player != 2:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_computer_chooses_the_same_whatever_the_people_chose_before_it() -> None:
    glue = DiceSeats()
    choices, lengths, seeds = set(), set(), set()
    for variant in range(6):
        game = _people_play(Game.new(3, seed=11, seats=["person", "person", "normal"], simultaneous=True),
                            variant)
        lengths.add(len(game.history))
        bot = make_bot("dice", "normal", seed=11 * 16 + 2, style=style_for(11, 2))
        seeds.add(glue.decision_seed(game, 2))
        choices.add(decide(game, 2, bot, glue.decision_seed(game, 2)).action)
    assert len(lengths) > 1, "the people's choices differ in their number of steps"
    assert len(choices) == 1
    assert len(seeds) == 1          # not even the number of steps before it reaches the computer's choice


def _start(qtbot, window, seats, simultaneous):
    from troyes_desktop.dice_ui import new_game_dialog as dialogs

    original = dialogs.random.randrange
    dialogs.random.randrange = lambda *_: 7
    try:
        qtbot.mouseClick(window.start_screen.dice_button, Qt.MouseButton.LeftButton)
        dialog = window.new_game_dialog
        dialog.count_spin.setValue(1)
        assert not dialog.simultaneous.isEnabled()              # one player: nobody to hide a choice from
        dialog.count_spin.setValue(len(seats))
        assert dialog.simultaneous.isEnabled() and dialog.simultaneous.isChecked()    # on by default
        dialog.simultaneous.setChecked(simultaneous)
        for i, kind in enumerate(seats):
            labels = [label for k, label in dialogs.SEAT_CHOICES if k == kind]
            dialog.seat_combos[i].setCurrentText(labels[0])
        dialog.numbering_radios["first"].setChecked(True)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    finally:
        dialogs.random.randrange = original
        theme.settings().remove("dice/seats")
        theme.settings().remove("dice/simultaneous")
    return dice_page(window)


def _play_seat(qtbot, page, seat: int) -> None:
    for _ in range(40):
        if page.model.game.player != seat or page.model.game.over:
            return
        play_turn(qtbot, page)


def test_earlier_choices_stay_hidden_until_everyone_has_chosen(dice_window, qtbot) -> None:
    page = _start(qtbot, dice_window, ["person", "person", "person"], True)
    model = page.model
    assert model.game.setup["simultaneous"] is True
    start_sheet = model.game.sheets[0].to_dict()
    lines = list(page.log.lines)
    half = (model.game.day, model.game.half)
    _play_seat(qtbot, page, 0)
    assert model.game.player == 1 and (model.game.day, model.game.half) == half
    assert model.game.sheets[0].to_dict() != start_sheet                  # Anna has chosen...
    # ... but Basile sees nothing of it: her thumbnail, her sheet looked at, the chronicle.
    assert page.thumbs[0].veil.game_for(0).sheets[0].to_dict() == start_sheet
    page.view_sheet(0)
    assert page.sheet.veil.game_for(page.sheet.seat).sheets[0].to_dict() == start_sheet
    page.view_sheet(1)
    assert page.log.lines == lines
    assert page.sheet.veil.game_for(1) is model.game                     # his own sheet is the live one
    _play_seat(qtbot, page, 1)
    _play_seat(qtbot, page, 2)
    # Everyone has chosen: the half day's lines are written and every sheet shows its choices.
    assert (model.game.day, model.game.half) != half
    assert len(page.log.lines) > len(lines)
    assert model.game.player == 0 and page.thumbs[0].veil.game_for(0) is model.game
    assert page.thumbs[1].veil.game_for(1).sheets[1].to_dict() == model.game.sheets[1].to_dict()
    # The chronicle once rebuilt (undo, load) holds back the current half day's lines the same way.
    shown = list(page.log.lines)
    page.veil.rebuild()
    assert page.log.lines == shown


def test_without_the_option_choices_show_at_once(dice_window, qtbot) -> None:
    page = _start(qtbot, dice_window, ["person", "person"], False)
    assert "simultaneous" not in page.model.game.setup
    lines = len(page.log.lines)
    _play_seat(qtbot, page, 0)
    assert len(page.log.lines) > lines
    assert page.thumbs[0].veil.game_for(0) is page.model.game


def test_the_wheel_does_not_show_a_computers_choice(dice_window, qtbot) -> None:
    page = _start(qtbot, dice_window, ["person", "normal"], True)
    page.computers.stop()                              # the computer's turn waits: look at the screen then
    _play_seat(qtbot, page, 0)
    model = page.model
    assert model.game.player == 1
    start = page.veil.start_of_half_day()
    before = len(model.game.history)
    assert model.apply_computer(model.game.legal_actions()[0])      # the computer's first step: its die
    assert model.game.player == 1 and len(model.game.history) == before + 1
    assert page.wheel.model.game is start
    assert page.sheet.veil.game_for(1) is start
