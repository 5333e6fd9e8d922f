"""The folder the file dialogs open in: the one the player last used for games (Save As, Load, Replay a saved
game, Export), their documents the first time, and never the application's own data folder, where the
automatic saves live (a file there is the app's business: a game saved beside them would be mistaken for one,
and thrown away with them).
"""

from __future__ import annotations

import logging
from pathlib import Path

logger = logging.getLogger(__name__)

#: The settings key of the folder last used for games.
KEY = "files/last_folder"


def _inside_app_data(folder: Path) -> bool:
    from troyes_desktop.paths import config_dir, data_dir

    try:
        here = folder.resolve()
        owned = (data_dir().resolve(), config_dir().resolve())
        return any(here == own or own in here.parents for own in owned)
    except OSError:
        return False


def documents() -> Path:
    """The user's documents folder (their home folder when the system names none that exists)."""
    from PySide6.QtCore import QStandardPaths

    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(where) if where else Path.home()
    return folder if folder.is_dir() else Path.home()


def games_folder() -> Path:
    """The folder last used for games if it still exists and is not the app's own; else the documents."""
    from troyes_desktop.shared_ui import theme

    try:
        value = theme.settings().value(KEY, "")
    except Exception:  # noqa: BLE001 - settings that cannot be read: the documents
        logger.warning("Cannot read the folder last used for games", exc_info=True)
        value = ""
    if isinstance(value, str) and value:
        folder = Path(value)
        if folder.is_dir() and not _inside_app_data(folder):
            return folder
    return documents()


def suggestion(current: Path | None, name: str = "game.troyes.json") -> Path:
    """The file Save As proposes: the game's own file when the player chose it, else ``name`` in
    :func:`games_folder`: never a path in the app's data folder."""
    if current is not None and not _inside_app_data(current.parent):
        return current
    return games_folder() / name


def remember(path: Path) -> None:
    """Keep ``path``'s folder as the one last used for games, unless it is the app's own."""
    from troyes_desktop.shared_ui import theme

    if _inside_app_data(path.parent):
        return
    try:
        settings = theme.settings()
        settings.setValue(KEY, str(path.parent))
    except Exception:  # noqa: BLE001 - the next dialog opens in the documents: nothing is lost
        logger.warning("Cannot remember the folder last used for games", exc_info=True)


def kept(path: str) -> str:
    """``path`` (a file the player chose in a dialog), its folder kept as the one last used for games."""
    if path:
        remember(Path(path))
    return path
