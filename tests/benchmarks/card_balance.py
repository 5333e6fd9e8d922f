"""Card balance check by simulation (prints a table; asserts nothing).

    python tests/benchmarks/card_balance.py [--games 400]

Random players play complete 4-player games. For every activation of an immediate activity
card, the VP, deniers and influence its effect gave the activating player are recorded (from
the moment the group is used until the next decision of another kind), divided by the number
of activations. The result is written up in docs/card-data.md.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from troyes_desktop.rules.troyes import Game  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400)
    args = ap.parse_args()
    stats = defaultdict(lambda: [0, 0, 0, 0, 0])    # actions, activations, vp, deniers, influence
    for seed in range(args.games):
        g = Game.new(4, seed=seed)
        r = random.Random(seed)
        open_action = None
        while not g.over:
            action = r.choice(g.legal_actions())
            p = g.pending.seat
            if action[0] == "target" and action[1] == "card":
                pl = g.players[p]
                open_action = [p, g.slot_card[action[2]], pl.vp, pl.deniers, pl.influence, 0]
            out = g.apply(action)
            if open_action:
                for e in out:
                    if e["type"] == "dice_used":
                        open_action[5] = e["times"]
                        open_action[3] -= sum(e["payments"].values())   # dice bought: not the effect
                    if e["type"] == "tradesman_paid":
                        open_action[3] -= e["cost"]
                if g.pending.kind in ("turn", "black", "over") or g.pending.seat != open_action[0]:
                    q, cid, vp, den, infl, times = open_action
                    pl = g.players[q]
                    st = stats[cid]
                    st[0] += 1
                    st[1] += times
                    st[2] += pl.vp - vp
                    st[3] += pl.deniers - den
                    st[4] += pl.influence - infl
                    open_action = None
    data = g.data
    print(f"{'card':16} {'col':6} {'lvl':3} {'actions':>7} {'act/action':>10} {'VP/act':>7} "
          f"{'den/act':>8} {'inf/act':>8}")
    for cid, (n, acts, vp, den, infl) in sorted(stats.items(), key=lambda kv: (data.activities[kv[0]].level,
                                                                                 data.activities[kv[0]].colour)):
        c = data.activities[cid]
        if c.delayed or not acts:
            continue
        print(f"{c.name:16} {('red', 'white', 'yellow')[c.colour]:6} {c.level:3} {n:7} {acts / n:10.2f} "
              f"{vp / acts:7.2f} {den / acts:8.2f} {infl / acts:8.2f}")


if __name__ == "__main__":
    main()
