"""Strict action shapes shared by the engines.

An action is a tuple whose parts are words (str), whole numbers (int, never bool) or None, possibly nested
tuples of the same. Python compares ``True == 1`` and ``1.0 == 1``, so a legal-action check by ``==`` alone
would accept ``("die", True, None)`` as ``("die", 1, None)``; the engines call :func:`shape_refusal` first so
that a damaged save or a faulty caller is refused with a reason instead of being silently reinterpreted.
"""
from __future__ import annotations

from typing import Any

from troyes_desktop.i18n import translate


def _part_refusal(part: Any) -> str | None:
    if part is None or isinstance(part, str):
        return None
    if isinstance(part, bool):
        return translate(
            "Files", "true/false is not a move: give the whole number or the word the game asks for")
    if isinstance(part, int):
        return None
    if isinstance(part, float):
        return translate("Files", "a decimal number is not a move: give a whole number")
    if isinstance(part, tuple):
        for p in part:
            why = _part_refusal(p)
            if why:
                return why
        return None
    return translate("Files", "a move is made of words and whole numbers only")


def shape_refusal(action: Any) -> str | None:
    """None when ``action`` has the shape of an action (a non-empty tuple starting with a word, whose parts
    are words, whole numbers or None); else the reason, in plain words."""
    if type(action) is not tuple or not action or type(action[0]) is not str:
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
            return translate("Files", "that is not a move of this game")
    for part in action[1:]:
        t = type(part)
        if t is int or t is str or part is None:     # the usual parts, checked fast
            continue
        why = _part_refusal(part)
        if why:
            return translate("Files", "'{kind}': {reason}").format(kind=action[0], reason=why)
    return None
