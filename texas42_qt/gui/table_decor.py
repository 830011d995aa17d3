"""The seat plates and the corner boards on the table, and what they say to a screen reader."""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from ..engine import Phase, Variant
from ..engine.text import SeatNamer, set_seat_namer
from .a11y import Spoken
from .controller import GameController
from .game_rules import board_tip
from .models import display_order, seat_label, sentence_name, side_names
from .table_geometry import TableGeometry
from .table_items import MARGIN, BoardItem, PlateItem, board_speech
from .table_text import info_board, plate_line, plate_speech, score_board, seat_role, trick_speech


class GameBoard(BoardItem):
    """The game's board ("Texas 42 · hand 1"): a click on it opens the rules of the game (`game_rules`)."""

    clicked = Signal()

    def __init__(self, width: float) -> None:
        super().__init__(width)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(board_tip())

    def mousePressEvent(self, event: Any) -> None:
        event.accept()  # (the release comes here only if the press was taken)

    def mouseReleaseEvent(self, event: Any) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class TableDecor:
    def __init__(self, view: QGraphicsView, controller: GameController, geo: TableGeometry, plates: list[PlateItem],
                 thinking: set[int], trick: list[tuple[int, int]]):
        """`thinking`: the seats whose plates say they are thinking; `trick`: the trick as shown (the
        view keeps both, and these sets and lists are the view's own)."""
        self.view, self.controller, self.geo = view, controller, geo
        self.plates, self.thinking, self.trick = plates, thinking, trick
        self.turn_shown = True
        """Whether the seat to act is ringed (not on a finished lesson's table, where nobody moves)."""
        self.points_told = False
        """Whether the hand's end panel is up, saying the hand's points (see `tell_points`)."""
        self.score_board = BoardItem(260, numbers=True)
        self.info_board = GameBoard(300)
        view.scene().addItem(self.score_board)
        view.scene().addItem(self.info_board)
        # What the table paints, for a screen reader: each is a child of the viewport, as Qt lists
        # a graphics view's viewport and scroll bars to a screen reader but no other child.
        self.spoken_plates: list[Spoken] = []
        self.spoken_score = Spoken(view.viewport(), "score")
        self.spoken_info = Spoken(view.viewport(), "contract")
        self.spoken_info.setAccessibleDescription(board_tip())
        self.spoken_trick = Spoken(view.viewport(), "trick")
        set_seat_namer(_names_of(controller))  # a hint's reason and a review name seats as the plates do

    def make_plates(self) -> None:
        for plate in self.plates:
            self.view.scene().removeItem(plate)
        for spoken in self.spoken_plates:
            spoken.deleteLater()
        self.plates.clear()
        self.spoken_plates = []
        for seat in range(self.controller.rules.layout.n_seats):
            plate = PlateItem()
            self.view.scene().addItem(plate)
            self.plates.append(plate)
            self.spoken_plates.append(Spoken(self.view.viewport(), f"seat{seat}"))
        self.refresh_plates()

    def refresh_plates(self) -> None:
        obs = self.controller.observation()
        names = self.controller.players_names()
        if len(self.plates) != obs.rules.layout.n_seats:
            return
        for seat, plate in enumerate(self.plates):
            plate.set(
                name=seat_label(names, seat),
                line=plate_line(obs, seat, self.controller.seats),
                shaker=seat == obs.shaker,
                bidder=seat == obs.bidder and obs.phase is not Phase.BID,
                turn=self.turn_shown and seat == obs.to_act,
                thinking=seat in self.thinking,
                tricks=obs.tricks_won[seat] if obs.rules.variant is Variant.MOON else 0,  # laid-down tricks too
            )
            self.geo.fit_plate_width(seat, plate)
            plate.setPos(self.geo.plate_pos(seat))
            role = seat_role(obs.rules, self.controller.view_seat, seat)
            revealed = obs.revealed[seat] if obs.revealed is not None and seat != obs.seat else 0
            shown = display_order(revealed, obs.contract, obs.rules) if revealed else None
            speech = plate_speech(plate, role, obs.tricks_won[seat], obs.phase, shown)
            self.spoken_plates[seat].say(speech, self._on_screen(plate))

    def show_turn(self, shown: bool) -> None:
        """Ring the seat to act, or not (found by QA: a finished lesson's table ringed West, who would never move)."""
        self.turn_shown = shown
        self.refresh_plates()

    def _on_screen(self, item: QGraphicsItem) -> QRect:
        return self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()

    def refresh_boards(self) -> None:
        obs = self.controller.observation()
        names = self.controller.players_names()
        sides = side_names(obs.rules, names, self.controller.view_seat)
        self.score_board.set(*score_board(obs, sides))
        self.score_board.set_width(self.geo.board_width(260))
        self.score_board.setPos(self.geo.board_left(), MARGIN)
        title, lines, info_speech = info_board(obs, names, sides, with_points=not (self.points_told and self.geo.low_sides()))
        self.info_board.set(title, lines)
        self.info_board.set_width(self.geo.board_width(300))
        self.info_board.setPos(self.view.viewport().width() - self.info_board.width - self.geo.board_left(), MARGIN)
        self.spoken_score.say(board_speech(self.score_board), self._on_screen(self.score_board))
        self.spoken_info.say(info_speech, self._on_screen(self.info_board))
        self.say_trick()

    def tell_points(self, on: bool) -> None:
        """The hand's end panel is up (`on`) or not. In a table whose panels go right under the
        boards (its side plates low), the hand's board then leaves its "This hand" line to the
        panel, which says those points (found by QA in Moon at 1024x700 with fonts at 150%: the
        game's end, 112 px in the 88 under the boards, went up over that line)."""
        if on != self.points_told:
            self.points_told = on
            self.refresh_boards()

    def say_trick(self) -> None:
        size = self.geo.tile_size()
        centre = self.view.mapFromScene(self.geo.centre())
        where = QRect(int(centre.x() - size), int(centre.y() - size), int(2 * size), int(2 * size))
        self.spoken_trick.say(trick_speech(self.controller.players_names(), self.trick, self.controller.rules), where)


def _names_of(controller: GameController) -> SeatNamer:
    """The table's names for sentences (a weak reference: a closed window's controller is not kept,
    nor are its names used)."""
    table = weakref.ref(controller)

    def name(seat: int) -> str | None:
        held = table()
        return None if held is None or held.closed else sentence_name(held.players_names(), seat)

    return name

