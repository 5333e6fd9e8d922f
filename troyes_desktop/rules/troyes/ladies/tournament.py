"""The tournament: the last round is played counter-clockwise.

Rulebook (The Ladies of Troyes): module "The tournament"."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import Game


# ====================================================================== phases
def end_round_hook(g: "Game") -> None:
    """Tournament variant: the penultimate round's start player passes right; the last round runs
    counterclockwise."""
    assert g.expansion is not None
    if g.expansion["tournament"] and g.round == g.rounds - 1:
        g.direction = -1
