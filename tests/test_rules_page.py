"""The players' rules page (Help -> Rules): plain-English Markdown with tile pictures,
a Keyboard section from the menu shortcuts, a fallback for a missing language, and a
dialog that fits a small screen."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QImage, QTextDocument

from texas42_qt.engine import Variant, rule_choices
from texas42_qt.engine.tiles import N_TILES, TILE_COUNT, TILE_HIGH, TILE_LOW, parse_tile, tile_id
from texas42_qt.gui import rulespage
from texas42_qt.gui.i18n import without_alt_key
from texas42_qt.gui.rule_texts import RULE_LABELS
from texas42_qt.gui.rulespage import RulesBrowser, RulesDialog, fitted_size, keyboard_section, rules_markdown

TILE_REF = re.compile(r"!\[([^\]]*)\]\(tile:([^)]*)\)")
IMAGE = int(QTextDocument.ResourceType.ImageResource.value)


@pytest.fixture
def browser(qtbot):
    b = RulesBrowser()
    qtbot.addWidget(b)
    yield b
    b.close()


@pytest.fixture
def open_dialog(qtbot):
    made: list[RulesDialog] = []

    def make(**kwargs) -> RulesDialog:
        dlg = RulesDialog(**kwargs)
        qtbot.addWidget(dlg)
        made.append(dlg)
        return dlg

    yield make
    for dlg in made:
        dlg.close()


def section(page: str, title: str) -> str:
    """The text of the "## title" section, up to the next "## " heading."""
    start = page.index(f"\n## {title}\n")
    end = page.find("\n## ", start + 1)
    return page[start : end if end >= 0 else len(page)]


def test_the_english_page_is_for_players():
    page = rules_markdown("en")
    # (a page, not a book: the hints' words in the glossary took it past 260 lines)
    assert page.startswith("# ") and 150 <= page.count("\n") <= 290
    lowered = page.lower()
    for word in ("seats 0", "seat 0", "engine", "seed", "parameter", "rules.md", "house rule *"):
        assert word not in lowered, f"developer talk {word!r} on the players' page"
    for title in ("Texas 42", "Special contracts", "Moon", "42 for three", "House rules in this app"):
        assert f"\n## {title}\n" in page, f"no section {title!r}"
    assert "## Keyboard" not in page, "the dialog appends the Keyboard section itself"
    assert "you" in lowered and "your partner" in lowered


def test_every_tile_picture_names_a_real_tile_and_renders(browser):
    refs = TILE_REF.findall(rules_markdown())
    assert len(refs) >= 25
    seen = set()
    for alt, name in refs:
        assert alt == name, f"the picture of {name} has alt text {alt!r}"
        tile = parse_tile(name)
        assert name == f"{TILE_HIGH[tile]}-{TILE_LOW[tile]}", f"{name} is not written high end first"
        image = browser.loadResource(IMAGE, QUrl(f"tile:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name
        seen.add(tile)
    # The suit of threes, high to low, is on the page in that order.
    threes = "".join(f"![{t}](tile:{t}) " for t in ("3-3", "6-3", "5-3", "4-3", "3-2", "3-1", "3-0")).strip()
    assert threes in rules_markdown()
    assert len(seen) >= 15


def test_a_tile_picture_is_small_sideways_and_drawn(browser):
    image = browser.loadResource(IMAGE, QUrl("tile:6-4"))
    size = image.deviceIndependentSize()
    assert size.width() == 56 and 28 <= size.height() <= 40, size  # sideways, with a clear strip below
    # Drawn: the tile's face is opaque, the strip under it clear.
    assert image.pixelColor(image.width() // 2, round(14 * image.devicePixelRatio())).alpha() == 255
    assert image.pixelColor(image.width() // 2, image.height() - 1).alpha() == 0
    other = browser.loadResource(IMAGE, QUrl("tile:4-6"))
    assert other == image  # either order names the same tile
    assert browser.loadResource(IMAGE, QUrl("tile:6-3")) != image
    contrast = RulesBrowser(theme="contrast")
    try:
        assert contrast.loadResource(IMAGE, QUrl("tile:6-4")) != image
    finally:
        contrast.close()


@pytest.mark.parametrize("name", ["tile:7-7", "tile:6", "tile:", "tile:6-4-1", "tile:a-b", "tile:%20", "tile:6-x"])
def test_an_unknown_tile_gives_an_empty_image(browser, name):
    image = browser.loadResource(IMAGE, QUrl(name))
    assert isinstance(image, QImage) and image.isNull()


def test_other_urls_go_to_the_browser(browser):
    missing = browser.loadResource(IMAGE, QUrl("file:///no/such/picture.png"))
    assert not (isinstance(missing, QImage) and not missing.isNull())
    assert not browser.loadResource(IMAGE, "tile:5-5").isNull()  # a URL given as text is read too


def test_the_page_names_every_count_tile_and_special_contract():
    page = rules_markdown()
    count_tiles = [t for t in range(N_TILES) if TILE_COUNT[t]]
    assert {f"{TILE_HIGH[t]}-{TILE_LOW[t]}" for t in count_tiles} == {"5-5", "6-4", "5-0", "4-1", "3-2"}
    count = section(page, "Texas 42")
    for t in count_tiles:
        name = f"{TILE_HIGH[t]}-{TILE_LOW[t]}"
        assert f"![{name}](tile:{name})" in count, f"no picture of the count tile {name}"
    assert "42 points" in count and "35" in count
    specials = section(page, "Special contracts")
    for name in ("Nello", "Sevens", "Plunge", "Splash"):
        assert f"**{name}" in specials, f"{name} is not explained"
    for word in ("84", "forced", "follow-me", "doubles", "ALL", "250", "mark"):
        assert word.lower() in count.lower(), f"Texas 42 section says nothing about {word!r}"
    moon = section(page, "Moon")
    for word in ("22 tiles", "widow", "21", "shooting the moon"):
        assert word in moon.lower() or word in moon
    three = section(page, "42 for three")
    assert "1-0" in three and "44 points" in three and "nine" in three
    glossary = section(page, "Words you will hear")
    for word in ("Shaker", "Count", "Walker", "Set", "Off", "Widow", "Shoot the moon"):
        assert f"**{word}:**" in glossary, f"the glossary has no {word!r}"


def test_house_rules_list_every_setting_of_the_new_game_dialog():
    rules = section(rules_markdown(), "House rules in this app")
    texas, moon = rules.split("**Moon**")
    for variant, text in ((Variant.TEXAS_42, texas), (Variant.THREE, texas), (Variant.MOON, moon)):
        for key in rule_choices(variant):
            label = without_alt_key(RULE_LABELS[key])  # (the dialog's label, its Alt key's "&" aside)
            assert f"**{label}:**" in text, f"{variant.label}: the setting {label!r} is missing"
    for preset in ("Straight 42 (tournament)", "Texas house rules"):
        assert preset in rules


def test_the_dialog_renders_tiles_with_alt_text(open_dialog):
    dlg = open_dialog(theme="contrast")
    assert dlg.windowTitle() == "Rules of Texas 42, Moon and 42 for three"
    assert dlg.browser.accessibleName() == "Rules"
    assert dlg.browser.theme == "contrast"
    dlg.show()
    html = dlg.browser.toHtml()
    assert 'src="tile:6-4"' in html and 'alt="6-4"' in html
    shown = dlg.browser.document().resource(IMAGE, QUrl("tile:6-4"))
    assert isinstance(shown, QImage) and not shown.isNull()
    assert "Nello" in dlg.browser.toPlainText()
    assert "Keyboard" not in dlg.browser.toPlainText(), "no shortcuts given, no Keyboard section"
    dlg.buttons.rejected.emit()
    assert not dlg.isVisible()


def test_the_dialog_appends_a_keyboard_section(open_dialog):
    dlg = open_dialog(shortcuts=[("Open a saved game", "Ctrl+O"), ("Pipe | test", "Shift+\\")])
    assert dlg.markdown.rstrip().endswith(f"| {rulespage.KEYBOARD_TABLE_KEYS[-1][1]} |")
    keyboard = section(dlg.markdown, "Keyboard")
    assert "| Open a saved game | Ctrl+O |" in keyboard
    assert "Pipe \\| test" in keyboard  # a "|" cannot break the table
    text = dlg.browser.toPlainText()
    start = text.index("Keyboard")
    for words in ("Open a saved game", "Ctrl+O", "Left / Right arrows", "Enter or Space", "Tab", "Pipe | test"):
        assert words in text[start:], f"{words!r} is not in the Keyboard section"
    # The section is a real table: one row per shortcut and fixed key, plus the header.
    table = dlg.browser.document().rootFrame().childFrames()[-1]
    assert table.rows() == 1 + 2 + len(rulespage.KEYBOARD_TABLE_KEYS)
    assert keyboard_section([]).count("\n| ") == 1 + len(rulespage.KEYBOARD_TABLE_KEYS)  # header + fixed keys


def test_a_missing_language_falls_back_to_english(monkeypatch):
    english = rules_markdown("en")
    assert rules_markdown("xx") == english
    assert rules_markdown("../RULES") == english  # never a file outside the rules folder
    assert rules_markdown("") == english
    assert rules_markdown() == english
    monkeypatch.setattr(rulespage, "_read", lambda language: None)
    missing = rules_markdown("en")
    assert missing == rulespage.MISSING_PAGE and "missing" in missing


def test_the_dialog_fits_a_small_screen(open_dialog):
    small = fitted_size(QSize(1024, 700))
    assert small.width() <= 1024 - 40 and small.height() <= 700 - 60
    assert fitted_size(QSize(1920, 1080)) == QSize(760, 640)
    assert fitted_size(QSize(800, 600)) == QSize(760, 540)
    dlg = open_dialog()
    dlg.show()
    assert dlg.width() <= 1024 and dlg.height() <= 700
    hint = dlg.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700
    assert dlg.browser.height() >= 300, "the page should get most of the dialog"


def test_the_picture_is_the_games_tile_turned_high_end_left(browser):
    from PySide6.QtGui import QTransform

    from texas42_qt.gui.tileart import tile_image

    assert parse_tile("6-4") == tile_id(6, 4) == tile_id(4, 6)
    picture = browser.loadResource(IMAGE, QUrl("tile:6-4"))
    ratio = picture.devicePixelRatio()
    upright = tile_image(tile_id(6, 4), "classic", round(28 * ratio), round(56 * ratio))
    turned = upright.transformed(QTransform().rotate(-90))  # the top (high) end to the left
    face = picture.copy(0, 0, turned.width(), turned.height())
    face.setDevicePixelRatio(1.0)
    assert face == turned.convertToFormat(face.format())
    wrong_way = upright.transformed(QTransform().rotate(90)).convertToFormat(face.format())
    assert face != wrong_way


def test_the_rules_open_at_the_top(qtbot):
    """Found by looking: the page opened scrolled to its last line (the Keyboard table)."""
    dialog = RulesDialog(None, [("New game", "Ctrl+N")])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0


def test_a_screen_reader_hears_the_tiles_the_pictures_show(browser):
    """Found by QA in the AT-SPI tree: a picture is read as nothing, so "Here are the threes, from
    highest to lowest:" ended in silence. Each picture is followed by its tile's spoken name, drawn
    transparent and one pixel high; a picture whose name the text has just said gets none."""
    from PySide6.QtGui import QColor, QTextCursor

    browser.set_page("The threes: ![3-3](tile:3-3) ![6-3](tile:6-3)\n\n| You | 5-3 ![5-3](tile:5-3) |\n|--|--|\n")
    text = browser.document().toPlainText()
    assert text.count("\ufffc") == 3, "every picture is still there"
    assert re.search(r"The threes: \ufffc double three +\ufffc six-three", text), text
    assert "five-three" not in text, "5-3 was just said"
    at = text.index("six-three")
    cursor = QTextCursor(browser.document())
    cursor.setPosition(at + 1)
    said = cursor.charFormat()
    assert said.foreground().color().alpha() == 0 and said.font().pixelSize() == 1
    cursor.setPosition(text.index("threes") + 1)
    assert cursor.charFormat().foreground().color() != QColor(0, 0, 0, 0), "the page's own text shows"


def test_the_spoken_names_take_no_room_between_the_pictures(qtbot, monkeypatch):
    """The tiles keep their spacing: a picture's hidden name adds next to no width to its line."""
    page = "![3-3](tile:3-3) ![6-3](tile:6-3) ![5-3](tile:5-3) ![4-3](tile:4-3) ![3-2](tile:3-2)"
    widths = []
    for say in (rulespage._say_after, lambda cursor, url: None):
        monkeypatch.setattr(rulespage, "_say_after", say)
        shown = RulesBrowser()
        qtbot.addWidget(shown)
        shown.set_page(page)
        shown.document().setTextWidth(-1)  # one line, as wide as it needs
        widths.append(shown.document().size().width())
    assert widths[0] - widths[1] < 5, widths
