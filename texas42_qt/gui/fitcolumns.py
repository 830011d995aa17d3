"""Table views in the narrow side panels: columns share the width there is, long
texts wrap instead of being cut ("Part…") or scrolling sideways."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

WholeRole = Qt.ItemDataRole.UserRole + 20
"""A cell's whole text, where its model shows a shorter one while squeezed (see `ColumnFitter.squeezable`)."""


class ShownColumns(QSortFilterProxyModel):
    """A model as a squeezable table shows it: without the columns it squeezes out (see
    `ColumnFitter.squeezable`). Hidden in the view, Qt still gave them to a screen reader (found in
    the AT-SPI tree: the squeezed score sheet's hidden "Result" header and its cells)."""

    def __init__(self, source: QAbstractItemModel, parent: QObject | None = None):
        super().__init__(parent)
        self.setSourceModel(source)
        self._out: frozenset[int] = frozenset()

    def leave_out(self, columns: frozenset[int]) -> None:
        """Show every column but `columns` (the source model's numbers)."""
        if columns != self._out:
            self.beginFilterChange()
            self._out = columns
            self.endFilterChange(QSortFilterProxyModel.Direction.Columns)

    def filterAcceptsColumn(self, source_column: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        return source_column not in self._out


class ColumnFitter(QObject):
    """Keeps a table view's columns within its width: each column gets what its
    content asks for; when the total is too wide, the columns give up width in
    proportion, never below their longest word, and their rows grow to wrap."""

    def __init__(self, view: QTableView):
        super().__init__(view)
        self.view = view
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        view.horizontalHeader().setMinimumSectionSize(24)
        # A header wider than its column wraps at its words (found by playing: "Chance to make" cut).
        view.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        view.installEventFilter(self)
        self.watch_model()

    def watch_model(self) -> None:
        model = self.view.model()
        if model is None:
            return
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.dataChanged,
                       model.headerDataChanged, model.columnsInserted, model.columnsRemoved):
            signal.connect(self.later)

    def later(self, *_: Any) -> None:
        self._timer.start()

    def eventFilter(self, watched: QObject, event: Any) -> bool:
        if watched is self.view and event.type() in (event.Type.Resize, event.Type.Show):
            self.later()
        return False

    MIN_POINT_SIZE = 7.0
    """The smallest font a cramped table may shrink to (see `_fit_font`)."""
    PAD, TIGHT_PAD = 14, 8
    """Pixels around a column's longest word: the usual, and the least a cell's margins need."""
    _pad = PAD
    sideways = False
    """Scroll sideways rather than shrink the font when the words do not fit side by side
    (a dialog's table: the font stays readable and every column is there)."""

    fill = False
    """Share the width the columns leave over among them (the bid hint, when it leaves contracts out:
    a blank strip beside them looked as if one more would fit)."""

    def fit(self) -> None:
        # Twice when wrapped rows grew tall enough to bring the vertical scroll bar,
        # which narrows the viewport the columns were shared out for.
        for _ in range(2):
            room = self.view.viewport().width()
            self._fit_once()
            if self.view.viewport().width() == room:
                return

    def overflows(self) -> bool:
        """Whether the columns are wider than the view (it scrolls sideways)."""
        if self.view.model() is None:
            return False
        return sum(self.view.columnWidth(c) for c in self._columns()) > self.view.viewport().width()

    def _fit_once(self) -> None:
        view = self.view
        model = view.model()
        if model is None or model.columnCount() == 0:
            return
        self._squeeze()
        self._fit_font()
        columns = self._columns()
        # A few pixels over Qt's own hint: its hint leaves no slack, and a font that
        # renders a pixel wider would cut the text.
        want: list[float] = [max(view.sizeHintForColumn(c) + 6, self._header_width(c)) for c in columns]
        least = [max(self._longest_word(c), 24) for c in columns]
        room = view.viewport().width()
        total = sum(want)
        # Scrolling, a column keeps its cells on one line (squeezed, "✓ +0.49" took three).
        wide = self.sideways and total > room
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if wide else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if total > room and not wide:
            spare = sum(w - m for w, m in zip(want, least))
            cut = total - room
            want = [w - (w - m) * min(1.0, cut / spare) if spare > 0 else m for w, m in zip(want, least)]
        widths = [int(w) for w in want]
        if self.fill and sum(widths) < room:
            spare, share = room - sum(widths), len(widths)
            widths = [w + spare // share + (i < spare % share) for i, w in enumerate(widths)]
        for c, width in zip(columns, widths):
            view.setColumnWidth(c, width)
        view.resizeRowsToContents()
        self._fit_header_height()

    def _fit_font(self) -> None:
        """When even the longest words do not fit side by side (a long language in a
        narrow panel, e.g. three seat names in Slovak), the table's font shrinks a point
        at a time, down to MIN_POINT_SIZE, rather than cutting words; it grows back to
        the panel's own font when there is room again. Last, the slack around each
        column's words narrows to what a cell's margins need. The sizes are tried on
        font metrics alone, and the font set once: setting it at every size relaid the
        whole table each time (80 ms at a hand's end in a long score sheet)."""
        view = self.view
        base = getattr(self, "_base_font", None)
        if base is None:
            base = self._base_font = view.font()
        words = [self._words(c) for c in self._columns()]
        numbers = view.verticalHeader()
        shown = 0 if numbers.isHidden() else numbers.width()
        room = view.viewport().width() + shown
        if self.numbers_may_go:
            size = self._size_for(words, room - self._numbers_width(), base.pointSizeF())
            self._show_numbers(self._pad == self.PAD)
            if self._pad != self.PAD:  # the row numbers give their room before a word is cut
                size = self._size_for(words, room, base.pointSizeF())
        else:
            size = self._size_for(words, room - shown, base.pointSizeF())
        if view.font().pointSizeF() != size:
            font = QFont(view.font())
            font.setPointSizeF(size)
            view.setFont(font)
            # The headers too (the row numbers give their width to the columns), and their viewports,
            # which paint them: under a style sheet a font set on a view does not reach its viewport
            # (found at 1024x700: 7 pt headers measured, 9 pt drawn, "Follow-me" cut).
            for header in (view.horizontalHeader(), view.verticalHeader()):
                header.setFont(font)
                header.viewport().setFont(font)

    def _size_for(self, words: list[list[str]], room: int, size: float) -> float:
        """The largest font size, a point at a time down from `size`, at which the columns'
        longest words fit side by side in `room` (at the least size, with the tight slack)."""
        view = self.view
        self._pad = self.PAD
        while not self.sideways:
            font = QFont(view.font())
            font.setPointSizeF(size)
            same = view.font().pointSizeF() == size
            metrics = view.fontMetrics() if same else QFontMetrics(font)
            head = view.horizontalHeader().fontMetrics() if same else metrics
            if _needed(words, metrics, head, self._pad) <= room:
                break
            if size - 1 < self.MIN_POINT_SIZE or size <= 0:
                self._pad = self.TIGHT_PAD  # the last resort: less slack around each column's words
                break
            size -= 1
        return size

    squeezable: tuple[int, ...] = ()
    """Columns that go when the columns' whole words do not fit side by side even in the least font
    without the row numbers (found by QA in Moon at 150%: five columns needed 175 px in 127, "Ea"
    and "5 (+" cut); the model's `squeeze(on)`, if it has one, then shortens its cells and says
    the columns' words left out in those kept (the whole text in `WholeRole`, the tooltip and for a
    screen reader). The view's model is then a `ShownColumns` of it, which leaves them out."""

    def _columns(self) -> list[int]:
        """The columns shown."""
        return [c for c in range(self.view.model().columnCount()) if not self.view.isColumnHidden(c)]

    def _squeeze(self) -> None:
        """Hide the `squeezable` columns, and squeeze the model, when the whole words do not fit;
        decided on the whole words, so that the squeezed table does not bring them back."""
        view, shown = self.view, self.view.model()
        if not self.squeezable:
            return
        assert isinstance(shown, ShownColumns), "a squeezable table shows a ShownColumns model"
        model = shown.sourceModel()
        font = QFont(getattr(self, "_base_font", view.font()))
        font.setPointSizeF(self.MIN_POINT_SIZE)
        metrics = QFontMetrics(font)
        numbers = view.verticalHeader()
        room = view.viewport().width() + (numbers.width() if self.numbers_may_go and not numbers.isHidden() else 0)
        whole = [column_words(model, c, WholeRole) for c in range(model.columnCount())]
        on = _needed(whole, metrics, metrics, self.TIGHT_PAD) > room
        shown.leave_out(frozenset(self.squeezable if on else ()))
        if (squeeze := getattr(model, "squeeze", None)) is not None:
            squeeze(on)

    numbers_may_go = False
    """Whether the row numbers (the vertical header) may be hidden when the columns do not fit
    beside them even in the least font: a side panel's hand or trick numbers, which say less than
    the words they would cut (found by QA at 150%: the score sheet cut "Them")."""

    def _numbers_width(self) -> int:
        """What the row numbers take shown (Qt's hint holds while they are hidden)."""
        return self.view.verticalHeader().sizeHint().width() if self.view.model().rowCount() else 0

    def _show_numbers(self, show: bool) -> None:
        numbers = self.view.verticalHeader()
        if numbers.isHidden() == show:
            numbers.setHidden(not show)
            self.view.updateGeometries()  # the viewport takes the room now, not at the next layout

    def _fit_header_height(self) -> None:
        """As tall as the most wrapped header needs (Qt sizes it for one line)."""
        header = self.view.horizontalHeader()
        model = self.view.model()
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 4
        lines = 18
        for c in self._columns():
            text = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
            lines = max(lines, wrapped_height(header.font(), text, self.view.columnWidth(c) - margin) + 8)
        header.setFixedHeight(lines)

    def _header_width(self, column: int) -> int:
        text = str(self.view.model().headerData(column, Qt.Orientation.Horizontal) or "")
        return self.view.horizontalHeader().fontMetrics().horizontalAdvance(text) + 16

    def _words(self, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> list[str]:
        return column_words(self.view.model(), column, role)

    def _longest_word(self, column: int) -> int:
        view = self.view
        return max(_widest(self._words(column), view.fontMetrics(), view.horizontalHeader().fontMetrics()),
                   self._widest_in_own_font(column)) + self._pad

    def _widest_in_own_font(self, column: int) -> int:
        """The widest word of the cells with a font of their own (the bid hint's bold best cell, wider
        than the view's font measures it), at the view's size."""
        model, widest = self.view.model(), 0
        for row in range(model.rowCount()):
            index = model.index(row, column)
            font = index.data(Qt.ItemDataRole.FontRole)
            if isinstance(font, QFont):
                font = QFont(font)
                font.setPointSizeF(self.view.font().pointSizeF())
                words = re.split(r"[ \t\n]+", str(index.data() or ""))
                widest = max(widest, _widest(words, QFontMetrics(font), QFontMetrics(font)))
        return widest


def column_words(model: QAbstractItemModel, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> list[str]:
    """A column's words: its header's and its cells' (`role`'s text, else the shown one)."""
    texts = []
    for row in range(model.rowCount()):
        index = model.index(row, column)
        data = index.data(role)
        texts.append(str((index.data() if data is None else data) or ""))
    # Split where Qt wraps: not at a non-breaking space ("1\u00a0(+1)" is one word).
    return header_words(str(model.headerData(column, Qt.Orientation.Horizontal) or "")) + \
        [w for text in texts for w in re.split(r"[ \t\n]+", text) if w]


def header_words(text: str) -> list[str]:
    """A header's words where Qt wraps it: at white space, and after a hyphen before a letter ("Follow-me"
    may go on two lines where a narrow panel needs its width; "6-3" stays whole)."""
    return [w for w in re.split(r"[ \t\n]+|(?<=-)(?=[^\W\d_])", text) if w]


def _needed(words: list[list[str]], metrics: QFontMetrics, head: QFontMetrics, pad: int) -> int:
    """The width columns take side by side, each as wide as its longest word (`words`, a list a column)."""
    return sum(max(_widest(ws, metrics, head) + pad, 24) for ws in words)


def _widest(words: list[str], metrics: QFontMetrics, head: QFontMetrics) -> int:
    """The widest of `words` in the cells' font or the header's."""
    return max((max(metrics.horizontalAdvance(w), head.horizontalAdvance(w)) for w in words), default=0)


def wrapped_height(font: QFont, text: str, width: float) -> int:
    """The height `text` takes wrapped at `width` as Qt draws it: at spaces, and after a hyphen
    too (found at 1024x700: the header "Follow-me" went on two lines, sized for one)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    height = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        height += line.height()
    layout.endLayout()
    return int(height + 0.999)
