"""The one object between the engine and the window.

`GameController` owns the `GameState` and a player per seat (a human seat is
just a seat with no AI). It applies actions, emits a signal for each thing
that happened, and asks AI seats for their decisions on a worker thread: the
GUI thread never waits on the AI. Views hold animations open with `hold()` and
`release()`; an AI decision that arrives meanwhile is applied afterwards.
Views learn the game only through `observation()`, which is the human seat's
view, so a view cannot show a hidden tile by mistake.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import multiprocessing
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from ..ai import hints
from ..ai.players import LEVELS as AI_LEVELS
from ..ai.players import Player, choose_kept, make_player, seat_seed, widow_discard
from ..engine import (
    Action,
    Bid,
    Discard,
    GameState,
    NameTrump,
    Observation,
    Phase,
    Play,
    Rules,
)
from ..engine.tiles import TILE_NAMES

LEVELS = ("easy", *AI_LEVELS)
"""Every AI level a seat may have: the rule-based Easy, then the search levels."""
THINKING_MS = 500
WATCHDOG_MS = 120_000
"""A job not answered in this time is abandoned and the worker replaced: far above
any fixed-effort decision (Hard's slowest bid with the native solver is under a
second; with the pure-Python solver, about a minute)."""
PREVIEW_PART = 0.25
"""A hint first shows the analysis on this share of its worlds, then on all of them."""
"""An AI that takes longer than this shows a "thinking" marker."""


@dataclass(frozen=True)
class SeatConfig:
    name: str
    level: str | None = None
    """AI level ("easy", "normal", "hard"), or None for the human."""

    @property
    def is_human(self) -> bool:
        return self.level is None


@dataclass(frozen=True)
class WidowHint:
    tile: int
    reason: str


class HumanSeat:
    """The user's seat: a player like the AI ones, whose decisions arrive from the
    window through `GameController.act` instead of from a worker thread."""

    def choose(self, obs: Observation) -> Action:
        raise RuntimeError("the user's decisions come from the window")


class _Relay(QObject):
    """Carries a worker thread's result to the GUI thread (a queued signal)."""

    done = Signal(object, object, object)  # ticket, kind, future


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
    hintReady = Signal(object)
    actionApplied = Signal()  # after every action (autosave listens)

    def __init__(self, parent: QObject | None = None, ai_factory: Callable[[str, int, str], Player] | None = None):
        super().__init__(parent)
        self._make_player = ai_factory or (lambda level, seed, name: make_player(level, seed, name))
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="texas42-ai")
        self._procs: concurrent.futures.ProcessPoolExecutor | None = None
        self.use_process = ai_factory is None
        """Decide in a separate process, so the AI's Python never competes with the GUI
        thread for the GIL: on a thread, the GUI stalled up to 170 ms per frame with the
        pure-Python solver and up to 50 ms with the native one (which releases the GIL
        only inside the C search). Players are rebuilt there from (level, seed, name);
        tests that pass their own `ai_factory` decide on a thread."""
        if self.use_process:
            self._executor().submit(int)  # start the process now, before the window is up
        self._relay = _Relay()
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.timeout.connect(self._show_thinking)
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._advance)
        self.state = GameState(Rules())
        self.seats: list[SeatConfig] = []
        self.players: list[Player | HumanSeat] = []
        self.human = 0
        self.undo_allowed = True
        self.pace_ms = 0
        """Least time between two AI actions, so a person can follow the game."""
        self._generation = 0
        self._holds = 0
        self._job: tuple[Any, ...] | None = None
        self._ready: tuple[tuple[Any, ...], Action] | None = None
        self._ready_at = 0.0
        self._last_turn: tuple[Any, ...] | None = None
        self._thinking_seat = -1
        self._undo_points: list[int] = []
        self._closed = False
        self._started = False
        self._jobs: dict[concurrent.futures.Future, tuple] = {}
        self._abandoned: set[concurrent.futures.Future] = set()
        self.watchdog_ms = WATCHDOG_MS
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._watchdog_fired)

    # ------------------------------------------------------------ set up

    def new_game(self, rules: Rules, seats: list[SeatConfig], seed: int | None = None, undo: bool = True) -> None:
        """Start a game; AI seats are built from their levels."""
        state = GameState(rules, seed=seed)
        self._install(state, seats, undo)

    def load(self, state: GameState, seats: list[SeatConfig], undo: bool = True) -> None:
        """Continue a game replayed from a record."""
        self._install(state, seats, undo)

    def _install(self, state: GameState, seats: list[SeatConfig], undo: bool) -> None:
        if len(seats) != state.n:
            raise ValueError(f"{state.rules.variant.label} needs {state.n} seats, got {len(seats)}")
        humans = [i for i, s in enumerate(seats) if s.is_human]
        if len(humans) > 1:
            raise ValueError("one human seat at most")
        self._cancel()
        self.state = state
        self.seats = list(seats)
        self.human = humans[0] if humans else -1
        self.players = [
            HumanSeat() if s.is_human else self._make_player(s.level or "hard", seat_seed(state.seed, i), s.name)
            for i, s in enumerate(seats)
        ]
        self.undo_allowed = undo
        self._undo_points = []
        self._holds = 0
        self._started = True
        self.gameReset.emit()
        self._advance()

    # ----------------------------------------------------------- queries

    @property
    def view_seat(self) -> int:
        """The seat whose view the window shows: the human's, else seat 0."""
        return max(self.human, 0)

    def observation(self) -> Observation:
        return self.state.observation(self.view_seat)

    @property
    def started(self) -> bool:
        return self._started

    @property
    def busy(self) -> bool:
        """An AI decision or hint is being computed."""
        return self._job is not None

    def can_undo(self) -> bool:
        return self.undo_allowed and bool(self._undo_points)

    def players_names(self) -> list[str]:
        return [s.name for s in self.seats]

    # --------------------------------------------------- human actions

    def act(self, action: Action) -> str | None:
        """The human's action. Returns None if applied, else why not (also sent as `message`)."""
        state = self.state
        if self._closed or self.human < 0 or state.to_act != self.human:
            reason = "It is not your turn."
        else:
            reason = state.refusal(action)
            if reason is not None:
                reason = for_user(reason, self.human)
        if reason is not None:
            self.message.emit(reason)
            return reason
        self._undo_points.append(_action_count(state))
        self._apply(self.human, action)
        return None

    def next_hand(self) -> bool:
        """After a scored hand: start the next one (False if the hand is not over)."""
        if self.state.phase is not Phase.SCORED:
            return False
        self.state.next_hand()
        self._advance()
        return True

    def undo(self) -> bool:
        """Take back the human's last action and everything after it."""
        if not self.can_undo():
            self.message.emit("Undo is off in this game." if not self.undo_allowed else "Nothing to undo.")
            return False
        target = self._undo_points.pop()
        self._cancel()
        state = self.state
        while _action_count(state) > target:
            state.undo()
        self._holds = 0
        self.gameReset.emit()
        self.actionApplied.emit()
        self._advance()
        return True

    def request_hint(self) -> bool:
        """Compute the hint for the human's decision off the GUI thread; `hintReady` delivers it."""
        state = self.state
        if self.human < 0 or state.to_act != self.human or self._job is not None:
            return False
        obs = state.observation(self.human)
        if obs.phase is Phase.WIDOW:
            tile = widow_discard(obs)
            self.hintReady.emit(WidowHint(tile, f"Lay away the {TILE_NAMES[tile]}: it is the tile least likely to take a trick."))
            return True
        if obs.phase is not Phase.PLAY:
            # The offline model's table at once (4-player Texas 42); the simulation refines it.
            quick = hints.instant_bid_hint(obs)
            if quick is not None:
                self.hintReady.emit(quick)
        func = hints.play_hint if obs.phase is Phase.PLAY else hints.bid_hint
        # The Hard AI's own analysis for this seat, on a quarter of its worlds first (the
        # same worlds' first ones), then on all of them: it refines instead of timing out.
        seed = seat_seed(state.seed, self.human)
        self._submit("hint", None, func, obs, "hard", seed, PREVIEW_PART)
        self._submit("hint", None, func, obs, "hard", seed)
        return True

    # -------------------------------------------------------- animation

    def hold(self) -> None:
        """A view is animating: apply no action until `release()`."""
        self._holds += 1

    def release(self) -> None:
        if self._holds > 0:
            self._holds -= 1
        if self._holds == 0:
            self._advance()

    @property
    def held(self) -> bool:
        return self._holds > 0

    # ---------------------------------------------------------- engine

    def _apply(self, seat: int, action: Action) -> None:
        state = self.state
        tricks_before = len(state.tricks)
        state.apply(action)
        if isinstance(action, Bid):
            self.bidMade.emit(seat, action)
        elif isinstance(action, NameTrump):
            self.contractNamed.emit(seat, action.contract)
        elif isinstance(action, Discard):
            self.widowTaken.emit(seat)
        elif isinstance(action, Play):
            self.tilePlayed.emit(seat, action.tile)
            if len(state.tricks) > tricks_before:
                trick = state.tricks[-1]
                self.trickWon.emit(trick.winner, trick)
        if state.phase in (Phase.SCORED, Phase.GAME_OVER) and state.result is not None:
            self.handScored.emit(state.result)
            if state.phase is Phase.GAME_OVER and state.winner is not None:
                self.gameOver.emit(state.winner)
        self.actionApplied.emit()
        self._advance()

    def _advance(self) -> None:
        """Move the game on as far as it goes without the human."""
        if self._closed or not self._started:
            return
        state = self.state
        if state.phase is Phase.DEAL:
            state.deal()
            self._last_turn = None
            self.actionApplied.emit()
            self.dealt.emit()
        seat = state.to_act
        if seat < 0:
            self._announce(-1)
            return
        if isinstance(self.players[seat], HumanSeat):
            self._announce(seat)
            return
        ticket = self._ticket()
        if self._ready is not None and self._ready[0] == ticket:
            self._apply_ready()
        elif self._job is None:
            self._announce(seat)
            self._start_ai(seat, ticket)

    def _announce(self, seat: int) -> None:
        key = self._ticket() + (seat,)
        if key != self._last_turn:
            self._last_turn = key
            self.turnChanged.emit(seat)

    def _apply_ready(self) -> None:
        if self._holds:
            return
        wait = self._ready_at + self.pace_ms / 1000 - time.monotonic()
        if wait > 0:
            if not self._pace_timer.isActive():
                self._pace_timer.start(int(wait * 1000) + 1)
            return
        assert self._ready is not None
        _, action = self._ready
        self._ready = None
        self._apply(self.state.to_act, action)

    def _ticket(self) -> tuple[int, int, int]:
        return (self._generation, self.state.hand_index, _action_count(self.state))

    def _start_ai(self, seat: int, ticket: tuple[Any, ...]) -> None:
        obs = self.state.observation(seat)
        self._thinking_seat = seat
        self._thinking_timer.start(THINKING_MS)
        if self.use_process:
            cfg = self.seats[seat]
            self._submit("ai", ticket, choose_kept, cfg.level or "hard", seat_seed(self.state.seed, seat), cfg.name, obs)
        else:
            self._submit("ai", ticket, self.players[seat].choose, obs)

    def _submit(self, kind: str, ticket: tuple[Any, ...] | None, work: Callable[..., Any], *args: Any,
                tries: int = 0) -> None:
        """Run work(*args) on the AI thread (or process) and deliver it to `_on_done`.
        A dead worker is replaced and the job sent again; the watchdog replaces a
        worker that never answers (stopped or wedged)."""
        ticket = ticket or self._ticket()
        self._job = ticket
        try:
            future = self._executor().submit(work, *args)
        except (concurrent.futures.BrokenExecutor, RuntimeError):
            self._replace_worker()
            self.message.emit("The computer player's process had stopped; it was restarted and the game goes on.")
            future = self._executor().submit(work, *args)
        self._jobs[future] = (kind, ticket, work, args, tries, self._procs)
        self._watchdog.start(self.watchdog_ms)
        relay = self._relay
        future.add_done_callback(lambda f: relay.done.emit(ticket, kind, f))

    def _replace_worker(self) -> None:
        """Kill the AI process (if it still runs) and start a new one on the next job."""
        procs, self._procs = self._procs, None
        if procs is None:
            return
        for process in list(getattr(procs, "_processes", {}).values()):  # the pool has no public kill
            with contextlib.suppress(Exception):
                process.kill()
        with contextlib.suppress(Exception):
            procs.shutdown(wait=False, cancel_futures=True)

    def _watchdog_fired(self) -> None:
        """A job took far longer than its counted effort can: the worker is stopped or
        wedged. Abandon it, start a new worker and send the jobs again."""
        live = [(f, job) for f, job in self._jobs.items() if not f.done()]
        if not live or not self.use_process or self._closed:
            return
        self._retry(live, "The computer player stopped answering; it was restarted and the game goes on.")

    def _retry(self, jobs: list, text: str) -> None:
        for future, _ in jobs:
            if not future.done():
                self._abandoned.add(future)
        if any(job[5] is self._procs for _, job in jobs):  # not a worker already replaced
            self._replace_worker()
            self.message.emit(text)
        for _, (kind, ticket, work, args, tries, _pool) in jobs:
            if ticket == self._ticket():
                self._submit(kind, ticket, work, *args, tries=tries + 1)

    @Slot(object, object, object)
    def _on_done(self, ticket: tuple[Any, ...], kind: str, future: concurrent.futures.Future) -> None:
        job = self._jobs.pop(future, None)
        if future in self._abandoned:  # replaced by the watchdog: its job was sent again
            self._abandoned.discard(future)
            return
        if not any(not f.done() for f in self._jobs):
            self._watchdog.stop()
        if (
            job is not None and not self._closed and job[4] < 2
            and isinstance(future.exception(), concurrent.futures.BrokenExecutor)
        ):
            self._retry([(future, job)], "The computer player's process stopped; it was restarted and the game goes on.")
            return
        if self._job == ticket:
            self._job = None
        if self._closed:
            return
        if kind == "ai":
            self._stop_thinking()
        if ticket != self._ticket():
            self._advance()  # stale: the game moved on (undo, new game)
            return
        error = future.exception()
        if error is not None:
            self.message.emit(f"The {'hint' if kind == 'hint' else 'computer player'} failed: {error}")
            if kind == "ai":  # never leave the game stuck: fall back to the first legal action
                self._ready = (ticket, self.state.legal_actions()[0])
                self._ready_at = time.monotonic()
                self._advance()
            return
        if kind == "hint":
            self.hintReady.emit(future.result())
            return
        self._ready = (ticket, future.result())
        self._ready_at = time.monotonic()
        self._advance()

    def run_in_ai_process(self, func: Callable[[], Any]) -> Any:
        """Call func where the AI decides (its process, or its thread) and wait for the answer."""
        return self._executor().submit(func).result(timeout=60)

    def _executor(self) -> concurrent.futures.Executor:
        if not self.use_process:
            return self._pool
        if self._procs is None:
            context = multiprocessing.get_context("spawn")  # never fork a process that runs Qt threads
            self._procs = concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=context)
        return self._procs

    def _show_thinking(self) -> None:
        if self._thinking_seat >= 0 and self._job is not None:
            self.thinkingChanged.emit(self._thinking_seat, True)

    def _stop_thinking(self) -> None:
        self._thinking_timer.stop()
        if self._thinking_seat >= 0:
            self.thinkingChanged.emit(self._thinking_seat, False)
        self._thinking_seat = -1

    def _cancel(self) -> None:
        """Forget any decision in flight: its result will be stale."""
        self._generation += 1
        self._ready = None
        self._pace_timer.stop()
        self._stop_thinking()
        self._last_turn = None

    # ---------------------------------------------------------- closing

    def shutdown(self, wait: bool = True) -> None:
        """Stop timers and the worker thread (a decision in flight finishes; its result is dropped)."""
        if self._closed:
            return
        self._closed = True
        self._watchdog.stop()
        self._cancel()
        self._pool.shutdown(wait=wait, cancel_futures=True)
        if self._procs is not None:
            self._procs.shutdown(wait=wait, cancel_futures=True)


def _action_count(state: GameState) -> int:
    """Actions taken in the whole game so far (a position to undo back to)."""
    return sum(len(log.actions) for log in state.logs)


_SEAT = re.compile(r"^seat (\d+) ")


def for_user(reason: str, seat: int) -> str:
    """The engine's reason, said to the person at `seat`: "You must follow sixes (you hold 6-1)."."""
    text = _SEAT.sub(lambda m: "You " if int(m.group(1)) == seat else m.group(0), reason)
    text = text.replace("(holds ", "(you hold ").replace("You does not", "You do not")
    text = text[0].upper() + text[1:]
    return text if text.endswith(".") else text + "."
