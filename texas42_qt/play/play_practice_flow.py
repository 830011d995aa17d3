"""The play-practice flow without Qt ("what do you play here?"): which step the user is at,
what the user's tile means at that step, and the work each step needs.

Steps: off, dealing (a position is being made), deciding (the user plays a tile), weighing
(every tile the user could play is being weighed), revealed, playing (the position is played
out from the user's tile). The Qt side runs the jobs (`Job`) off the GUI thread and hands
their results back (`dealt`, `weighed`)."""

from __future__ import annotations

import uuid

from ..engine import Action, Play, Rules, Variant
from ..trainer import own_game
from ..trainer import play_practice as pp
from ..trainer.mistakes import Card, PlaySeen
from ..trainer.positions import GamePosition
from ..trainer.stats import Stats
from .practice_flow import Job, PracticeStep
from .session import PlayerFactory


def card_of(deal: pp.PlayDeal, rules: Rules, reveal: pp.PlayReveal, game: GamePosition | None = None) -> Card:
    """The mistakes deck's card for a position, with what the user met there and played (`game`: the
    position of the user's own game the card was dealt from)."""
    obs = deal.observation()
    assert obs.contract is not None  # (a position is in the play of a hand)
    seen = PlaySeen(obs.contract, tuple(obs.trick), reveal.tile, reveal.best)
    return Card("play", deal.session_seed, deal.index, deal.spot, "any", rules.to_dict(), reveal.lost, seen=seen,
                game=game)


class PlayPracticeFlow:
    def __init__(self) -> None:
        self.session: pp.PlayPracticeSession | None = None
        self.cards: list[Card] | None = None
        """The deck's cards when the session practises mistakes, else None."""
        self.total = 0
        self.deal: pp.PlayDeal | None = None
        self.step: PracticeStep = "off"
        self.session_id = ""
        self.factory: PlayerFactory | None = None
        """Optional player factory for the positions' earlier plays (tests use quick ones)."""
        self.level = "hard"

    @property
    def active(self) -> bool:
        return self.step != "off"

    @property
    def busy(self) -> bool:
        return self.step in ("dealing", "weighing")

    def start(self, spot: str, positions: int, seed: int | None, rules: Rules | None,
              cards: list[Card] | None) -> Job | None:
        """A new session (of the mistakes deck's `cards`, when given); returns its first position's job."""
        rules = rules if rules is not None and rules.variant is Variant.TEXAS_42 else pp.play_rules()
        self.session = pp.PlayPracticeSession(rules, seed if seed is not None else uuid.uuid4().int % 10**9, spot)
        self.cards = cards
        self.total = len(cards) if cards is not None else positions
        self.session_id = uuid.uuid4().hex[:12]
        return self.next_deal()

    def next_deal(self) -> Job | None:
        """The job that makes the next position (None: the session is done, or there is none)."""
        session = self.session
        if session is None:
            return None
        done = len(session.decisions)
        if done >= self.total:
            return None
        self.step = "dealing"
        if self.cards is not None:
            card = self.cards[done]
            if card.game is not None:  # a play of the user's own game: its position itself
                return own_game.play_deal, (card,)
            return pp.deal, (card.game_rules(), card.seed, card.index, card.spot, "normal", self.factory)
        return pp.deal, (session.rules, session.seed, done, session.spot, "normal", self.factory)

    def resume(self, session: pp.PlayPracticeSession, total: int, session_id: str, cards: list[Card] | None) -> Job | None:
        """Go on with a session kept when the app closed (`practice_save`): the job that makes its next
        position again (the positions are seeded: the one left unanswered comes back as it was)."""
        self.session, self.total, self.session_id, self.cards = session, total, session_id, cards
        return self.next_deal()

    def dealt(self, deal: pp.PlayDeal) -> None:
        self.deal = deal
        self.step = "deciding"

    def number(self) -> tuple[int, int]:
        """The position being answered and how many the session has: (3, 10)."""
        assert self.session is not None
        return len(self.session.decisions) + 1, self.total

    def take(self, action: Action) -> Job | None:
        """The user's tile while a position waits for it: the job that weighs it (None: not
        practice's to take, or not a tile the rules allow, which the game refuses in plain words)."""
        if self.step != "deciding" or not isinstance(action, Play) or self.deal is None:
            return None
        if Play(action.tile) not in self.deal.observation().legal:
            return None
        self.step = "weighing"
        return pp.evaluate_play, (self.deal, action.tile, self.level)

    def weighed(self, reveal: pp.PlayReveal) -> Card:
        """The reveal is in: the session keeps it; returns the card for the mistakes deck."""
        session, deal = self.session, self.deal
        assert session is not None and deal is not None
        session.add(deal, reveal)
        self.step = "revealed"
        card = self.cards[len(session.decisions) - 1] if self.cards is not None else None
        return card_of(deal, card.game_rules() if card is not None else session.rules, reveal,
                       card.game if card is not None else None)

    def record(self, stats: Stats, reveal: pp.PlayReveal) -> None:
        """Keep the graded answer in the statistics: what the user's tile gave up in the units the
        grade and the summary give (chance, and points when the chance is close)."""
        deal = self.deal
        assert deal is not None
        kind = "mistakes" if self.cards is not None else "session"
        stats.record_play_practice(self.session_id, kind, deal.session_seed, deal.index, deal.spot, reveal.tile,
                                   reveal.best, pp.shown_lost(reveal), reveal.lost_points, reveal.good)

    def play_out(self) -> Play | None:
        """Play the user's tile and the rest of the hand (None: nothing revealed to play out)."""
        if self.session is None or not self.session.decisions or self.step != "revealed":
            return None
        self.step = "playing"
        return Play(self.session.decisions[-1].tile)

    def stop(self) -> pp.PlayPracticeSession | None:
        """End the session; returns it (for its summary) if there was one."""
        session = self.session
        self.step = "off"
        self.session = None
        self.deal = None
        return session
