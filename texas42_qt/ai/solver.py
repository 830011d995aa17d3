"""Perfect-information solver: with every hand known, how many points (or tricks)
can one side take from here with best play by everyone?

Alpha-beta over single plays with a transposition table at trick boundaries
(keyed by the tiles left and the leader: who holds what follows from the deal)
that keeps lower/upper bounds and the best lead. Cut-offs come early thanks to
bounds (the points left; tiles nothing opposing can beat; the leader's
unbeatable leads, with the lightest tiles the other hands must throw on them),
a move ordering that plays each lead's trick out in a quick simple way to
guess what it brings, and trying interchangeable tiles of a hand only once
(tiles of a kind that no tile of another hand tells apart). The exact value
comes from zero-window tests that halve the range of values; the yes/no form
`reaches(target)` is a single test, much cheaper. The trick rules come from
the engine's tables, so the solver cannot disagree with the engine about a
trick.

This is the pure-Python twin; `texas42_qt.ai._solver` (C) is the same search,
used when it was built (`pip install` compiles it when a C compiler is there).
Both return identical values (tests cross-check them): `solve`, `reaches` and
`move_values` take `native=None` (the fastest there is), True or False.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..engine import GameState, Phase, Stake, contract_table, seat_order
from ..engine.tables import SEVENS_DISTANCE_MASKS, TrickTable, closest_to_seven
from ..engine.tiles import N_TILES

INF = 10_000
ALL_TILES = (1 << N_TILES) - 1
NO_COUNT = (0,) * N_TILES


@dataclass(frozen=True)
class Position:
    """A solver position: everything needed to play the rest of the hand out.

    `weight[t]` is what tile t adds to the trick it falls in (its count, or 0
    when only tricks matter); every trick is worth 1 plus its tiles' weights.
    `max_seats` is a bitmask of the seats whose side maximises.
    """

    hands: tuple[int, ...]
    next_seat: tuple[int, ...]
    trick_size: int
    leader: int
    trick: tuple[int, ...]
    table: TrickTable
    weight: tuple[int, ...]
    max_seats: int
    scorers: int | None = None
    """Bitmask of the seats whose tricks make up the value (None: the max seats).
    In Nello the bidder maximises the tricks the *other* seats take (a misere)."""

    @property
    def score_seats(self) -> int:
        return self.max_seats if self.scorers is None else self.scorers

    @property
    def to_play(self) -> int:
        seat = self.leader
        for _ in self.trick:
            seat = self.next_seat[seat]
        return seat

    def playing(self) -> tuple[int, ...]:
        """The seats that play, in trick order from the leader (not a Nello partner sitting out)."""
        seats = [self.leader]
        for _ in range(self.trick_size - 1):
            seats.append(self.next_seat[seats[-1]])
        return tuple(seats)

    def remaining_total(self) -> int:
        """Points still to be won, including the current trick."""
        tiles = 0
        for s in self.playing():
            tiles |= self.hands[s]
        left = tiles.bit_count() + len(self.trick)
        tricks = left // self.trick_size
        pts = sum(self.weight[t] for t in range(28) if tiles >> t & 1)
        return tricks + pts + sum(self.weight[t] for t in self.trick)


def objective(state: GameState) -> tuple[int, bool]:
    """(max_seats mask, count_matters) for the contract being played, from the
    engine's stake: the bidding side maximises, points in a point bid, tricks in
    a mark bid, Sevens, Moon and Nello (where the tricks that count are the
    other seats': see `Stake.scorers`)."""
    stake = state.stake
    if stake is None:
        raise ValueError("the solver needs a hand whose contract is named")
    return stake.bidders, stake.count


def stake_position(
    stake: Stake,
    hands: tuple[int, ...],
    leader: int,
    trick: tuple[int, ...] = (),
    max_seats: int | None = None,
) -> Position:
    """The solver position of a hand played for `stake`, all hands open, from
    `leader` with `trick` on the table. `max_seats` (the stake's bidders by
    default) is for a player that plays for something else (Moon, once the bid
    is decided, every player plays for its own tricks)."""
    rules = stake.rules
    out = stake.out_seat
    if max_seats is None:
        max_seats, scorers = stake.bidders, stake.scorers
    else:
        scorers = max_seats
    return Position(
        hands=tuple(0 if s == out else h for s, h in enumerate(hands)),
        next_seat=seat_order(rules.layout.n_seats, out),
        trick_size=rules.layout.n_seats - (out >= 0),
        leader=leader,
        trick=trick,
        table=contract_table(rules, stake.contract),
        weight=rules.layout.count if stake.count else NO_COUNT,
        max_seats=max_seats,
        scorers=scorers,
    )


def position_from_state(state: GameState, max_seats: int | None = None, count: bool | None = None) -> Position:
    """The solver position of a game in its PLAY phase, all hands open."""
    if state.phase is not Phase.PLAY or state.table is None or state.stake is None:
        raise ValueError("the solver needs a hand in its play phase")
    stake = state.stake
    pos = stake_position(stake, tuple(state.hands), state.leader, tuple(state.trick_tiles), max_seats)
    if count is not None and count != stake.count:
        pos = replace(pos, weight=state.layout.count if count else NO_COUNT)
    return pos


class _Tables:
    """What the search derives from a trick table and the tile weights (cached:
    a game uses a handful of tables)."""

    def __init__(self, t: TrickTable, weight: tuple[int, ...]):
        lead_suit, power = t.lead_suit, t.power
        self.lead_power = tuple(power[lead_suit[x]][x] for x in range(N_TILES))
        # the keys of the follower ordering and `PySolver._simulate`: the weakest
        # tile without count, the weakest tile with count first, a lead's tie-break
        self.low_key = tuple(weight[x] * 1024 + self.lead_power[x] for x in range(N_TILES))
        self.dump_key = tuple(-weight[x] * 1024 + self.lead_power[x] for x in range(N_TILES))
        self.lead_key = tuple(-weight[x] * 64 + self.lead_power[x] for x in range(N_TILES))
        rows = range(len(power))
        ge = [[sum(1 << y for y in range(N_TILES) if power[r][y] >= power[r][x]) for x in range(N_TILES)] for r in rows]
        gt = [[sum(1 << y for y in range(N_TILES) if power[r][y] > power[r][x]) for x in range(N_TILES)] for r in rows]
        # the tiles that beat a lead of x in its own suit
        self.lead_beaters = tuple(gt[lead_suit[x]][x] for x in range(N_TILES))
        # the tiles that may beat x in some trick (all of them if x cannot win some led suit)
        beaters = []
        for x in range(N_TILES):
            b = 0
            for r in rows:
                b |= ge[r][x] & ~(1 << x) if power[r][x] > 0 else ALL_TILES
            beaters.append(b)
        self.beaters = tuple(beaters)
        self.can_win = sum(1 << x for x in range(N_TILES) if beaters[x] != ALL_TILES)
        # Interchangeable tiles: x and y are the same kind (weight, lead suit, suits
        # followed, Sevens class, suits led in which they cannot win); they are
        # interchangeable in a hand while no tile in play stands between them in a
        # led suit (`between[x][y]` holds the tiles that would).
        sevens_masks = SEVENS_DISTANCE_MASKS if t.sevens else ()
        same_kind = []
        between = []
        for x in range(N_TILES):
            kind = 0
            row_between = [0] * N_TILES
            for y in range(N_TILES):
                same = (
                    x != y
                    and weight[x] == weight[y]
                    and lead_suit[x] == lead_suit[y]
                    and all(m >> x & 1 == m >> y & 1 for m in t.members)
                    and all((power[r][x] == 0) == (power[r][y] == 0) for r in rows)
                    and all(m >> x & 1 == m >> y & 1 for m in sevens_masks)
                )
                if same:
                    kind |= 1 << y
                    block = 0
                    for r in rows:
                        px, py = power[r][x], power[r][y]
                        if px != py:
                            lo, hi = (x, y) if px < py else (y, x)
                            block |= ge[r][lo] & ~gt[r][hi]
                    row_between[y] = block & ~(1 << x | 1 << y)
            same_kind.append(kind)
            between.append(tuple(row_between))
        self.same_kind = tuple(same_kind)
        self.between = tuple(between)


@lru_cache(maxsize=64)
def _tables(table: TrickTable, weight: tuple[int, ...]) -> _Tables:
    return _Tables(table, weight)


class PySolver:
    """Alpha-beta solver of one position (the pure-Python backend).

    The same search as the C core, step for step: a trick-boundary table of
    bounds and best leads, the sure-points bounds, the move ordering (with the
    `_simulate` guess) and the interchangeable-tile rule. The tiles still in
    hand are one mask `cur`; a seat's hand is its dealt tiles `& cur`.
    """

    def __init__(self, pos: Position):
        self.pos = pos
        t = pos.table
        n = len(pos.hands)
        size = pos.trick_size
        self.size = size
        self.next_seat = pos.next_seat
        self.max_seats = pos.max_seats
        self.side = tuple(pos.max_seats >> s & 1 for s in range(n))
        # whose tricks count: the max side, or in a misere (Nello) the min side
        self.scores = tuple(pos.score_seats >> s & 1 for s in range(n))
        # Only the seats in the play cycle take part (not a Nello partner sitting out).
        cycle = pos.playing()
        if len(set(cycle)) != size:
            raise ValueError("next_seat does not give trick_size different seats")
        if pos.next_seat[cycle[-1]] != pos.leader:
            raise ValueError("next_seat does not come back to the leader after a trick")
        self.hands = tuple(h if s in cycle else 0 for s, h in enumerate(pos.hands))
        cur = 0
        for h in self.hands:
            if cur & h:
                raise ValueError("two hands hold the same tile")
            cur |= h
        trick_mask = 0
        for x in pos.trick:
            if not 0 <= x < N_TILES or (cur | trick_mask) >> x & 1:
                raise ValueError("the trick holds a tile that is not free")
            trick_mask |= 1 << x
        if len(pos.trick) >= size:
            raise ValueError("the current trick is already complete")
        rest = self.hands[cycle[len(pos.trick)]].bit_count()
        for i, s in enumerate(cycle):
            if self.hands[s].bit_count() != rest - (i < len(pos.trick)):
                raise ValueError("the hands do not fit the trick: every seat plays one tile a trick")
        self.cur = cur
        self.in_play = cur | trick_mask
        self.max_mask = 0
        for s in range(n):
            if self.scores[s]:
                self.max_mask |= self.hands[s]
        # the bounds speak of the seats whose tricks count, whoever maximises
        self.max_list = tuple(s for s in cycle if self.scores[s])
        self.min_list = tuple(s for s in cycle if not self.scores[s])

        tables = _tables(t, tuple(pos.weight))
        self.lead_suit = t.lead_suit
        self.power = t.power
        self.members = t.members
        self.sevens = t.sevens
        self.weight = pos.weight
        self.weighted = sum(1 << x for x in range(N_TILES) if pos.weight[x])
        self.lead_power = tables.lead_power
        self.low_key = tables.low_key
        self.dump_key = tables.dump_key
        self.lead_key = tables.lead_key
        self.lead_beaters = tables.lead_beaters
        self.beaters = tables.beaters
        self.can_win = tables.can_win
        self.same_kind = tables.same_kind
        self.between = tables.between
        self.tt: dict[int, tuple[int, int, int]] = {}
        self.bits_cache: dict[int, tuple[int, ...]] = {}
        self.nodes = 0
        self.total = pos.remaining_total()

    # -- public -----------------------------------------------------------

    def value(self) -> int:
        """Exact points (or tricks) the max side takes from here, current trick included.

        Found by zero-window tests (halving the range of values), which share the
        transposition table and visit far fewer nodes than one wide-window search."""
        return self._exact(self.total, *self._root())

    def reaches(self, target: int) -> bool:
        """Can the max side take at least `target` more points from here?"""
        if target <= 0:
            return True
        if target > self.total:
            return False
        search, *args = self._root()
        return bool(search(*args, target - 1, target) >= target)

    def move_values(self) -> dict[int, int]:
        """Exact value of each legal play of the seat to act (interchangeable tiles share one)."""
        pos = self.pos
        seat, trick, k, cur = pos.to_play, pos.trick, len(pos.trick), self.cur
        led = self.lead_suit[trick[0]] if trick else -1
        bp, bs, pts = self._trick_state()
        others = self.in_play & ~self.hands[seat]  # the tiles that tell two of the hand apart
        out: dict[int, int] = {}
        for m in self._tiles(self._legal(self.hands[seat] & cur, led)):
            twin = next((a for a in out if self.same_kind[m] >> a & 1 and not self.between[a][m] & others), None)
            if twin is not None:
                out[m] = out[twin]
                continue
            mled = led if trick else self.lead_suit[m]
            row = self.power[mled]
            nbp, nbs = (row[m], seat) if k == 0 or row[m] > bp else (bp, bs)
            npts = pts + self.weight[m]
            child = cur & ~(1 << m)
            if k + 1 < self.size:
                follow_args = (child, k + 1, self.next_seat[seat], row, mled, nbp, nbs, npts, self.in_play, self.total)
                out[m] = self._exact(self.total, self._follow, *follow_args)
            else:
                gained = 1 + npts if self.scores[nbs] else 0
                after = self.total - 1 - npts
                out[m] = gained + self._exact(after, self._boundary, child, nbs, after)
        return out

    # -- search -----------------------------------------------------------

    @staticmethod
    def _exact(total: int, search: Callable[..., int], *args: object) -> int:
        """Zero-window tests `search(*args, target - 1, target)` that share the table,
        halving [0, total] until the exact value is known."""
        lo, hi = 0, total
        while lo < hi:
            target = (lo + hi + 1) // 2
            v = search(*args, target - 1, target)
            if v >= target:
                lo = v
            else:
                hi = v
        return lo

    def _trick_state(self) -> tuple[int, int, int]:
        """(strongest power, its seat, weights) of the current trick so far."""
        pos = self.pos
        bp, bs, pts = -1, pos.leader, 0
        seat = pos.leader
        if pos.trick:
            row = self.power[self.lead_suit[pos.trick[0]]]
            for i, x in enumerate(pos.trick):
                if i == 0 or row[x] > bp:
                    bp, bs = row[x], seat
                pts += self.weight[x]
                seat = self.next_seat[seat]
        return bp, bs, pts

    def _root(self) -> tuple[Any, ...]:
        """The search of the position and its arguments before (alpha, beta)."""
        pos = self.pos
        if not pos.trick:
            return self._boundary, self.cur, pos.leader, self.total
        bp, bs, pts = self._trick_state()
        led = self.lead_suit[pos.trick[0]]
        return (
            self._follow, self.cur, len(pos.trick), pos.to_play, self.power[led], led, bp, bs, pts, self.in_play,
            self.total,
        )

    def _tiles(self, mask: int) -> tuple[int, ...]:
        """The tiles of a mask, in increasing order (cached: hands recur)."""
        tiles = self.bits_cache.get(mask)
        if tiles is None:
            out = []
            m = mask
            while m:
                low = m & -m
                out.append(low.bit_length() - 1)
                m ^= low
            tiles = self.bits_cache[mask] = tuple(out)
        return tiles

    def _legal(self, hand: int, led: int) -> int:
        if self.sevens:
            return closest_to_seven(hand)
        if led < 0:
            return hand
        return hand & self.members[led] or hand

    def _lightest(self, hand: int, n: int) -> int:
        """The least weight `n` tiles of a hand bring: its `n` lightest tiles."""
        n -= (hand & ~self.weighted).bit_count()  # tiles of weight 0 first
        if n <= 0:
            return 0
        return sum(sorted(self.weight[x] for x in self._tiles(hand & self.weighted))[:n])

    def _sure_points(self, seats: tuple[int, ...], cur: int, opp: int) -> int:
        """Points a side surely takes: its tiles that no opposing tile can beat in
        any trick each win the trick they fall in (a seat's tiles fall in
        different tricks)."""
        beaters, weight, hands = self.beaters, self.weight, self.hands
        cur &= self.can_win if opp else ALL_TILES  # only these tiles can win in every led suit
        pts = tricks = 0
        for s in seats:
            n = 0
            for x in self._tiles(hands[s] & cur):
                if not beaters[x] & opp:
                    pts += weight[x]
                    n += 1
            if n > tricks:
                tricks = n
        return pts + tricks

    def _boundary(self, cur: int, leader: int, total: int, alpha: int, beta: int) -> int:
        """Value for the max side of the rest of the hand from a trick boundary;
        `total` is what is left to win."""
        self.nodes += 1
        if not cur:
            return 0
        size = self.size
        hands = self.hands
        if cur.bit_count() == size:  # the last trick plays itself
            lead = (hands[leader] & cur).bit_length() - 1
            row = self.power[self.lead_suit[lead]]
            best, winner, seat = row[lead], leader, leader
            for _ in range(size - 1):
                seat = self.next_seat[seat]
                p = row[(hands[seat] & cur).bit_length() - 1]
                if p > best:
                    best, winner = p, seat
            return total if self.scores[winner] else 0
        key = cur | leader << 28
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi, hint = entry
        else:
            mx = cur & self.max_mask
            lo = self._sure_points(self.max_list, cur, cur & ~mx)
            hi = total - self._sure_points(self.min_list, cur, mx)
            # the leader's sure tricks bound the value only when it wants them (not in a misere)
            if not self.sevens and self.scores[leader] == self.side[leader]:
                hand = hands[leader] & cur
                others = cur & ~hand
                q = n = 0
                for x in self._tiles(hand):
                    if not self.lead_beaters[x] & others:
                        q += 1 + self.weight[x]
                        n += 1
                if n:  # led one after another, they take a tile from every other hand
                    seat = leader
                    for _ in range(size - 1):
                        seat = self.next_seat[seat]
                        q += self._lightest(hands[seat] & cur, n)
                if self.scores[leader]:
                    if q > lo:
                        lo = q
                elif total - q < hi:
                    hi = total - q
            hint = -1
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        if lo > alpha:
            alpha = lo
        if hi < beta:
            beta = hi
        orig_alpha, orig_beta = alpha, beta

        # the lead
        hand = hands[leader] & cur
        moves = self._tiles(self._legal(hand, -1))
        apart = cur & ~hand  # the tiles that tell two of the hand apart
        if len(moves) > 1:
            lead_key, simulate = self.lead_key, self._simulate
            moves = tuple(
                sorted(
                    moves,
                    key=lambda m: -(2 << 20) if m == hint else -simulate(cur, 0, leader, m, None, -1, -1, leader, 0) * 2048
                    + lead_key[m],
                )
            )
        maximizing = self.side[leader]
        best = -INF if maximizing else INF
        best_move = moves[0]
        tried = 0
        same_kind, between = self.same_kind, self.between
        power, lead_suit, weight, nxt = self.power, self.lead_suit, self.weight, self.next_seat[leader]
        for m in moves:
            twins = tried & same_kind[m]
            if twins and any(not between[a][m] & apart for a in self._tiles(twins)):
                continue
            tried |= 1 << m
            led = lead_suit[m]
            row = power[led]
            if size == 1:  # the lead is the whole trick
                gained = 1 + weight[m] if self.scores[leader] else 0
                v = gained + self._boundary(cur & ~(1 << m), leader, total - 1 - weight[m], alpha - gained, beta - gained)
            else:
                v = self._follow(cur & ~(1 << m), 1, nxt, row, led, row[m], leader, weight[m], cur, total, alpha, beta)
            if maximizing:
                if v > best:
                    best, best_move = v, m
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, best_move = v, m
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        v = best
        if v <= orig_alpha:
            if v < hi:
                hi = v
        elif v >= orig_beta:
            if v > lo:
                lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi, best_move)
        return v

    def _follow(
        self, cur: int, k: int, seat: int, row: tuple[int, ...], led: int, bp: int, bs: int, pts: int,
        in_play: int, total: int, alpha: int, beta: int,
    ) -> int:
        """The k-th play (k >= 1) of a trick: `seat` plays; the strongest tile so far
        has power `bp` and was played by `bs`; `pts` is the weight played so far;
        `in_play` the tiles in hand when the trick began, `total` what was left then."""
        self.nodes += 1
        hand = self.hands[seat] & cur
        mask = closest_to_seven(hand) if self.sevens else hand & self.members[led] or hand
        moves = self.bits_cache.get(mask) or self._tiles(mask)
        side = self.side
        me = side[seat]
        size = self.size
        if len(moves) > 1:
            moves = self._order_follow(moves, cur, k, seat, row, led, bp, bs, pts)
        last = k + 1 == size
        apart = in_play & ~hand  # the tiles that tell two of the hand apart
        best = -INF if me else INF
        tried = 0
        same_kind, between, weight = self.same_kind, self.between, self.weight
        nxt = self.next_seat[seat]
        for m in moves:
            twins = tried & same_kind[m]
            if twins and any(not between[a][m] & apart for a in self._tiles(twins)):
                continue
            tried |= 1 << m
            p = row[m]
            if p > bp:
                nbp, nbs = p, seat
            else:
                nbp, nbs = bp, bs
            npts = pts + weight[m]
            if last:
                if self.scores[nbs]:
                    gained = 1 + npts
                    v = gained + self._boundary(cur & ~(1 << m), nbs, total - gained, alpha - gained, beta - gained)
                else:
                    v = self._boundary(cur & ~(1 << m), nbs, total - 1 - npts, alpha, beta)
            else:
                v = self._follow(cur & ~(1 << m), k + 1, nxt, row, led, nbp, nbs, npts, in_play, total, alpha, beta)
            if me:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    def _order_follow(
        self, moves: tuple[int, ...], cur: int, k: int, seat: int, row: tuple[int, ...], led: int, bp: int, bs: int,
        pts: int,
    ) -> tuple[int, ...]:
        """Plays by which the side surely takes the trick first (count first, then the
        cheapest tile), then plays that hold the trick for now (no count, strongest
        first), then plays that give it up (no count, weakest first); the second seat
        of a trick of four first sorts by what `_simulate` says."""
        side = self.side
        me = side[seat]
        held = side[bs] == me
        opp_best = -1
        q = seat
        hands, nxt = self.hands, self.next_seat
        for _ in range(k + 1, self.size):
            q = nxt[q]
            if side[q] != me:
                hand = hands[q] & cur
                mask = closest_to_seven(hand) if self.sevens else hand & self.members[led] or hand
                if mask:
                    p = max(map(row.__getitem__, self.bits_cache.get(mask) or self._tiles(mask)))
                    if p > opp_best:
                        opp_best = p
        weight, lead_power, low_key = self.weight, self.lead_power, self.low_key
        sim = self.size - k - 1 >= 2
        keys = {}
        for m in moves:
            p = row[m]
            if p > bp or held:
                top = p if p > bp else bp
                if opp_best <= top:
                    key = -weight[m] * 1024 + (p if p > bp else lead_power[m])
                else:
                    key = (1 << 20) + weight[m] * 1024 - top
            else:
                key = (2 << 20) + low_key[m]
            if sim:
                key -= self._simulate(cur, k, seat, m, row, led, bp, bs, pts) * (4 << 20)
            keys[m] = key
        return tuple(sorted(moves, key=keys.__getitem__))

    def _simulate(
        self, cur: int, k: int, seat: int, m: int, row: tuple[int, ...] | None, led: int, bp: int, bs: int, pts: int
    ) -> int:
        """A quick guess at what `seat` playing m (the k-th play of the trick) brings
        its side: the rest of the trick is played simply (an opponent of the side
        holding the trick beats it as cheaply as it can, anyone else plays its
        weakest tile, throwing count to a partner). 1 + the trick's weight if the
        side takes the trick, minus that if not."""
        if row is None:
            led = self.lead_suit[m]
            row = self.power[led]
        if k == 0 or row[m] > bp:
            bp, bs = row[m], seat
        weight, side, hands, nxt, bits = self.weight, self.side, self.hands, self.next_seat, self.bits_cache
        members, sevens, low_key, dump_key = self.members, self.sevens, self.low_key, self.dump_key
        pts += weight[m]
        me = side[seat]
        for _ in range(k + 1, self.size):
            seat = nxt[seat]
            hand = hands[seat] & cur
            mask = closest_to_seven(hand) if sevens else hand & members[led] or hand
            tiles = bits.get(mask) or self._tiles(mask)
            if not tiles:
                continue
            if len(tiles) == 1:
                pick = tiles[0]
            elif side[seat] != side[bs]:
                pick, pick_key = -1, 1 << 30
                for x in tiles:
                    key = row[x] if row[x] > bp else (1 << 20) + low_key[x]
                    if key < pick_key:
                        pick, pick_key = x, key
            else:
                pick = min(tiles, key=dump_key.__getitem__)
            pts += weight[pick]
            if row[pick] > bp:
                bp, bs = row[pick], seat
        return 1 + pts if side[bs] == me else -1 - pts


# ----------------------------------------------------------------- backends

try:  # the native core, when the C extension was built (TEXAS42_SOLVER=python forces the twin)
    if os.environ.get("TEXAS42_SOLVER", "").lower() == "python":
        raise ImportError("the pure-Python solver was asked for")
    from . import _solver as _native  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - depends on the build
    _native = None


def is_native() -> bool:
    """Whether searches run in the native core (which releases the GIL while it searches)."""
    return _native is not None


def backend() -> str:
    return "native (C)" if is_native() else "python"


def _native_args(pos: Position) -> tuple[Any, ...]:
    """The arguments of the C entry points (before `target` for `solve`)."""
    t = pos.table
    return (
        pos.hands,
        pos.next_seat,
        pos.trick_size,
        pos.leader,
        pos.trick,
        t.lead_suit,
        t.members,
        t.power,
        SEVENS_DISTANCE_MASKS if t.sevens else (),
        pos.weight,
        pos.max_seats,
        pos.score_seats,
    )


def solve(pos: Position, native: bool | None = None) -> int:
    """Exact value of a position (points or tricks for the max side)."""
    if _use_native(native):
        return int(_native.solve(*_native_args(pos), -1))
    return PySolver(pos).value()


def reaches(pos: Position, target: int, native: bool | None = None) -> bool:
    """Yes/no: can the max side take at least `target` from here?"""
    if target <= 0:
        return True
    if _use_native(native):
        return bool(_native.solve(*_native_args(pos), target))
    return PySolver(pos).reaches(target)


def move_values(pos: Position, native: bool | None = None) -> dict[int, int]:
    """Exact value of each legal play of the seat to act."""
    if _use_native(native):
        return dict(_native.move_values(*_native_args(pos)))
    return PySolver(pos).move_values()


def nodes_searched() -> int | None:
    """Nodes the native core has searched in this process so far (None without it): for
    benchmarks, a measure of effort that does not depend on the machine."""
    return int(_native.nodes_searched()) if _native is not None else None


def _use_native(native: bool | None) -> bool:
    if native is None:
        return _native is not None
    if native and _native is None:
        raise RuntimeError("the native solver core is not built")
    return native


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m texas42_qt.ai.solver")
    parser.add_argument("--info", action="store_true", help="say which solver backend is active")
    args = parser.parse_args(argv)
    if args.info:
        print(f"solver backend: {backend()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
