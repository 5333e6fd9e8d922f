"""The promises of the README: two commands at the top, and CI running exactly the test command."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text)


def test_readme_begins_with_the_install_and_test_commands() -> None:
    commands = readme_commands()
    start_app, run_tests = commands[:2]
    assert start_app.endswith(".venv/bin/troyes-desktop")
    assert "pip install -e ." in start_app
    assert "pip install -e '.[test]'" in run_tests
    assert run_tests.endswith("QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest")
    # Nothing but a title and one sentence of context before the first command.
    before = (REPO_ROOT / "README.md").read_text(encoding="utf-8").split("```sh")[0]
    assert len(before.strip().splitlines()) <= 4


def test_ci_runs_exactly_the_readme_test_command() -> None:
    run_tests = readme_commands()[1]
    ci_script = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert f"{run_tests} || status=$?" in ci_script
    assert "set -euo pipefail" in ci_script


def test_install_script_exists_for_both_commands() -> None:
    assert (REPO_ROOT / "scripts" / "install-system-deps.sh").is_file()
    for command in readme_commands()[:2]:
        assert command.startswith("bash scripts/install-system-deps.sh && python3 -m venv .venv && ")


def test_pyproject_declares_the_command_and_dependencies() -> None:
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == "troyes-desktop"
    assert project["requires-python"] == ">=3.11"
    names = {re.split(r"[<>=!~;\[ ]", dep, maxsplit=1)[0] for dep in project["dependencies"]}
    assert names == {"PySide6-Essentials", "platformdirs"}
    assert set(project["optional-dependencies"]["test"]) >= {"pytest", "pytest-qt", "hypothesis"}
    assert project["gui-scripts"]["troyes-desktop"] == "troyes_desktop.__main__:main"
