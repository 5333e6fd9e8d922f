"""Helpers for the Troyes Dice computer-player tests: games played to a point, and twins that differ only
in what no player can see."""

from __future__ import annotations

from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice import Game


def played(seed: int, steps: int, players: int = 2, modules=(), numbering: str = "first") -> Game:
    """A game after ``steps`` random legal actions (fewer if it ends)."""
    game = Game.new(players=players, seed=seed, modules=modules, numbering=numbering)
    pick = Rng(seed + 100).randint
    while steps > 0 and not game.over:
        legal = game.legal_actions()
        game.apply(legal[pick(0, len(legal) - 1)])
        steps -= 1
    return game


def visible(game: Game) -> dict:
    """Everything a player can see of ``game``."""
    state = game.public_state()
    for plaza in state["plazas"]:
        del plaza["tile_index"], plaza["face"]  # which tile lies there is hidden until it is turned over
    del state["setup"]["seed"]
    return state


def twin_with_other_secrets(game: Game) -> Game:
    """The same table with other future rolls and, where possible, other hidden plaza backs."""
    twin = game.copy()
    twin.rng = Rng(state=game.rng.state ^ 0xABCDEF)
    twin.setup = dict(game.setup, seed=game.setup["seed"] + 1)
    pairs = game.data.plaza_pairs
    hidden = [k for k in range(9) if not game.backs_seen[k] and k not in game.tiles]
    tiles = list(game.plaza_tile)
    for i in hidden:  # swap two hidden tiles showing the same colour but with different backs
        for j in hidden:
            same_face = game.plaza_colour(i) == game.plaza_colour(j)
            if i < j and same_face and set(pairs[tiles[i]]) != set(pairs[tiles[j]]):
                tiles[i], tiles[j] = tiles[j], tiles[i]
                twin.plaza_tile = tiles
                for k in (i, j):
                    a, _b = pairs[tiles[k]]
                    twin.plaza_face[k] = 0 if a == game._plaza_colour(k) else 1
                return twin
    return twin
