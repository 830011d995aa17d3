"""A process per core for the arena and the benchmarks, each solving on one thread, that
Ctrl+C stops at once.

Ctrl+C in a terminal reaches every process of the command. Before, each worker died with a
traceback of its own, and the command waited for the games in play before it ended with
another. Now the workers ignore it; the command gets KeyboardInterrupt, ends them (the work
in play is lost; a run with rows goes on from its last finished row) and says so.
(`multiprocessing.Pool`, not `ProcessPoolExecutor`: the executor cannot end its workers before
Python 3.14, and ending them under it made Python 3.11's executor fail with InvalidStateError.)
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.pool
import signal
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from .parallel import set_threads

T = TypeVar("T")
R = TypeVar("R")


class Workers:
    """The workers of `process_pool`."""

    def __init__(self, pool: multiprocessing.pool.Pool) -> None:
        self._pool = pool

    def map(self, func: Callable[[T], R], items: Iterable[T], chunksize: int = 1) -> Iterator[R]:
        """`func` of each item, in the items' order, each as soon as it and those before it are done."""
        return self._pool.imap(func, items, chunksize)


@contextlib.contextmanager
def process_pool(jobs: int) -> Iterator[Workers]:
    """`jobs` worker processes, ended at once when the block is left by an exception."""
    pool = multiprocessing.Pool(jobs, initializer=_start_worker)
    try:
        yield Workers(pool)
    except BaseException:
        pool.terminate()
        raise
    pool.close()
    pool.join()


def _start_worker() -> None:
    set_threads(1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
