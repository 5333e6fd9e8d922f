"""Troyes Dice computers with their own style: two computers of one level at a table fill different sheets,
the style follows from the game's seed and the seat alone, a seeded game reproduces, and the taste is said."""

from __future__ import annotations

import pytest

from troyes_desktop.bots import decide, make_bot
from troyes_desktop.bots.dice.simulate import play_game, simulate
from troyes_desktop.bots.dice.style import TASTES, Style, style_for
from troyes_desktop.rules.dice import Game

from .dice_bot_helpers import played, twin_with_other_secrets


def _table(levels: list[str], seed: int, styles: bool = True, modules=(), budget=None) -> Game:
    """A game of computers only; ``budget`` 0.1 makes Hard quick (4 ways, one half day ahead)."""
    game = Game.new(players=len(levels), seed=seed, modules=modules)
    bots = [make_bot("dice", lv, seed=seed * 16 + p, budget=budget,
                     style=style_for(seed, p) if styles else None)
            for p, lv in enumerate(levels)]
    for bot in bots:
        bot.stage_limit = float("inf")  # Hard's choices then depend on its seed alone
    return play_game(game, bots, seed=seed)


def _sheets(game: Game) -> list[dict]:
    return [sheet.to_dict() for sheet in game.sheets]


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_two_normal_computers_at_one_table_fill_different_sheets(seed):
    # Without a style (as before), Normal's choices depend on the sheet and the dice alone: two Normal
    # computers at one table fill the same sheet line for line.
    same = _table(["normal", "normal"], seed, styles=False)
    assert _sheets(same)[0] == _sheets(same)[1]
    game = _table(["normal", "normal"], seed)
    assert game.over
    first, second = _sheets(game)
    assert first != second
    assert first["buildings"] != second["buildings"]


def test_two_hard_computers_at_one_table_fill_different_sheets():
    first, second = _sheets(_table(["hard", "hard"], 5, budget=0.1))
    assert first["buildings"] != second["buildings"]


def test_five_computers_of_one_level_all_differ():
    game = _table(["normal"] * 5, 4, modules=("banquets-and-raids",))
    sheets = [repr(s) for s in _sheets(game)]
    assert len(set(sheets)) == 5
    assert sorted(style_for(4, seat).taste for seat in range(5)) == sorted(TASTES)


def test_the_style_follows_from_the_seed_and_the_seat():
    assert style_for(12, 2) == style_for(12, 2)
    # The seats of one table take the five tastes in an order shuffled by the game's seed.
    for seed in (1, 2, 3, 50):
        tastes = [style_for(seed, seat).taste for seat in range(5)]
        assert sorted(tastes) == sorted(TASTES)
        assert style_for(seed, 5).taste == tastes[0] and style_for(seed, 5).salt != style_for(seed, 0).salt
    orders = {tuple(style_for(seed, seat).taste for seat in range(5)) for seed in range(40)}
    assert len(orders) > 10
    # Over many games a seat meets every taste (drawn at random by the seed).
    assert {style_for(seed, 0).taste for seed in range(60)} == set(TASTES)


def test_a_seeded_game_with_styles_reproduces():
    levels = ["normal", "normal", "easy"]
    a = _table(levels, 6)
    b = _table(levels, 6)
    assert a.history == b.history and _sheets(a) == _sheets(b) and a.scores() == b.scores()
    # Its save replays to the same sheets.
    assert _sheets(Game.from_save(a.to_save())) == _sheets(a)
    # Hard with its style too, over the first two days (a whole game of it takes several seconds).
    runs = []
    for _ in range(2):
        game = Game.new(players=2, seed=6)
        bots = [make_bot("dice", "hard", seed=96 + p, budget=0.1, style=style_for(6, p)) for p in range(2)]
        step = 0
        while game.day <= 2:
            seat = game.pending.seat
            game.apply(decide(game, seat, bots[seat], seed=6 * 1_000_003 + step).action, seat)
            step += 1
        runs.append((list(game.history), _sheets(game)))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_styled_computer_never_decides_on_what_its_seat_cannot_see(level):
    checked = 0
    for seed in range(10):
        game = played(seed, 4 + 5 * seed, players=2, modules=("banquets-and-raids",) if seed % 2 else ())
        if game.over or len(game.legal_actions()) < 2:
            continue
        twin = twin_with_other_secrets(game)
        seat = game.pending.seat
        bots = [make_bot("dice", level, seed=1, budget=0.1, style=style_for(77, seat)) for _ in range(2)]
        for bot in bots:
            bot.stage_limit = float("inf")
        assert decide(game, seat, bots[0], seed=9) == decide(twin, seat, bots[1], seed=9)
        checked += 1
    assert checked >= 6


def test_the_taste_is_said_when_it_chose_the_turn():
    game = Game.new(players=1, seed=3)
    bot = make_bot("dice", "normal", seed=0, style=Style("cathedral", 5))
    reasons = []
    while not game.over:
        choice = decide(game, 0, bot, seed=len(game.history))
        reasons.append(choice.reason)
        game.apply(choice.action)
    tasteful = [r for r in reasons if r.endswith("; it has a taste for Cathedrals")]
    assert tasteful
    # Not every turn: most are chosen by the points.
    assert len(set(reasons) - set(tasteful)) > len(set(tasteful))


def test_the_taste_in_french(french):
    assert Style("red", 1).words() == "le quartier rouge"
    assert Style("resources", 1).words() == "les ressources en réserve"
    game = Game.new(players=1, seed=3)
    bot = make_bot("dice", "normal", seed=0, style=Style("cathedral", 5))
    said = set()
    while not game.over:
        choice = decide(game, 0, bot, seed=len(game.history))
        said.add(choice.reason)
        game.apply(choice.action)
    assert any(r.endswith("\u00a0; il a un faible pour les Cathédrales") for r in said), said


def test_the_preference_is_small_fades_and_ends_with_the_last_half_day():
    game = _table(["normal"], 9)
    sheet = game.sheets[0]
    for taste in TASTES:
        style = Style(taste, 0)
        early, late = style.preference(sheet, 12), style.preference(sheet, 3)
        last = style.preference(sheet, 0)
        assert early >= late >= last == 0.0
    assert 0 <= Style("red", 3).tie([("die", 1)]) < 0.05
    assert Style("red", 3).tie([("die", 1)]) != Style("red", 4).tie([("die", 1)])


def test_simulate_gives_every_seat_its_style():
    out = simulate(2, ["normal"], 2, seed=3)
    first, second = (e["mean_score"] for e in out["bots"])
    plain = simulate(2, ["normal"], 2, seed=3, styles=False)
    assert plain["bots"][0]["mean_score"] == plain["bots"][1]["mean_score"]
    games = [_table(["normal", "normal"], s) for s in (3, 4)]
    assert (first, second) == tuple(sum(g.scores()[p] for g in games) / 2 for p in (0, 1))
