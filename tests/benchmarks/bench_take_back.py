"""Benchmark: the take-back fuzz (prints figures; asserts nothing).

    python tests/benchmarks/bench_take_back.py [--games 60] [--seed 1] [--undo-rate 0.2]

Runs offscreen, in a temporary data folder. Plays ``--games`` seeded games of tests/take_back_fuzz.py (Troyes
with one or two people and computers, the solo game against le Roy, Troyes Dice with computers) with random
take-backs and replays, each checked against a fresh replay of the game's actions and against the automatic
save on the disk; every end of game is checked final (its take-back refused) and the history is counted at
the end (one record per game). Prints the counts, the mismatches (there should be none), the time per game,
and the time of an automatic save (every decision is saved as it is played, a computer's too: issue 51).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--undo-rate", type=float, default=0.2)
    args = parser.parse_args(argv)
    os.environ["TROYES_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="bench-take-back-")

    from PySide6.QtCore import QCoreApplication

    from tests.take_back_fuzz import fuzz
    from troyes_desktop.model.game_model import GameModel

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - the models are QObjects
    save_times: list[float] = []
    real_autosave = GameModel.autosave

    def timed_autosave(self, quiet: bool = False) -> bool:
        started = time.perf_counter()
        try:
            return real_autosave(self, quiet)
        finally:
            save_times.append(time.perf_counter() - started)

    GameModel.autosave = timed_autosave  # type: ignore[method-assign]
    figures = fuzz(args.games, seed=args.seed, undo_rate=args.undo_rate)
    print(f"games played to the end      {figures.games} of {args.games} (seeds {args.seed}.."
          f"{args.seed + args.games - 1}; Troyes, solo against le Roy, Troyes Dice in turn)")
    print(f"decisions                    {figures.actions}")
    print(f"take-backs                   {figures.take_backs}, played again {figures.replays}")
    print(f"checks (fresh replay + disk) {figures.checks}")
    print(f"mismatches                   {len(figures.mismatches)}")
    for seed, what in figures.mismatches[:20]:
        print(f"    seed {seed}: {what}")
    print(f"ends refused (final)         {figures.ends_refused} of {figures.games}")
    print(f"records in the history       {figures.records} for {figures.games} games")
    per_game = figures.seconds / max(1, args.games)
    print(f"time                         {figures.seconds:.1f} s, {per_game:.2f} s per game")
    if save_times:
        ms = sorted(t * 1000 for t in save_times)
        print(f"automatic saves              {len(ms)}: median {statistics.median(ms):.2f} ms, "
              f"95th percentile {ms[int(len(ms) * 0.95)]:.2f} ms, worst {ms[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
