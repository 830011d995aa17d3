"""What one seat may know: its own tiles, everything played in the open,
and nothing of the other hands until the hand is over."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from .actions import Action, Bid, Contract
from .claim import NO_CONTRACT, claim_allowed, claim_refusal
from .contracts import contract_table
from .hand import HandResult, Phase, Trick
from .rules import Rules, Variant
from .stake import Stake, partner_of, same_side, stake_of
from .text import QT_TRANSLATE_NOOP, Text, tx

if TYPE_CHECKING:
    from .tables import TrickTable


@dataclass(frozen=True)
class Observation:
    seat: int
    rules: Rules
    phase: Phase
    hand_index: int
    shaker: int
    to_act: int
    hand: int
    """Mask of this seat's own tiles."""
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Bid], ...]
    bidder: int | None
    bid: Bid | None
    contract: Contract | None
    trump_seat: int
    sitting_out: int
    """The Nello bidder's partner, who turns the hand down; -1 when nobody sits out."""
    widow: int | None
    """The widow tile, when this seat has seen it (the Moon bidder, or everyone after the hand)."""
    discard: int | None
    """The tile the Moon bidder laid out: known to the bidder, and to all after the hand."""
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, int], ...]
    """The current trick so far as (seat, tile)."""
    leader: int
    points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    score: tuple[int, ...]
    tricks_hidden: bool
    """The rules stack won tricks face down (a bid of 84 or more): views must not show old tricks."""
    revealed: tuple[int, ...] | None
    """Every seat's remaining tiles, once the hand is over (else None)."""
    result: HandResult | None
    legal: tuple[Action, ...]
    """The legal actions, when this seat is to act."""
    widow_on_table: bool = False
    """Moon: the widow still lies face down, not yet taken by the bidder."""
    can_claim: bool = False
    """This seat, to lead, may lay down (`Claim`): every tile it holds is sure to win.
    Worked out from this observation alone (see `claim.py`); not in `legal`."""
    claimed: tuple[int, int] | None = None
    """(seat, tricks) once a seat laid down: those last tricks were not played."""

    @property
    def variant(self) -> Variant:
        return self.rules.variant

    @property
    def stake(self) -> Stake | None:
        """What the contract is played for, once it is named (else None)."""
        if self.bidder is None or self.bid is None or self.contract is None:
            return None
        return stake_of(self.rules, self.bidder, self.contract, self.bid.value)

    @property
    def partner(self) -> int | None:
        """This seat's partner, or None without partnerships."""
        return partner_of(self.rules, self.seat)

    @property
    def seen_tiles(self) -> int:
        """Mask of every tile this seat has seen: its hand, the tiles played, and a widow tile or
        discard it knows. The others are the ones a search samples."""
        mask = self.hand
        for trick in self.tricks:
            for t in trick.tiles:
                mask |= 1 << t
        for _, t in self.trick:
            mask |= 1 << t
        for known in (self.discard, self.widow):
            if known is not None:
                mask |= 1 << known
        return mask

    def is_partner_or_self(self, seat: int | None) -> bool:
        """Whether `seat` is on this seat's side."""
        return seat is not None and same_side(self.rules, seat, self.seat)


def observed_claim_refusal(obs: Observation) -> Text | None:
    """Why this seat, to lead, may not lay down, from its observation alone
    (the engine's `claim_refusal` on the observation's data)."""
    if obs.contract is None:
        return NO_CONTRACT
    return claim_refusal(*_claim_inputs(obs))


def observed_claim_allowed(obs: Observation) -> bool:
    """`observed_claim_refusal(obs) is None`, without the reason in words."""
    return obs.contract is not None and claim_allowed(*_claim_inputs(obs))


def _claim_inputs(obs: Observation) -> tuple[Rules, Contract, TrickTable, int, int, tuple[Trick, ...], int]:
    """The claim rule's inputs, from the observation alone."""

    assert obs.contract is not None
    known_out = 0 if obs.discard is None else 1 << obs.discard
    table = contract_table(obs.rules, obs.contract)
    return obs.rules, obs.contract, table, obs.seat, obs.hand, obs.tricks, known_out


class Observable(Protocol):
    """What an observation is made from (`GameState` is one)."""

    rules: Rules
    n: int
    phase: Phase
    hand_index: int
    shaker: int
    to_act: int
    hands: list[int]
    bids: list[tuple[int, Bid]]
    bidder: int | None
    high: Bid | None
    contract: Contract | None
    trump_seat: int
    out_seat: int
    widow: int | None
    widow_taken: bool
    discard: int | None
    tricks: list[Trick]
    trick_seats: list[int]
    trick_tiles: list[int]
    leader: int
    points: list[int]
    tricks_won: list[int]
    score: list[int]
    result: HandResult | None
    claimed: tuple[int, int] | None

    def legal_actions(self) -> list[Action]: ...


def observe(state: Observable, seat: int) -> Observation:

    obs = _observe(state, seat)
    if obs.phase is Phase.PLAY and obs.to_act == seat and not obs.trick and observed_claim_allowed(obs):
        obs = replace(obs, can_claim=True)
    return obs


def _observe(state: Observable, seat: int) -> Observation:

    if not 0 <= seat < state.n:
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "seat must be 0 to {last}, got {seat}"), last=state.n - 1, seat=seat))
    over = state.phase in (Phase.SCORED, Phase.GAME_OVER)
    bidder_sees = seat == state.bidder and state.widow_taken
    sees_widow = over or bidder_sees
    hidden = (
        state.rules.hide_tricks_on_marks
        and state.rules.variant is not Variant.MOON
        and state.high is not None
        and state.high.value >= 84
    )
    return Observation(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        hand_index=state.hand_index,
        shaker=state.shaker,
        to_act=state.to_act,
        hand=state.hands[seat],
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        bids=tuple(state.bids),
        bidder=state.bidder,
        bid=state.high,
        contract=state.contract,
        trump_seat=state.trump_seat,
        sitting_out=state.out_seat,
        widow=state.widow if sees_widow else None,
        discard=state.discard if (over or bidder_sees) else None,
        tricks=tuple(state.tricks),
        trick=tuple(zip(state.trick_seats, state.trick_tiles)),
        leader=state.leader,
        points=tuple(state.points),
        tricks_won=tuple(state.tricks_won),
        score=tuple(state.score),
        tricks_hidden=hidden,
        revealed=tuple(state.hands) if over else None,
        result=state.result if over else None,
        legal=tuple(state.legal_actions()) if seat == state.to_act else (),
        # (still there when everyone passed: found by playing Moon, the board said a tile was laid away)
        widow_on_table=state.widow is not None and not state.widow_taken,
        claimed=state.claimed,
    )
