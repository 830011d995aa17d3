"""What a contract is played for: the one place that says it.

A `Stake` answers, for a bidder and a contract (and, once known, the bid):
which seats form the bidding side, who sits out, whether count matters (the
value is in points) or only tricks, whether the bidding side plays to *lose*
tricks (Nello), and what value makes the contract. The AI's solver, the
hints, the trainer and the views all ask the stake instead of deriving it.

The value of a stake is always "good for the bidding side": the points (or
tricks) the bidding side takes, or in Nello the tricks the other seats take.
A contract is made exactly when the value of the whole hand reaches `target`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Contract
from .house_rules import Scoring
from .rules import MOON_SHOT, Rules, Variant
from .text import QT_TRANSLATE_NOOP, tx

POINTS = tx(QT_TRANSLATE_NOOP("names", "points"))
TRICKS = tx(QT_TRANSLATE_NOOP("names", "tricks"))
"""A stake's unit: compare with ==, show it as the Text it is."""


@dataclass(frozen=True)
class Stake:
    rules: Rules
    bidder: int
    contract: Contract
    bid_value: int | None
    """The winning bid's value; None while valuing a hand before its bid is known."""

    # -- who -----------------------------------------------------------------

    @property
    def side(self) -> int:
        """The bidding side (a side index of the layout)."""
        return self.rules.layout.side(self.bidder)

    @property
    def partner(self) -> int | None:
        """The bidder's partner, or None without partnerships."""
        return partner_of(self.rules, self.bidder)

    @property
    def out_seat(self) -> int:
        """The seat that sits the hand out (the Nello bidder's partner), or -1."""
        if self.contract is Contract.NELLO and self.partner is not None:
            return self.partner
        return -1

    @property
    def bidders(self) -> int:
        """Mask of the bidding side's seats that play (not a partner sitting out)."""
        layout = self.rules.layout
        mask = sum(1 << s for s in range(layout.n_seats) if layout.side(s) == self.side)
        return mask & ~(1 << self.out_seat) if self.out_seat >= 0 else mask

    @property
    def playing(self) -> int:
        """Mask of the seats that play the hand."""
        everyone = (1 << self.rules.layout.n_seats) - 1
        return everyone & ~(1 << self.out_seat) if self.out_seat >= 0 else everyone

    @property
    def scorers(self) -> int:
        """Mask of the seats whose tricks make up the value: the bidders, or in Nello the others."""
        return self.playing & ~self.bidders if self.misere else self.bidders

    # -- what ----------------------------------------------------------------

    @property
    def misere(self) -> bool:
        """The bidding side plays to lose every trick (Nello)."""
        return self.contract is Contract.NELLO

    @property
    def count(self) -> bool:
        """Whether count matters: the value is in points (count plus a point a trick)."""
        if self.rules.variant is Variant.MOON or self.contract in (Contract.NELLO, Contract.SEVENS):
            return False
        return self.bid_value is None or self.bid_value < 42

    @property
    def unit(self) -> str:
        return POINTS if self.count else TRICKS

    @property
    def full(self) -> int:
        """The whole hand's value in this stake's unit (every point, or every trick)."""
        layout = self.rules.layout
        return layout.total_points if self.count else layout.tricks

    def target_for(self, bid_value: int) -> int:
        """The whole-hand value (in this stake's unit) that makes a bid of `bid_value`."""
        tricks = self.rules.layout.tricks
        if self.rules.variant is Variant.MOON:
            return tricks if bid_value == MOON_SHOT else bid_value
        if self.contract in (Contract.NELLO, Contract.SEVENS):
            return tricks
        if bid_value >= 42:
            return self.full  # a mark bid: every trick (all the points, when counting)
        return bid_value

    @property
    def target(self) -> int:
        """The whole-hand value that makes the contract."""
        if self.bid_value is None:
            raise ValueError("a stake without a bid has no single target; use target_for(bid)")
        return self.target_for(self.bid_value)

    def taken(self, points: tuple[int, ...], tricks_won: tuple[int, ...]) -> int:
        """The value taken so far, from the hand's running points per side and tricks per seat."""
        if self.count:
            return points[self.side]
        return sum(n for s, n in enumerate(tricks_won) if self.scorers >> s & 1)

    def need(self, points: tuple[int, ...], tricks_won: tuple[int, ...]) -> int:
        """The value still needed from the rest of the hand to make it (may exceed what is left: set)."""
        return self.target - self.taken(points, tricks_won)


def stake_of(rules: Rules, bidder: int, contract: Contract, bid_value: int | None = None) -> Stake:
    """The stake of a contract; without `bid_value`, the valuation of a whole hand
    before the bid level is chosen (in points wherever a point bid could be made)."""
    if not 0 <= bidder < rules.layout.n_seats:
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "bidder must be a seat from 0 to {last}, got {seat}"),
                            last=rules.layout.n_seats - 1, seat=bidder))
    return Stake(rules, bidder, contract, bid_value)


def partner_of(rules: Rules, seat: int) -> int | None:
    layout = rules.layout
    if not layout.partnerships:
        return None
    return (seat + layout.n_seats // 2) % layout.n_seats


def same_side(rules: Rules, a: int, b: int) -> bool:
    return rules.layout.side(a) == rules.layout.side(b)


def scores_marks(rules: Rules) -> bool:
    """Whether the game is scored in marks (else points: 250, or Moon's game points)."""
    return rules.variant is not Variant.MOON and rules.scoring is Scoring.MARKS
