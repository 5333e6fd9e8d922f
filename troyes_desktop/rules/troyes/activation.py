"""Activating an activity card once a tradesman stands on it (the effects themselves: :mod:`.cards`).

Rulebook: Game Turn, phase 4 (Activity cards: activation, delayed effects store cubes)."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from . import cards as card_effects
from . import ladies

if TYPE_CHECKING:
    from .game import Game
    from .state import TroyesFields as _Base
else:
    _Base = object


class Activation(_Base):
    """Activating an activity card once a tradesman stands on it (the effects themselves: :mod:`.cards`)."""

    # ------------------------------------------------------------------ queries (for the interface)
    def active_card(self) -> str | None:
        """The id of the activity card being activated (its decisions pending: ``count``, ``miller``,
        ``mixed``, ``landlady``...), or None."""
        return (self.ctx or {}).get("card")

    # ------------------------------------------------------------------ activity cards
    def _activate(self, p: int) -> None:
        """Apply the activated card's effect (the group's value already gives ``times``)."""
        ctx = self.ctx
        assert ctx is not None
        slot = ctx["arg"]
        card = self.card(slot)
        if self.expansion is not None:
            return ladies.activate(cast("Game", self), p)
        ctx["card"] = card.id
        if card.delayed:
            self.slot_cubes[slot][p] += ctx["times"]
            self.players[p].cubes -= ctx["times"]
            self.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=ctx["times"])
            self._after_action()
            return
        card_effects.start(cast("Game", self), p, card.id)
