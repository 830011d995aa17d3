"""What the other seats' plays say about their tiles: count thrown or kept.

A seat that plays last to a trick knows who takes it. Partner winning, a good
player throws count if it may; an opponent winning, it keeps its count back.
A world in which the seat held a count tile it could have thrown to its partner
(and threw a blank), or a blank it could have given an opponent (and gave count),
is one in which it played against its interest: less likely, so weighed less.
Only the last seat of a trick is read (the others could not know who would win),
and only where count matters.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import Observation, contract_table, same_side
from ..engine.tables import TrickTable

UNLIKELY = 0.25
"""How much less likely a world is for each play that would have gone against the seat's interest in it."""


@dataclass(frozen=True)
class Signal:
    """The last play of a finished trick by another seat, and what it rules out."""

    trick: int
    """Which trick of the hand (0 the first)."""
    seat: int
    held: int
    """Tiles this seat played in this trick and after it: with its tiles now, what it held then."""
    table: TrickTable
    led: int
    """The suit led (the engine's `TrickTable.legal` says what the seat could play)."""
    suspect: int
    """Tiles whose holding (legally playable then) makes this play unlikely."""


def play_signals(obs: Observation) -> list[Signal]:
    """The signals in the finished tricks of this hand, for weighing worlds."""
    rules, contract, stake = obs.rules, obs.contract, obs.stake
    if contract is None or stake is None or not stake.count or not rules.layout.partnerships:
        return []
    table = contract_table(rules, contract)
    count = rules.layout.count
    counters = sum(1 << t for t in range(len(count)) if count[t])
    out: list[Signal] = []
    for index, trick in enumerate(obs.tricks):
        seat, tile = trick.seats[-1], trick.tiles[-1]
        if seat == obs.seat or len(trick.tiles) < rules.layout.n_seats:
            continue
        led = table.lead_suit[trick.tiles[0]]
        ahead = table.winner_index(trick.tiles[:-1])  # who was taking it when this seat played
        best = table.power[led][trick.tiles[ahead]]
        if same_side(rules, trick.seats[ahead], seat):
            if count[tile]:
                continue
            suspect = counters  # a count tile it could have thrown to its partner
        elif count[tile] and trick.winner != seat:
            suspect = sum(1 << t for t in range(len(count)) if not count[t] and table.power[led][t] < best)
        else:
            continue
        held = 1 << tile
        for after in obs.tricks[index + 1:]:
            held |= sum(1 << t for s, t in zip(after.seats, after.tiles) if s == seat)
        held |= sum(1 << t for s, t in obs.trick if s == seat)
        out.append(Signal(index, seat, held, table, led, suspect & ~(1 << tile)))
    return out


def signal_log_weight(signals: list[Signal], hands: tuple[int, ...] | list[int]) -> float:
    """The log of how much less likely these hands make the plays seen."""
    log_w = 0.0
    for s in signals:
        if s.table.legal(hands[s.seat] | s.held, s.led) & s.suspect:
            log_w += math.log(UNLIKELY)
    return log_w
