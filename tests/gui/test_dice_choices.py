"""Troyes Dice: the player chooses what pays "1 resource of your choice", columns are named by their
number, number keys never pick the black die, the pay buttons show their whole word, the new-game dialog
keeps its size, and a solo game ends with the score, the achievements and the best score so far."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.page_helpers import dice_page
from troyes_desktop.dice_ui.page import solo_summary
from troyes_desktop.model import dice_profiles
from troyes_desktop.rules.dice.game import S_BLACK, Game

from .dice_helpers import click_die, click_target, play_turn

ANY_RANK = 2       # seed 1, solo: the black die is rank 1; rank 2 costs "1 resource of your choice"


def _page(window, seed: int = 1):
    window.start_game("dice", Game.new(1, seed=seed, names=["Anna"]), autosave=False)
    page = dice_page(window)
    page.setFocus()
    return page


def test_the_player_chooses_what_pays_the_die(dice_window, qtbot) -> None:
    page = _page(dice_window)
    g = page.model.game
    assert g.die_cost(ANY_RANK)["any"]
    options = page.controller.pay_options(ANY_RANK)
    assert len(options) > 1
    click_die(qtbot, page, ANY_RANK)
    guess = page.controller.pay
    # The track of the die's own colour: reachable whatever pays.
    target = next(t for t, m in page.controller.targets().items() if t[0] == "track" and m == "exact")
    before = len(page.model._history())
    click_target(qtbot, page, target)
    assert len(page.model._history()) == before, "nothing is paid before the player says with what"
    assert page.controller.waiting_target == target
    assert "choose what pays the die" in page.panel.title.text()
    assert page.panel.pay_label.isVisible() and "Choose what pays" in page.panel.pay_label.text()
    assert not any(b.isChecked() for b in page.panel.pay_buttons.values())
    # Not the first guess: the choice is the player's.
    chosen = next(r for r in options if r != guess)
    qtbot.mouseClick(page.panel.pay_buttons[chosen], Qt.MouseButton.LeftButton)
    assert ("die", ANY_RANK, chosen) in page.model._history()[before:]
    assert page.controller.waiting_target is None


def test_one_possible_payment_asks_nothing(dice_window, qtbot) -> None:
    page = _page(dice_window)
    free = next(i + 1 for i, s in enumerate(page.model.game.slots)
                if not s[S_BLACK] and not page.model.game.die_cost(i + 1)["any"])
    click_die(qtbot, page, free)
    assert not page.controller.needs_pay_choice()


def test_columns_are_named_by_their_number(dice_window, qtbot) -> None:
    page = _page(dice_window, seed=3)
    # Number the columns through the panel's buttons when the town crier asks, then pick a die.
    for _ in range(10):
        if page.model.game.stage == "choose_die":
            break
        qtbot.mouseClick(page.panel.choice_buttons[0], Qt.MouseButton.LeftButton)
    g = page.model.game
    rank = next(i + 1 for i, s in enumerate(g.slots) if not s[S_BLACK] and s[3])
    click_die(qtbot, page, rank)
    colour, value = page.controller.die_summary()
    for kind in ("prestige", "work"):
        text = page.panel.action_buttons[kind].text()
        assert text.endswith(f"\u00b7 {value}"), text
        position = g.numbering.index(value) + 1
        if position != value:
            assert f"({position})" not in text


def test_number_keys_never_pick_the_black_die(dice_window, qtbot) -> None:
    page = _page(dice_window)
    g = page.model.game
    assert g.slots[0][S_BLACK], "seed 1: the black die is the first on the wheel"
    page.wheel.setFocus()
    for n, key in enumerate((Qt.Key_1, Qt.Key_2, Qt.Key_3), start=1):
        qtbot.keyClick(page.wheel, key)
        assert page.controller.rank == page.pickable_ranks()[n - 1]
        assert not g.slots[page.controller.rank - 1][S_BLACK]
        qtbot.keyClick(page.wheel, Qt.Key_Escape)
    assert len(page.pickable_ranks()) == 3


def test_pay_buttons_show_their_whole_word(dice_window, qtbot) -> None:
    page = _page(dice_window)
    click_die(qtbot, page, ANY_RANK)
    qtbot.wait(20)
    for resource, button in page.panel.pay_buttons.items():
        assert button.isVisible()
        assert button.text() == resource
        assert button.width() >= button.sizeHint().width(), f"{resource}: {button.width()}"


def test_the_new_game_dialog_keeps_its_size(dice_window, qtbot) -> None:
    dialog = dice_window.open_new_game("dice")
    qtbot.waitExposed(dialog)
    dialog.count_spin.setValue(10)
    qtbot.wait(20)
    size = dialog.size()
    names_box = dialog.name_edits[0].parentWidget()
    box = names_box.height()
    for n in (1, 4, 7, 2):
        dialog.count_spin.setValue(n)
        qtbot.wait(20)
        assert dialog.size() == size and names_box.height() == box
        assert [e.isVisible() for e in dialog.name_edits] == [i < n for i in range(10)]
    dialog.reject()


def test_solo_summary_words() -> None:
    # Issue 41: each achievement is said as what it is: new with this game, on the way, or from earlier games.
    earned = [{"id": "a", "title": "Master builder", "new": True, "progress": ""},
              {"id": "b", "title": "Scholar", "new": False, "progress": "1 of 3"},
              {"id": "c", "title": "Glutton", "new": False, "progress": ""},
              {"id": "d", "title": "Miser", "new": False, "progress": ""}]
    text = solo_summary(41, earned, 35)
    assert text.startswith("41 VP \u00b7 1 new achievement: Master builder \u00b7 achievement progress: "
                           "Scholar (1 of 3) \u00b7 2 reached again (earned in an earlier game) \u00b7 ")
    assert "achievements reached" not in text and "5 achievements" not in text
    assert "a new best score (the best so far was 35 VP)" in text
    assert "best score so far: 50 VP" in solo_summary(41, [], 50)
    assert "no achievement reached" in solo_summary(41, [], 50)
    assert "your first recorded solo score" in solo_summary(12, [], None)
    assert "wins" not in text


def test_a_solo_game_ends_with_score_achievements_and_best(dice_window, qtbot) -> None:
    page = _page(dice_window)
    for _ in range(300):
        if page.model.game.over:
            break
        play_turn(qtbot, page)
    g = page.model.game
    assert g.over
    banner = page.banner.label.text()
    assert "wins" not in banner
    assert f"{g.scores()[0]} VP" in banner
    assert "achievement" in banner
    assert "first recorded solo score" in banner or "best" in banner
    assert dice_profiles.best_solo("Anna") >= g.scores()[0]
    note = page.scoring_dialog.findChild(type(page.banner.label), "soloSummary")
    assert note is not None and note.text() == page.solo_summary
    page.scoring_dialog.accept()


def test_enter_uses_it_only_once_the_payment_is_chosen(dice_window, qtbot) -> None:
    """Tab's status line says "Enter uses it" only when Enter would use the die (issue 50): while the die
    still waits for the player to say what pays, Enter would only wait too, and the line says so."""
    page = _page(dice_window)
    said: list[str] = []
    page.statusMessage.connect(said.append)
    click_die(qtbot, page, ANY_RANK)
    assert page.controller.needs_pay_choice()
    qtbot.keyClick(page, Qt.Key.Key_Tab)
    assert said and "Enter uses it" not in said[-1] and said[-1].endswith("first choose what pays the die.")
    options = page.controller.pay_options(ANY_RANK)
    qtbot.mouseClick(page.panel.pay_buttons[options[0]], Qt.MouseButton.LeftButton)
    assert not page.controller.needs_pay_choice()
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Tab)
    assert said[-1].endswith("Enter uses it.")
