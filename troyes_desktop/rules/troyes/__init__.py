"""The Troyes board game (base game, 2-4 players): a Qt-free rules engine."""
from .game import Game

__all__ = ["Game"]
