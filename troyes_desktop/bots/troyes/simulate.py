"""Seeded games between computer players (``troyes-desktop simulate --game troyes --bots ...``).

Seats rotate from game to game (entry j of ``bots`` sits at seat (j + i) mod n in game i), so every
bot plays every seat equally. Every decision goes through :func:`troyes_desktop.bots.decide`: the bot
sees only a copy for its seat, and the real game refuses any illegal answer (counted as a failure).
"""
from __future__ import annotations

import time

from ...rules.common.errors import RulesError
from ...rules.troyes.board import NEUTRAL
from ...rules.troyes.game import Game
from ...rules.troyes.roy import BANDS
from ...rules.troyes.setup_check import solo_modules_refusal
from ...rules.troyes.simulate import normalise_modules
from .. import decide
from .players import make

BOT_LEVELS = ("easy", "normal", "hard", "random")


def parse_bots(text: str) -> list[str]:
    levels = [x.strip().lower() for x in text.split(",") if x.strip()]
    bad = [x for x in levels if x not in BOT_LEVELS]
    if not levels or bad:
        raise RulesError(f"--bots takes levels separated by commas: easy, normal, hard (or random), "
                         f"not {', '.join(bad) or 'nothing'}")
    return levels


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_game(levels: list[str], seed: int, solo: bool = False, modules: tuple = (),
              budget: float | None = None, times: dict | None = None) -> Game:
    """One complete game; ``levels[s]`` plays seat s. Decision times (seconds) go to ``times[level]``.

    The setup names the computer seats with their levels (``options["computers"]``, as the new-game dialog
    does; a random player's seat and the solo player are left to a person), so a saved copy opens in the app
    with the seats' levels."""
    options: dict | None = {"modules": list(modules)} if modules else None
    computers = {str(s): level for s, level in enumerate(levels) if level in ("easy", "normal", "hard")}
    if computers and not solo:
        options = dict(options or {}, computers=computers)
    if solo:
        start = 0 if seed % 2 == 0 else NEUTRAL
        game = Game.new(1, seed=seed, solo=True, start_player=start, options=options)
    else:
        game = Game.new(len(levels), seed=seed, options=options)
    bots = [make(level, seed=seed * 10 + s, budget=budget) for s, level in enumerate(levels)]
    step = 0
    while not game.over:
        p = game.pending.seat
        legal = game.legal_actions()
        if p is None or p == NEUTRAL or len(legal) == 1:
            game.apply(legal[0])          # le Roy's steps and forced answers
            continue
        started = time.perf_counter()
        choice = decide(game, p, bots[p], seed * 100_003 + step)
        if times is not None:
            times.setdefault(levels[p], []).append(time.perf_counter() - started)
        game.apply(choice.action)         # IllegalAction here is a bot's fault: reported as a failure
        step += 1
        if step > 20_000:
            raise RuntimeError("the game did not end after 20000 decisions")
    return game


def _keep(game: Game, folder, seed: int, levels: list[str], solo: bool) -> None:
    from pathlib import Path

    from ...rules.troyes.saves import save

    name = f"troyes-solo-{seed}-{levels[0]}" if solo else f"troyes-{len(levels)}p-{seed}"
    Path(folder).mkdir(parents=True, exist_ok=True)
    save(game, Path(folder) / f"{name}.troyes.json")


def simulate_bots(players: int, games: int, seed: int, bots: list[str], solo: bool = False,
                  modules: tuple = (), budget: float | None = None, save_to=None) -> dict:
    """Play ``games`` seeded games; with ``save_to`` (a folder), keep each one there as a save file
    (``troyes-SEED.troyes.json``; solo: ``troyes-solo-SEED-LEVEL.troyes.json``, the solo player being a
    person in the file)."""
    modules = normalise_modules(modules)
    if solo:
        players = 1
        if solo_modules_refusal(modules):
            raise RulesError(solo_modules_refusal(modules))       # the bonus cards only (promos)
    if len(bots) != players:
        raise RulesError(f"--bots names {len(bots)} player(s) for a game of {players}")
    k = len(bots)
    wins = [0.0] * k
    scores = [0] * k
    margins: list[int] = []
    bands = [0] * len(BANDS)
    times: dict[str, list[float]] = {}
    failures = []
    finished = 0
    started = time.perf_counter()
    for i in range(games):
        s = seed + i
        rot = i % k
        levels = [bots[(seat - rot) % k] for seat in range(k)]
        try:
            game = play_game(levels, s, solo, modules, budget, times)
        except Exception as exc:  # noqa: BLE001 - every failure is reported with its seed
            failures.append({"seed": s, "message": f"{type(exc).__name__}: {exc}"})
            continue
        finished += 1
        if save_to is not None:
            _keep(game, save_to, s, levels, solo)
        result = game.scores
        assert result is not None       # play_game returns a finished game
        if solo:
            you = result[0]
            scores[0] += you["total"]
            wins[0] += 1.0 if you["winner"] else 0.0
            margins.append(you["margin"])
            bands[you["rating"]] += 1
            continue
        best = max(r["total"] for r in result)
        tied = [r["player"] for r in result if r["total"] == best]
        for j in range(k):
            seat = (j + rot) % k
            scores[j] += result[seat]["total"]
            if seat in tied:
                wins[j] += 1.0 / len(tied)
    seconds = time.perf_counter() - started
    entries = [{"level": bots[j], "wins": round(wins[j], 3),
                "win_rate": round(wins[j] / finished, 4) if finished else None,
                "mean_score": round(scores[j] / finished, 2) if finished else None} for j in range(k)]
    out = {
        "game": "troyes", "players": players, "games": games, "errors": len(failures),
        "seconds": round(seconds, 3), "bots": entries,
        "decision_ms": {level: {"decisions": len(ts), "median": round(_percentile(ts, 0.5) * 1000, 2),
                                "p95": round(_percentile(ts, 0.95) * 1000, 2),
                                "max": round(max(ts) * 1000, 2)} for level, ts in sorted(times.items())},
        "failures": failures,
    }
    if budget is not None:
        out["bot_budget"] = budget
    if modules:
        out["modules"] = list(modules)
    if solo:
        out["solo"] = True
        out["mean_margin"] = round(sum(margins) / len(margins), 2) if margins else None
        out["rating_bands"] = [{"band": b, "up_to": BANDS[b][0], "games": bands[b]}
                               for b in range(len(BANDS))]
    return out
