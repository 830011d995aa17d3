"""Help > Game record format: the `.t42` format (docs/RECORD.md, shipped with the app as
texas42_qt/data/RECORD.md) in a plain text browser."""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .i18n import translate
from .rulespage import fitted_size


def record_format_markdown() -> str:
    return resources.files("texas42_qt").joinpath("data/RECORD.md").read_text(encoding="utf-8")


class RecordFormatDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Game record format (.t42)"))  # the format itself is English: a technical spec
        box = QVBoxLayout(self)
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
