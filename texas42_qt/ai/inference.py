"""What the other seats' plays say about their tiles: count thrown or kept.

A seat that plays last to a trick knows who takes it. Partner winning, a good
player throws count if it may; an opponent winning, it keeps its count back.
A world in which the seat held a count tile it could have thrown to its partner
(and threw a blank), or a blank it could have given an opponent (and gave count),
is one in which it played against its interest: less likely, so weighed less.
Only the last seat of a trick is read (the others could not know who would win),
and only where count matters.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import Observation, contract_table, same_side
from ..engine.tables import TrickTable
from ..engine.tiles import TILE_HIGH, TILE_LOW, TILE_PIPS

UNLIKELY = 0.25
"""How much less likely a world is for each play that would have gone against the seat's interest in it."""


@dataclass(frozen=True)
class Signal:
    """The last play of a finished trick by another seat, and what it rules out."""

    trick: int
    """Which trick of the hand (0 the first)."""
    seat: int
    held: int
    """Tiles this seat played in this trick and after it: with its tiles now, what it held then."""
    table: TrickTable
    led: int
    """The suit led (the engine's `TrickTable.legal` says what the seat could play)."""
    suspect: int
    """Tiles whose holding (legally playable then) makes this play unlikely."""


def play_signals(obs: Observation) -> list[Signal]:
    """The signals in the finished tricks of this hand, for weighing worlds."""
    rules, contract, stake = obs.rules, obs.contract, obs.stake
    if contract is None or stake is None or not stake.count or not rules.layout.partnerships:
        return []
    table = contract_table(rules, contract)
    count = rules.layout.count
    counters = sum(1 << t for t in range(len(count)) if count[t])
    out: list[Signal] = []
    for index, trick in enumerate(obs.tricks):
        seat, tile = trick.seats[-1], trick.tiles[-1]
        if seat == obs.seat or len(trick.tiles) < rules.layout.n_seats:
            continue
        led = table.lead_suit[trick.tiles[0]]
        ahead = table.winner_index(trick.tiles[:-1])  # who was taking it when this seat played
        best = table.power[led][trick.tiles[ahead]]
        if same_side(rules, trick.seats[ahead], seat):
            if count[tile]:
                continue
            suspect = counters  # a count tile it could have thrown to its partner
        elif count[tile] and trick.winner != seat:
            suspect = sum(1 << t for t in range(len(count)) if not count[t] and table.power[led][t] < best)
        else:
            continue
        held = 1 << tile
        for after in obs.tricks[index + 1:]:
            held |= sum(1 << t for s, t in zip(after.seats, after.tiles) if s == seat)
        held |= sum(1 << t for s, t in obs.trick if s == seat)
        out.append(Signal(index, seat, held, table, led, suspect & ~(1 << tile)))
    return out


def signal_log_weight(signals: list[Signal], hands: tuple[int, ...] | list[int]) -> float:
    """The log of how much less likely these hands make the plays seen."""
    log_w = 0.0
    for s in signals:
        if s.table.legal(hands[s.seat] | s.held, s.led) & s.suspect:
            log_w += math.log(UNLIKELY)
    return log_w


# ------------------------------------------------------------- the play read

FEATURES = (
    "count", "takes", "count_to_partner", "count_taking", "count_to_rival", "ruff", "follow_rank", "double",
    "pips", "over_partner", "takes_last", "count_taking_from_rival", "lowest_follow", "highest_follow",
    "lowest_discard", "lowest_ruff", "lead_count", "lead_trump", "lead_double", "lead_top", "lead_pips",
    "lead_top_trump", "lead_top_count", "lead_highest_trump", "lead_lowest_trump",
)
"""What a play model sees of each tile a seat could play: a follow's (the first twelve
world-free, the next four relative to the tiles it could play) and a lead's."""

PLAY_WEIGHTS: tuple[float, ...] = (
    0.499,  # count
    3.647,  # takes
    1.171,  # count_to_partner
    -1.122,  # count_taking
    -2.153,  # count_to_rival
    -2.204,  # ruff
    15.716,  # follow_rank
    -0.780,  # double
    -1.550,  # pips
    -3.055,  # over_partner
    -0.233,  # takes_last
    1.481,  # count_taking_from_rival
    0.565,  # lowest_follow
    0.089,  # highest_follow
    0.370,  # lowest_discard
    1.204,  # lowest_ruff
    -0.584,  # lead_count
    0.326,  # lead_trump
    1.483,  # lead_double
    0.620,  # lead_top
    -0.166,  # lead_pips
    1.307,  # lead_top_trump
    0.516,  # lead_top_count
    -0.993,  # lead_highest_trump
    0.548,  # lead_lowest_trump
)
"""The weight of each feature in how a seat chooses among its tiles (a conditional
logit), fitted on 10,974 plays of four hard-v0.2 seats in 600 forced-30 hands
(`bench/play_read_fit.py --deals 900 --seed 555`, which prints them)."""


@dataclass(frozen=True)
class Choice:
    """A play of another seat, seen as a choice among the tiles it could play then."""

    seat: int
    tile: int
    led: int
    """The suit led (-1: this play led the trick)."""
    later: int
    """Tiles this seat played from this play on: with its tiles now, what it held then."""
    table: TrickTable
    count: tuple[int, ...]
    best: int
    """The power of the tile taking the trick when it played (0 when leading)."""
    partner_ahead: bool
    last: bool
    played: int
    """Tiles played in the tricks before this one."""


def play_choices(obs: Observation) -> list[Choice]:
    """Every play of the other seats in this hand, for weighing worlds by `choice_log_p`."""
    rules, contract, stake = obs.rules, obs.contract, obs.stake
    if contract is None or stake is None or not stake.count or not rules.layout.partnerships:
        return []
    table = contract_table(rules, contract)
    tricks = [list(zip(t.seats, t.tiles)) for t in obs.tricks] + ([list(obs.trick)] if obs.trick else [])
    order = [play for trick in tricks for play in trick]
    out: list[Choice] = []
    played = 0
    for trick in tricks:
        for k, (seat, _) in enumerate(trick):
            if seat != obs.seat:
                out.append(_choice(obs, table, trick, k, order, played))
        played |= sum(1 << t for _, t in trick)
    return out


def _choice(obs: Observation, table: TrickTable, trick: list[tuple[int, int]], k: int,
            order: list[tuple[int, int]], played: int) -> Choice:
    seat, tile = trick[k]
    later = sum(1 << t for s, t in order[order.index((seat, tile)):] if s == seat)
    if not k:
        return Choice(seat, tile, -1, later, table, obs.rules.layout.count, 0, False, False, played)
    led = table.lead_suit[trick[0][1]]
    ahead = table.winner_index([t for _, t in trick[:k]])
    return Choice(seat, tile, led, later, table, obs.rules.layout.count, table.power[led][trick[ahead][1]],
                  same_side(obs.rules, trick[ahead][0], seat), k == obs.rules.layout.n_seats - 1, played)


def choice_features(c: Choice, legal: int) -> dict[int, list[float]]:
    """Each tile of `legal` (the tiles the seat could play) as the play model sees it."""
    tiles = [t for t in range(len(c.count)) if legal >> t & 1]
    return {t: _lead_features(c, t, tiles) if c.led < 0 else _follow_features(c, t, tiles) for t in tiles}


def _follow_features(c: Choice, t: int, tiles: list[int]) -> list[float]:
    table, row = c.table, c.table.power[c.led]
    count = c.count[t] / 10
    takes = float(row[t] > c.best)
    partner = float(c.partner_ahead)
    follows = bool(table.members[c.led] >> t & 1)
    trump = bool(table.trump_mask >> t & 1)
    rank = (lambda u: row[u]) if follows else (lambda u: table.power[table.lead_suit[u]][u])
    discards = [u for u in tiles if not table.trump_mask >> u & 1]
    trumps = [u for u in tiles if table.trump_mask >> u & 1]
    return [
        count, takes, count * partner, count * takes, count * (1 - partner) * (1 - takes),
        float(trump and not follows), row[t] / max(row) if follows else 0.0, float(TILE_HIGH[t] == TILE_LOW[t]),
        TILE_PIPS[t] / 12, takes * partner, takes * c.last, takes * (1 - partner) * count,
        float(follows and t == min(tiles, key=rank)), float(follows and t == max(tiles, key=rank)),
        float(not follows and t in discards and t == min(discards, key=lambda u: TILE_PIPS[u])),
        float(not follows and t in trumps and t == min(trumps, key=rank)),
    ] + [0.0] * 9


def _lead_features(c: Choice, t: int, tiles: list[int]) -> list[float]:
    table = c.table
    suit = table.lead_suit[t]
    row = table.power[suit]
    rivals = table.members[suit] & ~c.played & ~(1 << t)
    top = float(all(row[u] < row[t] for u in range(len(row)) if rivals >> u & 1))
    count = c.count[t] / 10
    trump = float(table.trump_mask >> t & 1)
    trumps = [u for u in tiles if table.trump_mask >> u & 1]
    power = table.power[table.lead_suit[t]]
    return [0.0] * 16 + [
        count, trump, float(TILE_HIGH[t] == TILE_LOW[t]), top, TILE_PIPS[t] / 12, trump * top, count * top,
        float(bool(trump) and t == max(trumps, key=lambda u: power[u])),
        float(bool(trump) and t == min(trumps, key=lambda u: power[u])),
    ]


def choice_log_p(c: Choice, legal: int, weights: tuple[float, ...] = PLAY_WEIGHTS) -> float:
    """The log of the chance the model gives this play among the `legal` tiles."""
    if legal & (legal - 1) == 0:
        return 0.0
    scores = {t: sum(w * x for w, x in zip(weights, f)) for t, f in choice_features(c, legal).items()}
    top = max(scores.values())
    return scores[c.tile] - top - math.log(sum(math.exp(s - top) for s in scores.values()))


class PlayRead:
    """Weighs worlds by how likely the other seats' plays were, had they held those tiles."""

    def __init__(self, obs: Observation):
        self.choices = play_choices(obs)
        self._memo: dict[tuple[int, int], float] = {}

    def log_weight(self, hands: tuple[int, ...] | list[int]) -> float:
        total = 0.0
        for i, c in enumerate(self.choices):
            held = hands[c.seat] | c.later
            legal = c.table.legal(held, c.led)
            key = (i, legal)
            if key not in self._memo:
                self._memo[key] = choice_log_p(c, legal)
            total += self._memo[key]
        return total
