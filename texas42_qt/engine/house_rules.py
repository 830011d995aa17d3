"""The house-rule choices a `Rules` value is made of."""

from __future__ import annotations

from enum import StrEnum

# The house-rule choices. Their values are what a record writes, and being StrEnums
# they still compare equal to those strings.


class MarkRaise(StrEnum):
    ONE = "one"
    ANY = "any"


class AllPass(StrEnum):
    FORCED = "forced"
    RESHAKE = "reshake"
    REDEAL = "redeal"


class OpeningBidder(StrEnum):
    LEFT_OF_SHAKER = "left_of_shaker"
    HOLDER_1_0 = "holder_1_0"


class FollowMeDoubles(StrEnum):
    HIGH = "high"
    LOW = "low"


class Scoring(StrEnum):
    MARKS = "marks"
    POINTS = "points"


class WidowTiming(StrEnum):
    BEFORE_TRUMP = "before_trump"
    AFTER_TRUMP = "after_trump"


class SetScoring(StrEnum):
    MINUS_BID = "minus_bid"
    OPPONENTS_GAIN = "opponents_gain"


class NelloDoubles(StrEnum):
    OWN_SUIT = "own_suit"
    HIGH = "high"
    LOW = "low"
