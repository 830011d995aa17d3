"""The rules page for players (Help -> Rules): Markdown shipped in `data/rules/`,
shown in a text browser that draws `![6-4](tile:6-4)` images as small tiles.

This module only renders text; the rules themselves live in the Markdown.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from importlib import resources
from typing import Any

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import (
    QBrush,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPainter,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
    QTransform,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine.tiles import parse_tile
from .glossary import Glossary, glossary_of
from .i18n import QT_TRANSLATE_NOOP, current, translate
from .models import NO_COUNT, spoken_tile
from .rule_places import Place, page_places
from .tileart import DEFAULT_THEME, THEMES, tile_image

TILE_SCHEME = "tile"
TILE_WIDTH, TILE_HEIGHT = 28, 56
"""An upright tile's size in logical pixels; the page draws tiles sideways (56 x 28)."""

_OBJECT = "\ufffc"
"""The character that stands for an image in a text document."""

MISSING_PAGE = "# Rules\n\nThe rules page is missing from this installation.\n"

KEYBOARD_TABLE_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Rules", "Choose a tile in your hand"), QT_TRANSLATE_NOOP("Rules", "Left / Right arrows")),
    (QT_TRANSLATE_NOOP("Rules", "Play the chosen tile or press the focused button"), QT_TRANSLATE_NOOP("Rules", "Enter or Space")),  # noqa: E501
    (QT_TRANSLATE_NOOP("Rules", "Choose a bid or a trump in the open panel"),
     QT_TRANSLATE_NOOP("Rules", "Arrow keys, Home, End")),
    (QT_TRANSLATE_NOOP("Rules", "Move between your hand, the open panel and the side panels"), QT_TRANSLATE_NOOP("Rules", "Tab")),
    # The keys the window answers that no menu item shows (found by QA: they were nowhere)
    (QT_TRANSLATE_NOOP("Rules", "Back to the table from a side panel"), QT_TRANSLATE_NOOP("Rules", "Esc")),
    (QT_TRANSLATE_NOOP("Rules", "Skip an animation (a click does too)"), QT_TRANSLATE_NOOP("Rules", "Esc")),
    (QT_TRANSLATE_NOOP("Rules", "Open the menus"), QT_TRANSLATE_NOOP("Rules", "F10")),
)

DIALOG_SIZE = QSize(760, 640)


def _read(language: str) -> str | None:
    try:
        return resources.files("texas42_qt").joinpath(f"data/rules/{language}.md").read_text(encoding="utf-8")
    except (OSError, ValueError):
        return None


def rules_markdown(language: str | None = None) -> str:
    """The rules page in `language` ("en", ...), else in English, else a one-line
    "missing" page. Never raises. By default the app's current language."""
    if language is None:
        language = current()
    ok = isinstance(language, str) and language.isascii() and language.replace("-", "").replace("_", "").isalnum()
    text = _read(language) if ok else None
    if text is None and language != "en":
        text = _read("en")
    return text if text is not None else MISSING_PAGE


@functools.cache
def page_glossary(language: str) -> Glossary:
    """The glossary of the rules page in `language` (as `rules_markdown` finds the page)."""
    return glossary_of(rules_markdown(language))


@functools.cache
def page_places_of(language: str) -> tuple[Place, ...]:
    """Where the rules page in `language` explains each game and house rule (`rule_places`)."""
    return tuple(page_places(rules_markdown(language), rules_markdown("en")))


def _cell(text: str) -> str:
    """Text made safe for one cell of a Markdown table."""
    return " ".join(text.split()).replace("\\", "\\\\").replace("|", "\\|")


def keyboard_section(shortcuts: Sequence[tuple[str, str]]) -> str:
    """A "## Keyboard" section: the menu shortcuts given, then the table keys."""
    rows = [*shortcuts, *((translate("Rules", what), translate("Rules", key)) for what, key in KEYBOARD_TABLE_KEYS)]
    head = (translate("Rules", "Keyboard"), translate("Rules", "What it does"), translate("Rules", "Key"))
    lines = [f"## {head[0]}", "", f"| {_cell(head[1])} | {_cell(head[2])} |", "|---|---|"]
    lines += [f"| {_cell(what)} | {_cell(key)} |" for what, key in rows]
    return "\n".join(lines) + "\n"


def fitted_size(available: QSize) -> QSize:
    """The dialog's size on a screen with this much room."""
    return QSize(
        max(320, min(DIALOG_SIZE.width(), available.width() - 40)),
        max(240, min(DIALOG_SIZE.height(), available.height() - 60)),
    )


class RulesBrowser(QTextBrowser):
    """A text browser whose `tile:6-4` images are dominoes drawn in a tile theme."""

    def __init__(self, parent: QWidget | None = None, theme: str = DEFAULT_THEME) -> None:
        super().__init__(parent)
        self.theme = theme if theme in THEMES else DEFAULT_THEME
        self.setOpenExternalLinks(True)
        self.setAccessibleName(translate("Rules", "Rules"))

    def tile_picture(self, name: str) -> QImage:
        """The tile named like "6-4" lying sideways, high end on the left, at the
        screen's pixel ratio; an empty image for a name that is not a tile."""
        try:
            tile = parse_tile(name)
        except ValueError:
            return QImage()
        ratio = max(1.0, self.devicePixelRatioF())
        upright = tile_image(tile, self.theme, round(TILE_WIDTH * ratio), round(TILE_HEIGHT * ratio))
        sideways = upright.transformed(QTransform().rotate(-90))
        # Qt centres an inline picture a little below the middle of the text beside it:
        # a clear strip under the tile lifts it back level with the letters.
        lift = round(QFontMetricsF(self.document().defaultFont()).capHeight() / 2 * ratio)
        image = QImage(sideways.width(), sideways.height() + lift, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.drawImage(0, 0, sideways)
        painter.end()
        image.setDevicePixelRatio(ratio)
        return image

    def loadResource(self, type: int, name: QUrl | str) -> Any:
        url = QUrl(name) if isinstance(name, str) else name
        if url.scheme() == TILE_SCHEME:
            try:
                return self.tile_picture(url.path())
            except Exception:  # a picture must never break the page
                return QImage()
        return super().loadResource(type, name)

    def set_page(self, markdown: str, words: Glossary | None = None, places: Sequence[Place] = ()) -> None:
        """Show `markdown`, with tile pictures and table cells centred on their line, and the
        entries of its glossary `words` and its `places` marked with their anchors (a hint's word,
        a rule of the game on the table, opens the page there)."""
        doc = self.document()
        doc.setMarkdown(markdown, QTextDocument.MarkdownFeature.MarkdownDialectGitHub)
        middle = QTextCharFormat.VerticalAlignment.AlignMiddle
        tables: list[QTextTable] = []
        cursor = doc.find(_OBJECT)
        while not cursor.isNull():
            fmt = cursor.charFormat()
            if fmt.isImageFormat():
                fmt.setVerticalAlignment(middle)
                cursor.setCharFormat(fmt)
                _say_after(cursor, fmt.toImageFormat().name())
            cursor = doc.find(_OBJECT, cursor)
        block = doc.firstBlock()
        while block.isValid():
            table = QTextCursor(block).currentTable()
            if table is not None and table not in tables:
                tables.append(table)
            block = block.next()
        for table in tables:
            for row in range(table.rows()):
                for column in range(table.columns()):
                    cell = table.cellAt(row, column)
                    text = QTextCursor(cell.firstCursorPosition())
                    text.setPosition(cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
                    if _OBJECT in text.selectedText():
                        continue  # a cell with a picture sets the row's height (and Qt would lift its text)
                    cell_format = cell.format().toTableCellFormat()
                    cell_format.setVerticalAlignment(middle)
                    cell.setFormat(cell_format)
        if words is not None:
            self._mark_words(words)
        self._mark_places(places)
        self.moveCursor(QTextCursor.MoveOperation.Start)  # the page opens at its top, not where the edits ended

    def _mark_words(self, words: Glossary) -> None:
        """Each glossary entry's first words (its bullet's line, under the glossary's heading) named by its anchor."""
        block = self.document().lastBlock()
        while block.isValid() and not (block.blockFormat().headingLevel() == 2 and block.text().strip() == words.title):
            block = block.previous()
        entries = list(words.entries)
        while block.isValid() and entries:
            head = entries[0].plain()[:len(entries[0].heads[0])]
            if block.textList() is not None and block.text().startswith(head):
                _name_start(block, len(head), entries.pop(0).anchor)
            block = block.next()

    def _mark_places(self, places: Sequence[Place]) -> None:
        """Each place's heading, or its entry's first words, named by its anchor, in page order."""
        waiting = list(places)
        section = ""
        block = self.document().firstBlock()
        while block.isValid() and waiting:
            heading = block.blockFormat().headingLevel() == 2
            if heading:
                section = block.text().strip()
            while waiting and waiting[0].section == section and (
                    (heading and not waiting[0].head) or (block.textList() is not None and waiting[0].head
                                                          and block.text().startswith(waiting[0].head))):
                place = waiting.pop(0)
                _name_start(block, len(place.head) if place.head else block.length() - 1, place.anchor)
            block = block.next()

    def show_word(self, anchor: str) -> None:
        """Open the page at a glossary entry, its words selected (a reader sees where it begins)."""
        cursor: QTextCursor | None = None
        block = self.document().firstBlock()
        while block.isValid() and cursor is None:
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if anchor in fragment.charFormat().anchorNames():
                    cursor = QTextCursor(self.document())
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                    break
                it += 1
            block = block.next()
        if cursor is not None:
            self.setTextCursor(cursor)
        self.scrollToAnchor(anchor)


def _name_start(block: QTextBlock, length: int, anchor: str) -> None:
    """The first `length` characters of `block` named `anchor` (a link to the page can open it there)."""
    cursor = QTextCursor(block)
    cursor.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, length)
    named = QTextCharFormat()
    named.setAnchor(True)
    named.setAnchorNames([anchor])
    cursor.mergeCharFormat(named)


def _say_after(cursor: QTextCursor, url: str) -> None:
    """Put the tile's name after its picture, for a screen reader, in a transparent text one pixel
    high (found by QA: the reader read a picture as nothing, so "Here are the threes, from highest
    to lowest:" ended in silence). A picture whose name the text just said ("5-3 [picture]") gets none."""
    try:
        tile = parse_tile(QUrl(url).path())
    except ValueError:
        return
    block = cursor.block()
    before = block.text()[: cursor.position() - block.position() - 1].rstrip()
    if before.endswith(QUrl(url).path()):
        return
    hidden = QTextCharFormat()
    hidden.setProperty(QTextFormat.Property.FontPixelSize, 1)
    hidden.setForeground(QBrush(Qt.GlobalColor.transparent))
    hidden.setFontLetterSpacingType(QFont.SpacingType.PercentageSpacing)
    hidden.setFontLetterSpacing(1)  # 1%: its letters take no room, so the tiles keep their spacing (0 is "unset")
    after = QTextCursor(cursor)
    after.clearSelection()  # (the cursor holds the picture: typing over it would replace it)
    after.insertText(" " + spoken_tile(tile, counts=NO_COUNT) + " ", hidden)


class RulesDialog(QDialog):
    """The rules page, with a Keyboard section when `shortcuts` ((what it does, key) pairs) are given."""

    def __init__(
        self,
        parent: QWidget | None = None,
        shortcuts: Sequence[tuple[str, str]] = (),
        theme: str = DEFAULT_THEME,
        language: str | None = None,
        at: str = "",
    ) -> None:
        """`at`: a glossary entry's anchor to open the page at (a hint's word followed)."""
        super().__init__(parent)
        self.setWindowTitle(translate("Rules", "Rules of Texas 42, Moon and 42 for three"))
        box = QVBoxLayout(self)
        self.browser = RulesBrowser(self, theme)
        text = rules_markdown(language)
        if shortcuts:
            text = text.rstrip("\n") + "\n\n" + keyboard_section(list(shortcuts))
        self.markdown = text
        self.browser.set_page(text, page_glossary(language or current()), page_places_of(language or current()))
        box.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        available = screen.availableGeometry().size() if screen is not None else DIALOG_SIZE + QSize(40, 60)
        self.resize(fitted_size(available))
        if at:
            self.browser.show_word(at)
        self.browser.setFocus()
