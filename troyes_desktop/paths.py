"""Where the application finds its bundled resources and keeps the player's files.

* ``resource_path`` points into ``resources/`` at the root of the source tree, or into the
  PyInstaller bundle (``sys._MEIPASS``) when the application runs frozen.
* ``config_dir`` and ``data_dir`` follow the platform's conventions (platformdirs). Setting the
  environment variable ``TROYES_DESKTOP_HOME`` moves both under that one folder, which is how the
  tests stay out of the user's home.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "TroyesDesktop"
HOME_ENV_VAR = "TROYES_DESKTOP_HOME"


def _resources_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    # From source (or an editable install): resources/ sits beside the troyes_desktop package.
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Path of a bundled resource, e.g. ``resource_path("data", "troyes_cards.json")``.

    The path is returned whether or not the file exists; callers decide what a missing file means.
    """
    return _resources_root().joinpath(*parts)


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV_VAR, "").strip()
    return Path(value).expanduser() if value else None


def config_dir(create: bool = False) -> Path:
    """Folder for settings and the player's card-data override file."""
    home = _home_override()
    if home is not None:
        path = home / "config"
    else:
        import platformdirs

        path = platformdirs.user_config_path(APP_NAME, appauthor=False)
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir(create: bool = False) -> Path:
    """Folder for saved games, autosaves and other files the application writes."""
    home = _home_override()
    if home is not None:
        path = home / "data"
    else:
        import platformdirs

        path = platformdirs.user_data_path(APP_NAME, appauthor=False)
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path
