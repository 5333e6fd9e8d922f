"""The one reading path for every JSON file the app and the command line open.

Saves of both games, autosaves, the achievements file, the player's ``card_overrides.json`` and the
settings all come through :func:`read_json_file`:

1. the path must name a regular file: a folder, a FIFO, a device (``/dev/zero``) or a socket is refused
   at once, before anything is read (the file is opened without blocking and checked again on the
   open descriptor, so it cannot be swapped in between);
2. its size is checked before reading (:data:`MAX_FILE_BYTES`; real saves are under 100 KB), and at most
   that many bytes are ever read, so a file that grows while it is read cannot exhaust memory;
3. it is read once, decoded as UTF-8 and parsed as JSON with limits: nesting at most
   :data:`MAX_DEPTH` levels, integers at most :data:`MAX_INT_DIGITS` digits, no ``NaN`` / ``Infinity``
   nor floats that overflow, no duplicate keys, no text that is not valid Unicode (lone surrogates).

Every refusal is a :class:`~troyes_desktop.rules.common.errors.SaveError` whose message is a sentence a
person can read (it names the file, never a Python error). Nothing else escapes: no ``RecursionError``,
``ValueError``, ``OverflowError`` or ``UnicodeError``.

The schema helpers at the end (:func:`check_int`, :func:`check_name`, :func:`check_action`...) check
exact types: ``True`` is not a number, ``1.5`` and ``"12"`` are not whole numbers.

:func:`set_aside` renames a damaged file out of the way (with a timestamp) so a fresh one can start, and
:func:`remove_stray_temporaries` cleans the temporary files an interrupted atomic write left behind.
"""
from __future__ import annotations

import datetime as _dt
import json
import logging
import os
import re
import stat
from pathlib import Path
from typing import Any, TypeGuard

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from .errors import SaveError

logger = logging.getLogger(__name__)

#: Largest file read at all (bytes). Real saves are under 100 KB; a few MB leaves a wide margin.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Deepest nesting of arrays and objects accepted (saves need 4: save / setup / options / list).
MAX_DEPTH = 32
#: Most arrays and objects in one file (a long game's save holds a few thousand): bounds the memory.
MAX_CONTAINERS = 100_000
#: Longest integer accepted, in digits (seeds are 64-bit numbers: 20 digits).
MAX_INT_DIGITS = 40
#: Longest player name: the new-game dialogs of both games cap their name fields at this length.
MAX_NAME_LENGTH = 24

_STRUCTURE = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


#: What the callers call the files they read, and the values the schema checks name (``what``): the
#: callers pass these English words, shown through :func:`noun` in the current language.
NOUNS = (
    QT_TRANSLATE_NOOP("Files", "file"),
    QT_TRANSLATE_NOOP("Files", "save file"),
    QT_TRANSLATE_NOOP("Files", "settings file"),
    QT_TRANSLATE_NOOP("Files", "achievements file"),
    QT_TRANSLATE_NOOP("Files", "card corrections file"),
    QT_TRANSLATE_NOOP("Files", "the number of players"),
    QT_TRANSLATE_NOOP("Files", "the game's seed"),
    QT_TRANSLATE_NOOP("Files", "the player names"),
    QT_TRANSLATE_NOOP("Files", "the modules"),
    QT_TRANSLATE_NOOP("Files", "the player colours"),
    QT_TRANSLATE_NOOP("Files", "a player name"),
)


def noun(what: str) -> str:
    """``what`` (one of :data:`NOUNS`, or a text already in the current language) in the current language."""
    return translate("Files", what)


def _describe(path: Path) -> str:
    return path.name or str(path)


def _no_file(name: str) -> SaveError:
    return SaveError(render=lambda: translate("Files", "{name}: no such file").format(name=name))


def _unreadable(name: str, exc: OSError) -> SaveError:
    reason = exc.strerror
    if reason:
        return SaveError(render=lambda: translate("Files", "{name}: cannot be read ({reason})").format(
            name=name, reason=reason))
    return SaveError(render=lambda: translate("Files", "{name}: cannot be read (unknown reason)").format(
        name=name))


# ------------------------------------------------------------------------------------------- reading
def read_bytes(path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES, what: str = "file") -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; anything else raises SaveError."""
    path = Path(path)
    name = _describe(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise _no_file(name) from None
    except OSError as exc:
        raise _unreadable(name, exc) from None
    _check_regular(info, name, what, max_bytes)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise _no_file(name) from None
    except OSError as exc:
        raise _unreadable(name, exc) from None
    try:
        _check_regular(os.fstat(fd), name, what, max_bytes)   # the file actually opened
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _unreadable(name, exc) from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise _too_big(name, what, max_bytes)
    return b"".join(chunks)


def _check_regular(info: os.stat_result, name: str, what: str, max_bytes: int) -> None:
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise SaveError(render=lambda: translate("Files", "{name} is a folder, not a {what}").format(
            name=name, what=noun(what)))
    if not stat.S_ISREG(mode):
        if stat.S_ISFIFO(mode):
            def render() -> str:
                return translate("Files", "{name} is a pipe, not a {what}").format(name=name, what=noun(what))
        elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
            def render() -> str:
                return translate("Files", "{name} is a device, not a {what}").format(
                    name=name, what=noun(what))
        elif stat.S_ISSOCK(mode):
            def render() -> str:
                return translate("Files", "{name} is a socket, not a {what}").format(
                    name=name, what=noun(what))
        else:
            def render() -> str:
                return translate("Files", "{name} is a special file, not a {what}").format(
                    name=name, what=noun(what))
        raise SaveError(render=render)
    if info.st_size > max_bytes:
        raise _too_big(name, what, max_bytes)


def _too_big(name: str, what: str, max_bytes: int) -> SaveError:
    if max_bytes < 1024 * 1024:       # the settings' limit is 256 KB: never "over 0 MB"
        return SaveError(render=lambda: translate(
            "Files",
            "{name} is too large to be a {what} (over {size} KB; real ones are a few kilobytes)").format(
            name=name, what=noun(what), size=max_bytes // 1024))
    return SaveError(render=lambda: translate(
        "Files", "{name} is too large to be a {what} (over {size} MB; real ones are a few kilobytes)").format(
        name=name, what=noun(what), size=max_bytes // (1024 * 1024)))


def read_json_file(path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES,
                   what: str = "save file") -> Any:
    """Read and parse a JSON file with every limit of this module; any problem raises SaveError."""
    path = Path(path)
    raw = read_bytes(path, max_bytes=max_bytes, what=what)
    return parse_json_bytes(raw, name=_describe(path), what=what)


def parse_json_bytes(raw: bytes, *, name: str = "the file", what: str = "save file") -> Any:
    """Decode (UTF-8, an optional byte-order mark) and parse with limits; SaveError on any problem."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise bad_content(name, what, lambda: translate("Files", "it is not text")) from None
    return parse_json_text(text, name=name, what=what)


class _Refused(Exception):
    """Raised inside the JSON parser's hooks; turned into SaveError by parse_json_text. Its argument
    words the reason (in the current language, when called)."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(lambda: translate("Files", "it holds a number with more than {digits} digits").format(
            digits=MAX_INT_DIGITS))
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 400:
        raise _Refused(lambda: translate("Files", "it holds a number that is far too long"))
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise _Refused(lambda: translate("Files", "it holds a number too large to be real"))
    return value


def _parse_constant(text: str):
    raise _Refused(lambda: translate("Files", "it holds {word}, which is not a number").format(word=text))


def _pairs(pairs: list) -> dict:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise _Refused(lambda: translate("Files", "it names the same field twice"))
    return out


def structure(text: str) -> tuple[int, int]:
    """(deepest nesting, number of arrays and objects) of JSON text, text inside strings ignored."""
    depth = deepest = count = 0
    for m in _STRUCTURE.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            count += 1
            if depth > deepest:
                deepest = depth
        elif c in "]}":
            depth -= 1
    return deepest, count


def parse_json_text(text: str, *, name: str = "the file", what: str = "save file") -> Any:
    """Parse JSON text with the limits of this module; SaveError on any problem."""
    depth, count = structure(text)
    if depth > MAX_DEPTH:
        raise bad_content(name, what, lambda: translate(
            "Files", "its data is nested {depth} levels deep").format(depth=depth))
    if count > MAX_CONTAINERS:
        raise bad_content(name, what, lambda: translate(
            "Files", "it holds {count} lists and groups, far more than any real one").format(count=count))
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant, object_pairs_hook=_pairs)
    except _Refused as exc:
        raise bad_content(name, what, exc.args[0]) from None
    except json.JSONDecodeError as exc:
        line = exc.lineno
        if not text.strip():
            raise bad_content(name, what, lambda: translate("Files", "it is empty")) from None
        raise bad_content(name, what, lambda: translate("Files", "broken JSON at line {line}").format(
            line=line)) from None
    except (ValueError, RecursionError, OverflowError, MemoryError):
        raise bad_content(name, what, lambda: translate("Files", "its data cannot be read")) from None
    if not _valid_text(data):
        raise bad_content(name, what, lambda: translate("Files", "it holds text that is not valid Unicode"))
    return data


def bad_content(name: str, what: str, detail) -> SaveError:
    """The error for a file that was read but does not hold valid data; ``detail`` says why, without
    the file's name (the command line words it its own way). ``detail`` is a text, or a function
    that words it in the current language; the error's ``render_detail`` words it again when shown."""
    render_detail = detail if callable(detail) else (lambda: detail)
    exc = SaveError(render=lambda: translate("Files", "{name} is not a valid {what} ({detail})").format(
        name=name, what=noun(what), detail=render_detail()))
    exc.detail = render_detail()
    exc.render_detail = render_detail
    return exc


def _valid_text(data: Any) -> bool:
    """True when every string (and key) is valid Unicode (no lone surrogate)."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not valid_unicode(item):
                return False
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
    return True


def valid_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# ------------------------------------------------------------------------------------ schema checks
def is_int(value: Any) -> TypeGuard[int]:
    """A whole number (JSON integer): ``True`` and ``1.0`` are not."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value: Any, lo: int, hi: int, what: str, error=SaveError) -> int:
    if not is_int(value) or not lo <= value <= hi:
        raise error(translate("Files", "{what} must be a whole number from {lo} to {hi}").format(
            what=noun(what), lo=lo, hi=hi))
    return value


def check_name(value: Any, what: str = "a player name", error=SaveError) -> str:
    """A player name as the dialogs allow it: text of 1 to 24 characters, not only spaces, no control
    characters, valid Unicode."""
    if not isinstance(value, str) or not value.strip():
        raise error(translate("Files", "{what} must be some text").format(what=noun(what)))
    if len(value) > MAX_NAME_LENGTH:
        raise error(translate("Files", "{what} is longer than {length} characters").format(
            what=noun(what), length=MAX_NAME_LENGTH))
    if not valid_unicode(value) or any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in value):
        raise error(translate("Files", "{what} holds characters that are not printable text").format(
            what=noun(what)))
    return value


def check_names(value: Any, count: int, what: str = "the player names", error=SaveError) -> list[str]:
    if not isinstance(value, list) or len(value) != count:
        raise error(translate("Files", "{what} must be a list of %n names", None, count).format(
            what=noun(what)))
    for i, name in enumerate(value):
        check_name(name, translate("Files", "the name of player {number}").format(number=i + 1), error)
    return value


def check_choices(value: Any, known, what: str, error=SaveError) -> list[str]:
    """A list of distinct ids, each one of ``known``."""
    if not isinstance(value, list):
        raise error(translate("Files", "{what} must be a list").format(what=noun(what)))
    for item in value:
        if not isinstance(item, str) or item not in known:
            raise error(translate("Files", "{what} name something unknown: {value} (known: {known})").format(
                what=noun(what), value=_short(item), known=", ".join(known)))
    if len(set(value)) != len(value):
        raise error(translate("Files", "{what} name the same one twice").format(what=noun(what)))
    return value


#: Longest action (number of slots) and longest text in one slot of a saved action.
MAX_ACTION_SLOTS = 8
MAX_ACTION_TEXT = 40


def check_action(raw: Any, number: int, error=SaveError) -> tuple:
    """A saved action: a non-empty array starting with a word, then words, whole numbers, null or one
    level of such arrays. Returns it as the engines' tuple."""
    if not isinstance(raw, list) or not raw or len(raw) > MAX_ACTION_SLOTS or not isinstance(raw[0], str):
        raise error(translate(
            "Files", "action {number} is damaged: it must be a JSON array starting with its kind").format(
            number=number))
    return tuple(_slot(a, number, 1, error) for a in raw)


def _slot(a: Any, number: int, level: int, error) -> Any:
    if a is None or is_int(a) and abs(a) <= 1_000_000:
        return a
    if isinstance(a, str) and len(a) <= MAX_ACTION_TEXT:
        return a
    if isinstance(a, list) and level == 1 and len(a) <= MAX_ACTION_SLOTS:
        return tuple(_slot(x, number, 2, error) for x in a)
    raise error(translate("Files", "action {number} holds something no action has: {value}").format(
        number=number, value=_short(a)))


def typed(value: Any) -> Any:
    """A key that compares values by type as well (``True`` is not ``1``), for matching actions."""
    if isinstance(value, (list, tuple)):
        return tuple(typed(v) for v in value)
    return (type(value).__name__, value)


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else f"'{value}'"
    return text if len(text) <= 30 else text[:27] + "..."


# ------------------------------------------------------------------------ damaged and stray files
def set_aside(path: str | os.PathLike, now: _dt.datetime | None = None) -> Path | None:
    """Rename a damaged file to ``NAME.damaged-YYYYMMDD-HHMMSS.EXT`` beside it (kept for the player to
    look at, never read again) and return the new path; None when it could not be moved."""
    path = Path(path)
    stamp = (now or _dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    stem, dot, ext = path.name.rpartition(".")
    base = f"{stem}.damaged-{stamp}" if dot else f"{path.name}.damaged-{stamp}"
    suffix = f".{ext}" if dot else ""
    target = path.with_name(base + suffix)
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{base}-{n}{suffix}")
    try:
        os.replace(path, target)
    except OSError:
        logger.warning("Cannot set %s aside", path, exc_info=True)
        return None
    return target


def read_or_set_aside(path: str | os.PathLike, check, *, what: str,
                      max_bytes: int = MAX_FILE_BYTES) -> tuple[Any, str]:
    """For a file the app keeps for the player (achievements, settings): ``(data, notice)``.

    ``data`` is the file's content once ``check(data)`` accepted it (``check`` raises SaveError, or
    returns the data, possibly normalised), or None when the file does not exist or is damaged. A damaged
    file is set aside (:func:`set_aside`) so a fresh one can start, and ``notice`` is then a sentence to
    tell the player, once (the next read finds no file); otherwise ``notice`` is empty.
    """
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        return None, ""
    try:
        data = read_json_file(path, max_bytes=max_bytes, what=what)
        checked = check(data)
        return (data if checked is None else checked), ""
    except SaveError as exc:
        logger.warning("The damaged file %s is set aside", path, exc_info=True)
        error = exc
    aside = set_aside(path)
    return None, Notice(_damaged_notice(error, what, aside.name if aside is not None else None))


class Notice(str):
    """A sentence for the player, as text in the language of the moment it was made; :meth:`render`
    words it again in the current language (a notice made before the language was chosen)."""

    render: Any

    def __new__(cls, render) -> "Notice":
        notice = super().__new__(cls, render())
        notice.render = render
        return notice


_KEPT = QT_TRANSLATE_NOOP(
    "Files", "Your {what} was damaged ({reason}): it was kept as {kept} and a fresh one starts now.")


def _damaged_notice(error: SaveError, what: str, kept: str | None):
    def reason() -> str:
        render_detail = getattr(error, "render_detail", None)
        return render_detail() if render_detail is not None else str(error).rstrip(".")

    if kept is not None:
        return lambda: translate("Files", _KEPT).format(what=noun(what), reason=reason(), kept=kept)
    return lambda: translate("Files", "Your {what} was damaged ({reason}): a fresh one starts now.").format(
        what=noun(what), reason=reason())


#: Temporary files of :func:`~troyes_desktop.rules.common.serialization.write_json_atomic`.
_TEMPORARY = re.compile(r"^\..+\.[A-Za-z0-9_]+\.tmp$")


def remove_stray_temporaries(*folders: str | os.PathLike[str], older_than: float = 300.0) -> list[Path]:
    """Delete the temporary files an interrupted atomic write left in ``folders``; return them.

    Only files named like the writer's (``.NAME.XXXX.tmp``) and not touched for ``older_than`` seconds
    (five minutes unless told) are removed, so a write under way in another window is never disturbed.
    """
    import time

    removed = []
    limit = time.time() - older_than
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            logger.debug("Cannot list %s", folder, exc_info=True)
            continue
        for entry in entries:
            try:
                if (_TEMPORARY.match(entry.name) and entry.is_file(follow_symlinks=False)
                        and entry.stat(follow_symlinks=False).st_mtime < limit):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                logger.debug("Cannot remove the stray file %s", entry.path, exc_info=True)
                continue
    return removed
