"""Hot-seat hand-over as light as the secrets allow: several people share the screen's shared view (nobody's
characters shown); after a person's move the "has played" card, whose one press passes the seat and shows the
next view; the curtain only before a decision that puts something private on screen; a person's own
characters behind their own small curtain (the panel's "look", Ctrl+K); the setting "Show what the last
player did" off: no card at all."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel

from tests.page_helpers import troyes_page
from troyes_desktop import settings
from troyes_desktop.i18n import localized
from troyes_desktop.rules.troyes.game import Game
from troyes_desktop.troyes_ui import handover

from .shell_helpers import play_until, turn_in_round_2


@pytest.fixture
def card_setting():
    """Restores the setting "Show what the last player did" after the test."""
    before = settings.get("show_last_move")
    yield
    settings.set("show_last_move", before)


def _character_names(game) -> list[str]:
    return [localized(game.data.characters[c]) for p in game.players for c in p.characters]


def _shown_texts(window) -> str:
    """Every visible label's text in the window (the panels, the prompt, the card)."""
    return "\n".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())


def _no_character_on_screen(window, game) -> bool:
    texts = _shown_texts(window)
    return not any(name in texts for name in _character_names(game))


def _seated(window, qtbot):
    game = play_until(Game.new(players=2, seed=11), turn_in_round_2)
    window.start_game("troyes", game, autosave=False)
    page = troyes_page(window)
    assert not page.curtain.covering                    # nobody has anything private to see: no curtain
    assert page.viewer is None and _no_character_on_screen(window, page.model.game)
    return page.model.game


def test_no_curtain_in_the_initial_placement(window, qtbot) -> None:
    """Three people place their citizens: no curtain ever, no character ever on screen, and each hand-over
    is one press (the card's), which shows the next person's view."""
    window.start_game("troyes", Game.new(players=3, seed=5), autosave=False)
    page = troyes_page(window)
    model = page.model
    game = model.game
    presses = handovers = 0
    last = model.decider
    while model.game.round < 1 and not model.game.over:
        assert page.curtain.mode != "cover"
        assert _no_character_on_screen(window, game)
        if page.curtain.covering:
            assert page.curtain.mode == "handover" and page.curtain.pass_button.hasFocus()
            qtbot.keyClick(page.curtain.pass_button, Qt.Key.Key_Return)
            presses += 1
            assert not page.curtain.covering and page.viewer is None
            continue
        if model.decider != last:
            handovers += 1
            last = model.decider
        assert model.game.pending.kind == "initial"
        model.apply(model.legal_actions()[0])
    assert handovers >= 8 and presses == handovers


def test_the_card_then_one_press_shows_the_view(window, qtbot) -> None:
    game = _seated(window, qtbot)
    page = troyes_page(window)
    me = page.model.decider
    other = 1 - me
    chronicle_before = len(page.log.lines)
    passed = [b for a, b in page.prompt.buttons.items() if a == ("pass",)]
    qtbot.mouseClick(passed[0], Qt.MouseButton.LeftButton)
    assert page.model.decider == other
    curtain = page.curtain
    # First the outcome: the board stays in view, a card says what happened and whose seat it is now.
    assert curtain.covering and curtain.mode == "handover"
    assert curtain.bar.isVisible() and not curtain.title.isVisible()
    assert f"{game.players[me].name} has played" in curtain.bar_title.text()
    new_lines = page.log.lines[chronicle_before:]
    assert new_lines and new_lines[0] in curtain.outcome.text()
    assert curtain.pass_button.text().startswith(f"Pass the seat to {game.players[other].name}")
    # The card lies over the prompt (the next person's controls), not over the board.
    prompt_rect = page.prompt.geometry().translated(page.prompt.parentWidget().mapTo(page, QPoint(0, 0)))
    assert curtain.bar.geometry().bottom() == prompt_rect.bottom()
    board_rect = page.board.geometry().translated(page.board.parentWidget().mapTo(page, QPoint(0, 0)))
    assert not curtain.bar.geometry().intersects(board_rect)        # the city square stays in view
    for button in (curtain.pass_button, curtain.take_back_button):   # whole, in the narrow column too
        assert button.isVisible() and button.width() >= button.sizeHint().width()
    # The board is not painted over (the card draws only itself), but it takes no clicks.
    centre = page.board.mapTo(window, page.board.rect().center())
    seen = window.grab().toImage().pixelColor(centre)
    board = page.board.grab().toImage().pixelColor(page.board.rect().center())
    assert seen == board
    hit = QApplication.widgetAt(window.mapToGlobal(centre))
    assert hit is None or hit is curtain or curtain.isAncestorOf(hit)
    # One Return: the seat is passed and the next person's (shared) view is shown, no curtain.
    qtbot.keyClick(curtain.pass_button, Qt.Key.Key_Return)
    assert not curtain.covering and page.viewer is None
    assert page.model.decider == other and page.scene is None or page.scene.viewer == other
    assert _no_character_on_screen(window, game)
    assert not window.undo_action.isEnabled()           # the seat was passed: the move is sealed


def test_space_and_enter_work_as_well(window, qtbot) -> None:
    _seated(window, qtbot)
    troyes_page(window).prompt.choose(("pass",))
    assert troyes_page(window).curtain.mode == "handover"
    qtbot.keyClick(troyes_page(window).curtain, Qt.Key.Key_Space)
    assert not troyes_page(window).curtain.covering


def test_a_click_on_the_board_during_the_hand_over_does_nothing(window, qtbot) -> None:
    _seated(window, qtbot)
    troyes_page(window).prompt.choose(("pass",))
    history = len(troyes_page(window).model.game.history)
    qtbot.mouseClick(troyes_page(window).curtain, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert troyes_page(window).curtain.mode == "handover"
    assert len(troyes_page(window).model.game.history) == history


def test_only_the_card_answers_while_it_is_shown(window, qtbot) -> None:
    """The next person's controls (the prompt, the panels' standing answers) wait until the seat is passed."""
    _seated(window, qtbot)
    page = troyes_page(window)
    page.prompt.choose(("pass",))
    assert page.curtain.mode == "handover"
    assert not page.prompt.isEnabled() and not page.panels_host.isEnabled()
    assert all(not panel.isEnabled() or not panel.isVisibleTo(page) or not panel.standing_button.isEnabled()
               for panel in page.player_panels)
    qtbot.keyClick(page.curtain.pass_button, Qt.Key.Key_Return)
    assert page.prompt.isEnabled() and page.panels_host.isEnabled()


def test_the_curtain_comes_before_a_private_decision(window, qtbot, monkeypatch) -> None:
    """A decision that shows the next person's secrets: card, then curtain (the board hidden), then their
    own view with their characters."""
    game = _seated(window, qtbot)
    page = troyes_page(window)
    me = page.model.decider
    other = 1 - me
    monkeypatch.setattr(handover, "PRIVATE_KINDS", frozenset({"turn"}))
    page.prompt.choose(("pass",))
    curtain = page.curtain
    assert curtain.mode == "handover" and page.viewer is None
    centre = page.board.mapTo(window, page.board.rect().center())
    board = page.board.grab().toImage().pixelColor(page.board.rect().center())
    qtbot.keyClick(curtain.pass_button, Qt.Key.Key_Return)
    assert curtain.mode == "cover" and curtain.title.isVisible() and not curtain.bar.isVisible()
    assert curtain.title.text() == f"Pass the computer to {game.players[other].name}"
    assert page.viewer is None
    assert window.grab().toImage().pixelColor(centre) != board      # now the board is hidden
    qtbot.keyClick(curtain.button, Qt.Key.Key_Return)
    assert not curtain.covering and page.viewer == other
    mine = [localized(game.data.characters[c]) for c in game.players[other].characters]
    assert all(name in _shown_texts(window) for name in mine)


def test_a_person_looks_at_their_characters_behind_a_small_curtain(window, qtbot) -> None:
    game = _seated(window, qtbot)
    page = troyes_page(window)
    me = page.model.decider
    mine = [localized(game.data.characters[c]) for c in game.players[me].characters]
    panel = next(p for p in page.player_panels if p.seat == me)
    assert "href='look'" in panel.characters_label.text()
    qtbot.keyClick(page, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    look = page.private_look
    assert look is not None and look.isVisible() and not look.showing
    assert f"Only {game.players[me].name} should look" in _shown_texts(look)
    assert not any(name in _shown_texts(window) + _shown_texts(look) for name in mine)   # the small curtain
    qtbot.keyClick(look.show_button, Qt.Key.Key_Return)
    assert look.showing and all(name in look.cards.text() for name in mine)
    qtbot.keyClick(look.hide_button, Qt.Key.Key_Return)
    assert not look.isVisible() and _no_character_on_screen(window, game)
    # The other person's panel offers its own look, which names that person.
    other = next(p for p in page.player_panels if p.seat == 1 - me)
    other.lookRequested.emit(1 - me)
    assert f"Only {game.players[1 - me].name} should look" in _shown_texts(page.private_look)
    page.private_look.reject()


def test_without_the_card_the_view_changes_at_once(window, qtbot, card_setting) -> None:
    settings.set("show_last_move", False)
    game = _seated(window, qtbot)
    page = troyes_page(window)
    other = 1 - page.model.decider
    page.prompt.choose(("pass",))
    assert page.model.decider == other and not page.curtain.covering
    assert page.viewer is None and _no_character_on_screen(window, game)
    assert not window.undo_action.isEnabled()           # the seat was passed: the move is sealed


def test_the_look_shows_names_as_typed(window, qtbot) -> None:
    window.start_game("troyes", Game.new(players=2, seed=5, names=["O'Brien & <b>Co</b>", "Faye"]),
                      autosave=False)
    page = troyes_page(window)
    look = handover.look(page, 0)
    assert look is not None
    texts = [label.text() for label in look.findChildren(QLabel) if label.isVisible()]
    assert "Only O'Brien & <b>Co</b> should look" in texts
    assert "O'Brien & <b>Co</b>'s characters are shown next." in texts \
        or "O'Brien & <b>Co</b>'s characters and victory points are shown next." in texts
    look.reject()
