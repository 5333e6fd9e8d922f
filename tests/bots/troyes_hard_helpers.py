"""Helpers for the tests of Troyes Hard: what it compares at a decision, computed here from its parts."""

from __future__ import annotations

import random

from troyes_desktop.bots.troyes.players import HardBot, _distinct
from troyes_desktop.rules.troyes import Game


def candidates(game: Game, bot_seed: int):
    """(seat, bot, moves, sample): the moves a Hard of seed ``bot_seed`` compares at the pending action
    turn, best first by Normal's score, and the seed of its first sample of the hidden information."""
    p = game.pending.seat
    legal = game.legal_actions()
    bot = HardBot(bot_seed, budget=100.0)
    moves = [m for m in bot.moves(game, p) if m.actions and m.actions[0] in legal]
    ranked = _distinct(sorted(moves, key=lambda m: -m.score))[:bot.width]
    return p, bot, ranked, random.Random(bot_seed).randrange(1 << 30)
