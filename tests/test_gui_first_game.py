"""From the lessons to a first game (found by a newcomer QA pass: a fresh install dealt against
three Hard players, and after the last lesson Back to the game went back to them): the last
lesson's card, the lesson list once every lesson is done and the first start's offer each offer
a game against Easy players, which keeps the game set aside and leaves New game's levels alone."""

from __future__ import annotations

from gui_helpers import close_clean, make_window, setup_for, user_step, wait_for_user
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QPushButton
from test_gui_tutorial import LESSONS, _walk

from texas42_qt.engine import Rules, record
from texas42_qt.gui.dialogs import NewGameDialog, default_setup
from texas42_qt.gui.lessonlist import LessonsDialog
from texas42_qt.gui.saves import KEPT

PLAY = "Play a first game"


def _first_game_on(qtbot, w) -> None:
    """Until a game of straight 42 against Easy players is on the table (the lesson's seats are Easy too,
    and its table stays while the game set aside is kept) and waits for the user."""
    straight = Rules.preset("Straight 42 (tournament)")
    qtbot.waitUntil(lambda: w.controller.started and w.modes.current is None and w.controller.state.rules == straight
                    and all(seat.level == "easy" for seat in w.controller.seats[1:]), timeout=20_000)
    wait_for_user(qtbot, w)


def _is_first_game(qtbot, w) -> None:
    seats = w.controller.seats
    assert seats[0].is_human and [seat.level for seat in seats[1:]] == ["easy"] * 3, "partner and opponents Easy"
    assert w.controller.state.rules == Rules.preset("Straight 42 (tournament)"), "the game lessons 1-8 teach"
    assert w.controller.undo_allowed and w.hints.allowed(), "hints and undo on"
    qtbot.waitUntil(lambda: "Slow" in w.status.text(), timeout=5_000)
    said = w.status.text()
    assert "first game: Easy players" in said and "L shows the tricks" in said, said


def _kept_games(w) -> list:
    folder = w.saver.folder / KEPT
    return sorted(folder.glob("*.t42")) if folder.is_dir() else []


def test_the_last_lesson_offers_a_first_game_and_keeps_the_game_set_aside(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.resize(944, 660)  # the window a 1024x700 screen gives
    w.start_game(default_setup(w.prefs))  # New game's levels: Hard for every seat
    assert [seat.level for seat in w.controller.seats[1:]] == ["hard"] * 3
    wait_for_user(qtbot, w)
    user_step(qtbot, w)  # the user plays into it: a game in progress, set aside by the lesson
    wait_for_user(qtbot, w)
    w.saver.flush()
    played = list(w.controller.state.actions)
    for lesson in LESSONS[:-1]:
        w.prefs.lesson_done(lesson.id)
    heights = set()
    with qtbot.waitSignal(w.tutorial.completed, timeout=120_000):
        for _step in _walk(qtbot, w, LESSONS[-1]):
            heights.add(w.coach_bar.height())
    bar = w.coach_bar
    bar.layout().activate()
    assert heights == {bar.height()}, "the offer fits the card's room: the table does not move"
    assert bar.next.isVisible() and bar.next.text() == PLAY and QApplication.focusWidget() is bar.next
    assert bar.end.isVisible() and bar.end.text() == "Back to the game", "the ordinary way back stays"
    said = bar.say.text()
    assert "every lesson" in said and "Easy players" in said and "Slow" in said and "L shows" in said, said
    assert "Play a first game" in (w.tutorial.over_text or "")
    assert _kept_games(w) == []
    bar.next.click()
    _first_game_on(qtbot, w)
    _is_first_game(qtbot, w)
    assert not bar.isVisible()
    qtbot.waitUntil(lambda: len(_kept_games(w)) == 1, timeout=10_000)  # the game set aside, kept
    kept = record.read_file(_kept_games(w)[0])
    assert kept.state.actions[:len(played)] == played, "the user's game, as they left it"
    assert kept.levels == [None, "hard", "hard", "hard"]
    assert "Kept games brings it back" in w.status.text(), "and the user is told where"
    # a one-off: New game still offers Hard for every seat, as does the default game
    assert w.prefs.last_levels(4) == ["hard"] * 4
    dialog = NewGameDialog(w.prefs, w, w.rules())
    assert [box.currentData() for box in dialog.levels] == ["hard"] * 3
    dialog.deleteLater()
    assert [seat.level for seat in default_setup(w.prefs).seats[1:]] == ["hard"] * 3
    close_clean(qtbot, w)


def test_back_to_the_game_after_the_last_lesson_still_goes_back(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules(), seed=9))
    wait_for_user(qtbot, w)
    user_step(qtbot, w)
    wait_for_user(qtbot, w)
    w.saver.flush()
    played = list(w.controller.state.actions)
    for lesson in LESSONS[:-1]:
        w.prefs.lesson_done(lesson.id)
    with qtbot.waitSignal(w.tutorial.completed, timeout=120_000):
        for _step in _walk(qtbot, w, LESSONS[-1]):
            pass
    with qtbot.waitSignal(w.files.resumed, timeout=20_000):
        w.coach_bar.end.click()
    assert w.controller.state.actions[:len(played)] == played and _kept_games(w) == []
    close_clean(qtbot, w)


def test_a_lesson_with_lessons_left_offers_the_next_lesson_not_the_game(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    with qtbot.waitSignal(w.tutorial.completed, timeout=120_000):
        for _step in _walk(qtbot, w, LESSONS[0]):
            pass
    assert w.coach_bar.next.text() == "Next lesson" and "Easy" not in w.coach_bar.say.text()
    close_clean(qtbot, w)


def test_the_lesson_list_offers_the_first_game_once_every_lesson_is_done(qtbot, tmp_path):
    def buttons(dialog: LessonsDialog) -> list[str]:
        return [b.text() for b in dialog.findChildren(QPushButton) if not b.isHidden()]

    some = LessonsDialog([lesson.id for lesson in LESSONS[:-1]])
    qtbot.addWidget(some)
    assert PLAY not in buttons(some), "the lessons first"
    w = make_window(qtbot, tmp_path)
    for lesson in LESSONS:
        w.prefs.lesson_done(lesson.id)

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, LessonsDialog), dialog
        assert PLAY in buttons(dialog)
        next(b for b in dialog.findChildren(QPushButton) if b.text() == PLAY).click()

    QTimer.singleShot(0, press)
    w.practice_menu.lessons_dialog()
    _first_game_on(qtbot, w)
    _is_first_game(qtbot, w)
    close_clean(qtbot, w)


def test_the_first_start_offers_a_first_game_against_easy_players(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, offer_resume=True)
    bar = w.learn_bar
    assert bar.isVisible() and bar.play.text() == PLAY and "Easy players" in bar.label.text()
    assert bar.yes.nextInFocusChain() is bar.play and bar.play.nextInFocusChain() is bar.no, "Tab goes as shown"
    # A screen reader reads the buttons in the order shown too (found in the AT-SPI tree: Learn to
    # play, No thanks, Play a first game)
    face = QAccessible.queryAccessibleInterface(bar)
    buttons = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())
               if face.child(i).role() == QAccessible.Role.PushButton]
    assert buttons == [bar.yes.text(), PLAY, bar.no.text()]
    assert [seat.level for seat in w.controller.seats[1:]] == ["hard"] * 3, "the default stays Hard"
    bar.play.click()
    _first_game_on(qtbot, w)
    _is_first_game(qtbot, w)
    assert not bar.isVisible()
    assert _kept_games(w) == [], "the game dealt at start, not played into, is not kept"
    assert w.prefs.last_levels(4) == ["hard"] * 4
    close_clean(qtbot, w)
