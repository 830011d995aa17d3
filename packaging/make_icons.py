"""Render the app icon (resources/icon.svg) and the game record's document icon
(resources/record-icon.svg) into every file the bundles and installers need:
PNGs at the usual sizes (texas42-SIZE.png, texas42-record-SIZE.png), a Windows
.ico and a macOS .icns of each (both written here byte by byte: each holds PNG
images, so no extra tool is needed).

    python packaging/make_icons.py [OUT_DIR]     (default: packaging/build/icons)
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {"texas42": ROOT / "resources" / "icon.svg", "texas42-record": ROOT / "resources" / "record-icon.svg"}
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (type code, pixel size) of the PNG entries of an .icns file
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def render(source: Path, size: int) -> bytes:
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"{source} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR, one ICONDIRENTRY per size, then the PNG images (Windows Vista and later)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for code, size in ICNS_TYPES:
        data = pngs[size]
        body += code.encode("ascii") + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "packaging" / "build" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication.instance() or QGuiApplication(argv[:1])  # noqa: F841 - Qt needs an application
    for name, source in SOURCES.items():
        pngs = {s: render(source, s) for s in PNG_SIZES}
        for s, data in pngs.items():
            (out / f"{name}-{s}.png").write_bytes(data)
        (out / f"{name}.ico").write_bytes(ico(pngs))
        (out / f"{name}.icns").write_bytes(icns(pngs))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
