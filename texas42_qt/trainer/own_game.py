"""Mistakes of the user's own games for My mistakes: the bids and plays a hand's review graded
costly, by the rules practice puts an answer in the deck by (`practice.MISTAKE`,
`play_practice.is_mistake`), each kept as its position; and that position dealt again for
practice, graded as practice grades (the review and practice use the same hint, seed and
level, so the same decision gets the same number in both). No Qt here.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import Bid, HandLog, Play, Rules, Variant, replay, scores_marks
from ..engine.tiles import tiles_of
from . import play_practice as pp
from . import practice
from .mistakes import GAME, BidSeen, Card, PlaySeen
from .positions import GamePosition, state_of
from .review import HandReview, Step


def takes_mistakes(rules: Rules, user: int) -> bool:
    """Practice deals Texas 42 for four players, the user in seat 0, graded in marks: the decisions
    of a game like that can be practised again (others are not put in the deck)."""
    return rules.variant is Variant.TEXAS_42 and scores_marks(rules) and user == practice.USER


def mistakes_of(review: HandReview, rules: Rules, logs: list[HandLog], user: int, seed: int,
                played: str | None = None) -> list[Card]:
    """The cards of the decisions of a reviewed hand of the user's game that practice would put in
    My mistakes: a bid that gave up more than `practice.MISTAKE` marks, a tile `pp.is_mistake` (never the
    play hint's `close` tile: `PlayLoss.mistake`).
    `played`: when the hand was played (`Card.played`)."""
    if not takes_mistakes(rules, user):
        return []
    log = logs[review.hand_index]
    start = replay(rules, logs[:review.hand_index] + [HandLog(log.shaker, log.deal, log.widow, [])], seed)
    cards = []
    for step in review.steps:
        if step.mine and (_bid_mistake(step) or _play_mistake(step)):
            pos = GamePosition(seed, review.hand_index, tuple(start.score), log.shaker, tuple(log.deal), log.widow,
                               tuple(log.actions[:step.number - 1]), user)
            card = _card(rules, pos, step)
            if card is not None:
                cards.append(replace(card, played=played))
    return cards


def _bid_mistake(step: Step) -> bool:
    return isinstance(step.action, Bid) and step.choices is not None and step.lost is not None \
        and step.lost > practice.MISTAKE


def _play_mistake(step: Step) -> bool:
    loss = step.play_loss
    return isinstance(step.action, Play) and loss is not None and loss.mistake


def _card(rules: Rules, pos: GamePosition, step: Step) -> Card | None:
    state = state_of(rules, pos)
    obs = state.observation(pos.user)
    if step.choices is not None and step.lost is not None:
        choice, best = step.choices
        seen = BidSeen(tuple(tiles_of(state.hands[pos.user])), tuple(state.bids), choice, best)
        return Card("bid", pos.seed, pos.digest(), GAME, "any", rules.to_dict(), step.lost, seen=seen, game=pos,
                    places=step.lost_places)
    loss = step.play_loss
    assert loss is not None and isinstance(step.action, Play)
    if obs.contract is None or obs.stake is None or obs.stake.unit != "points":
        return None  # Nello and Sevens: play practice leaves them to their own lessons
    seen_play = PlaySeen(obs.contract, tuple(obs.trick), step.action.tile, loss.best)
    return Card("play", pos.seed, pos.digest(), GAME, "any", rules.to_dict(), loss.shown_lost, points=loss.points,
                seen=seen_play, game=pos)


def bid_deal(card: Card) -> practice.PracticeDeal:
    """Bidding practice's deal of a card of the user's game: the very position, the user to bid."""
    assert card.game is not None
    return practice.PracticeDeal(card.seed, card.index, card.game.seed, GAME, state_of(card.game_rules(), card.game))


def play_deal(card: Card) -> pp.PlayDeal:
    """Play practice's position of a card of the user's game: the very trick, the user to play."""
    assert card.game is not None
    return pp.PlayDeal(card.seed, card.index, card.game.seed, GAME, state_of(card.game_rules(), card.game))
