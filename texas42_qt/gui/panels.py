"""Panels laid over the table for the user's decisions: the bid, the trump, the
end of a hand and of the game. They show only what the observation offers (the
legal actions); the rules stay in the engine."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..engine import MOON_SHOT, Action, Bid, Contract, NameTrump, Observation, Variant
from .a11y import Caption
from .i18n import translate
from .models import bid_text, contract_label, contract_text, seat_label
from .panel_style import PANEL_STYLE, TIGHT_STYLE
from .panel_texts import bid_tooltip, contract_explanation


class Panel(QFrame):
    """A rounded dark panel floating over the table."""

    actionChosen = Signal(object)
    hinted: Action | None = None
    """The decision the hint recommends: its button is marked green, as the hint's tile is on the table."""
    room = 0
    """Where it was laid out to go: 0, the band under the side plates; 1, the column between them."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(18, 14, 18, 16)
        self.title = Caption()  # the panel's name: a label would be read out a second time
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(self.title)
        self.body = QWidget()
        self.layout_.addWidget(self.body)
        self.hide()

    def clear_body(self) -> None:
        self.layout_.removeWidget(self.body)
        self.body.hide()  # until it is deleted it would still be drawn under the new buttons
        # Out of the panel until it is deleted (once back in the event loop): a body left in it was
        # restyled by every style change of the panel until then, and a bid panel laid out for a
        # small room builds twenty bodies in a row (found by playing lesson 6 at 1024x700: its
        # first card took 3 s to come up, and the Enter pressed again meanwhile bid 84 unread).
        if (beside := self.parentWidget()) is not None:
            self.body.setParent(beside)  # (hidden, as it was)
        self.body.deleteLater()
        self.body = QWidget()
        self.layout_.addWidget(self.body)

    def _tight(self, on: bool) -> None:
        """Smaller margins and buttons, for a small table."""
        if self.property("tight") != on:
            self.setProperty("tight", on)
            self.setStyleSheet(TIGHT_STYLE if on else PANEL_STYLE)
            self.layout_.setContentsMargins(*((12, 6, 12, 8) if on else (18, 14, 18, 16)))
            self.layout_.setSpacing(2 if on else -1)  # (-1: the style's) the title close over its body

    def buttons(self) -> list[QPushButton]:
        return self.body.findChildren(QPushButton)

    safe_first = True
    """Whether the keyboard may start on the first button when no button is marked to start on.
    Not on the trump panel: no contract is one an idle Enter cannot regret, so it starts on the
    panel itself, and the arrows go to the contracts (found by QA: Enter named blanks, the first)."""

    unchosen = Signal(str)
    """Enter on the panel itself, no button chosen yet: why nothing was done ("": the keyboard left
    the panel itself, the reason is out of date)."""

    def mark_hint(self, action: Action | None) -> None:
        """Mark the button of `action` as the hint's choice (None: no mark), now and when the
        panel is built again for the same decision (found by QA: only a hinted tile was marked).
        A screen reader hears on it that it is the hint's; it is where the keyboard starts."""
        self.hinted = action
        note = translate("Panels", "The hint's choice.")
        for button in self.buttons():
            on = action is not None and action_of(button) == action
            if button.property("bare_description") is None:  # (what it says without the mark)
                button.setProperty("bare_description", button.accessibleDescription())
            button.setAccessibleDescription(" ".join(t for t in (note if on else "", button.property("bare_description")) if t))
            if bool(button.property("hint")) != on:
                button.setProperty("hint", on)
                button.style().unpolish(button)
                button.style().polish(button)
        if self.isVisible():
            self._set_stops()

    def first_button(self) -> QPushButton | None:
        """The button the keyboard starts on: the hint's choice when a hint marked one, else one
        marked `first` (a choice an idle Enter cannot regret: Pass, Review), else the primary one,
        else the first if it is `safe_first`; None: the panel itself."""
        buttons = self.buttons()
        hinted = [b for b in buttons if self.hinted is not None and action_of(b) == self.hinted]
        first = [b for b in buttons if b.property("first")]
        primary = [b for b in buttons if b.objectName() == "primary"]
        choices = hinted or first or primary or (buttons if self.safe_first else [])
        return choices[0] if choices else None

    def start(self) -> QWidget | None:
        """Where the keyboard starts: the first button, else the panel itself (None: no buttons)."""
        if not self.buttons():
            return None
        return self.first_button() or self

    GROUPED = 4
    """A panel with this many buttons or more is one Tab stop, its first button; the arrows go
    round the rest (found by QA: Tab took 15 presses through the bids to the side panels)."""

    def tab_stops(self) -> list[QWidget]:
        """The buttons Tab stops on (or the panel itself, when no button is a safe start)."""
        buttons, start = self.buttons(), self.start()
        if start is None:
            return []
        return list(buttons) if len(buttons) < self.GROUPED and start is not self else [start]

    def _set_stops(self) -> None:
        stops = self.tab_stops()
        for button in self.buttons():
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if button in stops else Qt.FocusPolicy.ClickFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if self in stops else Qt.FocusPolicy.NoFocus)

    def show(self) -> None:
        # The buttons are new each time: watch their keys (a button eats the arrows).
        for button in self.buttons():
            button.installEventFilter(self)
        self.setAccessibleName(self.title.text())  # a screen reader names the panel by its title
        self.mark_hint(self.hinted)
        self._set_stops()
        super().show()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The keyboard on the panel itself: the arrows and Home go to the first button, End to the
        last; Enter or Space chooses nothing (an idle Enter names no contract), it says how to choose."""
        buttons, key = self.buttons(), event.key()
        if buttons and key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Home):
            buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
        elif buttons and key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_End):
            buttons[-1].setFocus(Qt.FocusReason.TabFocusReason)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            # (short: it is the table's prompt, one line at 1024x700)
            self.unchosen.emit(translate("Panels", "Choose with the arrow keys, then press Enter."))
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.unchosen.emit("")  # (found by playing: "Choose with the arrow keys" stayed on the hint's contract)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter presses the focused button (a panel is not a dialog, so Qt would not);
        the arrow keys go round the panel's buttons and never carry the focus out."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QPushButton):
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        buttons = self.buttons()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            watched.click()
            return True
        stops = self.tab_stops()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and watched in buttons and watched not in stops:
            leave_group(self, stops[0], key == Qt.Key.Key_Tab)
            return True
        arrows = {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1}
        if key in arrows and watched in buttons:  # round the row (found by QA: Right from 2 marks was Pass)
            row = sorted((b for b in buttons if _centre(b)[0] == _centre(watched)[0]), key=lambda b: _centre(b)[1])
            row[(row.index(watched) + arrows[Qt.Key(key)]) % len(row)].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and watched in buttons:
            below_above(buttons, watched, 1 if key == Qt.Key.Key_Down else -1).setFocus(Qt.FocusReason.TabFocusReason)
            return True
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End) and watched in buttons:  # as in the hand (found by playing)
            row_end(buttons, watched, key == Qt.Key.Key_End).setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False


def leave_group(panel: QWidget, stop: QWidget, forward: bool) -> None:
    """Tab from a button that is not a stop: the focus goes where Tab from the panel's `stop`
    would (the other buttons are not in the tab order the window sets)."""
    widget: QWidget = stop
    for _ in range(500):
        step = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
        if step is None:
            return
        widget = step
        takes_tab = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if takes_tab and not panel.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled():
            widget.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
            return


def _centre(b: QPushButton) -> tuple[int, int]:
    c = b.mapTo(b.window(), b.rect().center())
    return c.y(), c.x()


def row_end(buttons: list[QPushButton], current: QPushButton, last: bool) -> QPushButton:
    """The first (or `last`) button of the current button's row."""
    row = [b for b in buttons if _centre(b)[0] == _centre(current)[0]]
    return (max if last else min)(row, key=lambda b: _centre(b)[1])


def below_above(buttons: list[QPushButton], current: QPushButton, step: int) -> QPushButton:
    """The button in the next row down (step 1) or up (-1) nearest across, going round:
    Down in the grid of bids goes to the bid below, not to the next one."""
    y, x = _centre(current)
    rows = sorted({_centre(b)[0] for b in buttons})
    row = rows[(rows.index(y) + step) % len(rows)]
    return min((b for b in buttons if _centre(b)[0] == row), key=lambda b: abs(_centre(b)[1] - x))


WIDEST = 6
"""The most point bids to a row where the room is wide enough (a tight room may take twelve)."""


class BidPanel(Panel):
    """Pass and every legal bid, as buttons."""

    rooms: tuple[tuple[int, int], ...] = ((0, 0),)
    """The places the panel may take, the first that holds it (width, height; 0: no limit): the band
    under the side plates, then the column between them. When the bids six to a row are too tall
    for a room (a lesson's coach card above a 1024x700 table), they go twelve to a row, smaller."""
    _laid_out: tuple[Observation, list[str], tuple[tuple[int, int], ...]] | None = None
    """The bids and the rooms the buttons were last laid out for."""

    def refit(self, rooms: tuple[tuple[int, int], ...]) -> None:
        """The room changed (the table was resized, a coach card grew): lay the bids out again
        when they no longer fit, or when a tight layout has room again (the keyboard's place kept)."""
        if rooms == self.rooms or self._laid_out is None or not self.isVisible():
            self.rooms = rooms
            return
        self.rooms = rooms
        if self.room == 0 and not self.property("tight") and self._fits(rooms[0]) and self.per_row == WIDEST:
            return  # (fewer to a row stays only while the room is narrow: found at 1600x1000, 5 stayed)
        focused = self.focusWidget()
        # The keyboard stays on the bid it was on (found by playing lesson 5: a coach card of
        # another height laid the bids out again, and the keyboard went from 31, the card's bid, to Pass).
        kept = action_of(focused) if isinstance(focused, QPushButton) and self.isAncestorOf(focused) else None
        obs, names, _rooms = self._laid_out
        self.show_for(obs, names)
        button = next((b for b in self.buttons() if action_of(b) == kept), self.first_button()) if kept is not None else None
        if button is not None:
            button.setFocus()

    def show_for(self, obs: Observation, names: list[str]) -> None:
        laid_out = (obs, names, self.rooms)
        if laid_out == self._laid_out:  # the table's panels are shown again after each change
            self.show()  # (laid out anew, lesson 6's first card took a second at 1024x700)
            return
        self._laid_out = laid_out
        self.room = next((i for i, room in enumerate(self.rooms) if self._lay_out(obs, names, room)), 0)
        if self.room == 0:
            self._lay_out(obs, names, self.rooms[0])  # (none holds it: the first, over what it must)
        self.show()

    def _lay_out(self, obs: Observation, names: list[str], room: tuple[int, int]) -> bool:
        """Lay the bids out for a room (width, height); whether they fit it."""
        self._tight(False)
        width, height = room
        for per_row in range(WIDEST, 2, -1):  # fewer to a row in a narrow table (found at 800x600 in Moon)
            self._build(obs, names, per_row)
            if not width or self.sizeHint().width() <= width:
                break
        if height and self.sizeHint().height() > height:
            self._tight(True)
            self._build(obs, names, self._lowest_rows(obs, names, width))
        return self._fits(room)

    def _lowest_rows(self, obs: Observation, names: list[str], width: int) -> int:
        """The bids to a row, tight, that make the lowest panel not wider than `width` (the most to a
        row if none is that narrow); of two as low, the fewer to a row, whose rows are more even."""
        best: tuple[int, int] | None = None  # (height, per row)
        for per_row in range(12, 2, -1):
            self._build(obs, names, per_row)
            hint = self.sizeHint()
            if width and hint.width() > width:
                continue
            if best is not None and hint.height() > best[0]:
                break  # fewer to a row only adds rows from here
            best = (hint.height(), per_row)
        return best[1] if best is not None else 12

    def _fits(self, room: tuple[int, int]) -> bool:
        hint = self.sizeHint()
        return (not room[0] or hint.width() <= room[0]) and (not room[1] or hint.height() <= room[1])

    per_row = WIDEST
    """The point bids to a row as last laid out."""

    def _build(self, obs: Observation, names: list[str], per_row: int) -> None:
        self.per_row = per_row
        self.clear_body()
        grid = QGridLayout(self.body)
        grid.setSpacing(4 if self.property("tight") else 6)
        if self.property("tight"):  # the panel's own margins are enough
            grid.setContentsMargins(0, 2, 0, 0)
        bids = [a for a in obs.legal if isinstance(a, Bid)]
        high = max((b.value for _, b in obs.bids), default=0)
        forced = len(bids) == 1 and not bids[0].is_pass
        if forced:
            self.title.setText(translate("Panels", "Everyone passed: you must bid"))
        elif high:
            bidder = next(s for s, b in reversed(obs.bids) if b.value == high)
            self.title.setText(translate("Panels", "Your bid · {who} bid {bid}").format(
                who=seat_label(names, bidder), bid=bid_text(Bid(high), obs.rules)))
        else:
            self.title.setText(translate("Panels", "Your bid"))
        # Shooting the moon goes with the mark bids, in a row of its own (in the grid "4" grew as
        # wide as "Shoot the moon" below it: found by playing Moon with a wide side panel).
        moon = obs.rules.variant is Variant.MOON
        points = [b for b in bids if not b.is_pass and not b.special and (b.value < MOON_SHOT if moon else b.value < 42)]
        # by their marks, so a Splash of 2 stands by 2 marks, not after a Plunge of 7 (found in lesson 10)
        marks = sorted((b for b in bids if not b.is_pass and b not in points), key=lambda b: b.value)
        row = 0
        point_buttons = [self._button(bid, obs) for bid in points]
        for i, button in enumerate(point_buttons):
            grid.addWidget(button, row + i // per_row, i % per_row)
        row += -(-len(points) // per_row)
        # The mark bids in rows of their own: in the grid's columns "1 mark" made "30" as wide.
        # They fill rows no wider than a full row of points (found in lesson 10: Plunge and Splash six
        # to a row were wider than the room, so the points went six to a row too, and the panel was
        # tall; and with two points left, "1 mark" and "2 marks" each took a row).
        buttons = [self._button(bid, obs) for bid in marks]
        column = max((b.sizeHint().width() for b in point_buttons), default=0) + grid.spacing()
        # Tight, they begin in the room the last row of points leaves (found by QA in 42 for three
        # at 150%: twelve points and the marks' row over the score board's last line).
        left = -len(points) % per_row if self.property("tight") else 0
        joined = _fitting(buttons, column * left, grid.spacing()) if left else []
        if joined:
            grid.addLayout(_line(joined, grid.spacing()), row - 1, per_row - left, 1, left)
        for line_buttons in _lines(buttons[len(joined):], per_row, column * per_row if points else 0, grid.spacing()):
            grid.addLayout(_line(line_buttons, grid.spacing()), row, 0, 1, per_row)
            row += 1
        passes = [b for b in bids if b.is_pass]
        if passes:
            button = self._button(passes[0], obs)
            button.setObjectName("pass")
            button.setProperty("first", True)  # an Enter pressed out of habit passes, it bids nothing
            grid.addWidget(button, row, 0, 1, per_row)
        self.body.show()  # a body added to a panel already shown would show only later: size it now
        self.adjustSize()

    def _button(self, bid: Bid, obs: Observation) -> QPushButton:
        button = QPushButton(bid_text(bid, obs.rules, short=True), self.body)  # (styled, so measured, at once)
        button.setAccessibleName(bid_text(bid, obs.rules))  # heard whole: "Splash, 2 marks", not "Splash (2)"
        button.setToolTip(bid_tooltip(bid, obs))
        button.setProperty("action", bid)
        button.clicked.connect(lambda: self.actionChosen.emit(bid))
        return button


def _line(buttons: list[QPushButton], spacing: int) -> QHBoxLayout:
    """A row of buttons from the left."""
    line = QHBoxLayout()
    line.setSpacing(spacing)
    for button in buttons:
        line.addWidget(button)
    line.addStretch(1)
    return line


def _fitting(buttons: list[QPushButton], width: int, spacing: int) -> list[QPushButton]:
    """The first of the buttons that fit side by side in `width`."""
    used = 0
    for i, button in enumerate(buttons):
        used += button.sizeHint().width() + spacing
        if used > width + spacing:
            return buttons[:i]
    return buttons


def _lines(buttons: list[QPushButton], most: int, width: int, spacing: int) -> list[list[QPushButton]]:
    """The buttons in rows of at most `most`, no wider than `width` if it is not 0 (each row one
    button at least)."""
    lines: list[list[QPushButton]] = []
    used = 0
    for button in buttons:
        need = button.sizeHint().width() + spacing
        if not lines or len(lines[-1]) == most or (width and used + need > width + spacing):
            lines.append([])
            used = 0
        lines[-1].append(button)
        used += need
    return lines


class TrumpPanel(Panel):
    """The legal contracts, each with a line about the hand under it (on a small
    table, `compact`: buttons only, the line in the tooltip and accessible description)."""

    safe_first = False

    compact = False
    max_width = 0
    """The widest the panel may be (0: no limit): in compact mode the buttons go two to a
    row instead of three when three would be wider (long labels in a long language)."""

    max_height = 0
    """The tallest the panel may be (0: no limit): in compact mode the buttons go four to a row
    when three to a row are taller (found at 944x660: the house rules' eleven contracts, four rows
    of them, covered the side plates)."""

    def show_for(self, obs: Observation, options: list[NameTrump] | None = None, title: str | None = None) -> None:
        """The legal contracts of the observation (or `options`, for a practice bid not yet made)."""
        options = options if options is not None else [a for a in obs.legal if isinstance(a, NameTrump)]
        self.title.setText(title or trump_title(obs, options))
        # Compact: three to a row, else four (too tall) or two (too wide), else the short names
        # ("Sixes"; the whole name stays the button's accessible name).
        layouts = [(3, False), (4, False), (2, False), (4, True), (3, True), (2, True)] if self.compact else [(2, False)]
        self._tight(False)
        self._lay_out(obs, options, layouts)
        if self.compact and any(self.too_big()):  # smaller margins and buttons (found at 800x600 in Cebuano)
            self._tight(True)
            self._lay_out(obs, options, layouts)
        self.show()

    def _lay_out(self, obs: Observation, options: list[NameTrump], layouts: list[tuple[int, bool]]) -> None:
        """The first of `layouts` (buttons to a row, short names) that fits, else the lowest not too wide."""
        lowest: tuple[int, int, bool] | None = None  # the lowest layout not too wide, when none fits
        for per_row, short in layouts:
            self._build(obs, options, per_row, short)
            wide, tall = self.too_big()
            if not wide and not tall:
                break
            if not wide and (lowest is None or self.sizeHint().height() < lowest[0]):
                lowest = (self.sizeHint().height(), per_row, short)
        else:
            if lowest is not None and lowest[1:] != layouts[-1]:
                self._build(obs, options, lowest[1], lowest[2])

    def too_big(self) -> tuple[bool, bool]:
        hint = self.sizeHint()
        return 0 < self.max_width < hint.width(), 0 < self.max_height < hint.height()

    def _build(self, obs: Observation, options: list[NameTrump], per_row: int, short: bool = False) -> None:
        self.clear_body()
        grid = QGridLayout(self.body)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        for i, action in enumerate(options):
            explanation = contract_explanation(action.contract, obs.hand, obs)
            button = QPushButton(contract_text(action.contract) if short else contract_label(action.contract))
            button.setAccessibleName(contract_label(action.contract))
            button.setProperty("action", action)
            button.setToolTip(explanation)
            button.setAccessibleDescription(explanation)
            button.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
            if self.compact:
                grid.addWidget(button, i // per_row, i % per_row)
                continue
            label = Caption(explanation)  # (the button's description: a label would be read out again)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            label.setMinimumWidth(200)
            label.setMaximumWidth(300)
            grid.addWidget(button, i // 2, (i % 2) * 2)
            grid.addWidget(label, i // 2, (i % 2) * 2 + 1)
        self.body.show()  # a body added to a panel already shown would show only later: size it now
        self.adjustSize()


def trump_title(obs: Observation, options: list[NameTrump]) -> str:
    """The trump panel's title, also its name to a screen reader: "Name trump", or "Name the
    contract" when Nello or Sevens is among the choices, neither of which is a trump (found by QA:
    "Name trump" over the Nello and Sevens buttons of the house rules), as practice says it; short,
    for the compact panel at 150%."""
    bid = bid_text(obs.bid, obs.rules) if obs.bid is not None else ""
    if obs.bidder is not None and obs.bidder != obs.seat:  # a partner's Plunge or Splash (found by checking Plunge)
        return translate("Panels", "Name trump · your partner bid {bid}").format(bid=bid)
    if any(a.contract in (Contract.NELLO, Contract.SEVENS) for a in options):
        return translate("Panels", "Name the contract · you bid {bid}").format(bid=bid)
    return translate("Panels", "Name trump · you bid {bid}").format(bid=bid)


def action_of(button: QPushButton) -> Action:
    """The action a panel button stands for (tests press buttons by their action)."""
    action: Action = button.property("action")
    return action
