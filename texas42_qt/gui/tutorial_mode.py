"""The tutorial in the main window: the Qt side of `play.tutorial`.

A lesson plays on the real table. Its coach card sits in a bar above the table
(it never covers a tile or a panel) while the table rings what the card points
at. While a card that has a Next button is up, the controller is held, so the
scripted seats wait for the user to read it; a move that is not the lesson's is
explained on the card and never applied. A lesson's game is never autosaved and
never counted in the statistics.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import CLAIM, Action, GameState
from ..engine.tiles import parse_tile
from ..play.session import SeatConfig
from ..play.tutorial import Card, Lesson, LessonError, LessonRun, all_lessons, resume
from .a11y import announce
from .bars import BAR_BUTTONS, ToneBar
from .controller import GameController
from .dialogs import seat_names
from .i18n import lesson_text, translate
from .lessonlist import next_lesson
from .settings import Preferences
from .table import TableView

BAR_STYLE = """
CoachBar { background: #fff8dc; border-bottom: 2px solid #d8b64a; }
CoachBar QLabel { color: #2a2410; font-size: 14px; }
CoachBar QLabel#title { font-weight: bold; color: #6b4e00; }
CoachBar QLabel#wrong { color: #a01c10; }
""" + BAR_BUTTONS
LONG_BAR_STYLE = BAR_STYLE + "CoachBar QLabel#say, CoachBar QLabel#wrong { font-size: 12px; }"
"""A card of more than three lines (a long language at 1024x700) in a smaller font, so the table
under it keeps room for its panels (found in Cebuano: a five-line card and the bid panel over the hand).
Its text only: a title in the smaller font made the bar 3 px lower, and the table jumped (found by playing)."""
MAX_LINES = 3


def text_room(font: QFont) -> int:
    """The height the card's text keeps, whichever font it is in: MAX_LINES lines in the normal
    size, or one more in the smaller one (a long card's usual length)."""
    normal, small = QFont(font), QFont(font)
    normal.setPixelSize(14)
    small.setPixelSize(12)
    return max(MAX_LINES * QFontMetrics(normal).lineSpacing(), (MAX_LINES + 1) * QFontMetrics(small).lineSpacing())


class CoachBar(ToneBar):
    """The coach card: the lesson's title, what to do now, and Next (or Finish) when the card only explains."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(BAR_STYLE, parent)
        self.setObjectName("coach")
        self.setAccessibleName(translate("Tutorial", "Lesson"))
        box = QHBoxLayout(self)
        box.setContentsMargins(14, 8, 14, 8)
        text = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        self.say = QLabel()
        self.say.setObjectName("say")
        self.say.setWordWrap(True)
        self.say.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.wrong = QLabel()
        self.wrong.setObjectName("wrong")
        self.wrong.setWordWrap(True)
        # Room for the longest card from the start: the table below does not move up and down as
        # cards of one, two or three lines follow each other (found by playing a lesson).
        for label in (self.say, self.wrong):
            label.setMinimumHeight(text_room(self.say.font()))
        text.addWidget(self.title)
        text.addWidget(self.say)
        text.addWidget(self.wrong)
        box.addLayout(text, 1)
        buttons = QVBoxLayout()
        self.next = QPushButton(translate("Tutorial", "Next"))
        self.next.setAccessibleName(translate("Tutorial", "Next card"))
        self.end = QPushButton(translate("Tutorial", "End lesson"))
        # End lesson stays put while a card waits for a move (found by playing: it moved up
        # into Next's place, and a second click on Next ended the lesson).
        policy = self.next.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.next.setSizePolicy(policy)
        buttons.addWidget(self.next)
        buttons.addWidget(self.end)
        buttons.addStretch()
        box.addLayout(buttons)
        self.hide()

    def _fit_text(self) -> None:
        """The smaller font when the card's text would take more than MAX_LINES lines."""
        width = self.say.width() if self.say.width() > 50 else max(200, self.width() - 200)
        font = QFont(self.say.font())
        font.setPixelSize(14)  # measured in the normal size, whichever is shown now
        metrics = QFontMetrics(font)
        box = metrics.boundingRect(0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), self.say.text())
        self.sheet = LONG_BAR_STYLE if box.height() > MAX_LINES * metrics.lineSpacing() + 2 else BAR_STYLE
        self.restyle()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible() and self.say.isVisible():
            self._fit_text()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the button with the keyboard, else Next, as in a dialog (a bar's buttons
        are not a dialog's defaults; found by playing: Enter on End lesson pressed Next)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = QApplication.focusWidget()
            target = focus if isinstance(focus, QPushButton) and self.isAncestorOf(focus) else self.next
            if target.isVisible():
                target.click()
                return
        super().keyPressEvent(event)

    def show_card(self, title: str, text: str, button: str | None) -> None:
        self.title.setText(title)
        self.say.setText(text)
        self.say.show()
        self._fit_text()
        self.wrong.clear()
        self.wrong.hide()
        self.end.setText(translate("Tutorial", "End lesson"))
        self.next.setVisible(button is not None)
        if button is not None:
            self.next.setText(button)
            self.next.setAccessibleName(button)
        self.show()

    def show_wrong(self, text: str) -> None:
        """Why the move is not the lesson's, in place of the card's text: the bar keeps its
        height, so the hand below is not pushed off a small screen."""
        self.wrong.setText(translate("Tutorial", "Not this one. {reason}").format(reason=text))
        self.say.hide()
        self.wrong.show()


class TutorialHost(Protocol):
    """What the tutorial needs of the window (the window implements it)."""

    controller: GameController
    table: TableView
    prefs: Preferences

    @property
    def resume_bar(self) -> QWidget: ...
    @property
    def learn_bar(self) -> QWidget: ...

    def leave_other_modes(self) -> None: ...
    def back_to_table(self) -> None: ...
    def show_message(self, text: str, brief: bool = False) -> None: ...
    def announce(self, text: str) -> None: ...
    def tutorial_ended(self) -> None: ...


class TutorialMode(QObject):
    """One lesson at a time on the host's table."""

    changed = Signal()
    completed = Signal(str)
    """A lesson was finished (its id)."""
    first_game = Signal()
    """The user takes the offer at the end of the lessons: a first game against Easy players."""

    def __init__(self, host: TutorialHost, bar: CoachBar, parent: QObject):
        super().__init__(parent)
        self.host = host
        self.bar = bar
        self.run: LessonRun | None = None
        self.upcoming: Lesson | None = None
        """After a finished lesson: the one the bar offers next."""
        self.finished: Lesson | None = None
        """The lesson just finished, its table shown as it ended until the user goes on."""
        self._holding = False
        bar.next.clicked.connect(self.next)
        bar.end.clicked.connect(self.leave)
        host.controller.actionApplied.connect(self._update)
        host.controller.gameReset.connect(self._update)
        host.controller.gameReset.connect(self.dismiss)  # another game on the table: the card goes
        host.table.keep_trick = self._card_now  # the trick just won stays in sight while its card is read
        host.table.asked_tile = self._asked_tile

    @property
    def active(self) -> bool:
        """A lesson has the table: being played, or finished and shown as it ended (found by
        playing: a finished lesson's table took a tile or Next hand, and Game > New game then
        autosaved the lesson over the user's game and kept it as theirs)."""
        return self.run is not None or self.finished is not None

    @property
    def over_text(self) -> str | None:
        """What a move on a finished lesson's table is told (None: no lesson finished)."""
        if self.finished is None:
            return None
        if self.upcoming is not None and self.upcoming.id in self.host.prefs.lesson_progress():
            return translate("Tutorial", "This lesson is over: press Continue lesson, or Back to the game.")
        if self.upcoming is not None:
            return translate("Tutorial", "This lesson is over: press Next lesson, or Back to the game.")
        return translate("Tutorial", "This lesson is over: press Play a first game, or Back to the game.")

    def _say_over(self) -> None:
        text = self.over_text or ""
        self.host.show_message(text)
        announce(self.bar, text)

    # The window's questions (the `Mode` protocol): a lesson asks nothing a hint would give away.
    question_open = False
    playing_out = False
    takes_next = False
    next_label = None
    undo_floor_text = None
    shows_hand_result = False
    """(a lesson's last card says how the hand ended)"""

    @property
    def hints_off_text(self) -> str | None:
        """Found by QA: lessons 9 and 10 greyed out Hint (H), which lesson 8 had just taught, unexplained;
        in a lesson with hints, a move the hint would not recommend says why it is off there."""
        if self.run is None:
            return self.over_text
        if not self.run.lesson.hints:
            return translate("Tutorial", "This lesson shows you each move, so Hint (H) is off in it.")
        off = self.run.hint_off(self.host.controller.state)
        return lesson_text(off) if off else None

    @property
    def waiting_text(self) -> str | None:
        """No prompt under a finished lesson's card: the table stays as the lesson ended, held
        (found by playing: "Your play" or "West to play…" stayed, and a click said to wait); nor
        while a card is read, nobody moving till Next (found by QA: "Partner to play…" there)."""
        if self.run is None:
            return "" if self.bar.isVisible() else None
        return "" if self.run.waits_for_reading(self.host.controller.state) else None

    def leaving_text(self, hand_over: bool, summary: bool) -> str | None:
        """Nothing is lost: a lesson left midway goes on where the user left it."""
        return None

    def offers_claim(self) -> bool:
        """Only where laying down is the lesson's move."""
        return self.expects(CLAIM)

    def next_hand(self, hand_over: bool) -> bool:
        if self.run is None:
            if self.finished is not None:
                self._say_over()
            return self.finished is not None
        self.host.show_message(translate("MainWindow", "This lesson is one hand: read its last card and press Finish."))
        return True

    def shutdown(self) -> None:
        """Nothing runs in the background for a lesson."""

    @property
    def lesson(self) -> Lesson | None:
        return self.run.lesson if self.run is not None else None

    def start(self, lesson: Lesson, again: bool = False) -> None:
        """Play `lesson`: where the user left it, if they did, unless `again` (from its first card)."""
        self.host.leave_other_modes()
        self.stop()
        # The saved game comes back by itself when the lesson ends: its offer would only stack above
        # the coach card (found by playing at 1024x700), as would the lessons' own offer.
        self.host.resume_bar.hide()
        self.host.learn_bar.hide()
        self.upcoming = None
        run, state, said = self._begin(lesson, again)
        self.run = run
        names = seat_names(state.n, self.host.prefs.name)
        seats = [SeatConfig(names[0])] + [SeatConfig(names[s], "easy") for s in range(1, state.n)]
        self.host.controller.load(state, seats, undo=lesson.hints, script=run.scripted)
        self._update()
        if said:
            self.host.show_message(*said)
        self.changed.emit()

    def _begin(self, lesson: Lesson, again: bool) -> tuple[LessonRun, GameState, tuple[str, bool] | None]:
        """The lesson as the user left it (its moves replayed to that card, a lesson being
        deterministic), else from its first card; and what to say about it."""
        kept = None if again else self.host.prefs.lesson_progress().get(lesson.id)
        restored = resume(lesson, kept) if kept is not None else None
        if restored is not None:  # (the list's Continue, or Next lesson: where to start it again)
            return *restored, (translate("Tutorial", "The lesson goes on where you left it; F2 offers Start again."), True)
        self.host.prefs.set_lesson_progress(lesson.id, None)
        said = None if kept is None else (translate("Tutorial", "Where you left this lesson could not be restored (the "
                                                              "lesson may have changed): it starts from its first card."), False)
        return LessonRun(lesson), lesson.new_game(), said

    def stop(self) -> None:
        """Leave the lesson now (another game or mode takes the table)."""
        self.upcoming = self.finished = None
        self.bar.hide()
        self._end_run()

    def _end_run(self, keep_trick: bool = False) -> None:
        if self.run is None:
            return
        self.run = None
        # The hold is not let go: the lesson's seats must not move on (and be autosaved as
        # the user's game) before the next game replaces this one, which drops every hold.
        self._holding = False
        self.host.controller.hold()
        self.host.table.set_highlights([])
        if not keep_trick:
            self.host.table.let_trick_go()
        self.changed.emit()

    def dismiss(self) -> None:
        """A finished lesson's card goes when a game, a lesson or practice takes the table (found:
        after "Lesson complete", a new game kept the card, whose Back to the game would replace it)."""
        if self.run is None:
            self.upcoming = None
            self.bar.hide()
            if self.finished is not None:
                self.finished = None
                self.changed.emit()

    def leave(self) -> None:
        """The user ends the lesson (or closes the finished one): back to their game, the keyboard on
        the table (found by QA: the bar's button hidden, Qt gave its focus to a side panel, and the
        game read back from its save came up with its bid panel out of the keyboard's reach)."""
        if (focus := QApplication.focusWidget()) is not None and self.bar.isAncestorOf(focus):
            self.host.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.stop()
        self.host.tutorial_ended()

    def expects(self, action: Action) -> bool:
        """A lesson is on and `action` is its move for the user now (its panel may offer it)."""
        return self.run is not None and self.run.expects(self.host.controller.state, action)

    def intercept(self, action: Action) -> bool:
        """True if the lesson takes the user's action (a move that is not the lesson's
        is explained, not played); False lets the game apply it."""
        if self.run is None:
            if self.finished is not None:
                self._say_over()
            return self.finished is not None
        state = self.host.controller.state
        if state.refusal(action) is not None:
            return False  # the rules' own reason says why
        check = self.run.check(state, action)
        if check is None:
            self.host.table.let_trick_go()  # the trick its card explained goes before the move
            return False
        reason = lesson_text(check)
        self.bar.show_wrong(reason)
        self.host.announce(reason)
        return True

    def next(self) -> None:
        """The user has read the card: the lesson goes on (or ends after its last card);
        after a finished lesson, the next one starts."""
        if self.run is None:
            if self.upcoming is not None:
                self.start(self.upcoming)
            elif self.finished is not None:  # every lesson done: the button offers a first game
                self.first_game.emit()
            return
        self.run.read(self.host.controller.state)
        self._update()

    def _update(self, *_: Any) -> None:
        run = self.run
        if run is None:
            return
        state = self.host.controller.state
        if run.finished(state):
            self._complete(run.lesson)
            return
        self.host.prefs.set_lesson_progress(run.lesson.id, run.progress(state))  # (kept at each step: the app may close)
        card = run.card(state)
        reading = run.waits_for_reading(state)
        if card is not None:
            self._show(run.lesson, card, reading)
        else:
            self.host.table.set_highlights([])
            self.host.table.let_trick_go()  # (a card over the user's move kept it until that move)
            self.bar.show_card(lesson_text(run.lesson.title), translate("Tutorial", "Watch the other players…"), None)
            if (focus := QApplication.focusWidget()) is not None and self.bar.isAncestorOf(focus):
                self.host.back_to_table()  # not End lesson, where a second Enter ended it (found by QA)
        # Last: a release lets the scripted seats move at once, and their moves update
        # the card again (an earlier display here would overwrite that newer card).
        if reading:
            self._hold()
        else:
            self._release()
        self.changed.emit()  # (the table's prompt: none while a card is read)

    def _asked_tile(self) -> int | None:
        """The tile the card over the user's move points at: the keyboard's choice goes there
        (found by QA in lesson 9: it stayed on the last tile while the card asked for the 6-6)."""
        state = self.host.controller.state
        card = self.run.card(state) if self.run is not None and self.run.user_to_move(state) else None
        tiles = [parse_tile(point[5:]) for point in (card.point if card else ()) if point.startswith("tile:")]
        return tiles[0] if tiles else None

    def _card_now(self) -> bool:
        """A card is written for this moment (to read, or over the user's move)."""
        return self.run is not None and self.run.card(self.host.controller.state) is not None

    def _show(self, lesson: Lesson, card: Card, reading: bool) -> None:
        last = card.at >= len(lesson.moves)
        say = lesson_text(card.say)
        button = (translate("Tutorial", "Finish") if last else translate("Tutorial", "Next")) if reading else None
        self.bar.show_card(lesson_text(lesson.title), say, button)
        self.host.table.set_highlights(list(card.point))
        self.host.announce(say)
        asked = self._asked_tile()
        if asked is not None:
            self.host.table.hand_list.select_tile(asked)
        if reading:
            self.bar.next.setFocus()
        elif (focus := QApplication.focusWidget()) is not None and self.bar.isAncestorOf(focus):
            # Next is gone and Qt gave its focus to End lesson, where Enter or Space ends the
            # lesson (found by playing by keyboard): the user's move is on the table.
            self.host.back_to_table()

    def _complete(self, lesson: Lesson) -> None:
        """The lesson is done: remember it and offer the next one. The table stays as it ended,
        its last trick in sight (found by QA: lesson 1 ended with the next trick half played)."""
        prefs = self.host.prefs
        prefs.lesson_done(lesson.id)
        prefs.set_lesson_progress(lesson.id, None)
        self.finished = lesson
        self.host.controller.session.undo_allowed = False  # (undone, it would be the user's game)
        self._end_run(keep_trick=True)
        self.host.table.decor.show_turn(False)
        try:
            upcoming = next_lesson(all_lessons(), prefs.lessons_done(), after=lesson.id)
        except LessonError:
            upcoming = None
        self.upcoming = upcoming
        done, button = self._done_text(upcoming)
        self.bar.show_card(lesson_text(lesson.title), done, button)
        self.bar.end.setText(translate("Tutorial", "Back to the game"))
        # Finish's focus is kept for the keyboard (found by playing by keyboard: it went to the
        # hand, where Enter did nothing but "Wait for your turn")
        (self.bar.next if self.bar.next.isVisible() else self.bar.end).setFocus(Qt.FocusReason.OtherFocusReason)
        self.host.announce(done)
        self.changed.emit()  # (the table's prompt goes: `waiting_text`)
        self.completed.emit(lesson.id)

    def _done_text(self, upcoming: Lesson | None) -> tuple[str, str | None]:
        """The finished lesson's card and its button: the next lesson, continued where the user left
        it if they did, as the list's Continue lesson does (found by QA: Next lesson went on midway
        unannounced, while the list offered Continue or Start again)."""
        if upcoming is None:
            # what comes after the lessons, as each lesson's end names the next (found by playing them through),
            # and gentler players than New game's Hard (found by a newcomer QA pass)
            return translate("Tutorial", "Lesson complete: you have done every lesson, well played! Now try a first game "
                                         "against Easy players, with Hint (H) and Undo on, or practise from the Practice "
                                         "menu. Too fast? L shows the tricks played, and Settings > Preferences > "
                                         "Animation: Slow slows the table."), translate("Tutorial", "Play a first game")
        title = lesson_text(upcoming.title)
        if upcoming.id in self.host.prefs.lesson_progress():
            return (translate("Tutorial", "Lesson complete. Next: {title}, which you left midway.").format(title=title),
                    translate("Tutorial", "Continue lesson"))
        return translate("Tutorial", "Lesson complete. Next: {title}.").format(title=title), translate("Tutorial", "Next lesson")

    def _hold(self) -> None:
        if not self._holding:
            self._holding = True
            self.host.controller.hold()

    def _release(self) -> None:
        if self._holding:
            self._holding = False
            self.host.controller.release()
