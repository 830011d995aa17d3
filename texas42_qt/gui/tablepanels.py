"""The decision panels over the table (bid, trump, lay-down, the hand's result): which one
is up, where it sits, and where the keyboard goes with it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from ..engine import CLAIM, Bid, NameTrump, Observation, Phase
from ..play.session import Snapshot
from .a11y import announce
from .controller import GameController
from .endpanel import ClaimPanel, EndPanel
from .i18n import render, translate, without_alt_key
from .models import bid_text, contract_text, seat_label, spoken_text
from .modes import ModeStack
from .panels import BidPanel, TrumpPanel, action_of
from .practice_mode import PracticeMode
from .sidepanels import SidePanels
from .table import TableView
from .table_items import MARGIN


class TablePanels(QObject):
    actionChosen = Signal(object)
    """The user chose a bid, a contract or the lay-down on a panel."""

    def __init__(self, window: QWidget, table: TableView, controller: GameController, modes: ModeStack,
                 practice: PracticeMode, side: SidePanels, say: Callable[[str], None],
                 unsay: Callable[[str], None]):
        """`say` shows a message in the status bar; `unsay` takes it away if it is still shown."""
        super().__init__(window)
        self.say, self.unsay = say, unsay
        self.window, self.table, self.controller = window, table, controller
        self.modes, self.practice, self.side = modes, practice, side
        # On the table's viewport: a screen reader reaches a graphics view's children only there.
        self.bid = BidPanel(table.viewport())
        self.trump = TrumpPanel(table.viewport())
        self.end = EndPanel(table.viewport())
        self.claim = ClaimPanel(table.viewport())
        for panel in (self.bid, self.trump, self.claim):
            panel.actionChosen.connect(self.actionChosen.emit)
            panel.unchosen.connect(self._unchosen)
        table.installEventFilter(window)
        self.refusal = ""
        self._trump_shown: tuple[Observation, list[NameTrump] | None, str | None, QSizeF] | None = None
        """What the trump panel was laid out for (its options, its title, the room it had)."""
        """Why the user's last action was refused (shown until the next one)."""
        self._turn_said = ""
        self._unchosen_said = ""
        for signal in (controller.dealt, controller.gameReset):  # another position: the reason was of the last
            signal.connect(self.clear_refusal)

    def all(self) -> tuple[BidPanel, TrumpPanel, EndPanel, ClaimPanel]:
        return self.bid, self.trump, self.end, self.claim

    def refuse(self, reason: str) -> None:
        """Say why the user's action was refused, where the user looks, until the next action."""
        self.refusal = reason
        self.table.set_prompt(reason, warning=True)
        announce(self.table, reason)  # heard, or the key seemed to do nothing (found by QA)

    def _unchosen(self, reason: str) -> None:
        """Enter on a panel, no button chosen: `reason` shown as a refused move's is, until the
        keyboard leaves the panel itself ("")."""
        if reason:
            self.refuse(reason)
            self._unchosen_said = reason
        elif self.refusal and self.refusal == self._unchosen_said:
            # the table's own prompt again, the panel left as it is (`update` would lay it out anew
            # and take the keyboard back to the panel itself)
            self.unsay(self.refusal)
            self.refusal = ""
            prompt = table_prompt(self.controller.snapshot())
            self.table.set_prompt(render(prompt), said=spoken_text(prompt))

    def clear_refusal(self) -> None:
        shown, self.refusal = self.refusal, ""
        if shown:
            self.unsay(shown)
            self.update()  # the table's own prompt again, whoever takes the action

    def update(self) -> None:
        """Show the panel the user's turn needs (or none), place it and keep the keyboard with it."""
        self.side.sync_focus()
        focus = QApplication.focusWidget()
        if focus is not None and self.table.isAncestorOf(focus):
            self.table.setFocus()  # not to the docks when the panel with the focus closes
        for panel in self.all():
            panel.hide()
        if self.table.held_trick is not None and self._offer_due():
            # The trick a lesson's card kept goes first; the offer comes when the table is still
            # (the animator's idle updates again): shown at once, it stood over the trick sliding
            # away for about a second (found in lesson 6).
            self.table.let_trick_go()
            if not self.table.animator.busy:
                # Gone at once (no animations): the animator's idle has laid the panels out already, and
                # laying them out again here took the focus off the offer's button (found by a test).
                return
        if not self.controller.started or self.table.animator.busy:
            self.table.set_prompt("")  # the table is still showing what happened: no stale turn
            self.table.decor.tell_points(False)
            return
        waiting = self.modes.waiting_text
        if waiting is not None:  # ("" is bidding practice's own: the contract panel, no prompt)
            if self.practice.asks_contract:
                self.trump.show()
            self.table.set_prompt(render(waiting))
            self.place()
            if self.trump.isVisible():
                self.focus_for_turn(True)  # the contract's buttons, not the hand (found by playing practice)
                self._say_turn(True)  # its title heard as a game's trump panel's is (found by QA: only shown)
            return
        self._show_for_turn()
        # A refused move's reason stays on the table until the user acts.
        view = self.controller.snapshot()
        prompt = table_prompt(view)
        self.table.set_prompt(self.refusal or render(prompt), warning=bool(self.refusal),
                              said=self.refusal or spoken_text(prompt))
        self._say_turn(view.my_turn and not self.refusal)
        self.place()
        self.focus_for_turn(view.my_turn or view.obs.phase in (Phase.SCORED, Phase.GAME_OVER))

    def _say_turn(self, mine: bool) -> None:
        """A screen reader hears once that the user's turn has come ("Your lead"): a label's
        change alone was not read (found by QA)."""
        # (bidding and naming trump have no prompt: their panel's title asks)
        text = self.table.spoken_prompt.text() or next((p.title.text() for p in (self.bid, self.trump) if p.isVisible()), "")
        if self.claim.isVisible():  # the turn is the offer's: it is heard with its keys
            text = self.claim.offer
        if mine and text != self._turn_said:
            announce(self.table, text)
        self._turn_said = text if mine else ""

    def _show_for_turn(self) -> None:
        view = self.controller.snapshot()
        obs, names = view.obs, list(view.names)
        if obs.phase in (Phase.SCORED, Phase.GAME_OVER) and obs.result is not None and self.modes.shows_hand_result:
            # (a lesson's last card says how the hand ended and has its own Finish: found playing lesson 6
            # at 1024x700, the result panel over East's plate offered a Next hand the lesson refuses)
            label = self.modes.next_label  # (its Alt key is the reveal's and the menu's, not the table's)
            self.end.show_hand(obs, names, view.view_seat, view.winner, without_alt_key(label) if label else None)
        elif view.my_turn and obs.phase is Phase.BID:
            self.bid.rooms = self._bid_rooms()
            self.bid.show_for(obs, names)
        elif view.my_turn and obs.phase is Phase.TRUMP and (named := self.practice.contract_to_name(obs)):
            # a practice deal played out: the contract was chosen with the bid (found by playing:
            # the trump panel asked for it a second time)
            self.say(translate("MainWindow", "{contract}: the contract you chose with your bid.").format(
                contract=contract_text(named.contract)))
            QTimer.singleShot(0, self, lambda: self.practice.name_contract(named))
        elif view.my_turn and obs.phase is Phase.TRUMP:
            self.show_trump(obs)
        elif view.my_turn and obs.can_claim and self.modes.offers_claim():
            # (a trick a lesson's card kept has gone by now, `update`: the offer stands where it lay;
            # found in lesson 6 at 942x625, the offer covered the tile the user had just won with)
            self.claim.show_for(obs, asked=self.modes.expects(CLAIM))  # the hand stays playable: laying down is an offer

    def _offer_due(self) -> bool:
        """The user's turn is the lay-down offer's (the table's own turn, no mode waiting)."""
        if not self.controller.started or self.modes.waiting_text is not None:
            return False
        view = self.controller.snapshot()
        return view.my_turn and view.obs.phase is Phase.PLAY and view.obs.can_claim and self.modes.offers_claim()

    def show_trump(self, obs: Observation, options: list[NameTrump] | None = None, title: str | None = None) -> None:
        """The trump panel with each contract's explanation when it fits the panel area, else
        buttons only (found at 944x660, a 1024x700 screen's window: the house rules' eleven
        contracts with their lines ran over the user's plate); in the column between the side
        plates when it is too tall for the band under them and the column holds it."""
        panel = self.trump
        band = self.table.panel_area()
        self._trump_shown = (obs, options, title, band.size())
        tallest = self.table.user_plate_top() - 4 - band.top()  # (up over the side plates if it must)
        panel.room = 0
        self._lay_out_trump(band, tallest, obs, options, title)
        if panel.sizeHint().height() <= band.height():
            return
        column = column_area(self.table)
        self._lay_out_trump(column, column.height(), obs, options, title)
        if any(panel.too_big()):
            self._lay_out_trump(band, tallest, obs, options, title)
        else:
            panel.room = 1

    def _show_trump_again(self, obs: Observation, options: list[NameTrump] | None, title: str | None) -> None:
        """The trump panel laid out anew, the keyboard kept on the contract it was on: its old
        buttons go, and Qt would hand their focus to the docks (found by QA: after a coach card
        changed height over the panel, Enter and the arrows worked the score sheet)."""
        focused = QApplication.focusWidget()
        kept = action_of(focused) if isinstance(focused, QPushButton) and self.trump.isAncestorOf(focused) else None
        self.show_trump(obs, options, title)
        if kept is not None:
            button = next((b for b in self.trump.buttons() if action_of(b) == kept), self.trump.first_button())
            if button is not None:
                button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _lay_out_trump(self, area: QRectF, height: float, obs: Observation, options: list[NameTrump] | None,
                       title: str | None) -> None:
        panel = self.trump
        panel.max_width, panel.max_height = int(area.width()), int(height)
        # On a small table the trump panel shows buttons only (explanations in tooltips).
        panel.compact = area.width() < 820 or area.height() < 330
        panel.show_for(obs, options, title)
        hint = panel.sizeHint()
        if not panel.compact and (hint.height() > area.height() or hint.width() > area.width()):
            panel.compact = True
            panel.show_for(obs, options, title)

    def ask_contract(self, bid: Bid, options: list[NameTrump]) -> None:
        obs = self.controller.observation()
        title = translate("MainWindow", "Name the contract for your bid of {bid}").format(bid=bid_text(bid, obs.rules))
        self.show_trump(obs, options, title)
        self.say(title)  # not "Your bid?" still (found by QA: the table shows the bid not yet made)
        self.place()

    def focus_for_turn(self, mine: bool) -> None:
        """Keep the keyboard where the user acts: the open panel's button, else the
        hand; then the docks. The focus moves only if it was on the table or lost."""
        panel = next((p for p in (self.bid, self.trump, self.end) if p.isVisible()), None)
        chain: list[QWidget] = [self.table]
        if panel is not None:
            chain += panel.tab_stops()
        if self.claim.isVisible():  # reached by Tab; the keyboard stays on the hand (unless a lesson asks for it)
            chain += self.claim.tab_stops()
        chain += self.side.focus_chain()
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        focus = QApplication.focusWidget()
        on_table = focus is None or focus is self.table or self.table.isAncestorOf(focus)
        if not mine or not on_table:
            return
        # A lesson's card asking for a bid or a contract: the keyboard starts on it, as on the tile
        # a card asks for (found by playing lesson 6 by keyboard: "Bid 84" with Pass focused).
        # So too its lay-down (found by QA in lesson 6: Enter played the tile under the keyboard, refused).
        offers = ([panel] if panel is not None else []) + ([self.claim] if self.claim.isVisible() else [])
        asked = next((b for p in offers for b in p.buttons() if self.modes.expects(action_of(b))), None)
        target = asked or (panel.start() if panel is not None else None)
        (target or self.table).setFocus(Qt.FocusReason.OtherFocusReason)

    def shows_focus(self, widget: QWidget) -> bool:
        """Whether a widget with the keyboard focus is a stop the user sees."""
        if widget.visibleRegion().isEmpty():
            return False
        hand = self.table.hand_list
        return widget is not hand or hand.model().rowCount() > 0

    def _bid_rooms(self) -> tuple[tuple[int, int], ...]:
        return tuple((int(r.width()), int(r.height())) for r in (self.table.panel_area(), column_area(self.table)))

    def place(self) -> None:
        """Centre the open panel in the table's free area (between the plates and hands)."""
        self.table.decor.tell_points(self.end.isVisible())  # (the boards first: the area is under them)
        self.bid.refit(self._bid_rooms())
        shown = self._trump_shown
        if self.trump.isVisible() and shown is not None and shown[3] != self.table.panel_area().size():
            # laid out again for the room it has now (found by QA: a side panel widened over an open
            # trump panel left it three full names to a row, over both side hands)
            self._show_trump_again(*shown[:3])
        for headed in (self.end, self.claim):
            if headed.isVisible():
                area = self.table.panel_area()
                headed.fit(int(self.table.user_plate_top() - 4 - area.top()), int(area.width()))
        # The lay-down offer comes only at the user's lead, when the trick in the middle is empty.
        for panel in self.all():
            if panel.isVisible():
                panel.adjustSize()
                size = panel.sizeHint()
                panel.resize(size)
                area = column_area(self.table) if panel.room == 1 else self.table.panel_area()
                x = area.center().x() - size.width() / 2
                # Up over the side plates rather than down over the user's (found by playing: the bid
                # panel under a coach card, and the trump panel with Nello and Sevens, covered it).
                y = min(max(area.top(), area.center().y() - size.height() / 2), self.table.user_plate_top() - 4 - size.height())
                panel.move(int(max(0.0, x)), int(max(0.0, y)))
                panel.raise_()
                if panel.geometry().intersects(self.table.mapFromScene(self.table.prompt_rect()).boundingRect()):
                    # the panel says what to do itself (found in lesson 6 at 1024x700: the lay-down
                    # offer half over "Your lead")
                    self.table.set_prompt("")


def column_area(table: TableView) -> QRectF:
    """The room between the side plates, under what lies at the top (the top plate and hand, the
    corner boards, Moon's widow), over the user's plate: for a panel too tall for the band under the side
    plates (found in lesson 10 at 1024x700: with Plunge and Splash the bids covered both side plates)."""
    band = table.panel_area()
    middle = band.center().x()
    plates = [p.sceneBoundingRect() for p in table.plates() if p.isVisible()]
    sides = [r for r in plates if r.top() < band.top() < r.bottom() + MARGIN + 1]
    left = max((r.right() for r in sides if r.center().x() < middle), default=band.left()) + MARGIN
    right = min((r.left() for r in sides if r.center().x() > middle), default=band.right()) - MARGIN
    things = plates + [b.sceneBoundingRect() for b in (table.score_board, table.info_board) if b.isVisible()]
    things += [item.face_rect() for item in table.tile_items().values() if item.isVisible()]
    above = [r for r in things if r.top() < band.top() and r.right() > left and r.left() < right and r not in sides]
    top = max((r.bottom() for r in above), default=0.0) + MARGIN
    bottom = table.user_plate_top() - 4
    return QRectF(left, top, max(0.0, right - left), max(0.0, bottom - top))


def table_prompt(view: Snapshot) -> object:
    """The line over the table, a seat named as its plate names it: a default name in today's
    language (found by QA: "West hrá…" under Slovak plates after the language was changed mid-game)."""
    names = tuple(seat_label(list(view.names), seat) for seat in range(len(view.names)))
    return dataclasses.replace(view, names=names).prompt()
