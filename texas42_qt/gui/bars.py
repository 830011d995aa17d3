"""Lines above the table that offer a choice: resume the saved game, learn to play."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from .i18n import translate
from .tones import bar_sheet

BAR_BUTTONS = """
QPushButton { background: #fffdf5; color: #2a2410; border: 1px solid #8a7a55; border-radius: 5px; padding: 4px 12px; }
QPushButton:hover { background: #ffffff; }
QPushButton:focus { border: 3px solid #1f5fbf; padding: 2px 10px; }
"""
"""The buttons of a bar over the table, the keyboard's one ringed where it shows (found by QA: the
focus the app gave Resume or a lesson's Next was not drawn, and Tab's was a faint line)."""


class ToneBar(QFrame):
    """A bar above the table in the desktop's look: its style sheet (`sheet`) is written in the
    light look's colours, drawn in the dark look's on a dark desktop (`tones.bar_sheet`), and
    again when the desktop turns dark or light (found by QA with a dark palette: cream bars with
    dark text in a dark window)."""

    def __init__(self, sheet: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.sheet = sheet
        self._watched: QWidget | None = None
        self.restyle()

    def restyle(self) -> None:
        """The sheet in the desktop's look. The desktop's palette is the application's: the
        bar's own is its sheet's."""
        sheet = bar_sheet(self.sheet, QApplication.palette())
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        """In the look of now, and told of a switch by its window: Qt tells a widget with a style
        sheet of none (its palette is its sheet's; found by testing), only the window."""
        self.restyle()
        window = self.window()
        if window is not self and window is not self._watched:
            window.installEventFilter(self)
            self._watched = window
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self.restyle()
        return False


class OfferBar(ToneBar):
    """A line above the table offering a choice (resume the saved game; learn to play)."""

    def __init__(self, text: str, yes: str, no: str, parent: QWidget | None = None):
        super().__init__("OfferBar { background: #fff4c8; border-bottom: 1px solid #c8b46e; } QLabel { color: #2a2410; }"
                         + BAR_BUTTONS, parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.yes = QPushButton(yes)
        self.no = QPushButton(no)
        row.addWidget(self.label, 1)
        row.addWidget(self.yes)
        row.addWidget(self.no)
        self.set_text(text)
        self.hide()

    def set_text(self, text: str) -> None:
        """The bar's line, and the description of its buttons: a screen reader on the focused
        button says what it answers (found in the AT-SPI tree: at start the focus was on Resume,
        heard as "Resume, button", and nothing said what would be resumed)."""
        self.label.setText(text)
        for button in (self.yes, self.no):
            button.setAccessibleDescription(text)

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

    def describe(self, saved: str) -> None:
        """Say which game waits (`AutoSaver.describe`; found by playing: the line did not say)."""
        if saved:
            self.set_text(translate("MainWindow", "A game in progress was saved: {game}.").format(game=saved))


class LearnBar(OfferBar):
    """The newcomer's offer at the first start: the lessons, or a first game against Easy players
    (found by a newcomer QA pass: the first start dealt against three Hard players, and nothing
    offered gentler ones), or neither (the game dealt goes on)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("MainWindow", "New to Texas 42? Take a few short lessons on this table, or play a "
                                                 "first game against Easy players."),
                         translate("MainWindow", "Learn to play"), translate("MainWindow", "No thanks"), parent)
        self.play = QPushButton(translate("MainWindow", "Play a first game"))
        self.play.setAccessibleDescription(self.label.text())
        row = self.layout()
        assert isinstance(row, QHBoxLayout)
        row.insertWidget(row.indexOf(self.no), self.play)
        QWidget.setTabOrder(self.yes, self.play)  # in the order shown (created last, it came after No thanks)
        QWidget.setTabOrder(self.play, self.no)
        # A screen reader reads a widget's children in the order of its child list, where the play
        # button, created last, came after No thanks too (found in the AT-SPI tree): raising No thanks
        # moves it to the end of that list (the buttons do not overlap: nothing drawn changes).
        self.no.raise_()
