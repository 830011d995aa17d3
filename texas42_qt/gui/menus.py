"""The main window's menus and the actions the window enables and disables."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QMessageBox, QWidget

from ..engine import CLAIM, Action, Phase
from .a11y import DrawnWindowOrder
from .controller import GameController
from .dialogs import run_modal
from .docview import RecordFormatDialog
from .game_rules import GAME_RULES_KEY, GameRulesDialog
from .gamefiles import GameFiles
from .hand_texts import over_text
from .hintview import WIDER_PANELS
from .i18n import translate, without_alt_key
from .licences import LicencesDialog
from .modes import ModeStack
from .practice_menu import PracticeMenu
from .preferences_dialog import about_text, solver_label
from .settings import Preferences
from .sidepanels import PANELS, SidePanels, go_to_text, panel_title

Key = QKeySequence.StandardKey | str | None


class MenuHost(Protocol):
    """The window's commands the menus call."""

    prefs: Preferences
    controller: GameController

    def new_game_dialog(self) -> None: ...
    def rematch(self) -> None: ...
    def request_hint(self) -> None: ...
    def undo(self) -> None: ...
    def next_hand(self) -> None: ...
    def show_message(self, text: str, brief: bool = False) -> None: ...
    def act(self, action: Action) -> None: ...
    def review_hand(self, index: int | None = None) -> None: ...
    def show_last_trick(self) -> None: ...
    def preferences_dialog(self) -> None: ...
    def stats_dialog(self) -> None: ...
    def open_rules(self, at: str = "", over: QWidget | None = None) -> None: ...


@dataclass
class MenuActions:
    """The actions whose state follows the game."""

    new: QAction
    rematch: QAction
    game_rules: QAction
    open: QAction
    save: QAction
    hint: QAction
    hint_refused: QShortcut
    """H while Hint is off says why (a disabled action's key did nothing, found by playing practice)."""
    undo: QAction
    undo_refused: QShortcut
    """Ctrl+Z with nothing to take back says why (found by playing a serious game: it did nothing)."""
    next: QAction
    next_refused: QShortcut
    """N before the hand's end says when it comes (found by QA: it did nothing, where H and D said why)."""
    claim: QAction
    claim_refused: QShortcut
    """D on the user's turn when the hand is not sure: the engine says why (found by QA: nothing happened)."""
    mistakes: QAction
    end_practice: QAction
    review: QAction
    undo_off: str = ""
    """Why Undo is off in the game on the table ("" where it is on)."""
    game_over: bool = False
    """The game on the table has ended: N says so, not that a next hand comes (found by playing:
    after "They win the game" N said "Next hand (N) comes when this hand is over.")."""
    mode_over: str | None = None
    """What a finished lesson's table says to a move (its own words, not the game's)."""
    undo_floor: str | None = None
    """Why Undo has nothing to take back in the mode on the table (None: the game's own words)."""

    def next_refused_text(self) -> str:
        if self.mode_over:
            return self.mode_over
        if self.game_over:
            return over_text(Phase.GAME_OVER)
        return translate("MainWindow", "Next hand (N) comes when this hand is over.")

    def undo_refused_text(self) -> str:
        said = translate("MainWindow", "Nothing to undo yet: Undo takes back your own last decision.")
        return self.undo_off or self.undo_floor or said

    def follow(self, controller: GameController, hints: bool, modes: ModeStack, has_setup: bool) -> None:
        """Enable what the game on the table allows (`hints`: hints are on and no practice question waits)."""
        question_open = modes.question_open
        self.undo.setEnabled(controller.can_undo())
        self.undo_refused.setEnabled(controller.started and not self.undo.isEnabled())
        self.undo_off = "" if controller.undo_allowed else _undo_off_text(modes)
        self.undo_floor = modes.undo_floor_text
        self.hint.setEnabled(hints)
        self.hint_refused.setEnabled(not hints)
        obs = controller.observation()
        self.game_over = obs.phase is Phase.GAME_OVER
        self.mode_over = modes.over_text
        self.next.setEnabled(obs.phase is Phase.SCORED or modes.takes_next)
        # What N does on the table: a practice hand played out goes on to the next position or deal, as
        # the result panel says (found by QA: the menu said Next hand); a game's next hand again after it.
        label = modes.next_label or translate("MainWindow", "&Next hand")
        if self.next.text() != label:
            self.next.setText(label)
        self.next_refused.setEnabled(controller.started and not self.next.isEnabled())
        # (in a lesson too: a lay-down the lesson does not want is explained by its card)
        turn = obs.phase is Phase.PLAY and obs.to_act == obs.seat and not question_open
        self.claim.setEnabled(obs.can_claim and turn)
        self.claim_refused.setEnabled(turn and not obs.can_claim)
        self.rematch.setEnabled(has_setup)
        self.game_rules.setEnabled(controller.started)
        # Nothing to save before a game is on the table (found by using it: under the resume offer,
        # Save wrote an empty record and said "Saved")
        self.save.setEnabled(controller.started)


def _undo_off_text(modes: ModeStack) -> str:
    """Why Undo is off: the game's reason, or (in a lesson) a plain one."""
    if modes.current is not None:
        return translate("MainWindow", "Undo is off here.")
    return translate("MainWindow", "Undo is off in this game (turn on practice in New game).")


def game_rules_dialog(window: QMainWindow, host: MenuHost) -> None:
    """The house rules of the game on the table (a lesson's or practice's too)."""
    if host.controller.started:
        run_modal(GameRulesDialog(host.controller.rules, window, host.open_rules))


def _action(window: QMainWindow, menu: QMenu, text: str, shortcut: Key, slot: Callable[[], object]) -> QAction:
    act = QAction(text, window)
    if shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
    act.triggered.connect(lambda _=False: slot())
    menu.addAction(act)
    return act


def _open_first_menu(bar: QMenuBar) -> None:
    """The first menu open on its first item, so Enter does it (found by QA: the first Enter
    only chose the item)."""
    first = bar.actions()[0]
    bar.setActiveAction(first)
    menu = first.menu()
    if not isinstance(menu, QMenu):
        return
    item = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()), None)
    if item is not None:
        menu.setActiveAction(item)


def build_menus(window: QMainWindow, host: MenuHost, files: GameFiles, practice: PracticeMenu, side: SidePanels) -> MenuActions:
    bar = window.menuBar()
    bar.setAccessibleName(translate("MainWindow", "Menus"))  # (found by QA: an unnamed menu bar in the tree)
    window.statusBar().setAccessibleName(translate("MainWindow", "Status"))
    DrawnWindowOrder(window)  # read by a screen reader as drawn: the menus, the table, the side panels
    # F10 opens the menus, as in GNOME, KDE and Windows (found by QA: only Alt did)
    QShortcut(QKeySequence("F10"), window, lambda: _open_first_menu(bar))

    def add(menu: QMenu, text: str, shortcut: Key, slot: Callable[[], object]) -> QAction:
        return _action(window, menu, text, shortcut, slot)

    game = bar.addMenu(translate("MainWindow", "&Game"))
    new = add(game, translate("MainWindow", "&New game…"), QKeySequence.StandardKey.New, host.new_game_dialog)
    rematch = add(game, translate("MainWindow", "&Rematch"), None, host.rematch)
    # The house rules of the game on the table (found by QA: only New game showed them, to change them)
    game_rules = add(game, translate("MainWindow", "Rules of &this game…"), GAME_RULES_KEY,
                     partial(game_rules_dialog, window, host))
    game.addSeparator()
    open_ = add(game, translate("MainWindow", "&Open game…"), QKeySequence.StandardKey.Open, files.open_dialog)
    save = add(game, translate("MainWindow", "&Save game as…"), QKeySequence.StandardKey.Save, files.save_dialog)
    save.setEnabled(False)  # until a game is on the table (`follow`)
    add(game, translate("MainWindow", "&Kept games…"), None, files.kept_games_dialog)
    game.addSeparator()
    quit_ = add(game, translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, window.close)
    # Ctrl+Q quits from the app's other windows too (found by QA: not while the Hand review had the keyboard)
    quit_.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    play = bar.addMenu(translate("MainWindow", "&Play"))
    hint = add(play, translate("MainWindow", "&Hint"), "H", host.request_hint)
    hint_refused = QShortcut(QKeySequence("H"), window, host.request_hint)
    undo = add(play, translate("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo, host.undo)
    undo_refused = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), window)  # (words: `undo_refused_text`)
    next_ = add(play, translate("MainWindow", "&Next hand"), "N", host.next_hand)
    next_refused = QShortcut(QKeySequence("N"), window)  # (its words follow the game: `next_refused_text`)
    claim = add(play, translate("MainWindow", "Lay &down (take the rest)"), "D", lambda: host.act(CLAIM))
    claim_refused = QShortcut(QKeySequence("D"), window, lambda: host.act(CLAIM))
    train = bar.addMenu(translate("MainWindow", "P&ractice"))
    # The lessons where a player looking to practise looks, and in Help: one action in both menus
    # (found by QA: they were under Help alone).
    learn = add(train, translate("MainWindow", "&Learn to play…"), "F2", practice.lessons_dialog)
    train.addSeparator()
    add(train, translate("MainWindow", "&Bidding practice…"), "Ctrl+B", practice.practice_dialog)
    add(train, translate("MainWindow", "&Play practice…"), "Ctrl+Shift+B", practice.play_practice_dialog)
    add(train, translate("MainWindow", "&Analyze a hand…"), "Ctrl+Shift+A", practice.analysis_dialog)
    mistakes = add(train, translate("MainWindow", "My &mistakes…"), "Ctrl+M", practice.mistakes_dialog)
    end_practice = add(train, translate("MainWindow", "&End practice"), None, practice.end_practice)
    # (found by using it: with no practice on it was there to click, and did nothing)
    train.aboutToShow.connect(lambda: end_practice.setEnabled(practice.active))
    review = add(train, translate("MainWindow", "&Review last hand"), "R", host.review_hand)
    add(train, translate("MainWindow", "&Statistics…"), None, host.stats_dialog)
    view = bar.addMenu(translate("MainWindow", "&View"))
    _view_menu(view, add, host, side)
    settings = bar.addMenu(translate("MainWindow", "&Settings"))
    add(settings, translate("MainWindow", "&Preferences…"), QKeySequence.StandardKey.Preferences, host.preferences_dialog)
    help_ = bar.addMenu(translate("MainWindow", "&Help"))
    help_.addAction(learn)
    add(help_, translate("MainWindow", "&Rules"), QKeySequence.StandardKey.HelpContents, host.open_rules)
    # docs/RECORD.md, as shipped with the app
    add(help_, translate("MainWindow", "Game record &format (.t42)"), None, lambda: run_modal(RecordFormatDialog(window)))
    add(help_, translate("MainWindow", "L&icences…"), None, lambda: run_modal(LicencesDialog(window)))
    add(help_, translate("MainWindow", "&About Texas 42"), None, lambda: QMessageBox.about(
        window, translate("MainWindow", "About Texas 42"), about_text(solver_label())))
    for menu in (game, play, train, view, settings, help_):
        # A menu is read by its title, "Game menu" (found in the AT-SPI tree: each open menu was
        # named "Texas 42", the app's name, as Qt names a window with no title of its own)
        menu.setAccessibleName(without_alt_key(menu.title()))
    actions = MenuActions(new, rematch, game_rules, open_, save, hint, hint_refused, undo, undo_refused, next_, next_refused,
                          claim, claim_refused, mistakes, end_practice, review)
    next_refused.activated.connect(lambda: host.show_message(actions.next_refused_text()))
    undo_refused.activated.connect(lambda: host.show_message(actions.undo_refused_text()))
    return actions


def _view_menu(view: QMenu, add: Callable[[QMenu, str, Key, Callable[[], object]], QAction], host: MenuHost,
               side: SidePanels) -> None:
    for title, dock in side.docks.items():
        act = dock.toggleViewAction()
        act.setText(panel_title(title))
        view.addAction(act)
    view.addSeparator()
    for number, title in enumerate(PANELS, start=1):  # the keyboard's way into a side panel's tab
        add(view, go_to_text(title), f"Ctrl+{number}", partial(side.go_to, title))
    add(view, translate("MainWindow", "&Last trick"), "L", host.show_last_trick)  # (Alt+L as its key, L)
    view.addSeparator()
    side.compact.setShortcut(QKeySequence("F9"))
    side.compact.triggered.connect(lambda _=False: side.toggle())
    view.addAction(side.compact)
    # The keyboard's way to widen the side panels (the hint asks for room to show every contract).
    add(view, translate("MainWindow", "&Wider side panels"), WIDER_PANELS, lambda: side.widen(80))
    add(view, translate("MainWindow", "&Narrower side panels"), "Ctrl+Shift+Right", lambda: side.widen(-80))


def shortcuts(bar: QMenuBar) -> list[tuple[str, str]]:
    """Every menu command with a key, as (what it does, key) for the rules page's Keyboard section."""
    out, seen = [], set()
    for menu in bar.findChildren(QMenu):
        for act in menu.actions():
            key = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if key and act.text() and act not in seen:  # (an action in two menus is listed once)
                seen.add(act)
                out.append((act.text().replace("&", "").rstrip("…"), key))
    return out
