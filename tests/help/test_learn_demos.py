"""``--screenshot --demo help | tutorial-troyes | tutorial-dice`` render a page of each, and leave the
lessons' saved progress alone."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from troyes_desktop import cli
from troyes_desktop.tutorial import coach as C


@pytest.mark.parametrize("name", ["help", "tutorial-troyes", "tutorial-dice"])
def test_learn_demo_screenshot(qtbot, tmp_path, name):
    for lesson in ("tutorial-troyes", "tutorial-dice"):
        C.write_progress(lesson, 2)
    out = tmp_path / f"{name}.png"
    assert cli.main(["--screenshot", str(out), "--demo", name, "--size", "1280x720"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1280, 720)
    for lesson in ("tutorial-troyes", "tutorial-dice"):
        assert C.read_progress(lesson) == 2
        C.clear_progress(lesson)


def test_unknown_demo_lists_the_learn_demos(capsys):
    assert cli.main(["--screenshot", "x.png", "--demo", "nope"]) != 0
    assert "tutorial-dice" in capsys.readouterr().err
