"""Behaviour fingerprint of both rules engines (prints one hash per configuration; asserts nothing).

    python tests/benchmarks/engine_fingerprint.py [--scale 1.0] [--only troyes|dice] [--per-game NAME]

Plays seeded games choosing uniformly among the legal actions (the chooser is ``random.Random(seed)``;
the game's own seed is the same ``seed``) and hashes, in order, every legal-action list, every event
record returned by ``apply`` (and the setup events), every 25th position's ``view`` for the player to
play and ``copy().state_dict()``, the final scores, the final ``state_dict()`` and the
save written at the end. Two versions of the engines behave the same on these games exactly when the
hashes are equal; used to prove that a refactoring changed nothing.

``--per-game NAME`` prints, as one JSON list, the hash of each game of configuration NAME (the same records
hashed game by game): run it on two versions and compare the lists to count the games whose record differs.

Configurations and seeds (``--scale`` multiplies the counts; seeds are 0 .. count-1):
  troyes-2p, troyes-3p, troyes-4p     base game, 300 games each
  troyes-4p-all                       every Ladies module and the promos, 200 games
  troyes-subsets                      2-4 players, a random subset of the modules drawn from
                                      random.Random(10_000 + seed), 300 games
  troyes-solo                         one player against le Roy, 300 games
  dice-1p, dice-4p, dice-10p          Troyes Dice, 300 / 200 / 100 games, numbering "first"
  dice-*-br                           the same with Banquets and Raids
  dice-numbering                      4 players, numbering "rolled" and "expert" alternately, 100 games
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from troyes_desktop.rules.dice import Game as DiceGame  # noqa: E402
from troyes_desktop.rules.dice.data import MODULE_BANQUETS  # noqa: E402
from troyes_desktop.rules.troyes import saves as troyes_saves  # noqa: E402
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES  # noqa: E402
from troyes_desktop.rules.troyes.simulate import new_game  # noqa: E402


def _feed(h, obj) -> None:
    h.update(json.dumps(obj, sort_keys=True, separators=(",", ":"), default=repr).encode())
    h.update(b"\n")


def _play(h, g, seed: int, viewer) -> int:
    """Play ``g`` to its end with ``random.Random(seed)`` choosing; hash what the engine says on the way."""
    chooser = random.Random(seed)
    n = 0
    while not g.over:
        legal = g.legal_actions()
        _feed(h, legal)
        if n % 25 == 0:
            _feed(h, g.view(viewer(g)))
            _feed(h, g.copy().state_dict())
        _feed(h, g.apply(legal[chooser.randrange(len(legal))]))
        n += 1
    return n


def _troyes_viewer(g):
    p = g.pending.seat
    return p if isinstance(p, int) and 0 <= p < g.n else None


def troyes_game(h, players: int, seed: int, modules=(), solo: bool = False) -> int:
    g = new_game(players, seed, solo=solo, modules=modules)
    n = _play(h, g, seed, _troyes_viewer)
    _feed(h, g.scores)
    _feed(h, g.state_dict())
    _feed(h, troyes_saves.to_dict(g))
    return n


def dice_game(h, players: int, seed: int, modules=(), numbering: str = "first") -> int:
    g = DiceGame.new(players=players, seed=seed, modules=modules, numbering=numbering)
    _feed(h, g.initial_events)
    n = _play(h, g, seed, lambda g: g.current_player or 0)
    _feed(h, g.scoring())
    _feed(h, g.achievements())
    _feed(h, g.state_dict())
    _feed(h, g.to_save())
    return n


def configurations(scale: float):
    def k(n):
        return max(1, round(n * scale))

    out = []
    for p in (2, 3, 4):
        out.append((f"troyes-{p}p", [(troyes_game, (p, s), {}) for s in range(k(300))]))
    every = {"modules": AVAILABLE_MODULES}
    out.append(("troyes-4p-all", [(troyes_game, (4, s), every) for s in range(k(200))]))
    subsets = []
    for s in range(k(300)):
        r = random.Random(10_000 + s)
        mods = tuple(m for m in AVAILABLE_MODULES if r.random() < 0.5)
        subsets.append((troyes_game, (r.choice((2, 3, 4)), s), {"modules": mods}))
    out.append(("troyes-subsets", subsets))
    out.append(("troyes-solo", [(troyes_game, (1, s), {"solo": True}) for s in range(k(300))]))
    for p, n in ((1, 300), (4, 200), (10, 100)):
        out.append((f"dice-{p}p", [(dice_game, (p, s), {}) for s in range(k(n))]))
        br = {"modules": (MODULE_BANQUETS,)}
        out.append((f"dice-{p}p-br", [(dice_game, (p, s), br) for s in range(k(n))]))
    out.append(("dice-numbering", [(dice_game, (4, s), {"numbering": ("rolled", "expert")[s % 2]})
                                   for s in range(k(100))]))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the number of games")
    ap.add_argument("--only", choices=("troyes", "dice"), default=None)
    ap.add_argument("--per-game", metavar="NAME", default=None,
                    help="print the hash of each game of this configuration (a JSON list), nothing else")
    args = ap.parse_args()
    if args.per_game:
        games = dict(configurations(args.scale)).get(args.per_game)
        if games is None:
            ap.error(f"no configuration named {args.per_game}")
        digests = []
        for fn, a, kw in games:
            h = hashlib.sha256()
            fn(h, *a, **kw)
            digests.append(h.hexdigest()[:16])
        print(json.dumps(digests))
        return
    total = hashlib.sha256()
    started = time.perf_counter()
    for name, games in configurations(args.scale):
        if args.only and not name.startswith(args.only):
            continue
        h = hashlib.sha256()
        t0 = time.perf_counter()
        actions = sum(fn(h, *a, **kw) for fn, a, kw in games)
        digest = h.hexdigest()[:16]
        total.update(digest.encode())
        seconds = time.perf_counter() - t0
        print(f"{name:16} {len(games):4} games {actions:8} actions {seconds:6.1f} s  {digest}", flush=True)
    print(f"{'ALL':16} {time.perf_counter() - started:6.1f} s  {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
