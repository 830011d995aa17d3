"""The Qt adapter of the game session.

`GameController` wraps a `play.session.GameSession` (the game's flow, Qt-free)
and the one `WorkService`: it turns the session's events into signals, runs the
computer seats' decisions and the hints on the service's "ai" lane (the GUI
thread never waits on them), and paces computer actions with a timer. Views
hold animations open with `hold()` and `release()`; a decision that arrives
meanwhile is applied afterwards. Views read `snapshot()`, the user's view of
the game, so a view cannot show a hidden tile by mistake.
"""

from __future__ import annotations

import concurrent.futures
import functools
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.widow_hint import WidowHint
from ..engine import Action, GameState, Observation, Rules
from ..engine.levels import LEVELS
from ..play.session import Event, GameSession, Hint, PlayerFactory, SeatConfig, Snapshot, Step, for_user
from .i18n import render, render_error, translate
from .work import WATCHDOG_MS, Channel, WorkService

__all__ = ["LEVELS", "GameController", "Hint", "PlayerFactory", "SeatConfig", "WidowHint", "for_user", "THINKING_MS",
           "WATCHDOG_MS"]

THINKING_MS = 500
"""An AI that takes longer than this shows a "thinking" marker."""




class GameController(QObject):
    dealt = Signal()
    bidMade = Signal(int, object)  # seat, Bid
    contractNamed = Signal(int, object)  # seat, Contract
    widowTaken = Signal(int)  # seat (the discard stays hidden)
    tilePlayed = Signal(int, int)  # seat, tile
    trickWon = Signal(int, object)  # winner, Trick
    handScored = Signal(object)  # HandResult
    gameOver = Signal(int)  # winning side
    turnChanged = Signal(int)  # seat to act (-1: nobody)
    thinkingChanged = Signal(int, bool)
    gameReset = Signal()  # new game, loaded game or undo: rebuild everything
    message = Signal(str)
    hintReady = Signal(object)  # a Hint for the user's decision (a first look, then the full one)
    actionApplied = Signal()  # after every action (autosave listens)
    laidDown = Signal(int)  # seat that laid its hand down (the rest of the tricks are its side's)

    def __init__(self, parent: QObject | None = None, ai_factory: PlayerFactory | None = None,
                 work: WorkService | None = None):
        super().__init__(parent)
        remote = ai_factory is None
        """Decide in a separate process, so the AI's Python never competes with the GUI
        thread for the GIL: on a thread, the GUI stalled up to 170 ms per frame with the
        pure-Python solver and up to 50 ms with the native one. Tests that pass their
        own `ai_factory` decide on a thread."""
        self.work = work or WorkService(self, use_process=remote)
        self.work.message.connect(self.message)
        self._hints = Channel(self.work, "ai")
        """The hint being computed: dropped once the position moves on (any action, undo, new deal)."""
        self.session = GameSession(ai_factory, remote=remote)
        self.session.listen(self._on_event)
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.timeout.connect(self._show_thinking)
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._advance)
        self._thinking_seat = -1
        self._closed = False
        self._advancing = False
        self._again = False

    def _on_event(self, e: Event) -> None:
        if e.kind in ("applied", "reset", "dealt"):
            self._hints.cancel()  # a hint of the position before is of no use now
        match e.kind:
            case "bid":
                self.bidMade.emit(e.seat, e.value)
            case "contract":
                self.contractNamed.emit(e.seat, e.value)
            case "tile":
                self.tilePlayed.emit(e.seat, e.value)
            case "trick":
                self.trickWon.emit(e.seat, e.value)
            case "scored":
                self.handScored.emit(e.value)
            case "dealt":
                self.dealt.emit()
            case "reset":
                self.gameReset.emit()
            case "applied":
                self.actionApplied.emit()
            case "widow":
                self.widowTaken.emit(e.seat)
            case "claim":
                self.laidDown.emit(e.seat)
            case "turn":
                self.turnChanged.emit(e.seat)
            case "game_over":
                self.gameOver.emit(e.seat)

    # ------------------------------------------------------------ set up

    def new_game(self, rules: Rules, seats: list[SeatConfig], seed: int | None = None, undo: bool = True) -> None:
        """Start a game; AI seats are built from their levels."""
        self.load(GameState(rules, seed=seed), seats, undo)

    def load(self, state: GameState, seats: list[SeatConfig], undo: bool = True,
             script: Callable[[GameState], Action] | None = None) -> None:
        """Continue a game replayed from a record (or a new one); `script` gives the
        computer seats' moves (a tutorial lesson)."""
        self._stop_thinking()
        self._pace_timer.stop()
        self.session.install(state, seats, undo, script)
        self._advance()

    # ----------------------------------------------------------- queries

    @property
    def state(self) -> GameState:
        """The whole game, hidden tiles included: for tools and tests, never for views."""
        return self.session.state

    @property
    def rules(self) -> Rules:
        return self.session.state.rules

    @property
    def seats(self) -> list[SeatConfig]:
        return self.session.seats

    @property
    def human(self) -> int:
        return self.session.human

    @property
    def undo_allowed(self) -> bool:
        return self.session.undo_allowed

    @property
    def view_seat(self) -> int:
        return self.session.view_seat

    @property
    def use_process(self) -> bool:
        return self.work.use_process

    @property
    def watchdog_ms(self) -> int:
        return self.work.watchdog_ms

    @watchdog_ms.setter
    def watchdog_ms(self, value: int) -> None:
        self.work.watchdog_ms = value

    @property
    def pace_ms(self) -> int:
        return int(self.session.pace * 1000)

    @pace_ms.setter
    def pace_ms(self, value: int) -> None:
        self.session.pace = value / 1000

    def observation(self) -> Observation:
        return self.session.observation()

    def snapshot(self) -> Snapshot:
        return self.session.snapshot()

    @property
    def started(self) -> bool:
        return self.session.started

    @property
    def busy(self) -> bool:
        """An AI decision or hint is being computed."""
        return self.session.computing or self.work.busy("ai")

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo_from_here(self) -> None:
        """Undo goes back no further than the position now on the table."""
        self.session.undo_from_here()

    def players_names(self) -> list[str]:
        return self.session.names()

    # --------------------------------------------------- the user's actions

    def act(self, action: Action) -> str | None:
        """The user's action. Returns None if applied, else why not (also sent as `message`)."""
        reason = translate("Controller", "It is not your turn.") if self._closed else self.session.act(action)
        if reason is not None:
            self.message.emit(render(reason))  # a signal carries a plain str: the Text is rendered first
            return reason
        self._advance()
        return None

    def next_hand(self) -> bool:
        """After a scored hand: start the next one (False if the hand is not over)."""
        if not self.session.next_hand():
            return False
        self._advance()
        return True

    def undo(self) -> bool:
        """Take back the user's last action and everything after it."""
        self._pace_timer.stop()
        self._stop_thinking()
        reason = self.session.undo()
        if reason is not None:
            self.message.emit(render(reason))
            self._advance()  # the game goes on as before: its pacing timer was stopped above
            return False
        self._hints.cancel()  # a hint under way is for the position undone
        self._advance()
        return True

    def request_hint(self) -> bool:
        """Compute the hint for the user's decision off the GUI thread; `hintReady` delivers it."""
        plan = self.session.hint_plan()
        if plan is None or self.work.busy("ai"):
            return False
        for hint in plan.now:
            self.hintReady.emit(hint)
        self._hints.cancel()  # (a hint asked again replaces the one under way)
        for func, args in plan.jobs:  # a first look, then the whole: both count
            self._hints.run(func, *args, then=self.hintReady.emit, failed=self._hint_failed, replace=False)
        return True

    def _hint_failed(self, error: BaseException) -> None:
        self.message.emit(translate("Controller", "The hint failed: {error}").format(error=render_error(error)))

    # -------------------------------------------------------- animation

    def hold(self) -> None:
        """A view is animating: apply no action until `release()`."""
        self.session.hold()

    def release(self) -> None:
        self.session.release()
        if not self.session.held:
            self._advance()

    @property
    def held(self) -> bool:
        return self.session.held

    # ---------------------------------------------------------- driving the session

    def _advance(self) -> None:
        """Move the game on; start the computation or the pacing timer it needs."""
        if self._closed:
            return
        if self._advancing:  # a signal handler released a hold: go round once more
            self._again = True
            return
        self._advancing = True
        try:
            self._again = True
            while self._again and not self._closed:
                self._again = False
                self._start(self.session.advance(time.monotonic()))
        finally:
            self._advancing = False

    def _start(self, step: Step) -> None:
        if step.kind == "wait":
            if not self._pace_timer.isActive():
                self._pace_timer.start(int(step.wait * 1000) + 1)
        elif step.kind == "compute":
            assert step.job is not None and step.ticket is not None
            self._thinking_seat = step.seat
            self._thinking_timer.start(THINKING_MS)
            func, args = step.job
            self.work.submit("ai", func, *args, done=functools.partial(self._decided, step.ticket))

    def _decided(self, ticket: tuple[int, int, int], future: concurrent.futures.Future[Any]) -> None:
        if self._closed:
            return
        self._stop_thinking()
        error = future.exception()
        now = time.monotonic()
        if error is None:
            self.session.offer(ticket, future.result(), now)
        elif self.session.fallback(ticket, now):
            self.message.emit(translate("Controller", "The computer player failed: {error}").format(error=render_error(error)))
        self._advance()

    def run_in_ai_process(self, func: Callable[[], Any]) -> Any:
        """Call func where the AI decides (its process, or its thread) and wait for the answer."""
        return self.work.call("ai", func)

    def _show_thinking(self) -> None:
        if self._thinking_seat >= 0 and self.session.computing:
            self.thinkingChanged.emit(self._thinking_seat, True)

    def _stop_thinking(self) -> None:
        self._thinking_timer.stop()
        if self._thinking_seat >= 0:
            self.thinkingChanged.emit(self._thinking_seat, False)
        self._thinking_seat = -1

    # ---------------------------------------------------------- closing

    @property
    def closed(self) -> bool:
        return self._closed

    def shutdown(self, wait: bool = True) -> None:
        """Stop timers and the workers (a decision in flight finishes; its result is dropped)."""
        if self._closed:
            return
        self._closed = True
        self._hints.cancel()
        self._thinking_timer.stop()
        self._pace_timer.stop()
        self.session.forget()
        self.work.shutdown(wait=wait)
