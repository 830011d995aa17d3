"""Every dialog's buttons are read by a screen reader, and walked by Tab, in the order they are
drawn, on each desktop's layout of them (Qt lays a button box out by the buttons' roles, as the
desktop has it: Cancel before OK on GNOME), and Enter still does what it did.

Found in the AT-SPI tree: a screen reader reads a button box's buttons in the order they were
made, and Tab followed that order where Qt had not set it. The lessons' Close, made first and
drawn last, was read first; on GNOME OK was read before Cancel, drawn to its right."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from gui_helpers import settings_at
from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleFactory,
    QWidget,
)

from texas42_qt.engine import Rules

Layout = QDialogButtonBox.ButtonLayout
DESKTOPS = {"Windows": Layout.WinLayout, "GNOME": Layout.GnomeLayout, "KDE": Layout.KdeLayout,
            "macOS": Layout.MacLayout}


class DesktopLayout(QProxyStyle):
    """Fusion with the button layout of another desktop, as its platform theme gives it."""

    def __init__(self, layout: Layout):
        super().__init__(QStyleFactory.create("Fusion"))
        self.layout = layout

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: N802 (Qt's name)
        if hint == QStyle.StyleHint.SH_DialogButtonLayout:
            return self.layout.value
        return super().styleHint(hint, option, widget, returnData)


@pytest.fixture(params=DESKTOPS)
def desktop(request, qapp):
    before = qapp.style().name()
    style = DesktopLayout(DESKTOPS[request.param])  # (kept here while the app uses it)
    qapp.setStyle(style)
    yield request.param
    qapp.setStyle(before)


def said(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def read(box: QDialogButtonBox) -> list[str]:
    """The box's shown children as a screen reader reads them, in its order. (No accessible
    object is kept past this: Qt deletes them with their widgets.)"""
    face = QAccessible.queryAccessibleInterface(box)
    children = [face.child(i) for i in range(face.childCount())]
    return [c.text(QAccessible.Text.Name) for c in children if not c.state().invisible]


def read_widgets(box: QDialogButtonBox) -> list[QObject]:
    face = QAccessible.queryAccessibleInterface(box)
    return [face.child(i).object() for i in range(face.childCount())]


def check_buttons(dialog: QDialog, enter: str) -> None:
    """The shown buttons as drawn, left to right; as a screen reader reads the box's children; as
    Tab walks them from the first; and the one Enter presses."""
    box = dialog.findChild(QDialogButtonBox)
    shown = [b for b in box.buttons() if b.isVisible()]
    drawn = [said(b) for b in sorted(shown, key=lambda b: b.mapTo(box, QPoint()).x())]
    assert len(drawn) > 1
    assert [said(b) for b in shown if isinstance(b, QPushButton) and b.isDefault()] == [enter], "Enter as before"
    first = next(b for b in shown if said(b) == drawn[0])
    first.setFocus(Qt.FocusReason.TabFocusReason)
    walked = [said(first)]
    for _ in drawn[1:]:
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        walked.append(said(dialog.focusWidget()))
    assert {"read": read(box), "Tab": walked} == {"read": drawn, "Tab": drawn}


def lessons(done: bool = False, left: bool = False) -> Callable[[Any], QDialog]:
    def make(_folder: Any) -> QDialog:
        from texas42_qt.gui.lessonlist import LessonsDialog
        from texas42_qt.play.tutorial import all_lessons

        ids = [lesson.id for lesson in all_lessons()]
        return LessonsDialog(ids if done else [], left=ids[:1] if left else None)
    return make


def new_game(folder: Any) -> QDialog:
    from texas42_qt.gui.dialogs import NewGameDialog
    from texas42_qt.gui.settings import Preferences

    return NewGameDialog(Preferences(settings_at(folder)), rules=Rules())


def preferences(folder: Any) -> QDialog:
    from texas42_qt.gui.preferences_dialog import PreferencesDialog
    from texas42_qt.gui.settings import Preferences

    return PreferencesDialog(Preferences(settings_at(folder)))


def bidding_practice(_folder: Any) -> QDialog:
    from texas42_qt.gui.trainer_views import PracticeSetupDialog

    return PracticeSetupDialog()


def play_practice(_folder: Any) -> QDialog:
    from texas42_qt.gui.play_practice import PlayPracticeSetupDialog

    return PlayPracticeSetupDialog()


def game_rules(_folder: Any) -> QDialog:
    from texas42_qt.gui.game_rules import GameRulesDialog

    return GameRulesDialog(Rules(), None, lambda at, over: None)


def kept_session(_folder: Any) -> QDialog:
    from texas42_qt.gui.practice_resume import KeptSessionBox
    from texas42_qt.play.practice_save import Kept
    from texas42_qt.trainer.practice import PracticeSession

    return KeptSessionBox(Kept("bid", "s", 3, None, bidding=PracticeSession()))


MADE = {
    "lessons": (lessons(), "Start lesson"),
    "lessons, one left midway": (lessons(left=True), "Continue lesson"),
    "lessons, all done": (lessons(done=True), "Start lesson"),
    "new game": (new_game, "Deal"),
    "preferences": (preferences, "OK"),
    "bidding practice": (bidding_practice, "Start"),
    "play practice": (play_practice, "Start"),
    "rules of this game": (game_rules, "Read about it"),
    "practice session left midway": (kept_session, "Continue session"),
}


@pytest.mark.parametrize("name", MADE)
def test_a_dialogs_buttons_are_read_and_walked_as_drawn(qtbot, tmp_path, desktop, name):
    make, enter = MADE[name]
    dialog = make(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    check_buttons(dialog, enter)


def test_the_analysis_dialogs_buttons_are_read_and_walked_as_drawn(qtbot, desktop):
    from texas42_qt.gui.analysis_dialog import AnalysisDialog
    from texas42_qt.gui.work import WorkService

    work = WorkService(use_process=False)
    dialog = AnalysisDialog(work, Rules())  # (deleted once closed)
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        check_buttons(dialog, "Analyze")
    finally:
        dialog.close()
        work.shutdown()


def ask_replace() -> object:
    from texas42_qt.gui.gamefiles import GameFiles

    return GameFiles._ask(SimpleNamespace(window=None), "Replace it?", "Replace", "Keep")


def ask_restart() -> object:
    from texas42_qt.gui.language_restart import ask_restart

    return ask_restart(None, "fr", "")


def ask_question() -> object:
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    return QMessageBox.question(None, "Texas 42", "Go on?", yes | no, no)


ASKED = {
    "a game lost": (ask_replace, "Keep"),
    "restart in another language": (ask_restart, "Restart now"),
    "Qt's own question": (ask_question, "No"),
}


@pytest.mark.parametrize("name", ASKED)
def test_a_message_boxs_buttons_are_read_and_walked_as_drawn(qtbot, desktop, name):
    """Boxes made and run in one call, Qt's own `QMessageBox.question` too: theirs follow the order
    drawn once the box takes the keyboard (as their icons are named then)."""
    from texas42_qt.gui.a11y import name_message_icons

    name_message_icons(QApplication.instance())
    ask, enter = ASKED[name]
    failed: list[BaseException] = []
    looked = [0]

    def look() -> None:  # in the box's own loop
        asked = QApplication.activeModalWidget()
        focus = QApplication.focusWidget()
        looked[0] += 1
        if looked[0] < 500 and (not isinstance(asked, QDialog) or focus is None or focus.window() is not asked):
            return
        timer.stop()
        try:
            assert isinstance(asked, QDialog), "the box was asked"
            check_buttons(asked, enter)
        except BaseException as error:  # (raised after the box is closed)
            failed.append(error)
        if asked is not None:
            asked.reject()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(look)
    timer.start()
    ask()
    assert not failed, failed[0]


def test_right_to_left_the_buttons_are_read_from_the_right(qtbot, tmp_path, desktop, qapp):
    """In Arabic or Hebrew a row is read from the right, and the buttons are drawn mirrored."""
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    try:
        dialog = new_game(tmp_path)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        box = dialog.findChild(QDialogButtonBox)
        buttons = [b for b in read_widgets(box) if isinstance(b, QAbstractButton)]
        assert len(buttons) == 2
        xs = [b.mapTo(box, QPoint()).x() for b in buttons]
        assert xs == sorted(xs, reverse=True), "first read, rightmost"
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_a_button_shown_later_is_read_in_its_place(qtbot):
    """Continue and Start again for a lesson left midway, Start lesson alone for another: Start
    again, shown once the dialog is open, is read between the two it is drawn between."""
    dialog = lessons(left=True)(None)
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(1)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.again_button.isVisible()
    dialog.list.setCurrentRow(0)
    box = dialog.findChild(QDialogButtonBox)
    qtbot.waitUntil(lambda: read(box) == ["Continue lesson", "Start again", "Close"])
