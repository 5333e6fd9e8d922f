"""The application's log (troyes_desktop/logs.py): a rotating file in the data folder, set up once, that
never breaks the application; and a caught error writes why."""

from __future__ import annotations

import logging
import sys

import pytest

from troyes_desktop import logs


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder of the test's own, and the log undone afterwards."""
    monkeypatch.setenv("TROYES_DESKTOP_HOME", str(tmp_path))
    logs.shutdown_logging()
    yield tmp_path
    logs.shutdown_logging()


def test_the_log_is_a_rotating_file_in_the_data_folder(home):
    hook = sys.excepthook
    path = logs.setup_logging()
    assert path == home / "data" / "logs" / "troyes-desktop.log" == logs.log_file()
    handler = logs._handler
    assert isinstance(handler, logging.handlers.RotatingFileHandler)
    assert handler.maxBytes == logs.MAX_BYTES and handler.backupCount == logs.BACKUP_COUNT
    logging.getLogger("troyes_desktop.some.module").warning("something to read")
    handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "starts" in text and "WARNING troyes_desktop.some.module: something to read" in text
    assert logs.setup_logging() == path                    # once: a second call only answers
    assert logging.getLogger("troyes_desktop").handlers.count(handler) == 1
    logs.shutdown_logging()
    assert sys.excepthook is hook


def test_the_file_rotates(home, monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    path = logs.setup_logging()
    for i in range(200):
        logging.getLogger("troyes_desktop.test").warning("line %d of a long log", i)
    logs.shutdown_logging()
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["troyes-desktop.log", "troyes-desktop.log.1", "troyes-desktop.log.2",
                     "troyes-desktop.log.3"]


def test_a_log_that_cannot_be_written_never_stops_the_app(home):
    (home / "data").mkdir()
    (home / "data" / "logs").write_text("a file where the folder should be")
    assert logs.setup_logging() is None
    assert logs._handler is None
    logging.getLogger("troyes_desktop.test").warning("goes nowhere, quietly")


def test_a_failing_write_is_quiet(home, capsys):
    logs.setup_logging()
    logs._handler.stream.close()                           # the file gone under the log
    logging.getLogger("troyes_desktop.test").warning("cannot be written")
    assert "Logging error" not in capsys.readouterr().err


def test_an_uncaught_exception_is_logged_then_handed_on(home, monkeypatch, caplog):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: seen.append(info[0]))
    logs.setup_logging()
    try:
        raise RuntimeError("in a slot")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert seen == [RuntimeError]
    assert any(r.levelno == logging.CRITICAL and r.exc_info for r in caplog.records)


def test_a_damaged_autosave_skipped_writes_why(home, caplog):
    """One representative place that keeps the game going: a damaged autosave is not offered, and the log
    says which file and why."""
    from troyes_desktop.model import autosaves

    bad = autosaves.games_dir() / "troyes-damaged.troyes.json"
    bad.write_text("{ not json", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="troyes_desktop"):
        assert autosaves.summarise_file("troyes", bad) is None
    record = next(r for r in caplog.records if "troyes-damaged" in r.getMessage())
    assert record.name == "troyes_desktop.model.autosaves" and record.exc_info is not None
