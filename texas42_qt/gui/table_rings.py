"""What a lesson's card points at on the table, as a rectangle to ring."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF

from ..engine.tiles import parse_tile
from .controller import GameController
from .table_geometry import Key, TableGeometry, union
from .table_items import BoardItem, PlateItem, TileItem


class RingedTable(Protocol):
    """What of the table the rings need (the table implements it)."""

    controller: GameController
    geo: TableGeometry

    @property
    def score_board(self) -> BoardItem: ...
    @property
    def info_board(self) -> BoardItem: ...  # (read only: the table's is a GameBoard, which takes a click)

    def tile_item(self, tile: int) -> TileItem | None: ...
    def tile_items(self) -> dict[Key, TileItem]: ...
    def plates(self) -> list[PlateItem]: ...
    def open_panel(self) -> QRectF | None: ...


def target_rect(table: RingedTable, target: str) -> QRectF | None:
    """The rectangle of "tile:5-5", "seat:2", "hand", "trick", "score", "contract" or "panel"
    (the open bid or trump panel) on the table now; None when it is not there."""
    kind, _, value = target.partition(":")
    if kind == "tile":
        item = table.tile_item(parse_tile(value)) if value else None
        return item.face_rect() if item is not None else None
    if kind == "seat":
        seat = int(value) if value.isdigit() else -1
        plates = table.plates()
        return plates[seat].sceneBoundingRect() if 0 <= seat < len(plates) else None
    if target == "score":
        return table.score_board.sceneBoundingRect()
    if target == "contract":
        return table.info_board.sceneBoundingRect()
    if target == "hand":
        hand = table.controller.observation().hand
        return union([item.face_rect() for key, item in table.tile_items().items() if key.kind == "tile" and hand >> key.id & 1])
    if target == "trick":
        size = table.geo.tile_size()
        c = table.geo.centre()
        return QRectF(c.x() - size * 1.25, c.y() - size * 1.05, size * 2.5, size * 2.1)
    if target == "panel":
        return table.open_panel()
    return None
