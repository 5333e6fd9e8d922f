"""Random 4-player decisions per second: our Troyes engine against Catanatron's Settlers of Catan.

Prints figures; asserts nothing; never part of the test run. Catanatron is not a dependency of
Troyes Desktop: install it in a separate virtual environment (it needs Python >= 3.11), then run
this script with that environment's Python from the repository root (our rules engine is pure
Python, without Qt, so both engines run in the same process):

    python3.11 -m venv /work/catvenv && /work/catvenv/bin/pip install catanatron
    taskset -c 0 nice -n 10 env PYTHONPATH=. /work/catvenv/bin/python \\
        tests/benchmarks/bench_vs_catanatron.py [--games 30] [--rounds 7] [--seed 1]

Both engines are timed in one process, on one core, in alternating rounds: ``--games`` random
4-player Troyes games (``play_random``: the legal actions are enumerated at every decision and
one is drawn uniformly), then ``--games`` 4-player Catanatron games between its ``RandomPlayer``s
(played as ``Game.play`` plays them: ``play_tick`` until a player wins or the turn limit; the
engine enumerates the playable actions after every action and validates each one it executes).
A decision is one action chosen by a player. Each round prints decisions per second for both and
the ratio ours/theirs; the summary gives the medians across rounds.

Measured 2026-11-26 (catanatron 3.2.1, Python 3.11.7, 9 rounds of 40 games, alone on one core): ours
71,183 decisions/s (272.9 a game), Catanatron 37,399 (955.4 a game), ratio 1.91 (rounds 1.84-1.96).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from troyes_desktop.rules.troyes.simulate import play_random  # noqa: E402

try:
    import catanatron
    from catanatron import Color, RandomPlayer
    from catanatron import Game as CatanGame
    from catanatron.game import TURNS_LIMIT
except ImportError:  # pragma: no cover - depends on the environment
    catanatron = None


def troyes_round(games: int, seed: int) -> tuple[int, float]:
    """(decisions, seconds) of ``games`` random 4-player Troyes games seeded from ``seed``."""
    decisions = 0
    t0 = time.perf_counter()
    for i in range(games):
        _, k = play_random(4, seed + i)
        decisions += k
    return decisions, time.perf_counter() - t0


def catan_game(seed: int) -> tuple[int, bool]:
    """(decisions, finished) of one 4-player Catanatron game between random players."""
    players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
    game = CatanGame(players, seed=seed)
    decisions = 0
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        game.play_tick()
        decisions += 1
    return decisions, game.winning_color() is not None


def catan_round(games: int, seed: int) -> tuple[int, float, int]:
    """(decisions, seconds, games cut by the turn limit) of ``games`` Catanatron games."""
    decisions = 0
    cut = 0
    t0 = time.perf_counter()
    for i in range(games):
        k, finished = catan_game(seed + i)
        decisions += k
        cut += not finished
    return decisions, time.perf_counter() - t0, cut


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30, help="games of each engine per round")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if catanatron is None:
        print("SKIPPED: catanatron is not importable; install it in a separate virtual environment "
              "(see this script's docstring) and run the script with that environment's Python.")
        return
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})    # one core
    try:
        from importlib.metadata import version
        cat_version = version("catanatron")
    except Exception:  # noqa: BLE001 - the version is only informative
        cat_version = "?"
    play_random(4, 0)                              # warm up both engines
    catan_game(0)
    ours, theirs, ratios = [], [], []
    per_game = {"troyes": [], "catan": []}
    cut_total = 0
    for r in range(args.rounds):
        seed = args.seed + r * args.games
        d_t, s_t = troyes_round(args.games, seed)
        d_c, s_c, cut = catan_round(args.games, seed)
        cut_total += cut
        ours.append(d_t / s_t)
        theirs.append(d_c / s_c)
        ratios.append(ours[-1] / theirs[-1])
        per_game["troyes"].append(d_t / args.games)
        per_game["catan"].append(d_c / args.games)
        print(json.dumps({"round": r + 1, "troyes_decisions_per_s": round(ours[-1]),
                          "catanatron_decisions_per_s": round(theirs[-1]),
                          "ratio_ours_theirs": round(ratios[-1], 2),
                          "troyes_s": round(s_t, 2), "catanatron_s": round(s_c, 2)}), flush=True)
    print(json.dumps({
        "summary": "median across rounds",
        "rounds": args.rounds, "games_per_round_each": args.games,
        "troyes_decisions_per_s": round(statistics.median(ours)),
        "catanatron_decisions_per_s": round(statistics.median(theirs)),
        "ratio_ours_theirs": round(statistics.median(ratios), 2),
        "ratio_min_max": [round(min(ratios), 2), round(max(ratios), 2)],
        "troyes_decisions_per_game": round(statistics.mean(per_game["troyes"]), 1),
        "catanatron_decisions_per_game": round(statistics.mean(per_game["catan"]), 1),
        "catanatron_games_cut_by_turn_limit": cut_total,
        "catanatron_version": cat_version, "python": platform.python_version(),
    }, indent=1))


if __name__ == "__main__":
    main()
