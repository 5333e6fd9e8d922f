"""A settings file that cannot be written is said, once a run (issue 50): the new-game dialog's choices (a
seat given to a computer) apply to the game started, and the player is told they will not be remembered,
instead of finding the seat back to a person at the next game without a word."""

from __future__ import annotations

import pytest

from tests.page_helpers import troyes_page
from troyes_desktop.shared_ui import theme


@pytest.fixture
def unwritable_settings(tmp_path, monkeypatch):
    """settings.ini cannot be written (in its place, a folder: even root cannot write it as a file)."""
    home = tmp_path / "home"
    (home / "config" / "settings.ini").mkdir(parents=True)
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(home))
    monkeypatch.setitem(theme._UNWRITTEN, "file", "")
    monkeypatch.setitem(theme._UNWRITTEN, "told", False)
    yield home


def _new_game_with_a_computer(window):
    dialog = window.open_new_game("troyes")
    dialog.count_spin.setValue(2)
    dialog.seat_combos[1].setCurrentIndex(dialog.seat_combos[1].findData("hard"))
    dialog.accept()
    return troyes_page(window).model


def test_unwritable_settings_are_said_once(window, qtbot, unwritable_settings) -> None:
    model = _new_game_with_a_computer(window)
    assert model.game is not None
    box = window.last_message
    assert box is not None and box.isVisible() and box.windowTitle() == "Settings not saved"
    assert box.text().startswith("Your choices (players, seats, names, windows) cannot be remembered: the "
                                 "settings file ")
    assert str(unwritable_settings / "config" / "settings.ini") in box.text()
    box.close()
    assert theme.settings().value("new_game/seat1", "person") == "person"       # indeed not kept
    # The next game: the same failure, not said again.
    window.drop_game()
    _new_game_with_a_computer(window)
    assert not window.last_message.isVisible()


def test_writable_settings_say_nothing(window, qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path / "home"))
    monkeypatch.setitem(theme._UNWRITTEN, "file", "")
    monkeypatch.setitem(theme._UNWRITTEN, "told", False)
    _new_game_with_a_computer(window)
    assert window.last_message is None or not window.last_message.isVisible()
    assert theme.settings().value("new_game/seat1") == "hard"
