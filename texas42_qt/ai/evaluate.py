"""What a seat's options are worth, seen only through its observation.

Sample hidden worlds, solve each with all hands open, and count: for a bid,
the chance of reaching each level under each contract; for a play, each legal
tile's chance of making (or setting) the contract and its expected points.
Players and hints both use these; they never look at hidden tiles.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..engine import (
    Contract,
    Observation,
    Phase,
    Play,
    Rules,
    Stake,
    Variant,
    contract_table,
    partner_of,
    same_side,
    stake_of,
)
from . import realise, solver
from .heuristics import SUIT_CONTRACTS, best_contract, estimate_points, weakest_tile
from .parallel import solve_all
from .sampler import Sampler, World


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
    """What the solver's value means for this hand from here: the engine's stake
    (who maximises, whose tricks count, points or tricks), the seats that play
    for it, and the value from here that makes the contract."""

    stake: Stake
    max_seats: int
    need: int

    @property
    def count(self) -> bool:
        return self.stake.count


def ends_once_decided(rules: Rules) -> bool:
    """Whether a hand ends as soon as its bid is made or set (`end_early`; Moon plays every trick):
    a play hint's values, which play every trick, then count some that may never be played, and
    its header and reasons say "if played out"."""
    return rules.end_early and rules.variant is not Variant.MOON


def plays_for_own_tricks(obs: Observation) -> bool:
    """Moon once the bid is made or set: every trick left is a point for whoever takes it, so
    from here each player plays for its own tricks (PLAY phase). A trick in progress that this
    seat, last to play, cannot take from its winner counts as taken (found by QA: the bidder's
    trump took the trick that made the bid whatever was played, and the hint still ranked the
    tiles by the bidder's tricks, not by the seat's own)."""
    stake = obs.stake
    assert stake is not None
    if obs.rules.variant is not Variant.MOON:
        return False
    tricks_won, left = list(obs.tricks_won), obs.rules.layout.tricks - len(obs.tricks)
    winner = _sure_trick_winner(obs)
    if winner is not None:
        tricks_won[winner] += 1
        left -= 1
    need = stake.need(obs.points, tuple(tricks_won))
    return need <= 0 or need > left


def _sure_trick_winner(obs: Observation) -> int | None:
    """The seat that takes the trick in progress whatever this seat, the last to play to it, plays."""
    if obs.contract is None or len(obs.trick) != obs.rules.layout.n_seats - 1:
        return None
    table = contract_table(obs.rules, obs.contract)
    tiles = tuple(tile for _, tile in obs.trick)
    winners = {table.winner_index(tiles + (a.tile,)) for a in obs.legal if isinstance(a, Play)}
    if len(winners) != 1 or len(tiles) in winners:
        return None
    return obs.trick[winners.pop()][0]


def goal_for(obs: Observation) -> Goal:
    """The contract's goal from the current point of the hand (PLAY phase)."""
    stake = obs.stake
    assert stake is not None
    tricks_left = obs.rules.layout.tricks - len(obs.tricks)
    if plays_for_own_tricks(obs):  # (no chance left to change: the need is out of reach)
        return Goal(stake, 1 << obs.seat, tricks_left + 1)
    return Goal(stake, stake.bidders, stake.need(obs.points, obs.tricks_won))


# ------------------------------------------------------------------ budgets


@dataclass(frozen=True)
class Effort:
    """How hard to think, counted, never timed: the same position gets the same
    decision on any machine. Worlds are sampled hidden deals, each solved with
    all hands open."""

    worlds: int = 24
    """Worlds for a card play."""
    lead_worlds: int = 0
    """Worlds for the hand's opening lead (the widest-open decision); 0: `worlds`."""
    enumerate_below: int = 48
    """Solve every consistent deal instead of sampling when there are at most this many."""
    contracts: int = 4
    """How many trumps (best by a quick look) a bid evaluation considers."""
    scout_worlds: int = 8
    """Worlds every candidate contract of a bid is solved on."""
    bid_worlds: int = 24
    """Worlds the `focus` most promising contracts are solved on in all."""
    focus: int = 2
    infer_trump: bool = False
    """Weight a card play's worlds by how likely the seat that named trump was to name it."""
    defence_worlds: int = 0
    """Worlds a bid decision solves the opponents' standing bid on, to value a pass
    (`evaluate_defence`); 0: a pass is valued as if nobody had bid."""

    infer_play: bool = False
    """Weight a card play's worlds by the count the other seats threw or kept (`inference`)."""
    close_worlds: int = 0
    """More worlds, at most this many, for a card play (not the opening lead) whose two
    best options are not yet told apart (a paired test on the same worlds; `CLOSE_Z`)."""

    realise: bool = False
    """Weigh a card play by how often its open-hands margin is made in real play
    (`realise`), not by whether the margin is at least 0."""

    read_auction: bool = True
    """Weight a card play's worlds by the auction: how likely each seat's bids and passes
    (and, with `infer_trump`, the trump named) were with those tiles. Off where the auction
    says nothing, as in the arena's forced 30 (a bid of 30 and three passes whatever the
    hands, the trump the longest suit)."""

    deep_worlds: int = 0
    """Worlds, at most, for a card play with more than `DEEP_TRICKS` tricks left (42 for
    three's first trick, where a world costs several of a seven-trick hand's); 0: no cap."""

    widow_in_bid: bool = False
    """Moon: weigh a bid (and a trump named before the widow) with the widow taken in each
    deal and the tile the quick estimate misses least laid away; off: the hand as dealt."""

    widow_search: bool = False
    """Moon: lay away the tile that leaves the best trump decision, each tile weighed as
    naming trump weighs the hand (`widow`); off: the quick estimate's tile."""

    def play_worlds(self, opening_lead: bool, tricks_left: int = 0) -> int:
        worlds = self.lead_worlds if opening_lead and self.lead_worlds else self.worlds
        if self.deep_worlds and tricks_left > DEEP_TRICKS:
            return min(worlds, self.deep_worlds)
        return worlds


DEEP_TRICKS = 8
"""More tricks left than this (nine, only in 42 for three) make a play's worlds dear:
its opening lead took Hard 4.5-5.3 s on 128 worlds, the second play about 2 s."""


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


def evaluate_contracts(
    obs: Observation,
    contracts: list[Contract],
    effort: Effort,
    rng: random.Random,
    leader: int | None = None,
) -> dict[Contract, Outlook]:
    """Value of the whole hand under each contract over sampled worlds, with this
    seat (or `leader`) leading and this seat's side bidding.

    Every contract is scouted on `effort.scout_worlds` worlds; the `effort.focus`
    most promising ones are then solved on `effort.bid_worlds` worlds in all (the
    same worlds, so their comparison is paired). Few worlds make the best-looking
    option look better than it is, so the options that matter get the most samples."""
    bidder = obs.seat
    leader = bidder if leader is None else leader
    out = {c: Outlook() for c in contracts}
    n = max(effort.scout_worlds, effort.bid_worlds if effort.focus else 0)
    worlds = Sampler(obs).sample(n, rng)
    scout = min(effort.scout_worlds, len(worlds))

    widow = effort.widow_in_bid and obs.widow_on_table

    def solve_each(pairs: list[tuple[World, Contract]]) -> None:
        jobs = [(_widow_taken(obs.rules, w.hands, bidder, c) if widow else w.hands, c) for w, c in pairs]
        values = solve_all(lambda job: _solve_whole_hand(obs.rules, job[0], bidder, leader, job[1]), jobs)
        for (world, c), value in zip(pairs, values):
            out[c].add(value, world.weight)

    solve_each([(world, c) for world in worlds[:scout] for c in contracts])
    ranked = sorted(contracts, key=lambda c: -_promise(obs.rules, c, out[c]))
    solve_each([(world, c) for world in worlds[scout:] for c in ranked[: effort.focus]])
    return out


def _widow_taken(rules: Rules, hands: tuple[int, ...], bidder: int, contract: Contract) -> tuple[int, ...]:
    """Moon: the bidder's hand once it has taken the widow (the tile no hand of this deal
    holds) and laid away the tile the quick estimate misses least under `contract`."""
    held = 0
    for hand in hands:
        held |= hand
    full = hands[bidder] | (rules.layout.tiles & ~held)
    kept = full & ~(1 << weakest_tile(full, rules, contract))
    return hands[:bidder] + (kept,) + hands[bidder + 1:]


def sure_outlook(rules: Rules, contract: Contract) -> Outlook:
    """The outlook of a sure laydown: every world gives the whole hand, so it is stood for
    by one (`bidding.sure_laydown` proved it for every deal; no sampling needed)."""
    return Outlook([stake_of(rules, 0, contract).full], [1.0])


def evaluate_partner_contract(obs: Observation, effort: Effort, rng: random.Random) -> Outlook:
    """Plunge and Splash: the partner names trump (its best suit by a quick look at
    its tiles in each world) and leads; the value is the bidders' whole-hand points."""
    rules = obs.rules
    partner = partner_of(rules, obs.seat)
    assert partner is not None, "Plunge and Splash are bid with a partner"
    worlds = Sampler(obs).sample(max(effort.scout_worlds, effort.bid_worlds // 2), rng)

    def solve(world: World) -> int:
        contract, _ = best_contract(world.hands[partner], rules)
        return _solve_whole_hand(rules, world.hands, obs.seat, partner, contract)

    return Outlook(solve_all(solve, worlds), [w.weight for w in worlds])


def evaluate_defence(obs: Observation, effort: Effort, rng: random.Random) -> Outlook | None:
    """What passing leaves: when an opponent holds the bid, its chance of making it,
    over `effort.defence_worlds` worlds (weighted by the auction). In each world the
    bidder names the trump a quick look at its tiles prefers and leads; the value is
    1 (made) or 0 (set); in Moon (with `effort.widow_in_bid`) the bidder takes the widow first.
    In Moon and 42 for three every other player is an opponent. None when no opponent holds
    the bid (or no worlds are asked)."""
    rules = obs.rules
    bidder, bid = obs.bidder, obs.bid
    if not effort.defence_worlds or bidder is None or bid is None or bid.special:
        return None
    if same_side(rules, bidder, obs.seat):
        return None
    worlds = Sampler(obs).sample(effort.defence_worlds, rng)
    widow = effort.widow_in_bid and obs.widow_on_table

    def made(world: World) -> int:
        contract, _ = best_contract(world.hands[bidder], rules)
        hands = _widow_taken(rules, world.hands, bidder, contract) if widow else world.hands
        stake = stake_of(rules, bidder, contract)
        return int(solver.solve(solver.stake_position(stake, hands, bidder)) >= stake.target_for(bid.value))

    return Outlook(solve_all(made, worlds), [w.weight for w in worlds])


def _promise(rules: Rules, contract: Contract, outlook: Outlook) -> float:
    """How good a contract looks on the scouting worlds, as a share of what it can take."""
    return outlook.expected() / stake_of(rules, 0, contract).full


def open_hands_value(
    rules: Rules, hands: tuple[int, ...], bidder: int, contract: Contract, leader: int | None = None
) -> int:
    """With every hand known and perfect play, what `bidder`'s side takes under
    `contract` with the bidder (or `leader`) leading, in the unit of the contract's
    valuation stake (`stake_of(rules, bidder, contract)`): points (count plus tricks)
    where count matters; tricks in Moon and Sevens; for Nello, the tricks the
    opponents take (all of them means the Nello makes)."""
    return _solve_whole_hand(rules, hands, bidder, bidder if leader is None else leader, contract)


def _solve_whole_hand(rules: Rules, hands: tuple[int, ...], bidder: int, leader: int, contract: Contract) -> int:
    stake = stake_of(rules, bidder, contract)
    return solver.solve(solver.stake_position(stake, hands, leader))


# --------------------------------------------------------------------- play


@dataclass
class PlayOutlook:
    tile: int
    outlook: Outlook
    good_is_high: bool
    need: int
    realised: Callable[[int], float] | None = None
    """How often the bidders make from a world's value in real play (`realise`); None: when it reaches the need."""
    exact: bool = False
    """Its worlds are every deal the seat could face, not a sample: its values have no sampling noise."""

    @property
    def chance(self) -> float:
        """Chance this play leads to making the contract (for the bidders) or setting it (defenders)."""
        return self.outlook.chance(self.need, at_least=self.good_is_high)

    def hit(self, value: int) -> float:
        """What one world's value is worth to this seat: 1 or 0, or its chance in real play."""
        made = float(value >= self.need) if self.realised is None else self.realised(value)
        return made if self.good_is_high else 1.0 - made

    @property
    def score(self) -> float:
        """What a player chooses by: `chance`, or with `realised` its mean over the worlds."""
        if self.realised is None:
            return self.chance
        total = sum(self.outlook.weights)
        hits = sum(self.hit(v) * w for v, w in zip(self.outlook.values, self.outlook.weights))
        return hits / total if total else 0.0

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
    legal = [a.tile for a in obs.legal if isinstance(a, Play)]
    mine_is_max = bool(goal.max_seats >> obs.seat & 1)
    tricks_left = obs.rules.layout.tricks - len(obs.tricks)
    curve = _realised_curve(obs, goal, tricks_left) if effort.realise else None
    # A forced tile is still valued (players never ask: they play it at once; a hint
    # shows its chance, which an empty outlook would give as 0%).
    results = {t: PlayOutlook(t, Outlook(), mine_is_max, goal.need, curve) for t in legal}
    opening = not obs.tricks and not obs.trick
    sampler = Sampler(obs, use_auction=effort.read_auction, infer_trump=effort.infer_trump and effort.read_auction,
                      infer_play=effort.infer_play)

    def add(worlds: list[World]) -> None:
        for world, values in zip(worlds, solve_all(lambda w: open_move_values(obs, goal, w.hands), worlds)):
            for t, v in values.items():
                results[t].outlook.add(v, world.weight)

    add(sampler.worlds(effort.play_worlds(opening, tricks_left), rng, effort.enumerate_below))
    if sampler.count() <= max(effort.enumerate_below, 0):  # (`Sampler.worlds` enumerated them)
        for play in results.values():
            play.exact = True
    # Sampled, not every world: more may settle it. Not for the opening lead, whose
    # worlds each cost a whole hand's search (`lead_worlds` is its budget), nor while
    # more tricks are left than a seven-trick hand has (42 for three's first two).
    if not opening and tricks_left <= CLOSE_MAX_TRICKS and sampler.count() > effort.enumerate_below:
        extra = 0
        while extra < effort.close_worlds and len(results) > 1 and _undecided(results.values()):
            add(sampler.sample(CLOSE_BATCH, rng))
            extra += CLOSE_BATCH
    return sorted(results.values(), key=lambda p: (-p.score, -p.expected, p.tile))


def _realised_curve(obs: Observation, goal: Goal, tricks_left: int) -> Callable[[int], float] | None:
    if goal.max_seats != goal.stake.bidders or not realise.applies(obs.rules, goal.count):
        return None
    return lambda value: realise.made_chance(tricks_left, value - goal.need)


CLOSE_BATCH = 32
"""Worlds added at a time to a close card play."""
CLOSE_MAX_TRICKS = 7
"""Close plays get more worlds only with at most this many tricks left: a world of a
nine-trick hand's early plays costs several of a seven-trick one (up to 4.8 s more)."""
CLOSE_Z = 2.0
"""Two options are told apart when their paired difference is this many standard errors from 0."""


def _undecided(plays: Iterable[PlayOutlook]) -> bool:
    """Whether the two best plays are not yet told apart: by their chance, or (as
    good a chance in every world alike) by their expected value, on the same worlds."""
    best, second = sorted(plays, key=lambda p: (-p.score, -p.expected, p.tile))[:2]
    weights = best.outlook.weights

    def hits(p: PlayOutlook) -> list[float]:
        return [p.hit(v) for v in p.outlook.values]

    diffs = [a - b for a, b in zip(hits(best), hits(second))]
    if not any(diffs):
        sign = 1 if best.good_is_high else -1
        diffs = [sign * (a - b) for a, b in zip(best.outlook.values, second.outlook.values)]
    return _paired_z(diffs, weights) < CLOSE_Z


def too_close(plays: Sequence[PlayOutlook]) -> PlayOutlook | None:
    """The second best of `plays` (in `evaluate_plays`' order) when the sampled worlds cannot tell it
    from the best (`_undecided`: less than CLOSE_Z standard errors apart); None when they can, when
    the two are alike in every world (a true tie), or when the worlds were every deal (no noise)."""
    if len(plays) < 2 or plays[0].exact or not _undecided(plays):
        return None
    return plays[1]


def _paired_z(diffs: list[float], weights: list[float]) -> float:
    """How many standard errors the weighted mean of paired differences lies from 0:
    infinite when the differences are all alike (all zero: a tie no world breaks, so
    more worlds would not settle it)."""
    total = sum(weights)
    if not total or not any(diffs):
        return math.inf
    mean = sum(d * w for d, w in zip(diffs, weights)) / total
    var = sum(w * (d - mean) ** 2 for d, w in zip(diffs, weights)) / total
    n_eff = total * total / sum(w * w for w in weights)
    return abs(mean) / math.sqrt(var / n_eff) if var else math.inf


def open_move_values(obs: Observation, goal: Goal, hands: tuple[int, ...]) -> dict[int, int]:
    """Each legal tile's value with every hand known (`hands`) and perfect play from here,
    for `goal` (higher is better for the seats in `goal.max_seats`)."""
    own = goal.max_seats if goal.max_seats != goal.stake.bidders else None
    trick = tuple(t for _, t in obs.trick)
    return solver.move_values(solver.stake_position(goal.stake, hands, obs.leader, trick, own))
