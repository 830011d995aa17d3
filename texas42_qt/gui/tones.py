"""Colours picked from the palette's lightness: the light look keeps its colours, and a dark
desktop (Windows or macOS dark mode, Breeze Dark, a GNOME dark theme) gets ones its light text
reads on (found by QA with a dark palette: a mistake's row was yellow under white text, and an
error's dark red hardly showed on dark grey)."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget


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


def chance_colours(p: float, palette: QPalette) -> tuple[QColor, QColor]:
    """A hint's cell for a chance `p` (0 to 1): (background, text), red through amber to green; light
    under black text in the light look, dark under light text in the dark one (found by QA: the light
    look's pastel cells shone in a dark window). Either way the text reads on every shade (4.5:1 or more)."""
    p = max(0.0, min(1.0, p))
    if is_dark(palette, QPalette.ColorRole.Base):
        return QColor.fromHsvF(0.33 * p, 0.6, 0.4), QColor("#f4f4f4")
    return QColor.fromHsvF(0.33 * p, 0.45, 1.0), QColor(Qt.GlobalColor.black)


BAR_TONES = {
    "#fff4c8": "#3b3522", "#c8b46e": "#8a7a45",  # an offer's bar (resume, learn to play), its lower edge
    "#fff8dc": "#38321f", "#d8b64a": "#a08a3c",  # a lesson's coach bar, its lower edge
    "#2a2410": "#f2ead2",  # their text
    "#6b4e00": "#ffd27a",  # the lesson's title
    "#a01c10": "#ff8a80",  # why a move is not the lesson's (as `error_colour`)
    "#fffdf5": "#4d4530", "#8a7a55": "#a89868", "#ffffff": "#5c533a",  # a button, its edge, under the mouse
    "#1f5fbf": "#7ab8ff",  # the keyboard's ring
}
"""A bar's colours in the light look -> in the dark look: the same warm bar, dark with light text."""


def bar_sheet(sheet: str, palette: QPalette) -> str:
    """A bar's style sheet, written in the light look's colours: as it is on a light desktop, in
    the dark look's on a dark one (found by QA: a cream bar with dark text in a dark window)."""
    if not is_dark(palette):
        return sheet
    return re.sub(r"#[0-9a-f]{6}\b", lambda colour: BAR_TONES[colour.group()], sheet)


class DesktopLook(QObject):
    """Follows the desktop's palette switching while the app runs (dark mode turned on or off) for
    the widgets drawn by a style sheet: Qt leaves those, and every widget under one, in the palette
    they were first polished in; they are told of no switch, only the windows are (found by QA: a
    switch to dark left the score sheet, the hint table and the hand review white in a dark window,
    and a switch back left them dark grey in a light one)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ApplicationPaletteChange:
            restyle_sheets()
        return False


def follow_desktop(window: QWidget) -> None:
    """Keep every style-sheeted widget of the app in the desktop's look, told by `window` (the main
    window, which lives as long as the app) of a switch of it."""
    window.installEventFilter(DesktopLook(window))


def restyle_sheets() -> None:
    """Polish again, in the palette of now, every widget a style sheet draws."""
    for widget in QApplication.allWidgets():
        style = widget.style()
        if style.metaObject().className() == "QStyleSheetStyle":
            style.unpolish(widget)
            style.polish(widget)
