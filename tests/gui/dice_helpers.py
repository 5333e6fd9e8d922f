"""Helpers for the Troyes Dice GUI tests: a main window at instant animation speed, and one turn played
through real clicks on the wheel, the sheet and the panel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt


def click(qtbot, widget, point) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(int(point.x()), int(point.y())))


def click_die(qtbot, page, rank: int) -> None:
    click(qtbot, page.wheel, page.wheel.die_rect(rank).center())


def click_target(qtbot, page, target) -> None:
    click(qtbot, page.sheet, page.sheet.target_centre(target))


def play_turn(qtbot, page) -> str:
    """Make the deciding player's next decision through the GUI; return what was clicked."""
    g = page.model.game
    panel = page.panel
    if panel.choice_buttons and g.stage != "choose_die":
        qtbot.mouseClick(panel.choice_buttons[0], Qt.MouseButton.LeftButton)
        return "choice"
    if page.controller.fallback_only():
        qtbot.mouseClick(panel.choice_buttons[0], Qt.MouseButton.LeftButton)
        return "fallback"
    if g.stage == "choose_die":
        rank = next(a[1] for a in g.legal_actions() if a[0] == "die")
        click_die(qtbot, page, rank)
        assert page.controller.rank == rank
    marks = page.controller.targets()
    assert marks, "a picked die always has a target (a resource track at least)"
    builds = [t for t, m in marks.items() if t[0] == "build"]
    target = builds[0] if builds else next(iter(marks))
    click_target(qtbot, page, target)
    if page.controller.waiting_target is not None:
        # The die costs "1 resource of your choice": the player says which, then the die goes there.
        button = panel.pay_buttons[page.controller.pay]      # the resource the targets were lit for
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert page.controller.waiting_target is None
    return "target"
