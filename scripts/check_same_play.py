"""Prove that a refactoring left the computer players and the saves alone.

    python scripts/check_same_play.py record DIR [--seeds 20]   # on the code before the change
    python scripts/check_same_play.py check DIR                 # on the code after it

``record`` plays, for each mode (Troyes with 2-4 players and some Ladies modules, Troyes solo against le Roy,
Troyes Dice with 1-4 players and Banquets and Raids) and each level (Easy, Normal, Hard), ``--seeds`` seeded
games with that level at every seat, and writes every game's list of actions to ``DIR/games.json``. For each
game it also writes the save of the position halfway through (``DIR/saves/``, as the engines write saves)
and the actions that the same computer players play on from that save to the end.

``check`` plays the same games again on the current code and compares them action by action; then it loads
every save written by ``record`` (so, by the code before the change) and plays on from it with the same
computer players, comparing those actions too. It prints one line per mode and level and exits 1 when any
game differs.

Hard searches within a time budget, which would make its moves depend on the machine's speed: here the
clock (``time.perf_counter``) is replaced by one that advances 10 ms at each reading, so a search takes the
same steps on every run and every machine (Troyes Hard at 0.05 s a decision: a few samples; Troyes Dice's
Hard at its own limits).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

_TICKS = [0]
TICK = 0.01   # seconds a reading of the clock takes


def _fake_clock() -> float:
    _TICKS[0] += 1
    return _TICKS[0] * TICK


time.perf_counter = _fake_clock      # before the project's modules import it

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from troyes_desktop.bots import decide, make_bot  # noqa: E402

LEVELS = ("easy", "normal", "hard")
TROYES_HARD_BUDGET = 0.05
SUBSETS = ((), ("ramparts",), ("head-of-family",), (), ("characters", "activities", "events"))


def _seat(game) -> int | None:
    """The seat whose decision is pending, in either engine (before and after the contract's rename)."""
    pending = game.pending
    seat = getattr(pending, "seat", None)
    if seat is not None or hasattr(pending, "seat"):
        return seat
    if isinstance(pending[0], str):        # Troyes before the contract: (kind, seat)
        return pending[1]
    return pending[0]                      # Troyes Dice before the contract: (seat, kind)


def _history(game) -> list:
    return list(getattr(game, "history", None) if hasattr(game, "history") else game.actions)


def _plain(actions) -> list:
    return json.loads(json.dumps([list(a) if isinstance(a, tuple) else a for a in actions], default=list))


# ----------------------------------------------------------------------------------------------- the modes
class Troyes:
    name = "troyes"

    @staticmethod
    def configs(seeds: int):
        for s in range(1, seeds + 1):
            yield {"seed": s, "players": 2 + s % 3, "modules": list(SUBSETS[s % len(SUBSETS)]), "solo": False}

    @staticmethod
    def new(cfg):
        from troyes_desktop.rules.troyes.board import NEUTRAL
        from troyes_desktop.rules.troyes.game import Game
        options = {"modules": cfg["modules"]} if cfg["modules"] else None
        if cfg["solo"]:
            start = 0 if cfg["seed"] % 2 == 0 else NEUTRAL
            return Game.new(1, seed=cfg["seed"], solo=True, start_player=start, options=options)
        return Game.new(cfg["players"], seed=cfg["seed"], options=options)

    @staticmethod
    def bots(cfg, level):
        budget = TROYES_HARD_BUDGET if level == "hard" else None
        return [make_bot("troyes", level, seed=cfg["seed"] * 10 + s, budget=budget)
                for s in range(cfg["players"])]

    @staticmethod
    def play_on(game, bots, seed: int) -> list:
        from troyes_desktop.rules.troyes.board import NEUTRAL
        done = []
        while not game.over:
            p = _seat(game)
            legal = game.legal_actions()
            if p is None or p == NEUTRAL or len(legal) == 1:
                action = legal[0]
            else:
                action = decide(game, p, bots[p], seed * 100_003 + len(_history(game))).action
            game.apply(action)
            done.append(action)
        return done

    @staticmethod
    def save(game) -> dict:
        from troyes_desktop.rules.troyes import saves
        return saves.to_dict(game)

    @staticmethod
    def load(data):
        from troyes_desktop.rules.troyes import saves
        return saves.from_dict(data)


class Solo(Troyes):
    name = "solo"

    @staticmethod
    def configs(seeds: int):
        for s in range(1, seeds + 1):
            yield {"seed": s, "players": 1, "modules": [], "solo": True}


class Dice:
    name = "dice"

    @staticmethod
    def configs(seeds: int):
        for s in range(1, seeds + 1):
            yield {"seed": s, "players": 1 + s % 4, "modules": ["banquets-and-raids"] if s % 2 else []}

    @staticmethod
    def new(cfg):
        from troyes_desktop.rules import dice
        kwargs = {"players": cfg["players"], "seed": cfg["seed"], "modules": tuple(cfg["modules"])}
        new = getattr(dice.Game, "new", None)
        return new(**kwargs) if new is not None else dice.Game(**kwargs)

    @staticmethod
    def bots(cfg, level):
        try:
            from troyes_desktop.bots.dice.style import style_for
        except ImportError:
            from troyes_desktop.bots.dice_style import style_for
        return [make_bot("dice", level, seed=cfg["seed"] * 16 + p, style=style_for(cfg["seed"], p))
                for p in range(cfg["players"])]

    @staticmethod
    def play_on(game, bots, seed: int) -> list:
        done = []
        while not game.over:
            p = _seat(game)
            action = decide(game, p, bots[p], seed * 1_000_003 + len(_history(game))).action
            game.apply(action, p)
            done.append(action)
        return done

    @staticmethod
    def save(game) -> dict:
        return game.to_save()

    @staticmethod
    def load(data):
        from troyes_desktop.rules import dice
        return dice.Game.from_save(data)


MODES = (Troyes, Solo, Dice)


def _replay(mode, cfg, actions):
    game = mode.new(cfg)
    for a in actions:
        if mode is Dice:
            game.apply(a, _seat(game))
        else:
            game.apply(a)
    return game


def _play(mode, cfg, level) -> list:
    _TICKS[0] = 0
    game = mode.new(cfg)
    return _plain(mode.play_on(game, mode.bots(cfg, level), cfg["seed"]))


def _key(mode, level, cfg) -> str:
    return f"{mode.name}-{level}-{cfg['seed']}"


def record(folder: Path, seeds: int) -> int:
    (folder / "saves").mkdir(parents=True, exist_ok=True)
    games = {}
    for mode in MODES:
        for level in LEVELS:
            started = time.process_time()
            for cfg in mode.configs(seeds):
                actions = _play(mode, cfg, level)
                half = len(actions) // 2
                game = _replay(mode, cfg, [tuple(a) if isinstance(a, list) else a for a in
                                           json.loads(json.dumps(actions))][:half])
                key = _key(mode, level, cfg)
                (folder / "saves" / f"{key}.json").write_text(json.dumps(mode.save(game)))
                _TICKS[0] = 0
                saved = json.loads((folder / "saves" / f"{key}.json").read_text())
                rest = _plain(mode.play_on(mode.load(saved), mode.bots(cfg, level), cfg["seed"]))
                games[key] = {"config": cfg, "actions": actions, "half": half, "played_on": rest}
            print(f"{mode.name:7} {level:7} {seeds} games recorded ({time.process_time() - started:.1f} s)",
                  flush=True)
    (folder / "games.json").write_text(json.dumps(games))
    digest = hashlib.sha256(json.dumps(games, sort_keys=True).encode()).hexdigest()[:16]
    print(f"all     {len(games)} games, digest {digest}")
    return 0


def check(folder: Path) -> int:
    games = json.loads((folder / "games.json").read_text())
    failures = 0
    for mode in MODES:
        for level in LEVELS:
            same = saved_same = total = 0
            for key, rec in games.items():
                if not key.startswith(f"{mode.name}-{level}-"):
                    continue
                total += 1
                cfg = rec["config"]
                if _play(mode, cfg, level) == rec["actions"]:
                    same += 1
                data = json.loads((folder / "saves" / f"{key}.json").read_text())
                _TICKS[0] = 0
                rest = _plain(mode.play_on(mode.load(data), mode.bots(cfg, level), cfg["seed"]))
                if rest == rec["played_on"]:
                    saved_same += 1
            failures += (total - same) + (total - saved_same)
            print(f"{mode.name:7} {level:7} moves identical in {same}/{total} games; "
                  f"saves from before played on identically: {saved_same}/{total}", flush=True)
    print("all identical" if not failures else f"{failures} differences")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("record", "check"))
    parser.add_argument("folder", type=Path)
    parser.add_argument("--seeds", type=int, default=20)
    args = parser.parse_args()
    if args.command == "record":
        return record(args.folder, args.seeds)
    return check(args.folder)


if __name__ == "__main__":
    sys.exit(main())
