"""Small helpers for the words a player reads."""

from __future__ import annotations

import re

#: The nouns of the game whose plural takes an "s" (or "men") after a number.
_NOUNS = {"deniers": "denier", "cubes": "cube", "citizens": "citizen", "activations": "activation",
          "banners": "banner", "tradesmen": "tradesman", "action points": "action point", "points": "point",
          "steps": "step", "players": "player", "actions": "action", "turns": "turn"}
_ONE = re.compile(r"(?<![\d.,-])\b1 (" + "|".join(sorted(map(re.escape, _NOUNS), key=len, reverse=True))
                  + r")\b")


def one_is_singular(text: str) -> str:
    """"1 deniers" -> "1 denier" (and the other nouns of the game) in a sentence built from numbers."""
    return _ONE.sub(lambda m: "1 " + _NOUNS[m.group(1)], text)


def plural(n: int, one: str, many: str | None = None) -> str:
    """``n`` with the noun in the right number: plural(1, "denier") -> "1 denier"."""
    return f"{n} {one if n == 1 else (many or one + 's')}"
