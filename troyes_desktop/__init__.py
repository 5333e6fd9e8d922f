"""Troyes Desktop: Troyes, its expansions and Troyes Dice as a desktop application.

``__version__`` is looked up in the installed package's metadata only when it is first asked for
(importing ``importlib.metadata`` costs a noticeable part of the start-up time).

The package's log records go nowhere until the window sets up its log file (``troyes_desktop/logs.py``):
the command line and the tests print nothing more than before.
"""

from __future__ import annotations

import logging

_FALLBACK_VERSION = "0.1.0"

logging.getLogger(__name__).addHandler(logging.NullHandler())


def _lookup_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("troyes-desktop")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return _FALLBACK_VERSION


def __getattr__(name: str):
    if name == "__version__":
        value = _lookup_version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["__version__"]
