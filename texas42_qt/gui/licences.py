"""Help > Licences: the licence of Texas 42 and of what ships with it (texas42_qt.licences),
a list on the left and the chosen text on the right. The texts are the legal English ones."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..licences import notices
from .i18n import translate
from .rulespage import fitted_size


def shown_title(title: str) -> str:
    """A component's line in the player's language: names stay, the one phrase in words is
    translated (found in Vietnamese: "which the LGPL extends" stayed English)."""
    english = "GNU GPL 3.0, which the LGPL extends"
    return title.replace(english, translate("Licences", "GNU GPL 3.0, which the LGPL extends"))


class LicencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Licences", "Licences"))
        self.notices = notices()
        box = QVBoxLayout(self)
        intro = QLabel(translate("Licences", "Texas 42 and the software it includes, each under its own licence:"), self)
        intro.setWordWrap(True)
        box.addWidget(intro)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.list = QListWidget(split)
        for notice in self.notices:
            self.list.addItem(shown_title(notice.title))
        self.list.setAccessibleName(translate("Licences", "Licences"))
        # A line longer than the list wraps (found by playing in Vietnamese: the GPL's line was cut
        # behind a scroll bar; the list's width is capped so that the texts keep their 80 columns).
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.text = QPlainTextEdit(split)
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # the texts come wrapped at 70-80 columns
        # the texts are wrapped at 70-80 columns: the text pane is wide enough for 80, the list for its longest line
        columns = self.text.fontMetrics().horizontalAdvance("x" * 82) + self.text.verticalScrollBar().sizeHint().width()
        self.text.setMinimumWidth(columns)
        self.list.setMinimumWidth(min(self.list.sizeHintForColumn(0) + 24, columns // 2))
        split.setStretchFactor(1, 1)
        box.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.list.currentRowChanged.connect(self.show_notice)
        self.list.setCurrentRow(0)
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        if screen is not None:
            self.resize(fitted_size(screen.availableGeometry().size()))
        self.list.setFocus()

    def show_notice(self, row: int) -> None:
        if 0 <= row < len(self.notices):
            self.text.setPlainText(self.notices[row].text)
            # named by whose licence it is (found in the AT-SPI tree: a nameless text)
            self.text.setAccessibleName(shown_title(self.notices[row].title))
