"""Translatable text without Qt.

The engine, the AI and the trainer never import Qt, yet what they say to the
player (a refusal, a hint's reason, a review line) must reach the screen in the
player's language. They build a `Text`: it *is* the English sentence (a `str`,
so logs, tests and tools use it as before) and it also keeps its catalogue
context, its source template and its arguments, so the GUI can look the
template up in Qt's catalogue and fill it in again (`texas42_qt.gui.i18n.render`).

Templates use Python's ``{name}`` fields for arguments and Qt's ``%n`` for a
count with plural forms; the English source writes the plural as ``(s)``
(``"%n point(s)"``), which the English catalogue and `english()` resolve.

``pyside6-lupdate`` extracts every ``QT_TRANSLATE_NOOP("context", "source")``
call by its name, so `tx` must be called through that marker for a literal
template to reach the catalogue::

    tx(QT_TRANSLATE_NOOP("reasons", "the {tile} is a walker"), tile="6-6")
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, cast

# A catalogue lookup: (context, source, n) -> translated template.
Lookup = Callable[[str, str, int], str]

_PLURAL = re.compile(r"\((s|es)\)")


def QT_TRANSLATE_NOOP(context: str, source: str) -> tuple[str, str]:  # noqa: N802 (lupdate's name)
    """Mark a template for the catalogue; returns (context, source) for `tx`."""
    return context, source


def english(source: str, n: int = -1) -> str:
    """The English form of a template: ``%n`` replaced, ``(s)`` resolved by `n`."""
    if n < 0:
        return source
    text = _PLURAL.sub("" if n == 1 else r"\1", source)
    return text.replace("%n", str(n))


class Text(str):
    """An English sentence that remembers how to translate itself."""

    context: str
    source: str
    args: Mapping[str, Any]
    n: int

    def __new__(cls, context: str, source: str, args: Mapping[str, Any] | None = None, n: int = -1) -> Text:
        args = dict(args or {})
        self = super().__new__(cls, fill(english(source, n), args, str))
        self.context, self.source, self.args, self.n = context, source, args, n
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Texts cross to and from the AI's worker process.
        return (Text, (self.context, self.source, dict(self.args), self.n))

    def render(self, lookup: Lookup) -> str:
        """This text in the language `lookup` gives (arguments rendered the same way)."""
        return fill(lookup(self.context, self.source, self.n), self.args, lambda v: render_any(v, lookup))


def fill(template: str, args: Mapping[str, Any], show: Callable[[Any], str]) -> str:
    """`template` with its ``{name}`` fields filled; a translation that broke a
    field falls back to showing the template rather than failing."""
    if not args:
        return template
    try:
        return template.format(**{k: show(v) for k, v in args.items()})
    except (KeyError, IndexError, ValueError):
        return template


_decimal_point = "."


def set_decimal_point(point: str) -> None:
    """How the player's language writes the decimal point (the GUI sets it with the language)."""
    global _decimal_point
    _decimal_point = point


class Figure(str):
    """A number with decimals inside a sentence: "+0.41" in English, shown "+0,41" in a language
    that writes a decimal comma (found by playing in Vietnamese: a hint's reason said +0.09 over
    a table that said +0,09)."""

    def render(self) -> str:
        return self.replace(".", _decimal_point)


class SeatWord(Text):
    """A seat named in a sentence ("West", "your partner": the words of the seat's own chair) that
    remembers which seat it is, so that the GUI shows the name its table gives that seat (found by
    QA: an opened record's table said "Cy" where the hint's reason said "your partner")."""

    seat: int

    def __new__(cls, word: Text, seat: int) -> SeatWord:
        self = cast(SeatWord, super().__new__(cls, word.context, word.source, word.args, word.n))
        self.seat = seat
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (SeatWord, (Text(self.context, self.source, dict(self.args), self.n), self.seat))

    def render(self, lookup: Lookup) -> str:
        name = _seat_namer(self.seat) if _seat_namer is not None else None
        return super().render(lookup) if name is None else name


SeatNamer = Callable[[int], "str | None"]
"""A seat's name as the table shows it; None where the sentence's own word says the same."""

_seat_namer: SeatNamer | None = None


def set_seat_namer(namer: SeatNamer | None) -> None:
    """How sentences name seats when shown (the GUI sets it to its table's names)."""
    global _seat_namer
    _seat_namer = namer


def render_any(value: Any, lookup: Lookup) -> str:
    """A `Text` translated, a `Figure` with the language's decimal point, anything else as `str` shows it."""
    if isinstance(value, Figure):
        return value.render()
    return value.render(lookup) if isinstance(value, Text) else str(value)


def tx(key: tuple[str, str], n: int = -1, /, **args: Any) -> Text:
    """A `Text` from a `QT_TRANSLATE_NOOP` key, a plural count and arguments."""
    context, source = key
    if "%n" in source and (n < 0 or "n" in args):  # found by playing: "gave up about %n point" (n= by name)
        raise TypeError(f"tx: {source!r} needs its count as the second argument")
    return Text(context, source, args, n)
