"""Where the Troyes computers' VP come from, beside the human two-player profile of issue 39 (prints figures;
asserts nothing).

    nice -n 19 python tests/benchmarks/bench_vp_sources.py [--levels normal,hard] [--players 2,4]
        [--games 200] [--minutes 20] [--budget 0.25] [--seed 1] [--raw out.json] [--merge a.json b.json]
        [--variant NAME] [--head-to-head]

For each level and player count it plays seeded games with every seat at that level (game i uses seed
SEED + i; no new game starts once MINUTES per configuration are spent) and breaks every player's final score
down as the final scoring does (``rules/troyes/scoring.py``, ``final_scores``):

* VP during play: the VP tokens won while playing (cathedral cubes, events countered, cards that give VP);
* tradesmen: the VP of the spaces its tradesmen hold on activity cards;
* characters: the VP the characters in play give it;
* uncountered events: 1 VP for each event still in the queue with a cube of its on it;
* cathedral penalty: -2 VP for each level of the cathedral without a cube of its (at most what it has);

and the deniers and influence left at the end, the cathedral levels left empty, and the dice it left unused
in the city square when it passed, per round. Each figure is a mean per player and game, the score with its
95 % interval. The human profile (a 52-43 two-player game reported in play reports, the experienced winner
and the first-timer) is printed beside it.

``--variant`` names a change of play measured paired against today's players on the same seeds (see
``VARIANTS``: ``capped-penalty`` the play before ``plan_penalty``, ``hand-made`` Normal and Hard without the
table learned from self-play); ``--raw`` keeps every player's figures so that runs cut into chunks are
reported together with ``--merge``. ``--head-to-head`` plays one player of the level as today against the
others without the learned table, its seat rotating, and prints its share of wins and the mean scores.

Runs of 2026-11-28 (niced on the shared two-core machine; the full tables are in docs/computer-players.md),
mean score with its 95 % interval, before and after ``evaluation.NORMAL.plan_penalty`` (paired on the same
seeds): Normal 2p, seeds 1-400, 31.69 (31.08-32.30) -> 35.85 (35.33-36.38), +4.16 (s.e. 0.34); Normal 4p,
seeds 1-315, 21.96 -> 25.99 (25.59-26.38), +4.02 (s.e. 0.28); Hard 2p at 0.25 s, seeds 1-50, 37.00 -> 39.75
(38.21-41.29), +2.75 (s.e. 0.80); Hard 4p at 0.25 s, seeds 1-34, 23.92 -> 27.35 (26.03-28.68), +3.43 (s.e.
0.86). VP during play: Normal 2p 13.84 -> 16.10, Hard 2p 17.50 -> 18.49 (the human profile: 26 / 24).

Then the learned evaluation (``bots/troyes/leaf.py``; ``--variant hand-made``, same day): Normal 2p, seeds
1-200, 35.76 -> 44.53 (43.86-45.21), paired +8.77 (s.e. 0.43); Normal 4p, seeds 1-200, 25.91 -> 38.44
(38.03-38.84), +12.52 (s.e. 0.36); VP during play 2p 16.08 -> 23.58, 4p 11.15 -> 22.81. ``--head-to-head``,
seeds 1001-1200: one learned Normal won 81.25 % of two-player games and 86.25 % of four-player games
against the hand-made Normal. Hard at 0.25 s: 2p, seeds 1-30, 37.83 -> 45.20 (43.56-46.84), +7.37 (s.e.
1.20); 4p, seeds 1-14, 26.29 -> 38.14 (36.50-39.78), +11.86 (s.e. 1.86). With the table's three-player row:
Normal 3p, seeds 1-200, 28.83 -> 39.97 (39.51-40.42), +11.14 (s.e. 0.35); head-to-head 79.0 % of 200.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import statistics
import sys
import time
from dataclasses import replace

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from troyes_desktop.bots import decide  # noqa: E402
from troyes_desktop.bots.troyes.players import make  # noqa: E402
from troyes_desktop.rules.troyes.board import NEUTRAL  # noqa: E402
from troyes_desktop.rules.troyes.game import Game  # noqa: E402

#: The human two-player game of the issue: (experienced winner, first-timer).
HUMAN_2P = {
    "vp_during_play": (26, 24),
    "tradesmen": (13, 10),
    "characters": (12, 9),
    "uncountered_events": (1, 0),
    "cathedral_penalty": (0, 0),
    "score": (52, 43),
}

FIELDS = ("score", "vp_during_play", "tradesmen", "characters", "uncountered_events", "cathedral_penalty",
          "levels_empty", "deniers_left", "influence_left", "dice_unused_per_round")

@contextlib.contextmanager
def _capped_penalty():
    """The play before issue 39: Normal and Hard (and the fast policy of Hard's samples) value positions
    without ``plan_penalty`` (an empty cathedral level costs no more than the VP the player has now)."""
    from troyes_desktop.bots.troyes import players

    saved = players._Planner.weights, players.HardBot.weights, players.HARD
    normal, hard = (replace(w, plan_penalty=False) for w in (players.NORMAL, players.HARD))
    players._Planner.weights, players.HardBot.weights, players.HARD = normal, hard, hard
    try:
        yield
    finally:
        players._Planner.weights, players.HardBot.weights, players.HARD = saved


@contextlib.contextmanager
def _hand_made():
    """Normal and Hard without the table learned from self-play (``bots/troyes/leaf.py``): the hand-made
    evaluation alone, as before attempt 2 of issue 39."""
    from troyes_desktop.bots.troyes import players

    saved = players.NormalBot.learned, players.HardBot.learned
    players.NormalBot.learned = players.HardBot.learned = False
    try:
        yield
    finally:
        players.NormalBot.learned, players.HardBot.learned = saved


#: Changes of play measured against today's players (``--variant``): name -> context manager under which
#: the variant's games are played.
VARIANTS: dict = {"capped-penalty": _capped_penalty, "hand-made": _hand_made}


def play(levels: list[str], seed: int, budget: float | None, variant=None) -> list[dict]:
    """One seeded game; every player's figures (see the module docstring)."""
    with variant() if variant is not None else contextlib.nullcontext():
        return _play(levels, seed, budget)


def _play(levels: list[str], seed: int, budget: float | None, hand_seats=()) -> list[dict]:
    game = Game.new(len(levels), seed=seed)
    bots = [make(level, seed=seed * 10 + s, budget=budget) for s, level in enumerate(levels)]
    for s in hand_seats:
        bots[s].learned = False            # the hand-made evaluation alone (see ``--head-to-head``)
    unused = [0] * len(levels)
    step = 0
    while not game.over:
        kind, p = game.pending.kind, game.pending.seat
        legal = game.legal_actions()
        if p is None or p == NEUTRAL or len(legal) == 1:
            action = legal[0]
        else:
            action = decide(game, p, bots[p], seed * 100_003 + step).action
            step += 1
        if kind == "turn" and action == ("pass",):
            unused[p] += len(game.dice_of(p))
        game.apply(action)
    out = []
    for s in game.scores:
        p = s["player"]
        pl = game.players[p]
        out.append({
            "seed": seed, "seat": p, "level": levels[p], "players": len(levels),
            "score": s["total"], "vp_during_play": s["vp_tokens"], "tradesmen": s["tradesmen"],
            "characters": sum(s["characters"].values()), "uncountered_events": s["events"],
            "cathedral_penalty": s["cathedral"], "levels_empty": s["cathedral_levels_missing"],
            "deniers_left": pl.deniers, "influence_left": pl.influence,
            "dice_unused_per_round": unused[p] / game.rounds, "winner": bool(s["winner"]),
            "hand_made": p in hand_seats, "win_share": _win_share(game.scores, p),
        })
    return out


def _win_share(scores: list[dict], p: int) -> float:
    """1 for a win, 1/k for a win shared by k players, else 0."""
    winners = [s["player"] for s in scores if s["winner"]]
    return 1.0 / len(winners) if p in winners else 0.0


def head_to_head(level: str, players: int, games: int, seed: int, budget: float | None,
                 minutes: float) -> dict:
    """One player of ``level`` as today against the others of the same level without the learned table,
    the seat of today's player rotating (seat = game index mod players): its share of wins and mean score
    against theirs."""
    rows: list[dict] = []
    started = time.perf_counter()
    for i in range(games):
        if time.perf_counter() - started > 60 * minutes:
            break
        mine = i % players
        rows.extend(_play([level] * players, seed + i, budget, [s for s in range(players) if s != mine]))
    new = [r for r in rows if not r["hand_made"]]
    old = [r for r in rows if r["hand_made"]]
    wins = [r["win_share"] for r in new]
    p = statistics.fmean(wins)
    se = statistics.stdev(wins) / math.sqrt(len(wins)) if len(wins) > 1 else float("nan")
    return {"level": level, "players": players, "games": len(new), "seeds": [seed, seed + len(new) - 1],
            "win_share": round(p, 4), "win_se": round(se, 4), "fair_share": round(1 / players, 4),
            "mean_score_new": _mean_95([r["score"] for r in new]),
            "mean_score_hand_made": _mean_95([r["score"] for r in old]),
            "seconds": round(time.perf_counter() - started, 1)}


def run(level: str, players: int, games: int, seed: int, budget: float | None, minutes: float,
        variant_name: str | None = None) -> dict:
    """Self-play games of one configuration (and the variant's games on the same seeds, one after the other
    for each seed, when a variant is named)."""
    rows: list[dict] = []
    paired: list[dict] = []
    started = time.perf_counter()
    cpu = time.process_time()
    for i in range(games):
        if time.perf_counter() - started > 60 * minutes:
            break
        rows.extend(play([level] * players, seed + i, budget))
        if variant_name:
            paired.extend(play([level] * players, seed + i, budget, VARIANTS[variant_name]))
    return {"level": level, "players": players, "budget": budget if level == "hard" else None,
            "rows": rows, "variant": variant_name, "variant_rows": paired,
            "seconds": time.perf_counter() - started, "cpu_seconds": time.process_time() - cpu}


def _mean_95(values: list[float]) -> list[float]:
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return [round(m, 2), round(m - half, 2), round(m + half, 2)]


def summary(rows: list[dict]) -> dict:
    out = {"games": len({r["seed"] for r in rows}), "players_counted": len(rows)}
    for f in FIELDS:
        values = [r[f] for r in rows]
        out[f] = _mean_95(values) if f == "score" else round(statistics.fmean(values), 2)
    winners = [r for r in rows if r["winner"]]
    out["winner_score"] = round(statistics.fmean(r["score"] for r in winners), 2) if winners else None
    out["share_levels_empty"] = round(sum(1 for r in rows if r["levels_empty"]) / len(rows), 3)
    return out


def paired(rows: list[dict], variant_rows: list[dict]) -> dict:
    """The variant against today's players on the same seeds: per seed, the mean score of the table."""
    def by_seed(rs):
        out: dict[int, list[int]] = {}
        for r in rs:
            out.setdefault(r["seed"], []).append(r["score"])
        return {s: statistics.fmean(v) for s, v in out.items()}

    a, b = by_seed(rows), by_seed(variant_rows)
    seeds = sorted(set(a) & set(b))
    diff = [b[s] - a[s] for s in seeds]
    se = statistics.stdev(diff) / math.sqrt(len(diff)) if len(diff) > 1 else float("nan")
    return {"seeds": len(seeds), "today_mean": round(statistics.fmean(a[s] for s in seeds), 2),
            "variant_mean": round(statistics.fmean(b[s] for s in seeds), 2),
            "paired_difference": round(statistics.fmean(diff), 2), "paired_se": round(se, 2)}


def table(results: list[dict]) -> str:
    """The figures side by side with the human two-player profile."""
    labels = {"score": "mean score (95 %)", "vp_during_play": "VP during play", "tradesmen": "tradesmen",
              "characters": "characters", "uncountered_events": "uncountered events",
              "cathedral_penalty": "cathedral penalty", "levels_empty": "cathedral levels empty",
              "deniers_left": "deniers left at the end", "influence_left": "influence left at the end",
              "dice_unused_per_round": "dice unused per round", "winner_score": "winner's score"}
    heads = ["human 2p (winner / first-timer)"] + [
        f"{r['level']} {r['players']}p ({r['summary']['games']} games)" for r in results]
    width = 34
    lines = ["".ljust(26) + "".join(h.ljust(width) for h in heads)]
    for key, label in labels.items():
        human = HUMAN_2P.get(key)
        cells = [f"{human[0]} / {human[1]}" if human else "-"]
        for r in results:
            v = r["summary"][key]
            cells.append(f"{v[0]} ({v[1]}-{v[2]})" if isinstance(v, list) else str(v))
        lines.append(label.ljust(26) + "".join(c.ljust(width) for c in cells))
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="normal,hard")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--minutes", type=float, default=20.0, help="per configuration: no new game after this")
    ap.add_argument("--budget", type=float, default=0.25, help="Hard's seconds per decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", choices=sorted(VARIANTS))
    ap.add_argument("--raw", help="write every player's figures to this JSON file")
    ap.add_argument("--merge", nargs="+", help="report these --raw files together")
    ap.add_argument("--head-to-head", action="store_true",
                    help="one player as today against players without the learned table, seats rotating")
    args = ap.parse_args()
    if args.head_to_head:
        for level in args.levels.split(","):
            for n in (int(x) for x in args.players.split(",")):
                print(json.dumps(head_to_head(level, n, args.games, args.seed,
                                              args.budget if level == "hard" else None, args.minutes)),
                      flush=True)
        return
    if args.merge:
        runs: dict[tuple, dict] = {}
        for path in args.merge:
            with open(path, encoding="utf-8") as f:
                for r in json.load(f):
                    key = (r["level"], r["players"], r["variant"])
                    got = runs.setdefault(key, dict(r, rows=[], variant_rows=[]))
                    got["rows"].extend(r["rows"])
                    got["variant_rows"].extend(r["variant_rows"])
        results = list(runs.values())
    else:
        results = []
        for level in args.levels.split(","):
            for n in (int(x) for x in args.players.split(",")):
                results.append(run(level, n, args.games, args.seed, args.budget if level == "hard" else None,
                                   args.minutes, args.variant))
        if args.raw:
            with open(args.raw, "w", encoding="utf-8") as f:
                json.dump(results, f)
    for r in results:
        r["summary"] = summary(r["rows"])
        line = {"level": r["level"], "players": r["players"], "budget": r["budget"], **r["summary"]}
        if r.get("seconds"):
            line["seconds_per_game"] = round(r["seconds"] / max(1, r["summary"]["games"]), 1)
        if r["variant_rows"]:
            line["variant"] = {"name": r["variant"], **summary(r["variant_rows"]),
                               **paired(r["rows"], r["variant_rows"])}
        print(json.dumps(line), flush=True)
    print(table(results))


if __name__ == "__main__":
    main()
