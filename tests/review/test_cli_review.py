"""``troyes-desktop review`` and ``simulate --save-to`` (issue 48)."""
from __future__ import annotations

import json

from troyes_desktop.rules.loader import read_save

from ..test_cli import run_cli
from .helpers import load, troyes_save

PLAYER_KEYS = {"seat", "name", "level", "decisions", "forced", "vp_lost", "vp_lost_per_decision",
               "inaccuracies", "mistakes", "blunders", "luck_vp"}
DECISION_KEYS = {"index", "seat", "round", "chosen", "best", "loss_vp", "stderr_vp", "label"}


def test_simulate_keeps_every_game_as_a_save_with_the_seats_levels(tmp_path):
    done = run_cli("simulate", "--game", "troyes", "--players", "2", "--bots", "easy,normal", "--games", "2",
                   "--seed", "3", "--save-to", str(tmp_path / "games"))
    assert done.returncode == 0, done.stderr
    files = sorted((tmp_path / "games").iterdir())
    assert [f.name for f in files] == ["troyes-2p-3.troyes.json", "troyes-2p-4.troyes.json"]
    kind, game = read_save(files[1])
    assert kind == "troyes" and game.over
    # Seats rotate from game to game: the second game has normal at seat 0.
    assert game.setup["options"]["computers"] == {"0": "normal", "1": "easy"}
    done = run_cli("simulate", "--game", "dice", "--players", "1", "--bots", "hard", "--games", "1",
                   "--seed", "3", "--save-to", str(tmp_path / "dice"))
    assert done.returncode == 0, done.stderr
    kind, game = read_save(tmp_path / "dice" / "dice-1p-3.troyes.json")
    assert kind == "dice" and game.over and game.setup["seats"] == ["hard"]
    refused = run_cli("simulate", "--game", "troyes", "--players", "2", "--save-to", str(tmp_path / "x"))
    assert refused.returncode == 2 and "--save-to" in refused.stderr and not (tmp_path / "x").exists()


def test_review_prints_the_json_of_issue_48(tmp_path):
    save = load(troyes_save(5, ("normal", "easy")))
    save["setup"]["options"]["computers"] = {"0": "normal"}         # seat 2 is a person's
    save["actions"] = save["actions"][:60]
    save.pop("state")
    path = tmp_path / "game.troyes.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    done = run_cli("review", str(path), "--json", "--budget", "0.2")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [set(p) for p in out["players"]] == [PLAYER_KEYS]
    (player,) = out["players"]
    assert player["seat"] == 2 and player["level"] == "person" and player["name"] == "Faye"
    assert out["complete"] is False and out["decisions"]
    for d in out["decisions"]:
        assert set(d) == DECISION_KEYS and d["seat"] == 2
        assert d["label"] in ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
        assert d["chosen"] and d["best"] and d["loss_vp"] >= 0 and d["stderr_vp"] >= 0
    assert player["decisions"] == len(out["decisions"])
    both = json.loads(run_cli("review", str(path), "--json", "--budget", "0.2", "--seat", "1", "--seat", "2")
                      .stdout)
    assert [p["seat"] for p in both["players"]] == [1, 2] and both["players"][0]["level"] == "normal"
    text = run_cli("review", str(path), "--budget", "0.2")
    assert text.returncode == 0 and "compared with the Hard player" in text.stdout
    assert "Faye (seat 2)" in text.stdout


def test_review_refuses_a_damaged_file_as_load_does(tmp_path):
    save = load(troyes_save(5, ("normal", "easy")))
    save["actions"][12] = ["pass", "x"]
    path = tmp_path / "bad.troyes.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    done = run_cli("review", str(path), "--json")
    assert done.returncode == 2 and done.stdout == ""
    assert "cannot be reviewed: the save is damaged: action 13" in done.stderr
    assert "Traceback" not in done.stderr
    (tmp_path / "text.troyes.json").write_text("not json", encoding="utf-8")
    done = run_cli("review", str(tmp_path / "text.troyes.json"))
    assert done.returncode == 2 and "text.troyes.json cannot be reviewed" in done.stderr
    seat = run_cli("review", str(path).replace("bad", "none"))
    assert seat.returncode == 2 and "no such file" in seat.stderr
