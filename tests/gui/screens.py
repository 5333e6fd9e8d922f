"""Seeded positions shared by the screen-size and French layout tests (the ``positions`` fixture of
``tests/conftest.py``)."""

from __future__ import annotations

import random

from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game

TEN = ["Anna", "Faye", "Geoffrey", "Emily", "Thibaut", "Aliénor", "Hugues", "Mathilde", "Blanche", "Henri"]
AUTOMATON = ("roy", "roy_setup", "roy_black")


def seeded_positions() -> dict:
    """A 4-player game with every module, one position for each kind of decision met in 1500 seeded
    random steps; a finished game for the scoring screen; Troyes Dice for 10 players."""
    game = Game.new(4, seed=30, options={"modules": list(AVAILABLE_MODULES)},
                    names=["Anna", "Faye", "Geoffrey", "Emily"])
    rng = random.Random(30)
    kinds: dict[str, Game] = {}
    for _ in range(1500):
        if game.over:
            break
        kind = game.pending.kind
        if kind not in kinds and kind not in AUTOMATON:
            kinds[kind] = game.copy()
        actions = game.legal_actions()
        busy = [a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        game.apply(rng.choice(busy if rng.random() < 0.8 else actions))
    finished = Game.new(2, seed=4, names=["Anna", "Faye"])
    rng = random.Random(4)
    while not finished.over:
        finished.apply(rng.choice(finished.legal_actions()))
    dice = DiceGame.new(10, seed=3, names=TEN)
    for _ in range(12):
        dice.apply(random.Random(3).choice(dice.legal_actions()))
    dice_over = DiceGame.new(4, seed=5, names=TEN[:4])
    rng = random.Random(5)
    while not dice_over.over:
        dice_over.apply(rng.choice(dice_over.legal_actions()))
    return {"kinds": kinds, "finished": finished, "dice": dice, "dice_over": dice_over}
