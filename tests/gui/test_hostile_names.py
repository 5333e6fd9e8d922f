"""Player names (and every text from a player or a file) are plain text on every screen, in both modes
(issue 42, item 1): the screens of ``tests/gui/hostile_names_screens.py`` driven offscreen in a child process
under a watchdog.

The old failure is a freeze: a label that reads the name ``<img src=/dev/zero>`` as HTML reads /dev/zero for
ever, inside Qt, where no timer of the same process can interrupt it. So the screens run in a child process
with a time limit and a memory limit; a child that hangs or swallows memory is stopped and the test fails
with what the child had done so far."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREENS = "tests/gui/hostile_names_screens.py"
#: Each half takes about a minute on a quiet machine; a freeze never ends (a test still running after
#: 300 s has its stack printed, then the watchdog stops the child).
WATCHDOG_SECONDS = 600
#: /dev/zero read into memory grows without end: stop it well before the machine suffers.
MEMORY_LIMIT = 4 * 1024 ** 3


def _limits() -> None:                  # in the child, before it runs
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_screens(tmp_path, *selection: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               TROYES_DESKTOP_HOME=str(tmp_path))
    command = [sys.executable, "-m", "pytest", SCREENS, "-q", "-x", "-s", "-n", "0", "-p", "no:cacheprovider",
               "-o", "faulthandler_timeout=300", *selection]
    try:
        return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=WATCHDOG_SECONDS, preexec_fn=_limits if os.name == "posix" else None)
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        pytest.fail(f"the screens froze: stopped by the watchdog after {WATCHDOG_SECONDS} s\n{out[-4000:]}")


@pytest.mark.parametrize("screens", ["troyes", "shell_and_dice"])
def test_hostile_names_are_shown_as_typed_on_every_screen(tmp_path, screens):
    selection = ("-k", "troyes_game or confirm_panel or solo") if screens == "troyes" else \
        ("-k", "not troyes_game and not confirm_panel and not solo")
    done = run_screens(tmp_path, *selection)
    report = (done.stdout + done.stderr)[-6000:]
    if done.returncode < 0:             # killed: the memory limit (a file read for ever) or a crash
        pytest.fail(f"the screens were stopped by signal {-done.returncode} (a name read as an image "
                    f"reads /dev/zero until memory runs out)\n{report}")
    assert done.returncode == 0, report
    assert " passed" in done.stdout and " failed" not in done.stdout, report
