"""Actions a seat can take, and the contracts a bidder can name.

Actions are small frozen values: hashable, comparable, usable in sets.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum

from .shown import shown
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import N_TILES, TILE_NAMES


class Contract(IntEnum):
    """What the bid winner names: a number suit as trump, or a special contract."""

    BLANKS = 0
    ACES = 1
    DEUCES = 2
    TREYS = 3
    FOURS = 4
    FIVES = 5
    SIXES = 6
    DOUBLES = 7
    FOLLOW_ME = 8
    NELLO = 9
    SEVENS = 10

    @property
    def code(self) -> str:
        """How a record writes it: "0"-"6", "doubles", "follow-me", "nello", "sevens"."""
        return _CODES[self]

    @property
    def label(self) -> Text:
        """How a player says it: "Sixes are trump", "Nello (lose every trick)"."""
        return _LABELS[self]

    @property
    def short(self) -> Text:
        """A short name: "Sixes", "Doubles", "Follow-me", "Nello", "Sevens"."""
        return _SHORT[self]

    @property
    def is_suit(self) -> bool:
        return self <= 6

    @classmethod
    def from_code(cls, code: str) -> Contract:
        try:
            return _FROM_CODE[code]
        except (KeyError, TypeError):
            allowed = ", ".join(f'"{c}"' for c in _CODES.values())
            raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "unknown trump {value} (allowed: {allowed})"),
                                value=shown(code), allowed=allowed)) from None


_CODES = {c: (str(int(c)) if c <= 6 else c.name.lower().replace("_", "-")) for c in Contract}
_FROM_CODE = {v: k for k, v in _CODES.items()}
_LABELS = {
    Contract.BLANKS: tx(QT_TRANSLATE_NOOP("names", "Blanks are trump")),
    Contract.ACES: tx(QT_TRANSLATE_NOOP("names", "Aces are trump")),
    Contract.DEUCES: tx(QT_TRANSLATE_NOOP("names", "Deuces are trump")),
    Contract.TREYS: tx(QT_TRANSLATE_NOOP("names", "Treys are trump")),
    Contract.FOURS: tx(QT_TRANSLATE_NOOP("names", "Fours are trump")),
    Contract.FIVES: tx(QT_TRANSLATE_NOOP("names", "Fives are trump")),
    Contract.SIXES: tx(QT_TRANSLATE_NOOP("names", "Sixes are trump")),
    Contract.DOUBLES: tx(QT_TRANSLATE_NOOP("names", "Doubles are trump")),
    Contract.FOLLOW_ME: tx(QT_TRANSLATE_NOOP("names", "Follow-me (no trump)")),
    Contract.NELLO: tx(QT_TRANSLATE_NOOP("names", "Nello (lose every trick)")),
    Contract.SEVENS: tx(QT_TRANSLATE_NOOP("names", "Sevens (closest to 7 wins)")),
}
_SHORT = {
    Contract.BLANKS: tx(QT_TRANSLATE_NOOP("names", "Blanks")),
    Contract.ACES: tx(QT_TRANSLATE_NOOP("names", "Aces")),
    Contract.DEUCES: tx(QT_TRANSLATE_NOOP("names", "Deuces")),
    Contract.TREYS: tx(QT_TRANSLATE_NOOP("names", "Treys")),
    Contract.FOURS: tx(QT_TRANSLATE_NOOP("names", "Fours")),
    Contract.FIVES: tx(QT_TRANSLATE_NOOP("names", "Fives")),
    Contract.SIXES: tx(QT_TRANSLATE_NOOP("names", "Sixes")),
    Contract.DOUBLES: tx(QT_TRANSLATE_NOOP("names", "Doubles")),
    Contract.FOLLOW_ME: tx(QT_TRANSLATE_NOOP("names", "Follow-me")),
    Contract.NELLO: tx(QT_TRANSLATE_NOOP("names", "Nello")),
    Contract.SEVENS: tx(QT_TRANSLATE_NOOP("names", "Sevens")),
}


class Special(StrEnum):
    """The special bids; the value is what a record writes."""

    PLUNGE = "plunge"
    SPLASH = "splash"


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid. ``value`` 0 is a pass; 30-41 points; multiples of 42 are marks
    (42 = 1 mark, 84 = 2, ...); in Moon 3-7 tricks or 21 (shoot the moon).
    ``special`` is a `Special` for those bids."""

    value: int
    special: Special | None = None

    def __post_init__(self) -> None:
        # A bid written with "plunge" becomes Special.PLUNGE, so it prints (and a game
        # snapshot compares) like the engine's own; an unknown name is left for the
        # engine to refuse in plain words.
        if self.special is not None and type(self.special) is not Special:
            try:
                object.__setattr__(self, "special", Special(self.special))
            except ValueError:
                pass

    @property
    def is_pass(self) -> bool:
        return self.value == 0

    @property
    def marks(self) -> int:
        """Marks at stake in 42: 1 for a point bid, value // 42 for a mark bid."""
        return max(1, self.value // 42)

    def __str__(self) -> str:
        return self.text

    @property
    def text(self) -> str:
        """The bid as a sentence says it: "pass", "30", "plunge (4 marks)"."""
        if self.is_pass:
            return tx(QT_TRANSLATE_NOOP("names", "pass"))
        if self.special is Special.PLUNGE:
            return tx(QT_TRANSLATE_NOOP("names", "plunge (%n mark(s))"), self.value // 42)
        if self.special is Special.SPLASH:
            return tx(QT_TRANSLATE_NOOP("names", "splash (%n mark(s))"), self.value // 42)
        if self.special:  # an unknown special, only ever quoted in a refusal
            return f"{self.special} ({self.value // 42} marks)"
        return str(self.value)


PASS = Bid(0)


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The bid winner (the partner in Plunge and Splash) names the contract."""

    contract: Contract

    def __str__(self) -> Text:
        return self.contract.label


@dataclass(frozen=True, slots=True)
class Discard:
    """Moon: the bidder lays one tile out of play after taking the widow."""

    tile: int

    def __str__(self) -> str:
        return tx(QT_TRANSLATE_NOOP("names", "discard {tile}"), tile=_tile_text(self.tile))


@dataclass(frozen=True, slots=True)
class Play:
    tile: int

    def __str__(self) -> str:
        return tx(QT_TRANSLATE_NOOP("names", "play {tile}"), tile=_tile_text(self.tile))


@dataclass(frozen=True, slots=True)
class Claim:
    """The seat to lead lays its hand down: every tile it holds is sure to win, so
    the remaining tricks all go to it without being played (see `claim.py`)."""

    def __str__(self) -> str:
        return tx(QT_TRANSLATE_NOOP("names", "lay down"))


CLAIM = Claim()
"""The one Claim value (a Claim has no fields: all are equal)."""


def _tile_text(tile: object) -> str:
    return TILE_NAMES[tile] if type(tile) is int and 0 <= tile < N_TILES else repr(tile)


Action = Bid | NameTrump | Discard | Play | Claim

PLAYS: tuple[Play, ...] = tuple(Play(t) for t in range(N_TILES))
"""One shared Play value per tile, so legal-move lists allocate nothing."""
DISCARDS: tuple[Discard, ...] = tuple(Discard(t) for t in range(N_TILES))
TRUMPS: tuple[NameTrump, ...] = tuple(NameTrump(c) for c in Contract)
