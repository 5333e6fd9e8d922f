"""Saves are language-neutral: a game played and saved in French opens in English (and the other way round),
and its chronicle reads in the language of the moment, rebuilt from the engine's records."""

from __future__ import annotations

import json

from tests.gui.shell_helpers import play_until
from tests.page_helpers import troyes_page
from troyes_desktop.app.language import apply_language
from troyes_desktop.rules.troyes.game import Game


def test_a_game_saved_in_french_opens_in_english(window, tmp_path) -> None:
    apply_language("fr")
    try:
        game = play_until(Game.new(2, seed=8, names=["Anna", "Faye"]), lambda g: g.round >= 2)
        window.start_game("troyes", game, autosave=False)
        french = list(troyes_page(window).log.lines)
        assert any("tour 1" in line.lower() for line in french), french[:5]
        path = tmp_path / "partie.troyes.json"
        assert window.save_file(path)
        window.drop_game()
    finally:
        apply_language("en")
    text = path.read_text(encoding="utf-8")
    saved = json.loads(text)
    assert "Tour" not in text and "habitant" not in text        # no French sentence in the file
    assert saved                                                 # a real save
    assert window.load_file(path)
    english = list(troyes_page(window).log.lines)
    assert len(english) == len(french)
    assert any("Round 1" in line for line in english), english[:5]
    assert not any("tour 1" in line.lower() for line in english)
    assert troyes_page(window).model.game.history == game.history


def test_a_game_saved_in_english_reads_in_french(window, tmp_path) -> None:
    game = play_until(Game.new(3, seed=9, names=["Anna", "Faye", "Emily"]), lambda g: g.round >= 2)
    window.start_game("troyes", game, autosave=False)
    path = tmp_path / "game.troyes.json"
    assert window.save_file(path)
    english = list(troyes_page(window).log.lines)
    window.drop_game()
    apply_language("fr")
    try:
        assert window.load_file(path)
        french = list(troyes_page(window).log.lines)
    finally:
        apply_language("en")
    assert len(french) == len(english)
    assert sum(a != b for a, b in zip(english, french)) > len(english) // 2
    assert any("tour 1" in line.lower() for line in french), french[:5]
