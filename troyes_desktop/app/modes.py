"""The game modes the application shell hosts, by key.

Each mode is a :class:`~troyes_desktop.shared_ui.mode.Mode`: Troyes (with solo and the modules) and Troyes
Dice are two peers; a third mode (or a tutorial) plugs in by adding one more here. The modes' modules import
nothing heavy at the top, so the start screen opens without loading any engine, board or page.
"""

from __future__ import annotations

from pathlib import Path

from troyes_desktop.dice_ui.mode import DiceMode
from troyes_desktop.model.kinds import kind_of_data, summary_line
from troyes_desktop.shared_ui.mode import Mode
from troyes_desktop.troyes_ui.mode import TroyesMode

__all__ = ["MODES", "Mode", "mode_of_file", "mode_of_model", "summary_line"]

#: The modes the shell hosts, by key (also the ``game`` field of their save files).
MODES: dict[str, Mode] = {m.key: m for m in (TroyesMode(), DiceMode())}


def mode_of_file(path) -> Mode | None:
    """The mode a save file belongs to (its ``game`` field, read through the strict reader); None when
    the file cannot be read as a save."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.files import read_json_file

    try:
        data = read_json_file(Path(path))
    except SaveError:
        return None
    kind = kind_of_data(data)
    return MODES.get(kind.key) if kind is not None else None


def mode_of_model(model) -> Mode:
    return MODES[model.MODE]
