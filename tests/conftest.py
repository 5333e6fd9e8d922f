"""Session-wide test settings: Qt draws offscreen and the app's files go to a throw-away folder."""

from __future__ import annotations

import os
import shutil
import tempfile

# Both must be set before anything imports Qt or asks for the config folder.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TEST_HOME = tempfile.mkdtemp(prefix="troyes-desktop-tests-")
os.environ["TROYES_DESKTOP_HOME"] = _TEST_HOME


def pytest_sessionfinish(session, exitstatus) -> None:
    shutil.rmtree(_TEST_HOME, ignore_errors=True)


import pytest  # noqa: E402

# The tiers. ``pytest -m "not slow"`` is the quick tier a developer runs while working; the README's command
# runs everything. ``gui``: the test needs Qt widgets (it is under one of GUI_FOLDERS, or uses qapp/qtbot).
# ``slow``: the tests listed here, each over a couple of seconds in ``--durations`` (node ids, or a module's
# path for all its tests). A renamed test must be renamed here too: a full run fails on a stale entry.
GUI_FOLDERS = ("tests/gui/", "tests/help/")
SLOW = (
)


def _slow(nodeid: str) -> str | None:
    for entry in SLOW:
        if nodeid == entry or nodeid.startswith(entry + "::") or nodeid.startswith(entry + "["):
            return entry
    return None


@pytest.hookimpl(tryfirst=True)  # before -m reads the marks
def pytest_collection_modifyitems(session, config, items) -> None:
    used = set()
    for item in items:
        nodeid = item.nodeid
        if nodeid.startswith(GUI_FOLDERS) or {"qapp", "qtbot"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)
        entry = _slow(nodeid)
        if entry is not None:
            item.add_marker(pytest.mark.slow)
            used.add(entry)
    whole_suite = config.args_source == pytest.Config.ArgsSource.TESTPATHS
    if whole_suite and not config.option.keyword:
        stale = sorted(set(SLOW) - used)
        if stale:
            raise pytest.UsageError(f"tests/conftest.py SLOW names tests that do not exist: {stale}")


@pytest.fixture
def french(qapp):
    """The application in French for one test (the compiled catalogue and Qt's own), English afterwards."""
    from troyes_desktop.app.language import apply_language

    apply_language("fr")
    yield
    apply_language("en")


# Main windows shared by tests/gui/ and tests/i18n/ (the Qt imports wait for the first test that asks).


@pytest.fixture
def window(qtbot, monkeypatch):
    """A main window on the start screen, with the plain board summary (the drawn board has its own tests)."""
    from troyes_desktop import settings as player_settings
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", False)
    player_settings.set("animation_speed", "Slow")
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.roy_timer.stop()


@pytest.fixture
def instant_animations():
    """Board animations take no time (a module asks with ``pytestmark = pytest.mark.usefixtures(...)``)."""
    from troyes_desktop.troyes_ui.scene import animation

    animation.set_speed_override("instant")
    yield
    animation.set_speed_override(None)


@pytest.fixture
def board_window(qtbot, monkeypatch):
    """A main window with the drawn board, 1600x1000 (a module may define its own ``board_window``)."""
    from troyes_desktop.app import main_window

    monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", True)
    w = main_window.MainWindow()
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.roy_timer.stop()


@pytest.fixture(scope="module")
def positions():
    """A 4-player game with every module, one position for each kind of decision met in 1500 seeded
    random steps; a finished game for the scoring screen; Troyes Dice for 10 players."""
    from tests.gui.screens import seeded_positions

    return seeded_positions()


@pytest.fixture
def shell(qtbot, monkeypatch):
    """``shell(size, board=True)``: a main window shown at that size; all are closed after the test."""
    from troyes_desktop.app import main_window

    created = []

    def make(size, board=True):
        monkeypatch.setattr("troyes_desktop.troyes_ui.page.USE_BOARD", board)
        w = main_window.MainWindow()
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        created.append(w)
        return w

    yield make
    for w in created:
        w.roy_timer.stop()
        w.drop_game()


@pytest.fixture
def text_scale():
    """``text_scale(percent)``: the player's text size for one test, 100 % afterwards."""
    from PySide6.QtWidgets import QApplication

    from troyes_desktop import settings
    from troyes_desktop.shared_ui import theme

    def use(percent):
        settings.set("text_scale", percent)
        QApplication.instance().setFont(theme.font(11))

    yield use
    settings.set("text_scale", 100)
    QApplication.instance().setFont(theme.font(11))
