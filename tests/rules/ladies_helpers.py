"""Builders for The Ladies of Troyes rules tests (on top of helpers.in_actions)."""
from __future__ import annotations

from troyes_desktop.rules.common.contract import Decision
from troyes_desktop.rules.troyes.ladies import MODULES

from .helpers import in_actions, slot_for

ALL = list(MODULES)


def ladies(modules=ALL, **kw):
    """A game in phase 4 (see helpers.in_actions) with these modules."""
    return in_actions(options={"modules": list(modules)}, **kw)


def set_face(g, level: int, face_id: str) -> None:
    """Put the outdoor tile showing ``face_id`` at its level."""
    for tile, info in g.data.ladies["tiles"].items():
        for i, f in enumerate(info["faces"]):
            if f["id"] == face_id and info["level"] == level:
                g.expansion["tiles"][level - 1] = [tile, i]
                return
    raise KeyError(face_id)


def hire(g, player: int, card_id: str, space: int = 0) -> int:
    s = slot_for(g, card_id)
    g.slot_spaces[s][space] = player
    g.players[player].supply -= 1
    return s


def back_to(g, player: int) -> None:
    """Arrange: give the turn to ``player`` again."""
    g.ctx = None
    g.current = player
    g.pending = Decision(player, "turn")
