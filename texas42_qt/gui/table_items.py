"""What the table draws: tiles, seat plates and corner boards (graphics items in view pixels)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import Observation, Phase
from .i18n import translate
from .tally import draw_tally
from .tileart import BACK, margin, paint_tile

PLATE_WIDTH = 210.0
MARGIN = 12.0

OUTLINES = {"focus": "#ffcc33", "hint": "#4ee07a", "widow": "#5fd4ff"}
"""A tile's outline colour by what it marks (found by playing: the hint's tile looked like the cursor)."""


def outline_of(marked: str) -> str:
    """The rings of a tile's marks ("focus hint" -> gold, green inside), as dressed_image takes them."""
    return "/".join(OUTLINES.get(mark, OUTLINES["focus"]) for mark in marked.split())


class TileItem(QGraphicsObject):
    """One domino, drawn from SVG around its centre. Upright unless rotated."""

    clicked = Signal(int)
    dropped = Signal(int, float)  # tile, how far up it was dragged

    def __init__(self, tile: int, face_up: bool, theme: str, size: float):
        super().__init__()
        self.draggable = False
        """The user's tile that may be played now: it can be dragged to the trick."""
        self._press = QPointF()
        self._origin = QPointF()
        self._dragging = False
        self.tile = tile
        self.face_up = face_up
        self.theme = theme
        self.size = size
        self.dimmed = False
        self.marked = ""
        """Its marks, a ring each, outside in: "focus" (the keyboard's tile, gold), "hint" (the
        hint's tile, green), "widow" (the tile the widow gave, light blue); e.g. "focus widow";
        "" for none."""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        s = self.size
        room = margin(s)  # the shadow and outline
        return QRectF(-s / 4 - room, -s / 2 - room, s / 2 + 2 * room, s + 2 * room)

    def shape(self) -> QPainterPath:
        """Only the tile itself takes a click, not its shadow."""
        path = QPainterPath()
        path.addRect(self._face())
        return path

    def face_rect(self) -> QRectF:
        """Where the tile itself is on the table (without its shadow): what a ring goes around
        and what must not overlap a plate."""
        return self.mapRectToScene(self._face())

    def _face(self) -> QRectF:
        s = self.size
        return QRectF(-s / 4, -s / 2, s / 2, s)

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def set_look(self, tile: int, face_up: bool, theme: str, dimmed: bool = False, marked: str = "") -> None:
        if (tile, face_up, theme, dimmed, marked) != (self.tile, self.face_up, self.theme, self.dimmed, self.marked):
            self.tile, self.face_up, self.theme, self.dimmed, self.marked = tile, face_up, theme, dimmed, marked
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_tile(painter, self._face(), self.tile if self.face_up else BACK, self.theme,
                   self.dimmed, outline_of(self.marked))

    def mousePressEvent(self, event: Any) -> None:
        self._press = event.scenePos()
        self._origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: Any) -> None:
        if not self.draggable:
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() > 8:
            self._dragging = True
            self.setZValue(100)
        if self._dragging:
            self.setPos(self._origin + event.scenePos() - self._press)

    def mouseReleaseEvent(self, event: Any) -> None:
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self.tile, self._origin.y() - self.pos().y())
        elif self.face_up:
            self.clicked.emit(self.tile)
        event.accept()


class PlateItem(QGraphicsObject):
    """A seat's name plate: name, bid, badges for shaker and bidder, turn and thinking."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.line = ""
        self.shaker = False
        self.bidder = False
        self.turn = False
        self.thinking = False
        self.tricks = 0
        self.half = PLATE_WIDTH / 2
        """Half the plate's width: it narrows on a small table."""
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.half - 5, -26, 2 * self.half + 10, 52)

    def set_width(self, width: float) -> None:
        if width / 2 != self.half:
            self.prepareGeometryChange()
            self.half = width / 2
            self.update()

    def _fit(self) -> tuple[QFont, bool]:
        """The name's font and whether the badges go down a line: bold 10.5 pt beside the badges,
        else a smaller size (to 7 pt, for long names in long languages) beside them, else the
        badges on the second line when they fit there (found at 1024x700: "Partn" beside SHAKE
        and BID; in Cebuano, "Kasadpan" beside BALASA and BID with the trick count below)."""
        font = QFont()
        font.setBold(True)
        badges = self._badges_width()
        # The badges go down a line before the name gets smaller than 8.5 pt; only where they
        # cannot (the second line is full) does it shrink on, to 7 pt.
        for sizes in ((10.5, 10.0, 9.5, 9.0, 8.5), (8.0, 7.5, 7.0)):
            for low in (False, True) if badges else (False,):
                if low and badges > self._second_line_room():
                    break  # the badges would cut the second line: a smaller name beside them
                room = 2 * self.half - 20 - (0 if low else badges)
                for size in sizes:
                    font.setPointSizeF(size)
                    if QFontMetricsF(font).horizontalAdvance(self.name) <= room:
                        return font, low
        return font, bool(badges) and badges <= self._second_line_room()

    def _tricks_text(self) -> str:
        tricks = self.tricks  # a plain name: pyside6-lupdate reads no expression as the count
        return translate("Table", "%n trick(s)", None, tricks) if tricks else ""

    def _tricks_width(self, font: QFont | None = None) -> float:
        """The trick count's place at the right of the second line (0 when the plate shows none):
        its own width, not a fixed one (found at 1024x700: "Normal AI" was cut beside "4 tricks")."""
        text = self._tricks_text()
        return QFontMetricsF(font or self._line_font()).horizontalAdvance(text) + 8 if text else 0.0

    def _line(self) -> str:
        return translate("Table", "thinking…") if self.thinking else self.line

    def _second_line_room(self) -> float:
        """Pixels the badges may take on the second line, beside its text and the trick count
        (at their smallest size: they shrink to make room)."""
        font = _small_font(LINE_SIZES[-1])
        used = QFontMetricsF(font).horizontalAdvance(self._line()) + self._tricks_width(font)
        return 2 * self.half - 20 - used

    def _line_room(self, font: QFont) -> float:
        badges = self._badges_width() if self._badges_low() else 0
        return 2 * self.half - 20 - badges - self._tricks_width(font)

    def _line_font(self) -> QFont:
        """The second line's font: 9 pt, smaller (to 7.5 pt) where a long text needs it."""
        for size in LINE_SIZES:
            font = _small_font(size)
            if QFontMetricsF(font).horizontalAdvance(self._line()) <= self._line_room(font):
                return font
        return font

    def line_shown(self, font: QFont | None = None) -> str:
        """The second line as drawn (in `font`, the line's font): whole, or cut with an ellipsis
        where the plate is too narrow."""
        font = font or self._line_font()
        return QFontMetricsF(font).elidedText(self._line(), Qt.TextElideMode.ElideRight, self._line_room(font))

    def _name_font(self) -> QFont:
        return self._fit()[0]

    def _badges_width(self) -> float:
        return sum(badge_width(text) + 4 for on, text in ((self.bidder, bid_badge()), (self.shaker, shake_badge())) if on)

    def texts(self) -> list[str]:
        """Every text the plate draws now (tests check each is translated)."""
        out = [self.name, self._line()]
        out += [text for on, text in ((self.bidder, bid_badge()), (self.shaker, shake_badge())) if on]
        out.append(self._tricks_text())
        return [t for t in out if t]

    def _badges_low(self) -> bool:
        return self._fit()[1]

    def _name_room(self) -> float:
        """Pixels for the name: the plate less its margins and the badges beside it."""
        return 2 * self.half - 20 - (0 if self._badges_low() else self._badges_width())

    def name_cut(self) -> bool:
        return QFontMetricsF(self._name_font()).horizontalAdvance(self.name) > self._name_room()

    def name_shown(self) -> str:
        """The name as drawn: whole, or cut with an ellipsis where even the smallest font does not
        fit it (found by playing at 1024x700: a 24-letter player's name lost half a letter)."""
        return QFontMetricsF(self._name_font()).elidedText(self.name, Qt.TextElideMode.ElideRight, self._name_room())

    def set(self, **values: Any) -> None:
        changed = False
        for key, value in values.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self.half
        rect = QRectF(-half, -22, 2 * half, 44)
        painter.setPen(QPen(QColor("#ffcc33") if self.turn else QColor(255, 255, 255, 60), 3 if self.turn else 1))
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(QColor("white"))
        font = self._name_font()
        painter.setFont(font)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(-half + 10, -20, self._name_room(), 20), left, self.name_shown())
        font = self._line_font()
        painter.setFont(font)
        painter.setPen(QColor("#ffe9a8") if self.thinking else QColor("#d8ead8"))
        low = self._badges_low()
        painter.drawText(QRectF(-half + 10, 0, self._line_room(font), 20), left, self.line_shown(font))
        x = half - 5 - (self._tricks_width(font) if low else 0)
        for on, text, colour in ((self.bidder, bid_badge(), "#e0a030"), (self.shaker, shake_badge(), "#6aa0e0")):
            if not on:
                continue
            width = badge_width(text)
            x -= width + 4
            badge = QRectF(x, 2 if low else -18, width, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(badge, 7, 7)
            painter.setPen(QColor("black"))
            painter.setFont(badge_font())
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
        if self.tricks:
            painter.setFont(font)
            painter.setPen(QColor("#d8ead8"))
            box = QRectF(half - 10 - self._tricks_width(font), 0, self._tricks_width(font), 20)
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self._tricks_text())


LINE_SIZES = (9.0, 8.5, 8.0, 7.5)
"""Point sizes of a plate's second line (its bid or state, and the trick count), largest first."""


def _small_font(size: float) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    return font


def badge_font() -> QFont:
    font = QFont()
    font.setPointSizeF(7.5)
    font.setBold(True)
    return font


def badge_width(text: str) -> float:
    """A badge as wide as its text needs in its own font (a long language's word included), plus its ends."""
    return QFontMetricsF(badge_font()).horizontalAdvance(text) + 12


def bid_badge() -> str:
    """The badge on the bidder's plate (short: it sits beside the name)."""
    return translate("Table", "BID")


def shake_badge() -> str:
    """The badge on the shaker's plate."""
    return translate("Table", "SHAKE")


class BoardItem(QGraphicsObject):
    """A corner panel of text lines, with the ALL tally for marks."""

    def __init__(self, width: float = 250, numbers: bool = False) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[tuple[str, str, int | None]] = []  # (label, value, marks for a tally or None)
        self.width = width
        self.numbers = numbers
        """The values are numbers, right-aligned in a column: the score's, in points as in marks
        (found by QA: a points game's scores stood left, against the labels, a marks game's right)."""
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 30 + 30 * len(self.lines))

    def set_width(self, width: float) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set(self, title: str, lines: list[tuple[str, str, int | None]]) -> None:
        if (title, lines) != (self.title, self.lines):
            self.prepareGeometryChange()
            self.title, self.lines = title, lines
            self.update()

    def texts(self) -> list[str]:
        """Every text the board draws now."""
        return [t for t in [self.title, *(part for label, value, _ in self.lines for part in (label, value))] if t]

    def _label_width(self) -> float:
        """The labels' column: as wide as the widest label (LABEL_WIDTH at most), narrower (its
        labels smaller) where a value would not fit beside it even at its smallest size (found at
        800x600: "You: 2 marks (84)" was cut)."""
        widest = max((QFontMetricsF(_board_font()).horizontalAdvance(label) for label, _, _ in self.lines), default=0.0)
        smallest = _board_font()
        smallest.setBold(False)
        smallest.setPointSizeF(7.0)
        need = max((QFontMetricsF(smallest).horizontalAdvance(value) for _, value, marks in self.lines if marks is None),
                   default=0.0)
        # Never so narrow that a label's word is cut, though: the value takes two lines then (found
        # at 150%: "Bidding" lost its last letters beside "no bid yet, only passes").
        smallest.setBold(True)
        word = max((QFontMetricsF(smallest).horizontalAdvance(w) for label, _, _ in self.lines for w in label.split()),
                   default=0.0)
        return min(LABEL_WIDTH, widest, max(30.0, word, self.width - 34 - need))

    def _value_left(self) -> float:
        """Where the values start: after the labels' column."""
        return 12 + self._label_width() + 10

    def _value_width(self) -> float:
        return self.width - self._value_left() - 12

    def cut(self) -> list[str]:
        """The texts that do not fit even at their smallest size (tests check there are none)."""
        bold, plain = _board_font(), _board_font()
        plain.setBold(False)
        title_room = self.width - 24
        title = QFontMetricsF(_fitted(bold, self.title, title_room)).horizontalAdvance(self.title)
        cut = [self.title] if title > title_room + 0.5 else []
        room = self._value_width()
        cut += [value for _, value, marks in self.lines if marks is None
                and ((box := _text_box(plain, value, room)).height() > LINE_HEIGHT or box.width() > room + 0.5)]
        width = self._label_width()
        return cut + [label for label, _, _ in self.lines
                      if (box := _label_box(label, width)).height() > LINE_HEIGHT or box.width() > width + 0.5]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines and not self.title:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor(255, 255, 255, 50)))
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect, 10, 10)
        font = _board_font()
        painter.setFont(_fitted(font, self.title, self.width - 24))
        painter.setPen(QColor("#ffe9a8"))
        painter.drawText(QRectF(12, 4, self.width - 24, 22), Qt.AlignmentFlag.AlignVCenter, self.title)
        for i, (label, value, marks) in enumerate(self.lines):
            y = 28 + 30 * i
            font.setBold(True)
            width = self._label_width()
            painter.setPen(QColor("white"))
            if QFontMetricsF(_fitted(font, label, width)).horizontalAdvance(label) <= width:
                painter.setFont(_fitted(font, label, width))
                painter.drawText(QRectF(12, y, width, 26), Qt.AlignmentFlag.AlignVCenter, label)
            else:  # on two lines, small (found at 800x600: Cebuano's "Hugna karon" beside its value)
                painter.setFont(_label_wrap_font())
                wrap = Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
                painter.drawText(QRectF(12, y - 1, width, LINE_HEIGHT), wrap, label)
            font.setBold(False)
            painter.setFont(font)
            if marks is not None:
                left = self._value_left()
                draw_tally(painter, QRectF(left, y + 2, self.width - left - 50, 22), marks, QColor("white"))
                right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                painter.drawText(QRectF(self.width - 48, y, 36, 26), right, value)
            else:
                box = QRectF(self._value_left(), y, self._value_width(), 26)
                side = Qt.AlignmentFlag.AlignRight if self.numbers else Qt.AlignmentFlag.AlignLeft
                one = _fitted(font, value, box.width())
                if QFontMetricsF(one).horizontalAdvance(value) <= box.width():
                    painter.setFont(one)
                    painter.drawText(box, side | Qt.AlignmentFlag.AlignVCenter, value)
                else:  # on two lines, small, as a label that does not fit
                    painter.setFont(_small(font))
                    wrap = side | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
                    painter.drawText(QRectF(box.left(), y - 1, box.width(), LINE_HEIGHT), wrap, value)


LABEL_WIDTH = 86.0
"""A board line's widest label column."""
LINE_HEIGHT = 28.0
"""A board line's height for a label on two lines."""


def _small(font: QFont) -> QFont:
    """`font` at 7 pt: a board's text on two lines."""
    out = QFont(font)
    out.setPointSizeF(7.0)
    return out


def _label_wrap_font() -> QFont:
    return _small(_board_font())


def _text_box(font: QFont, text: str, width: float) -> QRectF:
    """The room a board text takes in `width`: one line in `font` (made smaller to 7 pt), else
    lines at 7 pt."""
    one = _fitted(font, text, width)
    if QFontMetricsF(one).horizontalAdvance(text) <= width:
        return QRectF(0, 0, width, QFontMetricsF(one).height())
    flags = int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(_small(font)).boundingRect(QRectF(0, 0, width, 1000), flags, text)


def _label_box(label: str, width: float) -> QRectF:
    """The room a board label takes in `width`: one line at its size (made smaller to 7 pt), else
    two lines at 7 pt."""
    return _text_box(_board_font(), label, width)


def _board_font() -> QFont:
    """A board's title and labels: 9 pt bold (made smaller where a text needs it)."""
    font = QFont()
    font.setPointSizeF(9)
    font.setBold(True)
    return font


def laid_away(obs: Observation) -> bool:
    """Whether the bidder has laid a tile away this hand (a game with a widow, the widow taken)."""
    return obs.rules.layout.widow and not obs.widow_on_table and obs.phase in (Phase.PLAY, Phase.SCORED, Phase.GAME_OVER)


def board_speech(board: BoardItem) -> str:
    """The score board as a screen reader says it: "Score · marks to 7: Us 2, Them 1" (the hand's board:
    `table_text.info_board`)."""
    lines = ", ".join(f"{label} {value}" for label, value, _ in board.lines)
    return f"{board.title}: {lines}" if lines else board.title


def _fitted(font: QFont, text: str, width: float, smallest: float = 7.0) -> QFont:
    """`font`, made smaller (down to `smallest` pt) until `text` fits `width`: a board never cuts its text."""
    out = QFont(font)
    size = out.pointSizeF()
    while size > smallest and QFontMetricsF(out).horizontalAdvance(text) > width:
        size -= 0.5
        out.setPointSizeF(size)
    return out
