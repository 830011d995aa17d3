"""The user's statistics and mistakes deck, opened from the data folder; a file that cannot be
opened turns its feature off with a notice and the game goes on."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from ..engine import GameState, HandResult, Phase
from ..engine.text import Text
from ..play import stats_recorder
from ..trainer.mistakes import Deck
from ..trainer.stats import Stats
from .controller import GameController
from .dialogs import run_modal
from .i18n import render, render_error, translate
from .settings import Preferences
from .stats_view import StatsDialog


class _Relay(QObject):
    """Carries the deck's notice from its writer's thread to the GUI thread (a queued signal)."""

    said = Signal(object)

    def __init__(self, notice: Callable[[str], None]):
        super().__init__()
        self._notice = notice
        self.said.connect(self._show)

    @Slot(object)
    def _show(self, text: Text) -> None:
        self._notice(render(text))


class Statistics:
    """Keeps the statistics of the user's own games: `recording()` says when the table plays one."""

    def __init__(self, folder: Path, controller: GameController, recording: Callable[[], bool],
                 notice: Callable[[str], None], error: Callable[[str], None]):
        self.controller, self.recording = controller, recording
        self.deck: Deck | None = None
        self.stats: Stats | None = None
        self._game: GameState | None = None
        self._counted: set[int] = set()
        """The hands of `_game` counted (-1 for the game itself): a hand scored again after an
        undo counts once (found by QA: one 84 set, undone and set again, counted twice). An undo
        rewinds the same game object; a new or loaded game is another (a deal seed may repeat),
        whose hands scored before it came to the table were counted when they were played."""
        try:
            self.deck = Deck(folder / "mistakes.json", background=True)
        except Exception as e:  # noqa: BLE001 - a deck that cannot be opened: play on without it
            notice(translate("MainWindow", "The mistakes deck is off: {error}").format(error=render_error(e)))
        if self.deck is not None:
            if self.deck.notice:
                notice(render(self.deck.notice))
            self._relay = _Relay(notice)
            self.deck.listener = self._relay.said.emit
        try:
            self.stats = Stats(folder / "stats.sqlite")
        except Exception as e:  # a disk or permission problem: play on without statistics
            notice(translate("MainWindow", "Statistics are off: {error}").format(error=render_error(e)))
            return
        if self.stats.notice:
            error(render(self.stats.notice))
        self.stats.listener = lambda text: notice(render(text))
        controller.gameReset.connect(self._on_table)
        controller.handScored.connect(self._record_hand)
        controller.gameOver.connect(self._record_game)

    def dialog(self, window: QWidget, say: Callable[[str], None], prefs: Preferences) -> None:
        """The Statistics window, at the size the user last left it (this session or an earlier one)."""
        if self.stats is None:
            say(translate("MainWindow", "Statistics are off (the statistics file could not be opened)."))
            return
        dialog = StatsDialog(self.stats, window, size=prefs.dialog_size("statistics"))
        dialog.finished.connect(lambda _: prefs.set_dialog_size("statistics", dialog.size()))
        run_modal(dialog)

    def _on_table(self) -> None:
        """A game resumed or opened: its hands scored already, and its end, count no more (found
        by QA: a hand scored, the app quit and the game resumed, that hand undone and played
        again counted twice; so did a finished game saved, opened and its last hand replayed)."""
        state = self.controller.state
        if state is self._game:  # an undo: the same game
            return
        done = state.phase in (Phase.SCORED, Phase.GAME_OVER)
        self._game = state
        self._counted = set(range(state.hand_index + done)) | ({-1} if state.phase is Phase.GAME_OVER else set())

    def _first_time(self, hand: int) -> bool:
        if self.controller.state is not self._game:
            self._game, self._counted = self.controller.state, set()
        if hand in self._counted:
            return False
        self._counted.add(hand)
        return True

    def _record_hand(self, result: HandResult) -> None:
        if self.stats is not None and self.recording() and self._first_time(self.controller.state.hand_index):
            stats_recorder.record_hand(self.stats, self.controller.snapshot(), result)

    def _record_game(self, winner: int) -> None:
        if self.stats is not None and self.recording() and self._first_time(-1):
            stats_recorder.record_game(self.stats, self.controller.snapshot(), winner)

    def close(self) -> None:
        if self.deck is not None:
            self.deck.writer.close()
        if self.stats is not None:
            self.stats.close()
            self.stats = None
