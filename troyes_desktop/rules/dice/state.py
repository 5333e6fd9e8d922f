"""The game's data: copying, the complete state, what a player sees, save files.

Rulebook (Troyes Dice): Setup (what is on the table); docs/card-data.md for the save format."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from troyes_desktop.i18n import translate

from ..common.contract import GAME_OVER, Decision
from ..common.errors import IllegalAction, SaveError
from ..common.files import check_action, is_int, typed
from ..common.rng import Rng
from ..common.serialization import action_to_json, read_json, write_json_atomic
from .data import SetupError
from .decisions import K_ADJUST
from .sheet import _COLOURS
from .wheel import S_BLACK, S_COLOUR, S_NOTCH, S_TILE, S_USABLE, S_VALUE

if TYPE_CHECKING:
    from .game import Game

logger = logging.getLogger(__name__)

SAVE_FORMAT = "troyes-desktop-save"


SAVE_VERSION = 1


#: Every field a save may hold, and more actions than the longest game takes (10 players: about 2,500).
SAVE_KEYS = ("format", "version", "game", "setup", "actions", "result")   # result: see the history's export


MAX_SAVED_ACTIONS = 20_000


def _json_copy(data):
    """A deep copy of plain JSON data (lists, dicts and scalars)."""
    if isinstance(data, dict):
        return {k: _json_copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_json_copy(v) for v in data]
    return data


class GameState:
    """The game's data: copying, the complete state, what a player sees, save files."""

    def copy(self) -> "Game":
        g = self.__class__.__new__(self.__class__)
        g.data = self.data
        g.setup = self.setup
        g.n = self.n
        g.expansion = self.expansion
        g.rng = Rng(state=self.rng.state)
        g.sheets = [s.copy() for s in self.sheets]
        g.history = self.history[:]
        g.day = self.day
        g.half = self.half
        g.window = self.window
        g.numbering = self.numbering[:]
        g.col_of_value = self.col_of_value[:]
        g.plaza_tile = self.plaza_tile
        g.plaza_face = self.plaza_face[:]
        g.backs_seen = self.backs_seen[:]
        g.tiles = dict(self.tiles)
        g.slots = self.slots  # tuples, replaced (never mutated) at each half day
        g.destroyed = self.destroyed[:]
        g.flip_tiles = self.flip_tiles[:]
        g.player = self.player
        g.stage = self.stage
        g.over = self.over
        g.t_rank = self.t_rank
        g.t_colour = self.t_colour
        g.t_value = self.t_value
        g.t_colour_changed = self.t_colour_changed
        g.t_value_changed = self.t_value_changed
        g.todo = self.todo[:]
        g.options = self.options[:]
        g.choice_item = self.choice_item
        g._legal = None
        g.rolled_start = self.rolled_start
        g.initial_events = self.initial_events
        return g

    @property
    def pending(self) -> Decision:
        """Who decides and the kind of decision; ``Decision(None, "over")`` once the game is over."""
        if self.over:
            return GAME_OVER
        return Decision(self.player, self.stage)

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.player

    def state_dict(self) -> dict:
        """The whole state as JSON-ready data (used to compare games, e.g. after a replay)."""
        d = self.public_state()
        d["rng"] = self.rng.state
        return d

    def public_state(self) -> dict:
        return {
            "setup": _json_copy(self.setup),
            "day": self.day,
            "half": ("morning", "afternoon")[self.half],
            "window": self.window,
            "numbering": self.numbering[:],
            "plazas": [
                {
                    "colour": self.plaza_colour(k),
                    "tile_index": self.plaza_tile[k],
                    "face": self.plaza_face[k],
                    "tile": list(self.tiles[k]) if k in self.tiles else None,
                }
                for k in range(9)
            ],
            "dice": [
                {
                    "rank": i + 1,
                    "plaza": s[S_NOTCH],
                    "value": s[S_VALUE],
                    "black": s[S_BLACK],
                    "usable": s[S_USABLE],
                    "colour": _COLOURS[s[S_COLOUR]],
                    "tile": s[S_TILE],
                }
                for i, s in enumerate(self.slots)
            ],
            "destroyed": self.destroyed[:],
            "tiles_to_flip": self.flip_tiles[:],
            "pending": None if self.over else list(self.pending),     # [seat, kind], as in saves before
            "die_in_use": None
            if self.stage != K_ADJUST
            else {
                "rank": self.t_rank + 1,
                "colour": _COLOURS[self.t_colour],
                "value": self.t_value,
                "colour_changed": self.t_colour_changed,
                "value_changed": self.t_value_changed,
            },
            "waiting_gains": [list(i) for i in self.todo],
            "options": [list(o) for o in self.options],
            "choice_for": list(self.choice_item) if self.choice_item else None,
            "rolled_start": self.rolled_start,
            "over": self.over,
            "actions": len(self.history),
            "sheets": [s.to_dict() for s in self.sheets],
        }

    def view(self, player: int) -> dict:
        """What ``player`` may see. Troyes Dice has no hidden information except the future dice rolls,
        so the seed (which predicts them) is left out, like the RNG; everything is a copy."""
        v = self.public_state()
        del v["setup"]["seed"]
        v["you"] = player
        v["legal_actions"] = self.legal_actions() if not self.over and self.player == player else []
        return v

    def to_save(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "setup": _json_copy(self.setup),
            "actions": [action_to_json(a) for a in self.history],
        }

    @classmethod
    def from_save(cls, data: Any) -> "Game":
        """Rebuild a game by replaying its actions; any problem raises :class:`SaveError`.

        The whole save is checked and replayed before the game is returned: every action must be exactly
        (types included) one of the legal actions at its point of the replay."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(translate("DiceRules", "not a Troyes Desktop save"))
        if data.get("game") != cls.game_id:
            game = data.get("game")
            if isinstance(game, str):
                raise SaveError(translate(
                    "DiceRules", "this save is for the game '{game}', not Troyes Dice").format(
                    game=game[:20]))
            raise SaveError(translate(
                "DiceRules", "this save is for an unknown kind of game, not Troyes Dice"))
        if data.get("version") != SAVE_VERSION or not is_int(data.get("version")):
            raise SaveError(translate(
                "DiceRules", "unknown save version (a newer Troyes Desktop, or a damaged file)"))
        unknown = [k for k in data if k not in SAVE_KEYS]
        if unknown:
            raise SaveError(translate("DiceRules", "the save holds an unknown field ('{field}')").format(
                field=str(unknown[0])[:30]))
        setup = data.get("setup")
        actions = data.get("actions")
        if not isinstance(setup, dict) or not isinstance(actions, list):
            raise SaveError(translate("DiceRules", "the save has no setup or no action list"))
        if len(actions) > MAX_SAVED_ACTIONS:
            raise SaveError(translate(
                "DiceRules", "the save holds {count} actions, more than any game has").format(
                count=len(actions)))
        try:
            game = cls(setup)
        except SetupError as exc:
            raise SaveError(translate("DiceRules", "invalid setup in the save: {reason}").format(
                reason=exc)) from None
        except (KeyError, TypeError, ValueError, OverflowError):
            raise SaveError(translate("DiceRules", "invalid setup in the save")) from None
        for i, a in enumerate(actions):
            action = check_action(a, i + 1)
            try:
                if game.over or typed(action) not in {typed(x) for x in game.legal_actions()}:
                    raise IllegalAction(game.why_illegal(action) or translate(
                        "DiceRules", "not one of the moves possible then"), action)
                game.apply(action)
            except IllegalAction as exc:
                raise SaveError(translate(
                    "DiceRules", "action {number} of the save cannot be replayed: {reason}").format(
                    number=i + 1, reason=exc.reason)) from None
            except Exception:  # noqa: BLE001 - a damaged file must never crash the app
                logger.warning("Action %s of a save cannot be replayed", i + 1, exc_info=True)
                raise SaveError(translate(
                    "DiceRules", "action {number} of the save cannot be replayed").format(
                    number=i + 1)) from None
        return game

    def save(self, path) -> None:
        write_json_atomic(path, self.to_save())

    @classmethod
    def load(cls, path) -> "Game":
        return cls.from_save(read_json(path))

    # ------------------------------------------------------------------ hidden information (computer players)
    def determinized(self, seat: int, seed: int) -> "Game":
        """A copy for ``seat`` in which what nobody at the table can see is resampled from ``seed``.

        Hidden in Troyes Dice: the future rolls (the RNG state, and the seed of the setup that would replay
        them) and the face-down side of every plaza tile that has not been turned over yet (a red face may
        hide a red, yellow or white back). The resampled backs keep the faces showing, the tiles of the box
        and the rule that Banquets and Raids tiles lie beside single-colour plazas. The other side of a
        Banquets and Raids tile is printed in the rulebook for each tile, so it is known and kept. The result
        depends only on what ``seat`` can see and on ``seed``.
        """
        g = self.copy()
        rng = Rng(seed * 1_000_003 + 7919 * (seat + 1))
        g.rng = Rng(rng.next_u64())
        g.setup = dict(self.setup, seed=int(seed))
        pairs = self.data.plaza_pairs
        hidden = [k for k in range(9) if not self.backs_seen[k]]
        pool = sorted(self.plaza_tile[k] for k in hidden)
        shown = {k: self._plaza_colour(k) for k in hidden}
        order = hidden[:]
        rng.shuffle(order)

        def fits(tile: int, notch: int) -> bool:
            a, b = pairs[tile]
            if notch in self.tiles and a != b:
                return False
            return shown[notch] in (a, b)

        def place(i: int, left: list[int], out: dict[int, int]) -> bool:
            if i == len(order):
                return True
            notch = order[i]
            options = [t for t in left if fits(t, notch)]
            rng.shuffle(options)
            for t in options:
                out[notch] = t
                rest = left[:]
                rest.remove(t)
                if place(i + 1, rest, out):
                    return True
            return False

        out: dict[int, int] = {}
        if place(0, pool, out):
            tiles = list(self.plaza_tile)
            for notch, t in out.items():
                tiles[notch] = t
                a, b = pairs[t]
                g.plaza_face[notch] = rng.randint(0, 1) if a == b else (0 if a == shown[notch] else 1)
            g.plaza_tile = tiles
        return g
