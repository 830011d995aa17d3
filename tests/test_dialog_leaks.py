"""Issue 26 item 6: every dialog is deleted when closed (New game, Lessons, My mistakes,
Statistics, Preferences ... were kept as long as the window: 40 openings of each took the
app from 85 to 273 MB)."""

from __future__ import annotations

import pytest
from gui_helpers import close_clean, make_window, wait_for_user
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

OPENINGS = 20
DIALOGS = ["New game…", "Preferences…", "Learn to play…", "My mistakes…", "Statistics…", "Bidding practice…",
           "Play practice…", "Rules", "Game record format (.t42)", "Rules of this game…"]
"""The menu commands that open a dialog, as the user reaches them."""


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * 4096 / 2**20
    except OSError:
        return 0.0


def _close_the_dialog_when_it_shows(seen: list[str]) -> None:
    def close() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(5, close)
            return
        seen.append(type(modal).__name__)
        modal.reject()

    QTimer.singleShot(0, close)


def menu_action(w: QMainWindow, text: str) -> QAction:
    found = [a for menu in w.menuBar().findChildren(QMenu) for a in menu.actions() if a.text().replace("&", "") == text]
    actions = list(dict.fromkeys(found))  # (one action may stand in two menus: Learn to play in Help and Practice)
    assert len(actions) == 1, f"no menu command {text!r}"
    return actions[0]


def _settle() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("opener", DIALOGS)
def test_a_dialog_opened_twenty_times_leaves_nothing_behind(qtbot, tmp_path, opener):
    w = make_window(qtbot, tmp_path)
    # The table's game waits on the user: a game still moving builds its panels' buttons meanwhile
    # (the bid panel's 13 appeared between the counts once: a flaky "169 == 156").
    wait_for_user(qtbot, w)
    seen: list[str] = []

    def open_once() -> None:
        _close_the_dialog_when_it_shows(seen)
        menu_action(w, opener).trigger()
        _settle()

    open_once()  # the first opening builds what is built once (fonts, icons, the rules page's art)
    widgets, tops, memory = len(QApplication.allWidgets()), len(QApplication.topLevelWidgets()), rss_mb()
    for _ in range(OPENINGS):
        open_once()
    assert len(seen) == OPENINGS + 1, f"{opener} did not show a dialog each time: {seen}"
    assert len(QApplication.topLevelWidgets()) == tops, f"{seen[0]} left top-level widgets behind"
    assert len(QApplication.allWidgets()) == widgets, f"{seen[0]} left widgets behind"
    assert rss_mb() - memory <= 5, f"{seen[0]}: {rss_mb() - memory:.1f} MB more after {OPENINGS} openings"
    close_clean(qtbot, w)
