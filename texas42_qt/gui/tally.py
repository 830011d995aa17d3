"""Marks drawn as Texans tally them: the strokes of the word "ALL", one stroke
per mark (A takes three, each L two), a new "ALL" for every seven marks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from ..engine.stake import scores_marks
from .controller import GameController
from .models import MarksRole

# Strokes of one "ALL" in a 3-letter box of width 3 (each letter 0.8 wide) and height 1,
# y growing downwards, in the order they are drawn.
_STROKES: tuple[tuple[float, float, float, float], ...] = (
    (0.0, 1.0, 0.4, 0.0),  # A: up
    (0.4, 0.0, 0.8, 1.0),  # A: down
    (0.15, 0.62, 0.65, 0.62),  # A: crossbar
    (1.1, 0.0, 1.1, 1.0),  # L: upright
    (1.1, 1.0, 1.8, 1.0),  # L: foot
    (2.1, 0.0, 2.1, 1.0),  # L: upright
    (2.1, 1.0, 2.8, 1.0),  # L: foot
)
STROKES_PER_WORD = len(_STROKES)


def tally_width(marks: int, height: float) -> float:
    """The least width that draws `marks` as readable strokes at this height (an "ALL" is
    about three letters wide, each at least half as wide as it is tall)."""
    words = max(1, -(-max(0, marks) // STROKES_PER_WORD))
    return words * height * 1.5 + (words - 1) * height * 0.4


MIN_HEIGHT = 14
"""Strokes shorter than this (pixels) do not read as letters: a one-line row of the score
sheet at full screen drew 8-pixel specks where the other rows said "2 (+1)"."""


def tally_fits(rect: QRectF, marks: int) -> bool:
    """Whether `marks` drawn as strokes into `rect` read as an "ALL": tall and wide enough."""
    return rect.height() >= MIN_HEIGHT and rect.width() >= tally_width(marks, rect.height())


def tally_lines(marks: int, rect: QRectF) -> list[QLineF]:
    """The strokes for `marks` marks fitted into `rect`."""
    marks = max(0, marks)
    words = max(1, -(-marks // STROKES_PER_WORD))
    height = rect.height()
    word_w = min(height * 2.9, rect.width() / words - height * 0.4)
    unit = word_w / 2.9
    lines = []
    for i in range(marks):
        word, stroke = divmod(i, STROKES_PER_WORD)
        x0 = rect.left() + word * (word_w + height * 0.4)
        ax, ay, bx, by = _STROKES[stroke]
        lines.append(QLineF(x0 + ax * unit, rect.top() + ay * height, x0 + bx * unit, rect.top() + by * height))
    return lines


def draw_tally(painter: QPainter, rect: QRectF, marks: int, colour: QColor) -> None:
    painter.save()
    pen = QPen(colour, max(1.5, rect.height() / 9))
    pen.setCapStyle(pen.capStyle().RoundCap)
    painter.setPen(pen)
    for line in tally_lines(marks, rect.adjusted(2, 2, -2, -2)):
        painter.drawLine(line)
    painter.restore()


class TallyDelegate(QStyledItemDelegate):
    """Draws the running marks of the score sheet as "ALL" tallies."""

    def __init__(self, controller: GameController, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        marks = index.data(MarksRole)
        rules = self.controller.rules
        if marks is None or not scores_marks(rules):
            super().paint(painter, option, index)
            return
        rect = option.rect
        strokes = QRectF(rect.adjusted(6, 5, -30, -5))
        if not tally_fits(strokes, int(marks)):
            super().paint(painter, option, index)  # no room for readable strokes: the text
            return
        draw_tally(painter, strokes, int(marks), option.palette.text().color())
        painter.drawText(rect.adjusted(0, 0, -6, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(marks))

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:
        hint = super().sizeHint(option, index)
        marks = index.data(MarksRole)
        if marks is None:
            return hint
        return QSize(max(hint.width(), int(tally_width(int(marks), 16)) + 36), hint.height())
