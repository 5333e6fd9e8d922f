"""The vocabulary both engines share: who decides what (:class:`Decision`), the dice (:class:`Die`) and
typed aliases for the plain values that travel between the engines and the rest of the app.

Every name here is a plain value (an ``int``, a ``str``, a named tuple): a :class:`Decision` or a
:class:`Die` equals the plain tuple of its fields, so copies, ``state_dict()`` and saves are unchanged by
the names. See docs/engines.md ("The contract") for what each engine promises.
"""
from __future__ import annotations

from typing import NamedTuple, TypeAlias

#: A seat as the engines number them: 0 .. players - 1; in Troyes also the neutral player / le Roy
#: (``rules.troyes.board.NEUTRAL``, 4).
Seat: TypeAlias = int
#: The kind of decision pending (Troyes: ``"turn"``, ``"group"``, ``"black"``...; Troyes Dice: the
#: ``K_*`` constants of ``rules.dice.decisions``); ``"over"`` once the game is over, in both engines.
DecisionKind: TypeAlias = str
#: A die's colour. Troyes: ``RED, WHITE, YELLOW = 0, 1, 2`` (``rules.troyes.data``) and ``PURPLE = 3``
#: (Ladies of Troyes); Troyes Dice: an index into ``rules.dice.sheet._COLOURS``.
Colour: TypeAlias = int
#: A die's face, 1-6.
DieValue: TypeAlias = int
#: The key of a die in Troyes' ``game.dice`` (a number given when the die enters play).
DieId: TypeAlias = int
#: An action: a tuple whose first item is the verb (see each engine's module docstring).
Action: TypeAlias = tuple
#: An event record returned by ``apply``: a dict with a ``"type"``.
Record: TypeAlias = dict

#: The kind of the decision once the game is over (nobody decides: the seat is None).
OVER = "over"


class Decision(NamedTuple):
    """The decision pending: which seat decides (None once the game is over) and what kind of decision."""

    seat: Seat | None
    kind: DecisionKind


#: What ``game.pending`` is once the game is over, in both engines.
GAME_OVER = Decision(None, OVER)


class Die(NamedTuple):
    """One Troyes die on the table: its colour, its face and the seat that owns it (Troyes' ``game.dice``
    values)."""

    colour: Colour
    value: DieValue
    owner: Seat
