"""Troyes Dice through the real widgets: a solo game to the end, value and colour changes with their
costs, a refused choice with the engine's reason, a 3-player hot-seat day, Continue and undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import dice_page
from troyes_desktop.model.dice_model import DiceModel
from troyes_desktop.rules.dice import Game

from .dice_helpers import click_die, click_target, play_turn


def _start_from_dialog(qtbot, window, players: int, names=("Anna", "Faye", "Geoffrey"), seed: int = 1):
    from troyes_desktop.dice_ui import new_game_dialog as dialogs

    dialogs.random.seed(0)
    original = dialogs.random.randrange
    dialogs.random.randrange = lambda *_: seed  # the dialog's seed, fixed for the test
    try:
        _open_and_start(qtbot, window, players, names)
    finally:
        dialogs.random.randrange = original
    page = dice_page(window)
    assert page is not None and window.stack.currentWidget() is page
    assert page.model.game.setup["seed"] == seed
    return page


def _open_and_start(qtbot, window, players, names):
    qtbot.mouseClick(window.start_screen.dice_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.count_spin.setValue(players)
    for i in range(players):
        dialog.name_edits[i].setText(names[i])
    dialog.numbering_radios["first"].setChecked(True)
    dialog.banquets.setChecked(False)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def test_solo_game_played_to_the_end_through_clicks(dice_window, qtbot):
    page = _start_from_dialog(qtbot, dice_window, 1)
    g = page.model.game
    assert g.n == 1 and not page.strip.isVisible()
    for _ in range(200):
        if page.model.game.over:
            break
        play_turn(qtbot, page)
    game = page.model.game
    assert game.over
    dialog = page.scoring_dialog
    assert dialog is not None and dialog.isVisible()
    assert (
        "Anna ends the game with"
        in dialog.findChild(type(dialog.findChildren(type(page.banner.label))[0]), "winnerLabel").text()
    )
    assert f"{game.scores()[0]} VP" in page.banner.label.text()
    assert any("The game is over" in line for line in page.log.lines)
    dialog.accept()


def test_value_and_colour_changes_show_their_costs(dice_window, qtbot):
    page = _start_from_dialog(qtbot, dice_window, 1)
    g = page.model.game
    rank = 2  # seed 1: the plaza costing "1 resource of your choice"
    click_die(qtbot, page, rank)
    assert page.panel.pay_buttons["deniers"].isVisible()
    qtbot.mouseClick(page.panel.pay_buttons["deniers"], Qt.MouseButton.LeftButton)
    assert page.controller.pay == "deniers"
    slot_value = g.slots[rank - 1][1]
    colour = g.plaza_colour(g.slots[rank - 1][0])
    panel = page.panel
    step = panel.plus if slot_value < 6 else panel.minus
    qtbot.mouseClick(step, Qt.MouseButton.LeftButton)
    new_value = slot_value + (1 if step is panel.plus else -1)
    assert panel.value_label.text() == str(new_value)
    assert panel.value_cost.text() == "costs 1 influence"
    other = next(c for c in ("red", "yellow", "white") if c != colour)
    assert "2" in panel.colour_buttons[other].text() and "kn" in panel.colour_buttons[other].text()
    qtbot.mouseClick(panel.colour_buttons[other], Qt.MouseButton.LeftButton)
    district = ("red", "yellow", "white").index(other)
    column = g.numbering.index(new_value)
    target = ("build", 1, district, column)  # the work building of the planned colour and value
    assert page.controller.targets()[target] == "exact"
    before = g.sheets[0].spent[:]
    click_target(qtbot, page, target)
    sheet = page.model.game.sheets[0]
    assert sheet.building(("counts_palace", "city_hall", "bishopric")[district], column + 1) == 1
    # 1 denier for the die, 1 influence for the value, 2 knowledge for the colour
    assert [sheet.spent[r] - before[r] for r in range(3)] == [1, 1, 2]
    assert any("spends 2 knowledge" in line for line in page.log.lines)
    assert any("spends 1 influence" in line for line in page.log.lines)


def test_an_illegal_choice_is_refused_with_the_engines_reason(dice_window, qtbot):
    page = _start_from_dialog(qtbot, dice_window, 1)
    model = page.model
    extreme = [
        a[1] for a in model.game.legal_actions() if a[0] == "die" and model.game.slots[a[1] - 1][1] in (1, 6)
    ]
    click_die(qtbot, page, extreme[0])  # seed 1: a 1, so a 6 costs 5 influence
    refused = None
    for d in range(3):
        for c in range(6):
            t = ("build", 0, d, c)
            reason = model.explain_sequence(page.controller.sequence_for(t))
            if reason:
                refused = (t, reason)
                break
        if refused:
            break
    assert refused, "with 3 influence some column is out of reach"
    target, reason = refused
    before = model.game.state_dict()
    messages = []
    page.statusMessage.connect(messages.append)
    click_target(qtbot, page, target)
    assert model.game.state_dict() == before
    assert reason in page.panel.reason.text()
    assert any(reason in m for m in messages)
    # Clicking a sheet without a die says what to do first.
    page.controller.clear()
    click_target(qtbot, page, ("track", 0))
    assert "pick a die" in page.panel.reason.text()


def test_three_player_hot_seat_day(dice_window, qtbot):
    page = _start_from_dialog(qtbot, dice_window, 3)
    g = page.model.game
    assert len(page.thumbs) == 3 and not page.strip.isHidden()
    seen = []
    while page.model.game.day == 1:
        g = page.model.game
        seat = g.player
        seen.append((g.half, seat))
        assert page.sheet.seat == seat and page.thumbs[seat].current
        assert ("Anna", "Faye", "Geoffrey")[seat] in page.banner.label.text()
        play_turn(qtbot, page)
    assert [s for h, s in seen if h == 0][:3] == [0, 1, 2]
    assert {s for h, s in seen if h == 1} == {0, 1, 2}
    for name in ("Anna", "Faye", "Geoffrey"):
        assert any(
            line.startswith(f"{name} takes") or line.startswith(f"{name} cannot") for line in page.log.lines
        )
    # Looking at another player's sheet does not let anyone play on it.
    g = page.model.game
    other = (g.player + 1) % 3
    qtbot.mouseClick(page.thumbs[other], Qt.MouseButton.LeftButton)
    assert page.sheet.seat == other and page.viewing_note.isVisible()
    click_target(qtbot, page, ("track", 0))
    assert "sheet" in page.panel.reason.text()


def test_continue_resumes_a_dice_game_and_undo_stops_at_a_roll(dice_window, qtbot):
    page = _start_from_dialog(qtbot, dice_window, 2)
    model = page.model
    assert not model.can_undo()
    play_turn(qtbot, page)  # Anna's whole turn: Faye decides now
    # Until Faye chooses, Anna may take her last step back (its words on the button).
    assert model.can_undo() and model.undo_plan().seat == 0
    assert page.undo_button.toolTip().startswith("Take back “Anna uses the ")
    click_die(qtbot, page, next(a[1] for a in model.game.legal_actions() if a[0] == "die"))
    seq = page.controller.base()
    model.apply_sequence(seq)  # Faye takes a die, then takes it back
    assert model.can_undo() and model.undo_plan().seat == 1
    assert page.undo_button.isEnabled()
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert model.game.stage == "choose_die" and not model.can_undo()
    assert model.undo_refusal() == "the decision passed from Anna to Faye."
    play_turn(qtbot, page)  # the half day ends: the dice are rolled
    assert not model.can_undo()
    assert model.autosave_file.exists() and model.autosave_file.name.endswith(".dice.json")
    saved = model.game.state_dict()
    dice_window.show_start_screen()
    dice_window.start_screen.refresh()
    assert "Troyes Dice" in dice_window.start_screen.continue_note.text()
    qtbot.mouseClick(dice_window.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert dice_window.stack.currentWidget() is dice_page(dice_window)
    dice_window.drop_game()  # force a fresh load from the autosave
    assert not dice_page(dice_window)
    assert dice_window.continue_last()
    assert dice_page(dice_window).model.game.state_dict() == saved
    assert isinstance(dice_page(dice_window).model, DiceModel)


def test_no_affordable_die_is_explained_and_applied(dice_window, qtbot):
    game = Game.new(1, seed=4, names=["Anna"])
    sheet = game.sheets[0]
    sheet.spent = sheet.circled[:]  # nothing left to pay with
    while game.legal_actions() != [("fallback",)]:
        game = Game.new(1, seed=game.setup["seed"] + 1, names=["Anna"])
        game.sheets[0].spent = game.sheets[0].circled[:]
    dice_window.start_game("dice", game, autosave=False)
    page = dice_page(dice_window)
    assert "no die you can afford" in page.panel.title.text()
    assert "Instead of an action you gain 1 influence" in page.panel.choice_label.text()
    qtbot.mouseClick(page.panel.choice_buttons[0], Qt.MouseButton.LeftButton)
    assert game.sheets[0].have(0) >= 1 or page.model.game.sheets[0].have(0) >= 1
    assert any("cannot afford any die" in line for line in page.log.lines)


def test_the_dice_dialog_start_button_is_the_main_button(qtbot) -> None:
    from troyes_desktop.dice_ui.new_game_dialog import DiceNewGameDialog

    dialog = DiceNewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.ok_button.property("primary") is True and dialog.ok_button.isDefault()
