"""Reading a table of weights learned from self-play (Troyes Dice's Hard, Troyes' Normal and Hard).

A table is a JSON file in ``resources/data`` with its format's ``version`` and its ``weights``: one row of
numbers per key (half days left in Troyes Dice, the number of players in Troyes). Whatever is wrong with it
(missing, unreadable, another version, a row of the wrong length, a key not expected), :func:`read_table`
says so once on standard error and in the log and returns None: the players then keep their hand-made
evaluation, and a game never stops for it. The window says it too, once a run, in plain words
(:func:`take_unread`, asked by the computer-seat driver when an answer comes back).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import Any

logger = logging.getLogger(__name__)

# The tables that could not be read in this run (their file names), and whether the window said so yet.
_unread: list[str] = []
_told = False


def take_unread() -> bool:
    """True the first time it is asked after a table could not be read in this run (the window then says
    it, once); False otherwise."""
    global _told
    if _told or not _unread:
        return False
    _told = True
    return True


def read_table(file_name: str, version: int, length: int, keys_ok: Callable[[set[int]], bool],
               failed: str, check: Callable[[dict[str, Any]], bool] = lambda raw: True,
               ) -> dict[int, tuple[float, ...]] | None:
    """The rows of ``file_name`` by their key, or None (after printing ``failed``) when it cannot be used.

    Each row must have ``length`` finite numbers, the keys together must pass ``keys_ok`` and the whole file
    ``check`` (e.g. the list of its features)."""
    from ..paths import resource_path
    from ..rules.common.serialization import read_json

    try:
        raw = read_json(resource_path("data", file_name))
        if raw.get("version") != version or not check(raw):
            raise ValueError("another version")
        out = {}
        for key, row in raw["weights"].items():
            row = tuple(float(x) for x in row)
            if len(row) != length or not all(abs(x) < 1e6 for x in row):
                raise ValueError("wrong row")
            out[int(key)] = row
        if not out or not keys_ok(set(out)):
            raise ValueError("not the rows expected")
        return out
    except Exception:  # noqa: BLE001 - any problem with the table: the hand-made evaluation is kept
        logger.warning("%s", failed, exc_info=True)
        print(failed, file=sys.stderr)
        _unread.append(file_name)
        return None
