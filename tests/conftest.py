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


@pytest.fixture(autouse=True)
def no_leaked_top_level_widgets():
    """Issue 26: a window or dialog a test opened is gone after it (deleted, not merely
    closed): a dialog kept alive by its parent leaked a few MB at every opening."""
    import sys

    if "PySide6.QtWidgets" not in sys.modules:  # a test without Qt widgets
        yield
        return
    import shiboken6
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    def tops() -> dict[int, object]:
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return {}
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return {shiboken6.getCppPointer(w)[0]: w for w in app.topLevelWidgets()}

    before = set(tops())
    yield
    for _ in range(3):  # a widget deleted later may hold another deleted later
        left = {k: w for k, w in tops().items() if k not in before}
    names = sorted(type(w).__name__ for w in left.values())
    for w in left.values():
        w.deleteLater()  # not to count against the next test
    tops()
    assert not names, f"the test left top-level widgets alive: {names}"


@pytest.fixture(autouse=True)
def no_animation_warnings(qtlog):
    """Issue 29 item 7: a game printed "QPropertyAnimation ... without target" warnings (an
    animation started or stopped after its tile was deleted); any such warning fails the test."""
    yield
    bad = [r.message for r in qtlog.records if "animation" in r.message.lower()]
    assert not bad, f"Qt warned about animations: {bad}"


@pytest.fixture
def window(qtbot, tmp_path):
    """The app's main window in a folder of its own (its AI seats at Easy), closed after the test
    with no background work left running; a test module needing more adds to it (same name)."""
    from gui_helpers import close_clean, make_window, running_work

    w = make_window(qtbot, tmp_path)
    yield w
    close_clean(qtbot, w)
    assert running_work(w) == []
