"""Laying down ("claiming the rest"): when is a hand sure to take every trick?

At a real table the player to lead may lay the hand down when every tile in it
is sure to win. The engine allows it only when that is certain from what the
claimer sees: their own tiles, the tiles played so far, the contract's trick
table, and the voids they have seen (a seat that did not follow a led suit
holds none of it). The test is a fixed plan, not a search:

- U is the set of tiles the claimer cannot see (not in hand, not played; in
  Moon, for a player other than the bidder, the tile laid away is in U), less
  any tile that no other seat may hold by its shown voids.
- Trumps first, from the top. With m trumps in U, each of the claimer's first
  m trump leads must outrank every trump in U: whoever holds a trump must
  follow trumps, so each lead draws at least one, and after m leads none is
  left. A claimer with fewer than m trumps may lay down only with no other tile.
- Then each other suit the claimer leads (a tile leads its higher end), from
  the top: the first k leads of a suit with k tiles in U that follow it must
  each outrank all of those k; later leads find nobody able to follow.

Everything here depends only on the claimer's view, so offering the claim
never tells a player anything about hidden tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Contract
from .rules import Rules
from .tables import TRUMP_SUIT, TrickTable
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import TILE_NAMES, tiles_of

if TYPE_CHECKING:
    from .state import Trick

NO_CONTRACT = tx(QT_TRANSLATE_NOOP("engine", "there is no contract yet"))


def claim_refusal(
    rules: Rules,
    contract: Contract | None,
    table: TrickTable | None,
    claimer: int,
    hand: int,
    tricks: Sequence[Trick],
    known_out: int = 0,
) -> Text | None:
    """Why `claimer`, about to lead `hand`, may not lay down (None: it may).

    `tricks` are the tricks played so far and `known_out` the tiles the claimer
    knows lie out of play (the Moon bidder's own discard). The caller checks that
    it is the play phase and the claimer leads."""
    if not rules.claims:
        return tx(QT_TRANSLATE_NOOP("engine", "laying down is not played in this game (house rule off)"))
    if contract is None or table is None:
        return NO_CONTRACT
    if contract in (Contract.NELLO, Contract.SEVENS):
        return tx(QT_TRANSLATE_NOOP("engine", "nobody lays down in {contract}: every trick is played"), contract=contract.short)
    played = known_out
    for trick in tricks:
        for t in trick.tiles:
            played |= 1 << t
    unseen = rules.layout.tiles & ~hand & ~played
    others = [s for s in range(rules.layout.n_seats) if s != claimer]
    return sure_refusal(table, hand, live_tiles(unseen, shown_voids(table, others, tricks)))


def claim_is_sure(table: TrickTable, hand: int, unseen: int) -> bool:
    """Whether leading `hand` in the claim order wins every trick against any
    holding of the `unseen` tiles by the other seats and any play of theirs."""
    return sure_refusal(table, hand, unseen) is None


def sure_refusal(table: TrickTable, hand: int, unseen: int) -> Text | None:
    """The tile that may lose a trick, in words (None when the claim is sure)."""
    trumps = hand & table.trump_mask
    out_trumps = unseen & table.trump_mask
    reason = _suit_refusal(table, TRUMP_SUIT, trumps, out_trumps)
    if reason is not None:
        return reason
    rest = hand & ~trumps
    if rest and out_trumps.bit_count() > trumps.bit_count():
        return tx(QT_TRANSLATE_NOOP("engine", "a trump is still out and could ruff your {tile}"),
                  tile=TILE_NAMES[_top(table, rest)])
    for suit in range(6, -1, -1):  # the order does not matter; the high suits are named first
        mine = sum(1 << t for t in tiles_of(rest) if table.lead_suit[t] == suit)
        reason = _suit_refusal(table, suit, mine, unseen & table.members[suit])
        if reason is not None:
            return reason
    return None


def _suit_refusal(table: TrickTable, suit: int, mine: int, out: int) -> Text | None:
    """Leading `mine` in `suit` from the top: as many leads as `out` has tiles must
    each outrank every tile of `out` (each lead draws at least one of them)."""
    if not mine or not out:
        return None
    power = table.power[suit]
    leads = sorted(tiles_of(mine), key=lambda t: -power[t])[: out.bit_count()]
    rival = _top(table, out, suit)
    beaten = next((t for t in leads if power[t] < power[rival]), None)
    if beaten is None:
        return None
    return tx(QT_TRANSLATE_NOOP("engine", "the {rival} is still out and could beat your {tile}"),
              rival=TILE_NAMES[rival], tile=TILE_NAMES[beaten])


def _top(table: TrickTable, mask: int, suit: int | None = None) -> int:
    """The strongest tile of a mask in `suit` (or each tile in the suit it leads)."""

    def strength(t: int) -> int:
        return table.power[table.lead_suit[t] if suit is None else suit][t]

    return max(tiles_of(mask), key=lambda t: (strength(t), t))


def shown_voids(table: TrickTable, seats: Sequence[int], tricks: Sequence[Trick]) -> dict[int, int]:
    """Per seat of `seats`, the tiles it cannot hold: every suit it failed to follow."""
    barred = dict.fromkeys(seats, 0)
    for trick in tricks:
        led = table.lead_suit[trick.tiles[0]]
        for seat, tile in zip(trick.seats[1:], trick.tiles[1:]):
            if seat in barred and not table.members[led] >> tile & 1:
                barred[seat] |= table.members[led]
    return barred


def live_tiles(unseen: int, barred: dict[int, int]) -> int:
    """The unseen tiles some seat may still hold (the others lie out of play)."""
    possible = 0
    for mask in barred.values():
        possible |= ~mask
    return unseen & possible
