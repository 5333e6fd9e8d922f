"""Saves of both games are checked against their exact schema before anything is built from them, and
the same checks hold for setups given to Game(setup) directly in both engines (not only Game.new)."""
from __future__ import annotations

import copy
import json
import random

import pytest

from troyes_desktop.rules import loader
from troyes_desktop.rules.common.errors import RulesError, SaveError
from troyes_desktop.rules.dice.data import SetupError as DiceSetupError
from troyes_desktop.rules.dice.game import Game as DiceGame
from troyes_desktop.rules.troyes import Game, saves
from troyes_desktop.rules.troyes.setup_check import SetupError


def _played(game, steps, seed=3):
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture(scope="module")
def troyes_doc():
    return json.loads(json.dumps(saves.to_dict(_played(Game.new(3, seed=4), 80))))


@pytest.fixture(scope="module")
def dice_doc():
    return json.loads(json.dumps(_played(DiceGame.new(2, seed=5, names=["Anna", "Bo"]), 30).to_save()))


def _troyes_refused(doc, match):
    with pytest.raises(SaveError, match=match) as info:
        saves.from_dict(json.loads(json.dumps(doc)))
    assert "Error" not in str(info.value)


def _dice_refused(doc, match):
    with pytest.raises(SaveError, match=match) as info:
        DiceGame.from_save(json.loads(json.dumps(doc)))
    assert "Error" not in str(info.value)


def _with(doc, path, value):
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


# ------------------------------------------------------------------------------------------- names
@pytest.mark.parametrize("names,match", [
    ([7, "Faye", "Geoffrey"], "name of player 1 must be some text"),
    (["", "Faye", "Geoffrey"], "name of player 1 must be some text"),
    (["Anna", "   ", "Geoffrey"], "name of player 2 must be some text"),
    (["N" * 100_000, "Faye", "Geoffrey"], "longer than 24 characters"),
    (["N" * 25, "Faye", "Geoffrey"], "longer than 24 characters"),
    (["Anna\ud800", "Faye", "Geoffrey"], "not printable text"),
    (["Anna", "Faye"], "list of 3 names"),
    ("Anna", "list of 3 names"),
])
def test_troyes_names_are_checked(troyes_doc, names, match):
    _troyes_refused(_with(troyes_doc, ("setup", "names"), names), match)


def test_a_name_of_24_characters_loads(troyes_doc):
    doc = _with(troyes_doc, ("setup", "names", 0), "Ñ" * 24)
    doc.pop("state")
    assert saves.from_dict(doc).players[0].name == "Ñ" * 24


@pytest.mark.parametrize("names,match", [
    ([7, "Bo"], "name of player 1 must be some text"),
    (["", ""], "must be some text"),
    (["N" * 100_000, "Bo"], "longer than 24"),
    (["A\ud800", "Bo"], "not printable"),
    (["Anna"], "list of 2 names"),
])
def test_dice_names_are_checked(dice_doc, names, match):
    _dice_refused(_with(dice_doc, ("setup", "names"), names), match)


# ------------------------------------------------------------------------------------- seeds, modules
@pytest.mark.parametrize("seed", ["12", 1.5, True, None, 2 ** 64, [1]])
def test_seeds_must_be_whole_numbers(troyes_doc, dice_doc, seed):
    _troyes_refused(_with(troyes_doc, ("setup", "seed"), seed), "seed must be a whole number")
    _dice_refused(_with(dice_doc, ("setup", "seed"), seed), "seed must be a whole number")


def test_a_dice_seed_of_infinity_is_refused_in_a_file(tmp_path, dice_doc):
    path = tmp_path / "inf.json"
    path.write_text(json.dumps(dice_doc).replace('"seed": 5', '"seed": Infinity'))
    with pytest.raises(SaveError, match="Infinity, which is not a number"):
        loader.read_save(path)


@pytest.mark.parametrize("modules,match", [
    (["bogus"], "name something unknown: 'bogus'"),
    (["all"], "name something unknown: 'all'"),
    ([7], "name something unknown: 7"),
    ("events", "must be a list"),
    (["events", "events"], "name the same one twice"),
    ({}, "must be a list"),
])
def test_troyes_modules_are_known_ids_without_repeats(troyes_doc, modules, match):
    _troyes_refused(_with(troyes_doc, ("setup", "options", "modules"), modules), match)
    setup = _with(troyes_doc, ("setup", "options", "modules"), modules)["setup"]
    with pytest.raises(SetupError, match=match):       # Game() itself, not only the save loader
        Game(setup)


@pytest.mark.parametrize("modules,match", [
    (["bogus"], "unknown: 'bogus'"), (["all"], "unknown: 'all'"), ([7], "unknown: 7"),
    ("banquets-and-raids", "must be a list"), (["banquets-and-raids"] * 2, "the same one twice"),
])
def test_dice_modules_are_known_ids_without_repeats(dice_doc, modules, match):
    _dice_refused(_with(dice_doc, ("setup", "modules"), modules), match)
    with pytest.raises(DiceSetupError, match=match):
        DiceGame(_with(dice_doc, ("setup", "modules"), modules)["setup"])


@pytest.mark.parametrize("modules", [["events"], ["promos", "ramparts"], ["characters"]])
def test_ladies_modules_of_a_solo_game_are_refused(modules):
    setup = copy.deepcopy(Game.new(1, seed=2, solo=True).setup)
    setup["options"]["modules"] = modules
    other = [m for m in modules if m != "promos"]
    refusal = rf"bonus cards \(promos\), not the Ladies of Troyes modules \({', '.join(other)}\)"
    with pytest.raises(SetupError, match=refusal):
        Game(setup)


def test_a_saved_solo_game_with_the_bonus_cards_loads(tmp_path):
    game = _played(Game.new(1, seed=2, solo=True, start_player=0, options={"modules": ["promos"]}), 400)
    assert game.over
    path = tmp_path / "solo-promos.json"
    saves.save(game, path)
    loaded = saves.load(path)
    assert loaded.setup["options"]["modules"] == ["promos"] and loaded.solo
    assert loaded.state_dict() == game.state_dict() and loaded.scores == game.scores


# ----------------------------------------------------------------------------------------- options
@pytest.mark.parametrize("key,value,match", [
    ("colours", 7, "colours must be a list"),
    ("colours", [None, 5, [], {}], "colours name something unknown"),
    ("colours", ["orange", "orange", "blue"], "the same one twice"),
    ("colours", ["orange", "blue"], "must be 3 colours"),
    ("colours", ["pink", "blue", "green"], "unknown: 'pink'"),
    ("activities_setup", "alone", "activities module, which this game does not play"),
    ("speed", "fast", "options hold something unknown"),
])
def test_troyes_options_are_known_keys_and_values(troyes_doc, key, value, match):
    _troyes_refused(_with(troyes_doc, ("setup", "options", key), value), match)


def test_mix_choices_of_the_modules_are_checked():
    game = Game.new(3, seed=1, options={"modules": ["activities", "events"], "activities_setup": "alone"})
    setup = copy.deepcopy(game.setup)
    setup["options"]["events_setup"] = "sometimes"
    with pytest.raises(SetupError, match="events_setup must be 'shuffled'"):
        Game(setup)
    assert Game(copy.deepcopy(game.setup)).state_dict() == game.state_dict()


def test_game_new_drops_choices_of_modules_not_played():
    game = Game.new(2, seed=1, options={"modules": ["characters"], "activities_setup": "alone",
                                        "events_setup": "alone"})
    assert game.setup["options"] == {"modules": ["characters"]}
    assert "modules" not in Game.new(2, seed=1, options={"modules": ()}).setup["options"]


@pytest.mark.parametrize("path,value,match", [
    (("setup", "players"), 5, "number of players"),
    (("setup", "players"), True, "number of players"),
    (("setup", "start_player"), 3, "start player"),
    (("setup", "start_player"), False, "start player"),
    (("setup", "solo"), 1, "solo game"),
    (("setup", "version"), 2, "unknown version"),
    (("setup", "options"), [], "options must be a set"),
    (("setup", "cheat"), 1, "setup holds something unknown"),
    (("setup", "card_overrides"), {"activities": {"herbalist": {"cost": -50}}}, "herbalist: cost must be"),
    (("setup", "card_overrides"), {"activities": {"merchant": {"cost": 99}}}, "merchant: cost must be"),
    (("extra",), 1, "unknown field"),
    (("version",), True, "newer Troyes Desktop"),
    (("actions",), [["pass"]] * 20_001, "20001 actions"),
])
def test_troyes_setup_keys_and_ranges(troyes_doc, path, value, match):
    _troyes_refused(_with(troyes_doc, path, value), match)


def test_valid_card_overrides_in_a_setup_are_used():
    game = Game.new(2, seed=1, card_overrides={"activities": {"merchant": {"cost": 2}}})
    assert game.data.activities["merchant"].cost == 2
    assert Game(copy.deepcopy(game.setup)).data.activities["merchant"].cost == 2


@pytest.mark.parametrize("path,value,match", [
    (("setup", "players"), 11, "number of players"),
    (("setup", "players"), 1.0, "number of players"),
    (("setup", "numbering"), "sideways", "numbering must be one of"),
    (("setup", "cheat"), 1, "setup holds something unknown"),
    (("extra",), 1, "unknown field"),
    (("version",), True, "unknown save version"),
])
def test_dice_setup_keys_and_ranges(dice_doc, path, value, match):
    _dice_refused(_with(dice_doc, path, value), match)


# ----------------------------------------------------------------------------------------- actions
def test_garbage_in_an_action_slot_is_refused(troyes_doc):
    doc = copy.deepcopy(troyes_doc)
    doc.pop("state")
    doc["actions"] = doc["actions"][:30]
    good = saves.from_dict(copy.deepcopy(doc))
    assert len(good.history) == 30
    for junk in (["target", "ramparts", "x", None], doc["actions"][29] + [None], [doc["actions"][29][0]]):
        bad = _with(doc, ("actions", 29), junk)
        _troyes_refused(bad, "action 30 is not legal")


def test_true_is_not_a_number_in_a_saved_action(troyes_doc, dice_doc):
    doc = copy.deepcopy(troyes_doc)
    doc.pop("state")
    index = next(i for i, a in enumerate(doc["actions"]) if any(x == 1 and type(x) is int for x in a[1:]))
    action = [True if (x == 1 and type(x) is int) else x for x in doc["actions"][index]]
    _troyes_refused(_with(doc, ("actions", index), action), f"action {index + 1} holds something")
    d_index = next(i for i, a in enumerate(dice_doc["actions"]) if any(type(x) is int for x in a[1:]))
    d_action = [float(x) if type(x) is int else x for x in dice_doc["actions"][d_index]]
    _dice_refused(_with(dice_doc, ("actions", d_index), d_action), f"action {d_index + 1} holds something")


def test_an_action_after_the_end_is_refused():
    game = _played(DiceGame.new(1, seed=9), 10_000)
    assert game.over
    doc = game.to_save()
    doc["actions"].append(doc["actions"][-1])
    _dice_refused(doc, f"action {len(doc['actions'])} of the save cannot be replayed: the game is over")


def test_a_valid_save_of_each_game_loads_through_the_one_loader(tmp_path, troyes_doc, dice_doc):
    for name, doc, kind in (("t.json", troyes_doc, "troyes"), ("d.json", dice_doc, "dice")):
        path = tmp_path / name
        path.write_text(json.dumps(doc))
        got_kind, game = loader.read_save(path)
        assert got_kind == kind
        assert game.history == [tuple(a) for a in doc["actions"]]


def test_game_constructors_check_their_arguments():
    with pytest.raises(RulesError, match="seed must be a whole number"):
        DiceGame.new(1, seed="12")
    with pytest.raises(RulesError, match="seed must be a whole number"):
        DiceGame.new(1, seed=float("inf"))
    with pytest.raises(RulesError, match="longer than 24"):
        DiceGame.new(1, names=["N" * 25])
    with pytest.raises(RulesError, match="longer than 24"):
        Game.new(2, names=["N" * 100_000, "Faye"])
