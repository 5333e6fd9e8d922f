"""JSON helpers shared by the engines: actions as JSON arrays, atomic file writes.

Reading goes through :mod:`troyes_desktop.rules.common.files` (size, nesting and number limits).
"""
from __future__ import annotations

import json
import os
import tempfile
import threading
from pathlib import Path
from typing import Any

from troyes_desktop.i18n import translate

from .errors import SaveError
from .files import read_json_file


def action_to_json(action: tuple) -> list:
    """Actions are tuples of str/int/None (possibly nested); JSON keeps them as arrays."""
    return [action_to_json(a) if isinstance(a, tuple) else a for a in action]


def action_from_json(data: Any) -> tuple:
    if not isinstance(data, list):
        raise SaveError(translate("Files", "a saved action must be a JSON array of words and numbers"))
    out: list = []
    for a in data:
        if isinstance(a, list):
            out.append(action_from_json(a))
        elif a is None or isinstance(a, (str, int)) and not isinstance(a, bool):
            out.append(a)
        else:
            raise SaveError(translate(
                "Files", "a saved action holds something no action has: {value}").format(value=repr(a)[:30]))
    return tuple(out)


def write_json_atomic(path: str | os.PathLike, data: Any, pad_to: int = 0) -> None:
    """Write JSON so that a crash never leaves a half-written file behind.

    The text goes to a temporary file in the same folder, is flushed to disk, then
    replaces the target in one ``os.replace`` step; the folder is then flushed too, so the
    rename itself survives a power cut. The file gets the permissions the user's umask gives a new
    file (``0o666`` less the umask: 0644 under the usual 022, 0600 under 077, 0664 under 002), as any
    program's would. ``pad_to``: spaces after the JSON up to that many bytes (room to write the file again
    over its own bytes on a full disk: ``model.autosaves.write_meta_anyhow``).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temporary(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            if pad_to > fh.tell():
                fh.write(" " * (pad_to - fh.tell()))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def _temporary(path: Path) -> tuple[int, str]:
    """A new temporary file beside ``path`` (``.NAME.XXXXXXXX.tmp``, as ``files.remove_stray_temporaries``
    knows them), open for writing, with the permissions the umask gives any new file (``tempfile.mkstemp``
    makes it 0600: it is widened to ``0o666`` less the umask, never beyond)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    if hasattr(os, "fchmod"):
        try:
            os.fchmod(fd, 0o666 & ~_umask())
        except OSError:
            pass                               # a file system without modes: its own default stays
    return fd, tmp


_umask_lock = threading.Lock()


def _umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux), else set and put
    back at once."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _umask_lock:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def fsync_folder(folder: str | os.PathLike) -> None:
    """Flush a folder's entries to disk (after a rename); a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return                                   # Windows: folders cannot be opened; NTFS journals renames
    try:
        os.fsync(fd)
    except OSError:
        pass                                     # some file systems refuse fsync on a folder
    finally:
        os.close(fd)


def read_json(path: str | os.PathLike) -> Any:
    """Read a save file through the one strict reading path; every failure is a SaveError."""
    return read_json_file(path)
