"""Where everything sits on the table: hands, the trick, plates, corner boards, the panel
area, for a viewport of any size and two to four seats (in view pixels)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ..engine import Observation, Phase
from .controller import GameController
from .models import display_order
from .table_items import MARGIN, PLATE_WIDTH, PlateItem, laid_away
from .tileart import BACK

Side = Literal["bottom", "left", "top", "right"]
"""Where a seat sits from the user's view."""


LOW_BAND = 120.0
"""The least height of the band for the decision panels under the side plates: a table where it
would be shorter has its side plates low."""
PLATE_EDGE = 5.0
"""What a plate's drawing takes beyond its width on each side (its ring)."""
BOARD_LEAST = 170.0
"""The narrowest the corner boards are made to leave the table's edges to the side hands (the
width Texas 42's boards have at 1024x700 with fonts at 150%, where their text is checked whole)."""


class Key(NamedTuple):
    """Which tile item: a face ("tile", its tile), a back in a hand ("back", its seat, its
    place), or, face down at the top of the table, the widow or the tile laid away."""

    kind: Literal["tile", "back", "widow", "laid"]
    id: int = -1
    """The tile of a face, the seat of a back."""
    place: int = -1

    @staticmethod
    def face(tile: int) -> Key:
        return Key("tile", tile)

    @staticmethod
    def back(seat: int, place: int) -> Key:
        return Key("back", seat, place)


WIDOW = Key("widow")
LAID = Key("laid")


@dataclass
class Spot:
    pos: QPointF
    scale: float
    rotation: float
    z: float


class TableGeometry:
    def __init__(self, controller: GameController, viewport: Callable[[], QWidget], plates: list[PlateItem]):
        self.controller = controller
        self.viewport = viewport
        self.plates = plates
        """The seat plates, which the view fills and empties (a side plate's width sets where it sits)."""
        self.boards: list[QGraphicsItem] = []
        """The corner boards, as drawn now (set by the view): a panel in a short table goes under them."""

    @property
    def n_seats(self) -> int:
        return self.controller.rules.layout.n_seats

    def rel(self, seat: int) -> int:
        """Where a seat sits from the viewer: 0 bottom, then clockwise (left, top, right)."""
        return (seat - self.controller.view_seat) % self.n_seats

    def side_of(self, seat: int) -> Side:
        rel = self.rel(seat)
        if self.n_seats == 4:
            return ("bottom", "left", "top", "right")[rel]
        return ("bottom", "left", "right")[rel]

    def tile_size(self) -> float:
        w, h = self.viewport().width(), self.viewport().height()
        n = max(self.controller.rules.layout.hand_size + 1, 8)
        return max(40.0, min(h * 0.16, w * 0.11, w * 0.6 / (n * 0.56)))

    def plate_width(self) -> float:
        return max(150.0, min(PLATE_WIDTH, self.viewport().width() * 0.22))

    def fit_plate_width(self, seat: int, plate: PlateItem) -> None:
        """A plate widens (to the full plate width at most) where its name would be cut beside its
        badges (found at 944x660: Cebuano's "Sidlakan" beside BALASA and BID in Moon); the user's
        too, whose name is theirs to choose (found by playing at 1024x700: "Grandma Josephine
        Wilhel" lost a letter). Not the top one: the corner boards leave it `plate_width`."""
        width = self.plate_width()
        plate.set_width(width)
        if self.side_of(seat) == "top":
            return
        widest = min(PLATE_WIDTH, self.viewport().width() * 0.3)
        if self.low_sides():  # three plates in the bottom row
            widest = min(widest, (self.viewport().width() - 4 * MARGIN) / 3 - PLATE_EDGE)
        while plate.name_cut() and width < widest:
            width = min(widest, width + 8)
            plate.set_width(width)

    def top_block(self) -> float:
        """Width of the top seat's hand and plate (0 when nobody sits at the top)."""
        size = self.tile_size()
        if self.n_seats != 4:
            return size * 0.7 + 2 * MARGIN if self.controller.rules.layout.widow else 0.0
        hand = self.controller.rules.layout.hand_size * size * 0.28 + size * 0.25
        return max(hand, self.plate_width())

    def hand_column(self) -> float:
        """The width a side hand takes at the table's edge, its margins included (its tiles shown at
        a hand's end as large as they get): the panels, and boards set aside, leave it."""
        return self.tile_size() * 0.5 + 2 * MARGIN

    def _board_room(self, left: float) -> float:
        """The room for a corner board from `left` to the top seat's hand and plate."""
        return (self.viewport().width() - self.top_block()) / 2 - left - MARGIN

    def boards_aside(self) -> bool:
        """Whether the corner boards leave the table's edges to the side hands, which then run up
        from their low plates to the top: where the side plates are low and the boards keep at least
        `BOARD_LEAST`. Found by QA in Moon at 1024x700 with fonts at 150%: squeezed under the boards
        (which may reach down four lines there) the side hands, eight tiles with the widow, were 18 px
        long where Texas 42's, under a top seat that leaves the boards no room to spare, were 29."""
        return self.low_sides() and self._board_room(self.hand_column()) >= BOARD_LEAST

    def board_left(self) -> float:
        """Where the score board starts (and the hand's board ends, from the right)."""
        return self.hand_column() if self.boards_aside() else MARGIN

    def board_width(self, default: float) -> float:
        """A corner board's width: it leaves the top seat's hand and plate room (and, set aside, the side hands)."""
        return max(150.0, min(default, self._board_room(self.board_left())))

    def boards_bottom(self) -> float:
        """The lowest a corner board reaches (with its most lines: a line per side on the score
        board; the bid, the contract, the tile laid away and the hand's points on the other)."""
        layout = self.controller.rules.layout
        return MARGIN + 30 + 30 * max(layout.n_sides, 3 + layout.widow)

    def user_plate_y(self) -> float:
        return self.viewport().height() - self.tile_size() - 48

    def low_sides(self) -> bool:
        """Whether the side plates sit in the bottom row, beside the user's, their hands running up
        from them: in a table too short for a decision panel between the plates under the corner
        boards and the user's plate (found by QA at 1024x700 with fonts at 150%, a 540x402 table:
        the bid, trump and hand-end panels covered the side plates)."""
        band = self.user_plate_y() - 26 - 4 - (self.boards_bottom() + 26 + MARGIN + 26 + MARGIN)
        across = 3 * (self.plate_width() + 2 * PLATE_EDGE) + 4 * MARGIN
        return band < LOW_BAND and across <= self.viewport().width()

    def side_plate_y(self) -> float:
        return self.user_plate_y() if self.low_sides() else self.boards_bottom() + 26 + MARGIN

    def panel_area(self, bottom: float) -> QRectF:
        """Where a decision panel may go, down to `bottom`: under the side plates (or, with the side
        plates low, under the corner boards and the top plate as they are now), between the side hands."""
        w = self.viewport().width()
        top = self.side_plate_y() + 26 + MARGIN
        if self.low_sides():
            above = [b.sceneBoundingRect().bottom() for b in self.boards if b.isVisible()]
            if self.n_seats == 4:
                above.append(self.plate_pos((self.controller.view_seat + 2) % 4).y() + 26)
            top = max(above, default=0.0) + MARGIN
        side = self.tile_size() * 0.5 + 2 * MARGIN
        return QRectF(side, top, w - 2 * side, max(0.0, bottom - top))

    def hand_spots(self, seat: int, count: int, shown: bool = False) -> list[Spot]:
        """Where a seat's tiles lie; `shown`: another seat's hand face up at the hand's end."""
        w, h = self.viewport().width(), self.viewport().height()
        size = self.tile_size()
        side = self.side_of(seat)
        if side == "bottom":
            step = size * 0.56
            x0 = w / 2 - step * (count - 1) / 2
            y = h - size * 0.5 - 18
            return [Spot(QPointF(x0 + i * step, y), 1.0, 0, 10 + i) for i in range(count)]
        scale = 0.5
        if side == "top":
            step = size * 0.56 * scale
            x0 = w / 2 - step * (count - 1) / 2
            return [Spot(QPointF(x0 + i * step, size * scale * 0.5 + 14), scale, 0, 10 + i) for i in range(count)]
        if shown:
            # As large as the margin beside the panels allows (found at 1024x700: the tiles shown
            # at a hand's end, as small as the backs, were hard to read)
            scale = min(0.75, 0.5 + MARGIN / size)
        if self.low_sides():  # up from the plate, as small as the room under the boards (or the top) needs
            # Backs keep their size for the whole hand; the tiles shown at its end, which no longer
            # change, are as large as the room for them allows (found by QA in Texas 42 at 150%: four
            # tiles shown under the boards, sized for seven, were as small as the backs).
            layout = self.controller.rules.layout
            most = count if shown else layout.hand_size + layout.widow
            bottom = self.side_plate_y() - 26 - MARGIN
            top = MARGIN if self.boards_aside() else self.boards_bottom() + MARGIN
            scale = min(scale, (bottom - top) / (size * (0.56 * (most - 1) + 0.5)))
        step = size * 0.56 * scale
        # Side hands run down from just under their plates, which sit under the corner boards.
        y0 = self.side_plate_y() + 26 + MARGIN + size * scale * 0.25
        if self.low_sides():
            y0 = self.side_plate_y() - 26 - MARGIN - size * scale * 0.25 - step * (count - 1)
        x = size * scale * 0.5 + MARGIN if side == "left" else w - size * scale * 0.5 - MARGIN
        return [Spot(QPointF(x, y0 + i * step), scale, -90, 10 + i) for i in range(count)]

    def centre(self) -> QPointF:
        w, h = self.viewport().width(), self.viewport().height()
        return QPointF(w / 2, h * (0.42 if self.n_seats == 4 else 0.44))

    def trick_spot(self, seat: int, order: int) -> Spot:
        """Each seat's tile lies in front of it: a cross of tiles around the centre."""
        size = self.tile_size()
        scale = 0.78
        c = self.centre()
        side = self.side_of(seat)
        if side in ("bottom", "top"):
            off = QPointF(0, size * 0.45 * (1 if side == "bottom" else -1))
            return Spot(c + off, scale, 0, 40 + order)
        # Lengthwise beside the centre, towards its player, in three-player games too (found by
        # playing Moon: East's tile, upright just right of the centre, read as the top seat's).
        off = QPointF(size * 0.62 * (1 if side == "right" else -1), 0)
        return Spot(c + off, scale, -90, 40 + order)

    def plate_pos(self, seat: int) -> QPointF:
        w = self.viewport().width()
        size = self.tile_size()
        side = self.side_of(seat)
        if side == "bottom":
            return QPointF(w / 2, self.user_plate_y())
        if side == "top":
            return QPointF(w / 2, size * 0.5 + 50)
        half = (self.plates[seat].half if seat < len(self.plates) else self.plate_width() / 2) + MARGIN
        return QPointF(half if side == "left" else w - half, self.side_plate_y())

    def aside_spot(self, seat: int) -> QPointF:
        """Where a seat's won tricks go: just inside its plate."""
        p = self.plate_pos(seat)
        c = self.centre()
        return p + (c - p) * 0.25

    def layout(self, obs: Observation, hand: list[int], trick: list[tuple[int, int]]) -> dict[Key, tuple[Spot, int, bool]]:
        """Every tile to show: key -> (spot, tile, face_up), the user's `hand` in its shown order and
        the `trick` as shown (kept until its 'won' animation has run)."""
        out: dict[Key, tuple[Spot, int, bool]] = {}
        n = self.n_seats
        layout = obs.rules.layout
        if obs.phase is Phase.DEAL:
            return out
        in_trick = {t for _, t in trick}
        for seat in range(n):
            if seat == obs.seat:
                tiles = [t for t in hand if t not in in_trick]
                spots = self.hand_spots(seat, len(tiles))
                for spot, t in zip(spots, tiles):
                    out[Key.face(t)] = (spot, t, True)
            elif obs.revealed is not None:
                tiles = display_order(obs.revealed[seat], obs.contract, obs.rules)
                for spot, t in zip(self.hand_spots(seat, len(tiles), shown=True), tiles):
                    out[Key.face(t)] = (spot, t, True)
            else:
                for i, spot in enumerate(self.hand_spots(seat, obs.hand_sizes[seat])):
                    out[Key.back(seat, i)] = (spot, BACK, False)
        for order, (seat, tile) in enumerate(trick):
            out[Key.face(tile)] = (self.trick_spot(seat, order), tile, True)
        if layout.widow:
            # Nobody sits at the top in a three-player game: the widow lies there, lengthwise,
            # clear of the panels and the trick.
            size = self.tile_size()
            top = QPointF(self.viewport().width() / 2, MARGIN + size * 0.25 * 0.7 + 4)
            if obs.widow_on_table:
                out[WIDOW] = (Spot(top, 0.7, 90, 30), BACK, False)
            elif obs.discard is not None and obs.phase is not Phase.WIDOW:
                # The tile laid away, face up where the bidder knows it (found by playing Moon:
                # nothing showed which tile had been laid away) ...
                # (turned the other way: its high end on the left, as it is named; found by QA, "1|4" for the 4-1)
                out[Key.face(obs.discard)] = (Spot(top, 0.7, -90, 30), obs.discard, True)
            elif laid_away(obs):
                out[LAID] = (Spot(top, 0.7, 90, 30), BACK, False)  # ... else face down
        return out


def union(rects: list[QRectF]) -> QRectF | None:
    """The smallest rectangle around all of them (None for none)."""
    if not rects:
        return None
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out
