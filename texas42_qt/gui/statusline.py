"""The status bar's message line: a game message lasts until the next hand, new game or undo;
a notice about the app itself (statistics off, autosave failing) stays; news of something done
for the user (a game kept) lasts until the user's next move, or until newer news or a line of what
was done comes once the user has had it in sight."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from .a11y import announce
from .dialogs import run_modal
from .i18n import render, translate

USER_INPUT = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress)
"""What the user does in a window: a key (a shortcut's too, which never arrives as a key press) or a click."""


class StatusLine(QLabel):
    def __init__(self) -> None:
        super().__init__()
        # A long message wraps onto a second line rather than being cut mid-word (found by
        # playing at 1024 pixels: the refused laydown's reason ended in "open t").
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # level with the game's line beside it
        self.setAccessibleDescription(translate("MainWindow", "Messages"))
        self.notice = False
        """The line shows notices (kept until a game message replaces them)."""
        self._standing: list[str] = []
        """The notices of conditions shown (statistics off): they stay."""
        self._news: list[str] = []
        """The notices of things done shown (a game kept): gone at the user's next move or the next
        deal, new game or undo (found by QA: "the saved one was kept as ..." stayed a whole hand)."""
        self._seen: set[str] = set()
        """The news that was on the line while the user pressed a key or clicked in its window: the
        user has had it in sight, and it goes when newer news or a line of what was done comes."""
        self._watching = False
        self._users_turn = False
        self._message = ""
        """The game message shown (before the notices)."""
        self.brief = False
        """The line says what was done to the game (saved, opened, resumed): gone at the next move."""
        self.last_error = ""

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As tall as the wrapped text at the width it has (a status bar's layout does not ask a
        label for it, and a wrapping label's own hint is a tall narrow block). Worked out afresh:
        a label's height for a width is never below its minimum, so the old one would stay (found by
        QA: a notice given before the window showed, at the width of a hidden label, kept the bar tall)."""
        self.setMinimumHeight(0)
        self.setMinimumHeight(self._height())
        self.updateGeometry()

    def _height(self) -> int:
        lines = self.heightForWidth(self.width()) if self.text() else 0
        return max(lines, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._height())

    def hasHeightForWidth(self) -> bool:
        return False  # else the bar sizes itself to the label at its narrowest

    def say(self, text: str, brief: bool = False) -> None:
        """A line about the game: gone at the next hand, new game or undo (found by playing:
        "Wait for your turn." and "Best decision." stayed into later games). If `brief`, it says what
        was done to the game (saved): gone at the next move (found by QA: "Welcome back" stayed a whole
        hand), and the news the user has had in sight goes with the line it replaces (found by QA:
        "Saved x.t42. Welcome back: the saved game is resumed.", long after the user had resumed it).
        It replaces the standing notices; other news stays beside it until it is old (found by QA:
        "Hand 2: 1 costly decision of yours went into My mistakes." went at once under "A hint is for
        your turn ...")."""
        if brief:
            self._forget_seen()
        self._say(text, brief)

    def _say(self, text: str, brief: bool) -> None:
        self._standing.clear()
        self._message = render(text)
        self.notice = False
        self.brief = brief
        self._show()

    def moved(self) -> None:
        """A move was made: a brief line is old news; the user's own move makes the news old too, and
        the turn that comes after it makes nothing older (found by review: news given after the user's
        move, the tile still sliding onto the table, went as the next seat's turn came)."""
        if self._users_turn:
            self._forget_news()
            self._users_turn = False
        if self.brief and not self.notice:
            self._message = ""
            self._show()
        self.brief = False

    def say_aloud(self, text: str) -> None:
        """`say`, and a screen reader hears it: the answer to a key that did nothing else (found by
        QA: "Wait for your turn." was shown and not heard); brief: old news at the next move (found
        by QA: "A hint is for your turn ..." stayed through later plays)."""
        self._say(text, brief=True)
        announce(self, self._message)

    def add_notice(self, text: str) -> None:
        """A line about the app itself: it stays, and the notices shown since the last game
        message stay together (two damaged files at start)."""
        self._add(self._standing, text)

    def add_news(self, text: str) -> None:
        """A line about something done for the user (a game kept, mistakes kept for practice): it
        goes at the user's next move or the next deal, new game or undo; those given meanwhile stay
        together, and a game message said meanwhile stands before them. The news the user has had in
        sight goes: old news does not ride along with new."""
        self._forget_seen()
        self._add(self._news, text)

    def _add(self, notices: list[str], text: str) -> None:
        text = render(text)
        if not self.notice:  # a game message shown is replaced
            self._standing.clear()
            self._message = ""
        if all(text not in shown for shown in self._standing + self._news):
            notices.append(text)
        self.notice = True
        self._show()
        announce(self, text)  # heard even if it goes before a screen reader comes to the line

    def _show(self) -> None:
        notices = " ".join(self._standing + self._news)
        self.setText(" ".join(part for part in (self._message, notices) if part))
        self.setToolTip(notices)
        self.notice = self.notice and bool(notices)
        self._seen &= set(self._news)
        self._watch(bool(set(self._news) - self._seen))

    def _watch(self, on: bool) -> None:
        """Watch the user's keys and clicks while news not yet in sight is shown (only then: every
        event of the app passes the watch)."""
        app = QCoreApplication.instance()
        if on != self._watching and app is not None:
            (app.installEventFilter if on else app.removeEventFilter)(self)
            self._watching = on

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in USER_INPUT and isinstance(watched, QWidget) and watched.window() is self.window():
            self._seen.update(self._news)
            self._watch(False)
        return False

    def _forget_seen(self) -> None:
        """The news the user has had in sight is old: it goes (news given since stays)."""
        if self._seen:
            self._news = [text for text in self._news if text not in self._seen]
            self._show()

    def _forget_news(self) -> None:
        if self._news:
            self._news.clear()
            self._show()

    def turn(self, users: bool) -> None:
        """A turn came (the user's if `users`): after one of the user's, the user has moved and news is old."""
        if self._users_turn:
            self._forget_news()
        self._users_turn = users

    def unsay(self, text: str) -> None:
        """Take a message away if it is still the one shown (or still news beside the notices)."""
        text = render(text)
        if text and text in self._news:
            self._news.remove(text)
        elif text and self._message == text:
            self._message = ""
        self._show()

    def game_moved_on(self) -> None:
        """A new deal, game or undo: the last game message and the news are old (notices stay)."""
        self._news.clear()
        if not self.notice:
            self._message = ""
        self._show()

    def error(self, text: str, wait: bool = False) -> None:
        """A non-blocking warning box (the event loop keeps running), its first line kept here;
        `wait`: the box is closed before this returns, for what opens a dialog next (found by
        playing: a damaged practice session's box stood half hidden under the setup dialog)."""
        text = render(text)
        self.last_error = text
        if self.notice:  # a notice shown stays beside it (found by QA: damaged statistics hid damaged mistakes)
            self.add_notice(text.splitlines()[0])
        else:
            self.say(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Texas 42"), text,
                          QMessageBox.StandardButton.Ok, self.window())
        if wait:
            run_modal(box)
            return
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
