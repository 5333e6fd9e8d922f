"""Benchmark: the take-back fuzz (prints figures; asserts nothing).

    python tests/benchmarks/bench_take_back.py [--games 60] [--seed 1] [--undo-rate 0.2] [--kills 10]

Runs offscreen, in a temporary data folder. Plays ``--games`` seeded games of tests/take_back_fuzz.py (Troyes
with one or two people and computers, the solo game against le Roy, Troyes Dice with computers) with random
take-backs and replays, each checked against a fresh replay of the game's actions and against the automatic
save on the disk; every end of game is checked final (its take-back refused) and the history is counted at
the end (one record per game). Prints the counts, the mismatches (there should be none), the time per game,
and the time of an automatic save (every decision is saved as it is played, a run of computer steps in
batches of GameModel.COMPUTER_BATCH: issue 51); ``--kills``: games killed at a random moment, then continued.
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
    parser.add_argument("--kills", type=int, default=10)
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
    if args.kills:
        _kills(args.kills, args.seed)
    return 0


def _kills(count: int, seed: int) -> None:
    """The kill case: a game of the fuzz in a process of its own, killed (``kill -9``) after a random number
    of steps (decisions, take-backs, replays); then Continue: the game resumed is the one last shown (or
    the step after it, when the kill came between its save and its line; or up to a batch of computer steps
    before it)."""
    import hashlib
    import json
    import random
    import signal
    import subprocess

    from troyes_desktop.model import autosaves
    from troyes_desktop.model.dice_model import DiceModel
    from troyes_desktop.model.troyes_model import TroyesModel

    rng = random.Random(seed)
    from troyes_desktop.model.game_model import GameModel

    shown = ahead = wrong = ended = batched = 0
    for k in range(count):
        home = Path(tempfile.mkdtemp(prefix="bench-take-back-kill-"))
        env = dict(os.environ, TROYES_DESKTOP_HOME=str(home),
                   PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        proc = subprocess.Popen([sys.executable, "-m", "tests.model.kill_child", "fuzz", str(seed + k)],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True)
        steps = rng.randint(10, 80)
        lines: list = []
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("over"):
                break
            lines.append(json.loads(line))
            if len(lines) >= steps:
                os.kill(proc.pid, signal.SIGKILL)
                break
        rest, _ = proc.communicate()          # what it showed between the line read and the kill
        if proc.returncode != -signal.SIGKILL:
            ended += 1                         # the game ended before the kill: nothing to continue
            continue
        for line in rest.splitlines():
            try:
                lines.append(json.loads(line))
            except ValueError:
                break                          # a line cut by the kill
        os.environ["TROYES_DESKTOP_HOME"] = str(home)
        entries = autosaves.unfinished(adopt=False)
        if not entries or not lines:
            wrong += 1
            print(f"    kill {k}: nothing to continue")
            continue
        entry = entries[0]
        model = (TroyesModel if entry.mode == "troyes" else DiceModel).resume(entry)
        text = json.dumps([list(a) for a in model.history])
        resumed = [len(model.history), hashlib.sha256(text.encode()).hexdigest()]
        if resumed == lines[-1]:
            shown += 1
        elif resumed in lines:
            back = len(lines) - 1 - max(i for i, line in enumerate(lines) if line == resumed)
            if back <= GameModel.COMPUTER_BATCH - 1:
                batched += 1      # computer steps of a batch not saved yet
            else:
                wrong += 1
                print(f"    kill {k}: an earlier position was resumed ({resumed[0]} actions, "
                      f"shown {lines[-1][0]})")
        else:
            ahead += 1            # the step after the last line: saved, killed before its line was written
    print(f"kill -9 during a game        {count - ended} killed ({ended} games ended first): {shown} resumed "
          f"as last shown, {batched} a few computer steps before it (within a batch of "
          f"{GameModel.COMPUTER_BATCH}), {ahead} one step further (killed between a save and its line), "
          f"{wrong} wrong")


if __name__ == "__main__":
    sys.exit(main())
