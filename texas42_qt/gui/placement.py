"""Where windows go: on the screen whole, and a dialog shown again where it was."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QMoveEvent, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QTableView, QWidget


def keep_on_screen(window: QWidget) -> None:
    """Move a window so that all of it, its frame included, is on the screen, once the window
    manager has framed it (found at 1024x700: a 942x644 window placed at y=68, its status bar
    cut off). Its size is left alone."""
    screen, frame = window.screen().availableGeometry(), window.frameGeometry()
    if screen.contains(frame) or window.isMaximized() or window.isFullScreen():
        return
    if (place := on_screen(frame, screen)) != frame.topLeft():
        window.move(place)


FRAME_ALLOWANCE = QSize(8, 32)
"""What a window manager's borders and title bar add to a window not yet shown (a guess: Qt
knows them only once the window is on the screen)."""

LEAST_WINDOW = QSize(800, 560)
"""The main window's least size where the screen has room for it: the table is laid out and
checked down to the window an 800x600 screen gives."""


def fit_least_size(window: QWidget, wanted: QSize = LEAST_WINDOW) -> None:
    """The window may not shrink below `wanted`, nor below what its contents need, but may to fit
    its screen (found by QA: with fonts at 125% a 1024x700 screen is 819x560 to Qt, and the
    800x560 least put the status bar below it; at 150%, 683x467, the user's hand was off it)."""
    screen = window.screen()
    room = screen.availableGeometry().size() - FRAME_ALLOWANCE if screen is not None else wanted
    window.setMinimumSize(wanted.boundedTo(room).expandedTo(window.minimumSizeHint()))


DEFAULT_WINDOW = QSize(1280, 820)
"""The main window's size the first time, where the screen has room (else 92% of it)."""


def size_again(window: QWidget, size: QSize | None, maximized: bool) -> None:
    """The window as the user left it, when Qt refuses the geometry it saved: Qt does on a screen over
    a quarter wider or narrower than the one it was saved on (found by QA: left at 1024x700, opened on a
    1600x1000 screen at the first-time size). The size it had if the screen holds it, else the first
    time's for this screen; centred (where it was is of another screen); maximised again if it was."""
    screen = window.screen().availableGeometry()
    room = screen.size() - FRAME_ALLOWANCE
    if size is None or size.width() > room.width() or size.height() > room.height():
        size = DEFAULT_WINDOW.boundedTo(QSize(int(screen.width() * 0.92), int(screen.height() * 0.92)))
    window.resize(size)
    window.move(screen.center() - window.rect().center())
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


FRAME_ROOM = QSize(40, 60)
"""Room a dialog leaves on its screen for its window frame and title bar."""


def resize_within_screen(dialog: QWidget, wanted: QSize) -> None:
    """Give a dialog the size it wants, or what its screen has room for (found by QA: on an
    800x600 screen, or 1200x900 at 150%, Analyze a hand's 980x640 put its buttons below the
    screen). Its layout still keeps it from shrinking below what its contents need."""
    screen = (dialog.parentWidget() or dialog).screen()
    room = screen.availableGeometry().size() - FRAME_ROOM if screen is not None else wanted
    dialog.resize(wanted.boundedTo(room))


def screen_room(dialog: QWidget) -> QSize:
    """The most a dialog may measure on its screen, its frame aside."""
    screen = (dialog.parentWidget() or dialog).screen()
    return screen.availableGeometry().size() - FRAME_ROOM if screen is not None else dialog.size()


def grow_for_rows(dialog: QWidget, table: QTableView) -> None:
    """Make a shown `dialog` taller, as far as its screen has room, until `table` shows all its rows
    (never shorter: the user may have made it so). Found by QA at 1600x1000: the bidding practice
    reveal kept its first 560 px, its hint table scrolling over a third of the screen left empty."""
    for _ in range(3):  # (measured again: the dialog's layout may give part of the height elsewhere)
        lacking = table.verticalHeader().length() - table.viewport().height()
        height = min(dialog.height() + lacking, max(dialog.height(), screen_room(dialog).height()))
        if lacking <= 0 or height <= dialog.height():
            return
        dialog.resize(dialog.width(), height)


def on_screen(frame: QRect, screen: QRect) -> QPoint:
    """Where a frame of this size goes, nearest where it is, to be all on the screen."""
    x = max(screen.left(), min(frame.left(), screen.right() + 1 - frame.width()))
    y = max(screen.top(), min(frame.top(), screen.bottom() + 1 - frame.height()))
    return QPoint(x, y)


class ReturningDialog(QDialog):
    """A dialog hidden and shown again (a practice reveal, once per position) comes back where
    it was, its frame included. Shown again, on X11 it crept up by its title bar or was placed
    anew by the window manager at the screen's corner, its title bar above the screen where the
    mouse cannot move it (found by QA at 1024x700). So it is put back where it was as soon as
    the window system places it, by its frame (a window's own position may be its contents')."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.where: QPoint | None = None
        """Its frame's top left when last hidden: where the user left it."""
        self.returning = False
        self.grows: QTableView | None = None
        """A table the dialog grows to show whole each time it is shown, as its screen allows (`grow_for_rows`)."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.grows is not None:  # (its children are laid out by now, the window not yet on the screen)
            grow_for_rows(self, self.grows)

    def setVisible(self, visible: bool) -> None:
        if not visible and self.isVisible():
            self.where = self.frameGeometry().topLeft()
        self.returning = visible and not self.isVisible() and self.where is not None
        super().setVisible(visible)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._return()

    def paintEvent(self, event: QPaintEvent) -> None:
        self._return()
        super().paintEvent(event)

    def _return(self) -> None:
        """Once framed (Qt knows the frame only then), the frame back where it was; after that
        the window is the user's to move."""
        if not self.returning or self.where is None or self.frameGeometry() == self.geometry():
            return
        self.returning = False
        # where it was, as much of it as fits: grown for a longer position, its buttons stay on the
        # screen (found by QA: put back at y=437, 360 px tall on a 700 px screen)
        frame = self.frameGeometry()
        frame.moveTopLeft(self.where)
        if (place := on_screen(frame, self.screen().availableGeometry())) != self.frameGeometry().topLeft():
            self.move(place)  # (framed, move() places the frame)
