"""The keyboard's focus is ringed plainly in the app's dialogs (`gui.focus_ring`).

Found by playing by keyboard at 1024x700: in Analyze a hand, the practice dialogs and My mistakes,
Tab moved the focus to a button whose only mark was Fusion's 1 px line a shade off its edge (the
default button keeps a like line unfocused), and on a chosen tile of Analyze a hand it vanished."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from gui_helpers import close_clean, make_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QHBoxLayout, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from test_dark_palette import contrast, dark_palette, light_palette

from texas42_qt.engine import Rules
from texas42_qt.gui.focus_ring import FocusRing, ring_colours, show_keyboard_focus


@pytest.fixture
def ringed(qapp: QApplication) -> Iterator[QApplication]:
    """The app with the style `app.main` gives it; its style and palette as they were after the test."""
    style, palette = qapp.style().name(), qapp.palette()
    show_keyboard_focus(qapp)
    yield qapp
    qapp.setStyle(style)
    qapp.setPalette(palette)


def by_keyboard(qtbot: QtBot, widget: QWidget) -> None:
    """`widget` given the focus as Tab gives it (Qt draws a focus only after the keyboard moved)."""
    window = widget.window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
    qtbot.waitUntil(widget.hasFocus)


def edge(widget: QWidget) -> QColor:
    """The colour a widget is drawn in at its left edge, half way down (where a ring is)."""
    image = widget.grab().toImage()
    return image.pixelColor(1, image.height() // 2)


def near(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= 24


@pytest.mark.parametrize("look", [light_palette, dark_palette])
def test_a_focused_button_is_ringed_and_the_default_one_beside_it_is_not(qtbot: QtBot, ringed: QApplication,
                                                                        look) -> None:
    """A ring of the bars' colour, at least 3:1 against the window (WCAG's minimum for a focus
    indicator), on the button the keyboard is on; the default button beside it has none."""
    ringed.setPalette(look())
    dialog = QDialog()
    qtbot.addWidget(dialog)
    row = QHBoxLayout(dialog)
    default, other = QPushButton("Analyze"), QPushButton("Save as .t42…")
    default.setDefault(True)
    row.addWidget(default)
    row.addWidget(other)
    dialog.show()
    qtbot.waitExposed(dialog)
    by_keyboard(qtbot, other)
    ring, _ = ring_colours(dialog.palette())
    assert near(edge(other), ring)
    assert contrast(edge(other), dialog.palette().color(QPalette.ColorRole.Window)) >= 3
    assert not near(edge(default), ring)
    by_keyboard(qtbot, default)
    assert near(edge(default), ring) and not near(edge(other), ring)


def test_analyze_a_hand_rings_its_buttons_tiles_and_fields_by_keyboard(qtbot: QtBot, tmp_path: Path,
                                                                      ringed: QApplication) -> None:
    """The Analyze button, Save, Close, a tile chosen (dark green, drawn by the picker's style sheet)
    and one not, the rules list and the hand's field: each ringed when Tab is on it."""
    from texas42_qt.engine.tiles import parse_tile
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    window = make_window(qtbot, tmp_path)
    try:
        dialog = AnalysisDialog(window.work, Rules(), window)
        dialog.hand.setText("6-6 6-5 6-4 6-2 5-5 4-1 3-0")
        dialog.picker.sync()  # (as typing does)
        dialog.show()
        qtbot.waitExposed(dialog)
        chosen, free = dialog.picker.buttons[parse_tile("6-6")], dialog.picker.buttons[parse_tile("5-4")]
        qtbot.waitUntil(chosen.isChecked)
        ring, _ = ring_colours(dialog.palette())
        stops = [*dialog.buttons.buttons(), chosen, free, dialog.preset, dialog.place, dialog.hand]  # (Analyze, Save, Close)
        for widget in stops:
            by_keyboard(qtbot, widget)
            assert near(edge(widget), ring), f"{widget.objectName() or widget.metaObject().className()}: {edge(widget).name()}"
            assert all(not near(edge(other), ring) for other in stops if other is not widget)
        dialog.close()
    finally:
        close_clean(qtbot, window)


def test_the_app_is_given_the_ring(tmp_path: Path) -> None:
    """`app.main` gives the application the style (a real start, in a process of its own)."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "QT_QPA_PLATFORM": "offscreen"}
    code = ("import os, sys; from PySide6.QtWidgets import QApplication; from texas42_qt import app; "
            "from texas42_qt.gui.mainwindow import MainWindow; "
            "MainWindow.show = lambda w: (print(type(QApplication.style()).__name__, flush=True), os._exit(0)); "
            "sys.exit(app.main(['--new']))")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == [FocusRing.__name__], done.stderr


def test_the_ring_is_given_once(ringed: QApplication) -> None:
    style = ringed.style()
    show_keyboard_focus(ringed)
    assert ringed.style() is style and isinstance(style, FocusRing)


def ring_pixels(widget: QWidget) -> int:
    """How many of a widget's pixels are drawn in the ring's colour."""
    ring, _ = ring_colours(widget.palette())
    image = widget.grab().toImage()
    return sum(near(image.pixelColor(x, y), ring) for x in range(image.width()) for y in range(image.height()))


def test_the_side_panels_tab_the_keyboard_is_on_is_ringed(qtbot: QtBot, tmp_path: Path) -> None:
    """Found by playing: Tab to the side panels' tabs (Hint, Score, Bids, Tricks) showed a faint tint
    on the tab; those bars have a style of their own (`panel_tabs.TabSpacing`), not the app's."""
    from PySide6.QtWidgets import QTabBar

    window = make_window(qtbot, tmp_path)
    try:
        window.show()
        qtbot.waitExposed(window)
        bar = next(b for b in window.findChildren(QTabBar) if b.property("tabFitter") and b.isVisible())
        assert ring_pixels(bar) == 0
        by_keyboard(qtbot, bar)
        assert ring_pixels(bar) >= 2 * bar.tabRect(bar.currentIndex()).height()  # (two sides at least)
    finally:
        close_clean(qtbot, window)
