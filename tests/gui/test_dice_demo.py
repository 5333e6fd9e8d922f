"""``--screenshot PATH --demo dice-1p|dice-4p``: a seeded mid-game Troyes Dice position rendered offscreen."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from troyes_desktop import cli
from troyes_desktop.dice_ui.demo import DICE_DEMOS, build_dice_demo


@pytest.mark.parametrize("demo", ["dice-1p", "dice-4p"])
def test_dice_demo_screenshot(qtbot, tmp_path, demo):
    target = tmp_path / f"{demo}.png"
    assert cli.main(["--screenshot", str(target), "--demo", demo, "--size", "1280x720"]) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 720)
    colours = {image.pixel(x, y) for x in range(0, 1280, 9) for y in range(0, 720, 9)}
    assert len(colours) > 300


def test_dice_demos_are_seeded_mid_game_positions():
    for name in DICE_DEMOS:
        game = build_dice_demo(name)
        assert game.day == 5 and game.stage == "choose_die" and game.player == 0
        assert build_dice_demo(name).state_dict() == game.state_dict()
