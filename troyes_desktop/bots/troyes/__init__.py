"""Computer players of Troyes: Easy, Normal and Hard (see :mod:`.players`)."""
from __future__ import annotations

from .players import EasyBot, HardBot, NormalBot, RandomBot, make

__all__ = ["EasyBot", "HardBot", "NormalBot", "RandomBot", "make"]
