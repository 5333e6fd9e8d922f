"""A main window for the help tests, with the help window and the lessons' progress cleared afterwards."""

from __future__ import annotations

import pytest


@pytest.fixture
def make_main(qtbot, monkeypatch):
    from troyes_desktop.app import main_window
    from troyes_desktop.help import window as hw
    from troyes_desktop.tutorial import coach as C

    def make(use_board: bool = False):
        monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", use_board)
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        return w

    yield make
    if hw._WINDOW is not None:
        hw._WINDOW.close()
        hw._WINDOW.deleteLater()
        hw._WINDOW = None
    for name in ("tutorial-troyes", "tutorial-dice"):
        C.clear_progress(name)
