"""Rules of thumb: a quick hand value, how likely a bid was with a given hand,
and the words a hint uses to describe a hand. Cheap; no search."""

from __future__ import annotations

import math

from ..engine import Bid, Contract, Rules, Variant, contract_table
from ..engine.tables import TRUMP_SUIT
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import DOUBLES_MASK, SUIT_MASK, TILE_COUNT, TILE_NAMES, TILE_PIPS, tile_id, tiles_of
from ..engine.words import and_list

SUIT_CONTRACTS = tuple(Contract(s) for s in range(7))


def trumps_in(hand: int, contract: Contract) -> int:
    if contract is Contract.DOUBLES:
        return hand & DOUBLES_MASK
    if contract.is_suit:
        return hand & SUIT_MASK[int(contract)]
    return 0


def estimate_points(hand: int, contract: Contract, rules: Rules) -> float:
    """A rough count of what a hand takes as bidder under a trump contract (0-42, or tricks in Moon)."""
    trumps = trumps_in(hand, contract)
    n_trumps = trumps.bit_count()
    top_trump = contract.is_suit and hand >> tile_id(int(contract), int(contract)) & 1
    if contract is Contract.DOUBLES:
        top_trump = hand >> tile_id(6, 6) & 1
    off_doubles = (hand & DOUBLES_MASK & ~trumps).bit_count()
    if rules.variant is Variant.MOON:
        return min(7.0, 0.8 * n_trumps + 0.9 * off_doubles + 0.8 * top_trump + (n_trumps >= 4))
    count = sum(TILE_COUNT[t] for t in range(28) if hand >> t & 1)
    est = 8 + 4.2 * n_trumps + 4 * top_trump + 3.2 * off_doubles + 0.35 * count
    if n_trumps >= 5:
        est += 4
    return min(42.0, est)


def best_contract(hand: int, rules: Rules) -> tuple[Contract, float]:
    """The trump a quick look prefers, with its estimate."""
    options = list(SUIT_CONTRACTS)
    if rules.variant is not Variant.MOON or rules.doubles_trump:
        options.append(Contract.DOUBLES)
    best = max(options, key=lambda c: (estimate_points(hand, c, rules), -int(c)))
    return best, estimate_points(hand, best, rules)


def weakest_tile(hand: int, rules: Rules, contract: Contract | None = None) -> int:
    """The tile whose loss costs `hand` least by the quick estimate of its points under
    `contract` (None: under its best contract); the highest tile of equals."""
    return max(tiles_of(hand), key=lambda t: kept_without(hand, t, rules, contract))


def kept_without(hand: int, tile: int, rules: Rules, contract: Contract | None) -> tuple[float, int]:
    """What `hand` keeps without `tile` by the quick estimate (then the fewer pips laid away)."""
    rest = hand & ~(1 << tile)
    value = estimate_points(rest, contract, rules) if contract is not None else best_contract(rest, rules)[1]
    return (value, -TILE_PIPS[tile])


def bid_likelihood(hand: int, bid: Bid, high: int, rules: Rules, partner_high: bool) -> float:
    """How likely a seat holding `hand` made `bid` (used to weight sampled worlds)."""
    _, strength = best_contract(hand, rules)
    scale = 0.8 if rules.variant is Variant.MOON else 3.0
    if bid.is_pass:
        if partner_high:
            return 1.0  # passing a partner's bid says little
        floor = max(rules.min_bid, high + 1)
        return max(0.05, 1 - _sigmoid((strength - floor) / scale))
    value = min(bid.value, 7 if rules.variant is Variant.MOON else 42)
    return max(0.05, _sigmoid((strength - value + 2) / scale))


def trump_likelihood(hand: int, contract: Contract, rules: Rules) -> float:
    """How likely a seat holding `hand` named `contract` as trump: a soft choice of
    the trump a quick look rates best (used to weight sampled worlds). A bidder
    names the suit it is long in; a world that gives it two of them is unlikely.
    No-trump contracts (follow-me, Nello, Sevens) say nothing here: 1."""
    if not (contract.is_suit or contract is Contract.DOUBLES):
        return 1.0
    options = list(SUIT_CONTRACTS)
    if rules.variant is not Variant.MOON or rules.doubles_trump:
        options.append(Contract.DOUBLES)
    scale = 0.8 if rules.variant is Variant.MOON else 3.0
    values = {c: estimate_points(hand, c, rules) for c in options}
    top = max(values.values())
    total = sum(math.exp((v - top) / scale) for v in values.values())
    return max(0.03, math.exp((values.get(contract, top) - top) / scale) / total)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def describe_hand(hand: int, contract: Contract, rules: Rules, start: bool = True) -> str:
    """Plain words for a hand under a contract (a Text), e.g.
    "4 trumps with the 6-6 and 2 other doubles; the 6-4 is exposed"; `start`: as the
    start of a sentence ("No trumps"), else within one ("no trumps")."""
    words: list[Text] = []
    trumps = trumps_in(hand, contract)
    top_held = False
    if contract.is_suit or contract is Contract.DOUBLES:
        n = trumps.bit_count()
        top = tile_id(int(contract), int(contract)) if contract.is_suit else tile_id(6, 6)
        top_held = bool(hand >> top & 1)
        if top_held:
            words.append(tx(QT_TRANSLATE_NOOP("hints", "%n trump(s) with the {tile}"), n, tile=TILE_NAMES[top]))
        else:
            words.append(tx(QT_TRANSLATE_NOOP("hints", "%n trump(s)"), n))
    others = (hand & DOUBLES_MASK & ~trumps).bit_count()
    if others:
        if top_held:  # "other" than the trump double (found by QA: "1 other double" without the 3-3)
            words.append(tx(QT_TRANSLATE_NOOP("hints", "%n other double(s)"), others))
        else:
            words.append(tx(QT_TRANSLATE_NOOP("hints", "%n double(s)"), others))
    if words:
        text = and_list(words)
    elif start:
        text = tx(QT_TRANSLATE_NOOP("hints", "No trumps"))
    else:
        text = tx(QT_TRANSLATE_NOOP("hints", "no trumps"))
    exposed = [TILE_NAMES[t] for t in exposed_count(hand, contract, rules)]
    if len(exposed) == 1:
        #: {hand} describes a hand's trumps and doubles; an exposed tile is count that may be lost.
        return tx(QT_TRANSLATE_NOOP("hints", "{hand}; the {tiles} is exposed"), hand=text, tiles=exposed[0])
    if exposed:
        return tx(QT_TRANSLATE_NOOP("hints", "{hand}; the {tiles} are exposed"), hand=text, tiles=and_list(exposed))
    result: str = text
    return result


def exposed_count(hand: int, contract: Contract, rules: Rules) -> list[int]:
    """Count tiles in hand that are not trumps and that the hand cannot cover: neither the top
    of the suit they fall in under `contract` nor held with that top (the suit's double, but
    with doubles as trump or low in follow-me the highest other tile). Moon has no count;
    Nello and Sevens are not played for it."""
    if rules.variant is Variant.MOON or not (contract.is_suit or contract in (Contract.DOUBLES, Contract.FOLLOW_ME)):
        return []
    table = contract_table(rules, contract)
    out = []
    for t in range(27, -1, -1):
        suit = table.lead_suit[t]
        if not hand >> t & 1 or not TILE_COUNT[t] or suit == TRUMP_SUIT:
            continue
        top = max(tiles_of(table.members[suit]), key=lambda u: table.power[suit][u])
        if not hand >> top & 1:
            out.append(t)
    return out




