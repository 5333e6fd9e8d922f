"""The exact shape of a Troyes game's setup, checked before a game is built from it.

:meth:`Game.__init__ <troyes_desktop.rules.troyes.game.Game>` calls :func:`check_setup`, so a setup
that comes from a save, an autosave or any other caller is held to the same rules as
:meth:`Game.new`: known keys only, whole numbers that are whole numbers, 2 to 4 players (1 against
le Roy), names as the new-game dialog allows them, known modules without repeats, known options with
known values, and card overrides that pass the same checks as the player's ``card_overrides.json``.
"""
from __future__ import annotations

from typing import Any

from troyes_desktop.i18n import translate

from ..common.errors import DataError, RulesError
from ..common.files import check_choices, check_int, check_names, is_int
from . import ladies
from .board import NEUTRAL
from .seats import check_computers

SETUP_VERSION = 1
#: Every key a setup may hold.
SETUP_KEYS = ("game", "version", "players", "seed", "names", "start_player", "options", "solo",
              "card_overrides")
#: Player colours (the keys of troyes_desktop.shared_ui.theme.PLAYER_COLOURS; the rules never import Qt).
COLOUR_KEYS = ("orange", "blue", "green", "purple")
#: Every option a setup may hold, with what it may be.
#: ``show_all_vp``: the table rule chosen in the new-game dialog (everyone sees every player's VP);
#: ``computers``: the seats played by the computer (see seats.py).
OPTION_KEYS = ("modules", "activities_setup", "events_setup", "colours", "show_all_vp", "computers")
#: Seeds are 64-bit numbers (the dialogs draw them below 2**31).
SEED_LIMIT = 1 << 64
#: The modules the solo game against le Roy may play: the bonus cards, which the rulebook's solo section
#: names (the Banquet changed for le Roy); The Ladies of Troyes are for 2-4 players (RULINGS L4).
SOLO_MODULES = ("promos",)


def solo_modules_refusal(modules) -> str | None:
    """Why a solo game cannot play these modules (None when it can: none, or the bonus cards)."""
    other = [m for m in modules if m not in SOLO_MODULES]
    if not other:
        return None
    text = translate("TroyesSetup", "the solo game against le Roy can add the bonus cards (promos), not the "
                     "Ladies of Troyes modules ({modules})")
    return text.format(modules=", ".join(other))


class SetupError(RulesError):
    """A game setup that is not one the game can be played with (the reason in plain words)."""


def check_setup(setup) -> dict:
    """Return ``setup`` unchanged if it is a valid Troyes setup; raise :class:`SetupError` otherwise."""
    err = SetupError
    if not isinstance(setup, dict):
        raise err(translate("TroyesSetup", "the game's setup must be a set of named values"))
    unknown = [k for k in setup if k not in SETUP_KEYS]
    if unknown:
        raise err(translate("TroyesSetup", "the game's setup holds something unknown ('{name}')")
                  .format(name=str(unknown[0])[:30]))
    if setup.get("game", "troyes") != "troyes":
        raise err(translate("TroyesSetup", "the game's setup is not for Troyes"))
    if setup.get("version", SETUP_VERSION) != SETUP_VERSION or isinstance(setup.get("version"), bool):
        raise err(translate("TroyesSetup", "the game's setup comes from an unknown version"))
    solo = setup.get("solo", False)
    if solo is not True and solo is not False:
        raise err(translate("TroyesSetup", "the game's setup says neither yes nor no to the solo game"))
    n: Any = setup.get("players")          # JSON, checked below
    if solo:
        if n != 1 or not is_int(n):
            raise err(translate("TroyesSetup", "the solo game is one player against le Roy"))
    else:
        check_int(n, 2, 4, "the number of players", err)
    check_int(setup.get("seed"), -SEED_LIMIT // 2, SEED_LIMIT - 1, "the game's seed", err)
    check_names(setup.get("names"), n, "the player names", err)
    start = setup.get("start_player")
    if not is_int(start) or not (0 <= start < n or (solo and start == NEUTRAL)):
        raise err(translate("TroyesSetup", "the start player is not one of the players or le Roy") if solo
                  else translate("TroyesSetup", "the start player is not one of the players"))
    _check_options(setup.get("options"), n, solo)
    if "card_overrides" in setup:
        _check_overrides(setup["card_overrides"])
    return setup


def _check_options(options, n: int, solo: bool) -> None:
    err = SetupError
    if not isinstance(options, dict):
        raise err(translate("TroyesSetup", "the game's options must be a set of named values"))
    unknown = [k for k in options if k not in OPTION_KEYS]
    if unknown:
        raise err(translate("TroyesSetup", "the game's options hold something unknown ('{name}')")
                  .format(name=str(unknown[0])[:30]))
    mods = check_choices(options.get("modules", []), ladies.MODULES, "the modules", err)
    if solo and solo_modules_refusal(mods):
        raise err(solo_modules_refusal(mods))
    for key, module in (("activities_setup", "activities"), ("events_setup", "events")):
        if key not in options:
            continue
        if module not in mods:
            text = translate("TroyesSetup", "{option} is a choice of the {module} module, which this game "
                             "does not play")
            raise err(text.format(option=key, module=module))
        if options[key] not in ladies.MIX_CHOICES:
            raise err(translate("TroyesSetup", "{option} must be 'shuffled' (with the base cards) or 'alone'")
                      .format(option=key))
    if "colours" in options:
        colours = check_choices(options["colours"], COLOUR_KEYS, "the player colours", err)
        if len(colours) != n:
            raise err(translate("TroyesSetup", "the player colours must be {count} colours, one per player")
                      .format(count=n))
    # The seats played by the computer: {"<seat index>": "easy" | "normal" | "hard"} (see seats.py).
    check_computers(options, n, solo, err)
    show_all = options.get("show_all_vp", False)
    if show_all is not True and show_all is not False:
        raise err(translate("TroyesSetup", "the table rule on victory points says neither yes nor no"))


def _check_overrides(overrides) -> None:
    from .data import load_with_overrides

    if not isinstance(overrides, dict):
        raise SetupError(translate(
            "TroyesSetup", "the game's card corrections must be a set of named values"))
    try:
        load_with_overrides(overrides, ladies=True)       # base and expansion cards alike
    except DataError as exc:
        raise SetupError(translate("TroyesSetup", "the game's card corrections are wrong: {reason}")
                         .format(reason=exc)) from None
