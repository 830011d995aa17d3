"""Reviewing a finished hand: the review is worked out off the GUI thread, its progress
shown in the review window; a review asked for again replaces the one under way. A finished
review is kept under everything it was worked out from, and shown at once when asked again.

A hand of the user's own game is also reviewed in the background once it is scored (`background`),
for My mistakes: the user's review takes its place at once (the background one stops at its next
decision and waits its turn again); practice or a lesson on the table puts it off (the work lane is
theirs) until the user's game is back; an undo past the hand drops it, or takes the cards it put in
the deck back out (the deck keeps the last hands it was fed, `mistakes.FedHand`: an earlier run's
too, once its game is resumed). The bids and plays its review grades costly go into the deck
(`GameMistakes`, `trainer.own_game`), which keeps the hand until then (`mistakes.Pending`): quitting
first, it is looked over at the next start (its game resumed, the hand is that game's again: an undo
into it drops it). Measured before choosing this: the review of 20 seeded hands took 18 s of CPU at
the Hard level, under a second a hand on average (3 s at most), on the work lane while the user reads
the hand's result."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from datetime import datetime

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from ..engine import HandLog, HandResult, Rules
from ..trainer.mistakes import Deck, FedHand, Pending
from ..trainer.own_game import mistakes_of, takes_mistakes
from ..trainer.review import HandReview, review_hand
from .controller import GameController
from .i18n import render_error, translate
from .modes import ModeStack
from .settings import Preferences
from .statistics import Statistics
from .trainer_views import ReviewDialog
from .work import Channel

KEPT = 32
"""Reviews kept (the newest): more than the hands of a long game."""

ReviewKey = tuple[Hashable, ...]


def review_key(rules: Rules, logs: list[HandLog], index: int, user: int, seed: int, given: int) -> ReviewKey:
    """All that `review_hand` works a review out from, so a review kept under it is the one it would
    give again: the rules, the game's seed, the user's seat, the actions given, and every action of
    this hand and of the hands before it (they made the score it was bid at). An Undo, another game
    or a record opened changes it."""
    hands = tuple((log.shaker, tuple(log.deal), log.widow, tuple(log.actions)) for log in logs[:index + 1])
    return rules, seed, user, given, index, hands


@dataclass(frozen=True)
class Ask:
    """A review to work out: everything `review_hand` needs, and its key."""

    rules: Rules
    logs: list[HandLog]
    index: int
    user: int
    seed: int
    given: int
    names: list[str]
    own: bool
    """A hand of the user's own game (not a practice deal, not a lesson): its mistakes go to My mistakes."""
    game: object = field(default=None, compare=False)
    """The game it was asked on (an undo rewinds that very object; None: asked in an earlier run)."""

    @property
    def key(self) -> ReviewKey:
        return review_key(self.rules, self.logs, self.index, self.user, self.seed, self.given)


class Stopped(Exception):
    """A background review was stopped (a new game, quitting, or the user's own review first)."""


class HandReviewer(QObject):
    def __init__(self, controller: GameController, window: QWidget, say: Callable[[str], None],
                 error: Callable[[str], None]):
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.say = say
        self.error = error
        self.dialog: ReviewDialog | None = None
        self.given: tuple[int, int, int] | None = None
        """(game seed, hand, actions) of a practice position loaded: those actions were made for the user."""
        self._reviews = Channel(controller.work, "work", progress=self._review_progress)
        self._kept: OrderedDict[ReviewKey, HandReview] = OrderedDict()
        self._working: Ask | None = None
        """The review being worked out."""
        self._shown = False
        """The review window waits for the review being worked out (else it is a background one)."""
        self._for_deck = False
        """The review being worked out was begun in the background: the deck waits for it, even once the
        window shows it (found by review: replaced by another hand's review then, it was stopped for good
        and the hand waited in the deck until the next start)."""
        self._stop = threading.Event()
        """Set to stop the review being worked out at its next decision."""
        self._waiting: list[Ask] = []
        """Background reviews waiting their turn, oldest first."""
        self.own_game: Callable[[], bool] = lambda: False
        """The table plays the user's own game (its reviews feed My mistakes)."""
        self.own_state: object = None
        """The user's own game last on the table: on it now, or set aside while practice or a lesson has it."""
        self.feed: Callable[[Ask, HandReview], None] | None = None
        """Hears of each review of a hand of the user's own game, once it is worked out."""
        self.dropped: Callable[[Ask], None] = lambda ask: None
        """Hears of each background review dropped (its hand undone)."""

    def ask_for(self, index: int) -> Ask:
        """The review of hand `index` of the game on the table, to ask for."""
        state = self.controller.session.state
        rules, logs = state.rules, [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in state.logs]
        user, seed = self.controller.human, state.seed
        given = self.given[2] if self.given is not None and self.given[:2] == (seed, index) else 0
        return Ask(rules, logs, index, user, seed, given, self.controller.players_names(), self.own_game(), state)

    def background(self, index: int) -> None:
        """Review hand `index` of the game on the table for My mistakes, the window not shown."""
        self.look_over(self.ask_for(index))

    def look_over(self, ask: Ask) -> None:
        """Review `ask` for My mistakes, the window not shown: now if nothing else is being reviewed
        and the user's game has the table, else later."""
        kept = self._kept.get(ask.key)
        if kept is not None:
            self._fed(ask, kept)
        elif (self._working is None or self._working.key != ask.key) and all(a.key != ask.key for a in self._waiting):
            self._waiting.append(ask)
            self._next()

    def later(self, ask: Ask) -> None:
        """Review `ask` for My mistakes once the table next changes to the user's game."""
        self._waiting.append(ask)

    def table_changed(self) -> None:
        """A new game, a game loaded, practice, a lesson or an undo: the background reviews of hands
        undone are dropped (`dropped` hears of each); the others wait while practice or a lesson has
        the table, and go on once the user's game is back (a review the window waits for goes on)."""
        if self.own_game():
            self.own_state = self.controller.session.state
        self._waiting = [self.adopted(a) for a in self._waiting]
        if self._working is not None:
            self._working = self.adopted(self._working)
        undone = [a for a in self._waiting if self.undone(a)]
        self._waiting = [a for a in self._waiting if not self.undone(a)]
        working = self._working
        if working is not None and not self._shown and (self.undone(working) or not self.own_game()):
            self._stop.set()
            self._reviews.cancel()
            self._working = None
            if self.undone(working):
                undone.append(working)
            else:
                self._waiting.insert(0, working)
        elif working is not None and self._for_deck and self.undone(working):
            self._for_deck = False  # the window still shows it; the deck no longer waits for it
            undone.append(working)
        for ask in undone:
            self.dropped(ask)
        self._next()

    def adopted(self, ask: Ask) -> Ask:
        """A hand whose game is back on the table as another object (resumed in a later run, or read
        again from its save after practice or a lesson) is that game's from now on: an undo back into it
        drops it (found by review: undone and played otherwise after a resume, the hand as first played
        still went into the deck)."""
        state = self.controller.session.state
        return replace(ask, game=state) if ask.game is not state and self.holds(ask) else ask

    def holds(self, ask: Ask) -> bool:
        """The game on the table has the hand of `ask`, as it was played."""
        state = self.controller.session.state
        return ask.index < len(state.results) and self.ask_for(ask.index).key == ask.key

    def of_own_game(self, ask: Ask) -> bool:
        """The hand of `ask` is the user's game's, as it was played: on the table, or set aside while
        practice or a lesson has the table."""
        return self.holds(ask) if self.own_game() else ask.game is not None and ask.game is self.own_state

    def undone(self, ask: Ask) -> bool:
        """The hand of `ask` was taken back: its game is on the table, without that hand as it was played."""
        return ask.game is self.controller.session.state and not self.holds(ask)

    def review(self, index: int | None = None, lesson: bool = False) -> None:
        """Review a finished hand (the last one by default) in a window; the game is not touched.
        `lesson`: a lesson has the table (a finished lesson's hand is reviewed as any other)."""
        state = self.controller.session.state
        finished = len(state.results)
        if index is None:
            index = finished - 1
        if not 0 <= index < finished or self.controller.human < 0:
            # (found by QA: in a lesson, "no finished hand of yours" read as if the user's game had none)
            self.say(translate("MainWindow", "There is no finished hand to review on the lesson's table.") if lesson
                     else translate("MainWindow", "There is no finished hand of yours to review yet."))
            return
        ask = self.ask_for(index)
        dialog = self.dialog or ReviewDialog(self.window)
        self.dialog = dialog
        kept = self._kept.get(ask.key)
        if kept is not None:  # seen before: shown at once (found by QA: it was worked out again)
            self._kept.move_to_end(ask.key)
            if self._working is not None and self._shown:  # (a background review under way goes on)
                self._stop_shown()
            dialog.show_review(kept, ask.rules, ask.names)
            self._next()
        elif self._working is None or self._working.key != ask.key or not self._shown:
            # (asked again while worked out, it goes on; a background one of this hand now shows)
            dialog.begin(translate("MainWindow", "Reviewing hand {number}…").format(number=index + 1))
            if self._working is not None and self._working.key == ask.key:
                self._shown = True
            else:
                self._start(ask, shown=True)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _stop_shown(self) -> None:
        """Stop the review the window waits for: one begun in the background waits its turn again."""
        if self._working is not None and self._for_deck:
            self._waiting.insert(0, self._working)
        self._stop.set()
        self._reviews.cancel()
        self._working = None

    def _start(self, ask: Ask, shown: bool) -> None:
        """Work `ask` out now; a background review under way (shown since, or not) stops and waits its turn again."""
        if self._working is not None and self._for_deck:
            self._waiting.insert(0, self._working)
        self._stop.set()  # (whatever ran before stops at its next decision)
        stop = self._stop = threading.Event()
        self._working, self._shown, self._for_deck = ask, shown, not shown

        def work(report: Callable[[int, int], None]) -> HandReview:
            def progress(done: int, total: int) -> None:
                if stop.is_set():
                    raise Stopped
                report(done, total)

            return review_hand(ask.rules, ask.logs, ask.index, ask.user, "hard", ask.seed, progress, ask.given)

        # shown with its own game's rules and seats, whatever game the table has by then
        self._reviews.run(work, then=lambda review: self._reviewed(ask, review),
                          failed=lambda error: self._failed(ask, error))

    def _review_progress(self, done: int, total: int) -> None:
        if self.dialog is not None and self._shown:
            self.dialog.set_progress(done, total)

    def _reviewed(self, ask: Ask, review: HandReview) -> None:
        shown, self._working = self._shown, None
        self._kept[ask.key] = review
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        if self.dialog is not None and shown:
            self.dialog.show_review(review, ask.rules, ask.names)
        self._fed(ask, review)
        self._next()

    def _fed(self, ask: Ask, review: HandReview) -> None:
        if ask.own and self.feed is not None:
            self.feed(ask, review)

    def _next(self) -> None:
        if self._working is None and self._waiting and self.own_game():
            self._start(self._waiting.pop(0), shown=False)

    def _failed(self, ask: Ask, error: BaseException) -> None:
        shown, self._working = self._shown, None
        if not shown:  # a background review: said in passing (the user did not ask for it)
            if not isinstance(error, Stopped):
                self.say(translate("MainWindow", "Hand {number} could not be looked over for My mistakes: {error}")
                         .format(number=ask.index + 1, error=render_error(error)))
            self._next()
            return
        text = translate("MainWindow", "The review failed: {error}").format(error=render_error(error))
        if self.dialog is not None:  # no busy bar left turning for work that is over
            self.dialog.title.setText(text)
            self.dialog.progress.hide()
        self.error(text)
        self._next()

    def shutdown(self) -> None:
        self._waiting.clear()
        self._stop.set()
        self._reviews.cancel()
        self._working = None


class GameMistakes:
    """My mistakes from the user's own games: each hand the table plays for the user (not practice,
    not a lesson) is reviewed once it is scored, and what the review grades costly goes in the deck."""

    def __init__(self, reviewer: HandReviewer, statistics: Statistics, prefs: Preferences,
                 say: Callable[[str], None], modes: ModeStack):
        """`statistics` has the deck, and says when the table plays the user's own game (`recording`);
        `say` gives news: the status line keeps it until the user's next move, and a screen reader
        hears it (found by QA: said in passing, the next line replaced it at once, and it was not heard)."""
        self.reviewer, self.statistics, self.prefs, self.say = reviewer, statistics, prefs, say
        self.controller = statistics.controller
        self._games: dict[str, object] = {}
        """For each hand the deck was fed (`Deck.fed`, by its digest), the game it is of: the one it was asked
        on, or the game on the table that has held it since (a hand of an earlier run is of none until then).
        An undo rewinds that very object: the hand is undone when that game no longer holds it."""
        self.clock: Callable[[], datetime] = datetime.now
        """When a hand is scored: its cards' label (`Card.played`), never a grade."""
        reviewer.own_game = statistics.recording
        reviewer.feed = self._feed
        reviewer.dropped = self._release
        self.controller.handScored.connect(self._scored)
        self.controller.gameReset.connect(self._table_changed)
        for mode in modes.modes:
            # At once: a practice deal is queued on the work lane before the table is reset, behind the
            # whole review (found by review: "Dealing a practice hand…" waited for it)
            mode.changed.connect(self._table_changed)
        deck = self.deck()
        for hand in deck.pending if deck is not None and prefs.mistakes_from_games else []:
            # (the hands an earlier run had no time to look over: they start with the first game on the table)
            reviewer.later(Ask(hand.rules, list(hand.logs), hand.index, hand.user, hand.seed, hand.given,
                               list(hand.names), True))

    def deck(self) -> Deck | None:
        return self.statistics.deck

    def _scored(self, _result: HandResult) -> None:
        state = self.controller.state
        deck = self.deck()
        if not self.prefs.mistakes_from_games or deck is None or not self.reviewer.own_game():
            return
        if takes_mistakes(state.rules, self.controller.human):
            ask = self.reviewer.ask_for(len(state.results) - 1)
            # kept until looked over: quitting first loses none of it, nor when it was played
            deck.hold(replace(_pending(ask), played=self.clock().isoformat(timespec="minutes")))
            self.reviewer.look_over(ask)

    def _table_changed(self) -> None:
        """The reviews of hands undone are dropped (`HandReviewer.table_changed`), and the cards a hand
        undone had put in the deck are taken out: the user takes that hand back to play it again, so
        they are decisions taken back (found by QA: they stayed in My mistakes; the hand played again
        as it was puts them back, once). A card practised since it was put in stays as practice left it.
        A hand the game on the table holds is that game's from then on (resumed in a later run, or read
        again from its save after practice or a lesson): an undo back into it takes its cards out."""
        self.reviewer.table_changed()
        deck = self.deck()
        if deck is None:
            return
        state = self.controller.session.state
        table = self._digests({fed.index for fed in deck.fed})
        undone = []
        for fed in deck.fed:
            if table.get(fed.index) == fed.hand:
                self._games[fed.hand] = state
            elif self._games.get(fed.hand) is state:
                undone.append(fed)
        with deck.together():  # one write of the deck for the undo
            for fed in undone:
                taken = deck.take_back_hand(fed)
                if taken:  # said as their going in was, once the undo is done (its reset makes news given before it old)
                    said = translate("MainWindow", "Hand {number} taken back: %n costly decision(s) of yours left "
                                     "My mistakes.", None, taken).format(number=fed.index + 1)
                    QTimer.singleShot(0, self.statistics.controller, lambda text=said: self.say(text))
        kept = {fed.hand for fed in deck.fed}
        self._games = {hand: game for hand, game in self._games.items() if hand in kept}

    def _digests(self, indexes: set[int]) -> dict[int, str]:
        """The digest of each finished hand of the game on the table among `indexes` (`Pending.digest`):
        it holds a hand fed to the deck whose digest is its hand's of that index."""
        finished = len(self.controller.session.state.results)
        return {i: _pending(self.reviewer.ask_for(i)).digest() for i in indexes if i < finished}

    def _release(self, ask: Ask) -> None:
        deck = self.deck()
        if deck is not None and ask.own:
            deck.release(_pending(ask))

    def _feed(self, ask: Ask, review: HandReview) -> None:
        """A hand of the user's game was reviewed (in the background, or opened by the user)."""
        deck = self.deck()
        # Only a hand held since it was scored (found by review: a hand reviewed again in a later run,
        # or after its cards were practised away, put them back); once here (an undo that scores it
        # again as it was adds nothing)
        hand = _pending(ask)
        digest = hand.digest()
        if deck is None or not self.prefs.mistakes_from_games or any(f.hand == digest for f in deck.fed) \
                or hand not in deck.pending:
            self._release(ask)
            return
        held = deck.pending[deck.pending.index(hand)]
        cards = mistakes_of(review, ask.rules, ask.logs, ask.user, ask.seed, held.played)
        fed = []
        with deck.together():  # one write of the deck for the hand
            for card in cards:
                before = deck.card(card.key)
                deck.answered(card, card.lost, True, card.points)
                put = deck.card(card.key)
                if put is not None:  # (None: the deck was full of worse ones)
                    fed.append((put, before))
            deck.remember(FedHand(digest, ask.index, tuple(fed)))
            if ask.game is not None:
                self._games[digest] = ask.game
            self._release(ask)
        if not cards:
            return
        n = len(cards)
        # (found by review: a review the window showed, done while a lesson had the table, said its hand was of
        # "an earlier game" where it was of the game set aside)
        if self.reviewer.of_own_game(ask):
            said = translate("MainWindow", "Hand {number}: %n costly decision(s) of yours went into My mistakes.", None, n)
            self.say(said.format(number=ask.index + 1))
        else:  # (found by review: after a new game at once, "Hand 1: ..." named a hand the new game never had)
            self.say(translate("MainWindow", "%n costly decision(s) of yours from an earlier game went into My mistakes.",
                               None, n))


def _pending(ask: Ask) -> Pending:
    logs = ask.logs[:ask.index + 1]
    return Pending(ask.rules, ask.seed, tuple(logs), ask.user, ask.given, tuple(ask.names))
