"""Hard's leaf correction for Troyes Dice: the fitted table, its features, and what happens without it."""

from __future__ import annotations

import json

import pytest

from troyes_desktop.bots import make_bot
from troyes_desktop.bots.dice import leaf as L
from troyes_desktop.bots.dice import players as B
from troyes_desktop.rules.dice import Game

from .dice_bot_helpers import played


@pytest.fixture
def fresh_table(monkeypatch):
    """Forget the table read so far (each test reads it again), and restore it afterwards."""
    monkeypatch.setattr(L, "_TABLE", None)
    monkeypatch.setattr(L, "_LOADED", False)


def test_features_have_the_documented_length_and_end_with_the_constant():
    game = played(3, 20, players=1)
    f = L.features(game.sheets[0], game.data, B.half_days_left(game))
    assert len(f) == L.N_FEATURES and f[-1] == 1.0
    fresh = Game.new(players=1, seed=3)
    f0 = L.features(fresh.sheets[0], fresh.data, 15)
    assert f0[:4] == [3, 2, 3, 3]  # 3 influence at the start: as is, capped at 2, 4 and 7
    assert f0[-5:-3] == [6, 1]  # six open Cathedral spaces; the first Cathedral gets a 1
    assert f0[-3] == 0.0 and f0[-2] > 0  # no link bonus half drawn, all still possible


def test_the_committed_table_is_complete(fresh_table):
    table = L.table()
    assert table is not None
    assert sorted(table) == list(range(1, 16))  # every half day left but the last (exact there)
    assert all(len(row) == L.N_FEATURES + 1 for row in table.values())


def test_leaf_value_is_exact_at_the_end_and_corrects_normal_before(fresh_table):
    game = Game.new(players=1, seed=8)
    bot = make_bot("dice", "normal", seed=0)
    while not game.over:
        game.apply(bot.choose(game, 0, game.legal_actions()).action)
    assert L.leaf_value(game.sheets[0], game.data, 0) == game.scores()[0]
    middle = played(5, 20, players=1)
    left = B.half_days_left(middle)
    assert 1 <= left < 15
    sheet = middle.sheets[0]
    row = L.table()[left]
    x = L.features(sheet, middle.data, left)[:-1]
    estimate = B.evaluate(sheet, middle.data, left)
    x += [estimate - B.final_points(sheet, middle.data), 1.0]
    expected = estimate + sum(a * b for a, b in zip(row, x))
    assert L.leaf_value(sheet, middle.data, left) == pytest.approx(expected)
    assert abs(expected - estimate) > 0.01  # the correction does change the value


@pytest.mark.parametrize("content", ["{not json", json.dumps({"version": 99, "weights": {"1": [0.0]}}),
                                     json.dumps({"version": 1, "weights": {"3": [1.0, 2.0]}})])
def test_a_damaged_table_leaves_hard_with_normals_evaluation(fresh_table, monkeypatch, tmp_path, capsys,
                                                              content):
    bad = tmp_path / "dice_bot_leaf.json"
    bad.write_text(content, encoding="utf-8")
    import troyes_desktop.paths as paths

    monkeypatch.setattr(paths, "resource_path", lambda *parts: str(bad))
    middle = played(5, 20, players=1)
    left = B.half_days_left(middle)
    sheet = middle.sheets[0]
    assert L.leaf_value(sheet, middle.data, left) == B.evaluate(sheet, middle.data, left)
    assert "could not be read" in capsys.readouterr().err
    # Hard still plays a whole game.
    game = Game.new(players=1, seed=2)
    hard = make_bot("dice", "hard", seed=2, budget=0.05)
    while not game.over:
        legal = game.legal_actions()
        choice = hard.choose(game, 0, legal)
        assert choice.action in legal
        game.apply(choice.action)


def test_hard_plans_and_plays_its_futures_by_the_table_normal_by_its_own_evaluation(fresh_table):
    middle = played(5, 20, players=1)
    left = B.half_days_left(middle)
    data = middle.data
    sheets = [g.sheets[0] for _path, g in B.plans(B.solo_view(middle, 0))]
    hard = make_bot("dice", "hard", seed=1)
    normal = make_bot("dice", "normal", seed=1)
    row = L.table()[left]
    for sheet in sheets:
        assert hard.evaluate(sheet, data, left) == pytest.approx(L.learned_value(sheet, data, left, row))
        assert normal.evaluate(sheet, data, left) == B.evaluate(sheet, data, left)
    # The table orders these turns differently from Normal's evaluation (else it would change nothing).
    by_table = sorted(range(len(sheets)), key=lambda i: -hard.evaluate(sheets[i], data, left))
    by_normal = sorted(range(len(sheets)), key=lambda i: -normal.evaluate(sheets[i], data, left))
    assert by_table != by_normal


def test_learned_value_is_the_estimate_plus_the_row_times_the_features():
    import random

    rng = random.Random(3)
    for seed, steps in ((2, 10), (6, 35), (9, 60)):
        game = played(seed, steps, players=1)
        left = B.half_days_left(game)
        for _path, g in B.plans(B.solo_view(game, 0))[:10]:
            sheet = g.sheets[0]
            row = [rng.uniform(-1, 1) for _ in range(L.N_FEATURES + 1)]
            estimate = B.evaluate(sheet, game.data, left)
            x = L.features(sheet, game.data, left)[:-1]
            x += [estimate - B.final_points(sheet, game.data), 1.0]
            expected = estimate + sum(a * b for a, b in zip(row, x))
            assert L.learned_value(sheet, game.data, left, row) == pytest.approx(expected, abs=1e-9)


def _fit_script():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "scripts" / "fit_dice_leaf.py"
    spec = importlib.util.spec_from_file_location("fit_dice_leaf", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fit_learns_from_lambda_returns():
    fit = _fit_script()
    x = [0.0] * (L.N_FEATURES + 1)
    # (half days left, features, value the table gave, Normal's estimate) of three turns; final score 20.
    kept = [(3, x, 10.0, 9.0), (2, x, 12.0, 11.0), (1, x, 14.0, 13.0)]
    got = fit.targets(20, kept, 0.5)
    # Last turn: the final score; before: half the next value, half the return after it.
    assert [(left, y) for left, _x, y in got] == [(1, 7.0), (2, 6.0), (3, 5.5)]
    assert [y for _l, _x, y in fit.targets(20, kept, 1.0)] == [7.0, 9.0, 11.0]  # the final score only
    # One game played by the table (None: Normal) keeps one sheet per turn but the last.
    final, turns = fit.play((600000, None))
    assert 30 <= final <= 100
    assert [left for left, *_rest in turns] == list(range(15, 0, -1))


def test_hard_says_what_its_turn_adds_as_normal_would_even_on_the_blank_sheet():
    import re

    for seed, steps in ((1, 0), (4, 30)):
        game = played(seed, steps, players=1) if steps else Game.new(players=1, seed=seed)
        while game.stage != B.K_DIE:  # on to the start of a turn
            game.apply(game.legal_actions()[0])
        left = B.half_days_left(game)
        hard = make_bot("dice", "hard", seed=3)
        choice = hard.choose(game, 0, game.legal_actions())
        path = hard._plan[4]
        root = B.solo_view(game, 0)
        after = dict((tuple(p), g) for p, g in B.plans(root))[tuple(path)].sheets[0]
        gain = B.evaluate(after, game.data, left) - B.evaluate(root.sheets[0], game.data, left)
        said = re.search(r"about \+(\d+\.\d) VP by the end", choice.reason)
        assert said and said.group(1) == f"{gain:.1f}"
        assert 0 < gain < 15  # one turn: never the whole game's worth (the table's value of a blank sheet)
