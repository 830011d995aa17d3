"""The New game dialog's house rules, scrolled where the screen is too short for them all."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class RulesScroll(QScrollArea):
    """The house rules, scrolled where the screen is too short for them all (found by QA at
    1024x700 with fonts at 150%: Texas 42's rules made the dialog 526 px tall on a 467 px
    screen, Deal and Cancel off its bottom); else as tall and wide as they ask, no scroll bar."""

    def __init__(self, rules: QWidget):
        super().__init__()
        self.setWidget(rules)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The group box's own background shows through, as before the rules scrolled
        rules.setAutoFillBackground(False)  # (QScrollArea fills it)
        self.viewport().setAutoFillBackground(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Not a Tab stop of its own: each rule is one, and Tab scrolls to it (found in the AT-SPI
        # tree: after Cancel, Tab stopped on a nameless "House rules" filler that did nothing)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The rules' new size goes on to the dialog's layout (QScrollArea keeps it to itself: found
        by QA, from Moon to Texas 42 the dialog kept Moon's size and cut every rule's control)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            self._choose_bar()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._choose_bar()
        super().resizeEvent(event)

    def _choose_bar(self) -> None:
        """A scroll bar only where the rules, at the whole width, are taller than the room. Qt keeps
        a bar once shown: beside it the long rules wrap under their labels, taller, so it stays
        (found by QA at 1280x720 with fonts at 125%, from Moon to Texas 42 with Expert players:
        Nello to Splash under their labels and a bar, in a dialog as large as it asks)."""
        rules = self.widget()
        if rules is None:
            return
        room = self.contentsRect().size()
        need = rules.heightForWidth(room.width()) if rules.hasHeightForWidth() else rules.sizeHint().height()
        need = max(need, rules.minimumSizeHint().height())
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if need <= room.height() else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if policy != self.verticalScrollBarPolicy():
            self.setVerticalScrollBarPolicy(policy)

    def _around(self, inner: QSize) -> QSize:
        """`inner` with room for the vertical scroll bar (the rules keep their least width beside it)."""
        return inner + QSize(self.verticalScrollBar().sizeHint().width(), 0)

    def sizeHint(self) -> QSize:
        rules = self.widget()  # (no room for a bar: where all the rules show, there is none)
        return rules.sizeHint() if rules is not None else super().sizeHint()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """All the rules at `width`, long ones wrapped under their labels (a narrow screen)."""
        rules = self.widget()
        if rules is None:
            return super().heightForWidth(width)
        return rules.heightForWidth(width) if rules.hasHeightForWidth() else rules.sizeHint().height()

    def minimumSizeHint(self) -> QSize:
        rules = self.widget()
        if rules is None:
            return super().minimumSizeHint()
        least = self._around(rules.minimumSizeHint())
        return QSize(least.width(), min(least.height(), 6 * self.fontMetrics().height()))
