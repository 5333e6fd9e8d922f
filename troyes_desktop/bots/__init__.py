"""Computer players for both games: one interface, three levels, no peeking.

A computer player never receives the real game. :func:`decide` asks the engine for a copy *for the seat*
(``game.determinized(seat, seed)``), in which everything that seat cannot see (other players' characters,
deck orders, face-down cards, the RNG and so future rolls) has been resampled from what it could be, and
hands that copy to the bot. A bot that wants several samples (search) calls ``determinized`` again on the
copy it was given; since the copy holds no secret of the real game, nothing can leak.

Levels differ by evaluation and search, never by information.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

LEVELS = ("easy", "normal", "hard")


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


def make_bot(game: str, level: str, seed: int = 0, budget: float | None = None) -> Bot:
    """A bot for ``game`` ("troyes" or "dice") at ``level`` (one of LEVELS).

    ``seed`` makes its choices reproducible; ``budget`` is the thinking time per decision in seconds
    (used by the levels that search)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose easy, normal or hard")
    if game == "troyes":
        from . import troyes as impl
    elif game == "dice":
        from . import dice as impl
    else:
        raise ValueError(f"unknown game {game!r}")
    return impl.make(level, seed=seed, budget=budget)


def decide(game, seat: int, bot: Bot, seed: int = 0) -> Choice:
    """Ask ``bot`` for ``seat``'s decision in ``game`` without letting it see the real game."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return Choice(legal[0], "the only possible move")
    seen = game.determinized(seat, seed)
    return bot.choose(seen, seat, legal)
