"""Demonstration positions for ``troyes-desktop --screenshot PATH --demo NAME``: a seeded game played
partway with seeded random legal moves, stopped at a player's turn in round 2."""

from __future__ import annotations

import random

DEMOS = {
    "troyes-2p": {"players": 2, "seed": 11, "solo": False},
    "troyes-4p": {"players": 4, "seed": 7, "solo": False},
    "troyes-solo": {"players": 1, "seed": 5, "solo": True},
}
STOP_ROUND = 2


def build_demo(name: str):
    """The demo's Game; raises KeyError for an unknown name."""
    from troyes_desktop.rules.troyes.game import Game

    spec = DEMOS[name]
    options = {"colours": ["orange", "blue", "green", "purple"][: spec["players"]]}
    game = Game.new(players=spec["players"], seed=spec["seed"], solo=spec["solo"], options=options,
                    names=["Anna"] if spec["solo"] else None)
    rng = random.Random(spec["seed"])
    for _ in range(5000):
        kind, p = game.pending
        if game.over or (kind == "turn" and game.round >= STOP_ROUND and len(game.dice_of(p)) > 0):
            break
        actions = game.legal_actions()
        # Prefer doing something to passing, so the board fills up like a real game.
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        if kind in ("turn", "group") and rng.random() < 0.15:
            busy = actions
        game.apply(rng.choice(busy))
    return game
