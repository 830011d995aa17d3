"""Words the Qt-free layers share, as `Text`: lists, and the names of things.

A sentence is never built from translated fragments by English grammar: a list
is a template ("{a} and {b}", "{head}, {tail}") a translator can change, and a
name is a Text a sentence takes as an argument.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from .text import QT_TRANSLATE_NOOP, Lookup, Text, tx


def and_list(items: Sequence[Any]) -> Any:
    """"6-3", "6-3 and 6-1", "6-3, 6-2 and 6-1": the items as one Text (one item as it is)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        #: a list of two things (tiles, seats): "6-3 and 6-1".
        return tx(QT_TRANSLATE_NOOP("names", "{a} and {b}"), a=items[0], b=items[1])
    #: the start of a list of three or more; {tail} is the rest of the list: "6-3, 6-2 and 6-1".
    return tx(QT_TRANSLATE_NOOP("names", "{head}, {tail}"), head=items[0], tail=and_list(items[1:]))


def comma_list(items: Sequence[Any]) -> Any:
    """"6-6, 6-1": items in a parenthesis or after a colon (no "and")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    #: a plain list of values, as in "(holds 6-6, 6-1)"; {b} is the rest of the list.
    return tx(QT_TRANSLATE_NOOP("names", "{a}, {b}"), a=items[0], b=comma_list(items[1:]))


def quoted(value: Any) -> Text:
    """A value written as the user or a file gave it: '"moon"'."""
    return tx(QT_TRANSLATE_NOOP("names", "\"{value}\""), value=value)


TRUMPS = tx(QT_TRANSLATE_NOOP("names", "trumps"))
"""The trump suit as players say it ("must follow trumps")."""
DOUBLES = tx(QT_TRANSLATE_NOOP("names", "doubles"))

SEAT_YOU = tx(QT_TRANSLATE_NOOP("names", "you"))
SEAT_PARTNER = tx(QT_TRANSLATE_NOOP("names", "your partner"))
SEAT_WEST = tx(QT_TRANSLATE_NOOP("names", "West"))
SEAT_EAST = tx(QT_TRANSLATE_NOOP("names", "East"))


SEAT_SOUTH = tx(QT_TRANSLATE_NOOP("names", "South"))
SEAT_NORTH = tx(QT_TRANSLATE_NOOP("names", "North"))
CHAIRS = {4: (SEAT_SOUTH, SEAT_WEST, SEAT_NORTH, SEAT_EAST), 3: (SEAT_SOUTH, SEAT_WEST, SEAT_EAST)}
"""The chairs of a record's seats, clockwise from seat 0 at the bottom of the table, where the app
seats its user: West and East as the table says them, North for the partner's chair."""


class NamedChair(Text):
    """A chair with the name of its player: "East (Cy)"; the chair alone where the name is the
    chair's own word in the language shown (a record saved in Vietnamese names its West "Tây")."""

    def __new__(cls, chair: Text, name: str) -> NamedChair:
        #: A seat of a game record: its chair and its player's name, "East (Cy)".
        return cast(NamedChair, super().__new__(cls, "names", "{chair} ({name})", {"chair": chair, "name": name}))

    def __reduce__(self) -> tuple[Any, ...]:
        return (NamedChair, (self.args["chair"], self.args["name"]))

    def render(self, lookup: Lookup) -> str:
        chair = self.args["chair"].render(lookup)
        return chair if chair == self.args["name"] else super().render(lookup)


def record_seat(players: Sequence[str], seat: int) -> Text:
    """A seat of a game record as its refusals name it (found by QA: "seat 3 must follow sixes",
    and a player does not know which chair "seat 3" is): its chair, with the record's name for
    its player where that says more ("East (Cy)", "North (Partner)", "West")."""
    chair = CHAIRS[4 if len(players) == 4 else 3][seat]
    name = players[seat].strip() if seat < len(players) else ""
    if not name or name in (str(chair), f"Seat {seat}"):  # (`default_players` names a seat "Seat 2")
        return chair
    return NamedChair(chair, name)


def seat_number(seat: int) -> Text:
    """A seat by its number as the engine counts (0-based): "seat 2"."""
    return tx(QT_TRANSLATE_NOOP("names", "seat {seat}"), seat=seat)


def points(n: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("names", "%n point(s)"), n)


def tricks(n: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("names", "%n trick(s)"), n)


def marks(n: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("names", "%n mark(s)"), n)
