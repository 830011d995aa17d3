"""Why the best tile rather than the user's: the reason a view gives for a better tile beside the
user's own (the hand review's "Better" cell, play practice's reveal).

`reasons.play_fact` says why a tile is good; said beside another tile it must also be what sets the
two apart (found by a review audit: "save count: ... keep your 5-5 and give the 5-2" beside a 6-6
that kept the 5-5 as well, "the 4-3 puts none of your count at risk" beside a 5-3 that put none at
risk either, "feed count: ... the 5-0 adds 5 points" beside a 5-5 that fed 10). A fact the user's
tile shares, or one beside a good fact of the user's tile that the best one lacks, tells nothing
about the choice between them: then the reason says plainly that the difference is in the odds
over the tiles the seat cannot see, with the two chances the hint's table shows. Following, a better tile
that keeps the user's later winner (one no tile the others may hold beats, led) says so (`keep_winner`). No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Observation
from ..engine.text import QT_TRANSLATE_NOOP, Figure, Text, tx
from ..engine.tiles import TILE_NAMES, tiles_of
from ..engine.words import points as points_word
from . import reasons
from .evaluate import ends_once_decided
from .reasons import Kind, PlayOption, View


def _shared(view: View, kind: Kind, fact: Text, tile: int, other: int, options: Sequence[PlayOption]) -> bool:
    """`fact`, which `kind` says of `tile`, is as true of `other`. Keeping count out of a lost trick
    (or out of a lead's risk) is true of any tile without count; feeding count is shared by a tile
    that feeds as much or more; a Nello lead low, by one as many tiles beat or more; any other fact, by a
    tile the same kind says it of in the same words."""
    if kind in (reasons.save_count, reasons.safe_lead):
        return not reasons.count_of(view, other)
    theirs = kind(view, other, options)
    if kind is reasons.trump_it and theirs is not None:
        # A trump sure to win the trick does all that one beating the tiles so far does, in other words
        # (found by an audit: "trump it: ... the 3-2 beats every tile played so far" beside a 2-2 sure to win)
        return reasons.same_kind(theirs, fact) or not reasons.beaters(view, view.tiles + (other,), view.after)
    if not reasons.same_kind(theirs, fact):
        return False
    if kind in (reasons.nello_lead_low, reasons.nello_lead_under):  # (a lead more tiles beat is a better one)
        return reasons.beaten_by(view, other) >= reasons.beaten_by(view, tile)
    return kind is not reasons.feed_count or reasons.count_of(view, other) >= reasons.count_of(view, tile)


def _holds(view: View, kind: Kind, tile: int, options: Sequence[PlayOption]) -> bool:
    """Some fact of `kind` is true of `tile` (in any of its words)."""
    if kind in (reasons.save_count, reasons.safe_lead):
        return not reasons.count_of(view, tile)
    return kind(view, tile, options) is not None


def versus_fact(obs: Observation, best: int, mine: int, options: Sequence[PlayOption]) -> Text | None:
    """The fact `reasons.play_fact` gives for `best`, when it is also why `best` beats `mine`: not true
    of `mine` as well, and `mine` has no good fact of its own that `best` lacks. Else None."""
    found = reasons.fact_kinds(obs)
    if found is None or best == mine:
        return None
    view, kinds = found
    first = reasons.first_fact(view, kinds, best, options)
    if first is None:
        return None
    kind, fact = first
    if _shared(view, kind, fact, best, mine, options):
        return None
    own = reasons.first_fact(view, kinds, mine, options)
    if own is not None and not _holds(view, own[0], best, options) and not _partners_anyway(view, own[0]) \
            and not (kind is reasons.pull_trumps and own[0] is reasons.top_of_suit):
        # Two tiles each good in its own way: which way is worth more is the odds. (Not a lead only a
        # trump can beat against pulling the trumps that can: found by the audit, a 5-5 led and trumped.)
        return None
    if own is not None and own[0] is kind and kind in (reasons.nello_lead_low, reasons.nello_lead_under):
        return _more_beaten(view, kind, best, mine)
    return fact


def _more_beaten(view: View, kind: Kind, best: int, mine: int) -> Text:
    """Two Nello leads low, the better beaten by more tiles: both counts, as the fact alone read true of
    the user's lead too (found by a review of the change: "the 1-0 is beaten by 5 tiles the bidder may
    hold" beside a 3-2 beaten by 3)."""
    n, names = reasons.beaten_by(view, best), {"tile": TILE_NAMES[best], "mine": TILE_NAMES[mine]}
    if kind is reasons.nello_lead_low:
        #: Nello, the bidder's lead: {tile} the better lead, {mine} the user's; {fewer} a number.
        return tx(QT_TRANSLATE_NOOP("reasons", "lead low: the {tile} is beaten by %n tile(s) you cannot see, your "
                                               "{mine} by only {fewer}; a defender who has to play one takes the "
                                               "trick, not you"), n, fewer=reasons.beaten_by(view, mine), **names)
    #: Nello, a defender's lead: {tile} the better lead, {mine} the user's; {fewer} a number.
    return tx(QT_TRANSLATE_NOOP("reasons", "lead low: the {tile} is beaten by %n tile(s) the bidder may hold, your "
                                           "{mine} by only {fewer}; a bidder who has to play one takes the trick and "
                                           "the Nello is set, unless a defender plays higher"), n,
              fewer=reasons.beaten_by(view, mine), **names)


ADVICE: tuple[Kind, ...] = (reasons.play_low, reasons.save_count, reasons.keep_guard, reasons.nello_stay_under,
                           reasons.nello_lead_low, reasons.nello_lead_under, reasons.pull_trumps)
"""The kinds of fact that say which tile to give or keep ("the trick is lost to West's 5-5, so give the 6-5"),
rather than what the tile itself does: advice, whichever tile it is said of ("pull trumps: ..." too, beside
a better lead: found by a review audit)."""


def own_fact(obs: Observation, best: int, mine: int, options: Sequence[PlayOption]) -> Text | None:
    """What the user's line may say of `mine` beside the better `best`: the fact `reasons.play_fact` gives
    for it where that says what the tile did (took or trumped the trick, fed count, led safe); None where
    the fact is advice to play it (`ADVICE`: found by an audit, "Yours: the trick is lost to West's 5-5,
    so give the 6-5" beside "Better: 5-3: play low: ... give the 5-3"), or is of the best tile's kind in
    other words (two facts of one kind, said of two tiles, read as a contradiction). The caller then
    says what the tile cost."""
    found = reasons.fact_kinds(obs)
    if found is None or best == mine:
        return reasons.play_fact(obs, mine, options)
    view, kinds = found
    own = reasons.first_fact(view, kinds, mine, options)
    if own is None or own[0] in ADVICE:
        return None
    theirs = reasons.first_fact(view, kinds, best, options)
    return None if theirs is not None and theirs[0] is own[0] else own[1]


def _partners_anyway(view: View, kind: Kind) -> bool:
    """Taking the trick is no good of a tile where a partner is sure to win it without help (found by
    the audit: "trump it" of a 5-3 thrown on the partner's winning 6-5 hid why the 1-0 was better)."""
    if kind not in (reasons.trump_it, reasons.take_trick) or not view.obs.trick:
        return False
    seat = reasons.winning(view)[0]
    theirs = [s for s in view.after if not view.mine(s)]
    return view.mine(seat) and not reasons.beaters(view, view.tiles, theirs)


def count_risk(obs: Observation, best: int, mine: int) -> Text | None:
    """Following, the user's tile puts more count than `best` into a trick the other side may still
    win: one it wins so far, or one an opponent still to play may take (found by playing: a 3-2 thrown
    under the bidder's trump, a partner still to play, where the 3-0 was better and the review said
    no fact told them apart)."""
    view = reasons.view_of(obs)
    if view is None or not obs.trick or not view.counts:
        return None
    more, less = reasons.count_of(view, mine), reasons.count_of(view, best)
    if more <= less:
        return None
    tiles = view.tiles + (mine,)
    seat = obs.trick[view.table.winner_index(view.tiles)][0] if not reasons.beats(view.table, view.tiles, mine) \
        else obs.seat
    theirs = [s for s in view.after if not view.mine(s)]
    if view.mine(seat) and not reasons.beaters(view, tiles, theirs):
        return None  # the trick is your side's whatever the others hold
    names = {"tile": TILE_NAMES[best], "mine": TILE_NAMES[mine], "side": reasons.other_side(view)}
    if not less:
        #: {side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".
        return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} keeps count out of a trick {side} may win: your {mine} "
                                               "puts {points} in it"), points=points_word(more), **names)
    #: {side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".
    return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} puts less count into a trick {side} may win: {points} "
                                           "against {mine_points} with your {mine}"),
              points=points_word(less), mine_points=points_word(more), **names)


def keep_winner(obs: Observation, best: int, mine: int) -> Text | None:
    """Following, `best` keeps the user's `mine` for a later trick, where `mine` led then is one no tile
    the others may hold beats in its suit, or only a trump can (`reasons.led_standing`), and `best` is
    not (found by a review audit: 8 of 27 better tiles said only "the odds" where the user had spent a
    1-1 that no one could beat in ones, or the highest trump on a trick of 1 point)."""
    view = reasons.view_of(obs)
    if view is None or not obs.trick or reasons.led_standing(view, best) is not None or _ends_hand(view, best):
        return None
    kind = reasons.led_standing(view, mine)
    if kind is None:
        return None
    table = view.table
    names = {"tile": TILE_NAMES[best], "mine": TILE_NAMES[mine], "suit": reasons.suit_word(table, table.lead_suit[mine])}
    if kind == "walker":
        #: {mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives", "trumps").
        return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} keeps your {mine} for a later trick: no one can beat it "
                                               "in {suit} now"), **names)
    if kind == "only":
        #: {mine} is the user's tile, that {tile} (the better one) keeps.
        return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} keeps your {mine} for a later trick: it is the only tile "
                                               "of its suit, so only a trump can beat it"), **names)
    #: {mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives").
    return tx(QT_TRANSLATE_NOOP("reasons", "the {tile} keeps your {mine} for a later trick: none of the {suit} "
                                           "the others may hold beats it, only a trump can"), **names)


def _ends_hand(view: View, tile: int) -> bool:
    """Whether playing `tile` surely decides the hand with this trick where a decided hand ends at once
    (`end_early`): then no later trick comes (found by review: "the 5-4 keeps your 4-4 for a later trick"
    on the last play of the trick that set the bid and ended the hand). Last to play, the trick's winner
    and points are known; else it must be decided whichever side takes the trick, at its fewest points."""
    obs, stake = view.obs, view.obs.stake
    if stake is None or not ends_once_decided(obs.rules):
        return False
    tiles = view.tiles + (tile,)
    value = 1 + sum(reasons.count_of(view, t) for t in tiles) if stake.count else 1
    left = stake.full - (sum(obs.points) if stake.count else len(obs.tricks))
    need = stake.need(obs.points, obs.tricks_won)
    made, set_ = need - value <= 0, need > left - value  # the bidding side takes the trick; the other side does
    if view.after:
        return made and set_
    winner = view.table.winner_index(tiles)
    seat = obs.trick[winner][0] if winner < len(obs.trick) else obs.seat
    return made if stake.scorers >> seat & 1 else set_


def nello_shed(obs: Observation, best: int, mine: int) -> Text | None:
    """Nello, the bidder following where both tiles stay under: `best` sheds a tile that beats more of
    the tiles still out than `mine` does (a lead of one later could make it take a trick). Found by a Nello
    review audit: keeping the 5-5 over the 1-1, two tiles left, said only "the odds"."""
    view = reasons.nello_view(obs)
    stake = obs.stake
    if view is None or stake is None or not obs.trick or not stake.bidders >> obs.seat & 1:
        return None
    if reasons.beats(view.table, view.tiles, best) or reasons.beats(view.table, view.tiles, mine):
        return None
    risk, kept = _losers(view, best), _losers(view, mine)
    if risk <= kept:
        return None
    names = {"tile": TILE_NAMES[best], "mine": TILE_NAMES[mine]}
    if not kept:
        #: Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's.
        return tx(QT_TRANSLATE_NOOP("reasons", "get rid of the {tile} while it can stay under: it beats %n tile(s) "
                                               "you cannot see, and a lead of such a tile could make it take a trick "
                                               "later; your {mine} beats none"), risk, **names)
    #: Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's; {fewer} a number.
    return tx(QT_TRANSLATE_NOOP("reasons", "get rid of the {tile} while it can stay under: it beats %n tile(s) you "
                                           "cannot see, and a lead of such a tile could make it take a trick later; "
                                           "your {mine} beats only {fewer}"), risk, fewer=kept, **names)


def _losers(view: View, tile: int) -> int:
    """The tiles some other player may hold that `tile` beats when one of them is led."""
    held = 0
    for seat in view.barred:
        held |= view.holds(seat)
    return sum(view.table.winner_index((led, tile)) == 1 for led in tiles_of(held))


def odds_text(obs: Observation, best: int, mine: int, options: Sequence[PlayOption]) -> Text:
    """"no single fact sets the 5-2 apart from your 6-6: the difference is in the odds over the tiles
    you cannot see, 73.2% against 67.3% with yours", the chances as the hint's table shows them (to its
    decimals, `reasons.chance_places`); where they read alike, what each takes on average."""
    places = reasons.chance_places(options, best)
    chance = {o.tile: o.chance * 100 for o in options}

    def shown(tile: int) -> int | Figure:
        value = chance.get(tile, 0.0)
        return round(value) if not places else Figure(f"{value:.{places}f}")

    names = {"tile": TILE_NAMES[best], "mine": TILE_NAMES[mine]}
    if str(shown(best)) == str(shown(mine)):
        #: Why the better tile rather than the user's, when both have the same chance: the hint's third
        #: column (points or tricks to come) tells them apart, shown beside it.
        return tx(QT_TRANSLATE_NOOP("reasons", "no single fact sets the {tile} apart from your {mine}: the difference is "
                                               "in what each takes on average over the tiles you cannot see"), **names)
    #: Why the better tile rather than the user's when no fact the seat sees tells them apart; the two
    #: chances (of making, or of setting, the contract), the better tile's first: "73.2% against 67.3%".
    return tx(QT_TRANSLATE_NOOP("reasons", "no single fact sets the {tile} apart from your {mine}: the difference is "
                                           "in the odds over the tiles you cannot see, {percent}% against "
                                           "{mine_percent}% with yours"),
              percent=shown(best), mine_percent=shown(mine), **names)


def versus_reason(obs: Observation, best: int, mine: int, options: Sequence[PlayOption]) -> Text:
    """Why play `best` rather than `mine`: the fact that sets them apart (`versus_fact`, else `count_risk`,
    `keep_winner` or `nello_shed`), else the odds (`odds_text`)."""
    fact = versus_fact(obs, best, mine, options) or count_risk(obs, best, mine) or keep_winner(obs, best, mine) \
        or nello_shed(obs, best, mine)
    return fact if fact is not None else odds_text(obs, best, mine, options)
