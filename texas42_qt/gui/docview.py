"""Help > Game record format: the `.t42` format (docs/RECORD.md, shipped with the app as
texas42_qt/data/RECORD.md) in a plain text browser, with where this install's `texas42-record`
command is (RECORD.md can only say where each system's installer puts it)."""

from __future__ import annotations

import os
import shutil
import sys
from importlib import metadata, resources
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from .i18n import translate
from .rulespage import fitted_size

RECORD_COMMAND = "texas42-record"
DISTRIBUTION = "texas42-qt"
"""The name pyproject.toml gives the package pip installs."""


def record_format_markdown() -> str:
    return resources.files("texas42_qt").joinpath("data/RECORD.md").read_text(encoding="utf-8")


def record_command_here() -> Path | None:
    """This install's record checker: in a bundle the console program beside the app's own
    (packaging/texas42.spec), else the command `pip install .` made with this package; None when there is none."""
    if getattr(sys, "frozen", False):
        name = RECORD_COMMAND + (".exe" if sys.platform == "win32" else "")
        beside = Path(sys.executable).with_name(name)
        return beside if beside.is_file() else None
    made = installed_script(RECORD_COMMAND)
    found = shutil.which(RECORD_COMMAND)
    if made is None:  # (a source tree run without an install)
        return Path(found) if found else None
    # The PATH's name for it when that is the same file (a pipx link in ~/.local/bin), else where pip put
    # it: a venv's app started by its full path has no venv on the PATH (found by QA: no line at all), and
    # a PATH's texas42-record may be another install's.
    return Path(found) if found and Path(found).resolve() == made.resolve() else made


def installed_script(name: str) -> Path | None:
    """The console script `name` that pip installed with this package, from the files its install
    recorded (a venv's bin, ~/.local/bin, Scripts on Windows); None when there is none."""
    try:
        files = metadata.distribution(DISTRIBUTION).files or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.name in (name, name + ".exe"):
            path = Path(os.path.normpath(file.locate()))  # RECORD's "../../../bin/texas42-record", said plainly
            if path.is_file():
                return path
    return None


class RecordFormatDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Game record format (.t42)"))  # the format itself is English: a technical spec
        box = QVBoxLayout(self)
        self.command = QLabel(self)
        command = record_command_here()
        if command is not None:
            # the full path: an install folder of the user's choice, or an app not in /Applications
            self.command.setText(translate("Dialogs", "On this computer, texas42-record is {path}").format(path=command))
            self.command.setTextFormat(Qt.TextFormat.PlainText)
            # The keyboard reaches it, selects and copies it as the mouse does (found by playing by keyboard:
            # Tab went from the page to Close and back, so a screen reader never came to the line, nor could
            # the path be copied; Qt makes a selectable label a stop for clicks only)
            self.command.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                 | Qt.TextInteractionFlag.TextSelectableByKeyboard)
            self.command.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.command.setWordWrap(True)
        self.command.setVisible(command is not None)
        box.addWidget(self.command)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        # (found in the AT-SPI tree: the text was a nameless object, where the rules page's is "Rules")
        self.browser.setAccessibleName(self.windowTitle())
        self.markdown = record_format_markdown()
        self.browser.setMarkdown(self.markdown)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        if screen is not None:
            self.resize(fitted_size(screen.availableGeometry().size()))
        self.browser.setFocus()
