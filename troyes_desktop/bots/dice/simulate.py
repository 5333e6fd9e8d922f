"""Troyes Dice games between computer players: the loop used by ``simulate --game dice --bots`` and the
benchmarks, with the figures they report (scores, wins shared on ties, decision times, achievements)."""

from __future__ import annotations

import statistics
import time

from ...rules.dice import Game
from ...rules.dice.data import normalise_modules
from .. import decide, make_bot
from .style import style_for


def play_game(game: Game, bots: list, seed: int = 0, times: list[list[float]] | None = None) -> Game:
    """Play ``game`` to its end, every seat by its bot; ``times[seat]`` collects seconds per decision."""
    step = 0
    while not game.over:
        seat = game.pending.seat
        assert seat is not None                 # someone decides until the game is over
        start = time.perf_counter()
        choice = decide(game, seat, bots[seat], seed=seed * 1_000_003 + step)
        if times is not None:
            times[seat].append(time.perf_counter() - start)
        game.apply(choice.action, seat)
        step += 1
    return game


def _ms(values: list[float]) -> dict:
    if not values:
        return {"median": None, "p95": None, "max": None}
    ordered = sorted(values)
    return {
        "median": round(statistics.median(ordered) * 1000, 2),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1000, 2),
        "max": round(ordered[-1] * 1000, 2),
    }


def simulate(
    players: int,
    levels: list[str],
    games: int,
    seed: int,
    modules: tuple[str, ...] = (),
    numbering: str = "first",
    budget: float | None = None,
    styles: bool = True,
    save_to=None,
) -> dict:
    """Play ``games`` seeded games (game ``i`` uses seed ``seed + i``); one entry per seat.

    ``levels`` gives each seat's level (a shorter list is repeated). Wins are shared on ties (1/k each).
    Each seat plays with its own style (``style.style_for``), as in the app; ``styles`` False: none.
    With ``save_to`` (a folder), each game is kept there as a save file (``dice-Np-SEED.troyes.json``) whose
    setup names every seat's level, so the app opens it with the computers at their levels.
    """
    modules = normalise_modules(modules)  # 'all' means every module; unknown ids raise SetupError
    seats = [levels[p % len(levels)] for p in range(players)]
    wins = [0.0] * players
    totals = [0] * players
    scores: list[list[int]] = [[] for _ in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
    reached: list[dict[str, int]] = [{} for _ in range(players)]
    start = time.perf_counter()
    for i in range(games):
        s = seed + i
        game = Game.new(players=players, seed=s, modules=modules, numbering=numbering,
                        seats=list(seats) if save_to is not None else None)
        bots = [make_bot("dice", seats[p], seed=s * 16 + p, budget=budget,
                         style=style_for(s, p) if styles else None) for p in range(players)]
        play_game(game, bots, seed=s, times=times)
        if save_to is not None:
            from pathlib import Path

            from ...rules.dice.saves import save_game

            Path(save_to).mkdir(parents=True, exist_ok=True)
            save_game(game, Path(save_to) / f"dice-{players}p-{s}.troyes.json")
        result = game.scores()
        winners = game.winners()
        for p in range(players):
            totals[p] += result[p]
            scores[p].append(result[p])
            if p in winners:
                wins[p] += 1 / len(winners)
        for p, got in enumerate(game.achievements()):
            for a in got:
                reached[p][a] = reached[p].get(a, 0) + 1
    entries = []
    for p in range(players):
        entries.append(
            {
                "seat": p,
                "level": seats[p],
                "wins": round(wins[p], 3),
                "win_rate": round(wins[p] / games, 4) if games else 0,
                "mean_score": round(totals[p] / games, 2) if games else 0,
                "median_score": statistics.median(scores[p]) if games else 0,
                "share_65": round(sum(1 for v in scores[p] if v >= 65) / games, 4) if games else 0,
                "decision_ms": _ms(times[p]),
                "decisions": len(times[p]),
            }
        )
    by_level: dict[str, dict] = {}
    for p in range(players):
        entry = by_level.setdefault(seats[p], {"seats": 0, "games": 0, "achievements": {}})
        entry["seats"] += 1
        entry["games"] += games
        for a, n in reached[p].items():
            entry["achievements"][a] = entry["achievements"].get(a, 0) + n
    return {
        "game": "dice",
        "players": players,
        "games": games,
        "seed": seed,
        "modules": list(modules),
        "numbering": numbering,
        "seconds": round(time.perf_counter() - start, 2),
        "bots": entries,
        "achievements_by_level": by_level,
    }
