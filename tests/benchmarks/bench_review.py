"""Benchmark of the game review's speed (issue 48; prints figures, asserts nothing).

    nice -n 10 python tests/benchmarks/bench_review.py [--games 1] [--seed 1] [--budget 1.0]
        [--only troyes-2p,troyes-4p,dice-solo]

Plays seeded games (Troyes: Normal against Easy, the Easy seat reviewed as a person's; Troyes Dice alone: a
Normal player), then reviews one seat with ``review_save`` and prints, per game, the processor time of the
review (one core: the review runs on one thread) and the wall time, the decisions reviewed, and the share of
the decisions labelled mistake or blunder whose standard error is at most 0.5 VP. Targets: a 2-player game
for one person <= 2 min, a 4-player game <= 4 min, a Troyes Dice solo game <= 1 min (the solo game against
le Roy, a Normal player reviewed, has none).

Figures (2026-12-02, budget 1.0, processor seconds of the review on one core of the shared 2-core machine,
wall time about twice that while other work ran): Troyes 2 players, the Easy seat: 20.4 (seed 1), 37.1 (seed
11), 59.5 (seed 12) s; 4 players, the Easy seat: 46.8, 44.4, 40.8 s; Troyes Dice alone: 8.5, 9.5, 5.0 s; solo
against le Roy: 52.3 (seed 1), 14.4 (seed 11) s. Every decision labelled mistake or blunder had a standard
error of at most 0.5 VP (33 of 33 over those games; the largest 0.496).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from troyes_desktop.bots import make_bot  # noqa: E402
from troyes_desktop.bots.dice.simulate import play_game as play_dice  # noqa: E402
from troyes_desktop.bots.troyes.simulate import play_game as play_troyes  # noqa: E402
from troyes_desktop.review.run import review_save  # noqa: E402
from troyes_desktop.rules.dice import Game as DiceGame  # noqa: E402
from troyes_desktop.rules.troyes import saves  # noqa: E402

TARGETS = {"troyes-2p": 120.0, "troyes-4p": 240.0, "dice-solo": 60.0, "troyes-solo": None}


def save_of(kind: str, seed: int) -> tuple[dict, int]:
    """(save, seat to review) of a seeded game of ``kind``."""
    if kind == "dice-solo":
        g = DiceGame.new(players=1, seed=seed, seats=["person"])
        play_dice(g, [make_bot("dice", "normal", seed=seed)], seed=seed)
        return json.loads(json.dumps(g.to_save())), 0
    if kind == "troyes-solo":
        return json.loads(json.dumps(saves.to_dict(play_troyes(["normal"], seed, solo=True)))), 0
    levels = ["normal", "easy"] if kind == "troyes-2p" else ["normal", "easy", "normal", "normal"]
    g = play_troyes(levels, seed)
    return json.loads(json.dumps(saves.to_dict(g))), 1


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None)
    parser.add_argument("--only", default="troyes-2p,troyes-4p,dice-solo,troyes-solo")
    args = parser.parse_args()
    for kind in args.only.split(","):
        for i in range(args.games):
            seed = args.seed + i
            save, seat = save_of(kind, seed)
            cpu, wall = time.process_time(), time.perf_counter()
            review = review_save(save, [seat], budget=args.budget, seed=0)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            costly = [d for d in review.decisions if d.label in ("mistake", "blunder")]
            precise = sum(1 for d in costly if d.stderr_vp <= 0.5)
            p = review.players[0]
            print(json.dumps({
                "kind": kind, "seed": seed, "cpu_s": round(cpu, 1), "wall_s": round(wall, 1),
                "target_s": TARGETS[kind], "decisions": p.decisions, "forced": p.forced,
                "mistakes_and_blunders": len(costly), "of_them_stderr_le_0_5": precise,
                "max_stderr_of_them": max((d.stderr_vp for d in costly), default=None),
                "vp_lost_per_decision": p.vp_lost_per_decision, "luck_vp": p.luck_vp,
            }), flush=True)


if __name__ == "__main__":
    main()
