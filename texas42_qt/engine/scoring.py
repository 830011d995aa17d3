"""How a hand ends and what it scores: made or set (as soon as it is decided, under the
house rule), the marks or points awarded, and whether the game is won."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .actions import Bid, Contract
from .hand import Outcome, Trick
from .house_rules import Scoring, SetScoring
from .rules import MOON_SHOT, Layout, Rules, Variant


class PlayedHand(Protocol):
    """What scoring looks at (`GameState` is one)."""

    rules: Rules
    layout: Layout
    n: int
    bidder: int | None
    high: Bid | None
    contract: Contract | None
    tricks: list[Trick]
    claimed: tuple[int, int] | None
    tricks_won: list[int]
    points: list[int]
    score: list[int]

    def trick_winners(self) -> tuple[int, ...]: ...


def outcome_of(hand: PlayedHand) -> Outcome | None:
    """MADE or SET once the hand is over, else None."""
    assert hand.bidder is not None and hand.high is not None
    done = len(hand.tricks) + (hand.claimed[1] if hand.claimed else 0) == hand.layout.tricks
    bid = hand.high.value
    if hand.rules.variant is Variant.MOON:
        if not done:
            return None
        need = hand.layout.tricks if bid == MOON_SHOT else bid
        return Outcome.MADE if hand.tricks_won[hand.bidder] >= need else Outcome.SET
    early = hand.rules.end_early
    if hand.contract is Contract.NELLO:
        if hand.tricks_won[hand.bidder]:
            return Outcome.SET if early or done else None
        return Outcome.MADE if done else None
    side = hand.layout.side(hand.bidder)
    if bid >= 42 or hand.contract is Contract.SEVENS:
        lost = any(hand.layout.side(w) != side for w in hand.trick_winners())
        if lost:
            return Outcome.SET if early or done else None
        return Outcome.MADE if done else None
    mine = hand.points[side]
    if done or early:
        if mine >= bid:
            return Outcome.MADE
        if mine + hand.layout.total_points - sum(hand.points) < bid:
            return Outcome.SET
    return None



def awards(hand: PlayedHand, outcome: Outcome) -> list[int]:
    """What each side (in Moon: each seat) is awarded for the hand."""
    sides = hand.layout.n_sides
    awarded = [0] * sides
    if outcome not in (Outcome.MADE, Outcome.SET):
        return awarded
    assert hand.bidder is not None and hand.high is not None
    r = hand.rules
    bid = hand.high
    if r.variant is Variant.MOON:
        return _moon_awards(hand, outcome)
    bside = hand.layout.side(hand.bidder)
    others = [s for s in range(sides) if s != bside]
    if r.scoring is Scoring.MARKS:
        if outcome is Outcome.MADE:
            awarded[bside] = bid.marks
        else:
            for s in others:
                awarded[s] = bid.marks
        return awarded
    if outcome is Outcome.MADE:
        if bid.value >= 42 or hand.contract in (Contract.NELLO, Contract.SEVENS):
            # A mark bid (or a forced Nello or Sevens) is not played for count.
            awarded[bside] = 42 * bid.marks
        else:
            awarded = list(hand.points)
    else:
        for s in others:
            awarded[s] = hand.points[s] + bid.value
    return awarded

def _moon_awards(hand: PlayedHand, outcome: Outcome) -> list[int]:
    assert hand.bidder is not None and hand.high is not None
    awarded = list(hand.tricks_won)
    bid = hand.high.value
    if outcome is Outcome.MADE:
        awarded[hand.bidder] = bid
    elif hand.rules.set_scoring is SetScoring.MINUS_BID:
        awarded[hand.bidder] = -bid
    else:
        awarded[hand.bidder] = 0
        for s in range(hand.n):
            if s != hand.bidder:
                awarded[s] += bid
    return awarded

def game_winner(hand: PlayedHand, outcome: Outcome) -> int | None:
    """The side that has won the game with this hand, if any."""
    if hand.bidder is None:
        return None
    bside = hand.layout.side(hand.bidder)
    if (
        hand.rules.variant is Variant.MOON
        and hand.rules.moon_instant_win
        and outcome is Outcome.MADE
        and hand.high is not None
        and hand.high.value == MOON_SHOT
    ):
        return bside
    leaders = target_leaders(hand.score, hand.rules.target)
    if not leaders:
        return None
    if outcome is Outcome.MADE and hand.score[bside] >= hand.rules.target:  # the bidders go out first, by making it
        return bside
    return leaders[0] if len(leaders) == 1 else None  # an exact tie plays on


def target_leaders(score: Sequence[int], target: int) -> list[int]:
    """The sides (in Moon and 42 for three, the seats) at the target or over with the best
    score among them: one wins, unless the bidder goes out first; several play on."""
    over = [s for s, v in enumerate(score) if v >= target]
    best = max((score[s] for s in over), default=None)
    return [s for s in over if score[s] == best]
