"""Saving and loading Troyes games as JSON: the setup plus every action taken.

A save replays exactly: the game's RNG is part of the setup (its seed), so re-applying the
actions reproduces every die roll. The final state is stored too, and checked after the
replay, so a file edited by hand or written by an incompatible version is refused clearly.
"""
from __future__ import annotations

import logging
import os

from troyes_desktop.i18n import translate

from ..common.errors import IllegalAction, RulesError, SaveError
from ..common.files import check_action, is_int, typed
from ..common.serialization import action_to_json, read_json, write_json_atomic
from .game import Game

logger = logging.getLogger(__name__)

FORMAT = "troyes-desktop-save"
FORMAT_VERSION = 1
#: More actions than the longest game can take (a 4-player game with every module takes about 2,000).
MAX_ACTIONS = 20_000


def to_dict(game: Game) -> dict:
    return {
        "format": FORMAT, "version": FORMAT_VERSION, "game": "troyes",
        "setup": game.setup,
        "actions": [action_to_json(a) for a in game.history],
        "state": game.state_dict(),
    }


#: Every field a save may hold ("result": the summary a game exported from the history carries; not read).
SAVE_KEYS = ("format", "version", "game", "setup", "actions", "state", "result")


def from_dict(data) -> Game:
    """Rebuild a game from a save's data: the whole file is checked and replayed before it is returned,
    so a caller installs either a complete valid game or nothing. Any problem raises SaveError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(translate("TroyesSaves", "this file is not a Troyes Desktop save"))
    if data.get("game") != "troyes":
        game = data.get("game")
        if isinstance(game, str):
            raise SaveError(translate("TroyesSaves", "this save holds a game of '{game}', not Troyes")
                            .format(game=game[:20]))
        raise SaveError(translate("TroyesSaves", "this save holds a game of an unknown kind, not Troyes"))
    version = data.get("version")
    if not is_int(version) or version > FORMAT_VERSION or version < 1:
        raise SaveError(translate(
            "TroyesSaves", "this save was written by a newer Troyes Desktop (or its version is damaged)"))
    unknown = [k for k in data if k not in SAVE_KEYS]
    if unknown:
        raise SaveError(translate("TroyesSaves", "the save is damaged: it holds an unknown field ('{name}')")
                        .format(name=str(unknown[0])[:30]))
    setup = data.get("setup")
    actions = data.get("actions")
    if not isinstance(setup, dict) or not isinstance(actions, list):
        raise SaveError(translate(
            "TroyesSaves", "the save is damaged: its setup or its list of actions is missing"))
    if len(actions) > MAX_ACTIONS:
        text = translate("TroyesSaves", "the save is damaged: it holds {count} actions, more than any game "
                         "has")
        raise SaveError(text.format(count=len(actions)))
    try:
        game = Game(setup)
    except SaveError:
        raise
    except RulesError as exc:
        text = translate("TroyesSaves", "the save's setup is damaged: {reason}")
        raise SaveError(text.format(reason=exc)) from None
    except (KeyError, TypeError, ValueError):
        raise SaveError(translate("TroyesSaves", "the save's setup is damaged")) from None
    for i, raw in enumerate(actions):
        replay_action(game, raw, i + 1)
    state = data.get("state")
    if state is not None and state != game.state_dict():
        raise SaveError(translate(
            "TroyesSaves", "the save is damaged: replaying its actions does not give the saved position"))
    return game


def replay_action(game: Game, raw, number: int) -> None:
    """Apply saved action ``number`` (counted from 1) if it is exactly one of the legal actions now."""
    action = check_action(raw, number)
    if game.over:
        text = translate(
            "TroyesSaves", "the save is damaged: action {number} is not legal (the game is over)")
        raise SaveError(text.format(number=number))
    if typed(action) not in {typed(a) for a in game.legal_actions()}:
        reason = game.why_illegal(action) or translate(
            "TroyesSaves", "it is not one of the moves possible at that point")
        raise _not_legal(number, reason)
    try:
        game.apply(action)
    except IllegalAction as exc:
        raise _not_legal(number, exc.reason) from None
    except Exception:  # noqa: BLE001 - a damaged file must never crash the app
        logger.warning("Action %s of a save cannot be replayed", number, exc_info=True)
        text = translate("TroyesSaves", "the save is damaged at action {number} (it cannot be replayed)")
        raise SaveError(text.format(number=number)) from None


def _not_legal(number: int, reason: str) -> SaveError:
    text = translate("TroyesSaves", "the save is damaged: action {number} is not legal ({reason})")
    return SaveError(text.format(number=number, reason=reason))


def save(game: Game, path: str | os.PathLike) -> None:
    """Write the game atomically (a crash never leaves half a file)."""
    write_json_atomic(path, to_dict(game))


def load(path: str | os.PathLike) -> Game:
    return from_dict(read_json(path))


def replay_summary(path: str | os.PathLike) -> dict:
    """The scoring breakdown of a saved game (provisional if the game is not finished)."""
    game = load(path)
    from .scoring import final_scores
    return {
        "game": "troyes", "players": game.n, "finished": game.over, "round": game.round,
        "actions": len(game.history), "scores": game.scores if game.over else final_scores(game),
    }
