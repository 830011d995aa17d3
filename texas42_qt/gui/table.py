"""The table: a green felt with the user's hand at the bottom, the other seats'
hands face down around it, the trick in the middle, seat plates, the score and
the contract. Tiles are SVG items placed in view pixels (so they stay crisp)
and every move is animated through the `Animator`.

The view shows only the controller's observation (the human seat's view) plus
the order of events it was told about; it decides nothing about the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..engine import Observation, Phase, Trick
from .a11y import Spoken
from .animator import Animator, animate, in_sequence
from .controller import GameController
from .handlist import HandList, SitOut
from .i18n import translate
from .models import (
    HandModel,
)
from .table_decor import TableDecor
from .table_geometry import Key, Spot, TableGeometry
from .table_items import MARGIN, PlateItem, TileItem
from .table_paint import paint_felt, paint_prompt, paint_rings, prompt_font
from .table_rings import target_rect
from .tileart import DEFAULT_THEME, THEMES


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
        # No SmoothPixmapTransform: items draw from caches made at device resolution, so a smooth blit only
        # resamples them at fractional positions (it tripled the frame time); paint_tile smooths its scaling.
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(False)  # a game file dropped on the table goes to the window (found by QA: swallowed)
        # Small enough for the window to fit 1024x700 at 150% (placement.LEAST_WINDOW keeps it larger elsewhere)
        self.setMinimumSize(540, 400)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt gradient is costly to fill
        self._items: dict[Key, TileItem] = {}
        self._leaving: list[TileItem] = []
        self._trick: list[tuple[int, int]] = []
        """The trick as shown: (seat, tile), kept until its 'won' animation has run."""
        self._plates: list[PlateItem] = []
        self.keep_trick: Callable[[], bool] = lambda: False
        """Whether a trick just won stays, a lesson's card about it showing (found by QA: cards
        explained a trick already swept away)."""
        self.held_trick: tuple[int, Trick] | None = None
        self.asked_tile: Callable[[], int | None] = lambda: None
        """The tile a lesson's card asks the user to play: the keyboard's choice starts there."""
        self.geo = TableGeometry(controller, self.viewport, self._plates)
        self.spoken_prompt = Spoken(self.viewport(), "prompt")
        self.prompt = ""
        self.prompt_warning = False
        self.focus_tile = -1
        self.hint_tile = -1
        self.highlights: list[str] = []
        self._thinking: set[int] = set()
        self.decor = TableDecor(self, controller, self.geo, self._plates, self._thinking, self._trick)
        self.score_board, self.info_board = self.decor.score_board, self.decor.info_board
        self.geo.boards = [self.score_board, self.info_board]
        c = controller
        c.gameReset.connect(self.rebuild)
        c.dealt.connect(self._on_dealt)
        c.bidMade.connect(lambda *_: self.decor.refresh_boards())
        c.contractNamed.connect(self._on_contract)
        c.widowTaken.connect(lambda *_: self.animator.add(lambda: self._sync(280)))
        c.tilePlayed.connect(self._on_played)
        c.trickWon.connect(self._on_trick_won)
        c.handScored.connect(self._on_scored)
        c.turnChanged.connect(self._on_turn)
        c.thinkingChanged.connect(self._on_thinking)
        hand_model.dataChanged.connect(lambda *_: self._restyle())
        self.animator.idle.connect(self._restyle)
        self.animator.idle.connect(self.decor.refresh_plates)
        self.animator.idle.connect(self._redraw_highlights)  # the rings follow the tiles
        self.hand_list = HandList(hand_model, self.viewport())
        self.hand_list.preferred = self._preferred_tile
        self.hand_list.current.connect(self._on_list_current)
        self.hand_list.chosen.connect(self._on_list_chosen)
        self.hand_list.escape.connect(self.animator.skip)
        self.setFocusProxy(self.hand_list)  # the keyboard reaches the tiles through the list
        self.sit_out = SitOut(self, self.hand_list, self.animator.skip)
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

    def user_plate_top(self) -> float:
        """The top of the user's plate: a decision panel never comes lower."""
        return self.geo.plate_pos(self.controller.view_seat).y() - 26

    def panel_area(self) -> QRectF:
        """Where a decision panel may go: under the side plates (or the top plate),
        above the user's plate, between the side hands."""
        return self.geo.panel_area(self.prompt_rect().top() - 6)  # the prompt pill stays clear

    # ------------------------------------------------------------ desired layout

    def _layout(self, obs: Observation | None = None) -> dict[Key, tuple[Spot, int, bool]]:
        return self.geo.layout(obs or self.controller.observation(), self.hand_model.tiles(), self._trick)

    def _sync(self, duration: int, origin: dict[Key, QPointF] | None = None) -> QParallelAnimationGroup | None:
        """Move every tile to where the observation says it belongs (animated)."""
        obs = self.controller.observation()
        want = self._layout(obs)
        size = self.geo.tile_size()
        group = QParallelAnimationGroup()
        scene = self.scene()
        backs_by_seat: dict[int, list[QPointF]] = {}
        for key, item in list(self._items.items()):
            if key not in want:
                if key.kind == "back":
                    backs_by_seat.setdefault(key.id, []).append(item.pos())
                scene.removeItem(item)
                del self._items[key]
        for key, (spot, tile, face_up) in want.items():
            found = self._items.get(key)
            if found is None:
                item = TileItem(tile, face_up, self.theme, size)
                item.clicked.connect(self._on_tile_clicked)
                item.dropped.connect(self._on_tile_dropped)
                start = (origin or {}).get(key)
                if start is None and key.kind == "tile":
                    start = self._start_for_tile(key.id, backs_by_seat)
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
                    group.addAnimation(animate(item, b"pos", item.pos(), spot.pos, duration))
                if item.scale() != spot.scale:
                    group.addAnimation(animate(item, b"scale", item.scale(), spot.scale, duration))
                if item.rotation() != spot.rotation:
                    group.addAnimation(animate(item, b"rotation", item.rotation(), spot.rotation, duration))
            else:
                item.setPos(spot.pos)
                item.setScale(spot.scale)
                item.setRotation(spot.rotation)
        self._restyle()
        self.decor.refresh_plates()
        self.decor.refresh_boards()
        self._place_hand_list()
        return group if group.animationCount() else None

    def _start_for_tile(self, tile: int, backs: dict[int, list[QPointF]]) -> QPointF | None:
        """A tile that appears in the trick comes from its player's hand."""
        for seat, t in self._trick:
            if t == tile:
                if backs.get(seat):
                    return backs[seat].pop()
                spots = self.geo.hand_spots(seat, max(1, self.controller.observation().hand_sizes[seat]))
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
        # A trick just won whose lesson card is up stays in sight (found: a lesson resumed on such a card showed none)
        won = obs.tricks[-1] if obs.tricks and not obs.trick and obs.claimed is None and self.keep_trick() else None
        self._trick[:] = list(zip(won.seats, won.tiles)) if won else obs.trick
        self._thinking.clear()
        self.hint_tile, self.held_trick = -1, (won.winner, won) if won else None
        self.decor.turn_shown = True  # a new game (or a lesson's end let go) moves again
        self.decor.make_plates()
        self._sync(0)
        self.animator.let_go()

    def _on_dealt(self) -> None:
        self._trick.clear()
        self.held_trick = None
        self.hint_tile = -1
        self.animator.add(self._deal_animation)

    def _deal_animation(self) -> QSequentialAnimationGroup | None:
        # Face-down tiles and plates are kept from the last hand (making 28 items at once
        # showed up as a GUI stall); the faces of the old hand go.
        for key in [k for k in self._items if k.kind != "back"]:
            self.scene().removeItem(self._items.pop(key))
        for item in self._leaving:
            self.scene().removeItem(item)
        self._leaving.clear()
        if len(self._plates) != self.n_seats:
            self.decor.make_plates()
        obs = self.controller.observation()
        centre = self.geo.centre()
        origin = {key: centre for key in self._layout(obs)}
        self._sync(0, origin)
        group = QParallelAnimationGroup()
        want = self._layout(obs)
        for i, (key, (spot, _, _)) in enumerate(want.items()):
            item = self._items[key]
            seq = QSequentialAnimationGroup()
            seq.addAnimation(QPauseAnimation(self.animator.ms(18 * i)))
            move = QParallelAnimationGroup()
            move.addAnimation(animate(item, b"pos", centre, spot.pos, self.animator.ms(320)))
            move.addAnimation(animate(item, b"rotation", spot.rotation + 180, spot.rotation, self.animator.ms(320)))
            seq.addAnimation(move)
            group.addAnimation(seq)
        return in_sequence(group) if group.animationCount() else None

    def _on_contract(self, *_: Any) -> None:
        self.animator.add(lambda: self._sync(350))

    def _on_played(self, seat: int, tile: int) -> None:
        self.set_prompt("")  # whose turn it was is over; the window says the next when the table is still
        self._trick.append((seat, tile))
        self.hint_tile = -1
        self.animator.add(lambda: self._sync(260))

    def _on_trick_won(self, winner: int, trick: Trick) -> None:
        self.animator.add(lambda: self._trick_away(winner, trick))

    def let_trick_go(self) -> None:
        """The trick kept while a lesson's card was read goes to its winner."""
        held, self.held_trick = self.held_trick, None
        if held is not None:
            self.animator.add(lambda: self._trick_away(*held, kept=True))

    def _trick_away(self, winner: int, trick: Trick, kept: bool = False) -> QSequentialAnimationGroup | None:
        """Hold the full trick a moment (or, while `keep_trick`, until `let_trick_go`), then slide
        it to the winner's side."""
        if not kept and self.keep_trick():
            self.held_trick = (winner, trick)
            return None
        seq = QSequentialAnimationGroup()
        seq.addAnimation(QPauseAnimation(self.animator.ms(650)))
        slide = QParallelAnimationGroup()
        target = self.geo.aside_spot(winner)
        leaving = []
        for tile in trick.tiles:
            item = self._items.pop(Key.face(tile), None)
            if item is None:
                continue
            leaving.append(item)
            slide.addAnimation(animate(item, b"pos", item.pos(), target, self.animator.ms(300)))
            slide.addAnimation(animate(item, b"scale", item.scale(), 0.3, self.animator.ms(300)))
            slide.addAnimation(animate(item, b"opacity", 1.0, 0.0, self.animator.ms(300)))
        self._leaving.extend(leaving)
        seq.addAnimation(slide)
        played = set(trick.tiles)

        def done() -> None:
            for item in leaving:
                if item in self._leaving:
                    self._leaving.remove(item)
                    self.scene().removeItem(item)
            self._trick[:] = [(s, t) for s, t in self._trick if t not in played]
            self.decor.refresh_plates()
            self.decor.refresh_boards()

        seq.finished.connect(done)
        return seq

    def _on_scored(self, *_: Any) -> None:
        self.animator.add(self._reveal)

    def _reveal(self) -> QParallelAnimationGroup | None:
        held = list(zip(self.held_trick[1].seats, self.held_trick[1].tiles)) if self.held_trick else []
        self._trick[:] = held + list(self.controller.observation().trick)  # (a kept last trick stays)
        return self._sync(300)

    def _on_turn(self, seat: int) -> None:
        self.decor.refresh_plates()
        self._restyle()
        if not self.animator.busy and set(self._layout()) != set(self._items):
            # A change no play announces: the bidder took the widow into the hand.
            self.animator.add(lambda: self._sync(280))

    def _on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        self.decor.refresh_plates()

    # ------------------------------------------------------------ decoration

    def _preferred_tile(self) -> int | None:
        """Where the keyboard's choice starts when the hand changes: the bidder about to lay a tile
        away starts on the tile the widow gave (found by playing Moon by keyboard: it started on the
        first tile of the hand)."""
        obs = self.controller.observation()
        asked = self.asked_tile()
        if asked is not None and obs.hand >> asked & 1:
            return asked
        if obs.phase is Phase.WIDOW and obs.to_act == obs.seat and obs.widow is not None and obs.hand >> obs.widow & 1:
            return obs.widow
        return None

    def _restyle(self) -> None:
        """Dim the user's tiles that cannot be played now; outline the focused or hinted tile."""
        obs = self.controller.observation()
        choosing = obs.to_act == obs.seat and obs.phase in (Phase.PLAY, Phase.WIDOW) and not self.animator.busy
        self.sit_out.update(obs.sitting_out == obs.seat >= 0)
        for key, item in self._items.items():
            if key.kind != "tile" or not (obs.hand >> key.id & 1):
                # Nello's sitting-out partner has turned the hand down: its tiles dimmed (found by playing)
                out = key.kind == "back" and key.id == obs.sitting_out
                item.set_look(item.tile, item.face_up, self.theme, dimmed=out)
                item.draggable = False
                continue
            legal = self.hand_model.is_legal(key.id)
            focused = key.id == self.focus_tile and self.hand_list.hasFocus()
            from_widow = obs.phase is Phase.WIDOW and key.id == obs.widow  # which tile the widow gave
            # A ring per mark (found by playing Moon by keyboard: one ring hid the others, the
            # widow's tile Enter lays away, or the hint's green under the keyboard's gold).
            marks = (("focus", focused), ("hint", key.id == self.hint_tile), ("widow", from_widow))
            item.set_look(item.tile, item.face_up, self.theme, dimmed=(choosing and not legal) or obs.sitting_out == obs.seat,
                          marked=" ".join(m for m, on in marks if on))
            item.draggable = choosing and legal
            item.setCursor(Qt.CursorShape.PointingHandCursor if choosing and legal else Qt.CursorShape.ArrowCursor)

    def set_prompt(self, text: str, warning: bool = False, said: str = "") -> None:
        """The line over the user's plate; a `warning` (a refused move) shows in red; `said`: what
        a screen reader hears, where not the text (a tile: "six-three", not "6-3")."""
        self.prompt = text
        self.prompt_warning = warning
        self.setAccessibleDescription(said or text)
        self.spoken_prompt.say(said or text, self.prompt_rect().toAlignedRect())
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
        viewport = self.viewport()
        paint_felt(painter, rect, self.theme, viewport.width(), viewport.height(), self.geo.centre(), self.geo.tile_size())

    def prompt_rect(self) -> QRectF:
        """The pill with the prompt: just over the user's plate."""
        w = self.viewport().width()
        y = self.geo.plate_pos(self.controller.view_seat).y() - 26 - 6 - 17
        width = min(QFontMetricsF(prompt_font(self.font())).horizontalAdvance(self.prompt) + 36, w - 2 * MARGIN)
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
            rect = target_rect(self, target)
            if rect is not None and not rect.isEmpty():
                out.append(rect.adjusted(-5, -5, 5, 5))
        return out

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self.highlights:
            paint_rings(painter, self.highlight_rects())
        if self.prompt:
            paint_prompt(painter, self.prompt_rect(), self.prompt, self.prompt_warning, prompt_font(self.font()))

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
        spots = self.geo.hand_spots(self.controller.view_seat, max(1, len(self.hand_model.tiles())))
        size = self.geo.tile_size()
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
        if lift > self.geo.tile_size() * 0.6:
            self.tileChosen.emit(tile)
        if self.controller.started and not self.animator.busy:
            self._sync(0)

    def tile_item(self, tile: int) -> TileItem | None:
        """The item showing a face-up tile (tests and tools use it)."""
        return self._items.get(Key.face(tile))

    def tile_items(self) -> dict[Key, TileItem]:
        return dict(self._items)

    def plates(self) -> list[PlateItem]:
        return list(self._plates)

    def open_panel(self) -> QRectF | None:
        """Where the open bid or trump panel is (a lesson's ring)."""
        panels = [w for w in self.findChildren(QFrame, "panel") if w.isVisible()]
        return QRectF(panels[0].geometry()) if panels else None
