"""The Linux install registers the save files' type and icon, so a file manager opens a save in the game
(``troyes-desktop FILE``) by double-click; uninstall removes them again."""
from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from troyes_desktop.rules.dice.game import Game as DiceGame
from troyes_desktop.rules.troyes import Game, saves

LINUX = Path(__file__).resolve().parent.parent / "packaging" / "linux"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
MIME = "application/x-troyes-desktop-save"


def test_the_mime_type_matches_saves_of_both_games(tmp_path):
    root = ET.parse(LINUX / "troyes-desktop-mime.xml").getroot()
    kind = root.find("m:mime-type", NS)
    assert kind.get("type") == MIME
    assert kind.find("m:icon", NS).get("name") == "application-x-troyes-desktop-save"
    glob = kind.find("m:glob", NS).get("pattern")
    match = kind.find("m:magic/m:match", NS)
    start, end = (int(x) for x in match.get("offset").split(":"))
    saves.save(Game.new(2, seed=1), tmp_path / "friday.troyes.json")
    DiceGame.new(1, seed=1).save(tmp_path / "autosave.dice.json")
    for path in tmp_path.iterdir():
        head = path.read_bytes()[start:end + len(match.get("value"))]
        assert match.get("value").encode() in head             # recognised by content
    assert fnmatch.fnmatch("friday.troyes.json", glob)        # and by name
    desktop = (LINUX / "troyes-desktop.desktop").read_text()
    assert f"MimeType={MIME};" in desktop.splitlines()
    assert 'Exec="@EXEC@" %f' in desktop.splitlines()


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_install_and_uninstall_for_one_user(tmp_path):
    bundle = tmp_path / "TroyesDesktop"
    bundle.mkdir()
    for name in ("install.sh", "uninstall.sh", "troyes-desktop.desktop", "troyes-desktop-mime.xml"):
        shutil.copy(LINUX / name, bundle / name)
    shutil.copy(LINUX.parent / "icons" / "troyes-desktop-256.png", bundle / "troyes-desktop.png")
    (bundle / "TroyesDesktop").write_text("#!/bin/sh\n")
    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    subprocess.run(["bash", str(bundle / "install.sh")], check=True, env=env, capture_output=True,
                   timeout=120)
    share = home / ".local" / "share"
    assert (share / "mime" / "packages" / "troyes-desktop.xml").read_bytes() == \
        (LINUX / "troyes-desktop-mime.xml").read_bytes()
    assert (share / "icons/hicolor/256x256/mimetypes/application-x-troyes-desktop-save.png").is_file()
    entry = (share / "applications" / "troyes-desktop.desktop").read_text()
    assert f'Exec="{home}/.local/opt/TroyesDesktop/TroyesDesktop" %f' in entry
    assert f"MimeType={MIME};" in entry
    subprocess.run(["bash", str(home / ".local/opt/TroyesDesktop/uninstall.sh")], check=True, env=env,
                   capture_output=True, timeout=120)
    assert not (share / "mime" / "packages" / "troyes-desktop.xml").exists()
    assert not (share / "icons/hicolor/256x256/mimetypes/application-x-troyes-desktop-save.png").exists()
    assert not (share / "applications" / "troyes-desktop.desktop").exists()
