"""Reviewing a finished hand: the review is worked out off the GUI thread, its progress
shown in the review window; a review asked for again replaces the one under way. A finished
review is kept under everything it was worked out from, and shown at once when asked again.

A hand of the user's own game is also reviewed in the background once it is scored (`background`),
for My mistakes: the user's review takes its place at once (the background one stops at its next
decision and waits its turn again), and a new game or quitting stops it. The bids and plays its
review grades costly go into the deck (`GameMistakes`, `trainer.own_game`). Measured before
choosing this: the review of 20 seeded hands took 18 s of CPU at the Hard level, under a second a
hand on average (3 s at most), on the work lane while the user reads the hand's result."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..engine import HandLog, HandResult, Rules
from ..trainer.mistakes import Deck
from ..trainer.own_game import mistakes_of, takes_mistakes
from ..trainer.review import HandReview, review_hand
from .controller import GameController
from .i18n import render_error, translate
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
        self._stop = threading.Event()
        """Set to stop the review being worked out at its next decision."""
        self._waiting: list[Ask] = []
        """Background reviews waiting their turn, oldest first."""
        self.own_game: Callable[[], bool] = lambda: False
        """The table plays the user's own game (its reviews feed My mistakes)."""
        self.feed: Callable[[Ask, HandReview], None] | None = None
        """Hears of each review of a hand of the user's own game, once it is worked out."""

    def _ask(self, index: int) -> Ask:
        state = self.controller.session.state
        rules, logs = state.rules, [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in state.logs]
        user, seed = self.controller.human, state.seed
        given = self.given[2] if self.given is not None and self.given[:2] == (seed, index) else 0
        return Ask(rules, logs, index, user, seed, given, self.controller.players_names(), self.own_game())

    def background(self, index: int) -> None:
        """Review hand `index` of the game on the table for My mistakes, the window not shown: now if
        nothing else is being reviewed, else after what is."""
        ask = self._ask(index)
        kept = self._kept.get(ask.key)
        if kept is not None:
            self._fed(ask, kept)
        elif self._working is None:
            self._start(ask, shown=False)
        elif self._working.key != ask.key and all(a.key != ask.key for a in self._waiting):
            self._waiting.append(ask)

    def table_changed(self) -> None:
        """A new game, a game loaded or an undo: the background reviews of hands no longer on the table
        (another game, a hand undone) are dropped, the one under way stopped at its next decision (a
        review the window waits for goes on)."""
        self._waiting = [a for a in self._waiting if self._on_table(a)]
        if self._working is not None and not self._shown and not self._on_table(self._working):
            self._stop.set()
            self._reviews.cancel()
            self._working = None
            self._next()

    def _on_table(self, ask: Ask) -> bool:
        """The hand of `ask` is a finished hand of the game on the table, as it was played."""
        finished = len(self.controller.session.state.results)
        return ask.index < finished and self.own_game() and self._ask(ask.index).key == ask.key

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
        ask = self._ask(index)
        dialog = self.dialog or ReviewDialog(self.window)
        self.dialog = dialog
        kept = self._kept.get(ask.key)
        if kept is not None:  # seen before: shown at once (found by QA: it was worked out again)
            self._kept.move_to_end(ask.key)
            if self._working is not None and self._shown:  # (a background review under way goes on)
                self._stop.set()
                self._reviews.cancel()
                self._working = None
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

    def _start(self, ask: Ask, shown: bool) -> None:
        """Work `ask` out now; a background review under way stops and waits its turn again."""
        if self._working is not None and not self._shown:
            self._waiting.insert(0, self._working)
        self._stop.set()  # (whatever ran before stops at its next decision)
        stop = self._stop = threading.Event()
        self._working, self._shown = ask, shown

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
        if self._working is None and self._waiting:
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


FED = 256
"""Reviews remembered as fed to the deck (a hand scored again after an undo, as it was, adds nothing)."""


class GameMistakes:
    """My mistakes from the user's own games: each hand the table plays for the user (not practice,
    not a lesson) is reviewed once it is scored, and what the review grades costly goes in the deck."""

    def __init__(self, reviewer: HandReviewer, statistics: Statistics, prefs: Preferences,
                 say: Callable[[str, bool], None]):
        """`statistics` has the deck, and says when the table plays the user's own game (`recording`)."""
        self.reviewer, self.statistics, self.prefs, self.say = reviewer, statistics, prefs, say
        self.controller = statistics.controller
        self._fed: list[ReviewKey] = []
        reviewer.own_game = statistics.recording
        reviewer.feed = self._feed
        self.controller.handScored.connect(self._scored)
        self.controller.gameReset.connect(reviewer.table_changed)

    def deck(self) -> Deck | None:
        return self.statistics.deck

    def _scored(self, _result: HandResult) -> None:
        state = self.controller.state
        if not self.prefs.mistakes_from_games or self.deck() is None or not self.reviewer.own_game():
            return
        if takes_mistakes(state.rules, self.controller.human):
            self.reviewer.background(len(state.results) - 1)

    def _feed(self, ask: Ask, review: HandReview) -> None:
        """A hand of the user's game was reviewed (in the background, or opened by the user)."""
        deck = self.deck()
        if deck is None or not self.prefs.mistakes_from_games or ask.key in self._fed:
            return
        self._fed = [*self._fed[-FED + 1:], ask.key]
        cards = mistakes_of(review, ask.rules, ask.logs, ask.user, ask.seed)
        for card in cards:
            deck.answered(card, card.lost, True, card.points)
        if cards:
            n = len(cards)
            said = translate("MainWindow", "Hand {number}: %n costly decision(s) of yours went into My mistakes.", None, n)
            self.say(said.format(number=ask.index + 1), True)
