"""Troyes computer players: every level finishes seeded games of every configuration with legal
moves only, gives readable reasons, and never decides on what its seat cannot see."""
from __future__ import annotations

import random
import re

import pytest

from tests.rules.helpers import Y, in_actions
from troyes_desktop.bots import Choice, decide, make_bot
from troyes_desktop.bots.troyes import HardBot
from troyes_desktop.bots.troyes.describe import group_reason
from troyes_desktop.bots.troyes.evaluation import evaluate
from troyes_desktop.bots.troyes.moves import group_moves
from troyes_desktop.bots.troyes.simulate import play_game
from troyes_desktop.rules.troyes import Game
from troyes_desktop.rules.troyes.board import NEUTRAL
from troyes_desktop.rules.troyes.ladies import MODULES

#: Hard thinks a few milliseconds in tests (the real budget is a second).
TINY = 0.005
_INTERNAL = re.compile(r"[_{}\[\]]|\(\'|\b[a-z]+-[a-z]+\b")


class Recorder:
    """Wraps a bot: checks every answer is one of the legal ones and keeps the reasons."""

    def __init__(self, bot):
        self.bot, self.level, self.reasons, self.kinds = bot, bot.level, [], set()

    def choose(self, game, seat, legal):
        choice = self.bot.choose(game, seat, legal)
        assert isinstance(choice, Choice) and choice.action in legal
        assert choice.reason
        self.reasons.append(choice.reason)
        self.kinds.add(game.pending.kind)
        return choice


def _play(levels, seed, modules=(), solo=False):
    options = {"modules": list(modules)} if modules else None
    if solo:
        start = 0 if seed % 2 == 0 else NEUTRAL
        game = Game.new(1, seed=seed, solo=True, start_player=start, options=options)
    else:
        game = Game.new(len(levels), seed=seed, options=options)
    bots = [Recorder(make_bot("troyes", lv, seed=seed + i, budget=TINY)) for i, lv in enumerate(levels)]
    for b in bots:
        if isinstance(b.bot, HardBot):
            b.bot.max_samples, b.bot.width = 1, 3
    step = 0
    while not game.over:
        p = game.pending.seat
        if p == NEUTRAL:
            game.apply(game.legal_actions()[0])
            continue
        choice = decide(game, p, bots[p], seed * 1000 + step)
        game.apply(choice.action)          # raises IllegalAction if a bot broke a rule
        step += 1
    return game, bots


def _random_modules(seed):
    pick = random.Random(seed)
    return tuple(m for m in MODULES if pick.random() < 0.5)


@pytest.mark.parametrize(("levels", "modules", "seed"), [
    (("hard", "normal", "easy", "easy"), (), 1),
    (("normal", "hard"), (), 2),
    (("easy", "normal", "hard"), (), 3),
    (("hard", "easy", "normal", "easy"), MODULES, 4),
    (("normal", "hard"), MODULES, 5),
    (("easy", "hard", "normal"), _random_modules(6), 6),
    (("normal", "easy"), _random_modules(7), 7),
])
def test_bots_finish_games_with_legal_moves(levels, modules, seed):
    game, bots = _play(levels, seed, modules)
    assert game.over and len(game.scores) == len(levels)
    for b in bots:
        assert "turn" in b.kinds                 # it did play action turns
        for reason in b.reasons:
            assert not _INTERNAL.search(reason), reason


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_the_solo_game(level):
    game, bots = _play((level,), 10, solo=True)
    assert game.over and "margin" in game.scores[0]
    assert {"turn", "initial"} <= bots[0].kinds


@pytest.mark.parametrize(("level", "seed"), [("easy", 11), ("easy", 12), ("normal", 13), ("hard", 14)])
def test_bots_play_the_solo_game_with_the_bonus_cards(level, seed):
    game, bots = _play((level,), seed, modules=("promos",), solo=True)
    assert game.over and "margin" in game.scores[0] and game.setup["options"]["modules"] == ["promos"]
    assert {"turn", "initial"} <= bots[0].kinds
    for reason in bots[0].reasons:
        assert not _INTERNAL.search(reason), reason


def test_every_bot_decision_only_depends_on_what_the_seat_sees():
    base = Game.new(4, seed=21, options={"modules": list(MODULES)})
    pick = random.Random(3)
    checked = 0
    for _ in range(400):
        if base.over:
            break
        kind, p = base.pending.kind, base.pending.seat
        legal = base.legal_actions()
        if kind == "turn" and len(legal) > 3 and checked < 3 and pick.random() < 0.3:
            # Same public position, different characters, face-down cards, decks and RNG.
            other = base.determinized(p, 999 + checked)
            for level in ("easy", "normal", "hard"):
                a = make_bot("troyes", level, seed=5, budget=100.0)
                b = make_bot("troyes", level, seed=5, budget=100.0)
                if level == "hard":
                    a.max_samples = b.max_samples = 1
                    a.width = b.width = 3
                assert decide(base, p, a, seed=8) == decide(other, p, b, seed=8)
            checked += 1
        base.apply(legal[pick.randrange(len(legal))])
    assert checked == 3


def test_the_reason_names_the_dice_the_target_and_the_gain():
    # Faye (seat 1) has a yellow 5; Anna (seat 0) can buy it for the Merchant.
    g = in_actions(players=2, dice=[(1, Y, 5), (0, Y, 1)], cards=["merchant"], deniers=[10, 10], spare=True)
    moves = group_moves(g, 0, [(g.die_ids[0],)], lambda s: evaluate(s, 0))
    merchant = [m for m in moves if m.info["target"][1] == "card"]
    assert merchant
    text = group_reason(g, 0, merchant[0])
    assert text.startswith("buys Faye's yellow 5 for the Merchant")
    assert "activation" in text and "deniers" in text


def test_normal_beats_what_easy_sees_in_a_simple_choice():
    """A group worth a cathedral cube and 1 VP beats passing for every level."""
    g = in_actions(players=2, dice=[(0, 1, 6), (1, Y, 2)], spare=True)
    for level in ("easy", "normal"):
        choice = make_bot("troyes", level, seed=1).choose(g.determinized(0, 1), 0, g.legal_actions())
        assert choice.action != ("pass",)


def test_simulate_rotates_seats_and_counts_every_win():
    from troyes_desktop.bots.troyes.simulate import simulate_bots
    out = simulate_bots(2, 2, 30, ["easy", "random"], budget=TINY)
    assert out["errors"] == 0
    assert sum(e["wins"] for e in out["bots"]) == pytest.approx(2)
    assert [e["level"] for e in out["bots"]] == ["easy", "random"]
    assert set(out["decision_ms"]) == {"easy", "random"}
    for stats in out["decision_ms"].values():
        assert stats["median"] <= stats["p95"] <= stats["max"]


def test_play_game_seats_follow_the_levels():
    times = {}
    game = play_game(["random", "easy"], 12, times=times)
    assert game.over and set(times) == {"random", "easy"}


@pytest.mark.parametrize("modules", [(), MODULES])
def test_the_quick_score_is_the_final_scoring(modules):
    from troyes_desktop.bots.troyes.evaluation import score_now
    from troyes_desktop.rules.troyes.scoring import final_scores
    for players in (2, 3, 4):
        g = Game.new(players, seed=players, options={"modules": list(modules)} if modules else None)
        pick = random.Random(players)
        while not g.over:
            if pick.random() < 0.05:
                assert score_now(g) == {s["player"]: s["total"] for s in final_scores(g)}
            acts = g.legal_actions()
            g.apply(acts[pick.randrange(len(acts))])
        assert score_now(g) == {s["player"]: s["total"] for s in g.scores}


def test_every_decision_kind_reached_gets_a_legal_answer():
    """Positions of random module games (every Ladies decision, in turn or not): Easy and Normal
    answer each with one of the legal actions and a reason."""
    kinds = set()
    for seed in range(6):
        g = Game.new(2 + seed % 3, seed=seed, options={"modules": list(MODULES)})
        pick = random.Random(seed)
        step = 0
        while not g.over:
            kind, p = g.pending.kind, g.pending.seat
            legal = g.legal_actions()
            if p != NEUTRAL and len(legal) > 1 and (kind not in ("turn", "group") or step % 15 == 0):
                for level in ("easy", "normal"):
                    choice = decide(g, p, make_bot("troyes", level, seed=step), seed=step)
                    assert choice.action in legal and choice.reason
                kinds.add(kind)
            g.apply(legal[pick.randrange(len(legal))])
            step += 1
    assert {"turn", "group", "black", "source", "initial"} <= kinds
    assert len(kinds - {"turn", "group", "black", "source", "initial", "flip"}) >= 4, kinds


def test_reason_after_turning_dice_over_shows_the_new_values():
    from troyes_desktop.bots.troyes.moves import turn_moves
    g = in_actions(players=2, dice=[(0, Y, 1), (0, Y, 6), (1, 1, 3)], influence=[6, 4], spare=True)
    moves = [m for m in turn_moves(g, 0, lambda s: evaluate(s, 0)) if m.info.get("flip")]
    assert moves
    text = group_reason(g, 0, moves[0])
    assert text.startswith("turns its low dice over, then ")
    assert "yellow 1" not in text
