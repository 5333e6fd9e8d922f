"""Readable buttons and tooltips everywhere: every push button state meets WCAG's 4.5:1 for text, both in
the theme's table and as rendered in the real panels (a local style sheet must not undo the theme)."""
from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QPushButton, QToolTip

from tests.page_helpers import dice_page, troyes_page
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import theme

from .shell_helpers import play_until

WCAG_TEXT = 4.5


def test_the_ratio_itself() -> None:
    assert theme.contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert theme.contrast_ratio("#777777", "#777777") == pytest.approx(1.0)
    # The unreadable case of the issue: cream text on the cream panel.
    assert theme.contrast_ratio("#fff6e6", "#fffaec") < 1.2


@pytest.mark.parametrize("state", list(theme.BUTTON_LOOKS))
def test_every_button_state_of_the_theme_is_readable(state) -> None:
    top, bottom, ink = theme.BUTTON_LOOKS[state]
    assert theme.contrast_ratio(ink, top) >= WCAG_TEXT
    assert theme.contrast_ratio(ink, bottom) >= WCAG_TEXT
    assert f"QPushButton{state} {{" in theme.STYLE_SHEET


def test_the_tooltip_colours_are_readable() -> None:
    assert theme.contrast_ratio(*theme.TOOLTIP_LOOK) >= WCAG_TEXT


def rendered_contrast(widget, margin: int = 5) -> float:
    """The contrast between a widget's most common colour (its background) and the colour that differs
    most from it (its text), read from the pixels its window shows there (what shines through a
    transparent background included); a transparent top-level window (a tooltip) is shown over black,
    as an X server without a compositor shows it."""
    if widget.isWindow():
        image = widget.grab().toImage()
    else:
        top = widget.window()
        image = top.grab(QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())).toImage()
    w, h = image.width(), image.height()
    counts: Counter = Counter()
    for y in range(margin, h - margin):
        for x in range(margin, w - margin):
            c = image.pixelColor(x, y)
            a = c.alphaF()
            counts[(round(c.red() * a), round(c.green() * a), round(c.blue() * a))] += 1
    assert counts, "nothing drawn"
    background = QColor(*counts.most_common(1)[0][0])
    return max(theme.contrast_ratio(background, QColor(*rgb)) for rgb in counts)


def _button_states(button: QPushButton):
    """Yield the name of each state after putting the button in it (restored afterwards)."""
    yield "normal"
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    button.update()
    yield "hover"
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
    button.setDown(True)
    yield "pressed"
    button.setDown(False)
    was = button.isEnabled()
    button.setEnabled(False)
    yield "disabled"
    button.setEnabled(was)


def assert_buttons_readable(root, qtbot, *, at_least: int = 1) -> int:
    buttons = [b for b in root.findChildren(QPushButton) if b.isVisible() and b.text().strip()
               and b.width() > 20 and b.height() > 16]
    assert len(buttons) >= at_least
    for button in buttons:
        for state in _button_states(button):
            ratio = rendered_contrast(button)
            assert ratio >= WCAG_TEXT, f"{button.text()!r} ({state}): contrast {ratio:.2f}"
    return len(buttons)


def _solo_at(window, qtbot, verb: str, seed: int = 3):
    """A solo game stopped where the answer ``verb`` is offered in the prompt panel."""
    game = play_until(Game.new(players=1, seed=seed, names=["Anna"], solo=True),
                      lambda g: any(a[0] == verb for a in g.legal_actions()), seed=seed)
    assert any(a[0] == verb for a in game.legal_actions())
    window.pause_pages()
    window.start_game("troyes", game, autosave=False)
    window.pause_pages()
    qtbot.wait(20)
    return game


@pytest.mark.parametrize("verb", ["roy", "counter", "flip_done"])
def test_the_prompt_panel_main_buttons_are_readable(window, qtbot, verb) -> None:
    _solo_at(window, qtbot, verb)
    main = [b for a, b in troyes_page(window).prompt.buttons.items() if a[0] == verb]
    assert main and all(b.property("primary") for b in main)
    assert_buttons_readable(troyes_page(window).prompt, qtbot, at_least=len(main))


def test_tooltips_of_the_prompt_buttons_are_readable(window, qtbot) -> None:
    _solo_at(window, qtbot, "roy")
    button = next(iter(troyes_page(window).prompt.buttons.values()))
    QToolTip.showText(button.mapToGlobal(QPoint(5, 5)), button.toolTip(), button)
    qtbot.waitUntil(lambda: any(w.metaObject().className() == "QTipLabel" and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=2000)
    tip = next(w for w in QApplication.topLevelWidgets()
               if w.metaObject().className() == "QTipLabel" and w.isVisible())
    ratio = rendered_contrast(tip, margin=2)
    QToolTip.hideText()
    assert ratio >= WCAG_TEXT


def test_curtain_and_dice_page_buttons_are_readable(window, qtbot, monkeypatch) -> None:
    from troyes_desktop.troyes_ui import handover

    monkeypatch.setattr(handover, "PRIVATE_KINDS", frozenset({"initial"}))    # a decision with a secret
    window.start_game("troyes", Game.new(players=2, seed=4), autosave=False)
    assert troyes_page(window).curtain.covering
    assert_buttons_readable(troyes_page(window).curtain, qtbot)
    from troyes_desktop.dice_ui.demo import build_dice_demo

    window.start_game("dice", build_dice_demo("dice-1p"), autosave=False)
    qtbot.wait(20)
    assert_buttons_readable(dice_page(window), qtbot, at_least=3)


def test_the_lessons_lit_buttons_are_readable(qtbot) -> None:
    """Issue 41: the button a lesson's step asks for (framed in gold) keeps dark ink in every state, primary
    buttons included ("Counter the black 2 with the chosen dice"); the coach's own buttons too."""
    from troyes_desktop.tutorial.troyes import TroyesTutorialWindow

    w = TroyesTutorialWindow(resume=False, delay_ms=0, save=False)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    lesson = w.lesson
    checked = set()
    for _ in range(80):
        if lesson.step["id"] == "goldsmith" or lesson.free():
            break
        if lesson.needs_next():
            assert_buttons_readable(w.coach, qtbot, at_least=2)
            lesson.next()
            continue
        if "select" in lesson.step:
            for d in sorted(lesson.selection):
                w.scene.controller.click_die(d)
            continue
        qtbot.wait(5)
        lit = [b for a, b in w.prompt.buttons.items() if b.styleSheet() and b.isVisible()]
        for button in lit:
            for state in _button_states(button):
                ratio = rendered_contrast(button)
                assert ratio >= WCAG_TEXT, f"lit {button.text()!r} ({state}): contrast {ratio:.2f}"
            checked.add((button.text().split()[0], bool(button.property("primary"))))
        assert lesson.model.apply_sequence(lesson.expected[lesson.move_index])
    # Pass, Counter (a primary button), Also counter, Hire a citizen were all lit and checked.
    assert {word for word, _primary in checked} >= {"Pass", "Counter", "Also", "Hire"}
    assert any(primary for _word, primary in checked)
