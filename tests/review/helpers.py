"""Seeded games and saves for the review's tests."""
from __future__ import annotations

import functools
import json

from troyes_desktop.bots import make_bot
from troyes_desktop.bots.dice.simulate import play_game as play_dice
from troyes_desktop.bots.troyes.simulate import play_game as play_troyes
from troyes_desktop.rules.common.serialization import action_to_json
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.troyes import saves


@functools.lru_cache(maxsize=8)
def troyes_save(seed: int, levels: tuple[str, ...] = ("normal", "normal")) -> str:
    """A finished game of Troyes between computer players, as a save's JSON text."""
    return json.dumps(saves.to_dict(play_troyes(list(levels), seed)))


@functools.lru_cache(maxsize=8)
def dice_save(seed: int, level: str = "normal") -> str:
    """A finished Troyes Dice game alone, played by a computer player, the seat a person's in the file."""
    g = DiceGame.new(players=1, seed=seed, seats=["person"])
    play_dice(g, [make_bot("dice", level, seed=seed)], seed=seed)
    return json.dumps(g.to_save())


def load(text: str) -> dict:
    return json.loads(text)


def planted(save: dict, index: int, move: list) -> dict:
    """The save cut at action ``index`` with ``move`` played there instead (an unfinished game)."""
    out = dict(save)
    out["actions"] = save["actions"][:index] + [action_to_json(tuple(a)) for a in move]
    out.pop("state", None)
    return out
