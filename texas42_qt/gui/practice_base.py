"""What bidding practice and play practice share on the window's table: the host they drive, the
work they run (one Channel: a stopped session's results are dropped), the reveal they close, and
their answers to the window's questions (the `Mode` protocol)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from ..engine import Action, GameState
from ..play.practice_flow import Job, PracticeStep
from ..play.practice_save import Kept, SessionFile
from ..play.session import PlayerFactory, SeatConfig
from ..trainer.mistakes import Deck
from ..trainer.stats import Stats
from .i18n import render, render_error, translate
from .work import Channel, WorkService


class PracticeHost(Protocol):
    """What a practice mode needs of the window (the window implements it)."""

    @property
    def deck(self) -> Deck | None: ...
    @property
    def stats(self) -> Stats | None: ...

    def load_practice(self, state: GameState, seats: list[SeatConfig]) -> None: ...
    def show_message(self, text: str) -> None: ...
    def show_error(self, text: str) -> None: ...
    def user_name(self) -> str: ...
    def practice_ended(self) -> None: ...
    def play_action(self, action: Action) -> None: ...
    def back_to_table(self) -> None: ...
    def confirm_leaving_game(self, question: str | None = None, summary: bool = False) -> bool: ...


class Flow(Protocol):
    """A practice session's steps without Qt (`PracticeFlow`, `PlayPracticeFlow`)."""

    step: PracticeStep
    total: int
    factory: PlayerFactory | None
    """Optional player factory for the AI's moves before the position (tests use quick ones)."""

    @property
    def active(self) -> bool: ...
    @property
    def busy(self) -> bool: ...
    def stop(self) -> object: ...


class PracticeModeBase(QObject):
    changed = Signal()

    def __init__(self, host: PracticeHost, work: WorkService, parent: QWidget, flow: Flow):
        super().__init__(parent)
        self.host = host
        self.parent_widget = parent
        self.flow = flow
        self._channel = Channel(work, "work")
        self.kept: SessionFile | None = None
        """Where the session is kept to go on with after the app closes (None: not kept)."""
        self._keep_failed = False
        """The last write of the session failed, and the user was told."""

    @property
    def step(self) -> PracticeStep:
        return self.flow.step

    @property
    def active(self) -> bool:
        return self.flow.active

    @property
    def factory(self) -> PlayerFactory | None:
        return self.flow.factory

    @factory.setter
    def factory(self, value: PlayerFactory | None) -> None:
        self.flow.factory = value

    @property
    def busy(self) -> bool:
        return self.flow.busy

    @property
    def playing_out(self) -> bool:
        """A practice deal is being played out as a game."""
        return self.flow.step == "playing"

    shows_hand_result = True
    hints_off_text = None
    over_text = None

    @property
    def undo_floor_text(self) -> str | None:
        """Undo stops at the position practice dealt (`load_practice`): the moves before it were not the user's."""
        return translate("Practice", "Nothing to undo: Undo goes back no further than the position this practice dealt.")

    def expects(self, action: Action) -> bool:
        """Practice asks for no move of its own: the user chooses."""
        return False

    def leaving_text(self, hand_over: bool, summary: bool) -> str | None:
        """A hand played out and left unfinished. The session itself is kept, to continue from the
        Practice menu (found by QA: a lesson, a new game or the other practice dropped it, after a
        question); only a session that could not be kept loses its answers, unless the summary shows them."""
        if self.playing_out and not hand_over:
            return translate("MainWindow", "The practice hand you are playing out will be left unfinished. Go on?")
        if summary or self.kept is not None and not self._keep_failed:
            return None
        return self.replacing_text()

    def replacing_text(self) -> str | None:
        """What a new session of this kind asks before it replaces this one (None: nothing answered)."""
        answered = self.answered()
        if not self.active or not (answered or self.step == "weighing"):
            return None
        return self.ends_text(answered, self.flow.total)

    def answered(self) -> int:
        """How many of the session's decisions the user has answered."""
        raise NotImplementedError

    def ends_text(self, answered: int, total: int) -> str:
        """The question before the session is dropped."""
        raise NotImplementedError

    @property
    def reveal_closed(self) -> bool:
        """The reveal was closed (Escape, the title bar) while the session waits on it."""
        dialog = self.reveal()
        return self.step == "revealed" and dialog is not None and not dialog.isVisible()

    @property
    def takes_next(self) -> bool:
        """Next hand (N) does something now: the next deal played out, or the reveal shown again."""
        return self.playing_out or self.reveal_closed

    @property
    def next_label(self) -> str | None:
        """A deal played out goes on as its reveal does: Next position, Next deal or Summary
        (found by playing: the result panel said Next hand and dealt the next position; found by
        QA: the Play menu still did), in the reveal's words and with its Alt key."""
        button = getattr(self.reveal(), "button_next", None)
        if not self.playing_out or not isinstance(button, QPushButton):
            return None
        return button.text()

    def next_hand(self, hand_over: bool) -> bool:
        if self.reveal_closed:
            self.present_reveal()
            self.changed.emit()
            return True
        if not self.playing_out:
            return False
        # A hand not finished is left only if the user says so, as every other way of leaving it asks
        # (found by QA: N mid-hand went on to the next position without a word)
        if hand_over or self.host.confirm_leaving_game(self.leaving_text(False, False)):
            self.next_deal()
        return True

    def present_reveal(self) -> None:
        """Show the reveal (again), the keyboard on its way on."""
        raise NotImplementedError

    def next_deal(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        """Another mode or a game takes the table: the session stays kept (as `keep` last wrote it),
        and the Practice menu offers Continue session."""
        self._channel.cancel()
        self.flow.stop()
        self._close_reveal()
        self.changed.emit()

    def keep(self) -> None:
        """Keep the session as it is now (its start, each answer): the app closed or crashed, it goes
        on at the deal not yet answered (found by QA: the session itself was lost when the app quit)."""
        if self.kept is None or not self.active:
            return
        if self.kept.write(self.kept_json()):
            self._keep_failed = False
        elif not self._keep_failed and self.kept.notice is not None:
            self._keep_failed = True
            self.host.show_error(render(self.kept.notice))

    def forget(self) -> None:
        """The session is over (its summary): nothing to go on with."""
        if self.kept is not None:
            self.kept.clear()

    def resume(self, kept: Kept) -> None:
        """Go on with the session kept when the app last closed."""
        raise NotImplementedError

    def kept_json(self) -> dict[str, Any]:
        """The session as its file keeps it."""
        raise NotImplementedError

    def shutdown(self) -> None:
        self._channel.cancel()
        self._close_reveal()

    def reveal(self) -> QDialog | None:
        """The reveal dialog, once made."""
        raise NotImplementedError

    def _close_reveal(self) -> None:
        dialog = self.reveal()
        if dialog is not None and dialog.isVisible():
            dialog.hide()
            # The keyboard back on the table (found by playing: after Play it out it was left on the
            # score sheet, the first widget that took it when the reveal closed).
            self.host.back_to_table()

    def _run(self, job: Job, then: Callable[[Any], None]) -> None:
        func, args = job
        self._channel.run(func, *args, then=then, failed=self._failed)

    def _failed(self, error: BaseException) -> None:
        self.host.show_error(translate("Practice", "Practice could not go on: {error}").format(error=render_error(error)))
        self.stop()
