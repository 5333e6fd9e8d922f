"""The simulation entry point used by ``troyes-desktop simulate --game dice``."""

import json

import pytest

from troyes_desktop.rules.common.errors import RulesError
from troyes_desktop.rules.common.rng import Rng
from troyes_desktop.rules.dice import Game
from troyes_desktop.rules.dice.simulate import play_random, simulate

KEYS = {
    "game",
    "players",
    "games",
    "errors",
    "seconds",
    "games_per_second",
    "mean_actions",
    "mean_scores",
    "min_score",
    "max_score",
    "failures",
}


@pytest.mark.parametrize(
    "players,modules,numbering",
    [(1, (), "first"), (4, ("banquets-and-raids",), "rolled"), (10, ("all",), "expert")],
)
def test_simulate_reports_complete_games(players, modules, numbering):
    result = simulate(players, 12, 40, modules, numbering)
    assert set(result) == KEYS
    assert (result["game"], result["players"], result["games"], result["errors"]) == ("dice", players, 12, 0)
    assert result["failures"] == []
    assert len(result["mean_scores"]) == players
    assert (
        result["min_score"] <= min(result["mean_scores"]) <= max(result["mean_scores"]) <= result["max_score"]
    )
    assert result["mean_actions"] >= 16 * players
    json.dumps(result)


def test_game_i_uses_seed_plus_i():
    result = simulate(3, 1, 57)
    g = Game.new(players=3, seed=57)
    play_random(g, Rng(57 ^ 0x5EED))
    assert result["mean_scores"] == [float(s) for s in g.scores()]
    a, b = simulate(2, 5, 9), simulate(2, 5, 9)
    assert (a["mean_scores"], a["mean_actions"]) == (b["mean_scores"], b["mean_actions"])


def test_simulate_refuses_unknown_options_with_a_rules_error():
    with pytest.raises(RulesError, match="unknown module 'dragons'"):
        simulate(2, 1, 1, ("dragons",))
    with pytest.raises(RulesError):
        simulate(11, 1, 1)
    with pytest.raises(RulesError):
        simulate(2, 1, 1, (), "sideways")


def test_command_line_simulate_dice(capsys):
    from troyes_desktop import cli

    code = cli.main(
        [
            "simulate",
            "--game",
            "dice",
            "--players",
            "2",
            "--games",
            "3",
            "--seed",
            "5",
            "--modules",
            "banquets-and-raids",
            "--numbering",
            "rolled",
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert (out["game"], out["players"], out["games"], out["errors"]) == ("dice", 2, 3, 0)


def test_command_line_replay_of_a_dice_save(tmp_path, capsys):
    from troyes_desktop import cli
    from troyes_desktop.rules.dice.saves import save_game

    g = Game.new(players=2, seed=21, modules=("banquets-and-raids",))
    play_random(g, Rng(21))
    save_game(g, tmp_path / "dice.json")
    assert cli.main(["replay", str(tmp_path / "dice.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["scores"] == g.scores() and out["winners"] == g.winners() and out["over"] is True
