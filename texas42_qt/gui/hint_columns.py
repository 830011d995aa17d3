"""How many of the bid hint's contract columns the Hint panel shows, and which it leaves out
(found by QA at 1600x1000: three of nine contracts, each as wide as its whole header, beside a
blank strip; nothing said which contracts were missing), and in what order it ranks them."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QTableWidget

from ..ai.hints import BidHint, ContractHint
from ..engine import Contract, Rules, stake_of
from .fitcolumns import ColumnFitter, header_words
from .hint_texts import unit_word
from .i18n import translate
from .models import contract_text

MARK = "✓\u00a0"
"""The best cell's mark, joined to its number: a narrow column does not put it on a line of its own."""


def least_widths(table: QTableWidget, sample: str, hint: BidHint, columns: list[ContractHint]) -> list[int]:
    """The width each contract column needs at the least, as the table's ColumnFitter reckons it:
    its widest cell (`sample`, the widest number; the best one bold and marked) or the longest
    word of its header, which wraps ("Follow-" over "me")."""
    head, cells = table.horizontalHeader().fontMetrics(), table.fontMetrics()
    bold = QFont(table.font())
    bold.setBold(True)
    units = {c.unit for c in hint.contracts}
    widths = []
    for ch in columns:
        words = [cells.horizontalAdvance(sample)]
        words += [head.horizontalAdvance(w) for w in header_words(contract_text(ch.contract))]
        if len(units) > 1:  # (each cell of the expected row names its unit)
            words.append(cells.horizontalAdvance(unit_word(ch.unit)))
        if hint.advice and hint.contract is ch.contract:
            words.append(QFontMetrics(bold).horizontalAdvance(MARK + sample))
        widths.append(max(words) + ColumnFitter.PAD)
    return widths


def columns_that_fit(table: QTableWidget, row_labels: list[str], widths: list[int], lines: int) -> tuple[int, int]:
    """How many contract columns (each at least `widths` wide, in order) fit beside the row labels
    without scrolling sideways, rows of `lines` lines; and the pixels the next one lacks (0: every one fits)."""
    metrics = table.verticalHeader().fontMetrics()
    labels = max((metrics.horizontalAdvance(t) for t in row_labels), default=0) + 16
    room = table.viewport().width() + table.verticalHeader().width() - labels
    # Room for the scroll bar only if the rows to come may bring it (always, it left a blank strip)
    line = table.fontMetrics().lineSpacing()
    if not table.verticalScrollBar().isVisible() and len(row_labels) * (lines * line + 2) + 3 * line > table.height():
        room -= table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    fit = 0
    while fit < len(widths) and sum(widths[:fit + 1]) <= room:
        fit += 1
    # One column at the least: the recommended contract's (found by playing 42 for three at
    # 1024x700: a second column was forced in and cut mid-cell).
    fit = max(1, fit)
    return fit, max(0, sum(widths[:fit + 1]) - room) if fit < len(widths) else 0


def scrolled_off(table: QTableWidget, columns: list[ContractHint]) -> list[ContractHint]:
    """The contracts whose columns are not wholly in view, the table scrolled to its left."""
    room = table.viewport().width()
    return [ch for col, ch in enumerate(columns) if table.columnViewportPosition(col) + table.columnWidth(col) > room]


def left_out_tip(columns: list[ContractHint]) -> str:
    """The hint summary's tooltip: the contracts whose columns are left out or scrolled off."""
    if not columns:
        return ""
    return translate("HintView", "Not shown here: {contracts}.").format(
        contracts=", ".join(contract_text(c.contract) for c in columns))


def ranking_level(hint: BidHint) -> int | None:
    """The bid the contract columns are ranked at: the one recommended (or named trump for), else
    the one the reason compares a pass with; None: no number bid is in question."""
    for choice in (hint.recommended, hint.runner[0] if hint.runner is not None else None):
        if choice is not None and not choice.is_pass and not choice.special:
            return choice.value
    return None


def contract_rank(row: ContractHint, level: int | None, rules: Rules) -> tuple[float, ...]:
    """A column's place as `bidding.contract_key` ranks contracts to name trump (found by QA: the bid
    hint put blanks second where the trump hint, at the same 35%, named follow-me the runner-up);
    one that cannot be named for that bid after every one that can (found by playing: Sevens and
    Nello, blank from 30 to 41, came before fives at 52% for 30, and a narrow panel showed no other)."""
    chance = row.chances.get(level) if level is not None else None
    share = row.expected / _full(row.contract, rules)
    if chance is None:
        return (1.0, -share)
    return (0.0, -(chance.used or 0.0), -chance.p, -share)


def _full(contract: Contract, rules: Rules) -> float:
    """The most a contract's value can be (the engine's stake): tricks or points."""
    return float(stake_of(rules, 0, contract).full)
