"""Tiles are drawn from images made once per size (`tileart.paint_tile`); marks as strokes where they read."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from texas42_qt.gui.tileart import paint_tile, tile_image


def test_a_turning_tile_reuses_one_image(qapp):
    # The deal turns every tile as it flies in: an image per angle meant an SVG render
    # per tile per frame (a GUI stall). The size comes from the scale, not the turned bounds.
    tile_image.cache_clear()
    canvas = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(canvas)
    for angle in (0, 17, 33, 45, 90, 180 + 33):
        painter.resetTransform()
        painter.translate(150, 150)
        painter.rotate(angle)
        paint_tile(painter, QRectF(-30, -60, 60, 120), 5, "classic")
    painter.scale(2, 2)
    paint_tile(painter, QRectF(-30, -60, 60, 120), 5, "classic")
    painter.end()
    sizes = tile_image.cache_info().currsize
    assert sizes == 2, "one image at the tile's size, one at twice the scale"


def test_marks_are_drawn_as_strokes_only_where_they_read():
    from texas42_qt.gui.tally import tally_fits

    assert tally_fits(QRectF(0, 0, 60, 16), 2)
    assert not tally_fits(QRectF(0, 0, 60, 8), 2), "a one-line row: specks, not letters"
    assert not tally_fits(QRectF(0, 0, 20, 16), 9), "two ALLs need more width"
