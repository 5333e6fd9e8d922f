"""The exact shape of a Troyes Dice setup, checked before a game is built from it.

``Game(setup)`` (saves, autosaves, undo's replay) calls these checks and :meth:`Game.new
<troyes_desktop.rules.dice.game.Game.new>` the same ones on its arguments, so a saved setup is held to the
same rules as a new game: known keys only, 1 to 10 players, a whole-number seed (not ``"12"``, ``1.5``,
``true`` or ``Infinity``), known modules without repeats, a known numbering and names as the dialog allows
them.
"""
from __future__ import annotations

from typing import Any

from troyes_desktop.i18n import translate

from ..common.files import check_choices, check_int, check_names, is_int
from .data import KNOWN_MODULES, NUMBERING_MODES, SetupError

#: Every key a setup may hold.
SETUP_KEYS = ("players", "seed", "modules", "numbering", "names", "seats", "simultaneous")
#: Who fills each sheet: a person, or a computer player of that level (``seats``, optional).
SEAT_KINDS = ("person", "easy", "normal", "hard")
#: Seeds are 64-bit numbers (the dialog draws them below 2**30).
SEED_LIMIT = 1 << 64


def check_seed(seed) -> int:
    return check_int(seed, -SEED_LIMIT // 2, SEED_LIMIT - 1, "the game's seed", SetupError)


def check_setup(setup) -> dict:
    """Return ``setup`` unchanged if it is a valid Troyes Dice setup; raise SetupError otherwise."""
    if not isinstance(setup, dict):
        raise SetupError(translate("DiceRules", "the game's setup must be a set of named values"))
    unknown = [k for k in setup if k not in SETUP_KEYS]
    if unknown:
        raise SetupError(translate("DiceRules", "the game's setup holds something unknown ('{key}')").format(
            key=str(unknown[0])[:30]))
    players: Any = setup.get("players")    # JSON, checked below
    check_int(players, 1, 10, "the number of players", SetupError)
    check_seed(setup.get("seed"))
    check_choices(setup.get("modules", []), KNOWN_MODULES, "the modules", SetupError)
    if setup.get("numbering", "first") not in NUMBERING_MODES:
        raise SetupError(translate("DiceRules", "the numbering must be one of {modes}").format(
            modes=", ".join(NUMBERING_MODES)))
    if "names" in setup:
        check_names(setup["names"], players, "the player names", SetupError)
    if "seats" in setup:
        check_seats(setup["seats"], players)
    if not isinstance(setup.get("simultaneous", False), bool):
        raise SetupError(translate("DiceRules", "the simultaneous choice must be on or off"))
    return setup


def check_seats(seats, players) -> None:
    """One seat kind per player, each a person or a computer level."""
    if not isinstance(seats, (list, tuple)) or len(seats) != players or any(
        not isinstance(s, str) or s not in SEAT_KINDS for s in seats
    ):
        raise SetupError(translate(
            "DiceRules", "the seats must be one per player, each one of {kinds}").format(
            kinds=", ".join(SEAT_KINDS)))


__all__ = ["SEAT_KINDS", "SETUP_KEYS", "check_seats", "check_seed", "check_setup", "is_int"]
