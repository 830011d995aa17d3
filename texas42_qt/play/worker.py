"""The AI process's own side of its lifetime (issue 26): it beats, so the app can tell a
stopped process, and it dies with the app however the app ends. No Qt here: the AI process
imports this module to start, and nothing of Qt comes with it (a faster start after a restart).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from typing import Any

from ..ai import parallel

HEARTBEAT_S = 0.25
"""The AI process counts a heartbeat this often, from a thread of its own (the native
solver releases the GIL while it searches; the pure-Python one yields it)."""


def start_ai_process(counter: Any, parent: int) -> None:
    """The AI process's start: `start_heartbeat`, then below the app's priority. The
    table's process then wins the CPU whenever it wants it, so the AI solves on every
    core, where it kept one free for the table before (a decision does not depend on
    its threads, only how soon it comes)."""
    start_heartbeat(counter, parent)
    _leave_ctrl_c_to_the_app()
    # after the heartbeat's thread started: on Linux niceness is per thread, so the beat keeps
    # the app's priority and a busy machine cannot make a working AI look stopped
    if _lower_priority():
        parallel.set_threads(parallel.all_threads())


def start_heartbeat(counter: Any, parent: int) -> None:
    """In the AI process: count beats in `counter` (shared memory) until the process ends,
    and end it when the app that started it (`parent`, its PID as the app passed it) is
    gone, however it ended: on Linux the kernel kills this process with its parent; elsewhere
    the heartbeat sees that the parent changed. (Found by playing: an app killed with
    SIGKILL a moment after starting its AI process left it running for minutes, because
    the process then read its parent's PID after the parent was gone: PID 1.)"""
    _die_with_parent()
    if os.getppid() != parent:
        os._exit(0)  # the app was gone before this process got here

    def beat() -> None:
        tick = threading.Event()
        while not tick.wait(HEARTBEAT_S):
            counter.value += 1
            if os.getppid() != parent:
                os._exit(0)  # orphaned: no one will ever ask this process for a move again

    threading.Thread(target=beat, name="texas42-heartbeat", daemon=True).start()


def _leave_ctrl_c_to_the_app() -> None:
    """Ctrl+C in a terminal, and the terminal's closing (SIGHUP), reach every process the app
    started; the app quits on them and ends this process with it (before, this process died
    with a traceback of its own, and the app started another)."""
    import signal

    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)


BACKGROUND_NICE = 10
"""How much lower the AI process runs than the app (POSIX niceness: 10 gives the app
about ten times its share of a busy core)."""


def _lower_priority() -> bool:
    """Run this process below the app's priority; whether that worked."""
    if hasattr(os, "nice"):
        try:
            os.nice(BACKGROUND_NICE)
        except OSError:
            return False
        return True
    if sys.platform == "win32":
        import ctypes

        below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
        return bool(kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal))
    return False


def _die_with_parent() -> None:
    """Linux: the kernel sends SIGKILL to this process when its parent ends (prctl
    PR_SET_PDEATHSIG), even a process stopped with SIGSTOP."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # 1: PR_SET_PDEATHSIG
