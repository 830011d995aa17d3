"""Values quoted in error messages: short, and safe for any input (a value nested
a thousand deep, or a two-million-character string, becomes a one-line excerpt)."""

from __future__ import annotations

import reprlib
from typing import Any

LIMIT = 80

_REPR = reprlib.Repr()
_REPR.maxlevel = 3
_REPR.maxstring = LIMIT
_REPR.maxother = LIMIT
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = _REPR.maxset = 6


def shown(value: Any) -> str:
    """`repr(value)` cut to about LIMIT characters, never recursing deeply."""
    if isinstance(value, bool):
        return "true" if value else "false"
    text = _REPR.repr(value)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
