"""Computer players of Troyes Dice: Easy, Normal and Hard (see :mod:`.players`), the same shape as
:mod:`troyes_desktop.bots.troyes`: ``players.py`` (the levels), ``evaluation.py`` (Normal's value of a sheet),
``leaf.py`` (Hard's table learned from self-play), ``simulate.py`` (whole games between computers) and
``style.py`` (each computer seat's own taste)."""
from __future__ import annotations

from .players import DiceBot, make

__all__ = ["DiceBot", "make"]
