"""A missing or damaged learned table of the computer players is said once in the window, in plain words
(issue 51, finding 10: it was said only on standard error, and the player did not know that Normal and
Hard play weaker this time)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.page_helpers import troyes_page
from troyes_desktop import paths
from troyes_desktop.bots import learned_table
from troyes_desktop.bots.troyes import leaf
from troyes_desktop.rules.troyes.game import Game

TEXT = "The computer players' learned table could not be read: Normal and Hard play weaker this time."


@pytest.fixture
def unread_table(tmp_path, monkeypatch):
    """Troyes' learned table damaged on the disk (half a file), read again at the next decision."""
    real = paths.resource_path
    damaged = tmp_path / "troyes_bot_leaf.json"
    text = Path(real("data", "troyes_bot_leaf.json")).read_text(encoding="utf-8")
    damaged.write_text(text[:len(text) // 2], encoding="utf-8")

    def resource_path(*parts):
        return damaged if parts == ("data", "troyes_bot_leaf.json") else real(*parts)

    monkeypatch.setattr(paths, "resource_path", resource_path)
    monkeypatch.setattr(leaf, "_LOADED", False)
    monkeypatch.setattr(leaf, "_TABLE", None)
    monkeypatch.setattr(learned_table, "_unread", [])
    monkeypatch.setattr(learned_table, "_told", False)
    yield
    leaf._LOADED = False              # read the real table again in the next test


def test_the_window_says_once_that_the_learned_table_could_not_be_read(unread_table, cwindow, qtbot,
                                                                       capfd) -> None:
    window = cwindow
    game = Game.new(players=2, seed=3, start_player=0, names=["Anna", "Faye"],
                    options={"computers": {"0": "normal", "1": "hard"}})
    said = []
    window.start_game("troyes", game, autosave=False)
    troyes_page(window).computers.trouble.connect(said.append)
    qtbot.waitUntil(lambda: TEXT in said, timeout=30000)
    assert window.statusBar().currentMessage() == TEXT
    qtbot.waitUntil(lambda: len(troyes_page(window).model.game.history) >= 12, timeout=30000)
    assert said == [TEXT]                               # once, however many decisions follow
    assert learned_table._unread == ["troyes_bot_leaf.json"]
    assert "could not be read" in capfd.readouterr().err      # still on standard error for the command line


def test_an_intact_table_says_nothing(cwindow, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(learned_table, "_unread", [])
    monkeypatch.setattr(learned_table, "_told", False)
    window = cwindow
    game = Game.new(players=2, seed=3, start_player=0, names=["Anna", "Faye"],
                    options={"computers": {"0": "normal", "1": "hard"}})
    said = []
    window.start_game("troyes", game, autosave=False)
    troyes_page(window).computers.trouble.connect(said.append)
    qtbot.waitUntil(lambda: len(troyes_page(window).model.game.history) >= 12, timeout=30000)
    assert said == [] and learned_table._unread == []
