"""The side panels docked beside the table (hint, score sheet, auction, tricks): their
tabs, compact mode, their width, and which of them take the keyboard."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QByteArray, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence, QPainter, QPaintEvent, QPalette, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget, QMainWindow, QTabBar, QTableView, QWidget

from ..engine.stake import scores_marks
from .a11y import name_table
from .controller import GameController
from .fitcolumns import ColumnFitter, ShownColumns
from .hintview import HintView
from .i18n import translate, without_alt_key
from .panel_tabs import TabFitter
from .placement import fit_least_size, size_again
from .tally import TallyDelegate

PANELS = ("Hint", "Score sheet", "Auction", "Tricks")
"""The panels' object names, in the order of their tabs and of Ctrl+1..4."""


def tab_title(panel: str) -> str:
    """A side panel's tab: short, as four tabs share a narrow panel."""
    return {"Hint": translate("MainWindow", "Hint", "tab"), "Score sheet": translate("MainWindow", "Score", "tab"),
            "Auction": translate("MainWindow", "Bids", "tab"), "Tricks": translate("MainWindow", "Tricks", "tab")}[panel]


def panel_title(panel: str) -> str:
    """A side panel's show/hide item in the View menu (the tab's name, or its longer form: found by
    playing, the menu's "Auction" was nowhere on the tabs, "Bids"), with an Alt key of its own in that
    menu (found by QA: these had none)."""
    return {"Hint": translate("MainWindow", "&Hint", "View menu: show or hide the Hint panel"),
            "Score sheet": translate("MainWindow", "&Score sheet", "View menu: show or hide the panel"),
            "Auction": translate("MainWindow", "&Bids", "View menu: show or hide the panel"),
            "Tricks": translate("MainWindow", "&Tricks", "View menu: show or hide the panel")}[panel]


def go_to_text(panel: str) -> str:
    """The View menu's item that gives a side panel the keyboard (its Alt key clashes with no other there)."""
    return {"Hint": translate("MainWindow", "Go to the h&int"),
            "Score sheet": translate("MainWindow", "Go to the sc&ore sheet"),
            "Auction": translate("MainWindow", "Go to the bi&ds"),
            "Tricks": translate("MainWindow", "Go to the t&ricks")}[panel]


class EmptyTable(QTableView):
    """A table that, while it has no rows, says in light text what will fill it (a placeholder, as
    an empty field shows), and tells a screen reader the same as its description (found by playing:
    before the first hand the score sheet was bare headers, Bid Result Us Them, over white)."""

    def __init__(self, placeholder: Callable[[], str]):
        super().__init__()
        self.placeholder = placeholder

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
                signal.connect(self.follow)
        self.follow()

    def follow(self, *_: Any) -> None:
        """The placeholder for the rows there are now (none but for an empty table)."""
        model = self.model()
        text = self.placeholder() if model is not None and model.rowCount() == 0 else ""
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if text := self.accessibleDescription():
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            painter.drawText(self.viewport().rect().adjusted(6, 14, -6, -10), int(flags), text)


def score_sheet_placeholder(controller: GameController) -> str:
    """What the score sheet says before its first hand: what will fill it, and what wins the game."""
    text = translate("MainWindow", "Each hand's score appears here.")
    if not controller.started:
        return text
    target = controller.rules.target  # (a plain name: pyside6-lupdate reads no expression as the count)
    goal = translate("MainWindow", "Game to %n mark(s).", None, target) if scores_marks(controller.rules) else \
        translate("MainWindow", "Game to %n point(s).", None, target)
    return f"{text}\n{goal}"


def table_view(model: QAbstractItemModel, placeholder: Callable[[], str] | None = None,
               squeezable: tuple[int, ...] = (), fill: bool = False) -> QTableView:
    """`squeezable`: the columns that go where the panel is too narrow for every column's words;
    `fill`: the columns share the width their words leave over (`ColumnFitter.fill`)."""
    view = EmptyTable(placeholder) if placeholder is not None else QTableView()
    view.setModel(ShownColumns(model, view) if squeezable else model)
    view.setAlternatingRowColors(True)
    view.setSelectionMode(QTableView.SelectionMode.NoSelection)
    view.verticalHeader().setDefaultSectionSize(26)
    fitter = ColumnFitter(view)
    fitter.numbers_may_go = True
    fitter.squeezable = squeezable
    fitter.fill = fill
    return view


def land_on_text(view: QTableView) -> None:
    """Put a table's current cell on a cell that says something: in its row (the last row when
    none is current), the first cell with text (found by QA: Ctrl+4 on a bid of 84 landed on an
    empty cell beside "Won tricks are stacked face down"); a column shown (a squeezed table hides some)."""
    model = view.model()
    rows = model.rowCount()
    if not rows:
        return
    row = view.currentIndex().row() if view.currentIndex().isValid() else rows - 1
    for col in (c for c in range(model.columnCount()) if not view.isColumnHidden(c)):
        index = model.index(row, col)
        if str(model.data(index) or "").strip():
            view.setCurrentIndex(index)
            return


def _empty_table(widget: QWidget) -> bool:
    model = widget.model() if isinstance(widget, QTableView) else None
    return model is not None and model.rowCount() == 0


def _focusable(dock: QDockWidget, shown: bool) -> None:
    """A side panel behind another's tab takes no keyboard focus (found by playing: Tab went
    through four invisible stops, the tables of the panels behind), nor does a table with no rows
    (found by QA: Tab stopped on the Hint panel's empty table, with nothing to read; Ctrl+1..4
    still give a panel the keyboard, and an empty one says what will fill it). The window looks
    again before each Tab (`MainWindow.focusNextPrevChild`), so a table's rows now are what count."""
    top = dock.widget()
    # A widget with a focus proxy (a table's viewport) hands its policy on to the proxy: leave those.
    for widget in [w for w in ([top, *top.findChildren(QWidget)] if top is not None else []) if w.focusProxy() is None]:
        own = widget.property("ownFocusPolicy")
        if own is None:
            own = int(widget.focusPolicy().value)
            widget.setProperty("ownFocusPolicy", own)
        takes = shown and not _empty_table(widget)
        widget.setFocusPolicy(Qt.FocusPolicy(own) if takes else Qt.FocusPolicy.NoFocus)


def _title_buttons_shown(dock: QDockWidget, shown: bool) -> None:
    """The title bar's buttons hide behind another's tab too (its Close was "showing" to a screen
    reader, off screen); only those hidden here come back: the Float button stays off."""
    for button in dock.findChildren(QAbstractButton, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if not shown and not button.isHidden():
            button.setProperty("hiddenBehind", True)
            button.hide()
        elif shown and button.property("hiddenBehind"):
            button.setProperty("hiddenBehind", False)
            button.show()


RETOLD = (QEvent.Type.Polish, QEvent.Type.StyleChange, QEvent.Type.Show, QEvent.Type.ShowToParent)
"""Events around which Qt describes a dock's buttons again in its words (a style, docking or
tabbing): once handled, the panel says its own again (found on X11: set once, they were lost)."""


class SidePanel(QDockWidget):
    """A side panel: its tab's short title (four tabs share a narrow panel), and a Close button
    that says what it does in the player's words (found in the AT-SPI tree: Qt's "Closes the dock
    widget", the words of its code, and not which panel it hides nor how to get it back)."""

    def __init__(self, title: str, parent: QWidget):
        super().__init__(tab_title(title), parent)
        self._close_text = translate("MainWindow", "Hides the {panel} panel; the View menu shows it again.").format(
            panel=without_alt_key(panel_title(title)))
        self.describe_close()

    def describe_close(self) -> None:
        close = self.findChild(QAbstractButton, "qt_dockwidget_closebutton")
        if close is not None and close.accessibleDescription() != self._close_text:
            close.setAccessibleDescription(self._close_text)
            close.setToolTip(self._close_text)

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() in RETOLD:
            self.describe_close()
        return done


class SidePanels(QObject):
    """Builds the four docks on `window`; `back` gives the keyboard back to the table."""

    def __init__(self, window: QMainWindow, controller: GameController, models: dict[str, QAbstractItemModel],
                 back: Callable[[], None]):
        super().__init__(window)
        self.window = window
        self.back = back
        self.hint_view = HintView()
        self.hint_view.room = self.room
        # Too narrow, the score sheet says the result under the bid, the tricks their leader only in
        # the tiles' tooltip (found by QA in Moon at 150%: five columns in 127 px cut "Ea" and "5 (+").
        self.score_view = table_view(models["Score sheet"], lambda: score_sheet_placeholder(controller), (1,))
        self.score_view.setItemDelegate(TallyDelegate(controller, self.score_view))
        # The bids and tricks take the panel's width: their few short columns left a blank band beside
        # them (found by QA at 1024x700: Seat and Bid in 110 of 300 px).
        self.bid_view = table_view(models["Auction"], lambda: translate("MainWindow", "Each bid appears here."), fill=True)
        self.trick_view = table_view(models["Tricks"], lambda: translate("MainWindow", "Each trick won appears here."), (0,),
                                     fill=True)
        self.docks: dict[str, QDockWidget] = {}
        self._before_compact: list[str] = []
        self._on_show: Callable[[], None] = self.fit
        """What lays the panels out once the window shows (`restore_layout`)."""
        self._in_front: dict[str, bool] = {}
        """Each panel's last word from Qt: in front of its tab group (or alone), or not."""
        self.tab_fitter = TabFitter(self)
        self.compact = QAction(translate("MainWindow", "&Compact: hide the side panels"), window)
        self.compact.setCheckable(True)
        for title, widget in zip(PANELS, (self.hint_view, self.score_view, self.bid_view, self.trick_view)):
            self.docks[title] = self._dock(title, widget)
        self.window.tabifyDockWidget(self.docks["Hint"], self.docks["Score sheet"])
        self.window.tabifyDockWidget(self.docks["Score sheet"], self.docks["Auction"])
        self.window.tabifyDockWidget(self.docks["Auction"], self.docks["Tricks"])
        self.docks["Score sheet"].raise_()
        for view, name in ((self.score_view, translate("MainWindow", "Score sheet")),
                           (self.bid_view, translate("MainWindow", "Bids")),
                           (self.trick_view, translate("MainWindow", "Tricks"))):
            name_table(view, name)

    def _dock(self, title: str, widget: QWidget) -> QDockWidget:
        dock = SidePanel(title, self.window)
        dock.setObjectName(title)
        policy = widget.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # hidden behind another tab, it keeps the panel's width
        widget.setSizePolicy(policy)
        dock.setWidget(widget)
        dock.visibilityChanged.connect(lambda shown: self._front_now(title, shown))
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        dock.describe_close()  # (after Qt described the buttons of these features)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # a tab switch settles after the signal: look once it has
        dock.visibilityChanged.connect(lambda _: QTimer.singleShot(0, self.sync_focus))
        dock.visibilityChanged.connect(lambda _: self.sync_compact())  # closing the last by hand is compact too
        # Escape in a side panel gives the keyboard back to the table
        back = QShortcut(QKeySequence(Qt.Key.Key_Escape), dock, self.back)
        back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        return dock

    def _front_now(self, title: str, shown: bool) -> None:
        """Qt says a panel came in front of its tab group (or was shown) or went behind (or was
        closed): its contents show or hide with it at once, as Ctrl+1 gives them the keyboard
        right after (a panel behind another's tab is off screen, but was "showing" to a screen
        reader: found in the AT-SPI tree); its focus follows once the switch settles."""
        self._in_front[title] = shown
        dock = self.docks.get(title)
        if dock is not None and dock.widget() is not None:
            dock.widget().setVisible(shown)
            _title_buttons_shown(dock, shown)

    def restore_layout(self, geometry: QByteArray | None, state: QByteArray | None, size: QSize | None = None,
                       maximized: bool = False) -> None:
        """The window and its panels as the user left them (`size` and `maximized` where Qt refuses
        the saved `geometry`: `size_again`); the first time, sized to fit the screen."""
        window = self.window
        fit_least_size(window)
        if geometry is None or not window.restoreGeometry(geometry):
            size_again(window, size, maximized)
        restored = state is not None and window.restoreState(state)
        if not restored:
            self.fit()
        # Once shown: fitted again at the size the window shows at; or, as the user left them, but
        # wide enough for the tabs' titles in today's language (found by playing: laid out in English,
        # the next start in Vietnamese scrolled the tabs behind arrows, "Các nước" cut to "Các n")
        self._on_show = self.keep_tabs_whole if restored else self.fit
        if not window.isVisible():
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self._on_show)  # (once Qt has laid the window out)
        return False

    def keep_tabs_whole(self) -> None:
        """The side panels at least as wide as their tabs' titles need, as far as the table leaves room."""
        self.widen(0)

    def go_to(self, title: str) -> None:
        """Show a side panel, bring its tab to the front and give it the keyboard. Out of compact
        mode, the panels open before it come back too (found by QA: F9, then H, left the Score
        sheet and Bids closed for good)."""
        dock = self.docks[title]
        if self.compact.isChecked():
            for other in self._before_compact:
                self.docks[other].show()
        dock.show()
        dock.raise_()
        widget = dock.widget()
        target = self.hint_view.ask if widget is self.hint_view else widget
        if isinstance(target, QTableView):
            land_on_text(target)
        if target is not None:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.sync_compact()

    def bring_forward(self, title: str) -> None:
        """Show a side panel in front of its tab group (for H and L). The keyboard, if it was in the
        panel this puts behind, goes back to the table (found by playing by keyboard: H from the Bids
        panel left it on the tab bar, no focus shown, where Left and Right switched tabs)."""
        focus = QApplication.focusWidget()
        inside = focus is not None and any(dock.isAncestorOf(focus) for dock in self.docks.values())
        self.docks[title].show()
        self.docks[title].raise_()
        if inside and QApplication.focusWidget() is not focus:  # (Qt gave it to the next widget along)
            self.back()

    def toggle(self) -> None:
        """Compact mode: the table takes the whole window; again, the panels that were open come back."""
        shown = [title for title, dock in self.docks.items() if dock.isVisible()]
        if shown:
            self._before_compact = shown
            for dock in self.docks.values():
                dock.hide()
        else:
            back = self._before_compact or ["Score sheet"]
            for title in back:
                self.docks[title].show()
            self.docks[back[0]].raise_()
        self.sync_compact()
        self.back()  # the keyboard goes back to the open panel (Next hand), not the hand

    def sync_compact(self) -> None:
        self.compact.setChecked(not any(not d.isHidden() for d in self.docks.values()))

    def window_resized(self) -> None:
        """Side panels squeezed by a small window grow back when the window does (found by
        playing: after 800 px wide the panels stayed 155 px, their tabs cut, at any size)."""
        shown = self._docked_in_front()
        width = self.window.width()
        if shown and (width >= 1000 and min(d.width() for d in shown) < 230
                      or width >= 900 and min(d.width() for d in shown) < self.tabs_width()):
            QTimer.singleShot(0, self.fit)

    def _docked_in_front(self) -> list[QDockWidget]:
        return [d for title, d in self.docks.items()
                if self._in_front.get(title) and not d.isHidden() and not d.isFloating()]

    def fit(self) -> None:
        """The side panels take a quarter of the window at most (less on a small screen), and at
        least what their tabs' titles need whole (found by playing in Vietnamese at 1024x700: the
        window a little narrower than the screen, and every tab elided to "Gợ…", "Đi…")."""
        width = max(240, min(380, int(self.window.width() * 0.25)), self.tabs_width())
        self.window.resizeDocks([self.docks["Hint"]], [width], Qt.Orientation.Horizontal)

    def widen(self, pixels: int) -> None:
        """Wider (or narrower) by `pixels`, from the width of the panel in front (one behind its tab
        is off screen at Qt's own size: found by QA, Wider made the panel narrower with the Score tab
        in front), never narrower than its tabs need (found by QA: the hint's columns and the tabs cut)."""
        shown = [dock for dock in self.docks.values() if dock.isVisible() and not dock.isFloating()]
        if shown:  # the table keeps its minimum width: Qt stops the panels there
            width = max(max(dock.width() for dock in shown) + pixels, 240, self.tabs_width())
            self.window.resizeDocks([shown[0]], [width], Qt.Orientation.Horizontal)

    def room(self) -> tuple[int, int]:
        """The pixels the side panels can still widen by (the table keeps its minimum width), and
        those the window can on its screen (none maximized or full screen)."""
        table = self.window.centralWidget()
        panel = max(0, table.width() - table.minimumSizeHint().width()) if table is not None else 0
        window = self.window
        if window.isMaximized() or window.isFullScreen() or window.screen() is None:
            return panel, 0
        return panel, max(0, window.screen().availableGeometry().width() - window.frameGeometry().width())

    def tabs_width(self) -> int:
        """The width the side panels' tab bar needs to show every title whole: as the bar says, once there
        is one, and never less than its titles and a margin each (found with large fonts: given
        320 pixels at most, Italian's tabs at 14 points scrolled at any window size)."""
        bars = [bar for bar in self.window.findChildren(QTabBar) if bar.count() > 1]
        metrics = QFontMetrics(self.window.font())  # (not a bar's: it may be smaller, `panel_tabs.SMALLEST`)
        titles = sum(metrics.horizontalAdvance(d.windowTitle()) + 28 for d in self.docks.values() if not d.isHidden())
        # (Qt keeps the bars of tab groups that were, out of sight: only those on the window count)
        shown = [bar for bar in bars if bar.isVisible() and bar.geometry().intersects(self.window.rect())]
        return max([titles] + [bar.sizeHint().width() for bar in shown])

    def sync_focus(self) -> None:
        """Only the side panels in front of their tab group take keyboard focus. Qt says which
        is in front as it switches tabs (`_front_now`); the tab bars do not tell, as Qt keeps
        those of groups that were, current tab and all."""
        for bar in self.window.findChildren(QTabBar):
            # Whole titles, scrolled where the panels are narrow (found at 800x600: every tab read "…").
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
        for bar in self.window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            self.tab_fitter.take(bar)  # (the docks' bars: less room beside the titles where they are narrow)
        for title, dock in self.docks.items():
            _focusable(dock, dock.isVisible() and self._in_front.get(title, True))

    def focus_chain(self) -> list[QWidget]:
        """The panels' stops for Tab after the table's."""
        return [self.hint_view.ask, self.hint_view.table, self.score_view, self.bid_view, self.trick_view]
