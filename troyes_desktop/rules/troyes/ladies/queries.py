"""What the interface asks about a decision of The Ladies of Troyes under way (a mixin of the Game).

Each query reads the engine's scratch state for the pending decision and returns a copy, so that no
view reads (or changes) ``game.ctx`` itself. In the base game they return their empty answer."""
from __future__ import annotations


class LadiesQueries:
    """Queries on the Ladies' decisions: outdoor offers, the ramparts, exchanges, the Scout."""

    def outdoor_offer(self) -> dict | None:
        """The outdoor activity offered to the deciding player (pending ``outdoor`` or ``liberate``,
        :mod:`.outdoor`): a copy of ``{"p", "level", "face", "resume"...}``, ``level`` the tile's level
        (1-4) and ``resume`` ``"events"`` when offered during the events phase; None otherwise."""
        offer = (self.ctx or {}).get("offer")
        return dict(offer) if offer else None

    def rampart_points(self) -> int:
        """The action points left to spend on the ramparts (pending ``boost`` or ``ramparts``,
        :mod:`.ramparts`); 0 otherwise."""
        return (self.ctx or {}).get("points", 0)

    def exchanges_made(self) -> list[int]:
        """The owners of the districts already exchanged with by an outdoor tile's exchange (pending
        ``exchange``, :mod:`.outdoor`), in order; empty otherwise."""
        return list((self.ctx or {}).get("exchange", []))

    def scout_todo(self) -> list[str]:
        """The ids of the events the Scout still goes through (pending ``scout``, :mod:`.activities`),
        the one asked about first; empty otherwise."""
        return list((self.ctx or {}).get("todo") or [])
