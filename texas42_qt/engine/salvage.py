"""What can still be read of a damaged record: a record cut short (a disk that filled, a
copy stopped half-way, a file truncated by hand) or one whose moves the rules refuse from
some point on (a record edited by hand, or written by a faulty version). The game up to
its last move that can be read, so a damaged save loses only what was damaged, not the game."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from typing import Any

from .record import MAX_BYTES, LoadedGame, RecordError, from_record, loads, read_bytes

CLOSERS = {"{": "}", "[": "]"}
TRIES = 400
"""The most cut points tried, from the end: each is parsed and replayed."""
DEPTH = 8
"""Deeper than a record nests (its moves lie four deep): such text is not one."""
CUTS = 50
"""The most times a parsed record is cut back to the move before a fault (each cut shortens it)."""


def salvage(data: str | bytes) -> tuple[LoadedGame, int] | None:
    """The longest whole game at the start of a damaged record, and how many characters
    were left off (0 when the text is JSON and moves were left off); None when nothing
    before the damage is a game, or when the record is not damaged (it is read as it is).
    Text that is not JSON is cut after one of its objects or lists and closed again."""
    text = data.decode("utf-8", errors="ignore") if isinstance(data, bytes) else data
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        pass
    else:
        try:
            from_record(doc)
            return None
        except RecordError:
            game = _replayable(doc)
            return None if game is None else (game, 0)
    for end, closers in reversed(_cut_points(text)[-TRIES:]):
        try:
            game = _replayable(json.loads(text[:end] + closers))
        except (ValueError, RecursionError):
            continue
        if game is not None:
            return game, len(text) - end
    return None


def read_file(path: str | os.PathLike[str]) -> LoadedGame:
    """The game of a record file; of a damaged one, what `salvage` can read of it (marked
    `rescued`, with the refusal of the whole as its `damage`; the file is not changed). RecordError
    when nothing of it can be read."""
    data = read_bytes(path)
    try:
        return loads(data)
    except RecordError as e:
        rescued = salvage(data) if len(data) <= MAX_BYTES else None
        if rescued is None:
            raise
        # the refusal says what was wrong (found by QA: the player was told the file was damaged, not why)
        return replace(rescued[0], damage=e)


def _replayable(doc: Any) -> LoadedGame | None:
    """The game `doc` records, up to the move before its first fault in a hand; None when
    the fault is not in a hand (the record's head) or no hand is left before it."""
    for _ in range(CUTS):
        try:
            return from_record(doc)
        except RecordError as e:
            if e.hand is None or not _cut_before(doc, e.hand, e.action):
                return None
        except (ValueError, RecursionError):
            return None
    return None


def _cut_before(doc: Any, hand: int, action: int | None) -> bool:
    """Leave off hand `hand`'s move `action` and all after it (1-based; None: the whole
    hand). False when no hand would be left."""
    hands = doc["hands"]
    if action is not None and isinstance(hands[hand - 1].get("actions"), list):
        hands[hand - 1]["actions"] = hands[hand - 1]["actions"][: action - 1]
        del hands[hand:]
    else:
        del hands[hand - 1:]
    return bool(hands)


def _cut_points(text: str) -> list[tuple[int, str]]:
    """Every place just after a closed object or list inside another, with what closes the
    ones still open there (brackets inside strings do not count)."""
    out: list[tuple[int, str]] = []
    stack: list[str] = []
    in_string = escaped = False
    for i, c in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in CLOSERS:
            stack.append(c)
            if len(stack) > DEPTH:
                return []
        elif c in "}]":
            if not stack or CLOSERS[stack.pop()] != c:
                break  # the text no longer makes sense from here
            if stack:
                out.append((i + 1, "".join(CLOSERS[b] for b in reversed(stack))))
    return out
