"""Moon's widow: which tile the bidder lays away.

A tile is judged by the trump decision it leaves: the hand without it is weighed
as naming trump would weigh it (the same analysis, the same seeded worlds), so
the widow hint's chance for a tile is the trump hint's after laying it away, and
valued in game points: the bid's chance and the tricks that keep the others' points down.
The quick estimate (`quick_discard`) is the beginner's choice and the tie-break.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..engine import Contract, NameTrump, Observation, Phase, Rules, contracts_for_bid
from ..engine.tiles import tiles_of
from .bidding import TIE, _bid_value, choose_contract, contract_key, sure_laydown
from .evaluate import Outlook, open_hands_value
from .heuristics import kept_without, weakest_tile

Outlooks = Callable[[Observation], dict[Contract, Outlook]]
"""The contract outlooks of a TRUMP-phase observation, as naming trump weighs them."""


@dataclass(frozen=True)
class WidowOption:
    tile: int
    """The tile laid away."""
    contract: Contract
    """The trump the hand left would name."""
    chance: float
    """The chance of making the bid then, as naming trump uses it (`playable_chance`)."""
    tricks: float
    """The tricks the bidder takes then, on average (with open hands)."""
    worth: float
    """What the choice maximises (`moon_worth`), in game points."""
    outlook: Outlook | None = field(default=None, compare=False, repr=False)
    """The named trump's outlook the worth was weighed with (the tricks the bidder takes, which
    near the game's end decide whether the others reach the target: `bidding.moon_value`)."""


def quick_discard(obs: Observation) -> int:
    """The tile whose loss costs the hand least by the quick estimate of its tricks (Moon has no
    count) under the contract (or its best contract, before trump is named)."""
    return weakest_tile(obs.hand, obs.rules, obs.contract)


def after_discard(obs: Observation, tile: int) -> Observation:
    """The bidder's observation once `tile` is laid away, at the trump decision: as the
    engine gives it when trump is still to name; when it was named before the widow, the
    same decision with only that trump allowed (the contract is weighed as if named now)."""
    assert obs.phase is Phase.WIDOW and obs.bid is not None and obs.hand >> tile & 1
    sizes = list(obs.hand_sizes)
    sizes[obs.seat] -= 1
    if obs.contract is None:
        allowed = contracts_for_bid(obs.rules, obs.bid)
    else:
        allowed = [obs.contract]
    return replace(obs, hand=obs.hand & ~(1 << tile), hand_sizes=tuple(sizes), discard=tile, phase=Phase.TRUMP,
                   to_act=obs.trump_seat, contract=None, legal=tuple(NameTrump(c) for c in allowed))


def widow_options(obs: Observation, outlooks_of: Outlooks) -> list[WidowOption]:
    """Every tile of the hand laid away in turn, with the trump then named and its chance."""
    assert obs.bid is not None
    out = []
    for tile in tiles_of(obs.hand):
        then = after_discard(obs, tile)
        outlooks = outlooks_of(then)
        named = choose_contract(then, outlooks)
        # A sure laydown is certain, as the trump hint shows it (found by QA: 24% at 7.0 tricks, so
        # the bidder laid away its top trump instead of the tile that left a laydown).
        sure = named is sure_laydown(then)
        chance = 1.0 if sure else contract_key(obs.rules, named, outlooks[named], obs.bid.value)[0]
        tricks = outlooks[named].expected()
        out.append(WidowOption(tile, named, chance, tricks, moon_worth(then, chance, tricks, outlooks[named]),
                               outlooks[named]))
    return out


def moon_worth(obs: Observation, chance: float, tricks: float, outlook: Outlook | None = None) -> float:
    """The bidder's game points against the mean of the others': the bid won or lost
    (`_bid_value`, as the bid hint values it) less half the tricks left to the other
    two, who score one point a trick."""
    bid, others = moon_parts(obs, chance, tricks, outlook)
    return bid - others


def moon_parts(obs: Observation, chance: float, tricks: float, outlook: Outlook | None = None) -> tuple[float, float]:
    """`moon_worth`'s two parts: the bid's game points as the bid hint counts them, and the
    mean of the other two's from the tricks left to them (a point a trick)."""
    assert obs.bid is not None
    return _bid_value(obs, obs.bid, chance, outlook), (obs.hand.bit_count() - tricks) / 2


def best_options(obs: Observation, options: list[WidowOption]) -> list[WidowOption]:
    """The options tied for the best, the one to lay away first: of equals, the tile the
    quick estimate misses least."""
    top = max(o.worth for o in options)
    tied = [o for o in options if o.worth >= top - TIE]
    quick = {o.tile: kept_without(obs.hand, o.tile, obs.rules, obs.contract) for o in tied}
    return sorted(tied, key=lambda o: quick[o.tile], reverse=True)


def choose_discard(obs: Observation, outlooks_of: Outlooks) -> int:
    """The tile to lay away: the one that leaves the best trump decision."""
    return best_options(obs, widow_options(obs, outlooks_of))[0].tile


def open_discard(rules: Rules, hands: tuple[int, ...], seat: int, contract: Contract, widow: int | None) -> tuple[int, int]:
    """With every hand open, the tile `seat` lays away from its hand and the widow (when
    it has not taken it yet) to take the most under `contract` leading, and that value
    (`open_hands_value`); the lowest tile of equals."""
    hand = hands[seat] | (0 if widow is None else 1 << widow)
    best: tuple[int, int] | None = None
    for tile in tiles_of(hand):
        left = hands[:seat] + (hand & ~(1 << tile),) + hands[seat + 1:]
        value = open_hands_value(rules, left, seat, contract)
        if best is None or value > best[1]:
            best = (tile, value)
    assert best is not None
    return best
