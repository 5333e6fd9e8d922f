"""What each computer level is, in measured words (issue 49): its mean score at the table's size and how often
it beats the level below, for the new-game dialog.

The figures are those of ``tests/benchmarks/bench_levels.py`` (seats rotating, the game without Ladies of
Troyes modules; Hard at a quarter of a second a decision, less than its second in the app) written in
docs/computer-players.md, "Issue 49". They are measured, not computed here: when the players change, the
benchmark is run again and this table with it.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from troyes_desktop.bots import level_name
from troyes_desktop.i18n import translate

#: players -> level -> (mean score a player, share of games won in one seat against the level below, or None).
#: Easy: games of Easy players (``self-easy``); Normal: one Normal player against Easy players
#: (``normal-easy``); Hard: one Hard player against Normal players (``hard-normal``).
FIGURES: dict[int, dict[str, tuple[int, int | None]]] = {
    2: {"easy": (23, None), "normal": (42, 79), "hard": (49, 76)},
    3: {"easy": (19, None), "normal": (40, 92), "hard": (42, 56)},
    4: {"easy": (17, None), "normal": (40, 97), "hard": (41, 49)},
}

#: The level below, as many of them as sit with one player of the level above.
_BELOW = {
    ("normal", 2): QT_TRANSLATE_NOOP("NewGame", "an Easy player"),
    ("normal", 3): QT_TRANSLATE_NOOP("NewGame", "two Easy players"),
    ("normal", 4): QT_TRANSLATE_NOOP("NewGame", "three Easy players"),
    ("hard", 2): QT_TRANSLATE_NOOP("NewGame", "a Normal player"),
    ("hard", 3): QT_TRANSLATE_NOOP("NewGame", "two Normal players"),
    ("hard", 4): QT_TRANSLATE_NOOP("NewGame", "three Normal players"),
}


def level_line(level: str, players: int) -> str:
    """One line: what a computer ``level`` scores at a table of ``players`` and how often it beats the level
    below ("" for a person, the solo game or a table not measured)."""
    figures = FIGURES.get(players, {}).get(level)
    if figures is None:
        return ""
    score, beats = figures
    name = level_name(level)
    if beats is None:
        text = translate("NewGame", "{level}: about {score} VP; a first game against it is winnable.")
        return text.format(level=name, score=score)
    text = translate("NewGame", "{level}: about {score} VP; wins {percent} % of games against {below}.")
    return text.format(level=name, score=score, percent=beats,
                       below=translate("NewGame", _BELOW[(level, players)]))


def level_lines(levels, players: int) -> str:
    """A line for each computer level among ``levels`` (strongest first; none twice)."""
    chosen = [lv for lv in ("hard", "normal", "easy") if lv in set(levels)]
    return "\n".join(line for line in (level_line(lv, players) for lv in chosen) if line)
