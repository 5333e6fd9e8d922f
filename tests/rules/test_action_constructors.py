"""The named action constructors (``rules/troyes/actions.py``, ``rules/dice/actions.py``) build exactly the
tuples the engines list: for every legal action met in seeded random games, the constructor of its verb
given the rest of the tuple returns an equal tuple of the same shape."""
from __future__ import annotations

import random

import pytest

from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.dice import actions as dice_actions
from troyes_desktop.rules.dice.data import MODULE_BANQUETS
from troyes_desktop.rules.troyes import actions as troyes_actions
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES
from troyes_desktop.rules.troyes.simulate import new_game


def _games(engine: str):
    if engine == "troyes":
        for seed in range(3):
            yield new_game(3, seed)
            yield new_game(4, seed, modules=tuple(AVAILABLE_MODULES))
            yield new_game(1, seed, solo=True)
    else:
        for seed in range(3):
            yield DiceGame.new(players=2, seed=seed, modules=(MODULE_BANQUETS,), numbering="first")
            yield DiceGame.new(players=1, seed=seed, numbering=("rolled", "expert")[seed % 2])


@pytest.mark.parametrize("engine", ["troyes", "dice"])
def test_every_legal_action_is_what_its_constructor_builds(engine: str) -> None:
    module = troyes_actions if engine == "troyes" else dice_actions
    verbs = set()
    for i, g in enumerate(_games(engine)):
        chooser = random.Random(i)
        while not g.over:
            legal = g.legal_actions()
            for a in legal:
                built = module.BY_VERB[module.verb(a)](*a[1:])
                assert type(built) is tuple and built == a and len(built) == len(a), (a, built)
                verbs.add(module.verb(a))
            g.apply(legal[chooser.randrange(len(legal))])
    assert verbs <= set(module.BY_VERB)


def test_the_constructors_spell_the_documented_shapes() -> None:
    A, D = troyes_actions, dice_actions
    assert A.target("building", 1) == ("target", "building", 1, None)
    assert A.target("card", 4, 2, 3) == ("target", "card", 4, 2, 3)
    assert A.pass_turn() == ("pass",) and A.use_die(7) == ("die", 7) and A.counter_die(2) == ("bd", 2)
    assert A.source("supply") == ("source", "supply", None, None)
    assert A.tile(2) == ("tile", 2) and A.tile(2, 5) == ("tile", 2, 5)
    assert A.outdoor("use") == ("outdoor", "use") and A.outdoor("use", 3) == ("outdoor", "use", 3)
    assert D.choose_die(2) == ("die", 2, None) and D.choose_die(1, "deniers") == ("die", 1, "deniers")
    assert D.prestige() == ("prestige",) and D.change_colour("red") == ("colour", "red")
