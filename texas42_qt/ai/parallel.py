"""Open-hand solves of many worlds spread over the machine's spare cores.

Each world is solved on its own (a fresh table per solve), so solving them side by
side gives the very values solving them one by one does, in the same order: a
decision never depends on how many cores did the work, only its time does. The
native solver searches with the GIL released, so threads run truly side by side;
the pure-Python solver holds the GIL, so it keeps to one.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from . import solver

T = TypeVar("T")
R = TypeVar("R")

MAX_THREADS = 8
"""More threads than this gain little: a decision solves tens to hundreds of worlds."""
MIN_ITEMS = 8
"""Fewer solves than this (a late play's handful of worlds) are not worth starting threads for."""

_wanted: int | None = None


def default_threads() -> int:
    """One core is left for the table (the app's GUI, which must not stall) and the rest
    used: a two-core machine solves one world at a time. The app's AI process runs below
    the table's priority and uses `all_threads` instead."""
    return max(1, min(MAX_THREADS, usable_cores() - 1))


def all_threads() -> int:
    """Every core: for a process that runs below the table's priority (the app's AI process)."""
    return max(1, min(MAX_THREADS, usable_cores()))


def usable_cores() -> int:
    """The cores this process may run on (fewer than the machine's when it is pinned)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def set_threads(n: int | None) -> None:
    """Solve on `n` threads from now on (None: `default_threads()`). The arena and the
    benchmarks that run a process per core set 1."""
    global _wanted
    if n is not None and n < 1:
        raise ValueError(f"threads must be at least 1, not {n}")
    _wanted = n


def threads() -> int:
    """How many threads solves are spread over now (1 with the pure-Python solver)."""
    if not solver.is_native():
        return 1
    return _wanted if _wanted is not None else default_threads()


def solve_all(solve: Callable[[T], R], items: Iterable[T]) -> list[R]:
    """`[solve(item) for item in items]`, spread over `threads()` threads. The threads
    last one call: none is left behind between decisions."""
    work = list(items)
    n = min(threads(), len(work))
    if n < 2 or len(work) < MIN_ITEMS:
        return [solve(item) for item in work]
    with ThreadPoolExecutor(max_workers=n, thread_name_prefix="solver") as pool:
        return list(pool.map(solve, work))
