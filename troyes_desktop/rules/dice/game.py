"""The Troyes Dice engine: setup, the wheel, the dice, the actions, the bonuses.

Pattern (shared with the Troyes engine): a :class:`Game` holds all state as plain data plus its own
seeded :class:`~troyes_desktop.rules.common.rng.Rng`; there is always exactly one pending decision
(:attr:`Game.pending`: who decides and what kind); :meth:`Game.legal_actions` lists the legal answers
as tuples; :meth:`Game.apply` validates one, applies it and returns event records (dicts with a
``'type'``). Chance (the dice rolls at the start of each half day) is resolved inside the engine.

Actions (columns are numbered 1-6 from the left, plaza ranks 1-4 from the free plaza):

* ``('direction', 'increasing'|'decreasing')`` - town crier, rolled numbering.
* ``('number', v)`` - town crier, expert numbering: the value of the next column from the left.
* ``('die', rank, pay)`` - choose the die on the plaza of that rank; ``pay`` names the resource given
  where the wheel asks for "1 resource of your choice", else ``None``.
* ``('fallback',)`` - no die is free and none is affordable: gain one of each resource instead.
* ``('colour', colour)`` / ``('value', v)`` - change the chosen die (knowledge / influence), each at
  most once.
* ``('gain',)`` / ``('prestige',)`` / ``('work',)`` - the action performed with the die.
* ``('track', colour)`` - where a citizen goes when its own track is full.
* ``('build', building, column)`` - a construction given by a citizen bonus.
* ``('citizen', colour)`` - the yellow or white citizen of the Fortress Banquet.

Hot-seat (ruling D3): in each half day the players decide one after another, seat 0 first; each player's
turn, with every bonus it triggers, is finished before the next player's starts.

Bonus order (docs/rulings.md): the gains of one step are resolved in the order printed (building, link
bonus, tile), one citizen at a time; a bonus triggered by a gain is resolved *immediately*, before the
rest of that step's gains (depth first).
"""

from __future__ import annotations

from typing import Any

from ..common.actions import shape_refusal
from ..common.errors import IllegalAction, RulesError, SaveError
from ..common.files import check_action, check_names, is_int, typed
from ..common.rng import Rng
from ..common.serialization import action_to_json, read_json, write_json_atomic
from . import data as D
from .data import SetupError
from .setup_check import check_seed, check_setup
from .tiles import BANQUET, NO_EFFECT, RAID, TILE_EFFECTS

EMPTY, BUILT, CROSSED = 0, 1, 2
STATE_NAMES = ("empty", "built", "crossed")

SAVE_FORMAT = "troyes-desktop-save"
SAVE_VERSION = 1
#: Every field a save may hold, and more actions than the longest game takes (10 players: about 2,500).
SAVE_KEYS = ("format", "version", "game", "setup", "actions", "result")   # result: see the history's export
MAX_SAVED_ACTIONS = 20_000

# Decision kinds.
K_DIRECTION = "numbering_direction"
K_NUMBER = "numbering_value"
K_DIE = "choose_die"
K_ADJUST = "use_die"
K_TRACK = "citizen_track"
K_TRACK_BUILD = "track_bonus_build"
K_COLUMN_BUILD = "column_bonus_build"
K_FORTRESS = "fortress_citizen"
CHOICE_KINDS = (K_TRACK, K_TRACK_BUILD, K_COLUMN_BUILD, K_FORTRESS)

# A slot is one die placed on a plaza for the current half day:
# (notch, value, is_black, usable, plaza colour, tile effect, tile id or None)
S_NOTCH, S_VALUE, S_BLACK, S_USABLE, S_COLOUR, S_EFFECT, S_TILE = range(7)

_COLOURS = D.COLOURS
_RES = D.RESOURCES


class Sheet:
    """One player's scoresheet.

    Resource tracks keep how many spaces are circled and how many of those are crossed out (spent).
    Buildings are one flat list indexed ``row * 18 + district * 6 + column`` (row 0 prestige, 1 work),
    each EMPTY, BUILT or CROSSED. ``die_crossed`` is indexed ``district * 6 + column``.
    """

    __slots__ = (
        "circled",
        "spent",
        "citizens",
        "buildings",
        "die_crossed",
        "cathedral",
        "cathedrals",
        "column_bonus",
        "links",
    )

    def __init__(self, start: int = 3, n_column_bonuses: int = 3, n_links: int = 9) -> None:
        self.circled = [start, start, start]
        self.spent = [0, 0, 0]
        self.citizens = [0, 0, 0]
        self.buildings = [EMPTY] * 36
        self.die_crossed = [False] * 18
        self.cathedral = [0] * 6  # by column: the number written (0 = no Cathedral)
        self.cathedrals = 0  # Cathedrals built so far
        self.column_bonus = [False] * n_column_bonuses
        self.links = [False] * n_links  # link bonuses gained, by lozenge

    def copy(self) -> "Sheet":
        s = Sheet.__new__(Sheet)
        s.circled = self.circled[:]
        s.spent = self.spent[:]
        s.citizens = self.citizens[:]
        s.buildings = self.buildings[:]
        s.die_crossed = self.die_crossed[:]
        s.cathedral = self.cathedral[:]
        s.cathedrals = self.cathedrals
        s.column_bonus = self.column_bonus[:]
        s.links = self.links[:]
        return s

    def have(self, resource: int) -> int:
        return self.circled[resource] - self.spent[resource]

    def building(self, name: str, column: int) -> int:
        """State of a building, column 1-6."""
        row, district = D.BUILDING_SLOT[name]
        return self.buildings[row * 18 + district * 6 + column - 1]

    def count_built(self, name: str) -> int:
        row, district = D.BUILDING_SLOT[name]
        base = row * 18 + district * 6
        return self.buildings[base : base + 6].count(BUILT)

    def to_dict(self) -> dict:
        return {
            "resources": {
                r: {"circled": self.circled[i], "spent": self.spent[i]} for i, r in enumerate(_RES)
            },
            "citizens": {c: self.citizens[i] for i, c in enumerate(_COLOURS)},
            "buildings": {
                b: [STATE_NAMES[self.building(b, c)] for c in range(1, 7)] for b in D.BUILDING_SLOT
            },
            "dice_crossed": {c: self.die_crossed[i * 6 : i * 6 + 6] for i, c in enumerate(_COLOURS)},
            "cathedral_numbers": self.cathedral[:],
            "cathedrals_built": self.cathedrals,
            "column_bonuses": self.column_bonus[:],
            "link_bonuses": self.links[:],
        }


#: How many parts each kind of action has, and the plain-words refusal when it has another number.
_SHAPES = {
    "die": (3, "a die is chosen by its plaza rank (1 to 4) and, where that plaza asks, the resource paid"),
    "fallback": (1, "gaining one of each resource takes nothing more"),
    "colour": (2, "a colour change names only the new colour"),
    "value": (2, "a value change names only the new value"),
    "gain": (1, "gaining resources takes nothing more: the die's colour and value decide"),
    "prestige": (1, "constructing a prestige building takes nothing more: the die's colour chooses the "
                    "building and its value the column"),
    "work": (1, "constructing a work building takes nothing more: the die's colour chooses the building "
                "and its value the column"),
    "direction": (2, "the town crier names only the direction (increasing or decreasing)"),
    "number": (2, "the town crier names only the number of the next column"),
    "track": (2, "name only the track that takes the citizen"),
    "build": (3, "name the building and its column"),
    "citizen": (2, "name only the colour of the citizen"),
}


class Game:
    """One game of Troyes Dice for 1 to 10 players (see the module docstring for the actions)."""

    game_id = "dice"

    def __init__(
        self,
        players: int = 1,
        seed: int = 0,
        modules: tuple[str, ...] | list[str] = (),
        numbering: str = "first",
        names: list[str] | None = None,
    ) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 10:
            raise SetupError(f"Troyes Dice is played by 1 to 10 players, not {players!r}")
        modules = D.normalise_modules(modules)
        if numbering not in D.NUMBERING_MODES:
            raise SetupError(f"unknown numbering {numbering!r} (one of {', '.join(D.NUMBERING_MODES)})")
        check_seed(seed)
        if names is not None:
            check_names(list(names) if isinstance(names, tuple) else names, players, "the player names",
                        SetupError)
        self.data = data = D.load()
        self.setup = {"players": players, "seed": int(seed), "modules": list(modules), "numbering": numbering}
        if names is not None:
            self.setup["names"] = list(names)
        self.n = players
        self.expansion = D.MODULE_BANQUETS in modules
        rng = self.rng = Rng(seed)
        self.sheets = [
            Sheet(data.start_circled, len(data.column_bonuses), len(data.lozenges)) for _ in range(players)
        ]
        self.actions: list[tuple] = []
        self.day = 1
        self.half = 0  # 0 morning, 1 afternoon
        self.window = 0  # notch under the day window
        self.numbering: list[int] = []  # die value of each column, left to right
        self.col_of_value = [-1] * 7
        # The 9 plaza tiles in random notches, random face up.
        order = list(range(9))
        rng.shuffle(order)
        self.plaza_tile = order  # notch -> plaza tile index
        self.plaza_face = [rng.randint(0, 1) for _ in range(9)]  # notch -> face (0 front, 1 back)
        # Banquets and Raids: 3 random tiles beside the single-colour plazas (red, yellow, white).
        self.tiles: dict[int, tuple[str, str]] = {}
        if self.expansion:
            ids = list(data.tile_ids)
            rng.shuffle(ids)
            singles = sorted(
                (data.plaza_pairs[t][0], notch)
                for notch, t in enumerate(order)
                if data.plaza_pairs[t][0] == data.plaza_pairs[t][1]
            )
            for i, (_colour, notch) in enumerate(singles):
                self.tiles[notch] = (ids[i], BANQUET)
        self.slots: list[tuple] = []
        self.destroyed: list[int] = []
        self.flip_tiles: list[int] = []  # notches whose tile turns to Raid at the end of this half day
        self.player = 0
        self.stage = ""
        self.over = False
        # The die being used this turn.
        self.t_rank = -1
        self.t_colour = 0
        self.t_value = 0
        self.t_colour_changed = False
        self.t_value_changed = False
        # Gains waiting to be resolved for the current player (next item last) and an open choice.
        self.todo: list[tuple] = []
        self.options: list[tuple] = []
        self.choice_item: tuple | None = None
        self._legal: list[tuple] | None = None
        self.rolled_start = 0
        events: list[dict] = [
            {
                "type": "setup",
                "players": players,
                "modules": list(modules),
                "numbering": numbering,
                "plazas": [self._plaza_colour(k) for k in range(9)],
                "tiles": {str(k): v[0] for k, v in self.tiles.items()},
            }
        ]
        if numbering == "first":
            self._set_numbering(list(range(1, 7)), events)
        elif numbering == "rolled":
            self.rolled_start = rng.roll()
            events.append({"type": "numbering_rolled", "value": self.rolled_start})
            self.stage = K_DIRECTION
        else:
            self.stage = K_NUMBER
        #: Events of the setup (the first roll included when no numbering decision is needed).
        self.initial_events = events

    # ------------------------------------------------------------------ construction helpers

    @classmethod
    def from_setup(cls, setup: dict) -> "Game":
        check_setup(setup)
        return cls(
            players=setup["players"],
            seed=setup["seed"],
            modules=tuple(setup.get("modules", ())),
            numbering=setup.get("numbering", "first"),
            names=setup.get("names"),
        )

    def copy(self) -> "Game":
        g = Game.__new__(Game)
        g.data = self.data
        g.setup = self.setup
        g.n = self.n
        g.expansion = self.expansion
        g.rng = Rng(state=self.rng.state)
        g.sheets = [s.copy() for s in self.sheets]
        g.actions = self.actions[:]
        g.day = self.day
        g.half = self.half
        g.window = self.window
        g.numbering = self.numbering[:]
        g.col_of_value = self.col_of_value[:]
        g.plaza_tile = self.plaza_tile
        g.plaza_face = self.plaza_face[:]
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

    # ------------------------------------------------------------------ public queries

    @property
    def pending(self) -> tuple[int, str] | None:
        """(player who decides, kind of decision), or None once the game is over."""
        if self.over:
            return None
        return (self.player, self.stage)

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.player

    def plaza_colour(self, notch: int) -> str:
        return _COLOURS[self._plaza_colour(notch)]

    def _plaza_colour(self, notch: int) -> int:
        pair = self.data.plaza_pairs[self.plaza_tile[notch]]
        return pair[self.plaza_face[notch]]

    def half_day_notches(self, half: int | None = None) -> list[int]:
        """The 4 notches of a half day's plazas, by rank (rank 1 = the free plaza)."""
        half = self.half if half is None else half
        base = self.window + 1 + 4 * half
        return [(base + i) % 9 for i in range(4)]

    def _effect(self, notch: int):
        tile = self.tiles.get(notch)
        return NO_EFFECT if tile is None else TILE_EFFECTS[tile]

    def die_cost(self, rank: int) -> dict:
        """What the die on the plaza of ``rank`` (1-4) costs: fixed resources plus 'any' resources."""
        if not self.slots:
            raise RulesError("no die lies on the plazas now (the game is over)")
        if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= len(self.slots):
            raise RulesError(f"a plaza rank goes from 1 to {len(self.slots)}, not {rank!r}")
        slot = self.slots[rank - 1]
        fixed, anyn = self._cost(rank - 1, slot[S_EFFECT])
        return {"influence": fixed[0], "deniers": fixed[1], "knowledge": fixed[2], "any": anyn}

    def _cost(self, rank: int, eff) -> tuple[tuple[int, int, int], int]:
        if eff.free:
            return (0, 0, 0), 0
        fixed, anyn = self.data.wheel_costs[rank]
        ex = eff.extra_cost
        if ex != (0, 0, 0):
            fixed = (fixed[0] + ex[0], fixed[1] + ex[1], fixed[2] + ex[2])
        return fixed, anyn

    def available_dice(self) -> list[dict]:
        """The dice players may choose this half day, with their plaza colour."""
        return [
            {"rank": i + 1, "value": s[S_VALUE], "colour": _COLOURS[s[S_COLOUR]], "black": s[S_BLACK]}
            for i, s in enumerate(self.slots)
            if s[S_USABLE]
        ]

    def legal_actions(self) -> list[tuple]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal[:]

    def _compute_legal(self) -> list[tuple]:
        stage = self.stage
        if self.over:
            return []
        if stage == K_ADJUST:
            return self._adjust_actions()
        if stage == K_DIE:
            return self._die_actions()
        if stage in CHOICE_KINDS:
            return self.options[:]
        if stage == K_DIRECTION:
            return [("direction", "increasing"), ("direction", "decreasing")]
        if stage == K_NUMBER:
            used = set(self.numbering)
            return [("number", v) for v in range(1, 7) if v not in used]
        return []

    def _die_actions(self) -> list[tuple]:
        sheet = self.sheets[self.player]
        have = (
            sheet.circled[0] - sheet.spent[0],
            sheet.circled[1] - sheet.spent[1],
            sheet.circled[2] - sheet.spent[2],
        )
        out = []
        for rank, slot in enumerate(self.slots):
            if not slot[S_USABLE]:
                continue
            fixed, anyn = self._cost(rank, slot[S_EFFECT])
            if have[0] < fixed[0] or have[1] < fixed[1] or have[2] < fixed[2]:
                continue
            if anyn == 0:
                out.append(("die", rank + 1, None))
            else:
                for r in range(3):
                    if have[r] >= fixed[r] + anyn:
                        out.append(("die", rank + 1, _RES[r]))
        if not out:
            out.append(("fallback",))
        return out

    def _adjust_actions(self) -> list[tuple]:
        sheet = self.sheets[self.player]
        eff = self.slots[self.t_rank][S_EFFECT]
        out = []
        cur_c = self.t_colour
        cur_v = self.t_value
        if (
            not self.t_colour_changed
            and eff.colour_cost
            and sheet.circled[2] - sheet.spent[2] >= eff.colour_cost
        ):
            for c in range(3):
                if c != cur_c:
                    out.append(("colour", _COLOURS[c]))
        step = eff.value_step
        if not self.t_value_changed and step:
            inf = sheet.circled[0] - sheet.spent[0]
            if inf:
                for v in range(1, 7):
                    if v != cur_v:
                        d = v - cur_v if v > cur_v else cur_v - v
                        if (d if step == 1 else (d + 1) // 2) <= inf:
                            out.append(("value", v))
        out.append(("gain",))
        if cur_v >= 1:
            k = cur_c * 6 + self.col_of_value[cur_v]
            b = sheet.buildings
            if eff.prestige_allowed and b[k] == EMPTY:
                out.append(("prestige",))
            if b[18 + k] == EMPTY:
                out.append(("work",))
        return out

    def explain(self, action: tuple) -> str | None:
        """None if ``action`` is legal now, else the reason it is not, in plain words."""
        if self._legal is None:
            self._legal = self._compute_legal()
        if shape_refusal(action) is None and action in self._legal:
            return None
        return self._reason(action)

    def _reason(self, action: Any) -> str:
        if self.over:
            return "the game is over"
        why = shape_refusal(action)
        if why:
            return why
        kind = action[0]
        shape = _SHAPES.get(kind)
        if shape is not None and len(action) != shape[0]:
            return shape[1]
        stage = self.stage
        sheet = self.sheets[self.player]
        expected = {
            K_DIRECTION: "the town crier must choose whether the column numbers increase or decrease",
            K_NUMBER: "the town crier must choose the number of the next column",
            K_DIE: "the player must choose a die",
            K_ADJUST: "the player must adjust the chosen die or perform an action with it",
            K_TRACK: "the player must choose the track of a citizen whose own track is full",
            K_TRACK_BUILD: "the player must choose the prestige building given by a citizen track",
            K_COLUMN_BUILD: "the player must choose the work building given by a column bonus",
            K_FORTRESS: "the player must choose the yellow or white citizen of the Banquet",
        }[stage]
        wanted = {
            K_DIRECTION: "direction",
            K_NUMBER: "number",
            K_DIE: "die",
            K_TRACK: "track",
            K_TRACK_BUILD: "build",
            K_COLUMN_BUILD: "build",
            K_FORTRESS: "citizen",
        }.get(stage)
        if stage == K_DIE and kind == "fallback":
            return "you can afford a die, so you must choose one"
        if stage == K_DIE and kind == "die":
            if len(action) != 3 or not isinstance(action[1], int) or not 1 <= action[1] <= 4:
                return "choose a die by its plaza rank, 1 to 4"
            slot = self.slots[action[1] - 1]
            if not slot[S_USABLE]:
                return (
                    "the black die can never be chosen" if slot[S_BLACK] else "that plaza has been destroyed"
                )
            fixed, anyn = self._cost(action[1] - 1, slot[S_EFFECT])
            pay = action[2]
            if anyn and pay not in _RES:
                return "this plaza costs 1 resource of your choice: say which one"
            if not anyn and pay is not None:
                return "this plaza does not ask for a resource of your choice"
            need = list(fixed)
            if anyn:
                need[_RES.index(pay)] += anyn
            for r in range(3):
                if sheet.have(r) < need[r]:
                    return f"you cannot pay {need[r]} {_RES[r]} (you have {sheet.have(r)})"
            return f"the die on plaza {action[1]} cannot be chosen"
        if stage == K_ADJUST and kind in ("colour", "value", "gain", "prestige", "work"):
            eff = self.slots[self.t_rank][S_EFFECT]
            if kind == "colour":
                if self.t_colour_changed:
                    return "the colour of this die has already been changed"
                if not eff.colour_cost:
                    return "the Raid beside this plaza forbids changing the colour of its die"
                if len(action) != 2 or action[1] not in _COLOURS:
                    return "choose red, yellow or white"
                if _COLOURS.index(action[1]) == self.t_colour:
                    return "the die is already that colour"
                return f"changing the colour costs {eff.colour_cost} knowledge (you have {sheet.have(2)})"
            if kind == "value":
                if self.t_value_changed:
                    return "the value of this die has already been changed"
                if not eff.value_step:
                    return "the Raid beside this plaza forbids changing the value of its die"
                if len(action) != 2 or not isinstance(action[1], int) or not 1 <= action[1] <= 6:
                    return "a die value goes from 1 to 6 (it does not wrap around)"
                if action[1] == self.t_value:
                    return "the die already shows that value"
                d = abs(action[1] - self.t_value)
                cost = d if eff.value_step == 1 else (d + 1) // 2
                return f"that change costs {cost} influence (you have {sheet.have(0)})"
            if kind in ("prestige", "work"):
                if self.t_value < 1:
                    return "a die of value 0 matches no column"
                if kind == "prestige" and not eff.prestige_allowed:
                    return "the Raid beside this plaza forbids constructing a prestige building with its die"
                row = D.PRESTIGE if kind == "prestige" else D.WORK
                name = D.BUILDING_NAMES[D.BUILDING_AT[(row, self.t_colour)]]
                col = self.col_of_value[self.t_value]
                state = sheet.buildings[row * 18 + self.t_colour * 6 + col]
                return f"the {name} in column {self.t_value} is already {STATE_NAMES[state]}"
        if stage in CHOICE_KINDS and kind == wanted:
            if kind == "build":
                name = D.BUILDING_NAMES.get(action[1], "that building")
                where = f" in column {action[2]}" if isinstance(action[2], int) else ""
                return (f"the {name}{where} cannot be constructed now (already built, crossed out or "
                        "not offered)")
            if kind == "track":
                return f"the {action[1]} track is full or not offered"
            return f"a {action[1]} citizen is not offered"
        if stage in (K_DIRECTION, K_NUMBER) and kind == wanted:
            return (
                f"{action[1]} is already used or not a die value"
                if kind == "number"
                else "choose increasing or decreasing"
            )
        return f"'{kind}' is not possible now: {expected}"

    # ------------------------------------------------------------------ applying actions

    def apply(self, action: tuple, player: int | None = None) -> list[dict]:
        """Validate and apply one action of the deciding player; return the events it caused."""
        if self.over:
            raise IllegalAction("the game is over", action)
        if player is not None and player != self.player:
            raise IllegalAction(
                f"it is player {self.player + 1}'s decision, not player {player + 1}'s", action
            )
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if shape_refusal(action) is not None or action not in legal:   # strict: True is not 1, 1.0 not 1
            raise IllegalAction(self._reason(action), action)
        self._legal = None
        self.actions.append(action)
        events: list[dict] = []
        stage = self.stage
        kind = action[0]
        p = self.player
        sheet = self.sheets[p]
        if stage == K_ADJUST:
            if kind == "colour":
                c = _COLOURS.index(action[1])
                cost = self.slots[self.t_rank][S_EFFECT].colour_cost
                sheet.spent[2] += cost
                events.append(
                    {
                        "type": "colour_changed",
                        "player": p,
                        "from": _COLOURS[self.t_colour],
                        "to": action[1],
                        "knowledge": cost,
                    }
                )
                self.t_colour = c
                self.t_colour_changed = True
                return events
            if kind == "value":
                v = action[1]
                d = abs(v - self.t_value)
                step = self.slots[self.t_rank][S_EFFECT].value_step
                cost = d if step == 1 else (d + 1) // 2
                sheet.spent[0] += cost
                events.append(
                    {"type": "value_changed", "player": p, "from": self.t_value, "to": v, "influence": cost}
                )
                self.t_value = v
                self.t_value_changed = True
                return events
            colour, value = self.t_colour, self.t_value
            if kind == "gain":
                events.append(
                    {
                        "type": "action",
                        "player": p,
                        "action": "gain",
                        "colour": _COLOURS[colour],
                        "value": value,
                    }
                )
                if value:
                    self.todo.append(("res", colour, value))
            else:
                row = D.PRESTIGE if kind == "prestige" else D.WORK
                col = self.col_of_value[value]
                events.append(
                    {
                        "type": "action",
                        "player": p,
                        "action": kind,
                        "colour": _COLOURS[colour],
                        "value": value,
                    }
                )
                self._build(p, row, colour, col, "die", events)
        elif stage == K_DIE:
            if kind == "fallback":
                events.append({"type": "fallback", "player": p})
                self.todo.extend((("res", 2, 1), ("res", 1, 1), ("res", 0, 1)))
            else:
                rank = action[1] - 1
                slot = self.slots[rank]
                fixed, anyn = self._cost(rank, slot[S_EFFECT])
                paid = [fixed[0], fixed[1], fixed[2]]
                if anyn:
                    paid[_RES.index(action[2])] += anyn
                sp = sheet.spent
                sp[0] += paid[0]
                sp[1] += paid[1]
                sp[2] += paid[2]
                self.t_rank = rank
                self.t_colour = slot[S_COLOUR]
                self.t_value = 0 if slot[S_EFFECT].zero_value else slot[S_VALUE]
                self.t_colour_changed = False
                self.t_value_changed = False
                self.stage = K_ADJUST
                events.append(
                    {
                        "type": "die_chosen",
                        "player": p,
                        "rank": rank + 1,
                        "colour": _COLOURS[self.t_colour],
                        "value": self.t_value,
                        "paid": {_RES[r]: paid[r] for r in range(3) if paid[r]},
                    }
                )
                return events
        elif stage in CHOICE_KINDS:
            self._resolve_choice(p, action, events)
        elif stage == K_DIRECTION:
            start = self.rolled_start
            step = 1 if action[1] == "increasing" else -1
            self._set_numbering([(start - 1 + step * i) % 6 + 1 for i in range(6)], events)
            return events
        elif stage == K_NUMBER:
            numbering = self.numbering + [action[1]]
            if len(numbering) == 5:
                numbering.append(next(v for v in range(1, 7) if v not in numbering))
            if len(numbering) == 6:
                self.numbering = []
                self._set_numbering(numbering, events)
            else:
                self.numbering = numbering
            return events
        self._run(events)
        return events

    def _set_numbering(self, numbering: list[int], events: list[dict]) -> None:
        self.numbering = numbering
        for col, v in enumerate(numbering):
            self.col_of_value[v] = col
        events.append({"type": "numbering", "values": numbering[:]})
        self._start_half_day(events)
        self.player = 0
        self.stage = K_DIE

    def _resolve_choice(self, p: int, action: tuple, events: list[dict]) -> None:
        stage = self.stage
        self.options = []
        self.choice_item = None
        self.stage = ""
        if stage == K_TRACK:
            events.append({"type": "citizen_redirected", "player": p, "to": action[1]})
            self._citizen(p, _COLOURS.index(action[1]), events)
        elif stage == K_FORTRESS:
            self._citizen(p, _COLOURS.index(action[1]), events)
        else:
            row, district = D.BUILDING_SLOT[action[1]]
            via = "track_bonus" if stage == K_TRACK_BUILD else "column_bonus"
            self._build(p, row, district, action[2] - 1, via, events)

    # ------------------------------------------------------------------ gains and bonuses

    def _run(self, events: list[dict]) -> None:
        """Resolve waiting gains; then move on to the next player / half day until a decision is needed."""
        todo = self.todo
        p = self.player
        while todo:
            if self.stage in CHOICE_KINDS:
                return
            item = todo.pop()
            tag = item[0]
            if tag == "res":
                self._resources(p, item[1], item[2], events)
            elif tag == "cit":
                self._citizen(p, item[1], events)
            else:
                self._bonus(p, item, events)
        if self.stage in CHOICE_KINDS:
            return
        # The player's turn is over.
        self.player += 1
        if self.player < self.n:
            self.stage = K_DIE
            return
        self._end_half_day(events)
        if not self.over:
            self.player = 0
            self.stage = K_DIE

    def _schedule(self, items) -> None:
        """Items to be resolved next, in the given order (before what was already waiting)."""
        if items:
            self.todo.extend(reversed(items))

    def _resources(self, p: int, r: int, n: int, events: list[dict]) -> None:
        sheet = self.sheets[p]
        before = sheet.circled[r]
        length = self.data.track_length
        after = before + n
        lost = 0
        if after > length:
            lost = after - length
            after = length
        sheet.circled[r] = after
        events.append(
            {
                "type": "resources_gained",
                "player": p,
                "resource": _RES[r],
                "amount": after - before,
                "lost": lost,
            }
        )
        cits = [("cit", r) for s in self.data.citizen_spaces if before < s <= after]
        if cits:
            self._schedule(cits)

    def _citizen(self, p: int, k: int, events: list[dict]) -> None:
        sheet = self.sheets[p]
        cit = sheet.citizens
        length = self.data.citizen_length
        if cit[k] >= length:
            free = [c for c in range(3) if cit[c] < length]
            if not free:
                events.append({"type": "citizen_lost", "player": p, "colour": _COLOURS[k]})
                return
            if len(free) == 1:
                events.append({"type": "citizen_redirected", "player": p, "to": _COLOURS[free[0]]})
                k = free[0]
            else:
                self._ask(K_TRACK, [("track", _COLOURS[c]) for c in free], ("cit", k))
                return
        n = cit[k] = cit[k] + 1
        events.append({"type": "citizen_gained", "player": p, "colour": _COLOURS[k], "count": n})
        triggered = []
        if n == 15:
            triggered.append(("track15", k))
        elif n == length:
            triggered.append(("track20", k))
        low = min(cit)
        cb = sheet.column_bonus
        for j, (column, _gain) in enumerate(self.data.column_bonuses):
            if not cb[j] and low >= column:
                cb[j] = True
                triggered.append(("column", j))
        if triggered:
            self._schedule(triggered)

    def _ask(self, kind: str, options: list[tuple], item: tuple) -> None:
        self.stage = kind
        self.options = options
        self.choice_item = item

    def _bonus(self, p: int, item: tuple, events: list[dict]) -> None:
        tag = item[0]
        sheet = self.sheets[p]
        data = self.data
        if tag == "track15":
            k = item[1]
            opts = []
            for name in data.track_bonus_15[k]:
                row, district = D.BUILDING_SLOT[name]
                base = row * 18 + district * 6
                for col in range(6):
                    if sheet.buildings[base + col] == EMPTY:
                        opts.append(("build", name, col + 1))
            events.append(
                {
                    "type": "track_bonus",
                    "player": p,
                    "colour": _COLOURS[k],
                    "space": 15,
                    "offers": list(data.track_bonus_15[k]),
                    "possible": bool(opts),
                }
            )
            self._offer_build(p, K_TRACK_BUILD, opts, item, "track_bonus", events)
        elif tag == "track20":
            k = item[1]
            events.append(
                {
                    "type": "track_bonus",
                    "player": p,
                    "colour": _COLOURS[k],
                    "space": data.citizen_length,
                    "citizens": [_COLOURS[c] for c in data.track_bonus_20[k]],
                }
            )
            self._schedule([("cit", c) for c in data.track_bonus_20[k]])
        elif tag == "column":
            column, gain = data.column_bonuses[item[1]]
            if gain == "work":
                opts = [
                    ("build", D.WORK_BUILDINGS[d], col + 1)
                    for d in range(3)
                    for col in range(6)
                    if sheet.buildings[18 + d * 6 + col] == EMPTY
                ]
                events.append(
                    {
                        "type": "column_bonus",
                        "player": p,
                        "column": column,
                        "gain": "work",
                        "possible": bool(opts),
                    }
                )
                self._offer_build(p, K_COLUMN_BUILD, opts, item, "column_bonus", events)
            else:
                events.append({"type": "column_bonus", "player": p, "column": column, "gain": "resources"})
                self._schedule(list(gain))
        elif tag == "fextra":
            self._ask(K_FORTRESS, [("citizen", "yellow"), ("citizen", "white")], item)
        else:  # pragma: no cover - internal error
            raise AssertionError(f"unknown bonus item {item!r}")

    def _offer_build(
        self, p: int, kind: str, opts: list[tuple], item: tuple, via: str, events: list[dict]
    ) -> None:
        if not opts:
            return
        if len(opts) == 1:
            row, district = D.BUILDING_SLOT[opts[0][1]]
            self._build(p, row, district, opts[0][2] - 1, via, events)
        else:
            self._ask(kind, opts, item)

    def _build(self, p: int, row: int, district: int, col: int, via: str, events: list[dict]) -> None:
        """Draw a building (its slot must be EMPTY) and schedule what it gives."""
        sheet = self.sheets[p]
        data = self.data
        b = sheet.buildings
        k = row * 18 + district * 6 + col
        b[k] = BUILT
        name = D.BUILDING_AT[(row, district)]
        ev = {"type": "built", "player": p, "building": name, "column": col + 1, "via": via}
        events.append(ev)
        eff = self.slots[self.t_rank][S_EFFECT] if via == "die" else NO_EFFECT
        items: list[tuple] = []
        if row == D.PRESTIGE:
            if district == 0:
                items.append(("cit", data.fortress_citizen[col]))
            elif district == 1:
                colour, what, idx, amount = data.great_hall[col]
                count = 0
                for s in self.slots:
                    if s[S_USABLE] and s[S_COLOUR] == colour:
                        count += 1
                if eff.extra_great_hall_die:
                    count += 1
                ev["dice_counted"] = count
                if count:
                    if what == "res":
                        items.append(("res", idx, amount * count))
                    else:
                        items.extend([("cit", idx)] * (amount * count))
            else:
                sheet.cathedrals += 1
                number = data.cathedral_multipliers[sheet.cathedrals - 1]
                sheet.cathedral[col] = number
                ev["cathedral_number"] = number
                ev["character"] = data.cathedral_characters[col]
        else:
            items.extend([("cit", district)] * data.work_citizens[district])
        for j, (lrow, ldistrict, a, c, gain) in enumerate(data.lozenges):
            if lrow == row and ldistrict == district and (col == a or col == c) and not sheet.links[j]:
                other = c if col == a else a
                if b[row * 18 + district * 6 + other] == BUILT:
                    sheet.links[j] = True
                    events.append(
                        {"type": "link_bonus", "player": p, "building": name, "columns": [a + 1, c + 1]}
                    )
                    items.extend(gain)
        if via == "die":
            extra = eff.on_build(name, district)
            if extra:
                events.append(
                    {
                        "type": "banquet",
                        "player": p,
                        "tile": self.slots[self.t_rank][S_TILE],
                        "building": name,
                    }
                )
                items.extend(extra)
        self._schedule(items)

    # ------------------------------------------------------------------ the wheel and the dice

    def _start_half_day(self, events: list[dict]) -> None:
        """Roll the 3 transparent dice and the black die (in that order) and place them."""
        rng = self.rng
        values = [rng.roll(), rng.roll(), rng.roll()]
        black = rng.roll()
        self._place_dice(values, black, events)

    def _place_dice(self, values: list[int], black: int, events: list[dict]) -> None:
        """Place the dice on the current half day's plazas and resolve the event (rulebook steps 1 and 2).

        Smallest first from the free plaza, the black die before transparent dice of the same value. The
        black die destroys its plaza and, from day 3, crosses out the die (plaza colour, its value) on every
        sheet; Banquets and Raids may change that on the Shelter plaza.
        """
        # The black die goes before transparent dice of the same value.
        dice = sorted([(v, 1) for v in values] + [(black, 0)])
        notches = self.half_day_notches()
        slots = []
        self.destroyed = []
        self.flip_tiles = []
        attacks = []
        for rank in range(4):
            v, transparent = dice[rank]
            notch = notches[rank]
            colour = self._plaza_colour(notch)
            tile = self.tiles.get(notch)
            eff = NO_EFFECT if tile is None else TILE_EFFECTS[tile]
            usable = True
            if not transparent:
                if eff.shelter == BANQUET:
                    self.flip_tiles.append(notch)
                else:
                    usable = False
            elif eff.shelter == RAID:
                usable = False
            if not usable:
                self.destroyed.append(notch)
                attacks.append((colour, v, bool(transparent)))
            slots.append((notch, v, not transparent, usable, colour, eff, tile[0] if tile else None))
        self.slots = slots
        events.append(
            {
                "type": "dice_rolled",
                "day": self.day,
                "half": ("morning", "afternoon")[self.half],
                "dice": [
                    {
                        "rank": i + 1,
                        "value": s[S_VALUE],
                        "black": s[S_BLACK],
                        "colour": _COLOURS[s[S_COLOUR]],
                        "usable": s[S_USABLE],
                        "tile": s[S_TILE],
                    }
                    for i, s in enumerate(slots)
                ],
            }
        )
        for notch in self.flip_tiles:
            events.append({"type": "black_die_sheltered", "plaza": notch})
        for colour, v, raid in attacks:
            events.append(
                {"type": "plaza_destroyed", "colour": _COLOURS[colour], "value": v, "by_raid": raid}
            )
            if self.day >= self.data.attack_from_day:
                self._attack(colour, v, events)

    def _attack(self, colour: int, value: int, events: list[dict]) -> None:
        """The black die crosses out the die (colour, value) on every sheet not protected by a Fortress."""
        col = self.col_of_value[value]
        k = colour * 6 + col
        for p, sheet in enumerate(self.sheets):
            b = sheet.buildings
            if sheet.die_crossed[k]:
                # "If this die is already crossed out, there is no further effect" (before any Fortress).
                events.append(
                    {
                        "type": "die_already_crossed",
                        "player": p,
                        "colour": _COLOURS[colour],
                        "value": value,
                        "column": col + 1,
                    }
                )
                continue
            if b[col] == BUILT:  # the Fortress of that column (red prestige row)
                events.append(
                    {
                        "type": "fortress_protects",
                        "player": p,
                        "colour": _COLOURS[colour],
                        "value": value,
                        "column": col + 1,
                    }
                )
                continue
            sheet.die_crossed[k] = True
            crossed = []
            for row in (0, 1):
                i = row * 18 + k
                if b[i] == EMPTY:
                    b[i] = CROSSED
                    crossed.append(D.BUILDING_AT[(row, colour)])
            # Only the links this attack loses: its building was crossed out now and the other end of
            # the link was not crossed out earlier (then the link was already lost).
            links_lost = []
            for j, (lrow, ldistrict, a, c, _gain) in enumerate(self.data.lozenges):
                if (
                    ldistrict == colour
                    and (a == col or c == col)
                    and not sheet.links[j]
                    and D.BUILDING_AT[(lrow, ldistrict)] in crossed
                    and b[lrow * 18 + ldistrict * 6 + (c if a == col else a)] != CROSSED
                ):
                    links_lost.append([D.BUILDING_AT[(lrow, ldistrict)], a + 1, c + 1])
            events.append(
                {
                    "type": "die_crossed",
                    "player": p,
                    "colour": _COLOURS[colour],
                    "value": value,
                    "column": col + 1,
                    "buildings_crossed": crossed,
                    "links_lost": links_lost,
                }
            )

    def _end_half_day(self, events: list[dict]) -> None:
        for notch in self.destroyed:
            self.plaza_face[notch] ^= 1
            tile = self.tiles.get(notch)
            if tile is not None and tile[1] == BANQUET:
                self.tiles[notch] = (tile[0], RAID)
                events.append({"type": "tile_flipped", "tile": tile[0], "colour": self.plaza_colour(notch)})
        for notch in self.flip_tiles:
            tile = self.tiles[notch]
            if tile[1] == BANQUET:
                self.tiles[notch] = (tile[0], RAID)
                events.append({"type": "tile_flipped", "tile": tile[0], "colour": self.plaza_colour(notch)})
        events.append(
            {"type": "half_day_ended", "day": self.day, "half": ("morning", "afternoon")[self.half]}
        )
        self.destroyed = []
        self.flip_tiles = []
        if self.half == 0:
            self.half = 1
        else:
            events.append({"type": "day_ended", "day": self.day})
            if self.day == 8:
                self.over = True
                self.stage = "over"
                self.slots = []
                from .scoring import final_scores

                scores = final_scores(self)
                events.append(
                    {"type": "game_over", "scores": [s["total"] for s in scores], "winners": self.winners()}
                )
                return
            self.day += 1
            self.half = 0
            self.window = (self.window + 1) % 9
        self._start_half_day(events)

    # ------------------------------------------------------------------ results

    def scoring(self) -> list[dict]:
        """Score breakdown per player (final once the game is over, else the score so far)."""
        from .scoring import final_scores

        return final_scores(self)

    def scores(self) -> list[int]:
        return [s["total"] for s in self.scoring()]

    def winners(self) -> list[int]:
        """Seats with the most VP: ties share the victory (ruling D4)."""
        totals = self.scores()
        best = max(totals)
        return [p for p, t in enumerate(totals) if t == best]

    def achievements(self) -> list[list[str]]:
        """Achievement ids each player earns with this finished game (see :mod:`.scoring`)."""
        from .scoring import achievements

        return achievements(self)

    # ------------------------------------------------------------------ snapshots, views and saves

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
            "pending": list(self.pending) if self.pending else None,
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
            "actions": len(self.actions),
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
            "actions": [action_to_json(a) for a in self.actions],
        }

    @classmethod
    def from_save(cls, data: Any) -> "Game":
        """Rebuild a game by replaying its actions; any problem raises :class:`SaveError`.

        The whole save is checked and replayed before the game is returned: every action must be exactly
        (types included) one of the legal actions at its point of the replay."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("not a Troyes Desktop save")
        if data.get("game") != cls.game_id:
            game = data.get("game")
            what = f"'{game[:20]}'" if isinstance(game, str) else "an unknown kind"
            raise SaveError(f"this save is for the game {what}, not Troyes Dice")
        if data.get("version") != SAVE_VERSION or not is_int(data.get("version")):
            raise SaveError("unknown save version (a newer Troyes Desktop, or a damaged file)")
        unknown = [k for k in data if k not in SAVE_KEYS]
        if unknown:
            raise SaveError(f"the save holds an unknown field ('{str(unknown[0])[:30]}')")
        setup = data.get("setup")
        actions = data.get("actions")
        if not isinstance(setup, dict) or not isinstance(actions, list):
            raise SaveError("the save has no setup or no action list")
        if len(actions) > MAX_SAVED_ACTIONS:
            raise SaveError(f"the save holds {len(actions)} actions, more than any game has")
        try:
            game = cls.from_setup(setup)
        except SetupError as exc:
            raise SaveError(f"invalid setup in the save: {exc}") from None
        except (KeyError, TypeError, ValueError, OverflowError):
            raise SaveError("invalid setup in the save") from None
        for i, a in enumerate(actions):
            action = check_action(a, i + 1)
            try:
                if game.over or typed(action) not in {typed(x) for x in game.legal_actions()}:
                    raise IllegalAction(game.explain(action) or "not one of the moves possible then", action)
                game.apply(action)
            except IllegalAction as exc:
                raise SaveError(f"action {i + 1} of the save cannot be replayed: {exc.reason}") from None
            except Exception:  # noqa: BLE001 - a damaged file must never crash the app
                raise SaveError(f"action {i + 1} of the save cannot be replayed") from None
        return game

    def save(self, path) -> None:
        write_json_atomic(path, self.to_save())

    @classmethod
    def load(cls, path) -> "Game":
        return cls.from_save(read_json(path))


def _json_copy(data):
    """A deep copy of plain JSON data (lists, dicts and scalars)."""
    if isinstance(data, dict):
        return {k: _json_copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_json_copy(v) for v in data]
    return data
