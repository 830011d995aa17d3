"""A new language in Settings > Preferences: "Restart now" quits as Quit does (the game saved)
and starts the app again the way it was started, straight into the saved game; "Later" keeps
the language for the next start. Before, a note said "from the next start" and nothing more: a
player had to find out how to quit and start again, and whether the game would survive it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMessageBox

from texas42_qt.engine import Rules, record
from texas42_qt.gui import i18n, language_restart
from texas42_qt.gui.instance import SingleInstance
from texas42_qt.gui.language_restart import RESUME, command_for, restart_command, start_again
from texas42_qt.gui.preferences_dialog import PreferencesDialog
from texas42_qt.play.tutorial import all_lessons


def _through_preferences(monkeypatch, language: str, key: Qt.Key = Qt.Key.Key_Escape) -> list[QMessageBox]:
    """Preferences gets `language` and OK; the restart question, if asked, is answered by `key`
    (Enter: its default; Escape: its escape button). Returns the questions asked."""
    asked: list[QMessageBox] = []
    real_run = language_restart.run_modal

    def run(dialog: QDialog) -> int:
        if isinstance(dialog, PreferencesDialog):
            dialog.language.setCurrentIndex(dialog.language.findData(language))
            dialog.deleteLater()
            return QDialog.DialogCode.Accepted.value
        assert isinstance(dialog, QMessageBox)
        asked.append(dialog)
        QTimer.singleShot(0, lambda: QTest.keyClick(dialog, key))  # once it shows
        return real_run(dialog)

    monkeypatch.setattr(language_restart, "run_modal", run)
    return asked


def _played_into(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, language="en")
    w.start_game(setup_for(Rules(), seed=9, practice=True))
    for _ in range(4):  # the bid, trump perhaps, and tiles
        wait_for_user(qtbot, w)
        user_step(qtbot, w)
    wait_for_user(qtbot, w)
    return w


def test_the_question_comes_only_with_a_language_that_changes_what_the_app_shows(qtbot, tmp_path, monkeypatch):
    w = make_window(qtbot, tmp_path, language=i18n.system_language())
    for same in (i18n.system_language(), ""):  # the language itself, and System, which is it
        asked = _through_preferences(monkeypatch, same)
        w.preferences_dialog()
        assert asked == [] and w.isVisible()
    dialog = PreferencesDialog(w.prefs, w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.language.setCurrentIndex(dialog.language.findData(""))
    assert not dialog.language_note.isVisible(), "System is the language shown: nothing to restart for"
    dialog.language.setCurrentIndex(dialog.language.findData("it" if i18n.system_language() != "it" else "vi"))
    assert dialog.language_note.isVisible() and "restart" in dialog.language_note.text()
    close_clean(qtbot, w)


def test_later_keeps_the_language_for_the_next_start_and_the_game_on(qtbot, tmp_path, monkeypatch):
    w = _played_into(qtbot, tmp_path)
    before = record.dumps(w.controller.state)
    asked = _through_preferences(monkeypatch, "it", Qt.Key.Key_Escape)
    w.preferences_dialog()
    [box] = asked
    assert box.text() == "Restart Texas 42 now in Italiano? Your game in progress is kept."
    assert box.defaultButton().text() == "&Restart now" and box.escapeButton().text() == "&Later"
    assert w.isVisible() and w.restart_args is None
    assert w.prefs.language_choice == "it" and i18n.current() == "en", "the next start's language"
    assert record.dumps(w.controller.state) == before
    close_clean(qtbot, w)


def test_restart_now_saves_the_game_as_quit_does_and_the_new_copy_resumes_it(qtbot, tmp_path, monkeypatch):
    w = _played_into(qtbot, tmp_path)
    saved, seats = record.dumps(w.controller.state), list(w.controller.seats)
    asked = _through_preferences(monkeypatch, "vi", Qt.Key.Key_Return)  # Enter: Restart now
    w.preferences_dialog()
    assert len(asked) == 1 and "Tiếng Việt" in asked[0].text()
    assert not w.isVisible() and w.restart_args == [RESUME], "closed as Quit closes it, to resume at once"
    # What app.main does next: the lock let go, then the new copy started (not run here).
    instance = SingleInstance(tmp_path / "data")
    assert instance.claim()
    started: list[list[str]] = []

    def start(command: list[str]) -> bool:
        started.append(command)
        newcomer = SingleInstance(tmp_path / "data")
        assert newcomer.claim(), "the new copy finds the lock free: it does not hand itself over to this one"
        newcomer.release()
        return True

    assert not SingleInstance(tmp_path / "data").claim(), "(the lock is held until then)"
    assert start_again(instance, w.restart_args, start) == 0
    [command] = started
    assert command[-1] == RESUME and command.count(RESUME) == 1 and not any(a.endswith(".t42") for a in command)
    assert command == restart_command([RESUME])
    # The new copy, as --resume starts it: the position, the seats and their levels, undo and hints.
    again = make_window(qtbot, tmp_path, offer_resume=True)
    with qtbot.waitSignal(again.files.resumed) as resumed:
        again.resume_bar.resume.click()
    assert resumed.args == [True]
    assert record.dumps(again.controller.state) == saved and again.controller.seats == seats
    assert again.controller.undo_allowed
    assert again.prefs.language == "vi"
    close_clean(qtbot, again)


def _finished(qtbot, tmp_path):
    """A game played to its end (marks to 2), its end on the table."""
    from gui_helpers import play_game

    w = make_window(qtbot, tmp_path, language="en")
    w.start_game(setup_for(Rules.make("42", target=2), seed=3))
    play_game(qtbot, w)
    qtbot.waitUntil(w.end_panel.isVisible)
    return w


def test_restart_now_over_a_finished_game_shows_it_again_as_it_ended(qtbot, tmp_path, monkeypatch):
    """Found by QA: after a 1-7 loss, Restart now came back on a new hand 1, the score sheet and the
    last hand's review gone. The finished game comes back as it ended, and is then no save to resume."""
    w = _finished(qtbot, tmp_path)
    finished, seats = record.dumps(w.controller.state), list(w.controller.seats)
    w.saver.flush()
    assert not w.saver.exists(), "a finished game leaves no save (a plain quit starts a new game)"
    asked = _through_preferences(monkeypatch, "it", Qt.Key.Key_Return)
    w.preferences_dialog()
    assert len(asked) == 1 and not w.isVisible() and w.restart_args == [RESUME]
    again = make_window(qtbot, tmp_path, offer_resume=True)
    assert again.resume_bar.isVisible(), "--resume clicks Resume"
    with qtbot.waitSignal(again.files.resumed) as resumed:
        again.resume_bar.resume.click()
    assert resumed.args == [True]
    assert record.dumps(again.controller.state) == finished and again.controller.seats == seats
    qtbot.waitUntil(again.end_panel.isVisible)
    assert again.score_model.rowCount() == len(again.controller.state.results)
    assert again.status.text() == "Welcome back: the finished game is shown as it ended."  # (not "resumed")
    again.saver.flush()
    assert not again.saver.exists(), "shown once: a plain quit now starts a new game, as after any finished game"
    close_clean(qtbot, again)
    later = make_window(qtbot, tmp_path, offer_resume=True)
    assert not later.resume_bar.isVisible() and later.controller.state.hand_index == 0
    close_clean(qtbot, later)


def test_a_restart_refused_over_a_finished_game_leaves_no_save(qtbot, tmp_path, monkeypatch):
    w = _finished(qtbot, tmp_path)
    monkeypatch.setattr(w.files, "may_close", lambda: False)
    language_restart.restart(w)
    assert w.isVisible() and w.restart_args is None
    w.saver.flush()
    assert not w.saver.exists()
    monkeypatch.undo()
    close_clean(qtbot, w)


def test_a_lesson_is_kept_to_continue_and_the_new_copy_starts_as_any_start(qtbot, tmp_path, monkeypatch):
    w = make_window(qtbot, tmp_path, language="en")
    w.tutorial.start(all_lessons()[0])
    qtbot.waitUntil(w.coach_bar.next.isVisible)
    w.coach_bar.next.click()  # a card read: where the user is, kept
    asked = _through_preferences(monkeypatch, "sk", Qt.Key.Key_Return)
    w.preferences_dialog()
    [box] = asked
    assert box.text() == ("Restart Texas 42 now in Slovenčina? Your lesson is kept: Practice > Learn to play "
                          "continues it where you are.")
    assert w.restart_args == [], "no --resume: the lesson's table is not the user's game"
    assert all_lessons()[0].id in w.prefs.lesson_progress()
    close_clean(qtbot, w)


@pytest.mark.parametrize(("kept", "in_progress", "loss", "said"), [
    (True, True, "", "Your practice session is kept: the Practice menu continues it. Your game in progress is kept."),
    (True, False, "", "Your practice session is kept: the Practice menu continues it."),
    (False, False, "", "Your practice session could not be kept: its answers so far are lost."),
    (True, True, "quitting now loses it", "Your practice session is kept: the Practice menu continues it. "
                                          "Your game in progress cannot be saved: quitting now loses it."),
])
def test_what_a_restart_keeps_of_a_practice_session_is_said_truly(kept, in_progress, loss, said):
    """The game in progress is said to be kept only while its autosave works (found by review: a
    restart offered over a failing autosave said "Your game in progress is kept.")."""
    from types import SimpleNamespace

    modes = SimpleNamespace(current=object(), leaving_text=lambda hand_over: None if kept else "… Go on?")
    host = SimpleNamespace(tutorial=SimpleNamespace(active=False), modes=modes, game_in_progress=lambda: in_progress,
                           files=SimpleNamespace(unsaved_loss=lambda: loss))
    assert language_restart.kept_text(host) == said


def test_a_restart_the_window_refuses_is_no_restart(qtbot, tmp_path, monkeypatch):
    """The game cannot be saved, and the user goes back to it: the window stays, nothing restarts."""
    w = make_window(qtbot, tmp_path)
    monkeypatch.setattr(w.files, "may_close", lambda: False)
    language_restart.restart(w)
    assert w.isVisible() and w.restart_args is None
    monkeypatch.undo()
    close_clean(qtbot, w)


def test_the_command_starts_the_app_as_it_was_started(tmp_path):
    python = "/venv/bin/python3"
    assert command_for(True, "/opt/texas42/texas42", "/opt/texas42/texas42", None) == ["/opt/texas42/texas42"]
    assert command_for(True, r"C:\Texas 42\Texas42.exe", "Texas42.exe", None) == [r"C:\Texas 42\Texas42.exe"]
    assert command_for(False, python, "/src/texas42_qt/app.py", "texas42_qt.app") == [python, "-m", "texas42_qt.app"]
    script = tmp_path / "texas42"  # pip's script
    script.write_text("#!/venv/bin/python3\n")
    assert command_for(False, python, str(script), None) == [python, str(script)]
    assert command_for(False, python, str(script), "__main__") == [python, str(script)]  # (a zip run as a script)
    assert command_for(False, python, "-c", None) == [python, "-m", "texas42_qt.app"]
    assert command_for(False, python, "", None) == [python, "-m", "texas42_qt.app"]


def test_the_command_is_read_from_this_process(monkeypatch, tmp_path):
    script = tmp_path / "texas42"
    script.write_text("")
    monkeypatch.setattr(sys, "argv", [str(script), "--new", "game.t42"])
    monkeypatch.setattr(sys.modules["__main__"], "__spec__", None)
    assert restart_command([RESUME]) == [sys.executable, str(script), RESUME], "not its --new nor its file"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/texas42/texas42")
    assert restart_command([]) == ["/opt/texas42/texas42"]


def test_a_new_copy_that_cannot_be_started_is_said(qtbot, tmp_path, monkeypatch, capsys):
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: boxes.append(text))
    instance = SingleInstance(tmp_path)
    assert instance.claim()
    assert start_again(instance, [], lambda command: False) == 1
    assert boxes and "could not start again" in boxes[0] and "your game is kept" in boxes[0]
    assert "could not start again" in capsys.readouterr().err


# ------------------------------------------------------------ the real sequence


def _lock_holder(lock: Path) -> int | None:
    try:
        return int(lock.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc")
def test_the_app_restarted_is_a_new_copy_holding_the_lock_and_the_old_one_ends(tmp_path):
    """Two real processes: the first restarts itself as Restart now does (after its window is
    shown), ends with 0, and the copy it started holds the one-copy lock (it did not hand itself
    over to the first, which was ending); that copy then quits on SIGTERM as Quit does."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    code = ("import sys; from PySide6.QtCore import QTimer; from texas42_qt import app; "
            "from texas42_qt.gui import language_restart; from texas42_qt.gui.mainwindow import MainWindow; "
            "show = MainWindow.show; "
            "MainWindow.show = lambda w: (show(w), QTimer.singleShot(300, lambda: language_restart.restart(w))); "
            "sys.exit(app.main(['--new']))")
    lock = tmp_path / "data" / "Texas42" / "Texas 42" / "texas42.lock"
    # Into files: the new copy inherits them, and pipes would stay open while it runs.
    with open(tmp_path / "out.txt", "w") as out, open(tmp_path / "err.txt", "w") as err:
        first = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=out, stderr=err)
    newcomer = None
    try:
        assert first.wait(timeout=90) == 0, (tmp_path / "err.txt").read_text()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            newcomer = _lock_holder(lock)
            if newcomer is not None and newcomer != first.pid and _alive(newcomer):
                break
            time.sleep(0.1)
        assert newcomer is not None and newcomer != first.pid and _alive(newcomer), "no new copy holds the lock"
        with open(f"/proc/{newcomer}/cmdline", "rb") as f:
            args = f.read().split(b"\0")
        assert args[1:4] == [b"-m", b"texas42_qt.app", RESUME.encode()], args
        assert (tmp_path / "data" / "Texas42" / "Texas 42" / "autosave.t42").exists()
        os.kill(newcomer, signal.SIGTERM)
        deadline = time.monotonic() + 30
        while _alive(newcomer) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(newcomer), "the new copy quits as Quit does"
        assert not lock.exists(), "and lets the lock go"
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
        for pid in {newcomer, _lock_holder(lock)} - {None, first.pid}:
            if pid is not None and _alive(pid):
                os.kill(pid, signal.SIGKILL)
