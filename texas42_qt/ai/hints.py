"""Hints: the AI's machinery seen from the user's seat, through the user's
observation only. A bid hint gives, per contract, the chance of making each
bid level (with its uncertainty) and the expected points, the recommended bid
and contract, and a one-line reason; a play hint gives each legal tile's
chance of making (or setting) the contract and the recommendation."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Bid, Contract, NameTrump, Observation, Phase, Variant
from ..engine.tiles import DOUBLES_MASK, TILE_NAMES
from .bidding import choose_bid, choose_contract, contract_allows, target_for
from .evaluate import candidate_contracts, evaluate_contracts, evaluate_partner_contract, evaluate_plays
from .heuristics import contract_word, describe_hand
from .players import LEVELS, decision_rng


@dataclass(frozen=True)
class Chance:
    p: float
    stderr: float


@dataclass(frozen=True)
class ContractHint:
    contract: Contract
    chances: dict[int, Chance]
    """Bid value -> chance of making it under this contract."""
    expected: float
    """Expected points (tricks in Moon, Nello and Sevens) the bidding side takes."""
    worlds: int


@dataclass(frozen=True)
class BidHint:
    contracts: list[ContractHint]
    recommended: Bid
    contract: Contract | None
    reason: str


@dataclass(frozen=True)
class PlayOption:
    tile: int
    chance: float
    expected: float


@dataclass(frozen=True)
class PlayHint:
    options: list[PlayOption]
    recommended: int
    making: bool
    """True when the chances are of making the contract, False of setting it."""
    reason: str


def bid_levels(obs: Observation) -> list[int]:
    """The bid values a hint table shows: the legal ones (or the bid being played)."""
    if obs.phase is Phase.BID:
        return sorted({a.value for a in obs.legal if isinstance(a, Bid) and not a.is_pass})
    return [obs.bid.value] if obs.bid is not None else []


def bid_hint(obs: Observation, level: str = "hard", seed: int = 0) -> BidHint:
    """The hint for a bid (BID phase) or a trump choice (TRUMP phase)."""
    if obs.phase not in (Phase.BID, Phase.TRUMP) or obs.seat != obs.to_act:
        raise ValueError("a bid hint is for the seat to act while bidding or naming trump")
    effort = LEVELS[level].effort
    rng = decision_rng(seed, obs)
    contracts = candidate_contracts(obs, effort.contracts + 2)
    leader = obs.trump_seat if obs.phase is Phase.TRUMP else None
    if obs.phase is Phase.TRUMP:
        allowed = {a.contract for a in obs.legal if isinstance(a, NameTrump)}
        contracts = [c for c in contracts if c in allowed]
    outlooks = evaluate_contracts(obs, contracts, effort, rng, leader=leader)
    levels = bid_levels(obs)
    forced = obs.phase is Phase.BID and len(obs.legal) == 1
    table = []
    for c, outlook in outlooks.items():
        chances = {}
        for v in levels:
            bid = Bid(v)
            if obs.phase is Phase.BID and not contract_allows(obs.rules, c, bid, forced):
                continue
            p = outlook.chance(target_for(obs.rules, c, v))
            chances[v] = Chance(p, outlook.stderr(p))
        table.append(ContractHint(c, chances, outlook.expected(), outlook.n))
    if obs.phase is Phase.BID:
        partner = None
        if any(isinstance(a, Bid) and a.special for a in obs.legal):
            partner = evaluate_partner_contract(obs, effort, rng)
        recommended, option = choose_bid(obs, outlooks, partner_outlook=partner)
        if recommended.special and option is not None:
            doubles = (obs.hand & DOUBLES_MASK).bit_count()
            reason = (
                f"{recommended.special.capitalize()} with {doubles} doubles: your partner names trump and leads, "
                f"about {round(option.chance * 100)}% to take every trick."
            )
            return BidHint(table, recommended, None, reason)
        contract = option.contract if option is not None and not recommended.is_pass else None
    else:
        assert obs.bid is not None
        recommended, contract = obs.bid, choose_contract(obs, outlooks)
    reason = _bid_reason(obs, recommended, contract, outlooks)
    return BidHint(table, recommended, contract, reason)


def _bid_reason(obs: Observation, bid: Bid, contract: Contract | None, outlooks) -> str:
    if contract is None:
        best = max(outlooks, key=lambda c: outlooks[c].expected())
        words = describe_hand(obs.hand, best)
        partner = obs.bidder is not None and obs.rules.layout.partnerships and obs.bidder % 2 == obs.seat % 2
        if partner:
            return f"Your partner holds the bid; {words[0].lower() + words[1:]}."
        return f"Pass: {words[0].lower() + words[1:]} is not enough to bid."
    p = outlooks[contract].chance(target_for(obs.rules, contract, bid.value))
    words = describe_hand(obs.hand, contract)
    return f"{words}: about {round(p * 100)}% to make {bid} in {contract_word(contract)}."


def play_hint(obs: Observation, level: str = "hard", seed: int = 0) -> PlayHint:
    """Each legal tile's chance of making (bidders) or setting (defenders) the contract."""
    effort = LEVELS[level].effort
    plays = evaluate_plays(obs, effort, decision_rng(seed, obs))
    making = bool(plays[0].good_is_high) if plays else True
    if obs.contract is Contract.NELLO:
        making = obs.bidder is not None and obs.rules.layout.side(obs.seat) == obs.rules.layout.side(obs.bidder)
    options = [PlayOption(p.tile, p.chance, p.expected) for p in plays]
    best = options[0]
    goal = "make" if making else "set"
    unit = "tricks" if obs.rules.variant is Variant.MOON or obs.contract in (Contract.NELLO, Contract.SEVENS) else "points"
    reason = f"Play {TILE_NAMES[best.tile]}: about {round(best.chance * 100)}% to {goal} the contract"
    if len(options) > 1 and abs(options[1].chance - best.chance) < 0.01:
        reason += f", and the most {unit} on average"
    return PlayHint(options, best.tile, making, reason + ".")
