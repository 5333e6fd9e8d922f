"""Longer fuzz of the save loaders (prints counts and figures; asserts nothing).

    python tests/benchmarks/fuzz_saves.py [--count 3000] [--seed 1] [--games 200]

Makes ``count`` damaged saves from real ones (tests/save_fuzz.py: the issue's cases, a wrong value at
every setup key, then random damage), and opens each through the engine loader
(troyes_desktop.rules.loader.read_save) and ``replay`` (cli.main, in process). Prints how many loaded as
valid games, how many were refused (by the first words of the reason), how many escaped as anything else
(must be 0), the slowest file and the peak memory of the process, next to the time of a clean save.

``--games N`` first plays N complete random games of every configuration (Troyes 2-4 players, solo,
random module sets; Troyes Dice 1-10 players, every numbering, with and without Banquets and Raids), saves
each at a random point and at its end, and loads every save through the strict loader: every one must load
to the same position (the strict checks never refuse a real game).
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


def round_trips(games: int, seed: int, path: str) -> None:
    """Real games of every configuration saved mid-game and at the end, loaded back strictly."""
    import json
    import random

    from troyes_desktop.rules.dice.game import Game as DiceGame
    from troyes_desktop.rules.troyes import Game, saves
    from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES

    rng = random.Random(seed)
    checked = refused = actions = 0
    started = time.perf_counter()
    for i in range(games):
        if i % 2 == 0:
            kind = rng.choice(["base", "solo", "modules"])
            if kind == "solo":
                game = Game.new(1, seed=i, solo=True, start_player=rng.choice([0, 4]))
            else:
                mods = [m for m in AVAILABLE_MODULES if rng.random() < 0.5] if kind == "modules" else []
                options = {"modules": mods, "activities_setup": rng.choice(["shuffled", "alone"]),
                           "events_setup": rng.choice(["shuffled", "alone"]),
                           "colours": rng.sample(["orange", "blue", "green", "purple"], 4)}
                n = rng.randint(2, 4)
                options["colours"] = options["colours"][:n]
                game = Game.new(n, seed=i, options=options, names=[f"Joueur {k + 1}" for k in range(n)])
            dump = lambda g: json.dumps(saves.to_dict(g))  # noqa: E731
        else:
            game = DiceGame.new(rng.randint(1, 10), seed=i,
                                numbering=rng.choice(["first", "rolled", "expert"]),
                                modules=rng.choice([(), ("banquets-and-raids",)]))
            dump = lambda g: json.dumps(g.to_save())  # noqa: E731
        stop = rng.randint(0, 400)
        snapshots = []
        while not game.over:
            if len(snapshots) == 0 and (len(game.history) >= stop):
                snapshots.append((dump(game), game.state_dict()))
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
        snapshots.append((dump(game), game.state_dict()))
        for text, state in snapshots:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
            try:
                loaded = read_save(path)[1]
            except SaveError as exc:
                refused += 1
                print(f"  REFUSED a real game (seed {i}): {exc}")
                continue
            checked += 1
            assert loaded.state_dict() == state, f"seed {i}: the loaded position differs"
    spent = time.perf_counter() - started
    print(f"real games: {games} played ({actions} actions), {checked} saves loaded back to the same "
          f"position, {refused} refused, in {spent:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=0)
    args = parser.parse_args()
    if args.games:
        round_trips(args.games, args.seed, os.path.join(tempfile.mkdtemp(prefix="fuzz-saves-"), "real.json"))
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
