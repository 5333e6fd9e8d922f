"""Helpers for the board's GUI tests: a board in a window, real mouse events on its viewport."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QMainWindow

from troyes_desktop.model.troyes_model import TroyesModel
from troyes_desktop.rules.troyes.game import Game


def make_board(qtbot, game: Game):
    """The board of ``game``: (model, scene, view), shown in a 1600x1000 window."""
    from troyes_desktop.troyes_ui.scene.board_scene import BoardScene
    from troyes_desktop.troyes_ui.scene.board_view import BoardView

    model = TroyesModel(game, autosave=False)
    scene = BoardScene(model)
    view = BoardView(scene)
    win = QMainWindow()
    win.setCentralWidget(view)
    win.resize(1600, 1000)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    view.fit()
    scene.test_window = win  # keep the window alive as long as the scene
    # ...and the scene as long as the window: a Qt child of the window, so that the garbage collector
    # freeing the test's last reference to it cannot delete it while the view still paints it.
    scene.setParent(win)
    return model, scene, view


def play_until(game: Game, stop, seed: int = 1, limit: int = 5000) -> Game:
    rng = random.Random(seed)
    for _ in range(limit):
        if stop(game) or game.over:
            return game
        actions = game.legal_actions()
        busy = [
            a for a in actions if a[0] not in ("pass", "cancel", "concede", "reroll", "flip", "hire")
        ] or actions
        game.apply(rng.choice(busy))
    return game


def point_of(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def centre(view, item) -> QPoint:
    return view.mapFromScene(item.sceneBoundingRect().center())


def drag(qtbot, view, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at ``start``, move in steps to ``end`` and release there (real events on the viewport)."""
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.LeftButton, pos=start)
    for k in range(1, steps + 1):
        p = start + (end - start) * (k / steps)
        qtbot.mouseMove(vp, pos=QPoint(int(p.x()), int(p.y())))
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=end)


def click(qtbot, view, pos: QPoint, button=Qt.LeftButton) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=pos)
