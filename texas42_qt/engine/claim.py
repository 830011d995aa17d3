"""Laying down ("claiming the rest"): when is a hand sure to take every trick?

At a real table the player to lead may lay the hand down when it is sure to take
every trick left. The engine allows it exactly when that is certain from what the
claimer sees: their own tiles, the tiles played so far, the contract's trick
table, and the voids they have seen (a seat that did not follow a led suit holds
none of it). The rule (`takes_every_trick`):

    The claimer may lay down iff in every deal of the tiles it cannot see that
    fits its view, playing with all hands open, it can win every trick left,
    leading each one, with the other seats (its partner too) playing against it.

A deal fits the view when each other seat holds as many tiles as the claimer and
none of a suit it showed void in; in Moon the tile laid away lies out of play (a
player other than the bidder does not know which it is). A claim is the claimer's
own, so the partner's tiles count against it, as the scoring assumes.

Deciding it, fastest first (`claim_decision` says which way it went):

1. The fixed plan, a sure "yes" when it holds. U is the set of unseen tiles any
   other seat may hold. Trumps first, from the top: with m trumps in U, each of
   the claimer's first m trump leads must outrank every trump in U (whoever holds
   a trump must follow trumps, so each lead draws at least one); a claimer with
   fewer than m trumps passes only with no other tile. Then each other suit the
   claimer leads (a tile leads its higher end), from the top: the first k leads
   of a suit with k tiles in U that follow it must each outrank all of those k.
2. Otherwise the deals are searched, in classes: an unseen tile matters only
   through how it meets each claimer tile (does it follow that tile's suit, does
   it beat it there), so tiles alike in that and in who may hold them are
   interchangeable. The deal giving one seat the threats and what shields them
   comes first, then the deals nearest it; the first deal the claimer cannot win
   is the answer "no" (and the refusal names the tile that loses in it).
3. When no deal beats the claim, every class of deals has been solved: "yes".

Everything here depends only on the claimer's view, so offering the claim never
tells a player anything about hidden tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Contract
from .claim_search import ClaimDecision, decide, refusal_in, sure_refusal
from .rules import Rules
from .tables import TrickTable
from .text import QT_TRANSLATE_NOOP, Text, tx

if TYPE_CHECKING:
    from .hand import Trick

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
    reason = _rule_refusal(rules, contract)
    if reason is not None or table is None:
        return reason or NO_CONTRACT
    unseen, barred = claimer_view(rules, table, claimer, hand, tricks, known_out)
    decision = claim_decision(table, hand, unseen, barred)
    if decision.sure:
        return None
    assert decision.world is not None
    return refusal_in(table, hand, unseen, barred, decision.world)


def claim_allowed(
    rules: Rules,
    contract: Contract | None,
    table: TrickTable | None,
    claimer: int,
    hand: int,
    tricks: Sequence[Trick],
    known_out: int = 0,
) -> bool:
    """`claim_refusal(...) is None`, without putting the reason in words (the costly part)."""
    if _rule_refusal(rules, contract) is not None or table is None:
        return False
    unseen, barred = claimer_view(rules, table, claimer, hand, tricks, known_out)
    return claim_decision(table, hand, unseen, barred).sure


def _rule_refusal(rules: Rules, contract: Contract | None) -> Text | None:
    """Why nobody may lay down in this hand at all (None: the tiles decide)."""
    if not rules.claims:
        return tx(QT_TRANSLATE_NOOP("engine", "laying down is not played in this game (house rule off)"))
    if contract is None:
        return NO_CONTRACT
    if contract in (Contract.NELLO, Contract.SEVENS):
        return tx(QT_TRANSLATE_NOOP("engine", "nobody lays down in {contract}: every trick is played"), contract=contract.short)
    return None


def claimer_view(
    rules: Rules, table: TrickTable, claimer: int, hand: int, tricks: Sequence[Trick], known_out: int = 0
) -> tuple[int, tuple[int, ...]]:
    """The tiles the claimer cannot see, and per other seat (in seat order) the
    tiles it cannot hold by the voids it showed."""
    played = known_out
    for trick in tricks:
        for t in trick.tiles:
            played |= 1 << t
    unseen = rules.layout.tiles & ~hand & ~played
    others = [s for s in range(rules.layout.n_seats) if s != claimer]
    voids = shown_voids(table, others, tricks)
    return unseen, tuple(voids[s] for s in others)


def takes_every_trick(table: TrickTable, hand: int, unseen: int, barred: Sequence[int]) -> bool:
    """The exact claim rule: whether `hand`, to lead, takes every trick left in every
    deal of the `unseen` tiles consistent with the claimer's view, all hands open
    and the other seats playing against it.

    `barred` has one entry per other seat: the tiles that seat cannot hold (its
    shown voids). Each other seat holds as many tiles as `hand`; the unseen tiles
    left over lie out of play (Moon's widow or discard)."""
    return claim_decision(table, hand, unseen, barred).sure


def claim_decision(table: TrickTable, hand: int, unseen: int, barred: Sequence[int]) -> ClaimDecision:
    """`takes_every_trick`, saying how it was decided (see `ClaimDecision`)."""
    return decide(table, hand, unseen, tuple(b & unseen for b in barred))


def claim_is_sure(table: TrickTable, hand: int, unseen: int) -> bool:
    """Whether leading `hand` in the claim order wins every trick against any
    holding of the `unseen` tiles by the other seats and any play of theirs."""
    return sure_refusal(table, hand, unseen) is None


def shown_voids(table: TrickTable, seats: Sequence[int], tricks: Sequence[Trick]) -> dict[int, int]:
    """Per seat of `seats`, the tiles it cannot hold: every suit it failed to follow."""
    barred = dict.fromkeys(seats, 0)
    for trick in tricks:
        led = table.lead_suit[trick.tiles[0]]
        for seat, tile in zip(trick.seats[1:], trick.tiles[1:]):
            if seat in barred and not table.members[led] >> tile & 1:
                barred[seat] |= table.members[led]
    return barred
