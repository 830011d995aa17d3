"""The panel at the end of a hand or of the game, over the table: what happened, Next hand, Review."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import Observation
from .hand_texts import OUTCOME_TITLES, game_over_title, hand_summary
from .i18n import translate
from .models import side_names
from .panels import Panel


class EndPanel(Panel):
    """The end of a hand (summary, Next hand) or of the game (winner, Rematch)."""

    nextHand = Signal()
    rematch = Signal()
    newGame = Signal()
    review = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._built: tuple[object, ...] | None = None
        """What the panel shows now (`show_hand` builds it once per hand)."""

    def show_hand(self, obs: Observation, names: list[str], view_seat: int, winner: int | None = None,
                  next_label: str | None = None) -> None:
        """The hand's summary; at the end of the game also the winning side (the engine's `winner`).
        `next_label` names what Next hand does where it is not a next hand (a practice deal played out)."""
        result = obs.result
        assert result is not None
        summary = hand_summary(result, obs, names, view_seat)
        next_label = next_label or translate("Panels", "Next hand")
        built = (summary, tuple(names), view_seat, obs.hand_index, obs.phase, winner, obs.score, next_label)
        if built == self._built:
            self.show()  # the panel is asked for again as the table settles: building it anew took 5 ms a time
            return
        self._built = built
        self.clear_body()
        box = QVBoxLayout(self.body)
        text = QLabel(summary)
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setMinimumWidth(380)
        box.addWidget(text)
        row = QHBoxLayout()
        row.addStretch()
        if obs.phase.name == "GAME_OVER":
            sides = side_names(obs.rules, names, view_seat)
            self.title.setText(game_over_title(obs, sides, -1 if winner is None else winner, view_seat))
            # Rematch looks like what Enter does only when no Review takes the keyboard first (found by
            # QA: Rematch filled yellow beside Review's focus ring: which would Enter press?)
            rematch = "primary" if result.bidder is None else ""
            for label, signal, name in ((translate("Panels", "Rematch"), self.rematch, rematch),
                                        (translate("Panels", "New game…"), self.newGame, "")):
                b = QPushButton(label)
                b.setObjectName(name)
                b.clicked.connect(signal.emit)
                row.addWidget(b)
        else:
            outcome = translate("Panels", OUTCOME_TITLES[result.result]) if result.result in OUTCOME_TITLES else result.result
            self.title.setText(translate("Panels", "Hand {number}: {outcome}").format(number=obs.hand_index + 1, outcome=outcome))
            b = QPushButton(next_label)
            b.setObjectName("primary")
            b.setDefault(True)
            b.clicked.connect(self.nextHand.emit)
            row.addWidget(b)
        if result.bidder is not None:
            r = QPushButton(translate("Panels", "Review"))
            r.setToolTip(translate("Panels", "Step through the hand with the AI's view of each of your decisions"))
            r.setProperty("first", obs.phase.name == "GAME_OVER")  # a stray Enter must not start a rematch
            r.clicked.connect(self.review.emit)
            row.addWidget(r)
        row.addStretch()
        box.addLayout(row)
        self.adjustSize()
        self.show()


    def fit(self, height: int) -> None:
        """Smaller margins and buttons where it is taller than its room (found by QA at 1024x700
        with fonts at 150%: the hand's result covered the hand's board)."""
        box = self.body.layout()
        for tight in (False, True):  # (its text and buttons' box without margins too)
            self._tight(tight)
            if box is not None:
                box.setContentsMargins(0, 0, 0, 0) if tight else box.unsetContentsMargins()
            if self.sizeHint().height() <= height:
                break
        self.adjustSize()
