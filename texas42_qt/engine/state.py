"""The game state: one game of any variant, hand after hand.

The state moves through explicit phases. In DEAL the tiles are dealt (a chance
node: `deal()`); in BID, TRUMP, WIDOW and PLAY one seat acts (`to_act`), choosing
from `legal_actions()` and calling `apply()`, which refuses anything illegal with
an `IllegalActionError` in plain words. SCORED ends a hand (`next_hand()` goes on);
GAME_OVER ends the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum, StrEnum

from .actions import DISCARDS, PASS, PLAYS, TRUMPS, Action, Bid, Claim, Contract, Discard, NameTrump, Play, Special
from .claim import claim_allowed, claim_refusal
from .observation import Observation, observe
from .rng import new_seed, stream
from .rules import MAX_MARKS, AllPass, FollowMeDoubles, MarkRaise, OpeningBidder, Rules, Scoring, SetScoring, Variant, WidowTiming
from .stake import Stake, stake_of
from .tables import (
    TRUMP_SUIT,
    DoublesMode,
    TrickTable,
    doubles_trump_table,
    no_trump_table,
    sevens_table,
    suit_trump_table,
)
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import DOUBLES_MASK, N_TILES, TILE_NAMES, tile_id, tiles_of
from .words import TRUMPS as TRUMPS_WORD
from .words import comma_list


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

# Refusals that name the seat to act: `play.session.for_user` says them to the user
# with its own templates, keyed by these sources.
NO_SEAT_ACTS = QT_TRANSLATE_NOOP("engine", "no seat may act: the hand is in the {phase} phase")
CANNOT_NOW = {
    "bid": QT_TRANSLATE_NOOP("engine", "seat {seat} cannot bid now: it is the {phase} phase"),
    "trump": QT_TRANSLATE_NOOP("engine", "seat {seat} cannot name trump now: it is the {phase} phase"),
    "discard": QT_TRANSLATE_NOOP("engine", "seat {seat} cannot discard now: it is the {phase} phase"),
    "play": QT_TRANSLATE_NOOP("engine", "seat {seat} cannot play a tile now: it is the {phase} phase"),
    "claim": QT_TRANSLATE_NOOP("engine", "seat {seat} cannot lay down now: it is the {phase} phase"),
}
DOES_NOT_HOLD = QT_TRANSLATE_NOOP("engine", "seat {seat} does not hold {tile}")
MUST_PLAY_SEVEN = QT_TRANSLATE_NOOP("engine", "seat {seat} must play the tile closest to 7 (holds {held})")
MUST_FOLLOW = QT_TRANSLATE_NOOP("engine", "seat {seat} must follow {suit} (holds {held})")
MAY_NOT_PASS = QT_TRANSLATE_NOOP(
    "engine", "seat {seat} may not pass: everyone else passed, so the last bidder must bid {minimum}")
FORCED_MINIMUM = QT_TRANSLATE_NOOP("engine", "seat {seat} is forced to bid the minimum, {minimum}")
TOO_FEW_DOUBLES = {
    Special.PLUNGE: QT_TRANSLATE_NOOP("engine", "a Plunge needs at least {need} doubles; seat {seat} holds {have}"),
    Special.SPLASH: QT_TRANSLATE_NOOP("engine", "a Splash needs at least {need} doubles; seat {seat} holds {have}"),
}
CLAIM_MID_TRICK = QT_TRANSLATE_NOOP(
    "engine", "seat {seat} cannot lay down now: only the player to lead may, before the trick")
CANNOT_CLAIM = QT_TRANSLATE_NOOP("engine", "seat {seat} cannot lay down: {reason}")

_SPECIAL_NAMES = {
    Special.PLUNGE: tx(QT_TRANSLATE_NOOP("names", "Plunge")),
    Special.SPLASH: tx(QT_TRANSLATE_NOOP("names", "Splash")),
}
_SPECIAL_NOT_PLAYED = QT_TRANSLATE_NOOP("engine", "{name} is not played in this game (house rule off)")
_SPECIAL_LEVEL = {
    Special.PLUNGE: QT_TRANSLATE_NOOP("engine", "a Plunge here is a bid of %n mark(s) ({points})"),
    Special.SPLASH: QT_TRANSLATE_NOOP("engine", "a Splash here is a bid of %n mark(s) ({points})"),
}
_SPECIAL_AT = {
    Special.PLUNGE: QT_TRANSLATE_NOOP("engine", "a Plunge cannot be bid at {value}"),
    Special.SPLASH: QT_TRANSLATE_NOOP("engine", "a Splash cannot be bid at {value}"),
}
_NAMED_ON = {
    Special.PLUNGE: QT_TRANSLATE_NOOP("engine", "{name} cannot be named on a plunge"),
    Special.SPLASH: QT_TRANSLATE_NOOP("engine", "{name} cannot be named on a splash"),
}


class IllegalActionError(ValueError):
    """An action the rules do not allow here; the message says why in plain words.

    When raised while replaying a game, `hand_number` and `action_number` (1-based)
    say where."""

    hand_number: int | None = None
    action_number: int | None = None


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


@dataclass
class HandLog:
    """What a record keeps of a hand: who shook, the deal, and every action."""

    shaker: int
    deal: tuple[int, ...]
    widow: int | None
    actions: list[tuple[int, Action]] = field(default_factory=list)


_SUIT_CONTRACTS = tuple(Contract(s) for s in range(7))


class GameState:
    """A whole game: the current hand's state plus the running score."""

    def __init__(self, rules: Rules | None = None, seed: int | None = None, first_shaker: int | None = None):
        self.rules = rules if rules is not None else Rules()
        self.layout = self.rules.layout
        self.n = self.layout.n_seats
        self.seed = new_seed() if seed is None else seed
        if first_shaker is None:
            first_shaker = stream(self.seed, 0xD1CE).below(self.n)
        if not 0 <= first_shaker < self.n:
            raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "first shaker must be a seat from 0 to {last}"), last=self.n - 1))
        self.score = [0] * self.layout.n_sides
        self.results: list[HandResult] = []
        self.logs: list[HandLog] = []
        self.winner: int | None = None
        self.hand_index = 0
        self._reset_hand(first_shaker)

    # ------------------------------------------------------------------ setup

    def _reset_hand(self, shaker: int) -> None:
        self.phase = Phase.DEAL
        self.shaker = shaker
        self.hands = [0] * self.n
        self.widow: int | None = None
        self.widow_taken = False
        self.discard: int | None = None
        self.to_act = -1
        self.bid_order: tuple[int, ...] = ()
        self.bid_pos = 0
        self.bids: list[tuple[int, Bid]] = []
        self.high: Bid | None = None
        self.bidder: int | None = None
        self.forced = False
        self.contract: Contract | None = None
        self.table: TrickTable | None = None
        self.trump_seat = -1
        self.out_seat = -1
        self.leader = -1
        self.trick_seats: list[int] = []
        self.trick_tiles: list[int] = []
        self.tricks: list[Trick] = []
        self.points = [0] * self.layout.n_sides
        self.tricks_won = [0] * self.n
        self.claimed: tuple[int, int] | None = None
        """(seat, tricks) once a seat laid down: those tricks were not played."""
        self.result: HandResult | None = None

    def deal(self, hands: list[list[int]] | None = None, widow: int | None = None) -> None:
        """Deal the hand: the given tiles, or a seeded shuffle for this hand."""
        if self.phase is not Phase.DEAL:
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "cannot deal now: the hand is in the {phase} phase"),
                                        phase=PHASE_NAMES[self.phase]))
        if hands is None:
            hands, widow = self._shuffled_deal()
        self._check_deal(hands, widow)
        self.hands = [sum(1 << t for t in h) for h in hands]
        self.widow = widow
        self.logs.append(HandLog(self.shaker, tuple(self.hands), widow))
        self._start_auction()

    def _shuffled_deal(self) -> tuple[list[list[int]], int | None]:
        tiles = tiles_of(self.layout.tiles)
        stream(self.seed, 1, self.hand_index).shuffle(tiles)
        size = self.layout.hand_size
        hands = [tiles[i * size : (i + 1) * size] for i in range(self.n)]
        widow = tiles[self.n * size] if self.layout.widow else None
        return hands, widow

    def _check_deal(self, hands: list[list[int]], widow: int | None) -> None:
        size = self.layout.hand_size
        if len(hands) != self.n or any(len(h) != size for h in hands):
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "a deal gives {seats} seats {size} tiles each"),
                                        seats=self.n, size=size))
        dealt = [t for h in hands for t in h] + ([] if widow is None else [widow])
        if self.layout.widow and widow is None:
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "this variant deals a widow tile")))
        if not self.layout.widow and widow is not None:
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "this variant has no widow")))
        mask = 0
        for t in dealt:
            if not (isinstance(t, int) and 0 <= t < N_TILES):
                raise IllegalActionError(_not_a_tile(t))
            if not self.layout.tiles >> t & 1:
                raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "tile {tile} is not in play in {variant}"),
                                            tile=TILE_NAMES[t], variant=self.rules.variant.label))
            if mask >> t & 1:
                raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "tile {tile} is dealt twice"), tile=TILE_NAMES[t]))
            mask |= 1 << t
        if mask != self.layout.tiles:
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "the deal does not use every tile of the set")))

    def next_hand(self) -> None:
        """After a scored hand: pass the shake clockwise and wait for the deal."""
        if self.phase is not Phase.SCORED:
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP(
                "engine", "the next hand starts after a scored hand, not in the {phase} phase"), phase=PHASE_NAMES[self.phase]))
        self.hand_index += 1
        self._reset_hand((self.shaker + 1) % self.n)

    # --------------------------------------------------------------- queries

    def side_of(self, seat: int) -> int:
        return self.layout.side(seat)

    @property
    def bid_side(self) -> int | None:
        return None if self.bidder is None else self.layout.side(self.bidder)

    @property
    def stake(self) -> Stake | None:
        """What the contract is played for, once it is named (else None)."""
        if self.bidder is None or self.high is None or self.contract is None:
            return None
        return stake_of(self.rules, self.bidder, self.contract, self.high.value)

    @property
    def actions(self) -> list[tuple[int, Action]]:
        """This hand's actions so far, as (seat, action)."""
        return self.logs[-1].actions if self.logs and self.phase is not Phase.DEAL else []

    def led_suit(self) -> int:
        """The suit led in the current trick, or -1 before the lead."""
        if not self.trick_tiles or self.table is None:
            return -1
        return self.table.lead_suit[self.trick_tiles[0]]

    def legal_play_mask(self) -> int:
        """Mask of tiles the seat to act may play (PLAY phase only)."""
        assert self.table is not None
        return self.table.legal(self.hands[self.to_act], self.led_suit())

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take, in a fixed order (empty when nobody acts)."""
        phase = self.phase
        if phase is Phase.PLAY:
            return [PLAYS[t] for t in tiles_of(self.legal_play_mask())]
        if phase is Phase.BID:
            return list(self._legal_bids())
        if phase is Phase.TRUMP:
            return [TRUMPS[c] for c in self._legal_contracts()]
        if phase is Phase.WIDOW:
            return [DISCARDS[t] for t in tiles_of(self.hands[self.to_act])]
        return []

    def can_claim(self) -> bool:
        """Whether the seat to act may lay down now (`Claim`). Never in
        `legal_actions()`: a view offers it apart, and it depends only on what that
        seat sees (the observation's `can_claim` is the same answer)."""
        if self.phase is not Phase.PLAY or self.trick_tiles:
            return False
        seat = self.to_act
        return claim_allowed(self.rules, self.contract, self.table, seat, self.hands[seat], self.tricks, self._known_out(seat))

    def trick_winners(self) -> tuple[int, ...]:
        """The winner of each trick so far, a claimer once per trick laid down."""
        won = tuple(t.winner for t in self.tricks)
        return won + ((self.claimed[0],) * self.claimed[1] if self.claimed else ())

    def observation(self, seat: int) -> Observation:
        """What `seat` may know now: never another seat's hidden tiles."""
        return observe(self, seat)

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    def refusal(self, action: Action) -> Text | None:
        """Why the seat to act may not take `action` (None when it may), in plain words."""
        try:
            return self._refusal(action)
        except _Legal:
            return None

    # ---------------------------------------------------------------- apply

    def apply(self, action: Action) -> None:
        """Apply the action of the seat to act; raise IllegalActionError if the rules forbid it."""
        if self.phase is Phase.PLAY and type(action) is Play and type(action.tile) is int:
            if 0 <= action.tile < N_TILES and self.legal_play_mask() >> action.tile & 1:
                self._log(action)
                self._play(action.tile)
                return
        try:
            reason = self._refusal(action)
        except _Legal:
            self._log(action)
            self._dispatch(action)
            return
        raise IllegalActionError(reason)

    def _log(self, action: Action) -> None:
        self.logs[-1].actions.append((self.to_act, action))

    def _dispatch(self, action: Action) -> None:
        if type(action) is Bid:
            self._bid(action)
        elif type(action) is NameTrump:
            self._name_trump(action.contract)
        elif type(action) is Discard:
            self._discard(action.tile)
        elif type(action) is Play:
            self._play(action.tile)
        elif type(action) is Claim:
            self._claim()

    # --------------------------------------------------------------- auction

    def _start_auction(self) -> None:
        start = (self.shaker + 1) % self.n
        r = self.rules
        if self.hand_index == 0 and r.opening_bidder is OpeningBidder.HOLDER_1_0 and r.variant is Variant.TEXAS_42:
            holder_bit = 1 << tile_id(1, 0)
            start = next(s for s in range(self.n) if self.hands[s] & holder_bit)
        self.bid_order = tuple((start + i) % self.n for i in range(self.n))
        self.bid_pos = 0
        self.phase = Phase.BID
        self.to_act = start

    def _is_forced(self) -> bool:
        """The last bidder after everyone else passed, under the forced-bid rule."""
        return (
            self.rules.all_pass is AllPass.FORCED and self.bid_pos == self.n - 1 and self.high is None
        )

    def _legal_bids(self) -> list[Bid]:
        r = self.rules
        high = self.high.value if self.high else 0
        if self._is_forced():
            return [Bid(r.min_bid)]
        bids = [PASS]
        if r.variant is Variant.MOON:
            bids.extend(Bid(v) for v in range(max(r.min_bid, high + 1), 8))
            if high < 21:
                bids.append(Bid(21))
            return bids
        bids.extend(Bid(v) for v in range(max(r.min_bid, high + 1), 42))
        bids.extend(Bid(42 * m) for m in self._mark_options(high))
        # Plunge and Splash are bids of 2 marks or more: not where mark bids above 42 are off.
        doubles = (self.hands[self.to_act] & DOUBLES_MASK).bit_count() if r.allow_84 else 0
        high_marks = high // 42
        if r.plunge is not None and doubles >= 4:
            low = max(r.plunge.min_marks, high_marks + 1)
            bids.extend(Bid(42 * m, Special.PLUNGE) for m in range(low, MAX_MARKS + 1))
        if r.splash is not None and doubles >= 3:
            m = max(r.splash.min_marks, high_marks + 1)
            if m <= MAX_MARKS:
                bids.append(Bid(42 * m, Special.SPLASH))
        return bids

    def _mark_options(self, high: int) -> range:
        high_marks = high // 42
        if not self.rules.allow_84:
            return range(1, 2) if high_marks == 0 else range(0)
        if self.rules.mark_raise is MarkRaise.ONE:
            if high_marks == 0:
                return range(1, 3)
            return range(high_marks + 1, min(high_marks + 1, MAX_MARKS) + 1)
        return range(high_marks + 1, MAX_MARKS + 1)

    def _bid(self, bid: Bid) -> None:
        seat = self.to_act
        self.bids.append((seat, bid))
        if not bid.is_pass:
            self.forced = self._is_forced()
            self.high, self.bidder = bid, seat
        self.bid_pos += 1
        moon_shot = self.rules.variant is Variant.MOON and bid.value == 21
        if self.bid_pos == self.n or moon_shot:
            self._end_auction()
        else:
            self.to_act = self.bid_order[self.bid_pos]

    def _end_auction(self) -> None:
        if self.bidder is None or self.high is None:
            self._finish(Outcome.REDEAL if self.rules.variant is Variant.MOON else Outcome.RESHAKE)
            return
        self.trump_seat = self.bidder
        if self.high.special in (Special.PLUNGE, Special.SPLASH):
            self.trump_seat = (self.bidder + 2) % self.n
        if self.rules.variant is Variant.MOON and self.rules.widow is WidowTiming.BEFORE_TRUMP:
            self._take_widow()
        else:
            self.phase = Phase.TRUMP
            self.to_act = self.trump_seat

    # ------------------------------------------------------------ trump, widow

    def _legal_contracts(self) -> list[Contract]:
        assert self.high is not None
        return contracts_for_bid(self.rules, self.high, self.forced)

    def _name_trump(self, contract: Contract) -> None:
        self.contract = contract
        self.table = contract_table(self.rules, contract)
        if self.rules.variant is Variant.MOON and self.rules.widow is WidowTiming.AFTER_TRUMP:
            self._take_widow()
        else:
            self._start_play()

    def _take_widow(self) -> None:
        assert self.bidder is not None and self.widow is not None
        self.hands[self.bidder] |= 1 << self.widow
        self.widow_taken = True
        self.phase = Phase.WIDOW
        self.to_act = self.bidder

    def _discard(self, tile: int) -> None:
        self.hands[self.to_act] &= ~(1 << tile)
        self.discard = tile
        if self.contract is None:
            self.phase = Phase.TRUMP
            self.to_act = self.trump_seat
        else:
            self._start_play()

    # ------------------------------------------------------------------ play

    def _start_play(self) -> None:
        assert self.bidder is not None
        if self.contract is Contract.NELLO and self.layout.partnerships:
            self.out_seat = (self.bidder + 2) % self.n
        self.leader = self.trump_seat
        self.phase = Phase.PLAY
        self.to_act = self.leader

    def _next_seat(self, seat: int) -> int:
        seat = (seat + 1) % self.n
        if seat == self.out_seat:
            seat = (seat + 1) % self.n
        return seat

    @property
    def trick_size(self) -> int:
        return self.n - (self.out_seat >= 0)

    def _play(self, tile: int) -> None:
        seat = self.to_act
        self.hands[seat] &= ~(1 << tile)
        self.trick_tiles.append(tile)
        self.trick_seats.append(seat)
        if len(self.trick_tiles) < self.trick_size:
            self.to_act = self._next_seat(seat)
            return
        self._close_trick()

    def _close_trick(self) -> None:
        assert self.table is not None
        tiles = tuple(self.trick_tiles)
        winner = self.trick_seats[self.table.winner_index(tiles)]
        count = self.layout.count
        pts = 1 + sum(count[t] for t in tiles)
        self.tricks.append(Trick(self.leader, tuple(self.trick_seats), tiles, winner, pts))
        self.points[self.layout.side(winner)] += pts
        self.tricks_won[winner] += 1
        self.trick_tiles = []
        self.trick_seats = []
        outcome = self._outcome()
        if outcome is not None:
            self._finish(outcome)
        else:
            self.leader = self.to_act = winner

    def _claim(self) -> None:
        """The seat to act takes every trick left: each is worth 1 plus the count of
        the tiles still in hand (so a hand still totals 42), and the hand ends."""
        seat = self.to_act
        left = self.hands[seat].bit_count()
        tiles = 0
        for s, h in enumerate(self.hands):
            if s != self.out_seat:
                tiles |= h
        count = self.layout.count
        self.points[self.layout.side(seat)] += left + sum(count[t] for t in tiles_of(tiles))
        self.tricks_won[seat] += left
        self.claimed = (seat, left)
        outcome = self._outcome()
        assert outcome is not None, "a claim plays the hand to its end"
        self._finish(outcome)

    def _claim_refusal(self) -> Text | None:
        """Why the seat to act may not lay down now (None: it may)."""
        seat = self.to_act
        if self.phase is not Phase.PLAY:
            if self.phase in (Phase.SCORED, Phase.GAME_OVER, Phase.DEAL):
                return tx(NO_SEAT_ACTS, phase=PHASE_NAMES[self.phase])
            return tx(CANNOT_NOW["claim"], seat=seat, phase=PHASE_NAMES[self.phase])
        if self.trick_tiles:
            return tx(CLAIM_MID_TRICK, seat=seat)
        reason = claim_refusal(self.rules, self.contract, self.table, seat, self.hands[seat], self.tricks, self._known_out(seat))
        return None if reason is None else tx(CANNOT_CLAIM, seat=seat, reason=reason)

    def _known_out(self, seat: int) -> int:
        """The tiles `seat` knows lie out of play: the Moon bidder's own discard."""
        return 1 << self.discard if self.discard is not None and seat == self.bidder else 0

    def _outcome(self) -> Outcome | None:
        """MADE or SET once the hand is over, else None."""
        assert self.bidder is not None and self.high is not None
        done = len(self.tricks) + (self.claimed[1] if self.claimed else 0) == self.layout.tricks
        bid = self.high.value
        if self.rules.variant is Variant.MOON:
            if not done:
                return None
            need = 7 if bid == 21 else bid
            return Outcome.MADE if self.tricks_won[self.bidder] >= need else Outcome.SET
        early = self.rules.end_early
        if self.contract is Contract.NELLO:
            if self.tricks_won[self.bidder]:
                return Outcome.SET if early or done else None
            return Outcome.MADE if done else None
        side = self.layout.side(self.bidder)
        if bid >= 42 or self.contract is Contract.SEVENS:
            lost = any(self.layout.side(w) != side for w in self.trick_winners())
            if lost:
                return Outcome.SET if early or done else None
            return Outcome.MADE if done else None
        mine = self.points[side]
        if done or early:
            if mine >= bid:
                return Outcome.MADE
            if mine + self.layout.total_points - sum(self.points) < bid:
                return Outcome.SET
        return None

    # --------------------------------------------------------------- scoring

    def _finish(self, outcome: Outcome) -> None:
        awarded = self._awards(outcome)
        for s, a in enumerate(awarded):
            self.score[s] += a
        self.result = HandResult(
            bidder=self.bidder,
            bid=self.high,
            contract=self.contract,
            trick_winners=self.trick_winners(),
            points=tuple(self.points) if self.rules.variant is not Variant.MOON else tuple(self.tricks_won),
            result=outcome,
            awarded=tuple(awarded),
            claimed=self.claimed,
        )
        self.results.append(self.result)
        self.to_act = -1
        self.winner = self._game_winner(outcome)
        self.phase = Phase.SCORED if self.winner is None else Phase.GAME_OVER

    def _awards(self, outcome: Outcome) -> list[int]:
        sides = self.layout.n_sides
        awarded = [0] * sides
        if outcome not in (Outcome.MADE, Outcome.SET):
            return awarded
        assert self.bidder is not None and self.high is not None
        r = self.rules
        bid = self.high
        if r.variant is Variant.MOON:
            return self._moon_awards(outcome)
        bside = self.layout.side(self.bidder)
        others = [s for s in range(sides) if s != bside]
        if r.scoring is Scoring.MARKS:
            if outcome is Outcome.MADE:
                awarded[bside] = bid.marks
            else:
                for s in others:
                    awarded[s] = bid.marks
            return awarded
        if outcome is Outcome.MADE:
            if bid.value >= 42 or self.contract in (Contract.NELLO, Contract.SEVENS):
                # A mark bid (or a forced Nello or Sevens) is not played for count.
                awarded[bside] = 42 * bid.marks
            else:
                awarded = list(self.points)
        else:
            for s in others:
                awarded[s] = self.points[s] + bid.value
        return awarded

    def _moon_awards(self, outcome: Outcome) -> list[int]:
        assert self.bidder is not None and self.high is not None
        awarded = list(self.tricks_won)
        bid = self.high.value
        if outcome is Outcome.MADE:
            awarded[self.bidder] = bid
        elif self.rules.set_scoring is SetScoring.MINUS_BID:
            awarded[self.bidder] = -bid
        else:
            awarded[self.bidder] = 0
            for s in range(self.n):
                if s != self.bidder:
                    awarded[s] += bid
        return awarded

    def _game_winner(self, outcome: Outcome) -> int | None:
        if self.bidder is None:
            return None
        bside = self.layout.side(self.bidder)
        if (
            self.rules.variant is Variant.MOON
            and self.rules.moon_instant_win
            and outcome is Outcome.MADE
            and self.high is not None
            and self.high.value == 21
        ):
            return bside
        target = self.rules.target
        over = [s for s, v in enumerate(self.score) if v >= target]
        if not over:
            return None
        if bside in over:  # the bidders go out first
            return bside
        best = max(self.score[s] for s in over)
        leaders = [s for s in over if self.score[s] == best]
        return leaders[0] if len(leaders) == 1 else None  # an exact tie plays on

    # ------------------------------------------------------------- refusals

    def _refusal(self, action: Action) -> Text:
        """Why `action` is illegal; raises _Legal when it is legal."""
        seat = self.to_act
        phase = self.phase
        want = {Bid: Phase.BID, NameTrump: Phase.TRUMP, Discard: Phase.WIDOW, Play: Phase.PLAY, Claim: Phase.PLAY}.get(
            type(action)
        )
        if want is None:
            return tx(QT_TRANSLATE_NOOP("engine", "{value} is not an action"), value=repr(action))
        if type(action) is Claim:
            reason = self._claim_refusal()
            if reason is None:
                raise _Legal
            return reason
        if phase is not want:
            if phase in (Phase.SCORED, Phase.GAME_OVER, Phase.DEAL):
                return tx(NO_SEAT_ACTS, phase=PHASE_NAMES[phase])
            return tx(CANNOT_NOW[_verb(action)], seat=seat, phase=PHASE_NAMES[phase])
        if type(action) is Bid:
            return self._bid_refusal(action)
        if type(action) is NameTrump:
            return self._trump_refusal(action.contract)
        if type(action) is Discard:
            return self._tile_refusal(action.tile, self.hands[seat], seat)
        assert type(action) is Play
        return self._play_refusal(action.tile)

    def _tile_refusal(self, tile: object, hand: int, seat: int) -> Text:
        if type(tile) is not int or not 0 <= tile < N_TILES:
            return _not_a_tile(tile)
        if not hand >> tile & 1:
            return tx(DOES_NOT_HOLD, seat=seat, tile=TILE_NAMES[tile])
        raise _Legal

    def _play_refusal(self, tile: int) -> Text:
        seat = self.to_act
        hand = self.hands[seat]
        reason = _catch(lambda: self._tile_refusal(tile, hand, seat))
        if reason:
            return reason
        legal = self.legal_play_mask()
        if legal >> tile & 1:
            raise _Legal
        assert self.table is not None
        held = comma_list([TILE_NAMES[t] for t in reversed(tiles_of(legal))])
        if self.table.sevens:
            return tx(MUST_PLAY_SEVEN, seat=seat, held=held)
        name = self.table.suit_names[self.led_suit()]
        if self.led_suit() == TRUMP_SUIT and self.contract is not Contract.NELLO:
            name = TRUMPS_WORD
        return tx(MUST_FOLLOW, seat=seat, suit=name, held=held)

    def _bid_refusal(self, bid: Bid) -> Text:
        if type(bid.value) is not int:
            return tx(QT_TRANSLATE_NOOP("engine", "a bid is a whole number, not {value}"), value=repr(bid.value))
        if bid in self._legal_bids():
            raise _Legal
        seat = self.to_act
        r = self.rules
        high = self.high.value if self.high else 0
        if bid.is_pass:
            return tx(MAY_NOT_PASS, seat=seat, minimum=r.min_bid)
        if self._is_forced():
            return tx(FORCED_MINIMUM, seat=seat, minimum=r.min_bid)
        if bid.special in (Special.PLUNGE, Special.SPLASH):
            return self._special_bid_refusal(bid)
        if bid.special is not None:
            return tx(QT_TRANSLATE_NOOP("engine", "unknown special bid {value} (known: plunge, splash)"),
                      value=repr(bid.special))
        v = bid.value
        if r.variant is Variant.MOON:
            if not (r.min_bid <= v <= 7 or v == 21):
                return tx(QT_TRANSLATE_NOOP("engine", "a Moon bid is {minimum} to 7 tricks or 21 (shoot the moon), not {value}"),
                          minimum=r.min_bid, value=v)
            return _must_beat(v, high)
        if v < r.min_bid:
            return tx(QT_TRANSLATE_NOOP(
                "engine", "bid {value} is below the minimum bid of {minimum}"), value=v, minimum=r.min_bid)
        if v > 41 and v % 42:
            return tx(QT_TRANSLATE_NOOP(
                "engine", "bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42"),
                value=v, minimum=r.min_bid)
        if v <= high:
            return _must_beat(v, high)
        if v >= 84 and not r.allow_84:
            return tx(QT_TRANSLATE_NOOP("engine", "mark bids above 42 are not allowed (house rule: no 84)"))
        if v > 42 * MAX_MARKS:
            return tx(QT_TRANSLATE_NOOP("engine", "the highest bid is %n marks ({points})"), MAX_MARKS, points=42 * MAX_MARKS)
        if high >= 42:
            return tx(QT_TRANSLATE_NOOP("engine", "after a mark bid the next bid must be exactly one mark more ({points})"),
                      points=high + 42)
        return tx(QT_TRANSLATE_NOOP("engine", "the first mark bid of an auction is 1 or 2 marks (42 or 84)"))

    def _special_bid_refusal(self, bid: Bid) -> Text:
        r = self.rules
        special = Special.PLUNGE if bid.special == Special.PLUNGE else Special.SPLASH
        rule = r.plunge if special is Special.PLUNGE else r.splash
        if rule is None:
            return tx(_SPECIAL_NOT_PLAYED, name=_SPECIAL_NAMES[special])
        if not r.allow_84:
            return tx(QT_TRANSLATE_NOOP("engine", "mark bids above 42 are not allowed (house rule: no 84)"))
        need = 4 if special is Special.PLUNGE else 3
        have = (self.hands[self.to_act] & DOUBLES_MASK).bit_count()
        if have < need:
            return tx(TOO_FEW_DOUBLES[special], need=need, seat=self.to_act, have=have)
        high_marks = (self.high.value if self.high else 0) // 42
        low = max(rule.min_marks, high_marks + 1)
        if bid.value % 42 or bid.value < 42 * low:
            return tx(_SPECIAL_LEVEL[special], low, points=42 * low)
        return tx(_SPECIAL_AT[special], value=bid.value)

    def _trump_refusal(self, contract: Contract) -> Text:
        if not isinstance(contract, Contract):
            return tx(QT_TRANSLATE_NOOP("engine", "{value} is not a contract"), value=repr(contract))
        legal = self._legal_contracts()
        if contract in legal:
            raise _Legal
        r = self.rules
        if r.variant is Variant.MOON:
            return tx(QT_TRANSLATE_NOOP("engine", "{contract} is not allowed in this game of Moon"), contract=contract.label)
        if contract in (Contract.NELLO, Contract.SEVENS):
            rule = r.nello if contract is Contract.NELLO else r.sevens
            name = contract.short
            if rule is None:
                return tx(_SPECIAL_NOT_PLAYED, name=name)
            assert self.high is not None
            if self.high.special:
                special = Special.PLUNGE if self.high.special == Special.PLUNGE else Special.SPLASH
                return tx(_NAMED_ON[special], name=name)
            return tx(QT_TRANSLATE_NOOP("engine", "{name} needs a bid of at least %n mark(s) ({points})"),
                      rule.min_marks, name=name, points=42 * rule.min_marks)
        return tx(QT_TRANSLATE_NOOP("engine", "{contract} is not allowed here"), contract=contract.label)

    # ---------------------------------------------------------- copy, undo

    def clone(self) -> GameState:
        new = object.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.score = self.score[:]
        new.results = self.results[:]
        new.logs = [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in self.logs]
        new.hands = self.hands[:]
        new.bids = self.bids[:]
        new.trick_seats = self.trick_seats[:]
        new.trick_tiles = self.trick_tiles[:]
        new.tricks = self.tricks[:]
        new.points = self.points[:]
        new.tricks_won = self.tricks_won[:]
        new.claimed = self.claimed  # a tuple: shared safely
        return new

    def undo(self) -> None:
        """Take back the last seat action of the game (the state becomes exactly what it was)."""
        logs = [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in self.logs]
        while logs and not logs[-1].actions:
            if len(logs) == 1:
                break
            logs.pop()
        if not logs or not logs[-1].actions:
            raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "nothing to undo")))
        logs[-1].actions.pop()
        rebuilt = replay(self.rules, logs, seed=self.seed)
        self.__dict__.update(rebuilt.__dict__)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return _snapshot(self) == _snapshot(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<GameState {self.rules.variant.label} hand {self.hand_index + 1} "
            f"phase={self.phase.value} to_act={self.to_act} score={self.score}>"
        )


def contracts_for_bid(rules: Rules, bid: Bid, forced: bool = False) -> list[Contract]:
    """What the winner of an auction at `bid` may name (`forced`: the bid was forced)."""
    if rules.variant is Variant.MOON:
        out = list(_SUIT_CONTRACTS)
        if rules.doubles_trump:
            out.append(Contract.DOUBLES)
        if rules.follow_me:
            out.append(Contract.FOLLOW_ME)
        return out
    out = [*_SUIT_CONTRACTS, Contract.DOUBLES, Contract.FOLLOW_ME]
    if bid.special is None:
        forced_ok = forced and rules.forced_specials
        if rules.nello is not None and (bid.value >= 42 * rules.nello.min_marks or forced_ok):
            out.append(Contract.NELLO)
        if rules.sevens is not None and (bid.value >= 42 * rules.sevens.min_marks or forced_ok):
            out.append(Contract.SEVENS)
    return out


def contract_table(rules: Rules, contract: Contract) -> TrickTable:
    """The trick table of a contract under these rules (doubles high or low etc.)."""
    if contract.is_suit:
        return suit_trump_table(int(contract))
    if contract is Contract.DOUBLES:
        return doubles_trump_table()
    if contract is Contract.FOLLOW_ME:
        high = rules.variant is Variant.MOON or rules.follow_me_doubles is FollowMeDoubles.HIGH
        return no_trump_table(DoublesMode.HIGH if high else DoublesMode.LOW)
    if contract is Contract.NELLO:
        if rules.nello is None:
            raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "Nello is not played under these rules")))
        return no_trump_table(DoublesMode(rules.nello.doubles))
    return sevens_table()


def seat_order(n_seats: int, out_seat: int) -> tuple[int, ...]:
    """next_seat[s]: who plays after s, skipping a seat that sits out (-1: nobody)."""
    order = []
    for s in range(n_seats):
        nxt = (s + 1) % n_seats
        if nxt == out_seat:
            nxt = (nxt + 1) % n_seats
        order.append(nxt)
    return tuple(order)


class _Legal(Exception):
    """Raised by a refusal check when the action is legal (internal)."""


def _catch(check: Callable[[], Text]) -> Text | None:
    try:
        return check()
    except _Legal:
        return None


def _verb(action: Action) -> str:
    """The key of `CANNOT_NOW` for an action's kind."""
    return {Bid: "bid", NameTrump: "trump", Discard: "discard", Play: "play", Claim: "claim"}[type(action)]


def _not_a_tile(tile: object) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "{value} is not a tile"), value=repr(tile))


def _must_beat(value: int, high: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "bid {value} must beat the high bid of {high}"), value=value, high=high)


def _snapshot(s: GameState) -> tuple[tuple[str, str], ...]:
    d = dict(s.__dict__)
    d.pop("seed", None)
    d["logs"] = [(g.shaker, g.deal, g.widow, tuple(g.actions)) for g in s.logs]
    return tuple(sorted((k, repr(v)) for k, v in d.items()))


def replay(rules: Rules, logs: list[HandLog], seed: int | None = None) -> GameState:
    """Rebuild a game from its hand logs; raises IllegalActionError (with
    `hand_number` and `action_number` attributes) at the first thing that is wrong."""
    first = logs[0].shaker if logs else None
    state = GameState(rules, seed=seed, first_shaker=first)
    for h, log in enumerate(logs):
        try:
            if h:
                if state.phase is Phase.GAME_OVER:
                    raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "the game was already over")))
                if state.phase is not Phase.SCORED:
                    raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "the previous hand is not finished")))
                state.next_hand()
            if log.shaker != state.shaker:
                raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "the shaker should be seat {right}, not seat {wrong}"),
                                            right=state.shaker, wrong=log.shaker))
            state.deal([tiles_of(m) for m in log.deal], log.widow)
        except IllegalActionError as e:
            raise _located(e, h, None) from None
        for a, (seat, action) in enumerate(log.actions):
            try:
                if state.to_act < 0:
                    raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "the hand is already over")))
                if seat != state.to_act:
                    raise IllegalActionError(tx(QT_TRANSLATE_NOOP("engine", "it is seat {right}'s turn, not seat {wrong}'s"),
                                                right=state.to_act, wrong=seat))
                state.apply(action)
            except IllegalActionError as e:
                raise _located(e, h, a) from None
    return state


def _located(e: IllegalActionError, hand: int, action: int | None) -> IllegalActionError:
    err = IllegalActionError(e.args[0] if e.args else str(e))
    err.hand_number = hand + 1
    err.action_number = None if action is None else action + 1
    return err
