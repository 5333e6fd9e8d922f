"""Every record and every legal action of 30 random all-module games reads as plain words: describe.py
never falls back to the raw record or action (and never raises)."""

from __future__ import annotations

import random

from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES, Game
from troyes_desktop.troyes_ui.describe import (
    describe_action,
    describe_decision,
    describe_event,
    fallback_action,
    fallback_event,
)

from .ladies_helpers import choose


def test_describe_covers_30_random_module_games() -> None:
    raw_events: set[str] = set()
    raw_actions: set[tuple] = set()
    raw_decisions: set[str] = set()
    seen_types: set[str] = set()
    for seed in range(30):
        rng = random.Random(seed)
        options = {"modules": list(AVAILABLE_MODULES)}
        if seed % 3 == 1:
            options.update(activities_setup="alone", events_setup="alone")
        elif seed % 3 == 2:
            options["modules"] = [m for m in AVAILABLE_MODULES if rng.random() < 0.7] or ["ramparts"]
        game = Game.new(2 + seed % 3, seed=seed, options=options)
        for _ in range(6000):
            if game.over:
                break
            if describe_decision(game).endswith(": decide"):
                raw_decisions.add(game.pending.kind)
            actions = game.legal_actions()
            for a in actions:
                if describe_action(game, a) == fallback_action(a):
                    raw_actions.add((game.pending.kind, a[0]))
            for record in game.apply(choose(game, rng, keen=0.5)):
                seen_types.add(record["type"])
                if describe_event(game, record) == fallback_event(record):
                    raw_events.add(record["type"])
    assert not raw_events, f"records without words: {sorted(raw_events)}"
    assert not raw_actions, f"actions without words: {sorted(raw_actions)}"
    assert not raw_decisions, f"decisions without words: {sorted(raw_decisions)}"
    # The module's own records were met (the games really used the modules).
    assert {"guard_moved", "outdoor_cube", "outdoor_used"} <= seen_types
