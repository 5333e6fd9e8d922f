"""Typed errors with reasons a person can read."""
from __future__ import annotations

from typing import Callable


class RulesError(Exception):
    """Base class of every error raised by a rules engine."""


class IllegalAction(RulesError):
    """The action is not allowed now. ``reason`` says why, in plain words."""

    def __init__(self, reason: str, action=None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class SaveError(RulesError):
    """A file could not be read: damaged, hostile, foreign, too large, not a regular file, or from an
    unknown version. It is the one error of the reading path (troyes_desktop/rules/common/files.py, the
    save loaders of both games, troyes_desktop/rules/loader.py): its text is a sentence a person can read,
    never Python error text. When the file was read but its content is not valid JSON within the limits,
    ``detail`` holds the reason without the file's name.

    ``render`` (optional) words the message again in the current language each time it is shown: a file
    read before the language is chosen (the settings) is then reported in the player's language."""

    #: Set by ``files.bad_content`` only: the reason without the file's name, and the function that words it.
    detail: str
    render_detail: Callable[[], str]

    def __init__(self, message: str = "", render=None) -> None:
        super().__init__(render() if render is not None else message)
        self.render = render

    def __str__(self) -> str:
        return self.render() if self.render is not None else super().__str__()


class DataError(RulesError):
    """Card data (or a player's override file) is invalid."""
