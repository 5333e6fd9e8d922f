"""``troyes-desktop simulate --game troyes --bots ...``: computer players from the command line."""
from __future__ import annotations

import json

import pytest

from troyes_desktop import cli


def test_simulate_with_bots_prints_each_entry(capsys):
    status = cli.main(["simulate", "--game", "troyes", "--players", "2", "--bots", "easy,random",
                       "--games", "2", "--seed", "4", "--bot-budget", "0.01"])
    assert status == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["games"] == 2
    assert [b["level"] for b in out["bots"]] == ["easy", "random"]
    assert sum(b["wins"] for b in out["bots"]) == pytest.approx(2)
    for b in out["bots"]:
        assert b["win_rate"] == pytest.approx(b["wins"] / 2)
        assert b["mean_score"] >= 0
    assert set(out["decision_ms"]) == {"easy", "random"}
    assert set(out["decision_ms"]["easy"]) == {"decisions", "median", "p95", "max"}


def test_simulate_solo_with_a_bot_reports_margins_and_bands(capsys):
    assert cli.main(["simulate", "--solo", "--bots", "easy", "--games", "2", "--seed", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["solo"] is True and isinstance(out["mean_margin"], float | int)
    assert sum(b["games"] for b in out["rating_bands"]) == 2
    assert out["bots"][0]["level"] == "easy"


@pytest.mark.parametrize(("arguments", "message"), [
    (["--players", "3", "--bots", "easy,normal"], "names 2 player(s) for a game of 3"),
    (["--players", "2", "--bots", "easy,genius"], "easy, normal, hard"),
    (["--players", "2", "--bots", "easy,easy", "--bot-budget", "0"], "--bot-budget must be a number of"),
])
def test_simulate_refuses_bad_bots(arguments, message, capsys):
    try:
        status = cli.main(["simulate", "--game", "troyes", *arguments])
    except SystemExit as exit_info:          # argparse's own refusals
        status = exit_info.code
    assert status == cli.EXIT_USAGE
    captured = capsys.readouterr()
    assert message in captured.err and not captured.out and "Traceback" not in captured.err


def test_simulate_solo_with_the_bonus_cards(capsys):
    assert cli.main(["simulate", "--game", "troyes", "--solo", "--modules", "promos", "--games", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["solo"] is True and out["modules"] == ["promos"]
    assert cli.main(["simulate", "--game", "troyes", "--solo", "--modules", "promos", "--bots", "easy",
                     "--games", "1", "--seed", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["modules"] == ["promos"]
    assert sum(b["games"] for b in out["rating_bands"]) == 1


@pytest.mark.parametrize("bots", [[], ["--bots", "easy"]])
def test_simulate_solo_refuses_the_ladies_modules(bots, capsys):
    assert cli.main(["simulate", "--game", "troyes", "--solo", "--modules", "promos,ramparts", *bots]) == 2
    assert "not the Ladies of Troyes modules (ramparts)" in capsys.readouterr().err
