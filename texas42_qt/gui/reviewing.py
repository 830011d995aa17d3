"""Reviewing a finished hand: the review is worked out off the GUI thread, its progress
shown in the review window; a review asked for again replaces the one under way."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..engine import HandLog
from ..trainer.review import HandReview, review_hand
from .controller import GameController
from .i18n import render_error, translate
from .trainer_views import ReviewDialog
from .work import Channel


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
        given = self.given[2] if self.given is not None and self.given[:2] == (seed, index) else 0
        dialog = self.dialog or ReviewDialog(self.window)
        self.dialog = dialog
        dialog.title.setText(translate("MainWindow", "Reviewing hand {number}…").format(number=index + 1))
        dialog.progress.show()
        dialog.table.setRowCount(0)
        dialog.show()

        def work(report: Callable[[int, int], None]) -> HandReview:
            return review_hand(rules, logs, index, user, "hard", seed, report, given)

        self._reviews.run(work, then=self._reviewed, failed=self._failed)

    def _review_progress(self, done: int, total: int) -> None:
        if self.dialog is not None:
            self.dialog.set_progress(done, total)

    def _reviewed(self, review: HandReview) -> None:
        if self.dialog is not None:
            self.dialog.show_review(review, self.controller.rules, self.controller.players_names())

    def _failed(self, error: BaseException) -> None:
        self.error(translate("MainWindow", "The review failed: {error}").format(error=render_error(error)))

    def shutdown(self) -> None:
        self._reviews.cancel()
