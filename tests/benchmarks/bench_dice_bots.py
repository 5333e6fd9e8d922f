"""Troyes Dice computer players benchmark (run on demand, niced: see the usage line below).

Prints figures, asserts nothing. For each level asked (default Hard and Normal) and with / without Banquets
and Raids: GAMES seeded solo games (game i uses seed SEED + i), the mean and median score, the share of
games reaching the 65 VP achievement (and 55, 45), and the time per decision (median, 95th percentile,
maximum; one process, so one core). Targets of issue 16: Normal mean >= 50 VP; Hard mean >= 60 VP and
65 VP in at least a quarter of the games; Hard median decision <= 0.5 s, never over 3 s.

    nice -n 10 python tests/benchmarks/bench_dice_bots.py [--games 500] [--seed 1] [--levels hard,normal]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from troyes_desktop.bots import make_bot  # noqa: E402
from troyes_desktop.bots.dice_play import play_game  # noqa: E402
from troyes_desktop.rules.dice import Game  # noqa: E402

MOD = ("banquets-and-raids",)


def run(level: str, games: int, seed: int, modules: tuple) -> dict:
    scores = []
    times: list[list[float]] = [[]]
    start = time.perf_counter()
    cpu = time.process_time()
    for i in range(games):
        game = Game(players=1, seed=seed + i, modules=modules)
        play_game(game, [make_bot("dice", level, seed=seed + i)], seed=seed + i, times=times)
        scores.append(game.scores()[0])
    ordered = sorted(times[0])
    thinking = [t for t in ordered if t > 0.0005]  # decisions that needed thought (not a plan followed)
    return {
        "level": level,
        "banquets_and_raids": bool(modules),
        "games": games,
        "seeds": f"{seed}..{seed + games - 1}",
        "mean_score": round(statistics.mean(scores), 2),
        "median_score": statistics.median(scores),
        "stdev": round(statistics.pstdev(scores), 2),
        "share_65": round(sum(s >= 65 for s in scores) / games, 3),
        "share_55": round(sum(s >= 55 for s in scores) / games, 3),
        "share_45": round(sum(s >= 45 for s in scores) / games, 3),
        "decisions": len(ordered),
        "decision_ms": {
            "median": round(statistics.median(ordered) * 1000, 2),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 1),
            "max": round(ordered[-1] * 1000, 1),
            "median_of_turn_plans": round(statistics.median(thinking) * 1000, 1) if thinking else None,
        },
        "seconds_per_game": round((time.perf_counter() - start) / games, 3),
        "cpu_seconds_per_game": round((time.process_time() - cpu) / games, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="hard,normal")
    parser.add_argument("--modules", choices=("both", "none", "banquets"), default="both")
    args = parser.parse_args()
    variants = {"both": ((), MOD), "none": ((),), "banquets": (MOD,)}[args.modules]
    for level in args.levels.split(","):
        for modules in variants:
            print(json.dumps(run(level, args.games, args.seed, modules)), flush=True)


if __name__ == "__main__":
    main()
