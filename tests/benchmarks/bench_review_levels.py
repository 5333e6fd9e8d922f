"""Benchmark "the review ranks the levels" (issue 48; prints figures, asserts nothing).

    nice -n 10 python tests/benchmarks/bench_review_levels.py [--games 20] [--seed 1] [--budget 1.0]
        [--play-budget 0.25] [--kinds troyes-2p,troyes-4p,troyes-solo,dice-solo] [--folder DIR]

Plays seeded games between the computer players through ``simulate --save-to`` (the same functions), then
reviews every seat of every saved file with ``review_save`` and prints, per kind of game and level, the mean
expected VP lost per reviewed (unforced) decision with its 95 % interval over the games (mean of the games'
own means, t-free: 1.96 standard errors), and the pooled mean per decision. Troyes 2 players: the games
cycle through Easy-Normal, Normal-Hard and Hard-Easy; 4 players: Easy, Normal, Hard, Normal (seats rotating);
solo and Troyes Dice alone: Easy, Normal and Hard in turn. Hard plays with ``--play-budget`` seconds a
decision (Troyes; Troyes Dice Hard plays as in the app); the review samples by ``--budget`` (its own
fixed number of sampled worlds, not a time). Expected: Easy > Normal > Hard, Hard close to 0.

Figures (2026-12-02, one run at a time on the shared machine; but for Troyes Dice, far below the 20 games a
kind asked for: the time allowed no more). Mean expected VP lost per unforced decision, mean of the games'
means +- 1.96 standard errors:
- Troyes Dice alone, 30 games (seeds 1-9 and 101-121, 10 a level, review budget 0.5; two runs, their intervals
  combined by hand, about): Easy 1.07 +- 0.15, Normal 0.32 +- 0.16, Hard 0.062 +- 0.03 (156, 141 and 159
  decisions).
- Troyes, 2 players, 6 games (seeds 1-6; each level in 4 games; Hard 0.25 s a decision; budget 0.5): Easy
  2.08 +- 0.25, Normal 0.84 +- 0.51, Hard 0.23 +- 0.14 (118, 113 and 114 decisions).
- Solo against le Roy, 9 games (seeds 1-3 and 11-16, 3 a level, budget 0.5): Easy 1.71 (1.17, 1.75, 2.21),
  Normal 0.46 (0.37, 0.52, 0.49), Hard 0.42 (0.37, 0.31, 0.58): Easy is apart, Normal and Hard are not.
- Troyes, 4 players, 3 games (seeds 1, 11, 12, budget 0.3): Easy 1.76 (2.02, 1.58, 1.69), Normal 0.33 (six
  seats from 0.22 to 0.47), Hard 0.18 (0.12, 0.17, 0.26).
Later the same day, with the machine freer (one run a kind at a time):
- Troyes, 2 players, 10 more games (seeds 7-16): Easy 1.86 +- 0.47 (7 seats), Normal 0.67 +- 0.23 (7),
  Hard 0.41 +- 0.08 (6).
- Solo against le Roy, 11 more games (seeds 20-30): Easy 1.81 +- 0.35 (4), Normal 0.47 +- 0.10 (4), Hard
  0.35 +- 0.12 (3): again Easy apart, Normal and Hard close (Hard is barely above Normal in the solo game:
  issue 49).
- Troyes, 4 players, 2 more games (seeds 30, 31, budget 0.3): Easy 1.55, Normal 0.55 (four seats), Hard 0.42.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from troyes_desktop.bots.dice.simulate import simulate as simulate_dice  # noqa: E402
from troyes_desktop.bots.troyes.simulate import simulate_bots  # noqa: E402
from troyes_desktop.review.run import review_save  # noqa: E402
from troyes_desktop.rules.common.files import read_json_file  # noqa: E402

LEVELS = ("easy", "normal", "hard")
PAIRS = (("easy", "normal"), ("normal", "hard"), ("hard", "easy"))


def play(kind: str, i: int, seed: int, folder: Path, play_budget: float) -> tuple[Path, dict[int, str]]:
    """Play game ``i`` of ``kind`` into ``folder``: (its save, level of each seat to review)."""
    s = seed + i
    if kind == "troyes-2p":
        pair = list(PAIRS[i % 3])
        simulate_bots(2, 1, s, pair, budget=play_budget, save_to=folder)
        return folder / f"troyes-2p-{s}.troyes.json", dict(enumerate(pair))
    if kind == "troyes-4p":
        bots = ["easy", "normal", "hard", "normal"]
        simulate_bots(4, 1, s, bots, budget=play_budget, save_to=folder)
        return folder / f"troyes-4p-{s}.troyes.json", dict(enumerate(bots))
    level = LEVELS[i % 3]
    if kind == "troyes-solo":
        simulate_bots(1, 1, s, [level], solo=True, budget=play_budget, save_to=folder)
        return folder / f"troyes-solo-{s}-{level}.troyes.json", {0: level}
    simulate_dice(1, [level], 1, s, save_to=folder)
    return folder / f"dice-1p-{s}.troyes.json", {0: level}


def interval(values: list[float]) -> tuple[float | None, float | None]:
    """The mean and the half width of its 95 % interval (None where there are too few values)."""
    n = len(values)
    if not n:
        return None, None
    mean = sum(values) / n
    if n < 2:
        return round(mean, 3), None
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    return round(mean, 3), round(1.96 * sd / math.sqrt(n), 3)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--play-budget", type=float, default=0.25)
    parser.add_argument("--kinds", default="troyes-2p,troyes-4p,troyes-solo,dice-solo")
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="review-levels-"))
    for kind in args.kinds.split(","):
        per_game: dict[str, list[float]] = {lv: [] for lv in LEVELS}
        pooled: dict[str, list[float]] = {lv: [] for lv in LEVELS}
        started = time.perf_counter()
        for i in range(args.games):
            path, levels = play(kind, i, args.seed, folder, args.play_budget)
            cpu = time.process_time()
            review = review_save(read_json_file(path), sorted(levels), budget=args.budget, seed=0)
            cpu = time.process_time() - cpu
            row = {"kind": kind, "game": path.name, "review_cpu_s": round(cpu, 1)}
            for p in review.players:
                lv = levels[p.seat]
                losses = [d.loss_vp for d in review.decisions if d.seat == p.seat and d.label != "forced"]
                if losses:
                    per_game[lv].append(sum(losses) / len(losses))
                    pooled[lv].extend(losses)
                row[f"seat{p.seat + 1}"] = {"level": lv, "per_decision": p.vp_lost_per_decision,
                                            "mistakes": p.mistakes, "blunders": p.blunders, "luck": p.luck_vp}
            print(json.dumps(row), flush=True)
        summary = {"kind": kind, "games": args.games, "seconds": round(time.perf_counter() - started),
                   "budget": args.budget, "play_budget": args.play_budget}
        for lv in LEVELS:
            mean, half = interval(per_game[lv])
            summary[lv] = {"games": len(per_game[lv]), "mean_per_decision": mean,
                           "ci95": half, "decisions": len(pooled[lv]),
                           "pooled": round(sum(pooled[lv]) / len(pooled[lv]), 3) if pooled[lv] else None}
        print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
