"""Nothing changes under the pointer (issue 50): a button that appears where another one was an instant
before ignores the mouse for a moment, so a click aimed at the old one plays nothing; the same button at
the same place is never held, and after the moment the new button works."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from tests.page_helpers import troyes_page
from troyes_desktop import settings as player_settings
from troyes_desktop.app import main_window as mw
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.shared_ui import pointer_guard, theme

from .shell_helpers import play_until


@pytest.fixture
def solo(qtbot, held_clicks):
    speed = player_settings.get("animation_speed")
    player_settings.set("animation_speed", "Normal")
    theme.set_setting("view/roy_pace", "Step by step")
    w = mw.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    game = play_until(Game.new(players=1, seed=5, solo=True, names=["Anna"]),
                      lambda g: g.pending.kind == "roy" and g.round >= 1)
    w.start_game("troyes", game, autosave=False)
    yield w
    w.pause_pages()
    theme.set_setting("view/roy_pace", "Normal")
    player_settings.set("animation_speed", speed)


def _place(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def test_a_click_where_skip_was_spends_nothing_the_moment_le_roy_finishes(solo, qtbot) -> None:
    assert pointer_guard.HOLD_MS >= 300
    page = troyes_page(solo)
    prompt, model = page.prompt, page.model
    skip = prompt.buttons[("skip",)]
    qtbot.wait(20)
    was = _place(skip)
    # Le Roy's dice land at once (the prompt has no wait for them, tested in test_one_voice.py).
    player_settings.set("animation_speed", "Instant")
    qtbot.mouseClick(skip, Qt.MouseButton.LeftButton)            # le Roy plays to the end of his turn
    assert not model.automaton_pending and model.decider == 0
    qtbot.wait(10)
    # The paid "Hire a citizen (2 influence)" now stands where "Skip to my turn" was.
    hire = prompt.buttons[("hire",)]
    assert "influence" in hire.text() and _place(hire).intersects(was)
    spot = _place(hire).intersected(was).center()
    history, influence = len(model.game.history), model.game.players[0].influence
    qtbot.mouseClick(hire, Qt.MouseButton.LeftButton, pos=hire.mapFromGlobal(spot))   # the click after Skip
    assert len(model.game.history) == history and model.game.players[0].influence == influence
    assert prompt.pointer_guard.held == 1 and not prompt.asking
    # A moment later the same click is the player's choice: it hires (or asks first).
    qtbot.wait(pointer_guard.HOLD_MS + 50)
    qtbot.mouseClick(hire, Qt.MouseButton.LeftButton, pos=hire.mapFromGlobal(spot))
    assert len(model.game.history) == history + 1 or prompt.asking


def test_the_same_button_at_the_same_place_is_never_held(solo, qtbot) -> None:
    page = troyes_page(solo)
    prompt, model = page.prompt, page.model
    qtbot.wait(20)
    history = len(model.game.history)
    for n in range(1, 3):                 # "Next step of le Roy", clicked twice in a row: two steps
        step = prompt.buttons[("roy",)]
        qtbot.mouseClick(step, Qt.MouseButton.LeftButton)
        qtbot.wait(10)
        if not model.automaton_pending:
            break
        assert len(model.game.history) == history + n and prompt.pointer_guard.held == 0
    assert len(model.game.history) > history


def test_the_guard_holds_only_a_different_choice_at_the_same_place_and_only_for_a_moment(qtbot,
                                                                                         held_clicks):
    """The shared helper itself (the Troyes Dice panel's choices use it too): a button replacing another at
    its place ignores the mouse; one that keeps its place and its choice does not; after HOLD_MS both work."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    guard = pointer_guard.PointerGuard(host)
    clicked = []

    def button(text: str) -> QPushButton:
        b = QPushButton(text)
        b.clicked.connect(lambda: clicked.append(text))
        guard.guard(b, text)
        column.addWidget(b)
        return b

    free, same = button("Skip"), button("Pass")
    host.show()
    qtbot.waitExposed(host)
    was = _place(free)
    guard.remember()
    free.hide()
    column.removeWidget(free)
    paid = button("Hire (2 influence)")
    column.insertWidget(0, paid)
    qtbot.wait(10)
    assert _place(paid).intersects(was) and _place(same).isValid()
    qtbot.mouseClick(paid, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(same, Qt.MouseButton.LeftButton)
    assert clicked == ["Pass"] and guard.held == 1
    qtbot.wait(pointer_guard.HOLD_MS + 50)
    qtbot.mouseClick(paid, Qt.MouseButton.LeftButton)
    assert clicked == ["Pass", "Hire (2 influence)"]


def test_troyes_dice_the_next_columns_number_ignores_a_second_click(dice_window, qtbot, held_clicks):
    """Troyes Dice's panel uses the same guard: the town crier asks each column's number with buttons at the
    same places; a second click at once does not number the next column too."""
    from tests.page_helpers import dice_page
    from troyes_desktop.rules.dice.game import Game as DiceGame

    game = DiceGame.new(1, seed=3, names=["Anna"], numbering="expert")     # the players number the columns
    dice_window.start_game("dice", game, autosave=False)
    page = dice_page(dice_window)
    qtbot.wait(20)
    assert page.model.game.stage == "numbering_value" and len(page.panel.choice_buttons) == 6
    first = page.panel.choice_buttons[0]
    spot = first.mapToGlobal(first.rect().center())
    history = len(page.model._history())
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert len(page.model._history()) == history + 1
    qtbot.wait(10)
    again = next(b for b in page.panel.choice_buttons if _place(b).contains(spot))
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton, pos=again.mapFromGlobal(spot))
    assert len(page.model._history()) == history + 1 and page.panel.pointer_guard.held == 1
    qtbot.wait(pointer_guard.HOLD_MS + 50)
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton, pos=again.mapFromGlobal(spot))
    assert len(page.model._history()) == history + 2
