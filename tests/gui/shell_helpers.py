"""Helpers shared by the shell's GUI tests (start screen, dialogs, panels, menus)."""
from __future__ import annotations

import random

import pytest

from troyes_desktop.rules.troyes.game import Game


@pytest.fixture
def window(qtbot, monkeypatch):
    """A main window on the start screen, with the plain board summary (the drawn board has its own tests)."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", False)
    player_settings.set("animation_speed", "Slow")
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.pause_pages()


def play_until(game: Game, stop, seed: int = 1, limit: int = 5000) -> Game:
    """Apply seeded random legal actions (preferring not to pass) until ``stop(game)`` is true."""
    rng = random.Random(seed)
    for _ in range(limit):
        if stop(game) or game.over:
            return game
        actions = game.legal_actions()
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        game.apply(rng.choice(busy))
    return game


def turn_in_round_2(game: Game) -> bool:
    return game.pending.kind == "turn" and game.round >= 2 and bool(game.dice_of(game.pending.seat))
