"""Play practice in the main window: the Qt side of `play.play_practice_flow`.

The flow decides what each step means; this runs its jobs on the work service (never on
the GUI thread), loads each position into the window's game and shows the graded reveal
and the summary."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from ..engine import Action, Rules
from ..play.play_practice_flow import PlayPracticeFlow
from ..play.practice_flow import Job
from ..play.practice_save import Kept, play_json
from ..play.session import SeatConfig
from ..trainer import play_practice as pp
from ..trainer.mistakes import Card
from .dialogs import seat_names
from .i18n import render, translate
from .play_practice import PlayRevealDialog, PlaySummaryDialog
from .practice_base import PracticeHost, PracticeModeBase
from .work import WorkService


class PlayPracticeMode(PracticeModeBase):
    """One play-practice session at a time, driving the host's game."""

    def __init__(self, host: PracticeHost, work: WorkService, parent: QWidget):
        flow = PlayPracticeFlow()
        super().__init__(host, work, parent, flow)
        self.flow: PlayPracticeFlow = flow
        self.reveal_dialog: PlayRevealDialog | None = None
        self.summary_dialog: PlaySummaryDialog | None = None

    def reveal(self) -> QDialog | None:
        return self.reveal_dialog

    # The flow's state, as the window and tests read it.
    @property
    def session(self) -> pp.PlayPracticeSession | None:
        return self.flow.session

    @property
    def deal(self) -> pp.PlayDeal | None:
        return self.flow.deal

    # The window's questions (the `Mode` protocol).
    @property
    def question_open(self) -> bool:
        return self.step == "deciding"

    def offers_claim(self) -> bool:
        return self.step != "deciding"

    def answered(self) -> int:
        return len(self.flow.session.decisions) if self.flow.session is not None else 0

    def ends_text(self, answered: int, total: int) -> str:
        return translate("PlayPractice", "Your play practice ends here ({answered} of {total} positions answered). "
                                         "Go on?").format(answered=answered, total=total)

    @property
    def waiting_text(self) -> str | None:
        """The table's prompt while practice, not the game, waits (None: the game's own)."""
        if self.reveal_closed:
            # Found by playing: Escape (or the title bar's close) hid the reveal and left no way on.
            return translate("PlayPractice", "Click a tile (or press Enter) to see the reveal again")
        return {
            "dealing": translate("PlayPractice", "Dealing a practice position…"),
            "weighing": translate("PlayPractice", "Weighing every tile you could play…"),
            "revealed": translate("PlayPractice", "See the reveal: play it out, or go on to the next position"),
        }.get(self.step)

    # ------------------------------------------------------------ session

    def start(self, spot: str = "any", positions: int = 10, seed: int | None = None, rules: Rules | None = None,
              cards: list[Card] | None = None) -> None:
        job = self.flow.start(spot, positions, seed, rules, cards)
        self.keep()
        self._deal(job)

    def resume(self, kept: Kept) -> None:
        """Go on with the session kept when the app last closed, at its first position not answered."""
        assert kept.play is not None
        self._deal(self.flow.resume(kept.play, kept.total, kept.session_id, kept.cards))

    def kept_json(self) -> dict[str, Any]:
        return play_json(self.flow)

    def next_deal(self) -> None:
        if self.flow.session is not None:
            self._deal(self.flow.next_deal())

    def _deal(self, job: Job | None) -> None:
        if job is None:
            self.summary()
            return
        self._close_reveal()
        self.host.show_message(translate("PlayPractice", "Dealing a practice position…"))
        self.changed.emit()
        self._run(job, self._dealt)

    def _dealt(self, deal: pp.PlayDeal) -> None:
        self.flow.dealt(deal)
        names = seat_names(4, self.host.user_name())  # in the user's language (found by playing in Vietnamese)
        seats = [SeatConfig(names[0])] + [SeatConfig(n, "hard") for n in names[1:]]
        self.host.load_practice(deal.state.clone(), seats)
        self.host.show_message(self.decision_text())
        self.changed.emit()

    def decision_text(self) -> str:
        assert self.flow.deal is not None
        number, total = self.flow.number()
        # what this position is, not the session's choice (found by QA: "(Any play)" said nothing)
        spot = " · ".join(render(pp.SPOTS[s]) for s in pp.spots_of(self.flow.deal.observation()))
        return translate("PlayPractice", "Play practice {number} of {total} ({spot}): what do you play?").format(
            number=number, total=total, spot=spot)

    # ------------------------------------------------------------ the decision

    def intercept(self, action: Action) -> bool:
        """Take the user's tile while a practice position is open."""
        job = self.flow.take(action)
        if job is not None:
            self.host.show_message(translate("PlayPractice", "Weighing every tile you could play…"))
            self._run(job, self._show_reveal)
        elif self.reveal_closed:
            self.present_reveal()
        taken = job is not None or self.step in ("dealing", "weighing", "revealed")
        if taken:
            self.changed.emit()
        return taken

    def _show_reveal(self, reveal: pp.PlayReveal) -> None:
        card = self.flow.weighed(reveal)
        self.keep()
        session = self.flow.session
        assert session is not None
        self.host.show_message(render(pp.grade_text(reveal)))
        # After the grade's line: a notice that the answer could not be saved stays in sight.
        if self.host.stats is not None:  # (None: statistics are off, for bidding practice too)
            self.flow.record(self.host.stats, reveal)
        if self.host.deck is not None:
            # the chance as the reveal shows it, and the points for a mistake that cost only points
            self.host.deck.answered(card, pp.shown_lost(reveal), reveal.mistake, reveal.lost_points)
        dialog = self.reveal_dialog
        if dialog is None:
            dialog = self.reveal_dialog = PlayRevealDialog(self.parent_widget)
            dialog.playOut.connect(self.play_out)
            dialog.nextDeal.connect(self.next_deal)
            dialog.endSession.connect(self.summary)
            dialog.rejected.connect(self.changed.emit)  # closed: the table's prompt says how to see it again
        rules = self.flow.deal.state.rules if self.flow.deal is not None else session.rules
        dialog.show_reveal(reveal, rules, len(session.decisions), self.flow.total, session.right,
                           self.flow.cards is not None)
        dialog.present()
        self.changed.emit()

    def present_reveal(self) -> None:
        if self.reveal_dialog is not None:
            self.reveal_dialog.present()

    def play_out(self) -> None:
        """Play the user's tile and the rest of the hand, as a practice game (hints and undo on)."""
        tile = self.flow.play_out()
        if tile is None:
            return
        self._close_reveal()
        self.changed.emit()
        self.host.play_action(tile)

    def summary(self) -> None:
        from_deck = self.flow.cards is not None
        session = self.flow.stop()
        if session is None:
            return
        self.forget()
        self._close_reveal()
        self._channel.cancel()
        self.changed.emit()
        self.host.practice_ended()
        left = self.host.deck.count("play") if self.host.deck is not None else 0
        dialog = PlaySummaryDialog(session, from_deck, self.parent_widget, left)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summary_dialog = dialog
        dialog.open()
