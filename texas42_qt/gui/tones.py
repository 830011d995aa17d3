"""Colours picked from the palette's lightness: the light look keeps its colours, and a dark
desktop (Windows or macOS dark mode, Breeze Dark, a GNOME dark theme) gets ones its light text
reads on (found by QA with a dark palette: a mistake's row was yellow under white text, and an
error's dark red hardly showed on dark grey)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette


def is_dark(palette: QPalette, role: QPalette.ColorRole = QPalette.ColorRole.Window) -> bool:
    """The palette's background (`role`: Window for a label, Base for a table) is dark."""
    return palette.color(role).lightness() < 128


def error_colour(palette: QPalette) -> QColor:
    """The red of a line saying what is wrong."""
    return QColor("#ff8a80" if is_dark(palette) else "#b00020")


def mistake_colours(palette: QPalette) -> tuple[QColor, QColor]:
    """A mistake's row in a table: (background, text), a yellow marker in either look."""
    if is_dark(palette, QPalette.ColorRole.Base):
        return QColor("#5c4d00"), QColor("#fff6c8")
    return QColor(Qt.GlobalColor.yellow), QColor(Qt.GlobalColor.black)


def line_colour(palette: QPalette) -> QColor:
    """The green of a chart's line and its points (found by QA: the light look's dark green
    hardly showed on a dark desktop)."""
    return QColor("#63c97f" if is_dark(palette) else "#2c7a3f")
