"""What a seat's options are worth, seen only through its observation.

Sample hidden worlds, solve each with all hands open, and count: for a bid,
the chance of reaching each level under each contract; for a play, each legal
tile's chance of making (or setting) the contract and its expected points.
Players and hints both use these; they never look at hidden tiles.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..engine import Contract, Observation, Phase, Play, Rules, Variant, contract_table, seat_order
from ..engine.tiles import N_TILES
from . import solver
from .heuristics import SUIT_CONTRACTS, best_contract, estimate_points
from .sampler import Sampler

NO_COUNT = (0,) * N_TILES


@dataclass
class Outlook:
    """Values of one contract (or one play) over sampled worlds."""

    values: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)

    def add(self, value: int, weight: float) -> None:
        self.values.append(value)
        self.weights.append(weight)

    @property
    def n(self) -> int:
        return len(self.values)

    def chance(self, target: int, at_least: bool = True) -> float:
        """Weighted share of worlds whose value is >= target (or < target)."""
        total = sum(self.weights)
        if not total:
            return 0.0
        hit = sum(w for v, w in zip(self.values, self.weights) if (v >= target) == at_least)
        return hit / total

    def cautious_chance(self, target: int) -> float:
        """A pessimistic chance for decisions: Laplace-smoothed, less one standard
        error. Picking the best of many noisy estimates favours lucky ones; this
        keeps a bidder from trusting a handful of kind worlds."""
        n = self.n_eff()
        if not n:
            return 0.0
        p = (self.chance(target) * n + 1) / (n + 2)
        return max(0.0, p - math.sqrt(p * (1 - p) / (n + 2)))

    def n_eff(self) -> float:
        """Effective number of worlds given their weights."""
        total = sum(self.weights)
        squares = sum(w * w for w in self.weights)
        return total * total / squares if squares else 0.0

    def expected(self) -> float:
        total = sum(self.weights)
        return sum(v * w for v, w in zip(self.values, self.weights)) / total if total else 0.0

    def stderr(self, p: float) -> float:
        """Standard error of a chance, using the effective sample size of the weights."""
        n_eff = self.n_eff()
        return math.sqrt(max(p * (1 - p), 0.0) / n_eff) if n_eff else 0.5


# ------------------------------------------------------------------- goals


@dataclass(frozen=True)
class Goal:
    """What the solver's value means for this hand: which seats maximise, whether
    count matters, and the value from here that makes the contract."""

    max_seats: int
    count: bool
    need: int


def goal_for(obs: Observation) -> Goal:
    """The contract's goal from the current point of the hand (PLAY phase)."""
    assert obs.bidder is not None and obs.bid is not None and obs.contract is not None
    layout = obs.rules.layout
    bside = layout.side(obs.bidder)
    bidders = sum(1 << s for s in range(layout.n_seats) if layout.side(s) == bside)
    everyone = (1 << layout.n_seats) - 1
    tricks_left = layout.tricks - len(obs.tricks)
    if obs.contract is Contract.NELLO:
        return Goal(everyone & ~bidders, False, tricks_left)
    if obs.rules.variant is Variant.MOON:
        target = 7 if obs.bid.value == 21 else obs.bid.value
        need = target - obs.tricks_won[obs.bidder]
        if need <= 0 or need > tricks_left:
            # Made or set already: every trick left is a point for whoever takes it, so from
            # here each player plays for its own tricks (no chance left to change: need is unreachable).
            return Goal(1 << obs.seat, False, tricks_left + 1)
        return Goal(bidders, False, need)
    if obs.bid.value >= 42 or obs.contract is Contract.SEVENS:
        return Goal(bidders, False, tricks_left)
    return Goal(bidders, True, obs.bid.value - obs.points[bside])


def bidding_goal(rules: Rules, bidder: int, contract: Contract) -> tuple[int, bool]:
    """(max_seats, count) for valuing a whole hand before it is played."""
    layout = rules.layout
    bside = layout.side(bidder)
    bidders = sum(1 << s for s in range(layout.n_seats) if layout.side(s) == bside)
    if contract is Contract.NELLO:
        return ((1 << layout.n_seats) - 1) & ~bidders, False
    count = rules.variant is not Variant.MOON and contract is not Contract.SEVENS
    return bidders, count


# ------------------------------------------------------------------ budgets


@dataclass(frozen=True)
class Effort:
    """How hard to think: worlds to sample, a time budget, enumeration size."""

    worlds: int = 24
    seconds: float = 0.25
    enumerate_below: int = 48
    contracts: int = 4
    """How many contracts (best by a quick look) a bid evaluation solves."""


def _deadline(seconds: float) -> float:
    return time.perf_counter() + seconds


# ------------------------------------------------------------------ bidding


def candidate_contracts(obs: Observation, limit: int) -> list[Contract]:
    """The contracts worth solving for this hand: the best few trumps by a quick
    look, plus follow-me, Nello and Sevens where the rules allow them."""
    rules = obs.rules
    trumps = list(SUIT_CONTRACTS)
    if rules.variant is not Variant.MOON or rules.doubles_trump:
        trumps.append(Contract.DOUBLES)
    trumps.sort(key=lambda c: -estimate_points(obs.hand, c, rules))
    out = trumps[: max(1, limit)]
    if rules.variant is not Variant.MOON or rules.follow_me:
        if limit >= 4:
            out.append(Contract.FOLLOW_ME)
    if rules.variant is not Variant.MOON:
        if rules.nello is not None and limit >= 3:
            out.append(Contract.NELLO)
        if rules.sevens is not None and limit >= 3:
            out.append(Contract.SEVENS)
    return out


SCOUT_WORLDS = 8
"""Worlds every candidate contract is solved on before the search focuses."""


def evaluate_contracts(
    obs: Observation,
    contracts: list[Contract],
    effort: Effort,
    rng: random.Random,
    leader: int | None = None,
    focus: int = 2,
) -> dict[Contract, Outlook]:
    """Value of the whole hand under each contract over sampled worlds, with this
    seat (or `leader`) leading and this seat's side bidding.

    Every contract is scouted on a few worlds; the rest of the budget goes to the
    `focus` most promising ones. Few worlds make the best-looking option look
    better than it is, so the options that matter get the most samples."""
    bidder = obs.seat
    leader = bidder if leader is None else leader
    deadline = _deadline(effort.seconds)
    out = {c: Outlook() for c in contracts}
    worlds = Sampler(obs).sample(effort.worlds, rng)
    scout = min(SCOUT_WORLDS, len(worlds))
    for world in worlds[:scout]:
        for c in contracts:
            out[c].add(_solve_whole_hand(obs.rules, world.hands, bidder, leader, c), world.weight)
    ranked = sorted(contracts, key=lambda c: -_promise(obs.rules, c, out[c]))
    for world in worlds[scout:]:
        if time.perf_counter() > deadline:
            break
        for c in ranked[:focus]:
            out[c].add(_solve_whole_hand(obs.rules, world.hands, bidder, leader, c), world.weight)
    return out


def evaluate_partner_contract(obs: Observation, effort: Effort, rng: random.Random) -> Outlook:
    """Plunge and Splash: the partner names trump (its best suit by a quick look at
    its tiles in each world) and leads; the value is the bidders' whole-hand points."""
    rules = obs.rules
    partner = (obs.seat + 2) % rules.layout.n_seats
    deadline = _deadline(effort.seconds / 2)
    outlook = Outlook()
    for world in Sampler(obs).sample(effort.worlds, rng):
        contract, _ = best_contract(world.hands[partner], rules)
        outlook.add(_solve_whole_hand(rules, world.hands, obs.seat, partner, contract), world.weight)
        if outlook.n >= SCOUT_WORLDS and time.perf_counter() > deadline:
            break
    return outlook


def _promise(rules: Rules, contract: Contract, outlook: Outlook) -> float:
    """How good a contract looks on the scouting worlds, as a share of what it can take."""
    full = rules.layout.total_points if bidding_goal(rules, 0, contract)[1] else rules.layout.tricks
    return outlook.expected() / full


def open_hands_value(
    rules: Rules, hands: tuple[int, ...], bidder: int, contract: Contract, leader: int | None = None
) -> int:
    """With every hand known and perfect play, what `bidder`'s side takes under
    `contract` with the bidder (or `leader`) leading: points (count plus tricks) where count
    matters; tricks in Moon and Sevens; for Nello, the tricks the opponents take
    (all of them means the Nello makes)."""
    return _solve_whole_hand(rules, hands, bidder, bidder if leader is None else leader, contract)


def _solve_whole_hand(rules: Rules, hands: tuple[int, ...], bidder: int, leader: int, contract: Contract) -> int:
    max_seats, count = bidding_goal(rules, bidder, contract)
    out_seat = (bidder + 2) % 4 if contract is Contract.NELLO and rules.layout.partnerships else -1
    pos = solver.Position(
        hands=tuple(0 if s == out_seat else h for s, h in enumerate(hands)),
        next_seat=seat_order(rules.layout.n_seats, out_seat),
        trick_size=rules.layout.n_seats - (out_seat >= 0),
        leader=leader,
        trick=(),
        table=contract_table(rules, contract),
        weight=rules.layout.count if count else NO_COUNT,
        max_seats=max_seats,
    )
    return solver.solve(pos)


# --------------------------------------------------------------------- play


@dataclass
class PlayOutlook:
    tile: int
    outlook: Outlook
    good_is_high: bool
    need: int

    @property
    def chance(self) -> float:
        """Chance this play leads to making the contract (for the bidders) or setting it (defenders)."""
        return self.outlook.chance(self.need, at_least=self.good_is_high)

    @property
    def expected(self) -> float:
        """Expected value from here for this seat's side (points or tricks)."""
        e = self.outlook.expected()
        return e if self.good_is_high else -e


def evaluate_plays(obs: Observation, effort: Effort, rng: random.Random) -> list[PlayOutlook]:
    """Every legal tile's chance and expected value over sampled worlds."""
    if obs.phase is not Phase.PLAY or obs.seat != obs.to_act:
        raise ValueError("evaluate_plays needs the seat to act in the play phase")
    goal = goal_for(obs)
    rules = obs.rules
    table = contract_table(rules, obs.contract) if obs.contract is not None else None
    assert table is not None
    legal = [a.tile for a in obs.legal if isinstance(a, Play)]
    mine_is_max = bool(goal.max_seats >> obs.seat & 1)
    results = {t: PlayOutlook(t, Outlook(), mine_is_max, goal.need) for t in legal}
    if len(legal) == 1:
        return list(results.values())
    sampler = Sampler(obs)
    worlds = sampler.worlds(effort.worlds, rng, effort.enumerate_below)
    deadline = _deadline(effort.seconds)
    for i, world in enumerate(worlds):
        pos = solver.Position(
            hands=tuple(0 if s == obs.sitting_out else h for s, h in enumerate(world.hands)),
            next_seat=seat_order(rules.layout.n_seats, obs.sitting_out),
            trick_size=rules.layout.n_seats - (obs.sitting_out >= 0),
            leader=obs.leader,
            trick=tuple(t for _, t in obs.trick),
            table=table,
            weight=rules.layout.count if goal.count else NO_COUNT,
            max_seats=goal.max_seats,
        )
        for t, v in solver.move_values(pos).items():
            results[t].outlook.add(v, world.weight)
        if i >= 1 and time.perf_counter() > deadline:
            break
    return sorted(results.values(), key=lambda p: (-p.chance, -p.expected, p.tile))
