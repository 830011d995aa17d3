"""The widow hint (Moon): each tile the bidder may lay away, the trump the hand left
would name and its chance of making the bid, as the trump hint after it shows them
(the same analysis, the same seed); the recommended tile is the table's best row."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Observation, Phase
from ..engine.text import QT_TRANSLATE_NOOP, Figure, Text, tx
from ..engine.tiles import TILE_NAMES, TILE_PIPS
from ..engine.wording import bid_words, contract_noun
from ..engine.words import and_list, comma_list
from .bidding import bid_counts_game, game_in_reach
from .heuristics import kept_without
from .hints import _partial, _signed, _signed_pair, game_counted
from .players import level_of, trump_outlooks
from .widow import WidowOption, after_discard, best_options, moon_parts, widow_options


@dataclass(frozen=True)
class WidowHint:
    tile: int
    """The tile to lay away."""
    reason: Text
    options: tuple[WidowOption, ...] = ()
    """Every tile of the hand, the best first (the recommended one at the top)."""
    final: bool = True
    """False for a preview on a share of the worlds."""


def widow_hint(obs: Observation, level: str = "hard", seed: int = 0, part: float = 1.0) -> WidowHint:
    """The hint for the Moon bidder's widow decision, from the analysis the AI of
    `level` seeded with `seed` makes."""
    if obs.phase is not Phase.WIDOW or obs.seat != obs.to_act:
        raise ValueError("a widow hint is for the bidder laying a tile away")
    lv = _partial(level_of(level), part)
    options = widow_options(obs, lambda then: trump_outlooks(then, lv, seed))
    best = best_options(obs, options)
    ranked = best + sorted((o for o in options if o not in best), key=lambda o: o.worth, reverse=True)
    reason = _reason(obs, best, ranked)
    # The worths count a game won or lost as the bid hint's values do, and say so as it does (found by
    # playing Moon at 20 of 21: a bid of 4 was "+21.00 for the bid" and nothing said why)
    assert obs.bid is not None
    if game_in_reach(obs) or any(bid_counts_game(obs, obs.bid, o.chance, o.outlook) for o in options):
        reason = game_counted(obs, reason)
    return WidowHint(best[0].tile, reason, tuple(ranked), part >= 1.0)


def _reason(obs: Observation, best: list[WidowOption], ranked: list[WidowOption]) -> Text:
    assert obs.bid is not None
    top = best[0]
    runner = ranked[1] if len(ranked) > 1 and len(best) == 1 else None
    # Worths a third decimal apart where two would show them alike (found by playing: "-7.59, the
    # most of your tiles. Next best, the 2-1: ... worth -7.59").
    worth, worth2 = _signed_pair(top.worth, runner.worth) if runner is not None else (_signed(top.worth), None)
    # The split says how the worth relates to the bid hint's (found by QA: the bid hint said +3.22
    # for the bid, the widow hint +2.75 for the same chance, and nothing said why).
    bid_worth, left = moon_parts(after_discard(obs, top.tile), top.chance, top.tricks, top.outlook)
    # The parts shown add up to the worth shown (found by playing: "+2.66 ... (+3.28 for the bid
    # ... less 0.61 ...)", each rounded alone): the tricks' part is the rounded bid less the worth.
    places = len(worth.split(".")[-1])
    shown_left = round(bid_worth, places) - round(top.worth, places)
    #: {tile} is a tile ("6-4"); {bid} the bid ("5 tricks", "21 (the moon)"); {contract} a trump ("fours"); {worth}
    #: and {bid_worth} signed game points; {others} the points (unsigned) the other two score by their tricks.
    text = tx(QT_TRANSLATE_NOOP("hints", "Lay away the {tile}: with {contract} trump the hand left makes your bid of {bid} "
                                "about {percent}% of the time and takes {tricks} tricks on average, worth {worth} "
                                "game points against the others' average ({bid_worth} for the bid, as the bid hint "
                                "counts it, less {others} for the tricks left to the others), the most of your tiles."),
              tile=TILE_NAMES[top.tile], bid=bid_words(obs.bid, obs.rules), percent=round(top.chance * 100),
              contract=contract_noun(top.contract), tricks=Figure(f"{top.tricks:.1f}"), worth=worth,
              bid_worth=_signed(bid_worth, places), others=Figure(f"{abs(shown_left):.{places}f}"))
    if len(best) > 1:
        return _tie_broken(obs, best, text)
    if runner is None:
        return text
    #: The next best tile to lay away: {tile}, its trump {contract}, its chance, tricks and worth.
    return tx(QT_TRANSLATE_NOOP("hints", "{reason} Next best, the {tile}: {percent}% with {contract} trump and {tricks} "
                                "tricks, worth {worth}."),
              reason=text, tile=TILE_NAMES[runner.tile], percent=round(runner.chance * 100),
              contract=contract_noun(runner.contract), tricks=Figure(f"{runner.tricks:.1f}"), worth=worth2)


def _tie_broken(obs: Observation, best: list[WidowOption], reason: Text) -> Text:
    """Why the first of tiles worth as much is laid away: the quick estimate of the tricks the hand
    takes without each, then the fewer pips (`best_options`). Moon has no count tiles, a trick is a
    point: the estimate is in tricks (found by a Moon audit: "by a quick count of its points")."""
    top = best[0]
    others = comma_list([TILE_NAMES[o.tile] for o in best[1:]])  # (a list of Texts: each said as a tile)
    quick = {o.tile: kept_without(obs.hand, o.tile, obs.rules, obs.contract)[0] for o in best}
    ties = [o.tile for o in best[1:] if quick[o.tile] == quick[top.tile]]
    if not ties:
        #: {others} lists tiles ("6-1, 5-2"); {tile} the recommended one. The quick count is a rough
        #: count of the tricks the hand takes without each tile (its trumps and doubles).
        return tx(QT_TRANSLATE_NOOP("hints", "{reason} Laying away the {others} is worth as much; of these the hand "
                                    "misses the {tile} least by a quick count of its tricks."),
                  reason=reason, others=others, tile=TILE_NAMES[top.tile])
    alike = [t for t in ties if TILE_PIPS[t] == TILE_PIPS[top.tile]]  # (the first has the fewest pips)
    if alike:
        #: {others} lists tiles ("6-1, 5-2"); {alike} the recommended tile and those of {others} alike to
        #: it by the quick count of tricks and by their pips (the rules that pick one of equals): "6-1 and 5-2".
        return tx(QT_TRANSLATE_NOOP("hints", "{reason} Laying away the {others} is worth as much; by a quick count of "
                                    "the hand's tricks it misses the {alike} alike, and they have as many pips: any "
                                    "of them would do."),
                  reason=reason, others=others, alike=and_list([TILE_NAMES[t] for t in [top.tile, *alike]]))
    #: {others} lists tiles ("6-1, 5-2"); {ties} those of them the quick count of tricks values as the
    #: recommended {tile}, which has fewer pips than each (the rule that picks one of equals).
    return tx(QT_TRANSLATE_NOOP("hints", "{reason} Laying away the {others} is worth as much; by a quick count of the "
                                "hand's tricks it misses the {tile} as little as the {ties}, and the {tile} has fewer "
                                "pips."),
              reason=reason, others=others, tile=TILE_NAMES[top.tile], ties=and_list([TILE_NAMES[t] for t in ties]))
