"""One knob for every random-game sweep of the suite: the environment variable ``TROYES_SWEEP``.

``TROYES_SWEEP=1`` (the default) plays today's counts: 2,100 random games of Troyes, 1,000 with every
module of The Ladies of Troyes and 150 with random module sets, 5,000 of Troyes Dice, and the Hypothesis
examples of the saves and of Troyes Dice. ``TROYES_SWEEP=0.1`` plays a tenth of each (a quick look while
working), ``TROYES_SWEEP=4`` four times as many (before a release, or after a change to the rules). Each
count keeps the step its test needs (whole chunks, whole cycles of player counts) and at least one step, so
every assertion holds at any scale.

Read here and nowhere else: a sweep writes ``scaled(today's count, step=...)``.
"""

from __future__ import annotations

import os

#: The factor over today's counts (``TROYES_SWEEP``, default 1.0).
FACTOR = float(os.environ.get("TROYES_SWEEP", "1") or "1")
if not FACTOR > 0:
    raise ValueError(f"TROYES_SWEEP must be a positive number, not {os.environ.get('TROYES_SWEEP')!r}")


def scaled(count: int, step: int = 1) -> int:
    """``count`` times :data:`FACTOR`, rounded to a whole number of ``step`` and at least one ``step``."""
    return max(step, round(count * FACTOR / step) * step)
