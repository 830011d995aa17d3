"""The "my mistakes" deck: practice positions the user answered badly, dealt
again (worst first) until the user answers them right.

A card stores only what deals its position again (the practice kind, the
session seed, the deal's index, its spot, the rules): practice deals are
seeded, so the same card always gives the same position. The deck is one JSON
file, written atomically; a damaged file is set aside (never deleted) and the
deck starts empty with a notice. No Qt here.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..datafile import DAMAGE, excerpt, load_json, reason, set_aside
from ..engine import Rules, RulesError, Variant
from ..engine.record import write_atomic
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from .play_practice import SPOTS
from .practice import POSITIONS, STRENGTHS

FORMAT = "texas42-mistakes"
KINDS = ("bid", "play")
MAX_CARDS = 200
"""The deck keeps its worst cards; older small mistakes make way."""


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

    @property
    def key(self) -> tuple[str, int, int, str, str]:
        return (self.kind, self.seed, self.index, self.spot, self.strength)

    def game_rules(self) -> Rules:
        return Rules.from_dict(Variant.TEXAS_42, self.rules)


class Deck:
    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.notice: Text | None = None
        self.listener: Callable[[Text], None] | None = None
        """Told the notice when a save fails (the window shows it then: found by QA, a deck that
        could not be saved was said nowhere, and the session's mistakes were gone at the next start)."""
        self._unsaved = False
        """The last save failed (the user was told; a later failure is news after a save that works)."""
        self.cards: list[Card] = self._load()

    def _load(self) -> list[Card]:
        try:
            return _parse(load_json(self.path))
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

    def _save(self) -> None:
        data = {"format": FORMAT, "version": 1, "cards": [to_json(c) for c in self.cards]}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps(data, indent=1))
        except OSError as e:
            self.notice = tx(QT_TRANSLATE_NOOP("practice", "Your mistakes deck could not be saved in {folder} ({error}): "
                                               "your new mistakes are kept only until you quit."),
                             folder=str(self.path.parent), error=reason(e))
            if not self._unsaved and self.listener is not None:
                self.listener(self.notice)
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

    def answered(self, card: Card, lost: float, mistake: bool, points: float = 0.0) -> None:
        """The user answered `card`'s position (in practice or from the deck): a mistake
        puts it in (or keeps it, counting the miss); a right answer takes it out. `points`: the
        expected points a play gave up."""
        old = next((c for c in self.cards if c.key == card.key), None)
        if old is not None:
            self.cards.remove(old)
        if mistake:
            misses = old.misses + 1 if old is not None else 1
            self.cards.append(Card(card.kind, card.seed, card.index, card.spot, card.strength, card.rules,
                                   max(lost, old.lost if old else 0.0), misses, max(points, old.points if old else 0.0)))
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


def to_json(card: Card) -> dict[str, Any]:
    return asdict(card)


def cards_of(items: Any) -> list[Card]:
    """The cards of a parsed list, as `to_json` writes them; any of `DAMAGE` (or `RulesError`) for a damaged one."""
    if not isinstance(items, list):
        raise ValueError("the cards are not a list")
    cards = []
    for raw in items:
        card = Card(str(raw["kind"]), _int(raw["seed"]), _int(raw["index"]), str(raw["spot"]),
                    str(raw["strength"]), dict(raw["rules"]), float(raw["lost"]), _int(raw.get("misses", 1)),
                    float(raw.get("points", 0.0)))
        if not (math.isfinite(card.lost) and math.isfinite(card.points)):
            raise ValueError("a card's loss is not a number")
        if card.kind not in KINDS:
            raise ValueError(f"unknown card kind {card.kind!r}")
        # (found by QA: a hand-edited card's unknown spot was listed as it stood and, worst first,
        # stopped every round of the deck with "Practice could not go on")
        if card.spot not in (POSITIONS if card.kind == "bid" else SPOTS) or card.strength not in STRENGTHS:
            raise ValueError(f"a card's spot {excerpt(card.spot, 30)!r} or hands {excerpt(card.strength, 30)!r} "
                             "is not one practice deals")
        card.game_rules()  # rules that no longer load make the file unusable, not the app
        cards.append(card)
    return cards


def _int(value: Any) -> int:
    """A whole number as the deck writes it (not a float, not a 400-digit text)."""
    if type(value) is not int or abs(value) >= 1 << 64:
        raise ValueError(f"not a whole number: {excerpt(value, 40)}")
    return value
