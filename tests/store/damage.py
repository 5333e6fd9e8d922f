"""Damage a real store file the way a bad disk (or a careless hand) does, for the damaged-history tests."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path


def _query(path: Path, sql: str, params=()):
    conn = sqlite3.connect(str(path))
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def page_size(path: Path) -> int:
    return _query(path, "PRAGMA page_size")[0][0]


def root_page(path: Path, name: str) -> int:
    return _query(path, "SELECT rootpage FROM sqlite_master WHERE name = ?", (name,))[0][0]


def integrity(path: Path) -> list[str]:
    try:
        return [r[0] for r in _query(path, "PRAGMA integrity_check")]
    except sqlite3.DatabaseError as exc:
        return [str(exc)]


def _keep_time(path: Path):
    """A bad disk changes the bytes, not the file's modification time: put it back as it was."""
    info = path.stat()
    return lambda: os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))


def zero_page(path: Path, page: int, keep_time: bool = True) -> None:
    """Overwrite one page (numbered from 1) with zeros."""
    size = page_size(path)
    restore = _keep_time(path)
    with open(path, "r+b") as fh:
        fh.seek((page - 1) * size)
        fh.write(b"\0" * size)
    if keep_time:
        restore()


def replace_bytes(path: Path, old: bytes, new: bytes, *, page: int | None = None,
                  keep_time: bool = True) -> None:
    """Change bytes in place (in one page only when ``page`` is given); ``old`` must be there."""
    assert len(old) == len(new)
    data = bytearray(path.read_bytes())
    lo, hi = 0, len(data)
    if page is not None:
        size = page_size(path)
        lo, hi = (page - 1) * size, page * size
    at = data.find(old, lo, hi)
    assert at >= 0, f"{old!r} not in the file"
    restore = _keep_time(path)
    with open(path, "r+b") as fh:
        fh.seek(at)
        fh.write(new)
    if keep_time:
        restore()


def drop_table(path: Path, table: str) -> None:
    conn = sqlite3.connect(str(path))
    try:
        conn.execute(f"DROP TABLE {table}")
        conn.commit()
    finally:
        conn.close()


def flip_key_in_index(path: Path, key: str, keep_time: bool = False) -> None:
    """One byte of a game's key changed in the key index only (the games table keeps it right): every
    page is well formed, queries work, only ``PRAGMA integrity_check`` sees it."""
    page = root_page(path, "sqlite_autoindex_games_1")
    last = key[-1]
    other = "0" if last != "0" else "1"
    replace_bytes(path, key.encode(), (key[:-1] + other).encode(), page=page, keep_time=keep_time)
