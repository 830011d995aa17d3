"""Domino faces as SVG, drawn crisp at any size by QSvgRenderer.

The SVG text is generated here (not stored as 29 files per theme) so every
theme is the same drawing with other colours; `python -m texas42_qt.gui.tileart
DIR` writes the files out for anyone who wants to look at or edit them.
A tile is drawn upright: 100 wide, 200 tall, the high end on top.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

from ..engine.tiles import N_TILES, TILE_HIGH, TILE_LOW
from .i18n import QT_TRANSLATE_NOOP

WIDTH, HEIGHT = 100, 200

# Pip centres on a 3x3 grid (column, row) for 0-6 pips.
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


@dataclass(frozen=True)
class Theme:
    key: str
    label: str
    face: str
    face_edge: str
    border: str
    divider: str
    pips: tuple[str, ...]
    """Pip colour for 1-6 pips (index 0 unused)."""
    back: str
    back_pattern: str
    felt: str
    felt_edge: str


THEMES: dict[str, Theme] = {
    "classic": Theme(
        "classic", QT_TRANSLATE_NOOP("Dialogs", "Classic ivory"), "#fbf5e2", "#e6dcc0", "#7a6a4f", "#3b342a",
        ("#000", "#1b1b1b", "#1b1b1b", "#1b1b1b", "#1b1b1b", "#1b1b1b", "#1b1b1b"),
        "#7b1e22", "#a8474a", "#1f6b3a", "#0e3d20",
    ),
    "contrast": Theme(
        "contrast", QT_TRANSLATE_NOOP("Dialogs", "High contrast"), "#ffffff", "#ffffff", "#000000", "#000000",
        ("#000", "#d00000", "#0050d0", "#008a00", "#8a2be2", "#e07000", "#000000"),
        "#102a60", "#ffd400", "#145a32", "#07301a",
    ),
}
DEFAULT_THEME = "classic"


def _half(n: int, top: float, pip_colours: tuple[str, ...]) -> list[str]:
    out = []
    for col, row in _PIPS[n]:
        cx = 24 + col * 26
        cy = top + 24 + row * 26
        out.append(f'<circle cx="{cx}" cy="{cy:.0f}" r="9" fill="{pip_colours[n]}"/>')
    return out


def tile_svg(tile: int, theme: str = DEFAULT_THEME) -> str:
    """The face of a tile, high end on top."""
    t = THEMES[theme]
    hi, lo = TILE_HIGH[tile], TILE_LOW[tile]
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">',
        '<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{t.face}"/><stop offset="1" stop-color="{t.face_edge}"/></linearGradient></defs>',
        f'<rect x="2" y="2" width="96" height="196" rx="12" fill="url(#f)" stroke="{t.border}" stroke-width="3"/>',
        f'<line x1="14" y1="100" x2="86" y2="100" stroke="{t.divider}" stroke-width="4" stroke-linecap="round"/>',
        f'<circle cx="50" cy="100" r="4" fill="{t.border}"/>',
    ]
    parts += _half(hi, 0, t.pips)
    parts += _half(lo, 100, t.pips)
    parts.append("</svg>")
    return "".join(parts)


def back_svg(theme: str = DEFAULT_THEME) -> str:
    """The back of a tile: the same shape, patterned."""
    t = THEMES[theme]
    dots = "".join(
        f'<circle cx="{x}" cy="{y}" r="3" fill="{t.back_pattern}"/>' for x in range(20, 100, 20) for y in range(20, 200, 20)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">'
        f'<rect x="2" y="2" width="96" height="196" rx="12" fill="{t.back}" stroke="{t.border}" stroke-width="3"/>'
        f'<rect x="10" y="10" width="80" height="180" rx="8" fill="none" stroke="{t.back_pattern}" stroke-width="2"/>'
        f"{dots}</svg>"
    )


BACK = -1
"""The tile index that means "face down"."""


@cache
def renderer(tile: int, theme: str) -> QSvgRenderer:
    """A shared renderer per face and theme (parsing SVG once)."""
    svg = back_svg(theme) if tile == BACK else tile_svg(tile, theme)
    r = QSvgRenderer(QByteArray(svg.encode()))
    if not r.isValid():  # a bug in the generator, never user input
        raise RuntimeError(f"tile SVG {tile} of theme {theme} does not parse")
    return r


@lru_cache(maxsize=96)
def tile_image(tile: int, theme: str, width: int, height: int) -> QImage:
    """An upright tile rendered once at a pixel size (21 face-down tiles share one back)."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer(tile, theme).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


SHADOW = QColor(0, 0, 0, 70)
DIM = QColor(20, 30, 20, 120)


def margin(height: float) -> float:
    """Room a tile `height` tall needs around it for its shadow and outline."""
    return height * 0.04 + 3


@lru_cache(maxsize=96)  # about 30 MB at most on a 4K screen at pixel ratio 2
def dressed_image(tile: int, theme: str, width: int, height: int, dimmed: bool, outline: str) -> QImage:
    """A tile as the table shows it, in one image: its shadow, its face, the dimming of a tile
    that cannot be played and the outline of a marked one (`outline`, a colour, or "").
    One image a frame per tile instead of five drawing calls: the deal turns 28 tiles at once
    and each is drawn again at every angle."""
    room = math.ceil(margin(height))
    image = QImage(width + 2 * room, height + 2 * room, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    rect = QRectF(room, room, width, height)
    radius = height * 0.06
    painter.setBrush(SHADOW)
    painter.drawRoundedRect(rect.translated(height * 0.025, height * 0.03), radius, radius)
    painter.drawImage(rect, tile_image(tile, theme, width, height))
    if dimmed:
        painter.setBrush(DIM)
        painter.drawRoundedRect(rect, radius, radius)
    if outline:  # "colour", or "outer/inner": two rings, the second inside the first
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = max(2.0, height * 0.03)
        for ring, colour in enumerate(outline.split("/")):
            painter.setPen(QPen(QColor(colour), pen))
            inset = ring * pen - 1
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), height * 0.065, height * 0.065)
    painter.end()
    return image


def paint_tile(painter: QPainter, rect: QRectF, tile: int, theme: str, dimmed: bool = False, outline: str = "") -> None:
    """Draw an upright tile (or its back) filling `rect`, with its shadow (and dimming and
    outline), from an image made at the size it has on the device, so it stays crisp at any
    scale and pixel ratio."""
    # The transform's scale, not the mapped rect's bounds: those grow as a tile turns, and
    # every angle of the deal's turning tiles drew a new image from SVG (a GUI stall).
    t = painter.worldTransform()
    scale = max(math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()))
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    height = max(8, round(max(rect.width(), rect.height()) * scale * ratio))
    width = max(4, round(height / 2))
    image = dressed_image(tile, theme, width, height, dimmed, outline)
    room = math.ceil(margin(height))
    across, down = rect.width() / width * room, rect.height() / height * room  # the room in item units
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect.adjusted(-across, -down, across, down), image)
    painter.restore()


def write_all(folder: Path) -> None:
    """Write every face and back of every theme as .svg files."""
    for key in THEMES:
        out = folder / key
        out.mkdir(parents=True, exist_ok=True)
        for t in range(N_TILES):
            (out / f"{TILE_HIGH[t]}-{TILE_LOW[t]}.svg").write_text(tile_svg(t, key))
        (out / "back.svg").write_text(back_svg(key))


if __name__ == "__main__":
    write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "tiles"))
