"""A table cell and a reason write the same value with the same digits (found by playing 42 for
three: the trump hint's reason said "8.2 against 7.2 points" under a table that showed blanks at
7.3; the value was 7.25, an average over 96 deals, which QLocale rounds up and Python to even)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from texas42_qt.gui.i18n import number, percent


def _plain(text: str) -> str:
    return text.replace(QLocale().decimalPoint(), ".")


def test_a_table_number_rounds_as_a_reasons_figure_does() -> None:
    assert _plain(number(7.25, 1)) == f"{7.25:.1f}" == "7.2"
    assert _plain(number(0.125, 2)) == f"{0.125:.2f}" == "0.12"
    for k in range(44 * 96 + 1):  # every average of whole points over 96 deals
        value = k / 96
        assert _plain(number(value, 1)) == f"{value:.1f}", value
        assert _plain(number(value / 10, 2)) == f"{value / 10:.2f}", value


def test_a_percentage_to_one_place_rounds_as_a_reasons_figure_does() -> None:
    assert _plain(percent(0.0625, 1)).startswith(f"{6.25:.1f}")
    for k in range(97):
        share = k / 96
        assert _plain(percent(share, 1)).rstrip("%\xa0 ") == f"{share * 100:.1f}", share
