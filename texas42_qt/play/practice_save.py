"""A practice session kept between runs of the app: a bidding or play practice session left
midway (the app closed, or crashed) goes on where it was, the same deals, the same answers.

Practice deals are seeded, so a session is its choices and seed, and the answers given so
far with what the summary shows of each (not their analysis, which is long to make again):
the next deal comes back as it was. One JSON file per kind of practice, written atomically
after each answer; a damaged or foreign file is set aside (never deleted) with a notice, and
nothing else is touched. No Qt here.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..datafile import DAMAGE, DataFileError, excerpt, load_json, reason, set_aside, whole
from ..engine import Bid, Contract, Rules, RulesError, Variant
from ..engine.record import action_from_json, action_to_json, write_atomic
from ..engine.text import QT_TRANSLATE_NOOP, Text, tx
from ..engine.tiles import TILE_NAMES, parse_tile
from ..trainer import mistakes, practice
from ..trainer import play_practice as pp
from ..trainer.mistakes import Card
from .play_practice_flow import PlayPracticeFlow
from .practice_flow import PracticeFlow

FORMAT = "texas42-practice-session"
VERSION = 1
KINDS = ("bid", "play")
MAX_TOTAL = 100
"""The most decisions a session has (the setup dialogs' limit)."""


@dataclass
class Kept:
    """A session read back: its choices, its answers so far and how many it has in all."""

    kind: str
    session_id: str
    total: int
    cards: list[Card] | None
    bidding: practice.PracticeSession | None = None
    play: pp.PlayPracticeSession | None = field(default=None)

    @property
    def answered(self) -> int:
        session = self.bidding or self.play
        return len(session.decisions) if session is not None else 0


# ------------------------------------------------------------------ writing


def _choice_json(choice: tuple[Bid, Contract | None]) -> dict[str, Any]:
    bid, contract = choice
    out = action_to_json(0, bid)
    del out["seat"]
    if contract is not None:
        out["trump"] = contract.code
    return out


def bidding_json(flow: PracticeFlow) -> dict[str, Any]:
    session = flow.session
    assert session is not None
    return {"format": FORMAT, "version": VERSION, "kind": "bid", "session": flow.session_id, "total": flow.total,
            "rules": session.rules.to_dict(), "seed": session.seed, "spot": session.position,
            "strength": session.strength, "cards": _cards_json(flow.cards),
            "answers": [_bid_answer(d) for d in session.decisions]}


def _bid_answer(d: practice.Decision) -> dict[str, Any]:
    out = {"index": d.index, "choice": _choice_json(d.choice), "best": _choice_json(d.best), "lost": d.lost}
    if d.places != 2:  # (only then: an older app reads the file as before, and ignores it)
        out["places"] = d.places
    return out


def play_json(flow: PlayPracticeFlow) -> dict[str, Any]:
    session = flow.session
    assert session is not None
    return {"format": FORMAT, "version": VERSION, "kind": "play", "session": flow.session_id, "total": flow.total,
            "rules": session.rules.to_dict(), "seed": session.seed, "spot": session.spot, "strength": "any",
            "cards": _cards_json(flow.cards),
            "answers": [_play_answer(d) for d in session.decisions]}


def _play_answer(d: pp.PlayDecision) -> dict[str, Any]:
    out = {"tile": TILE_NAMES[d.tile], "best": TILE_NAMES[d.best], "chances": list(d.chances), "lost": d.lost,
           "lost_points": d.lost_points}
    if d.close:  # (only then: an older app reads the file as before, and ignores it)
        out["close"] = True
    return out


def _cards_json(cards: list[Card] | None) -> list[dict[str, Any]] | None:
    return None if cards is None else [mistakes.to_json(c) for c in cards]


# ------------------------------------------------------------------ reading


def parse(data: Any, kind: str) -> Kept | None:
    """The session of a parsed file (None: no file); any of `DAMAGE` (or `RulesError`) for one that
    is damaged, of another kind of practice, or not a practice session at all."""
    if data is None:
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a practice session")
    if data["kind"] != kind or whole(data["version"]) != VERSION:
        raise ValueError(f"a {excerpt(data['kind'], 10)} practice session of version {excerpt(data['version'], 10)}")
    rules = Rules.from_dict(Variant.TEXAS_42, data["rules"])
    seed, total, spot, strength = whole(data["seed"]), whole(data["total"]), data["spot"], data["strength"]
    session_id = data["session"]
    if not isinstance(session_id, str) or not 0 < len(session_id) <= 40:
        raise ValueError("the session has no name")
    cards = None if data["cards"] is None else mistakes.cards_of(data["cards"])
    answers = data["answers"]
    if not isinstance(answers, list) or not 0 < total <= MAX_TOTAL or len(answers) > total:
        raise ValueError(f"{excerpt(answers, 20)} answers of {total}")
    if cards is not None and (len(cards) != total or any(c.kind != kind for c in cards)):
        raise ValueError("its cards are not the session's")
    kept = Kept(kind, session_id, total, cards)
    if kind == "bid":
        if spot not in practice.POSITIONS or strength not in practice.STRENGTHS:
            raise ValueError(f"no spot {excerpt(spot, 30)!r} with hands {excerpt(strength, 30)!r}")
        kept.bidding = practice.PracticeSession(rules, seed, spot, strength, decisions=[_decision(a) for a in answers])
    else:
        if spot not in pp.SPOTS:
            raise ValueError(f"no spot {excerpt(spot, 30)!r}")
        kept.play = pp.PlayPracticeSession(rules, seed, spot, decisions=[_play_decision(a) for a in answers])
    return kept


def _decision(raw: Any) -> practice.Decision:
    return practice.Decision(whole(raw["index"]), _choice(raw["choice"]), _choice(raw["best"]), _lost(raw["lost"]),
                             places=mistakes.places_of(raw.get("places", 2)))


def _play_decision(raw: Any) -> pp.PlayDecision:
    chances = raw["chances"]
    # (to the decimals the reveal's table showed them with: 40.4, 7.7)
    if not isinstance(chances, list) or len(chances) != 2 or not all(0 <= _lost(c) <= 100 for c in chances):
        raise ValueError(f"chances {excerpt(chances, 20)}")
    close = raw.get("close", False)  # the hint's close tile (an older file has none)
    if type(close) is not bool:
        raise ValueError(f"close {excerpt(close, 20)}")
    return pp.PlayDecision(parse_tile(raw["tile"]), parse_tile(raw["best"]), (_lost(chances[0]), _lost(chances[1])),
                           _lost(raw["lost"]), _lost(raw["lost_points"]), close=close)


def _choice(raw: Any) -> tuple[Bid, Contract | None]:
    if not isinstance(raw, dict):
        raise ValueError("a decision is not an object")
    bid = dict(raw)
    trump = bid.pop("trump", None)
    _seat, action = action_from_json({"seat": 0, **bid}, 4)
    if not isinstance(action, Bid):
        raise ValueError("a decision is not a bid")
    return action, None if trump is None else Contract.from_code(trump)


def _lost(value: Any) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) or not 0 <= value < 1e6:
        raise ValueError(f"not an amount given up: {excerpt(value, 40)}")
    return float(value)


# ------------------------------------------------------------------ the file


class SessionFile:
    """Where one kind of practice keeps its session between runs."""

    def __init__(self, path: Path, kind: str):
        self.path, self.kind = path, kind
        self.notice: Text | None = None
        """What went wrong with the file, said once (a read or a write)."""

    def read(self) -> Kept | None:
        """The session kept (None: none, or one that cannot be used: `notice` says why, and a
        damaged file is set aside under a name of its own)."""
        try:
            return parse(load_json(self.path), self.kind)
        except OSError as e:  # not damaged: left alone
            self.notice = tx(QT_TRANSLATE_NOOP("practice", "The practice session you left could not be read ({error})."),
                             error=reason(e))
        except (*DAMAGE, DataFileError, RulesError) as e:
            aside = set_aside(self.path)
            self.notice = tx(QT_TRANSLATE_NOOP(
                "practice", "The practice session you left was damaged ({error}); it was set aside as {file}. "
                            "Your statistics and My mistakes keep its answers."),
                error=reason(e), file=aside.name if aside is not None else self.path.name)
        return None

    def write(self, data: dict[str, Any]) -> bool:
        """Keep the session (False: it could not be written, `notice` says why)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps(data, indent=1))
        except OSError as e:
            self.notice = tx(QT_TRANSLATE_NOOP("practice", "Your practice session could not be kept in {folder} ({error}): "
                                                           "it will not go on after you quit."),
                             folder=str(self.path.parent), error=reason(e))
            return False
        return True

    def clear(self) -> None:
        """The session is over: nothing to go on with."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass  # (a file that will not go is offered once more, and its session ends then)
