"""The licences of Texas 42 and of what ships with it (Help > Licences, and the files in every
bundle and package). The texts are package data in texas42_qt/data/licences/, so a plain
install and a bundle show the same; a bundle adds, in data/licences/bundled/, the notices of
the other libraries PyInstaller put in it (packaging/texas42.spec: the Debian copyright file
of each system library on Linux, PyInstaller's own for its launcher)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable


@dataclass(frozen=True)
class Notice:
    name: str
    licence: str  # its SPDX-like short name; "" where the text says (a Debian copyright file)
    text: str

    @property
    def title(self) -> str:
        return f"{self.name} ({self.licence})" if self.licence else self.name


# (what, its licence, the file with the text). Qt, PySide6 and shiboken6 come as wheels under
# LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only without the texts: the app uses them under the
# LGPL-3.0, which is a set of additional permissions on the GPL-3.0, so both texts ship.
COMPONENTS = (
    ("Texas 42", "MIT", "Texas42-MIT.txt"),
    ("Qt 6, PySide6, shiboken6", "LGPL-3.0", "LGPL-3.0.txt"),
    ("GNU GPL 3.0, which the LGPL extends", "GPL-3.0", "GPL-3.0.txt"),
    ("Python", "PSF-2.0", "Python.txt"),
)


def _folder() -> Traversable:
    return resources.files("texas42_qt").joinpath("data/licences")


def notices() -> list[Notice]:
    """Every notice, the app's own first; the bundle's extra ones (if any) after, by file name."""
    folder = _folder()
    out = [Notice(name, licence, folder.joinpath(file).read_text(encoding="utf-8"))
           for name, licence, file in COMPONENTS]
    bundled = folder.joinpath("bundled")
    if bundled.is_dir():
        for item in sorted(bundled.iterdir(), key=lambda p: p.name):
            if item.is_file():
                name = item.name.removesuffix(".txt").removesuffix(".copyright")
                out.append(Notice(name, "", item.read_bytes().decode("utf-8", "replace")))
    return out
