"""Demonstrations of the history windows for ``troyes-desktop --screenshot PATH --demo statistics|replay``.

The games are real games played to the end by a quick automatic policy (seeded, so the pictures are the same
every time): a one-move look-ahead on the scoring for the Troyes seats, seeded random building for Troyes
Dice.
They are stored in a throw-away store in a temporary folder, never in the player's own history.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

HISTORY_DEMOS = ("statistics", "replay")


def _lookahead(game, seed: int, wander: float = 0.2):
    """Play a Troyes game to the end: each seat takes the move that most raises its score right now."""
    from troyes_desktop.rules.troyes.board import NEUTRAL
    from troyes_desktop.rules.troyes.scoring import final_scores

    r = random.Random(seed)
    while not game.over:
        p = game.pending.seat
        actions = game.legal_actions()
        if p is None or p == NEUTRAL or len(actions) == 1 or r.random() < wander:
            game.apply(r.choice(actions))
            continue
        best, best_value = actions[0], None
        for a in actions:
            probe = game.copy()
            probe.apply(a)
            pl = probe.players[p]
            value = (
                final_scores(probe)[p]["total"] + 0.05 * pl.deniers + 0.1 * pl.influence + r.random() * 0.01
            )
            if best_value is None or value > best_value:
                best, best_value = a, value
        game.apply(best)
    return game


def _dice(names: list[str], seed: int):
    from troyes_desktop.rules.dice import Game as DiceGame

    game = DiceGame.new(len(names), seed=seed, names=names)
    r = random.Random(seed)
    while not game.over:
        actions = game.legal_actions()
        builds = [a for a in actions if a[0] in ("prestige", "work", "gain")]
        game.apply(r.choice(builds if builds and r.random() < 0.85 else actions))
    return game


def demo_games() -> list[tuple[object, list[str] | None]]:
    """(finished game, seat levels) in the order they were played."""
    from troyes_desktop.rules.troyes.game import Game

    out: list[tuple[object, list[str] | None]] = []
    for i in range(14):
        seed = 100 + i
        kind = i % 4
        if kind == 0:
            out.append((_lookahead(Game.new(players=2, seed=seed, names=["Anna", "Faye"]), seed), None))
        elif kind == 1:
            out.append(
                (_lookahead(Game.new(players=1, seed=seed, solo=True, names=["Anna"]), seed, 0.1), None)
            )
        elif kind == 2:
            g = _lookahead(Game.new(players=3, seed=seed, names=["Anna", "Faye", "Thibaut"]), seed)
            out.append((g, ["person", "person", ("easy", "normal", "hard")[i % 3]]))
        else:
            names = ["Anna"] if i % 8 == 3 else ["Anna", "Faye"]
            out.append((_dice(names, seed), None))
        if kind == 3:
            out.append((_dice(["Anna"], seed + 50), None))
    return out


def build_demo_store(folder: Path) -> Path:
    from troyes_desktop.store import open_store
    from troyes_desktop.store.records import build_record

    path = Path(folder) / "games.sqlite3"
    with open_store(path) as store:
        for day, (game, levels) in enumerate(demo_games()):
            store.add_game(
                build_record(game, seats=levels), finished=f"2026-10-{1 + day:02d} 20:{day:02d}:00"
            )
    return path


def build_history_demo(name: str):
    """The demo's window (not shown yet); raises KeyError for an unknown name."""
    if name not in HISTORY_DEMOS:
        raise KeyError(name)
    folder = Path(tempfile.mkdtemp(prefix="troyes-desktop-demo-"))
    if name == "statistics":
        from troyes_desktop.app.statistics_window import StatisticsWindow

        window = StatisticsWindow(path=build_demo_store(folder))
        window.demo_folder = folder
        return window
    from troyes_desktop.app.replay_window import ReplayWindow
    from troyes_desktop.rules.troyes.game import Game
    from troyes_desktop.store.records import save_dict

    game = _lookahead(Game.new(players=3, seed=7, names=["Anna", "Faye", "Geoffrey"]), 7)
    from troyes_desktop.i18n import translate

    title = translate("Statistics", "finished {date}").format(date="2026-10-14 21:05")
    window = ReplayWindow(save_dict(game), title)
    window.go_to_unit(3)
    window.next()
    return window
