"""Longer fuzz of the save loaders (prints counts and figures; asserts nothing).

    python tests/benchmarks/fuzz_saves.py [--count 3000] [--seed 1]

Makes ``count`` damaged saves from real ones (tests/save_fuzz.py: the issue's cases, a wrong value at
every setup key, then random damage), and opens each through the engine loader
(troyes_desktop.rules.loader.read_save) and ``replay`` (cli.main, in process). Prints how many loaded as
valid games, how many were refused (by the first words of the reason), how many escaped as anything else
(must be 0), the slowest file and the peak memory of the process, next to the time of a clean save.
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import io
import os
import resource
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, ROOT)

from tests.save_fuzz import damaged_saves, real_saves  # noqa: E402
from troyes_desktop import cli  # noqa: E402
from troyes_desktop.rules.common.errors import SaveError  # noqa: E402
from troyes_desktop.rules.loader import read_save  # noqa: E402


def _reason(message: str) -> str:
    words = message.split(": ", 1)[-1] if message.startswith(("the save", "invalid setup")) else message
    words = words.split(" is not a valid save file (")[-1]
    return " ".join(words.split()[:5])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    cases = damaged_saves(args.count, args.seed)
    made = time.perf_counter() - started
    folder = tempfile.mkdtemp(prefix="fuzz-saves-")
    path = os.path.join(folder, "case.json")
    clean = []
    for label, data in real_saves():
        with open(path, "wb") as fh:
            fh.write(data)
        t0 = time.perf_counter()
        read_save(path)
        clean.append(time.perf_counter() - t0)
    outcome = collections.Counter()
    reasons = collections.Counter()
    replay_codes = collections.Counter()
    escaped = []
    slowest = (0.0, "")
    t_all = time.perf_counter()
    for label, data in cases:
        with open(path, "wb") as fh:
            fh.write(data)
        t0 = time.perf_counter()
        try:
            read_save(path)
            outcome["valid game"] += 1
        except SaveError as exc:
            outcome["refused (SaveError)"] += 1
            reasons[_reason(str(exc))] += 1
        except BaseException as exc:  # noqa: BLE001 - counted: must never happen
            outcome["escaped"] += 1
            escaped.append((label, type(exc).__name__))
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            code = cli.main(["replay", path])
        lines = err.getvalue().splitlines()
        replay_codes[f"exit {code}" + ("" if code == 0 or len(lines) == 1 else " (not one line!)")] += 1
        spent = time.perf_counter() - t0
        if spent > slowest[0]:
            slowest = (spent, label)
    total = time.perf_counter() - t_all
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"files: {len(cases)} made in {made:.1f} s from {len(real_saves())} real saves (seed {args.seed})")
    for key, n in outcome.most_common():
        print(f"  engine loader: {key:<22} {n:6d}  ({100 * n / len(cases):.1f} %)")
    for key, n in replay_codes.most_common():
        print(f"  replay:        {key:<22} {n:6d}")
    print(f"escaped exceptions: {len(escaped)} {escaped[:5]}")
    print("most common reasons for refusal:")
    for reason, n in reasons.most_common(15):
        print(f"  {n:6d}  {reason}")
    mean_clean = sum(clean) / len(clean)
    per_file = 1000 * total / len(cases)
    print(f"time: {total:.1f} s for loader + replay of every file, {per_file:.1f} ms per file; "
          f"slowest {1000 * slowest[0]:.0f} ms ({slowest[1][:60]}); a clean save loads in "
          f"{1000 * mean_clean:.0f} ms on average (slowest file / clean = {slowest[0] / mean_clean:.1f}x)")
    print(f"peak memory of the whole process: {peak_mb:.0f} MB")


if __name__ == "__main__":
    main()
