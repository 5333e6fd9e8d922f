"""How far apart the Troyes levels are, at every table (issue 49; prints figures, asserts nothing).

    nice -n 10 python tests/benchmarks/bench_levels.py MATCH [--players 4] [--modules m1,m2|all]
        [--games 100] [--seed 1] [--budget 0.25] [--minutes 60] [--before] [--raw out.json]
    python tests/benchmarks/bench_levels.py --merge a.json b.json ...

MATCH is one of:

* ``hard-normal``: one Hard player against Normal players (seats rotating: in game i the Hard player sits
  at seat i mod n). Hard's share of wins (a shared win counts 1/k) with its 95 % Wilson interval, the mean
  scores, the deniers left at the end, and every level's decision times (median, p95, max).
  ``normal-easy``: the same with one Normal player against Easy players.
* ``self-easy``, ``self-normal``, ``self-hard``: every seat at one level; the mean score per player.
* ``normal-paired``: games with Normal at every seat, played twice on each seed: as today, and as before issue
  49 (``--before``'s players). The mean score of the table on each seed, paired: the difference and its
  standard error. Used for the Ladies modules (``--modules``): before issue 49 they had no learned row.
* ``solo-hard`` / ``solo-normal``: the solo game against le Roy; the mean margin with its 95 % interval.
* ``samples``: how many samples Hard draws in a decision, with the fast policy of its samples as today and as
  before issue 49, side by side on the same positions (Hard's action turns in seeded four-player games of
  Normal players, alternating which goes first): samples per second and their ratio.

``--before`` plays the match with the players as they were before issue 49 (Hard's samples with the
hand-made fast policy, the Ladies modules and the solo game with the hand-made evaluation). ``--raw`` keeps
every game's figures so that runs cut into chunks (one per core) are reported together with ``--merge``.

Runs (2026-12-02, niced, the two-core machine; figures in docs/computer-players.md, "Issue 49").
"""
from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from troyes_desktop.bots.troyes import leaf, players  # noqa: E402
from troyes_desktop.bots.troyes.simulate import play_game  # noqa: E402
from troyes_desktop.rules.troyes.simulate import normalise_modules  # noqa: E402


@contextlib.contextmanager
def before():
    """The players before issue 49: Hard's samples replied by the hand-made fast policy, and the Ladies
    modules and the solo game valued by the hand-made evaluation alone."""
    saved = players.HardBot.__init__, leaf.MODULES_USE_ROW, leaf.SOLO_USE_ROW
    init = players.HardBot.__init__

    def old_init(self, *args, **kwargs):
        init(self, *args, **kwargs)
        self.fast = players._FastPolicy

    players.HardBot.__init__ = old_init          # type: ignore[method-assign]
    leaf.MODULES_USE_ROW = leaf.SOLO_USE_ROW = False
    try:
        yield
    finally:
        players.HardBot.__init__, leaf.MODULES_USE_ROW, leaf.SOLO_USE_ROW = saved    # type: ignore[method-assign]


def _context(old: bool):
    return before() if old else contextlib.nullcontext()


def _row(game, seed: int, levels: list[str]) -> dict:
    scores = {s["player"]: s for s in game.scores}
    best = max(s["total"] for s in game.scores)
    tied = [p for p, s in scores.items() if s["total"] == best]
    return {"seed": seed, "levels": levels,
            "scores": [scores[p]["total"] for p in range(len(levels))],
            "win_share": [1.0 / len(tied) if p in tied else 0.0 for p in range(len(levels))],
            "deniers_left": [game.players[p].deniers for p in range(len(levels))]}


def one_against(top: str, below: str, n: int, games: int, seed: int, budget: float, modules: tuple,
                minutes: float, old: bool) -> dict:
    """One ``top`` player against ``below`` players (``top == below``: every seat at one level)."""
    rows, times = [], {}
    started = time.perf_counter()
    with _context(old):
        for i in range(games):
            if time.perf_counter() - started > 60 * minutes:
                break
            levels = [below] * n
            levels[i % n] = top
            game = play_game(levels, seed + i, modules=modules, budget=budget, times=times)
            rows.append(_row(game, seed + i, levels))
    return {"match": "one-against", "top": top, "below": below, "players": n, "modules": list(modules),
            "budget": budget, "before": old, "rows": rows, "times": times,
            "seconds": time.perf_counter() - started}


def normal_paired(n: int, games: int, seed: int, modules: tuple, minutes: float) -> dict:
    rows, old_rows = [], []
    started = time.perf_counter()
    for i in range(games):
        if time.perf_counter() - started > 60 * minutes:
            break
        rows.append(_row(play_game(["normal"] * n, seed + i, modules=modules), seed + i, ["normal"] * n))
        with before():
            game = play_game(["normal"] * n, seed + i, modules=modules)
        old_rows.append(_row(game, seed + i, ["normal"] * n))
    return {"match": "normal-paired", "players": n, "modules": list(modules), "rows": rows,
            "before_rows": old_rows, "seconds": time.perf_counter() - started}


def solo(level: str, games: int, seed: int, budget: float, minutes: float, old: bool) -> dict:
    rows, times = [], {}
    started = time.perf_counter()
    with _context(old):
        for i in range(games):
            if time.perf_counter() - started > 60 * minutes:
                break
            game = play_game([level], seed + i, solo=True, budget=budget, times=times)
            you = game.scores[0]
            rows.append({"seed": seed + i, "margin": you["margin"], "score": you["total"],
                         "won": bool(you["winner"])})
    return {"match": f"solo-{level}", "budget": budget, "before": old, "rows": rows, "times": times,
            "seconds": time.perf_counter() - started}


def samples(games: int, seed: int, budget: float) -> dict:
    """Hard's samples per second of thinking, today's fast policy against the one before, same positions."""
    from troyes_desktop.bots import decide
    from troyes_desktop.rules.troyes.board import NEUTRAL
    from troyes_desktop.rules.troyes.game import Game

    rates: dict[str, list[float]] = {"today": [], "before": []}
    started = time.perf_counter()
    for i in range(games):
        game = Game.new(4, seed=seed + i)
        normal = [players.make("normal", seed=seed * 10 + s) for s in range(4)]
        step = 0
        while not game.over:
            p = game.pending.seat
            legal = game.legal_actions()
            if p is None or p == NEUTRAL or len(legal) == 1:
                game.apply(legal[0])
                continue
            if game.pending.kind == "turn" and step % 7 == 0 and game.round < game.rounds:
                order = (("today", players._LearnedFast), ("before", players._FastPolicy))
                for name, fast in order if step % 2 == 0 else order[::-1]:
                    bot = players.HardBot(step, budget=budget)
                    bot.fast = fast
                    bot.max_samples = 10_000
                    t = time.perf_counter()
                    bot.pick(game, p, legal)
                    if bot.counts:
                        rates[name].append(sum(bot.counts) / (time.perf_counter() - t))
            game.apply(decide(game, p, normal[p], step).action)
            step += 1
    today, old = statistics.median(rates["today"]), statistics.median(rates["before"])
    return {"match": "samples", "positions": len(rates["today"]), "budget": budget,
            "move_samples_per_second_median": {"today": round(today, 1), "before": round(old, 1)},
            "ratio_today_to_before": round(today / old, 3), "seconds": round(time.perf_counter() - started)}


def _mean_95(values: list[float]) -> list[float]:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return [round(m, 2), round(m - half, 2), round(m + half, 2)]


def _wilson(wins: float, n: int) -> list[float]:
    if not n:
        return [float("nan")] * 3
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(100 * p, 1), round(100 * (centre - half), 1), round(100 * (centre + half), 1)]


def _times(times: dict) -> dict:
    out = {}
    for level, ts in sorted(times.items()):
        ordered = sorted(ts)
        out[level] = {"decisions": len(ts), "median_ms": round(1000 * ordered[len(ts) // 2], 2),
                      "p95_ms": round(1000 * ordered[min(len(ts) - 1, int(0.95 * len(ts)))], 1),
                      "max_ms": round(1000 * ordered[-1], 1)}
    return out


def report(result: dict) -> dict:
    match = result["match"]
    rows = result["rows"]
    if match == "one-against":
        top, below, n = result["top"], result["below"], result["players"]
        mine = [r["levels"].index(top) for r in rows]    # the top player's seat in each game
        wins = sum(r["win_share"][h] for r, h in zip(rows, mine))
        others = [s for r, h in zip(rows, mine) for q, s in enumerate(r["scores"]) if q != h]
        deniers = [d for r in rows for d in r["deniers_left"]]
        out = {"match": f"{top}-{below}" if top != below else f"self-{top}", "players": n,
               "modules": result["modules"], "budget": result["budget"], "before": result["before"],
               "games": len(rows), "seeds": [rows[0]["seed"], rows[-1]["seed"]] if rows else None}
        if top == below:
            out["score_95"] = _mean_95([s for r in rows for s in r["scores"]])
        else:
            out.update({f"{top}_win_percent_95": _wilson(wins, len(rows)),
                        f"{top}_score_95": _mean_95([r["scores"][h] for r, h in zip(rows, mine)]),
                        f"{below}_score_95": _mean_95(others)})
        out.update({"deniers_left_mean": round(statistics.fmean(deniers), 2),
                    "decisions": _times(result["times"]), "seconds": round(result["seconds"])})
        return out
    if match == "normal-paired":
        new = {r["seed"]: statistics.fmean(r["scores"]) for r in rows}
        old = {r["seed"]: statistics.fmean(r["scores"]) for r in result["before_rows"]}
        seeds = sorted(set(new) & set(old))
        diff = [new[s] - old[s] for s in seeds]
        return {"match": match, "players": result["players"], "modules": result["modules"],
                "games": len(seeds), "today_95": _mean_95([new[s] for s in seeds]),
                "before_95": _mean_95([old[s] for s in seeds]),
                "paired_difference": round(statistics.fmean(diff), 2),
                "paired_se": (round(statistics.stdev(diff) / math.sqrt(len(diff)), 2) if len(diff) > 1
                              else None),
                "deniers_left_today": round(statistics.fmean(d for r in rows for d in r["deniers_left"]), 2),
                "seconds": round(result["seconds"])}
    return {"match": match, "budget": result["budget"], "before": result["before"], "games": len(rows),
            "margin_95": _mean_95([r["margin"] for r in rows]),
            "won_percent": round(100 * statistics.fmean(r["won"] for r in rows), 1),
            "decisions": _times(result["times"]), "seconds": round(result["seconds"])}


def merge(paths: list[str]) -> dict:
    parts = [json.load(open(p, encoding="utf-8")) for p in paths]
    out = dict(parts[0], rows=[], times={}, seconds=0.0)
    if "before_rows" in out:
        out["before_rows"] = []
    for part in parts:
        out["rows"].extend(part["rows"])
        out.get("before_rows", []).extend(part.get("before_rows", []))
        for level, ts in part.get("times", {}).items():
            out["times"].setdefault(level, []).extend(ts)
        out["seconds"] += part["seconds"]
    out["rows"].sort(key=lambda r: r["seed"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("match", nargs="?", choices=("hard-normal", "normal-easy", "self-easy", "self-normal",
                                                 "self-hard", "normal-paired", "solo-hard", "solo-normal",
                                                 "samples"))
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--modules", default="")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's seconds per decision (the app's: 1)")
    ap.add_argument("--minutes", type=float, default=600.0, help="no new game after this")
    ap.add_argument("--before", action="store_true", help="the players before issue 49")
    ap.add_argument("--raw", help="keep every game's figures in this JSON file")
    ap.add_argument("--merge", nargs="+", help="report these --raw files together")
    args = ap.parse_args()
    if args.merge:
        print(json.dumps(report(merge(args.merge)), indent=1))
        return
    modules = normalise_modules(tuple(m for m in args.modules.split(",") if m))
    if args.match in ("hard-normal", "normal-easy") or (args.match or "").startswith("self-"):
        top, below = (args.match[5:],) * 2 if args.match.startswith("self-") else args.match.split("-")
        result = one_against(top, below, args.players, args.games, args.seed, args.budget, modules,
                             args.minutes, args.before)
    elif args.match == "normal-paired":
        result = normal_paired(args.players, args.games, args.seed, modules, args.minutes)
    elif args.match == "samples":
        print(json.dumps(samples(args.games, args.seed, args.budget), indent=1))
        return
    elif args.match in ("solo-hard", "solo-normal"):
        result = solo(args.match[5:], args.games, args.seed, args.budget, args.minutes, args.before)
    else:
        ap.error("name a match, or --merge")
    if args.raw:
        with open(args.raw, "w", encoding="utf-8") as f:
            json.dump(result, f)
    print(json.dumps(report(result), indent=1))


if __name__ == "__main__":
    main()
