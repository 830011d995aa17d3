"""The one background-work service: everything heavy runs here, off the GUI thread.

Three lanes, each one worker, each in order:
- "ai": seat decisions and hints. A separate process (so the AI's Python never
  competes with the GUI thread for the GIL), or a thread when tests give their
  own players. A dead process is replaced and its jobs sent again; a job not
  answered within the watchdog time (a stopped or wedged process) is abandoned,
  the process replaced and the job sent again, and the user is told.
- "work": practice deals and reveals, reviews, opening records (a thread).
- "save": autosave writes, in order, never behind a long review (a thread).

Results come back on the GUI thread through `done(future)`. A `Channel` drops
the results of work it has since cancelled or replaced.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from ..play.worker import start_ai_process
from .i18n import translate

WATCHDOG_MS = 120_000
"""An AI job not answered in this time is abandoned and the worker replaced: far
above any fixed-effort decision (Hard's slowest bid with the native solver is
under a second; with the pure-Python solver, about a minute)."""
PULSE_MS = 250
STALLED_PULSES = 5
"""A process whose heartbeat has not moved in this many pulses (1.25 s, five beats missed) is
stopped (SIGSTOP, a debugger, a frozen machine) and is replaced at once: within 2 s of its
first missed beat, without waiting for the watchdog."""
STARTUP_PULSES = 40
"""A new process that has not beaten once in this many pulses (10 s) while jobs wait is stalled."""
RETRIES = 2
"""Times a job is sent again after its worker died, before it fails."""

Done = Callable[[concurrent.futures.Future[Any]], None]
Lane = Literal["ai", "work", "save"]
"""Where work runs: see the module's docstring."""


@dataclass
class _Job:
    lane: Lane
    work: Callable[..., Any]
    args: tuple[Any, ...]
    done: Done
    tries: int
    pool: Any


class _Relay(QObject):
    """Carries a worker's finished future to the GUI thread (a queued signal)."""

    finished = Signal(object)


class WorkService(QObject):
    message = Signal(str)
    """A line for the status bar (a worker was restarted)."""

    def __init__(self, parent: QObject | None = None, use_process: bool = True, watchdog_ms: int = WATCHDOG_MS):
        super().__init__(parent)
        # The "work" and "save" lanes (and the AI's when tests give their own players) are threads
        # of this process that run Python: a short GIL switch interval lets the GUI thread, which
        # re-enters Python for every paint and slot, in sooner (without it the GUI stalled ~200 ms
        # a frame against the pure-Python solver on a thread).
        sys.setswitchinterval(0.001)
        self.use_process = use_process
        self.watchdog_ms = watchdog_ms
        self._threads = {
            lane: concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"texas42-{lane}")
            for lane in ("ai", "work", "save")
        }
        self._procs: concurrent.futures.ProcessPoolExecutor | None = None
        self._jobs: dict[concurrent.futures.Future[Any], _Job] = {}
        self._abandoned: set[concurrent.futures.Future[Any]] = set()
        self._closed = False
        self._relay = _Relay()
        self._relay.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._watchdog_fired)
        self._beats: Any = None
        self._last_beat = (-1, 0)  # (count seen, pulses it has not moved)
        self._silent = 0  # pulses with jobs waiting and not one beat yet from the process
        self._pulse = QTimer(self)
        self._pulse.setInterval(PULSE_MS)
        self._pulse.timeout.connect(self._check_heartbeat)
        if use_process:
            self._executor("ai").submit(int)  # start the process now, before the window is up

    @property
    def closed(self) -> bool:
        return self._closed

    def submit(self, lane: Lane, work: Callable[..., Any], *args: Any, done: Done, tries: int = 0) -> None:
        """Run work(*args) on `lane`; `done(future)` gets the result on the GUI thread."""
        if self._closed:
            return
        try:
            future = self._executor(lane).submit(work, *args)
        except (concurrent.futures.BrokenExecutor, RuntimeError):
            self._replace_process()
            self.message.emit(translate("Work", "The computer player's process had stopped; it was restarted and the "
                                                "game goes on."))
            future = self._executor(lane).submit(work, *args)
        self._jobs[future] = _Job(lane, work, args, done, tries, self._procs if self._remote(lane) else None)
        if self._remote(lane):
            self._watchdog.start(self.watchdog_ms)
            if not self._pulse.isActive():
                self._last_beat = (-1, 0)
                self._pulse.start()
        relay = self._relay
        future.add_done_callback(relay.finished.emit)

    def call(self, lane: Lane, func: Callable[[], Any], timeout: float = 60) -> Any:
        """Call func on `lane` and wait for the answer (for diagnostics, not for play)."""
        return self._executor(lane).submit(func).result(timeout=timeout)

    def executor(self, lane: Lane) -> concurrent.futures.Executor:
        """A thread lane's executor, for work whose caller waits on its future itself
        (the autosave's writes)."""
        if self._remote(lane):
            raise ValueError("the AI lane's process is replaced at will: submit to it instead")
        return self._threads[lane]

    def busy(self, lane: Lane | None = None) -> bool:
        return any(not f.done() and (lane is None or job.lane == lane) for f, job in self._jobs.items())

    def _remote(self, lane: Lane) -> bool:
        return lane == "ai" and self.use_process

    def _executor(self, lane: Lane) -> concurrent.futures.Executor:
        if not self._remote(lane):
            return self._threads[lane]
        if self._procs is None:
            context = multiprocessing.get_context("spawn")  # never fork a process that runs Qt threads
            _start_resource_tracker()
            self._beats = context.Value("Q", 0, lock=False)
            self._last_beat = (-1, 0)
            self._silent = 0
            self._procs = concurrent.futures.ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=start_ai_process, initargs=(self._beats, os.getpid()))
        return self._procs

    def _replace_process(self) -> None:
        """Kill the AI process (if it still runs); a new one starts with the next job."""
        procs, self._procs = self._procs, None
        if procs is None:
            return
        for process in list(getattr(procs, "_processes", {}).values()):  # the pool has no public kill
            with contextlib.suppress(Exception):
                process.kill()
        with contextlib.suppress(Exception):
            procs.shutdown(wait=False, cancel_futures=True)

    def _check_heartbeat(self) -> None:
        live = [(f, job) for f, job in self._jobs.items() if not f.done() and self._remote(job.lane)]
        if not live or self._closed:
            self._pulse.stop()
            return
        if self._beats is None:
            return
        count = self._beats.value
        if count == 0:
            # Still starting up (imports can take seconds), or stopped before its first beat
            # (a flaky test stopped one then): after STARTUP_PULSES it counts as stalled too.
            self._silent += 1
            if self._silent >= STARTUP_PULSES:
                self._silent = 0
                self._retry(live, translate("Work", "The computer player stopped answering; it was restarted and the "
                                                    "game goes on."))
            return
        self._silent = 0
        seen, still = self._last_beat
        self._last_beat = (count, still + 1 if count == seen else 0)
        if self._last_beat[1] >= STALLED_PULSES:
            self._last_beat = (-1, 0)
            self._retry(live, translate("Work", "The computer player stopped answering; it was restarted and the game goes on."))

    def _watchdog_fired(self) -> None:
        """A job took far longer than its counted effort can: the process is stopped
        or wedged. Abandon it, start a new process and send the jobs again."""
        live = [(f, job) for f, job in self._jobs.items() if not f.done() and self._remote(job.lane)]
        if live and not self._closed:
            self._retry(live, translate("Work", "The computer player stopped answering; it was restarted and the game goes on."))

    def _retry(self, jobs: list[tuple[concurrent.futures.Future[Any], _Job]], text: str) -> None:
        for future, _ in jobs:
            self._jobs.pop(future, None)
            if not future.done():
                self._abandoned.add(future)
        if any(job.pool is self._procs for _, job in jobs):  # not a process already replaced
            self._replace_process()
            self.message.emit(text)
        for _, job in jobs:
            self.submit(job.lane, job.work, *job.args, done=job.done, tries=job.tries + 1)

    @Slot(object)
    def _finished(self, future: concurrent.futures.Future[Any]) -> None:
        if future in self._abandoned:  # replaced by the watchdog: its job was sent again
            self._abandoned.discard(future)
            return
        job = self._jobs.pop(future, None)
        if job is None or self._closed:
            return
        if not self.busy("ai"):
            self._watchdog.stop()
        broken = isinstance(future.exception(), concurrent.futures.BrokenExecutor)
        if broken and job.tries < RETRIES:
            self._retry([(future, job)], translate("Work", "The computer player's process had stopped; it was "
                                                           "restarted and the game goes on."))
            return
        job.done(future)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the timers and the workers (work in flight finishes; its result is dropped)."""
        if self._closed:
            return
        self._closed = True
        self._watchdog.stop()
        self._pulse.stop()
        for pool in self._threads.values():
            pool.shutdown(wait=wait, cancel_futures=True)
        # The AI process holds nothing to save: it is killed, not waited for, so quitting never
        # hangs on a stopped or wedged one (a failed test once did, with the worker SIGSTOPped).
        self._replace_process()


class _Progress(QObject):
    """Carries a job's progress from its thread to the GUI thread."""

    report = Signal(int, int, int)  # generation, done, total


class Channel:
    """A stream of work on one lane whose newest submission is the only one that counts: the
    results and progress of work submitted before the last `submit` (with `replace`) or `cancel`
    are dropped. This is the app's one stale-result rule: each submission has a generation."""

    def __init__(self, service: WorkService, lane: Lane, progress: Callable[[int, int], None] | None = None):
        """`progress(done, total)`: the newest work's progress, on the GUI thread (the work gets a
        `report(done, total)` function as its first argument)."""
        self.service = service
        self.lane = lane
        self._token = 0
        self._running = 0
        self._progress: _Progress | None = None
        if progress is not None:
            self._progress = _Progress()
            self._progress.report.connect(lambda token, done, total: token == self._token and progress(done, total),
                                          Qt.ConnectionType.QueuedConnection)

    def submit(self, work: Callable[..., Any], *args: Any, done: Done, replace: bool = True) -> None:
        if replace:
            self._token += 1
        token = self._token
        self._running += 1
        if self._progress is not None:
            relay = self._progress
            args = (lambda d, n: relay.report.emit(token, d, n), *args)

        def deliver(future: concurrent.futures.Future[Any]) -> None:
            self._running -= 1
            if token == self._token:
                done(future)

        self.service.submit(self.lane, work, *args, done=deliver)

    def run(self, work: Callable[..., Any], *args: Any, then: Callable[[Any], None],
            failed: Callable[[BaseException], None], replace: bool = True) -> None:
        """`submit`, with the result handed to `then` and an exception to `failed`."""
        def done(future: concurrent.futures.Future[Any]) -> None:
            error = future.exception()
            if error is not None:
                failed(error)
            else:
                then(future.result())

        self.submit(work, *args, done=done, replace=replace)

    def cancel(self) -> None:
        self._token += 1

    @property
    def busy(self) -> bool:
        return self._running > 0


def _start_resource_tracker() -> None:
    """Python's resource tracker (the process multiprocessing starts beside the AI process, for
    its locks) ignores Ctrl+C and SIGTERM but not SIGHUP: closing the terminal that started the
    app killed it, and the app's shutdown then printed a traceback per lock. Started with SIGHUP
    ignored, which it keeps, it lives until the app ends it."""
    if not hasattr(signal, "SIGHUP") or threading.current_thread() is not threading.main_thread():
        return
    from multiprocessing import resource_tracker

    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        resource_tracker.ensure_running()
    finally:
        signal.signal(signal.SIGHUP, previous)
