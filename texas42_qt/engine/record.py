"""The `.t42` game record (see RECORD.md): plain JSON, versioned.

`to_record` writes a game; `load` reads one back by replaying every action
through the engine, so an illegal or malformed record is rejected whole with
one line naming the hand, the action and the reason.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from typing import Any

from .actions import CLAIM, PASS, Action, Bid, Claim, Contract, Discard, NameTrump, Play, Special
from .atomic import write_atomic as write_atomic  # the app writes its other files with it too
from .game_seed import MAX_SEED, is_seed, seed_field
from .hand import HandLog, HandResult, Outcome, Phase
from .levels import LevelName, Levels, levels_field, read_levels
from .refusals import Refusal
from .rules import Rules, RulesError, Variant
from .shown import shown
from .state import GameState, IllegalActionError, replay
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import TILE_NAMES, parse_tile, tiles_of
from .words import record_seat, tricks

FORMAT = "texas42-record"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""Records larger than this are refused before parsing (a whole game is a few KB)."""


# What to do, for each kind of refusal (found by QA: a player read "record: the file is empty"
# and no word of what to do)
NOT_A_RECORD = tx(QT_TRANSLATE_NOOP("engine", "Texas 42 opens the game files it saves (.t42): choose one of those."))
DAMAGED = tx(QT_TRANSLATE_NOOP("engine", "The file may have been changed or damaged since it was saved. If someone "
                                         "sent it to you, ask them for a new copy."))
NEWER = tx(QT_TRANSLATE_NOOP("engine", "It was saved by a newer version of Texas 42: open it with that version, or "
                                       "update this one."))
UNREADABLE = tx(QT_TRANSLATE_NOOP("engine", "Check that you may read the file, or copy it to a folder of yours and "
                                            "open the copy."))
NOT_UTF8 = tx(QT_TRANSLATE_NOOP("engine", "Save it again as UTF-8 text (a text editor offers that), then open it."))


class RecordError(ValueError):
    """A record that cannot be loaded; str() is one plain line for the user, what is wrong
    (args[0] is that line as a `Text`), with no prefix: the app names the file around it.
    `advice` says what to do about it. A fault in one hand says where (1-based): `hand`,
    and `action` when it is one move (None for the hand itself); `reason` is what is wrong there."""

    hand: int | None = None
    action: int | None = None
    about_file: bool = False
    """The file itself cannot be read (not its contents): unreadable, too large, not a file."""
    advice: Text = DAMAGED
    """What the player can do about it (by default: a record damaged or edited)."""
    reason: object = None


def _refusal(message: Text, advice: Text, about_file: bool = False) -> RecordError:
    error = RecordError(message)
    error.advice, error.about_file = advice, about_file
    return error


def _error_at(reason: object, hand: int, action: int | None = None) -> RecordError:
    """A fault in hand `hand`, at its move `action` (None: in the hand itself), said with where it is."""
    where = _at_hand(hand) if action is None else _at_action(hand, action)
    error = RecordError(_located(where, reason))
    error.hand, error.action, error.reason = hand, action, reason
    return error


def _message(e: BaseException) -> object:
    """An exception's message, a `Text` when it was raised with one."""
    return e.args[0] if len(e.args) == 1 else str(e)


def _at_hand(hand: int | None) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "hand {hand}"), hand=hand)


def _at_action(hand: int | None, action: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "hand {hand}, action {action}"), hand=hand, action=action)


def _located(where: Text, error: object) -> Text:
    #: {where} is "hand 2" or "hand 2, action 5" in a record; {error} says what is wrong there.
    return tx(QT_TRANSLATE_NOOP("engine", "{where}: {error}"), where=where, error=error)


@dataclass
class LoadedGame:
    state: GameState
    players: list[str]
    damage: RecordError | None = None
    """Why the record was refused whole, when this is the game up to its last move that could be read (`salvage`)."""
    own_seed: bool = True
    """The record says its game's seed (False: it has none, and the game goes on from one derived from its deals)."""
    levels: list[LevelName | None] | None = None
    """Each seat's AI level as the record gives it (None for a human player); None when it gives none."""

    @property
    def rescued(self) -> bool:
        return self.damage is not None


def default_players(n: int) -> list[str]:
    return [f"Seat {s}" for s in range(n)]


# ------------------------------------------------------------------ writing


def to_record(state: GameState, players: list[str] | None = None, levels: Levels | None = None) -> dict[str, Any]:
    """The record of a game as a JSON-ready dict; `levels`, when given, who played each seat."""
    return _head(state, players, levels) | {"hands": [_hand_to_json(log) for log in state.logs]}


def _head(state: GameState, players: list[str] | None, levels: Levels | None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": state.rules.variant.value,
        "rules": state.rules.to_dict(),
        "players": list(players) if players else default_players(state.n),
        **levels_field(levels, state.n),
        **seed_field(state.seed),  # before the hands: a record cut short keeps it
    }


def dumps(state: GameState, players: list[str] | None = None, levels: Levels | None = None) -> str:
    return json.dumps(to_record(state, players, levels), indent=1)


class RecordWriter:
    """The record text of the game on the table, written after each action: a finished hand is
    encoded once and kept for the very log it came from (another game put on the table is written
    whole: found by QA, the autosave mixed two games' hands), so a save costs about one hand. Only
    the last hand can change (undo pops actions from the end): it is never taken from the cache."""

    def __init__(self) -> None:
        self._hands: list[tuple[HandLog, str]] = []

    def dumps(self, state: GameState, players: list[str] | None = None, levels: Levels | None = None) -> str:
        logs = state.logs
        del self._hands[next((i for i, (log, _) in enumerate(self._hands) if i >= len(logs) - 1 or logs[i] is not log),
                             len(self._hands)):]
        self._hands += [(log, json.dumps(_hand_to_json(log))) for log in logs[len(self._hands):-1]]
        hands = [*(text for _, text in self._hands), *([json.dumps(_hand_to_json(logs[-1]))] if logs else [])]
        head = _head(state, players, levels) | {"hands": []}
        text = json.dumps(head)
        return text[: -len("[]}")] + "[\n" + ",\n".join(hands) + "\n]}"


def save(path: str | os.PathLike[str], state: GameState, players: list[str] | None = None,
         levels: Levels | None = None) -> None:
    """Write atomically: a crash or a full disk mid-write never harms the old file."""
    write_atomic(path, dumps(state, players, levels))


def _hand_to_json(log: HandLog) -> dict[str, Any]:
    return {
        "shaker": log.shaker,
        "deal": [[TILE_NAMES[t] for t in reversed(tiles_of(m))] for m in log.deal],
        "widow": None if log.widow is None else TILE_NAMES[log.widow],
        "actions": [action_to_json(seat, a) for seat, a in log.actions],
    }


def action_to_json(seat: int, action: Action) -> dict[str, Any]:
    if isinstance(action, Bid):
        out: dict[str, Any] = {"seat": seat, "bid": "pass" if action.is_pass else action.value}
        if action.special:
            out["special"] = action.special.value  # plain JSON, not the enum member
        return out
    if isinstance(action, NameTrump):
        return {"seat": seat, "trump": action.contract.code}
    if isinstance(action, Discard):
        return {"seat": seat, "discard": TILE_NAMES[action.tile]}
    if isinstance(action, Claim):
        return {"seat": seat, "claim": True}
    return {"seat": seat, "play": TILE_NAMES[action.tile]}


# ------------------------------------------------------------------ reading


def read_file(path: str | os.PathLike[str]) -> LoadedGame:
    """Load a record file; refuses oversized files before reading them."""
    return loads(read_bytes(path))


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """A record file's bytes; RecordError (`about_file`) for a file that cannot be read as one."""
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is a folder, not a file")), NOT_A_RECORD, True)
        if not stat.S_ISREG(info.st_mode):  # a FIFO or a device would block or never end
            raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is not an ordinary file (a device or a pipe)")),
                           NOT_A_RECORD, True)
        size = info.st_size
        if size > MAX_BYTES:
            raise _refusal(tx(QT_TRANSLATE_NOOP(
                "engine", "the file is {size} KB, too large for a game record (records over {limit} KB are refused)"),
                              size=size // 1024, limit=MAX_BYTES // 1024), NOT_A_RECORD, True)
        with open(path, "rb") as f:
            return f.read(MAX_BYTES + 1)
    except OSError as e:
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "the file cannot be read ({error})"), error=e.strerror or e),
                       UNREADABLE, True) from None


def loads(data: str | bytes) -> LoadedGame:
    if len(data) > MAX_BYTES:
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "the text is over {limit} KB, too large for a game record"),
                          limit=MAX_BYTES // 1024), NOT_A_RECORD)
    # Plain words for the commonest wrong files (found by QA: an empty file said "Expecting value:
    # line 1 column 1 (char 0)", a picture "'utf-8' codec can't decode byte 0x89")
    if not data.strip():
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "the file is empty")), NOT_A_RECORD)
    try:
        doc = json.loads(data, object_pairs_hook=_unique_keys)
    except RecursionError:
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is not a game record (its JSON is nested too deeply)")),
                       NOT_A_RECORD) from None
    except UnicodeDecodeError:
        if isinstance(data, bytes) and b"\0" not in data[:4096]:  # text, in another encoding (found by QA: Latin-1)
            raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "its text is not UTF-8, the encoding of game records")),
                           NOT_UTF8) from None
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is not a text file, so not a game record")),
                       NOT_A_RECORD) from None
    except json.JSONDecodeError as e:
        raise RecordError(cut_short(e)) from None  # (found by QA: "not valid JSON", then "Expecting ','")
    except KeyTwice as e:
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "the text is damaged: {error}"), error=str(e))) from None
    except ValueError:  # (found by QA: Python's own advice on long numbers was shown to the player)
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "a number is too long to be part of a game"))) from None
    return from_record(doc)


def cut_short(error: json.JSONDecodeError) -> Text:
    """Where a JSON text (a record, or any file the app reads) stops making sense, in plain words."""
    return tx(QT_TRANSLATE_NOOP("engine", "the text is damaged or cut short: it stops making sense at "
                                          "line {line}, character {column}"), line=error.lineno, column=error.colno)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different: with a key written twice, which one
    counts is up to the reader ("variant": "moon", "variant": "42"), so neither does."""
    doc = dict(pairs)
    if len(doc) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise KeyTwice(f"the key {shown(twice)} is written twice")
    return doc


class KeyTwice(ValueError):
    """A JSON object with a key written twice."""


def from_record(doc: Any) -> LoadedGame:
    """Validate and replay a parsed record."""
    if not isinstance(doc, dict):
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is not a game record (its top level must be a JSON object)")),
                       NOT_A_RECORD)
    if doc.get("format") != FORMAT:
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is not a Texas 42 record (its format must be \"{format}\")"),
                          format=FORMAT), NOT_A_RECORD)
    version = doc.get("version")
    if type(version) is not int or version != VERSION:
        #: {known} is the version of the record format this app reads (1).
        raise _refusal(tx(QT_TRANSLATE_NOOP("engine", "it is record version {version}; this app reads version {known}"),
                          version=shown(version), known=VERSION),
                       NEWER if type(version) is int and version > VERSION else DAMAGED)
    extra = set(doc) - _TOP_KEYS
    if extra:
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "unknown key(s) {keys} (known: {known})"),
                             keys=shown(sorted(map(str, extra))), known=", ".join(sorted(_TOP_KEYS))))
    try:
        if not isinstance(doc.get("variant"), str):
            raise ValueError("the variant is a string")
        variant = Variant(doc["variant"])
    except ValueError:
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "unknown variant {value} (\"42\", \"moon\" or \"42-three\")"),
                             value=shown(doc.get("variant")))) from None
    try:
        rules = Rules.from_dict(variant, doc.get("rules", {}))
    except RulesError as e:
        raise RecordError(_message(e)) from None
    players = _players(doc.get("players"), rules.layout.n_seats)
    try:
        levels = read_levels(doc.get("levels"), players)
    except ValueError as e:
        raise RecordError(_message(e)) from None
    hands = doc.get("hands")
    if not isinstance(hands, list):
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "\"hands\" must be a list")))
    logs = [_hand_from_json(h, i, rules) for i, h in enumerate(hands)]
    seed = doc.get("seed")
    if seed is not None and not is_seed(seed):
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "\"seed\" must be a whole number from 0 to {last}"), last=MAX_SEED))
    try:
        state = replay(rules, logs, seed)  # without a seed, one derived from the deals: the same at every opening
    except IllegalActionError as e:
        hand, action = e.hand_number, e.action_number
        said = _message(e)  # its seat named as the record's table names it, "East (Cy)", not "seat 3"
        said = said.with_seat(record_seat(players, said.seat)) if isinstance(said, Refusal) and said.seat is not None else said
        raise _error_at(said, hand or len(logs), action) from None
    return LoadedGame(state, players, own_seed=seed is not None, levels=levels)


MAX_BID = 9999
"""No game bids more (42's marks go to 7 x 42): a longer number is not a bid, and is not echoed whole."""

MAX_NAME = 40
"""The longest player name the app shows (a longer one in a record is cut)."""

_TOP_KEYS = {"format", "version", "variant", "rules", "players", "levels", "seed", "hands"}
_HAND_KEYS = {"shaker", "deal", "widow", "actions"}


def _players(raw: Any, n: int) -> list[str]:
    if raw is None:
        return default_players(n)
    if not isinstance(raw, list) or len(raw) != n or not all(isinstance(p, str) for p in raw):
        raise RecordError(tx(QT_TRANSLATE_NOOP("engine", "\"players\" must be a list of {n} names"), n=n))
    return [p[:MAX_NAME] for p in raw]


def _fault(index: int, message: Text) -> RecordError:
    """What is wrong with hand `index` (0-based) itself."""
    return _error_at(message, index + 1)


def _hand_from_json(raw: Any, index: int, rules: Rules) -> HandLog:
    if not isinstance(raw, dict):
        raise _fault(index, tx(QT_TRANSLATE_NOOP("engine", "a hand must be an object")))
    extra = set(raw) - _HAND_KEYS
    if extra:
        raise _fault(index, tx(QT_TRANSLATE_NOOP("engine", "unknown key(s) {keys} (known: {known})"),
                               keys=shown(sorted(map(str, extra))), known=", ".join(sorted(_HAND_KEYS))))
    n = rules.layout.n_seats
    shaker = raw.get("shaker")
    if type(shaker) is not int or not 0 <= shaker < n:
        raise _fault(index, tx(QT_TRANSLATE_NOOP("engine", "\"shaker\" must be a seat from 0 to {last}"), last=n - 1))
    deal = raw.get("deal")
    if not isinstance(deal, list) or len(deal) != n or not all(isinstance(h, list) for h in deal):
        raise _fault(index, tx(QT_TRANSLATE_NOOP("engine", "\"deal\" must list the tiles of each of the {n} seats"), n=n))
    try:
        masks = tuple(sum(1 << parse_tile(t) for t in h) for h in deal)
        if any(m.bit_count() != len(h) for m, h in zip(masks, deal)):
            raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "a tile is dealt twice to one seat")))
        widow = None if raw.get("widow") is None else parse_tile(raw["widow"])
    except ValueError as e:
        #: {error} is what is wrong with the tiles dealt in a record.
        raise _fault(index, tx(QT_TRANSLATE_NOOP("engine", "deal: {error}"), error=_message(e))) from None
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise _fault(index, tx(QT_TRANSLATE_NOOP("engine", "\"actions\" must be a list")))
    log = HandLog(shaker, masks, widow)
    for a, item in enumerate(actions):
        try:
            log.actions.append(action_from_json(item, n))
        except ValueError as e:
            raise _error_at(_message(e), index + 1, a + 1) from None
    return log


_ACTION_KEYS = ("bid", "trump", "discard", "play", "claim")


def action_from_json(item: Any, n_seats: int) -> tuple[int, Action]:
    if not isinstance(item, dict):
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "an action must be an object")))
    seat = item.get("seat")
    if type(seat) is not int or not 0 <= seat < n_seats:
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "\"seat\" must be a seat from 0 to {last}"), last=n_seats - 1))
    kinds = [k for k in _ACTION_KEYS if k in item]
    extra = set(item) - {"seat", "special", *_ACTION_KEYS}
    if len(kinds) != 1 or extra:
        raise ValueError(tx(QT_TRANSLATE_NOOP(
            "engine", "an action has a seat and exactly one of bid, trump, discard, play, claim")))
    kind = kinds[0]
    value = item[kind]
    if "special" in item and kind != "bid":
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "\"special\" goes with a bid")))
    if kind == "bid":
        return seat, _bid_from_json(value, item.get("special"))
    if kind == "trump":
        return seat, NameTrump(Contract.from_code(value))
    if kind == "claim":
        if value is not True:
            raise ValueError(tx(QT_TRANSLATE_NOOP(
                "engine", "a claim is written \"claim\": true, got {value}"), value=shown(value)))
        return seat, CLAIM
    tile = parse_tile(value)
    return seat, (Discard(tile) if kind == "discard" else Play(tile))


def _bid_from_json(value: Any, special: Any) -> Bid:
    if value == "pass" and special is None:
        return PASS
    if type(value) is not int or not 0 < value <= MAX_BID:
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "a bid is a number or \"pass\", got {value}"), value=shown(value)))
    if special not in (None, Special.PLUNGE, Special.SPLASH):
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "unknown special bid {value} (\"plunge\" or \"splash\")"),
                            value=shown(special)))
    return Bid(value, special)


# ------------------------------------------------------------------ checking


def summary(state: GameState, levels: Levels | None = None) -> dict[str, Any]:
    """The outcome of every hand, as `texas42-record check --json` prints it (with the record's
    `levels`, when it has them: a record without the key reports as before)."""
    hands = [_result_json(r) for r in state.results]
    if state.phase not in (Phase.SCORED, Phase.GAME_OVER, Phase.DEAL):
        hands.append(_in_progress_json(state))
    return {
        "variant": state.rules.variant.value,
        **levels_field(levels, state.n),
        "hands": hands,
        "score": list(state.score),
        "winner": state.winner,
    }


def _result_json(r: HandResult) -> dict[str, Any]:
    out: dict[str, Any] = {
        "bidder": r.bidder,
        "bid": None if r.bid is None else r.bid.value,
        "contract": None if r.contract is None else r.contract.code,
        "trick_winners": list(r.trick_winners),
        "points": list(r.points),
        "result": r.result.value,
        "awarded": list(r.awarded),
    }
    if r.claimed is not None:  # only a hand ended by a claim has the key: older reports stay the same
        out["claimed"] = {"seat": r.claimed[0], "tricks": r.claimed[1]}
    return out | _forced_key(r.forced)


def _in_progress_json(state: GameState) -> dict[str, Any]:
    return {
        "bidder": state.bidder,
        "bid": None if state.high is None else state.high.value,
        "contract": None if state.contract is None else state.contract.code,
        "trick_winners": [t.winner for t in state.tricks],
        "points": list(state.tricks_won if state.rules.variant is Variant.MOON else state.points),
        "result": Outcome.IN_PROGRESS.value,
        "awarded": [0] * state.layout.n_sides,
    } | _forced_key(state.forced and state.high is not None)


def _forced_key(forced: bool) -> dict[str, Any]:
    return {"forced": True} if forced else {}  # only a forced bid's hand has the key: other reports stay the same


def describe(summary_doc: dict[str, Any], players: list[str] | None = None) -> str:
    """The plain-text report of `texas42-record check`: each seat named as the record's refusals
    and the app's table name it ("West", "South (You)"; "seat 1" without `players`), and in Moon
    the tricks each seat took, as the end of a hand counts them (found by QA: "seat 1 bid 35",
    "winner: side 1", and Moon's "points 1, 6, 0" beside "awarded +1, +5, +0")."""
    def seat(s: int) -> str:
        return str(record_seat(players, s)) if players else f"seat {s}"

    def side(k: int) -> str:
        if not players:
            return f"side {k}"
        return f"{seat(k)} and {seat(k + 2)}" if len(players) == 4 else seat(k)

    taken = "tricks" if summary_doc["variant"] == Variant.MOON.value else "points"
    lines = []
    if "levels" in summary_doc:  # who played: "levels: South (You) human, West expert, ..."
        lines.append("levels: " + ", ".join(f"{seat(s)} {level or 'human'}" for s, level in enumerate(summary_doc["levels"])))
    for i, h in enumerate(summary_doc["hands"], 1):
        if h["bidder"] is None and h["result"] != Outcome.IN_PROGRESS:
            lines.append(f"hand {i}: everyone passed ({h['result']})")
            continue
        bid = "no bid yet" if h["bid"] is None else f"{seat(h['bidder'])} bid {h['bid']}"
        bid += " (forced)" if h.get("forced") else ""
        contract = f", trump {h['contract']}" if h["contract"] else ""
        points = ", ".join(str(p) for p in h["points"])
        awarded = ", ".join(f"{a:+d}" for a in h["awarded"])
        claim = f"; {seat(h['claimed']['seat'])} laid down for {tricks(h['claimed']['tricks'])}" if "claimed" in h else ""
        lines.append(f"hand {i}: {bid}{contract}: {h['result']} ({taken} {points}; awarded {awarded}{claim})")
    winner = summary_doc["winner"]
    if players:
        score = ", ".join(f"{side(k)} {s}" for k, s in enumerate(summary_doc["score"]))
        lines.append(f"score: {score}; " + ("game in progress" if winner is None else f"winner: {side(winner)}"))
    else:
        score = ", ".join(str(s) for s in summary_doc["score"])
        lines.append(f"score {score}; " + ("game in progress" if winner is None else f"winner: side {winner}"))
    return "\n".join(lines)
