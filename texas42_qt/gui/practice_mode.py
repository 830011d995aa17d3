"""Bidding practice in the main window: deals from the trainer, the user's bid
(and contract) taken from the usual panels, the reveal computed off the GUI
thread, and the option to play the hand out."""

from __future__ import annotations

import concurrent.futures
import uuid
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

from ..engine import Bid, NameTrump, Rules, Variant
from ..trainer import practice
from ..trainer.practice import Choice, PracticeDeal, PracticeSession
from .controller import SeatConfig
from .trainer_views import RevealDialog, SummaryDialog

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class _Relay(QObject):
    done = Signal(object, object, object)  # kind, token, future


class PracticeMode(QObject):
    """One practice session at a time, driving the main window's controller."""

    changed = Signal()

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.session: PracticeSession | None = None
        self.session_id = ""
        self.total = 0
        self.deal: PracticeDeal | None = None
        self.state = "off"
        """off, dealing, deciding, contract (bid made, contract to name), weighing, revealed, playing."""
        self.pending_bid: Bid | None = None
        self.reveal_dialog: RevealDialog | None = None
        self._token = 0
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="texas42-practice")
        self._relay = _Relay()
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self.factory: Any = None
        """Optional player factory for the AI's earlier bids (tests use quick players)."""
        self.effort: Any = None
        """Optional Effort for the reveal (tests use a small one)."""

    @property
    def active(self) -> bool:
        return self.state != "off"

    # ------------------------------------------------------------ session

    def start(self, position: str, strength: str, deals: int, seed: int | None, rules: Rules | None = None) -> None:
        rules = rules if rules is not None and rules.variant is Variant.TEXAS_42 else Rules.preset("Texas house rules")
        if seed is None:
            seed = uuid.uuid4().int % 10**9
        self.session = PracticeSession(rules, seed, position, strength)
        self.session_id = uuid.uuid4().hex[:12]
        self.total = deals
        self.next_deal()

    def next_deal(self, index: int | None = None) -> None:
        """Deal the next decision (or again the session's decision `index`)."""
        session = self.session
        if session is None:
            return
        if index is None and len(session.decisions) >= self.total:
            self.summary()
            return
        self._close_reveal()
        self.state = "dealing"
        self.window.show_message("Dealing a practice hand…")
        self.changed.emit()
        factory = self.factory
        i = len(session.decisions) if index is None else session.decisions[index].deal.index
        prior = "normal"
        self._submit("deal", lambda: practice.deal(session.rules, session.seed, i, session.position, session.strength,
                                                   prior, factory))

    def _show_deal(self, deal: PracticeDeal) -> None:
        self.deal = deal
        names = ["You", "West", "Partner", "East"]
        names[0] = self.window.prefs.name
        seats = [SeatConfig(names[0])] + [SeatConfig(n, "hard") for n in names[1:]]
        self.state = "deciding"
        self.window.load_practice(deal.state.clone(), seats)
        self.window.show_message(f"Practice decision {len(self.session.decisions) + 1 if self.session else 1}"
                                 f" of {self.total}: {practice.POSITIONS[deal.position].lower()}. Your bid?")
        self.changed.emit()

    def stop(self) -> None:
        self._token += 1
        self.state = "off"
        self.session = None
        self.deal = None
        self._close_reveal()
        self.changed.emit()

    def shutdown(self) -> None:
        self._token += 1
        self._close_reveal()
        self._pool.shutdown(wait=True, cancel_futures=True)

    # ------------------------------------------------------------ the decision

    def intercept(self, action: Any) -> bool:
        """Take the user's bid (and contract) while a practice decision is open."""
        if self.state == "deciding" and isinstance(action, Bid):
            assert self.deal is not None
            contracts = practice.contracts_for(self.deal, action)
            if contracts:
                self.pending_bid = action
                self.state = "contract"
                self.window.ask_contract(action, [NameTrump(c) for c in contracts])
            else:
                self.decide((action, None))
            return True
        if self.state == "contract" and isinstance(action, NameTrump):
            assert self.pending_bid is not None
            self.decide((self.pending_bid, action.contract))
            return True
        return self.state in ("dealing", "contract", "weighing")

    def decide(self, choice: Choice) -> None:
        deal = self.deal
        assert deal is not None
        self.state = "weighing"
        self.window.show_message("Weighing your decision against every contract…")
        self.changed.emit()
        effort = self.effort
        if effort is None:
            self._submit("reveal", lambda: (choice, practice.evaluate_decision(deal, choice)))
        else:
            self._submit("reveal", lambda: (choice, practice.evaluate_decision(deal, choice, effort=effort)))

    def _show_reveal(self, reveal: practice.Reveal) -> None:
        session, deal = self.session, self.deal
        assert session is not None and deal is not None
        session.add(deal, reveal)
        self.state = "revealed"
        self._record(deal, reveal)
        dialog = self.reveal_dialog or RevealDialog(self.window)
        if self.reveal_dialog is None:
            self.reveal_dialog = dialog
            dialog.playOut.connect(self.play_out)
            dialog.watch.connect(self.watch)
            dialog.nextDeal.connect(lambda: self.next_deal())
            dialog.endSession.connect(self.summary)
        names = [self.window.prefs.name, "West", "Partner", "East"]
        dialog.show_reveal(reveal, session.rules, tuple(deal.state.hands), names, session,
                           last=len(session.decisions) >= self.total)
        dialog.show()
        dialog.raise_()
        self.changed.emit()

    def _record(self, deal: PracticeDeal, reveal: practice.Reveal) -> None:
        stats = self.window.stats
        if stats is None:
            return
        bid, contract = reveal.choice
        best_bid, best_contract = reveal.best
        stats.record_practice(self.session_id, deal.game_seed, deal.position, bid.value, contract.code if contract else "",
                              best_bid.value, best_contract.code if best_contract else "", reveal.lost)

    def play_out(self) -> None:
        """Play the deal from the user's decision on, as a practice game (hints and undo on)."""
        if self.deal is None or not self.session or not self.session.decisions:
            return
        self._close_reveal()
        bid = self.session.decisions[-1].reveal.choice[0]
        self.state = "playing"
        self.changed.emit()
        self.window.controller.act(bid)

    def watch(self) -> None:
        """Let four AI seats play the deal on from the user's decision, the user watching."""
        if self.deal is None or not self.session or not self.session.decisions:
            return
        self._close_reveal()
        state = self.deal.state.clone()
        state.apply(self.session.decisions[-1].reveal.choice[0])
        names = [self.window.prefs.name, "West", "Partner", "East"]
        seats = [SeatConfig(f"{names[0]} (AI)", "hard")] + [SeatConfig(n, "hard") for n in names[1:]]
        self.state = "playing"
        self.window.load_practice(state, seats)
        self.changed.emit()

    def summary(self) -> None:
        session = self.session
        if session is None:
            return
        self._close_reveal()
        dialog = SummaryDialog(session, session.rules, self.window)
        dialog.openDeal.connect(lambda i: self.next_deal(i))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.window.summary_dialog = dialog
        dialog.open()

    def _close_reveal(self) -> None:
        if self.reveal_dialog is not None:
            self.reveal_dialog.hide()

    # ------------------------------------------------------------ worker

    def _submit(self, kind: str, work: Any) -> None:
        self._token += 1
        token = self._token
        future = self._pool.submit(work)
        relay = self._relay
        future.add_done_callback(lambda f: relay.done.emit(kind, token, f))

    def _on_done(self, kind: str, token: int, future: concurrent.futures.Future) -> None:
        if token != self._token or self.state == "off":
            return
        error = future.exception()
        if error is not None:
            self.window.show_error(f"Practice could not go on: {error}")
            self.stop()
            return
        if kind == "deal":
            self._show_deal(future.result())
        else:
            _, reveal = future.result()
            self._show_reveal(reveal)

    @property
    def busy(self) -> bool:
        return self.state in ("dealing", "weighing")
