"""A game among computers played by the model, step after step, for the kill test (run as a separate process).

Usage: ``python -m tests.model.kill_child MODE SEED`` (the data folder: ``TROYES_DESKTOP_HOME``); MODE
``fuzz`` plays a game of the take-back fuzz instead (:func:`fuzz`, for tests/benchmarks/bench_take_back.py).
Every seat is a computer's; each step is a legal action applied through ``apply_computer``, as the
computer-seat driver does. After each step the process prints one JSON line, ``[number of actions, the
action]``, then goes on, until the game ends or the process is killed.
"""

from __future__ import annotations

import json
import random
import sys
import time


def _game(mode: str, seed: int):
    if mode == "troyes":
        from troyes_desktop.model.troyes_model import TroyesModel
        from troyes_desktop.rules.troyes.game import Game
        from troyes_desktop.rules.troyes.seats import computers_option

        game = Game.new(players=4, seed=seed, names=["Anna", "Faye", "Hugo", "Lise"],
                        options={"computers": computers_option({s: "easy" for s in range(4)})})
        return TroyesModel(game)
    from troyes_desktop.model.dice_model import DiceModel
    from troyes_desktop.rules.dice import Game as DiceGame

    game = DiceGame.new(3, seed=seed, names=["Anna", "Faye", "Hugo"], seats=["easy", "normal", "easy"])
    return DiceModel(game)


def fuzz(seed: int) -> None:
    """One game of the take-back fuzz (tests/take_back_fuzz.py); after every decision, take-back and replay,
    one line: ``[number of actions, digest of the actions]``."""
    import hashlib

    from tests.take_back_fuzz import Figures, play

    def said(model) -> None:
        text = json.dumps([list(a) for a in model.history])
        print(json.dumps([len(model.history), hashlib.sha256(text.encode()).hexdigest()]), flush=True)

    play(seed, Figures(), on_step=said)
    print("over", flush=True)


def main(mode: str, seed: int) -> None:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - the models are QObjects
    if mode == "fuzz":
        fuzz(seed)
        return
    model = _game(mode, seed)
    rng = random.Random(seed)
    while not model.game.over:
        assert model.computer_deciding
        actions = model.game.legal_actions()
        action = rng.choice([a for a in actions if a[0] not in ("cancel", "concede")] or actions)
        assert model.apply_computer(action)
        print(json.dumps([len(model.history), list(action)]), flush=True)
        time.sleep(0.002)
    print("over", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
