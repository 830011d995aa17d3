import os

# Qt draws offscreen in tests: no display is needed (set before any Qt import).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import multiprocessing  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def no_leaked_children_or_threads():
    """napari-style: a test must not leave child processes (AI workers, save writers)
    or non-daemon threads running behind it."""
    threads_before = set(threading.enumerate())
    yield
    deadline = time.monotonic() + 10  # a process pool shut down without waiting ends shortly
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    children = multiprocessing.active_children()
    leaked = [t for t in threading.enumerate() if t not in threads_before and t.is_alive() and not t.daemon]
    for _ in range(100):
        if not leaked:
            break
        time.sleep(0.05)
        leaked = [t for t in leaked if t.is_alive()]
    assert not children, f"the test left child processes running: {children}"
    assert not leaked, f"the test left threads running: {[t.name for t in leaked]}"
