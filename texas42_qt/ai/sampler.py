"""Hidden hands consistent with what one seat knows.

From an `Observation` only: the tiles already played, the voids shown by
failing to follow (and, in Sevens, by not playing a tile closer to 7), the
hand sizes, and in Moon the widow or discard that lies out of play. Worlds are
drawn exactly uniformly among the consistent deals by counting completions
(a small dynamic programme over capacities), enumerated outright when few
remain, and weighted by how likely each seat's bids (and, when asked, the trump
another seat named and the count it threw or kept) were with that hand.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..engine import Observation, Phase, contract_table, same_side
from ..engine.tables import SEVENS_DISTANCE_MASKS
from ..engine.tiles import TILE_PIPS, tiles_of
from .heuristics import bid_likelihood, trump_likelihood
from .inference import play_signals, signal_log_weight


@dataclass(frozen=True)
class World:
    """One possible layout of every seat's current tiles."""

    hands: tuple[int, ...]
    weight: float = 1.0


class Sampler:
    """Draws deals of the hidden tiles consistent with one seat's observation."""

    def __init__(self, obs: Observation, use_auction: bool = True, infer_trump: bool = False,
                 infer_play: bool = False):
        self.obs = obs
        self.n = obs.rules.layout.n_seats
        self.others = [s for s in range(self.n) if s != obs.seat]
        self.pool = self._unknown_tiles()
        self.sizes = [obs.hand_sizes[s] for s in self.others]
        dead = len(self.pool) - sum(self.sizes)
        if dead < 0:
            raise ValueError("observation is inconsistent: more hidden tiles held than unknown")
        # A "dead" slot takes tiles lying out of play (Moon's widow or discard).
        self.sizes.append(dead)
        forbidden = self._forbidden()
        self.allowed = tuple(
            tuple(k for k, s in enumerate(self.others) if not forbidden.get(s, 0) >> t & 1) + (len(self.others),)
            for t in self.pool
        )
        self.use_auction = use_auction and any(not b.is_pass for _, b in obs.bids)
        # The trump named by another seat says what that seat is long in.
        self.trump_namer = -1
        if infer_trump and obs.contract is not None and obs.trump_seat not in (-1, obs.seat):
            self.trump_namer = obs.trump_seat
        self._count = _counter(self.allowed)
        # Count thrown or kept by the last seat of a trick says what it did not hold.
        self.signals = play_signals(obs) if infer_play else []

    # -- what is known ----------------------------------------------------

    def _unknown_tiles(self) -> list[int]:
        return tiles_of(self.obs.rules.layout.tiles & ~self.obs.seen_tiles)

    def _forbidden(self) -> dict[int, int]:
        """Per seat, the tiles it cannot hold (shown void)."""
        obs = self.obs
        out: dict[int, int] = {}
        if obs.contract is None or obs.phase not in (Phase.PLAY,):
            return out
        table = contract_table(obs.rules, obs.contract)
        plays = [list(zip(t.seats, t.tiles)) for t in obs.tricks]
        if obs.trick:
            plays.append(list(obs.trick))
        for trick in plays:
            led = table.lead_suit[trick[0][1]]
            for i, (seat, tile) in enumerate(trick):
                if table.sevens:
                    d = abs(TILE_PIPS[tile] - 7)
                    out[seat] = out.get(seat, 0) | sum(SEVENS_DISTANCE_MASKS[:d])
                elif i and not table.members[led] >> tile & 1:
                    out[seat] = out.get(seat, 0) | table.members[led]
        return out

    # -- worlds -----------------------------------------------------------

    def count(self) -> int:
        """How many consistent deals of the hidden tiles there are."""
        return self._count(0, tuple(self.sizes))

    def sample(self, n: int, rng: random.Random) -> list[World]:
        """n worlds drawn uniformly among the consistent deals, weighted by the auction."""
        return [self._world(self._draw(rng)) for _ in range(n)]

    def worlds(self, n: int, rng: random.Random, enumerate_below: int = 0) -> list[World]:
        """Every world when there are at most `enumerate_below` (exact), else `n` samples."""
        total = self.count()
        if total == 0:
            raise ValueError("no deal of the hidden tiles fits this observation")
        if total <= max(enumerate_below, 0):
            return [self._world(a) for a in self._all()]
        return self.sample(n, rng)

    def _draw(self, rng: random.Random) -> list[int]:
        caps = list(self.sizes)
        assignment = []
        for i, seats in enumerate(self.allowed):
            counts = []
            for k in seats:
                if caps[k]:
                    caps[k] -= 1
                    counts.append(self._count(i + 1, tuple(caps)))
                    caps[k] += 1
                else:
                    counts.append(0)
            k = _weighted_pick(seats, counts, rng)
            caps[k] -= 1
            assignment.append(k)
        return assignment

    def _all(self) -> list[list[int]]:
        out: list[list[int]] = []
        caps = list(self.sizes)
        current: list[int] = []

        def walk(i: int) -> None:
            if i == len(self.allowed):
                out.append(current[:])
                return
            for k in self.allowed[i]:
                if caps[k] and self._count(i + 1, tuple(caps[j] - (j == k) for j in range(len(caps)))):
                    caps[k] -= 1
                    current.append(k)
                    walk(i + 1)
                    current.pop()
                    caps[k] += 1

        walk(0)
        return out

    def _world(self, assignment: list[int]) -> World:
        hands = [0] * self.n
        hands[self.obs.seat] = self.obs.hand
        for t, k in zip(self.pool, assignment):
            if k < len(self.others):
                hands[self.others[k]] |= 1 << t
        weight = self._auction_weight(hands) if self.use_auction or self.trump_namer >= 0 else 1.0
        if self.signals:
            weight *= math.exp(signal_log_weight(self.signals, hands))
        return World(tuple(hands), weight)

    def _auction_weight(self, hands: list[int]) -> float:
        """How likely the seats' bids were, had they held these tiles (the tiles played since count too)."""
        obs = self.obs
        played = [0] * self.n
        for trick in obs.tricks:
            for s, t in zip(trick.seats, trick.tiles):
                played[s] |= 1 << t
        for s, t in obs.trick:
            played[s] |= 1 << t
        log_w = 0.0
        high = 0
        if self.trump_namer >= 0:
            assert obs.contract is not None
            namer = self.trump_namer
            log_w += math.log(trump_likelihood(hands[namer] | played[namer], obs.contract, obs.rules))
        for seat, bid in obs.bids if self.use_auction else ():
            if seat != obs.seat:
                partner_high = obs.rules.layout.partnerships and high and same_side(obs.rules, _high_seat(obs, high), seat)
                log_w += math.log(bid_likelihood(hands[seat] | played[seat], bid, high, obs.rules, bool(partner_high)))
            if not bid.is_pass:
                high = bid.value
        return math.exp(log_w)


def _weighted_pick(choices: tuple[int, ...], weights: list[int], rng: random.Random) -> int:
    """One of `choices` with probability proportional to its (integer) weight."""
    pick = rng.randrange(sum(weights))
    for choice, w in zip(choices, weights):
        if pick < w:
            return choice
        pick -= w
    raise AssertionError("unreachable: pick is below the total weight")


def _high_seat(obs: Observation, value: int) -> int:
    for seat, bid in obs.bids:
        if bid.value == value:
            return seat
    return -1


def _counter(allowed: tuple[tuple[int, ...], ...]) -> Callable[[int, tuple[int, ...]], int]:
    """count(i, caps): the number of ways to place tiles i.. into slots with these capacities."""
    n_tiles = len(allowed)

    @cache
    def count(i: int, caps: tuple[int, ...]) -> int:
        if i == n_tiles:
            return 1 if not any(caps) else 0
        if sum(caps) != n_tiles - i:
            return 0
        total = 0
        for k in allowed[i]:
            if caps[k]:
                total += count(i + 1, caps[:k] + (caps[k] - 1,) + caps[k + 1 :])
        return total

    return count
