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

HEARTBEAT_S = 0.25
"""The AI process counts a heartbeat this often, from a thread of its own (the native
solver releases the GIL while it searches; the pure-Python one yields it)."""


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
