"""Words the Qt-free layers share, as `Text`: lists, and the names of things.

A sentence is never built from translated fragments by English grammar: a list
is a template ("{a} and {b}", "{head}, {tail}") a translator can change, and a
name is a Text a sentence takes as an argument.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .text import QT_TRANSLATE_NOOP, Text, tx


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


def seat_number(seat: int) -> Text:
    """A seat by its number as the engine counts (0-based): "seat 2"."""
    return tx(QT_TRANSLATE_NOOP("names", "seat {seat}"), seat=seat)


def points(n: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("names", "%n point(s)"), n)


def tricks(n: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("names", "%n trick(s)"), n)


def marks(n: int) -> Text:
    return tx(QT_TRANSLATE_NOOP("names", "%n mark(s)"), n)
