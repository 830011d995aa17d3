"""A game's seed, which deals every hand not yet dealt: kept in its record, so a game
saved and opened again goes on as it would have; derived from the record itself when
the record does not say it (records written before the seed was kept, or by hand)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from .hand import HandLog
from .rng import MASK64
from .rules import Rules

MAX_SEED = MASK64
"""The largest seed a record holds (the deals use a seed's low 64 bits)."""


def is_seed(value: Any) -> bool:
    """Whether `value` is a seed a record may hold: a whole number from 0 to `MAX_SEED`."""
    return type(value) is int and 0 <= value <= MAX_SEED


def seed_field(seed: int) -> dict[str, int]:
    """The record's "seed" key for a game of seed `seed` (none for a seed no record holds:
    such a game's record goes on from its derived seed)."""
    return {"seed": seed} if is_seed(seed) else {}


def content_seed(rules: Rules, logs: Sequence[HandLog]) -> int:
    """A seed fixed by a game's rules and deals (not its actions), the same on every machine:
    a record without a seed goes on the same way however often it is opened (found by QA: each
    opening dealt a different next hand). 63 bits, as a new game's seed."""
    deals = [[log.shaker, list(log.deal), log.widow] for log in logs]
    text = json.dumps([rules.variant.value, rules.to_dict(), deals], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1
