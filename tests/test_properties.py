"""Property-based tests of the rules engine (hypothesis).

Thousands of random legal hands of every variant and random combinations of house rules are
played through the engine. An independent referee, written in this file from the prose of
RULES.md (it does not use the engine's tables), follows every hand and checks the engine's turn
order, legal actions, trick winners, outcome, awards and scores. Other properties check what the
engine promises as an API: illegal actions are refused and change nothing, observations never
reveal hidden tiles, records and undo restore the exact state, clones are independent, the same
seed deals the same tiles.

Everything is deterministic (``derandomize=True``, no example database), so CI is reproducible.
Set ``T42_PROPERTY_SCALE`` (a number, default 1) to run more or fewer examples, and
``T42_PROPERTY_STATS=1`` (with ``pytest -s``) to print how many games and hands were played.
"""

from __future__ import annotations

import copy
import os
import random
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import Phase as Stage
from hypothesis import strategies as st

from texas42_qt.engine import (
    MAX_MARKS,
    PASS,
    PRESETS,
    Bid,
    Contract,
    Discard,
    GameState,
    HandLog,
    IllegalActionError,
    NameTrump,
    NelloRule,
    Phase,
    Play,
    Rules,
    SpecialRule,
    Variant,
    record,
    replay,
)

SCALE = float(os.environ.get("T42_PROPERTY_SCALE", "1"))
STATS: Counter[str] = Counter()


def tally(key: str) -> None:
    """Count what the properties exercised, per test (see T42_PROPERTY_STATS)."""
    test = os.environ.get("PYTEST_CURRENT_TEST", "?").split("::")[-1].split(" ")[0]
    STATS[key] += 1
    STATS[f"{test}: {key}"] += 1


def examples(n: int, shrink: bool = True) -> settings:
    return settings(
        max_examples=max(1, int(n * SCALE)),
        phases=list(Stage) if shrink else [Stage.explicit, Stage.generate],
        derandomize=True,
        database=None,
        deadline=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
    )


@pytest.fixture(scope="module", autouse=True)
def _report_stats():
    yield
    if os.environ.get("T42_PROPERTY_STATS"):
        print("\nproperty tests played:")
        for key, n in sorted(STATS.items()):
            print(f"  {key}: {n}")


# ---------------------------------------------------------------------------------------------
# Tiles, written again from RULES.md (ids as documented in tiles.py: high*(high+1)/2 + low)

TILES: tuple[tuple[int, int], ...] = tuple((h, lo) for h in range(7) for lo in range(h + 1))
ONE_ZERO = TILES.index((1, 0))
COUNT_TILES = {(5, 5): 10, (6, 4): 10, (5, 0): 5, (4, 1): 5, (3, 2): 5}


def is_double(t: int) -> bool:
    return TILES[t][0] == TILES[t][1]


def pips(t: int) -> int:
    return TILES[t][0] + TILES[t][1]


def count_of(t: int, variant: Variant) -> int:
    """Count of a tile; Moon has no count tiles ("each trick is worth 1 point")."""
    return 0 if variant is Variant.MOON else COUNT_TILES.get(TILES[t], 0)


def tile_set(variant: Variant) -> frozenset[int]:
    if variant is Variant.MOON:  # the double-six set without the blanks except 0-0: 22 tiles
        return frozenset(t for t, (h, lo) in enumerate(TILES) if lo != 0 or h == 0)
    if variant is Variant.THREE:  # 1-0 is removed
        return frozenset(t for t in range(28) if t != ONE_ZERO)
    return frozenset(range(28))


SEATS = {Variant.TEXAS_42: 4, Variant.MOON: 3, Variant.THREE: 3}
HAND_SIZE = {Variant.TEXAS_42: 7, Variant.MOON: 7, Variant.THREE: 9}


def tiles_in(mask: int) -> set[int]:
    return {t for t in range(28) if mask >> t & 1}


def mask_of(tiles) -> int:
    return sum(1 << t for t in tiles)


# ---------------------------------------------------------------------------------------------
# The referee: RULES.md as plain code, independent of the engine


class RefTricks:
    """Following and winning tricks under one contract (RULES.md "Suits, following, winning a trick",
    follow-me, Nello doubles house rule, Sevens)."""

    def __init__(self, contract: Contract, rules: Rules):
        self.sevens = contract is Contract.SEVENS
        self.trump_number = int(contract) if contract.is_suit else None
        self.doubles_trump = contract is Contract.DOUBLES
        if contract is Contract.NELLO:
            assert rules.nello is not None
            self.doubles = rules.nello.doubles  # "own_suit", "high" or "low"
        elif contract is Contract.FOLLOW_ME and rules.variant is not Variant.MOON:
            self.doubles = rules.follow_me_doubles
        else:
            self.doubles = "high"

    def is_trump(self, t: int) -> bool:
        if self.trump_number is not None:
            return self.trump_number in TILES[t]
        return self.doubles_trump and is_double(t)

    def led_suit(self, t: int):
        if self.is_trump(t):
            return "trump"
        if self.doubles == "own_suit" and is_double(t):
            return "doubles"
        return TILES[t][0]  # the higher end

    def belongs(self, t: int, suit) -> bool:
        if suit == "trump":
            return self.is_trump(t)
        if suit == "doubles":
            return is_double(t)
        if self.is_trump(t) or (self.doubles == "own_suit" and is_double(t)):
            return False
        return suit in TILES[t]

    def rank(self, t: int, suit) -> int:
        h, lo = TILES[t]
        if suit == "doubles" or (suit == "trump" and self.doubles_trump):
            return h  # 6-6 high down to 0-0
        number = self.trump_number if suit == "trump" else suit
        if h == lo:
            return 7 if self.doubles == "high" else -1
        return lo if h == number else h  # then by the other end

    def legal(self, hand: set[int], trick: list[int]) -> set[int]:
        if self.sevens:
            best = min(abs(pips(t) - 7) for t in hand)
            return {t for t in hand if abs(pips(t) - 7) == best}
        if not trick:
            return set(hand)
        led = self.led_suit(trick[0])
        return {t for t in hand if self.belongs(t, led)} or set(hand)

    def winner(self, tiles: list[int]) -> int:
        """Index in `tiles` of the winning tile."""
        if self.sevens:
            dist = [abs(pips(t) - 7) for t in tiles]
            return dist.index(min(dist))  # on a tie the one played first
        trumps = [i for i, t in enumerate(tiles) if self.is_trump(t)]
        if trumps:
            return max(trumps, key=lambda i: self.rank(tiles[i], "trump"))
        led = self.led_suit(tiles[0])
        return max((i for i, t in enumerate(tiles) if self.belongs(t, led)), key=lambda i: self.rank(tiles[i], led))


class RefHand:
    """One hand, refereed from RULES.md: whose turn, what is legal, who wins, what is scored."""

    def __init__(self, rules: Rules, hands: list[set[int]], widow: int | None, shaker: int, hand_index: int):
        self.rules = rules
        self.variant = rules.variant
        self.moon = self.variant is Variant.MOON
        self.partners = self.variant is Variant.TEXAS_42
        self.n = len(hands)
        self.hand_size = HAND_SIZE[self.variant]
        self.total = sum(count_of(t, self.variant) for t in tile_set(self.variant)) + self.hand_size
        self.hands = [set(h) for h in hands]
        self.widow = widow
        self.widow_taken = False
        start = (shaker + 1) % self.n
        if hand_index == 0 and self.partners and rules.opening_bidder == "holder_1_0":
            start = next(s for s in range(self.n) if ONE_ZERO in self.hands[s])
        self.order = [(start + i) % self.n for i in range(self.n)]
        self.phase = "bid"
        self.to_act = start
        self.bids: list[tuple[int, Bid]] = []
        self.high: Bid | None = None
        self.bidder: int | None = None
        self.forced = False
        self.contract: Contract | None = None
        self.tr: RefTricks | None = None
        self.trump_seat = -1
        self.out = -1
        self.discard: int | None = None
        self.trick: list[tuple[int, int]] = []
        self.tricks: list[tuple[tuple[int, ...], tuple[int, ...], int, int]] = []  # seats, tiles, winner, points
        self.outcome: str | None = None
        self.played: list[int] = []

    def side(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    @property
    def n_sides(self) -> int:
        return 2 if self.partners else self.n

    def points(self) -> list[int]:
        out = [0] * self.n_sides
        for _, _, w, p in self.tricks:
            out[self.side(w)] += p
        return out

    def tricks_won(self) -> list[int]:
        out = [0] * self.n
        for _, _, w, _ in self.tricks:
            out[w] += 1
        return out

    # -- legal actions

    def _forced_now(self) -> bool:
        return self.rules.all_pass == "forced" and len(self.bids) == self.n - 1 and self.high is None

    def legal_bids(self) -> set[Bid]:
        r = self.rules
        if self._forced_now():
            return {Bid(r.min_bid)}
        high = self.high.value if self.high else 0
        out = {PASS}
        if self.moon:
            out |= {Bid(v) for v in range(r.min_bid, 8) if v > high}
            if high < 21:
                out.add(Bid(21))
            return out
        out |= {Bid(v) for v in range(r.min_bid, 42) if v > high}
        marks = high // 42
        if not r.allow_84:
            mark_bids = {1} if marks == 0 else set()
        elif r.mark_raise == "one":
            mark_bids = {1, 2} if marks == 0 else {marks + 1}
        else:
            mark_bids = set(range(marks + 1, MAX_MARKS + 1))
        out |= {Bid(42 * m) for m in mark_bids if m <= MAX_MARKS}
        # Plunge and Splash are mark bids of 2 marks and more: none where mark bids above 42 are off.
        doubles = sum(is_double(t) for t in self.hands[self.to_act]) if r.allow_84 else 0
        if r.plunge is not None and doubles >= 4:  # 4 marks or one more than the high bid, may jump
            low = max(r.plunge.min_marks, marks + 1)
            out |= {Bid(42 * m, "plunge") for m in range(low, MAX_MARKS + 1)}
        if r.splash is not None and doubles >= 3:
            m = max(r.splash.min_marks, marks + 1)
            if m <= MAX_MARKS:
                out.add(Bid(42 * m, "splash"))
        return out

    def legal_contracts(self) -> set[Contract]:
        r = self.rules
        out = {Contract(s) for s in range(7)}
        if self.moon:
            if r.doubles_trump:
                out.add(Contract.DOUBLES)
            if r.follow_me:
                out.add(Contract.FOLLOW_ME)
            return out
        out |= {Contract.DOUBLES, Contract.FOLLOW_ME}
        assert self.high is not None
        if self.high.special is None:
            for rule, contract in ((r.nello, Contract.NELLO), (r.sevens, Contract.SEVENS)):
                if rule is not None and (self.high.value >= 42 * rule.min_marks or (self.forced and r.forced_specials)):
                    out.add(contract)
        return out

    def legal(self) -> set:
        if self.phase == "bid":
            return set(self.legal_bids())
        if self.phase == "trump":
            return {NameTrump(c) for c in self.legal_contracts()}
        if self.phase == "widow":
            return {Discard(t) for t in self.hands[self.to_act]}
        if self.phase == "play":
            assert self.tr is not None
            return {Play(t) for t in self.tr.legal(self.hands[self.to_act], [t for _, t in self.trick])}
        return set()

    # -- moves

    def apply(self, action) -> None:
        assert action in self.legal(), f"referee: {action} is not legal for seat {self.to_act} in {self.phase}"
        seat = self.to_act
        if isinstance(action, Bid):
            if not action.is_pass:
                self.forced = self._forced_now()
                self.high, self.bidder = action, seat
            self.bids.append((seat, action))
            if len(self.bids) == self.n or (self.moon and action.value == 21):
                self._end_auction()
            else:
                self.to_act = self.order[len(self.bids)]
        elif isinstance(action, NameTrump):
            self.contract = action.contract
            self.tr = RefTricks(action.contract, self.rules)
            if self.moon and self.rules.widow == "after_trump":
                self._take_widow()
            else:
                self._start_play()
        elif isinstance(action, Discard):
            self.hands[seat].remove(action.tile)
            self.discard = action.tile
            if self.contract is None:
                self.phase, self.to_act = "trump", self.trump_seat
            else:
                self._start_play()
        else:
            self.hands[seat].remove(action.tile)
            self.played.append(action.tile)
            self.trick.append((seat, action.tile))
            if len(self.trick) < self.n - (self.out >= 0):
                nxt = (seat + 1) % self.n
                if nxt == self.out:
                    nxt = (nxt + 1) % self.n
                self.to_act = nxt
            else:
                self._close_trick()

    def _end_auction(self) -> None:
        if self.bidder is None:
            self.outcome = "redeal" if self.moon else "reshake"
            self.phase, self.to_act = "over", -1
            return
        assert self.high is not None
        special = self.high.special in ("plunge", "splash")
        self.trump_seat = (self.bidder + 2) % self.n if special else self.bidder  # the partner names trump
        if self.moon and self.rules.widow == "before_trump":
            self._take_widow()
        else:
            self.phase, self.to_act = "trump", self.trump_seat

    def _take_widow(self) -> None:
        assert self.bidder is not None and self.widow is not None
        self.hands[self.bidder].add(self.widow)
        self.widow_taken = True
        self.phase, self.to_act = "widow", self.bidder

    def _start_play(self) -> None:
        assert self.bidder is not None
        if self.contract is Contract.NELLO and self.partners:
            self.out = (self.bidder + 2) % self.n  # the partner sits out
        self.phase, self.to_act = "play", self.trump_seat

    def _close_trick(self) -> None:
        assert self.tr is not None
        seats = tuple(s for s, _ in self.trick)
        tiles = tuple(t for _, t in self.trick)
        winner = seats[self.tr.winner(list(tiles))]
        pts = 1 + sum(count_of(t, self.variant) for t in tiles)
        self.tricks.append((seats, tiles, winner, pts))
        self.trick = []
        self.outcome = self._decide()
        if self.outcome is None:
            self.to_act = winner
        else:
            self.phase, self.to_act = "over", -1

    def _decide(self) -> str | None:
        assert self.bidder is not None and self.high is not None
        done = len(self.tricks) == self.hand_size
        bid = self.high.value
        if self.moon:  # every trick is played out
            if not done:
                return None
            need = 7 if bid == 21 else bid
            return "made" if self.tricks_won()[self.bidder] >= need else "set"
        early = self.rules.end_early
        bside = self.side(self.bidder)
        if self.contract is Contract.NELLO:
            took = any(w == self.bidder for _, _, w, _ in self.tricks)
            if took:
                return "set" if early or done else None
            return "made" if done else None
        if bid >= 42 or self.contract is Contract.SEVENS:  # must take every trick
            lost = any(self.side(w) != bside for _, _, w, _ in self.tricks)
            if lost:
                return "set" if early or done else None
            return "made" if done else None
        pts = self.points()
        if done or early:
            if pts[bside] >= bid:
                return "made"
            if pts[bside] + self.total - sum(pts) < bid:
                return "set"
        return None

    # -- scoring

    def acceptable_awards(self) -> list[tuple[int, ...]]:
        """What RULES.md allows this hand to award (more than one where the prose is ambiguous)."""
        sides = self.n_sides
        if self.outcome not in ("made", "set"):
            return [(0,) * sides]
        assert self.bidder is not None and self.high is not None
        r = self.rules
        bid = self.high
        if self.moon:
            out = self.tricks_won()
            if self.outcome == "made":
                out[self.bidder] = bid.value
            elif r.set_scoring == "minus_bid":
                out[self.bidder] = -bid.value
            else:
                out = [0 if s == self.bidder else out[s] + bid.value for s in range(self.n)]
            return [tuple(out)]
        bside = self.side(self.bidder)
        marks = max(1, bid.value // 42)
        if r.scoring == "marks":
            if self.outcome == "made":
                return [tuple(marks if s == bside else 0 for s in range(sides))]
            return [tuple(0 if s == bside else marks for s in range(sides))]
        pts = self.points()
        if self.outcome == "set":
            return [tuple(0 if s == bside else pts[s] + bid.value for s in range(sides))]
        captured = tuple(pts)
        special = self.contract in (Contract.NELLO, Contract.SEVENS)
        if bid.value < 42 and not special:
            return [captured]
        # "a mark bid scores 42 per mark for the bidders"; whether the other side also scores what it
        # captured (only possible in a made Nello), and whether a forced Nello/Sevens on a point bid
        # scores its capture or 42, RULES.md does not say: accept both readings.
        mark = tuple(42 * marks if s == bside else 0 for s in range(sides))
        mark_and_capture = tuple(42 * marks if s == bside else pts[s] for s in range(sides))
        return [mark, mark_and_capture] + ([captured] if bid.value < 42 else [])


UNDECIDED = object()


def expected_winner(rules: Rules, score: list[int], ref: RefHand):
    """The winner after a hand, or UNDECIDED where RULES.md does not say (an exact tie)."""
    if ref.bidder is None:
        return None
    bside = ref.side(ref.bidder)
    assert ref.high is not None
    if ref.moon and rules.moon_instant_win and ref.outcome == "made" and ref.high.value == 21:
        return bside
    over = [s for s, v in enumerate(score) if v >= rules.target]
    if not over:
        return None
    if bside in over and ref.outcome == "made":  # the bidder passes the target by making the bid
        return bside
    best = max(score[s] for s in over)
    leaders = [s for s in over if score[s] == best]
    return leaders[0] if len(leaders) == 1 else UNDECIDED


# ---------------------------------------------------------------------------------------------
# Strategies

PRESET_RULES = [Rules.preset(name) for name in PRESETS]
TARGETS = st.sampled_from([None, None, 1, 2, 3, 5, 10, 42, 100])
"""None: the variant's default target (7 marks, 250 points, 21 in Moon)."""


def with_target(values: dict, target: int | None) -> dict:
    return values if target is None else {**values, "target": target}


nello_rules = st.one_of(st.none(), st.builds(NelloRule, st.sampled_from([1, 2]), st.sampled_from(["own_suit", "high", "low"])))


def special(low: int, high: int):
    return st.one_of(st.none(), st.builds(SpecialRule, st.sampled_from([low, high])))


@st.composite
def rules_42(draw, variant: Variant) -> Rules:
    three = variant is Variant.THREE
    values = {
        "min_bid": draw(st.integers(30, 41)),
        "allow_84": draw(st.booleans()),
        "mark_raise": draw(st.sampled_from(["one", "any"])),
        "all_pass": draw(st.sampled_from(["forced", "reshake"])),
        "opening_bidder": "left_of_shaker" if three else draw(st.sampled_from(["left_of_shaker", "holder_1_0"])),
        "follow_me_doubles": draw(st.sampled_from(["high", "low"])),
        "end_early": draw(st.booleans()),
        "scoring": draw(st.sampled_from(["marks", "points"])),
        "hide_tricks_on_marks": draw(st.booleans()),
        "nello": draw(nello_rules),
        "sevens": draw(special(1, 2)),
        "forced_specials": draw(st.booleans()),
    }
    if not three:
        values["plunge"] = draw(special(4, 5))
        values["splash"] = draw(special(2, 3))
    return Rules.make(variant, **with_target(values, draw(TARGETS)))


@st.composite
def rules_moon(draw) -> Rules:
    values = {
        "min_bid": draw(st.sampled_from([3, 4, 5])),
        "all_pass": draw(st.sampled_from(["redeal", "forced"])),
        "widow": draw(st.sampled_from(["before_trump", "after_trump"])),
        "doubles_trump": draw(st.booleans()),
        "follow_me": draw(st.booleans()),
        "set_scoring": draw(st.sampled_from(["minus_bid", "opponents_gain"])),
        "moon_instant_win": draw(st.booleans()),
    }
    return Rules.make(Variant.MOON, **with_target(values, draw(TARGETS)))


any_rules = st.one_of(
    st.sampled_from(PRESET_RULES),
    rules_42(Variant.TEXAS_42),
    rules_42(Variant.THREE),
    rules_moon(),
)
seeds = st.integers(0, 2**63 - 1)
randoms = st.randoms(use_true_random=False)


# ---------------------------------------------------------------------------------------------
# Driving random legal games


def random_deal(g: GameState, rnd: random.Random) -> None:
    """Deal: the engine's seeded shuffle, or (often) an explicit deal that may stack doubles in one
    hand so that Plunge and Splash come up."""
    if rnd.random() < 0.5:
        g.deal()
        return
    variant = g.rules.variant
    n, size = SEATS[variant], HAND_SIZE[variant]
    tiles = sorted(tile_set(variant))
    rnd.shuffle(tiles)
    if rnd.random() < 0.6:
        k = rnd.choice([3, 4, 4, 5, 6])
        doubles = [t for t in tiles if is_double(t)][:k]
        tiles = doubles + [t for t in tiles if t not in doubles]
        lucky = rnd.randrange(n)
        order = [lucky] + [s for s in range(n) if s != lucky]
    else:
        order = list(range(n))
    hands: list[list[int]] = [[] for _ in range(n)]
    for i, s in enumerate(order):
        hands[s] = tiles[i * size : (i + 1) * size]
    widow = tiles[n * size] if variant is Variant.MOON else None
    g.deal(hands, widow)


def choose(g: GameState, legal: list, rnd: random.Random):
    """A random legal action, biased so that passes, point bids and special contracts all come up."""
    if g.phase is Phase.BID:
        specials = [a for a in legal if a.special]
        if specials and rnd.random() < 0.5:
            return rnd.choice(specials)
        if PASS in legal and rnd.random() < 0.4:
            return PASS
        bids = [a for a in legal if not a.is_pass and not a.special]
        points = [a for a in bids if a.value < 42]
        if points and rnd.random() < 0.6:
            return rnd.choice(points[:3] if rnd.random() < 0.5 else points)
        return rnd.choice(bids or legal)
    if g.phase is Phase.TRUMP:
        specials = [a for a in legal if a.contract in (Contract.NELLO, Contract.SEVENS)]
        if specials and rnd.random() < 0.5:
            return rnd.choice(specials)
        if rnd.random() < 0.5:  # the longest trump suit in hand
            hand = tiles_in(g.hands[g.to_act])

            def length(a: NameTrump) -> int:
                c = a.contract
                return sum(is_double(t) if c is Contract.DOUBLES else c in TILES[t] for t in hand) if c <= 7 else 0

            return max(legal, key=length)
    if g.phase is Phase.PLAY and g.bidder is not None and g.side_of(g.to_act) == g.bid_side and rnd.random() < 0.7:
        return eager(g, legal)
    return rnd.choice(legal)


def eager(g: GameState, legal: list):
    """The bidders' play that tries to make the contract (so that made mark bids and Nellos come up):
    win the trick with the strongest tile, or in Nello keep out of it with the weakest."""
    table = g.table
    assert table is not None
    trick = list(g.trick_tiles)

    def key(a: Play) -> tuple[bool, int]:
        tiles = [*trick, a.tile]
        return table.winner_index(tiles) == len(trick), table.power[table.lead_suit[tiles[0]]][a.tile]

    if g.contract is Contract.NELLO:
        return min(legal, key=key)
    return max(legal, key=key)


Step = Callable[[GameState, random.Random], None]
every = st.integers(4, 12)
"""How often (in actions) the costly checks run: drawn, so that they land on every kind of step."""


def play_game(
    rules: Rules,
    seed: int,
    rnd: random.Random,
    max_hands: int,
    before: Step | None = None,
    after_hand: Step | None = None,
    period: int = 1,
) -> GameState:
    """Play up to `max_hands` hands with random legal actions; `before(g, rnd)` runs before every
    `period`-th action, `after_hand(g, rnd)` after each scored hand."""
    g = GameState(rules, seed=seed)
    tally("games")
    step = 0
    for _ in range(max_hands):
        random_deal(g, rnd)
        while g.to_act >= 0:
            if before is not None and step % period == 0:
                before(g, rnd)
            step += 1
            g.apply(choose(g, g.legal_actions(), rnd))
        tally("hands")
        tally(f"hands {rules.variant.value}")
        if after_hand is not None:
            after_hand(g, rnd)
        if g.phase is Phase.GAME_OVER:
            tally("games over")
            break
        g.next_hand()
    return g


# ---------------------------------------------------------------------------------------------
# 1. The referee: deals, turn order, legal actions, trick winners, outcome, awards, scores

ENGINE_PHASE = {Phase.BID: "bid", Phase.TRUMP: "trump", Phase.WIDOW: "widow", Phase.PLAY: "play"}


def check_deal(g: GameState) -> None:
    variant = g.rules.variant
    n, size = SEATS[variant], HAND_SIZE[variant]
    hands = [tiles_in(h) for h in g.hands]
    assert [len(h) for h in hands] == [size] * n
    dealt = [t for h in hands for t in h] + ([] if g.widow is None else [g.widow])
    assert (g.widow is not None) == (variant is Variant.MOON)
    assert len(dealt) == len(set(dealt)) and set(dealt) == tile_set(variant)  # every tile once


def referee_hand(g: GameState, rnd: random.Random) -> None:
    check_deal(g)
    log = g.logs[-1]
    ref = RefHand(g.rules, [tiles_in(m) for m in log.deal], log.widow, g.shaker, g.hand_index)
    dealt = [tiles_in(m) for m in log.deal]
    score_before = list(g.score)
    results_before = len(g.results)
    while g.to_act >= 0:
        legal = g.legal_actions()
        assert len(set(legal)) == len(legal), "legal_actions repeats an action"
        assert ENGINE_PHASE[g.phase] == ref.phase and g.to_act == ref.to_act
        assert set(legal) == ref.legal(), f"{ref.phase}: engine {sorted(map(str, legal))}"
        action = choose(g, legal, rnd)
        g.apply(action)
        ref.apply(action)
        if ref.phase == "play" and not ref.trick and ref.tricks:  # a trick was just closed
            seats, tiles, winner, pts = ref.tricks[-1]
            t = g.tricks[-1]
            assert (t.seats, t.tiles, t.winner, t.points) == (seats, tiles, winner, pts)
        if g.to_act >= 0:
            assert g.score == score_before and len(g.results) == results_before  # only at hand end
    # the hand is over
    assert ref.phase == "over" and g.phase in (Phase.SCORED, Phase.GAME_OVER)
    res = g.result
    assert res is not None and g.results[-1] is res and len(g.results) == results_before + 1
    assert res.result == ref.outcome
    assert [(t.seats, t.tiles, t.winner, t.points) for t in g.tricks] == ref.tricks
    assert res.trick_winners == tuple(w for _, _, w, _ in ref.tricks)
    assert res.bidder == ref.bidder and res.bid == ref.high and res.contract == ref.contract
    if ref.bidder is not None:
        assert res.points == tuple(ref.tricks_won() if ref.moon else ref.points())
    assert res.awarded in ref.acceptable_awards(), f"awarded {res.awarded}, rules say {ref.acceptable_awards()}"
    assert g.score == [a + b for a, b in zip(score_before, res.awarded)]
    want = expected_winner(g.rules, g.score, ref)
    if want is not UNDECIDED:
        assert g.winner == want
        assert (g.phase is Phase.GAME_OVER) == (want is not None)
    # tiles: dealt once, played at most once, every one accounted for
    played = list(ref.played)
    assert len(played) == len(set(played))
    remaining = [t for h in g.hands for t in tiles_in(h)]
    aside = [] if log.widow is None else [ref.discard] if ref.widow_taken else [log.widow]  # out of play
    assert sorted(played + remaining + aside) == sorted(
        [t for h in dealt for t in h] + ([] if log.widow is None else [log.widow])
    )
    if len(ref.tricks) == ref.hand_size:  # played out
        tally("hands played out")
        expect_unplayed = set(dealt[ref.out]) if ref.out >= 0 else set()
        assert set(remaining) == expect_unplayed
        assert set(played) == tile_set(g.rules.variant) - expect_unplayed - {ref.discard}
        if ref.moon:
            assert sum(ref.tricks_won()) == 7 == sum(g.tricks_won)
        else:
            total = sum(g.points)
            assert total == ref.hand_size + sum(count_of(t, g.rules.variant) for t in played)
            if ref.out < 0:
                assert total == (44 if g.rules.variant is Variant.THREE else 42)
    elif ref.bidder is not None:
        assert g.rules.end_early and not ref.moon, "a hand stopped early without the end-early rule"
    # the bidders' result, recomputed from the trick contents alone
    if ref.bidder is not None and not ref.moon:
        assert ref.high is not None
        bside = ref.side(ref.bidder)
        mine = sum(1 + sum(count_of(t, g.rules.variant) for t in tiles) for _, tiles, w, _ in ref.tricks if ref.side(w) == bside)
        if ref.contract is Contract.NELLO:
            made = all(w != ref.bidder for _, _, w, _ in ref.tricks)
        elif ref.high.value >= 42 or ref.contract is Contract.SEVENS:
            made = all(ref.side(w) == bside for _, _, w, _ in ref.tricks)
        else:
            made = mine >= ref.high.value
        assert res.result == ("made" if made else "set")
        tally(f"{res.result} {'mark' if ref.high.value >= 42 else 'point'} bid")
        if ref.contract in (Contract.NELLO, Contract.SEVENS):
            tally(f"{res.result} {ref.contract.code}")
        if ref.contract is not None and ref.contract >= Contract.DOUBLES:
            tally(f"contract {ref.contract.code}")
        if ref.high.special:
            tally(f"bid {ref.high.special}")
    elif ref.moon and ref.bidder is not None:
        need = 7 if ref.high is not None and ref.high.value == 21 else ref.high.value
        assert res.result == ("made" if ref.tricks_won()[ref.bidder] >= need else "set")
    else:
        tally("all passed")


@examples(400)
@given(rules=any_rules, seed=seeds, rnd=randoms)
def test_engine_follows_the_rule_book(rules, seed, rnd):
    """Turn order, legal actions, trick winners, outcome, awards, scores and the end of the game agree
    with a referee written from RULES.md; every tile is dealt once and played at most once."""
    g = GameState(rules, seed=seed)
    tally("games")
    shaker = g.shaker
    for _ in range(6):
        assert g.phase is Phase.DEAL and g.shaker == shaker  # the shake passes clockwise every hand
        random_deal(g, rnd)
        referee_hand(g, rnd)
        tally("hands")
        tally(f"hands {rules.variant.value}")
        if g.phase is Phase.GAME_OVER:
            tally("games over")
            assert g.to_act == -1 and g.legal_actions() == []
            with pytest.raises(IllegalActionError):
                g.next_hand()
            break
        g.next_hand()
        shaker = (shaker + 1) % g.n


# ---------------------------------------------------------------------------------------------
# 2. Illegal actions are refused (and change nothing); legal ones are accepted

CANDIDATES: tuple = (
    tuple(Play(t) for t in range(28))
    + tuple(Discard(t) for t in range(28))
    + tuple(NameTrump(c) for c in Contract)
    + tuple(Bid(v) for v in range(301))
    + tuple(Bid(42 * m, s) for m in range(9) for s in ("plunge", "splash"))
    + (Bid(30, "plunge"), Bid(100, "splash"), Bid(42, "nello"), Bid(0, "splash"))
)
CANDIDATE_SET = frozenset(CANDIDATES)


def fingerprint(g: GameState) -> tuple:
    return (
        g.phase,
        g.to_act,
        tuple(g.hands),
        len(g.actions),
        tuple(g.bids),
        tuple(g.trick_tiles),
        tuple(g.score),
        g.contract,
        g.discard,
        len(g.tricks),
    )


def check_every_candidate(g: GameState) -> None:
    legal = g.legal_actions()
    legal_set = set(legal)
    assert legal_set <= CANDIDATE_SET, "the candidate set misses a legal action"
    assert (g.to_act >= 0) == bool(legal)
    seat = g.to_act
    fp = fingerprint(g)
    probe = g.clone()
    for a in CANDIDATES:
        assert g.is_legal(a) == (a in legal_set), a
        if a in legal_set:
            c = g.clone()
            c.apply(a)  # must not raise
            assert c.logs[-1].actions[-1] == (seat, a)
        else:
            with pytest.raises(IllegalActionError):
                probe.apply(a)
            assert fingerprint(probe) == fp, f"refusing {a} changed the state"
    assert probe == g
    tally("candidate sweeps")


@examples(80)
@given(rules=any_rules, seed=seeds, rnd=randoms, period=every)
def test_illegal_actions_refused_legal_ones_accepted(rules, seed, rnd, period):
    """At random points every candidate action (all plays, discards, contracts, bids 0-300 and special
    bids) is accepted exactly when legal_actions() lists it; a refusal raises IllegalActionError and
    leaves the state == to what it was."""

    def after_hand(g: GameState, rnd: random.Random) -> None:
        check_every_candidate(g)  # nobody may act after the hand

    g = play_game(rules, seed, rnd, 3, lambda g, rnd: check_every_candidate(g), after_hand, period + 4)
    check_every_candidate(g)  # nor before the deal (or after the game)


MALFORMED = (Play(-1), Play(28), Discard(-1), Discard(28), Bid(-1), Bid(31.0), Bid(42, "nello"), NameTrump(-1))  # type: ignore[arg-type]


@examples(30, shrink=False)
@given(rules=any_rules, seed=seeds, rnd=randoms, period=every)
def test_malformed_actions_refused_plainly(rules, seed, rnd, period):
    """Actions that name no tile or no bid are refused like any illegal action, in every phase."""

    def before(g: GameState, rnd: random.Random) -> None:
        fp = fingerprint(g)
        for a in MALFORMED:
            with pytest.raises(IllegalActionError):
                g.apply(a)
            assert fingerprint(g) == fp

    play_game(rules, seed, rnd, 2, before, before, period)


# ---------------------------------------------------------------------------------------------
# 3. Observations never reveal hidden tiles


def widow_taken(g: GameState) -> bool:
    return g.widow is not None and g.bidder is not None and (g.discard is not None or bool(g.hands[g.bidder] >> g.widow & 1))


def check_observations(g: GameState) -> None:
    over = g.phase in (Phase.SCORED, Phase.GAME_OVER)
    for seat in range(g.n):
        o = g.observation(seat)
        assert o.seat == seat and o.hand == g.hands[seat]
        assert o.hand_sizes == tuple(h.bit_count() for h in g.hands)
        assert o.legal == (tuple(g.legal_actions()) if seat == g.to_act else ())
        assert o.trick == tuple(zip(g.trick_seats, g.trick_tiles))
        if over:
            assert o.revealed == tuple(g.hands) and o.result is g.result
            assert o.widow == g.widow and o.discard == g.discard
            continue
        assert o.revealed is None and o.result is None
        if seat != g.bidder:
            assert o.widow is None and o.discard is None
        elif widow_taken(g):
            assert o.widow == g.widow and o.discard == g.discard  # the bidder's own tiles
        expect_hidden = bool(
            g.rules.hide_tricks_on_marks and g.rules.variant is not Variant.MOON and g.high is not None and g.high.value >= 84
        )
        assert o.tricks_hidden == expect_hidden


def swapped_replay(g: GameState, seat: int, rnd: random.Random) -> GameState | None:
    """The same game where two tiles hidden from `seat` were dealt the other way round, replayed
    with the same public actions; None when that history is not legal with the other deal."""
    log = g.logs[-1]
    deal = [tiles_in(m) for m in log.deal]
    spots = [(o, t) for o in range(g.n) if o != seat for t in deal[o] if g.hands[o] >> t & 1]
    if g.hand_index == 0 and g.rules.variant is Variant.TEXAS_42 and g.rules.opening_bidder == "holder_1_0":
        spots = [(o, t) for o, t in spots if t != ONE_ZERO]  # who holds 1-0 is public: that seat bids first
    if log.widow is not None and seat != g.bidder:
        spots.append((-1, log.widow))
    rnd.shuffle(spots)
    for i, (a, ta) in enumerate(spots[:6]):
        for b, tb in spots[i + 1 : 8]:
            if a == b:
                continue
            new = [set(h) for h in deal]
            widow = log.widow
            for owner, old, tile in ((a, ta, tb), (b, tb, ta)):
                if owner < 0:
                    widow = tile
                else:
                    new[owner].discard(old)
                    new[owner].add(tile)
            logs = [*g.logs[:-1], HandLog(log.shaker, tuple(mask_of(h) for h in new), widow, list(log.actions))]
            try:
                return replay(g.rules, logs, seed=g.seed)
            except IllegalActionError:
                continue
    return None


@examples(200)
@given(rules=any_rules, seed=seeds, rnd=randoms, period=every)
def test_observations_never_reveal_hidden_tiles(rules, seed, rnd, period):
    """Each seat sees its own tiles; other hands, the widow and the discard only when the rules show
    them; and a deal that differs only in tiles hidden from a seat gives that seat the same view."""
    steps = Counter[str]()

    def before(g: GameState, rnd: random.Random) -> None:
        check_observations(g)
        steps["n"] += 1
        if steps["n"] % (2 * period) == 1:
            seat = rnd.randrange(g.n)
            other = swapped_replay(g, seat, rnd)
            if other is not None:
                assert other.hands != g.hands or other.widow != g.widow
                assert other.observation(seat) == g.observation(seat)
                tally("observation swaps")

    play_game(rules, seed, rnd, 3, before, lambda g, rnd: check_observations(g))


@examples(60, shrink=False)
@given(rules=rules_moon(), seed=seeds, rnd=randoms)
def test_moon_widow_seen_only_once_taken(rules, seed, rnd):
    """The widow is seen by the bidder only once it is taken into hand (before or after naming trump,
    by the house rule), and by everyone at the end of the hand."""

    def before(g: GameState, rnd: random.Random) -> None:
        over = g.phase in (Phase.SCORED, Phase.GAME_OVER)
        for seat in range(g.n):
            sees = over or (seat == g.bidder and widow_taken(g))
            assert g.observation(seat).widow == (g.widow if sees else None), (g.phase, seat, g.bidder)

    play_game(rules, seed, rnd, 2, before, before)


# ---------------------------------------------------------------------------------------------
# 4. Records, undo, clones, seeds


def check_round_trip(g: GameState) -> None:
    players = [f"P{s}" for s in range(g.n)]
    loaded = record.loads(record.dumps(g, players))
    assert loaded.players == players
    assert loaded.state == g
    assert record.dumps(loaded.state, players) == record.dumps(g, players)
    tally("record round trips")


@examples(120)
@given(rules=any_rules, seed=seeds, rnd=randoms, period=every)
def test_record_round_trip_is_exact(rules, seed, rnd, period):
    """loads(dumps(state)).state == state mid-hand, at every hand end and at the end of the game."""

    def before(g: GameState, rnd: random.Random) -> None:
        check_round_trip(g)

    def after_hand(g: GameState, rnd: random.Random) -> None:
        check_round_trip(g)
        if g.phase is Phase.SCORED:
            # A record has no mark for "next hand started, not yet dealt": loading gives the scored
            # hand, and the next hand is one next_hand() away.
            nxt = g.clone()
            nxt.next_hand()
            loaded = record.loads(record.dumps(nxt)).state
            loaded.next_hand()
            assert loaded == nxt

    play_game(rules, seed, rnd, 4, before, after_hand, period + 6)


@examples(150)
@given(rules=any_rules, seed=seeds, rnd=randoms, period=every)
def test_undo_restores_the_exact_previous_state(rules, seed, rnd, period):
    """clone, apply, undo gives == the clone; also across a scored hand, next_hand() and the next deal."""
    g = GameState(rules, seed=seed)
    step = 0
    tally("games")
    for _ in range(4):
        random_deal(g, rnd)
        if not g.results:  # nothing to undo yet: refused, nothing changed
            before = g.clone()
            with pytest.raises(IllegalActionError):
                g.undo()
            assert g == before
        while True:
            action = choose(g, g.legal_actions(), rnd)
            before = g.clone()
            g.apply(action)
            step += 1
            if step % period == 0:
                g.undo()
                assert g == before
                g.apply(action)
                tally("undos")
            if g.to_act < 0:
                break
        tally("hands")
        # undo the last action of a scored hand after the next hand was started and dealt
        if g.phase is Phase.SCORED:
            after = g.clone()
            g.next_hand()
            g.undo()
            assert g == before
            tally("undos across hands")
            g.apply(action)
            assert g == after
            g.next_hand()
            undealt = g.clone()
            random_deal(g, rnd)
            g.undo()
            assert g == before
            g.apply(action)
            assert g == after
            g.next_hand()
            assert g == undealt
        else:
            g.undo()
            assert g == before
            g.apply(action)
            break


def mutate_directly(c: GameState) -> None:
    c.hands[0] ^= 1
    c.score[0] += 5
    c.points[0] += 1
    c.tricks_won[0] += 1
    c.bids.append((0, PASS))
    c.trick_tiles.append(0)
    c.trick_seats.append(0)
    c.tricks.append(None)
    c.results.append(None)
    if c.logs:
        c.logs[-1].actions.append((0, PASS))
    c.logs.append(None)


@examples(120)
@given(rules=any_rules, seed=seeds, rnd=randoms, period=every)
def test_clone_is_independent(rules, seed, rnd, period):
    """Mutating a clone (its lists directly, or playing it on through the next hand and undoing)
    never changes the original."""

    def before(g: GameState, rnd: random.Random) -> None:
        snapshot = copy.deepcopy(g)
        text = record.dumps(g)
        c = g.clone()
        assert c == g
        mutate_directly(c)
        other = g.clone()
        for _ in range(2):  # play the clone on through the next hand
            while other.to_act >= 0:
                other.apply(rnd.choice(other.legal_actions()))
            if other.phase is not Phase.SCORED:
                break
            other.next_hand()
            other.deal()
        if other.logs[-1].actions:
            other.undo()
        assert g == snapshot and record.dumps(g) == text
        assert g.legal_actions() == snapshot.legal_actions()
        tally("clone checks")

    play_game(rules, seed, rnd, 3, before, None, 2 * period + 3)


@examples(120)
@given(rules=any_rules, seed=seeds, rnd=randoms)
def test_same_seed_same_deals(rules, seed, rnd):
    """Same rules and seed: same first shaker and the same tiles in every hand."""
    a, b = GameState(rules, seed=seed), GameState(rules, seed=seed)
    assert a.shaker == b.shaker
    a.deal()
    b.deal()
    assert a.hands == b.hands and a.widow == b.widow and a == b
    check_deal(a)
    # a whole game played with the same choices deals the same tiles every hand
    choices = rnd.getrandbits(64)
    games = []
    for _ in range(2):
        pick = random.Random(choices)
        g = GameState(rules, seed=seed)
        for _ in range(4):
            g.deal()
            check_deal(g)
            while g.to_act >= 0:
                g.apply(choose(g, g.legal_actions(), pick))
            tally("hands")
            if g.phase is not Phase.SCORED:
                break
            g.next_hand()
        games.append(g)
        tally("games")
    assert [log.deal for log in games[0].logs] == [log.deal for log in games[1].logs]
    assert [log.widow for log in games[0].logs] == [log.widow for log in games[1].logs]
    assert games[0] == games[1]
