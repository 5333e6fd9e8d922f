"""Random self-play of Troyes Dice, used by ``troyes-desktop simulate --game dice`` and the benchmarks."""

from __future__ import annotations

import time

from ..common.rng import Rng
from .data import NUMBERING_MODES, SetupError, normalise_modules
from .game import Game


def play_random(game: Game, rng: Rng) -> int:
    """Play ``game`` to its end choosing uniformly among the legal actions; return the number of actions."""
    n = 0
    randint = rng.randint
    while not game.over:
        legal = game.legal_actions()
        game.apply(legal[randint(0, len(legal) - 1)] if len(legal) > 1 else legal[0])
        n += 1
    return n


def simulate(
    players: int, games: int, seed: int, modules: tuple[str, ...] = (), numbering: str = "first"
) -> dict:
    """Play ``games`` complete games with a uniformly random legal-action player.

    Game ``i`` uses seed ``seed + i`` both for the game and for the random player, so every game can be
    replayed alone. Errors do not stop the run: they are counted and listed in ``failures``.
    """
    modules = normalise_modules(modules)  # 'all' means every module; unknown ids raise SetupError
    if numbering not in NUMBERING_MODES:
        raise SetupError(f"unknown numbering {numbering!r} (one of {', '.join(NUMBERING_MODES)})")
    if not isinstance(players, int) or not 1 <= players <= 10:
        raise SetupError(f"Troyes Dice is played by 1 to 10 players, not {players!r}")
    totals = [0] * players
    low = None
    high = None
    actions = 0
    finished = 0
    failures = []
    start = time.perf_counter()
    for i in range(games):
        s = seed + i
        try:
            game = Game.new(players=players, seed=s, modules=modules, numbering=numbering)
            actions += play_random(game, Rng(s ^ 0x5EED))
            scores = game.scores()
        except Exception as exc:  # noqa: BLE001 - a simulation reports every failure and goes on
            failures.append({"seed": s, "message": f"{type(exc).__name__}: {exc}"})
            continue
        finished += 1
        for p, v in enumerate(scores):
            totals[p] += v
        lo, hi = min(scores), max(scores)
        low = lo if low is None or lo < low else low
        high = hi if high is None or hi > high else high
    seconds = time.perf_counter() - start
    return {
        "game": "dice",
        "players": players,
        "games": games,
        "errors": len(failures),
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "mean_actions": round(actions / finished, 2) if finished else 0,
        "mean_scores": [round(t / finished, 2) if finished else 0 for t in totals],
        "min_score": low,
        "max_score": high,
        "failures": failures,
    }
