"""A small seeded random number generator whose whole state is one integer.

The engines keep their RNG inside the game state, so a game is fully determined by
its setup and the actions taken. SplitMix64 is used because its state is a single
64-bit integer: copying a game or writing it to JSON costs nothing, and the same
seed gives the same sequence on every platform and Python version.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is not None:
            self.state = state & _MASK
        else:
            # Mix the seed once so that nearby seeds start far apart.
            self.state = (int(seed) * 0xD1B54A32D192ED03 + 0x632BE59BD9B4E019) & _MASK

    def next_u64(self) -> int:
        s = (self.state + _GOLDEN) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both included."""
        span = high - low + 1
        if span <= 0:
            raise ValueError("empty range")
        # Rejection sampling keeps the distribution exactly uniform.
        limit = (1 << 64) - ((1 << 64) % span)
        while True:
            r = self.next_u64()
            if r < limit:
                return low + r % span

    def roll(self) -> int:
        """One six-sided die."""
        return self.randint(1, 6)

    def choice(self, seq):
        return seq[self.randint(0, len(seq) - 1)]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randint(0, i)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> "Rng":
        return Rng(state=self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
