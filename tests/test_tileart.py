"""Tiles are drawn from images made once per size (`tileart.paint_tile`); marks as strokes where they read."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from texas42_qt.gui.tileart import dressed_image, paint_tile, tile_image


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


def test_a_tile_is_one_image_with_its_shadow_and_marks_and_stays_in_its_bounds(qapp):
    # The deal draws 28 turning tiles a frame: one image each (shadow, face, dimming, outline
    # made once per look and size), not five drawing calls. Its shadow was clipped on big tiles.
    from PySide6.QtWidgets import QGraphicsScene

    from texas42_qt.gui.table_items import TileItem

    dressed_image.cache_clear()
    scene = QGraphicsScene()
    item = TileItem(5, True, "classic", 180)
    item.set_look(5, True, "classic", dimmed=True, marked="hint")
    scene.addItem(item)
    bounds = item.sceneBoundingRect()
    canvas = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    for _ in range(2):
        canvas.fill(0)
        painter = QPainter(canvas)
        scene.render(painter, QRectF(0, 0, 400, 400), QRectF(-200, -200, 400, 400))
        painter.end()
    assert dressed_image.cache_info().currsize == 1, "one image for one look at one size"
    drawn = [(x - 200, y - 200) for y in range(400) for x in range(0, 400, 3) if canvas.pixelColor(x, y).alpha()]
    assert drawn and all(bounds.adjusted(-1, -1, 1, 1).contains(x, y) for x, y in drawn)
    assert max(y for _, y in drawn) >= 90 + 180 * 0.03 - 1, "the shadow is drawn whole under the tile, not cut short"
    assert item.shape().boundingRect() == QRectF(-45, -90, 90, 180), "a click counts on the tile, not its shadow"
