"""The game modes the application shell hosts, by key.

Each mode is a :class:`~troyes_desktop.shared_ui.mode.Mode`: Troyes (with solo and the modules) and Troyes
Dice are two peers; a third mode (or a tutorial) plugs in by adding one line to :data:`REGISTERED`. A mode's
module is imported the first time the shell asks for it, so the start screen opens without loading any mode,
engine, board or page (its Continue list is written by the kinds, :mod:`troyes_desktop.model.kinds`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from troyes_desktop.model.kinds import kind_of_data, summary_line
from troyes_desktop.shared_ui.mode import Mode

logger = logging.getLogger(__name__)

__all__ = ["MODES", "NEW_GAMES", "Mode", "mode_of_file", "mode_of_model", "summary_line"]


def _troyes() -> Mode:
    from troyes_desktop.troyes_ui.mode import TroyesMode

    return TroyesMode()


def _dice() -> Mode:
    from troyes_desktop.dice_ui.mode import DiceMode

    return DiceMode()


#: The modes by key (also the ``game`` field of their save files): what makes each. The imports are plain
#: ``import`` statements inside functions, so that the stand-alone build (PyInstaller) finds the modes.
REGISTERED: dict[str, Callable[[], Mode]] = {"troyes": _troyes, "dice": _dice}


class _Modes(Mapping):
    """The registry: a mapping key -> Mode whose modes are made at their first use."""

    def __init__(self, registered: dict[str, Callable[[], Mode]]) -> None:
        self._registered = registered
        self._made: dict[str, Mode] = {}

    def __getitem__(self, key: str) -> Mode:
        if key not in self._made:
            self._made[key] = self._registered[key]()
        return self._made[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._registered)

    def __len__(self) -> int:
        return len(self._registered)


#: The modes the shell hosts, by key.
MODES: Mapping[str, Mode] = _Modes(REGISTERED)

#: The new games the shell offers (the start screen's buttons, the Game menu's entries), by the entry's
#: name: the mode's key and its new-game dialog's options.
NEW_GAMES: dict[str, tuple[str, dict]] = {
    "troyes": ("troyes", {"solo": False}),
    "solo": ("troyes", {"solo": True}),
    "dice": ("dice", {}),
}


def mode_of_file(path) -> Mode | None:
    """The mode a save file belongs to (its ``game`` field, read through the strict reader); None when
    the file cannot be read as a save."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.files import read_json_file

    try:
        data = read_json_file(Path(path))
    except SaveError:
        logger.info("Cannot tell the mode of %s", path, exc_info=True)
        return None
    kind = kind_of_data(data)
    return MODES.get(kind.key) if kind is not None else None


def mode_of_model(model) -> Mode:
    return MODES[model.MODE]
