"""packaging/linux/install.sh when the home folder's path holds characters sed or a desktop entry treat
specially (| and & broke the sed that wrote the launcher's path: the install stopped half-way on |, and &
wrote a broken launcher). The desktop entry's Exec key must name the real program, read back by the
Desktop Entry Specification's rules and, where GLib's ``gio`` is there, by launching it for real."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

LINUX = Path(__file__).resolve().parent.parent / "packaging" / "linux"

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")

HOMES = ["home|with|pipes", "Tom & Jerry", "plain home", "dollar $HOME", 'say "hi"', "back\\slash",
         "tick`date`", "it's; done", "|&|"]


ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


def _string_value(raw: str) -> str:
    """A desktop entry string value with its escapes (\\s \\n \\t \\r \\\\) undone."""
    out, i = [], 0
    while i < len(raw):
        c = raw[i]
        if c == "\\" and i + 1 < len(raw):
            out.append(ESCAPES.get(raw[i + 1], "\\" + raw[i + 1]))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _exec_arguments(value: str) -> list[str]:
    """The Exec key's arguments (quoting and %% undone, field codes left as they are); a quoted argument
    must escape its \\ " ` $ (the specification's rule)."""
    args, i, n = [], 0, len(value)
    while i < n:
        if value[i] == " ":
            i += 1
            continue
        arg = []
        if value[i] == '"':
            i += 1
            while value[i] != '"':
                if value[i] == "\\":
                    assert value[i + 1] in '"`$\\', f"a backslash before {value[i + 1]!r} is not allowed"
                    i += 1
                else:
                    assert value[i] not in "`$", f"{value[i]} must be escaped inside quotes: {value}"
                arg.append(value[i])
                i += 1
            i += 1
        else:
            while i < n and value[i] != " ":
                arg.append(value[i])
                i += 1
        args.append("".join(arg).replace("%%", "%"))
    return args


def _install(tmp_path: Path, home_name: str) -> Path:
    bundle = tmp_path / "TroyesDesktop"
    bundle.mkdir()
    for name in ("install.sh", "uninstall.sh", "troyes-desktop.desktop", "troyes-desktop-mime.xml"):
        shutil.copy(LINUX / name, bundle / name)
    shutil.copy(LINUX.parent / "icons" / "troyes-desktop-256.png", bundle / "troyes-desktop.png")
    ran = tmp_path / "ran.txt"
    program = bundle / "TroyesDesktop"
    program.write_text(f'#!/bin/sh\nprintf "%s\\n" "$0" "$@" > "{ran}"\n')
    program.chmod(0o755)
    home = tmp_path / home_name
    home.mkdir()
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    done = subprocess.run(["bash", str(bundle / "install.sh")], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return home


@pytest.mark.parametrize("home_name", HOMES)
def test_the_launcher_names_the_program_whatever_the_home_folder(tmp_path, home_name):
    home = _install(tmp_path, home_name)
    program = home / ".local" / "opt" / "TroyesDesktop" / "TroyesDesktop"
    assert program.is_file()                                         # the whole install ran
    link = home / ".local" / "bin" / "troyes-desktop"
    assert Path(os.readlink(link)) == program
    entry = home / ".local" / "share" / "applications" / "troyes-desktop.desktop"
    lines = entry.read_text(encoding="utf-8").splitlines()
    template = (LINUX / "troyes-desktop.desktop").read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(template)
    others = [a for a in lines if not a.startswith("Exec=")]
    assert others == [a for a in template if not a.startswith("Exec=")]
    (exec_line,) = [a for a in lines if a.startswith("Exec=")]
    assert _exec_arguments(_string_value(exec_line[len("Exec="):])) == [str(program), "%f"]
    if shutil.which("gio"):
        save = tmp_path / "my game & more.troyes.json"
        save.write_text("{}")
        ran = tmp_path / "ran.txt"
        subprocess.run(["gio", "launch", str(entry), str(save)], capture_output=True, timeout=60,
                       env=dict(os.environ, HOME=str(home)))
        for _ in range(100):
            if ran.exists() and ran.read_text().count("\n") >= 2:
                break
            time.sleep(0.05)
        assert ran.read_text().splitlines() == [str(program), str(save)]


def test_a_line_break_in_the_home_folder_is_refused_before_anything_is_written(tmp_path):
    bundle = tmp_path / "TroyesDesktop"
    bundle.mkdir()
    shutil.copy(LINUX / "install.sh", bundle / "install.sh")
    home = tmp_path / "two\nlines"
    home.mkdir()
    done = subprocess.run(["bash", str(bundle / "install.sh")],
                          env={"HOME": str(home), "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "line break" in done.stderr
    assert list(home.iterdir()) == []
