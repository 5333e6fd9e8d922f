"""Helpers for The Ladies of Troyes GUI tests: all-module games brought to a wanted moment by seeded
random play (biased towards the module's actions so that the moment comes quickly)."""

from __future__ import annotations

import random

from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game

KEEN = ("rampart_cube", "advance", "tile", "swap")


def all_modules_game(players: int = 4, seed: int = 1, **options) -> Game:
    return Game.new(players, seed=seed, options={"modules": list(AVAILABLE_MODULES), **options})


def choose(game: Game, rng: random.Random, keen: float = 0.3):
    actions = game.legal_actions()
    busy = [
        a for a in actions if a[0] not in ("pass", "cancel", "concede", "standing", "ramparts_done")
    ] or actions
    favoured = [a for a in busy if a[0] in KEEN or a[:2] in (("outdoor", "use"), ("target", "ramparts"))]
    if favoured and rng.random() < keen:
        busy = favoured
    return rng.choice(busy)


def play_until(game: Game, stop, seed: int = 1, limit: int = 4000, keen: float = 0.3) -> Game | None:
    rng = random.Random(seed)
    for _ in range(limit):
        if stop(game):
            return game
        if game.over:
            return None
        game.apply(choose(game, rng, keen))
    return None


def find(stop, seeds=range(1, 40), players: int = 4, keen: float = 0.3) -> Game:
    """The first all-module game (over the seeds) that reaches ``stop``."""
    for seed in seeds:
        g = play_until(all_modules_game(players, seed), stop, seed=seed, keen=keen)
        if g is not None:
            return g
    raise AssertionError("no seeded game reached the wanted moment")
