"""The engine contract (docs/engines.md, "The contract"), checked the same way over both engines.

Each engine is played on a few seeded games with a seeded random chooser, to its end or for a bounded number
of steps; at every step the generic promises are checked (who decides, the legal actions, the records
``apply`` returns, the history), and every few steps the costlier ones (``why_illegal`` for every legal
action, ``copy()``, the seat's view and the determinized copy). Only what both engines promise alike is
checked here; each engine's own rules have their own tests."""
from __future__ import annotations

import copy
import inspect
import random

import pytest

from troyes_desktop.rules.common.contract import GAME_OVER, OVER, Decision, Die
from troyes_desktop.rules.common.errors import IllegalAction
from troyes_desktop.rules.dice import Game as DiceGame
from troyes_desktop.rules.dice.data import MODULE_BANQUETS
from troyes_desktop.rules.troyes.game import AVAILABLE_MODULES
from troyes_desktop.rules.troyes.game import Game as TroyesGame
from troyes_desktop.rules.troyes.simulate import new_game

#: name -> (engine class, a new game for a seed, steps played at most, whether the game is played to its end).
GAMES = {
    "troyes-2p": (TroyesGame, lambda seed: new_game(2, seed), 400, True),
    "troyes-solo": (TroyesGame, lambda seed: new_game(1, seed, solo=True), 400, True),
    "troyes-4p-modules": (TroyesGame, lambda seed: new_game(4, seed, modules=AVAILABLE_MODULES), 150, False),
    "dice-2p": (DiceGame, lambda seed: DiceGame.new(players=2, seed=seed), 400, True),
    "dice-3p-banquets": (DiceGame, lambda seed: DiceGame.new(players=3, seed=seed, modules=(MODULE_BANQUETS,),
                                                            numbering="rolled"), 150, False),
}
SEEDS = (1, 2)
#: The costlier checks run at every this many steps.
EVERY = 23
#: What the seat's view shows although the determinized copy resamples it (so the two views differ there):
#: Troyes Dice's view gives each plaza's tile index and face number, which tell the face-down side of a
#: plaza not yet turned over; its determinized copy resamples that side. (A finding, kept as it is: the
#: computer players plan on determinized copies, never on the view, and the board shows no face-down side.)
RESAMPLED_IN_VIEW = {DiceGame: ("plazas", ("tile_index", "face"))}


def _viewer(g) -> int:
    """The seat whose view and determinized copy are checked: the one deciding, else seat 0."""
    seat = g.pending.seat
    return seat if isinstance(seat, int) and 0 <= seat < g.n else 0


def _public(view: dict, cls) -> dict:
    hidden = RESAMPLED_IN_VIEW.get(cls)
    if hidden is None:
        return view
    view = copy.deepcopy(view)
    key, fields = hidden
    for item in view[key]:
        for field in fields:
            item.pop(field, None)
    return view


def _check_decision(g) -> None:
    assert isinstance(g.pending, Decision)
    seat, kind = g.pending.seat, g.pending.kind
    assert isinstance(kind, str) and kind
    if g.over:
        assert g.pending == GAME_OVER and kind == OVER and seat is None
    else:
        assert isinstance(seat, int) and not isinstance(seat, bool) and kind != OVER


def _check_why_illegal(g) -> None:
    before = g.state_dict()
    length = len(g.history)
    for action in g.legal_actions():
        assert g.why_illegal(action) is None, action
    for bad in (("no_such_move",), ("pass", True), ()):
        why = g.why_illegal(bad)
        assert isinstance(why, str) and why.strip(), bad
        with pytest.raises(IllegalAction):
            g.copy().apply(bad)
    assert g.state_dict() == before and len(g.history) == length      # asking changes nothing


def _check_copy(g, chooser: random.Random) -> None:
    before = g.state_dict()
    twin = g.copy()
    assert type(twin) is type(g)
    assert twin.state_dict() == before and twin.history == g.history and twin.pending == g.pending
    assert twin.legal_actions() == g.legal_actions()
    legal = twin.legal_actions()
    twin.apply(legal[chooser.randrange(len(legal))])
    assert g.state_dict() == before                                   # the copy is independent


def _check_view_and_determinized(g, cls) -> None:
    seat = _viewer(g)
    view = g.view(seat)
    assert isinstance(view, dict)
    assert "rng" not in view and "seed" not in view["setup"]          # the future rolls are hidden
    view["setup"]["players"] = "changed"                              # the view is a copy
    assert g.setup["players"] != "changed"
    before = g.state_dict()
    one, again, other = g.determinized(seat, 11), g.determinized(seat, 11), g.determinized(seat, 12)
    assert g.state_dict() == before
    assert type(one) is type(g)
    assert one.state_dict() == again.state_dict()                     # a function of the seed
    assert one.rng.state != g.rng.state and one.rng.state != other.rng.state
    assert one.history == g.history and one.pending == g.pending
    assert one.legal_actions() == g.legal_actions()
    assert _public(one.view(seat), cls) == _public(g.view(seat), cls)  # what the seat sees is kept


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_engine_meets_the_contract(name: str, seed: int) -> None:
    cls, make, steps, to_the_end = GAMES[name]
    g = make(seed)
    assert isinstance(g, cls)
    chooser = random.Random(seed)
    checker = random.Random(1000 + seed)
    for step in range(steps):
        _check_decision(g)
        if g.over:
            break
        legal = g.legal_actions()
        assert legal and all(isinstance(a, tuple) and a and isinstance(a[0], str) for a in legal)
        if step % EVERY == 0:
            _check_why_illegal(g)
            _check_copy(g, checker)
            _check_view_and_determinized(g, cls)
        length = len(g.history)
        action = legal[chooser.randrange(len(legal))]
        records = g.apply(action)
        assert isinstance(records, list)
        assert all(isinstance(r, dict) and isinstance(r.get("type"), str) and r["type"] for r in records)
        assert len(g.history) == length + 1 and g.history[-1] == action
    if to_the_end:
        assert g.over, f"{name} seed {seed} not over after {steps} steps"
    if g.over:
        _check_decision(g)
        assert g.legal_actions() == []
        with pytest.raises(IllegalAction):
            g.apply(("pass",))
        assert isinstance(g.why_illegal(("pass",)), str)


@pytest.mark.parametrize("cls", [TroyesGame, DiceGame], ids=["troyes", "dice"])
def test_new_and_the_setup_constructor_have_one_shape(cls) -> None:
    """``Game.new(players=..., seed=..., ...)`` makes a new game; ``Game(setup)`` rebuilds the game of a setup
    (``game.setup``, as a save holds it) at its start."""
    params = inspect.signature(cls.new).parameters
    assert list(params)[:2] == ["players", "seed"]
    assert all(p.default is not inspect.Parameter.empty for p in params.values())   # keywords, defaults
    assert list(inspect.signature(cls).parameters) == ["setup"]
    g = cls.new(players=2, seed=7)
    start = g.state_dict()
    legal = g.legal_actions()
    g.apply(legal[0])
    again = cls(copy.deepcopy(g.setup))
    assert again.state_dict() == start and again.history == []
    for name in ("legal_actions", "apply", "why_illegal", "copy", "state_dict", "view", "determinized"):
        assert callable(getattr(g, name)), name
    assert isinstance(g.over, bool) and isinstance(g.history, list)


@pytest.mark.parametrize("name", ["troyes-2p", "troyes-4p-modules"])
def test_troyes_dice_are_named_tuples(name: str) -> None:
    """Troyes' ``game.dice`` values are ``Die(colour, value, owner)``, in the game and in its copies."""
    _cls, make, _steps, _end = GAMES[name]
    g = make(3)
    chooser = random.Random(3)
    seen = 0
    for _ in range(120):
        if g.over:
            break
        for game in (g, g.copy(), g.determinized(_viewer(g), 5)):
            assert all(type(v) is Die for v in game.dice.values())
        seen += len(g.dice)
        legal = g.legal_actions()
        g.apply(legal[chooser.randrange(len(legal))])
    assert seen
