"""JSON helpers shared by the engines: actions as JSON arrays, atomic file writes."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import SaveError


def action_to_json(action: tuple) -> list:
    """Actions are tuples of str/int/None (possibly nested); JSON keeps them as arrays."""
    return [action_to_json(a) if isinstance(a, tuple) else a for a in action]


def action_from_json(data: Any) -> tuple:
    if not isinstance(data, list):
        raise SaveError(f"an action must be a JSON array, not {type(data).__name__}")
    out = []
    for a in data:
        if isinstance(a, list):
            out.append(action_from_json(a))
        elif a is None or isinstance(a, (str, int)) and not isinstance(a, bool):
            out.append(a)
        else:
            raise SaveError(f"unexpected value {a!r} in a saved action")
    return tuple(out)


def write_json_atomic(path: str | os.PathLike, data: Any) -> None:
    """Write JSON so that a crash never leaves a half-written file behind.

    The text goes to a temporary file in the same folder, is flushed to disk, then
    replaces the target in one ``os.replace`` step.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_json(path: str | os.PathLike) -> Any:
    """Read a JSON file, turning every failure into a SaveError with a clear message."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path.name}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path.name}: not a valid save file (broken JSON at line {exc.lineno})") from None
