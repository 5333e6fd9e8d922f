"""Demonstration positions for ``troyes-desktop --screenshot PATH --demo NAME``: a seeded game played
partway with seeded random legal moves, stopped at a player's turn in round 2 (``troyes-4p-queue``: in
round 4, with nine events waiting)."""

from __future__ import annotations

import random

DEMOS = {
    "troyes-2p": {"players": 2, "seed": 11, "solo": False},
    "troyes-4p": {"players": 4, "seed": 7, "solo": False},
    "troyes-solo": {"players": 1, "seed": 5, "solo": True},
    # Every module of The Ladies of Troyes and the promo cards, mid-game.
    "troyes-ladies-4p": {"players": 4, "seed": 30, "solo": False, "modules": "all"},
    # Round 4 with nine events waiting: players who rather use their dice elsewhere than fight events.
    "troyes-4p-queue": {"players": 4, "seed": 2, "solo": False, "round": 4, "queue": True},
}
STOP_ROUND = 2


def build_demo(name: str):
    """The demo's Game; raises KeyError for an unknown name."""
    from troyes_desktop.rules.troyes.game import Game

    spec = DEMOS[name]
    options = {"colours": ["orange", "blue", "green", "purple"][: spec["players"]]}
    if spec.get("modules") == "all":
        from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES

        options["modules"] = list(AVAILABLE_MODULES)
    game = Game.new(players=spec["players"], seed=spec["seed"], solo=spec["solo"], options=options,
                    names=["Anna"] if spec["solo"] else None)
    rng = random.Random(spec["seed"])
    stop = spec.get("round", STOP_ROUND)
    for _ in range(5000):
        kind, p = game.pending.kind, game.pending.seat
        if game.over or (kind == "turn" and game.round >= stop and len(game.dice_of(p)) > 0):
            break
        actions = game.legal_actions()
        # Prefer doing something to passing, so the board fills up like a real game.
        idle = ("pass", "cancel", "concede", "standing", "ramparts_done")
        busy = [a for a in actions if a[0] not in idle] or actions
        if spec.get("queue"):
            busy = [a for a in actions if a[0] == "target" and a[1] != "event"] or [
                a for a in actions if a[0] not in ("pass", "cancel", "concede")] or actions
        elif kind in ("turn", "group") and rng.random() < 0.15:
            busy = actions
        if game.expansion is not None:
            # With the modules, walk the ramparts and use the outdoor activities so that they show.
            keen = [a for a in busy if a[0] in ("rampart_cube", "advance", "tile")
                    or a[:2] in (("outdoor", "use"), ("target", "ramparts"))]
            if keen and rng.random() < 0.25:
                busy = keen
        game.apply(rng.choice(busy))
    return game
