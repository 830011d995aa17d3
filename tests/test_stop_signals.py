"""Ctrl+C in the terminal and SIGTERM (a logout, `kill`) end the app as Quit does. Before, Ctrl+C
killed the AI process with a traceback, raised KeyboardInterrupt in the next slot, and the app
went on; SIGTERM ended it without its shutdown (the lock left, the resource tracker warning)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import make_window, running_work
from PySide6.QtWidgets import QDialog

from texas42_qt.gui.stopsignals import STOP_SIGNALS, StopSignals


@pytest.mark.parametrize("number", STOP_SIGNALS)
def test_a_stop_signal_closes_the_dialogs_and_the_window_as_quit_does(qtbot, tmp_path, number):
    window = make_window(qtbot, tmp_path)
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    # a handler of its own: pytest started in the background of a script ignores SIGINT, and
    # StopSignals rightly leaves an ignored signal ignored
    original = signal.signal(number, lambda *_: None)
    before = signal.getsignal(number)
    try:
        stop = StopSignals(window)
        try:
            signal.raise_signal(number)
            qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
        finally:
            stop.uninstall()
        assert stop.received == [number]
        assert not dialog.isVisible()
        qtbot.waitUntil(lambda: not running_work(window), timeout=5000)
        assert signal.getsignal(number) is before
        stop.uninstall()  # twice is harmless
    finally:
        signal.signal(number, original)


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX")
def test_the_ai_process_leaves_ctrl_c_to_the_app():
    """A terminal's Ctrl+C reaches the AI process too; the app ends it, it does not die alone."""
    code = ("import functools, signal; from PySide6.QtCore import QCoreApplication; "
            "from texas42_qt.gui.work import WorkService; app = QCoreApplication([]); service = WorkService(); "
            "print(*(int(service.call('ai', functools.partial(signal.getsignal, s))) for s in (signal.SIGINT, signal.SIGHUP)));"
            " service.shutdown()")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == [str(int(signal.SIG_IGN))] * 2, done.stderr


def _as_a_terminal_starts_it() -> None:
    """A shell starts a command in a terminal with these signals at their defaults; pytest
    itself may have been started ignoring them (in the background of a script)."""
    for number in STOP_SIGNALS:
        signal.signal(number, signal.SIG_DFL)


def _children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as f:
        return [int(p) for p in f.read().split()]


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def _ai_process_started(app: int) -> bool:
    """The app's AI process has run its start (it lowers its priority last)."""
    for pid in _children(app):
        if "spawn_main" in _command(pid):
            try:
                with open(f"/proc/{pid}/stat") as f:
                    nice = int(f.read().rsplit(")", 1)[1].split()[16])
            except OSError:
                continue
            if nice > os.nice(0):
                return True
    return False


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")
@pytest.mark.parametrize("number", STOP_SIGNALS)
def test_ctrl_c_in_the_terminal_ends_the_app_and_its_ai_process_quietly(qtbot, tmp_path: Path, number):
    """As a terminal does, the signal goes to the whole process group: the app, its AI
    process and the resource tracker."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    app = subprocess.Popen([sys.executable, "-m", "texas42_qt.app", "--new"], env=env, start_new_session=True,
                           preexec_fn=_as_a_terminal_starts_it, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        qtbot.waitUntil(lambda: _ai_process_started(app.pid), timeout=60_000)
        children = _children(app.pid)
        os.killpg(app.pid, number)
        out, err = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            os.killpg(app.pid, signal.SIGKILL)
            app.wait()
    assert app.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err and "leaked" not in err, err
    qtbot.waitUntil(lambda: all(_gone(p) for p in children), timeout=10_000)
    folder = tmp_path / "data" / "Texas42" / "Texas 42"
    assert (folder / "autosave.t42").exists(), "the game in progress is saved"
    assert not (folder / "texas42.lock").exists(), "the one-copy lock is let go"


def test_without_the_wakeup_socket_a_stop_signal_still_quits(qtbot, tmp_path, monkeypatch):
    """A system that refuses the socket pair must not keep the app from starting."""
    from texas42_qt.gui import stopsignals

    def refused() -> None:
        raise OSError("no sockets here")

    monkeypatch.setattr(stopsignals.socket, "socketpair", refused)
    window = make_window(qtbot, tmp_path)
    stop = StopSignals(window)
    try:
        signal.raise_signal(signal.SIGTERM)
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    finally:
        stop.uninstall()
    assert stop.received == [signal.SIGTERM]


def test_a_signal_the_app_was_started_to_ignore_stays_ignored(qtbot):
    """A script that starts `texas42 &` makes it ignore SIGINT, so that the script's Ctrl+C
    leaves it running."""
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        stop = StopSignals()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
        assert signal.getsignal(signal.SIGTERM) == stop._stop, "the others are still taken"
        stop.uninstall()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")
def test_ctrl_c_stops_an_arena_run_at_once_and_keeps_its_rows(qtbot, tmp_path: Path):
    """The arena's workers died with a traceback each, and the run waited for its games in play."""
    rows = tmp_path / "rows.jsonl"
    run = subprocess.Popen([sys.executable, "-m", "texas42_qt.ai.arena", "easy", "easy", "--deals", "200", "--jobs", "2",
                            "--progress", "--rows", str(rows)], start_new_session=True,
                           preexec_fn=_as_a_terminal_starts_it, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert run.stderr is not None
        first = run.stderr.readline()
        assert first.startswith("game 1 of 400"), first
        workers = _children(run.pid)
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=30)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
    assert run.returncode == 130 and "Traceback" not in err, err
    assert "the same command goes on from there" in err and str(rows) in err
    finished = int(err.split("stopped after ")[1].split()[0])
    assert 1 <= finished < 400 and finished <= len(rows.read_text().splitlines()) <= finished + 1
    qtbot.waitUntil(lambda: all(_gone(p) for p in workers), timeout=10_000)


def test_quit_ends_the_app_even_with_another_window_open(qtbot, tmp_path: Path):
    """Found by QA: once, after Quit, the app ran on with no window to be seen (and, holding the
    one-copy lock, kept the next start from opening one). Qt's rule, quit when the last window
    closes, waits for every other window; closing the game's window now ends the app itself."""
    code = ("import sys; from PySide6.QtCore import QTimer; from PySide6.QtWidgets import QApplication, QWidget; "
            "import texas42_qt.app as a; from texas42_qt.gui.mainwindow import MainWindow; "
            "app = QApplication(sys.argv[:1]); stray = QWidget(); stray.show(); "
            "QTimer.singleShot(500, lambda: [w.close() for w in app.topLevelWidgets() if isinstance(w, MainWindow)]); "
            "sys.argv[1:] = ['--new']; sys.exit(a.main())")
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.Popen([sys.executable, "-c", code], env=env, start_new_session=True, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        out, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
    assert run.returncode == 0, err
    folder = tmp_path / "data" / "Texas42" / "Texas 42"
    assert not (folder / "texas42.lock").exists(), "the one-copy lock is let go"
