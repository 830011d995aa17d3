"""Partners show their doubles by the low tile they play, and read each other's.

Not seeing the partner's tiles costs the bidding side most of what hidden tiles cost
(README, "Benchmarks"). So Expert partners keep a convention, as human partners do:
playing to a trick it did not lead, with two or more low tiles it may play (no count,
no double, no trump unless trumps were led), a seat plays the low tile that shares a
suit with the highest double it holds, the lowest such tile; holding no such tile, its
lowest low tile. It keeps the convention only where its search finds that tile about
as good as its best (`SLACK`). Its partner weighs each drawn deal by whether the seat,
holding those tiles, would have played as it did.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import Observation, contract_table, same_side
from ..engine.tables import TRUMP_SUIT, TrickTable
from ..engine.tiles import DOUBLES_MASK, TILE_HIGH, TILE_LOW, tiles_of

SLACK = 0.03
"""How much worse (in the chance a play is judged by) the signal may be than the best play."""
MISSED = 0.1
"""How much less likely a deal is for each of the partner's plays that broke the convention in it."""


@dataclass(frozen=True)
class Shown:
    """One play of the partner's that the convention may have chosen."""

    trick: int
    """Which trick of the hand (0 the first)."""
    seat: int
    held: int
    """The tiles it played in that trick and after: with its tiles now, what it held then."""
    led: int
    tile: int


def _applies(obs: Observation) -> bool:
    """Whether this hand is played by partners for count."""
    return (obs.contract is not None and obs.rules.layout.partnerships and obs.stake is not None
            and bool(obs.stake.count))


def signal_tile(hand: int, table: TrickTable, led: int, count: tuple[int, ...]) -> int | None:
    """The tile the convention plays from `hand` to a trick led in `led`; None when it
    leaves no choice (fewer than two low tiles)."""
    low = [t for t in tiles_of(table.legal(hand, led)) if _low(t, table, led, count)]
    if len(low) < 2:
        return None
    suits = {TILE_HIGH[d] for d in tiles_of(hand & DOUBLES_MASK & ~table.trump_mask)}
    return max(low, key=lambda t: (max((p for p in (TILE_HIGH[t], TILE_LOW[t]) if p in suits), default=-1), -t))


def _low(tile: int, table: TrickTable, led: int, count: tuple[int, ...]) -> bool:
    """No count, no double, and no trump unless trumps were led."""
    high = DOUBLES_MASK | (table.trump_mask if led != TRUMP_SUIT else 0)
    return not (high >> tile & 1 or count[tile])


def partner_signal(obs: Observation) -> int | None:
    """The tile the convention would have this seat play now, if it applies."""
    if not obs.trick or not _applies(obs):
        return None
    assert obs.contract is not None
    table = contract_table(obs.rules, obs.contract)
    return signal_tile(obs.hand, table, table.lead_suit[obs.trick[0][1]], obs.rules.layout.count)


def shown_plays(obs: Observation) -> list[Shown]:
    """The partner's low plays to tricks it did not lead."""
    rules = obs.rules
    if not _applies(obs):
        return []
    assert obs.contract is not None
    table = contract_table(rules, obs.contract)
    partner = next(s for s in range(rules.layout.n_seats) if s != obs.seat and same_side(rules, s, obs.seat))
    if partner == obs.sitting_out:
        return []
    tricks = [tuple(zip(t.seats, t.tiles)) for t in obs.tricks] + ([obs.trick] if obs.trick else [])
    out: list[Shown] = []
    for index, plays in enumerate(tricks):
        for position, (seat, tile) in enumerate(plays):
            if seat != partner or position == 0 or not _low(tile, table, table.lead_suit[plays[0][1]], rules.layout.count):
                continue  # a lead, or not a low tile: the convention was not kept, so says nothing
            held = 0
            for later in tricks[index:]:
                held |= sum(1 << t for s, t in later if s == partner)
            out.append(Shown(index, partner, held, table.lead_suit[plays[0][1]], tile))
    return out


def shown_log_weight(shown: list[Shown], hands: tuple[int, ...] | list[int], table: TrickTable,
                     count: tuple[int, ...]) -> float:
    """The log of how much less likely these hands make the partner's plays seen."""
    log_w = 0.0
    for s in shown:
        expected = signal_tile(hands[s.seat] | s.held, table, s.led, count)
        if expected is not None and expected != s.tile:
            log_w += math.log(MISSED)
    return log_w
