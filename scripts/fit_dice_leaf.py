"""Fit the table of Hard's leaf correction for Troyes Dice (``resources/data/dice_bot_leaf.json``).

Plays GAMES seeded solo games with Normal's choices (game i uses seed SEED + i), keeps the sheet Normal
chose at the end of each of its turns, with the half days left and the score the game finally reached, and
fits, for each number of half days left, a ridge regression of the points still to come beyond Normal's
estimate on :func:`troyes_desktop.bots.dice_leaf.features` and Normal's estimate itself. Pure Python (no
numpy): the normal equations are solved by Gaussian elimination.

    python scripts/fit_dice_leaf.py [--games 8000] [--seed 300000] [--ridge 30] [--out FILE]

The seeds are far from those of the benchmark (tests/benchmarks/bench_dice_bots.py uses 1-500).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from troyes_desktop.bots import dice as B  # noqa: E402
from troyes_desktop.bots import dice_leaf as L  # noqa: E402
from troyes_desktop.rules.dice import Game  # noqa: E402


def play(seed: int) -> list[tuple[int, list[float], float]]:
    """One game of Normal's choices: (half days left, features + Normal's estimate, points still to come)."""
    game = Game(players=1, seed=seed)
    data = game.data
    kept = []
    while not game.over:
        legal = game.legal_actions()
        if game.stage in (B.K_DIRECTION, B.K_NUMBER):
            game.apply(legal[0])
            continue
        left = B.half_days_left(game)
        best = None
        for path, leaf in B.plans(B.solo_view(game, 0)):
            v = B.evaluate(leaf.sheets[0], data, left)
            if best is None or v > best[0]:
                best = (v, path, leaf)
        value, path, leaf = best
        if left > 0:
            sheet = leaf.sheets[0]
            now = B.final_points(sheet, data)
            kept.append((left, L.features(sheet, data, left)[:-1] + [value - now, 1.0], now))
        for action in path:
            game.apply(action)
    final = game.scores()[0]
    return [(left, x, final - now) for left, x, now in kept]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is square and, with the ridge, well conditioned)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        piv = m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / piv
            if f:
                row, top = m[r], m[c]
                for k in range(c, n + 1):
                    row[k] -= f * top[k]
    x = [0.0] * n
    for c in range(n - 1, -1, -1):
        x[c] = (m[c][n] - sum(m[c][k] * x[k] for k in range(c + 1, n))) / m[c][c]
    return x


def ridge(xs: list[list[float]], ys: list[float], lam: float) -> tuple[list[float], float]:
    """Ridge regression on standardised features (the last feature is the constant, not penalised)."""
    n, k = len(xs), len(xs[0])
    mu = [sum(x[j] for x in xs) / n for j in range(k)]
    sd = [math.sqrt(sum((x[j] - mu[j]) ** 2 for x in xs) / n) or 1.0 for j in range(k)]
    zs = [[(x[j] - mu[j]) / sd[j] for j in range(k - 1)] + [1.0] for x in xs]
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for z, y in zip(zs, ys):
        for i in range(k):
            zi = z[i]
            if zi:
                b[i] += zi * y
                row = a[i]
                for j in range(i, k):
                    row[j] += zi * z[j]
    for i in range(k):
        for j in range(i):
            a[i][j] = a[j][i]
    for i in range(k - 1):
        a[i][i] += lam
    beta = solve(a, b)
    w = [beta[j] / sd[j] for j in range(k - 1)]
    w.append(beta[-1] - sum(w[j] * mu[j] for j in range(k - 1)))
    resid = [y - sum(wj * xj for wj, xj in zip(w, x)) for x, y in zip(xs, ys)]
    mean_y = sum(ys) / n
    r2 = 1 - sum(r * r for r in resid) / max(1e-9, sum((y - mean_y) ** 2 for y in ys))
    return w, r2


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=300000)
    ap.add_argument("--ridge", type=float, default=30.0)
    ap.add_argument("--out", default=str(ROOT / "resources" / "data" / "dice_bot_leaf.json"))
    args = ap.parse_args()
    started = time.perf_counter()
    by_left: dict[int, tuple[list, list]] = {}
    for i in range(args.games):
        for left, x, y in play(args.seed + i):
            xs, ys = by_left.setdefault(left, ([], []))
            xs.append(x)
            ys.append(y - x[-2])  # the points still to come beyond Normal's estimate
        if (i + 1) % 1000 == 0:
            print(f"{i + 1} games, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    weights = {}
    for left in sorted(by_left):
        xs, ys = by_left[left]
        w, r2 = ridge(xs, ys, args.ridge)
        weights[str(left)] = [round(v, 6) for v in w]
        print(f"{left:2d} half days left: {len(ys)} sheets, R2 of the correction {r2:.3f}", file=sys.stderr)
    out = {
        "about": "Hard's leaf correction for Troyes Dice: made by scripts/fit_dice_leaf.py, read by "
                 "troyes_desktop/bots/dice_leaf.py. weights[half days left] = coefficients of "
                 "features() without its constant, then Normal's estimate minus the points now, then 1.",
        "version": L.VERSION,
        "games": args.games,
        "seeds": [args.seed, args.seed + args.games - 1],
        "ridge": args.ridge,
        "made": datetime.date.today().isoformat(),
        "weights": weights,
    }
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
        fh.write("\n")
    os.replace(tmp, args.out)
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
