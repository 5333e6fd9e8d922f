"""Finished games for the store tests: seeded random legal play to the end."""

from __future__ import annotations

import random

from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes.game import Game


def play_out(game, seed: int):
    r = random.Random(seed)
    while not game.over:
        acts = game.legal_actions()
        busy = [a for a in acts if a[0] not in ("pass", "cancel")] or acts
        game.apply(r.choice(busy if r.random() < 0.8 else acts))
    return game


def troyes_game(seed: int, names=("Anna", "Faye"), **options):
    g = Game.new(players=len(names), seed=seed, names=list(names), options=options or None)
    return play_out(g, seed)


def solo_game(seed: int, name: str = "Anna"):
    return play_out(Game.new(players=1, seed=seed, solo=True, names=[name]), seed)


def dice_game(seed: int, names=("Anna",)):
    return play_out(DiceGame.new(len(names), seed=seed, names=list(names)), seed)
