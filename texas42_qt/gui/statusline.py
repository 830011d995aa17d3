"""The status bar's message line: a game message lasts until the next hand, new game or undo;
a notice about the app itself (statistics off, autosave failing) stays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from .i18n import render, translate


class StatusLine(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleDescription(translate("MainWindow", "Messages"))
        self.notice = False
        """The line shows notices (kept until a game message replaces them)."""
        self.last_error = ""

    def say(self, text: str) -> None:
        """A line about the game: gone at the next hand, new game or undo (found by playing:
        "Wait for your turn." and "Best decision." stayed into later games)."""
        self.setText(render(text))
        self.notice = False

    def add_notice(self, text: str) -> None:
        """A line about the app itself: it stays, and the notices shown since the last game
        message stay together (two damaged files at start)."""
        text = render(text)
        shown = self.text() if self.notice else ""
        self.setText(text if not shown or text in shown else f"{shown} {text}")
        self.setToolTip(self.text())
        self.notice = True

    def unsay(self, text: str) -> None:
        """Take a message away if it is still the one shown."""
        if text and self.text() == text:
            self.clear()

    def game_moved_on(self) -> None:
        """A new deal, game or undo: the last game message is old news (notices stay)."""
        if not self.notice:
            self.clear()

    def error(self, text: str) -> None:
        """A non-blocking warning box (the event loop keeps running), its first line kept here."""
        text = render(text)
        self.last_error = text
        self.say(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Texas 42"), text,
                          QMessageBox.StandardButton.Ok, self.window())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
