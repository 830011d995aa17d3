"""Hint (H): the computer's view of the user's decision, asked for off the GUI thread and
shown in the Hint panel, its recommended tile marked on the table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QWidget

from ..ai.hints import BidHint, PlayHint
from ..engine import Action, NameTrump, Phase
from .a11y import announce
from .controller import GameController, Hint, WidowHint
from .hintview import HintView
from .i18n import translate
from .modes import ModeStack
from .panels import Panel, action_of
from .table import TableView


def hint_tile(hint: Hint) -> int | None:
    """The tile a hint recommends playing or laying away (None for a bid or trump hint)."""
    if isinstance(hint, PlayHint):
        return hint.recommended
    if isinstance(hint, WidowHint):
        return hint.tile
    return None


def hint_action(hint: Hint) -> Action | None:
    """The bid, or the contract to name, a settled bid or trump hint recommends."""
    if not isinstance(hint, BidHint) or not hint.advice:
        return None
    if hint.choice == "contract":
        return NameTrump(hint.contract) if hint.contract is not None else None
    return hint.recommended


class HintDesk:
    def __init__(self, controller: GameController, view: HintView, bring_forward: Callable[[], None], table: TableView,
                 modes: ModeStack, say: Callable[[str], None], panels: tuple[Panel, ...] = ()):
        self.controller, self.view, self.bring_forward, self.table = controller, view, bring_forward, table
        self.modes, self.say, self.panels = modes, say, panels
        self.off_said = ""  # why hints are off, as the panel says it ("": the panel says something else)
        self.asked_on: int | None = None  # the hand's chosen tile when the hint was asked for
        self.asked_from: QWidget | None = None  # where the keyboard was then (or the hint's button it went to)
        controller.hintReady.connect(self.show)
        # a decision taken (or undone, or a new deal) leaves the mark of its hint behind
        for signal in (controller.actionApplied, controller.gameReset, controller.dealt):
            signal.connect(lambda *_: self._mark(None))
        view.ask.clicked.connect(self.request)
        # another game on the table (a lesson, practice, a file) leaves the last one's hint behind (found by QA:
        # lesson 1 began under the game's recommendation); the reason hints are off stays, `follow` keeps it
        controller.gameReset.connect(lambda: self.view.clear() if self.view.hint is not None else None)

    def allowed(self) -> bool:
        """Hint (H) is on: the game allows hints, no practice question waits for its answer, and the
        game is not over (found by playing: at its end the panel still said "On your turn, Hint (H)
        shows ...", and its button was a Tab stop that only said a hint is for one's turn)."""
        return (self.controller.started and self.controller.undo_allowed and not self.modes.question_open
                and not self.modes.hints_off_text and self.controller.observation().phase is not Phase.GAME_OVER)

    def request(self) -> None:
        if not self.allowed():
            self.say(self.off_reason())
            return
        self.view.waiting()
        self.asked_on = self.table.hand_list.current_tile()
        self.asked_from = QApplication.focusWidget()
        if self.controller.request_hint():
            self.bring_forward()  # the Hint panel in front
        else:
            self.view.clear()
            self.say(translate("MainWindow", "A hint is for your turn to bid, name trump or play."))

    def follow(self, allowed: bool) -> None:
        """Hint (H) on or off; off in the game or the lesson, the panel says why (found by QA)."""
        self.view.ask.setEnabled(allowed)
        if not allowed and self.view.hint is None:  # (found by QA: greyed in bidding practice, no word why)
            self.off_said = self.off_reason()
            self.view.clear(self.off_said)
        elif allowed and self.off_said and self.view.summary.text() == self.off_said:
            # back on: the reason goes (found by QA: "Answer first" stayed after the answer)
            self.off_said = ""
            self.view.clear()

    def off_reason(self) -> str:
        """Why Hint (H) is off now: no game on the table, a practice question open, a lesson's reason,
        the game over, else the game's."""
        if not self.controller.started:  # (found by QA: under the resume offer the panel read "On your turn, …")
            return translate("MainWindow", "No game is on the table, so there is nothing to hint. On your turn in a "
                                           "game or practice, Hint (H) shows the computer's view of your choices.")
        if self.modes.question_open:
            return translate("MainWindow", "Answer first: the reveal shows the hint for this decision.")
        if self.modes.hints_off_text:
            return self.modes.hints_off_text
        if self.controller.observation().phase is Phase.GAME_OVER:
            return translate("MainWindow", "The game is over: no decision is left to hint. Rematch or New game "
                                           "starts another.")
        return translate("MainWindow", "Hints are off in this game (turn on practice in New "
                                       "game).")

    def show(self, hint: Hint) -> None:
        shown = self.view.hint
        if isinstance(hint, BidHint) and hint.instant and isinstance(shown, BidHint) and not shown.instant:
            return  # the simulated hint is already shown
        self.view.show_hint(hint, self.controller.rules)
        tile = hint_tile(hint)
        if tile is not None:
            self.table.show_hint_tile(tile)
            hand = self.table.hand_list
            if hint.final and hand.hasFocus() and hand.current_tile() == self.asked_on:
                # the keyboard's choice goes to the hint's tile, unless moved since H (found by playing:
                # H marked the 4-3, the choice stayed on the 6-3, and Space played the 6-3)
                hand.select_tile(tile)
        self._mark(hint_action(hint))  # (the keyboard may go to the hint's button: heard before the hint)
        if hint.final and not (isinstance(hint, BidHint) and hint.instant):  # once, when settled
            # heard where the focus stays (found by QA: H showed the hint and a screen reader said nothing)
            announce(self.view, QTextDocumentFragment.fromHtml(self.view.summary.text()).toPlainText())

    def _mark(self, action: Action | None) -> None:
        for panel in self.panels:
            panel.mark_hint(action)
        self._follow(action)

    def _follow(self, action: Action | None) -> None:
        """The keyboard to the hint's button, from the panel it was in when H was pressed, unless it
        moved since: Enter takes what the hint recommends (found by QA: H marked a contract green,
        the keyboard stayed on blanks, and Enter named blanks)."""
        focus = QApplication.focusWidget()
        if action is None or focus is None or focus is not self.asked_from:
            return
        for panel in self.panels:
            button = panel.first_button()  # (the hint's, once marked)
            inside = focus is panel or panel.isAncestorOf(focus)
            if panel.isVisible() and inside and button is not None and button is not focus and action_of(button) == action:
                button.setFocus(Qt.FocusReason.OtherFocusReason)
                self.asked_from = button  # (a bid hint's later parts may mark another)
