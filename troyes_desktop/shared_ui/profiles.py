"""Player profiles in the new-game dialogs: the name fields offer the names already in the store (a profile
is a player's name, case and spacing ignored; computer players are not profiles)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QLineEdit


def attach_profile_completer(edits: list[QLineEdit]) -> QCompleter | None:
    """Let every name field complete from the known profiles (None when there is none yet)."""
    from troyes_desktop.store import profile_names

    names = profile_names()
    if not names or not edits:
        return None
    completer = QCompleter(names, edits[0])
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    for edit in edits:
        edit.setCompleter(completer)
    return completer
