"""The main window reopens as the user left it, on another screen too."""

from __future__ import annotations

import struct

import pytest
from gui_helpers import close_clean, easy_factory, settings_at
from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtWidgets import QMainWindow

from texas42_qt.gui.mainwindow import MainWindow

SCREEN_WIDTH_AT = 46
"""Where Qt's saved geometry (format 3) keeps the width of the screen it was saved on."""


def opened(qtbot, folder) -> MainWindow:
    window = MainWindow(settings_at(folder), folder / "data", ai_factory=easy_factory, offer_resume=False)
    qtbot.addWidget(window)
    return window


def from_another_screen(folder, share: float) -> None:
    """The saved geometry as if saved on a screen `share` as wide as this one."""
    settings = settings_at(folder)
    blob = bytearray(settings.value("window/geometry").data())
    (width,) = struct.unpack_from(">i", blob, SCREEN_WIDTH_AT)
    struct.pack_into(">i", blob, SCREEN_WIDTH_AT, int(width * share))
    settings.setValue("window/geometry", QByteArray(bytes(blob)))
    settings.sync()


@pytest.mark.parametrize("maximized", [False, True])
def test_a_window_left_on_a_smaller_screen_opens_as_it_was_left(qtbot, tmp_path, maximized):
    """Found by QA: played at 1024x700, then opened on a 1600x1000 screen, the window came up at the
    first-time size: Qt refuses its saved geometry on a screen over a quarter wider."""
    w = opened(qtbot, tmp_path)
    w.resize(792, 600)  # (the least width on the offscreen 800x800 screen)
    w.show()
    if maximized:
        w.showMaximized()
    qtbot.waitUntil(lambda: w.isMaximized() == maximized)
    close_clean(qtbot, w)
    from_another_screen(tmp_path, 0.6)
    assert not QMainWindow().restoreGeometry(settings_at(tmp_path).value("window/geometry")), "Qt refuses it"
    again = opened(qtbot, tmp_path)
    assert bool(again.windowState() & Qt.WindowState.WindowMaximized) == maximized
    assert again.normalGeometry().size() == QSize(792, 600) or again.size() == QSize(792, 600)
    close_clean(qtbot, again)


def test_a_size_the_screen_cannot_hold_gives_the_first_time_size(qtbot, tmp_path):
    w = opened(qtbot, tmp_path)
    w.show()
    close_clean(qtbot, w)
    settings = settings_at(tmp_path)
    settings.setValue("window/size", QSize(3000, 2000))  # left on a far bigger screen
    settings.sync()
    from_another_screen(tmp_path, 2.0)
    again = opened(qtbot, tmp_path)
    screen = again.screen().availableGeometry()
    first = QSize(min(1280, int(screen.width() * 0.92)), min(820, int(screen.height() * 0.92)))
    assert again.size() == first.expandedTo(again.minimumSize())
    close_clean(qtbot, again)
