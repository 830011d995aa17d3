"""The lesson list's rows: a lesson's title, and under it its summary indented as a block, so a
summary that wraps goes on under its own first line (found by QA: the wrapped lines began at the
list's edge, under the number, while the first line was indented)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QListWidget, QStyle, QStyledItemDelegate, QStyleOptionViewItem

WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
INDENT = "     "
"""How far a summary stands in from its title (the width of these spaces)."""

Index = QModelIndex | QPersistentModelIndex


class SummaryDelegate(QStyledItemDelegate):
    """Draws a row whose text is "title\\nsummary": the title, then the summary with a hanging indent."""

    def __init__(self, view: QListWidget):
        super().__init__(view)
        self.view = view

    @staticmethod
    def parts(index: Index) -> tuple[str, str]:
        title, _, summary = str(index.data() or "").partition("\n")
        return title, summary.strip()

    def _margin(self) -> int:
        """The room Qt's item views leave on either side of an item's text."""
        return self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1

    def _width(self) -> int:
        """The text's width in a row: the list's, less its spacing and the text's margins."""
        return max(50, self.view.viewport().width() - 2 * self.view.spacing() - 2 * self._margin())

    def _boxes(self, metrics: QFontMetrics, index: Index) -> tuple[QRect, QRect]:
        """The title's and the summary's rooms, from the text's top left."""
        title, summary = self.parts(index)
        width = self._width()
        indent = metrics.horizontalAdvance(INDENT)
        head = metrics.boundingRect(0, 0, width, 10_000, WRAP, title)
        tail = metrics.boundingRect(0, 0, width - indent, 10_000, WRAP, summary) if summary else QRect()
        return (QRect(0, 0, width, head.height()),
                QRect(indent, head.height(), width - indent, tail.height()))

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        head, tail = self._boxes(QFontMetrics(self.view.font()), index)
        return QSize(self._width() + 2 * self._margin(), head.height() + tail.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""  # the style draws the row's ground, selection and focus; the text is drawn here
        self.view.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, self.view)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(option.palette.color(role))
        painter.setFont(self.view.font())
        head, tail = self._boxes(QFontMetrics(self.view.font()), index)
        origin = option.rect.topLeft() + QRect(self._margin(), 0, 0, 0).topLeft()
        title, summary = self.parts(index)
        painter.drawText(head.translated(origin), WRAP, title)
        if summary:
            painter.drawText(tail.translated(origin), WRAP, summary)
        painter.restore()
