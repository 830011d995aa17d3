"""What the table paints itself, under and over its items: the felt, the tutorial's rings and
the prompt pill over the user's plate."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient

from .tileart import THEMES


def paint_felt(painter: QPainter, rect: QRectF | QRect, theme: str, width: int, height: int, centre: QPointF,
               tile_size: float) -> None:
    """The felt's gradient and a faint ring where the trick is played."""
    colours = THEMES[theme]
    grad = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.75)
    grad.setColorAt(0, QColor(colours.felt))
    grad.setColorAt(1, QColor(colours.felt_edge))
    painter.fillRect(rect, QBrush(grad))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, tile_size * 1.25, tile_size * 1.05)


def paint_rings(painter: QPainter, rings: list[QRectF]) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # Light blue, not the gold of the seat to play, so a ring is never taken for a turn.
    painter.setPen(QPen(QColor("#5fd4ff"), 4, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for ring in rings:
        painter.drawRoundedRect(ring, 10, 10)


def prompt_font(base: QFont) -> QFont:
    font = QFont(base)
    font.setPointSizeF(12)
    font.setBold(True)
    return font


def paint_prompt(painter: QPainter, box: QRectF, text: str, warning: bool, font: QFont) -> None:
    """The prompt in its pill; a `warning` (a refused move) in red."""
    painter.setFont(font)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(box, 17, 17)
    painter.fillPath(path, QColor(150, 30, 20, 210) if warning else QColor(0, 0, 0, 150))
    painter.setPen(QColor("#fff3c4"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
