"""The player's settings, remembered in ``settings.json`` in the platform's config folder (platformdirs;
``TROYES_DESKTOP_HOME`` moves it for the tests).

One small typed interface: :func:`get` returns a setting (its default when it was never set or holds a
value of the wrong kind), :func:`set` checks and stores one at once (atomic write). A damaged file is set
aside as ``settings.damaged-<time>.json``, the defaults are used and :func:`take_notice` hands the player
one plain sentence about it, once.

The settings:

* ``text_scale``: text size in percent of the normal size (100, 125 or 150);
* ``animation_speed``: "Slow", "Normal", "Fast" or "Instant";
* ``computer_pace``: the computer players' pace, the time between two of their steps on the board:
  "Slow", "Normal", "Fast" or "Instant";
* ``confirm_pass_with_dice``, ``confirm_expel_own``: ask before passing with dice left against le Roy (who
  goes on playing while any die remains), before expelling one's own citizen (read by ``ui/confirm.py``);
* ``colour_blind_glyphs``: draw each die colour's glyph (sword, cross, sheaf) on the dice besides the colour;
* ``language``: "system" (the system's language: French when it speaks French, else English), "en" or "fr";
  ``troyes-desktop --lang fr`` overrides it for one run (see ``troyes_desktop.app.language``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from troyes_desktop.i18n import translate
from troyes_desktop.paths import config_dir

FILE_NAME = "settings.json"

#: Every setting with its default value; the default's type is the setting's type.
DEFAULTS: dict[str, Any] = {
    "text_scale": 100,
    "animation_speed": "Normal",
    "computer_pace": "Normal",
    "confirm_pass_with_dice": True,
    "confirm_expel_own": True,
    "colour_blind_glyphs": True,
    "language": "system",
}

#: The values a setting may take, when they are a short list.
CHOICES: dict[str, tuple] = {
    "text_scale": (100, 125, 150),
    "animation_speed": ("Slow", "Normal", "Fast", "Instant"),
    "computer_pace": ("Slow", "Normal", "Fast", "Instant"),
    "language": ("system", "en", "fr"),
}

_cache: dict[str, Any] | None = None
_cache_path: Path | None = None
#: The notice about a damaged settings file, not yet taken: a function wording it in the current language
#: (the file is read before the language is chosen), or None.
_notice = None


def path() -> Path:
    return config_dir() / FILE_NAME


def _valid(key: str, value: Any) -> bool:
    default = DEFAULTS[key]
    if isinstance(default, bool):
        ok = isinstance(value, bool)
    elif isinstance(default, int):
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, type(default))
    return ok and (key not in CHOICES or value in CHOICES[key])


def _check(data: Any) -> dict[str, Any]:
    """The settings file must hold one JSON object; unknown keys and unfit values are ignored."""
    from troyes_desktop.rules.common.errors import SaveError

    if not isinstance(data, dict):
        raise SaveError(render=lambda: translate("Settings", "it does not hold settings"))
    return {k: v for k, v in data.items() if k in DEFAULTS and _valid(k, v)}


def _load() -> dict[str, Any]:
    """The stored values (only valid ones), read once per settings file through the app's one strict
    reading path (size, special files, nesting and number limits); a damaged file is set aside and the
    player told once (:func:`take_notice`)."""
    global _cache, _cache_path, _notice
    file = path()
    if _cache is not None and _cache_path == file:
        return _cache
    from troyes_desktop.rules.common.files import read_or_set_aside

    values, notice = read_or_set_aside(file, _check, what="settings file", max_bytes=256 * 1024)
    if notice:
        _notice = _settings_notice(getattr(notice, "render", lambda: notice))
    _cache, _cache_path = (values or {}), file
    return _cache


def get(key: str) -> Any:
    """A setting's value (its default when unset). Unknown keys are a programming error (KeyError)."""
    default = DEFAULTS[key]
    return _load().get(key, default)


def set(key: str, value: Any) -> None:  # noqa: A001 - the module is used as settings.set(...)
    """Store a setting at once. Raises ValueError for a value the setting cannot take; OSError when the
    settings file cannot be written (the new value still applies until the app is closed)."""
    if key not in DEFAULTS:
        raise KeyError(key)
    if not _valid(key, value):
        raise ValueError(f"{value!r} is not a possible value of {key}")
    values = _load()
    values[key] = value
    from troyes_desktop.rules.common.serialization import write_json_atomic

    write_json_atomic(path(), {k: values[k] for k in sorted(values)})


def all_values() -> dict[str, Any]:
    return {k: get(k) for k in DEFAULTS}


def _settings_notice(damaged):
    """The notice ``damaged`` (a function wording the file's damage) words, followed by what happens now."""
    return lambda: damaged() + " " + translate(
        "Settings", "Until you change them, the usual settings are used.")


def take_notice() -> str:
    """The sentence about a damaged settings file, once ("" afterwards or when nothing happened)."""
    global _notice
    _load()
    text = _notice() if _notice is not None else ""
    _notice = None
    return text


def reset_cache() -> None:
    """Read the file again at the next :func:`get` (tests, or after another program changed it)."""
    global _cache, _cache_path
    _cache, _cache_path = None, None
