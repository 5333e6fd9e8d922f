"""``copy()`` and ``state_dict()`` cover every attribute each engine sets.

Both engines copy their state attribute by attribute (a computer player copies a game thousands of times a
move, so no ``copy.deepcopy``). An attribute added to the engine and forgotten in ``copy()`` would be a silent
bug in every sampled copy; one forgotten in ``state_dict()`` would escape the save check and the replay
comparisons. These tests play seeded games a few steps and compare ``vars(game)`` with ``vars(game.copy())``
and with the keys of ``state_dict()``: every attribute must be copied (equal, and not shared unless listed in
``SHARED``), and be in the saved state under its own name or the one in ``STATE_KEY``, or be listed in
``NOT_SAVED`` with the reason. A new attribute therefore makes a test fail until it is copied and saved or
listed here."""
from __future__ import annotations

import random

import pytest

from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.dice.data import MODULE_BANQUETS
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES
from troyes_desktop.rules.troyes.game import Game as TroyesGame
from troyes_desktop.rules.troyes.simulate import new_game

#: Attributes set only while the game is being set up, read there and never again (so not copied).
NOT_COPIED = {
    TroyesGame: {"_char_order": "the shuffled characters, read once when the Ladies reveal one at setup"},
    DiceGame: {},
}

#: Attributes whose objects a copy shares with the original: never changed in place (only replaced).
SHARED = {
    TroyesGame: {"setup", "data", "seats", "characters_in_play", "init_order", "scores", "pending"},
    DiceGame: {"setup", "data", "slots", "plaza_tile", "initial_events"},
}

#: Attribute -> the key of ``state_dict()`` that holds it, when the names differ.
STATE_KEY = {
    TroyesGame: {
        "history": "history_length",     # the actions themselves are the save's "actions"
        "slot_card": "slots", "slot_revealed": "slots", "slot_spaces": "slots", "slot_illus": "slots",
        "slot_cubes": "slots",
        "expansion": "ladies",           # with a Ladies module (None, and not saved, without)
    },
    DiceGame: {
        "history": "actions",            # its length; the actions themselves are the save's "actions"
        "player": "pending", "stage": "pending",
        "plaza_tile": "plazas", "plaza_face": "plazas", "tiles": "plazas",
        "slots": "dice",
        "flip_tiles": "tiles_to_flip",
        "t_rank": "die_in_use", "t_colour": "die_in_use", "t_value": "die_in_use",
        "t_colour_changed": "die_in_use", "t_value_changed": "die_in_use",
        "todo": "waiting_gains",
        "choice_item": "choice_for",
    },
}

#: Attributes deliberately not in ``state_dict()``, and why.
NOT_SAVED = {
    TroyesGame: {
        "data": "the card tables (from the setup's modules and card_overrides)",
        "n": "the setup's players",
        "solo": "the setup's solo",
        "seats": "follows from the setup (players, solo)",
        "rounds": "follows from the setup (players, solo)",
        "init_order": "follows from the setup (players, start player, solo)",
        "characters_in_play": "the players' characters (and le Roy's pile, the revealed character)",
        "log_events": "the records of the action being applied (returned by apply)",
        "_char_order": "setup only (see NOT_COPIED)",
        "direction": "saved with the Ladies modules; without them always 1",
        "black_facing": "saved with the Ladies modules; without them the seat facing the black die is the "
                        "pending seat (the board's label reads it)",
    },
    DiceGame: {
        "data": "the game's tables",
        "n": "the setup's players",
        "expansion": "the setup's modules",
        "col_of_value": "follows from numbering",
        "backs_seen": "follows from the actions played (which plazas were turned over); read only by "
                      "determinized()",
        "_legal": "a cache of legal_actions()",
        "initial_events": "the setup's records (follow from the setup)",
    },
}

CONFIGS = {
    "troyes-2p": (TroyesGame, lambda seed: new_game(2, seed)),
    "troyes-solo": (TroyesGame, lambda seed: new_game(1, seed, solo=True)),
    "troyes-4p-modules": (TroyesGame, lambda seed: new_game(4, seed, modules=AVAILABLE_MODULES)),
    "dice-1p": (DiceGame, lambda seed: DiceGame.new(players=1, seed=seed)),
    "dice-3p-banquets": (DiceGame, lambda seed: DiceGame.new(players=3, seed=seed, modules=(MODULE_BANQUETS,),
                                                            numbering="expert")),
}
STOPS = (0, 5, 30, 90, 100_000)          # steps played before each look (the last: to the end)


def _positions(make, seed: int):
    g = make(seed)
    chooser = random.Random(seed)
    played = 0
    for stop in STOPS:
        while played < stop and not g.over:
            legal = g.legal_actions()
            g.apply(legal[chooser.randrange(len(legal))])
            played += 1
        yield g
        if g.over:
            return


def _plain(value):
    """A comparable form: objects with a ``to_dict`` (players, sheets) or a ``state`` (the RNG) by it."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if hasattr(value, "state") and hasattr(value, "next_u64"):
        return value.state
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


@pytest.mark.parametrize("seed", (1, 2))
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_copy_copies_every_attribute(name: str, seed: int) -> None:
    cls, make = CONFIGS[name]
    for g in _positions(make, seed):
        twin = g.copy()
        mine, theirs = set(vars(g)), set(vars(twin))
        assert mine - set(NOT_COPIED[cls]) == theirs, (
            f"copy() forgets {sorted(mine - theirs - set(NOT_COPIED[cls]))} or adds {sorted(theirs - mine)}")
        for attr in sorted(theirs):
            a, b = getattr(g, attr), getattr(twin, attr)
            if attr == "log_events":
                assert b == []             # a copy starts with no action being applied
                continue
            if attr == "_legal":
                assert b is None           # a cache, rebuilt by the copy
                continue
            assert _plain(a) == _plain(b), attr
            if isinstance(a, (list, dict, set)) and attr not in SHARED[cls]:
                assert a is not b, f"copy() shares the {attr} of the original"
                if isinstance(a, list):
                    assert all(x is not y for x, y in zip(a, b) if isinstance(x, (list, dict))
                               or hasattr(x, "to_dict")), f"copy() shares items of {attr}"


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_every_attribute_is_saved_or_listed(name: str) -> None:
    cls, make = CONFIGS[name]
    for g in _positions(make, 3):
        state = g.state_dict()
        for attr in sorted(vars(g)):
            if attr in NOT_SAVED[cls]:
                continue
            key = STATE_KEY[cls].get(attr, attr)
            if attr == "expansion" and g.expansion is None:
                continue                   # the base game: nothing of the modules to save
            assert key in state, f"{attr} is neither in state_dict() nor listed in NOT_SAVED"


def test_the_lists_name_only_real_attributes() -> None:
    """The lists above stay honest: every name in them is an attribute some game sets."""
    seen: dict[type, set[str]] = {TroyesGame: set(), DiceGame: set()}
    for cls, make in CONFIGS.values():
        for g in _positions(make, 1):
            seen[cls] |= set(vars(g))
    for cls, names in seen.items():
        listed = set(NOT_COPIED[cls]) | SHARED[cls] | set(STATE_KEY[cls]) | set(NOT_SAVED[cls])
        assert listed <= names, sorted(listed - names)
