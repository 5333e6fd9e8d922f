"""Benchmark of the Troyes engine (prints figures; asserts nothing).

    python tests/benchmarks/bench_troyes.py [--games 300] [--seed 1] [--modules all|a,b,c]

Measures, on one core: complete random 4-player games per second (legal actions enumerated at
every decision, as the random player chooses among them), the cost of one decision, and the
time of ``Game.copy()`` at many positions of real games.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from troyes_desktop.rules.troyes import Game  # noqa: E402
from troyes_desktop.rules.troyes.simulate import play_random  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--modules", default="all",
                    help="modules for the extra 4-player figure: 'all', a comma list, or 'none' to skip it")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})    # one core
    results = {}
    for players in (2, 3, 4):
        play_random(players, 0)                   # warm up
        t0 = time.perf_counter()
        actions = 0
        for i in range(args.games):
            _, k = play_random(players, args.seed + i)
            actions += k
        dt = time.perf_counter() - t0
        results[f"{players}p_games_per_second"] = round(args.games / dt, 1)
        results[f"{players}p_actions_per_game"] = round(actions / args.games, 1)
        results[f"{players}p_us_per_decision"] = round(dt / actions * 1e6, 1)
    # The Ladies of Troyes: 4-player games with the chosen modules.
    if args.modules != "none":
        from troyes_desktop.rules.troyes.simulate import normalise_modules
        mods = normalise_modules(tuple(args.modules.split(",")))
        play_random(4, 0, modules=mods)
        t0 = time.perf_counter()
        actions = 0
        for i in range(args.games):
            _, k = play_random(4, args.seed + i, modules=mods)
            actions += k
        dt = time.perf_counter() - t0
        label = "all" if args.modules == "all" else "+".join(mods)
        results[f"4p_modules_{label}_games_per_second"] = round(args.games / dt, 1)
        results[f"4p_modules_{label}_actions_per_game"] = round(actions / args.games, 1)
        results[f"4p_modules_{label}_us_per_decision"] = round(dt / actions * 1e6, 1)
    # copy() at positions sampled from real 4-player games.
    samples = []
    for s in range(20):
        g = Game.new(4, seed=s)
        r = random.Random(s)
        while not g.over:
            g.apply(r.choice(g.legal_actions()))
            if r.random() < 0.1:
                t0 = time.perf_counter()
                for _ in range(200):
                    g.copy()
                samples.append((time.perf_counter() - t0) / 200 * 1e6)
    results["copy_us_median"] = round(statistics.median(samples), 1)
    results["copy_us_max"] = round(max(samples), 1)
    results["copy_positions"] = len(samples)
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
