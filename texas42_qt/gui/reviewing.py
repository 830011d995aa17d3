"""Reviewing a finished hand: the review is worked out off the GUI thread, its progress
shown in the review window; a review asked for again replaces the one under way."""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from ..engine import HandLog
from ..trainer.review import HandReview, review_hand
from .controller import GameController
from .i18n import render_error, translate
from .trainer_views import ReviewDialog
from .work import Channel


class _ProgressRelay(QObject):
    """Carries a review's progress from the worker to the GUI thread."""

    progress = Signal(int, int, int)  # token, done, total


class HandReviewer(QObject):
    def __init__(self, controller: GameController, window: QWidget, say: Callable[[str], None],
                 error: Callable[[str], None]):
        super().__init__(window)
        self.controller = controller
        self.window = window
        self.say = say
        self.error = error
        self.dialog: ReviewDialog | None = None
        self._reviews = Channel(controller.work, "work")
        self._progress = _ProgressRelay()
        self._progress.progress.connect(self._review_progress, Qt.ConnectionType.QueuedConnection)
        self._token = 0

    def review(self, index: int | None = None) -> None:
        """Review a finished hand (the last one by default) in a window; the game is not touched."""
        state = self.controller.session.state
        finished = len(state.results)
        if index is None:
            index = finished - 1
        if not 0 <= index < finished or self.controller.human < 0:
            self.say(translate("MainWindow", "There is no finished hand of yours to review yet."))
            return
        rules, logs = state.rules, [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in state.logs]
        user, seed = self.controller.human, state.seed
        self._token += 1
        token = self._token
        dialog = self.dialog or ReviewDialog(self.window)
        self.dialog = dialog
        dialog.title.setText(translate("MainWindow", "Reviewing hand {number}…").format(number=index + 1))
        dialog.progress.show()
        dialog.table.setRowCount(0)
        dialog.show()
        relay = self._progress

        def work() -> HandReview:
            return review_hand(rules, logs, index, user, "hard", seed, lambda d, n: relay.progress.emit(token, d, n))

        self._reviews.submit(work, done=self._review_done)

    def _review_progress(self, token: int, done: int, total: int) -> None:
        if token == self._token and self.dialog is not None:
            self.dialog.set_progress(done, total)

    def _review_done(self, future: concurrent.futures.Future[Any]) -> None:
        if self.dialog is None:
            return
        error = future.exception()
        if error is not None:
            self.error(translate("MainWindow", "The review failed: {error}").format(error=render_error(error)))
            return
        self.dialog.show_review(future.result(), self.controller.rules, self.controller.players_names())

    def shutdown(self) -> None:
        self._token += 1
        self._reviews.cancel()
