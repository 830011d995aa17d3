"""Hidden hands consistent with what one seat knows.

From an `Observation` only: the tiles already played, the voids shown by
failing to follow (and, in Sevens, by not playing a tile closer to 7), the
hand sizes, the doubles a Plunge or Splash bidder held (the auction's rule, so a
hard fact), and in Moon the widow or discard that lies out of play. Worlds are
drawn exactly uniformly among the consistent deals by counting completions
(a small dynamic programme over capacities; a bidder's doubles by splitting its
hand in two, its doubles and the rest, for each number of doubles it may hold),
enumerated outright when few remain, and weighted by how likely each seat's bids (and, when asked, the trump
another seat named and the count it threw or kept) were with that hand.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TypeVar

from ..engine import DOUBLES_MASK, Observation, Phase, contract_table, same_side
from ..engine.auction import doubles_needed
from ..engine.tables import SEVENS_DISTANCE_MASKS
from ..engine.tiles import TILE_PIPS, tiles_of
from .heuristics import bid_likelihood, trump_likelihood
from .inference import play_signals, signal_log_weight

T = TypeVar("T")
NO_DEAL = "no deal of the hidden tiles fits this observation"


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
        self._cases = self._split_by_doubles()
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

    def _doubles_owed(self) -> dict[int, int]:
        """Slot -> the doubles a seat that bid a Plunge or Splash holds at least: the engine lets
        it bid only holding that many, counting the tiles it has played since."""
        obs = self.obs
        played = _played(obs)
        owed: dict[int, int] = {}
        for seat, bid in obs.bids:
            need = doubles_needed(bid)
            if need and seat != obs.seat:
                k = self.others.index(seat)
                owed[k] = max(owed.get(k, 0), need - (played[seat] & DOUBLES_MASK).bit_count())
        return {k: need for k, need in owed.items() if need > 0}

    def _split_by_doubles(self) -> list[_Deals]:
        """The consistent deals as problems of capacities alone: one, unless a Plunge or Splash
        bidder is owed doubles; then one per number of doubles each such bidder gets (`need` up
        to as many as it may hold). Each deal is in exactly one of them."""
        plain = _Deals(self.allowed, tuple(self.sizes), tuple(range(len(self.sizes))))
        owed = self._doubles_owed()
        if not owed:
            return [plain]
        is_double = [bool(DOUBLES_MASK >> t & 1) for t in self.pool]
        most = [min(self.sizes[k], sum(d and k in seats for seats, d in zip(self.allowed, is_double))) for k in owed]
        ranges = [range(need, top + 1) for need, top in zip(owed.values(), most)]
        return [plain.with_doubles(dict(zip(owed, counts)), is_double) for counts in itertools.product(*ranges)]

    # -- worlds -----------------------------------------------------------

    def count(self) -> int:
        """How many consistent deals of the hidden tiles there are."""
        return sum(case.count() for case in self._cases)

    def sample(self, n: int, rng: random.Random) -> list[World]:
        """n worlds drawn uniformly among the consistent deals, weighted by the auction."""
        if not self.count():
            raise ValueError(NO_DEAL)
        return [self._world(self._draw(rng)) for _ in range(n)]

    def worlds(self, n: int, rng: random.Random, enumerate_below: int = 0) -> list[World]:
        """Every world when there are at most `enumerate_below` (exact), else `n` samples."""
        total = self.count()
        if total == 0:
            raise ValueError(NO_DEAL)
        if total <= max(enumerate_below, 0):
            return [self._world(a) for case in self._cases for a in case.all()]
        return self.sample(n, rng)

    def _draw(self, rng: random.Random) -> list[int]:
        if len(self._cases) == 1:  # (no pick: the ordinary case draws as it always has)
            return self._cases[0].draw(rng)
        cases = tuple(self._cases)
        return _weighted_pick(cases, [case.count() for case in cases], rng).draw(rng)

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
        played = _played(obs)
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


class _Deals:
    """The ways to place the hidden tiles into slots of given capacities, each tile into one of
    the slots allowed it; `home` says whose each slot is (the slots a seat's is split into)."""

    def __init__(self, allowed: tuple[tuple[int, ...], ...], sizes: tuple[int, ...], home: tuple[int, ...]):
        self.allowed = allowed
        self.sizes = sizes
        self.home = home
        self._count = _counter(allowed)

    def count(self) -> int:
        return self._count(0, self.sizes)

    def with_doubles(self, given: dict[int, int], is_double: list[bool]) -> _Deals:
        """The placements in which each slot of `given` gets exactly that many doubles: its slot
        is split in two, one for its doubles (only doubles allowed in), one for its other tiles."""
        sizes = list(self.sizes)
        home = list(self.home)
        split = {}
        for k, j in given.items():
            sizes[k] -= j
            split[k] = len(sizes)
            sizes.append(j)
            home.append(self.home[k])
        allowed = tuple(tuple(split.get(k, k) if d else k for k in slots) for slots, d in zip(self.allowed, is_double))
        return _Deals(allowed, tuple(sizes), tuple(home))

    def draw(self, rng: random.Random) -> list[int]:
        """One placement, uniform among them: each tile's slot, as the sampler numbers slots."""
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
            assignment.append(self.home[k])
        return assignment

    def all(self) -> list[list[int]]:
        """Every placement."""
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
                    current.append(self.home[k])
                    walk(i + 1)
                    current.pop()
                    caps[k] += 1

        walk(0)
        return out


def _played(obs: Observation) -> list[int]:
    """Per seat, the tiles it has played this hand."""
    played = [0] * obs.rules.layout.n_seats
    for trick in obs.tricks:
        for s, t in zip(trick.seats, trick.tiles):
            played[s] |= 1 << t
    for s, t in obs.trick:
        played[s] |= 1 << t
    return played


def _weighted_pick(choices: tuple[T, ...], weights: list[int], rng: random.Random) -> T:
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
