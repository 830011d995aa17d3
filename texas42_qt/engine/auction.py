"""The auction's rules: which bids the seat to act may make."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import PASS, Bid, Special
from .house_rules import AllPass, MarkRaise
from .rules import MAX_MARKS, MOON_SHOT, Rules, Variant
from .tiles import DOUBLES_MASK

DOUBLES_NEEDED = {Special.PLUNGE: 4, Special.SPLASH: 3}
"""The doubles a seat must hold to bid a Plunge or a Splash. A hard fact about the bidder's hand
once bid: the AI's deals hold to it (`ai.sampler`), as the auction (`legal_bids`) and its refusals do."""


def doubles_needed(bid: Bid) -> int:
    """How many doubles the seat that made `bid` held at least: 0 but for a Plunge or a Splash."""
    return 0 if bid.special is None else DOUBLES_NEEDED.get(bid.special, 0)


def was_forced(rules: Rules, bids: Sequence[tuple[int, Bid]], index: int) -> bool:
    """Whether the auction's bid at `index` was forced: the last seat's, after every other seat
    passed, under the forced-bid rule (as `GameState.is_forced` decides before it is made)."""
    return (rules.all_pass is AllPass.FORCED and index == rules.layout.n_seats - 1 and index < len(bids)
            and not bids[index][1].is_pass and all(bid.is_pass for _, bid in bids[:index]))


def legal_bids(rules: Rules, high_bid: Bid | None, hand: int, forced: bool) -> list[Bid]:
    """The bids the seat to act may make, holding `hand`, over `high_bid` (`forced`: the last
    bidder after everyone else passed, under the forced-bid rule)."""
    r = rules
    high = high_bid.value if high_bid else 0
    if forced:
        return [Bid(r.min_bid)]
    bids = [PASS]
    if r.variant is Variant.MOON:
        bids.extend(Bid(v) for v in range(max(r.min_bid, high + 1), r.layout.tricks + 1))
        if high < MOON_SHOT:
            bids.append(Bid(MOON_SHOT))
        return bids
    bids.extend(Bid(v) for v in range(max(r.min_bid, high + 1), 42))
    bids.extend(Bid(42 * m) for m in mark_options(r, high))
    # Plunge and Splash are bids of 2 marks or more: not where mark bids above 42 are off.
    doubles = (hand & DOUBLES_MASK).bit_count() if r.allow_84 else 0
    high_marks = high // 42
    if r.plunge is not None and doubles >= DOUBLES_NEEDED[Special.PLUNGE]:
        low = max(r.plunge.min_marks, high_marks + 1)
        bids.extend(Bid(42 * m, Special.PLUNGE) for m in range(low, MAX_MARKS + 1))
    if r.splash is not None and doubles >= DOUBLES_NEEDED[Special.SPLASH]:
        m = max(r.splash.min_marks, high_marks + 1)
        if m <= MAX_MARKS:
            bids.append(Bid(42 * m, Special.SPLASH))
    return bids

def mark_options(rules: Rules, high: int) -> range:
    """How many marks a mark bid over `high` may be."""
    high_marks = high // 42
    if not rules.allow_84:
        return range(1, 2) if high_marks == 0 else range(0)
    if rules.mark_raise is MarkRaise.ONE:
        if high_marks == 0:
            return range(1, 3)
        return range(high_marks + 1, min(high_marks + 1, MAX_MARKS) + 1)
    return range(high_marks + 1, MAX_MARKS + 1)
