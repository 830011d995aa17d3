"""Tiles as small ints, hands as bitmasks.

A tile `high-low` (high >= low) has the id ``high * (high + 1) // 2 + low``:
``0-0`` is 0, ``1-0`` is 1, ``1-1`` is 2, ... ``6-6`` is 27. A hand is an int
whose bit ``1 << tile`` is set for every tile it holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .shown import shown
from .text import QT_TRANSLATE_NOOP, Text, tx

N_TILES = 28
ALL_TILES_MASK = (1 << N_TILES) - 1

SUIT_NAMES: tuple[Text, ...] = (
    tx(QT_TRANSLATE_NOOP("names", "blanks")),
    tx(QT_TRANSLATE_NOOP("names", "aces")),
    tx(QT_TRANSLATE_NOOP("names", "deuces")),
    tx(QT_TRANSLATE_NOOP("names", "treys")),
    tx(QT_TRANSLATE_NOOP("names", "fours")),
    tx(QT_TRANSLATE_NOOP("names", "fives")),
    tx(QT_TRANSLATE_NOOP("names", "sixes")),
)
"""Plural names of the number suits, as players say them ("must follow sixes")."""


def tile_id(high: int, low: int) -> int:
    """The id of the tile with these two ends (either order)."""
    if not (0 <= high <= 6 and 0 <= low <= 6):
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "a tile end must be 0-6, got {high}-{low}"), high=high, low=low))
    if low > high:
        high, low = low, high
    return high * (high + 1) // 2 + low


TILE_HIGH: tuple[int, ...] = tuple(h for h in range(7) for _ in range(h + 1))
TILE_LOW: tuple[int, ...] = tuple(lo for h in range(7) for lo in range(h + 1))
TILE_PIPS: tuple[int, ...] = tuple(h + lo for h, lo in zip(TILE_HIGH, TILE_LOW))
TILE_NAMES: tuple[str, ...] = tuple(f"{h}-{lo}" for h, lo in zip(TILE_HIGH, TILE_LOW))
DOUBLES_MASK = sum(1 << t for t in range(N_TILES) if TILE_HIGH[t] == TILE_LOW[t])

_COUNT = {tile_id(5, 5): 10, tile_id(6, 4): 10, tile_id(5, 0): 5, tile_id(4, 1): 5, tile_id(3, 2): 5}
TILE_COUNT: tuple[int, ...] = tuple(_COUNT.get(t, 0) for t in range(N_TILES))
"""Count (points) of each tile in 42: 5-5 and 6-4 are 10, 5-0, 4-1 and 3-2 are 5."""

SUIT_MASK: tuple[int, ...] = tuple(
    sum(1 << t for t in range(N_TILES) if s in (TILE_HIGH[t], TILE_LOW[t])) for s in range(7)
)
"""Every tile showing the number s (before trump takes any away)."""


def tile_name(tile: int) -> str:
    return TILE_NAMES[tile]


def parse_tile(text: str) -> int:
    """Read ``"6-4"`` or ``"4-6"``; raise ValueError with a plain reason otherwise."""
    if not isinstance(text, str):
        raise ValueError(_badly_written(text))
    parts = text.split("-")  # exactly "6-4": no padding, and only the digits 0-9 ("５" is a digit to isdigit)
    if len(parts) != 2 or not all(len(p) == 1 and p in "0123456789" for p in parts):
        raise ValueError(_badly_written(text))
    a, b = int(parts[0]), int(parts[1])
    if a > 6 or b > 6:
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "tile ends run from 0 to 6, got {value}"), value=shown(text)))
    return tile_id(a, b)


def _badly_written(text: object) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "a tile is written like \"6-4\", got {value}"), value=shown(text))


def mask_of(tiles: Iterable[int]) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


def tiles_of(mask: int) -> list[int]:
    """The tiles of a mask in increasing id order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_tiles(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def popcount(mask: int) -> int:
    return mask.bit_count()


def names(mask: int) -> str:
    """Tiles of a mask written high first, highest tile first: ``"6-6 6-1"``."""
    return " ".join(TILE_NAMES[t] for t in reversed(tiles_of(mask)))
