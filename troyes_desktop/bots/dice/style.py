"""Troyes Dice computers with their own style: each computer seat has a taste, so that two computers of the
same level at one table do not fill the same sheet.

Every player of Troyes Dice uses the same dice, and Normal's choices are a function of the sheet and the dice
alone: two Normal computers at one table used to fill their sheets line for line alike. A :class:`Style` adds
to the value of a finished turn a small preference of its own (its *taste*) and breaks near ties its own way:

* a favourite district (red, yellow or white): each building drawn there counts a little more;
* the Cathedrals: each Cathedral drawn counts a little more;
* resources: each resource kept (up to 6 of each) counts a little more.

The preference fades in the last three days (it is scaled like Normal's promises, by the half days left over
six) and is nothing in the last half day, where the points alone decide. Near ties (within
:data:`TIE_BREAK` VP) are broken by a deterministic hash of the turn and the style's own number, not by the
order the rules list the actions in.

The style of a seat is :func:`style_for` of the game's seed and the seat: the same game gives the same styles
(a saved game, continued, plays on the same way), and the seats of one table take different tastes (five
tastes, shuffled by the seed: up to five computers at a table all differ in taste, the others by their tie
breaks). The style is given to the bot when it is made; the bot never reads the seed from the game it is
shown (that copy holds another seed: ``Game.determinized``), so the style tells it nothing it could not see.

Every level stays within 1 VP of its strength without a style (docs/computer-players.md).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from troyes_desktop.i18n import QT_TRANSLATE_NOOP, translate

from ...rules.common.rng import Rng
from ...rules.dice.game import BUILT

#: The tastes a computer seat can have.
TASTES = ("red", "yellow", "white", "cathedral", "resources")

#: VP added to a turn's value per building of the favourite district, per Cathedral, per resource kept
#: (scaled by the half days left over six, at most 1).
WEIGHTS = {"red": 0.35, "yellow": 0.35, "white": 0.35, "cathedral": 0.5, "resources": 0.1}

#: The width, in VP, of the near ties a style breaks its own way.
TIE_BREAK = 0.05

#: How players read a taste ("it has a taste for {taste}").
TASTE_WORDS = {
    "red": QT_TRANSLATE_NOOP("ComputerReasons", "the red district"),
    "yellow": QT_TRANSLATE_NOOP("ComputerReasons", "the yellow district"),
    "white": QT_TRANSLATE_NOOP("ComputerReasons", "the white district"),
    "cathedral": QT_TRANSLATE_NOOP("ComputerReasons", "Cathedrals"),
    "resources": QT_TRANSLATE_NOOP("ComputerReasons", "keeping resources"),
}


@dataclass(frozen=True)
class Style:
    """One computer seat's taste and its own way of breaking near ties (``salt``)."""

    taste: str
    salt: int

    def words(self) -> str:
        """The taste as players read it ("the red district", "le quartier rouge")."""
        return translate("ComputerReasons", TASTE_WORDS[self.taste])

    def preference(self, sheet, left: int) -> float:
        """What the taste adds to a sheet with ``left`` half days still to play (0 in the last one)."""
        if left <= 0:
            return 0.0
        h = left / 6.0
        if h > 1.0:
            h = 1.0
        w = WEIGHTS[self.taste] * h
        taste = self.taste
        if taste == "cathedral":
            return w * sheet.cathedrals
        if taste == "resources":
            circled, spent = sheet.circled, sheet.spent
            kept = 0
            for r in range(3):
                u = circled[r] - spent[r]
                kept += u if u < 6 else 6
            return w * kept
        d = ("red", "yellow", "white").index(taste)
        b = sheet.buildings
        return w * (b[d * 6:d * 6 + 6].count(BUILT) + b[18 + d * 6:24 + d * 6].count(BUILT))

    def tie(self, path: list[tuple]) -> float:
        """A small, deterministic amount in [0, TIE_BREAK) for a way to play the turn (its actions)."""
        return TIE_BREAK * (zlib.crc32(repr(path).encode("utf-8"), self.salt & 0xFFFFFFFF) / 0x1_0000_0000)


def style_for(seed: int, seat: int) -> Style:
    """The style of ``seat`` in the game of ``seed``: the tastes are shuffled once per game, so the seats of
    one table take different ones (seat ``k`` the ``k``-th, round again after five)."""
    order = list(TASTES)
    Rng(int(seed) * 0x9E3779B1 + 0x51ED).shuffle(order)
    salt = Rng(int(seed) * 1_000_003 + 7919 * (seat + 1)).next_u64() & 0xFFFFFFFF
    return Style(order[seat % len(order)], salt)
