"""What a screen reader needs that Qt does not give by itself: names for its composite views,
which it otherwise reads as nameless, objects for what the table paints, and dialog buttons read
in the order they are drawn."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QChildEvent, QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTableView,
    QTableWidget,
    QWidget,
)

from .i18n import QT_TRANSLATE_NOOP, translate
from .tones import error_colour

FOCUS_RING = "QTableView:focus { border: 2px solid palette(highlight); }"


def alt_key_buttons(buttons: QDialogButtonBox) -> None:
    """OK and Cancel with an Alt key, as the other buttons of a dialog have theirs (Qt gives them
    one only on some desktops). Qt's own words, where Qt has them in the user's language."""
    for which, text in ((QDialogButtonBox.StandardButton.Ok, translate("QGnomeTheme", "&OK")),
                        (QDialogButtonBox.StandardButton.Cancel, translate("QGnomeTheme", "&Cancel"))):
        button = buttons.button(which)
        if button is not None:
            button.setText(text)


def name_table(view: QTableView, name: str) -> None:
    """Name a table, its headers and Qt's own corner button (which is turned off: it only selects all).
    Tab leaves the table: the arrows walk its cells (found by QA: in the Hand review, Tab went from
    cell to cell and never reached Close; every table of the app is read-only)."""
    view.setAccessibleName(name)
    view.setTabKeyNavigation(False)
    view.horizontalHeader().setAccessibleName(translate("A11y", "{table} columns").format(table=name))
    view.verticalHeader().setAccessibleName(translate("A11y", "{table} rows").format(table=name))
    view.setCornerButtonEnabled(False)
    # A ring when the keyboard is on the table: with no current cell (an empty score sheet, a hint
    # not asked yet) the style draws none, and Tab seemed to stop nowhere (found by playing).
    view.setStyleSheet(FOCUS_RING)
    for corner in view.findChildren(QAbstractButton):
        corner.setAccessibleName(translate("A11y", "{table}: select all").format(table=name))


class SpanTable(QTableWidget):
    """A table with rows across it (`setSpan`) that a screen reader hears once. Qt's accessible table
    lists every cell of the grid, those under another cell's span too, and a reader read each as an
    empty cell (found in the AT-SPI tree: the bid hint's Pass row, its value, then eight blanks). A
    cell under a span has no place of its own on the screen (Qt's `isIndexHidden` says so), so it has
    no rect here: it is not showing, and a reader passes it by as it passes cells scrolled away."""

    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect:  # noqa: N802 (Qt's name)
        if index.isValid() and self.isIndexHidden(index):
            return QRect()
        return super().visualRect(index)


def unnamed_in_group(widget: QWidget) -> None:
    """Keep a container in a group box nameless: Qt names a nameless widget after its group box's
    title, so a screen reader heard the title again on a node that says nothing of its own (found
    in the AT-SPI tree: "Hint table" on the reveal's group, on the hint view in it, and on its table).
    Qt takes a label's text first when the label is the widget's buddy: an empty, hidden one."""
    buddy = QLabel(widget.parentWidget())
    buddy.setBuddy(widget)
    buddy.hide()


def show_and_say(label: QLabel, shown: str, said: str) -> None:
    """`label` shows `shown`, and a screen reader hears `said` (its markup made plain): the same
    words with its tiles said as tiles ("Best: five-four", where "5-4" was read "5 minus 4")."""
    label.setText(shown)
    if said == shown:
        label.setAccessibleName("")  # (Qt reads the text)
        return
    if label.textFormat() != Qt.TextFormat.PlainText and QtGui.Qt.mightBeRichText(said):
        document = QTextDocument()
        document.setHtml(said)
        said = document.toPlainText()
    label.setAccessibleName(said)


class Spoken(QLabel):
    """An invisible label laid over something the table paints itself (a seat's plate, a score
    board): it draws nothing and takes no clicks, but a screen reader finds it in the tree, by its
    text, where it is on the screen, and hears each change of it (a QLabel says so)."""

    def __init__(self, parent: QWidget, name: str):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Hidden until it has something to say (found in the AT-SPI tree: at start, the saved game
        # offered and nothing dealt, the score, board and trick were three nameless labels)
        self.setVisible(False)

    def paintEvent(self, event: QPaintEvent) -> None:
        pass  # the table draws what this says

    def say(self, text: str, where: QRect) -> None:
        if text != self.text():
            self.setText(text)
        if where != self.geometry():
            self.setGeometry(where)
        self.setVisible(bool(text))


class Caption(QWidget):
    """Words drawn on a panel that a screen reader is told another way: a panel's title is the
    panel's name, a contract's line beside its button is the button's description. A QLabel is
    read out too, so the same words were heard twice (found by QA in the AT-SPI tree: the bid
    panel "Your bid" held a label "Your bid"); this is a nameless node that takes no focus."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._text = text
        self._wrap = False
        self._align = Qt.AlignmentFlag.AlignCenter

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.updateGeometry()
            self.update()

    def wordWrap(self) -> bool:
        return self._wrap

    def setWordWrap(self, on: bool) -> None:
        self._wrap = on
        self.updateGeometry()

    def setAlignment(self, align: Qt.AlignmentFlag) -> None:
        self._align = align
        self.update()

    def _flags(self) -> int:
        return int(self._align | (Qt.TextFlag.TextWordWrap if self._wrap else 0))

    def hasHeightForWidth(self) -> bool:
        return self._wrap

    def _box(self, width: int) -> QRect:
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width), 10_000), self._flags(), self._text)

    def heightForWidth(self, width: int) -> int:
        return self._box(width).height()

    def sizeHint(self) -> QSize:
        """One line as wide as the text; wrapped, the shape a QLabel gives it (narrower while it
        stays short), so a panel keeps the size it had with labels."""
        metrics = self.fontMetrics()
        if not self._wrap:
            return QSize(metrics.horizontalAdvance(self._text) + 1, metrics.height())
        width = min(metrics.averageCharWidth() * 80, self.maximumWidth())
        box = self._box(width)
        if box.height() < 4 * metrics.lineSpacing() and box.width() > width / 2:
            box = self._box(width // 2)
        if box.height() < 2 * metrics.lineSpacing() and box.width() > width / 4:
            box = self._box(width // 4)
        width = max(self.minimumWidth(), min(box.width(), self.maximumWidth()))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        if not self._wrap:
            return self.sizeHint()
        width = max(self.minimumWidth(), 1)
        return QSize(width, self.heightForWidth(width))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), self._flags(), self._text)


ICON_NAMES = {QMessageBox.Icon.Information: QT_TRANSLATE_NOOP("Dialogs", "Information"),
              QMessageBox.Icon.Warning: QT_TRANSLATE_NOOP("Dialogs", "Warning"),
              QMessageBox.Icon.Critical: QT_TRANSLATE_NOOP("Dialogs", "Error"),
              QMessageBox.Icon.Question: QT_TRANSLATE_NOOP("Dialogs", "Question")}
"""What a message box's icon says, by its kind."""


def name_message_icons(app: QApplication) -> None:
    """Every message box's icon gets a name when the box takes the keyboard, the boxes of Qt's own
    `QMessageBox.question` and `warning` too: Qt leaves it a nameless image (found in the AT-SPI
    tree). Every dialog's buttons, Qt's own boxes' too, follow the order drawn then
    (`follow_drawn_order`). Once per app; a signal, not an event filter on every event of the app."""
    if not app.property("message_icons_named"):
        app.setProperty("message_icons_named", True)
        app.focusChanged.connect(_window_entered)


def _window_entered(old: QWidget | None, new: QWidget | None) -> None:
    box = new.window() if new is not None else None
    if isinstance(box, QMessageBox):
        name_icon(box)
    if isinstance(box, QDialog) and (old is None or old.window() is not box):  # (entering it, not within)
        follow_drawn_order(box)


def name_icon(box: QMessageBox) -> None:
    """Name a message box's icon by its kind ("Warning"); a picture of its own (About's) is the app's."""
    label = box.findChild(QLabel, "qt_msgboxex_icon_label")  # (Qt's name for it)
    if label is None or label.accessibleName():
        return
    kind = ICON_NAMES.get(box.icon())
    label.setAccessibleName(translate("Dialogs", kind) if kind else translate("MainWindow", "Texas 42"))


def drawn_buttons(box: QDialogButtonBox) -> list[QAbstractButton]:
    """A button box's buttons in the order drawn, first to last as one reads (from the right in a
    right-to-left language): Qt lays them out by their roles as the desktop has them (Cancel before
    OK on GNOME, Close last on others), whatever the order they were made in. Hidden ones last."""
    layout = box.layout()
    items = [layout.itemAt(i) for i in range(layout.count())] if layout is not None else []
    laid = [w for item in items if item is not None and isinstance(w := item.widget(), QAbstractButton)]
    return laid + [b for b in box.buttons() if b not in laid]


class DrawnOrder(QObject):
    """Keeps a button box's buttons, for a screen reader and for Tab, in the order drawn. A screen
    reader hears a widget's children in the order they were made, and Tab follows that order too
    where Qt did not set it (a box filled before it was put in its dialog). Found in the AT-SPI
    tree: the lessons' Close was read first, drawn last; on GNOME, OK before Cancel, drawn after.
    Done again whenever Qt lays the buttons out anew (one shown or hidden, another style) and on show."""

    def __init__(self, box: QDialogButtonBox):
        super().__init__(box)
        self.box = box
        box.installEventFilter(self)
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.box and event.type() in (QEvent.Type.Show, QEvent.Type.LayoutRequest):
            self.follow()
        return False

    def follow(self) -> None:
        buttons = drawn_buttons(self.box)
        for button in buttons:
            button.raise_()  # (last of the box's children, in turn; they do not overlap: nothing drawn changes)
        for first, second in zip(buttons, buttons[1:]):
            QWidget.setTabOrder(first, second)


def follow_drawn_order(where: QWidget) -> None:
    """The buttons of every button box in `where` (a dialog, a message box, or the box itself) are
    read by a screen reader and walked by Tab in the order drawn (`DrawnOrder`), from now on.
    What Enter does (the default button) is left as it is."""
    boxes = [where] if isinstance(where, QDialogButtonBox) else where.findChildren(QDialogButtonBox)
    for box in boxes:
        if box.findChild(DrawnOrder, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
            DrawnOrder(box)


class DrawnWindowOrder(QObject):
    """Keeps a main window's parts, for a screen reader, in the order drawn: the menus, then the
    table (with the bars and a lesson's card above it), then the side panels and the status line.
    A screen reader reads them in the order of the window's children, and Qt puts the docks before
    the central widget and restacks them whenever a tab group changes (it raises the dock in front
    and lowers the others to the start of the list). Found in the AT-SPI tree during a lesson: the
    side panels were read first, the lesson's card after them, the menus after the table. The parts
    do not overlap: nothing drawn changes."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        self._busy = False
        window.installEventFilter(self)
        for child in self._parts():
            child.installEventFilter(self)
        self.follow()

    def _parts(self) -> list[QWidget]:
        return [w for w in self.window.children() if isinstance(w, QWidget)]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.ChildAdded:
            child = event.child() if isinstance(event, QChildEvent) else None
            if child is not None and child.isWidgetType():  # (a dock's tab bar, made when docks are tabbed)
                child.installEventFilter(self)
        elif event.type() == QEvent.Type.ZOrderChange and watched is not self.window and not self._busy:
            self.follow()  # (Qt raised or lowered a part: a dock, or the table itself)
        return False

    def follow(self) -> None:
        central, bar, parts = self.window.centralWidget(), self.window.menuBar(), self._parts()
        if central is not None and parts and parts[:2] != [bar, central]:
            self._busy = True  # (each move tells the part moved of it)
            try:
                central.stackUnder(parts[0])
                bar.stackUnder(central)
            finally:
                self._busy = False


def announce(widget: QWidget, text: str) -> None:
    """Ask a screen reader to say `text` now (an AT-SPI announcement), whatever has the focus."""
    if text and QAccessible.isActive():
        event = QAccessibleAnnouncementEvent(widget, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)


class ErrorLine(QLabel):
    """A dialog's line for what stops it (in red), hidden while there is none (found in the AT-SPI
    tree: an empty, nameless label under the fields), and said when it comes: a label that
    appears is not read by itself."""

    def __init__(self) -> None:
        super().__init__()
        self._follow_palette()
        self.setWordWrap(True)
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the desktop turned dark, or light
            self._follow_palette()

    def _follow_palette(self) -> None:
        """A red that reads on the palette's background (found by QA: dark red on a dark desktop).
        Its text colour alone is set: the rest still follows the desktop (a style sheet kept all of it)."""
        palette = self.palette()
        red = error_colour(palette)
        if palette.color(QPalette.ColorRole.WindowText) != red:  # (setting it changes the palette again)
            palette.setColor(QPalette.ColorRole.WindowText, red)
            self.setPalette(palette)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setVisible(bool(text))
        announce(self, text)


class ElidedLabel(QLabel):
    """A one-line label that shows what fits, ending in "…", with the whole text in its tooltip and
    for a screen reader (found by playing: the status bar cut a lesson's long line mid-word).
    Shorter forms, if given, are drawn in its place when it does not fit."""

    _shorter: tuple[str, ...] = ()

    def setText(self, text: str) -> None:
        self._shorter = ()
        super().setText(text)
        self.setToolTip(text)

    def set_shorter(self, *forms: str) -> None:
        """What to draw when the text does not fit: the first of `forms` (longest first) that
        does, else the last, ending in "…" (the whole text stays in the tooltip and for a screen
        reader; found by QA at 150%: a hand's summary ended in "Scored: We…")."""
        self._shorter = forms
        self.update()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        """At most 480 pixels, or half its bar's width on a wider window (found by QA at 1600 pixels:
        a hand's summary ended in "…" beside an empty half of the status bar)."""
        hint = super().sizeHint()
        bar = self.parentWidget()
        return QSize(min(hint.width(), max(480, bar.width() // 2 if bar else 0)), hint.height())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if (bar := self.parentWidget()) is not None:
            bar.installEventFilter(self)  # its width sets the cap (installed again, it is still one filter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.updateGeometry()  # the cap follows the bar's new width, the text unchanged
        return False

    def shown(self) -> str:
        """The text as drawn now."""
        width, metrics = self.contentsRect().width(), self.fontMetrics()
        forms = (self.text(), *self._shorter)

        def drawn(text: str) -> str:
            return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)

        # A form fits when Qt draws it whole, not when its advance, rounded down to a whole pixel,
        # does (found by playing Moon at 150%: a 480.2 px summary was drawn "... West 5, East …" in 480)
        return next((f for f in forms if drawn(f) == f), drawn(forms[-1]))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        vertical = self.alignment() & Qt.AlignmentFlag.AlignVertical_Mask  # (a label's own: centred unless set)
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | vertical), self.shown())
