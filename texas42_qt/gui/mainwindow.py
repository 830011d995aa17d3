"""The main window: the table, the decision panels over it, the score sheet,
auction, tricks and hint docks, menus, preferences, autosave and resume."""

from __future__ import annotations

import concurrent.futures
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QSettings, QSize, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFontMetrics, QKeyEvent, QKeySequence, QPainter, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..ai import solver
from ..engine import CLAIM, Action, Bid, Discard, GameState, HandLog, NameTrump, Phase, Play, Trick, Variant, record
from ..trainer.mistakes import Card, Deck
from ..trainer.review import review_hand
from ..trainer.stats import Stats
from .a11y import ElidedLabel, announce, name_table
from .analysis_dialog import AnalysisDialog
from .controller import GameController, SeatConfig
from .dialogs import GameSetup, NewGameDialog, PreferencesDialog, about_text, seat_names
from .fitcolumns import ColumnFitter
from .hintview import HintView
from .i18n import current as current_language
from .i18n import render, render_error, translate
from .licences import LicencesDialog
from .models import (
    BidHistoryModel,
    HandModel,
    MarksRole,
    ScoreSheetModel,
    TrickHistoryModel,
    bid_text,
    contract_text,
    seat_label,
    side_names,
    spoken_tile,
)
from .panels import BidPanel, ClaimPanel, EndPanel, TrumpPanel
from .play_practice import MistakesDialog, PlayPracticeMode, PlayPracticeSetupDialog
from .practice_mode import PracticeMode
from .rulespage import RulesDialog
from .saves import KEPT, AutoSaver, SaveError
from .settings import Preferences
from .table import TableView
from .tally import draw_tally, tally_width
from .trainer_views import PracticeSetupDialog, ReviewDialog, StatsDialog
from .tutorial_mode import CoachBar, LessonsDialog, TutorialMode
from .work import Channel


def run_modal(dialog: QDialog) -> int:
    """Run a dialog and delete it once closed: parented to the window, it otherwise lived as
    long as the window (found by a tester: 40 openings of each dialog took 85 MB to 273 MB)."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def wait_text() -> str:
    """Said when the user acts out of turn; taken away when the turn comes."""
    return translate("MainWindow", "Wait for your turn.")


class Announcer(ElidedLabel):
    """The last thing that happened, in words ("East played six-four."): a live line
    that screen readers announce (a QLabel tells them when its text changes)."""

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.setAccessibleDescription(translate("MainWindow", "What just happened at the table"))
        self.setMinimumWidth(220)
        controller.bidMade.connect(self._bid)
        controller.contractNamed.connect(lambda seat, c: self.say(translate("MainWindow", "{who} named {contract}.").format(
            who=self._who(seat), contract=contract_text(c))))
        controller.tilePlayed.connect(lambda seat, tile: self.say(translate("MainWindow", "{who} played {tile}.").format(
            who=self._who(seat), tile=self._tile(tile))))
        controller.trickWon.connect(self._trick)
        controller.laidDown.connect(lambda seat: self.say(translate(
            "MainWindow", "{who} laid down: the rest of the tricks are theirs.").format(who=self._who(seat))))
        controller.handScored.connect(self._scored)
        controller.gameReset.connect(self.clear)  # a new game or an undo: the last line is old news
        controller.dealt.connect(self.clear)  # and so is the last hand's score once the next is dealt

    def say(self, text: str) -> None:
        self.setText(text)
        announce(self, text)  # a screen reader hears it wherever its focus is

    def _tile(self, tile: int) -> str:
        return spoken_tile(tile, count=self.controller.rules.variant is not Variant.MOON)  # Moon has no count

    def _who(self, seat: int) -> str:
        view = self.controller.snapshot()
        return translate("MainWindow", "You") if seat == view.human else seat_label(list(view.names), seat)

    def _bid(self, seat: int, bid: Bid) -> None:
        if bid.is_pass:
            self.say(translate("MainWindow", "{who} passed.").format(who=self._who(seat)))
        else:
            self.say(translate("MainWindow", "{who} bid {bid}.").format(who=self._who(seat),
                                                                        bid=bid_text(bid, self.controller.rules)))

    def _trick(self, seat: int, trick: Trick) -> None:
        if self.controller.rules.variant is Variant.MOON:
            self.say(translate("MainWindow", "{who} won the trick.").format(who=self._who(seat)))
        else:
            points = trick.points  # a plain name: pyside6-lupdate reads no expression as the count
            self.say(translate("MainWindow", "{who} won the trick (%n point(s)).", None, points).format(
                who=self._who(seat)))

    def _scored(self, result: Any) -> None:
        view = self.controller.snapshot()
        sides = side_names(view.rules, list(view.names), view.view_seat)
        score = ", ".join(f"{n} {s}" for n, s in zip(sides, view.score))
        self.say(translate("MainWindow", "Hand over. Score: {score}.").format(score=score))


def tab_title(panel: str) -> str:
    """A side panel's tab: short, as four tabs share a narrow panel."""
    return {"Hint": translate("MainWindow", "Hint", "tab"), "Score sheet": translate("MainWindow", "Score", "tab"),
            "Auction": translate("MainWindow", "Bids", "tab"), "Tricks": translate("MainWindow", "Tricks", "tab")}[panel]


def panel_title(panel: str) -> str:
    """A side panel's name in the View menu."""
    return {"Hint": translate("MainWindow", "Hint"), "Score sheet": translate("MainWindow", "Score sheet"),
            "Auction": translate("MainWindow", "Auction"), "Tricks": translate("MainWindow", "Tricks")}[panel]


def go_to_text(panel: str) -> str:
    return {"Hint": translate("MainWindow", "Go to the hint"),
            "Score sheet": translate("MainWindow", "Go to the score sheet"),
            "Auction": translate("MainWindow", "Go to the auction"),
            "Tricks": translate("MainWindow", "Go to the tricks")}[panel]


PACE_MS = 450
"""Least time between two AI actions at normal animation speed."""


def app_data_dir() -> Path:
    path = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(path or Path.home() / ".texas42")


class TallyDelegate(QStyledItemDelegate):
    """Draws the running marks of the score sheet as "ALL" tallies."""

    def __init__(self, controller: GameController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        marks = index.data(MarksRole)
        rules = self.controller.rules
        if marks is None or rules.variant is Variant.MOON or rules.scoring != "marks":
            super().paint(painter, option, index)
            return
        rect = option.rect
        strokes = QRectF(rect.adjusted(6, 5, -30, -5))
        if strokes.width() < tally_width(int(marks), strokes.height()):
            super().paint(painter, option, index)  # too narrow for readable strokes: the number alone
            return
        draw_tally(painter, strokes, int(marks), option.palette.text().color())
        painter.drawText(rect.adjusted(0, 0, -6, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(marks))

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        hint = super().sizeHint(option, index)
        marks = index.data(MarksRole)
        if marks is None:
            return hint
        return QSize(max(hint.width(), int(tally_width(int(marks), 16)) + 36), hint.height())


def _focusable(dock: QDockWidget, shown: bool) -> None:
    """A side panel behind another's tab takes no keyboard focus (found by playing: Tab went
    through four invisible stops, the tables of the panels behind)."""
    top = dock.widget()
    # A widget with a focus proxy (a table's viewport) hands its policy on to the proxy: leave those.
    for widget in [w for w in ([top, *top.findChildren(QWidget)] if top is not None else []) if w.focusProxy() is None]:
        own = widget.property("ownFocusPolicy")
        if own is None:
            own = int(widget.focusPolicy().value)
            widget.setProperty("ownFocusPolicy", own)
        widget.setFocusPolicy(Qt.FocusPolicy(own) if shown else Qt.FocusPolicy.NoFocus)


class _SaveRelay(QObject):
    failed = Signal(str)


def _report_failure(future: concurrent.futures.Future[Any], relay: _SaveRelay) -> None:
    error = future.exception()
    if error is not None:
        relay.failed.emit(str(error))


class _ProgressRelay(QObject):
    """Carries a review's progress from the worker to the GUI thread."""

    progress = Signal(int, int, int)  # token, done, total


class OfferBar(QFrame):
    """A line above the table offering a choice (resume the saved game; learn to play)."""

    def __init__(self, text: str, yes: str, no: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setStyleSheet("OfferBar { background: #fff4c8; border-bottom: 1px solid #c8b46e; } QLabel { color: #2a2410; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.yes = QPushButton(yes)
        self.no = QPushButton(no)
        row.addWidget(self.label, 1)
        row.addWidget(self.yes)
        row.addWidget(self.no)
        self.hide()


    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button, as the rules page promises (a bar is not a dialog)."""
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton):
            focused.click()
            return
        super().keyPressEvent(event)


class ResumeBar(OfferBar):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("MainWindow", "A game in progress was saved."), translate("MainWindow", "Resume"),
                         translate("MainWindow", "New game"), parent)
        self.resume, self.new = self.yes, self.no


class MainWindow(QMainWindow):
    opened = Signal(bool)
    """A record given to `open_file` was read: True if its game is now played."""
    resumed = Signal(bool)
    """The autosave was read for `resume`: True if its game is now played."""

    def __init__(
        self,
        settings: QSettings | None = None,
        data_dir: Path | None = None,
        ai_factory: Any = None,
        offer_resume: bool = True,
        open_path: str | Path | None = None,
    ):
        super().__init__()
        # The AI thread runs Python between solver calls; a short GIL switch interval lets the
        # GUI thread (which re-enters Python for every paint and slot) in sooner: without it
        # the GUI stalled ~200 ms per frame against the pure-Python solver.
        sys.setswitchinterval(0.001)
        self.setWindowTitle(translate("MainWindow", "Texas 42"))
        self.setMinimumSize(800, 560)
        self.prefs = Preferences(settings)
        self.controller = GameController(self, ai_factory)
        self.saver = AutoSaver(data_dir or app_data_dir(), self.controller.work.executor("save"))
        self.hand_model = HandModel(self.controller, self)
        self.bid_model = BidHistoryModel(self.controller, self)
        self.trick_model = TrickHistoryModel(self.controller, self)
        self.score_model = ScoreSheetModel(self.controller, self)
        self.table = TableView(self.controller, self.hand_model)
        self.setup: GameSetup | None = None
        self.last_error = ""
        self.refusal = ""
        """Why the user's last action was refused (shown until the next one)."""
        self.stats: Stats | None = None
        self.work = self.controller.work
        self.practice = PracticeMode(self, self.work, self)
        self.play_practice = PlayPracticeMode(self, self.work, self)
        self.deck: Deck | None = None
        self.summary_dialog: Any = None
        self.review_dialog: ReviewDialog | None = None
        self._reviews = Channel(self.work, "work")
        self._progress = _ProgressRelay()
        self._progress.progress.connect(self._review_progress, Qt.ConnectionType.QueuedConnection)
        self._review_token = 0
        self._game_aside = False
        """A practice session or lesson began over a game in progress (the autosave keeps it)."""
        self._opening = Channel(self.work, "work")
        self.opening: Path | None = None
        """The record being read (off the GUI thread), if any."""
        self._save_warned = False
        self._opening_text = ""
        """The status line shown while a file or the saved game is read."""
        self._save_relay = _SaveRelay()
        self._save_relay.failed.connect(self._save_failed, Qt.ConnectionType.QueuedConnection)
        self._build_central()
        self.tutorial = TutorialMode(self, self.coach_bar, self)
        self._build_docks()
        self._build_menus()
        self._connect()
        self.apply_preferences()
        self._restore_layout()
        self._sync_compact()
        self.status = QLabel()
        self.status.setAccessibleDescription(translate("MainWindow", "Messages"))
        self.statusBar().addWidget(self.status, 1)
        self.announcer = Announcer(self.controller)
        self.statusBar().addPermanentWidget(self.announcer)
        self.statusBar().addPermanentWidget(QLabel(translate("MainWindow", "Solver: {backend}").format(backend=solver.backend())))
        self.controller.dealt.connect(self._clear_refusal)
        self._notice = False
        self.controller.dealt.connect(self._clear_game_message)
        self.controller.gameReset.connect(self._clear_game_message)
        self.controller.turnChanged.connect(self._clear_wait)
        self._open_stats()
        # A file to open is read before anything else happens: no game starts (and no
        # autosave replaces the saved game) unless the file is refused.
        self._offer_resume = offer_resume
        self._was_active = False
        self._table_on_activation = False
        """A dialog that asked for the keyboard to go back to the table is closing: it goes there
        when the window is active again (Qt gives back the focus it kept, a panel gone by then)."""
        if open_path is not None:
            self.open_file(open_path, at_start=True)
        else:
            self._first_game()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and not self._was_active:
            self._was_active = True
            QTimer.singleShot(0, self._first_focus)
            QTimer.singleShot(0, self.fit_on_screen)
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self._table_on_activation:
            self._table_on_activation = False
            QTimer.singleShot(0, self, self.back_to_table)  # after Qt has given back the focus it kept

    def fit_on_screen(self) -> None:
        """Move the window so that all of it, its frame included, is on the screen, once the window
        manager has framed it (found at 1024x700: a 942x644 window placed at y=68, its status bar
        cut off). Its size is left alone."""
        screen, frame = self.screen().availableGeometry(), self.frameGeometry()
        if screen.contains(frame) or self.isMaximized() or self.isFullScreen():
            return
        x = max(screen.left(), min(frame.left(), screen.right() + 1 - frame.width()))
        y = max(screen.top(), min(frame.top(), screen.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            self.move(x, y)

    def _first_focus(self) -> None:
        """The keyboard where the user starts: Resume, the open panel's button or the hand. Found
        by playing: a window manager activated the window as it came up, and Qt gave the focus
        to the first widget that takes it, the score sheet, so Enter did not reach the first bid."""
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

    def _first_game(self) -> None:
        if self._offer_resume and self.saver.exists():
            self.resume_bar.show()
            self.table.set_prompt(translate("MainWindow", "Resume the saved game, or start a new one"))
        else:
            self.start_game(self._default_setup())
        self._offer_tutorial()

    def _offer_tutorial(self) -> None:
        """The first start offers the lessons, once; Help > Learn to play has them any time."""
        if self._offer_resume and not self.prefs.tutorial_offered:
            self.prefs.tutorial_offered = True
            self.learn_bar.show()

    # ------------------------------------------------------------ building

    def _build_central(self) -> None:
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.resume_bar = ResumeBar()
        box.addWidget(self.resume_bar)
        self.learn_bar = OfferBar(translate("MainWindow", "New to Texas 42? A few short lessons on this table teach "
                                                          "you the game."),
                                  translate("MainWindow", "Learn to play"), translate("MainWindow", "No thanks"))
        box.addWidget(self.learn_bar)
        self.coach_bar = CoachBar()
        box.addWidget(self.coach_bar)
        box.addWidget(self.table, 1)
        self.setCentralWidget(central)
        # On the table's viewport: a screen reader reaches a graphics view's children only there.
        self.bid_panel = BidPanel(self.table.viewport())
        self.trump_panel = TrumpPanel(self.table.viewport())
        self.end_panel = EndPanel(self.table.viewport())
        self.claim_panel = ClaimPanel(self.table.viewport())
        self.table.installEventFilter(self)

    def _name_views(self) -> None:
        for view, name in ((self.score_view, translate("MainWindow", "Score sheet")),
                           (self.bid_view, translate("MainWindow", "Auction")),
                           (self.trick_view, translate("MainWindow", "Tricks")),
                           (self.hint_view.table, translate("MainWindow", "Hint table"))):
            name_table(view, name)

    def _build_docks(self) -> None:
        self.hint_view = HintView()
        self.score_view = self._table_view(self.score_model)
        self.score_view.setItemDelegate(TallyDelegate(self.controller, self.score_view))
        self.bid_view = self._table_view(self.bid_model)
        self.trick_view = self._table_view(self.trick_model)
        self.docks: dict[str, QDockWidget] = {}
        self._panels_before_compact: list[str] = []
        for title, widget in (("Hint", self.hint_view), ("Score sheet", self.score_view),
                              ("Auction", self.bid_view), ("Tricks", self.trick_view)):
            dock = QDockWidget(tab_title(title), self)  # short: four tabs share a narrow panel
            dock.setObjectName(title)
            dock.setWidget(widget)
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.docks[title] = dock
        for dock in self.docks.values():  # a tab switch settles after the signal: look once it has
            dock.visibilityChanged.connect(lambda _: QTimer.singleShot(0, self._sync_dock_focus))
        for dock in self.docks.values():  # Escape in a side panel gives the keyboard back to the table
            back = QShortcut(QKeySequence(Qt.Key.Key_Escape), dock, self.back_to_table)
            back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.tabifyDockWidget(self.docks["Hint"], self.docks["Score sheet"])
        self.tabifyDockWidget(self.docks["Score sheet"], self.docks["Auction"])
        self.tabifyDockWidget(self.docks["Auction"], self.docks["Tricks"])
        self.docks["Score sheet"].raise_()
        self._name_views()

    def _restore_layout(self) -> None:
        """The window as the user left it; the first time, sized to fit the screen."""
        geometry, state = self.prefs.window_layout()
        if geometry is None or not self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry()
            self.resize(min(1280, int(screen.width() * 0.92)), min(820, int(screen.height() * 0.92)))
            self.move(screen.center() - self.rect().center())
        if state is None or not self.restoreState(state):
            self.fit_docks()

    def back_to_table(self) -> None:
        """The keyboard back where the user acts: the open panel's button, else the hand (now, and
        when the window is active again if a dialog has it)."""
        self._table_on_activation = not self.isActiveWindow()
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.update_panels()

    def go_to_panel(self, title: str) -> None:
        """Show a side panel, bring its tab to the front and give it the keyboard."""
        dock = self.docks[title]
        dock.show()
        dock.raise_()
        widget = dock.widget()
        target = self.hint_view.ask if widget is self.hint_view else widget
        if target is not None:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._sync_compact()

    def toggle_side_panels(self) -> None:
        """Compact mode: the table takes the whole window; again, the panels that were open come back."""
        shown = [title for title, dock in self.docks.items() if dock.isVisible()]
        if shown:
            self._panels_before_compact = shown
            for dock in self.docks.values():
                dock.hide()
        else:
            back = self._panels_before_compact or ["Score sheet"]
            for title in back:
                self.docks[title].show()
            self.docks[back[0]].raise_()
        self._sync_compact()
        self.table.setFocus()
        self.update_panels()  # the keyboard goes back to the open panel (Next hand), not the hand

    def _sync_compact(self) -> None:
        self.act_compact.setChecked(not any(not d.isHidden() for d in self.docks.values()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Side panels squeezed by a small window grow back when the window does (found by
        playing: after 800 px wide the panels stayed 155 px, their tabs cut, at any size)."""
        super().resizeEvent(event)
        shown = [d for d in self.docks.values() if not d.isHidden() and not d.isFloating()]
        if shown and (self.width() >= 1000 and min(d.width() for d in shown) < 230
                      or self.width() >= 900 and min(d.width() for d in shown) < min(320, self._tabs_width())):
            QTimer.singleShot(0, self.fit_docks)

    def fit_docks(self) -> None:
        """The side panels take a quarter of the window at most (less on a small screen), and at
        least what their tabs' titles need whole (found by playing in Vietnamese at 1024x700: the
        window a little narrower than the screen, and every tab elided to "Gợ…", "Đi…")."""
        width = max(240, min(380, int(self.width() * 0.25)), min(320, self._tabs_width()))
        self.resizeDocks([self.docks["Hint"]], [width], Qt.Orientation.Horizontal)

    def widen_docks(self, pixels: int) -> None:
        shown = [dock for dock in self.docks.values() if dock.isVisible()]
        if shown:  # the table keeps its minimum width: Qt stops the panels there
            self.resizeDocks([shown[0]], [shown[0].width() + pixels], Qt.Orientation.Horizontal)

    def _tabs_width(self) -> int:
        """The width the side panels' tab bar needs to show every title whole."""
        bars = [bar for bar in self.findChildren(QTabBar) if bar.count() > 1]
        metrics = QFontMetrics(bars[0].font() if bars else self.font())
        return sum(metrics.horizontalAdvance(d.windowTitle()) + 28 for d in self.docks.values() if not d.isHidden())

    def _table_view(self, model: Any) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setAlternatingRowColors(True)
        view.setSelectionMode(QTableView.SelectionMode.NoSelection)
        view.verticalHeader().setDefaultSectionSize(26)
        view.setTabKeyNavigation(False)  # Tab leaves the table instead of walking its cells
        ColumnFitter(view)
        return view

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        self.act_new = self._action(game, translate("MainWindow", "&New game…"), QKeySequence.StandardKey.New, self.new_game_dialog)  # noqa: E501
        self.act_rematch = self._action(game, translate("MainWindow", "&Rematch"), None, self.rematch)
        game.addSeparator()
        self.act_open = self._action(game, translate("MainWindow", "&Open game…"), QKeySequence.StandardKey.Open, self.open_dialog)  # noqa: E501
        self.act_save = self._action(game, translate("MainWindow", "&Save game as…"), QKeySequence.StandardKey.Save, self.save_dialog)  # noqa: E501
        self._action(game, translate("MainWindow", "&Kept games…"), None, self.kept_games_dialog)
        game.addSeparator()
        self._action(game, translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, self.close)
        play = bar.addMenu(translate("MainWindow", "&Play"))
        self.act_hint = self._action(play, translate("MainWindow", "&Hint"), "H", self.request_hint)
        # H while Hint is off says why (a disabled action's key did nothing, found by playing practice).
        self.hint_refused = QShortcut(QKeySequence("H"), self, self.request_hint)
        self.act_undo = self._action(play, translate("MainWindow", "&Undo"), QKeySequence.StandardKey.Undo, self.controller.undo)
        self.act_next = self._action(play, translate("MainWindow", "&Next hand"), "N", self.next_hand)
        self.act_claim = self._action(play, translate("MainWindow", "Lay &down (take the rest)"), "D", lambda: self.act(CLAIM))
        train = bar.addMenu(translate("MainWindow", "P&ractice"))
        self._action(train, translate("MainWindow", "&Bidding practice…"), "Ctrl+B", self.practice_dialog)
        self._action(train, translate("MainWindow", "&Play practice…"), "Ctrl+Shift+B", self.play_practice_dialog)
        self._action(train, translate("MainWindow", "&Analyze a hand…"), "Ctrl+Shift+A", self.analysis_dialog)
        self.act_mistakes = self._action(train, translate("MainWindow", "My &mistakes…"), "Ctrl+M", self.mistakes_dialog)
        self.act_end_practice = self._action(train, translate("MainWindow", "&End practice"), None, self.end_practice)
        self.act_review = self._action(train, translate("MainWindow", "&Review last hand"), "R", self.review_hand)
        self._action(train, translate("MainWindow", "&Statistics…"), None, self.stats_dialog)
        view = bar.addMenu(translate("MainWindow", "&View"))
        for title, dock in self.docks.items():
            act = dock.toggleViewAction()
            act.setText(panel_title(title))
            view.addAction(act)
        view.addSeparator()
        for number, title in enumerate(self.docks, start=1):  # the keyboard's way into a side panel's tab
            self._action(view, go_to_text(title), f"Ctrl+{number}", lambda t=title: self.go_to_panel(t))
        self._action(view, translate("MainWindow", "Last &trick"), "L", self.show_last_trick)
        view.addSeparator()
        self.act_compact = self._action(view, translate("MainWindow", "&Compact: hide the side panels"), "F9", self.toggle_side_panels)  # noqa: E501
        self.act_compact.setCheckable(True)
        # The keyboard's way to widen the side panels (the hint asks for room to show every contract).
        self._action(view, translate("MainWindow", "&Wider side panels"), "Ctrl+Shift+Left", lambda: self.widen_docks(80))
        self._action(view, translate("MainWindow", "&Narrower side panels"), "Ctrl+Shift+Right", lambda: self.widen_docks(-80))
        for dock in self.docks.values():  # closing the last panel by hand is compact mode too
            dock.visibilityChanged.connect(lambda _: self._sync_compact())
        settings = bar.addMenu(translate("MainWindow", "&Settings"))
        self._action(settings, translate("MainWindow", "&Preferences…"), QKeySequence.StandardKey.Preferences, self.preferences_dialog)  # noqa: E501
        help_ = bar.addMenu(translate("MainWindow", "&Help"))
        self._action(help_, translate("MainWindow", "&Learn to play…"), "F2", self.lessons_dialog)
        self._action(help_, translate("MainWindow", "&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self._action(help_, translate("MainWindow", "Game record &format (.t42)"), None, self.show_record_format)
        self._action(help_, translate("MainWindow", "L&icences…"), None, lambda: LicencesDialog(self).exec())
        self._action(help_, translate("MainWindow", "&About Texas 42"), None, self.show_about)

    def _action(self, menu: Any, text: str, shortcut: Any, slot: Any) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def _connect(self) -> None:
        c = self.controller
        for signal in (c.turnChanged, c.gameReset, c.handScored, c.dealt):
            signal.connect(self.update_panels)
        self.table.animator.idle.connect(self.update_panels)
        c.message.connect(self.show_message)
        c.hintReady.connect(self._on_hint)
        c.actionApplied.connect(self.autosave)
        self.table.tileChosen.connect(self.choose_tile)
        for panel in (self.bid_panel, self.trump_panel, self.claim_panel):
            panel.actionChosen.connect(self.act)
        self.end_panel.nextHand.connect(self.next_hand)
        self.end_panel.review.connect(self.review_hand)
        self.score_view.doubleClicked.connect(lambda index: self.review_hand(index.row()))
        c.handScored.connect(self._record_hand)
        c.gameOver.connect(self._record_game)
        self.practice.changed.connect(self.update_panels)
        self.play_practice.changed.connect(self.update_panels)
        self.end_panel.rematch.connect(self.rematch)
        self.end_panel.newGame.connect(self.new_game_dialog)
        self.hint_view.ask.clicked.connect(self.request_hint)
        self.learn_bar.yes.clicked.connect(self.lessons_dialog)
        self.learn_bar.no.clicked.connect(self.learn_bar.hide)
        # The keyboard goes to the table before the bar hides (found by playing: Enter on Resume left
        # it on the score sheet, the next widget that takes it, so the next Enter played nothing).
        self.resume_bar.resume.clicked.connect(lambda: self._leave_resume_bar(self.resume))
        self.resume_bar.new.clicked.connect(lambda: self._leave_resume_bar(lambda: self.start_game(self._default_setup())))

    # ------------------------------------------------------------ games

    def _default_setup(self) -> GameSetup:
        rules = self.prefs.last_rules()
        n = rules.layout.n_seats
        names = seat_names(n, self.prefs.name)
        levels = self.prefs.last_levels(n)
        seats = [SeatConfig(names[0])] + [SeatConfig(names[s], levels[s]) for s in range(1, n)]
        return GameSetup(rules, seats, None, self.prefs.hints)

    def start_game(self, setup: GameSetup) -> None:
        if self._opening.busy and self.status.text() == self._opening_text:
            self.status.clear()  # the file or saved game being read is no longer wanted
        self._opening.cancel()
        self.leave_other_modes()
        self.resume_bar.hide()
        self.setup = setup
        self.hint_view.clear()
        self.controller.new_game(setup.rules, setup.seats, setup.seed, undo=setup.practice)
        self.update_actions()

    def rematch(self) -> None:
        if self.setup is not None:
            self.start_game(GameSetup(self.setup.rules, self.setup.seats, None, self.setup.practice))

    def resume(self) -> None:
        """Continue the autosaved game, read off the GUI thread (a long game's record
        takes a while); a bad save is set aside with a message. `resumed` says which."""
        self.leave_other_modes()
        self.resume_bar.hide()
        self.saver.flush()
        self._opening_text = translate("MainWindow", "Opening the saved game…")
        self.show_message(self._opening_text)
        self._opening.submit(self.saver.read, done=self._resume_read)

    def _resume_read(self, future: concurrent.futures.Future[Any]) -> None:
        error = future.exception()
        if error is not None:
            reason = render_error(error) if isinstance(error, SaveError) else \
                translate("MainWindow", "The saved game cannot be read ({error}).").format(error=render_error(error))
            self._set_aside_autosave()
            self.show_error(translate("MainWindow", "{reason}\nIt was set aside and a new game is starting.").format(reason=reason))  # noqa: E501
            self.start_game(self._default_setup())
            self.resumed.emit(False)
            return
        state, session = future.result()
        self.setup = GameSetup(state.rules, session.seats, None, session.undo)
        self.hint_view.clear()
        self.controller.load(state, session.seats, undo=session.undo)
        self.update_actions()
        self.show_message(translate("MainWindow", "Welcome back: the saved game is resumed."))
        if self.saver.notice:
            self.show_notice(self.saver.notice)
        self.resumed.emit(True)

    def _set_aside_autosave(self) -> None:
        self.saver.set_aside()

    def open_file(self, path: str | Path, at_start: bool = False) -> None:
        """Read a `.t42` record off the GUI thread, then play it (`opened` says whether
        it was). A corrupt or foreign file changes nothing; refused `at_start`, the
        window goes on as if no file had been given."""
        self.opening = Path(path)
        self._opening_text = translate("MainWindow", "Opening {name}…").format(name=self.opening.name)
        self.show_message(self._opening_text)
        self._opening.submit(record.read_file, path, done=lambda f: self._file_read(Path(path), f, at_start))

    def _file_read(self, path: Path, future: concurrent.futures.Future[Any], at_start: bool) -> None:
        self.opening = None
        error = future.exception()
        if error is not None:
            reason = render_error(error) if isinstance(error, record.RecordError) else \
                translate("MainWindow", "it could not be read ({error})").format(error=render_error(error))
            self.show_error(translate("MainWindow", "This file cannot be opened as a Texas 42 game.\n{reason}").format(reason=reason))  # noqa: E501
            if at_start:
                self._first_game()
            self.opened.emit(False)
            return
        kept = self._keep_game_in_progress(at_start)
        self._play_loaded(future.result(), path)
        if kept is not None:
            self.show_notice(translate("MainWindow", "Opened {name}. Your game in progress was kept as {kept}: "
                                                     "Game > Kept games brings it back.").format(name=path.name,
                                                                                                  kept=kept.name))
        self.opened.emit(True)

    def _keep_game_in_progress(self, at_start: bool) -> Path | None:
        """Before an opened record replaces it, the saved game the user was playing is copied
        to the kept games (at start, the one the resume bar would offer)."""
        elsewhere = at_start or self.in_practice() or self.tutorial.active  # the autosave holds it
        if not (self.game_in_progress() or elsewhere and self.saver.exists()):
            return None
        self.autosave()
        return self.saver.keep()

    def open_from_elsewhere(self, path: str) -> None:
        """A second start of the app handed its file over (or only wanted the window)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        if path:
            self.open_file(path)

    def kept_games_dialog(self) -> None:
        """Game > Kept games: open one of the games in progress kept when a record replaced them."""
        folder = self.saver.folder / KEPT
        folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Kept games"), str(folder),
                                              translate("MainWindow", "Texas 42 games (*.t42);;All files (*)"))
        if path:
            self.open_file(path)

    def _play_loaded(self, loaded: record.LoadedGame, path: Path) -> None:
        n = loaded.state.n
        names = seat_names(n, self.prefs.name)
        levels = self.prefs.last_levels(n)
        seats = [SeatConfig(names[0])] + [SeatConfig(loaded.players[s] if s < len(loaded.players) else names[s], levels[s])
                                           for s in range(1, n)]
        self.leave_other_modes()  # an opened game ends a practice session or a lesson
        self.resume_bar.hide()
        self.setup = GameSetup(loaded.state.rules, seats, None, self.prefs.hints)
        self.hint_view.clear()
        self.controller.load(loaded.state, seats, undo=self.prefs.hints)
        self.update_actions()
        self.show_message(translate("MainWindow", "Opened {name}.").format(name=path.name))

    def save_file(self, path: str | Path) -> bool:
        try:
            record.save(path, self.controller.session.state, self.controller.players_names())
        except OSError as e:
            self.show_error(translate("MainWindow", "The game could not be saved: {error}").format(error=e.strerror or e))
            return False
        self.show_message(translate("MainWindow", "Saved {name}.").format(name=Path(path).name))
        return True

    def autosave(self) -> None:
        if not self.controller.started or self.in_practice() or self.tutorial.active or self.saver.closed:
            return
        future = self.saver.save(self.controller.session.state, self.controller.seats, self.controller.undo_allowed)
        relay = self._save_relay
        future.add_done_callback(lambda f: _report_failure(f, relay))
        self.update_actions()

    def _save_failed(self, error: str) -> None:
        if not self._save_warned:
            self._save_warned = True
            self.show_notice(translate("MainWindow", "Autosave failed ({error}); the game goes on.").format(error=error))

    # ------------------------------------------------------------ user input

    def act(self, action: Action) -> None:
        if self.table.animator.busy:
            self.table.animator.skip()
        if self.practice.active and self.practice.intercept(action):
            self.update_panels()
            return
        if self.play_practice.active and self.play_practice.intercept(action):
            self.update_panels()
            return
        if self.tutorial.intercept(action):
            return
        reason = self.controller.act(action)
        if reason is None:
            self.hint_view.clear()
            self._clear_refusal()
            self.update_panels()
        else:  # said where the user looks, until the next action
            self.refusal = render(reason)
            self.table.set_prompt(self.refusal, warning=True)

    def _clear_wait(self, seat: int) -> None:
        if seat == self.controller.human and self.status.text() == wait_text():
            self.status.clear()

    def _clear_refusal(self) -> None:
        if self.refusal and self.status.text() == self.refusal:
            self.status.clear()
        self.refusal = ""

    def choose_tile(self, tile: int) -> None:
        obs = self.controller.observation()
        if obs.phase in (Phase.SCORED, Phase.GAME_OVER):
            self.show_message(translate("MainWindow", "The hand is over: press Next hand (N).") if obs.phase is Phase.SCORED
                              else translate("MainWindow", "The game is over: Rematch or New game."))
            return
        if obs.to_act != obs.seat:
            self.show_message(wait_text())
            return
        if obs.phase is Phase.WIDOW:
            self.act(Discard(tile))
        elif obs.phase is Phase.PLAY:
            self.act(Play(tile))

    def practice_question_open(self) -> bool:
        """A practice decision waits for the user's answer: a hint now would give it away
        (the reveal shows the same analysis once the user has answered)."""
        return self.play_practice.step == "deciding" or self.practice.state in ("deciding", "contract")

    def request_hint(self) -> None:
        if self.practice_question_open():
            self.show_message(translate("MainWindow", "Answer first: the reveal shows the hint for this decision."))
            return
        if not self.controller.undo_allowed:
            self.show_message(translate("MainWindow", "Hints are off in this game (turn on practice in New game)."))
            return
        self.hint_view.waiting()
        if self.controller.request_hint():
            self.docks["Hint"].raise_()
            self.docks["Hint"].show()
        else:
            self.hint_view.clear()
            self.show_message(translate("MainWindow", "A hint is for your turn to bid, name trump or play."))

    def _on_hint(self, hint: Any) -> None:
        shown = self.hint_view.hint
        if getattr(hint, "instant", False) and shown is not None and not getattr(shown, "instant", False):
            return  # the simulated hint is already shown
        self.hint_view.show_hint(hint, self.controller.rules)
        tile = getattr(hint, "recommended", getattr(hint, "tile", -1))
        if isinstance(tile, int):
            self.table.show_hint_tile(tile)

    def show_last_trick(self) -> None:
        obs = self.controller.observation()
        self.docks["Tricks"].show()
        self.docks["Tricks"].raise_()
        if obs.tricks_hidden and obs.result is None:
            self.show_message(translate("MainWindow", "Won tricks are stacked face down on a mark bid."))

    # ------------------------------------------------------------ panels

    def update_panels(self, *_: Any) -> None:
        self._sync_dock_focus()
        focus = QApplication.focusWidget()
        if focus is not None and self.table.isAncestorOf(focus):
            self.table.setFocus()  # not to the docks when the panel with the focus closes
        for panel in (self.bid_panel, self.trump_panel, self.end_panel, self.claim_panel):
            panel.hide()
        self.update_actions()
        if not self.controller.started or self.table.animator.busy:
            self.table.set_prompt("")  # the table is still showing what happened: no stale turn
            return
        view = self.controller.snapshot()
        obs, names = view.obs, list(view.names)
        waiting = self.practice.flow.waiting_text
        if waiting is None:  # ("" is bidding practice's own: the contract panel, no prompt)
            waiting = self.play_practice.waiting_text
        if waiting is not None:
            if self.practice.state == "contract":
                self.trump_panel.show()
            self.table.set_prompt(render(waiting))
            self._place_panels()
            if self.trump_panel.isVisible():
                self._focus_for_turn(True)  # the contract's buttons, not the hand (found by playing practice)
            return
        if obs.phase in (Phase.SCORED, Phase.GAME_OVER) and obs.result is not None and not self.tutorial.active:
            # (a lesson's last card says how the hand ended and has its own Finish: found playing lesson 6
            # at 1024x700, the result panel over East's plate offered a Next hand the lesson refuses)
            self.end_panel.show_hand(obs, names, view.view_seat, view.winner)
        elif view.my_turn and obs.phase is Phase.BID:
            area = self.table.panel_area()
            self.bid_panel.max_size = (int(area.width()), int(area.height()))
            self.bid_panel.show_for(obs, names)
        elif view.my_turn and obs.phase is Phase.TRUMP and (named := self.practice.flow.contract_to_name(obs)):
            # a practice deal played out: the contract was chosen with the bid (found by playing:
            # the trump panel asked for it a second time)
            self.show_message(translate("MainWindow", "{contract}: the contract you chose with your bid.").format(
                contract=contract_text(named.contract)))
            QTimer.singleShot(0, self, lambda: self._name_practised_contract(named))
        elif view.my_turn and obs.phase is Phase.TRUMP:
            self._show_trump_panel(obs)
        elif view.my_turn and obs.can_claim and self._claim_offered():
            self.claim_panel.show_for(obs)  # the hand stays playable: laying down is an offer
        # A refused move's reason stays on the table until the user acts.
        self.table.set_prompt(self.refusal or render(view.prompt()), warning=bool(self.refusal))
        self._place_panels()
        self._focus_for_turn(view.my_turn or obs.phase in (Phase.SCORED, Phase.GAME_OVER))

    def _claim_offered(self) -> bool:
        """The lay-down panel is offered: not over a play-practice question, and in a lesson only
        where laying down is the lesson's move."""
        if self.tutorial.active:
            return self.tutorial.expects(CLAIM)
        return self.play_practice.step != "deciding"

    def _name_practised_contract(self, named: NameTrump) -> None:
        obs = self.controller.observation()
        if self.practice.state == "playing" and obs.to_act == obs.seat and named in obs.legal:
            self.controller.act(named)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        """Tab and Shift+Tab stop only where the user can see the focus (found by playing:
        after H brought the Hint tab forward, Tab went to the score sheet hidden behind it and
        never to the hint; at game over it stopped on the empty hand)."""
        self._sync_dock_focus()  # a tab brought forward since the last look
        start = QApplication.focusWidget()
        for _ in range(64):  # the focus chain is a ring: this ends where it began at the latest
            if not super().focusNextPrevChild(next):
                return False
            now = QApplication.focusWidget()
            if now is None or now is start or self._shows_focus(now):
                return True
        return True

    def _shows_focus(self, widget: QWidget) -> bool:
        """Whether a widget with the keyboard focus is a stop the user sees."""
        if widget.visibleRegion().isEmpty():
            return False
        hand = self.table.hand_list
        return widget is not hand or hand.model().rowCount() > 0

    def _sync_dock_focus(self) -> None:
        """Only the side panels in front of their tab group take keyboard focus."""
        behind: set[str] = set()
        for bar in self.findChildren(QTabBar):
            behind |= {bar.tabText(i) for i in range(bar.count()) if i != bar.currentIndex()}
            # Whole titles, scrolled where the panels are narrow (found at 800x600: every tab read "…").
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
        for dock in self.docks.values():
            _focusable(dock, dock.isVisible() and dock.windowTitle() not in behind)

    def _focus_for_turn(self, mine: bool) -> None:
        """Keep the keyboard where the user acts: the open panel's button, else the
        hand; then the docks. The focus moves only if it was on the table or lost."""
        panel = next((p for p in (self.bid_panel, self.trump_panel, self.end_panel) if p.isVisible()), None)
        chain: list[QWidget] = [self.table]
        if panel is not None:
            chain += panel.buttons()
        if self.claim_panel.isVisible():  # reached by Tab; the keyboard stays on the hand
            chain += self.claim_panel.buttons()
        chain += [self.hint_view.ask, self.hint_view.table, self.score_view, self.bid_view, self.trick_view]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        focus = QApplication.focusWidget()
        on_table = focus is None or focus is self.table or self.table.isAncestorOf(focus)
        if not mine or not on_table:
            return
        target = panel.first_button() if panel is not None else None
        (target or self.table).setFocus(Qt.FocusReason.OtherFocusReason)

    def _place_panels(self) -> None:
        """Centre the open panel in the table's free area (between the plates and hands)."""
        area = self.table.panel_area()
        self.bid_panel.refit((int(area.width()), int(area.height())))
        # The lay-down offer comes only at the user's lead, when the trick in the middle is empty.
        for panel in (self.bid_panel, self.trump_panel, self.end_panel, self.claim_panel):
            if panel.isVisible():
                panel.adjustSize()
                size = panel.sizeHint()
                panel.resize(size)
                x = area.center().x() - size.width() / 2
                # Up over the side plates rather than down over the user's (found by playing: the bid
                # panel under a coach card, and the trump panel with Nello and Sevens, covered it).
                y = min(max(area.top(), area.center().y() - size.height() / 2), self.table.user_plate_top() - 4 - size.height())
                panel.move(int(max(0.0, x)), int(max(0.0, y)))
                panel.raise_()
                if panel.geometry().intersects(self.table.mapFromScene(self.table.prompt_rect()).boundingRect()):
                    # the panel says what to do itself (found in lesson 6 at 1024x700: the lay-down
                    # offer half over "Your lead")
                    self.table.set_prompt("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self._place_panels)
        return super().eventFilter(watched, event)

    def update_actions(self) -> None:
        c = self.controller
        practice = c.undo_allowed and not self.practice_question_open()
        self.act_undo.setEnabled(c.can_undo())
        self.act_hint.setEnabled(practice)
        self.hint_refused.setEnabled(not practice)
        self.hint_view.ask.setEnabled(practice)
        obs = c.observation()
        self.act_next.setEnabled(obs.phase is Phase.SCORED)
        # (in a lesson too: a lay-down the lesson does not want is explained by its card)
        self.act_claim.setEnabled(obs.can_claim and obs.to_act == obs.seat and self.play_practice.step != "deciding")
        self.act_rematch.setEnabled(self.setup is not None)

    # ------------------------------------------------------------ practice, review, statistics

    def next_hand(self) -> None:
        if self.tutorial.active:
            self.show_message(translate("MainWindow", "This lesson is one hand: read its last card and press Finish."))
            return
        if self.practice.state == "playing":
            self.practice.next_deal()
        elif self.play_practice.step == "playing":
            self.play_practice.next_deal()
        else:
            self.controller.next_hand()

    def game_in_progress(self) -> bool:
        """A game the user has played into and not finished (practice deals excepted); during
        practice or a lesson, the game set aside in the autosave, which the table goes back to."""
        if self.in_practice() or self.tutorial.active:
            return self._game_aside and self.saver.exists()
        obs = self.controller.observation()
        # only the user's own actions count: the AIs' opening bids before the user's first turn
        # are not a game played into (found by playing: a fresh app asked before practice)
        human = self.controller.human
        started = obs.hand_index > 0 or any(seat == human for seat, _ in self.controller.state.actions)
        return self.controller.started and not self.in_practice() and started and obs.phase is not Phase.GAME_OVER

    def play_out_unfinished(self) -> bool:
        """A practice deal is being played out and its hand is not over."""
        playing = self.practice.state == "playing" or self.play_practice.step == "playing"
        return playing and self.controller.observation().phase not in (Phase.SCORED, Phase.GAME_OVER)

    def in_practice(self) -> bool:
        """A bidding or play practice session drives the table."""
        return self.practice.active or self.play_practice.active

    def confirm_leaving_game(self, question: str | None = None) -> bool:
        """Ask before a new game replaces the game in progress (`question`: "A new game ends the
        game in progress. Go on?"; None: what comes keeps the game), or anything replaces a practice
        hand being played out (found by playing: it was dropped without a word)."""
        if question is None or not self.game_in_progress():
            if not self.play_out_unfinished():
                return True
            question = translate("MainWindow", "The practice hand you are playing out will be left unfinished. Go on?")
        answer = QMessageBox.question(
            self, translate("MainWindow", "Texas 42"), question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def practice_dialog(self) -> None:
        if not self.confirm_leaving_game():
            return
        dialog = PracticeSetupDialog(self, game_kept=self.game_in_progress())
        if run_modal(dialog):
            self.start_practice(**dialog.options())

    def start_practice(self, position: str = "any", strength: str = "any", deals: int = 10, seed: int | None = None) -> None:
        self.leave_other_modes()
        self.resume_bar.hide()
        rules = self.setup.rules if self.setup is not None else None
        self.table.setFocus()
        self.practice.start(position, strength, deals, seed, rules)

    def end_practice(self) -> None:
        if not self.confirm_leaving_game():
            return
        if self.practice.active:
            self.practice.summary()  # which ends the practice and starts a game
        if self.play_practice.active:
            self.play_practice.summary()

    def analysis_dialog(self) -> None:
        """Practice > Analyze a hand: the coach on a hand from a real table; the game is not touched."""
        rules = self.setup.rules if self.setup is not None else None
        AnalysisDialog(self.work, rules, self).show()

    def play_practice_dialog(self) -> None:
        if not self.confirm_leaving_game():
            return
        dialog = PlayPracticeSetupDialog(self, game_kept=self.game_in_progress())
        if run_modal(dialog):
            self.start_play_practice(**dialog.options())

    def start_play_practice(self, spot: str = "any", positions: int = 10, seed: int | None = None,
                            cards: list[Card] | None = None) -> None:
        self.leave_other_modes()
        self.resume_bar.hide()
        rules = self.setup.rules if self.setup is not None else None
        self.table.setFocus()  # the keyboard on the table, not on a panel's button left behind
        self.play_practice.start(spot, positions, seed, rules, cards)

    def mistakes_dialog(self) -> None:
        if self.deck is None:
            self.show_message(translate("MainWindow", "The mistakes deck is off (its file could not be opened)."))
            return
        dialog = MistakesDialog(self.deck, self, game_kept=self.game_in_progress())
        dialog.practise.connect(self._practise_mistakes)
        run_modal(dialog)

    def _practise_mistakes(self, kind: str) -> None:
        if self.deck is None or not self.confirm_leaving_game():
            return
        cards = self.deck.worst(kind)[:20]
        if not cards:
            return
        if kind == "play":
            self.start_play_practice(cards=cards)
        else:
            self.leave_other_modes()
            self.resume_bar.hide()
            self.practice.start("any", "any", len(cards), None, None, cards)

    def play_action(self, action: Action) -> None:
        self.hint_view.clear()  # the position's hint is the reveal's, not the next turn's
        self.controller.act(action)

    def practice_ended(self) -> None:
        """The practice session is over: the table goes back to the game set aside, or a new one."""
        self.back_to_game()

    def back_to_game(self) -> None:
        """After practice or a lesson: the saved game the user was playing, else a new game."""
        if self.saver.exists():
            self.resume()
        else:
            self.start_game(self._default_setup())

    def user_name(self) -> str:
        return self.prefs.name

    def play_bid(self, bid: Bid) -> None:
        self.controller.act(bid)

    def load_practice(self, state: GameState, seats: list[SeatConfig]) -> None:
        self.setup = GameSetup(state.rules, seats, None, True)
        self.hint_view.clear()
        self.controller.load(state, seats, undo=True)
        self.update_actions()

    def _show_trump_panel(self, obs: Any, options: list[NameTrump] | None = None, title: str | None = None) -> None:
        """The trump panel with each contract's explanation when it fits the panel area, else
        buttons only (found at 944x660, a 1024x700 screen's window: the house rules' eleven
        contracts with their lines ran over the user's plate)."""
        area = self.table.panel_area()
        panel = self.trump_panel
        panel.max_width = int(area.width())
        panel.max_height = int(self.table.user_plate_top() - 4 - area.top())
        panel.compact = self._compact_panels()
        panel.show_for(obs, options, title)
        hint = panel.sizeHint()
        if not panel.compact and (hint.height() > area.height() or hint.width() > area.width()):
            panel.compact = True
            panel.show_for(obs, options, title)

    def _compact_panels(self) -> bool:
        """On a small table the trump panel shows buttons only (explanations in tooltips)."""
        area = self.table.panel_area()
        return area.width() < 820 or area.height() < 330

    def ask_contract(self, bid: Bid, options: list[NameTrump]) -> None:
        obs = self.controller.observation()
        self._show_trump_panel(obs, options, translate("MainWindow", "Name the contract for your bid of {bid}").format(
            bid=bid_text(bid, obs.rules)))
        self._place_panels()

    def review_hand(self, index: int | None = None) -> None:
        """Review a finished hand (the last one by default) in a window; the game is not touched."""
        state = self.controller.session.state
        finished = len(state.results)
        if index is None:
            index = finished - 1
        if not 0 <= index < finished or self.controller.human < 0:
            self.show_message(translate("MainWindow", "There is no finished hand of yours to review yet."))
            return
        rules, logs = state.rules, [HandLog(g.shaker, g.deal, g.widow, g.actions[:]) for g in state.logs]
        user, seed = self.controller.human, state.seed
        self._review_token += 1
        token = self._review_token
        dialog = self.review_dialog or ReviewDialog(self)
        self.review_dialog = dialog
        dialog.title.setText(translate("MainWindow", "Reviewing hand {number}…").format(number=index + 1))
        dialog.progress.show()
        dialog.table.setRowCount(0)
        dialog.show()
        relay = self._progress

        def work() -> Any:
            return review_hand(rules, logs, index, user, "hard", seed, lambda d, n: relay.progress.emit(token, d, n))

        self._reviews.submit(work, done=self._review_done)

    def _review_progress(self, token: int, done: int, total: int) -> None:
        if token == self._review_token and self.review_dialog is not None:
            self.review_dialog.set_progress(done, total)

    def _review_done(self, future: concurrent.futures.Future[Any]) -> None:
        if self.review_dialog is None:
            return
        if future.exception() is not None:
            self.show_error(translate("MainWindow", "The review failed: {error}").format(error=render_error(future.exception())))
            return
        self.review_dialog.show_review(future.result(), self.controller.rules, self.controller.players_names())

    def _open_stats(self) -> None:
        try:
            self.deck = Deck(self.saver.folder / "mistakes.json")
        except Exception as e:  # noqa: BLE001 - a deck that cannot be opened: play on without it
            self.deck = None
            self.show_notice(translate("MainWindow", "The mistakes deck is off: {error}").format(error=render_error(e)))
        if self.deck is not None and self.deck.notice:
            self.show_notice(render(self.deck.notice))
        self.prefs.listen(self.show_notice)  # also those of settings read later (the last game's rules)
        try:
            self.stats = Stats(self.saver.folder / "stats.sqlite")
        except Exception as e:  # a disk or permission problem: play on without statistics
            self.stats = None
            self.show_notice(translate("MainWindow", "Statistics are off: {error}").format(error=render_error(e)))
            return
        if self.stats.notice:
            self.show_error(render(self.stats.notice))
        self.stats.listener = lambda notice: self.show_notice(render(notice))

    def stats_dialog(self) -> None:
        if self.stats is None:
            self.show_message(translate("MainWindow", "Statistics are off (the statistics file could not be opened)."))
            return
        run_modal(StatsDialog(self.stats, self))

    def _record_hand(self, result: Any) -> None:
        view = self.controller.snapshot()
        role = view.role_of(result)
        if self.stats is None or self.in_practice() or self.tutorial.active or role is None:
            return
        contract = result.contract.code if result.contract is not None else (result.bid.special or "")
        self.stats.record_hand(view.rules.variant.value, role, result.bid.value, contract, result.result == "made")

    def _record_game(self, winner: int) -> None:
        view = self.controller.snapshot()
        if self.stats is None or self.in_practice() or self.tutorial.active or view.human < 0:
            return
        mine = view.rules.layout.side(view.human)
        others = max(v for i, v in enumerate(view.score) if i != mine)
        self.stats.record_game(view.rules.variant.value, view.level_played(), winner == mine, view.score[mine], others)

    # ------------------------------------------------------------ messages and dialogs

    def show_message(self, text: str) -> None:
        """A line about the game: gone at the next hand, new game or undo (found by playing:
        "Wait for your turn." and "Best decision." stayed into later games)."""
        self.status.setText(render(text))
        self._notice = False

    def show_notice(self, text: str) -> None:
        """A line about the app itself (statistics off, autosave failing): it stays, and the
        notices shown since the last game message stay together (two damaged files at start)."""
        text = render(text)
        shown = self.status.text() if self._notice else ""
        self.status.setText(text if not shown or text in shown else f"{shown} {text}")
        self.status.setToolTip(self.status.text())
        self._notice = True

    def _clear_game_message(self) -> None:
        if not self._notice:
            self.status.clear()

    def show_error(self, text: str) -> None:
        """A non-blocking warning box (the event loop keeps running)."""
        text = render(text)
        self.last_error = text
        self.show_message(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Texas 42"), text, QMessageBox.StandardButton.Ok, self)  # noqa: E501
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def new_game_dialog(self) -> None:
        if not self.confirm_leaving_game(translate("MainWindow", "A new game ends the game in progress. Go on?")):
            return
        dialog = NewGameDialog(self.prefs, self, self.setup.rules if self.setup else None)
        if run_modal(dialog):
            self.start_game(dialog.setup())
            # The keyboard on the table, where the first bid's panel will take it (found by playing: Qt
            # gave it back to the panel button the new deal had deleted, and so to nothing).
            self.back_to_table()

    def preferences_dialog(self) -> None:
        dialog = PreferencesDialog(self.prefs, self)
        if run_modal(dialog):
            dialog.store()
            self.apply_preferences()

    def apply_preferences(self) -> None:
        self.table.set_theme(self.prefs.theme)
        factor = self.prefs.speed_factor
        self.table.set_speed(factor)
        self.controller.pace_ms = int(PACE_MS * factor)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open game"), str(Path.home()),
                                              translate("MainWindow", "Texas 42 games (*.t42);;All files (*)"))
        if path and self.confirm_leaving_game(translate("MainWindow", "Opening a game ends the game in progress. Go on?")):
            self.open_file(path)

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save game"), str(Path.home() / "game.t42"),
                                              translate("MainWindow", "Texas 42 games (*.t42)"))
        if path:
            self.save_file(path if path.endswith(".t42") else path + ".t42")

    # ------------------------------------------------------------ the tutorial

    def lessons_dialog(self) -> None:
        """Help > Learn to play: choose a lesson (the next one is preselected)."""
        self.learn_bar.hide()
        if not self.confirm_leaving_game():
            return
        dialog = LessonsDialog(self.prefs.lessons_done(), self)
        if run_modal(dialog) and dialog.chosen is not None:
            self.tutorial.start(dialog.chosen)

    def leave_other_modes(self) -> None:
        """A game, a lesson or a practice session replaces whichever of the others is on."""
        self._game_aside = self.game_in_progress()  # (what a lesson or practice keeps to go back to)
        if self.practice.active:
            self.practice.stop()
        if self.play_practice.active:
            self.play_practice.stop()
        if self.tutorial.active:
            self.tutorial.stop()
        self.learn_bar.hide()

    def announce(self, text: str) -> None:
        self.announcer.say(text)

    def tutorial_ended(self) -> None:
        """After a lesson the table goes back to the user's game: the saved one if there is one."""
        self.back_to_game()

    def show_rules(self) -> None:
        run_modal(RulesDialog(self, self.shortcuts(), self.prefs.theme, current_language()))

    def show_record_format(self) -> None:
        """Help > Game record format: docs/RECORD.md, as shipped with the app."""
        from .docview import RecordFormatDialog

        run_modal(RecordFormatDialog(self))

    def shortcuts(self) -> list[tuple[str, str]]:
        """Every menu command with a key, as (what it does, key) for the rules page's Keyboard section."""
        out = []
        for menu in self.menuBar().findChildren(QMenu):
            for act in menu.actions():
                key = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if key and act.text():
                    out.append((act.text().replace("&", "").rstrip("…"), key))
        return out

    def show_about(self) -> None:
        QMessageBox.about(self, translate("MainWindow", "About Texas 42"), about_text(solver.backend()))

    # ------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop animations, timers and the AI thread (idempotent)."""
        self.table.animator.clear()
        self.prefs.set_window_layout(self.saveGeometry(), self.saveState())
        self.practice.shutdown()
        self.play_practice.shutdown()
        self._review_token += 1
        self._reviews.cancel()
        self._opening.cancel()
        self.saver.close()
        self.controller.shutdown(wait=True)
        if self.stats is not None:
            self.stats.close()
            self.stats = None
        self.prefs.sync()


def running_work(window: MainWindow) -> list[str]:
    """What is still running: AI threads, active timers, animations (tests assert none after closing)."""
    import threading

    from PySide6.QtCore import QAbstractAnimation

    out = [f"thread {t.name}" for t in threading.enumerate() if t.name.startswith("texas42-") and t.is_alive()]
    c = window.controller
    out += [f"timer {name}" for name, t in (("thinking", c._thinking_timer), ("pace", c._pace_timer),
                                             ("watchdog", c.work._watchdog),
                                             ("heartbeat", c.work._pulse)) if t.isActive()]
    if window.table.animator.busy:
        out.append("animation queue")
    out += [f"animation {a!r}" for a in window.findChildren(QAbstractAnimation) if a.state() != QAbstractAnimation.State.Stopped]
    return out
