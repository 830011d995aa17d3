"""Precomputed per-contract tables: which suit a tile leads, which tiles follow
a suit, and how strong each tile is once a suit is led.

Everything a trick needs is a table look-up, so the engine and any search that
uses these tables agree by construction.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import cache

from .text import QT_TRANSLATE_NOOP, tx
from .tiles import N_TILES, SUIT_NAMES, TILE_HIGH, TILE_LOW, TILE_PIPS
from .words import DOUBLES, TRUMPS

TRUMP_SUIT = 7
"""Suit index of the trump suit (or, in Nello with doubles as their own suit, the doubles)."""

N_SUITS = 8


class DoublesMode(Enum):
    """Where doubles stand when there is no trump suit holding them."""

    HIGH = "high"  # the double is the highest tile of its suit
    LOW = "low"  # the double is the lowest tile of its suit
    OWN_SUIT = "own_suit"  # the doubles are a suit of their own (not trumps)


@dataclass(frozen=True)
class TrickTable:
    """How tricks work under one contract."""

    name: str
    lead_suit: tuple[int, ...]
    """The suit a tile leads (0-6, or TRUMP_SUIT)."""
    members: tuple[int, ...]
    """Per suit: the mask of tiles that belong to it (the tiles that follow it)."""
    power: tuple[tuple[int, ...], ...]
    """Per led suit, per tile: strength in the trick; 0 means it cannot win."""
    suit_names: tuple[str, ...]
    sevens: bool = False
    trump_mask: int = 0

    def legal(self, hand: int, led_suit: int) -> int:
        """The mask of tiles of `hand` that may be played; led_suit -1 when leading."""
        if self.sevens:
            return closest_to_seven(hand)
        if led_suit < 0:
            return hand
        follow = hand & self.members[led_suit]
        return follow or hand

    def winner_index(self, tiles: list[int] | tuple[int, ...]) -> int:
        """Position in `tiles` (in play order) of the tile that wins the trick."""
        power = self.power[self.lead_suit[tiles[0]]]
        best, best_power = 0, power[tiles[0]]
        for i in range(1, len(tiles)):
            p = power[tiles[i]]
            if p > best_power:  # strictly: on a tie the earlier tile wins (Sevens)
                best, best_power = i, p
        return best


SEVENS_DISTANCE_MASKS: tuple[int, ...] = tuple(
    sum(1 << t for t in range(N_TILES) if abs(TILE_PIPS[t] - 7) == d) for d in range(8)
)


def closest_to_seven(hand: int) -> int:
    """The tiles of a hand whose pip total is closest to 7 (all of them on a tie)."""
    for m in SEVENS_DISTANCE_MASKS:
        if hand & m:
            return hand & m
    return 0


def _is_double(t: int) -> bool:
    return TILE_HIGH[t] == TILE_LOW[t]


def _other_end(t: int, suit: int) -> int:
    return TILE_LOW[t] if TILE_HIGH[t] == suit else TILE_HIGH[t]


def _build(
    name: str,
    is_trump: Callable[[int], bool],
    suit_of: Callable[[int, int], bool],
    rank: Callable[[int, int], int],
    suit_names: tuple[str, ...],
    trumps_win: bool,
) -> TrickTable:
    """Generic builder.

    is_trump(t): tile is in the TRUMP_SUIT; suit_of(t, s): tile follows number suit s;
    rank(t, s): order inside suit s (TRUMP_SUIT for the trump suit).
    trumps_win: whether TRUMP_SUIT tiles beat a led number suit (False for Nello's
    doubles suit, which wins only when led).
    """
    lead = []
    for t in range(N_TILES):
        lead.append(TRUMP_SUIT if is_trump(t) else TILE_HIGH[t])
    members = []
    for s in range(7):
        members.append(sum(1 << t for t in range(N_TILES) if not is_trump(t) and suit_of(t, s)))
    trump_mask = sum(1 << t for t in range(N_TILES) if is_trump(t))
    members.append(trump_mask)
    power = []
    for led in range(N_SUITS):
        row = []
        for t in range(N_TILES):
            if is_trump(t) and (trumps_win or led == TRUMP_SUIT):
                row.append(200 + rank(t, TRUMP_SUIT))
            elif members[led] >> t & 1:
                row.append(100 + rank(t, led))
            else:
                row.append(0)
        power.append(tuple(row))
    return TrickTable(
        name=name,
        lead_suit=tuple(lead),
        members=tuple(members),
        power=tuple(power),
        suit_names=suit_names,
        trump_mask=trump_mask if trumps_win else 0,
    )


def _shows(t: int, s: int) -> bool:
    return s in (TILE_HIGH[t], TILE_LOW[t])


@cache
def suit_trump_table(trump: int) -> TrickTable:
    """A number suit is trump; doubles are the highest of their suits."""

    def rank(t: int, s: int) -> int:
        suit = trump if s == TRUMP_SUIT else s
        return 7 if _is_double(t) else _other_end(t, suit)

    return _build(
        SUIT_NAMES[trump],
        lambda t: _shows(t, trump),
        _shows,
        rank,
        SUIT_NAMES + (TRUMPS,),
        trumps_win=True,
    )


@cache
def doubles_trump_table() -> TrickTable:
    def rank(t: int, s: int) -> int:
        return TILE_HIGH[t] if s == TRUMP_SUIT else _other_end(t, s)

    return _build(
        "doubles",
        _is_double,
        _shows,
        rank,
        SUIT_NAMES + (tx(QT_TRANSLATE_NOOP("names", "trumps (doubles)")),),
        trumps_win=True,
    )


@cache
def no_trump_table(doubles: DoublesMode) -> TrickTable:
    """Follow-me and Nello: no trumps; doubles high, low, or a suit of their own."""
    if doubles is DoublesMode.OWN_SUIT:

        def rank_own(t: int, s: int) -> int:
            return TILE_HIGH[t] if s == TRUMP_SUIT else _other_end(t, s)

        return _build(
            "no trump, doubles a suit",
            _is_double,
            _shows,
            rank_own,
            SUIT_NAMES + (DOUBLES,),
            trumps_win=False,
        )
    high = doubles is DoublesMode.HIGH

    def rank(t: int, s: int) -> int:
        if _is_double(t):
            return 8 if high else 0
        return _other_end(t, s) + 1

    return _build(
        f"no trump, doubles {doubles.value}",
        lambda t: False,
        _shows,
        rank,
        SUIT_NAMES + (tx(QT_TRANSLATE_NOOP("names", "(none)")),),
        trumps_win=False,
    )


@cache
def sevens_table() -> TrickTable:
    power = tuple(8 - abs(TILE_PIPS[t] - 7) for t in range(N_TILES))
    return TrickTable(
        name="sevens",
        lead_suit=(0,) * N_TILES,
        members=((1 << N_TILES) - 1,) + (0,) * 7,
        power=(power,) + ((0,) * N_TILES,) * 7,
        suit_names=(tx(QT_TRANSLATE_NOOP("names", "sevens")),) * N_SUITS,
        sevens=True,
    )
