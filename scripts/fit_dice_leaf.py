"""Fit the table of Hard's value of a sheet for Troyes Dice (``resources/data/dice_bot_leaf.json``).

Approximate policy iteration. The first round plays GAMES seeded solo games with Normal's choices, keeps
the sheet chosen at the end of each turn with the half days left, and fits, for each number of half days
left, a ridge regression of the points still to come beyond Normal's estimate on
:func:`troyes_desktop.bots.dice.leaf.features` and Normal's estimate itself. Each further round plays GAMES
new games choosing every turn by the table so far (:func:`troyes_desktop.bots.dice.leaf.leaf_value`), fits
again on what those games reached, and moves the table halfway (``--blend``) to the new fit. The target of a
sheet is a lambda-return (``--lam``): a mix of the value the table gave the next sheet chosen and, further
on, of the final score, so that each round learns from the choices of the table it plays with.

Pure Python (no numpy): the normal equations are solved by Gaussian elimination; the games are shared
out between ``--jobs`` processes (each game depends only on its seed and the table, so the result does not
depend on the number of processes).

    python scripts/fit_dice_leaf.py [--rounds 10] [--games 3000] [--seed 600000] [--jobs 2] [--out FILE]

The seeds are far from those of the benchmark (tests/benchmarks/bench_dice_bots.py uses 1-500).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import multiprocessing
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from troyes_desktop.bots.dice import leaf as L  # noqa: E402
from troyes_desktop.bots.dice import players as B  # noqa: E402
from troyes_desktop.rules.dice import Game  # noqa: E402


def play(job: tuple[int, dict | None]) -> tuple[int, list[tuple[int, list[float], float, float]]]:
    """One solo game choosing each turn by ``table`` (None: Normal's evaluation). Returns the final score and,
    for each turn but the last, (half days left, features + Normal's estimate, value given, Normal's
    estimate) of the sheet chosen."""
    seed, table = job
    game = Game.new(players=1, seed=seed)
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
            sheet = leaf.sheets[0]
            if table is None or left == 0:
                v = B.evaluate(sheet, data, left)
            else:
                v = L.learned_value(sheet, data, left, table[left])
            if best is None or v > best[0]:
                best = (v, path, leaf)
        value, path, leaf = best
        if left > 0:
            sheet = leaf.sheets[0]
            estimate = B.evaluate(sheet, data, left)
            x = L.features(sheet, data, left)[:-1] + [estimate - B.final_points(sheet, data), 1.0]
            kept.append((left, x, value, estimate))
        for action in path:
            game.apply(action)
    return game.scores()[0], kept


def targets(final: int, kept: list, lam: float) -> list[tuple[int, list[float], float]]:
    """(half days left, features, target beyond Normal's estimate) of each sheet kept from one game: the
    lambda-return, from the last sheet back to the first."""
    out = []
    g = float(final)
    for i in range(len(kept) - 1, -1, -1):
        left, x, _value, estimate = kept[i]
        if i < len(kept) - 1:
            g = (1 - lam) * kept[i + 1][2] + lam * g
        out.append((left, x, g - estimate))
    return out


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
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--games", type=int, default=3000, help="games per round")
    ap.add_argument("--seed", type=int, default=600000)
    ap.add_argument("--ridge", type=float, default=30.0)
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--blend", type=float, default=0.5)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", default=str(ROOT / "resources" / "data" / "dice_bot_leaf.json"))
    args = ap.parse_args()
    started = time.perf_counter()
    table: dict[int, list[float]] | None = None
    history = []
    with multiprocessing.Pool(args.jobs) as pool:
        for rnd in range(args.rounds):
            first = args.seed + rnd * args.games
            jobs = [(first + i, table) for i in range(args.games)]
            games = pool.map(play, jobs, chunksize=25)
            mean = sum(final for final, _kept in games) / len(games)
            share = sum(1 for final, _kept in games if final >= 65) / len(games)
            history.append({"round": rnd, "seeds": [first, first + args.games - 1],
                            "mean_score": round(mean, 3), "share_65": round(share, 4)})
            print(f"round {rnd}: {'Normal' if table is None else 'the table'} scored {mean:.2f} VP "
                  f"(65+ in {share:.1%}), {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
            by_left: dict[int, tuple[list, list]] = {}
            for final, kept in games:
                for left, x, y in targets(final, kept, args.lam):
                    xs, ys = by_left.setdefault(left, ([], []))
                    xs.append(x)
                    ys.append(y)
            lefts = sorted(by_left)
            fits = pool.starmap(ridge, [(*by_left[left], args.ridge) for left in lefts])
            fitted = {left: w for left, (w, _r2) in zip(lefts, fits)}
            if table is None:
                table = fitted
            else:
                table = {k: [args.blend * a + (1 - args.blend) * b for a, b in zip(fitted[k], table[k])]
                         for k in fitted}
    out = {
        "about": "Hard's value of a sheet for Troyes Dice: made by scripts/fit_dice_leaf.py, read by "
                 "troyes_desktop/bots/dice/leaf.py. weights[half days left] = coefficients of "
                 "features() without its constant, then Normal's estimate minus the points now, then 1; "
                 "the value is Normal's estimate plus their sum.",
        "version": L.VERSION,
        "rounds": args.rounds,
        "games_per_round": args.games,
        "seeds": [args.seed, args.seed + args.rounds * args.games - 1],
        "ridge": args.ridge,
        "lam": args.lam,
        "blend": args.blend,
        "history": history,
        "made": datetime.date.today().isoformat(),
        "weights": {str(k): [round(v, 6) for v in table[k]] for k in sorted(table)},
    }
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
        fh.write("\n")
    os.replace(tmp, args.out)
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
