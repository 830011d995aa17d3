"""Runs the table's animations one after another and holds the game meanwhile.

Each step is a function that builds its animation when its turn comes (so it
starts from where the previous step left the tiles). While steps remain, the
controller is held: no AI action is applied until the table has shown the last
one. `skip()` plays every remaining step to its end at once.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

from .controller import GameController

Step = Callable[[], QAbstractAnimation | None]


class Animator(QObject):
    idle = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.speed = 1.0
        """Duration factor: 0 shows every step at once (reduced motion)."""
        self._steps: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._holding = False
        self._skipping = False
        self._pending = False
        """A step is to start on the event loop's next turn (`_soon`)."""

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._steps)

    def ms(self, base: float) -> int:
        """A duration scaled by the speed setting."""
        return int(base * self.speed)

    def add(self, step: Step) -> None:
        self._steps.append(step)
        if not self._holding:
            self._holding = True
            self.controller.hold()
        if self._current is None:
            self._soon()

    def skip(self) -> None:
        """Finish every queued animation now."""
        if not self.busy:
            return
        self._skipping = True
        try:
            if self._current is not None:
                self._finish(self._current)
            while self._steps and self._current is None:
                self._next()
        finally:
            self._skipping = False

    def clear(self, release: bool = True) -> None:
        """Drop queued steps and stop the running one where it is (new game, undo, close).
        `release=False` keeps the game held until `let_go`: a table being redrawn lets the game
        move on only once its tiles are new (found by a test: released mid-redraw, the game's
        next turn animated the old tiles, which the redraw then deleted under the animation)."""
        self._steps.clear()
        self._pending = False
        current, self._current = self._current, None
        if current is not None:
            current.finished.disconnect(self._on_finished)
            current.stop()
            current.deleteLater()
        if release:
            self._let_go()

    def let_go(self) -> None:
        """Let the game move on, if nothing is left to show (after `clear(release=False)`)."""
        self._let_go()

    def _soon(self) -> None:
        """Start the next step on the event loop's next turn, so the table paints what the last
        event did first: building a step in the same turn (the deal's 28 tiles, the reveal) and
        the game's next move with it held the GUI up to 60 ms at once. On a timer, not a posted
        call: Qt runs the calls posted during its pass over posted calls in that same pass, so the
        game's move, the step and the repaint it causes ran back to back with no input between.
        At once when nothing moves."""
        if self.speed == 0 or self._skipping:
            self._next()
        elif not self._pending:
            self._pending = True
            QTimer.singleShot(1, self, self._run_pending)

    def _run_pending(self) -> None:
        if self._pending:
            self._pending = False
            if self._current is None:
                self._next()

    def _next(self) -> None:
        while self._steps:
            anim = self._steps.popleft()()
            if anim is None:
                continue
            if self.speed == 0 or self._skipping or anim.totalDuration() == 0:
                self._finish(anim)
                continue
            self._current = anim
            anim.finished.connect(self._on_finished)
            anim.start()
            return
        self._let_go()

    def _finish(self, anim: QAbstractAnimation) -> None:
        """Jump an animation to its end state (its finished handlers still run)."""
        if anim is self._current:
            anim.setCurrentTime(anim.totalDuration())
            if anim.state() != QAbstractAnimation.State.Stopped:
                anim.stop()
                self._on_finished()
            return
        anim.start()
        anim.setCurrentTime(anim.totalDuration())
        anim.stop()
        anim.deleteLater()

    def _on_finished(self) -> None:
        done, self._current = self._current, None
        if done is not None:
            done.finished.disconnect(self._on_finished)
            done.deleteLater()
        self._soon()

    def _let_go(self) -> None:
        if self._current is None and not self._steps and self._holding:
            self._holding = False
            self.idle.emit()
            self.controller.release()


def animate(item: QGraphicsObject, prop: bytes, start: object, end: object, ms: int) -> QPropertyAnimation:
    """An eased animation of one property of a table item."""
    a = QPropertyAnimation(item, prop)
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(ms)
    a.setEasingCurve(QEasingCurve.Type.OutCubic)
    return a


def in_sequence(group: QParallelAnimationGroup) -> QSequentialAnimationGroup:
    seq = QSequentialAnimationGroup()
    seq.addAnimation(group)
    return seq
