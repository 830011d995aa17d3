"""The window's files: the autosave and resuming it, records opened and saved, and the
games in progress kept when an opened record replaced them. Files are read off the GUI
thread; a file that cannot be used is reported and changes nothing."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .. import datafile
from ..engine import GameState, Phase, record
from .bars import ResumeBar
from .controller import GameController, SeatConfig
from .dialogs import seat_names, t42_target, whole_names
from .filedrops import FileDrops
from .i18n import render, render_error, translate
from .losses import leaving_loses, not_kept_question, quitting_loses, resumes_from, same_point, staying_label
from .models import variant_name
from .saves import (
    KEPT,
    AutoSaver,
    NotKept,
    OpenedGame,
    SaveError,
    Session,
    at_record_levels,
    damage_said,
    forget_kept,
    read_game_file,
    refusal_text,
    unique,
)
from .settings import Preferences
from .stopsignals import stopping
from .work import Channel, WorkService

Game = tuple[GameState, list[SeatConfig], bool]
"""A game as the table plays it: its state, seats and whether undo is allowed."""


class FilesHost(Protocol):
    """What the files need of the window (the window implements it)."""

    controller: GameController
    prefs: Preferences

    def show_message(self, text: str, brief: bool = False) -> None: ...
    def show_notice(self, text: str, news: bool = False) -> None: ...
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
    def prompt_resume(self) -> None: ...


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
        # Games are read and written on one lane, in order: a resume reads what the last autosave wrote.
        self._opening = Channel(work, "save")
        self._saves = Channel(work, "save")
        self.opening: Path | None = None
        """The record being read (off the GUI thread), if any."""
        self._opening_text = ""
        """The status line shown while a file or the saved game is read."""
        self._save_warned = False
        """The last autosave failed, and the user was told."""
        self._saved_as = ""
        """The record last written by Save game as: while the game is that, quitting loses nothing."""
        self._bar: ResumeBar | None = None
        self._start: Callable[[], None] | None = None
        """What starts the new game once the saved one is kept (None: the default game)."""
        self._leaving: GameState | None = None
        """The user's game that new game replaces, as it stood (None: none, or the autosave holds it)."""
        self._finished: Game | None = None
        """The game that ended on the table (no save is kept of it), for `back_to_game`."""
        self._unsaved: Game | None = None
        """The game on the table as it stood when its last autosave failed: the file is behind it."""
        self._on_disk: GameState | None = None
        """The game the autosave holds, as the last save of this run that worked wrote it (or as it was
        resumed); None when there is none: quitting then loses all of a game whose save fails."""
        self.drops = FileDrops(window, self.open_chosen, host.show_message)

    def cancel_opening(self) -> None:
        """The file or saved game being read is no longer wanted."""
        if self._opening.busy:
            self.host.clear_message(self._opening_text)
        self._opening.cancel()

    def _reading(self, text: str) -> None:
        self._opening_text = text
        # News, not a game line: it joins the notices shown (found by rehearsing the installed app:
        # a damaged settings file's notice was replaced by "Opening game.t42…" before the window showed)
        self.host.show_notice(text, news=True)

    # ------------------------------------------------------------ the autosave

    def resume(self) -> None:
        """Continue the autosaved game, read off the GUI thread (a long game's record
        takes a while); a bad save is set aside with a message. `resumed` says which."""
        self.host.leave_other_modes()
        self._reading(translate("MainWindow", "Opening the saved game…"))
        self._opening.run(self.saver.read, then=self._resume_read, failed=self._resume_failed)

    def first_game(self, offer: bool, bar: ResumeBar) -> bool:
        """The game at start: the saved one offered (True), else a new one, the saved game kept
        first (found by QA: `texas42 --new` overwrote the game in progress)."""
        self._bar = bar
        if offer and self.saver.exists():
            self.offer_resume(bar)
            return True
        if self.saver.exists():
            self.new_over_saved()
        else:
            self.host.start_default_game()
        return False

    def offer_resume(self, bar: ResumeBar) -> None:
        """Show the resume offer at once; it names the game once the save is read off the GUI thread."""
        bar.show()
        # Nothing on the table yet: what the menus offer follows (found by using them: Rematch,
        # Undo, Next hand and Lay down were there to click, and did nothing)
        self.host.update_actions()
        self._saves.run(self.saver.describe, then=bar.describe, failed=lambda e: self._offer_failed(bar, e), replace=False)

    def _offer_failed(self, bar: ResumeBar, error: BaseException) -> None:
        """A save that cannot be read is not offered (found by QA: Resume was offered, then refused)."""
        if bar.isVisible() and not self._opening.busy:
            bar.hide()
            self._resume_failed(error)

    def new_game(self, start: Callable[[], None]) -> None:
        """`start` a new game; the one in progress is kept first, as --new keeps it (found by QA:
        Game > New game lost it after "Go on?"; Game > Rematch mid-game without a word)."""
        if self.host.game_in_progress() or self._save_offered():
            self.new_over_saved(start)
        else:
            start()

    def _save_offered(self) -> bool:
        """The resume offer shows the saved game, not on the table yet (found by QA: Ctrl+N, Ctrl+O
        or Kept games from the offer replaced it unkept)."""
        return self._bar is not None and self._bar.isVisible() and self.saver.exists()

    def new_over_saved(self, start: Callable[[], None] | None = None) -> None:
        """A new game over the saved one (New game on the resume offer, or `start` from Game > New
        game): the saved game goes to the kept games first, as an opened file's does (found by QA:
        one click on New game lost it, with no question; Game > New game lost it after one)."""
        self._start = start
        on_table = self.host.game_on_table()
        game = self._users_game() if self.host.game_in_progress() else None
        self._leaving = game[0].clone() if game is not None else None
        self.host.leave_other_modes()
        # The game on the table as it stands (the keeping runs after this save); not a lesson's or
        # practice's (found by playing: New game during a lesson saved the lesson over the user's
        # game, and kept it as theirs)
        if on_table:
            self.autosave()
        self._opening.run(self.saver.keep_or_why, then=self._new_after_keep, failed=self._new_not_kept)

    def _new_not_kept(self, error: BaseException) -> None:
        """The saved game could not be kept: a new game replaces it only if the user says so
        (found by QA: with a kept games folder that could not be written, it was lost unasked).
        When nothing can be saved, it stays: what a new game loses is the user's game since."""
        stays = isinstance(error, NotKept) and error.stays
        question = not_kept_question(self.saver.folder / KEPT, _reason(error), self.saver.folder if stays else None,
                                     loss=leaving_loses(self._on_disk, self._leaving))
        offer = self._bar if self._start is None else None  # (staying shows the resume offer again)
        stay = staying_label(stays, offer is not None)
        if self._ask(question, translate("MainWindow", "Start a new game"), stay):
            self._new_after_keep(None)
        elif offer is not None:
            self.offer_resume(offer)
            self.host.prompt_resume()
            offer.resume.setFocus()

    def _new_after_keep(self, kept: Path | None) -> None:
        (self._start or self.host.start_default_game)()
        if kept is not None:
            self.host.show_notice(translate("MainWindow", "A new game: the saved one was kept as {kept}. Game > Kept "
                                                          "games brings it back.").format(kept=kept.name), news=True)

    def _resume_failed(self, error: BaseException) -> None:
        reason = render_error(error) if isinstance(error, SaveError) else \
            translate("MainWindow", "The saved game cannot be read ({error}).").format(error=render_error(error))
        aside = self.saver.set_aside()
        if aside:  # where it went: a player can send it in, or look at it
            text = translate("MainWindow", "{reason}\nIt was kept as {file} in {folder}, and a new game is starting.").format(
                reason=reason, file=", ".join(path.name for path in aside), folder=aside[0].parent)
        else:  # (found by QA: said "set aside" when the folder would not let it be moved)
            text = translate("MainWindow", "{reason}\nIt could not be moved aside, and a new game is starting.").format(
                reason=reason)
        self.host.clear_message(self._opening_text)
        self.host.show_error(text)
        self.host.start_default_game()
        self.resumed.emit(False)

    def _resume_read(self, saved: tuple[GameState, Session]) -> None:
        state, session = saved
        self._on_disk = state.clone()  # (the table plays on the state itself)
        self.host.play_game(state, session.seats, session.undo)
        if state.phase is Phase.GAME_OVER:  # (saved for a restart) shown as it ended; its save goes, as a finished game's
            self.autosave()
            self.host.show_notice(translate("MainWindow", "Welcome back: the finished game is shown as it ended."), news=True)
        else:
            self.host.show_notice(translate("MainWindow", "Welcome back: the saved game is resumed."), news=True)
        if self.saver.rescued:  # moves were lost: a box, not a line easily missed
            self.host.show_error(self.saver.notice)
        elif self.saver.notice:
            self.host.show_notice(self.saver.notice)
        self.resumed.emit(True)

    def back_to_game(self) -> None:
        """After practice or a lesson: the game the user was playing, as it stood (found by playing
        with a save folder refusing writes: the table went back to the last save written, and the
        moves since were lost), else the saved game, else the game that ended on the table, its end
        shown (found by QA: a new hand was dealt over it), else a new game."""
        if self._unsaved is not None:  # the save is behind it
            self.host.play_game(*self._unsaved)
            self.host.show_message(translate("MainWindow", "Back to your game as you left it; it could not be saved."))
        elif self.saver.exists():
            self.resume()
        elif self._finished is not None:
            self.host.play_game(*self._finished)
        else:
            self.host.start_default_game()

    def autosave(self, keep_finished: bool = False) -> None:
        """Save the game on the table. A finished game's save is removed, unless `keep_finished`: a
        restart for a new language shows it as it ended (`language_restart.restart`)."""
        controller = self.host.controller
        if not controller.started or not self.host.game_on_table() or self.saver.closed:
            return
        state = controller.session.state  # a finished game has no save: it is kept here to go back to
        over = state.phase is Phase.GAME_OVER
        game = (state.clone(), list(controller.seats), controller.undo_allowed)
        self._finished = game if over else None
        write = self.saver.write_of(controller.session.state, controller.seats, controller.undo_allowed, keep_finished)
        self._saves.run(write, then=lambda _: self._saved(game), failed=lambda error: self._save_failed(error, game),
                        replace=False)
        self.host.update_actions()

    def _saved(self, game: Game) -> None:
        self._save_warned = False  # a later failure is news again
        self._unsaved = None  # (the saves run in order: this one is the latest written)
        self._on_disk = None if game[0].phase is Phase.GAME_OVER else game[0]  # (a finished game's save is removed)

    def _save_failed(self, error: BaseException, game: Game) -> None:
        """Said once, in a box (found by QA: a notice in the status bar was easy to miss, and
        quitting then lost every move since): where, why, and how to keep the game."""
        self._unsaved = game
        if not self._save_warned:
            self._save_warned = True
            self.host.show_error(translate(
                "MainWindow", "The game cannot be saved in {folder} ({error}). The game goes on, but {loss}: "
                              "Game > Save game as… keeps it elsewhere.").format(
                folder=self.saver.folder, error=_reason(error), loss=quitting_loses(self._on_disk, game[0])))

    def may_close(self) -> bool:
        """Quitting while the game cannot be saved asks first (found by QA: with a read-only home,
        Ctrl+Q quit at once and lost the game); not when a signal stops the app."""
        if not self._save_warned or not self.host.game_in_progress() or stopping():
            return True
        game = self._users_game()  # (not the deal on the table during practice or a lesson)
        if game is None or self._saved_as and self._saved_as == _record_of(game):  # (found by QA: asked after Save as)
            return True
        state = game[0]
        if self._on_disk is not None and same_point(self._on_disk, state):  # nothing played since it was saved
            return True
        loss = quitting_loses(self._on_disk, state)
        question = translate("MainWindow", "The game cannot be saved in {folder}: {loss}. Game > Save game as… keeps it "
                                           "elsewhere.").format(folder=self.saver.folder, loss=loss)
        go = translate("MainWindow", "Quit and lose those moves") if resumes_from(self._on_disk, state) else \
            translate("MainWindow", "Quit and lose it")
        return self._ask(question, go, translate("MainWindow", "Back to the game"))

    def unsaved_loss(self) -> str:
        """What quitting loses of the user's game while its autosave fails, as `may_close` says it ("": nothing)."""
        game = self._users_game() if self._unsaved is not None else None
        if game is None or self._on_disk is not None and same_point(self._on_disk, game[0]):
            return ""
        return quitting_loses(self._on_disk, game[0])

    def _users_game(self) -> Game | None:
        """The user's own game as it stands: on the table, else set aside by practice or a lesson as it
        stood when its save failed (None: there is none, or the autosave holds it as it stood)."""
        controller = self.host.controller
        if self.host.game_on_table():
            return (controller.session.state, list(controller.seats), controller.undo_allowed) if controller.started else None
        return self._unsaved

    def _ask(self, question: str, go: str, stay: str) -> bool:
        """Whether the user goes on with what loses a game (`go`) rather than `stay`, the default."""
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Texas 42"), question,
                          QMessageBox.StandardButton.NoButton, self.window)
        go_button = box.addButton(go, QMessageBox.ButtonRole.DestructiveRole)
        stay_button = box.addButton(stay, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay_button)
        box.setEscapeButton(stay_button)
        box.exec()
        return box.clickedButton() is go_button

    # ------------------------------------------------------------ records

    def open_file(self, path: str | Path, at_start: bool = False) -> None:
        """Read a `.t42` record off the GUI thread, then play it (`opened` says whether
        it was). A corrupt or foreign file changes nothing; refused `at_start`, the
        window goes on as if no file had been given."""
        self.opening = Path(path)
        self._reading(translate("MainWindow", "Opening {name}…").format(name=self.opening.name))
        self._opening.run(read_game_file, Path(path), then=lambda opened: self._file_read(Path(path), opened, at_start),
                          failed=lambda error: self._file_refused(Path(path), error, at_start))

    def _file_refused(self, path: Path, error: BaseException, at_start: bool) -> None:
        self.opening = None
        self.host.clear_message(self._opening_text)
        self.host.show_error(refusal_text(path, error))
        if at_start:
            self.host.first_game()
        self.opened.emit(False)

    def _file_read(self, path: Path, loaded: OpenedGame, at_start: bool) -> None:
        self.opening = None
        elsewhere = at_start or not self.host.game_on_table() or self._save_offered()  # the autosave holds it
        if not (self.host.game_in_progress() or elsewhere and self.saver.exists()):
            self._open_loaded(loaded, path, None)
            return
        # Before the record replaces it, the game the user was playing (at start, the one the
        # resume bar would offer) is copied to the kept games, on the lane after its last save.
        self.autosave()
        # On the opening's channel (the same lane, after that save): a game, lesson or practice
        # started meanwhile cancels it, as it does the reading.
        self._opening.run(self.saver.keep_or_why, then=lambda kept: self._open_loaded(loaded, path, kept),
                          failed=lambda error: self._open_not_kept(loaded, path, error, at_start))

    def _open_not_kept(self, loaded: OpenedGame, path: Path, error: BaseException, at_start: bool) -> None:
        """The game in progress could not be kept: the record replaces it only if the user says so
        (found by QA: with a kept games folder that could not be written, it was lost unasked)."""
        stays = isinstance(error, NotKept) and error.stays
        game = self._users_game() if self.host.game_in_progress() else None
        question = not_kept_question(self.saver.folder / KEPT, _reason(error), self.saver.folder if stays else None,
                                     path.name, leaving_loses(self._on_disk, game[0] if game is not None else None))
        if self._ask(question, translate("MainWindow", "Open {name}").format(name=path.name),
                     translate("MainWindow", "Keep my game")):
            self._open_loaded(loaded, path, None)
            return
        self.host.clear_message(self._opening_text)
        self.host.show_notice(translate("MainWindow", "{name} was not opened.").format(name=path.name), news=True)
        if at_start:
            self.host.first_game()
        self.opened.emit(False)

    def _open_loaded(self, opened: OpenedGame, path: Path, kept: Path | None) -> None:
        loaded = opened.loaded
        self._play_loaded(opened, path)
        if kept is None:
            self.host.show_notice(translate("MainWindow", "Opened {name}.").format(name=path.name), news=True)
        else:  # one line that says both (found by QA: "Opened a.t42. Opened a.t42. Your game in progress was kept …")
            self.host.show_notice(translate("MainWindow", "Opened {name}. Your game in progress was kept as {kept}: "
                                                          "Game > Kept games brings it back.").format(name=path.name,
                                                                                                       kept=kept.name),
                                  news=True)
        if opened.notice:
            self.host.show_notice(opened.notice)
        if loaded.rescued:  # (found by QA: a damaged save kept by New game could not be opened from Kept games)
            self.host.show_error(translate("MainWindow", "{name} is damaged: it was opened at its last move that could "
                                                         "be read, in hand {number} ({damage}). The file itself is "
                                                         "unchanged.").format(
                name=path.name, number=loaded.state.hand_index + 1, damage=damage_said(loaded)))
        self.opened.emit(True)

    def _play_loaded(self, opened: OpenedGame, path: Path) -> None:
        prefs = self.host.prefs
        loaded, session = opened.loaded, opened.session
        n = loaded.state.n
        names = seat_names(n, prefs.name)
        levels = prefs.last_levels(n)
        seats = [SeatConfig(names[0])] + [SeatConfig(loaded.players[s] if s < len(loaded.players) else names[s], levels[s])
                                           for s in range(1, n)]
        undo = prefs.hints  # the player's setting, not the game's: a record does not say it
        if session is not None:  # a kept game: as it was played
            seats, undo = session.seats, session.undo
            if session.seed is not None and not loaded.own_seed:
                loaded.state.seed = session.seed  # kept before records kept the seed: later deals follow it
        # Against the opponents it was played against; the New game dialog keeps the levels last chosen in it
        seats = at_record_levels(seats, loaded)
        self.host.leave_other_modes()  # an opened game ends a practice session or a lesson
        self.host.play_game(loaded.state, seats, undo)
        # The autosave now holds the game opened (found by QA: quit before a move, the next start
        # resumed the game that had been replaced, and kept, instead)
        self.autosave()
        if not loaded.rescued and path.parent.resolve() == (self.saver.folder / KEPT).resolve():
            # A kept game brought back is the game in progress now, no longer a kept one (found
            # by QA: kept again later, the same game stood twice in the list); a damaged one stays,
            # unchanged as its box says (found by QA: deleted, the moves after the damage with it).
            self._saves.run(forget_kept, path, then=lambda _: None, failed=lambda _: None, replace=False)

    def _record_now(self) -> str:
        controller = self.host.controller
        return _record_of((controller.session.state, controller.seats, controller.undo_allowed))

    def save_file(self, path: str | Path) -> bool:
        text = self._record_now()
        try:
            record.write_atomic(path, text)
        except OSError as e:  # which file and where, as the autosave's box says it (found by QA: neither was said)
            self.host.show_error(translate("MainWindow", "The game could not be saved as {name} in {folder} ({error}).").format(
                name=Path(path).name, folder=Path(path).parent, error=_reason(e)))
            return False
        self._saved_as = text
        self.host.show_message(translate("MainWindow", "Saved {name}.").format(name=Path(path).name), brief=True)
        return True

    # ------------------------------------------------------------ dialogs

    def open_dialog(self) -> None:
        folder = str(self.host.prefs.games_folder)
        path, _ = QFileDialog.getOpenFileName(self.window, translate("MainWindow", "Open game"), folder,
                                              translate("MainWindow", "Texas 42 games (*.t42);;All files (*)"))
        if path:
            self.open_chosen(Path(path))

    def open_chosen(self, path: Path) -> None:
        """A record the user chose (Game > Open game, or dropped on the window) is opened."""
        self.host.prefs.games_folder = path.parent
        # No question over a game in progress: it goes to the kept games (found by using it: the
        # question said the game would end, and then the game was kept)
        if self.host.confirm_leaving_game(None):
            self.open_file(path)

    def save_dialog(self) -> None:
        """Offers the folder last used and a name that says the game and the day ("Moon 2026-12-05.t42")."""
        state = self.host.controller.session.state
        name = f"{variant_name(state.rules.variant)} {datetime.date.today().isoformat()}.t42"
        path, _ = QFileDialog.getSaveFileName(self.window, translate("MainWindow", "Save game"),
                                              str(unique(self.host.prefs.games_folder / name)),
                                              translate("MainWindow", "Texas 42 games (*.t42)"))
        # The folder is remembered once the game is saved there (found by QA: a read-only folder
        # that refused the save was offered the next time)
        path = t42_target(self.window, path) if path else ""
        if path and self.save_file(path):
            self.host.prefs.games_folder = Path(path).parent

    def kept_games_dialog(self) -> None:
        """Game > Kept games: open one of the games in progress kept when a record replaced them."""
        folder = self.saver.folder / KEPT
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:  # (found by QA: a file in the folder's place, a traceback and no word)
            self.host.show_error(translate("MainWindow", "The kept games cannot be opened: {folder} ({error}).").format(
                folder=folder, error=_reason(e)))
            return
        QTimer.singleShot(0, lambda: whole_names(self.window))  # (once the dialog below is up)
        path, _ = QFileDialog.getOpenFileName(self.window, translate("MainWindow", "Kept games"), str(folder),
                                              translate("MainWindow", "Texas 42 games (*.t42);;All files (*)"))
        if path:
            self.open_file(path)

    def shutdown(self) -> None:
        self._opening.cancel()
        self.saver.close()


def _reason(error: BaseException) -> str:
    """An OSError's plain words (its file is often a temporary one: the message names the folder,
    the reason a file or folder in it that is in the way); a `NotKept`'s, its OSError's."""
    if isinstance(error, NotKept):
        error = error.error
    return render(datafile.os_reason(error)) if isinstance(error, OSError) else render_error(error)


def _record_of(game: Game) -> str:
    """The record Save game as writes of `game`."""
    state, seats, _ = game
    return record.dumps(state, [seat.name for seat in seats], [seat.level for seat in seats])
