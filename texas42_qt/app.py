"""The `texas42` command: the desktop table."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import TYPE_CHECKING

from . import __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .engine import HandResult
    from .gui.instance import SingleInstance
    from .gui.mainwindow import MainWindow

ORGANIZATION = "Texas42"
APPLICATION = "Texas 42"


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a bundled app's AI process starts through this entry point
    parser = argparse.ArgumentParser(prog="texas42", description="Texas 42 dominoes for the desktop.")
    parser.add_argument("--version", action="version", version=f"texas42 {__version__}")
    parser.add_argument("--new", action="store_true", help="start a new game without offering to resume the saved one")
    parser.add_argument("--smoke", action="store_true",
                        help="check an installation: four AI seats play one hand offscreen, then exit "
                             "(with FILE: open that record first, as double-clicking it would)")
    parser.add_argument("--exit-when-drawn", action="store_true", help=argparse.SUPPRESS)  # start-up benchmark
    # the restart after a new language: the saved game at once, as its Resume button would bring it
    parser.add_argument("--resume", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("file", nargs="?", help="a .t42 game record to open")
    args = parser.parse_args(argv)
    _utf8_locale()
    if args.smoke:
        return smoke(args.file)

    from .gui.display import cannot_open_text, no_display_text, unreachable_display_text, xcb_problem

    if problem := xcb_problem():  # else Qt aborts with a core dump
        print(cannot_open_text(problem), file=sys.stderr)
        return 2
    if nowhere := no_display_text() or unreachable_display_text():  # (so does it with no display to open)
        print(nowhere, file=sys.stderr)
        return 2
    from .gui import i18n
    from .gui.a11y import name_message_icons
    from .gui.focus_ring import show_keyboard_focus
    from .gui.instance import SingleInstance
    from .gui.mainwindow import MainWindow
    from .gui.saves import app_data_dir
    from .gui.settings import Preferences
    from .gui.stopsignals import StopSignals
    from .gui.tones import follow_desktop

    app = _application()
    name_message_icons(app)
    show_keyboard_focus(app)  # the keyboard's focus ringed plainly in every dialog
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName("texas42")
    i18n.install(app, Preferences().language)  # the preferences' language, else the system's, else English
    stop_signals = StopSignals(app)  # Ctrl+C, SIGTERM and SIGHUP quit as the Quit command does
    instance = SingleInstance(app_data_dir())
    if not instance.claim():  # one copy per user: a second start hands its file over and ends
        return _second_start(instance, args.file)
    app.setWindowIcon(app_icon())
    window = MainWindow(offer_resume=not args.new, open_path=args.file)
    follow_desktop(window)  # dark mode turned on or off while the app runs
    instance.attach(window.open_from_elsewhere)
    if i18n.problem:
        window.show_notice(i18n.problem)
    if args.exit_when_drawn:
        _exit_when_drawn(app, window)
    window.show()
    if args.resume and not args.file and not window.resume_bar.isHidden():
        window.resume_bar.resume.click()
    try:
        code = app.exec()
    finally:
        stop_signals.uninstall()
        instance.release()
    if window.restart_args is not None:  # Settings > Preferences, a new language, Restart now
        from .gui.language_restart import start_again

        return start_again(instance, window.restart_args)
    return code


def _second_start(instance: SingleInstance, path: str | None) -> int:
    """Texas 42 already runs for this user: it gets the file (or comes to the front)."""
    from .gui.i18n import translate
    from .gui.instance import hand_over

    if hand_over(instance.folder, path):
        return 0
    from PySide6.QtWidgets import QMessageBox

    text = translate("MainWindow", "Texas 42 is already running, but it did not answer. Close it (or end it) "
                                   "and start the game again.")
    print(text, file=sys.stderr)
    QMessageBox.warning(None, translate("MainWindow", "Texas 42"), text)
    return 1


def _utf8_locale() -> None:
    """Qt needs a UTF-8 locale: in the C locale it switches to C.UTF-8 itself and says so on
    stderr. CPython does the same coercion quietly at start-up (PEP 538), but the bundled
    interpreter of a frozen app does not; so, as CPython would, LC_CTYPE becomes C.UTF-8 when
    the locale the environment gives is C: named so, or one this system does not have (found by
    QA: LANG=it_IT.UTF-8 without that locale installed, the bundle printed Qt's warning)."""
    import locale
    import os

    if not sys.platform.startswith("linux") or "LC_ALL" in os.environ:
        return
    try:
        got = locale.setlocale(locale.LC_CTYPE, "")
    except locale.Error:  # not installed: the C locale stays
        got = locale.setlocale(locale.LC_CTYPE)
    if got in ("C", "POSIX"):
        os.environ["LC_CTYPE"] = "C.UTF-8"
        # in this process too: with a category that cannot be loaded, Qt's setlocale(LC_ALL, "") changes nothing
        with contextlib.suppress(locale.Error):
            locale.setlocale(locale.LC_CTYPE, "C.UTF-8")


def _application() -> QApplication:
    """The running QApplication, made when there is none yet."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    return QApplication(sys.argv[:1])


def _exit_when_drawn(app: QApplication, window: MainWindow) -> None:
    """Print "drawn" and quit at the first paint of the table with its tiles (bench/gui_bench.py --exe)."""
    from PySide6.QtCore import QEvent, QObject

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and window.table.tile_items():
                print("drawn", flush=True)
                app.quit()
            return False

    watch = Watch(window)  # the window, its parent, keeps it alive
    window.table.viewport().installEventFilter(watch)


def app_icon() -> QIcon:
    """The window icon, from the SVG shipped inside the package."""
    from importlib import resources

    from PySide6.QtGui import QIcon

    return QIcon(str(resources.files("texas42_qt").joinpath("data/icon.svg")))


def smoke(record_path: str | None = None, timeout_s: float = 300.0) -> int:
    """Start the real window offscreen, let four Hard AI seats play one full hand
    through the controller, print the solver backend and the result. With a record,
    the window first opens it as `texas42 FILE.t42` does (the installers' file
    association runs that), and the check fails if it is refused. Settings and saves
    go to a temporary folder, so a user's own are never touched."""
    import os
    import shutil
    import tempfile
    import time
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QTimer, qInstallMessageHandler

    def qt_message(kind: object, context: object, message: str) -> None:
        # stdout, not stderr: a check reads stderr as failure. The offscreen platform's own
        # notice that it cannot resize to a hint is about the check's platform, not the app.
        if "does not support propagateSizeHints" not in message:
            print(f"qt: {message}", flush=True)

    qInstallMessageHandler(qt_message)

    from .ai import solver
    from .engine import Rules
    from .gui.controller import SeatConfig
    from .gui.dialogs import GameSetup
    from .gui.instance import SingleInstance
    from .gui.mainwindow import MainWindow

    start = time.perf_counter()
    app = _application()
    folder = Path(tempfile.mkdtemp(prefix="texas42-smoke-"))
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("speed", "off")
    # as a real start does: one copy per data folder (a bundle without Qt's network module
    # once passed this check and could not start at all)
    instance = SingleInstance(folder / "data")
    claimed = instance.claim()
    window = MainWindow(settings, folder / "data", offer_resume=False, open_path=record_path)
    instance.attach(window.open_from_elsewhere)
    window.show()
    outcome: list[str] = []
    opened: list[bool] = []

    backends: list[str] = []

    def scored(result: HandResult) -> None:
        outcome.append(f"hand 1: {result.result}, bid {result.bid}, points {list(result.points)}")
        # The backend of the process where the AI seats decided (the app runs them in their own process).
        backends.append(window.controller.run_in_ai_process(solver.backend))
        app.quit()

    def too_slow() -> None:
        outcome.append("timed out")
        app.quit()

    def play() -> None:
        seats = [SeatConfig(name, "hard") for name in ("North", "West", "South", "East")]
        window.start_game(GameSetup(Rules(), seats, 42, False))

    def record_read(ok: bool) -> None:
        opened.append(ok)
        if ok:
            play()
        else:
            outcome.append(f"record refused: {window.last_error}")
            app.quit()

    window.controller.handScored.connect(scored)
    QTimer.singleShot(int(timeout_s * 1000), too_slow)
    if record_path is None:
        play()
    else:
        window.files.opened.connect(record_read)
    app.exec()
    window.close()
    instance.release()
    shutil.rmtree(folder, ignore_errors=True)
    backend = backends[0] if backends else solver.backend()
    from .gui import i18n

    # every language's compiled catalogue ships (English's holds its plural forms)
    missing = [code for code in i18n.LANGUAGES if not i18n.has_catalogue(code)]
    from .gui.display import unreachable_display_text, xcb_problem

    window_problem = None  # the check itself ran offscreen: can the user's X11 display show the window?
    if os.environ.get("DISPLAY"):  # (found by QA: "CANNOT OPEN", yet "ok" and exit 0)
        window_problem = xcb_problem("xcb") or unreachable_display_text("xcb").split("\n")[0]
    ok = claimed and bool(outcome) and outcome[0].startswith("hand 1:") and not missing and not window_problem
    print(f"texas42 {__version__} smoke test: {'ok' if ok else 'FAILED'}")
    print(f"one copy per user: {'lock and local socket held' if claimed else 'NOT claimed'}")
    print(f"translations: {' '.join(c for c in i18n.LANGUAGES if c not in missing)}"
          + (f" (missing: {' '.join(missing)})" if missing else ""))
    if record_path is not None:
        print(f"record: {Path(record_path).name} {'opened' if opened == [True] else 'NOT opened'}")
    print(f"solver backend: {backend}")
    if window_problem is not None:
        print(f"window on this X11 display: {'CANNOT OPEN: ' + window_problem if window_problem else 'ok'}")
    print(outcome[0] if outcome else "no result")
    print(f"time: {time.perf_counter() - start:.1f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
