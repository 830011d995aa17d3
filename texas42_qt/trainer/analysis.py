"""Analyze any hand: a hand a player held at a real table, the seat it bid from and
the bids before it, under a rules preset, turned into the game the engine plays, so
the coach gives it the very bid hint it gives in a game. No Qt.

The player sits at seat 0; the shaker is chosen so that seat 0 bids in the place
given. Tiles not entered are shuffled from a fixed seed and dealt to the other seats:
the hint reads only the player's observation, so they never change it, and a saved
record (`.t42`) opens as the position entered, with hands a real shuffle could give
(found by QA: dealt in order, in 42 for three the left seat held every five and four
left and the right seat every trey, deuce, ace and blank)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai import hints
from ..ai.evaluate import goal_for, open_hands_value, open_move_values
from ..ai.players import HINT_SEED
from ..ai.widow import open_discard
from ..engine import (
    DISCARDS,
    PASS,
    Bid,
    Contract,
    GameState,
    IllegalActionError,
    NameTrump,
    OpeningBidder,
    Phase,
    Play,
    Rules,
    Variant,
    record,
)
from ..engine.game_seed import content_seed
from ..engine.hand import Trick
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import TILE_NAMES, parse_tile, tiles_of

USER = 0
FILL_SEED = 42
"""The shuffle of the tiles not entered: the same hand entered is always the same record."""


class AnalysisError(ValueError):
    """Bad input for one field ("hand", "bids", "others"), with a message for that field."""

    def __init__(self, field: str, message: Text):
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass(frozen=True)
class Setup:
    """What the player entered."""

    rules: Rules
    hand: str
    """The player's tiles, typed: "6-6 6-5 5-5 ..."."""
    place: int = 0
    """Where the player bids: 0 first, 1 second... (the seats before it bid first)."""
    bids: str = ""
    """The bids before the player's turn, in order: "pass 30"."""
    others: tuple[str, ...] = ()
    """Optionally, the other seats' tiles, clockwise from the player's left ("" where unknown)."""


def parse_tiles(text: str, field: str, size: int | None = None) -> list[int]:
    """Tiles typed with spaces or commas between them; a clear message for a bad one,
    one given twice, or (with `size`) the wrong number of them."""
    tiles: list[int] = []
    for word in text.replace(",", " ").split():
        try:
            tile = parse_tile(word)
        except ValueError as error:
            raise AnalysisError(field, error.args[0]) from None
        if tile in tiles:
            raise AnalysisError(field, tx(QT_TRANSLATE_NOOP("analysis", "the {tile} is given twice"), tile=TILE_NAMES[tile]))
        tiles.append(tile)
    if size is not None and len(tiles) != size:
        raise AnalysisError(field, tx(QT_TRANSLATE_NOOP("analysis", "%n tile(s) given: a hand has {size}"), len(tiles),
                                      size=size))
    return tiles


def parse_bids(text: str) -> list[Bid]:
    """"pass 30 31 2 marks" -> bids; "p" is a pass too, "1 mark" or "1m" a bid of 42 (found by
    QA: "2 marks", as the bid buttons say it, was refused as no bid)."""
    bids: list[Bid] = []
    words = text.replace(",", " ").lower().split()
    for i, word in enumerate(words):
        marks = word.removesuffix("m")
        if word in ("mark", "marks") and i and bids and words[i - 1].isdigit():
            bids[-1] = Bid(42 * int(words[i - 1]))
        elif word in ("p", "pass", "-"):
            bids.append(PASS)
        elif word.isascii() and word.isdigit() and len(word) <= 3:
            bids.append(Bid(int(word)))
        elif word.endswith("m") and marks.isascii() and marks.isdigit() and len(marks) == 1:
            bids.append(Bid(42 * int(marks)))
        else:
            raise AnalysisError("bids", tx(QT_TRANSLATE_NOOP("analysis", "a bid is a number or {pass_}, got {word}"),
                                           pass_=PASS.text, word=word[:20]))
    return bids


def build(setup: Setup) -> GameState:
    """The game at the player's turn to bid: seat 0 holds the hand, the bids before are
    applied by the engine (which refuses an illegal one, and says why)."""
    rules = setup.rules
    if rules.opening_bidder is OpeningBidder.HOLDER_1_0:  # the place entered decides who bid first
        rules = rules.with_(opening_bidder="left_of_shaker")
    layout = rules.layout
    n = layout.n_seats
    if not 0 <= setup.place < n:
        raise AnalysisError("place", tx(QT_TRANSLATE_NOOP("analysis", "there are only %n seats"), n))
    hand = parse_tiles(setup.hand, "hand", layout.hand_size)
    hands = [hand] + [parse_tiles(text, "others", layout.hand_size) if text.strip() else [] for text in setup.others]
    hands += [[] for _ in range(n - len(hands))]
    given = [t for h in hands for t in h]
    twice = next((t for t in given if given.count(t) > 1), None)
    if twice is not None:
        raise AnalysisError("others", tx(QT_TRANSLATE_NOOP("analysis", "the {tile} is in two hands"), tile=TILE_NAMES[twice]))
    outside = [t for t in given if not layout.tiles >> t & 1]
    if outside:
        raise AnalysisError("hand", tx(QT_TRANSLATE_NOOP("analysis", "the {tile} is not used in this game"),
                                       tile=TILE_NAMES[outside[0]]))
    rest = [t for t in tiles_of(layout.tiles) if t not in given]
    random.Random(FILL_SEED).shuffle(rest)
    for h in hands[1:]:
        while len(h) < layout.hand_size:
            h.append(rest.pop())
    widow = rest.pop() if layout.widow else None
    state = GameState(rules, seed=1, first_shaker=(-setup.place - 1) % n)  # seat 0 bids in the given place
    state.deal(hands, widow)
    state.seed = content_seed(rules, state.logs)  # a saved hand goes on from its own deal, not all from seed 1
    bids = parse_bids(setup.bids)
    if len(bids) != setup.place:
        raise AnalysisError("bids", tx(QT_TRANSLATE_NOOP("analysis", "%n bid(s) given: the seats before yours make {place}"),
                                       len(bids), place=setup.place))
    for bid in bids:
        if state.phase is not Phase.BID:  # (found by QA: a Moon bid of 21 before yours raised an assertion)
            break
        try:
            state.apply(bid)
        except IllegalActionError as error:
            raise AnalysisError("bids", error.args[0]) from None
    if state.phase is not Phase.BID or state.to_act != USER:
        raise AnalysisError("bids", tx(QT_TRANSLATE_NOOP("analysis", "those bids end the auction before your turn")))
    return state


def analyse(state: GameState, level: str = "hard") -> hints.BidHint:
    """The bid hint of the player's seat: the analysis a game gives it."""
    return hints.bid_hint(state.observation(USER), level, seed=HINT_SEED)


def open_hands(state: GameState) -> dict[Contract, int]:
    """With every hand known (as entered) and perfect play, what the player's side takes
    under each contract with the player bidding and leading, in its unit (points or tricks);
    in Moon after taking the widow and laying away the tile that leaves the most."""
    rules = state.rules
    contracts = [*(Contract(s) for s in range(7)), Contract.DOUBLES]
    if rules.variant is not Variant.MOON or rules.follow_me:
        contracts.append(Contract.FOLLOW_ME)
    hands = tuple(state.hands)
    if state.widow is not None:
        return {c: open_discard(rules, hands, USER, c, state.widow)[1] for c in contracts}
    return {c: open_hands_value(rules, hands, USER, c) for c in contracts}


def known_others(setup: Setup) -> bool:
    """Whether every other hand was entered (open-hands values are then about this deal)."""
    n = setup.rules.layout.n_seats
    return len(setup.others) >= n - 1 and all(text.strip() for text in setup.others[: n - 1])


def best_line(state: GameState, bid: Bid, contract: Contract) -> list[Trick]:
    """The hand played out with every hand open and perfect play: the player bids `bid`
    (the seats after pass), names `contract`, in Moon lays away the tile that leaves the
    most (`open_discard`), and every seat plays the tile the solver
    values best for its side. The tricks, in order (the engine may end the hand early)."""
    game = record.loads(record.dumps(state)).state  # a copy: the position entered stays as it is
    game.apply(bid)
    while game.to_act >= 0 and game.phase is not Phase.PLAY:
        if game.phase is Phase.BID:
            game.apply(PASS)
        elif game.phase is Phase.TRUMP:
            game.apply(NameTrump(contract))
        else:
            game.apply(DISCARDS[open_discard(game.rules, tuple(game.hands), game.to_act, contract, None)[0]])
    while game.phase is Phase.PLAY and game.to_act >= 0:
        game.apply(Play(best_tile(game)))
    return list(game.tricks)


def best_tile(game: GameState) -> int:
    """The tile the seat to play values best for its side with every hand open (the lowest
    of equals)."""
    obs = game.observation(game.to_act)
    goal = goal_for(obs)
    values = open_move_values(obs, goal, tuple(game.hands))
    mine_is_max = bool(goal.max_seats >> obs.seat & 1)
    return (max if mine_is_max else min)(sorted(values), key=lambda t: values[t])
