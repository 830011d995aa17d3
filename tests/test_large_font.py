"""A large desktop font (14-16 pt, as users who need it set it): what the app lays out must still
show whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from texas42_qt.engine import Rules
from texas42_qt.engine.tiles import tile_id
from texas42_qt.gui.mainwindow import MainWindow


@pytest.fixture
def large_font(qapp: QApplication) -> Iterator[QApplication]:
    """The app in a 15 pt font, its own font back after the test."""
    before = qapp.font()
    font = qapp.font()
    font.setPointSizeF(15)
    qapp.setFont(font)
    yield qapp
    qapp.setFont(before)


def test_analyze_a_hands_tile_buttons_show_whole_in_a_large_font(qtbot: QtBot, large_font: QApplication,
                                                                 window: MainWindow) -> None:
    """Found by QA at 15 pt: the fields' side was held to 460 px, and the picker's buttons
    overlapped, each cut to "6-"."""
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    dialog = AnalysisDialog(window.work, Rules(), window)
    dialog.resize(980, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    buttons = dialog.picker.buttons
    row = [buttons[tile_id(6, low)] for low in range(6, -1, -1)]
    for left, right in zip(row, row[1:]):
        assert left.geometry().right() < right.geometry().left()
    assert row[-1].geometry().right() < dialog.picker.width()
    assert dialog.view.width() > 300  # the coach's table keeps a good share
    dialog.close()
