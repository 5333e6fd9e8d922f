"""The player's settings, remembered in ``settings.json`` in the platform's config folder (platformdirs;
``TROYES_DESKTOP_HOME`` moves it for the tests).

One small typed interface: :func:`get` returns a setting (its default when it was never set or holds a
value of the wrong kind), :func:`set` checks and stores one at once (atomic write). A damaged file is set
aside as ``settings.damaged-<time>.json``, the defaults are used and :func:`take_notice` hands the player
one plain sentence about it, once. A value the file holds but that cannot be used (a hand-edited
``"text_scale": 130``) falls back to its default; :func:`ignored` lists those settings in plain words and
:func:`take_notice` tells the player once.

The new-game dialogs remember their last choices in ``settings.ini`` (QSettings, ``ui/theme.settings``);
a hand-edited value there (``players=abc``) must not stop a dialog opening: :func:`remembered_int`,
:func:`remembered_ints` and :func:`remembered_name` turn what QSettings gives back into a usable value or
the default.

The settings:

* ``text_scale``: text size in percent of the normal size (100, 125 or 150);
* ``animation_speed``: "Slow", "Normal", "Fast" or "Instant";
* ``computer_pace``: the computer players' pace, the time between two of their steps on the board:
  "Slow", "Normal", "Fast" or "Instant";
* ``confirm_pass_with_dice``, ``confirm_expel_own``: ask before passing with dice left against le Roy (who
  goes on playing while any die remains), before expelling one's own citizen (``troyes_ui/confirm.py``);
* ``show_last_move``: between two people at one computer, the "has played" card says what the last player did
  before the seat is passed (``troyes_ui/handover.py``); experienced groups may turn it off;
* ``colour_blind_glyphs``: draw each die colour's glyph (sword, cross, sheaf) on the dice besides the colour,
  and each player's mark (circle, cross, triangle, diamond: ``shared_ui/marks.py``) on their pieces;
* ``language``: "system" (the system's language: French when it speaks French, else English), "en" or "fr";
  ``troyes-desktop --lang fr`` overrides it for one run (see ``troyes_desktop.app.language``).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate
from troyes_desktop.paths import config_dir

logger = logging.getLogger(__name__)

FILE_NAME = "settings.json"

#: Every setting with its default value; the default's type is the setting's type.
DEFAULTS: dict[str, Any] = {
    "text_scale": 100,
    "animation_speed": "Normal",
    "computer_pace": "Normal",
    "confirm_pass_with_dice": True,
    "confirm_expel_own": True,
    "show_last_move": True,
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

#: Each setting in plain words, for the sentence about values that could not be used.
LABELS: dict[str, str] = {
    "text_scale": QT_TRANSLATE_NOOP("Settings", "text size"),
    "animation_speed": QT_TRANSLATE_NOOP("Settings", "animation speed"),
    "computer_pace": QT_TRANSLATE_NOOP("Settings", "computer players' pace"),
    "confirm_pass_with_dice": QT_TRANSLATE_NOOP("Settings",
                                                "asking before passing with dice left against le Roy"),
    "confirm_expel_own": QT_TRANSLATE_NOOP("Settings", "asking before expelling one of your own citizens"),
    "show_last_move": QT_TRANSLATE_NOOP("Settings", "showing what the last player did"),
    "colour_blind_glyphs": QT_TRANSLATE_NOOP("Settings", "colour-blind help"),
    "language": QT_TRANSLATE_NOOP("Settings", "language"),
}
assert set(LABELS) == set(DEFAULTS)

_cache: dict[str, Any] | None = None
_cache_path: Path | None = None
#: The notice about a damaged settings file, not yet taken: a function wording it in the current language
#: (the file is read before the language is chosen), or None.
_notice = None
#: What could not be used and was ignored, not yet told: settings.json keys (words from :data:`LABELS`), or
#: texts already in the current language (from the ``remembered_*`` functions).
_ignored: list[str] = []


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
    for key in DEFAULTS:
        if key in data and not _valid(key, data[key]) and key not in _ignored:
            _ignored.append(key)          # told once (take_notice); the default applies
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


def ignored() -> list[str]:
    """The settings whose stored value could not be used (the default applies), in plain words in the
    current language, not yet told to the player."""
    return [translate("Settings", LABELS[k]) if k in LABELS else k for k in _ignored]


def take_notice() -> str:
    """The sentence about a damaged settings file, or about values that could not be used, once ("" afterwards
    or when nothing happened)."""
    global _notice
    _load()
    parts = [_notice()] if _notice is not None else []
    if _ignored:
        parts.append(translate(
            "Settings",
            "Some saved settings could not be used: {settings}. Their usual values apply until you change them.").format(  # noqa: E501
            settings=", ".join(ignored())))
    _notice = None
    _told.extend(_ignored)
    _ignored.clear()
    return "\n\n".join(parts)


# ---------------------------------------------------------------- values remembered in settings.ini
_WHOLE = re.compile(r"^\s*[+-]?\d{1,9}\s*$")


#: The settings.ini values already told as ignored in this run: a dialog opened again reads the same
#: hand-edited value, and the player is told once.
_told: list[str] = []


def _note(what: str) -> None:
    if what and what not in _ignored and what not in _told:
        _ignored.append(what)


def file_set_aside() -> bool:
    """Whether the notice :func:`take_notice` has waiting tells of a damaged settings file set aside (not only
    of values that could not be used)."""
    _load()
    return _notice is not None


def remembered_int(value: Any, default: int, lo: int, hi: int, what: str = "") -> int:
    """A whole number from ``lo`` to ``hi`` remembered in settings.ini (QSettings gives text back, or a
    number, or a list for a hand-edited ``a, b``); ``default`` for anything else. ``what``: the value in
    plain words in the current language ("the number of players"): when given, an unusable value is listed
    by :func:`ignored` and told once."""
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and _WHOLE.match(value):
        number = int(value)
    if number is None or not lo <= number <= hi:
        if value is not None:
            _note(what)
        return default
    return number


def remembered_ints(value: Any, default: list[int], lo: int, hi: int, what: str = "") -> list[int]:
    """A list of whole numbers from settings.ini (a hand-edited single value is a list of one), each from
    ``lo`` to ``hi`` and as many as ``default``; ``default`` otherwise."""
    if value is None:
        return list(default)
    items = value if isinstance(value, list) else [value]
    out = [remembered_int(v, lo - 1, lo, hi) for v in items]
    if len(out) != len(default) or lo - 1 in out:
        _note(what)
        return list(default)
    return out


def remembered_name(value: Any, default: str, what: str = "") -> str:
    """A player name from settings.ini, as the dialogs accept one (some text, at most 24 characters, no
    control characters); ``default`` otherwise."""
    from troyes_desktop.rules.common.errors import SaveError
    from troyes_desktop.rules.common.files import check_name

    if value is None:
        return default
    try:
        return check_name(value)
    except SaveError:
        logger.warning("The setting %s cannot be used: the default is kept", what, exc_info=True)
        _note(what)
        return default


def reset_cache() -> None:
    """Read the file again at the next :func:`get` (tests, or after another program changed it)."""
    global _cache, _cache_path
    _cache, _cache_path = None, None
    _ignored.clear()
    _told.clear()
