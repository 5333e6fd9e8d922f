"""The application's log: the standard :mod:`logging`, written to a rotating file in the data folder.

Every module logs through its own ``logger = logging.getLogger(__name__)``; a place that catches an error to
keep the game going writes why there (``logger.warning(..., exc_info=True)``), so that a bug report has
something to read. Until :func:`setup_logging` runs (once, when the application window starts:
``cli.run_window``) nothing is written to a file; the rules engines, the command line's ``simulate`` and
``replay`` and the tests never set it up (the tests' data folder is a throw-away one anyway).

The file is ``<data folder>/logs/troyes-desktop.log``, 1 MB at most, with three older files beside it
(``.1`` to ``.3``). A log that cannot be written never stops the application: no folder, no file, or a
failing write, and the log silently goes without its file.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
from pathlib import Path
from types import TracebackType

from troyes_desktop.paths import data_dir

LOG_FOLDER = "logs"
LOG_FILE = "troyes-desktop.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3
#: The logger every module's ``logging.getLogger(__name__)`` sits under.
PACKAGE_LOGGER = "troyes_desktop"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

logger = logging.getLogger(__name__)

_handler: logging.Handler | None = None
_previous_hook = None


class _QuietRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating file whose failures to write (a full disk, a file removed or locked) are ignored: the log
    must never break the application it describes."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's own name
        pass

    def flush(self) -> None:
        try:
            super().flush()
        except (OSError, ValueError):       # a closed or vanished file
            pass

    def close(self) -> None:
        try:
            super().close()
        except (OSError, ValueError):
            pass


def log_dir() -> Path:
    """The folder of the log files (inside the data folder; it may not exist yet)."""
    return data_dir() / LOG_FOLDER


def log_file() -> Path:
    """The log file being written (the older ones end in ``.1``, ``.2``, ``.3``)."""
    return log_dir() / LOG_FILE


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send the package's log records to the rotating file and note the start; once (later calls only
    answer). Returns the file's path, or None when it cannot be written (then nothing is logged to a file)."""
    global _handler, _previous_hook
    package = logging.getLogger(PACKAGE_LOGGER)
    if _handler is not None:
        return Path(getattr(_handler, "baseFilename", log_file()))
    package.setLevel(level)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = _QuietRotatingFileHandler(folder / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT,
                                            encoding="utf-8", delay=False)
    except (OSError, ValueError):  # no folder or no file: the log goes on without a file, quietly
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    package.addHandler(handler)
    _handler = handler
    _previous_hook = sys.excepthook
    sys.excepthook = _log_uncaught
    logger.info("Troyes Desktop %s starts (Python %s, %s)", _version(), platform.python_version(),
                platform.platform())
    return Path(handler.baseFilename)


def shutdown_logging() -> None:
    """Undo :func:`setup_logging` (closes the file, gives back the previous exception hook); for tests."""
    global _handler, _previous_hook
    if _handler is None:
        return
    logging.getLogger(PACKAGE_LOGGER).removeHandler(_handler)
    _handler.close()
    _handler = None
    if sys.excepthook is _log_uncaught and _previous_hook is not None:
        sys.excepthook = _previous_hook
    _previous_hook = None


def _log_uncaught(kind: type[BaseException], value: BaseException, trace: TracebackType | None) -> None:
    """An exception no one caught (in Qt, one raised in a slot) goes to the log too, then on as before."""
    if not issubclass(kind, KeyboardInterrupt):
        logger.critical("Uncaught exception", exc_info=(kind, value, trace))
    (_previous_hook or sys.__excepthook__)(kind, value, trace)


def _version() -> str:
    try:
        import troyes_desktop

        return str(troyes_desktop.__version__)
    except Exception:  # noqa: BLE001 - the start line does without the version
        return "?"
