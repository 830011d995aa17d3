"""Turning contract outlooks into a bid and a trump.

An outlook holds, per sampled world, the value the bidding side takes under a
contract: points when count matters, else tricks. A bid level asks for a
value: 30-41 points, every trick for a mark bid, Nello and Sevens; in Moon a
number of tricks, all seven for shooting the moon.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import (
    MOON_SHOT,
    Bid,
    Contract,
    NameTrump,
    Observation,
    Phase,
    Rules,
    SetScoring,
    Variant,
    contract_table,
    contracts_for_bid,
    same_side,
    scores_marks,
    stake_of,
)
from ..engine.claim import takes_every_trick
from .evaluate import Outlook


def target_for(rules: Rules, contract: Contract, bid_value: int) -> int:
    """The whole-hand value (in the contract's valuation stake) a bid needs: the engine's word."""
    return stake_of(rules, 0, contract).target_for(bid_value)


def playable_chance(outlook: Outlook, target: int, every_trick: bool = False) -> float:
    """The chance a bid decision uses: the open-hands chance made cautious (less one
    standard error, see `Outlook.cautious_chance`), less what playing without seeing
    the hidden tiles costs (`in_play`). Hints show it beside the open-hands chance."""
    return in_play(outlook.cautious_chance(target), every_trick)


def bid_chance(outlook: Outlook, rules: Rules, contract: Contract, bid_value: int) -> float:
    """`playable_chance` of a bid of `bid_value` in `contract`."""
    return playable_chance(outlook, target_for(rules, contract, bid_value), needs_every_trick(rules, contract, bid_value))


def in_play(chance: float, every_trick: bool = False) -> float:
    """How often a bid with this open-hands chance is made at the table: PLAY_GAP less, or
    for every trick with a partner's help the chance to the power MARK_POWER."""
    if every_trick and MARK_POWER > 0:
        return float(chance**MARK_POWER)
    return max(0.0, chance - PLAY_GAP)


def needs_every_trick(rules: Rules, contract: Contract, bid_value: int) -> bool:
    """The bidding side must take every trick, a partner helping (a mark bid, or 42, in Texas 42):
    with open hands the partner plays as if it saw the bidder's tiles (`MARK_POWER`)."""
    if not rules.layout.partnerships or contract in (Contract.NELLO, Contract.SEVENS):
        return False
    return target_for(rules, contract, bid_value) >= stake_of(rules, 0, contract).full


def sure_laydown(obs: Observation) -> Contract | None:
    """A contract under which this hand, leading, takes every trick whatever the others
    hold and play (the engine's exact claim rule at the opening lead, nothing shown yet):
    bid it as high as the rules go, no risk, and name it. Of those the seat may bid or name,
    every one sure, the one it holds most trumps in (found by QA: Moon's seven doubles were
    "a sure laydown in blanks"), then the engine's order. In every game (found by QA: a
    certain Sevens, 42 for three or Moon hand was shown at 83%); with the hand as dealt
    (not Moon's bidder holding the widow)."""
    if obs.phase not in (Phase.BID, Phase.TRUMP) or obs.hand.bit_count() != obs.rules.layout.tricks:
        return None
    if obs.phase is Phase.TRUMP and obs.trump_seat != obs.seat:
        return None
    unseen = obs.rules.layout.tiles & ~obs.hand
    nobody_void = (0,) * (obs.rules.layout.n_seats - 1)
    tables = {c: contract_table(obs.rules, c) for c in _namable(obs) if c is not Contract.NELLO}
    for contract in sorted(tables, key=lambda c: -(obs.hand & tables[c].trump_mask).bit_count()):
        if takes_every_trick(tables[contract], obs.hand, unseen, nobody_void):
            return contract
    return None


def _namable(obs: Observation) -> list[Contract]:
    """The contracts the seat may name now (TRUMP) or after one of its legal bids, in the engine's order."""
    if obs.phase is Phase.TRUMP:
        return [a.contract for a in obs.legal if isinstance(a, NameTrump)]
    forced = len(obs.legal) == 1
    bids = [a for a in obs.legal if isinstance(a, Bid) and not a.is_pass and not a.special]
    return sorted({c for bid in bids for c in contracts_for_bid(obs.rules, bid, forced)})


def contract_allows(rules: Rules, contract: Contract, bid: Bid, forced: bool) -> bool:
    """Whether the engine would let this contract be named on this bid."""
    return contract in contracts_for_bid(rules, bid, forced)


@dataclass(frozen=True)
class BidOption:
    bid: Bid
    contract: Contract
    chance: float
    """The open-hands chance over the sampled worlds."""
    value: float
    """Expected marks (or game points) of bidding this, against passing."""
    playable: float = 0.0
    """The chance the value is computed from (`playable_chance`)."""


def rate_bids(
    obs: Observation, outlooks: dict[Contract, Outlook], partner_outlook: Outlook | None = None
) -> list[BidOption]:
    """Every legal non-pass bid with its best contract, chance and expected value
    (Plunge and Splash only when `partner_outlook` values the partner's contract)."""
    best: dict[Bid, BidOption] = {}
    for option in rate_choices(obs, outlooks, partner_outlook):
        if option.bid not in best or option.value > best[option.bid].value:
            best[option.bid] = option
    return list(best.values())


def rate_choices(
    obs: Observation, outlooks: dict[Contract, Outlook], partner_outlook: Outlook | None = None, game: bool = True
) -> list[BidOption]:
    """Every legal non-pass bid with every contract it may name, each with its
    chance and expected value (a Plunge or Splash once, its contract DOUBLES
    standing for the partner's choice). `game`: see `_bid_value`."""
    rules = obs.rules
    forced = len(obs.legal) == 1
    laydown = sure_laydown(obs)
    options = []
    for action in obs.legal:
        if not isinstance(action, Bid) or action.is_pass:
            continue
        if action.special:
            if partner_outlook is not None and partner_outlook.n:
                full = rules.layout.total_points
                used = playable_chance(partner_outlook, full, every_trick=True)
                p = partner_outlook.chance(full)
                options.append(BidOption(action, Contract.DOUBLES, p,
                                          _bid_value(obs, action, used, partner_outlook, game=game), used))
            continue
        for c, outlook in outlooks.items():
            if not contract_allows(rules, c, action, forced):
                continue
            target = target_for(rules, c, action.value)
            used = 1.0 if c is laydown else bid_chance(outlook, rules, c, action.value)  # a sure laydown needs no margin
            options.append(BidOption(action, c, outlook.chance(target), _bid_value(obs, action, used, outlook, c, game),
                                     used))
    return options


Choice = tuple[Bid, Contract | None]
"""A bidding decision: the bid and the contract it is meant for (None with a pass,
a Plunge or a Splash)."""


def choice_values(
    obs: Observation,
    outlooks: dict[Contract, Outlook],
    partner_outlook: Outlook | None = None,
    boldness: float = 0.0,
    defence: Outlook | None = None,
) -> dict[Choice, float]:
    """Every legal decision valued in expected marks (game points in Moon) against
    passing. `choose_bid` takes the best; a practice grade is the gap to it (`hints.value_lost`).
    `defence`: the opponents' chance of making their standing bid (`evaluate_defence`)."""
    values: dict[Choice, float] = {}
    for o in rate_choices(obs, outlooks, partner_outlook):
        values[(o.bid, None if o.bid.special else o.contract)] = o.value
    if any(isinstance(a, Bid) and a.is_pass for a in obs.legal):
        values[(Bid(0), None)] = pass_value(obs, boldness, list(values.values()), defence)
    return values


def pass_value(obs: Observation, boldness: float, bid_values: list[float], defence: Outlook | None = None) -> float:
    """What a pass is worth on the scale of bid values: a bid must beat it. A
    partner's standing bid is left alone (bidding over a partner only takes the
    contract from the side that already has it), so then a pass is the best there is.
    Over an opponent's bid that it is likely to make (`defending_chance`), a pass
    lets it play and costs what it expects to win (`rival_value`), where the opponents
    keep it: a bid that loses less is better. (A bid it is likely to lose leaves the bar
    as it is: the chance is too rough to pass a playable hand on.)"""
    scale = value_scale(obs.rules)
    bar = (0.1 - boldness - _score_pressure(obs)) * scale
    if pass_stands(obs):
        return max([bar, *bid_values])
    q = defending_chance(defence)
    if q is None or obs.bid is None or obs.bidder is None:
        return bar
    keep = 0.5 if _partner_after(obs) else 1.0  # a partner still to bid may take the contract instead
    return bar - keep * max(0.0, rival_value(obs, q))


def rival_value(obs: Observation, q: float) -> float:
    """What the opponent's standing bid, made with chance `q`, is worth to it against this
    seat, on the scale of bid values: marks (each side's, in 42 for three the bidder's against
    one of the others); in a points game, game points (`points_value`); in Moon the bid's game
    points against the mean of the other two players. Where making it wins the opponent the
    game (Moon, a points game), that is the game (`game_worth`)."""
    rules, bid, bidder = obs.rules, obs.bid, obs.bidder
    assert bid is not None and bidder is not None
    if rules.variant is Variant.MOON:
        others = rules.layout.n_sides - 1
        won = game_ends(rules, obs.score, rules.layout.side(bidder), bid.value) or _moon_wins_at_once(rules, bid)
        made = game_worth(rules) if won else bid.value / others
        return q * made - (1 - q) * bid.value / others
    if scores_marks(rules):
        return bid.marks * (2 * q - 1)
    return points_value(rules, bidder, bid, q, score=obs.score)


def rival_wins(obs: Observation) -> bool:
    """Whether the opponent's standing bid, made, wins it the game (as `rival_value` weighs it):
    in Moon, the bid's points reach the target; in a points game, the least its side
    scores when made (the bid, or 42 a mark)."""
    if obs.bid is None or obs.bidder is None or scores_marks(obs.rules):
        return False
    side = obs.rules.layout.side(obs.bidder)
    least = obs.bid.value if obs.bid.value < 42 else POINTS_PER_MARK * obs.bid.marks
    return game_ends(obs.rules, obs.score, side, least) or _moon_wins_at_once(obs.rules, obs.bid)


def game_worth(rules: Rules) -> float:
    """What winning (or losing) the game at once counts for in a game scored in points (Moon,
    a points game), on the scale bids are valued in: the target, the game's whole race."""
    return float(rules.target)


def game_in_reach(obs: Observation) -> bool:
    """Whether a game won or lost this hand may count in the values (`game_worth`): in Moon or a
    points game, some score is within one hand's most (every trick; every point) of the target."""
    if scores_marks(obs.rules):
        return False
    layout = obs.rules.layout
    most = layout.tricks if obs.rules.variant is Variant.MOON else layout.total_points
    return max(obs.score) + most >= obs.rules.target


def game_in_values(obs: Observation, outlooks: dict[Contract, Outlook], partner_outlook: Outlook | None = None) -> bool:
    """Whether a game won or lost this hand counts in some bid's value (`rate_choices`): the
    values with the game's score are not those without it. Where no score is within a hand's
    tricks of the target, a bid may still end the game (found auditing Moon's hints: played to 31,
    at 12, the moon made was worth +31.00 and the hint did not say why)."""
    if scores_marks(obs.rules):
        return False
    pairs = zip(rate_choices(obs, outlooks, partner_outlook), rate_choices(obs, outlooks, partner_outlook, game=False))
    return any(abs(a.value - b.value) > TIE for a, b in pairs)


def bid_counts_game(obs: Observation, bid: Bid, p: float, outlook: Outlook | None = None,
                    contract: Contract | None = None) -> bool:
    """Whether a game won or lost this hand counts in `_bid_value` of this bid."""
    if scores_marks(obs.rules):
        return False
    return abs(_bid_value(obs, bid, p, outlook, contract) - _bid_value(obs, bid, p, outlook, contract, False)) > TIE


def game_ends(rules: Rules, score: tuple[int, ...] | list[int] | None, side: int, gain: float) -> bool:
    """Whether `side` reaches the target with `gain` more points, in a game scored in points
    (marks games weigh the game's end by `_score_pressure` alone)."""
    if score is None or scores_marks(rules):
        return False
    return score[side] + gain >= rules.target


def _moon_wins_at_once(rules: Rules, bid: Bid) -> bool:
    """Shooting the moon made wins the game at once (house rule)."""
    return rules.variant is Variant.MOON and rules.moon_instant_win and bid.value == MOON_SHOT


def pass_stands(obs: Observation) -> bool:
    """The partner holds the bid, so a pass is worth the best bid (`pass_value`); not with a sure
    laydown, which outbids the partner: more marks, no risk."""
    return obs.partner is not None and obs.is_partner_or_self(obs.bidder) and sure_laydown(obs) is None


DEFENCE_GAP = 0.25
"""How much lower an opponent's real chance of making its bid is taken to be than
the open-hands chance over our worlds: a bid's make rate in play is about 0.2
below its open-hands chance (bench/bid_calibration.py), and a little more keeps
the defender from outbidding on a guess."""


def defending_chance(defence: Outlook | None) -> float | None:
    """The chance a pass lets the opponents make their standing bid, as the decision
    uses it (open-hands less DEFENCE_GAP); None: no opponent holds the bid."""
    if defence is None or not defence.n:
        return None
    return max(0.0, defence.chance(1) - DEFENCE_GAP)


TIE = 1e-9
"""Values closer than this are a tie (the same sums in another order differ in the last bits)."""

SHOWN_PLACES = 3
"""The most decimals a view writes a bid decision's value to (`hints.value_places`)."""


def ties(value: float, top: float) -> bool:
    """`value` ties the best `top`: the same, or written alike to the most decimals a view shows, so the
    tie goes to the surer choice by the rule the hint states (found by QA: a pass "+0.10" beside "✓ +0.10"
    on a bid 0.00001 better)."""
    return value >= top - TIE or f"{value:.{SHOWN_PLACES}f}" == f"{top:.{SHOWN_PLACES}f}"


Surer = Callable[[Choice], tuple[float, ...]]
"""Ranks choices tied on value, chance and bid: the higher the surer (`contract_surety`)."""


def best_choice(values: dict[Choice, float], chances: dict[Choice, float] | None = None,
                surer: Surer | None = None) -> Choice:
    """The highest value; on a tie (`ties`) the surer choice (the higher chance in `chances`,
    a pass being surest), then the lower bid, then (with `surer`) the contract
    `choose_contract` would name first, then the contract first in the engine's order."""
    top = max(values.values())
    tied = [ch for ch in values if ties(values[ch], top)]
    sure = chances or {}

    def key(ch: Choice) -> tuple[float, int, tuple[float, ...], int]:
        rank = surer(ch) if surer is not None and ch[1] is not None else ()
        return -(1.0 if ch[0].is_pass else sure.get(ch, 0.0)), ch[0].value, tuple(-x for x in rank), _order(ch[1])

    return min(tied, key=key)


def contract_surety(rules: Rules, outlooks: dict[Contract, Outlook]) -> Surer:
    """`best_choice`'s contract tie-break from the outlooks, as `choose_contract` ranks
    contracts (found in Moon: with every bid hopeless, "Passing beats 4 in blanks" named
    the first contract in the engine's order, one that took no trick where treys took three)."""

    def rank(ch: Choice) -> tuple[float, ...]:
        bid, contract = ch
        if contract is None or contract not in outlooks:
            return ()
        return contract_key(rules, contract, outlooks[contract], bid.value)

    return rank


def _order(contract: Contract | None) -> int:
    return -1 if contract is None else int(contract)


def choice_chances(
    obs: Observation, outlooks: dict[Contract, Outlook], partner_outlook: Outlook | None = None
) -> dict[Choice, float]:
    """The chance each bid decision is made with, as its value uses it (`playable_chance`;
    1 for a sure laydown): the tie-break of `best_choice`, and what the hint shows."""
    return {(o.bid, None if o.bid.special else o.contract): o.playable
            for o in rate_choices(obs, outlooks, partner_outlook)}


PLAY_GAP = 0.15
"""How much lower the real chance of making a bid is than its open-hands chance.
Sampled worlds are solved with every hand open, but the bidders play without
seeing the hidden tiles: in the arena, Hard made 55% of the bids it rated at
about 78% (400 games against Easy), so a bid's chance is discounted by this."""

MARK_POWER = 2.5
"""A bid that needs every trick with a partner's help is made far less often than its
open-hands chance says, the more so the lower it is: with open hands the partner plays as
if it saw the bidder's tiles. Bid 84 by force and played out by four Hard seats
(`bench/mark_bids.py --deals 1000 --seed 0`: straight 42, the 458 hands whose best contract
took every trick in at least 40% of Hard's deals), the bids were made 21-22% of the time at an
open-hands chance of 0.4-0.7, 38% at 0.7-0.8 and 60% at 0.8-0.9 (10 hands), where PLAY_GAP
took 25%, 34%, 44%, 55% and 64%; the cautious chance to this power takes 10%, 17%, 27%, 41%
and 55%, close where a mark bid can pay. 0 turns it off (PLAY_GAP then, as before)."""


def _bid_value(obs: Observation, bid: Bid, p: float, outlook: Outlook | None = None,
               contract: Contract | None = None, game: bool = True) -> float:
    """Expected marks of a bid made with chance `p` (`playable_chance`), discounted
    by the chance that a later bid takes the contract away (`keep_chance`); in Moon
    and in a points game, game points (`points_value`, from the outlook's deals).
    `game` False: without the game's score, so no outcome counts as the game won or lost
    (what the hint compares with to say whether the game counts, `game_in_values`)."""
    score = obs.score if game else None
    if obs.rules.variant is Variant.MOON:
        return moon_value(obs.rules, obs.seat, bid, p, score, outlook)
    if scores_marks(obs.rules):
        return keep_chance(obs, bid) * bid.marks * (2 * p - 1)
    return keep_chance(obs, bid) * points_value(obs.rules, obs.seat, bid, p, outlook, contract, score)


def moon_value(rules: Rules, seat: int, bid: Bid, p: float, score: tuple[int, ...] | None = None,
               outlook: Outlook | None = None) -> float:
    """Moon: the bidder's game points from bidding `bid` at chance `p`: made, the bid; set,
    minus the bid. With the game's `score`, an outcome that ends the game is the game
    (`game_worth`): made, the bidder goes out first where the bid reaches the target (or shoots
    the moon to win at once); else an opponent wins that reaches the target with its half of the
    tricks the bidder leaves (`_share`; set, with the bid added under the house rule that gives
    it to the opponents). Found by playing: a hopeless 5 over East's 4 at 19 of 21 was worth
    "-5", where the tricks it leaves win East the game. The tricks the bidder takes are the
    same whatever it bids (`_trick_odds`), so a higher bid is never worth more for leaving
    fewer tricks."""
    side = rules.layout.side(seat)
    rivals = [s for s in range(rules.layout.n_sides) if s != side]
    tricks = rules.layout.tricks
    need = tricks if bid.value > tricks else bid.value  # 21, shooting the moon, is every trick
    gain = bid.value if rules.set_scoring is SetScoring.OPPONENTS_GAIN else 0
    game = game_worth(rules)

    def outcome(taken: int) -> float:
        if taken >= need and (game_ends(rules, score, side, bid.value) or _moon_wins_at_once(rules, bid)):
            return game
        stake = bid.value if taken >= need else -bid.value
        extra = 0 if taken >= need else gain
        return -game if any(game_ends(rules, score, s, extra + _share(tricks - taken)) for s in rivals) else stake

    odds = _trick_odds(outlook, need, p, tricks)
    return sum(chance * outcome(k) for k, chance in enumerate(odds) if chance)


def _trick_odds(outlook: Outlook | None, need: int, p: float, tricks: int) -> list[float]:
    """The chance the Moon bidder takes exactly k tricks in play (k = 0..tricks): at least k as
    a bid of k is weighed (`playable_chance`), at least `need` with chance `p` (the bid's, as
    shown), never rising with k. Without an outlook: `need` tricks made, one fewer set."""
    if outlook is None or not outlook.n:
        return [p if k == need else 1 - p if k == need - 1 else 0.0 for k in range(tricks + 1)]
    at_least = [1.0] + [playable_chance(outlook, k) for k in range(1, tricks + 1)] + [0.0]
    at_least[need] = p
    for k in range(need - 1, 0, -1):
        at_least[k] = max(at_least[k], at_least[k + 1])
    for k in range(need + 1, tricks + 1):
        at_least[k] = min(at_least[k], at_least[k - 1])
    return [at_least[k] - at_least[k + 1] for k in range(tricks + 1)]


def _share(left: float) -> int:
    """An opponent's half of the tricks the Moon bidder leaves to the two of them, rounded up."""
    return int(left + 1) // 2


POINTS_PER_MARK = 42
"""A points game's bar and boldness, set in marks, count a mark as the 42 points a mark bid scores."""


def value_scale(rules: Rules) -> int:
    """What a mark of the bar (and of a grade's margin) is worth in the unit bids are valued
    in: POINTS_PER_MARK in a points game (not Moon, whose game points have their own scale), else 1."""
    return 1 if scores_marks(rules) or rules.variant is Variant.MOON else POINTS_PER_MARK


def points_value(rules: Rules, seat: int, bid: Bid, p: float, outlook: Outlook | None = None,
                 contract: Contract | None = None, score: tuple[int, ...] | None = None) -> float:
    """A points game: what bidding `bid` at chance `p` is worth to `seat`'s side in game
    points against the mean of the other sides' (RULES.md, Points game): made, each side
    scores what it captured (a mark bid, Nello or Sevens 42 a mark to the bidders); set,
    the others score their capture and the bid. Each outcome is averaged over the
    outlook's deals where it happens (a contract's value is its side's points), else at a
    typical capture: made, halfway from the target to every point; set, four fifths of it.
    With the game's `score`, an outcome that wins the game for a side is worth the game
    (`game_worth`; the bidders first, as they go out first)."""
    total = rules.layout.total_points
    others = rules.layout.n_sides - 1
    side = rules.layout.side(seat)
    rivals = [s for s in range(rules.layout.n_sides) if s != side]
    stake = stake_of(rules, seat, contract) if contract is not None else None
    count = stake.count if stake is not None else True
    target = stake.target_for(bid.value) if stake is not None else min(bid.value, total)
    flat = bid.value >= 42 or contract in (Contract.NELLO, Contract.SEVENS)
    game = game_worth(rules)

    def made(v: float) -> float:
        mine, theirs = (float(POINTS_PER_MARK * bid.marks), 0.0) if flat else (v, (total - v) / others)
        if game_ends(rules, score, side, mine):
            return game
        return -game if any(game_ends(rules, score, s, theirs) for s in rivals) else mine - theirs

    def lost(v: float) -> float:
        theirs = (total - v if count else total / 2) / others + bid.value
        return -game if any(game_ends(rules, score, s, theirs) for s in rivals) else -theirs

    made_mean, lost_mean = made((target + total) / 2), lost(target * 0.8)
    if outlook is not None and outlook.n and stake is not None:
        made_mean = _mean([(made(v), w) for v, w in zip(outlook.values, outlook.weights) if v >= target], made_mean)
        lost_mean = _mean([(lost(v), w) for v, w in zip(outlook.values, outlook.weights) if v < target], lost_mean)
    return p * made_mean + (1 - p) * lost_mean


def _mean(pairs: list[tuple[float, float]], default: float) -> float:
    weight = sum(w for _, w in pairs)
    return sum(x * w for x, w in pairs) / weight if weight else default


def keep_chance(obs: Observation, bid: Bid) -> float:
    """The chance that no opponent still to bid outbids `bid` (a rough model: a higher
    bid, and fewer opponents after, keep the contract more often; 1 for a mark bid or
    when no opponent is left, and in Moon, whose values ignore it)."""
    later = _seats_after(obs)
    if obs.rules.variant is Variant.MOON or later == 0 or bid.value >= 42:
        return 1.0
    return min(1.0, 0.5 + 0.045 * (bid.value - obs.rules.min_bid) + 0.1 * (2 - later))


def _partner_after(obs: Observation) -> bool:
    """Whether a partner of this seat is still to bid."""
    n = obs.rules.layout.n_seats
    remaining = [(obs.seat + i) % n for i in range(1, n - len(obs.bids))]
    return any(s != obs.seat and same_side(obs.rules, s, obs.seat) for s in remaining)


def _seats_after(obs: Observation) -> int:
    """Opponents still to bid after this seat."""
    n = obs.rules.layout.n_seats
    done = len(obs.bids)
    remaining = [(obs.seat + i) % n for i in range(1, n - done)]
    return sum(1 for s in remaining if obs.rules.layout.side(s) != obs.rules.layout.side(obs.seat))


def choose_bid(
    obs: Observation,
    outlooks: dict[Contract, Outlook],
    boldness: float = 0.0,
    partner_outlook: Outlook | None = None,
    defence: Outlook | None = None,
) -> tuple[Bid, BidOption | None]:
    """The decision with the best expected value (`choice_values`): a bid, or a
    pass when nothing is worth it, with the best bid's option (also for a pass).
    `boldness` lowers the bar when the score makes a gamble worth it."""
    choices = rate_choices(obs, outlooks, partner_outlook)
    values = choice_values(obs, outlooks, partner_outlook, boldness, defence)
    if not values:  # forced, with no contract evaluated for the forced bid
        only = obs.legal[0]
        assert isinstance(only, Bid)
        return only, None
    chances = choice_chances(obs, outlooks, partner_outlook)
    surer = contract_surety(obs.rules, outlooks)
    bid, contract = best_choice(values, chances, surer)
    if bid.is_pass:  # the best bid there was, for the caller to explain the pass
        bids = {ch: v for ch, v in values.items() if not ch[0].is_pass}
        if not bids:
            return bid, None
        bid_, contract = best_choice(bids, chances, surer)
        return bid, next(o for o in choices if o.bid == bid_ and (o.bid.special or o.contract is contract))
    return bid, next(o for o in choices if o.bid == bid and (o.bid.special or o.contract is contract))


def _score_pressure(obs: Observation) -> float:
    """When an opponent is one hand from winning (a made bid of the least there is wins it:
    one mark, or in Moon and a points game the minimum bid's points), bid more freely."""
    rules = obs.rules
    mine = rules.layout.side(obs.seat)
    theirs = max(s for i, s in enumerate(obs.score) if i != mine)
    least = 1 if scores_marks(rules) else rules.min_bid
    return 0.3 if theirs + least >= rules.target else 0.0


def choose_contract(obs: Observation, outlooks: dict[Contract, Outlook]) -> Contract:
    """The contract most likely to make the bid, by the chance the bid was weighed with
    (`playable_chance`, as the bid hint showed it); a sure laydown first. Ties go to the
    surer contract: the higher open-hands chance, then the more expected value (as a share
    of the most there is), then the first in the engine's order."""
    assert obs.bid is not None
    allowed = {a.contract for a in obs.legal if isinstance(a, NameTrump)}
    laydown = sure_laydown(obs)
    if laydown is not None and laydown in allowed:
        return laydown
    keys = {c: contract_key(obs.rules, c, o, obs.bid.value) for c, o in outlooks.items() if c in allowed}
    if not keys:
        return sorted(allowed)[0]
    return max(keys, key=lambda c: (keys[c], -int(c)))


def contract_key(rules: Rules, contract: Contract, outlook: Outlook, bid_value: int) -> tuple[float, float, float]:
    """What `choose_contract` ranks a contract by: the chance used, the open-hands chance,
    the expected value as a share of the most there is."""
    target = target_for(rules, contract, bid_value)
    full = stake_of(rules, 0, contract).full
    return (bid_chance(outlook, rules, contract, bid_value), outlook.chance(target), outlook.expected() / full)
