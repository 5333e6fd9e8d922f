"""Troyes Dice: a pure-Python rules engine (no Qt), 1-10 players, optional Banquets and Raids."""

from .achievements import ACHIEVEMENTS
from .data import COLOURS, MODULE_BANQUETS, NUMBERING_MODES, RESOURCES
from .game import Game
from .sheet import BUILT, CROSSED, EMPTY, Sheet

__all__ = [
    "ACHIEVEMENTS",
    "BUILT",
    "COLOURS",
    "CROSSED",
    "EMPTY",
    "Game",
    "MODULE_BANQUETS",
    "NUMBERING_MODES",
    "RESOURCES",
    "Sheet",
]
