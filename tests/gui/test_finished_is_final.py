"""In the window, a finished game is final (issue 51, finding 2): Edit > Undo and the Troyes Dice page's
Undo button are unavailable once the last decision is made, and say why in plain words, in both languages;
the game is in the history once."""
from __future__ import annotations

import random

import pytest

from tests.page_helpers import dice_page
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.store import db as store_db
from troyes_desktop.store import open_store, take_notices


def _last_quiet_action(game):
    """Play ``game`` on until one action ends it; that action."""
    rng = random.Random(7)
    while True:
        action = rng.choice(game.legal_actions())
        probe = game.copy()
        probe.apply(action)
        if probe.over:
            return action
        game.apply(action)


@pytest.mark.parametrize(("lang", "menu", "button"), [
    ("en", "Undo unavailable: the game is over and its final scores stand",
     "Undo unavailable: The game is over and its final scores stand."),
    ("fr", "Annulation impossible\u00a0: la partie est terminée et ses scores finaux sont acquis",
     "Annulation impossible\u00a0: La partie est terminée et ses scores finaux sont acquis."),
])
def test_undo_is_unavailable_once_the_game_is_over(window, qtbot, tmp_path, monkeypatch, lang, menu,
                                                    button) -> None:
    from troyes_desktop.app.language import apply_language

    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    store_db._busy_until.clear()
    apply_language(lang)
    try:
        game = DiceGame.new(1, seed=7, names=["Anna"])
        last = _last_quiet_action(game)
        window.start_game("dice", game)
        page = dice_page(window)
        assert page.model.apply(last)
        qtbot.waitUntil(lambda: page.scoring_dialog is not None and page.scoring_dialog.isVisible())
        page.scoring_dialog.accept()
        assert not window.undo_action.isEnabled()
        assert window.undo_action.text().replace("&&", "&") == menu
        assert not page.undo_button.isEnabled()
        assert button in page.undo_button.toolTip()
        window.undo_action.trigger()                  # a shortcut pressed anyway changes nothing
        assert page.model.game.over
        with open_store(store_db.store_path()) as store:
            assert store.count_games() == 1
    finally:
        apply_language("en")
        take_notices()
