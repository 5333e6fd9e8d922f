"""Activating an activity card once a tradesman stands on it (the effects themselves: :mod:`.cards`).

Rulebook: Game Turn, phase 4 (Activity cards: activation, delayed effects store cubes)."""
from __future__ import annotations

from . import cards as card_effects
from . import ladies


class Activation:
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
        slot = ctx["arg"]
        card = self.card(slot)
        if self.expansion is not None:
            return ladies.activate(self, p)
        ctx["card"] = card.id
        if card.delayed:
            self.slot_cubes[slot][p] += ctx["times"]
            self.players[p].cubes -= ctx["times"]
            self.emit("cubes_stored", player=p, slot=slot, card=card.id, cubes=ctx["times"])
            self._after_action()
            return
        card_effects.start(self, p, card.id)
