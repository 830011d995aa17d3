"""What can still be read of a record cut short (a disk that filled, a copy stopped
half-way, a file truncated by hand): the game up to its last whole move, so a damaged
save loses only what was cut off, not the game."""

from __future__ import annotations

import json

from .record import LoadedGame, RecordError, from_record

CLOSERS = {"{": "}", "[": "]"}
TRIES = 400
"""The most cut points tried, from the end: each is parsed and replayed."""
DEPTH = 8
"""Deeper than a record nests (its moves lie four deep): such text is not one."""


def salvage(data: str | bytes) -> tuple[LoadedGame, int] | None:
    """The longest whole game in `data` cut after one of its objects or lists and closed
    again, and how many characters were left off; None when nothing before the damage is
    a game. Only for text that is not valid JSON: a record that parses is judged as it is."""
    text = data.decode("utf-8", errors="ignore") if isinstance(data, bytes) else data
    try:
        json.loads(text)
        return None
    except (ValueError, RecursionError):
        pass
    for end, closers in reversed(_cut_points(text)[-TRIES:]):
        try:
            game = from_record(json.loads(text[:end] + closers))
        except (ValueError, RecordError, RecursionError):
            continue
        return game, len(text) - end
    return None


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
