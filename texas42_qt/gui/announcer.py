"""The status bar's last line: what just happened at the table, in words a screen reader speaks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette

from ..engine import Bid, Contract, HandResult, Trick, Variant
from .a11y import ElidedLabel, announce
from .controller import GameController
from .hand_texts import game_over_title, hand_summary
from .i18n import translate, whole
from .models import NO_COUNT, auction_bid_text, bid_text, contract_text, seat_label, side_names, spoken_tile


class Announcer(ElidedLabel):
    """The last thing that happened, in words ("East played six-four."): a live line
    that screen readers announce (a QLabel tells them when its text changes)."""

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.setAccessibleDescription(translate("MainWindow", "What just happened at the table"))
        self.setMinimumWidth(220)
        # Beside a notice of several lines, it is a column of its own, ruled off and level with the
        # notice's first line (found by QA: "East bid 30." stood beside the middle of three lines, as
        # if a part of the notice)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setContentsMargins(self.fontMetrics().averageCharWidth(), 0, 0, 0)
        controller.bidMade.connect(self._bid)
        controller.contractNamed.connect(self._named)
        controller.tilePlayed.connect(lambda seat, tile: self.say(translate("MainWindow", "{who} played {tile}.").format(
            who=self._who(seat), tile=self._tile(tile))))
        controller.trickWon.connect(self._trick)
        controller.laidDown.connect(lambda seat: self.say(translate(
            "MainWindow", "{who} laid down: the rest of the tricks are theirs.").format(who=self._who(seat))))
        controller.handScored.connect(self._scored)
        controller.gameOver.connect(self._game_over)
        controller.gameReset.connect(self.clear)  # a new game or an undo: the last line is old news
        controller.dealt.connect(self.clear)  # and so is the last hand's score once the next is dealt

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.drawLine(0, 0, 0, self.height() - 1)

    def say(self, text: str) -> None:
        self.setText(text)
        announce(self, text)  # a screen reader hears it wherever its focus is

    def _tile(self, tile: int) -> str:
        return spoken_tile(tile, counts=self.controller.rules.layout.count)

    def _who(self, seat: int) -> str:
        view = self.controller.snapshot()
        return translate("MainWindow", "You") if seat == view.human else seat_label(list(view.names), seat)

    def _named(self, seat: int, contract: Contract) -> None:
        text = translate("MainWindow", "{who} named {contract}.").format(who=self._who(seat), contract=contract_text(contract))
        view = self.controller.snapshot()
        if view.human >= 0 and view.obs.sitting_out == view.human:  # (found by QA: nothing said why the hand went quiet)
            text += " " + translate("MainWindow", "You sit out this hand: your tiles are not played.")
        self.say(text)

    def _bid(self, seat: int, bid: Bid) -> None:
        if bid.is_pass:
            self.say(translate("MainWindow", "{who} passed.").format(who=self._who(seat)))
        else:
            bids = list(self.controller.observation().bids)
            said = auction_bid_text(self.controller.rules, bids, len(bids) - 1) if bids and bids[-1] == (seat, bid) \
                else bid_text(bid, self.controller.rules)
            self.say(translate("MainWindow", "{who} bid {bid}.").format(who=self._who(seat), bid=said))

    def _trick(self, seat: int, trick: Trick) -> None:
        if self.controller.rules.variant is Variant.MOON:
            self.say(translate("MainWindow", "{who} won the trick.").format(who=self._who(seat)))
        else:
            points = trick.points  # a plain name: pyside6-lupdate reads no expression as the count
            self.say(translate("MainWindow", "{who} won the trick (%n point(s)).", None, points).format(
                who=self._who(seat)))

    def _scored(self, result: HandResult) -> None:
        view = self.controller.snapshot()
        sides = side_names(view.rules, list(view.names), view.view_seat)
        score = ", ".join(f"{n} {whole(s)}" for n, s in zip(sides, view.score))
        # what happened, not only the score (found by QA: made or set was never read)
        # one line: the summary's lines as sentences (found by QA: "Them 34 Scored: ..." ran together)
        lines = [" ".join(line.split()) for line in hand_summary(result, view.obs, list(view.names), view.view_seat).splitlines()]
        sentences = [line if line.endswith((".", "!", "?", ":", "…")) else f"{line}." for line in lines if line]
        told = translate("MainWindow", "Hand over. Score: {score}.").format(score=score)
        # Too long for the bar (at 150%): what happened and the score, the rest being on the end panel
        self.say(" ".join([*sentences, told]))
        self.set_shorter(" ".join([*sentences[:1], told]), told)

    def _game_over(self, winner: int) -> None:
        """Who won, not only the last hand's score (found by playing: the line said "Hand over"
        under the end panel's "They win the game")."""
        view = self.controller.snapshot()
        sides = side_names(view.rules, list(view.names), view.view_seat)
        self.say(game_over_title(view.obs, sides, winner, view.view_seat))

    def last_trick(self) -> str:
        """Say the hand's last trick, who played what and who won it (found by QA: L showed the
        Tricks panel and a screen reader heard nothing); returns what a sighted user needs told too
        (won tricks stacked face down)."""
        obs = self.controller.observation()
        if obs.tricks_hidden and obs.result is None:
            hidden = translate("MainWindow", "Won tricks are stacked face down on a bid of 84 or more.")
            self.say(hidden)
            return hidden
        if not obs.tricks:
            self.say(translate("MainWindow", "No trick has been played yet this hand."))
            return ""
        trick = obs.tricks[-1]
        # (the points come at the end: a list reads plainly)
        plays = ", ".join(f"{self._who(s)} {spoken_tile(t, counts=NO_COUNT)}" for s, t in zip(trick.seats, trick.tiles))
        if self.controller.rules.variant is Variant.MOON:
            self.say(translate("MainWindow", "Last trick: {plays}; {who} won it.").format(plays=plays,
                                                                                           who=self._who(trick.winner)))
        else:
            points = trick.points  # a plain name: pyside6-lupdate reads no expression as the count
            self.say(translate("MainWindow", "Last trick: {plays}; {who} won it (%n point(s)).", None, points).format(
                plays=plays, who=self._who(trick.winner)))
        return ""
