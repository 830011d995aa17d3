"""Reviewing a finished hand: the review is worked out off the GUI thread, its progress
shown in the review window; a review asked for again replaces the one under way. A finished
review is kept under everything it was worked out from, and shown at once when asked again."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..engine import HandLog, Rules
from ..trainer.review import HandReview, review_hand
from .controller import GameController
from .i18n import render_error, translate
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
        self._working: ReviewKey | None = None
        """The key of the review being worked out."""

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
        rules, logs = state.rules, [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in state.logs]
        user, seed = self.controller.human, state.seed
        names = self.controller.players_names()
        given = self.given[2] if self.given is not None and self.given[:2] == (seed, index) else 0
        key = review_key(rules, logs, index, user, seed, given)
        dialog = self.dialog or ReviewDialog(self.window)
        self.dialog = dialog
        kept = self._kept.get(key)
        if kept is not None:  # seen before: shown at once (found by QA: it was worked out again)
            self._kept.move_to_end(key)
            self._reviews.cancel()
            self._working = None
            dialog.show_review(kept, rules, names)
        elif key != self._working:  # (asked again while worked out, it goes on)
            self._working = key
            dialog.begin(translate("MainWindow", "Reviewing hand {number}…").format(number=index + 1))

            def work(report: Callable[[int, int], None]) -> HandReview:
                return review_hand(rules, logs, index, user, "hard", seed, report, given)

            # shown with its own game's rules and seats, whatever game the table has by then
            self._reviews.run(work, then=lambda review: self._reviewed(key, review, rules, names), failed=self._failed)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _review_progress(self, done: int, total: int) -> None:
        if self.dialog is not None:
            self.dialog.set_progress(done, total)

    def _reviewed(self, key: ReviewKey, review: HandReview, rules: Rules, names: list[str]) -> None:
        self._working = None
        self._kept[key] = review
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        if self.dialog is not None:
            self.dialog.show_review(review, rules, names)

    def _failed(self, error: BaseException) -> None:
        self._working = None
        text = translate("MainWindow", "The review failed: {error}").format(error=render_error(error))
        if self.dialog is not None:  # no busy bar left turning for work that is over
            self.dialog.title.setText(text)
            self.dialog.progress.hide()
        self.error(text)

    def shutdown(self) -> None:
        self._reviews.cancel()
        self._working = None
