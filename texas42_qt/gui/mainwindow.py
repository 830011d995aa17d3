"""The main window: a shell that puts the table, the side panels, the menus and the files
together and hands the user's input to the game or to the mode over it (practice, a lesson)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from ..engine import Action, Bid, Discard, GameState, NameTrump, Phase, Play, Rules
from ..trainer.mistakes import Card, Deck
from ..trainer.stats import Stats
from .announcer import Announcer
from .bars import LearnBar, ResumeBar
from .controller import GameController, PlayerFactory, SeatConfig
from .dialogs import GameSetup, NewGameDialog, default_setup, run_modal
from .gamefiles import GameFiles
from .hand_texts import refused_tile_text, wait_text
from .heap import freeze_start_up
from .hinting import HintDesk
from .i18n import current as current_language
from .i18n import render, translate
from .language_restart import edit_preferences
from .menus import build_menus, shortcuts
from .models import BidHistoryModel, HandModel, TrickHistoryModel
from .modes import ModeStack
from .placement import keep_on_screen
from .play_practice_mode import PlayPracticeMode
from .practice_menu import PracticeMenu
from .practice_mode import PracticeMode
from .preferences_dialog import slow_solver_note
from .reviewing import GameMistakes, HandReviewer
from .rulespage import RulesDialog
from .saves import app_data_dir
from .scoresheet import ScoreSheetModel
from .settings import Preferences
from .sidepanels import SidePanels
from .statistics import Statistics
from .statusline import StatusLine
from .table import TableView
from .tablepanels import TablePanels
from .tutorial_mode import CoachBar, TutorialMode

PACE_MS = 450
"""Least time between two AI actions at normal animation speed."""


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: QSettings | None = None,
        data_dir: Path | None = None,
        ai_factory: PlayerFactory | None = None,
        offer_resume: bool = True,
        open_path: str | Path | None = None,
    ):
        super().__init__()
        self.setWindowTitle(translate("MainWindow", "Texas 42"))
        self.prefs = Preferences(settings)
        self.controller = GameController(self, ai_factory)
        self.status = StatusLine()
        self.work = self.controller.work
        self.files = GameFiles(self, self, data_dir or app_data_dir(), self.work)
        self.saver = self.files.saver
        self.hand_model = HandModel(self.controller, self)
        self.bid_model = BidHistoryModel(self.controller, self)
        self.trick_model = TrickHistoryModel(self.controller, self)
        self.score_model = ScoreSheetModel(self.controller, self)
        self.table = TableView(self.controller, self.hand_model)
        self.setup: GameSetup | None = None
        self.summary_dialog: QDialog | None = None
        self.practice = PracticeMode(self, self.work, self)
        self.play_practice = PlayPracticeMode(self, self.work, self)
        self.reviewer = HandReviewer(self.controller, self, self.show_message, self.show_error)
        self._build_central()
        self.tutorial = TutorialMode(self, self.coach_bar, self)
        self.modes = ModeStack(self.practice, self.play_practice, self.tutorial)
        self.side = SidePanels(self, self.controller, {"Score sheet": self.score_model, "Auction": self.bid_model,
                                                       "Tricks": self.trick_model}, self.back_to_table)
        self.docks, self.hint_view = self.side.docks, self.side.hint_view
        self.score_view, self.bid_view, self.trick_view = self.side.score_view, self.side.bid_view, self.side.trick_view
        self.panels = TablePanels(self, self.table, self.controller, self.modes, self.practice, self.side,
                                  self.show_message, self.clear_message)
        self.bid_panel, self.trump_panel = self.panels.bid, self.panels.trump
        self.end_panel, self.claim_panel = self.panels.end, self.panels.claim
        self.hints = HintDesk(self.controller, self.hint_view, lambda: self.side.bring_forward("Hint"), self.table, self.modes,
                              self.status.say_aloud, (self.bid_panel, self.trump_panel))
        self.practice_menu = PracticeMenu(self, self, self.work, self.practice, self.play_practice, self.tutorial)
        self.menu = build_menus(self, self, self.files, self.practice_menu, self.side)
        self._connect()
        self.apply_preferences()
        self.side.restore_layout(*self.prefs.window_layout(), *self.prefs.window_size())
        self.side.sync_compact()
        self.statusBar().addWidget(self.status, 1)
        self.announcer = Announcer(self.controller)
        self.statusBar().addPermanentWidget(self.announcer)
        if note := slow_solver_note():
            self.statusBar().addPermanentWidget(QLabel(note))
        self.statistics = Statistics(self.saver.folder, self.controller, self.game_on_table, self.show_notice, self.show_error)
        self.game_mistakes = GameMistakes(self.reviewer, self.statistics, self.prefs, self.status.add_news, self.modes)
        self.prefs.listen(self.show_notice)  # also those of settings read later (the last game's rules)
        # A file to open is read first: no game starts (nor an autosave replaces the saved game) unless it is refused.
        self._offer_resume = offer_resume
        self.restart_args: list[str] | None = None
        """Set as the window closes for a restart: the new copy's arguments (`app.main` starts it)."""
        self._was_active = False
        self._table_on_activation = False
        """The keyboard goes to the table once the window is active again (a dialog closing asked)."""
        if open_path is not None:
            self.open_file(open_path, at_start=True)
        else:
            self.first_game()
        QTimer.singleShot(0, freeze_start_up)  # once the window is up and the first hand dealt

    # ------------------------------------------------------------ start-up

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and not self._was_active:
            self._was_active = True
            QTimer.singleShot(0, self._first_focus)
            QTimer.singleShot(0, lambda: keep_on_screen(self))
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self._table_on_activation:
            self._table_on_activation = False
            QTimer.singleShot(0, self, self.back_to_table)  # after Qt has given back the focus it kept

    def _first_focus(self) -> None:
        """The keyboard where the user starts: Resume, the open panel's button or the hand (a window
        manager activating the window gave it to the score sheet, so Enter missed the first bid)."""
        if self.resume_bar.isVisible():
            self.resume_bar.resume.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        elif self.coach_bar.next.isVisible():  # a lesson's card being read keeps the keyboard on Next
            self.coach_bar.next.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        else:
            self.table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            self.update_panels()

    def _leave_resume_bar(self, then: Callable[[], None]) -> None:
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        then()

    def first_game(self) -> None:
        if saved := self.files.first_game(self._offer_resume, self.resume_bar):
            self.prompt_resume()
        # Once, to a newcomer: no game counted or waiting, no lesson begun (found by playing: a game
        # on offer was greeted "New to Texas 42?"); Help > Learn to play any time.
        begun = saved or (self.stats and self.stats.games()) or self.prefs.lessons_done() or self.prefs.lesson_progress()
        if self._offer_resume and not self.prefs.tutorial_offered and not begun:
            self.prefs.tutorial_offered = True
            self.learn_bar.show()

    def prompt_resume(self) -> None:
        self.table.set_prompt(translate("MainWindow", "Resume the saved game, or start a new one"))

    def _build_central(self) -> None:
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.resume_bar = ResumeBar()
        box.addWidget(self.resume_bar)
        self.learn_bar = LearnBar()
        box.addWidget(self.learn_bar)
        self.coach_bar = CoachBar()
        box.addWidget(self.coach_bar)
        box.addWidget(self.table, 1)
        self.setCentralWidget(central)

    def _connect(self) -> None:
        c = self.controller
        for signal in (c.turnChanged, c.gameReset, c.handScored, c.dealt):
            signal.connect(self.update_panels)
        self.table.animator.idle.connect(self.update_panels)
        c.message.connect(self.show_message)
        for signal, slot in ((c.actionApplied, self.files.autosave), (c.actionApplied, self.status.moved),
                             (c.dealt, self.status.game_moved_on), (c.gameReset, self.status.game_moved_on)):
            signal.connect(slot)
        c.turnChanged.connect(lambda seat: self.clear_message(wait_text() if seat == c.human else ""))
        c.turnChanged.connect(lambda seat: self.status.turn(seat == c.human))
        self.table.tileChosen.connect(self.choose_tile)
        self.panels.actionChosen.connect(self.act)
        self.end_panel.nextHand.connect(self.next_hand)
        self.end_panel.review.connect(self.review_hand)
        self.end_panel.rematch.connect(self.rematch)
        self.end_panel.newGame.connect(self.new_game_dialog)
        self.table.info_board.clicked.connect(self.menu.game_rules.trigger)  # (off while no game is on the table)
        # a double-click, or Enter (found by playing by keyboard: only R's last hand could be reviewed)
        self.score_view.activated.connect(lambda index: self.review_hand(index.row()))
        for mode in (self.practice, self.play_practice, self.tutorial):
            mode.changed.connect(self.update_panels)
        self.learn_bar.yes.clicked.connect(self.practice_menu.lessons_dialog)
        self.learn_bar.no.clicked.connect(self.hide_lessons_offer)
        self.learn_bar.play.clicked.connect(self.practice_menu.first_game)
        # The keyboard goes to the table before the bar hides (found by playing: Enter on Resume left
        # it on the score sheet, the next widget that takes it, so the next Enter played nothing).
        self.resume_bar.resume.clicked.connect(lambda: self._leave_resume_bar(self.resume))
        self.resume_bar.new.clicked.connect(lambda: self._leave_resume_bar(self.files.new_over_saved))

    # ------------------------------------------------------------ games and files

    def start_default_game(self) -> None:
        self.start_game(default_setup(self.prefs))

    def start_game(self, setup: GameSetup, focus: bool = False) -> None:
        """`focus`: the keyboard to the table (found by playing: Qt gave it to a deleted button)."""
        self.leave_other_modes()
        self.setup = setup
        self.hint_view.clear()
        self.controller.new_game(setup.rules, setup.seats, setup.seed, undo=setup.practice)
        self.update_actions()
        if focus:
            self.back_to_table()

    def play_game(self, state: GameState, seats: list[SeatConfig], undo: bool) -> None:
        """The table plays this game (resumed, opened or a practice deal) from where it stands."""
        self.setup = GameSetup(state.rules, seats, None, undo)
        self.hint_view.clear()
        self.controller.load(state, seats, undo=undo)
        self.update_actions()

    def load_practice(self, state: GameState, seats: list[SeatConfig]) -> None:
        self.play_game(state, seats, True)
        # Undo stops at the position: the moves before it were played for the user (found by QA: at the
        # question it brought back the auction's trump naming, and the tile was graded in the dealt contract)
        self.controller.undo_from_here()
        self.update_actions()
        self.reviewer.given = (state.seed, len(state.logs) - 1, len(state.logs[-1].actions)) if state.logs else None

    def rematch(self) -> None:
        if self.setup is not None:
            setup = GameSetup(self.setup.rules, self.setup.seats, None, self.setup.practice)
            self.files.new_game(functools.partial(self.start_game, setup))

    def resume(self) -> None:
        self.files.resume()

    def open_file(self, path: str | Path, at_start: bool = False) -> None:
        self.files.open_file(path, at_start)

    def save_file(self, path: str | Path) -> bool:
        return self.files.save_file(path)

    def open_from_elsewhere(self, path: str) -> None:
        """A second start of the app handed its file over (or only wanted the window)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        if path:
            self.open_file(path)

    def game_on_table(self) -> bool:
        """The table plays the user's own game (no practice, no lesson): it is autosaved."""
        return self.modes.current is None

    def game_in_progress(self) -> bool:
        """A game the user has played into and not finished (practice deals excepted); during
        practice or a lesson, the game set aside in the autosave, which the table goes back to."""
        if not self.game_on_table():
            return self.modes.game_aside and self.saver.exists()
        obs = self.controller.observation()
        # only the user's own actions count: the AIs' opening bids before the user's first turn
        # are not a game played into (found by playing: a fresh app asked before practice)
        human = self.controller.human
        started = obs.hand_index > 0 or any(seat == human for seat, _ in self.controller.state.actions)
        return self.controller.started and started and obs.phase is not Phase.GAME_OVER

    def confirm_leaving_game(self, question: str | None = None, summary: bool = False) -> bool:
        """Ask before a new game replaces the game in progress (`question`: "A new game ends the game in
        progress. Go on?"; None: what comes keeps the game), or anything drops what the mode on the table
        has not kept (`Mode.leaving_text`; `summary`: practice ends with its summary, End practice)."""
        if question is None or not self.game_in_progress():
            question = self.modes.leaving_text(self.controller.observation().phase in (Phase.SCORED, Phase.GAME_OVER), summary)
            if question is None:
                return True
        answer = QMessageBox.question(
            self, translate("MainWindow", "Texas 42"), question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def leave_other_modes(self) -> None:
        """A game, a lesson or practice replaces the others and a file or save still being read."""
        self.files.cancel_opening()
        self.modes.push(self.game_in_progress())  # (what a lesson or practice keeps to go back to)
        self.learn_bar.hide()
        self.resume_bar.hide()

    def back_to_game(self) -> None:
        self.files.back_to_game()

    practice_ended = tutorial_ended = back_to_game

    # ------------------------------------------------------------ user input

    def act(self, action: Action) -> None:
        if self.table.animator.busy:
            self.table.animator.skip()
        self.panels.clear_refusal()  # until the next action, one practice takes too (found by QA)
        if self.modes.intercept(action):
            return
        reason = self.controller.act(action)
        if reason is None:
            self.hint_view.clear()
            self.update_panels()
        else:  # said where the user looks, until the next action
            self.panels.refuse(render(reason))

    def play_action(self, action: Action) -> None:
        self.hint_view.clear()  # the position's hint is the reveal's, not the next turn's
        self.controller.act(action)

    def play_bid(self, bid: Bid) -> None:
        self.controller.act(bid)

    def undo(self) -> None:
        if self.controller.undo():  # said, on screen and to a screen reader (found by QA: Ctrl+Z was silent)
            self.hint_view.clear()  # the hint was for a later position (found by QA)
            self.announcer.say(translate("MainWindow", "Undone: your last decision is yours to make again."))

    def choose_tile(self, tile: int) -> None:
        obs = self.controller.observation()
        if obs.to_act == obs.seat and obs.phase in (Phase.WIDOW, Phase.PLAY):
            self.act(Discard(tile) if obs.phase is Phase.WIDOW else Play(tile))
        else:  # why no tile goes (a finished lesson's table waits for nobody: the lesson says so)
            self.status.say_aloud(self.modes.over_text or refused_tile_text(obs))

    def request_hint(self) -> None:
        self.hints.request()

    def show_last_trick(self) -> None:
        self.side.bring_forward("Tricks")
        if hidden := self.announcer.last_trick():
            self.show_message(hidden)

    def next_hand(self) -> None:
        if not self.modes.next_hand(self.controller.observation().phase in (Phase.SCORED, Phase.GAME_OVER)):
            self.controller.next_hand()
        self.back_to_table()  # (found by QA: N from a side panel's tabs left the keyboard there)

    # ------------------------------------------------------------ panels, keyboard, side panels

    def update_panels(self, *_: Any) -> None:
        self.panels.update()
        self.update_actions()

    def update_actions(self) -> None:
        hints = self.hints.allowed()
        self.menu.follow(self.controller, hints, self.modes, self.setup is not None)
        self.hints.follow(hints)

    def ask_contract(self, bid: Bid, options: list[NameTrump]) -> None:
        self.panels.ask_contract(bid, options)

    def back_to_table(self) -> None:
        """The keyboard to the open panel's button, else the hand, or a lesson card's Next while it is read (now,
        or when a dialog closes; found by playing: a lesson begun over a practice reveal, Enter hit the hand)."""
        self._table_on_activation = not self.isActiveWindow()
        (self.coach_bar.next if self.coach_bar.next.isVisible() else self.table).setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.update_panels()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        """Tab and Shift+Tab stop only where the user can see the focus (found by playing: after H
        brought the Hint tab forward, Tab went to the score sheet hidden behind it and never to the
        hint; at game over it stopped on the empty hand)."""
        self.side.sync_focus()  # a tab brought forward since the last look
        start = QApplication.focusWidget()
        for _ in range(64):  # the focus chain is a ring: this ends where it began at the latest
            if not super().focusNextPrevChild(next):
                return False
            now = QApplication.focusWidget()
            if now is None or now is start or self.panels.shows_focus(now):
                return True
        return True

    def go_to_panel(self, title: str) -> None:
        self.side.go_to(title)

    def fit_docks(self) -> None:
        self.side.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.side.window_resized()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self.panels.place)
            QTimer.singleShot(0, self.hint_view.room_changed)  # (the side panels' room changed too)
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ practice, lessons, review, statistics

    def user_name(self) -> str:
        return self.prefs.name

    def announce(self, text: str) -> None:
        self.announcer.say(text)

    def review_hand(self, index: int | None = None) -> None:
        self.reviewer.review(index, lesson=self.tutorial.active)

    def stats_dialog(self) -> None:
        self.statistics.dialog(self, self.show_message, self.prefs)

    # (the Practice menu's commands that tests and other windows call)
    def start_practice(self, position: str = "any", strength: str = "any", deals: int = 10, seed: int | None = None,
                       cards: list[Card] | None = None) -> None:
        self.practice_menu.start_practice(position, strength, deals, seed, cards)

    def start_play_practice(self, spot: str = "any", positions: int = 10, seed: int | None = None,
                            cards: list[Card] | None = None) -> None:
        self.practice_menu.start_play_practice(spot, positions, seed, cards)

    def end_practice(self) -> None:
        self.practice_menu.end_practice()

    def rules(self) -> Rules | None:
        """The rules of the game on the table, which practice keeps (None before the first game)."""
        return self.setup.rules if self.setup is not None else None

    def focus_table(self) -> None:
        self.table.setFocus()

    def hide_lessons_offer(self) -> None:
        self.learn_bar.hide()
        self.back_to_table()  # not the hand, where Qt put the bar's focus while the bid panel waited

    @property
    def stats(self) -> Stats | None:
        return self.statistics.stats

    @property
    def deck(self) -> Deck | None:
        return self.statistics.deck

    # ------------------------------------------------------------ messages and dialogs

    def show_message(self, text: str, brief: bool = False) -> None:
        self.status.say(text, brief)

    def show_notice(self, text: str, news: bool = False) -> None:
        (self.status.add_news if news else self.status.add_notice)(text)

    def clear_message(self, text: str) -> None:
        self.status.unsay(text)

    def show_error(self, text: str, wait: bool = False) -> None:
        self.status.error(text, wait)

    @property
    def last_error(self) -> str:
        return self.status.last_error

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.prefs, self, self.setup.rules if self.setup else None)
        if self.confirm_leaving_game(None) and run_modal(dialog):
            self.files.new_game(functools.partial(self.start_game, dialog.setup(), focus=True))

    def preferences_dialog(self) -> None:
        edit_preferences(self, self)  # (a new language: Restart now closes the window, `restart_args` set)

    def apply_preferences(self) -> None:
        self.table.set_theme(self.prefs.theme)
        factor = self.prefs.speed_factor
        self.table.set_speed(factor)
        self.controller.pace_ms = int(PACE_MS * factor)

    # ------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.may_close():
            return event.ignore()
        self.shutdown()
        super().closeEvent(event)
        QApplication.quit()  # the app ends with its window, whatever else is open (found by QA: once it ran on unseen)

    def shortcuts(self) -> list[tuple[str, str]]:
        return shortcuts(self.menuBar())

    def open_rules(self, at: str = "", over: QWidget | None = None) -> None:
        """Help > Rules; `at`: at a glossary entry's anchor (a hint's word followed, `hint_words`);
        `over`: the window it is opened from, which has the keyboard back once it closes."""
        run_modal(RulesDialog(over or self, self.shortcuts(), self.prefs.theme, current_language(), at))

    def shutdown(self) -> None:
        """Stop animations, timers and the AI thread (idempotent)."""
        self.table.animator.clear()
        self.prefs.set_window_layout(self)
        self.modes.shutdown()
        self.reviewer.shutdown()
        self.files.shutdown()
        self.controller.shutdown(wait=True)
        self.statistics.close()
        self.prefs.sync()
