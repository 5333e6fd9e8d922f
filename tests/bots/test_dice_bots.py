"""Troyes Dice computer players: they finish games at every table size and never peek."""

from __future__ import annotations

import re

import pytest

from troyes_desktop.bots import Choice, decide, make_bot
from troyes_desktop.bots.dice import players as B
from troyes_desktop.bots.dice.players import evaluate, final_points, half_days_left
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice.game import K_DIE

from .dice_bot_helpers import played, twin_with_other_secrets

_INTERNAL = re.compile(r"_|\(\'|\bNone\b|counts_palace|great_hall|city_hall")


def _untimed(level: str, seed: int) -> B.DiceBot:
    """A bot whose choices depend on its seed alone: Hard stops its halving early when a stage runs past
    ``stage_limit`` seconds, so on a machine busy with other work two equal runs could differ; comparisons
    of two runs lift that limit."""
    bot = make_bot("dice", level, seed=seed)
    bot.stage_limit = float("inf")
    return bot


def _play(game: Game, levels: list[str], seed: int) -> list[Choice]:
    bots = [_untimed(levels[p % len(levels)], seed + p) for p in range(game.n)]
    choices = []
    step = 0
    while not game.over:
        kind, seat = game.pending.kind, game.pending.seat
        legal = game.legal_actions()
        choice = decide(game, seat, bots[seat], seed=seed * 1000 + step)
        assert choice.action in legal, (kind, choice)
        assert choice.reason and not _INTERNAL.search(choice.reason), choice.reason
        game.apply(choice.action, seat)  # raises IllegalAction if the bot broke a rule
        choices.append(choice)
        step += 1
    return choices


@pytest.mark.parametrize(
    "players, levels, modules, numbering",
    [
        (1, ["easy"], (), "first"),
        (1, ["normal"], ("banquets-and-raids",), "expert"),
        (1, ["hard"], (), "rolled"),
        (1, ["hard"], ("banquets-and-raids",), "expert"),
        (4, ["hard", "normal", "easy", "normal"], ("banquets-and-raids",), "expert"),
        (4, ["easy", "normal"], (), "rolled"),
        (10, ["easy", "normal", "easy", "easy", "normal", "easy", "easy", "normal", "easy", "hard"], (),
         "expert"),
        (10, ["normal", "easy"], ("banquets-and-raids",), "first"),
    ],
)
def test_every_level_finishes_a_game(players, levels, modules, numbering):
    game = Game.new(players=players, seed=31 + players, modules=modules, numbering=numbering)
    choices = _play(game, levels, seed=players)
    assert game.over and len(game.scores()) == players
    # The bots made every kind of decision of the game that came up, the town crier's included.
    kinds = {c.action[0] for c in choices}
    assert {"die", "gain"} <= kinds
    if numbering == "expert":
        assert "number" in kinds
    if numbering == "rolled":
        assert "direction" in kinds


def test_levels_are_reproducible():
    a = Game.new(players=2, seed=5, modules=("banquets-and-raids",))
    b = Game.new(players=2, seed=5, modules=("banquets-and-raids",))
    first = [c.action for c in _play(a, ["hard", "easy"], 3)]
    assert first == [c.action for c in _play(b, ["hard", "easy"], 3)]
    assert a.scores() == b.scores()


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_no_peeking_same_decision_whatever_the_hidden_information(level):
    checked = 0
    for seed in range(12):
        game = played(seed, 4 + 5 * seed, players=2, modules=("banquets-and-raids",) if seed % 2 else ())
        if game.over or len(game.legal_actions()) < 2:
            continue
        twin = twin_with_other_secrets(game)
        seat = game.pending.seat
        first = decide(game, seat, _untimed(level, 1), seed=9)
        second = decide(twin, seat, _untimed(level, 1), seed=9)
        assert first == second
        checked += 1
    assert checked >= 8


def test_a_bot_only_ever_holds_a_copy():
    game = played(3, 10, players=3)
    seen = []

    class Spy:
        level = "spy"

        def choose(self, g, seat, legal):
            seen.append(g)
            return Choice(legal[0], "first")

    before = game.state_dict()
    decide(game, game.pending.seat, Spy(), seed=1)
    assert seen and seen[0] is not game and seen[0].rng.state != game.rng.state
    assert game.state_dict() == before


def test_evaluation_is_the_score_at_the_end_and_counts_promises_before():
    game = Game.new(players=1, seed=8)
    bot = make_bot("dice", "normal", seed=0)
    while not game.over:
        decide_and_apply = decide(game, 0, bot, seed=len(game.history))
        game.apply(decide_and_apply.action)
    sheet = game.sheets[0]
    assert final_points(sheet, game.data) == game.scores()[0]
    assert evaluate(sheet, game.data, 0) == game.scores()[0]
    # Earlier, a sheet with open buildings and resources to spend is worth more than its points now.
    fresh = Game.new(players=1, seed=8)
    assert half_days_left(fresh) == 15
    assert evaluate(fresh.sheets[0], fresh.data, 15) > final_points(fresh.sheets[0], fresh.data)


def test_normal_plays_better_than_random_moves():
    from troyes_desktop.rules.common.rng import Rng
    from troyes_desktop.rules.dice.simulate import play_random

    bot_scores, random_scores = [], []
    for seed in range(3):
        game = Game.new(players=1, seed=seed)
        _play(game, ["normal"], seed)
        bot_scores.append(game.scores()[0])
        other = Game.new(players=1, seed=seed)
        play_random(other, Rng(seed))
        random_scores.append(other.scores()[0])
    assert min(bot_scores) > max(random_scores)


def test_simulate_command_reports_every_seat_and_the_achievements_per_level(capsys):
    import json

    from troyes_desktop import cli

    status = cli.main(
        "simulate --game dice --players 3 --bots normal,easy --games 2 --seed 5 --modules all "
        "--numbering expert".split()
    )
    assert status == 0
    result = json.loads(capsys.readouterr().out)
    assert result["modules"] == ["banquets-and-raids"] and result["games"] == 2
    entries = result["bots"]
    assert [e["level"] for e in entries] == ["normal", "easy", "normal"]  # the list is repeated
    assert round(sum(e["wins"] for e in entries), 6) == 2  # ties share a win
    for e in entries:
        assert set(e) >= {"level", "wins", "win_rate", "mean_score", "decision_ms"}
        assert set(e["decision_ms"]) == {"median", "p95", "max"}
        assert e["decision_ms"]["median"] <= e["decision_ms"]["p95"] <= e["decision_ms"]["max"]
    # The figures are those of the seeded games themselves.
    from troyes_desktop.bots.dice.simulate import play_game
    from troyes_desktop.bots.dice.style import style_for

    games = []
    for i in range(2):
        g = Game.new(players=3, seed=5 + i, modules=("banquets-and-raids",), numbering="expert")
        levels = ["normal", "easy", "normal"]
        bots = [make_bot("dice", lv, seed=(5 + i) * 16 + p, style=style_for(5 + i, p))  # each seat's style
                for p, lv in enumerate(levels)]
        play_game(g, bots, seed=5 + i)
        games.append(g)
    assert entries[1]["mean_score"] == sum(g.scores()[1] for g in games) / 2
    by_level = result["achievements_by_level"]
    assert by_level["normal"]["seats"] == 2 and by_level["easy"]["seats"] == 1
    assert by_level["easy"]["achievements"]["played_multiplayer"] == 2
    assert by_level["normal"]["achievements"]["played_expansion"] == 4


def test_simulate_refuses_an_unknown_level(capsys):
    import pytest as _pytest

    from troyes_desktop import cli

    with _pytest.raises(SystemExit):
        cli.main(["simulate", "--game", "dice", "--bots", "expert", "--games", "1"])
    assert "levels are easy, normal or hard" in capsys.readouterr().err


def test_seats_are_kept_in_the_setup_and_checked():
    from troyes_desktop.rules.dice.data import SetupError

    game = Game.new(players=2, seed=1, seats=["person", "hard"])
    assert game.setup["seats"] == ["person", "hard"]
    assert Game.from_save(game.to_save()).setup["seats"] == ["person", "hard"]
    assert "seats" not in Game.new(players=2, seed=1, seats=["person", "person"]).setup
    for bad in (["person"], ["person", "expert"], "hard"):
        with pytest.raises(SetupError):
            Game.new(players=2, seed=1, seats=bad)


def _futures_per_way(monkeypatch, game: Game, **settings) -> list[int]:
    """How many sampled futures Hard plays for each of the ways it compares at ``game``'s die decision."""
    calls: dict[int, int] = {}
    real = B.DiceBot._future

    def counted(self, g, seed, data, left):
        calls[id(g)] = calls.get(id(g), 0) + 1
        return real(self, g, seed, data, left)

    monkeypatch.setattr(B.DiceBot, "_future", counted)
    bot = make_bot("dice", "hard", seed=4)
    for name, value in settings.items():
        setattr(bot, name, value)
    bot.choose(game, 0, game.legal_actions())
    return sorted(calls.values(), reverse=True)


def test_hard_shares_its_futures_by_successive_halving(monkeypatch):
    game = Game.new(players=1, seed=12)
    while game.stage != K_DIE:
        game.apply(game.legal_actions()[0])
    # Eight ways on 6 futures, the better 4 on 6 more, the better 2 on 12 more (with no time limit on the
    # stages: on a machine busy with other work the first stage alone can outlast the 1.2 s limit).
    assert _futures_per_way(monkeypatch, game, stage_limit=1e9) == [24, 24, 12, 12] + [6] * 4
    # No new stage starts once the time set for it is spent: here, at once.
    assert _futures_per_way(monkeypatch, game, stage_limit=0.0) == [6] * 8
