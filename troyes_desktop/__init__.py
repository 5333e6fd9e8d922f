"""Troyes Desktop: Troyes, its expansions and Troyes Dice as a desktop application.

``__version__`` is looked up in the installed package's metadata only when it is first asked for
(importing ``importlib.metadata`` costs a noticeable part of the start-up time).
"""

from __future__ import annotations

_FALLBACK_VERSION = "0.1.0"


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
