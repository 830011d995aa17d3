"""The computer players' levels by name, as a game record (its "levels") and the app's own
files and settings write them. The AI (ai/players.py) plays them; they are named here, below
it, because the record format is the engine's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from .shown import shown
from .text import QT_TRANSLATE_NOOP, tx
from .words import record_seat

LevelName = Literal["easy", "normal", "hard", "expert"]
"""An AI level a seat may have."""
LEVELS: tuple[LevelName, ...] = ("easy", "normal", "hard", "expert")
"""Every AI level a seat may have: the rule-based Easy, then the search levels (the arena's
frozen ones, such as "hard-v0.2", are for measuring: no table seats them, no record names them)."""


def level_name(value: object) -> LevelName | None:
    """`value` if it names an AI level (read from a file or a setting), else None."""
    return next((level for level in LEVELS if level == value), None)


Levels = Sequence[LevelName | None]
"""Each seat's AI level, None for a human player: a record's optional "levels" (docs/RECORD.md)."""


def levels_field(levels: Levels | None, n: int) -> dict[str, list[LevelName | None]]:
    """The record's "levels" key for these levels of `n` seats (none when not given)."""
    if levels is None:
        return {}
    if len(levels) != n or any(level is not None and level_name(level) is None for level in levels):
        raise ValueError(f"not the levels of {n} seats: {list(levels)!r}")  # the app's own mistake, not the user's
    return {"levels": list(levels)}


def read_levels(raw: Any, players: list[str]) -> list[LevelName | None] | None:
    """A record's "levels" for its seats, named by `players` (None when it has none, or null:
    records before the key); ValueError, in plain words, for anything else."""
    if raw is None:
        return None
    known = ", ".join(f'"{level}"' for level in LEVELS)
    if not isinstance(raw, list) or len(raw) != len(players):
        #: {known} lists the AI levels ("easy", "normal", ...); null is JSON's word for "none", kept as it is.
        raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "\"levels\" must give each of the {n} seats an AI level "
                                                        "({known}) or null for a human player"),
                            n=len(players), known=known))
    levels = [level_name(level) for level in raw]
    for seat, (level, given) in enumerate(zip(levels, raw)):
        if level is None and given is not None:
            #: {seat} is a seat as the record's table names it ("West", "East (Cy)"); {known} lists the AI levels.
            raise ValueError(tx(QT_TRANSLATE_NOOP("engine", "unknown AI level {value} for {seat} in \"levels\" "
                                                            "(known: {known}, or null for a human player)"),
                                value=shown(given), seat=record_seat(players, seat), known=known))
    return levels
