"""The Practice and Help menus' ways into a mode: bidding practice, play practice, the
mistakes deck, a lesson, and the analysis of any hand; and the step after the lessons, a first
game against Easy players. Each asks before it replaces a
practice hand being played out, or a session by a new one of its kind; a session left for
another mode is kept, as the user's game waits in the autosave meanwhile."""

from __future__ import annotations

import functools
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Rules
from ..play.practice_save import SessionFile
from ..play.session import SeatConfig
from ..trainer.mistakes import Card, Deck
from .analysis_dialog import AnalysisDialog
from .dialogs import GameSetup, run_modal, seat_names
from .gamefiles import GameFiles
from .i18n import render, translate
from .lessonlist import LessonsDialog
from .play_practice import MistakesDialog, PlayPracticeSetupDialog
from .play_practice_mode import PlayPracticeMode
from .practice_base import PracticeModeBase
from .practice_mode import PracticeMode
from .practice_resume import KeptSessionBox
from .saves import AutoSaver
from .settings import Preferences
from .trainer_views import PracticeSetupDialog
from .tutorial_mode import TutorialMode
from .work import WorkService

FIRST_GAME_RULES = "Straight 42 (tournament)"
"""The rules of the first game: those lessons 1-8 teach, whatever the house played last."""


def first_game_setup(prefs: Preferences) -> GameSetup:
    """A learner's first game: straight 42, the partner and both opponents Easy, hints and undo on
    (found by a newcomer QA pass: after the last lesson, Back to the game went to three Hard players,
    New game's default). It is a one-off: the New game dialog's levels and rules stay as they were."""
    rules = Rules.preset(FIRST_GAME_RULES)
    names = seat_names(rules.layout.n_seats, prefs.name)
    return GameSetup(rules, [SeatConfig(names[0])] + [SeatConfig(name, "easy") for name in names[1:]], None, True)


class PracticeMenuHost(Protocol):
    prefs: Preferences
    saver: AutoSaver
    files: GameFiles

    @property
    def deck(self) -> Deck | None: ...
    def rules(self) -> Rules | None: ...
    def confirm_leaving_game(self, question: str | None = None, summary: bool = False) -> bool: ...
    def game_in_progress(self) -> bool: ...
    def leave_other_modes(self) -> None: ...
    def focus_table(self) -> None: ...
    def show_message(self, text: str) -> None: ...
    def start_game(self, setup: GameSetup, focus: bool = False) -> None: ...
    def show_error(self, text: str, wait: bool = False) -> None: ...
    def hide_lessons_offer(self) -> None: ...


class PracticeMenu:
    def __init__(self, host: PracticeMenuHost, window: QWidget, work: WorkService, practice: PracticeMode,
                 play_practice: PlayPracticeMode, tutorial: TutorialMode):
        self.host, self.window, self.work = host, window, work
        self.practice, self.play_practice, self.tutorial = practice, play_practice, tutorial
        # A session left midway is kept beside the saved game, to go on with at the next start.
        folder = host.saver.folder
        practice.kept = SessionFile(folder / "practice-bidding.json", "bid")
        play_practice.kept = SessionFile(folder / "practice-play.json", "play")
        self._last_bidding: dict[str, Any] = {}
        """The last bidding and play practice sessions' choices, offered again this run."""
        self._last_play: dict[str, Any] = {}
        self._analysis: AnalysisDialog | None = None
        """The Analyze a hand window last opened (deleted when closed)."""
        tutorial.first_game.connect(self.first_game)  # (the offer on the last lesson's card)

    def go_on_or_new(self, mode: PracticeModeBase) -> bool:
        """A session of `mode`'s kind left midway (the app closed in it) is offered first: Continue
        session resumes it (True: nothing more to ask), Start a new one goes on to what starts one."""
        kept = mode.kept.read() if mode.kept is not None and not mode.active else None
        if mode.kept is not None and mode.kept.notice is not None:
            self.host.show_error(render(mode.kept.notice), wait=True)  # closed before a dialog opens over it
            mode.kept.notice = None
        if kept is None:
            return False
        box = KeptSessionBox(kept, self.window)
        run_modal(box)
        if box.answer == "continue":
            self.host.leave_other_modes()
            self.host.focus_table()
            mode.resume(kept)
        return box.answer != "new"

    def may_start(self, mode: PracticeModeBase) -> bool:
        """Ask before a session of `mode`'s kind starts: over a session of that very kind, whether its
        answers may go (the new session takes its place and its file); else what the mode on the table
        does not keep (a session of the other kind is kept, to continue later)."""
        question = mode.replacing_text()
        if question is None:
            return self.host.confirm_leaving_game()
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return QMessageBox.question(self.window, translate("MainWindow", "Texas 42"), question, yes | no, no) == yes

    def practice_dialog(self) -> None:
        if not self.may_start(self.practice) or self.go_on_or_new(self.practice):
            return
        dialog = PracticeSetupDialog(self.window, self.host.game_in_progress(), self.host.rules(), self.tutorial.active,
                                     self.host.files.unsaved_loss())
        if self._last_bidding:
            dialog.choose(**self._last_bidding)
        if run_modal(dialog):
            self._last_bidding = dialog.options()
            self.start_practice(**self._last_bidding)

    def start_practice(self, position: str = "any", strength: str = "any", deals: int = 10, seed: int | None = None,
                       cards: list[Card] | None = None) -> None:
        self.host.leave_other_modes()
        rules = self.host.rules() if cards is None else None  # (a card carries its own rules)
        self.host.focus_table()  # the keyboard on the table, not on a panel's button left behind
        self.practice.start(position, strength, deals, seed, rules, cards)

    def play_practice_dialog(self) -> None:
        if not self.may_start(self.play_practice) or self.go_on_or_new(self.play_practice):
            return
        dialog = PlayPracticeSetupDialog(self.window, self.host.game_in_progress(), self.host.rules(),
                                         self.tutorial.active, self.host.files.unsaved_loss())
        if self._last_play:
            dialog.choose(**self._last_play)
        if run_modal(dialog):
            self._last_play = dialog.options()
            self.start_play_practice(**self._last_play)

    def start_play_practice(self, spot: str = "any", positions: int = 10, seed: int | None = None,
                            cards: list[Card] | None = None) -> None:
        self.host.leave_other_modes()
        rules = self.host.rules()
        self.host.focus_table()
        self.play_practice.start(spot, positions, seed, rules, cards)

    @property
    def active(self) -> bool:
        """A bidding or play practice session is on (what End practice ends)."""
        return self.practice.active or self.play_practice.active

    def end_practice(self) -> None:
        if not self.host.confirm_leaving_game(summary=True):  # (the summary keeps the answers)
            return
        if self.practice.active:
            self.practice.summary()  # which ends the practice and goes back to the game
        elif self.play_practice.active:
            self.play_practice.summary()

    def analysis_dialog(self) -> None:
        """Practice > Analyze a hand: the coach on a hand from a real table; the game is not touched.
        One window: the command again brings the open one forward, with the hand typed in it (found
        rehearsing the random-input bench: each use stacked another window, about 2 MB apiece)."""
        open_ = self._analysis
        if open_ is not None and shiboken6.isValid(open_) and open_.isVisible():
            open_.raise_()
            open_.activateWindow()
            return
        self._analysis = AnalysisDialog(self.work, self.host.rules(), self.window, self.host.prefs)
        self._analysis.show()

    def mistakes_dialog(self) -> None:
        deck = self.host.deck
        if deck is None:
            self.host.show_message(translate("MainWindow", "The mistakes deck is off (its file could not be opened)."))
            return
        dialog = MistakesDialog(deck, self.window, game_kept=self.host.game_in_progress(),
                                loss=self.host.files.unsaved_loss())
        dialog.practise.connect(self._practise_mistakes)
        dialog.practise_one.connect(lambda card: self._practise_cards(card.kind, [card]))
        run_modal(dialog)

    def _practise_mistakes(self, kind: str) -> None:
        deck = self.host.deck
        if deck is not None:
            self._practise_cards(kind, deck.worst(kind)[:20])

    def _practise_cards(self, kind: str, cards: list[Card]) -> None:
        """A practice session of these cards of the deck (all of one kind)."""
        mode = self.play_practice if kind == "play" else self.practice
        if self.host.deck is None or not self.may_start(mode):
            return
        if not cards or self.go_on_or_new(mode):
            return
        if kind == "play":
            self.start_play_practice(cards=cards)
        else:
            self.start_practice(deals=len(cards), cards=cards)

    def lessons_dialog(self) -> None:
        """Practice (or Help) > Learn to play: choose a lesson (the next one is preselected)."""
        self.host.hide_lessons_offer()
        prefs = self.host.prefs
        dialog = LessonsDialog(prefs.lessons_done(), self.window, left=list(prefs.lesson_progress()))
        # Asked once a lesson is chosen: the list closed leaves practice as it was.
        if not run_modal(dialog):
            return
        if dialog.first_game:
            self.first_game()
        elif dialog.chosen is not None and self.host.confirm_leaving_game():
            self.tutorial.start(dialog.chosen, again=dialog.again)

    def first_game(self) -> None:
        """The step after the lessons: a new game against Easy players (`first_game_setup`). A game in
        progress, or the one a lesson set aside, goes to the kept games first, as Game > New game's does."""
        self.host.hide_lessons_offer()
        if self.host.confirm_leaving_game():
            self.host.files.new_game(functools.partial(self._start_first_game, first_game_setup(self.host.prefs)))

    def _start_first_game(self, setup: GameSetup) -> None:
        self.host.start_game(setup, focus=True)
        # Said where the game is played, for the way in from the first start's offer too (no lesson card
        # there); once this turn of the event loop is over, after the news that the game set aside was
        # kept, which would replace a game message said before it (found by testing).
        QTimer.singleShot(0, self.window, lambda: self.host.show_message(translate(
            "MainWindow", "Your first game: Easy players, Hint (H) and Undo on. Too fast? L shows the tricks played; "
                          "Settings > Preferences > Animation: Slow.")))
