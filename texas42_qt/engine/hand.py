"""The values a hand is made of: its phases, its tricks, how it ended and what a record keeps."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum

from .actions import Action, Bid, Contract
from .text import QT_TRANSLATE_NOOP, Text, tx


class Phase(Enum):
    DEAL = "deal"
    BID = "bid"
    TRUMP = "trump"
    WIDOW = "widow"
    PLAY = "play"
    SCORED = "scored"
    GAME_OVER = "game over"


PHASE_NAMES: dict[Phase, Text] = {
    Phase.DEAL: tx(QT_TRANSLATE_NOOP("names", "deal")),
    #: the bidding phase, as in "it is the bid phase".
    Phase.BID: tx(QT_TRANSLATE_NOOP("names", "bid")),
    #: the phase where the bid winner names trump, as in "it is the trump phase".
    Phase.TRUMP: tx(QT_TRANSLATE_NOOP("names", "trump")),
    Phase.WIDOW: tx(QT_TRANSLATE_NOOP("names", "widow")),
    #: the phase where tiles are played, as in "it is the play phase".
    Phase.PLAY: tx(QT_TRANSLATE_NOOP("names", "play")),
    Phase.SCORED: tx(QT_TRANSLATE_NOOP("names", "scored")),
    Phase.GAME_OVER: tx(QT_TRANSLATE_NOOP("names", "game over")),
}
"""A phase as a sentence names it ("the hand is in the scored phase")."""


@dataclass(frozen=True)
class Trick:
    leader: int
    seats: tuple[int, ...]
    tiles: tuple[int, ...]
    winner: int
    points: int


class Outcome(StrEnum):
    """How a hand ended; the value is what `texas42-record check` prints."""

    MADE = "made"
    SET = "set"
    RESHAKE = "reshake"
    """Everyone passed in 42: the tiles are shaken again."""
    REDEAL = "redeal"
    """Everyone passed in Moon: the tiles are dealt again."""
    IN_PROGRESS = "in_progress"
    """Only in a check report, for a hand not yet finished (never a HandResult's)."""


@dataclass(frozen=True)
class HandResult:
    """The outcome of one hand, as `texas42-record check` reports it."""

    bidder: int | None
    bid: Bid | None
    contract: Contract | None
    trick_winners: tuple[int, ...]
    points: tuple[int, ...]
    """Per side: trick points + count (in Moon: tricks per seat)."""
    result: Outcome
    """MADE, SET, RESHAKE or REDEAL."""
    awarded: tuple[int, ...]
    claimed: tuple[int, int] | None = None
    """(seat, tricks) when a seat laid down and took the last tricks unplayed."""
    forced: bool = False
    """The bid was the last seat's, made because every other seat passed (the forced-bid rule)."""


@dataclass
class HandLog:
    """What a record keeps of a hand: who shook, the deal, and every action."""

    shaker: int
    deal: tuple[int, ...]
    widow: int | None
    actions: list[tuple[int, Action]] = field(default_factory=list)
