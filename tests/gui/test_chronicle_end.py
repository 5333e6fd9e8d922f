"""The chronicle shows its newest line when a game is continued (issue 50): scrolled to its end, however the
page is laid out; a player who scrolls up to read stays where they read until they come back down."""

from __future__ import annotations

import pytest

from tests.page_helpers import troyes_page
from troyes_desktop.model import autosaves
from troyes_desktop.rules.troyes.game import Game

from .shell_helpers import play_until, turn_in_round_2


@pytest.fixture(autouse=True)
def _no_unfinished_games():
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)
    yield
    for entry in autosaves.unfinished():
        autosaves.remove(entry.path)


def _at_end(bar) -> bool:
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_continue_shows_the_newest_line_of_the_chronicle(window, qtbot) -> None:
    game = play_until(Game.new(3, seed=3, names=["Anna", "Faye", "Jean"]), turn_in_round_2, seed=3)
    window.start_game("troyes", game)
    window.drop_game()
    window.show_start_screen()
    entry = autosaves.unfinished()[0]
    assert window.continue_entry(entry)
    bar = troyes_page(window).log.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: _at_end(bar), timeout=3000)
    qtbot.wait(100)                                    # and it stays there once the page is laid out
    assert _at_end(bar)
    # Scrolled up to read: a new line does not pull the reader down.
    bar.setValue(0)
    troyes_page(window).log.add_line("A line read later.")
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    troyes_page(window).log.add_line("The newest line.")
    assert _at_end(bar)


def test_continue_first_thing_shows_the_newest_line(board_window, qtbot) -> None:
    from troyes_desktop.model.troyes_model import TroyesModel

    game = play_until(Game.new(3, seed=3, names=["Anna", "Faye", "Jean"]), turn_in_round_2, seed=3)
    TroyesModel(game).autosave()                       # a game left last time: its page is not built yet
    window = board_window
    window.show_start_screen()
    assert window.continue_entry(autosaves.unfinished()[0])
    bar = troyes_page(window).log.browser.verticalScrollBar()
    qtbot.wait(300)
    assert _at_end(bar), (bar.value(), bar.maximum())
