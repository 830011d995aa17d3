"""Variants, house rules and presets.

A `Rules` value is immutable and validated: a bad value raises `RulesError`
naming the key and the values allowed. A preset is just a named set of values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any

from .house_rules import (
    AllPass,
    FollowMeDoubles,
    MarkRaise,
    NelloDoubles,
    OpeningBidder,
    Scoring,
    SetScoring,
    WidowTiming,
)
from .shown import shown
from .text import QT_TRANSLATE_NOOP, Text, tx
from .tiles import DOUBLES_MASK, N_TILES, TILE_COUNT, TILE_HIGH, TILE_LOW, tile_id


class RulesError(ValueError):
    """A house-rule value that is not allowed."""


class Variant(StrEnum):
    TEXAS_42 = "42"
    MOON = "moon"
    THREE = "42-three"

    @property
    def label(self) -> Text:
        return _VARIANT_LABELS[self.value]


_VARIANT_LABELS = {
    "42": tx(QT_TRANSLATE_NOOP("names", "Texas 42")),
    "moon": tx(QT_TRANSLATE_NOOP("names", "Moon")),
    "42-three": tx(QT_TRANSLATE_NOOP("names", "42 for three")),
}


def _member(cls: type[StrEnum], value: Any) -> Any:
    """The member of `cls` named by the string `value`, else `value` unchanged:
    validation then reports the bad value in its own words."""
    if isinstance(value, str) and not isinstance(value, cls):
        try:
            return cls(value)
        except ValueError:
            pass
    return value


@dataclass(frozen=True)
class Layout:
    """The table a variant is played at: seats, tiles, hand size, count."""

    n_seats: int
    hand_size: int
    tiles: int
    """Mask of the tiles in play."""
    widow: bool
    partnerships: bool
    count: tuple[int, ...]
    """Count of each tile (all zero in Moon, where a trick is just a trick)."""

    @property
    def n_sides(self) -> int:
        return 2 if self.partnerships else self.n_seats

    @property
    def tricks(self) -> int:
        return self.hand_size

    @property
    def total_points(self) -> int:
        """Points in a played-out hand: count plus one per trick."""
        return sum(self.count[t] for t in range(N_TILES) if self.tiles >> t & 1) + self.tricks

    def side(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    @property
    def n_doubles(self) -> int:
        return (self.tiles & DOUBLES_MASK).bit_count()


_ALL = (1 << N_TILES) - 1
_MOON_TILES = sum(1 << t for t in range(N_TILES) if TILE_LOW[t] != 0 or TILE_HIGH[t] == 0)

LAYOUTS: dict[Variant, Layout] = {
    Variant.TEXAS_42: Layout(4, 7, _ALL, False, True, TILE_COUNT),
    Variant.MOON: Layout(3, 7, _MOON_TILES, True, False, (0,) * N_TILES),
    Variant.THREE: Layout(3, 9, _ALL & ~(1 << tile_id(1, 0)), False, False, TILE_COUNT),
}

MAX_MARKS = 7
"""The highest mark bid offered (a whole game's worth at the default target)."""


@dataclass(frozen=True)
class NelloRule:
    min_marks: int = 1
    doubles: NelloDoubles = NelloDoubles.OWN_SUIT

    def __post_init__(self) -> None:
        object.__setattr__(self, "doubles", _member(NelloDoubles, self.doubles))


@dataclass(frozen=True)
class SpecialRule:
    min_marks: int


_SPECIAL_DEFAULTS = {"sevens": 1, "plunge": 4, "splash": 2}
_SPECIAL_MARKS = {"nello": (1, 2), "sevens": (1, 2), "plunge": (4, 5), "splash": (2, 3)}

# key: (allowed values, or a (low, high) inclusive int range)
_CHOICES_42: dict[str, Any] = {
    "min_bid": (30, 41),
    "allow_84": (True, False),
    "mark_raise": (MarkRaise.ONE, MarkRaise.ANY),
    "all_pass": (AllPass.FORCED, AllPass.RESHAKE),
    "opening_bidder": (OpeningBidder.LEFT_OF_SHAKER, OpeningBidder.HOLDER_1_0),
    "follow_me_doubles": (FollowMeDoubles.HIGH, FollowMeDoubles.LOW),
    "end_early": (True, False),
    "scoring": (Scoring.MARKS, Scoring.POINTS),
    "target": (1, 10000),
    "hide_tricks_on_marks": (True, False),
    "nello": None,
    "sevens": None,
    "plunge": None,
    "splash": None,
    "forced_specials": (True, False),
    "claims": (True, False),
}
_CHOICES_MOON: dict[str, Any] = {
    "min_bid": (3, 4, 5),
    "all_pass": (AllPass.REDEAL, AllPass.FORCED),
    "widow": (WidowTiming.BEFORE_TRUMP, WidowTiming.AFTER_TRUMP),
    "doubles_trump": (True, False),
    "follow_me": (True, False),
    "set_scoring": (SetScoring.MINUS_BID, SetScoring.OPPONENTS_GAIN),
    "moon_instant_win": (True, False),
    "target": (1, 10000),
    "claims": (True, False),
}
PARTNER_SPECIALS = ("plunge", "splash")
"""The specials whose partner names trump: not played in 42 for three."""
FORCED_SPECIALS = ("nello", "sevens")
"""The specials `forced_specials` lets a forced bidder name (engine/contracts.py)."""
MOON_SHOT = 21
"""Moon's bid that shoots the moon, and what it scores when made."""
MOON_TARGET = 21
"""Moon's usual target: first to 21 points wins (the moon shot's number, by another rule)."""
_RANGE_KEYS = {("42", "min_bid"), ("42", "target"), ("moon", "target")}
_ENUM_KEYS: dict[str, type[StrEnum]] = {
    "mark_raise": MarkRaise,
    "all_pass": AllPass,
    "opening_bidder": OpeningBidder,
    "follow_me_doubles": FollowMeDoubles,
    "scoring": Scoring,
    "widow": WidowTiming,
    "set_scoring": SetScoring,
}


def _keys_for(variant: Variant) -> dict[str, Any]:
    return _CHOICES_MOON if variant is Variant.MOON else _CHOICES_42


@dataclass(frozen=True)
class Rules:
    """Every house rule of a game. Build with `Rules.make(variant, **values)`,
    `Rules.from_dict`, or `Rules.preset(name)`."""

    variant: Variant = Variant.TEXAS_42
    min_bid: int = 30
    allow_84: bool = True
    mark_raise: MarkRaise = MarkRaise.ONE
    all_pass: AllPass = AllPass.FORCED
    opening_bidder: OpeningBidder = OpeningBidder.LEFT_OF_SHAKER
    follow_me_doubles: FollowMeDoubles = FollowMeDoubles.HIGH
    end_early: bool = True
    scoring: Scoring = Scoring.MARKS
    target: int = 0
    """0 means the variant's default: 7 marks, 250 points, 21 in Moon."""
    hide_tricks_on_marks: bool = True
    nello: NelloRule | None = None
    sevens: SpecialRule | None = None
    plunge: SpecialRule | None = None
    splash: SpecialRule | None = None
    forced_specials: bool = True
    claims: bool = True
    """The player to lead may lay the hand down when every tile is sure to win (see claim.py)."""
    # Moon
    widow: WidowTiming = WidowTiming.BEFORE_TRUMP
    doubles_trump: bool = True
    follow_me: bool = True
    set_scoring: SetScoring = SetScoring.MINUS_BID
    moon_instant_win: bool = False
    layout: Layout = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            variant = Variant(self.variant)
        except ValueError:
            allowed = ", ".join(f'"{v.value}"' for v in Variant)
            raise RulesError(_bad_variant(allowed, self.variant)) from None
        object.__setattr__(self, "variant", variant)
        object.__setattr__(self, "layout", LAYOUTS[variant])
        # Every choice field (the other variant's too) holds a member, whoever built the value.
        for key, cls in _ENUM_KEYS.items():
            object.__setattr__(self, key, _member(cls, getattr(self, key)))
        if self.target == 0:
            object.__setattr__(self, "target", self.default_target)
        for key in _keys_for(variant):
            self._check(key, getattr(self, key))
        self._check_combinations()

    # -- construction -------------------------------------------------

    @classmethod
    def make(cls, variant: Variant | str = Variant.TEXAS_42, **values: Any) -> Rules:
        """Rules of a variant with its defaults, overridden by `values`."""
        try:
            v = Variant(variant)
        except ValueError:
            allowed = ", ".join(f'"{x.value}"' for x in Variant)
            raise RulesError(_bad_variant(allowed, variant)) from None
        allowed_keys = _keys_for(v)
        for key in values:
            if key not in allowed_keys:
                raise RulesError(_unknown_rule(shown(key), v, allowed_keys))
        if values.get("target", 1) == 0:
            raise RulesError(tx(QT_TRANSLATE_NOOP(
                "engine", "rule {key} must be a whole number from {low} to {high}, got {value}"),
                                key="'target'", low=1, high=10000, value=0))
        base: dict[str, Any] = {"variant": v}
        if v is Variant.MOON:
            base.update(min_bid=4, all_pass=AllPass.REDEAL)
        base.update(values)
        return cls(**base)

    @classmethod
    def from_dict(cls, variant: Variant | str, data: Mapping[str, Any]) -> Rules:
        """Read the `rules` object of a record: only keys that differ from the defaults."""
        if not isinstance(data, Mapping):
            raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rules must be an object, got {type}"), type=type(data).__name__))
        v = Variant(variant)
        known = _keys_for(v)
        for key in data:
            if not isinstance(key, str) or key not in known:
                name = repr(key) if isinstance(key, str) and len(key) <= 60 else shown(key)
                raise RulesError(_unknown_rule(name, v, known))
        values: dict[str, Any] = dict(data)
        for key in ("nello", "sevens", "plunge", "splash"):
            if key in values:
                values[key] = _read_special(key, values[key])
        return cls.make(variant, **values)

    def to_dict(self) -> dict[str, Any]:
        """The keys whose values differ from the variant's defaults, as a record writes them."""
        default = Rules.make(self.variant)
        out: dict[str, Any] = {}
        for key in _keys_for(self.variant):
            value = getattr(self, key)
            if key == "target":
                # The default target follows the scoring mode: write any other, even one that
                # is another mode's default (a points game to 7 must not reload as one to 250).
                if value != self.default_target:
                    out[key] = value
                continue
            if value != getattr(default, key):
                out[key] = _write_value(value)
        return out

    @classmethod
    def preset(cls, name: str) -> Rules:
        try:
            variant, values = PRESETS[name]
        except KeyError:
            raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "unknown preset {name} (presets: {presets})"),
                                name=shown(name), presets=", ".join(PRESETS))) from None
        return cls.make(variant, **values)

    def with_(self, **values: Any) -> Rules:
        """A copy with some values changed (validated like a new value)."""
        for key in values:
            if key not in _keys_for(self.variant):
                raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "unknown rule {key} for {variant}"),
                                    key=shown(key), variant=self.variant.label))
        if "scoring" in values and "target" not in values and self.target == self.default_target:
            values["target"] = 0  # the default target follows the scoring (7 marks, 250 points)
        return replace(self, **values)

    # -- derived ------------------------------------------------------

    @property
    def default_target(self) -> int:
        if self.variant is Variant.MOON:
            return MOON_TARGET
        return 250 if self.scoring is Scoring.POINTS else 7

    @property
    def max_marks(self) -> int:
        return MAX_MARKS if self.allow_84 else 1

    # -- validation ---------------------------------------------------

    def _check(self, key: str, value: Any) -> None:
        choices = _keys_for(self.variant)[key]
        if choices is None:
            _check_special(key, value)
            return
        is_range = (("moon" if self.variant is Variant.MOON else "42"), key) in _RANGE_KEYS
        if is_range:
            lo, hi = choices
            if type(value) is not int or not lo <= value <= hi:
                raise RulesError(tx(QT_TRANSLATE_NOOP(
                    "engine", "rule {key} must be a whole number from {low} to {high}, got {value}"),
                                    key=shown(key), low=lo, high=hi, value=shown(value)))
            return
        if not any(value == c and type(value) is type(c) for c in choices):
            allowed = ", ".join(_show(c) for c in choices)
            raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} must be one of {allowed}, got {value}"),
                                key=shown(key), allowed=allowed, value=_show(value)))

    def _check_combinations(self) -> None:
        if self.variant is Variant.THREE:
            if self.opening_bidder is OpeningBidder.HOLDER_1_0:
                raise RulesError(tx(QT_TRANSLATE_NOOP(
                    "engine", "rule 'opening_bidder' cannot be \"holder_1_0\" in 42 for three: the 1-0 is not used")))
            for key in PARTNER_SPECIALS:
                if getattr(self, key) is not None:
                    raise RulesError(tx(QT_TRANSLATE_NOOP(
                        "engine", "rule {key} needs partners: it is not played in 42 for three"),
                                        key=shown(key)))


def _bad_variant(allowed: str, value: Any) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "variant must be one of {allowed}, got {value}"), allowed=allowed, value=shown(value))


def _unknown_rule(key: str, variant: Variant, known: Any) -> Text:
    return tx(QT_TRANSLATE_NOOP("engine", "unknown rule {key} for {variant} (known: {known})"),
              key=key, variant=variant.label, known=", ".join(known))


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"' if len(value) <= 60 else f'"{value[:59]}…"'
    return shown(value)


def _check_special(key: str, value: Any) -> None:
    if value is None:
        return
    lo, hi = _SPECIAL_MARKS[key]
    if key == "nello":
        if not isinstance(value, NelloRule):
            raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} must be false or {fields}, got {value}"),
                                key="'nello'", fields='{"min_marks", "doubles"}', value=shown(value)))
        if not isinstance(value.doubles, NelloDoubles):
            allowed = ", ".join(f'"{d}"' for d in NelloDoubles)
            raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} must be one of {allowed}, got {value}"),
                                key="'nello.doubles'", allowed=allowed, value=shown(value.doubles)))
    elif not isinstance(value, SpecialRule):
        raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} must be false or {fields}, got {value}"),
                            key=shown(key), fields='{"min_marks"}', value=shown(value)))
    if type(value.min_marks) is not int or not lo <= value.min_marks <= hi:
        raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} must be {low} or {high}, got {value}"),
                            key=f"'{key}.min_marks'", low=lo, high=hi, value=shown(value.min_marks)))


def _read_special(key: str, raw: Any) -> NelloRule | SpecialRule | None:
    if raw is False or raw is None:
        return None
    if raw is True:
        return NelloRule() if key == "nello" else SpecialRule(_SPECIAL_DEFAULTS[key])
    if not isinstance(raw, Mapping):
        raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} must be false, true or an object, got {value}"),
                            key=shown(key), value=shown(raw)))
    allowed = {"min_marks", "doubles"} if key == "nello" else {"min_marks"}
    extra = set(raw) - allowed
    if extra:
        # The keys are shown quoted and cut: a record's key may hold a newline or be huge.
        raise RulesError(tx(QT_TRANSLATE_NOOP("engine", "rule {key} has unknown key(s) {keys} (known: {known})"),
                            key=shown(key), keys=shown(sorted(map(str, extra))), known=", ".join(sorted(allowed))))
    if key == "nello":
        return NelloRule(raw.get("min_marks", 1), raw.get("doubles", NelloDoubles.OWN_SUIT))
    return SpecialRule(raw.get("min_marks", _SPECIAL_DEFAULTS[key]))


def _write_value(value: Any) -> Any:
    # A record holds plain JSON values: the strings, not the enum members.
    if isinstance(value, NelloRule):
        return {"min_marks": value.min_marks, "doubles": value.doubles.value}
    if isinstance(value, SpecialRule):
        return {"min_marks": value.min_marks}
    if isinstance(value, StrEnum):
        return value.value
    return value


PRESETS: dict[str, tuple[Variant, dict[str, Any]]] = {
    "Straight 42 (tournament)": (Variant.TEXAS_42, {}),
    "Texas house rules": (
        Variant.TEXAS_42,
        {
            "all_pass": AllPass.FORCED,
            "nello": NelloRule(),
            "sevens": SpecialRule(1),
            "plunge": SpecialRule(4),
            "splash": SpecialRule(2),
        },
    ),
    "Moon": (Variant.MOON, {}),
    "42 for three": (Variant.THREE, {}),
}

PRESET_LABELS: dict[str, Text] = {
    "Straight 42 (tournament)": tx(QT_TRANSLATE_NOOP("names", "Straight 42 (tournament)")),
    "Texas house rules": tx(QT_TRANSLATE_NOOP("names", "Texas house rules")),
    "Moon": tx(QT_TRANSLATE_NOOP("names", "Moon")),
    "42 for three": tx(QT_TRANSLATE_NOOP("names", "42 for three")),
}
"""What a preset is called on screen (the keys of `PRESETS` are stored in settings: never translated)."""


def preset_of(rules: Rules) -> str:
    """The preset these rules are, "" for none (custom rules): what the New game dialog and the rules of a game say."""
    return next((name for name in PRESETS if Rules.preset(name) == rules), "")


def rule_keys(variant: Variant | str) -> tuple[str, ...]:
    """The house-rule keys of a variant, in record order."""
    return tuple(_keys_for(Variant(variant)))


def rule_choices(variant: Variant | str) -> dict[str, Any]:
    """Per house-rule key of a variant: the allowed values (a tuple; enum members
    for the string choices), an inclusive (low, high) range for whole-number keys
    (see `is_range_rule`), or None for the special contracts (off, or a
    NelloRule/SpecialRule). 42 for three offers only what it can play: no Plunge or Splash
    (they need a partner), no 1-0 holder first (its 1-0 is not used)."""
    v = Variant(variant)
    choices = dict(_keys_for(v))
    if v is Variant.THREE:  # (what `_check_combinations` refuses)
        for key in PARTNER_SPECIALS:
            del choices[key]
        choices["opening_bidder"] = (OpeningBidder.LEFT_OF_SHAKER,)
    return choices


def special_marks(key: str) -> tuple[int, int]:
    """The least number of marks a special contract may be set to need: (lowest, highest)."""
    return _SPECIAL_MARKS[key]


def is_range_rule(variant: Variant | str, key: str) -> bool:
    v = Variant(variant)
    return ("moon" if v is Variant.MOON else "42", key) in _RANGE_KEYS


__all__ = [
    "AllPass",
    "FollowMeDoubles",
    "Layout",
    "LAYOUTS",
    "MarkRaise",
    "MAX_MARKS",
    "NelloDoubles",
    "NelloRule",
    "OpeningBidder",
    "PRESETS",
    "Rules",
    "RulesError",
    "Scoring",
    "SetScoring",
    "SpecialRule",
    "Variant",
    "WidowTiming",
    "is_range_rule",
    "preset_of",
    "special_marks",
    "rule_choices",
    "rule_keys",
    "fields",
]
