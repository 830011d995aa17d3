"""Two small charts drawn with QPainter (no chart library): bars and a line."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from .i18n import number, translate
from .tones import line_colour


class _Chart(QWidget):
    """A titled chart area that says so when it has nothing to show."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = title
        self.setMinimumHeight(180)
        # A screen reader hears the title and what the chart draws (found by QA: an unnamed, empty
        # pane in the accessibility tree)
        self.setAccessibleName(title)
        self.describe([])

    def set_title(self, title: str) -> None:
        """A new title, drawn and heard (as the chart's accessible name)."""
        self.title = title
        self.setAccessibleName(title)
        self.update()

    def describe(self, items: list[str]) -> None:
        """What the chart shows, item by item, for a screen reader."""
        self.setAccessibleDescription("; ".join(items) if items else translate("Charts", "No data yet"))

    def _begin(self, empty: bool) -> QPainter | None:
        """A painter with the title drawn, or None (after "No data yet") when empty."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.drawText(QRectF(0, 0, self.width(), 20), Qt.AlignmentFlag.AlignCenter, self.title)
        if empty:
            p.drawText(QRectF(0, 20, self.width(), self.height() - 20), Qt.AlignmentFlag.AlignCenter, translate("Charts", "No data yet"))  # noqa: E501
            p.end()
            return None
        return p


class BarChart(_Chart):
    """Labelled bars, each a share from 0 to 1 (e.g. a make rate)."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.bars: list[tuple[str, float, str]] = []  # label, share, text on the bar

    def set_bars(self, bars: list[tuple[str, float, str]]) -> None:
        self.bars = bars
        self.describe([f"{label}: {text}" for label, _, text in bars])
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = self._begin(not self.bars)
        if p is None:
            return
        w = self.width()
        top, bottom = 44, self.bar_bottom()  # a full bar's own label (drawn above it) stays under the title
        slot = w / len(self.bars)
        line = p.fontMetrics().height()
        for i, (label, share, text) in enumerate(self.bars):
            x = i * slot + slot * 0.15
            height = (bottom - top) * max(0.0, min(1.0, share))
            p.fillRect(QRectF(x, bottom - height, slot * 0.7, height), QColor.fromHsvF(0.33 * share, 0.55, 0.85))
            for k, words in enumerate(self.label_lines(label, slot)):
                p.drawText(QRectF(i * slot, bottom + 2 + k * line, slot, line), Qt.AlignmentFlag.AlignCenter, words)
            p.drawText(QRectF(i * slot, bottom - height - 18, slot, 16), Qt.AlignmentFlag.AlignCenter, text)
        p.setPen(QPen(self.palette().text().color(), 1))
        p.drawLine(QPointF(0, bottom), QPointF(w, bottom))

    def label_lines(self, label: str, width: float) -> list[str]:
        """`label` on as many lines as it needs to stay within its bar's slot, `width` wide: broken at
        its spaces, and after a hyphen ("Follow-" "me", as the tables' headers break it); a part wider
        than the slot by itself is elided (found by QA: with eleven contracts one label ran into the
        next, "r three: Deor three: Fo for three: S"). The whole label is the chart's description."""
        metrics, room = self.fontMetrics(), max(int(width) - 4, 8)
        lines: list[str] = []
        for word in label.split():
            for j, part in enumerate(re.split(r"(?<=-)(?=[^\W\d_])", word)):
                joined = f"{lines[-1]}{'' if j else ' '}{part}" if lines else part
                if lines and metrics.horizontalAdvance(joined) <= room:
                    lines[-1] = joined
                else:
                    lines.append(part)
        return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]

    def bar_bottom(self) -> int:
        """Where the bars stand: above their labels, as many lines as the longest takes."""
        slot = self.width() / max(len(self.bars), 1)
        lines = max((len(self.label_lines(label, slot)) for label, _, _ in self.bars), default=1)
        return self.height() - 4 - max(lines, 1) * self.fontMetrics().height()


class LineChart(_Chart):
    """A line through (label, value) points, e.g. average marks given up per day."""

    def __init__(self, title: str, parent: QWidget | None = None, value_text: Callable[[float], str] | None = None):
        super().__init__(title, parent)
        self.points: list[tuple[str, float]] = []
        self.value_text = value_text or (lambda v: number(v, 2) if v else "0")
        """How the axis writes a value: marks as 0.25, a chance as 25% (the unit the practice's grades use)."""

    def set_points(self, points: list[tuple[str, float]]) -> None:
        self.points = points
        self.describe([f"{label}: {self.value_text(value)}" for label, value in points])
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = self._begin(not self.points)
        if p is None:
            return
        w, h = self.width(), self.height()
        top, bottom, left, right = 30, h - 24, 40, w - 16
        high = max(max(v for _, v in self.points), 0.1)
        p.setPen(QPen(self.palette().text().color(), 1))
        p.drawLine(QPointF(left, bottom), QPointF(right, bottom))
        p.drawText(QRectF(0, top - 8, left - 4, 16), Qt.AlignmentFlag.AlignRight, self.value_text(high))
        p.drawText(QRectF(0, bottom - 8, left - 4, 16), Qt.AlignmentFlag.AlignRight, self.value_text(0.0))
        n = len(self.points)
        xs = [left + (right - left) * (i / (n - 1) if n > 1 else 0.5) for i in range(n)]
        pts = [QPointF(x, bottom - (bottom - top) * v / high) for x, (_, v) in zip(xs, self.points)]
        green = line_colour(self.palette())
        p.setPen(QPen(green, 2.5))
        for a, b in zip(pts, pts[1:]):
            p.drawLine(a, b)
        p.setBrush(green)
        for pt in pts:
            p.drawEllipse(pt, 3.5, 3.5)
        p.setPen(self.palette().text().color())
        widths = [p.fontMetrics().horizontalAdvance(label) + 6 for label, _ in self.points]
        for i in shown_labels(xs, widths, w):
            box = label_box(xs[i], widths[i], w)
            p.drawText(QRectF(box[0], bottom + 4, box[1], 18), Qt.AlignmentFlag.AlignCenter, self.points[i][0])


def shown_labels(xs: Sequence[float], widths: Sequence[float], chart_width: float) -> list[int]:
    """The points whose labels the axis writes (at `xs`, `widths` wide): about six at most, evenly
    picked from the last (the newest day), each clear of the one after it (found by QA: days written
    in words, "3 December 2026", ran into each other under the line). Every point's label is in the
    chart's description."""
    shown: list[int] = []
    start = float("inf")  # (the newest day always: wider than the chart, it is cut at its right)
    for i in range(len(xs) - 1, -1, -max(1, len(xs) // 6)):
        left, width = label_box(xs[i], widths[i], chart_width)
        if left + width < start:
            shown.insert(0, i)
            start = left
    return shown


def label_box(x: float, width: float, chart_width: float) -> tuple[float, float]:
    """(left, width) of an axis label centred under `x` as far as the chart leaves room: the last
    day's date whole at the right edge (found by QA: "12/6/26" drawn as "12/6/2")."""
    left = min(max(x - width / 2, 0.0), chart_width - width)
    return max(left, 0.0), width
