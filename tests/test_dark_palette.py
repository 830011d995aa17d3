"""A dark desktop (Windows or macOS dark mode, Breeze Dark, a GNOME dark theme) gives the app a
dark palette: what the app colours itself must still read on it, and the light look stays as it was."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QTableWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from texas42_qt.ai.hints import BidHint, PlayHint
from texas42_qt.gui.mainwindow import MainWindow
from texas42_qt.gui.trainer_views import ReviewDialog

Role = QPalette.ColorRole


def dark_palette() -> QPalette:
    """Breeze Dark's main colours, as KDE hands them to Qt."""
    palette = QPalette()
    for role, colour in ((Role.Window, "#31363b"), (Role.WindowText, "#eff0f1"), (Role.Base, "#232629"),
                         (Role.AlternateBase, "#2a2e32"), (Role.Text, "#eff0f1"), (Role.Button, "#31363b"),
                         (Role.ButtonText, "#eff0f1"), (Role.Highlight, "#3daee9"), (Role.HighlightedText, "#fcfcfc")):
        palette.setColor(role, QColor(colour))
    return palette


def light_palette() -> QPalette:
    palette = QPalette()
    for role, colour in ((Role.Window, "#efefef"), (Role.WindowText, "#000000"), (Role.Base, "#ffffff"),
                         (Role.Text, "#000000"), (Role.Button, "#efefef"), (Role.ButtonText, "#000000")):
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def desktop(qapp: QApplication) -> Iterator[QApplication]:
    """The app, its palette back as it was after the test (a test sets the desktop's)."""
    before = qapp.palette()
    yield qapp
    qapp.setPalette(before)


def luminance(colour: QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio, 1 (none) to 21 (black on white); 4.5 is its minimum for text."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def item_colours(item: QTableWidgetItem | None, palette: QPalette) -> tuple[QColor, QColor]:
    """The (background, text) an item of a table is drawn in: its own, else the palette's."""
    assert item is not None
    back, text = item.background(), item.foreground()
    return (back.color() if back.style() != Qt.BrushStyle.NoBrush else palette.color(Role.Base),
            text.color() if text.style() != Qt.BrushStyle.NoBrush else palette.color(Role.Text))


def _review_with_a_mistake(qtbot: QtBot, desktop: QApplication, palette: QPalette) -> ReviewDialog:
    from texas42_qt.engine import Play, Rules
    from texas42_qt.trainer.review import HandReview, Step

    desktop.setPalette(palette)
    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    why = "save count: give the 6-2"
    steps = [Step(1, 0, Play(0), "play 5-0", True, 0.4, 0.3, "6-2 (40% to set)", None, why, why)]
    dialog.show_review(HandReview(0, steps, (1, 2, 4, 8), None, None, None, None, "points"), Rules(), ["You"] * 4)
    return dialog


def test_a_mistakes_row_in_the_hand_review_reads_on_a_dark_desktop(qtbot: QtBot, desktop: QApplication) -> None:
    """Found by QA with a dark palette: the row was yellow under the palette's white text."""
    dialog = _review_with_a_mistake(qtbot, desktop, dark_palette())
    for c in range(dialog.table.columnCount()):
        back, text = item_colours(dialog.table.item(0, c), dialog.table.palette())
        assert contrast(back, text) >= 4.5
        assert back.lightness() < 128  # no glaring yellow bar in a dark window


def test_a_mistakes_row_in_the_hand_review_stays_yellow_on_a_light_desktop(qtbot: QtBot, desktop: QApplication) -> None:
    dialog = _review_with_a_mistake(qtbot, desktop, light_palette())
    back, text = item_colours(dialog.table.item(0, 2), dialog.table.palette())
    assert back == QColor(Qt.GlobalColor.yellow)
    assert contrast(back, text) >= 4.5


def _error_shown(line: QLabel) -> tuple[QColor, QColor]:
    """(text, background) of an error line as drawn."""
    line.ensurePolished()
    palette = line.palette()
    return palette.color(Role.WindowText), palette.color(Role.Window)


def test_an_error_line_reads_on_a_dark_desktop_and_follows_a_switch_of_the_desktop(qtbot: QtBot,
                                                                                    desktop: QApplication) -> None:
    """Found by QA with a dark palette: a dialog's error (#b00020) was dark red on dark grey."""
    from texas42_qt.gui.a11y import ErrorLine

    desktop.setPalette(light_palette())
    line = ErrorLine()
    qtbot.addWidget(line)
    text, back = _error_shown(line)
    assert text == QColor("#b00020")  # the light look as it was
    desktop.setPalette(dark_palette())  # dark mode turned on while the app runs (Qt posts the change)
    qtbot.waitUntil(lambda: _error_shown(line)[1].lightness() < 128)
    text, back = _error_shown(line)
    assert contrast(text, back) >= 4.5


def test_analyze_a_hands_errors_read_on_a_dark_desktop(qtbot: QtBot, desktop: QApplication, window: MainWindow) -> None:
    """Found by QA: "6-6 6-5 9-9" said "Tile ends run from 0 to 6" in dark red on dark grey."""
    from texas42_qt.engine import Rules
    from texas42_qt.gui.analysis_dialog import AnalysisDialog

    desktop.setPalette(dark_palette())
    dialog = AnalysisDialog(window.work, Rules(), window)
    dialog.hand.setText("6-6 6-5 9-9")
    assert dialog.check() is None
    text, back = _error_shown(dialog.hand_error)
    assert dialog.hand_error.text() and contrast(text, back) >= 4.5


def _line_charts_point(qtbot: QtBot) -> tuple[QColor, QColor]:
    """(point, background) of a line chart of one point, drawn at the top of the chart, mid-width."""
    from texas42_qt.gui.charts import LineChart

    chart = LineChart("Average marks given up per day")
    qtbot.addWidget(chart)
    chart.resize(400, 200)
    chart.set_points([("12/1", 0.3)])
    image = chart.grab().toImage()
    return image.pixelColor(40 + (400 - 16 - 40) // 2, 30), chart.palette().color(Role.Window)


def test_the_line_of_a_chart_shows_on_a_dark_desktop(qtbot: QtBot, desktop: QApplication) -> None:
    """Found by QA: Statistics' practice charts drew their line in a dark green on dark grey (2.3:1)."""
    desktop.setPalette(dark_palette())
    point, back = _line_charts_point(qtbot)
    assert contrast(point, back) >= 3  # WCAG's minimum for the parts of a graphic
    desktop.setPalette(light_palette())
    assert _line_charts_point(qtbot)[0] == QColor("#2c7a3f")  # the light look as it was


def _bar_colours(bar: QWidget) -> tuple[QColor, list[tuple[QColor, QColor]]]:
    """A bar's background as drawn, and the (text, background) pairs of its labels and buttons."""
    from PySide6.QtWidgets import QPushButton

    back = bar.grab().toImage().pixelColor(3, 3)
    pairs = []
    for label in bar.findChildren(QLabel):
        label.ensurePolished()
        pairs.append((label.palette().color(Role.WindowText), back))
    for button in bar.findChildren(QPushButton):
        button.ensurePolished()
        pairs.append((button.palette().color(Role.ButtonText), button.palette().color(Role.Button)))
    return back, pairs


def _ring(qtbot: QtBot, bar: QWidget) -> QColor:
    """The colour of the ring the keyboard's button is drawn with, at its left edge."""
    from PySide6.QtWidgets import QPushButton

    button = bar.findChildren(QPushButton)[0]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    image = button.grab().toImage()
    return image.pixelColor(1, image.height() // 2)


def test_the_bars_over_the_table_read_on_a_dark_desktop_and_follow_a_switch_of_it(qtbot: QtBot, desktop: QApplication,
                                                                                 window: MainWindow) -> None:
    """Found by QA with a dark palette: the resume, learn-to-play and lesson bars stayed cream under
    dark text, bright bars in a dark window. The light look stays as it was."""
    desktop.setPalette(light_palette())
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    window.coach_bar.show_card("Tiles, suits and trumps", "Every tile belongs to two suits.", "Next")
    window.coach_bar.show_wrong("Lead the 6-6.")
    bars = [window.resume_bar, window.learn_bar, window.coach_bar]
    for bar in bars:
        bar.show()
    assert [_bar_colours(bar)[0] for bar in bars] == [QColor("#fff4c8"), QColor("#fff4c8"), QColor("#fff8dc")]
    assert _bar_colours(window.learn_bar)[1][0][0] == QColor("#2a2410")
    assert _ring(qtbot, window.learn_bar) == QColor("#1f5fbf")

    desktop.setPalette(dark_palette())  # dark mode turned on while the app runs
    qtbot.waitUntil(lambda: all(_bar_colours(bar)[0].lightness() < 128 for bar in bars))
    for bar in bars:
        back, pairs = _bar_colours(bar)
        assert len(pairs) >= 3 and all(contrast(text, under) >= 4.5 for text, under in pairs)
        assert contrast(_ring(qtbot, bar), back) >= 3  # WCAG's minimum for a focus indicator

    desktop.setPalette(light_palette())
    qtbot.waitUntil(lambda: _bar_colours(window.learn_bar)[0] == QColor("#fff4c8"))
    assert _bar_colours(window.coach_bar)[0] == QColor("#fff8dc")


def _drawn_text(button: QWidget) -> tuple[QColor, QColor]:
    """(text, background) of a button as drawn: its most common colour inside its edge, and the
    one furthest from it in luminance (its text's, where anti-aliasing blends them)."""
    from collections import Counter

    image = button.grab().toImage()
    inside = [image.pixelColor(x, y) for x in range(4, image.width() - 4) for y in range(4, image.height() - 4)]
    back = QColor(Counter(c.name() for c in inside).most_common(1)[0][0])
    return max(inside, key=lambda c: abs(luminance(c) - luminance(back))), back


@pytest.mark.parametrize("look", [light_palette, dark_palette])
def test_analyze_a_hands_tile_typed_that_the_game_leaves_out_reads_and_stays_marked(qtbot: QtBot, desktop: QApplication,
                                                                                    look: Callable[[], QPalette]) -> None:
    """Found by QA: such a tile (the 1-0 typed in 42 for three) was #f5f5f5 on #9e9e9e, 2.5:1, in either look."""
    from PySide6.QtWidgets import QLineEdit

    from texas42_qt.engine.tiles import N_TILES, parse_tile
    from texas42_qt.gui.analysis_dialog import TilePicker

    desktop.setPalette(look())
    field = QLineEdit()
    picker = TilePicker(field)
    qtbot.addWidget(field)
    qtbot.addWidget(picker)
    picker.use((1 << N_TILES) - 1 - (1 << parse_tile("1-0")), "42 for three")
    field.setText("1-0 6-6")
    picker.sync()
    picker.show()
    qtbot.waitExposed(picker)
    taken, chosen, free = (picker.buttons[parse_tile(t)] for t in ("1-0", "6-6", "5-5"))
    assert taken.isChecked() and not taken.isEnabled()
    text, back = _drawn_text(taken)
    assert contrast(text, back) >= 4.5
    assert contrast(back, _drawn_text(free)[1]) >= 1.5  # plainly marked, not a tile left free
    assert back != _drawn_text(chosen)[1]  # nor one that can be chosen


def _base(widget: QWidget) -> QColor:
    widget.ensurePolished()
    return widget.palette().color(Role.Base)


def test_the_tables_and_a_dialog_drawn_by_a_style_sheet_follow_a_switch_of_the_desktop(
        qtbot: QtBot, desktop: QApplication, window: MainWindow) -> None:
    """Found by QA: dark mode turned on while the app ran left the score sheet, the hint table and the
    hand review's table white in a dark window; turned off, they stayed dark.
    Qt keeps a widget drawn by a style sheet (the tables' focus ring) in the palette it was polished in."""
    from texas42_qt.gui.tones import follow_desktop

    desktop.setPalette(light_palette())
    follow_desktop(window)  # as the app does
    window.show()
    qtbot.waitExposed(window)
    review = _review_with_a_mistake(qtbot, desktop, light_palette())
    review.show()
    qtbot.waitExposed(review)
    tables = [window.score_view, window.bid_view, window.trick_view, window.hint_view.table, review.table]
    assert all(_base(table) == QColor("#ffffff") for table in tables)

    desktop.setPalette(dark_palette())  # dark mode turned on while the app runs
    qtbot.waitUntil(lambda: all(_base(table) == QColor("#232629") for table in tables))

    desktop.setPalette(light_palette())  # and off again
    qtbot.waitUntil(lambda: all(_base(table) == QColor("#ffffff") for table in tables))


def test_a_mistakes_row_in_the_hand_review_follows_a_switch_of_the_desktop(qtbot: QtBot, desktop: QApplication) -> None:
    """Found by QA: dark mode turned on while a review was shown left its mistake's row bright yellow
    in the dark window; turned off, dark amber in the light one."""
    dialog = _review_with_a_mistake(qtbot, desktop, light_palette())
    dialog.show()
    qtbot.waitExposed(dialog)
    assert item_colours(dialog.table.item(0, 2), dialog.palette())[0] == QColor(Qt.GlobalColor.yellow)

    desktop.setPalette(dark_palette())
    qtbot.waitUntil(lambda: item_colours(dialog.table.item(0, 2), dialog.palette())[0].lightness() < 128)
    for c in range(dialog.table.columnCount()):
        back, text = item_colours(dialog.table.item(0, c), dialog.palette())
        assert back.lightness() < 128 and contrast(back, text) >= 4.5

    desktop.setPalette(light_palette())
    qtbot.waitUntil(lambda: item_colours(dialog.table.item(0, 2), dialog.palette())[0] == QColor(Qt.GlobalColor.yellow))


def _hint_cells(view: QWidget) -> list[tuple[QColor, QColor]]:
    """(background, text) of each cell of the hint's table that is shaded (by its chance)."""
    from texas42_qt.gui.hintview import HintView

    assert isinstance(view, HintView)
    table = view.table
    items = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
    return [item_colours(item, table.palette()) for item in items
            if item is not None and item.background().style() != Qt.BrushStyle.NoBrush]


def _hints() -> list[BidHint | PlayHint]:
    """A bid hint (chances used from 0% to 95%, a bid cell with its value too) and a play hint (0% to 100%)."""
    from texas42_qt.ai.hints import Chance, ContractHint
    from texas42_qt.ai.reasons import PlayOption
    from texas42_qt.engine import Bid, Contract
    from texas42_qt.engine.text import Text

    sixes = ContractHint(Contract.SIXES, {30: Chance(0.97, 0.01, 0.95), 34: Chance(0.55, 0.05, 0.5),
                                          42: Chance(0.02, 0.01, 0.0)}, 33.0, 96, values={30: 0.4, 34: 0.1, 42: -0.9})
    reason = Text("HintView", "reason")
    bid = BidHint([sixes], Bid(30), Contract.SIXES, reason)
    play = PlayHint([PlayOption(t, p, 10.0) for t, p in ((27, 1.0), (20, 0.5), (0, 0.0))], 27, True, reason, 64)
    return [bid, play]


@pytest.mark.parametrize("which", [0, 1], ids=["bid", "play"])
def test_a_hints_shaded_cells_read_on_a_dark_desktop_and_follow_a_switch_of_it(qtbot: QtBot, desktop: QApplication,
                                                                              which: int) -> None:
    """Found by QA with a dark palette: the bid and trump hints' cells, shaded red to green by their
    chance, kept the light look's pastels, bright cells in a dark window. The light look stays as it was."""
    from texas42_qt.engine import Rules
    from texas42_qt.gui.hintview import HintView

    desktop.setPalette(dark_palette())
    view = HintView()
    qtbot.addWidget(view)
    view.show_hint(_hints()[which], Rules())
    view.show()
    qtbot.waitExposed(view)
    cells = _hint_cells(view)
    assert len(cells) == 3
    assert all(back.lightness() < 128 and contrast(back, text) >= 4.5 for back, text in cells), cells
    assert len({back.name() for back, _ in cells}) == 3  # still red to green

    desktop.setPalette(light_palette())  # dark mode turned off while the hint is shown
    qtbot.waitUntil(lambda: all(back.lightness() >= 128 for back, _ in _hint_cells(view)))
    cells = _hint_cells(view)
    assert all(text == QColor(Qt.GlobalColor.black) and contrast(back, text) >= 4.5 for back, text in cells)
    assert QColor.fromHsvF(0.0, 0.45, 1.0) in [back for back, _ in cells]  # the light look's red, as before

    desktop.setPalette(dark_palette())  # and on again
    qtbot.waitUntil(lambda: all(back.lightness() < 128 for back, _ in _hint_cells(view)))
