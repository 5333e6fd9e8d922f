"""The Troyes Dice engine: setup, the wheel, the dice, the actions, the bonuses.

Pattern (shared with the Troyes engine): a :class:`Game` holds all state as plain data plus its own
seeded :class:`~troyes_desktop.rules.common.rng.Rng`; there is always exactly one pending decision
(:attr:`Game.pending`, a ``Decision(seat, kind)``; ``Decision(None, "over")`` once the game is over);
:meth:`Game.legal_actions` lists the legal answers as tuples; :meth:`Game.apply` validates one, applies it
and returns event records (dicts with a ``'type'``). Chance (the dice rolls at the start of each half day)
is resolved inside the engine.

Actions are tuples whose first item is the verb; :mod:`.actions` has a named constructor for each
verb and the whole vocabulary beside them (columns are numbered 1-6 from the left, plaza ranks 1-4
from the free plaza).

Hot-seat (ruling D3): in each half day the players decide one after another, seat 0 first; each player's
turn, with every bonus it triggers, is finished before the next player's starts.

Bonus order (docs/rulings.md): the gains of one step are resolved in the order printed (building, link
bonus, tile), one citizen at a time; a bonus triggered by a gain is resolved *immediately*, before the
rest of that step's gains (depth first).
"""

from __future__ import annotations

from typing import Any

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from ..common.actions import shape_refusal
from ..common.errors import IllegalAction
from ..common.files import check_names
from ..common.rng import Rng
from . import data as D
from .banquets_and_raids import BanquetsAndRaids
from .bonuses import Bonuses
from .data import SetupError
from .decisions import (
    _SHAPES,
    CHOICE_KINDS,
    K_ADJUST,
    K_COLUMN_BUILD,
    K_DIE,
    K_DIRECTION,
    K_FORTRESS,
    K_NUMBER,
    K_TRACK,
    K_TRACK_BUILD,
)
from .scoring import Scoring
from .setup_check import check_seats, check_seed, check_setup
from .sheet import _COLOURS, _RES, BUILT, CROSSED, EMPTY, Sheet
from .state import SAVE_FORMAT, SAVE_VERSION, GameState
from .tiles import BANQUET
from .wheel import S_BLACK, S_COLOUR, S_EFFECT, S_NOTCH, S_TILE, S_USABLE, S_VALUE, Wheel

#: What the deciding player is asked for, by decision kind (shown when another kind of action is tried).
_EXPECTED = {
    K_DIRECTION: QT_TRANSLATE_NOOP(
        "DiceRules", "the town crier must choose whether the column numbers increase or decrease"),
    K_NUMBER: QT_TRANSLATE_NOOP("DiceRules", "the town crier must choose the number of the next column"),
    K_DIE: QT_TRANSLATE_NOOP("DiceRules", "the player must choose a die"),
    K_ADJUST: QT_TRANSLATE_NOOP(
        "DiceRules", "the player must adjust the chosen die or perform an action with it"),
    K_TRACK: QT_TRANSLATE_NOOP(
        "DiceRules", "the player must choose the track of a citizen whose own track is full"),
    K_TRACK_BUILD: QT_TRANSLATE_NOOP(
        "DiceRules", "the player must choose the prestige building given by a citizen track"),
    K_COLUMN_BUILD: QT_TRANSLATE_NOOP(
        "DiceRules", "the player must choose the work building given by a column bonus"),
    K_FORTRESS: QT_TRANSLATE_NOOP(
        "DiceRules", "the player must choose the yellow or white citizen of the Banquet"),
}


def _cannot_pay(resource: str, need: int, have: int) -> str:
    if resource == "influence":
        text = translate("DiceRules", "you cannot pay %n influence (you have {have})", None, need)
    elif resource == "deniers":
        text = translate("DiceRules", "you cannot pay %n deniers (you have {have})", None, need)
    else:
        text = translate("DiceRules", "you cannot pay %n knowledge (you have {have})", None, need)
    return text.format(have=have)


def _already(building: str, value: int, state: int) -> str:
    name = D.building_name(building)
    if state == BUILT:
        return translate("DiceRules", "the {building} in column {column} is already built").format(
            building=name, column=value)
    if state == CROSSED:
        return translate("DiceRules", "the {building} in column {column} is already crossed").format(
            building=name, column=value)
    return translate("DiceRules", "the {building} in column {column} cannot be constructed now").format(
        building=name, column=value)


_NOT_BUILDABLE_AT = QT_TRANSLATE_NOOP(
    "DiceRules",
    "the {building} in column {column} cannot be constructed now (already built, crossed out or not offered)")
_NOT_BUILDABLE = QT_TRANSLATE_NOOP(
    "DiceRules", "the {building} cannot be constructed now (already built, crossed out or not offered)")


def _not_offered(kind: str, what: Any, column: Any) -> str:
    if kind == "build":
        if what not in D.BUILDING_NAMES:
            return translate("DiceRules", "that building cannot be constructed now")
        name = D.building_name(what)
        if isinstance(column, int):
            return translate("DiceRules", _NOT_BUILDABLE_AT).format(building=name, column=column)
        return translate("DiceRules", _NOT_BUILDABLE).format(building=name)
    if kind == "track":
        if what == "red":
            return translate("DiceRules", "the red track is full or not offered")
        if what == "yellow":
            return translate("DiceRules", "the yellow track is full or not offered")
        if what == "white":
            return translate("DiceRules", "the white track is full or not offered")
        return translate("DiceRules", "that track is full or not offered")
    if what == "red":
        return translate("DiceRules", "a red citizen is not offered")
    if what == "yellow":
        return translate("DiceRules", "a yellow citizen is not offered")
    if what == "white":
        return translate("DiceRules", "a white citizen is not offered")
    return translate("DiceRules", "that citizen is not offered")


#: Names the app and the tests import from here (they live in the rule modules above).
__all__ = [
    "BUILT", "CHOICE_KINDS", "CROSSED", "EMPTY", "Game", "IllegalAction", "K_ADJUST", "K_COLUMN_BUILD",
    "K_DIE", "K_DIRECTION", "K_FORTRESS", "K_NUMBER", "K_TRACK", "K_TRACK_BUILD", "SAVE_FORMAT",
    "SAVE_VERSION", "S_BLACK", "S_COLOUR", "S_EFFECT", "S_NOTCH", "S_TILE", "S_USABLE", "S_VALUE", "Sheet",
]


class Game(GameState, Wheel, Bonuses, BanquetsAndRaids, Scoring):
    """One game of Troyes Dice for 1 to 10 players (see the module docstring for the actions)."""

    game_id = "dice"

    @classmethod
    def new(cls, players: int = 1, seed: int = 0, modules: tuple[str, ...] | list[str] = (),
            numbering: str = "first", names: list[str] | None = None,
            seats: list[str] | None = None, simultaneous: bool = False) -> "Game":
        """A new game (every argument is checked: :class:`SetupError`). ``simultaneous``: the table's
        choice that each person's choice of a half day stays out of the others' sight until everyone has
        chosen (the interface's and the computers' matter; the rules do not depend on it)."""
        g = cls.__new__(cls)
        g._start(players, seed, modules, numbering, names, seats)
        if simultaneous is not False:
            check_setup(dict(g.setup, simultaneous=simultaneous))
            g.setup["simultaneous"] = True
        return g

    def __init__(self, setup: dict) -> None:
        """The game of ``setup`` (a save's ``setup``, as ``game.setup`` gives it) at its start; the setup is
        checked first (:class:`SetupError`). Used to replay a save; a new game is made with :meth:`new`."""
        check_setup(setup)
        self._start(setup["players"], setup["seed"], tuple(setup.get("modules", ())),
                    setup.get("numbering", "first"), setup.get("names"), setup.get("seats"))
        if setup.get("simultaneous"):
            self.setup["simultaneous"] = True

    def _start(self, players, seed, modules, numbering, names, seats) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 10:
            raise SetupError(translate(
                "DiceRules", "Troyes Dice is played by 1 to 10 players, not {players}").format(
                players=repr(players)[:20]))
        modules = D.normalise_modules(modules)
        if numbering not in D.NUMBERING_MODES:
            raise SetupError(translate("DiceRules", "unknown numbering {numbering} (one of {modes})").format(
                numbering=repr(numbering)[:30], modes=", ".join(D.NUMBERING_MODES)))
        check_seed(seed)
        if names is not None:
            check_names(list(names) if isinstance(names, tuple) else names, players,
                        QT_TRANSLATE_NOOP("Files", "the player names"), SetupError)
        if seats is not None:
            check_seats(seats, players)
        self.data = data = D.load()
        self.setup = {"players": players, "seed": int(seed), "modules": list(modules), "numbering": numbering}
        if names is not None:
            self.setup["names"] = list(names)
        if seats is not None and any(s != "person" for s in seats):
            self.setup["seats"] = list(seats)  # who plays each sheet; the rules do not depend on it
        self.n = players
        self.expansion = D.MODULE_BANQUETS in modules
        rng = self.rng = Rng(seed)
        self.sheets = [
            Sheet(data.start_circled, len(data.column_bonuses), len(data.lozenges)) for _ in range(players)
        ]
        self.history: list[tuple] = []
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
        self.backs_seen = [False] * 9  # notch -> its plaza has been turned over, so both faces are known
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



    # ------------------------------------------------------------------ public queries










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
        out: list[tuple] = []
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
        out: list[tuple] = []
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

    def why_illegal(self, action: tuple) -> str | None:
        """None if ``action`` is legal now, else the reason it is not, in plain words."""
        if self._legal is None:
            self._legal = self._compute_legal()
        if shape_refusal(action) is None and action in self._legal:
            return None
        return self._reason(action)

    def _reason(self, action: Any) -> str:
        if self.over:
            return translate("DiceRules", "the game is over")
        why = shape_refusal(action)
        if why:
            return why
        kind = action[0]
        shape = _SHAPES.get(kind)
        if shape is not None and len(action) != shape[0]:
            return translate("DiceRules", shape[1])
        stage = self.stage
        sheet = self.sheets[self.player]
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
            return translate("DiceRules", "you can afford a die, so you must choose one")
        if stage == K_DIE and kind == "die":
            if len(action) != 3 or not isinstance(action[1], int) or not 1 <= action[1] <= 4:
                return translate("DiceRules", "choose a die by its plaza rank, 1 to 4")
            slot = self.slots[action[1] - 1]
            if not slot[S_USABLE]:
                if slot[S_BLACK]:
                    return translate("DiceRules", "the black die can never be chosen")
                return translate("DiceRules", "that plaza has been destroyed")
            fixed, anyn = self._cost(action[1] - 1, slot[S_EFFECT])
            pay = action[2]
            if anyn and pay not in _RES:
                return translate("DiceRules", "this plaza costs 1 resource of your choice: say which one")
            if not anyn and pay is not None:
                return translate("DiceRules", "this plaza does not ask for a resource of your choice")
            need = list(fixed)
            if anyn:
                need[_RES.index(pay)] += anyn
            for r in range(3):
                if sheet.have(r) < need[r]:
                    return _cannot_pay(_RES[r], need[r], sheet.have(r))
            return translate("DiceRules", "the die on plaza {rank} cannot be chosen").format(rank=action[1])
        if stage == K_ADJUST and kind in ("colour", "value", "gain", "prestige", "work"):
            eff = self.slots[self.t_rank][S_EFFECT]
            if kind == "colour":
                if self.t_colour_changed:
                    return translate("DiceRules", "the colour of this die has already been changed")
                if not eff.colour_cost:
                    return translate(
                        "DiceRules", "the Raid beside this plaza forbids changing the colour of its die")
                if len(action) != 2 or action[1] not in _COLOURS:
                    return translate("DiceRules", "choose red, yellow or white")
                if _COLOURS.index(action[1]) == self.t_colour:
                    return translate("DiceRules", "the die is already that colour")
                return translate(
                    "DiceRules", "changing the colour costs {cost} knowledge (you have {have})").format(
                    cost=eff.colour_cost, have=sheet.have(2))
            if kind == "value":
                if self.t_value_changed:
                    return translate("DiceRules", "the value of this die has already been changed")
                if not eff.value_step:
                    return translate(
                        "DiceRules", "the Raid beside this plaza forbids changing the value of its die")
                if len(action) != 2 or not isinstance(action[1], int) or not 1 <= action[1] <= 6:
                    return translate("DiceRules", "a die value goes from 1 to 6 (it does not wrap around)")
                if action[1] == self.t_value:
                    return translate("DiceRules", "the die already shows that value")
                d = abs(action[1] - self.t_value)
                cost = d if eff.value_step == 1 else (d + 1) // 2
                return translate("DiceRules", "that change costs {cost} influence (you have {have})").format(
                    cost=cost, have=sheet.have(0))
            if kind in ("prestige", "work"):
                if self.t_value < 1:
                    return translate("DiceRules", "a die of value 0 matches no column")
                if kind == "prestige" and not eff.prestige_allowed:
                    return translate(
                        "DiceRules", "the Raid beside this plaza forbids constructing a prestige building with its die")  # noqa: E501
                row = D.PRESTIGE if kind == "prestige" else D.WORK
                col = self.col_of_value[self.t_value]
                state = sheet.buildings[row * 18 + self.t_colour * 6 + col]
                return _already(D.BUILDING_AT[(row, self.t_colour)], self.t_value, state)
        if stage in CHOICE_KINDS and kind == wanted:
            return _not_offered(kind, action[1], action[2] if kind == "build" else None)
        if stage in (K_DIRECTION, K_NUMBER) and kind == wanted:
            if kind == "number":
                return translate("DiceRules", "{value} is already used or not a die value").format(
                    value=str(action[1])[:20])
            return translate("DiceRules", "choose increasing or decreasing")
        return translate("DiceRules", "'{kind}' is not possible now: {expected}").format(
            kind=str(kind)[:30], expected=translate("DiceRules", _EXPECTED[stage]))

    # ------------------------------------------------------------------ applying actions

    def apply(self, action: tuple, player: int | None = None) -> list[dict]:
        """Validate and apply one action of the deciding player; return the events it caused."""
        if self.over:
            raise IllegalAction(translate("DiceRules", "the game is over"), action)
        if player is not None and player != self.player:
            raise IllegalAction(
                translate("DiceRules", "it is player {deciding}'s decision, not player {other}'s").format(
                    deciding=self.player + 1, other=player + 1), action
            )
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if shape_refusal(action) is not None or action not in legal:   # strict: True is not 1, 1.0 not 1
            raise IllegalAction(self._reason(action), action)
        self._legal = None
        self.history.append(action)
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



    # ------------------------------------------------------------------ gains and bonuses









    # ------------------------------------------------------------------ the wheel and the dice





    # ------------------------------------------------------------------ results





    # ------------------------------------------------------------------ snapshots, views and saves









