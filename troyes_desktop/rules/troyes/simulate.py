"""Seeded random-play simulation (``troyes-desktop simulate --game troyes``)."""
from __future__ import annotations

import random
import time

from ..common.errors import RulesError
from .board import NEUTRAL
from .game import AVAILABLE_MODULES, Game
from .setup_check import solo_modules_refusal


def normalise_modules(modules) -> tuple:
    """Module ids in their canonical order; ('all',) means every module. Unknown ids raise RulesError."""
    modules = tuple(modules or ())
    if "all" in modules:
        return AVAILABLE_MODULES
    unknown = [m for m in modules if m not in AVAILABLE_MODULES]
    if unknown:
        raise RulesError(f"unknown module(s): {', '.join(unknown)} "
                         f"(available: {', '.join(AVAILABLE_MODULES)}, all)")
    return tuple(m for m in AVAILABLE_MODULES if m in modules)


def new_game(players: int, seed: int, solo: bool = False, modules: tuple = ()) -> Game:
    """The game a seeded simulation plays (solo: le Roy and you alternate as start player with the seed;
    the only module it may play is the bonus cards, ``promos``)."""
    if solo:
        return Game.new(1, seed=seed, solo=True, start_player=0 if seed % 2 == 0 else NEUTRAL,
                        options={"modules": list(modules)} if modules else None)
    if modules:
        return Game.new(players, seed=seed, options={"modules": list(modules)})
    return Game.new(players, seed=seed)


def play_random(players: int, seed: int, check=None, solo: bool = False,
                modules: tuple = ()) -> tuple[Game, int]:
    """Play one complete game choosing uniformly among the legal actions.

    The game's own RNG is seeded with ``seed``; the random player uses a separate generator
    with the same seed. ``check(game)``, if given, runs after every action.
    """
    game = new_game(players, seed, solo=solo, modules=modules)
    chooser = random.Random(seed)
    n_actions = 0
    while not game.over:
        actions = game.legal_actions()
        if not actions:
            raise RuntimeError(f"no legal action while {game.pending.kind} is pending")
        game.apply(actions[chooser.randrange(len(actions))])
        n_actions += 1
        if check is not None:
            check(game)
        if n_actions > 100_000:
            raise RuntimeError("the game did not end after 100000 actions")
    return game, n_actions


def simulate(players: int, games: int, seed: int, solo: bool = False, modules: tuple = ()) -> dict:
    if solo:
        players = 1
    modules = normalise_modules(modules)
    if solo and solo_modules_refusal(modules):
        raise RulesError(solo_modules_refusal(modules))
    failures = []
    totals = [0] * players
    scores_all: list[int] = []
    n_actions = 0
    finished = 0
    margins: list[int] = []
    started = time.perf_counter()
    for i in range(games):
        s = seed + i
        try:
            game, k = play_random(players, s, solo=solo, modules=modules)
        except Exception as exc:  # noqa: BLE001 - every failure is reported with its seed
            failures.append({"seed": s, "message": f"{type(exc).__name__}: {exc}"})
            continue
        finished += 1
        n_actions += k
        for p, sc in enumerate(game.scores[:players]):
            totals[p] += sc["total"]
            scores_all.append(sc["total"])
        if solo:
            margins.append(game.scores[0]["margin"])
    seconds = time.perf_counter() - started
    result = {
        "game": "troyes", "players": players, "games": games, "errors": len(failures),
        "seconds": round(seconds, 3), "games_per_second": round(games / seconds, 2) if seconds else None,
        "mean_actions": round(n_actions / finished, 1) if finished else 0,
        "mean_scores": [round(t / finished, 2) if finished else 0 for t in totals],
        "min_score": min(scores_all) if scores_all else None,
        "max_score": max(scores_all) if scores_all else None,
        "failures": failures,
    }
    if modules:
        result["modules"] = list(modules)
    if solo:
        result["solo"] = True
        result["mean_margin"] = round(sum(margins) / len(margins), 2) if margins else None
    return result
