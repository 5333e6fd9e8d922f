"""Troyes Desktop: Troyes, its expansions and Troyes Dice as a desktop application."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

_FALLBACK_VERSION = "0.1.0"

try:
    __version__: str = version("troyes-desktop")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = _FALLBACK_VERSION

__all__ = ["__version__"]
