"""The take-back fuzz, for the quick test (tests/model/test_take_back_fuzz.py) and the benchmark
(tests/benchmarks/bench_take_back.py): random games against computers with random take-backs.

:func:`fuzz` plays ``games`` seeded games in turn: Troyes with 2 to 4 players (one or two people, the other
seats computers), the solo game against le Roy, and Troyes Dice with 1 to 4 players. Every decision goes
through the model as the window sends it: a person's by ``apply``, a computer seat's by ``apply_computer``
(a random legal action: the fuzz is about take-back, not about the players' strength), le Roy's steps by
``step_automaton``. When a person decides, the fuzz sometimes takes back (``undo``) and sometimes plays the
taken-back decision again (``redo``). After every take-back and every replay it checks the model against a
fresh replay of its actions from the setup, and against the automatic save on the disk (read back by the
strict loader); at the end of every game it checks the end is final (take-back refused, with its reason) and
that the history holds each finished game once. :class:`Figures` counts it all.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

OVER_REASON = "the game is over and its final scores stand."


@dataclass
class Figures:
    games: int = 0
    actions: int = 0
    take_backs: int = 0
    replays: int = 0
    checks: int = 0
    mismatches: list = field(default_factory=list)    # (seed, what) for every check that failed
    ends_refused: int = 0                              # finished games whose take-back was refused
    records: int = 0                                   # games in the history at the end
    seconds: float = 0.0


def _new_model(seed: int):
    from troyes_desktop.model.dice_model import DiceModel
    from troyes_desktop.model.troyes_model import TroyesModel
    from troyes_desktop.rules.dice import Game as DiceGame
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.rules.troyes.seats import computers_option

    rng = random.Random(seed)
    names = ["Anna", "Faye", "Hugo", "Lise"]
    kind = seed % 3
    if kind == 0:
        n = rng.randint(2, 4)
        people = rng.randint(1, 2)
        computers = {s: rng.choice(("easy", "normal", "hard")) for s in range(people, n)}
        game = Game.new(players=n, seed=seed, names=names[:n],
                        options={"computers": computers_option(computers)})
        return TroyesModel(game)
    if kind == 1:
        return TroyesModel(Game.new(players=1, seed=seed, names=names[:1], solo=True))
    n = rng.randint(1, 4)
    seats = ["person"] + [rng.choice(("easy", "normal", "hard")) for _ in range(n - 1)]
    return DiceModel(DiceGame.new(n, seed=seed, names=names[:n], seats=seats))


def _check(model, seed: int, what: str, figures: Figures) -> None:
    from troyes_desktop.model.kinds import KINDS

    figures.checks += 1
    history = [tuple(a) for a in model.history]
    fresh = model._fresh_game(model.game.setup)
    for a in history:
        fresh.apply(a)
    if fresh.state_dict() != model.game.state_dict():
        figures.mismatches.append((seed, f"{what}: the game is not its fresh replay"))
    if model.autosave_file is None or model.game.over:
        return
    disk = KINDS[model.MODE].read(model.autosave_file)
    if [tuple(a) for a in disk.history] != history or disk.state_dict() != model.game.state_dict():
        figures.mismatches.append((seed, f"{what}: the automatic save is not the game"))


def _end(model, seed: int, figures: Figures) -> None:
    refused: list[str] = []
    model.refused.connect(refused.append)
    history = list(model.history)
    if model.can_undo() or model.undo() or list(model.history) != history:
        figures.mismatches.append((seed, "the end of the game was taken back"))
    elif refused == [OVER_REASON] and model.undo_refusal() == OVER_REASON:
        figures.ends_refused += 1
    else:
        figures.mismatches.append((seed, f"the end's refusal said {refused!r}"))
    if not model.stored and not model.in_history:
        figures.mismatches.append((seed, "the finished game is not in the history"))
    if model.autosave_file is not None and model.autosave_file.exists():
        figures.mismatches.append((seed, "the finished game's automatic save is still offered"))


def play(seed: int, figures: Figures, undo_rate: float = 0.2, redo_rate: float = 0.3,
         limit: int = 20000, on_step=None) -> None:
    """One game of the fuzz (see the module). ``on_step(model)``: called after every decision, take-back
    and replay (the kill case of the benchmark prints the game there)."""
    model = _new_model(seed)
    rng = random.Random(seed * 7 + 1)
    for _ in range(limit):
        if on_step is not None:
            on_step(model)
        if model.game.over:
            break
        if model.computer_deciding:
            actions = model.game.legal_actions()
            assert model.apply_computer(rng.choice(actions))
        elif model.automaton_pending:
            assert model.step_automaton()
        elif model.can_undo() and rng.random() < undo_rate:
            assert model.undo()
            figures.take_backs += 1
            _check(model, seed, "after a take-back", figures)
            if model.can_redo() and rng.random() < redo_rate:
                assert model.redo()
                figures.replays += 1
                _check(model, seed, "after playing a take-back again", figures)
            continue
        else:
            actions = model.legal_actions()
            busy = [a for a in actions if a[0] not in ("cancel", "concede")] or actions
            assert model.apply(rng.choice(busy))
        figures.actions += 1
    else:
        figures.mismatches.append((seed, "the game did not end"))
        return
    figures.games += 1
    _check(model, seed, "at the end", figures)
    _end(model, seed, figures)


def fuzz(games: int, seed: int = 1, undo_rate: float = 0.2) -> Figures:
    """Play ``games`` games from ``seed`` (in the data folder of ``TROYES_DESKTOP_HOME``, whose history is
    counted at the end)."""
    from troyes_desktop.store import db as store_db
    from troyes_desktop.store import open_store

    figures = Figures()
    started = time.perf_counter()
    for s in range(seed, seed + games):
        play(s, figures, undo_rate)
    figures.seconds = time.perf_counter() - started
    with open_store(store_db.store_path()) as store:
        figures.records = store.count_games()
    return figures
