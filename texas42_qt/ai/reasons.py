"""Why a play: a plain-language reason drawn from the position the seat sees.

Each kind of reason is a small function that returns a sentence when its fact
is true of the position, else None; `play_fact` takes the first that applies
(the order of `LEAD_KINDS` and `FOLLOW_KINDS` is the order of how telling they
are) and `play_reason` falls back to the chance the hint computed.

Every fact is worked out from the seat's observation alone: its own tiles, the
tiles played, and the voids shown (`claim.shown_voids`, `claim.live_tiles`),
with the engine's trick table deciding which tile beats which. So a reason can
name a tile still out ("the 6-3 and 6-1 are still out") but never says who
holds a tile the seat cannot see. Most facts are sure: "no one can beat it"
means no unseen tile that a seat still to play may hold beats it. The one
exception is feeding count to a partner whose tile is not sure to win: there
the sampler's worlds (deals consistent with the observation) give the share in
which no opponent still to play can beat it, and the sentence says so.

Seats are named from the seat's own chair, as the table shows them: the seat
after it is West, the one before it East, and across the table "your partner";
where the table gives a seat a name of its own (an opened record's players), the
GUI shows that name instead (`SeatWord`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import TRUMP_SUIT, Observation, Phase, Play, Trick, TrickTable, contract_table
from ..engine.claim import shown_voids
from ..engine.claim_search import live_tiles
from ..engine.text import QT_TRANSLATE_NOOP, Figure, SeatWord, Text, tx
from ..engine.tiles import TILE_NAMES, TILE_PIPS, tiles_of
from ..engine.words import SEAT_EAST, SEAT_PARTNER, SEAT_WEST, TRUMPS, and_list, seat_number
from ..engine.words import points as points_word
from .evaluate import ends_once_decided, plays_for_own_tricks
from .sampler import Sampler


@dataclass(frozen=True)
class PlayOption:
    """One tile the seat could play, with its chance (of making or setting) and its expected points."""

    tile: int
    chance: float
    expected: float


SAMPLED_WORLDS = 32
"""Worlds drawn (or, when fewer exist, every world) to judge a partner's tile that is not sure to win."""

MOST = 0.5
"""A partner's tile "should win" when nobody still to play can beat it in more than this share of worlds."""


@dataclass(frozen=True)
class View:
    """What the seat knows that the reasons need, from its observation only."""

    obs: Observation
    table: TrickTable
    live: int
    """The tiles the seat cannot see that some other seat may still hold."""
    barred: dict[int, int]
    """Per other playing seat, the tiles it cannot hold (suits it showed out of)."""
    after: tuple[int, ...]
    """The seats still to play in this trick after this one."""
    side: int
    """Mask of the seats playing for this seat's goal (itself included)."""
    counts: bool
    """Whether count matters (points), or only tricks."""

    @property
    def tiles(self) -> tuple[int, ...]:
        """The tiles of the trick so far."""
        return tuple(t for _, t in self.obs.trick)

    def holds(self, seat: int) -> int:
        """The tiles `seat` may hold, as far as this seat can tell."""
        return self.live & ~self.barred.get(seat, 0) if self.obs.hand_sizes[seat] else 0

    def mine(self, seat: int) -> bool:
        return bool(self.side >> seat & 1)


def view_of(obs: Observation) -> View | None:
    """The view of a trick-taking position where count or tricks are won (None
    in Nello and Sevens, where these reasons do not apply, and outside play)."""
    stake = obs.stake
    if stake is None or stake.misere or obs.contract is None or contract_table(obs.rules, obs.contract).sevens:
        return None
    return any_view(obs)


def nello_view(obs: Observation) -> View | None:
    """The view of a Nello position (the bidder must lose every trick), else None."""
    stake = obs.stake
    return any_view(obs) if stake is not None and stake.misere else None


def any_view(obs: Observation) -> View | None:
    """The view of any position of the play (None outside play)."""
    stake = obs.stake
    if obs.phase is not Phase.PLAY or obs.contract is None or stake is None:
        return None
    table = contract_table(obs.rules, obs.contract)
    n = obs.rules.layout.n_seats
    others = [s for s in range(n) if s != obs.seat and stake.playing >> s & 1]
    tricks = list(obs.tricks)
    if obs.trick:
        seats, tiles = zip(*obs.trick)
        tricks.append(Trick(obs.leader, tuple(seats), tuple(tiles), -1, 0))
    barred = shown_voids(table, others, tricks)
    return View(obs, table, live_tiles(obs.rules.layout.tiles & ~obs.seen_tiles, barred), barred,
                still_to_play(obs), side_of(obs), stake.count)


def side_of(obs: Observation) -> int:
    """Mask of the seats playing for this seat's goal: the bidders, or the defenders."""
    stake = obs.stake
    if stake is None or (obs.phase is Phase.PLAY and plays_for_own_tricks(obs)):  # (Moon, the bid decided)
        return 1 << obs.seat
    return stake.bidders if stake.bidders >> obs.seat & 1 else stake.playing & ~stake.bidders


def still_to_play(obs: Observation) -> tuple[int, ...]:
    """The seats that play after this one in the current trick."""
    n = obs.rules.layout.n_seats
    size = n - (obs.sitting_out >= 0)
    out, seat = [], obs.seat
    for _ in range(size - len(obs.trick) - 1):
        seat = (seat + 1) % n
        if seat == obs.sitting_out:
            seat = (seat + 1) % n
        out.append(seat)
    return tuple(out)


# ------------------------------------------------------------------ facts


def beats(table: TrickTable, tiles: tuple[int, ...], tile: int) -> bool:
    """Whether `tile`, played after `tiles`, would win the trick (the engine's table decides)."""
    return table.winner_index(tiles + (tile,)) == len(tiles)


def beaters(view: View, tiles: tuple[int, ...], seats: Sequence[int]) -> int:
    """The tiles some seat of `seats` may hold that would beat the trick `tiles`."""
    mask = 0
    for s in seats:
        for t in tiles_of(view.holds(s)):
            if beats(view.table, tiles, t):
                mask |= 1 << t
    return mask


def winning(view: View) -> tuple[int, int]:
    """(seat, tile) winning the trick so far."""
    return view.obs.trick[view.table.winner_index(view.tiles)]


def legal_tiles(obs: Observation) -> list[int]:
    return [a.tile for a in obs.legal if isinstance(a, Play)]


def trick_points(view: View, tile: int) -> int:
    """The points in the trick once `tile` is on it (a point for the trick, plus the count)."""
    count = view.obs.rules.layout.count
    return 1 + sum(count[t] for t in view.tiles + (tile,))


def count_of(view: View, tile: int) -> int:
    return view.obs.rules.layout.count[tile] if view.counts else 0


# ------------------------------------------------------------------ words


def seat_word(obs: Observation, seat: int) -> Text:
    """A seat as the table names it from this seat's chair: "your partner", "West", "East"; a
    `SeatWord`, so the GUI shows the seat's name on its table instead when it has one of its own."""
    return SeatWord(_chair_word(obs, seat), seat)


def _chair_word(obs: Observation, seat: int) -> Text:
    if seat == obs.partner:
        return SEAT_PARTNER
    n = obs.rules.layout.n_seats
    step = (seat - obs.seat) % n
    if step == 1:
        return SEAT_WEST
    return SEAT_EAST if step == n - 1 else seat_number(seat + 1)


def whose(obs: Observation, seat: int, tile: int) -> Text:
    """"West's 6-6", "your partner's 5-5"."""
    #: A seat's tile: "West's 6-6", "your partner's 5-5".
    return tx(QT_TRANSLATE_NOOP("reasons", "{seat}'s {tile}"), seat=seat_word(obs, seat), tile=TILE_NAMES[tile])


def suit_word(table: TrickTable, suit: int) -> str:
    return TRUMPS if suit == TRUMP_SUIT and table.trump_mask else table.suit_names[suit]


def listed(tiles: Sequence[int]) -> str:
    """"6-3", "6-3 and 6-1", "6-3, 6-2 and 6-1" (a Text for two or more)."""
    result: str = and_list([TILE_NAMES[t] for t in tiles])
    return result


def points_in(view: View, tile: int) -> str:
    """", with 11 points in it" (so far, when seats are still to play); "" when only tricks count."""
    if not view.counts:
        return ""
    n = trick_points(view, tile)
    if view.after:
        #: The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".
        return tx(QT_TRANSLATE_NOOP("reasons", ", with %n point(s) in it so far"), n)
    #: The end of a reason, after the trick it speaks of: "..., with 11 points in it".
    return tx(QT_TRANSLATE_NOOP("reasons", ", with %n point(s) in it"), n)


def led_suit(view: View) -> int:
    return view.table.lead_suit[view.tiles[0]]


def void(view: View) -> bool:
    """The seat holds no tile of the led suit."""
    return not view.obs.hand & view.table.members[led_suit(view)]


def worse_count(view: View, tile: int, options: Sequence[PlayOption]) -> list[int]:
    """The seat's other legal count tiles that the hint rates worse to play here
    (every one of them when the hint has no value for it), most count first."""
    mine = option_of(options, tile)
    out = []
    for t in legal_tiles(view.obs):
        other = option_of(options, t)
        if t == tile or not count_of(view, t):
            continue
        if mine is None or other is None or other.expected < mine.expected:
            out.append(t)
    return sorted(out, key=lambda t: (-count_of(view, t), -t))


def option_of(options: Sequence[PlayOption], tile: int) -> PlayOption | None:
    return next((o for o in options if o.tile == tile), None)


# ------------------------------------------------------------------ kinds


Kind = Callable[[View, int, Sequence[PlayOption]], "Text | None"]


def led_standing(view: View, tile: int) -> str | None:
    """How `tile` would fare led now: "walker" (no tile the others may hold beats it), "top" (only a
    trump can), "only" (its suit's one tile, Moon's 0-0: only a trump can), else None."""
    table = view.table
    higher = beaters(view, (tile,), list(view.barred))
    if not higher:
        return "walker"
    if higher & ~table.trump_mask or table.trump_mask >> tile & 1:
        return None  # a tile of its suit still out beats it, or a higher trump does
    alone = not table.members[table.lead_suit[tile]] & view.obs.rules.layout.tiles & ~(1 << tile)
    return "only" if alone else "top"


def walker(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Leading a tile that no tile the seat cannot see can beat."""
    if view.obs.trick or led_standing(view, tile) != "walker":
        return None
    suit = suit_word(view.table, view.table.lead_suit[tile])
    return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} is a walker: no one can beat it in {suit} now"),
              tile=TILE_NAMES[tile], suit=suit)


def pull_trumps(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Leading a trump while an opponent may still hold one."""
    table, obs = view.table, view.obs
    if obs.trick or not table.trump_mask >> tile & 1:
        return None
    out = view.live & table.trump_mask
    opponents = [s for s in view.barred if not view.mine(s)]
    holders = [s for s in opponents if view.holds(s) & out]
    if not holders:
        return None
    named = sorted(tiles_of(out), key=lambda t: -table.power[TRUMP_SUIT][t])
    one = len(named) == 1
    who = who_may_hold(view, holders, opponents, one)
    if one:
        #: {who} says which opponents may hold the trump, e.g. "West may hold it".
        return tx(QT_TRANSLATE_NOOP("reasons", "pull trumps: the {tiles} is still out; {who}"), tiles=listed(named), who=who)
    if len(named) <= 3:
        return tx(QT_TRANSLATE_NOOP("reasons", "pull trumps: the {tiles} are still out; {who}"), tiles=listed(named), who=who)
    return tx(QT_TRANSLATE_NOOP("reasons", "pull trumps: %n trumps are still out; {who}"), len(named), who=who)


def who_may_hold(view: View, holders: list[int], opponents: list[int], one: bool) -> Text:
    """Which opponents may hold the trumps still out, and who showed out. "Only West" says of the
    opponents (found by playing: "only East can hold one" where the partner held one)."""
    if len(holders) < len(opponents):
        showed = and_list([seat_word(view.obs, s) for s in opponents if s not in holders])
        who = and_list([seat_word(view.obs, s) for s in holders])
        if one:
            return tx(QT_TRANSLATE_NOOP("reasons", "of the opponents, only {seats} can hold it ({showed} showed out)"),
                      seats=who, showed=showed)
        return tx(QT_TRANSLATE_NOOP("reasons", "of the opponents, only {seats} can hold one ({showed} showed out)"),
                  seats=who, showed=showed)
    if len(holders) == 1:
        if one:
            return tx(QT_TRANSLATE_NOOP("reasons", "{seat} may hold it"), seat=seat_word(view.obs, holders[0]))
        return tx(QT_TRANSLATE_NOOP("reasons", "{seat} may hold some"), seat=seat_word(view.obs, holders[0]))
    if len(holders) == 2:
        if one:
            return tx(QT_TRANSLATE_NOOP("reasons", "either opponent may hold it"))
        return tx(QT_TRANSLATE_NOOP("reasons", "both opponents may hold one"))
    if one:
        return tx(QT_TRANSLATE_NOOP("reasons", "any opponent may hold it"))
    return tx(QT_TRANSLATE_NOOP("reasons", "any opponent may hold one"))


def trump_it(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Void in the led suit, trumping takes the trick."""
    table = view.table
    if not view.obs.trick or led_suit(view) == TRUMP_SUIT or not table.trump_mask >> tile & 1 or not void(view):
        return None
    if not beats(table, view.tiles, tile):
        return None
    sure = not beaters(view, view.tiles + (tile,), view.after)
    args = {"suit": suit_word(table, led_suit(view)), "tile": TILE_NAMES[tile], "points": points_in(view, tile)}
    if sure:
        #: {points} is empty or ", with 11 points in it".
        return tx(QT_TRANSLATE_NOOP("reasons", "trump it: you have no {suit}, and the {tile} wins the trick{points}"), **args)
    return tx(QT_TRANSLATE_NOOP("reasons", "trump it: you have no {suit}, and the {tile} beats every tile played so far{points}"),
              **args)


def feed_count(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Following, a partner wins the trick and the tile is count."""
    obs = view.obs
    count = count_of(view, tile) if obs.trick else 0
    if not count:
        return None
    seat, best = winning(view)
    if not view.mine(seat) or beats(view.table, view.tiles, tile):
        return None
    args = {"whose": whose(obs, seat, best), "tile": TILE_NAMES[tile], "points": points_word(count)}
    alone = not obs.rules.layout.partnerships  # (found by QA: "your side" in 42 for three, each for themself)
    if not beaters(view, view.tiles, view.after):
        if alone:
            #: Three players, each for themself: the two defenders share the aim of setting the bidder.
            return tx(QT_TRANSLATE_NOOP("reasons", "feed count: {whose} wins this trick, so the {tile} adds {points} to "
                                        "the defenders' tricks"), **args)
        return tx(QT_TRANSLATE_NOOP("reasons", "feed count: {whose} wins this trick, so the {tile} adds {points} to your side"),
                  **args)
    opponents = [s for s in view.after if not view.mine(s)]
    share = holding_share(view, tile, opponents)
    if share <= MOST:
        return None
    if alone:
        return tx(QT_TRANSLATE_NOOP("reasons", "feed count: {whose} should win this trick (the bidder, still to play, "
                                    "cannot beat it in about {percent}% of the deals you could face), so the {tile} adds "
                                    "{points} to the defenders' tricks"), percent=round(share * 100), **args)
    return tx(QT_TRANSLATE_NOOP("reasons", "feed count: {whose} should win this trick (no opponent still to play beats it "
                                "in about {percent}% of the deals you could face), so the {tile} adds {points} to your side"),
              percent=round(share * 100), **args)


def holding_share(view: View, tile: int, opponents: list[int]) -> float:
    """The weighted share of sampled worlds where no opponent still to play has a
    legal tile that beats the trick with `tile` on it."""
    obs = view.obs
    rng = random.Random(repr(("reason", obs.seat, obs.hand, len(obs.tricks), len(obs.trick))))  # (any hand: `decision_rng`)
    worlds = Sampler(obs).worlds(SAMPLED_WORLDS, rng, SAMPLED_WORLDS)
    tiles = view.tiles + (tile,)
    led = led_suit(view)
    held = total = 0.0
    for world in worlds:
        total += world.weight
        if not any(beats(view.table, tiles, t)
                   for s in opponents for t in tiles_of(view.table.legal(world.hands[s], led))):
            held += world.weight
    return held / total if total else 0.0


def take_trick(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Following, the tile wins the trick and nobody still to play can beat it."""
    if not view.obs.trick or not beats(view.table, view.tiles, tile):
        return None
    if beaters(view, view.tiles + (tile,), view.after):
        return None
    seat, best = winning(view)
    args = {"tile": TILE_NAMES[tile], "whose": whose(view.obs, seat, best), "points": points_in(view, tile)}
    if view.after:
        return tx(QT_TRANSLATE_NOOP(
            "reasons", "take the trick: the {tile} beats {whose} and no one still to play can beat it{points}"),
                  **args)
    return tx(QT_TRANSLATE_NOOP("reasons", "take the trick: the {tile} beats {whose}{points}"), **args)


def save_count(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """A defender keeps count away from a trick the bidders win."""
    obs = view.obs
    stake = obs.stake
    if not obs.trick or not view.counts or count_of(view, tile) or stake is None or stake.bidders >> obs.seat & 1:
        return None
    seat, best = winning(view)
    if not lost(view, seat):
        return None
    kept = worse_count(view, tile, options)
    if not kept:
        return None
    args = {"kept": listed(kept), "tile": TILE_NAMES[tile]}
    if stake.bidders.bit_count() == 1:  # the winner is the bidder, and nobody after can help you
        return tx(QT_TRANSLATE_NOOP(
            "reasons", "save count: {seat}, the bidder, takes this trick with the {best}, "
                       "so keep your {kept} and give the {tile}"),
            seat=seat_word(obs, seat), best=TILE_NAMES[best], **args)
    if beaters(view, view.tiles, view.after):
        return tx(QT_TRANSLATE_NOOP(
            "reasons", "save count: the bidders take this trick, so keep your {kept} and give the {tile}"),
                  **args)
    return tx(QT_TRANSLATE_NOOP(
        "reasons", "save count: {whose} takes this trick for the bidders, so keep your {kept} and give the {tile}"),
        whose=whose(obs, seat, best), **args)


def lost(view: View, seat: int) -> bool:
    """The trick won so far by `seat`, an opponent, cannot come to this seat's side:
    no legal tile of the seat beats it, nor any tile a partner still to play may hold."""
    if view.mine(seat):
        return False
    if any(beats(view.table, view.tiles, t) for t in legal_tiles(view.obs)):
        return False
    return not beaters(view, view.tiles, [s for s in view.after if view.mine(s)])


def other_side(view: View) -> Text:
    """Who a lost trick goes to, when the seat cannot yet tell which of them takes it."""
    obs = view.obs
    if obs.rules.layout.partnerships:
        #: Who a lost trick goes to: "the trick is lost to the other side".
        return tx(QT_TRANSLATE_NOOP("reasons", "the other side"))
    if obs.seat == obs.bidder:  # (three players, each for themself)
        return tx(QT_TRANSLATE_NOOP("reasons", "a defender"))
    return tx(QT_TRANSLATE_NOOP("reasons", "the bidder"))


def play_low(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """The trick is lost, or a partner wins it without help and there is no count to add."""
    obs = view.obs
    if not obs.trick or count_of(view, tile):
        return None
    seat, best = winning(view)
    if view.mine(seat):
        return partner_wins(view, tile, seat, best)
    if not lost(view, seat):
        return None
    if not beaters(view, view.tiles, view.after):
        to = whose(obs, seat, best)
    else:
        to = other_side(view)
    if void(view) and not view.table.trump_mask >> tile & 1:
        suit = suit_word(view.table, led_suit(view))
        return tx(QT_TRANSLATE_NOOP("reasons", "throw off: you have no {suit} and the trick is lost to {to}, so give the {tile}"),
                  suit=suit, to=to, tile=TILE_NAMES[tile])
    kept = worse_count(view, tile, options)
    low = is_low(view, tile)
    if kept:
        if not low:
            return tx(QT_TRANSLATE_NOOP("reasons", "the trick is lost to {to}, so keep your {kept} and give the {tile}"),
                      to=to, kept=listed(kept), tile=TILE_NAMES[tile])
        return tx(QT_TRANSLATE_NOOP("reasons", "play low: the trick is lost to {to}, so keep your {kept} and give the {tile}"),
                  to=to, kept=listed(kept), tile=TILE_NAMES[tile])
    if not low:
        return tx(QT_TRANSLATE_NOOP("reasons", "the trick is lost to {to}, so give the {tile}"), to=to, tile=TILE_NAMES[tile])
    return tx(QT_TRANSLATE_NOOP(
        "reasons", "play low: the trick is lost to {to}, so give the {tile}"), to=to, tile=TILE_NAMES[tile])


def is_low(view: View, tile: int) -> bool:
    """"Play low" is true of the tile: no legal tile that counts nothing is weaker in the led suit
    (found by playing practice: "play low: ... so give the 4-2" beside a 2-0). Weaker as the trick
    table ranks them, not by pips: the 4-4 is the top four, never the low one beside a 5-4. Out of
    the suit, every tile but a trump is powerless here, so a trump is low only with no other tile
    to give (a tile thrown off is said so: `play_low`, `partner_wins`)."""
    power = view.table.power[led_suit(view)]
    return all(power[t] >= power[tile] for t in legal_tiles(view.obs) if not count_of(view, t))


def partner_wins(view: View, tile: int, seat: int, best: int) -> Text | None:
    obs = view.obs
    if beats(view.table, view.tiles, tile) or beaters(view, view.tiles, [s for s in view.after if not view.mine(s)]):
        return None
    if any(count_of(view, t) for t in legal_tiles(obs)):
        return None
    winner = whose(obs, seat, best)
    if void(view) and not view.table.trump_mask >> tile & 1:
        # Out of the suit any tile but a trump is thrown off, the high as the low (found by playing:
        # "play low: your partner's 4-0 wins this trick without help" said of a 6-1 beside a 3-1)
        suit = suit_word(view.table, led_suit(view))
        if view.counts:
            return tx(QT_TRANSLATE_NOOP("reasons", "throw off: you have no {suit} and no count to add, and {whose} wins "
                                        "this trick without help"), suit=suit, whose=winner)
        return tx(QT_TRANSLATE_NOOP("reasons", "throw off: you have no {suit}, and {whose} wins this trick without help"),
                  suit=suit, whose=winner)
    if not is_low(view, tile):
        if view.counts:
            return tx(QT_TRANSLATE_NOOP("reasons", "{whose} wins this trick without help, and you have no count to add"),
                      whose=winner)
        return tx(QT_TRANSLATE_NOOP("reasons", "{whose} wins this trick without help"), whose=winner)
    if view.counts:
        return tx(QT_TRANSLATE_NOOP("reasons", "play low: {whose} wins this trick without help, and you have no count to add"),
                  whose=winner)
    return tx(QT_TRANSLATE_NOOP("reasons", "play low: {whose} wins this trick without help"), whose=winner)


def keep_guard(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Another legal tile is the only guard of a count tile in its suit: playing this
    one keeps it, so the count can follow that suit without being given up. Not said of a
    tile that gives count itself, nor where a partner takes the trick (count is fed then), nor
    of a count tile only a trump beats, the top of its suit (found by QA: "keep the 6-1: it
    guards your 4-1" beside a 5-5 thrown to the opponents, and "it guards your 5-5")."""
    if not view.counts or count_of(view, tile) or view.mine(winning(view)[0]):
        return None
    hand, table = view.obs.hand, view.table
    for guard in sorted(legal_tiles(view.obs), key=lambda t: -t):
        if guard == tile or count_of(view, guard):
            continue
        for suit in range(len(table.members)):
            held = hand & table.members[suit]
            if suit == TRUMP_SUIT or not held >> guard & 1 or held.bit_count() != 2:
                continue
            count = (held & ~(1 << guard)).bit_length() - 1
            if count == tile or not count_of(view, count):
                continue
            if not beaters(view, (count,), list(view.barred)) & ~table.trump_mask:
                continue
            return tx(QT_TRANSLATE_NOOP("reasons", "keep the {guard}: it guards your {count} in {suit}, so you can "
                                        "follow {suit} without giving up the count"),
                      guard=TILE_NAMES[guard], count=TILE_NAMES[count], suit=suit_word(table, suit))
    return None


def top_of_suit(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Leading a tile that no tile of its own suit still out can beat: only a trump can."""
    table = view.table
    standing = None if view.obs.trick else led_standing(view, tile)
    if standing not in ("top", "only"):
        return None  # a walker (nothing beats it), or a tile of its suit still out does
    suit = suit_word(table, table.lead_suit[tile])
    if standing == "only":
        # Moon's 0-0, its suit's one tile (found by QA: "none of the blanks the others may hold")
        return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} is the only tile of its suit: only a trump can beat it"),
                  tile=TILE_NAMES[tile])
    # (found by QA: "the highest of the sixes left" read false with the 6-6 in the player's own hand)
    return tx(QT_TRANSLATE_NOOP("reasons", "none of the {suit} the others may hold beats the {tile}: only a trump can"),
              tile=TILE_NAMES[tile], suit=suit)


def safe_lead(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Leading a tile without count while other tiles of the hand carry some: whoever
    wins the trick, none of this seat's count goes with it."""
    if view.obs.trick or not view.counts or count_of(view, tile):
        return None
    if not any(count_of(view, t) for t in tiles_of(view.obs.hand) if t != tile):
        return None
    return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} puts none of your count at risk"), tile=TILE_NAMES[tile])


def nello_stay_under(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Nello, following: the bidder's tile loses the trick; a defender's lets the bidder win it."""
    obs = view.obs
    stake = obs.stake
    if not obs.trick or stake is None or beats(view.table, view.tiles, tile):
        return None
    seat, best = winning(view)
    if stake.bidders >> obs.seat & 1:
        return tx(QT_TRANSLATE_NOOP("reasons", "stay under: the {tile} loses to {whose}, and you must not win a trick"),
                  tile=TILE_NAMES[tile], whose=whose(obs, seat, best))
    if stake.bidders >> seat & 1:
        return tx(QT_TRANSLATE_NOOP("reasons", "stay under the bidder: {whose} wins this trick and sets the Nello "
                                    "unless someone beats it"), whose=whose(obs, seat, best))
    return None


def nello_lead_low(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Nello, the bidder leads a tile that some tile still out beats."""
    obs = view.obs
    stake = obs.stake
    if obs.trick or stake is None or not stake.bidders >> obs.seat & 1:
        return None
    higher = beaten_by(view, tile)
    if not higher:
        return None
    # (not "so someone else should take the trick": the defenders play under the bidder where they can,
    # and the tiles may be the partner's, who sits out; found by QA)
    # (not "1 tile ... beat": the plain English of a count has no verb to agree with it)
    return tx(QT_TRANSLATE_NOOP("reasons", "lead low: the {tile} is beaten by %n tile(s) you cannot see; a defender "
                                "who has to play one takes the trick, not you"), higher, tile=TILE_NAMES[tile])


def nello_lead_under(view: View, tile: int, options: Sequence[PlayOption]) -> Text | None:
    """Nello, a defender leads a tile that tiles the bidder may hold beat: a bidder left with only
    such tiles of the suit must take the trick (found by a Nello review audit: a defender's better
    lead, the 6-0 beside the 6-5, said only "the odds")."""
    obs = view.obs
    stake = obs.stake
    if obs.trick or stake is None or stake.bidders >> obs.seat & 1:
        return None
    higher = beaten_by(view, tile)
    if not higher:
        return None
    #: Nello, a defender's lead; the bidder must lose every trick.
    return tx(QT_TRANSLATE_NOOP("reasons", "lead low: the {tile} is beaten by %n tile(s) the bidder may hold; a "
                                "bidder who has to play one takes the trick and the Nello is set, unless a "
                                "defender plays higher"), higher, tile=TILE_NAMES[tile])


def beaten_by(view: View, tile: int) -> int:
    """How many tiles a Nello lead's reason counts as beating `tile` (`nello_lead_low`: any other player's;
    `nello_lead_under`: the bidder's)."""
    stake = view.obs.stake
    seats = list(view.barred)
    if stake is not None and not stake.bidders >> view.obs.seat & 1:
        seats = [s for s in seats if stake.bidders >> s & 1]
    return beaters(view, (tile,), seats).bit_count()


# A lead's reason is about the led tile: keeping a guard is a reason of a follow, where
# the guard is a tile the seat could have played instead.
LEAD_KINDS: tuple[Kind, ...] = (pull_trumps, walker, top_of_suit, safe_lead)
FOLLOW_KINDS: tuple[Kind, ...] = (trump_it, feed_count, take_trick, save_count, play_low, keep_guard)
NELLO_KINDS: tuple[Kind, ...] = (nello_stay_under, nello_lead_low, nello_lead_under)


# ------------------------------------------------------------------ entry points


def forced(obs: Observation, tile: int) -> Text | None:
    """The seat has only this tile to play."""
    if legal_tiles(obs) != [tile]:
        return None
    if obs.hand.bit_count() == 1:
        return tx(QT_TRANSLATE_NOOP("reasons", "it is your last tile"))
    if obs.contract is not None and contract_table(obs.rules, obs.contract).sevens:
        return tx(QT_TRANSLATE_NOOP("reasons", "in Sevens you must play your tile closest to seven pips: the {tile} "
                                    "has {pips}"), tile=TILE_NAMES[tile], pips=TILE_PIPS[tile])
    if obs.trick and obs.contract is not None:
        table = contract_table(obs.rules, obs.contract)
        suit = table.lead_suit[obs.trick[0][1]]
        if not table.sevens and table.members[suit] >> tile & 1:
            return tx(QT_TRANSLATE_NOOP("reasons", "you must follow {suit} and it is your only one"), suit=suit_word(table, suit))
    return tx(QT_TRANSLATE_NOOP("reasons", "it is the only tile you may play"))


def same_kind(a: str | None, b: str | None) -> bool:
    """Two facts of one kind (the same template): said of two tiles, they read as a contradiction."""
    return isinstance(a, Text) and isinstance(b, Text) and (a.context, a.source) == (b.context, b.source)


def play_fact(obs: Observation, tile: int, options: Sequence[PlayOption] = ()) -> Text | None:
    """The most telling true fact for playing `tile` here, or None when no kind applies.
    `options` are the hint's per-tile values, to compare the tile with the others."""
    fact = forced(obs, tile)
    if fact is not None:
        return fact
    found = fact_kinds(obs)
    first = first_fact(*found, tile, options) if found is not None else None
    return first[1] if first is not None else None


def fact_kinds(obs: Observation) -> tuple[View, tuple[Kind, ...]] | None:
    """The view of the position and the kinds of fact `play_fact` tries there, in its order."""
    view = nello_view(obs)
    if view is not None:
        return view, NELLO_KINDS
    view = view_of(obs)
    if view is None:
        return None
    return view, FOLLOW_KINDS if obs.trick else LEAD_KINDS


def first_fact(view: View, kinds: tuple[Kind, ...], tile: int, options: Sequence[PlayOption]) -> tuple[Kind, Text] | None:
    """The kind and fact `play_fact` says of `tile` there: the first kind that applies."""
    for kind in kinds:
        fact = kind(view, tile, options)
        if fact is not None:
            return kind, fact
    return None


def _own_tricks_text(tile: int, options: Sequence[PlayOption], sentence: bool, bidder: bool = False) -> Text:
    """Moon once the bid is decided: no chance to speak of, the seat's own tricks (found by
    playing: "0% to set the contract, and the fewest tricks for the bidders" over a table that
    gave the bidder more after the tile than after the other). The bidder's score stays its bid:
    its tricks are points the others do not score (found by QA: "for their own tricks")."""
    mine = option_of(options, tile)
    assert mine is not None
    others = [o for o in options if o.tile != tile]  # none for a forced tile: nothing it takes more than
    places = expected_places(options, tile)  # as the table shows them
    most = bool(others) and all(round(o.expected, places) < round(mine.expected, places) for o in others)
    if bidder:
        return _bidder_tricks_text(sentence, most)
    if sentence and most:
        return tx(QT_TRANSLATE_NOOP("reasons", "The bid is decided, so each player now plays for their own tricks: "
                                               "this tile takes the most for you on average."))
    if sentence:
        return tx(QT_TRANSLATE_NOOP("reasons", "The bid is decided, so each player now plays for their own tricks."))
    if most:
        return tx(QT_TRANSLATE_NOOP("reasons", "the bid is decided, so each player now plays for their own tricks, and "
                                               "this tile takes the most for you on average"))
    return tx(QT_TRANSLATE_NOOP("reasons", "the bid is decided, so each player now plays for their own tricks"))


def _bidder_tricks_text(sentence: bool, most: bool) -> Text:
    if sentence and most:
        return tx(QT_TRANSLATE_NOOP("reasons", "Your bid is decided, so each trick you take now is one the others do not "
                                               "score: this tile takes the most for you on average."))
    if sentence:
        return tx(QT_TRANSLATE_NOOP("reasons", "Your bid is decided, so each trick you take now is one the others do not "
                                               "score."))
    if most:
        return tx(QT_TRANSLATE_NOOP("reasons", "your bid is decided, so each trick you take now is one the others do not "
                                               "score, and this tile takes the most for you on average"))
    return tx(QT_TRANSLATE_NOOP("reasons", "your bid is decided, so each trick you take now is one the others do not score"))


def chance_places(options: Sequence[PlayOption], tile: int) -> int:
    """The decimals that show `tile`'s chance above the others it beats: none while whole
    percentages tell them apart, else one, else two (found by QA: 14% beside 14%, the first
    recommended, and nothing said why; then 36.0% beside 36.0%)."""
    best = option_of(options, tile)
    if best is None:
        return 0
    beaten = [o for o in options if o.chance < best.chance - 1e-9]
    for places in (0, 1):
        if not any(round(o.chance * 100, places) == round(best.chance * 100, places) for o in beaten):
            return places
    return 2


def level_with(options: Sequence[PlayOption], tile: int) -> list[PlayOption]:
    """The other tiles whose chance the table shows as `tile`'s, to its decimals (`chance_places`):
    between these the third column, then the tile, decide (`evaluate.evaluate_plays` orders them so)."""
    best = option_of(options, tile)
    if best is None:
        return []
    places = chance_places(options, tile)
    return [o for o in options if o.tile != tile and round(o.chance * 100, places) == round(best.chance * 100, places)]


def expected_places(options: Sequence[PlayOption], tile: int) -> int:
    """The decimals of the third column (points or tricks to come) that show `tile`'s value above
    those of the tiles recommended after it on that value alone (their chance shown alike): one
    while tenths tell them apart, else two, else three (found by playing: two tiles at 97% and
    23.3, the first recommended for 24.50 against 24.48, and nothing said why)."""
    best = option_of(options, tile)
    if best is None:
        return 1
    beaten = [o for o in level_with(options, tile) if o.expected < best.expected - 1e-9]
    for places in (1, 2, 3):
        if not any(f"{abs(o.expected):.{places}f}" == f"{abs(best.expected):.{places}f}" for o in beaten):
            return places
    return 4


MISTAKE = 0.05
"""The coach's line: a tile that gives up more than this chance against the recommended one (or more than
MISTAKE_POINTS of the third column) is a mistake worth practising again."""
MISTAKE_POINTS = 4.0


def as_shown(value: float, places: int) -> float:
    """`value` rounded to `places` as a view writes it (Python's rounding, as `Figure(f"{x:.1f}")`)."""
    return float(f"{value:.{places}f}")


def points_given_up(options: Sequence[PlayOption], best_tile: int, tile: int) -> float:
    """The expected points (or tricks) `tile` gives up against `best_tile`, as the difference of the two the
    hint's table shows (to its decimals, `expected_places`): every view quotes this one number."""
    mine, best = option_of(options, tile), option_of(options, best_tile)
    if mine is None or best is None:
        return 0.0
    places = expected_places(options, best_tile)
    return max(0.0, round(as_shown(best.expected, places) - as_shown(mine.expected, places), places))


def within_line(options: Sequence[PlayOption], best_tile: int, tile: int) -> bool:
    """`tile` gives up no more than the coach's line against `best_tile` (MISTAKE, MISTAKE_POINTS)."""
    mine, best = option_of(options, tile), option_of(options, best_tile)
    if mine is None or best is None:
        return False
    return best.chance - mine.chance <= MISTAKE and points_given_up(options, best_tile, tile) <= MISTAKE_POINTS


def tied_with(options: Sequence[PlayOption], tile: int) -> list[int]:
    """The tiles as good as `tile` in both the table's columns, not only as shown: the same chance
    and the same value to come. The hint then names the first in number order (the engine's tile
    order, "5-5" before "6-5": `evaluate.evaluate_plays`)."""
    best = option_of(options, tile)
    if best is None:
        return []
    return [o.tile for o in options if o.tile != tile and abs(o.chance - best.chance) < 1e-9
            and abs(o.expected - best.expected) < 1e-9]


# The reasons that add "the most" (or fewest) the hint's third column counts, by (Nello, the
# seat's side to make it, a lone bidder): as a sentence and as a clause, then both again for a
# hand that ends once decided, whose column counts every trick as if played out (found by QA:
# "the most points on average" under "Bidders' points to come if played out", though the hand
# may end before those points are taken). Nello's count the tricks of the bidder's opponents
# (found by QA: "the most tricks" read as the bidder's own, in a contract that must take none);
# a lone bidder's are the bidder's, not a side's (42 for three: "your side" of a player who has none).
_MOST: dict[tuple[bool, bool, bool], tuple[tuple[str, str], ...]] = {
    (False, True, False): (
        #: {unit} is "points" or "tricks".
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to make the contract, and the most {unit} on average."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to make the contract, and the most {unit} on average"),
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to make the contract, and the most {unit} on average if the hand "
                                     "is played out."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to make the contract, and the most {unit} on average if the hand "
                                     "is played out")),
    (False, False, True): (  # (Moon, 42 for three: "Bidder's tricks to come", as the table says)
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the contract, and the fewest {unit} for the bidder on "
                                     "average."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the contract, and the fewest {unit} for the bidder on "
                                     "average"),
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the contract, and the fewest {unit} for the bidder on "
                                     "average if the hand is played out."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the contract, and the fewest {unit} for the bidder on "
                                     "average if the hand is played out")),
    (False, False, False): (  # (the defenders' most is the bidders' fewest, as the hint's table shows them)
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the contract, and the fewest {unit} for the bidders on "
                                     "average."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the contract, and the fewest {unit} for the bidders on "
                                     "average"),
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the contract, and the fewest {unit} for the bidders on "
                                     "average if the hand is played out."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the contract, and the fewest {unit} for the bidders on "
                                     "average if the hand is played out")),
    (True, True, False): (
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to make the Nello, and the most tricks for the opponents "
                                     "on average."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to make the Nello, and the most tricks for the opponents "
                                     "on average"),
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to make the Nello, and the most tricks for the opponents "
                                     "on average if the hand is played out."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to make the Nello, and the most tricks for the opponents "
                                     "on average if the hand is played out")),
    (True, False, True): (
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the Nello, and the fewest tricks for the "
                                     "defenders on average."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the Nello, and the fewest tricks for the defenders "
                                     "on average"),
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the Nello, and the fewest tricks for the "
                                     "defenders on average if the hand is played out."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the Nello, and the fewest tricks for the defenders "
                                     "on average if the hand is played out")),
    (True, False, False): (
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the Nello, and the fewest tricks for your side on "
                                     "average."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the Nello, and the fewest tricks for your side on "
                                     "average"),
        QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the Nello, and the fewest tricks for your side on "
                                     "average if the hand is played out."),
        QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the Nello, and the fewest tricks for your side on "
                                     "average if the hand is played out")),
}


def _most_text(obs: Observation, percent: int | Figure, make: bool, sentence: bool) -> Text:
    """The chance and "the most" the hint's third column counts, said as its header says it."""
    stake = obs.stake
    assert stake is not None
    alone = not make and not obs.rules.layout.partnerships
    forms = _MOST[stake.misere, make, alone]
    return tx(forms[2 * ends_once_decided(obs.rules) + (not sentence)], percent=percent, unit=stake.unit)


def chance_text(obs: Observation, tile: int, options: Sequence[PlayOption], sentence: bool = False) -> Text:
    """"about 72% to make the contract" (with ", and the most points on average" on a near tie);
    with `sentence`, as a sentence of its own: "About 72% to make the contract."."""
    stake = obs.stake
    assert stake is not None
    make = obs.is_partner_or_self(stake.bidder)
    mine = option_of(options, tile)
    if mine is None:
        if sentence:
            return tx(QT_TRANSLATE_NOOP("reasons", "The {tile} is the choice."), tile=TILE_NAMES[tile])
        return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} is the choice"), tile=TILE_NAMES[tile])
    if plays_for_own_tricks(obs):
        return _own_tricks_text(tile, options, sentence, obs.seat == stake.bidder)
    places = chance_places(options, tile)
    # As the hint's table shows it (found by QA: "about 37%" beside 37.5%)
    percent: int | Figure = round(mine.chance * 100) if not places else Figure(f"{mine.chance * 100:.{places}f}")
    close = [o for o in options if o.tile != tile and abs(o.chance - mine.chance) < 0.01]
    # "The most" only where the hint's table shows more (to its decimals, `expected_places`): found
    # by playing, 3-2 and 3-1 both at 38.6 points, and the reason said the 3-2 had the most; and more
    # than every tile, not only the tiles as sure (found by QA: 6-6 "the most tricks" at 2.3 over 5-1's 2.6).
    places = expected_places(options, tile)
    most = bool(close and all(round(o.expected, places) < round(mine.expected, places) for o in options if o.tile != tile))
    if most:
        return _most_text(obs, percent, make, sentence)
    return tx(_CHANCE[stake.misere, make, sentence], percent=percent)


# A play's chance, by (Nello, the seat's side to make it, a sentence): Nello is named as "the most"
# forms name it (found by a Nello review audit: "about 93% to set the Nello, and the fewest tricks ..."
# then "about 96% to set the contract" for the next tile of the same hand).
_CHANCE: dict[tuple[bool, bool, bool], tuple[str, str]] = {
    (False, True, True): QT_TRANSLATE_NOOP("reasons", "About {percent}% to make the contract."),
    (False, False, True): QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the contract."),
    (False, True, False): QT_TRANSLATE_NOOP("reasons", "about {percent}% to make the contract"),
    (False, False, False): QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the contract"),
    (True, True, True): QT_TRANSLATE_NOOP("reasons", "About {percent}% to make the Nello."),
    (True, False, True): QT_TRANSLATE_NOOP("reasons", "About {percent}% to set the Nello."),
    (True, True, False): QT_TRANSLATE_NOOP("reasons", "about {percent}% to make the Nello"),
    (True, False, False): QT_TRANSLATE_NOOP("reasons", "about {percent}% to set the Nello"),
}


def play_reason(obs: Observation, tile: int, options: Sequence[PlayOption]) -> Text:
    """Why play `tile`: the most telling true fact of the position, else its chance."""
    fact = play_fact(obs, tile, options)
    return fact if fact is not None else chance_text(obs, tile, options)
