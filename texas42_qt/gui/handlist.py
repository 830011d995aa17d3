"""The user's hand as an invisible list over the tiles: the keyboard's and screen readers' way to them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QPainter,
)
from PySide6.QtWidgets import (
    QFrame,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from .i18n import translate
from .models import (
    HandModel,
    TileRole,
)


class _Invisible(QStyledItemDelegate):
    """Draws nothing: the hand list only mirrors the tiles the table draws."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        pass


class HandList(QListView):
    """The user's hand as a list, laid invisibly over the tiles: the keyboard and
    screen readers reach the tiles through it ("six-four, 10 count, playable").
    Left and Right choose a tile (the table outlines it), Enter or Space plays it."""

    chosen = Signal(int)
    current = Signal(int)
    escape = Signal()

    def __init__(self, model: HandModel, parent: QWidget):
        super().__init__(parent)
        self.setModel(model)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setItemDelegate(_Invisible(self))
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet("QListView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(translate("Table", "Your hand"))
        # (found by QA: read during Moon's lay-away too, where Enter lays the tile away)
        self.setAccessibleDescription(translate("Table", "Left and Right choose a tile; Enter or Space plays it, or "
                                                         "lays it away after taking Moon's widow"))
        model.modelReset.connect(self._keep_current)
        model.rowsRemoved.connect(self._keep_current)
        model.dataChanged.connect(self._to_playable)
        model.dataChanged.connect(self._renamed)
        self._hand = model

    def currentChanged(self, current: QModelIndex | QPersistentModelIndex, previous: QModelIndex | QPersistentModelIndex) -> None:
        super().currentChanged(current, previous)
        tile = current.data(TileRole) if current.isValid() else None
        self.current.emit(-1 if tile is None else int(tile))

    preferred: Any = None
    """A callable giving the tile the choice should start on after the hand changes (or None)."""

    def _keep_current(self, *_: Any) -> None:
        if not self.currentIndex().isValid() and self.model().rowCount():
            tile = self.preferred() if self.preferred is not None else None
            if tile is not None:
                self.select_tile(tile)
            else:
                self.setCurrentIndex(self.model().index(0, 0))
            self._to_playable()  # not a dimmed tile (found by playing: after Ctrl+Z the choice sat on one)

    def _renamed(self, first: QModelIndex, last: QModelIndex, *_: Any) -> None:
        """Tell a screen reader each tile's new name ("…, playable"): one that keeps names it was
        told read a tile as not playable on the user's turn (found by QA with two listeners)."""
        if QAccessible.isActive():
            for row in range(first.row(), last.row() + 1):
                event = QAccessibleEvent(self, QAccessible.Event.NameChanged)
                event.setChild(row)
                QAccessible.updateAccessibility(event)

    def _to_playable(self, *_: Any) -> None:
        """When the tiles that may be played change (the user's turn comes), a choice resting on
        a tile that may not be played moves to the first one that may."""
        current = self.currentIndex().data(TileRole) if self.currentIndex().isValid() else None
        legal = [t for t in self._hand.tiles() if self._hand.is_legal(t)]
        if legal and (current is None or not self._hand.is_legal(int(current))):
            self.select_tile(legal[0])

    def current_tile(self) -> int | None:
        """The tile the keyboard's choice is on (None: none)."""
        tile = self.currentIndex().data(TileRole) if self.currentIndex().isValid() else None
        return None if tile is None else int(tile)

    def select_tile(self, tile: int) -> None:
        model = self.model()
        for row in range(model.rowCount()):
            if model.index(row, 0).data(TileRole) == tile:
                self.setCurrentIndex(model.index(row, 0))
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            tile = self.currentIndex().data(TileRole)
            if tile is not None:
                self.chosen.emit(int(tile))
            return
        if event.key() == Qt.Key.Key_Escape:
            self.escape.emit()
            return
        rows = self.model().rowCount()
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and rows:
            step = 1 if event.key() == Qt.Key.Key_Right else -1
            row = self.currentIndex().row() if self.currentIndex().isValid() else -step
            self.setCurrentIndex(self.model().index((row + step) % rows, 0))  # round the hand, both ways
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._keep_current()
        self.current.emit(self.currentIndex().data(TileRole) if self.currentIndex().isValid() else -1)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.current.emit(self.currentIndex().data(TileRole) if self.currentIndex().isValid() else -1)


class SitOut(QObject):
    """While the user sits out a partner's Nello the hand is no stop for the keyboard: none of its
    tiles can be played (found by QA: the keyboard's outline stayed on a dimmed tile, and a screen
    reader read "Enter or Space plays it"). The table takes the keyboard itself, read by its name
    and the prompt, and Escape, Enter or Space still show the others' plays at once."""

    def __init__(self, view: QWidget, hand: HandList, skip: Callable[[], None]):
        super().__init__(view)
        self.view, self.hand, self.skip = view, hand, skip
        self.out = False
        self._policy = hand.focusPolicy()
        view.installEventFilter(self)

    def update(self, out: bool) -> None:
        if out == self.out:
            return
        had = self.view.hasFocus()  # (the hand's focus too, while it is the table's proxy)
        self.out = out
        self.hand.setFocusPolicy(Qt.FocusPolicy.NoFocus if out else self._policy)
        self.view.setFocusProxy(None if out else self.hand)  # type: ignore[arg-type]  # (None drops it: Qt's documented way)
        if had:
            (self.view if out else self.hand).setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.out and watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.skip()
                return True
        return False
