"""The command line and the placeholder window: version, window, screenshot, simulate and replay plumbing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from troyes_desktop import __version__, cli, paths

REPO_ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run ``python -m troyes_desktop ARGS`` as a user would, in a separate process."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-m", "troyes_desktop", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=REPO_ROOT,
    )


# ------------------------------------------------------------------------------------------------ version


def test_version_constant() -> None:
    assert __version__ == "0.1.0"


def test_version_option_prints_name_and_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == "troyes-desktop 0.1.0"


# ------------------------------------------------------------------------------------------------- window


def test_no_arguments_opens_the_start_screen(qtbot) -> None:
    window = cli._main_window((1280, 720))
    qtbot.addWidget(window)
    assert window.stack.currentWidget() is window.start_screen
    assert window.windowTitle() == "Troyes Desktop"


def test_placeholder_window_shows_title_and_message(qtbot) -> None:
    from PySide6.QtWidgets import QLabel

    from troyes_desktop.shared_ui.parchment import PlaceholderWindow

    window = PlaceholderWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Troyes Desktop"
    assert window.isVisible()
    text = " ".join(label.text() for label in window.findChildren(QLabel))
    assert "Troyes Desktop" in text
    assert "being built" in text
    assert "troyes-desktop simulate" in text


def test_placeholder_window_uses_the_bundled_font(qtbot) -> None:
    from troyes_desktop.shared_ui.fonts import load_fonts
    from troyes_desktop.shared_ui.parchment import PlaceholderWindow

    family = load_fonts()
    assert family, "the font files in resources/fonts/ should load"
    window = PlaceholderWindow()
    qtbot.addWidget(window)
    assert window.title_label.font().families()[0] == family
    assert load_fonts() == family  # loading twice is harmless


def test_bundled_fonts_carry_their_licence() -> None:
    fonts = paths.resource_path("fonts")
    files = [p for p in fonts.iterdir() if p.suffix.lower() in (".otf", ".ttf")]
    assert files
    assert sum(p.stat().st_size for p in files) < 3 * 1024 * 1024
    licence = "".join(p.read_text(encoding="utf-8") for p in fonts.glob("LICENSE*"))
    assert "Open Font License" in licence.replace("OPEN FONT LICENSE", "Open Font License")


# --------------------------------------------------------------------------------------------- screenshot


def test_screenshot_writes_a_non_blank_png(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    target = tmp_path / "window.png"
    result = run_cli("--screenshot", str(target), "--size", "800x600")
    assert result.returncode == 0, result.stderr
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    image = QImage(str(target))
    assert not image.isNull()
    assert (image.width(), image.height()) == (800, 600)
    colours = {image.pixel(x, y) for x in range(0, 800, 7) for y in range(0, 600, 7)}
    assert len(colours) > 50, "the screenshot looks blank"


@pytest.mark.parametrize("size", [(1366, 768), (2560, 1440)])
def test_screenshot_at_the_common_screen_sizes(tmp_path: Path, size: tuple[int, int]) -> None:
    from PySide6.QtGui import QImage

    target = tmp_path / "game.png"
    result = run_cli("--screenshot", str(target), "--demo", "troyes-4p", "--size", f"{size[0]}x{size[1]}")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == size


def test_screenshot_size_must_be_width_x_height(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--screenshot", "x.png", "--size", "big"])
    assert exit_info.value.code == 2
    assert "WIDTHxHEIGHT" in capsys.readouterr().err


def test_screenshot_into_missing_folder_is_a_readable_error(tmp_path: Path) -> None:
    result = run_cli("--screenshot", str(tmp_path / "nowhere" / "shot.png"))
    assert result.returncode == 2
    assert "does not exist" in result.stderr
    assert "Traceback" not in result.stderr


def test_an_unknown_demo_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status = cli.main(["--screenshot", str(tmp_path / "demo.png"), "--demo", "opening"])
    assert status == 2
    err = capsys.readouterr().err
    assert "unknown demo" in err
    assert "troyes-2p" in err
    assert not (tmp_path / "demo.png").exists()


@pytest.mark.parametrize("demo", ["troyes-2p", "troyes-4p", "troyes-solo"])
def test_demo_screenshot_shows_a_game_under_way(tmp_path: Path, demo: str) -> None:
    from PySide6.QtGui import QImage

    target = tmp_path / f"{demo}.png"
    result = run_cli("--screenshot", str(target), "--demo", demo, "--size", "1280x720")
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 720)
    colours = {image.pixel(x, y) for x in range(0, 1280, 9) for y in range(0, 720, 9)}
    assert len(colours) > 200, "the demo screenshot looks too plain"


def test_demo_positions_stop_at_a_turn_in_round_2() -> None:
    from troyes_desktop.troyes_ui.demo import DEMOS, build_demo

    for name in DEMOS:
        game = build_demo(name)
        # troyes-4p-queue: round 4 with a full event queue (issue 50's screens); the others round 2
        assert game.pending.kind == "turn" and game.round == (4 if name == "troyes-4p-queue" else 2), name
        assert build_demo(name).state_dict() == game.state_dict(), "demos are seeded"


# ----------------------------------------------------------------------------------------------- simulate


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--game", "troyes", "--players", "5"], "2 to 4 players"),
        (["--game", "troyes", "--players", "1"], "--solo"),
        (["--game", "troyes", "--solo", "--players", "2"], "exactly 1 player"),
        (["--game", "dice", "--players", "0"], "1 to 10 players"),
        (["--game", "dice", "--players", "11"], "1 to 10 players"),
        (["--game", "dice", "--solo"], "--solo applies to --game troyes only"),
        (["--game", "troyes", "--numbering", "rolled"], "--numbering applies to --game dice only"),
        (["--games", "0"], "--games must be at least 1"),
        (["--game", "chess"], "invalid choice"),
        (["--players", "four"], "invalid int value"),
        (["--game", "dice", "--numbering", "random"], "invalid choice"),
        (["--modules", "all,ladies"], "either 'all'"),
    ],
)
def test_simulate_refuses_bad_arguments(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["simulate", *arguments])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "usage: troyes-desktop simulate" in err


def fake_engine(monkeypatch: pytest.MonkeyPatch, module_name: str, function_name: str, result: dict) -> list:
    """Install a stand-in engine module and return the list that records its calls."""
    calls: list[dict] = []

    def engine_function(*args, **kwargs):
        calls.append({"args": args, **kwargs})
        return result

    module = types.ModuleType(module_name)
    setattr(module, function_name, engine_function)
    monkeypatch.setitem(sys.modules, module_name, module)
    return calls


def test_simulate_troyes_calls_the_engine_and_prints_json(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    result = {"game": "troyes", "players": 3, "games": 5, "errors": 0, "failures": []}
    calls = fake_engine(monkeypatch, "troyes_desktop.rules.troyes.simulate", "simulate", result)

    status = cli.main(
        [
            "simulate",
            "--game",
            "troyes",
            "--players",
            "3",
            "--games",
            "5",
            "--seed",
            "42",
            "--modules",
            "ladies, promo",
        ]
    )
    assert status == 0
    assert calls == [
        {"args": (), "players": 3, "games": 5, "seed": 42, "solo": False, "modules": ("ladies", "promo")}
    ]
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert json.loads(out) == result


def test_simulate_solo_defaults_to_one_player(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = fake_engine(monkeypatch, "troyes_desktop.rules.troyes.simulate", "simulate", {"errors": 0})
    assert cli.main(["simulate", "--solo", "--modules", "all"]) == 0
    assert calls[0]["players"] == 1
    assert calls[0]["solo"] is True
    assert calls[0]["modules"] == ("all",)


def test_simulate_dice_calls_the_dice_engine(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls = fake_engine(
        monkeypatch, "troyes_desktop.rules.dice.simulate", "simulate", {"game": "dice", "errors": 0}
    )
    status = cli.main(
        [
            "simulate",
            "--game",
            "dice",
            "--players",
            "10",
            "--games",
            "2",
            "--seed",
            "7",
            "--numbering",
            "expert",
        ]
    )
    assert status == 0
    assert calls == [{"args": (), "players": 10, "games": 2, "seed": 7, "modules": (), "numbering": "expert"}]
    assert json.loads(capsys.readouterr().out)["game"] == "dice"


def test_simulate_exit_status_is_1_when_a_game_failed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    failure = {"errors": 1, "failures": [{"seed": 3, "message": "boom"}]}
    fake_engine(monkeypatch, "troyes_desktop.rules.troyes.simulate", "simulate", failure)
    assert cli.main(["simulate", "--players", "2", "--games", "3"]) == 1
    assert json.loads(capsys.readouterr().out) == failure


def test_simulate_reports_a_rules_error_without_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from troyes_desktop.rules.common.errors import RulesError

    def refuse(**kwargs):
        raise RulesError("unknown module 'dragons'")

    module = types.ModuleType("troyes_desktop.rules.troyes.simulate")
    module.simulate = refuse
    monkeypatch.setitem(sys.modules, module.__name__, module)
    assert cli.main(["simulate", "--modules", "dragons"]) == 2
    assert "unknown module 'dragons'" in capsys.readouterr().err


def test_simulate_reports_an_unwritten_option_without_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def not_yet(**kwargs):
        raise NotImplementedError("the solo game against le Roy is not available yet")

    module = types.ModuleType("troyes_desktop.rules.troyes.simulate")
    module.simulate = not_yet
    monkeypatch.setitem(sys.modules, module.__name__, module)
    assert cli.main(["simulate", "--solo"]) == 2
    assert "not available yet" in capsys.readouterr().err


# ------------------------------------------------------------------------------------------------- replay


def test_replay_of_a_missing_file_is_a_readable_error(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-game.json"
    result = run_cli("replay", str(missing))
    assert result.returncode == 2
    assert "no such file" in result.stderr
    assert str(missing) in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    "content",
    [b'{"game": "troyes", "actions": [', b"\x89PNG\r\n\x1a\n\x00\x00garbage", b"[1, 2, 3]", b""],
    ids=["truncated-json", "binary", "not-an-object", "empty"],
)
def test_replay_of_a_corrupt_file_is_a_readable_error(tmp_path: Path, content: bytes) -> None:
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_bytes(content)
    result = run_cli("replay", str(corrupt))
    assert result.returncode == 2
    assert "not a Troyes Desktop save file" in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_replay_of_a_folder_is_a_readable_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["replay", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_replay_chooses_the_engine_by_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    troyes_calls = fake_engine(
        monkeypatch, "troyes_desktop.rules.troyes.saves", "replay_summary", {"winner": [0]}
    )
    dice_calls = fake_engine(
        monkeypatch, "troyes_desktop.rules.dice.saves", "replay_summary", {"winner": [1]}
    )
    board = tmp_path / "board.json"
    board.write_text(json.dumps({"game": "troyes", "actions": []}))
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps({"game": "dice", "actions": []}))

    assert cli.main(["replay", str(board)]) == 0
    assert json.loads(capsys.readouterr().out) == {"winner": [0]}
    assert cli.main(["replay", str(sheet)]) == 0
    assert json.loads(capsys.readouterr().out) == {"winner": [1]}
    assert troyes_calls == [{"args": (board,)}]
    assert dice_calls == [{"args": (sheet,)}]


def test_replay_turns_engine_errors_into_messages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from troyes_desktop.rules.common.errors import SaveError

    def refuse(path):
        raise SaveError("format version 99 is newer than this program understands")

    module = types.ModuleType("troyes_desktop.rules.troyes.saves")
    module.replay_summary = refuse
    monkeypatch.setitem(sys.modules, module.__name__, module)
    save = tmp_path / "future.json"
    save.write_text(json.dumps({"game": "troyes", "format": 99}))
    assert cli.main(["replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert "format version 99" in err
    assert "Traceback" not in err


# -------------------------------------------------------------------------------------------------- paths


def test_resource_path_finds_the_resources_folder() -> None:
    assert paths.resource_path() == REPO_ROOT / "resources"
    assert paths.resource_path("fonts").is_dir()


def test_resource_path_inside_a_frozen_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resource_path("data", "x.json") == tmp_path / "resources" / "data" / "x.json"


def test_config_and_data_dirs_honour_the_home_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # conftest.py already points TROYES_DESKTOP_HOME away from the real home folder.
    assert os.environ.get("TROYES_DESKTOP_HOME")
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    assert paths.config_dir() == tmp_path / "config"
    assert paths.data_dir(create=True) == tmp_path / "data"
    assert (tmp_path / "data").is_dir()


def test_config_dir_without_override_uses_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TROYES_DESKTOP_HOME", raising=False)
    assert "TroyesDesktop" in str(paths.config_dir())
    assert "TroyesDesktop" in str(paths.data_dir())


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--bot-budget", "nan"], "--bot-budget must be a number of seconds above 0 and at most 60, not nan"),
        (["--bot-budget", "inf"], "--bot-budget must be a number of seconds above 0 and at most 60, not inf"),
        (["--bot-budget", "-1"], "--bot-budget must be a number of seconds above 0 and at most 60, not -1"),
        (["--bot-budget", "0"], "--bot-budget must be a number of seconds above 0 and at most 60, not 0"),
        (["--bot-budget", "1e9"], "at most 60, not 1e+09"),
        (["--games", "1000000000"], "--games must be at most 100000, not 1000000000"),
        (["--seed", str(10 ** 50)], f"--seed must be a whole number from 0 to {2 ** 64 - 10} (for 10 games)"),
        (["--seed", "-1"], "--seed must be a whole number from 0 to"),
        (["--seed", str(2 ** 64 - 1), "--games", "2"], "--seed must be a whole number from 0 to"),
    ],
)
def test_simulate_refuses_absurd_budgets_counts_and_seeds_in_one_line(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 51, finding 11: nan, inf or 1e9 seconds and 10**9 games were accepted without a word, and a
    seed of 10**50 exited 1 with the reason only inside the JSON. No game is played."""
    calls = fake_engine(monkeypatch, "troyes_desktop.rules.troyes.simulate", "simulate", {"games": 0})
    assert cli.main(["simulate", *arguments]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and calls == []
    (line,) = captured.err.splitlines()
    assert line.startswith("troyes-desktop: ") and message in line


def test_simulate_accepts_the_limits_themselves(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = fake_engine(monkeypatch, "troyes_desktop.rules.troyes.simulate", "simulate", {"games": 1})
    assert cli.main(["simulate", "--bot-budget", "60", "--games", "1", "--seed", str(2 ** 64 - 1)]) in (0, 1)
    assert cli.main(["simulate", "--games", "100000", "--seed", "0"]) in (0, 1)
    assert len(calls) == 2
