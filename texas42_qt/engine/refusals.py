"""Why an action is refused: every rule the seat to act may break, as a `Refusal`.

A `Refusal` is the plain-words reason (a `Text`: the English sentence that can be
translated) and a `RefusalCode` saying which rule it is, so a caller that words a
refusal its own way (the session, to the user at that seat) keys on the code and never
on the English. `refusal_of` gives None when the action is legal."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, Protocol, cast

from .actions import Action, Bid, Claim, Contract, Discard, NameTrump, Play, Special
from .auction import DOUBLES_NEEDED
from .claim import claim_refusal
from .claim_search import of_claimer
from .hand import PHASE_NAMES, Phase, Trick
from .rules import MAX_MARKS, MOON_SHOT, Rules, Variant
from .tables import TRUMP_SUIT, TrickTable
from .text import QT_TRANSLATE_NOOP, SeatWord, Text, tx
from .tiles import DOUBLES_MASK, N_TILES, TILE_NAMES, tiles_of
from .words import TRUMPS as TRUMPS_WORD
from .words import comma_list, seat_number


class RefusalCode(StrEnum):
    NOT_AN_ACTION = "not_an_action"
    NO_SEAT_ACTS = "no_seat_acts"
    CANNOT_BID_NOW = "cannot_bid_now"
    CANNOT_NAME_TRUMP_NOW = "cannot_name_trump_now"
    CANNOT_DISCARD_NOW = "cannot_discard_now"
    CANNOT_PLAY_NOW = "cannot_play_now"
    CANNOT_CLAIM_NOW = "cannot_claim_now"
    NOT_A_TILE = "not_a_tile"
    DOES_NOT_HOLD = "does_not_hold"
    MUST_PLAY_SEVEN = "must_play_seven"
    MUST_FOLLOW = "must_follow"
    NOT_A_NUMBER = "not_a_number"
    MAY_NOT_PASS = "may_not_pass"
    FORCED_MINIMUM = "forced_minimum"
    UNKNOWN_SPECIAL = "unknown_special"
    MOON_BID_RANGE = "moon_bid_range"
    BELOW_MINIMUM = "below_minimum"
    NOT_A_BID = "not_a_bid"
    MUST_BEAT = "must_beat"
    NO_84 = "no_84"
    ABOVE_MAX_MARKS = "above_max_marks"
    ONE_MARK_MORE = "one_mark_more"
    FIRST_MARK_BID = "first_mark_bid"
    SPECIAL_NOT_PLAYED = "special_not_played"
    TOO_FEW_DOUBLES_FOR_PLUNGE = "too_few_doubles_for_plunge"
    TOO_FEW_DOUBLES_FOR_SPLASH = "too_few_doubles_for_splash"
    PLUNGE_LEVEL = "plunge_level"
    SPLASH_LEVEL = "splash_level"
    NOT_A_CONTRACT = "not_a_contract"
    NOT_IN_MOON = "not_in_moon"
    NAMED_ON_PLUNGE = "named_on_plunge"
    NAMED_ON_SPLASH = "named_on_splash"
    SPECIAL_NEEDS_MARKS = "special_needs_marks"
    CONTRACT_NOT_ALLOWED = "contract_not_allowed"
    CLAIM_MID_TRICK = "claim_mid_trick"
    CANNOT_CLAIM = "cannot_claim"


class Refusal(Text):
    """A reason an action is refused, with the code of the rule it breaks."""

    code: RefusalCode

    def __new__(cls, code: RefusalCode, context: str, source: str, args: Mapping[str, Any] | None = None,
                n: int = -1) -> Refusal:
        self = cast(Refusal, super().__new__(cls, context, source, args, n))
        self.code = code
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Refusal, (self.code, self.context, self.source, dict(self.args), self.n))

    @property
    def seat(self) -> int | None:
        """The seat the refusal is about, if it names one."""
        word = self.args.get("seat")
        return word.seat if isinstance(word, SeatWord) else None

    def with_seat(self, word: Text) -> Refusal:
        """The same refusal with its seat named another way (a record's: "East (Cy)")."""
        return Refusal(self.code, self.context, self.source, {**self.args, "seat": word}, self.n)


def seat_word(seat: int) -> SeatWord:
    """A seat a refusal is about: "seat 2" (as the engine counts, from 0), a `SeatWord`, so that who
    shows it can name the seat its own way (a record's refusal: by its chair and player)."""
    return SeatWord(seat_number(seat), seat)


def refuse(code: RefusalCode, key: tuple[str, str], n: int = -1, /, **args: Any) -> Refusal:
    context, source = key
    return Refusal(code, context, source, args, n)


NO_SEAT_ACTS = QT_TRANSLATE_NOOP("engine", "no seat may act: the hand is in the {phase} phase")
CANNOT_NOW = {
    Bid: (RefusalCode.CANNOT_BID_NOW,
          QT_TRANSLATE_NOOP("engine", "{seat} cannot bid now: it is the {phase} phase")),
    NameTrump: (RefusalCode.CANNOT_NAME_TRUMP_NOW,
                QT_TRANSLATE_NOOP("engine", "{seat} cannot name trump now: it is the {phase} phase")),
    Discard: (RefusalCode.CANNOT_DISCARD_NOW,
              QT_TRANSLATE_NOOP("engine", "{seat} cannot discard now: it is the {phase} phase")),
    Play: (RefusalCode.CANNOT_PLAY_NOW,
           QT_TRANSLATE_NOOP("engine", "{seat} cannot play a tile now: it is the {phase} phase")),
    Claim: (RefusalCode.CANNOT_CLAIM_NOW,
            QT_TRANSLATE_NOOP("engine", "{seat} cannot lay down now: it is the {phase} phase")),
}
DOES_NOT_HOLD = QT_TRANSLATE_NOOP("engine", "{seat} does not hold {tile}")
MUST_PLAY_SEVEN = QT_TRANSLATE_NOOP("engine", "{seat} must play the tile closest to 7 (holds {held})")
MUST_FOLLOW = QT_TRANSLATE_NOOP("engine", "{seat} must follow {suit} (holds {held})")
MAY_NOT_PASS = QT_TRANSLATE_NOOP(
    "engine", "{seat} may not pass: everyone else passed, so the last bidder must bid {minimum}")
FORCED_MINIMUM = QT_TRANSLATE_NOOP("engine", "{seat} is forced to bid the minimum, {minimum}")
TOO_FEW_DOUBLES = {
    Special.PLUNGE: (RefusalCode.TOO_FEW_DOUBLES_FOR_PLUNGE,
                     QT_TRANSLATE_NOOP("engine", "a Plunge needs at least {need} doubles; {seat} holds {have}")),
    Special.SPLASH: (RefusalCode.TOO_FEW_DOUBLES_FOR_SPLASH,
                     QT_TRANSLATE_NOOP("engine", "a Splash needs at least {need} doubles; {seat} holds {have}")),
}
CLAIM_MID_TRICK = QT_TRANSLATE_NOOP(
    "engine", "{seat} cannot lay down now: only the player to lead may, before the trick")
CANNOT_CLAIM = QT_TRANSLATE_NOOP("engine", "{seat} cannot lay down: {reason}")
NO_84 = QT_TRANSLATE_NOOP("engine", "mark bids above 42 are not allowed (house rule: no 84)")

_SPECIAL_NAMES = {
    Special.PLUNGE: tx(QT_TRANSLATE_NOOP("names", "Plunge")),
    Special.SPLASH: tx(QT_TRANSLATE_NOOP("names", "Splash")),
}
_SPECIAL_NOT_PLAYED = QT_TRANSLATE_NOOP("engine", "{name} is not played in this game (house rule off)")
_SPECIAL_LEVEL = {
    Special.PLUNGE: (RefusalCode.PLUNGE_LEVEL, QT_TRANSLATE_NOOP("engine", "a Plunge here is a bid of %n mark(s) ({points})")),
    Special.SPLASH: (RefusalCode.SPLASH_LEVEL, QT_TRANSLATE_NOOP("engine", "a Splash here is a bid of %n mark(s) ({points})")),
}
_NAMED_ON = {
    Special.PLUNGE: (RefusalCode.NAMED_ON_PLUNGE, QT_TRANSLATE_NOOP("engine", "{name} cannot be named on a plunge")),
    Special.SPLASH: (RefusalCode.NAMED_ON_SPLASH, QT_TRANSLATE_NOOP("engine", "{name} cannot be named on a splash")),
}


class Position(Protocol):
    """What the refusals look at: the game state as it stands (`GameState` is one)."""

    rules: Rules
    phase: Phase
    to_act: int
    hands: list[int]
    high: Bid | None
    contract: Contract | None
    table: TrickTable | None
    trick_tiles: list[int]
    tricks: list[Trick]

    def legal_bids(self) -> list[Bid]: ...
    def is_forced(self) -> bool: ...
    def legal_contracts(self) -> list[Contract]: ...
    def legal_play_mask(self) -> int: ...
    def led_suit(self) -> int: ...
    def known_out(self, seat: int) -> int: ...


def refusal_of(pos: Position, action: Action) -> Refusal | None:
    """Why the seat to act may not take `action`; None when it may."""
    phase = pos.phase
    want = {Bid: Phase.BID, NameTrump: Phase.TRUMP, Discard: Phase.WIDOW, Play: Phase.PLAY, Claim: Phase.PLAY}.get(
        type(action))
    if want is None:
        return refuse(RefusalCode.NOT_AN_ACTION, QT_TRANSLATE_NOOP("engine", "{value} is not an action"), value=repr(action))
    if phase is not want:
        if phase in (Phase.SCORED, Phase.GAME_OVER, Phase.DEAL):
            return refuse(RefusalCode.NO_SEAT_ACTS, NO_SEAT_ACTS, phase=PHASE_NAMES[phase])
        code, key = CANNOT_NOW[type(action)]
        return refuse(code, key, seat=seat_word(pos.to_act), phase=PHASE_NAMES[phase])
    if isinstance(action, Claim):
        return claim_refusal_of(pos)
    if isinstance(action, Bid):
        return _bid_refusal(pos, action)
    if isinstance(action, NameTrump):
        return _trump_refusal(pos, action.contract)
    if isinstance(action, Discard):
        return _tile_refusal(action.tile, pos.hands[pos.to_act], pos.to_act)
    assert isinstance(action, Play)
    return _play_refusal(pos, action.tile)


def claim_refusal_of(pos: Position) -> Refusal | None:
    """Why the seat to act may not lay down now (None: it may)."""
    seat = pos.to_act
    if pos.phase is not Phase.PLAY:
        if pos.phase in (Phase.SCORED, Phase.GAME_OVER, Phase.DEAL):
            return refuse(RefusalCode.NO_SEAT_ACTS, NO_SEAT_ACTS, phase=PHASE_NAMES[pos.phase])
        code, key = CANNOT_NOW[Claim]
        return refuse(code, key, seat=seat_word(seat), phase=PHASE_NAMES[pos.phase])
    if pos.trick_tiles:
        return refuse(RefusalCode.CLAIM_MID_TRICK, CLAIM_MID_TRICK, seat=seat_word(seat))
    reason = claim_refusal(pos.rules, pos.contract, pos.table, seat, pos.hands[seat], pos.tricks, pos.known_out(seat))
    if reason is None:
        return None
    # "{seat} cannot lay down" is said of the seat: so is its reason (the session says both to the user at it)
    return refuse(RefusalCode.CANNOT_CLAIM, CANNOT_CLAIM, seat=seat_word(seat), reason=of_claimer(reason))


def _tile_refusal(tile: object, hand: int, seat: int) -> Refusal | None:
    if type(tile) is not int or not 0 <= tile < N_TILES:
        return refuse(RefusalCode.NOT_A_TILE, QT_TRANSLATE_NOOP("engine", "{value} is not a tile"), value=repr(tile))
    if not hand >> tile & 1:
        return refuse(RefusalCode.DOES_NOT_HOLD, DOES_NOT_HOLD, seat=seat_word(seat), tile=TILE_NAMES[tile])
    return None


def _play_refusal(pos: Position, tile: int) -> Refusal | None:
    seat = pos.to_act
    reason = _tile_refusal(tile, pos.hands[seat], seat)
    if reason is not None:
        return reason
    legal = pos.legal_play_mask()
    if legal >> tile & 1:
        return None
    assert pos.table is not None
    held = comma_list([TILE_NAMES[t] for t in reversed(tiles_of(legal))])
    if pos.table.sevens:
        return refuse(RefusalCode.MUST_PLAY_SEVEN, MUST_PLAY_SEVEN, seat=seat_word(seat), held=held)
    name = pos.table.suit_names[pos.led_suit()]
    if pos.led_suit() == TRUMP_SUIT and pos.contract is not Contract.NELLO:
        name = TRUMPS_WORD
    return refuse(RefusalCode.MUST_FOLLOW, MUST_FOLLOW, seat=seat_word(seat), suit=name, held=held)


def _bid_refusal(pos: Position, bid: Bid) -> Refusal | None:
    if type(bid.value) is not int:
        return refuse(RefusalCode.NOT_A_NUMBER, QT_TRANSLATE_NOOP("engine", "a bid is a whole number, not {value}"),
                      value=repr(bid.value))
    if bid in pos.legal_bids():
        return None
    seat, r = pos.to_act, pos.rules
    if bid.is_pass and bid.special is None:  # (a Plunge of 0 is a Plunge at the wrong level, not a pass)
        return refuse(RefusalCode.MAY_NOT_PASS, MAY_NOT_PASS, seat=seat_word(seat), minimum=r.min_bid)
    if pos.is_forced():
        return refuse(RefusalCode.FORCED_MINIMUM, FORCED_MINIMUM, seat=seat_word(seat), minimum=r.min_bid)
    if bid.special in (Special.PLUNGE, Special.SPLASH):
        return _special_bid_refusal(pos, bid)
    if bid.special is not None:
        return refuse(RefusalCode.UNKNOWN_SPECIAL, QT_TRANSLATE_NOOP(
            "engine", "unknown special bid {value} (known: plunge, splash)"), value=repr(bid.special))
    return _point_bid_refusal(r, bid.value, pos.high.value if pos.high else 0)


def _point_bid_refusal(r: Rules, v: int, high: int) -> Refusal:
    if r.variant is Variant.MOON:
        if not (r.min_bid <= v <= r.layout.tricks or v == MOON_SHOT):
            #: {tricks} is a hand's tricks (7), {shot} the bid to shoot the moon (21).
            return refuse(RefusalCode.MOON_BID_RANGE, QT_TRANSLATE_NOOP(
                "engine", "a Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}"),
                minimum=r.min_bid, tricks=r.layout.tricks, shot=MOON_SHOT, value=v)
        return _must_beat(v, high)
    if v < r.min_bid:
        return refuse(RefusalCode.BELOW_MINIMUM, QT_TRANSLATE_NOOP(
            "engine", "bid {value} is below the minimum bid of {minimum}"), value=v, minimum=r.min_bid)
    if v > 41 and v % 42:
        return refuse(RefusalCode.NOT_A_BID, QT_TRANSLATE_NOOP(
            "engine", "bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42"),
            value=v, minimum=r.min_bid)
    if v <= high:
        return _must_beat(v, high)
    if v >= 84 and not r.allow_84:
        return refuse(RefusalCode.NO_84, NO_84)
    if v > 42 * MAX_MARKS:
        return _above_max_marks()
    if high >= 42:
        return refuse(RefusalCode.ONE_MARK_MORE, QT_TRANSLATE_NOOP(
            "engine", "after a mark bid the next bid must be exactly one mark more ({points})"), points=high + 42)
    return refuse(RefusalCode.FIRST_MARK_BID, QT_TRANSLATE_NOOP(
        "engine", "the first mark bid of an auction is 1 or 2 marks (42 or 84)"))


def _must_beat(value: int, high: int) -> Refusal:
    return refuse(RefusalCode.MUST_BEAT, QT_TRANSLATE_NOOP("engine", "bid {value} must beat the high bid of {high}"),
                  value=value, high=high)


def _above_max_marks() -> Refusal:
    return refuse(RefusalCode.ABOVE_MAX_MARKS, QT_TRANSLATE_NOOP("engine", "the highest bid is %n marks ({points})"),
                  MAX_MARKS, points=42 * MAX_MARKS)


def _special_bid_refusal(pos: Position, bid: Bid) -> Refusal:
    r = pos.rules
    special = Special.PLUNGE if bid.special == Special.PLUNGE else Special.SPLASH
    rule = r.plunge if special is Special.PLUNGE else r.splash
    if rule is None:
        return refuse(RefusalCode.SPECIAL_NOT_PLAYED, _SPECIAL_NOT_PLAYED, name=_SPECIAL_NAMES[special])
    if not r.allow_84:
        return refuse(RefusalCode.NO_84, NO_84)
    need = DOUBLES_NEEDED[special]
    have = (pos.hands[pos.to_act] & DOUBLES_MASK).bit_count()
    if have < need:
        return refuse(*TOO_FEW_DOUBLES[special], need=need, seat=seat_word(pos.to_act), have=have)
    high_marks = (pos.high.value if pos.high else 0) // 42
    low = max(rule.min_marks, high_marks + 1)
    if low > MAX_MARKS or bid.value > 42 * MAX_MARKS:  # (found by review: over 7 marks it named a Plunge of 8 marks)
        return _above_max_marks()
    # What is left is below the level, not whole marks, or a Splash above its one level (a Plunge
    # may jump, a Splash may not): say the level, not just that the bid is wrong.
    return refuse(*_SPECIAL_LEVEL[special], low, points=42 * low)


def _trump_refusal(pos: Position, contract: Contract) -> Refusal | None:
    if not isinstance(contract, Contract):
        return refuse(RefusalCode.NOT_A_CONTRACT, QT_TRANSLATE_NOOP("engine", "{value} is not a contract"),
                      value=repr(contract))
    if contract in pos.legal_contracts():
        return None
    r = pos.rules
    if r.variant is Variant.MOON:
        # The short name: "Doubles are trump is not allowed" read badly (found by a rules audit).
        return refuse(RefusalCode.NOT_IN_MOON, QT_TRANSLATE_NOOP("engine", "{contract} cannot be named in this game of Moon"),
                      contract=contract.short)
    if contract in (Contract.NELLO, Contract.SEVENS):
        rule = r.nello if contract is Contract.NELLO else r.sevens
        name = contract.short
        if rule is None:
            return refuse(RefusalCode.SPECIAL_NOT_PLAYED, _SPECIAL_NOT_PLAYED, name=name)
        assert pos.high is not None
        if pos.high.special:
            special = Special.PLUNGE if pos.high.special == Special.PLUNGE else Special.SPLASH
            return refuse(*_NAMED_ON[special], name=name)
        return refuse(RefusalCode.SPECIAL_NEEDS_MARKS, QT_TRANSLATE_NOOP(
            "engine", "{name} needs a bid of at least %n mark(s) ({points})"), rule.min_marks, name=name,
            points=42 * rule.min_marks)
    return refuse(RefusalCode.CONTRACT_NOT_ALLOWED, QT_TRANSLATE_NOOP("engine", "{contract} is not allowed here"),
                  contract=contract.label)
