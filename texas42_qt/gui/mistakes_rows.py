"""My mistakes' rows: what each card's decision was, shown ("6-4") and as a screen reader says it
("six-four"). Found by QA: the list showed the practice filter ("Any seat", "Any play") for each
row, and a player with twelve rows could not tell them apart."""

from __future__ import annotations

from collections.abc import Callable

from ..ai.evaluate import ends_once_decided
from ..engine import Play, Rules
from ..engine.tiles import TILE_NAMES
from ..engine.wording import choice_phrase
from ..trainer import play_practice as pp
from ..trainer.mistakes import BidSeen, Card, PlaySeen
from ..trainer.practice import POSITIONS
from ..trainer.review import points_said
from .i18n import number, render, translate, when_said
from .models import NO_COUNT, SEAT_NAMES_4, contract_text, spoken_tile

TRICK_SIZE = 4
"""Tiles a trick: the user's own games that feed the deck are Texas 42 for four (`own_game.takes_mistakes`)."""


def row_texts(card: Card, said: bool = False) -> list[str]:
    """The row's cells: practice, position, the user's answer, the best, what it gave up, misses.
    `said`: as a screen reader says them (tiles as tiles)."""
    kind = translate("PlayPractice", "Bidding") if card.kind == "bid" else translate("PlayPractice", "Play")
    return [kind, *decision_texts(card, said), given_up(card), str(card.misses)]


def decision_texts(card: Card, said: bool = False) -> list[str]:
    """The position, the user's answer and the best; a card without them shows its practice spot."""
    def tile(t: int) -> str:
        return spoken_tile(t, counts=NO_COUNT) if said else TILE_NAMES[t]

    seen = card.seen
    source = _source(card)
    if isinstance(seen, BidSeen):
        rules = card.game_rules()  # (Texas 42: the deck's cards are, `own_game.takes_mistakes`)
        return [_bid_position(seen, tile, said, rules) + source, render(choice_phrase(seen.choice, rules)),
                render(choice_phrase(seen.best, rules))]
    if isinstance(seen, PlaySeen):
        return [_play_position(seen, tile, said) + source, tile(seen.tile), tile(seen.best)]
    # A card of an older deck kept only its position's seed: said plainly, and how to see it (found by
    # review: "Any play" and two dashes, which read as an empty row)
    spot = POSITIONS.get(card.spot) if card.kind == "bid" else pp.SPOTS.get(card.spot)
    unknown = translate("PlayPractice", "Not recorded")
    position = translate("PlayPractice", "{spot}\nNot recorded by the older version that kept it: practise it to see it")
    return [position.format(spot=render(spot) if spot is not None else card.spot), unknown, unknown]


def _source(card: Card) -> str:
    """Where a card of the user's own game came from: the game, the hand in it, and for a play the
    trick (found by playing: a hand's costly leads read alike, "Trump: Deuces / You lead"), and when
    it was played, which tells one game from another (found by review: two games' "hand 1" read alike;
    to the minute, as two games of one evening do not differ by their date)."""
    pos = card.game
    if pos is None:
        return ""
    number, when = pos.hand + 1, when_said(card.played)
    if card.kind == "play":
        trick = sum(isinstance(action, Play) for _seat, action in pos.actions) // TRICK_SIZE + 1
        text = translate("PlayPractice", "From your game, hand {number}, trick {trick}, played {when}") if when else \
            translate("PlayPractice", "From your game, hand {number}, trick {trick}")
        return "\n" + text.format(number=number, trick=trick, when=when)
    text = translate("PlayPractice", "From your game, hand {number}, played {when}") if when else \
        translate("PlayPractice", "From your game, hand {number}")
    return "\n" + text.format(number=number, when=when)


def _bid_position(seen: BidSeen, tile: Callable[[int], str], said: bool, rules: Rules) -> str:
    """The hand, high tiles first, and the bids before the user's ("West: Pass, Partner: 31")."""
    hand = (", " if said else " ").join(tile(t) for t in sorted(seen.hand, reverse=True))
    if not seen.bids:
        return translate("PlayPractice", "{hand}\nYou bid first").format(hand=hand)
    bids = ", ".join(translate("PlayPractice", "{seat}: {bid}").format(seat=_seat(s), bid=render(choice_phrase((b, None), rules)))
                     for s, b in seen.bids)
    return translate("PlayPractice", "{hand}\nBefore you: {bids}").format(hand=hand, bids=bids)


def _play_position(seen: PlaySeen, tile: Callable[[int], str], said: bool) -> str:
    """The trump, and the trick so far ("Partner: 6-6, East: 2-2") or the user's lead."""
    trump = translate("PlayPractice", "Trump: {contract}").format(contract=contract_text(seen.contract))
    if not seen.trick:
        return translate("PlayPractice", "{trump}\nYou lead").format(trump=trump)
    trick = ", ".join(translate("PlayPractice", "{seat}: {tile}").format(seat=_seat(s), tile=tile(t))
                      for s, t in seen.trick)
    return translate("PlayPractice", "{trump}\nTrick so far: {trick}").format(trump=trump, trick=trick)


def _seat(seat: int) -> str:
    return translate("Dialogs", SEAT_NAMES_4[seat])


def percent_number(value: float) -> str:
    """A percentage given up, to the decimals the hint's table showed the two chances with (a card of a
    play keeps the difference of the two as shown: 40.4% less 7.7% is "32.7", not "32" or "33")."""
    for places in (0, 1):
        if abs(value - round(value, places)) < 1e-6:
            return number(value, places)
    return number(value, 2)


def given_up(card: Card) -> str:
    """What the answer gave up, in the units and rounding of the reveal that recorded it."""
    if card.kind == "bid":
        return translate("PlayPractice", "{marks} marks").format(marks=number(card.lost, card.places))
    chance = percent_number(card.lost * 100)
    points = points_said(card.points)  # a plain name: pyside6-lupdate reads no expression as the count
    # A play that went into the deck for its points alone (found by QA: "0% chance" given up)
    if card.lost >= 0.00005 or not card.points:
        return translate("PlayPractice", "{chance}% chance").format(chance=chance)
    if ends_once_decided(card.game_rules()):  # counted as the reveal's table counts them (the hand ends once decided)
        return translate("PlayPractice", "%n point(s) if played out", None, points)
    return translate("PlayPractice", "%n point(s)", None, points)
