"""The panels over the table near a hand's end: the offer to lay the hand down, and what happened
at the end of a hand or of the game, with Next hand and Review."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import CLAIM, Observation
from .a11y import Caption
from .hand_texts import OUTCOME_TITLES, game_over_title, hand_summary
from .i18n import translate
from .models import side_names
from .panels import Panel

WIDEST = 16777215
"""Qt's largest widget width (QWIDGETSIZE_MAX, which PySide6 does not export)."""


class HeadedPanel(Panel):
    """A panel of a text and a row of buttons that fits a short room (see `fit`): its margins
    smaller, then its buttons beside its title."""

    body_margins: tuple[int, int, int, int] | None = None
    """The body's margins with room enough (None: the style's)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._head: QHBoxLayout | None = None
        """The row for the title with the buttons beside it, in the least room."""
        self._head_title: Caption | None = None
        self._actions: QWidget | None = None
        """The buttons' row: under the text, or beside the title in the least room."""

    def _new_body(self) -> tuple[QVBoxLayout, QHBoxLayout]:
        """A new body (its box) with the head row first, and the buttons' row (empty, for the caller
        to fill and to add with `_add_actions` where the buttons go with room enough)."""
        self.clear_body()
        box = QVBoxLayout(self.body)
        if self.body_margins is not None:
            box.setContentsMargins(*self.body_margins)
        self._head = QHBoxLayout()
        self._head_title = Caption(parent=self.body)
        self._head_title.setObjectName("title")
        self._head_title.hide()
        self._head.addWidget(self._head_title, 1)
        box.addLayout(self._head)
        self.title.show()
        self._actions = QWidget(self.body)
        row = QHBoxLayout(self._actions)
        row.setContentsMargins(0, 0, 0, 0)
        return box, row

    def _add_actions(self, box: QVBoxLayout) -> None:
        assert self._actions is not None and self._head_title is not None
        box.addWidget(self._actions)
        self._head_title.setText(self.title.text())  # (shown in the least room)

    def fit(self, height: int, width: int | None = None) -> None:
        """Smaller margins and buttons where it is taller than its room (found by QA at 1024x700
        with fonts at 150%: the hand's result covered the hand's board); then the buttons beside
        the title (found by QA in Moon at 150%: still 5 px too tall, and 11 px with a laid-down hand's
        line, over the hand's board; and the offer to lay down, by 29 px). Never wider than the
        room's `width` (found by playing Moon at 150%: the game's end, its long title beside its
        buttons, was as wide as the table, over both side hands and cut at the table's edge)."""
        arrangements = ((False, False), (True, False), (True, True))
        chosen = arrangements[1]
        self._wrap_title(None)
        for tight, beside in arrangements:
            self._arrange(tight, beside)
            hint = self.sizeHint()
            if width is not None and hint.width() > width:
                continue
            chosen = (tight, beside)  # the tightest so far that is narrow enough
            if hint.height() <= height:
                break
        self._arrange(*chosen)
        if width is not None and self.sizeHint().width() > width:  # a title too long for one line
            self._wrap_title(width)
        self.adjustSize()

    def _wrap_title(self, width: int | None) -> None:
        """The title on lines as wide as a panel `width` wide leaves it, or on one line (None): with
        the longest name Preferences allow, the game's end was 752 px wide at 150%, wider than the table."""
        margins = self.layout_.contentsMargins()
        self.title.setWordWrap(width is not None)
        self.title.setMaximumWidth(WIDEST if width is None else width - margins.left() - margins.right())

    def _arrange(self, tight: bool, beside: bool) -> None:
        self._tight(tight)
        box = self.body.layout()
        if isinstance(box, QVBoxLayout):  # (its text and buttons' box without margins and closer too)
            if tight:
                box.setContentsMargins(0, 0, 0, 0)
            elif self.body_margins is not None:
                box.setContentsMargins(*self.body_margins)
            else:
                box.unsetContentsMargins()
            box.setSpacing(2 if tight else -1)
            self._beside(box, beside)

    def _beside(self, box: QVBoxLayout, on: bool) -> None:
        """The buttons beside the title (`on`) or under the text; the title goes with them (the
        panel's own stays its name for a screen reader)."""
        if self._head is None or self._head_title is None or self._actions is None:
            return
        if (self._head.indexOf(self._actions) >= 0) != on:
            (box if on else self._head).removeWidget(self._actions)
            (self._head if on else box).addWidget(self._actions)
        self._head_title.setVisible(on)
        self.title.setVisible(not on)


class ClaimPanel(HeadedPanel):
    """Offered when the user leads and every tile they hold is sure to win (the engine says so
    from their view alone): lay the hand down, or play on by choosing a tile."""

    body_margins = (0, 0, 0, 0)
    offer = ""
    """The offer with its keys, as a screen reader hears it when it comes (and on the panel)."""

    def show_for(self, obs: Observation, asked: bool = False) -> None:
        """`asked`: laying down is the move a lesson asks for, and the keyboard goes to the button."""
        self.title.setText(translate("Panels", "Lay down?"))
        # The keyboard stays on the hand: say the keys of both choices (found by QA: the offer came
        # silently, and only the button's "(D)" told how to take it). On the button, Enter lays down.
        self.offer = (translate("Panels", "Lay down? Every tile you hold is sure to win: press Enter or D to take "
                                          "the rest of the tricks.") if asked else
                      translate("Panels", "Lay down? Every tile you hold is sure to win: press D to take the rest of "
                                          "the tricks, or Enter to play the chosen tile."))
        self.setAccessibleDescription(self.offer)
        box, row = self._new_body()
        text = QLabel(translate("Panels", "Every tile you hold is sure to win.\nTake the rest of the tricks now, or "
                                          "play a tile."))
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(text)
        # Its key on it: the keyboard stays on the hand, where Enter plays a tile (found by QA:
        # Enter played the 6-6 under the gold button).
        button = QPushButton(translate("Panels", "Lay down") + " (D)")
        button.setAccessibleName(translate("Panels", "Lay down"))
        button.setObjectName("primary")
        button.setToolTip(translate("Panels", "Show your hand and take every remaining trick and the count still in play (D)"))
        button.setAccessibleDescription(button.toolTip())
        button.setProperty("action", CLAIM)
        button.clicked.connect(lambda: self.actionChosen.emit(CLAIM))
        row.addStretch()
        row.addWidget(button)
        row.addStretch()
        self._add_actions(box)
        self.adjustSize()
        self.show()


class EndPanel(HeadedPanel):
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
        box, row = self._new_body()
        text = QLabel(summary)
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setMinimumWidth(380)
        box.addWidget(text)
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
        self._add_actions(box)
        self.adjustSize()
        self.show()
