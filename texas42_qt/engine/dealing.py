"""A deal checked: every tile of the set dealt once, in hands of the right size, with the
widow where the variant has one."""

from __future__ import annotations

from .rules import Rules
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import N_TILES, TILE_NAMES


def deal_refusal(rules: Rules, hands: list[list[int]], widow: int | None) -> Text | None:
    """Why this is not a deal of these rules' tiles (None: it is one)."""
    layout = rules.layout
    n = layout.n_seats
    size = layout.hand_size
    if len(hands) != n or any(len(h) != size for h in hands):
        return tx(QT_TRANSLATE_NOOP("engine", "a deal gives {seats} seats {size} tiles each"), seats=n, size=size)
    dealt = [t for h in hands for t in h] + ([] if widow is None else [widow])
    if layout.widow and widow is None:
        return tx(QT_TRANSLATE_NOOP("engine", "this variant deals a widow tile"))
    if not layout.widow and widow is not None:
        return tx(QT_TRANSLATE_NOOP("engine", "this variant has no widow"))
    mask = 0
    for t in dealt:
        if not (isinstance(t, int) and 0 <= t < N_TILES):
            return tx(QT_TRANSLATE_NOOP("engine", "{value} is not a tile"), value=repr(t))
        if not layout.tiles >> t & 1:
            return tx(QT_TRANSLATE_NOOP("engine", "tile {tile} is not in play in {variant}"),
                      tile=TILE_NAMES[t], variant=rules.variant.label)
        if mask >> t & 1:
            return tx(QT_TRANSLATE_NOOP("engine", "tile {tile} is dealt twice"), tile=TILE_NAMES[t])
        mask |= 1 << t
    if mask != layout.tiles:
        return tx(QT_TRANSLATE_NOOP("engine", "the deal does not use every tile of the set"))
    return None
