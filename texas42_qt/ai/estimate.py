"""Instant bid chances: an offline-built model of what the simulation would say.

`evaluate_contracts` samples hidden worlds and solves each whole hand; that is
accurate but takes a while. This module answers at once, from a small model
shipped as data (`data/estimates.json`, built by `bench/build_estimates.py`
from the solver): for a seat's seven tiles, before any bid, the chance that the
bidding side takes at least B points (B = 30..41; 42 for every mark bid) under
a contract with the bidder leading, and the points it takes on average.

The model: per contract family (a suit as trump, doubles as trump, follow-me
with doubles high, follow-me with doubles low) and per bid level 30..42, a
logistic regression on features of the hand seen through the contract's trick
table (`features`, named by `feature_names`): how many trumps and which ranks,
the run of top trumps, the tiles nothing unseen can beat in their suit
(walkers), those with one unseen tile above them and the rest, the count held
in each group and the trump count out, off doubles and voids; for a suit trump
these again per bucket of trumps held, and which tiles are held given the trump
suit; for doubles and follow-me which tiles are held. The seven suits share
one model. Chances are made non-increasing in the bid level; the expected
points are a linear fit on the same features. The data (`data/estimates.json`,
about 60 kB) holds the weights and each family's measured error. Pure Python:
a call takes well under a millisecond (about 0.1 ms).

Covered: Texas 42 with four players (any house rules: the chances do not depend
on the minimum bid or mark rules; follow-me uses the rules' doubles high or
low), the seven suits, doubles and follow-me, a full hand of seven tiles.
Not covered (the functions return None; use the simulation): Nello, Sevens,
Plunge and Splash (the partner leads), Moon and 42 for three, and hands of
fewer tiles. The estimate also ignores the auction so far: it is the chance
seen by the first bidder, before anyone has bid (the simulation weights worlds
by the bids heard, which the refinement does).
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources
from typing import Any

from ..engine import Contract, FollowMeDoubles, Rules, Variant, contract_table
from ..engine.tables import TRUMP_SUIT
from ..engine.tiles import DOUBLES_MASK, N_TILES, SUIT_MASK, TILE_COUNT, TILE_NAMES

LEVELS: tuple[int, ...] = tuple(range(30, 43))
"""The bid levels estimated: 30-41 points, and 42 (all 42 points) for every mark bid."""

DATA_FILE = "estimates.json"


# ---------------------------------------------------------------- features


class _View:
    """What the features need of one contract's trick table, per tile."""

    def __init__(self, rules: Rules, contract: Contract):
        table = contract_table(rules, contract)
        self.suit_family = contract.is_suit
        self.suit = int(contract)
        self.trumps = table.trump_mask
        trump_tiles = [t for t in range(N_TILES) if self.trumps >> t & 1]
        trump_row = table.power[TRUMP_SUIT]
        order = sorted(trump_tiles, key=lambda t: -trump_row[t])
        self.trump_rank = {t: i for i, t in enumerate(order)}
        self.trump_order = tuple(order)
        # For a tile that is not a trump: the mask of the tiles of its led suit that beat it.
        above = []
        for t in range(N_TILES):
            led = table.lead_suit[t]
            row = table.power[led]
            above.append(sum(1 << u for u in range(N_TILES) if table.members[led] >> u & 1 and row[u] > row[t]))
        self.above = tuple(above)
        # The number suits whose led tiles a hand can be void in (not the trump suit itself).
        self.suits = tuple(SUIT_MASK[s] & ~self.trumps for s in range(7) if SUIT_MASK[s] & ~self.trumps)
        self.trump_count = sum(TILE_COUNT[t] for t in trump_tiles)


@cache
def _view(follow_me_doubles: FollowMeDoubles, contract: Contract) -> _View:
    return _View(Rules.make(Variant.TEXAS_42, follow_me_doubles=follow_me_doubles), contract)


BASE_FEATURES: tuple[str, ...] = (
    "bias",
    *(f"trumps={k}" for k in range(1, 8)),
    *(f"trump_rank_{k}" for k in range(7)),
    "top_run",
    "walkers",
    "seconds",
    "others",
    "doubles_off",
    "count_trump",
    "count_trump_out",
    "count_walk",
    "count_second",
    "count_other",
    "voids",
    "walkers_x_trumps",
    "others_x_trumps",
    "count_other_x_trumps",
)
_SHAPE = 15
"""Where the features about the tiles that are not trumps start (they are repeated per trump bucket)."""
TRUMP_BUCKETS = ("0-1", "2", "3", "4", "5+")


def feature_names(fam: str) -> tuple[str, ...]:
    """The names of the features of a model family, in order.

    Every family has BASE_FEATURES. A suit trump adds them again from "top_run"
    on, once per bucket of the number of trumps held (so their weight can depend
    on it), then one indicator per (trump suit, tile held): what a tile is worth
    depends on which suit is trump (count, the suits it follows). Doubles and
    follow-me add one indicator per tile held; follow-me also the number of
    walkers and of doubles held, one-hot."""
    tiles = tuple(f"holds_{TILE_NAMES[t]}" for t in range(N_TILES))
    if fam == "suit":
        tail = BASE_FEATURES[_SHAPE:]
        buckets = tuple(f"{name}@trumps={b}" for b in TRUMP_BUCKETS for name in tail)
        return BASE_FEATURES + buckets + tuple(f"{name}@{s}" for s in range(7) for name in tiles)
    if fam == "doubles":
        return BASE_FEATURES + tiles
    return BASE_FEATURES + tiles + tuple(f"walkers={k}" for k in _WALKERS) + tuple(f"doubles={k}" for k in _DOUBLES)


_WALKERS = ("0", "1", "2", "3", "4", "5+")
_DOUBLES = ("0", "1", "2", "3", "4+")


def features(hand: int, view: _View) -> list[float]:
    """The feature vector of a hand under a contract (names: `feature_names`)."""
    trumps = hand & view.trumps
    n_trumps = trumps.bit_count()
    x = [0.0] * _BASE_LEN
    x[0] = 1.0
    if n_trumps:
        x[n_trumps] = 1.0
    run = 0
    for i, t in enumerate(view.trump_order):
        if trumps >> t & 1:
            x[8 + i] = 1.0
            if run == i:
                run += 1
    walkers = seconds = others = 0
    c_trump = c_walk = c_second = c_other = 0
    rest = hand & ~trumps
    for t in range(N_TILES):
        if not hand >> t & 1:
            continue
        c = TILE_COUNT[t]
        if trumps >> t & 1:
            c_trump += c
            continue
        missing = (view.above[t] & ~hand).bit_count()
        if missing == 0:
            walkers += 1
            c_walk += c
        elif missing == 1:
            seconds += 1
            c_second += c
        else:
            others += 1
            c_other += c
    doubles_off = (rest & DOUBLES_MASK).bit_count()
    voids = sum(1 for m in view.suits if not rest & m)
    x[15] = run
    x[16] = walkers
    x[17] = seconds
    x[18] = others
    x[19] = doubles_off
    x[20] = c_trump / 5
    x[21] = (view.trump_count - c_trump) / 5
    x[22] = c_walk / 5
    x[23] = c_second / 5
    x[24] = c_other / 5
    x[25] = voids
    x[26] = walkers * n_trumps / 7
    x[27] = others * n_trumps / 7
    x[28] = c_other / 5 * n_trumps / 7
    if view.suit_family:
        tail = x[_SHAPE:]
        bucket = [0.0] * (len(TRUMP_BUCKETS) * len(tail))
        start = min(max(n_trumps - 1, 0), len(TRUMP_BUCKETS) - 1) * len(tail)
        bucket[start : start + len(tail)] = tail
        x += bucket
        offset = view.suit * N_TILES
        tiles = [0.0] * (7 * N_TILES)
    else:
        offset = 0
        tiles = [0.0] * N_TILES
    for t in range(N_TILES):
        if hand >> t & 1:
            tiles[offset + t] = 1.0
    x += tiles
    if not view.suit_family and not view.trumps:
        more = [0.0] * (len(_WALKERS) + len(_DOUBLES))
        more[min(walkers, len(_WALKERS) - 1)] = 1.0
        more[len(_WALKERS) + min(doubles_off, len(_DOUBLES) - 1)] = 1.0
        x += more
    return x


_BASE_LEN = len(BASE_FEATURES)


# ---------------------------------------------------------------- model


@cache
def _model() -> dict[str, Any]:
    with resources.files(__package__).joinpath("data", DATA_FILE).open("r", encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    for fam, model in data["families"].items():
        if model["features"] != list(feature_names(fam)):
            raise RuntimeError(f"{DATA_FILE} does not match these features: rebuild it (bench/build_estimates.py fit)")
    return data


def family(contract: Contract, rules: Rules) -> str | None:
    """The model family of a contract under these rules, or None when not covered."""
    if rules.variant is not Variant.TEXAS_42:
        return None
    if contract.is_suit:
        return "suit"
    if contract is Contract.DOUBLES:
        return "doubles"
    if contract is Contract.FOLLOW_ME:
        return f"follow-me-{rules.follow_me_doubles}"
    return None


def _covered(hand: int, contract: Contract, rules: Rules) -> tuple[str, list[float]] | None:
    fam = family(contract, rules)
    if fam is None or hand.bit_count() != rules.layout.hand_size or hand >> N_TILES:
        return None
    return fam, features(hand, _view(rules.follow_me_doubles, contract))


def _dot(w: list[float], x: list[float]) -> float:
    return sum(a * b for a, b in zip(w, x))


def _sparse(x: list[float]) -> list[tuple[int, float]]:
    return [(i, v) for i, v in enumerate(x) if v]


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1 / (1 + math.exp(-z))
    e = math.exp(z)
    return e / (1 + e)


def instant_chances(hand: int, contract: Contract, rules: Rules) -> dict[int, float] | None:
    """Bid value (30..42) -> estimated chance that the bidding side, with this hand
    leading, reaches it under `contract` (42 stands for every mark bid: all 42 points).
    None when the contract or variant is not covered (see the module's docstring)."""
    covered = _covered(hand, contract, rules)
    if covered is None:
        return None
    fam, x = covered
    nz = _sparse(x)
    weights = _model()["families"][fam]["levels"]
    out: dict[int, float] = {}
    cap = 1.0
    for level in LEVELS:
        w = weights[str(level)]
        p = min(cap, _sigmoid(sum(w[i] * v for i, v in nz)))
        out[level] = cap = p
    return out


def instant_expected(hand: int, contract: Contract, rules: Rules) -> float | None:
    """Estimated points (0-42) the bidding side takes with this hand leading, or None when not covered."""
    covered = _covered(hand, contract, rules)
    if covered is None:
        return None
    fam, x = covered
    model = _model()["families"][fam]
    return min(float(rules.layout.total_points), max(0.0, _dot(model["expected"], x)))


def model_error(contract: Contract, rules: Rules) -> float:
    """The model's typical error on a chance (its root-mean-square error against the
    simulation on held-out hands, measured when it was built); 0.1 when unknown."""
    fam = family(contract, rules)
    if fam is None:
        return 0.1
    return float(_model()["families"][fam].get("error", 0.1))


def instant_chance(hand: int, contract: Contract, rules: Rules, bid_value: int) -> float | None:
    """The estimated chance of one bid value (any mark bid counts as 42)."""
    chances = instant_chances(hand, contract, rules)
    if chances is None:
        return None
    return chances[min(max(bid_value, LEVELS[0]), LEVELS[-1])]
