"""Troyes Dice demonstration positions for ``troyes-desktop --screenshot PATH --demo dice-1p|dice-4p``: a
seeded game played with seeded random legal actions (building preferred, so the sheets fill up) and
stopped when the first player chooses a die on day 5."""

from __future__ import annotations

import random

DICE_DEMOS = {
    "dice-1p": {"players": 1, "seed": 21, "modules": ("banquets-and-raids",)},
    "dice-4p": {"players": 4, "seed": 8, "modules": ("banquets-and-raids",)},
}
DEMO_NAMES = ("Anna", "Faye", "Geoffrey", "Emily")
STOP_DAY = 5


def build_dice_demo(name: str):
    """The demo's Game; raises KeyError for an unknown name."""
    from troyes_desktop.rules.dice import Game

    spec = DICE_DEMOS[name]
    game = Game.new(
        spec["players"], seed=spec["seed"], modules=spec["modules"], names=list(DEMO_NAMES[: spec["players"]])
    )
    rng = random.Random(spec["seed"])
    while not game.over and not (game.day >= STOP_DAY and game.stage == "choose_die" and game.player == 0):
        actions = game.legal_actions()
        builds = [a for a in actions if a[0] in ("prestige", "work")]
        game.apply(rng.choice(builds if builds and rng.random() < 0.8 else actions))
    return game
