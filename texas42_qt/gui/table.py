"""The table: a green felt with the user's hand at the bottom, the other seats'
hands face down around it, the trick in the middle, seat plates, the score and
the contract. Tiles are SVG items placed in view pixels (so they stay crisp)
and every move is animated through the `Animator`.

The view shows only the controller's observation (the human seat's view) plus
the order of events it was told about; it decides nothing about the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QModelIndex,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPersistentModelIndex,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QListView,
    QStyledItemDelegate,
    QStyleOptionGraphicsItem,
    QStyleOptionViewItem,
    QWidget,
)

from ..engine import Contract, Observation, Phase, Trick, Variant
from ..engine.tiles import TILE_NAMES, parse_tile
from .a11y import Spoken
from .animator import Animator
from .controller import GameController
from .dialogs import level_label
from .i18n import translate
from .models import (
    HandModel,
    TileRole,
    bid_text,
    contract_text,
    display_order,
    seat_label,
    side_names,
    spoken_tile,
    variant_name,
)
from .tally import draw_tally
from .tileart import BACK, DEFAULT_THEME, THEMES, paint_tile

Key = tuple[Any, ...]


OUTLINES = {"focus": "#ffcc33", "hint": "#4ee07a", "widow": "#5fd4ff"}
"""A tile's outline colour by what it marks (found by playing: the hint's tile looked like the cursor)."""


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
        """An outline: "focus" (the keyboard's tile, gold), "hint" (the hint's tile, green) or
        "widow" (the tile the widow gave, light blue); "" for none."""
        """Keyboard focus or the hint's recommendation: a gold outline."""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 4 - 3, -s / 2 - 3, s / 2 + 6, s + 6)

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def set_look(self, tile: int, face_up: bool, theme: str, dimmed: bool = False, marked: str = "") -> None:
        if (tile, face_up, theme, dimmed, marked) != (self.tile, self.face_up, self.theme, self.dimmed, self.marked):
            self.tile, self.face_up, self.theme, self.dimmed, self.marked = tile, face_up, theme, dimmed, marked
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.size
        rect = QRectF(-s / 4, -s / 2, s / 2, s)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(s * 0.025, s * 0.03), s * 0.06, s * 0.06)
        paint_tile(painter, rect, self.tile if self.face_up else BACK, self.theme)
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 20, 120))
            painter.drawRoundedRect(rect, s * 0.06, s * 0.06)
        if self.marked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(OUTLINES.get(self.marked, "#ffcc33")), max(2.0, s * 0.03)))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), s * 0.065, s * 0.065)

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
        painter.drawText(QRectF(-half + 10, -20, self._name_room(), 20), left, self.name)
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

    def __init__(self, width: float = 250) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[tuple[str, str, int | None]] = []  # (label, value, marks for a tally or None)
        self.width = width
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
        return min(LABEL_WIDTH, widest, max(30.0, self.width - 34 - need))

    def _value_left(self) -> float:
        """Where the values start: after the labels' column."""
        return 12 + self._label_width() + 10

    def _value_width(self) -> float:
        return self.width - self._value_left() - 12

    def cut(self) -> list[str]:
        """The texts that do not fit even at their smallest size (tests check there are none)."""
        bold, plain = _board_font(), _board_font()
        plain.setBold(False)
        boxes = [(self.title, self.width - 24, bold)]
        for _, value, marks in self.lines:
            boxes += [] if marks is not None else [(value, self._value_width(), plain)]
        cut = [text for text, room, font in boxes
               if QFontMetricsF(_fitted(font, text, room)).horizontalAdvance(text) > room + 0.5]
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
                painter.setFont(_fitted(font, value, box.width()))
                painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, value)


LABEL_WIDTH = 86.0
"""A board line's widest label column."""
LINE_HEIGHT = 28.0
"""A board line's height for a label on two lines."""


def _label_wrap_font() -> QFont:
    font = _board_font()
    font.setPointSizeF(7.0)
    return font


def _label_box(label: str, width: float) -> QRectF:
    """The room a board label takes in `width`: one line at its size (made smaller to 7 pt), else
    two lines at 7 pt."""
    one = _fitted(_board_font(), label, width)
    if QFontMetricsF(one).horizontalAdvance(label) <= width:
        return QRectF(0, 0, width, QFontMetricsF(one).height())
    flags = int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(_label_wrap_font()).boundingRect(QRectF(0, 0, width, 1000), flags, label)


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
    """A corner board as a screen reader says it: "Score · marks to 7: Us 2, Them 1"."""
    lines = ", ".join(f"{label} {value}" for label, value, _ in board.lines)
    return f"{board.title}: {lines}" if lines else board.title


PLATE_WIDTH = 210.0
MARGIN = 12.0


class _Invisible(QStyledItemDelegate):
    """Draws nothing: the hand list only mirrors the tiles the table draws."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        pass


class HandList(QListView):
    """The user's hand as a list, laid invisibly over the tiles: the keyboard and
    screen readers reach the tiles through it ("six-four, 10 count, playable").
    Left and Right choose a tile (the table outlines it), Enter or Space plays it."""

    chosen = Signal(int)
    current = Signal(int)
    escape = Signal()

    def __init__(self, model: HandModel, parent: QWidget):
        super().__init__(parent)
        self.setModel(model)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setItemDelegate(_Invisible(self))
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet("QListView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(translate("Table", "Your hand"))
        self.setAccessibleDescription(translate("Table", "Left and Right choose a tile; Enter or Space plays it"))
        model.modelReset.connect(self._keep_current)
        model.rowsRemoved.connect(self._keep_current)
        model.dataChanged.connect(self._to_playable)
        self._hand = model

    def currentChanged(self, current: QModelIndex | QPersistentModelIndex, previous: QModelIndex | QPersistentModelIndex) -> None:
        super().currentChanged(current, previous)
        tile = current.data(TileRole) if current.isValid() else None
        self.current.emit(-1 if tile is None else int(tile))

    preferred: Any = None
    """A callable giving the tile the choice should start on after the hand changes (or None)."""

    def _keep_current(self, *_: Any) -> None:
        if not self.currentIndex().isValid() and self.model().rowCount():
            tile = self.preferred() if self.preferred is not None else None
            if tile is not None:
                self.select_tile(tile)
            else:
                self.setCurrentIndex(self.model().index(0, 0))
            self._to_playable()  # not a dimmed tile (found by playing: after Ctrl+Z the choice sat on one)

    def _to_playable(self, *_: Any) -> None:
        """When the tiles that may be played change (the user's turn comes), a choice resting on
        a tile that may not be played moves to the first one that may."""
        current = self.currentIndex().data(TileRole) if self.currentIndex().isValid() else None
        legal = [t for t in self._hand.tiles() if self._hand.is_legal(t)]
        if legal and (current is None or not self._hand.is_legal(int(current))):
            self.select_tile(legal[0])

    def select_tile(self, tile: int) -> None:
        model = self.model()
        for row in range(model.rowCount()):
            if model.index(row, 0).data(TileRole) == tile:
                self.setCurrentIndex(model.index(row, 0))
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            tile = self.currentIndex().data(TileRole)
            if tile is not None:
                self.chosen.emit(int(tile))
            return
        if event.key() == Qt.Key.Key_Escape:
            self.escape.emit()
            return
        rows = self.model().rowCount()
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and rows:
            step = 1 if event.key() == Qt.Key.Key_Right else -1
            row = self.currentIndex().row() if self.currentIndex().isValid() else -step
            self.setCurrentIndex(self.model().index((row + step) % rows, 0))  # round the hand, both ways
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._keep_current()
        self.current.emit(self.currentIndex().data(TileRole) if self.currentIndex().isValid() else -1)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.current.emit(self.currentIndex().data(TileRole) if self.currentIndex().isValid() else -1)


@dataclass
class Spot:
    pos: QPointF
    scale: float
    rotation: float
    z: float


class TableView(QGraphicsView):
    """The table. Emits `tileChosen` when the user clicks or presses Enter on a tile."""

    tileChosen = Signal(int)

    def __init__(self, controller: GameController, hand_model: HandModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.hand_model = hand_model
        self.theme = DEFAULT_THEME
        self.animator = Animator(controller, self)
        self.setScene(QGraphicsScene(self))
        # No SmoothPixmapTransform here: items draw from caches made at device resolution, so a
        # smooth blit only resamples them at fractional positions (it tripled the frame time).
        # paint_tile turns it on where a tile image is scaled into a cache.
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(560, 480)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt gradient is costly to fill
        self._items: dict[Key, TileItem] = {}
        self._leaving: list[TileItem] = []
        self._trick: list[tuple[int, int]] = []
        """The trick as shown: (seat, tile), kept until its 'won' animation has run."""
        self._plates: list[PlateItem] = []
        self.score_board = BoardItem(260)
        self.info_board = BoardItem(300)
        self.scene().addItem(self.score_board)
        self.scene().addItem(self.info_board)
        # What the table paints, for a screen reader: each is a child of the viewport, as Qt lists
        # a graphics view's viewport and scroll bars to a screen reader but no other child.
        self.spoken_plates: list[Spoken] = []
        self.spoken_score = Spoken(self.viewport(), "score")
        self.spoken_info = Spoken(self.viewport(), "contract")
        self.spoken_prompt = Spoken(self.viewport(), "prompt")
        self.spoken_trick = Spoken(self.viewport(), "trick")
        self.prompt = ""
        self.prompt_warning = False
        self.focus_tile = -1
        self.hint_tile = -1
        self.highlights: list[str] = []
        self._thinking: set[int] = set()
        c = controller
        c.gameReset.connect(self.rebuild)
        c.dealt.connect(self._on_dealt)
        c.bidMade.connect(lambda *_: self._refresh_boards())
        c.contractNamed.connect(self._on_contract)
        c.widowTaken.connect(lambda *_: self.animator.add(lambda: self._sync(280)))
        c.tilePlayed.connect(self._on_played)
        c.trickWon.connect(self._on_trick_won)
        c.handScored.connect(self._on_scored)
        c.turnChanged.connect(self._on_turn)
        c.thinkingChanged.connect(self._on_thinking)
        hand_model.dataChanged.connect(lambda *_: self._restyle())
        self.animator.idle.connect(self._restyle)
        self.animator.idle.connect(self._refresh_plates)
        self.animator.idle.connect(self._redraw_highlights)  # the rings follow the tiles
        self.hand_list = HandList(hand_model, self.viewport())
        self.hand_list.preferred = self._preferred_tile
        self.hand_list.current.connect(self._on_list_current)
        self.hand_list.chosen.connect(self._on_list_chosen)
        self.hand_list.escape.connect(self.animator.skip)
        self.setFocusProxy(self.hand_list)  # the keyboard reaches the tiles through the list
        self.setAccessibleName(translate("Table", "Table"))

    # ------------------------------------------------------------ settings

    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else DEFAULT_THEME
        self._restyle()
        self.resetCachedContent()
        self.viewport().update()

    def set_speed(self, factor: float) -> None:
        self.animator.speed = max(0.0, factor)

    # ------------------------------------------------------------ geometry

    @property
    def n_seats(self) -> int:
        return self.controller.rules.layout.n_seats

    def _rel(self, seat: int) -> int:
        """Where a seat sits from the viewer: 0 bottom, then clockwise (left, top, right)."""
        return (seat - self.controller.view_seat) % self.n_seats

    def _side_of(self, seat: int) -> str:
        rel = self._rel(seat)
        if self.n_seats == 4:
            return ("bottom", "left", "top", "right")[rel]
        return ("bottom", "left", "right")[rel]

    def _tile_size(self) -> float:
        w, h = self.viewport().width(), self.viewport().height()
        n = max(self.controller.rules.layout.hand_size + 1, 8)
        return max(40.0, min(h * 0.16, w * 0.11, w * 0.6 / (n * 0.56)))

    def plate_width(self) -> float:
        return max(150.0, min(PLATE_WIDTH, self.viewport().width() * 0.22))

    def _fit_plate_width(self, seat: int, plate: PlateItem) -> None:
        """A side plate widens (to the full plate width at most) where its name would be cut
        beside its badges (found at 944x660: Cebuano's "Sidlakan" beside BALASA and BID in Moon)."""
        width = self.plate_width()
        plate.set_width(width)
        if self._side_of(seat) not in ("left", "right"):
            return
        widest = min(PLATE_WIDTH, self.viewport().width() * 0.3)
        while plate.name_cut() and width < widest:
            width = min(widest, width + 8)
            plate.set_width(width)

    def _top_block(self) -> float:
        """Width of the top seat's hand and plate (0 when nobody sits at the top)."""
        size = self._tile_size()
        if self.n_seats != 4:
            return size * 0.7 + 2 * MARGIN if self.controller.rules.layout.widow else 0.0
        hand = self.controller.rules.layout.hand_size * size * 0.28 + size * 0.25
        return max(hand, self.plate_width())

    def board_width(self, default: float) -> float:
        """A corner board's width: it leaves the top seat's hand and plate room."""
        room = (self.viewport().width() - self._top_block()) / 2 - 2 * MARGIN
        return max(150.0, min(default, room))

    def boards_bottom(self) -> float:
        """The lowest a corner board reaches (with its most lines)."""
        return MARGIN + 30 + 30 * 4

    def side_plate_y(self) -> float:
        return self.boards_bottom() + 26 + MARGIN

    def _hand_spots(self, seat: int, count: int) -> list[Spot]:
        w, h = self.viewport().width(), self.viewport().height()
        size = self._tile_size()
        side = self._side_of(seat)
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
        step = size * 0.56 * scale
        # Side hands run down from just under their plates, which sit under the corner boards.
        y0 = self.side_plate_y() + 26 + MARGIN + size * scale * 0.25
        x = size * scale * 0.5 + MARGIN if side == "left" else w - size * scale * 0.5 - MARGIN
        return [Spot(QPointF(x, y0 + i * step), scale, -90, 10 + i) for i in range(count)]

    def _centre(self) -> QPointF:
        w, h = self.viewport().width(), self.viewport().height()
        return QPointF(w / 2, h * (0.42 if self.n_seats == 4 else 0.44))

    def _trick_spot(self, seat: int, order: int) -> Spot:
        """Each seat's tile lies in front of it: a cross of tiles around the centre."""
        size = self._tile_size()
        scale = 0.78
        c = self._centre()
        side = self._side_of(seat)
        if side in ("bottom", "top"):
            off = QPointF(0, size * 0.45 * (1 if side == "bottom" else -1))
            return Spot(c + off, scale, 0, 40 + order)
        # Lengthwise beside the centre, towards its player, in three-player games too (found by
        # playing Moon: East's tile, upright just right of the centre, read as the top seat's).
        off = QPointF(size * 0.62 * (1 if side == "right" else -1), 0)
        return Spot(c + off, scale, -90, 40 + order)

    def _plate_pos(self, seat: int) -> QPointF:
        w, h = self.viewport().width(), self.viewport().height()
        size = self._tile_size()
        side = self._side_of(seat)
        if side == "bottom":
            return QPointF(w / 2, h - size - 48)
        if side == "top":
            return QPointF(w / 2, size * 0.5 + 50)
        half = (self._plates[seat].half if seat < len(self._plates) else self.plate_width() / 2) + MARGIN
        return QPointF(half if side == "left" else w - half, self.side_plate_y())

    def user_plate_top(self) -> float:
        """The top of the user's plate: a decision panel never comes lower."""
        return self._plate_pos(self.controller.view_seat).y() - 26

    def panel_area(self) -> QRectF:
        """Where a decision panel may go: under the side plates (or the top plate),
        above the user's plate, between the side hands."""
        w = self.viewport().width()
        size = self._tile_size()
        top = self.side_plate_y() + 26 + MARGIN
        bottom = self.prompt_rect().top() - 6  # the prompt pill stays clear
        side = size * 0.5 + 2 * MARGIN
        return QRectF(side, top, w - 2 * side, max(0.0, bottom - top))

    def _aside_spot(self, seat: int) -> QPointF:
        """Where a seat's won tricks go: just inside its plate."""
        p = self._plate_pos(seat)
        c = self._centre()
        return p + (c - p) * 0.25

    # ------------------------------------------------------------ desired layout

    def _desired(self, obs: Observation) -> dict[Key, tuple[Spot, int, bool]]:
        """Every tile to show: key -> (spot, tile, face_up)."""
        out: dict[Key, tuple[Spot, int, bool]] = {}
        n = self.n_seats
        layout = obs.rules.layout
        if obs.phase is Phase.DEAL:
            return out
        in_trick = {t for _, t in self._trick}
        for seat in range(n):
            if seat == obs.seat:
                tiles = [t for t in self.hand_model.tiles() if t not in in_trick]
                spots = self._hand_spots(seat, len(tiles))
                for spot, t in zip(spots, tiles):
                    out[("tile", t)] = (spot, t, True)
            elif obs.revealed is not None:
                tiles = display_order(obs.revealed[seat], obs.contract, obs.rules)
                for spot, t in zip(self._hand_spots(seat, len(tiles)), tiles):
                    out[("tile", t)] = (spot, t, True)
            else:
                for i, spot in enumerate(self._hand_spots(seat, obs.hand_sizes[seat])):
                    out[("back", seat, i)] = (spot, BACK, False)
        for order, (seat, tile) in enumerate(self._trick):
            out[("tile", tile)] = (self._trick_spot(seat, order), tile, True)
        if layout.widow:
            # Nobody sits at the top in a three-player game: the widow lies there, lengthwise,
            # clear of the panels and the trick.
            size = self._tile_size()
            top = QPointF(self.viewport().width() / 2, MARGIN + size * 0.25 * 0.7 + 4)
            if obs.widow_on_table:
                out[("widow",)] = (Spot(top, 0.7, 90, 30), BACK, False)
            elif obs.discard is not None and obs.phase is not Phase.WIDOW:
                # The tile laid away, face up where the bidder knows it (found by playing Moon:
                # nothing showed which tile had been laid away) ...
                out[("tile", obs.discard)] = (Spot(top, 0.7, 90, 30), obs.discard, True)
            elif laid_away(obs):
                out[("laid",)] = (Spot(top, 0.7, 90, 30), BACK, False)  # ... else face down
        return out

    def _sync(self, duration: int, origin: dict[Key, QPointF] | None = None) -> QParallelAnimationGroup | None:
        """Move every tile to where the observation says it belongs (animated)."""
        obs = self.controller.observation()
        want = self._desired(obs)
        size = self._tile_size()
        group = QParallelAnimationGroup()
        scene = self.scene()
        backs_by_seat: dict[int, list[QPointF]] = {}
        for key, item in list(self._items.items()):
            if key not in want:
                if key[0] == "back":
                    backs_by_seat.setdefault(key[1], []).append(item.pos())
                scene.removeItem(item)
                del self._items[key]
        for key, (spot, tile, face_up) in want.items():
            found = self._items.get(key)
            if found is None:
                item = TileItem(tile, face_up, self.theme, size)
                item.clicked.connect(self._on_tile_clicked)
                item.dropped.connect(self._on_tile_dropped)
                start = (origin or {}).get(key)
                if start is None and key[0] == "tile":
                    start = self._start_for_tile(key[1], backs_by_seat)
                item.setPos(start if start is not None else spot.pos)
                item.setScale(spot.scale)
                item.setRotation(spot.rotation)
                scene.addItem(item)
                self._items[key] = item
            else:
                item = found
            item.set_size(size)
            item.set_look(tile, face_up, self.theme)
            item.setZValue(spot.z)
            if duration and self.animator.speed:
                if item.pos() != spot.pos:
                    group.addAnimation(_anim(item, b"pos", item.pos(), spot.pos, duration))
                if item.scale() != spot.scale:
                    group.addAnimation(_anim(item, b"scale", item.scale(), spot.scale, duration))
                if item.rotation() != spot.rotation:
                    group.addAnimation(_anim(item, b"rotation", item.rotation(), spot.rotation, duration))
            else:
                item.setPos(spot.pos)
                item.setScale(spot.scale)
                item.setRotation(spot.rotation)
        self._restyle()
        self._refresh_plates()
        self._refresh_boards()
        self._place_hand_list()
        return group if group.animationCount() else None

    def _start_for_tile(self, tile: int, backs: dict[int, list[QPointF]]) -> QPointF | None:
        """A tile that appears in the trick comes from its player's hand."""
        for seat, t in self._trick:
            if t == tile:
                if backs.get(seat):
                    return backs[seat].pop()
                spots = self._hand_spots(seat, max(1, self.controller.observation().hand_sizes[seat]))
                return spots[len(spots) // 2].pos
        return None

    # ------------------------------------------------------------ events

    def rebuild(self) -> None:
        """Redraw everything from the observation, without animation (new game, undo, load)."""
        self.animator.clear(release=False)
        for item in list(self._items.values()) + self._leaving:
            self.scene().removeItem(item)
        self._items.clear()
        self._leaving.clear()
        obs = self.controller.observation()
        self._trick = list(obs.trick)
        self._thinking.clear()
        self.hint_tile = -1
        self._make_plates()
        self._sync(0)
        self.animator.let_go()

    def _on_dealt(self) -> None:
        self._trick = []
        self.hint_tile = -1
        self.animator.add(self._deal_animation)

    def _deal_animation(self) -> QSequentialAnimationGroup | None:
        # Face-down tiles and plates are kept from the last hand (making 28 items at once
        # showed up as a GUI stall); the faces of the old hand go.
        for key in [k for k in self._items if k[0] != "back"]:
            self.scene().removeItem(self._items.pop(key))
        for item in self._leaving:
            self.scene().removeItem(item)
        self._leaving.clear()
        if len(self._plates) != self.n_seats:
            self._make_plates()
        obs = self.controller.observation()
        centre = self._centre()
        origin = {key: centre for key in self._desired(obs)}
        self._sync(0, origin)
        group = QParallelAnimationGroup()
        want = self._desired(obs)
        for i, (key, (spot, _, _)) in enumerate(want.items()):
            item = self._items[key]
            seq = QSequentialAnimationGroup()
            seq.addAnimation(QPauseAnimation(self.animator.ms(18 * i)))
            move = QParallelAnimationGroup()
            move.addAnimation(_anim(item, b"pos", centre, spot.pos, self.animator.ms(320)))
            move.addAnimation(_anim(item, b"rotation", spot.rotation + 180, spot.rotation, self.animator.ms(320)))
            seq.addAnimation(move)
            group.addAnimation(seq)
        return _wrap(group) if group.animationCount() else None

    def _on_contract(self, *_: Any) -> None:
        self.animator.add(lambda: self._sync(350))

    def _on_played(self, seat: int, tile: int) -> None:
        self.set_prompt("")  # whose turn it was is over; the window says the next when the table is still
        self._trick.append((seat, tile))
        self.hint_tile = -1
        self.animator.add(lambda: self._sync(260))

    def _on_trick_won(self, winner: int, trick: Trick) -> None:
        self.animator.add(lambda: self._trick_away(winner, trick))

    def _trick_away(self, winner: int, trick: Trick) -> QSequentialAnimationGroup:
        """Hold the full trick a moment, then slide it to the winner's side."""
        seq = QSequentialAnimationGroup()
        seq.addAnimation(QPauseAnimation(self.animator.ms(650)))
        slide = QParallelAnimationGroup()
        target = self._aside_spot(winner)
        leaving = []
        for tile in trick.tiles:
            item = self._items.pop(("tile", tile), None)
            if item is None:
                continue
            leaving.append(item)
            slide.addAnimation(_anim(item, b"pos", item.pos(), target, self.animator.ms(300)))
            slide.addAnimation(_anim(item, b"scale", item.scale(), 0.3, self.animator.ms(300)))
            slide.addAnimation(_anim(item, b"opacity", 1.0, 0.0, self.animator.ms(300)))
        self._leaving.extend(leaving)
        seq.addAnimation(slide)
        played = set(trick.tiles)

        def done() -> None:
            for item in leaving:
                if item in self._leaving:
                    self._leaving.remove(item)
                    self.scene().removeItem(item)
            self._trick = [(s, t) for s, t in self._trick if t not in played]
            self._refresh_plates()
            self._refresh_boards()

        seq.finished.connect(done)
        return seq

    def _on_scored(self, *_: Any) -> None:
        self.animator.add(self._reveal)

    def _reveal(self) -> QParallelAnimationGroup | None:
        self._trick = list(self.controller.observation().trick)
        return self._sync(300)

    def _on_turn(self, seat: int) -> None:
        self._refresh_plates()
        self._restyle()
        if not self.animator.busy and set(self._desired(self.controller.observation())) != set(self._items):
            # A change no play announces: the bidder took the widow into the hand.
            self.animator.add(lambda: self._sync(280))

    def _on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        self._refresh_plates()

    # ------------------------------------------------------------ decoration

    def _make_plates(self) -> None:
        for plate in self._plates:
            self.scene().removeItem(plate)
        for spoken in self.spoken_plates:
            spoken.deleteLater()
        self._plates = []
        self.spoken_plates = []
        for seat in range(self.n_seats):
            plate = PlateItem()
            self.scene().addItem(plate)
            self._plates.append(plate)
            self.spoken_plates.append(Spoken(self.viewport(), f"seat{seat}"))
        self._refresh_plates()

    def _refresh_plates(self) -> None:
        obs = self.controller.observation()
        names = self.controller.players_names()
        if len(self._plates) != obs.rules.layout.n_seats:
            return
        last_bid = {s: b for s, b in obs.bids}
        for seat, plate in enumerate(self._plates):
            line = ""
            if seat in last_bid and obs.phase in (Phase.BID, Phase.TRUMP, Phase.WIDOW):
                line = translate("Table", "bid {bid}").format(bid=bid_text(last_bid[seat], obs.rules)) \
                    if not last_bid[seat].is_pass else translate("Table", "passed")
            elif obs.sitting_out == seat:
                line = translate("Table", "sits out (Nello)")
            elif self.controller.seats and seat < len(self.controller.seats):
                cfg = self.controller.seats[seat]
                line = "" if cfg.is_human else translate("Table", "{level} AI").format(level=level_label(cfg.level or ""))
            plate.set(
                name=seat_label(names, seat),
                line=line,
                shaker=seat == obs.shaker,
                bidder=seat == obs.bidder and obs.phase is not Phase.BID,
                turn=seat == obs.to_act,
                thinking=seat in self._thinking,
                tricks=obs.tricks_won[seat] if obs.rules.variant is Variant.MOON else 0,  # laid-down tricks too
            )
            self._fit_plate_width(seat, plate)
            plate.setPos(self._plate_pos(seat))
            self.spoken_plates[seat].say(self._plate_speech(seat, plate, obs.tricks_won[seat]), self._on_screen(plate))

    def _seat_role(self, seat: int) -> str:
        """Who a seat is to the user: you, your partner or an opponent."""
        layout = self.controller.rules.layout
        view = self.controller.view_seat
        if seat == view:
            return translate("Table", "you")
        if layout.partnerships and layout.side(seat) == layout.side(view):
            return translate("Table", "your partner")
        return translate("Table", "opponent")

    def _plate_speech(self, seat: int, plate: PlateItem, tricks: int) -> str:
        """A plate as a screen reader says it: "West, opponent, Normal AI, bid 30, shaker, 2 tricks, to play"."""
        role = self._seat_role(seat)
        line = translate("Table", "thinking…") if plate.thinking else plate.line
        parts = [plate.name, "" if plate.name.casefold() in role.casefold() else role, line]  # not "Partner, your partner"
        parts += [translate("Table", "bidder") if plate.bidder else "", translate("Table", "shaker") if plate.shaker else ""]
        parts.append(translate("Table", "%n trick(s)", None, tricks) if tricks else "")
        parts.append(self._turn_speech() if plate.turn else "")
        return ", ".join(p for p in parts if p)

    def _turn_speech(self) -> str:
        """What the seat to act is to do (found in the accessibility tree: "You, to play" while bidding)."""
        phase = self.controller.observation().phase
        if phase is Phase.BID:
            return translate("Table", "to bid")
        if phase is Phase.TRUMP:
            return translate("Table", "to name trump")
        if phase is Phase.WIDOW:
            return translate("Table", "to lay a tile away")
        return translate("Table", "to play")

    def _on_screen(self, item: QGraphicsItem) -> QRect:
        return self.mapFromScene(item.sceneBoundingRect()).boundingRect()

    def _refresh_boards(self) -> None:
        obs = self.controller.observation()
        rules = obs.rules
        sides = side_names(rules, self.controller.players_names(), self.controller.view_seat)
        marks = rules.variant is not Variant.MOON and rules.scoring == "marks"
        lines = [(name, str(score), score if marks else None) for name, score in zip(sides, obs.score)]
        title = translate("Table", "Score · marks to {target}") if marks else translate("Table", "Score · points to {target}")
        self.score_board.set(title.format(target=rules.target), lines)
        self.score_board.set_width(self.board_width(260))
        self.score_board.setPos(MARGIN, MARGIN)
        info: list[tuple[str, str, int | None]] = []
        names = self.controller.players_names()
        if obs.bidder is not None and obs.bid is not None:
            info.append((translate("Table", "Bid"), translate("Table", "{who}: {bid}").format(
                who=seat_label(names, obs.bidder), bid=bid_text(obs.bid, rules)), None))
        elif obs.bids:
            high = max((b for _, b in obs.bids), key=lambda b: b.value)
            info.append((translate("Table", "Bidding"), translate("Table", "all passed so far") if high.is_pass else
                         translate("Table", "high bid {bid}").format(bid=bid_text(high, rules)), None))
        if obs.contract is not None:
            trump = obs.contract.is_suit or obs.contract is Contract.DOUBLES
            info.append((translate("Table", "Trump") if trump else translate("Table", "Playing"), contract_text(obs.contract), None))  # noqa: E501
        if laid_away(obs):
            info.append((translate("Table", "Laid away"), TILE_NAMES[obs.discard] if obs.discard is not None
                         else translate("Table", "face down"), None))
        if obs.bidder is not None and obs.phase in (Phase.PLAY, Phase.SCORED, Phase.GAME_OVER):
            if rules.layout.partnerships:
                pts = " · ".join(f"{n} {p}" for n, p in zip(sides, obs.points))
            else:
                pts = " · ".join(f"{seat_label(names, s)} {t}" for s, t in enumerate(obs.tricks_won))
            info.append((translate("Table", "This hand"), pts, None))
        title = translate("Table", "{game} · hand {number}").format(game=variant_name(rules.variant), number=obs.hand_index + 1)
        self.info_board.set(title, info)
        self.info_board.set_width(self.board_width(300))
        self.info_board.setPos(self.viewport().width() - self.info_board.width - MARGIN, MARGIN)
        for spoken, board in ((self.spoken_score, self.score_board), (self.spoken_info, self.info_board)):
            spoken.say(board_speech(board), self._on_screen(board))
        self._say_trick()

    def _say_trick(self) -> None:
        """The tiles in the middle of the table, for a screen reader: "On the table: West six-four,
        Partner double four" (the plays were announced one by one; this is what review mode reads)."""
        names = self.controller.players_names()
        count = self.controller.rules.variant is not Variant.MOON
        plays = [translate("Table", "{seat} {tile}").format(seat=seat_label(names, seat), tile=spoken_tile(tile, count=count))
                 for seat, tile in self._trick]
        size = self._tile_size()
        centre = self.mapFromScene(self._centre())
        where = QRect(int(centre.x() - size), int(centre.y() - size), int(2 * size), int(2 * size))
        self.spoken_trick.say(translate("Table", "On the table: {plays}").format(plays=", ".join(plays)) if plays else "", where)

    def _preferred_tile(self) -> int | None:
        """Where the keyboard's choice starts when the hand changes: the bidder about to lay a tile
        away starts on the tile the widow gave (found by playing Moon by keyboard: it started on the
        first tile of the hand)."""
        obs = self.controller.observation()
        if obs.phase is Phase.WIDOW and obs.to_act == obs.seat and obs.widow is not None and obs.hand >> obs.widow & 1:
            return obs.widow
        return None

    def _restyle(self) -> None:
        """Dim the user's tiles that cannot be played now; outline the focused or hinted tile."""
        obs = self.controller.observation()
        choosing = obs.to_act == obs.seat and obs.phase in (Phase.PLAY, Phase.WIDOW) and not self.animator.busy
        for key, item in self._items.items():
            if key[0] != "tile" or not (obs.hand >> key[1] & 1):
                item.set_look(item.tile, item.face_up, self.theme)
                item.draggable = False
                continue
            legal = self.hand_model.is_legal(key[1])
            focused = key[1] == self.focus_tile and self.hand_list.hasFocus()
            from_widow = obs.phase is Phase.WIDOW and key[1] == obs.widow  # which tile the widow gave
            item.set_look(item.tile, item.face_up, self.theme, dimmed=choosing and not legal,
                          marked="widow" if from_widow else "focus" if focused else "hint" if key[1] == self.hint_tile else "")
            item.draggable = choosing and legal
            item.setCursor(Qt.CursorShape.PointingHandCursor if choosing and legal else Qt.CursorShape.ArrowCursor)

    def set_prompt(self, text: str, warning: bool = False) -> None:
        """The line over the user's plate; a `warning` (a refused move) shows in red."""
        self.prompt = text
        self.prompt_warning = warning
        self.setAccessibleDescription(text)
        self.spoken_prompt.say(text, self.prompt_rect().toAlignedRect())
        self.viewport().update()

    def painted_texts(self) -> list[str]:
        """Every text the table paints itself (the prompt, the plates and the corner boards), for
        the tests that check each is translated."""
        out = [self.prompt] if self.prompt else []
        for plate in self._plates:
            out += plate.texts()
        return out + self.score_board.texts() + self.info_board.texts()

    def show_hint_tile(self, tile: int) -> None:
        self.hint_tile = tile
        self._restyle()

    # ------------------------------------------------------------ painting

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        theme = THEMES[self.theme]
        w, h = self.viewport().width(), self.viewport().height()
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0, QColor(theme.felt))
        grad.setColorAt(1, QColor(theme.felt_edge))
        painter.fillRect(rect, QBrush(grad))
        c = self._centre()
        size = self._tile_size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, size * 1.25, size * 1.05)

    def _prompt_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(12)
        font.setBold(True)
        return font

    def prompt_rect(self) -> QRectF:
        """The pill with the prompt: just over the user's plate."""
        w = self.viewport().width()
        y = self._plate_pos(self.controller.view_seat).y() - 26 - 6 - 17
        width = min(QFontMetricsF(self._prompt_font()).horizontalAdvance(self.prompt) + 36, w - 2 * MARGIN)
        return QRectF(w / 2 - width / 2, y - 17, width, 34)

    def set_highlights(self, targets: list[str]) -> None:
        """Ring what a tutorial card points at: "tile:5-5", "seat:2", "hand", "trick", "score",
        "contract" or "panel" (the open bid or trump panel)."""
        self.highlights = list(targets)
        self.viewport().update()

    def _redraw_highlights(self) -> None:
        if self.highlights:
            self.viewport().update()

    def highlight_rects(self) -> list[QRectF]:
        """Where the rings are drawn now (they follow the items as the table moves)."""
        out = []
        for target in self.highlights:
            rect = self._target_rect(target)
            if rect is not None and not rect.isEmpty():
                out.append(rect.adjusted(-5, -5, 5, 5))
        return out

    def _target_rect(self, target: str) -> QRectF | None:
        kind, _, value = target.partition(":")
        if kind == "tile":
            item = self.tile_item(parse_tile(value)) if value else None
            return item.sceneBoundingRect() if item is not None else None
        if kind == "seat":
            seat = int(value) if value.isdigit() else -1
            return self._plates[seat].sceneBoundingRect() if 0 <= seat < len(self._plates) else None
        if target == "score":
            return self.score_board.sceneBoundingRect()
        if target == "contract":
            return self.info_board.sceneBoundingRect()
        if target == "hand":
            hand = self.controller.observation().hand
            return _union([item.sceneBoundingRect() for key, item in self._items.items()
                           if key[0] == "tile" and hand >> key[1] & 1])
        if target == "trick":
            size = self._tile_size()
            c = self._centre()
            return QRectF(c.x() - size * 1.25, c.y() - size * 1.05, size * 2.5, size * 2.1)
        if target == "panel":
            panels = [w for w in self.findChildren(QFrame, "panel") if w.isVisible()]
            return QRectF(panels[0].geometry()) if panels else None
        return None

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self.highlights:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            # Light blue, not the gold of the seat to play, so a ring is never taken for a turn.
            painter.setPen(QPen(QColor("#5fd4ff"), 4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for ring in self.highlight_rects():
                painter.drawRoundedRect(ring, 10, 10)
        if not self.prompt:
            return
        painter.setFont(self._prompt_font())
        box = self.prompt_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(box, 17, 17)
        painter.fillPath(path, QColor(150, 30, 20, 210) if self.prompt_warning else QColor(0, 0, 0, 150))
        painter.setPen(QColor("#fff3c4"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.prompt)

    # ------------------------------------------------------------ input

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.scene().setSceneRect(0, 0, self.viewport().width(), self.viewport().height())
        self.resetCachedContent()
        if self.animator.busy:
            self.animator.skip()
        if self.controller.started:
            self._sync(0)

    def mousePressEvent(self, event: Any) -> None:
        if self.animator.busy:
            self.animator.skip()
            event.accept()
            return
        super().mousePressEvent(event)

    def _on_list_current(self, tile: int) -> None:
        self.focus_tile = tile
        self._restyle()

    def _on_list_chosen(self, tile: int) -> None:
        if self.animator.busy:
            self.animator.skip()
        else:
            self.tileChosen.emit(tile)

    def _place_hand_list(self) -> None:
        """Lay the hand list over the user's tiles (it draws nothing)."""
        spots = self._hand_spots(self.controller.view_seat, max(1, len(self.hand_model.tiles())))
        size = self._tile_size()
        left, right = spots[0].pos.x() - size * 0.25, spots[-1].pos.x() + size * 0.25
        top = spots[0].pos.y() - size * 0.5
        self.hand_list.setGeometry(int(left), int(top), int(right - left) + 1, int(size) + 1)

    def _on_tile_clicked(self, tile: int) -> None:
        if self.animator.busy:
            self.animator.skip()
            return
        obs = self.controller.observation()
        if obs.hand >> tile & 1:
            self.hand_list.select_tile(tile)
            self.tileChosen.emit(tile)

    def _on_tile_dropped(self, tile: int, lift: float) -> None:
        """A tile dragged well up towards the trick is played; otherwise it goes back."""
        if lift > self._tile_size() * 0.6:
            self.tileChosen.emit(tile)
        if self.controller.started and not self.animator.busy:
            self._sync(0)

    def tile_item(self, tile: int) -> TileItem | None:
        """The item showing a face-up tile (tests and tools use it)."""
        return self._items.get(("tile", tile))

    def tile_items(self) -> dict[Key, TileItem]:
        return dict(self._items)


def _fitted(font: QFont, text: str, width: float, smallest: float = 7.0) -> QFont:
    """`font`, made smaller (down to `smallest` pt) until `text` fits `width`: a board never cuts its text."""
    out = QFont(font)
    size = out.pointSizeF()
    while size > smallest and QFontMetricsF(out).horizontalAdvance(text) > width:
        size -= 0.5
        out.setPointSizeF(size)
    return out


def _union(rects: list[QRectF]) -> QRectF | None:
    if not rects:
        return None
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def _anim(item: QGraphicsObject, prop: bytes, start: Any, end: Any, ms: int) -> QPropertyAnimation:
    a = QPropertyAnimation(item, prop)
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(ms)
    a.setEasingCurve(QEasingCurve.Type.OutCubic)
    return a


def _wrap(group: QParallelAnimationGroup) -> QSequentialAnimationGroup:
    seq = QSequentialAnimationGroup()
    seq.addAnimation(group)
    return seq
