"""The main window's hooks: the Help menu (reference, the two lessons, no Hint item), the start screen's
Learn to play button, F1 away from the board, and the lessons' offer of a real game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from tests.page_helpers import dice_page
from troyes_desktop.help import window as hw


@pytest.fixture
def main(make_main):
    return make_main(use_board=False)


def all_action_texts(window) -> list[str]:
    texts = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        texts += [a.text() for a in menu.actions()] if menu is not None else []
    return texts


def test_help_menu_has_the_reference_and_the_lessons_and_no_hint(main):
    texts = all_action_texts(main)
    assert "&Rules reference" in texts
    assert "Guided first game of &Troyes" in texts and "Guided first day of Troyes &Dice" in texts
    # The one hint of the app is the computer players' (issue 15, Edit menu); the Help menu adds none.
    hints = [t for t in texts if "hint" in t.casefold()]
    assert hints == ["&Hint: what would the Hard player do?"]
    help_menu = next(a.menu() for a in main.menuBar().actions() if a.menu() is not None
                     and "&Rules reference" in [x.text() for x in a.menu().actions()])
    assert not any("hint" in x.text().casefold() for x in help_menu.actions())


def test_f1_on_the_start_screen_opens_the_welcome_page(main):
    main.help_action.trigger()
    assert hw._WINDOW is not None and hw._WINDOW.topic == "welcome"


def test_learn_button_on_the_start_screen(main):
    button = main.start_screen.learn_button
    texts = [a.text().replace("&", "") for a in button.menu().actions()]
    assert any("Troyes Dice" in t for t in texts) and any("Rules" in t for t in texts)


@pytest.mark.parametrize("which", ["troyes", "dice"])
def test_lessons_open_and_offer_a_real_game(qtbot, main, monkeypatch, which):
    opened = []
    monkeypatch.setattr(main, "open_new_game_from", lambda entry: opened.append(entry))
    main.lesson_actions[which].trigger()
    lesson = main.lesson_window
    qtbot.addWidget(lesson)
    assert lesson.isVisible()
    lesson.coach.realGameRequested.emit()
    assert opened == [which]


def test_dice_sheet_tooltips_lead_to_the_rules(qtbot, main):
    from troyes_desktop.dice_ui.demo import build_dice_demo

    main.start_game("dice", build_dice_demo("dice-1p"), autosave=False)
    QApplication.processEvents()           # context help watches the new page from the event loop
    sheet = dice_page(main).sheet
    target = ("build", 0, 0, 2)
    pos = sheet.target_centre(target).toPoint()
    sheet.setToolTip(sheet.tooltip_for(target))
    QApplication.sendEvent(sheet, QHelpEvent(QEvent.Type.ToolTip, pos, sheet.mapToGlobal(pos)))
    assert "rules reference: Fortress" in QToolTip.text()
    wheel = dice_page(main).wheel
    wheel.setToolTip("A die")
    corner = QPoint(5, 5)
    QApplication.sendEvent(wheel, QHelpEvent(QEvent.Type.ToolTip, corner, wheel.mapToGlobal(corner)))
    assert "rules reference: The wheel" in QToolTip.text()


def test_lesson_board_tooltips_lead_to_the_rules(qtbot, main):
    main.lesson_actions["troyes"].trigger()
    lesson = main.lesson_window
    qtbot.addWidget(lesson)
    lesson.view.fit()
    g = lesson.model.game
    slot = next(s for s in range(9) if g.slot_revealed[s] and g.slot_card[s] == "merchant")
    vp = lesson.view.viewport()
    local = lesson.view.mapFromScene(lesson.scene.cards[slot].sceneBoundingRect().center())
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, local, vp.mapToGlobal(local)))
    assert "rules reference: Merchant" in QToolTip.text()
