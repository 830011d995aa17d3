"""The bidding-practice flow without Qt: which step the user is at, what the user's
action means at that step, and the work each step needs.

Steps: off, dealing (a deal is being made), deciding (the user bids), contract
(bid made, contract to name), weighing (the reveal is being computed), revealed,
playing (the deal is played out from the user's decision). The Qt side runs the
jobs (`Job`: a function and its arguments) off the GUI thread and hands their
results back (`dealt`, `weighed`).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ..ai.bidding import Choice
from ..ai.evaluate import Effort
from ..engine import Action, Bid, GameState, NameTrump, Observation, Rules, Scoring, Variant, scores_marks
from ..engine.text import QT_TRANSLATE_NOOP, tx
from ..engine.tiles import tiles_of
from ..trainer import own_game, practice
from ..trainer.mistakes import BidSeen, Card
from ..trainer.practice import PracticeDeal, PracticeSession
from .session import PlayerFactory, SeatConfig

Job = tuple[Callable[..., Any], tuple[Any, ...]]
PracticeStep = Literal["off", "dealing", "deciding", "contract", "weighing", "revealed", "playing"]
"""Where a practice session is (see the module's docstring)."""
NAMES = (tx(QT_TRANSLATE_NOOP("practice", "You")), tx(QT_TRANSLATE_NOOP("practice", "West")),
         tx(QT_TRANSLATE_NOOP("practice", "Partner")), tx(QT_TRANSLATE_NOOP("practice", "East")))
"""The practice table's seat names (shown; a record of the game writes their English)."""

WAITING: dict[str, str] = {
    "dealing": tx(QT_TRANSLATE_NOOP("practice", "Dealing a practice hand…")),
    "weighing": tx(QT_TRANSLATE_NOOP("practice", "Weighing your decision…")),
    "revealed": tx(QT_TRANSLATE_NOOP("practice", "See the reveal: play it out, or go on to the next deal")),
    "contract": "",
}
"""The line over the table while practice, not the game, waits for something."""


@dataclass(frozen=True)
class Reply:
    """What the user's action means in practice. kind: "game" (not practice's: the
    game takes it), "ignored" (practice waits for something else), "contract" (ask
    for the contract of `bid` among `options`), "weigh" (run `job`, the reveal)."""

    kind: str
    bid: Bid | None = None
    options: tuple[NameTrump, ...] = ()
    job: Job | None = None


def _reveal(deal: PracticeDeal, choice: Choice, effort: Effort | None) -> tuple[Choice, practice.Reveal]:
    if effort is None:
        return choice, practice.evaluate_decision(deal, choice)
    return choice, practice.evaluate_decision(deal, choice, effort=effort)


class PracticeFlow:
    def __init__(self, user_name: str = NAMES[0]):
        self.user_name = user_name
        self.session: PracticeSession | None = None
        self.session_id = ""
        self.total = 0
        self.deal: PracticeDeal | None = None
        self.step: PracticeStep = "off"
        self.pending_bid: Bid | None = None
        self.factory: PlayerFactory | None = None
        """Optional player factory for the AI's earlier bids (tests use quick players)."""
        self.effort: Effort | None = None
        """Optional Effort for the reveal (tests use a small one)."""
        self.cards: list[Card] | None = None
        """The mistakes deck's cards when the session practises them, else None."""
        self.play_contract: NameTrump | None = None
        """While a deal is played out: the contract the user chose with the bid, named when
        the auction comes back to the user (not asked for a second time)."""
        self.again: int | None = None
        """The session's decision being dealt again from the summary (its answer replaces the
        first: found by QA, a retry made "decision 11 of 10" and an eleventh summary line)."""

    @property
    def active(self) -> bool:
        return self.step != "off"

    @property
    def busy(self) -> bool:
        return self.step in ("dealing", "weighing")

    @property
    def waiting_text(self) -> str | None:
        """The prompt while practice waits (None: the game's own prompt applies)."""
        return WAITING.get(self.step)

    def names(self) -> list[str]:
        return [self.user_name, *NAMES[1:]]

    # ------------------------------------------------------------ session

    def start(self, position: str, strength: str, deals: int, seed: int | None, rules: Rules | None = None,
              cards: list[Card] | None = None) -> Job | None:
        """A new session (of the mistakes deck's `cards`, when given); returns the job
        that makes its first deal."""
        rules = rules if rules is not None and rules.variant is Variant.TEXAS_42 else Rules.preset("Texas house rules")
        if not scores_marks(rules):  # its grades and statistics count marks (a points game's would count points)
            rules = rules.with_(scoring=Scoring.MARKS, target=Rules().target)
        if seed is None:
            seed = uuid.uuid4().int % 10**9
        self.session = PracticeSession(rules, seed, position, strength)
        self.session_id = uuid.uuid4().hex[:12]
        self.cards = cards
        self.total = len(cards) if cards is not None else deals
        return self.next_deal()

    @property
    def finished(self) -> bool:
        return self.session is not None and len(self.session.decisions) >= self.total

    def next_deal(self, index: int | None = None) -> Job | None:
        """The job that makes the next deal (or again the session's decision `index`);
        None when the session is over (show the summary)."""
        session = self.session
        if session is None or (index is None and self.finished):
            return None
        self.step = "dealing"
        self.play_contract = None
        self.again = index
        i = len(session.decisions) if index is None else index
        if self.cards is not None:  # (its own strength: the session's is "any")
            card = self.cards[i]
            if card.game is not None:  # a bid of the user's own game: its position itself
                return (own_game.bid_deal, (card,))
            return (practice.deal, (card.game_rules(), card.seed, card.index, card.spot, card.strength, "normal",
                                    self.factory))
        return (practice.deal, (session.rules, session.seed, i, session.position, session.strength, "normal", self.factory))

    def resume(self, session: PracticeSession, total: int, session_id: str, cards: list[Card] | None) -> Job | None:
        """Go on with a session kept when the app closed (`practice_save`): the job that deals its next
        decision again (the deals are seeded: the one left unanswered comes back as it was)."""
        self.session, self.total, self.session_id, self.cards = session, total, session_id, cards
        return self.next_deal()

    def dealt(self, deal: PracticeDeal) -> tuple[GameState, list[SeatConfig]]:
        """The deal is made: the game to load for the user's decision."""
        self.deal = deal
        self.step = "deciding"
        names = self.names()
        return deal.state.clone(), [SeatConfig(names[0])] + [SeatConfig(n, "hard") for n in names[1:]]

    def decision_text(self) -> str:
        assert self.deal is not None
        if self.again is not None:
            number = self.again + 1
        else:
            number = len(self.session.decisions) + 1 if self.session else 1
        return tx(QT_TRANSLATE_NOOP("practice", "Practice decision {number} of {total}: {position}. Your bid?"),
                  number=number, total=self.total, position=practice.POSITIONS_IN_PROMPT[self.deal.position])

    def finish(self) -> None:
        """The session is over (its summary is shown): practice is off, but its
        decisions stay, so a deal of the summary can be dealt again."""
        self.step = "off"
        self.deal = None
        self.pending_bid = None
        self.play_contract = None

    def stop(self) -> None:
        self.finish()
        self.session = None

    # ------------------------------------------------------------ the decision

    def reply(self, action: Action) -> Reply:
        """What the user's action means now."""
        if self.step == "deciding" and isinstance(action, Bid):
            assert self.deal is not None
            contracts = practice.contracts_for(self.deal, action)
            if contracts:
                self.pending_bid = action
                self.step = "contract"
                return Reply("contract", action, tuple(NameTrump(c) for c in contracts))
            return self.decide((action, None))
        if self.step == "contract" and isinstance(action, NameTrump):
            assert self.pending_bid is not None
            return self.decide((self.pending_bid, action.contract))
        return Reply("ignored" if self.step in ("dealing", "contract", "weighing") else "game")

    def decide(self, choice: Choice) -> Reply:
        assert self.deal is not None
        self.step = "weighing"
        return Reply("weigh", choice[0], job=(_reveal, (self.deal, choice, self.effort)))

    def weighed(self, reveal: practice.Reveal) -> None:
        assert self.session is not None and self.deal is not None
        if self.again is not None:
            self.session.decisions[self.again] = practice.Decision.of(self.deal, reveal)
        else:
            self.session.add(self.deal, reveal)
        self.step = "revealed"

    def card(self, reveal: practice.Reveal) -> Card:
        """The deck's card for this decision (the deal's own rules and seed deal it again)."""
        assert self.deal is not None and self.session is not None
        deal = self.deal
        index = self.again if self.again is not None else len(self.session.decisions) - 1
        strength = self.cards[index].strength if self.cards else self.session.strength
        game = self.cards[index].game if self.cards else None
        seen = BidSeen(tuple(tiles_of(deal.state.hands[practice.USER])), tuple(deal.state.bids), reveal.choice,
                       reveal.best)
        return Card("bid", deal.session_seed, deal.index, deal.position, strength, deal.state.rules.to_dict(),
                    reveal.lost, seen=seen, game=game, places=reveal.places)

    def stats_row(self, reveal: practice.Reveal) -> tuple[Any, ...]:
        """The arguments of `Stats.record_practice` for this reveal."""
        assert self.deal is not None
        bid, contract = reveal.choice
        best_bid, best_contract = reveal.best
        # (`is None`: blanks, the contract 0, is falsy and was stored as no contract)
        return (self.session_id, self.deal.game_seed, self.deal.position, bid.value,
                "" if contract is None else contract.code, best_bid.value,
                "" if best_contract is None else best_contract.code, reveal.lost)

    # ------------------------------------------------------------ after the reveal

    def _answer(self) -> Choice | None:
        """The user's answer to the deal on the table: the retried decision's when the summary dealt
        one again (found by QA: Play it out after a retry of deal 1 played deal 2's bid on deal 1)."""
        if self.deal is None or not self.session or not self.session.decisions:
            return None
        return self.session.decisions[-1 if self.again is None else self.again].choice

    def play_out(self) -> Bid | None:
        """Play the deal on from the user's decision: the bid to apply (None: nothing to play)."""
        choice = self._answer()
        if choice is None:
            return None
        self.step = "playing"
        bid, contract = choice
        self.play_contract = NameTrump(contract) if contract is not None else None
        return bid

    def contract_to_name(self, obs: Observation) -> NameTrump | None:
        """The contract chosen with the practised bid, once, when the user wins the auction of
        the deal played out (None: nothing to name for the user, or asked already). Not for another bid:
        the user may undo back to the dealt position and bid again, a game move (`load_practice`)."""
        contract, answer = self.play_contract, self._answer()
        if self.step != "playing" or contract is None or obs.to_act != obs.seat or contract not in obs.legal:
            return None
        if answer is None or obs.bid != answer[0]:
            self.play_contract = None  # (the user's own bid: the user names its contract)
            return None
        self.play_contract = None
        return contract

    def watch(self) -> tuple[GameState, list[SeatConfig]] | None:
        """Four AI seats play the deal on from the user's decision: the game to load."""
        choice = self._answer()
        if self.deal is None or choice is None:
            return None
        state = self.deal.state.clone()
        bid, contract = choice
        state.apply(bid)
        names = self.names()
        self.step = "playing"
        #: The user's seat when the AI plays it on: "You (AI)".
        me = tx(QT_TRANSLATE_NOOP("practice", "{name} (AI)"), name=names[0])
        return state, [SeatConfig(me, "hard", contract=contract)] + [SeatConfig(n, "hard") for n in names[1:]]
