"""The "my mistakes" deck: practice positions the user answered badly, dealt
again (worst first) until the user answers them right.

A card stores what deals its position again (the practice kind, the session
seed, the deal's index, its spot, the rules): practice deals are seeded, so the
same card always gives the same position. It also keeps what the decision was
(`BidSeen`, `PlaySeen`), for the deck's list: dealing a position again plays
the AI up to it, too slow for a list of fifty (a card of an older deck has
none, and the list shows what it can). A card of the user's own game (the review of a finished
hand found a costly bid or play) cannot be dealt from a seed: it keeps its position itself
(`positions.GamePosition`, spot "game"), and practice deals that very position. The deck also
keeps the finished hands of the user's game whose review has not been done yet (`Pending`: the app
was quit, or practice took the table, while it ran), so their mistakes are not lost: they are looked
over later; and the last hands whose review put cards in (`FedHand`), so an undo into one takes its
cards back out, in a later run too. The deck is one JSON file, written atomically; a damaged file is
set aside (never deleted) and the deck starts empty with a notice. No Qt here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from ..ai.bidding import Choice
from ..datafile import DAMAGE, Writer, excerpt, load_json, reason, set_aside
from ..engine import Bid, Contract, HandLog, Phase, Rules, RulesError, Variant, replay
from ..engine.record import action_from_json, action_to_json, from_record, to_record, write_atomic
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import TILE_NAMES, parse_tile
from .play_practice import SPOTS
from .positions import GamePosition, position_json, position_of, state_of
from .practice import POSITIONS, STRENGTHS, USER

FORMAT = "texas42-mistakes"
VERSION = 2
"""Version 2 adds the cards of the user's own games (their "game" field) and the hands still to be looked
over ("pending", which an older app ignores); a version 1 deck reads as it was. When a hand of the user's
game was played ("played", of its cards and pending hands) is optional: an older app ignores it, and a
deck without it reads as before. The hands whose review put cards in ("fed") are optional too: an older app
ignores them (and writes the deck without them), and a deck without them reads as before."""
GAME = "game"
"""The spot of a card of the user's own game."""
KINDS = ("bid", "play")
MAX_CARDS = 200
"""The deck keeps its worst cards; older small mistakes make way."""
FED = 256
"""Hands remembered as fed to the deck (the newest): a hand scored again as it was (a review asked again)
adds nothing, and an undo into one takes its cards out."""


@dataclass(frozen=True)
class BidSeen:
    """A bidding decision as the user met it and answered it."""

    hand: tuple[int, ...]
    """The user's tiles."""
    bids: tuple[tuple[int, Bid], ...]
    """The bids before the user's, (seat, bid), the user being seat 0."""
    choice: Choice
    best: Choice


@dataclass(frozen=True)
class PlaySeen:
    """A play decision as the user met it and answered it."""

    contract: Contract
    trick: tuple[tuple[int, int], ...]
    """The trick before the user's tile, (seat, tile), the user being seat 0: empty for a lead."""
    tile: int
    best: int


@dataclass(frozen=True)
class Card:
    kind: str
    """"bid" (bidding practice) or "play" (play practice)."""
    seed: int
    index: int
    spot: str
    """The bidding position ("first", ...) or the play spot ("lead", ...)."""
    strength: str
    rules: dict[str, Any]
    lost: float
    """What the user's answer gave up: expected marks (bids) or chance (plays)."""
    misses: int = 1
    points: float = 0.0
    """The expected points a play gave up: what the deck shows when the chance shows as 0%."""
    seen: BidSeen | PlaySeen | None = None
    """What the decision was, for the answer `lost` and `points` are of (None: a card of an older deck)."""
    game: GamePosition | None = None
    """The position itself, for a card of the user's own game (spot "game"; `seed` is the game's and
    `index` the position's digest); None for a practice card, dealt again from its seed."""
    played: str | None = None
    """When the hand of a card of the user's game was played, ISO 8601 to the minute ("2026-03-07T14:05"):
    a label that tells two games apart in the list (found by review: "From your game, hand 1" read alike
    for every game). Never part of the key, nor of a grade; None for a practice card or an older deck's."""
    places: int = 2
    """The decimals a bid's `lost` is written to: as its reveal or review wrote it (`hints.value_places`)."""

    @property
    def key(self) -> tuple[str, int, int, str, str]:
        return (self.kind, self.seed, self.index, self.spot, self.strength)

    def game_rules(self) -> Rules:
        return Rules.from_dict(Variant.TEXAS_42, self.rules)


@dataclass(frozen=True)
class Pending:
    """A finished hand of the user's game whose review has not put its mistakes in the deck yet (found
    by QA: quitting while it ran, a hand's costly bid never reached My mistakes)."""

    rules: Rules
    seed: int
    logs: tuple[HandLog, ...]
    """The game's hands up to this one, which is the last."""
    user: int
    given: int
    names: tuple[str, ...]
    played: str | None = field(default=None, compare=False)
    """When the hand was played (`Card.played`): the label its cards get, however late it is looked over."""

    @property
    def index(self) -> int:
        return len(self.logs) - 1

    def digest(self) -> str:
        """What tells this hand as it was played from any other: the rules, the game's seed, the user's seat,
        the actions given, and every action of this hand and of the hands before it (as the review's key;
        not the players' names). A game holds the hand while its hand of that index has this digest."""
        hands = [[log.shaker, list(log.deal), log.widow, [action_to_json(s, a) for s, a in log.actions]]
                 for log in self.logs]
        text = json.dumps([self.rules.variant.value, self.rules.to_dict(), self.seed, self.user, self.given, hands],
                          sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:32]


@dataclass(frozen=True)
class FedHand:
    """A hand of the user's game whose review put cards in the deck: an undo into it takes them back
    out (found by QA: after a restart, an undo into a hand of the earlier run left its cards in)."""

    hand: str
    """The hand as it was played (`Pending.digest`)."""
    index: int
    """The hand's index in its game (0: the first hand)."""
    cards: tuple[tuple[Card, Card | None], ...]
    """Each card as the hand put it in the deck, and the deck's card of that decision before (None: none)."""


def pending_json(p: Pending) -> dict[str, Any]:
    game = replay(p.rules, list(p.logs), p.seed)
    out = {"user": p.user, "given": p.given, "game": to_record(game, list(p.names))}
    if p.played is not None:
        out["played"] = p.played
    return out


def pending_of(raw: Any) -> Pending | None:
    """A pending hand as `pending_json` writes it; None for one that does not load (it is only work
    to do: it never sets the deck aside)."""
    try:
        game = from_record(raw["game"])
        user, given = _int(raw["user"]), _int(raw["given"])
        if not game.state.logs or game.state.phase not in (Phase.SCORED, Phase.GAME_OVER):
            return None
        played = _played(raw.get("played"))
    except (*DAMAGE, RulesError):
        return None
    return Pending(game.state.rules, game.state.seed, tuple(game.state.logs), user, given, tuple(game.players), played)


class Deck:
    def __init__(self, path: Path | str, background: bool = False):
        self.path = Path(path)
        self.writer = Writer(background, "texas42-deck")
        """`background` (the app's window): a full deck took about 7 ms to make into JSON and write (bench/long_use.py)."""
        self.notice: Text | None = None
        self.listener: Callable[[Text], None] | None = None
        """Told the notice when a save fails (the window shows it then: found by QA, a deck that
        could not be saved was said nowhere, and the session's mistakes were gone at the next start)."""
        self._unsaved = False
        """The last save failed (the user was told; a later failure is news after a save that works)."""
        self._held: bool | None = None
        """Inside `together`: whether a change waits to be saved (None: outside, each change is saved at once)."""
        self.pending: list[Pending] = []
        """Finished hands of the user's game still to be looked over, oldest first."""
        self.fed: list[FedHand] = []
        """The last `FED` hands whose review put cards in (or found none to), oldest first."""
        self.cards: list[Card] = self._load()

    def _load(self) -> list[Card]:
        try:
            data = load_json(self.path)
            cards = _parse(data)
            raw = data.get("pending", []) if isinstance(data, dict) else []
            self.pending = [p for p in map(pending_of, raw if isinstance(raw, list) else []) if p is not None]
            raw = data.get("fed", []) if isinstance(data, dict) else []
            self.fed = [h for h in (fed_of(item, cards) for item in (raw if isinstance(raw, list) else [])[-FED:])
                        if h is not None]
            return cards
        except OSError as e:  # a file that cannot be read is not damaged: it is left alone
            self.notice = tx(QT_TRANSLATE_NOOP("practice", "Your mistakes deck could not be read ({error})."),
                             error=reason(e))
            return []
        except (*DAMAGE, RulesError) as e:
            aside = set_aside(self.path)
            self.notice = tx(QT_TRANSLATE_NOOP(
                "practice", "Your mistakes deck was damaged ({error}); it was set aside as {file} and starts afresh."),
                error=reason(e), file=aside.name if aside is not None else self.path.name)
            return []

    @contextlib.contextmanager
    def together(self) -> Iterator[None]:
        """The changes made inside are saved once, at the end (found by a simulated year of play,
        bench/long_use.py: a full deck takes about 20 ms to write, on the GUI thread, and a reviewed
        hand wrote it once for each costly decision, then once more to release the hand)."""
        if self._held is not None:
            yield
            return
        self._held = False
        try:
            yield
        finally:
            changed, self._held = self._held, None
            if changed:
                self._save()

    def _save(self) -> None:
        if self._held is not None:
            self._held = True
            return
        self.writer.run(self._write, tuple(self.cards), tuple(self.pending), tuple(self.fed))  # (all frozen)

    def _write(self, cards: tuple[Card, ...], pending: tuple[Pending, ...], fed: tuple[FedHand, ...]) -> None:
        try:
            data = {"format": FORMAT, "version": VERSION, "cards": [to_json(c) for c in cards],
                    "pending": [pending_json(p) for p in pending], "fed": fed_json(fed, cards)}
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Not indented: a full deck indented was 345 KB, and json writes indented text in Python, ten
            # times slower (12 ms of the 20 a write took, on the GUI thread; found by bench/long_use.py)
            write_atomic(self.path, json.dumps(data))
        except Exception as e:  # noqa: BLE001 - on the writer's thread nothing else would say it (found by review)
            error = reason(e) if isinstance(e, OSError) else tx(QT_TRANSLATE_NOOP(
                "practice", "an error in Texas 42 itself: {name}"), name=type(e).__name__)
            self.notice = tx(QT_TRANSLATE_NOOP("practice", "Your mistakes deck could not be saved in {folder} ({error}): "
                                               "your new mistakes are kept only until you quit."),
                             folder=str(self.path.parent), error=error)
            if not self._unsaved and self.listener is not None:
                self.listener(self.notice)  # (from the writer's thread, when in the background)
            self._unsaved = True
            return
        self._unsaved = False

    def __len__(self) -> int:
        return len(self.cards)

    def count(self, kind: str) -> int:
        return sum(c.kind == kind for c in self.cards)

    def worst(self, kind: str) -> list[Card]:
        """The cards of one kind, worst first."""
        return sorted((c for c in self.cards if c.kind == kind), key=lambda c: (-c.lost, c.key))

    def hold(self, hand: Pending) -> None:
        """Keep a finished hand to look over until `release` (its review done)."""
        if hand not in self.pending:
            self.pending.append(hand)
            self._save()

    def release(self, hand: Pending) -> None:
        if hand in self.pending:
            self.pending.remove(hand)
            self._save()

    def remember(self, hand: FedHand) -> None:
        """Keep `hand` (its review just put its cards in) for an undo into it, the oldest making way."""
        self.fed = [*self.fed[-FED + 1:], hand]
        self._save()

    def take_back_hand(self, hand: FedHand) -> int:
        """Undo what `hand` did to the deck (`take_back` of each of its cards), and forget it; one write.
        Returns how many cards were taken back."""
        with self.together():
            taken = sum(self.take_back(card, before) for card, before in hand.cards)
            if any(h.hand == hand.hand for h in self.fed):
                self.fed = [h for h in self.fed if h.hand != hand.hand]
                self._save()
        return taken

    def card(self, key: tuple[str, int, int, str, str]) -> Card | None:
        """The deck's card of a decision (`Card.key`), if it has one."""
        return next((c for c in self.cards if c.key == key), None)

    def take_back(self, card: Card, before: Card | None) -> bool:
        """Undo the `answered` that left `card` in the deck: the deck has `before` again (None: no card
        of that decision). Nothing changes if the deck's card is no longer `card` (answered since, in
        practice: that answer stands). Returns whether it was taken back."""
        if card not in self.cards:
            return False
        self.cards.remove(card)
        if before is not None:
            self.cards = sorted([*self.cards, before], key=lambda c: -c.lost)[:MAX_CARDS]
        self._save()
        return True

    def answered(self, card: Card, lost: float, mistake: bool, points: float = 0.0) -> None:
        """The user answered `card`'s position (in practice or from the deck): a mistake
        puts it in (or keeps it, counting the miss); a right answer takes it out. `points`: the
        expected points a play gave up."""
        old = next((c for c in self.cards if c.key == card.key), None)
        if old is not None:
            self.cards.remove(old)
        if mistake:
            misses = old.misses + 1 if old is not None else 1
            # The worse answer's numbers and decision together: the list quotes one answer, as its reveal showed it
            worse = old if old is not None and (old.lost, old.points) > (lost, points) else None
            self.cards.append(replace(card, lost=worse.lost if worse else lost, misses=misses,
                                      points=worse.points if worse else points,
                                      seen=worse.seen if worse else card.seen,
                                      places=worse.places if worse else card.places,
                                      played=card.played or (old.played if old is not None else None)))
            self.cards = sorted(self.cards, key=lambda c: -c.lost)[:MAX_CARDS]
        if mistake or old is not None:
            self._save()


def _parse(data: Any) -> list[Card]:
    """The cards of a parsed deck (None: no file yet); any of `DAMAGE` for a damaged one."""
    if data is None:
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a mistakes deck")
    return cards_of(data["cards"])


def fed_json(hands: Sequence[FedHand], cards: Sequence[Card]) -> list[dict[str, Any]]:
    """The hands as the deck writes them beside `cards`: a card a hand put in is named by its place in
    `cards` (and its key, to check), not written again; one no longer there (answered since, or pushed
    out by worse ones) cannot be taken back and is left out. The card before it is written whole."""
    where = {c.key: i for i, c in enumerate(cards)}
    out = []
    for hand in hands:
        items = []
        for put, before in hand.cards:
            i = where.get(put.key)
            if i is not None and cards[i] == put:
                items.append({"card": i, "key": list(put.key), "before": None if before is None else to_json(before)})
        out.append({"hand": hand.hand, "index": hand.index, "cards": items})
    return out


def fed_of(raw: Any, cards: list[Card]) -> FedHand | None:
    """A hand as `fed_json` writes it, its cards found in the deck's `cards`; None for one that does not
    load (it only undoes what the hand did: it never sets the deck aside). A card that is not where it
    says, or not the one it names, is left out."""
    try:
        hand, index = raw["hand"], _int(raw["index"])
        if not isinstance(hand, str) or len(hand) > 64 or index < 0 or not isinstance(raw["cards"], list):
            return None
        items = []
        for item in raw["cards"]:
            i = _int(item["card"])
            if 0 <= i < len(cards) and list(cards[i].key) == item["key"]:
                before = item["before"]
                items.append((cards[i], None if before is None else cards_of([before])[0]))
    except (*DAMAGE, RulesError):
        return None
    return FedHand(hand, index, tuple(items))


def to_json(card: Card) -> dict[str, Any]:
    out = {f.name: getattr(card, f.name) for f in fields(card) if f.name not in ("seen", "game", "played")}
    if card.game is not None:
        out["game"] = position_json(card.game)
    if card.played is not None:
        out["played"] = card.played
    bid, play = card.seen, card.seen
    if isinstance(bid, BidSeen):
        out["seen"] = {"hand": [TILE_NAMES[t] for t in bid.hand], "bids": [action_to_json(s, b) for s, b in bid.bids],
                       "choice": _choice_json(bid.choice), "best": _choice_json(bid.best)}
    elif isinstance(play, PlaySeen):
        out["seen"] = {"trump": play.contract.code, "trick": [{"seat": s, "play": TILE_NAMES[t]} for s, t in play.trick],
                       "tile": TILE_NAMES[play.tile], "best": TILE_NAMES[play.best]}
    return out


def _choice_json(choice: Choice) -> dict[str, Any]:
    bid, contract = choice
    out = action_to_json(0, bid)
    if contract is not None:
        out["trump"] = contract.code
    return out


def _seen_of(kind: str, raw: Any) -> BidSeen | PlaySeen | None:
    """A card's decision as `to_json` writes it (None: none kept); any of `DAMAGE` for a damaged one."""
    if raw is None:
        return None
    if kind == "bid":
        bids = tuple(_bid(item) for item in raw["bids"])
        return BidSeen(tuple(parse_tile(t) for t in raw["hand"]), bids, _choice(raw["choice"]), _choice(raw["best"]))
    trick = tuple((_bid_seat(item), parse_tile(item["play"])) for item in raw["trick"])
    return PlaySeen(Contract.from_code(raw["trump"]), trick, parse_tile(raw["tile"]), parse_tile(raw["best"]))


def _bid(item: Any) -> tuple[int, Bid]:
    seat, action = action_from_json(item, 4)
    if not isinstance(action, Bid):
        raise ValueError("not a bid")
    return seat, action


def _bid_seat(item: Any) -> int:
    seat = item["seat"]
    if type(seat) is not int or not 0 <= seat < 4:
        raise ValueError("not a seat")
    return seat


def _choice(raw: Any) -> Choice:
    bid = dict(raw)
    trump = bid.pop("trump", None)
    return _bid(bid)[1], None if trump is None else Contract.from_code(trump)


def cards_of(items: Any) -> list[Card]:
    """The cards of a parsed list, as `to_json` writes them; any of `DAMAGE` (or `RulesError`) for a damaged one."""
    if not isinstance(items, list):
        raise ValueError("the cards are not a list")
    cards = []
    for raw in items:
        card = Card(str(raw["kind"]), _int(raw["seed"]), _int(raw["index"]), str(raw["spot"]),
                    str(raw["strength"]), dict(raw["rules"]), float(raw["lost"]), _int(raw.get("misses", 1)),
                    float(raw.get("points", 0.0)), _seen_of(str(raw["kind"]), raw.get("seen")),
                    None if raw.get("game") is None else position_of(raw["game"]), _played(raw.get("played")),
                    places_of(raw.get("places", 2)))
        if not (math.isfinite(card.lost) and math.isfinite(card.points)):
            raise ValueError("a card's loss is not a number")
        if card.kind not in KINDS:
            raise ValueError(f"unknown card kind {card.kind!r}")
        # (found by QA: a hand-edited card's unknown spot was listed as it stood and, worst first,
        # stopped every round of the deck with "Practice could not go on")
        if card.game is not None:
            _check_game(card)
        elif card.spot not in (POSITIONS if card.kind == "bid" else SPOTS) or card.strength not in STRENGTHS:
            raise ValueError(f"a card's spot {excerpt(card.spot, 30)!r} or hands {excerpt(card.strength, 30)!r} "
                             "is not one practice deals")
        card.game_rules()  # rules that no longer load make the file unusable, not the app
        cards.append(card)
    return cards


def _check_game(card: Card) -> None:
    """A card of the user's game is one practice can deal: its position rebuilds, and the user
    (seat 0, as in practice) is to bid or to play there, as the card's kind says."""
    pos = card.game
    assert pos is not None
    if card.spot != GAME or pos.user != USER or card.index != pos.digest():
        raise ValueError("a card of your game is not its position's")
    state = state_of(card.game_rules(), pos)
    phase = Phase.BID if card.kind == "bid" else Phase.PLAY
    if state.phase is not phase or state.to_act != pos.user:
        raise ValueError(f"a card of your game does not come to your {card.kind}")


def _played(raw: Any) -> str | None:
    """When a hand was played, as the deck writes it; None for none kept, or one that does not read as
    an ISO 8601 time (it is only a label: the card or hand stands without it, the deck is not set aside)."""
    if not isinstance(raw, str) or len(raw) > 40:
        return None
    try:
        datetime.fromisoformat(raw)
    except ValueError:
        return None
    return raw


def places_of(value: Any) -> int:
    """The decimals a bid's loss is written to, as a file keeps them (`Card.places`): 2 or 3."""
    if type(value) is not int or value not in (2, 3):
        raise ValueError(f"not a number of decimals: {excerpt(value, 40)}")
    return value


def _int(value: Any) -> int:
    """A whole number as the deck writes it (not a float, not a 400-digit text)."""
    if type(value) is not int or abs(value) >= 1 << 64:
        raise ValueError(f"not a whole number: {excerpt(value, 40)}")
    return value
