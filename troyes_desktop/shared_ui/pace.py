"""The computer players' pace, shared by both modes: the time between two of their steps on screen."""

from __future__ import annotations

from troyes_desktop import settings as player_settings

#: Milliseconds between two steps of the computer players, by the "computer players' pace" setting.
PACES = {"Slow": 1600, "Normal": 850, "Fast": 300, "Instant": 0}


def pace_ms() -> int:
    return PACES.get(player_settings.get("computer_pace"), PACES["Normal"])
