"""The window's files: the autosave and resuming it, records opened and saved, and the
games in progress kept when an opened record replaced them. Files are read off the GUI
thread; a file that cannot be used is reported and changes nothing."""

from __future__ import annotations

import concurrent.futures
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from ..engine import GameState, record
from .controller import GameController, SeatConfig
from .dialogs import seat_names
from .i18n import render_error, translate
from .saves import KEPT, AutoSaver, SaveError
from .settings import Preferences
from .work import Channel, WorkService


class FilesHost(Protocol):
    """What the files need of the window (the window implements it)."""

    controller: GameController
    prefs: Preferences

    def show_message(self, text: str) -> None: ...
    def show_notice(self, text: str) -> None: ...
    def show_error(self, text: str) -> None: ...
    def clear_message(self, text: str) -> None: ...
    def leave_other_modes(self) -> None: ...
    def play_game(self, state: GameState, seats: list[SeatConfig], undo: bool) -> None: ...
    def start_default_game(self) -> None: ...
    def first_game(self) -> None: ...
    def game_on_table(self) -> bool: ...
    def game_in_progress(self) -> bool: ...
    def confirm_leaving_game(self, question: str | None = None) -> bool: ...
    def update_actions(self) -> None: ...


class _SaveRelay(QObject):
    failed = Signal(str)


def _report_failure(future: concurrent.futures.Future[Any], relay: _SaveRelay) -> None:
    error = future.exception()
    if error is not None:
        relay.failed.emit(str(error))



class GameFiles(QObject):
    opened = Signal(bool)
    """A record given to `open_file` was read: True if its game is now played."""
    resumed = Signal(bool)
    """The autosave was read for `resume`: True if its game is now played."""

    def __init__(self, host: FilesHost, window: QWidget, folder: Path, work: WorkService):
        super().__init__(window)
        self.host = host
        self.window = window
        self.saver = AutoSaver(folder, work.executor("save"))
        self._opening = Channel(work, "work")
        self.opening: Path | None = None
        """The record being read (off the GUI thread), if any."""
        self._opening_text = ""
        """The status line shown while a file or the saved game is read."""
        self._save_warned = False
        self._save_relay = _SaveRelay()
        self._save_relay.failed.connect(self._save_failed, Qt.ConnectionType.QueuedConnection)

    def cancel_opening(self) -> None:
        """The file or saved game being read is no longer wanted."""
        if self._opening.busy:
            self.host.clear_message(self._opening_text)
        self._opening.cancel()

    def _reading(self, text: str) -> None:
        self._opening_text = text
        self.host.show_message(text)

    # ------------------------------------------------------------ the autosave

    def resume(self) -> None:
        """Continue the autosaved game, read off the GUI thread (a long game's record
        takes a while); a bad save is set aside with a message. `resumed` says which."""
        self.host.leave_other_modes()
        self.saver.flush()
        self._reading(translate("MainWindow", "Opening the saved game…"))
        self._opening.submit(self.saver.read, done=self._resume_read)

    def _resume_read(self, future: concurrent.futures.Future[Any]) -> None:
        error = future.exception()
        if error is not None:
            reason = render_error(error) if isinstance(error, SaveError) else \
                translate("MainWindow", "The saved game cannot be read ({error}).").format(error=render_error(error))
            self.saver.set_aside()
            self.host.show_error(translate("MainWindow", "{reason}\nIt was set aside and a new game is starting.").format(
                reason=reason))
            self.host.start_default_game()
            self.resumed.emit(False)
            return
        state, session = future.result()
        self.host.play_game(state, session.seats, session.undo)
        self.host.show_message(translate("MainWindow", "Welcome back: the saved game is resumed."))
        if self.saver.notice:
            self.host.show_notice(self.saver.notice)
        self.resumed.emit(True)

    def autosave(self) -> None:
        controller = self.host.controller
        if not controller.started or not self.host.game_on_table() or self.saver.closed:
            return
        future = self.saver.save(controller.session.state, controller.seats, controller.undo_allowed)
        relay = self._save_relay
        future.add_done_callback(lambda f: _report_failure(f, relay))
        self.host.update_actions()

    def _save_failed(self, error: str) -> None:
        if not self._save_warned:
            self._save_warned = True
            self.host.show_notice(translate("MainWindow", "Autosave failed ({error}); the game goes on.").format(error=error))

    # ------------------------------------------------------------ records

    def open_file(self, path: str | Path, at_start: bool = False) -> None:
        """Read a `.t42` record off the GUI thread, then play it (`opened` says whether
        it was). A corrupt or foreign file changes nothing; refused `at_start`, the
        window goes on as if no file had been given."""
        self.opening = Path(path)
        self._reading(translate("MainWindow", "Opening {name}…").format(name=self.opening.name))
        self._opening.submit(record.read_file, path, done=lambda f: self._file_read(Path(path), f, at_start))

    def _file_read(self, path: Path, future: concurrent.futures.Future[Any], at_start: bool) -> None:
        self.opening = None
        error = future.exception()
        if error is not None:
            reason = render_error(error) if isinstance(error, record.RecordError) else \
                translate("MainWindow", "it could not be read ({error})").format(error=render_error(error))
            self.host.show_error(translate("MainWindow", "This file cannot be opened as a Texas 42 game.\n{reason}").format(
                reason=reason))
            if at_start:
                self.host.first_game()
            self.opened.emit(False)
            return
        kept = self._keep_game_in_progress(at_start)
        self._play_loaded(future.result(), path)
        if kept is not None:
            self.host.show_notice(translate("MainWindow", "Opened {name}. Your game in progress was kept as {kept}: "
                                                          "Game > Kept games brings it back.").format(name=path.name,
                                                                                                       kept=kept.name))
        self.opened.emit(True)

    def _keep_game_in_progress(self, at_start: bool) -> Path | None:
        """Before an opened record replaces it, the saved game the user was playing is copied
        to the kept games (at start, the one the resume bar would offer)."""
        elsewhere = at_start or not self.host.game_on_table()  # the autosave holds it
        if not (self.host.game_in_progress() or elsewhere and self.saver.exists()):
            return None
        self.autosave()
        return self.saver.keep()

    def _play_loaded(self, loaded: record.LoadedGame, path: Path) -> None:
        prefs = self.host.prefs
        n = loaded.state.n
        names = seat_names(n, prefs.name)
        levels = prefs.last_levels(n)
        seats = [SeatConfig(names[0])] + [SeatConfig(loaded.players[s] if s < len(loaded.players) else names[s], levels[s])
                                           for s in range(1, n)]
        self.host.leave_other_modes()  # an opened game ends a practice session or a lesson
        self.host.play_game(loaded.state, seats, prefs.hints)
        self.host.show_message(translate("MainWindow", "Opened {name}.").format(name=path.name))

    def save_file(self, path: str | Path) -> bool:
        controller = self.host.controller
        try:
            record.save(path, controller.session.state, controller.players_names())
        except OSError as e:
            self.host.show_error(translate("MainWindow", "The game could not be saved: {error}").format(error=e.strerror or e))
            return False
        self.host.show_message(translate("MainWindow", "Saved {name}.").format(name=Path(path).name))
        return True

    # ------------------------------------------------------------ dialogs

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, translate("MainWindow", "Open game"), str(Path.home()),
                                              translate("MainWindow", "Texas 42 games (*.t42);;All files (*)"))
        question = translate("MainWindow", "Opening a game ends the game in progress. Go on?")
        if path and self.host.confirm_leaving_game(question):
            self.open_file(path)

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, translate("MainWindow", "Save game"), str(Path.home() / "game.t42"),
                                              translate("MainWindow", "Texas 42 games (*.t42)"))
        if path:
            self.save_file(path if path.endswith(".t42") else path + ".t42")

    def kept_games_dialog(self) -> None:
        """Game > Kept games: open one of the games in progress kept when a record replaced them."""
        folder = self.saver.folder / KEPT
        folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self.window, translate("MainWindow", "Kept games"), str(folder),
                                              translate("MainWindow", "Texas 42 games (*.t42);;All files (*)"))
        if path:
            self.open_file(path)

    def shutdown(self) -> None:
        self._opening.cancel()
        self.saver.close()
