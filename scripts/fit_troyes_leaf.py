"""Fit the table of the learned correction of Troyes (``resources/data/troyes_bot_leaf.json``; issue 39).

Approximate policy iteration on self-play. The first round plays seeded games with every seat Normal
(the hand-made evaluation) and keeps, at some of the action-turn decisions (``--keep`` a game at most,
chosen by the game's seed), the features of every player on the copy the deciding player chose
(:func:`troyes_desktop.bots.troyes.leaf.features`: the copy is the determinized one, as when playing).
For each player count it fits a ridge regression of each player's final score minus the hand-made
estimate on those features. Each further round plays new games with every seat choosing its whole turns by
the table so far (Normal's moves, valued by :func:`leaf.learned_totals`), fits again on what those games
reached, and moves the table halfway (``--blend``) to the new fit. It prints, per round, the policy's mean
score per player (self-play) with a 95 % interval.

Pure Python (no numpy): the normal equations are accumulated as the rows come and solved by Gaussian
elimination. One process (the machine is shared): each game depends only on its seed and the table.

    nice -n 19 python scripts/fit_troyes_leaf.py [--rounds 4] [--games2 300] [--games3 0] [--games4 200]
        [--seed 700000] [--out FILE]

(a player count with 0 games gets no row: the three-player row was fitted in a run of its own,
``--games2 0 --games3 240 --games4 0 --rounds 2``, and added to the table with its history)

``--ladies`` fits the rows of games with The Ladies of Troyes (issue 49,
``resources/data/troyes_bot_leaf_ladies.json``): each game plays a set of modules drawn from its seed (each of
the five modules, the revealed character, the tournament and the promo cards with a chance of one half; never
none), and the row corrects the hand-made evaluation's totals, which count the modules' VP
(:func:`leaf.hand_estimates`).

The seeds are far from those of the benchmarks (tests/benchmarks/bench_vp_sources.py uses 1-400, the
head-to-head games 1001-1200).
"""
from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))     # fit_dice_leaf beside it

from fit_dice_leaf import solve  # noqa: E402  (this folder: the same Gaussian elimination)

from troyes_desktop.bots import decide  # noqa: E402
from troyes_desktop.bots.troyes import leaf as L  # noqa: E402
from troyes_desktop.bots.troyes.evaluation import NORMAL, relative  # noqa: E402
from troyes_desktop.bots.troyes.players import NormalBot  # noqa: E402
from troyes_desktop.rules.troyes.board import NEUTRAL  # noqa: E402
from troyes_desktop.rules.troyes.game import Game  # noqa: E402


class Learner(NormalBot):
    """Normal choosing by ``row`` (None: the hand-made evaluation), remembering the copies it chose."""

    learned = False             # never the table shipped in the package

    def __init__(self, seed: int, row, kept: list, keep_at: set) -> None:
        super().__init__(seed)
        self.row = row
        self.kept = kept
        self.keep_at = keep_at
        self.decisions = 0

    def scorer(self, p: int, solo: bool = False):
        row = self.row
        if row is None:
            return super().scorer(p, solo)
        return lambda state: (relative(L.learned_totals(state, row), p, NORMAL) if not state.over
                              else float(_final_margin(state, p)))

    def select(self, g, p, moves):
        best = super().select(g, p, moves)
        if g.pending.kind == "turn":
            self.decisions += 1
            h = best.state
            if self.decisions in self.keep_at and h is not None and not h.over:
                est = L.hand_estimates(h)
                for q, x in enumerate(L.features(h)):
                    self.kept.append((q, x, est[q]))
        return best


def _final_margin(h, p: int) -> float:
    """At the end, as the hand-made evaluation: p's total against half the others' mean (against le Roy:
    the margin)."""
    final = {s["player"]: float(s["total"]) for s in h.scores}
    if h.solo:
        return final[p] - final[NEUTRAL]
    return relative(final, p, NORMAL)


LADIES = ("characters", "reveal-character", "activities", "events", "head-of-family", "ramparts",
          "tournament", "promos")


def modules_for(seed: int) -> list[str]:
    """The Ladies of Troyes modules of a ``--ladies`` game: each with a chance of one half, never none (the
    revealed character only with the characters)."""
    rng = random.Random(seed * 7 + 1)
    while True:
        mods = [m for m in LADIES if rng.random() < 0.5]
        if "reveal-character" in mods and "characters" not in mods:
            mods.remove("reveal-character")
        if mods:
            return mods


def play(n: int, seed: int, row, keep: int, ladies: bool = False
         ) -> tuple[list[int], list[tuple[list[float], float]]]:
    """One seeded game of n players choosing by ``row``; the final scores and (features, target) rows
    (n = 1: the solo game, le Roy starting in odd seeds; its "score" is the final margin)."""
    if n == 1:
        game = Game.new(1, seed=seed, solo=True, start_player=0 if seed % 2 == 0 else NEUTRAL)
    else:
        game = Game.new(n, seed=seed, options={"modules": modules_for(seed)} if ladies else None)
    rng = random.Random(seed)
    kept: list = []
    bots = []
    for s in range(n):
        # Each seat takes about 12 to 30 action turns a game: ``keep`` of them spread over the game.
        keep_at = set(rng.sample(range(1, 31), min(30, max(1, keep // n))))
        bots.append(Learner(seed * 10 + s, row, kept, keep_at))
    step = 0
    while not game.over:
        p = game.pending.seat
        legal = game.legal_actions()
        if p is None or p == NEUTRAL or len(legal) == 1:
            action = legal[0]
        else:
            action = decide(game, p, bots[p], seed * 100_003 + step).action
            step += 1
        game.apply(action)
    final = {s["player"]: s["total"] for s in game.scores}
    if n == 1:
        final = {0: final[0] - final[NEUTRAL]}          # against le Roy: the margin
    return [final[q] for q in range(n)], [(x, final[q] - est) for q, x, est in kept]


class Normal:
    """The normal equations of a ridge regression, accumulated one row at a time."""

    def __init__(self, k: int) -> None:
        self.k = k
        self.n = 0
        self.s = [0.0] * k
        self.ss = [[0.0] * k for _ in range(k)]
        self.xy = [0.0] * k
        self.y = 0.0
        self.yy = 0.0

    def add(self, x: list[float], y: float) -> None:
        self.n += 1
        self.y += y
        self.yy += y * y
        k = self.k
        for i in range(k):
            xi = x[i]
            if xi:
                self.s[i] += xi
                self.xy[i] += xi * y
                row = self.ss[i]
                for j in range(i, k):
                    row[j] += xi * x[j]

    def solve(self, lam: float) -> tuple[list[float], float]:
        """Ridge on standardised features (the last one is the constant 1, not penalised); the weights on
        the raw features and the share of the target's variance they explain on these rows."""
        k, n = self.k, self.n
        mu = [v / n for v in self.s]
        cov = [[0.0] * k for _ in range(k)]
        for i in range(k):
            for j in range(i, k):
                cov[i][j] = cov[j][i] = self.ss[i][j] / n - mu[i] * mu[j]
        sd = [math.sqrt(max(cov[i][i], 0.0)) or 1.0 for i in range(k)]
        my = self.y / n
        a = [[0.0] * (k - 1) for _ in range(k - 1)]
        b = [0.0] * (k - 1)
        for i in range(k - 1):
            b[i] = n * (self.xy[i] / n - mu[i] * my) / sd[i]
            for j in range(k - 1):
                a[i][j] = n * cov[i][j] / (sd[i] * sd[j])
            a[i][i] += lam
        beta = solve(a, b)
        w = [beta[j] / sd[j] for j in range(k - 1)]
        w.append(my - sum(w[j] * mu[j] for j in range(k - 1)))
        var_y = self.yy / n - my * my
        # Explained share: the fitted part's covariance with y over y's variance.
        explained = sum(w[j] * (self.xy[j] / n - mu[j] * my) for j in range(k - 1))
        return w, explained / var_y if var_y > 0 else 0.0


def _mean_95(values: list[float]) -> tuple[float, float]:
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--games1", type=int, default=0, help="solo games per round (the row of the solo game)")
    ap.add_argument("--games2", type=int, default=300, help="two-player games per round")
    ap.add_argument("--games3", type=int, default=0, help="three-player games per round")
    ap.add_argument("--games4", type=int, default=200, help="four-player games per round")
    ap.add_argument("--keep", type=int, default=24, help="positions kept per game (spread over its seats)")
    ap.add_argument("--seed", type=int, default=700000)
    ap.add_argument("--ridge", type=float, default=30.0)
    ap.add_argument("--blend", type=float, default=0.5)
    ap.add_argument("--ladies", action="store_true", help="games with Ladies of Troyes modules")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    if args.out is None:
        name = ("troyes_bot_leaf_ladies.json" if args.ladies else
                "troyes_bot_leaf_solo.json" if args.games1 else "troyes_bot_leaf.json")
        args.out = str(ROOT / "resources" / "data" / name)
    started = time.perf_counter()
    table: dict[int, list[float]] = {}
    history = []
    counts = {n: games for n, games in ((1, args.games1), (2, args.games2), (3, args.games3),
                                        (4, args.games4)) if games}
    for rnd in range(args.rounds):
        fitted = {}
        entry: dict = {"round": rnd, "policy": "Normal" if not table else "the table"}
        for n, games in counts.items():
            first = args.seed + rnd * 10_000 + n * 1000
            eq = Normal(L.N_FEATURES)
            scores: list[float] = []
            cpu = time.process_time()
            for i in range(games):
                final, rows = play(n, first + i, table.get(n), args.keep, args.ladies)
                scores.extend(final)
                for x, y in rows:
                    eq.add(x, y)
            w, r2 = eq.solve(args.ridge)
            fitted[n] = w
            mean, half = _mean_95(scores)
            entry[f"{n}p"] = {"seeds": [first, first + games - 1], "mean_score": round(mean, 2),
                              "ci95": round(half, 2), "rows": eq.n, "explained": round(r2, 3),
                              "cpu_per_game": round((time.process_time() - cpu) / games, 2)}
            print(f"round {rnd} ({entry['policy']}), {n} players: mean score {mean:.2f} +- {half:.2f} "
                  f"({games} games), fit on {eq.n} rows explains {r2:.1%} of the rest, "
                  f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        history.append(entry)
        if not table:
            table = fitted
        else:
            table = {n: [args.blend * a + (1 - args.blend) * b for a, b in zip(fitted[n], table[n])]
                     for n in fitted}
        _write(args, table, history)
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s", file=sys.stderr)


def _write(args, table: dict, history: list) -> None:
    out = {
        "about": ("The learned correction of the Troyes computer players in games with Ladies of Troyes "
                  "modules (issue 49)" if args.ladies else
                  "The learned correction of the Troyes computer players' margin against le Roy (issue 49)"
                  if args.games1 else
                  "The learned correction of the Troyes computer players (issue 39)") + ": made by "
                 "scripts/fit_troyes_leaf.py, read by troyes_desktop/bots/troyes/leaf.py. weights[player "
                 "count] = coefficients of features(); a player's estimate is the hand-made one plus "
                 "their sum. history: each round's policy, its mean score per player in self-play.",
        "version": L.VERSION,
        "features": list(L.BASE),
        "rounds": len(history),
        "ridge": args.ridge,
        "blend": args.blend,
        "keep": args.keep,
        "history": history,
        "made": datetime.date.today().isoformat(),
        "weights": {str(k): [round(v, 6) for v in table[k]] for k in sorted(table)},
    }
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
        fh.write("\n")
    os.replace(tmp, args.out)


if __name__ == "__main__":
    main()
