"""Troyes Dice engine benchmark (run on demand: ``python tests/benchmarks/bench_dice.py``).

Prints figures, asserts nothing: random complete games per second on one core (target: 500 solo games/s),
time per ``copy()`` and per decision, and save/load replay time.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from troyes_desktop.rules.common.rng import Rng  # noqa: E402
from troyes_desktop.rules.dice import Game  # noqa: E402
from troyes_desktop.rules.dice.simulate import play_random  # noqa: E402

MOD = ("banquets-and-raids",)


def games_per_second(players: int, games: int, modules=()) -> tuple[float, float]:
    actions = 0
    start = time.perf_counter()
    for i in range(games):
        g = Game.new(players=players, seed=i, modules=modules)
        actions += play_random(g, Rng(i))
    seconds = time.perf_counter() - start
    return games / seconds, actions / seconds


def copy_time(players: int, copies: int) -> float:
    """Mean seconds per copy(), taken from states spread over a game."""
    states = []
    g = Game.new(players=players, seed=7, modules=MOD)
    rng = Rng(7)
    while not g.over:
        legal = g.legal_actions()
        g.apply(legal[rng.randint(0, len(legal) - 1)])
        if len(g.history) % 5 == 0:
            states.append(g.copy())
    start = time.perf_counter()
    n = 0
    while n < copies:
        for s in states:
            s.copy()
            n += 1
    return (time.perf_counter() - start) / n


def replay_time(players: int, reps: int) -> float:
    g = Game.new(players=players, seed=3, modules=MOD)
    play_random(g, Rng(3))
    data = json.loads(json.dumps(g.to_save()))
    start = time.perf_counter()
    for _ in range(reps):
        Game.from_save(data)
    return (time.perf_counter() - start) / reps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="solo games for the main figure")
    args = parser.parse_args()
    gps, aps = games_per_second(1, args.games)
    print(f"solo random games:            {gps:8.0f} games/s  ({aps:,.0f} decisions/s)  target >= 500")
    gps, _ = games_per_second(1, args.games // 2, MOD)
    print(f"solo, Banquets and Raids:     {gps:8.0f} games/s")
    for players in (4, 10):
        gps, aps = games_per_second(players, max(50, args.games // (2 * players)), MOD)
        print(f"{players:2d} players, expansion:       {gps:8.0f} games/s  ({aps:,.0f} decisions/s)")
    for players in (1, 4, 10):
        print(f"copy(), {players:2d} players:            {copy_time(players, 20000) * 1e6:8.2f} us")
    print(f"load+replay, 4-player save:   {replay_time(4, 50) * 1e3:8.2f} ms")


if __name__ == "__main__":
    main()
