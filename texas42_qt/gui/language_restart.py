"""Settings > Preferences with a new language: the app offers to start again in it at once.

Restart now quits as Quit does (the game in progress in the autosave, a finished one too, the
window's layout and the settings written, the AI process ended), then `app.main`, once the event
loop has ended and the one-copy lock is let go, starts a new copy the way this one was started
(`restart_command`); that copy resumes the saved game. Later keeps the new language for the next
start, as before."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QProcess, QProcessEnvironment
from PySide6.QtWidgets import QMessageBox, QWidget

from .a11y import follow_drawn_order
from .dialogs import run_modal
from .i18n import LANGUAGES, translate
from .instance import SingleInstance
from .modes import ModeStack
from .preferences_dialog import PreferencesDialog
from .settings import Preferences

RESUME = "--resume"
"""The new copy's option: resume the saved game at once, as its Resume button does."""


class Active(Protocol):
    @property
    def active(self) -> bool: ...


class Unsaved(Protocol):
    def unsaved_loss(self) -> str: ...
    def autosave(self, keep_finished: bool = False) -> None: ...


class PreferencesHost(Protocol):
    """What Preferences and the restart need of the window (the window implements it)."""

    prefs: Preferences
    modes: ModeStack
    restart_args: list[str] | None

    @property
    def tutorial(self) -> Active: ...
    @property
    def files(self) -> Unsaved: ...

    def apply_preferences(self) -> None: ...
    def game_on_table(self) -> bool: ...
    def game_in_progress(self) -> bool: ...
    def close(self) -> bool: ...


def edit_preferences(host: PreferencesHost, window: QWidget) -> None:
    """Settings > Preferences; a new language is offered at once, by a restart."""
    dialog = PreferencesDialog(host.prefs, window)
    if not run_modal(dialog):
        return
    changed = dialog.language_changes()
    dialog.store()
    host.apply_preferences()
    if changed and ask_restart(window, host.prefs.language, kept_text(host)):
        restart(host)


def restart(host: PreferencesHost) -> None:
    """Quit as Quit does, for `app.main` to start the app again: straight into the saved game when
    the user's game was on the table, a finished one too, shown as it ended (found by QA: after a
    1-7 loss the app came back on a new hand 1, the score sheet and the review gone; a finished
    game is otherwise not saved); after a lesson or practice, as any start (the resume offer; the
    lesson or session goes on from its menu). Nothing happens if the window stays open (the game
    cannot be saved, and the user chose to go back to it)."""
    on_table = host.game_on_table()
    host.restart_args = [RESUME] if on_table else []
    if on_table and not host.game_in_progress():  # (a game in progress is saved at each move)
        host.files.autosave(keep_finished=True)
    if not host.close():
        host.restart_args = None
        if on_table:
            host.files.autosave()  # (a finished game's save removed again)


def kept_text(host: PreferencesHost) -> str:
    """What the restart keeps, as a quit keeps it (said so that nobody fears for their game)."""
    said = []
    if host.tutorial.active:  # its progress is kept at each step (`TutorialMode._update`)
        said.append(translate("Dialogs", "Your lesson is kept: Practice > Learn to play continues it where you are."))
    elif host.modes.current is not None:  # a practice session, kept after each answer unless that failed
        said.append(translate("Dialogs", "Your practice session is kept: the Practice menu continues it.")
                    if host.modes.leaving_text(True) is None else
                    translate("Dialogs", "Your practice session could not be kept: its answers so far are lost."))
    if host.game_in_progress():  # (during a lesson or practice: the game set aside in the autosave)
        loss = host.files.unsaved_loss()  # (found by review: "kept" while its autosave failed)
        said.append(translate("Dialogs", "Your game in progress is kept.") if not loss else
                    translate("Dialogs", "Your game in progress cannot be saved: {loss}.").format(loss=loss))
    return " ".join(said)


def ask_restart(parent: QWidget, code: str, kept: str) -> bool:
    """Restart now (the default: Enter) or Later (Escape)."""
    question = translate("Dialogs", "Restart Texas 42 now in {language}?").format(language=LANGUAGES.get(code, code))
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Texas 42"), f"{question} {kept}".strip(),
                      QMessageBox.StandardButton.NoButton, parent)
    now = box.addButton(translate("Dialogs", "&Restart now"), QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton(translate("Dialogs", "&Later"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(now)
    box.setEscapeButton(later)
    follow_drawn_order(box)  # (on GNOME Restart now is drawn last)
    run_modal(box)
    return box.clickedButton() is now


# ------------------------------------------------------------ the new copy


def restart_command(args: list[str]) -> list[str]:
    """The command that starts this app again, as it was started, with `args` (not the file nor
    --new it may have been started with: the saved game comes back, not a record over it)."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    module = spec.name if spec is not None else None
    script = sys.argv[0] if sys.argv else ""
    return command_for(bool(getattr(sys, "frozen", False)), sys.executable, script, module) + args


def command_for(frozen: bool, executable: str, script: str, module: str | None) -> list[str]:
    """`frozen`: the bundle, whose program is the app itself (`executable`); else the interpreter
    runs the `module` it ran (`python -m texas42_qt.app`), or the `script` (pip's `texas42`, or
    packaging/texas42_main.py), else the app's module."""
    if frozen:
        return [executable]
    if module and module != "__main__":  # ("__main__": a zip run as a script, as pip's launchers on Windows are)
        return [executable, "-m", module]
    if script and Path(script).is_file():
        return [executable, script]
    return [executable, "-m", "texas42_qt.app"]


def start_detached(command: list[str]) -> bool:
    """Start `command` on its own: it outlives this process, in its folder and environment."""
    process = QProcess()
    process.setProgram(command[0])
    process.setArguments(command[1:])
    if getattr(sys, "frozen", False):
        # A new copy of the bundle, not a helper of this one (PyInstaller 6.10+; a one-file build
        # would otherwise look for its files where this copy, ending, removes them).
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert("PYINSTALLER_RESET_ENVIRONMENT", "1")
        process.setProcessEnvironment(environment)
    started: object = process.startDetached()  # (PySide6 6.11 gives a bool, its stub says (bool, pid))
    return bool(started[0] if isinstance(started, tuple) else started)


def start_again(instance: SingleInstance, args: list[str],
                start: Callable[[list[str]], bool] = start_detached) -> int:
    """After the window closed for a restart: let go of the one-copy lock first (a new copy that
    found it held would hand itself over to this one, which is ending, and exit), then start the
    new copy. The exit code: 1 if it could not be started, said in a box and on stderr."""
    instance.release()
    command = restart_command(args)
    if start(command):
        return 0
    text = translate("MainWindow", "Texas 42 could not start again by itself ({command}). Start it as you usually "
                                   "do: your game is kept.").format(command=" ".join(command))
    print(text, file=sys.stderr)
    QMessageBox.warning(None, translate("MainWindow", "Texas 42"), text)
    return 1
