"""A small seeded generator (SplitMix64) so that the same seed deals the same
tiles on every machine and every Python version (`random` promises neither)."""

from __future__ import annotations

import secrets
from typing import Any

MASK64 = (1 << 64) - 1


def splitmix64(x: int) -> int:
    """One SplitMix64 step of the value x: a well-mixed 64-bit hash."""
    z = (x + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


class Rng:
    """Deterministic 64-bit generator with an unbiased `below` and a Fisher-Yates shuffle."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK64

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & MASK64
        return splitmix64(self._state - 0x9E3779B97F4A7C15 & MASK64)

    def below(self, n: int) -> int:
        """A uniform int in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def new_seed() -> int:
    """A fresh random seed (shown to the user so a deal can be replayed or shared)."""
    return secrets.randbits(63)


def stream(seed: int, *keys: int) -> Rng:
    """An independent generator for one purpose of a game, e.g. stream(seed, hand_index)."""
    x = seed & MASK64
    for k in keys:
        x = splitmix64(x ^ splitmix64(k + 0x5EED))
    return Rng(x)
