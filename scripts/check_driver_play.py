"""Play seeded games with a computer at every seat through the window's computer-seat driver, and print one
hash per game of its actions: run it on the code before and after a change of the driver's plumbing and
compare the two outputs (the same lines: no move changed).

    QT_QPA_PLATFORM=offscreen python scripts/check_driver_play.py [--actions 120] [--seeds 3]

It plays through the driver of either version: ``shared_ui/computer_seats.py``'s ``ComputerSeats`` with each
mode's glue (issue 47), or the two drivers before it (``troyes_ui/computers.py``'s ``ComputerTurns``,
``dice_ui/computers.py``'s ``ComputerSeats``). Easy and Normal only: Hard searches within a time budget, so
its moves depend on the machine's speed (``scripts/check_same_play.py`` checks the bots themselves, Hard
included, on a clock of its own). The pace is instant; nothing is saved.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402

LEVELS = (("easy", "normal", "easy"), ("normal", "normal"))


def _play(app, model, limit: int) -> list:
    deadline = time.monotonic() + 300
    while not model.game.over and len(model._history()) < limit and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.001)
    return [list(a) for a in model._history()[:limit]]


def _troyes(game):
    try:
        from troyes_desktop.model.troyes_model import TroyesModel
        from troyes_desktop.shared_ui.computer_seats import ComputerSeats
        from troyes_desktop.troyes_ui.computers import TroyesSeats
    except ImportError:                                  # the driver before issue 47
        from troyes_desktop.model.game_model import GameModel
        from troyes_desktop.troyes_ui import computers as old

        old.pace_ms = lambda: 0
        model = GameModel(game, autosave=False)
        return model, old.ComputerTurns(model)
    model = TroyesModel(game, autosave=False)
    return model, ComputerSeats(model, TroyesSeats(), pace_ms=0)


def _dice(game):
    from troyes_desktop.dice_ui import computers
    from troyes_desktop.model.dice_model import DiceModel

    model = DiceModel(game, autosave=False)
    if hasattr(computers, "attach"):
        return model, computers.attach(None, model, pace_ms=0)
    return model, computers.ComputerSeats(model, pace_ms=0)   # the driver before issue 47


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=120, help="actions played per game (at most)")
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from troyes_desktop.rules.dice import Game as DiceGame
    from troyes_desktop.rules.troyes.game import Game

    for seed in range(1, args.seeds + 1):
        for levels in LEVELS:
            n = len(levels)
            computers = {str(i): level for i, level in enumerate(levels)}
            for mode in ("troyes", "dice"):
                if mode == "troyes":
                    model, driver = _troyes(Game.new(players=n, seed=seed, options={"computers": computers}))
                else:
                    names = [f"P{i}" for i in range(n)]
                    new = getattr(DiceGame, "new", None)         # Game.new since issue 47
                    game = (new(players=n, seed=seed, names=names, seats=list(levels)) if new is not None
                            else DiceGame(n, seed=seed, names=names, seats=list(levels)))
                    model, driver = _dice(game)
                actions = _play(app, model, args.actions)
                driver.stop()
                digest = hashlib.sha1(json.dumps(actions).encode()).hexdigest()[:12]
                print(f"{mode:6} seed {seed} {'/'.join(levels):18} {len(actions):4} actions  {digest}",
                      flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
