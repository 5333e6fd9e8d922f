"""The guided first day of Troyes Dice, played to its end through the real page (wheel clicks, the play
panel's pay buttons, sheet clicks, the coach's Next); wrong choices are explained and change nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.dice_helpers import click_die, click_target
from troyes_desktop.tutorial import coach as C
from troyes_desktop.tutorial.dice import LESSON, DiceTutorialWindow


@pytest.fixture
def dice_lesson(qtbot):
    C.clear_progress(LESSON)
    w = DiceTutorialWindow(resume=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    C.clear_progress(LESSON)


def snapshot(w):
    g = w.model.game
    s = g.sheets[0]
    return (g.day, g.half, g.stage, list(s.circled), list(s.spent), list(s.citizens), list(s.buildings),
            w.lesson.index)


def test_guided_day_played_to_its_end(qtbot, dice_lesson):
    w = dice_lesson
    lesson, page = w.lesson, w.page
    ids = []
    for _ in range(30):
        step = lesson.step
        ids.append(step["id"])
        if step.get("final"):
            break
        if lesson.needs_next():
            qtbot.mouseClick(w.coach.next_button, Qt.MouseButton.LeftButton)
            continue
        assert not w.coach.next_button.isVisible()
        rank, target = lesson.lit()
        assert w.wheel_light.rects() and w.sheet_light.rects()
        # A wrong choice: another die on the same target. Refused kindly, nothing changes.
        before = snapshot(w)
        other = next(d["rank"] for d in w.model.game.available_dice() if d["rank"] != rank)
        click_die(qtbot, page, other)
        if page.panel.pay_buttons and any(b.isVisible() for b in page.panel.pay_buttons.values()):
            qtbot.mouseClick(next(b for b in page.panel.pay_buttons.values() if b.isVisible()),
                             Qt.MouseButton.LeftButton)
        click_target(qtbot, page, target)
        assert snapshot(w) == before
        assert step["hint"] in w.coach.note.text()
        # The asked choice.
        click_die(qtbot, page, rank)
        pay = next((a[2] for a in step["do"] if a[0] == "die" and a[2]), None)
        if pay:
            qtbot.mouseClick(page.panel.pay_buttons[pay], Qt.MouseButton.LeftButton)
        click_target(qtbot, page, target)
        assert lesson.step["id"] != step["id"], w.coach.note.text()
    assert ids == [s["id"] for s in lesson.steps]
    s = w.model.game.sheets[0]
    assert s.links[1] and s.citizens == [2, 3, 0]       # the link bonus, two Fortresses and the Palace
    assert w.model.game.day == 3
    assert w.coach.real_button.isVisible()
    with qtbot.waitSignal(w.realGameRequested):
        qtbot.mouseClick(w.coach.real_button, Qt.MouseButton.LeftButton)


def test_next_is_refused_while_a_choice_is_asked(qtbot, dice_lesson):
    w = dice_lesson
    while w.lesson.needs_next():
        w.lesson.next()
    before = snapshot(w)
    assert w.lesson.next() is False
    assert snapshot(w) == before and w.lesson.step["hint"] in w.coach.note.text()


def test_the_day_is_resumed(qtbot, dice_lesson):
    w = dice_lesson
    while w.lesson.step["id"] != "link":
        if w.lesson.needs_next():
            w.lesson.next()
        else:
            w.page.controller.select(w.lesson.lit()[0])
            assert w.page.controller.choose_target(w.lesson.lit()[1])
    before = snapshot(w)
    w.close()
    again = DiceTutorialWindow(resume=True)
    qtbot.addWidget(again)
    assert snapshot(again) == before
