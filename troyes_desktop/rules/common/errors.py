"""Typed errors with reasons a person can read."""
from __future__ import annotations


class RulesError(Exception):
    """Base class of every error raised by a rules engine."""


class IllegalAction(RulesError):
    """The action is not allowed now. ``reason`` says why, in plain words."""

    def __init__(self, reason: str, action=None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class SaveError(RulesError):
    """A save file could not be read: corrupt, foreign or from an unknown version."""


class DataError(RulesError):
    """Card data (or a player's override file) is invalid."""
