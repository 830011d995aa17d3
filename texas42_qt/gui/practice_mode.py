"""Bidding practice in the main window: the Qt side of `play.practice_flow`.

The flow decides what each step means; this runs its jobs on the work service
(never on the GUI thread), loads its deals into the window's game, and shows the
reveal and summary dialogs."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from ..ai.bidding import Choice
from ..ai.evaluate import Effort
from ..engine import Action, Bid, NameTrump, Observation, Rules
from ..play.practice_flow import Job, PracticeFlow, PracticeStep
from ..play.practice_save import Kept, bidding_json
from ..trainer import practice
from ..trainer.mistakes import Card
from .i18n import number, render, translate
from .practice_base import PracticeHost as BaseHost
from .practice_base import PracticeModeBase
from .trainer_views import RevealDialog, SummaryDialog
from .work import WorkService


class PracticeHost(BaseHost, Protocol):
    """What bidding practice needs of the window beyond what every practice does."""

    summary_dialog: QDialog | None

    def ask_contract(self, bid: Bid, options: list[NameTrump]) -> None: ...
    def play_bid(self, bid: Bid) -> None: ...


class PracticeMode(PracticeModeBase):
    """One practice session at a time, driving the host's game."""

    def __init__(self, host: PracticeHost, work: WorkService, parent: QWidget):
        flow = PracticeFlow()
        super().__init__(host, work, parent, flow)
        self.flow: PracticeFlow = flow
        self.host: PracticeHost = host
        self.reveal_dialog: RevealDialog | None = None

    def reveal(self) -> QDialog | None:
        return self.reveal_dialog

    # The flow's state, as the window and tests read it.
    @property
    def state(self) -> PracticeStep:
        return self.flow.step

    # The window's questions (the `Mode` protocol).
    @property
    def question_open(self) -> bool:
        return self.state in ("deciding", "contract")

    @property
    def asks_contract(self) -> bool:
        """The user's practised bid waits for its contract (the trump panel stays up)."""
        return self.state == "contract"

    @property
    def waiting_text(self) -> str | None:
        if self.reveal_closed:
            # Found by playing by keyboard: Escape hid the reveal, and nothing led on from the table.
            return translate("Practice", "Press N (Next hand) to see the reveal again")
        return self.flow.waiting_text

    def offers_claim(self) -> bool:
        return True

    def answered(self) -> int:
        return len(self.flow.session.decisions) if self.flow.session is not None else 0

    def ends_text(self, answered: int, total: int) -> str:
        return translate("Practice", "Your bidding practice ends here ({answered} of {total} decisions answered). "
                                     "Go on?").format(answered=answered, total=total)

    def contract_to_name(self, obs: Observation) -> NameTrump | None:
        """The contract chosen with the practised bid, once, when the deal played out comes to it."""
        return self.flow.contract_to_name(obs)

    def name_contract(self, named: NameTrump) -> None:
        if self.playing_out:
            self.host.play_action(named)

    @property
    def session(self) -> practice.PracticeSession | None:
        return self.flow.session

    @property
    def effort(self) -> Effort | None:
        return self.flow.effort

    @effort.setter
    def effort(self, value: Effort | None) -> None:
        self.flow.effort = value

    # ------------------------------------------------------------ session

    def start(self, position: str, strength: str, deals: int, seed: int | None, rules: Rules | None = None,
              cards: list[Card] | None = None) -> None:
        self.flow.user_name = self.host.user_name()
        job = self.flow.start(position, strength, deals, seed, rules, cards)
        self.keep()
        self._deal(job)

    def resume(self, kept: Kept) -> None:
        """Go on with the session kept when the app last closed, at its first deal not answered."""
        assert kept.bidding is not None
        self.flow.user_name = self.host.user_name()
        self._deal(self.flow.resume(kept.bidding, kept.total, kept.session_id, kept.cards))

    def kept_json(self) -> dict[str, Any]:
        return bidding_json(self.flow)

    def next_deal(self, index: int | None = None) -> None:
        """Deal the next decision (or again the session's decision `index`)."""
        if self.flow.session is None:
            return
        if index is not None:
            # The keyboard on the table once the summary goes (found by playing: it was left on the
            # score sheet, and Enter on the deal dealt again did nothing).
            self.host.back_to_table()
        self._deal(self.flow.next_deal(index))

    def _deal(self, job: Job | None) -> None:
        if job is None:
            self.summary()
            return
        self._close_reveal()
        self.host.show_message(translate("Practice", "Dealing a practice hand…"))
        self.changed.emit()
        self._run(job, self._dealt)

    def _dealt(self, deal: practice.PracticeDeal) -> None:
        state, seats = self.flow.dealt(deal)
        self.host.load_practice(state, seats)
        self.host.show_message(render(self.flow.decision_text()))
        self.changed.emit()

    # ------------------------------------------------------------ the decision

    def intercept(self, action: Action) -> bool:
        """Take the user's bid (and contract) while a practice decision is open."""
        reply = self.flow.reply(action)
        if reply.kind == "contract":
            assert reply.bid is not None
            self.host.ask_contract(reply.bid, list(reply.options))
        elif reply.kind == "weigh":
            assert reply.job is not None
            self.host.show_message(translate("Practice", "Weighing your decision against every contract…"))
            self.changed.emit()
            self._run(reply.job, lambda result: self._show_reveal(result[1]))
        if reply.kind == "game":
            return False
        self.changed.emit()
        return True

    def decide(self, choice: Choice) -> None:
        reply = self.flow.decide(choice)
        assert reply.job is not None
        self.changed.emit()
        self._run(reply.job, lambda result: self._show_reveal(result[1]))

    def _show_reveal(self, reveal: practice.Reveal) -> None:
        flow = self.flow
        flow.weighed(reveal)
        if flow.again is None:  # (a deal of the summary dealt again: the session is over, nothing to keep)
            self.keep()
        self.host.show_message(translate("Practice", "Best decision.") if reveal.lost <= 1e-9 else
                               translate("Practice", "Your decision gave up {lost} expected marks: see the reveal.").format(
                                   lost=number(reveal.lost, reveal.places)))
        if self.host.stats is not None:
            self.host.stats.record_practice(*flow.stats_row(reveal))
        if self.host.deck is not None:
            self.host.deck.answered(flow.card(reveal), reveal.lost, reveal.lost > practice.MISTAKE)
        session, deal = flow.session, flow.deal
        assert session is not None and deal is not None
        dialog = self.reveal_dialog or RevealDialog(self.parent_widget)
        if self.reveal_dialog is None:
            self.reveal_dialog = dialog
            dialog.playOut.connect(self.play_out)
            dialog.watch.connect(self.watch)
            dialog.nextDeal.connect(lambda: self.next_deal())
            dialog.endSession.connect(self.summary)
            dialog.rejected.connect(self.changed.emit)  # closed: the table's prompt says how to see it again
        dialog.show_reveal(reveal, session.rules, tuple(deal.state.hands), flow.names(), session, last=flow.finished)
        self.present_reveal()
        self.changed.emit()

    def present_reveal(self) -> None:
        dialog = self.reveal_dialog
        if dialog is None:
            return
        dialog.show()
        dialog.raise_()
        # The keyboard on Next deal (found by playing: the first reveal opened with the focus left in
        # the table, so Enter did nothing).
        dialog.activateWindow()
        dialog.button_next.setFocus(Qt.FocusReason.OtherFocusReason)

    def play_out(self) -> None:
        """Play the deal from the user's decision on, as a practice game (hints and undo on)."""
        bid = self.flow.play_out()
        if bid is None:
            return
        self._close_reveal()
        self.changed.emit()
        self.host.play_bid(bid)

    def watch(self) -> None:
        """Let four AI seats play the deal on from the user's decision, the user watching."""
        game = self.flow.watch()
        if game is None:
            return
        self._close_reveal()
        self.host.load_practice(*game)
        self.changed.emit()

    def summary(self) -> None:
        """The session's summary; practice ends and the table goes back to a game."""
        session = self.flow.session
        if session is None:
            return
        self._close_reveal()
        self._channel.cancel()
        self.flow.finish()
        self.forget()
        self.changed.emit()
        self.host.practice_ended()
        dialog = SummaryDialog(session, session.rules, self.parent_widget)
        dialog.openDeal.connect(lambda i: self.next_deal(i))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.host.summary_dialog = dialog
        dialog.open()
