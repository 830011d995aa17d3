"""The game state: one game of any variant, hand after hand.

The state moves through explicit phases. In DEAL the tiles are dealt (a chance
node: `deal()`); in BID, TRUMP, WIDOW and PLAY one seat acts (`to_act`), choosing
from `legal_actions()` and calling `apply()`, which refuses anything illegal with
an `IllegalActionError` in plain words. SCORED ends a hand (`next_hand()` goes on);
GAME_OVER ends the game.
"""

from __future__ import annotations

from .actions import DISCARDS, PLAYS, TRUMPS, Action, Bid, Claim, Contract, Discard, NameTrump, Play, Special
from .auction import legal_bids
from .claim import claim_allowed
from .contracts import contract_table, contracts_for_bid
from .dealing import deal_refusal
from .game_seed import content_seed
from .hand import PHASE_NAMES, HandLog, HandResult, Outcome, Phase, Trick
from .house_rules import AllPass, OpeningBidder, WidowTiming
from .observation import Observation, observe
from .refusals import Refusal, refusal_of
from .rng import new_seed, stream
from .rules import MOON_SHOT, Rules, Variant
from .scoring import awards, game_winner, outcome_of
from .stake import Stake, stake_of
from .tables import (
    TrickTable,
)
from .text import QT_TRANSLATE_NOOP, tx
from .tiles import N_TILES, tile_id, tiles_of


class IllegalActionError(ValueError):
    """An action the rules do not allow here; the message says why in plain words.

    When raised while replaying a game, `hand_number` and `action_number` (1-based)
    say where."""

    hand_number: int | None = None
    action_number: int | None = None


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
        reason = deal_refusal(self.rules, hands, widow)
        if reason is not None:
            raise IllegalActionError(reason)
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
            return list(self.legal_bids())
        if phase is Phase.TRUMP:
            return [TRUMPS[c] for c in self.legal_contracts()]
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
        return claim_allowed(self.rules, self.contract, self.table, seat, self.hands[seat], self.tricks, self.known_out(seat))

    def trick_winners(self) -> tuple[int, ...]:
        """The winner of each trick so far, a claimer once per trick laid down."""
        won = tuple(t.winner for t in self.tricks)
        return won + ((self.claimed[0],) * self.claimed[1] if self.claimed else ())

    def observation(self, seat: int) -> Observation:
        """What `seat` may know now: never another seat's hidden tiles."""
        return observe(self, seat)

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    def refusal(self, action: Action) -> Refusal | None:
        """Why the seat to act may not take `action` (None when it may), in plain words and with
        the code of the rule it breaks."""
        return refusal_of(self, action)

    # ---------------------------------------------------------------- apply

    def apply(self, action: Action) -> None:
        """Apply the action of the seat to act; raise IllegalActionError if the rules forbid it."""
        if self.phase is Phase.PLAY and type(action) is Play and type(action.tile) is int:
            if 0 <= action.tile < N_TILES and self.legal_play_mask() >> action.tile & 1:
                self._log(action)
                self._play(action.tile)
                return
        reason = refusal_of(self, action)
        if reason is not None:
            raise IllegalActionError(reason)
        self._log(action)
        self._dispatch(action)

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

    def legal_bids(self) -> list[Bid]:
        return legal_bids(self.rules, self.high, self.hands[self.to_act], self.is_forced())

    def is_forced(self) -> bool:
        """The last bidder after everyone else passed, under the forced-bid rule."""
        return (
            self.rules.all_pass is AllPass.FORCED and self.bid_pos == self.n - 1 and self.high is None
        )

    def _bid(self, bid: Bid) -> None:
        seat = self.to_act
        self.bids.append((seat, bid))
        if not bid.is_pass:
            self.forced = self.is_forced()
            self.high, self.bidder = bid, seat
        self.bid_pos += 1
        moon_shot = self.rules.variant is Variant.MOON and bid.value == MOON_SHOT
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

    def legal_contracts(self) -> list[Contract]:
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
        outcome = outcome_of(self)
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
        outcome = outcome_of(self)
        assert outcome is not None, "a claim plays the hand to its end"
        self._finish(outcome)

    def known_out(self, seat: int) -> int:
        """The tiles `seat` knows lie out of play: the Moon bidder's own discard."""
        return 1 << self.discard if self.discard is not None and seat == self.bidder else 0

    # --------------------------------------------------------------- scoring

    def _finish(self, outcome: Outcome) -> None:
        awarded = awards(self, outcome)
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
            forced=self.forced,
        )
        self.results.append(self.result)
        self.to_act = -1
        self.winner = game_winner(self, outcome)
        self.phase = Phase.SCORED if self.winner is None else Phase.GAME_OVER

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


def seat_order(n_seats: int, out_seat: int) -> tuple[int, ...]:
    """next_seat[s]: who plays after s, skipping a seat that sits out (-1: nobody)."""
    order = []
    for s in range(n_seats):
        nxt = (s + 1) % n_seats
        if nxt == out_seat:
            nxt = (nxt + 1) % n_seats
        order.append(nxt)
    return tuple(order)


def _snapshot(s: GameState) -> tuple[tuple[str, str], ...]:
    d = dict(s.__dict__)
    d.pop("seed", None)
    d["logs"] = [(g.shaker, g.deal, g.widow, tuple(g.actions)) for g in s.logs]
    return tuple(sorted((k, repr(v)) for k, v in d.items()))


def replay(rules: Rules, logs: list[HandLog], seed: int | None = None) -> GameState:
    """Rebuild a game from its hand logs; raises IllegalActionError (with
    `hand_number` and `action_number` attributes) at the first thing that is wrong.
    The hands after these are dealt from `seed`; without one, from a seed derived from the
    rules and deals, so the same logs always go on the same way (never from a new random one)."""
    first = logs[0].shaker if logs else None
    state = GameState(rules, seed=content_seed(rules, logs) if seed is None else seed, first_shaker=first)
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
