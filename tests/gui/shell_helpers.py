"""Helpers shared by the shell's GUI tests (start screen, dialogs, panels, menus)."""
from __future__ import annotations

import random

from troyes_desktop.rules.troyes.game import Game


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
