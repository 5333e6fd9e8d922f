"""Troyes Dice computer players benchmark (run on demand, niced: see the usage line below).

Prints figures, asserts nothing. For each level asked (default Hard and Normal) and with / without Banquets
and Raids: GAMES seeded solo games (game i uses seed SEED + i), the mean and median score, the share of
games reaching the 65 VP achievement (and 55, 45), and the time per decision (median, 95th percentile,
maximum; one process, so one core). Targets of issue 16: Normal mean >= 50 VP; Hard mean >= 60 VP and
65 VP in at least a quarter of the games; Hard median decision <= 0.5 s, never over 3 s.

    nice -n 10 python tests/benchmarks/bench_dice_bots.py [--games 500] [--seed 1] [--levels hard,normal]

A long run can be cut into chunks (``--seed 1 --games 250 --raw a.json``, then ``--seed 251 --games 250
--raw b.json``) and reported as one with ``--merge a.json b.json``.

``--styles`` measures the computers' own styles (``troyes_desktop/bots/dice/style.py``): each level plays the
same seeded games without a style and with the style of seat 0 of that game (``style_for(seed, 0)``: the
tastes drawn at random), one game of each in turn, and prints both means with their 95 % intervals and the
paired difference with its standard error and 95 % interval (the issue-39 target: within 1 VP).

    nice -n 19 python tests/benchmarks/bench_dice_bots.py --styles --games 500 --levels easy,normal
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
from troyes_desktop.bots.dice.simulate import play_game  # noqa: E402
from troyes_desktop.bots.dice.style import style_for  # noqa: E402
from troyes_desktop.rules.dice import Game  # noqa: E402

MOD = ("banquets-and-raids",)


def run(level: str, games: int, seed: int, modules: tuple) -> dict:
    scores = []
    times: list[list[float]] = [[]]
    start = time.perf_counter()
    cpu = time.process_time()
    for i in range(games):
        game = Game.new(players=1, seed=seed + i, modules=modules)
        play_game(game, [make_bot("dice", level, seed=seed + i)], seed=seed + i, times=times)
        scores.append(game.scores()[0])
    raw = {
        "level": level,
        "modules": list(modules),
        "seeds": [seed, seed + games - 1],
        "scores": scores,
        "times": times[0],
        "seconds": time.perf_counter() - start,
        "cpu_seconds": time.process_time() - cpu,
    }
    return raw


def _mean_95(values: list[float]) -> tuple[float, float, float]:
    """The mean, and the half-width of its 95 % interval (normal approximation), and the standard error."""
    n = len(values)
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / n ** 0.5 if n > 1 else float("nan")
    return mean, 1.96 * se, se


def styles(level: str, games: int, seed: int, modules: tuple, minutes: float | None = None) -> dict:
    """The same games with and without the seat's style, side by side (see the module docstring); no new
    pair of games starts after ``minutes`` (the report then covers the pairs played)."""
    plain, styled, tastes = [], [], {}
    cpu = time.process_time()
    start = time.perf_counter()
    for i in range(games):
        if minutes is not None and time.perf_counter() - start > 60 * minutes:
            break
        s = seed + i
        for out, style in ((plain, None), (styled, style_for(s, 0))):
            game = Game.new(players=1, seed=s, modules=modules)
            play_game(game, [make_bot("dice", level, seed=s, style=style)], seed=s)
            out.append(game.scores()[0])
        taste = style_for(s, 0).taste
        tastes.setdefault(taste, []).append(styled[-1] - plain[-1])
        print(json.dumps({"seed": s, "taste": taste, "without": plain[-1], "with": styled[-1]}),
              file=sys.stderr, flush=True)
    games = len(plain)
    diff = [b - a for a, b in zip(plain, styled)]
    m0, h0, _ = _mean_95(plain)
    m1, h1, _ = _mean_95(styled)
    md, hd, sd = _mean_95(diff)
    return {
        "level": level,
        "banquets_and_raids": bool(modules),
        "games": games,
        "seeds": f"{seed}..{seed + games - 1}",
        "without_style": [round(m0, 2), round(m0 - h0, 2), round(m0 + h0, 2)],
        "with_style": [round(m1, 2), round(m1 - h1, 2), round(m1 + h1, 2)],
        "paired_difference": round(md, 2),
        "paired_se": round(sd, 2),
        "paired_95": [round(md - hd, 2), round(md + hd, 2)],
        "by_taste": {t: [len(v), round(statistics.fmean(v), 2)] for t, v in sorted(tastes.items())},
        "identical_games": sum(1 for a, b in zip(plain, styled) if a == b),
        "cpu_seconds_per_game": round((time.process_time() - cpu) / (2 * games), 3),
    }


def report(raws: list[dict]) -> dict:
    level = raws[0]["level"]
    scores = [s for r in raws for s in r["scores"]]
    games = len(scores)
    ordered = sorted(t for r in raws for t in r["times"])
    thinking = [t for t in ordered if t > 0.0005]  # decisions that needed thought (not a plan followed)
    return {
        "level": level,
        "banquets_and_raids": bool(raws[0]["modules"]),
        "games": games,
        "seeds": ", ".join(f"{r['seeds'][0]}..{r['seeds'][1]}" for r in raws),
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
        "seconds_per_game": round(sum(r["seconds"] for r in raws) / games, 3),
        "cpu_seconds_per_game": round(sum(r["cpu_seconds"] for r in raws) / games, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="hard,normal")
    parser.add_argument("--modules", choices=("both", "none", "banquets"), default="both")
    parser.add_argument("--raw", type=Path, help="also write the scores and times of this run (JSON)")
    parser.add_argument("--merge", type=Path, nargs="+", help="report several --raw files as one run")
    parser.add_argument("--styles", action="store_true", help="the same games with and without the styles")
    parser.add_argument("--minutes", type=float, help="with --styles: no new game after this many minutes")
    args = parser.parse_args()
    if args.styles:
        variants = {"both": ((), MOD), "none": ((),), "banquets": (MOD,)}[args.modules]
        for level in args.levels.split(","):
            for modules in variants:
                print(json.dumps(styles(level, args.games, args.seed, modules, args.minutes)), flush=True)
        return
    if args.merge:
        raws = [json.loads(p.read_text(encoding="utf-8")) for p in args.merge]
        print(json.dumps(report(raws)), flush=True)
        return
    variants = {"both": ((), MOD), "none": ((),), "banquets": (MOD,)}[args.modules]
    runs = []
    for level in args.levels.split(","):
        for modules in variants:
            raw = run(level, args.games, args.seed, modules)
            runs.append(raw)
            print(json.dumps(report([raw])), flush=True)
    if args.raw:
        args.raw.write_text(json.dumps(runs[0] if len(runs) == 1 else runs), encoding="utf-8")


if __name__ == "__main__":
    main()
