"""Computer players for both games: one interface, three levels, no peeking.

A computer player never receives the real game. :func:`decide` asks the engine for a copy *for the seat*
(``game.determinized(seat, seed)``), in which everything that seat cannot see (other players' characters,
deck orders, face-down cards, the RNG and so future rolls) has been resampled from what it could be, and
hands that copy to the bot. A bot that wants several samples (search) calls ``determinized`` again on the
copy it was given; since the copy holds no secret of the real game, nothing can leak.

Levels differ by evaluation and search, never by information.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, language, translate

LEVELS = ("easy", "normal", "hard")
#: How the levels are named to the players (show them with :func:`level_name`).
LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("ComputerLevels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("ComputerLevels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("ComputerLevels", "Hard"),
}


def level_name(level: str) -> str:
    """A computer player's level as players read it ("Easy", "Difficile"); "" for an unknown level."""
    return translate("ComputerLevels", LEVEL_NAMES[level]) if level in LEVEL_NAMES else ""

#: The reason given when there was nothing to choose (not worth a line in the chronicle).
ONLY_MOVE = QT_TRANSLATE_NOOP("ComputerReasons", "the only possible move")


class Plan(NamedTuple):
    """What a player means to play next, read through its ``plan`` property (the same in both games).

    A move of several steps (Troyes: the dice of a group, then its target; Troyes Dice: a die, its colour or
    value, then where it goes) is chosen whole at its first step; the player keeps the rest and plays it
    step by step while the game goes as planned. The hint shows the whole move from this."""

    #: The index in the game's history the first of ``actions`` would take (the step after the last decided).
    start: int
    #: The rest of the move, in order (empty when the move was one step).
    actions: tuple
    #: The player's reason for the move, in its words (the chronicle's).
    reason: str


class ComputerReasons:
    """The context "ComputerReasons" for texts with a plural: ``ComputerReasons.tr(text, disambiguation, n)``
    (pyside6-lupdate reads a variable ``n`` as a plural only in this form). English: "(s)" follows ``n``."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        out = translate("ComputerReasons", text, disambiguation, n)
        if "(s)" in out:
            out = out.replace("(s)", "" if n == 1 else "s")
        return out


def is_trivial(reason: str) -> bool:
    """True for a reason not worth saying: none, or "the only possible move" (in any language)."""
    return not reason or reason in (ONLY_MOVE, translate("ComputerReasons", ONLY_MOVE))


def addressed_to_you(reason: str) -> str:
    """A computer player's reason said to the person it advises (the hint): the bots speak of their own
    dice as "its" dice ("son", "sa", "ses" in French); said to the person, they are "your" dice."""
    if language() == "fr":
        return re.sub(r"\b(son|sa|ses)\b", lambda m: "vos" if m.group(1) == "ses" else "votre", reason)
    return re.sub(r"\bits\b", "your", reason)


@dataclass(frozen=True)
class Choice:
    """What a computer player decided, with a one-line reason a person can read."""

    action: tuple
    reason: str = ""


class Bot(Protocol):
    """A computer player of one game at one level."""

    level: str

    def choose(self, game, seat: int, legal: list[tuple]) -> Choice:
        """Pick one of ``legal`` (never empty) for ``seat``; ``game`` is already a copy for that seat."""
        ...


def make_bot(game: str, level: str, seed: int = 0, budget: float | None = None, style=None) -> Bot:
    """A bot for ``game`` ("troyes" or "dice") at ``level`` (one of LEVELS).

    ``seed`` makes its choices reproducible; ``budget`` is the thinking time per decision in seconds
    (used by the levels that search); ``style`` (Troyes Dice only) is a computer seat's own taste
    (``dice.style.style_for(game seed, seat)``), None for none."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose easy, normal or hard")
    if game == "troyes":
        from . import troyes as impl
    elif game == "dice":
        from . import dice as impl

        return impl.make(level, seed=seed, budget=budget, style=style)
    else:
        raise ValueError(f"unknown game {game!r}")
    return impl.make(level, seed=seed, budget=budget)


def decide(game, seat: int, bot: Bot, seed: int = 0) -> Choice:
    """Ask ``bot`` for ``seat``'s decision in ``game`` without letting it see the real game."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return Choice(legal[0], translate("ComputerReasons", ONLY_MOVE))
    seen = game.determinized(seat, seed)
    return bot.choose(seen, seat, legal)
