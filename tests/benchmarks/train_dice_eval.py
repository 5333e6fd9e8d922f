"""Fit the evaluation of the Troyes Dice computer players on played games, and write bots/dice_weights.py.

    PYTHONPATH=. nice -n 10 python tests/benchmarks/train_dice_eval.py [GAMES] [SEED] [ROUNDS]

Each round plays GAMES seeded solo games (half of them with Banquets and Raids) with the Normal player as it
is, records the features of the sheet after each planned turn (:func:`troyes_desktop.bots.dice.features`)
and the final score, and fits by ridge regression one weight per feature for each number of half days left.
The next round plays with the new weights (approximate policy iteration). Plain Python, no extra package.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from troyes_desktop.bots import dice as B
from troyes_desktop.bots.dice_play import play_game
from troyes_desktop.rules.dice import Game

OUT = Path(__file__).resolve().parents[2] / "troyes_desktop" / "bots" / "dice_weights.py"
RIDGE = 1.0


def collect(games: int, seed: int) -> tuple[list[list[tuple[list[float], float]]], list[int]]:
    by_left: list[list[tuple[list[float], float]]] = [[] for _ in range(16)]
    scores = []
    for i in range(games):
        modules = ("banquets-and-raids",) if i % 2 else ()
        game = Game(players=1, seed=seed + i, modules=modules)
        bot = B.make("normal", seed=seed + i)
        bot.record = []
        play_game(game, [bot], seed=seed + i)
        final = game.scores()[0]
        scores.append(final)
        for left, f in bot.record:
            by_left[left].append((f, float(final)))
    return by_left, scores


def solve(rows: list[tuple[list[float], float]], n: int) -> list[float]:
    """Ridge regression by the normal equations (Gauss-Jordan with partial pivoting)."""
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for f, y in rows:
        for i in range(n):
            fi = f[i]
            if fi:
                b[i] += fi * y
                row = a[i]
                for j in range(n):
                    row[j] += fi * f[j]
    for i in range(1, n):  # no penalty on the constant
        a[i][i] += RIDGE
    m = [a[i] + [b[i]] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        pivot = m[c][c]
        if abs(pivot) < 1e-12:
            continue
        for r in range(n):
            if r != c and m[r][c]:
                k = m[r][c] / pivot
                mr, mc = m[r], m[c]
                for j in range(c, n + 1):
                    mr[j] -= k * mc[j]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def write(weights: list[list[float]], note: str) -> None:
    lines = [
        '"""Weights of the learned Troyes Dice evaluation, written by tests/benchmarks/train_dice_eval.py.',
        "",
        f"{note}",
        "WEIGHTS[k] weighs :data:`troyes_desktop.bots.dice.FEATURES` with k + 1 half days left.",
        '"""',
        "",
        "WEIGHTS = (",
    ]
    for w in weights:
        lines.append("    (" + ", ".join(f"{x:.4f}" for x in w) + "),")
    lines.append(")")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    n = len(B.FEATURES)
    for r in range(rounds):
        start = time.perf_counter()
        by_left, scores = collect(games, seed + r * games)
        weights = [solve(by_left[left], n) for left in range(1, 16)]
        note = (f"Round {r + 1}: {games} solo games from seed {seed + r * games}, Normal scored "
                f"{statistics.mean(scores):.2f} on average with the weights before this fit.")
        print(note, f"({time.perf_counter() - start:.0f} s)", flush=True)
        write(weights, note)
        B.LEARNED = tuple(tuple(w) for w in weights)


if __name__ == "__main__":
    main()
