"""Which seats of a Troyes game the computer plays, as kept in the game's setup.

The new-game dialog stores them in one optional option of the setup, ``options["computers"]``: a JSON
object from the seat's index (0-based, written as a decimal string, since JSON keys are strings) to the
computer player's level, for example ``{"1": "easy", "2": "normal", "3": "hard"}``. Seats not named are
played by people; a game without the key is played by people only. The solo game against le Roy has no
computer seat (the one player is a person). Saves, automatic saves and Continue keep the key with the rest
of the setup; :func:`check_computers` is the loaders' strict check of it.
"""
from __future__ import annotations

from troyes_desktop.i18n import translate

from ..common.errors import SaveError

#: The computer players' levels (the same as ``troyes_desktop.bots.LEVELS``).
LEVELS = ("easy", "normal", "hard")
#: The option of the setup that names the computer seats.
KEY = "computers"


def check_computers(options: dict, players: int, solo: bool, err: type[Exception] = SaveError) -> None:
    """Refuse (``err``, plain words) a ``computers`` option that is not one a game can be played with.

    The strict setup check of saves (``setup_check._check_options``) calls it with its own error class."""
    if KEY not in options:
        return
    value = options[KEY]
    if not isinstance(value, dict):
        raise err(translate(
            "TroyesSetup", "the game's computer players are damaged (not a list of seats and levels)"))
    if solo and value:
        raise err(translate(
            "TroyesSetup", "the solo game against le Roy is played by a person, not a computer player"))
    for seat, level in value.items():
        if not (isinstance(seat, str) and seat.isascii() and seat.isdigit() and seat == str(int(seat))
                and int(seat) < players):
            text = translate("TroyesSetup", "the game's computer players name a seat that is not in the game "
                             "('{seat}')")
            raise err(text.format(seat=str(seat)[:10]))
        if not isinstance(level, str) or level not in LEVELS:
            raise err(translate(
                "TroyesSetup", "the game's computer players have a level that is not easy, normal or hard"))


def computer_seats(setup: dict) -> dict[int, str]:
    """The computer seats of a game's setup: seat index -> level (empty: people only)."""
    value = (setup.get("options") or {}).get(KEY) or {}
    if not isinstance(value, dict) or setup.get("solo"):
        return {}
    out = {}
    for seat, level in value.items():
        if isinstance(seat, str) and seat.isdigit() and level in LEVELS \
                and int(seat) < setup.get("players", 0):
            out[int(seat)] = level
    return out


def computers_option(levels: dict[int, str]) -> dict[str, str]:
    """The ``computers`` option for seat index -> level (seats in order)."""
    return {str(seat): levels[seat] for seat in sorted(levels)}
