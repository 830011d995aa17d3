"""The modes that take the table over from the user's game for a while (bidding practice,
play practice, a lesson), and the stack they form over that game: one mode at most, the
game below it set aside in the autosave and brought back when the mode ends."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from ..engine import Action


class Mode(Protocol):
    """What the window asks of a mode; it never reads a mode's own steps."""

    @property
    def active(self) -> bool: ...

    @property
    def changed(self) -> SignalInstance:
        """Emitted as the mode takes the table, and as its steps change what the table shows."""

    @property
    def question_open(self) -> bool:
        """A decision waits for the user's answer: a hint now would give it away."""

    @property
    def waiting_text(self) -> str | None:
        """The table's prompt while the mode, not the game, waits (None: the game's own)."""

    @property
    def playing_out(self) -> bool:
        """A practice deal is being played out as a game."""

    @property
    def shows_hand_result(self) -> bool:
        """The result panel comes up when a hand is scored."""

    @property
    def hints_off_text(self) -> str | None:
        """Why hints are off in the mode now (None: the game's own reason, if any)."""

    @property
    def over_text(self) -> str | None:
        """What a move on the mode's finished table is told (None: the game's own words)."""

    @property
    def undo_floor_text(self) -> str | None:
        """Why Undo, on in the mode, has nothing to take back now (None: the game's own words)."""

    def offers_claim(self) -> bool:
        """The lay-down panel may be offered now."""

    def intercept(self, action: Action) -> bool:
        """True if the mode takes the user's action (the game does not apply it)."""

    def expects(self, action: Action) -> bool:
        """The mode asks the user for this very action now (a lesson's move)."""

    def leaving_text(self, hand_over: bool, summary: bool) -> str | None:
        """What leaving the mode now loses, asked as "… Go on?" (None: nothing); `hand_over`: the hand on
        the table is over; `summary`: the mode ends with its summary, which keeps what it shows."""

    @property
    def takes_next(self) -> bool:
        """Next hand (N) does something in the mode now (the action is enabled for it)."""

    def next_hand(self, hand_over: bool) -> bool:
        """Next hand (N) while the mode is on: True if the mode handled it (`hand_over`: the hand on the
        table is over)."""

    @property
    def next_label(self) -> str | None:
        """What Next hand (N) does in the mode now, as the Play menu and the result panel's button name
        it, its Alt key marked with "&" (None: Next hand)."""

    def stop(self) -> None: ...

    def shutdown(self) -> None: ...


class ModeStack:
    """The user's game, and at most one mode over it."""

    def __init__(self, *modes: Mode):
        self.modes = modes
        self.game_aside = False
        """A mode began over a game in progress (the autosave keeps it to go back to)."""

    @property
    def current(self) -> Mode | None:
        return next((mode for mode in self.modes if mode.active), None)

    @property
    def question_open(self) -> bool:
        return any(mode.question_open for mode in self.modes)

    @property
    def waiting_text(self) -> str | None:
        return next((text for mode in self.modes if (text := mode.waiting_text) is not None), None)

    @property
    def playing_out(self) -> bool:
        return any(mode.playing_out for mode in self.modes)

    @property
    def shows_hand_result(self) -> bool:
        current = self.current
        return current is None or current.shows_hand_result

    @property
    def hints_off_text(self) -> str | None:
        current = self.current
        return current.hints_off_text if current is not None else None

    @property
    def over_text(self) -> str | None:
        current = self.current
        return current.over_text if current is not None else None

    @property
    def undo_floor_text(self) -> str | None:
        current = self.current
        return current.undo_floor_text if current is not None else None

    def offers_claim(self) -> bool:
        current = self.current
        return current is None or current.offers_claim()

    def intercept(self, action: Action) -> bool:
        current = self.current
        return current is not None and current.intercept(action)

    def expects(self, action: Action) -> bool:
        current = self.current
        return current is not None and current.expects(action)

    def leaving_text(self, hand_over: bool, summary: bool = False) -> str | None:
        current = self.current
        return None if current is None else current.leaving_text(hand_over, summary)

    @property
    def takes_next(self) -> bool:
        current = self.current
        return current is not None and current.takes_next

    def next_hand(self, hand_over: bool) -> bool:
        current = self.current
        return current is not None and current.next_hand(hand_over)

    @property
    def next_label(self) -> str | None:
        current = self.current
        return None if current is None else current.next_label

    def push(self, game_in_progress: bool) -> None:
        """A mode or a new game takes the table: whichever mode was on stops; `game_in_progress`
        says whether there is a game below to go back to."""
        self.game_aside = game_in_progress
        for mode in self.modes:
            if mode.active:
                mode.stop()

    def shutdown(self) -> None:
        for mode in self.modes:
            mode.shutdown()
