"""Saving and loading Troyes games as JSON: the setup plus every action taken.

A save replays exactly: the game's RNG is part of the setup (its seed), so re-applying the
actions reproduces every die roll. The final state is stored too, and checked after the
replay, so a file edited by hand or written by an incompatible version is refused clearly.
"""
from __future__ import annotations

import os

from ..common.errors import IllegalAction, RulesError, SaveError
from ..common.serialization import action_from_json, action_to_json, read_json, write_json_atomic
from .board import NEUTRAL
from .game import SETUP_VERSION, Game
from .seats import check_computers

FORMAT = "troyes-desktop-save"
FORMAT_VERSION = 1


def to_dict(game: Game) -> dict:
    return {
        "format": FORMAT, "version": FORMAT_VERSION, "game": "troyes",
        "setup": game.setup,
        "actions": [action_to_json(a) for a in game.history],
        "state": game.state_dict(),
    }


def from_dict(data) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this file is not a Troyes Desktop save")
    if data.get("game") != "troyes":
        raise SaveError(f"this save holds a game of {data.get('game')!r}, not Troyes")
    version = data.get("version")
    if not isinstance(version, int) or version > FORMAT_VERSION or version < 1:
        raise SaveError(f"this save was written by a newer Troyes Desktop (format {version!r})")
    setup = data.get("setup")
    actions = data.get("actions")
    if not isinstance(setup, dict) or not isinstance(actions, list):
        raise SaveError("the save is damaged: its setup or its list of actions is missing")
    if setup.get("version") != SETUP_VERSION:
        raise SaveError("the save's setup comes from an unknown version")
    try:
        game = Game(_checked_setup(setup))
    except SaveError:
        raise
    except (RulesError, KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"the save's setup is damaged ({exc})") from None
    for i, raw in enumerate(actions):
        try:
            game.apply(action_from_json(raw))
        except IllegalAction as exc:
            raise SaveError(f"the save is damaged: action {i + 1} is not legal ({exc.reason})") from None
        except SaveError:
            raise
        except Exception as exc:  # noqa: BLE001 - a damaged file must never crash the app
            raise SaveError(f"the save is damaged at action {i + 1} ({type(exc).__name__})") from None
    state = data.get("state")
    if state is not None and state != game.state_dict():
        raise SaveError("the save is damaged: replaying its actions does not give the saved position")
    return game


def _checked_setup(setup: dict) -> dict:
    n = setup.get("players")
    solo = setup.get("solo", False)
    if solo not in (True, False) or (solo and n != 1) or (not solo and n not in (2, 3, 4)):
        raise SaveError("the save's number of players is not 2, 3 or 4 (or 1 against le Roy)")
    names = setup.get("names")
    if not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) for x in names):
        raise SaveError("the save's player names are damaged")
    if not isinstance(setup.get("seed"), int) or not isinstance(setup.get("start_player"), int):
        raise SaveError("the save's seed or start player is damaged")
    if not (0 <= setup["start_player"] < n or (solo and setup["start_player"] == NEUTRAL)):
        raise SaveError("the save's start player is not one of its players")
    if not isinstance(setup.get("options", {}), dict):
        raise SaveError("the save's options are damaged")
    check_computers(setup.get("options", {}), n, solo)
    return setup


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
