"""Bidding practice: deals that put the user in a chosen spot of the auction,
the AI's bids before the user's, and the reveal after the user's decision (the
hint table, what the AI would do and why, the open-hands result, the grade).

The user is always seat 0 of a four-player Texas 42 game. Everything is seeded:
the same session seed gives the same deals, AI bids and grades. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..ai import hints
from ..ai.bidding import Choice, choice_values
from ..ai.evaluate import Effort, open_hands_value
from ..ai.players import HINT_SEED, Player, analyse_bid, decision_rng, level_of, make_player
from ..engine import AllPass, Bid, Contract, GameState, Observation, Phase, Rules, Variant, contracts_for_bid
from ..engine.rng import stream
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import DOUBLES_MASK, TILE_HIGH, TILE_LOW, tiles_of

USER = 0
POSITIONS: dict[str, Text] = {
    "any": tx(QT_TRANSLATE_NOOP("practice", "Any seat")),
    "first": tx(QT_TRANSLATE_NOOP("practice", "First to bid")),
    "opponent_bid": tx(QT_TRANSLATE_NOOP("practice", "After an opponent's bid")),
    "partner_bid": tx(QT_TRANSLATE_NOOP("practice", "After your partner's bid")),
    "forced": tx(QT_TRANSLATE_NOOP("practice", "Everyone passed: the shaker must bid")),
}
POSITIONS_IN_PROMPT: dict[str, Text] = {
    #: A practice position in the middle of a sentence: "Practice decision 2 of 10: any seat. Your bid?"
    "any": tx(QT_TRANSLATE_NOOP("practice", "any seat")),
    "first": tx(QT_TRANSLATE_NOOP("practice", "first to bid")),
    "opponent_bid": tx(QT_TRANSLATE_NOOP("practice", "after an opponent's bid")),
    "partner_bid": tx(QT_TRANSLATE_NOOP("practice", "after your partner's bid")),
    "forced": tx(QT_TRANSLATE_NOOP("practice", "everyone passed: the shaker must bid")),
    #: A bid of the user's own game, dealt again from My mistakes: "Practice decision 1 of 3: from your game. Your bid?"
    "game": tx(QT_TRANSLATE_NOOP("practice", "from your game")),
}
"""The positions as the practice prompt says them (a key of `POSITIONS` -> Text)."""
STRENGTHS: dict[str, Text] = {"any": tx(QT_TRANSLATE_NOOP("practice", "Any hand")),
             "strong": tx(QT_TRANSLATE_NOOP("practice", "Strong hands (3+ doubles or 4+ of a suit)"))}
MISTAKE = 0.05
"""A bid that gives up more than this many expected marks goes into the mistakes deck (from practice,
or from the review of the user's own game: the same rule)."""
_SHAKER = {"first": 3, "partner_bid": 1, "opponent_bid": 2, "forced": 0}



def is_strong(hand: int) -> bool:
    """3+ doubles, or 4+ tiles of one suit."""
    if (hand & DOUBLES_MASK).bit_count() >= 3:
        return True
    tiles = tiles_of(hand)
    return any(sum(1 for t in tiles if suit in (TILE_HIGH[t], TILE_LOW[t])) >= 4 for suit in range(7))


@dataclass
class PracticeDeal:
    session_seed: int
    index: int
    game_seed: int
    position: str
    state: GameState
    """The game at the user's first bid, the AI's bids before it applied."""

    def observation(self) -> Observation:
        return self.state.observation(USER)


def practice_rules(rules: Rules | None = None) -> Rules:
    """Practice is Texas 42 with four players; a forced bid needs the forced house rule."""
    rules = rules or Rules()
    if rules.variant is not Variant.TEXAS_42:
        raise ValueError("bidding practice is for Texas 42 (four players)")
    return rules


def deal(
    rules: Rules,
    session_seed: int,
    index: int,
    position: str = "any",
    strength: str = "any",
    level: str = "normal",
    factory: Callable[[str, int], Player] | None = None,
    attempts: int = 300,
) -> PracticeDeal:
    """The `index`-th deal of a session: the first seeded deal that fits the filters."""
    if position not in POSITIONS or strength not in STRENGTHS:
        raise ValueError(f"unknown position {position!r} or strength {strength!r}")
    if position == "forced" and rules.all_pass is not AllPass.FORCED:
        rules = rules.with_(all_pass=AllPass.FORCED)
    make = factory or (lambda lv, seed: make_player(lv, seed))
    for attempt in range(attempts):
        game_seed = stream(session_seed, 0x9AC, index, attempt).below(2**62)
        shaker = _SHAKER.get(position, stream(game_seed, 5).below(4))
        state = GameState(rules, seed=game_seed, first_shaker=shaker)
        state.deal()
        if strength == "strong" and not is_strong(state.hands[USER]):
            continue
        players = [make(level, game_seed + s) for s in range(4)]
        while state.phase is Phase.BID and state.to_act != USER and _may_fit(state, position):
            state.apply(players[state.to_act].choose(state.observation(state.to_act)))
        if state.phase is Phase.BID and state.to_act == USER and _fits(state, position):
            return PracticeDeal(session_seed, index, game_seed, position, state)
    raise RuntimeError(f"no deal in {attempts} tries fits {POSITIONS[position]!r} with {STRENGTHS[strength]!r}")


def _may_fit(state: GameState, position: str) -> bool:
    """Whether the auction can still reach `position` by the user's turn, asked before each AI bid: a
    deal that cannot fit costs no more AI bids. False only where `_fits` would refuse the deal anyway,
    so a seed deals the same position. (Found by profiling: with the 1-0's holder opening, three deals
    in four put the user anywhere but last, and the forced spot spent 1.7 s on AI bids it threw away.)"""
    order = state.bid_order
    to_come = order[state.bid_pos:order.index(USER)]  # the seats still to bid before the user
    holder = next((s for s, b in reversed(state.bids) if not b.is_pass), None)
    if position == "first":
        return False
    if position == "forced":
        return order[-1] == USER and state.high is None
    if position == "partner_bid":  # the partner bids once: once past, it holds the bid now or never
        return 2 in to_come or holder == 2
    if position == "opponent_bid":
        side = state.rules.layout.side
        seats = to_come + ((holder,) if holder is not None else ())
        return any(side(s) != side(USER) for s in seats)
    return True


def _fits(state: GameState, position: str) -> bool:
    high = state.high
    holder = next((s for s, b in reversed(state.bids) if not b.is_pass), None)
    if position == "first":
        return not state.bids
    if position == "opponent_bid":
        layout = state.rules.layout
        return high is not None and holder is not None and layout.side(holder) != layout.side(USER)
    if position == "partner_bid":
        return high is not None and holder == 2
    if position == "forced":  # (found by QA: one legal action was also a bid already at the top, a Plunge of 7)
        return state.is_forced()
    return True


# ------------------------------------------------------------------ the reveal


@dataclass
class Reveal:
    """Everything the app shows after the user's decision."""

    hint: hints.BidHint
    values: dict[Choice, float]
    choice: Choice
    best: Choice
    lost: float
    """Expected marks the user's decision gives up against the best one (`hints.value_lost`)."""
    open_hands: dict[Contract, int]
    """With all four hands shown and perfect play, the user bidding and leading."""
    places: int = 2
    """The decimals `lost` is written to: the hint table's (`hints.value_places`)."""


def contracts_for(deal: PracticeDeal, bid: Bid) -> list[Contract]:
    """What the user may name after this bid (empty for a pass, or a Plunge/Splash)."""
    if bid.is_pass or bid.special:
        return []
    forced = len(deal.state.legal_actions()) == 1
    return contracts_for_bid(deal.state.rules, bid, forced)


def evaluate_decision(deal: PracticeDeal, choice: Choice, level: str = "hard", effort: Effort | None = None) -> Reveal:
    """Grade the user's decision (seeded: the same deal always grades the same): on
    the worlds and values the AI of `level` in the user's seat would decide by."""
    obs = deal.observation()
    hint, values = bid_outlook(obs, level, HINT_SEED, effort)
    bid, contract = choice
    if bid.special:
        contract = None
    choice = (bid, contract)
    best = (hint.recommended, hint.contract)  # the hint's best cell: the same values, the same tie rule
    return Reveal(hint, values, choice, best, hints.value_lost(values, choice), open_hands(deal), hint.value_places)


def bid_outlook(
    obs: Observation, level: str, seed: int, effort: Effort | None = None
) -> tuple[hints.BidHint, dict[Choice, float]]:
    """The bid hint and the value of every legal decision: the analysis the AI of
    `level` seeded with `seed` makes for its own bid (`effort` replaces the level's,
    for tests), so its choice is the best value here and grades 0."""
    lv = level_of(level)
    if effort is not None:
        lv = replace(lv, effort=effort)
    analysis = analyse_bid(obs, lv, decision_rng(seed, obs))
    outlooks, partner, defence = analysis.outlooks, analysis.partner, analysis.defence
    return (hints.hint_from_outlooks(obs, outlooks, partner, defence),
            choice_values(obs, outlooks, partner, defence=defence))


def open_hands(deal: PracticeDeal) -> dict[Contract, int]:
    state = deal.state
    rules = state.rules
    hands = tuple(state.hands)
    out = {}
    for c in list(Contract)[:9]:
        out[c] = open_hands_value(rules, hands, USER, c)
    for c, rule in ((Contract.NELLO, rules.nello), (Contract.SEVENS, rules.sevens)):
        if rule is not None:
            out[c] = open_hands_value(rules, hands, USER, c)
    return out


# ------------------------------------------------------------------ a session


@dataclass
class Decision:
    """An answered decision: what the session's summary shows of it. `deal` and `reveal` are its
    deal and analysis while the app runs; a session resumed from its file has only the numbers."""

    index: int
    """The deal's index in its session (the mistakes deck's card's own, for a card)."""
    choice: Choice
    best: Choice
    lost: float
    deal: PracticeDeal | None = None
    reveal: Reveal | None = None
    places: int = 2
    """The decimals `lost` is written to, as its reveal wrote it (`Reveal.places`)."""

    @classmethod
    def of(cls, deal_: PracticeDeal, reveal: Reveal) -> Decision:
        return cls(deal_.index, reveal.choice, reveal.best, reveal.lost, deal_, reveal, reveal.places)


@dataclass
class PracticeSession:
    rules: Rules = field(default_factory=Rules)
    seed: int = 1
    position: str = "any"
    strength: str = "any"
    level: str = "hard"
    decisions: list[Decision] = field(default_factory=list)

    def next_deal(self, factory: Callable[[str, int], Player] | None = None) -> PracticeDeal:
        prior = "normal" if self.level == "hard" else self.level  # the AI's earlier bids: quick but sound
        return deal(self.rules, self.seed, len(self.decisions), self.position, self.strength, prior, factory)

    def add(self, deal_: PracticeDeal, reveal: Reveal) -> None:
        self.decisions.append(Decision.of(deal_, reveal))

    @property
    def average_lost(self) -> float:
        return sum(d.lost for d in self.decisions) / len(self.decisions) if self.decisions else 0.0

    @property
    def places(self) -> int:
        """The decimals `average_lost` is written to: as many as any decision's (under a grade of "0.002
        expected marks" given up, an average of "0.00" would read as nothing given up)."""
        return max((d.places for d in self.decisions), default=2)

    def worst(self, n: int = 3) -> list[Decision]:
        """The decisions that gave up the most, worst first (only those that gave up anything)."""
        bad = [d for d in self.decisions if d.lost > 1e-9]
        return sorted(bad, key=lambda d: -d.lost)[:n]


