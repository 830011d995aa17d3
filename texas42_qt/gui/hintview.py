"""Shows a hint: for a bid, the chance of each bid level under each contract
(with its uncertainty) and the expected points; for a play, each legal tile's
chance. The hint is advice only: nothing is played until the user clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..ai.hints import BidHint, PlayHint, rule_text
from ..engine import Bid, Contract, Rules, stake_of
from ..engine.tiles import TILE_NAMES
from .controller import WidowHint
from .fitcolumns import ColumnFitter
from .i18n import number, percent, render, translate
from .models import bid_text, contract_label, contract_text


def _chance_colour(p: float) -> QColor:
    """Red through amber to green."""
    p = max(0.0, min(1.0, p))
    return QColor.fromHsvF(0.33 * p, 0.45, 1.0)


def idle_text() -> str:
    """The hint panel's line when no hint is shown (found by playing: "Ask … when it is your turn" read as stale)."""
    return translate("HintView", "On your turn, Hint (H) shows the computer's view of your choices.")


class HintView(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.in_dialog = False
        """Shown in a dialog (the practice reveal), not the side panel: a hint says so."""
        box = QVBoxLayout(self)
        self.ask = QPushButton(translate("HintView", "Hint (H)"))
        self.ask.setToolTip(translate("HintView", "What the Hard AI would do here, and why"))
        box.addWidget(self.ask)
        self.summary = QLabel(idle_text())
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.summary)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table instead of walking its cells
        self.fitter = ColumnFitter(self.table)
        self.table.verticalHeader().setDefaultSectionSize(22)
        box.addWidget(self.table, 1)
        self.hint: Any = None
        self._rules: Rules | None = None

    def clear(self, text: str = "") -> None:
        self.hint = None
        self.summary.setText(render(text) or idle_text())
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)

    def _columns_that_fit(self, row_labels: list[str], headers: list[str]) -> int:
        """How many contract columns (headed `headers`, in order) fit beside the row
        labels without scrolling sideways: each as wide as its own header or a "100%"
        cell (a column per widest name said "widen" with room to spare)."""
        metrics = self.table.verticalHeader().fontMetrics()
        labels = max((metrics.horizontalAdvance(t) for t in row_labels), default=0) + 16
        room = self.table.viewport().width() + self.table.verticalHeader().width() - labels
        head = self.table.horizontalHeader().fontMetrics()
        cell = self.table.fontMetrics().horizontalAdvance("100%")
        fit = 0
        for text in headers:
            room -= max(head.horizontalAdvance(text), cell) + 16
            if room < 0:
                break
            fit += 1
        return max(2, fit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if isinstance(self.hint, BidHint) and self._rules is not None:
            self._bid(self.hint, self._rules)  # as many contracts as the new width holds

    def waiting(self) -> None:
        self.clear(translate("HintView", "Thinking about your options…"))

    def show_hint(self, hint: Any, rules: Rules) -> None:
        self.hint = hint
        self._rules = rules
        if isinstance(hint, BidHint):
            self._bid(hint, rules)
        elif isinstance(hint, PlayHint):
            self._play(hint)
        elif isinstance(hint, WidowHint):
            self.clear(hint.reason)
            self.hint = hint

    def _bid(self, hint: BidHint, rules: Rules) -> None:
        """One column per contract (best expected first), one row per bid level."""
        rec = bid_text(hint.recommended, rules)
        if hint.contract is not None:
            head = translate("HintView", "Recommended: {bid} in {contract}.").format(
                bid=rec, contract=contract_text(hint.contract).lower())
        else:
            head = translate("HintView", "Recommended: {bid}.").format(bid=rec)
        worlds = max((c.worlds for c in hint.contracts), default=0)
        if hint.instant:
            note = "<br><i>" + translate("HintView", "Quick estimate from the built-in table; refining by simulation…") + "</i>"
        elif not hint.final:
            note = "<br><i>" + translate("HintView", "Preview over %n deal(s); refining…", None, worlds) + "</i>"
        elif hint.choice == "contract":  # naming trump: the chances are the open-hands ones, no margin
            note = "<br><small>" + translate(
                "HintView", "{rules} Chances shown: the share of {worlds} sampled deals made with open hands.").format(
                rules=render(rule_text(rules, hint.choice)), worlds=worlds) + "</small>"
        else:
            note = "<br><small>" + translate(
                "HintView", "{rules} Chances shown are those used: the share of {worlds} sampled deals made with open hands, "
                "less a margin for play without seeing the other hands.").format(
                rules=render(rule_text(rules, hint.choice)), worlds=worlds) + "</small>"
        reason = render(hint.reason)
        self.summary.setText(f"<b>{head}</b><br>{reason}{note}")
        levels = sorted({v for c in hint.contracts for v in c.chances})
        units = {c.unit for c in hint.contracts}
        unit = unit_word(units.pop()) if len(units) == 1 else translate("HintView", "value")
        # The recommended contract first, then the others by expected value (as a share of the most there is).
        columns = sorted(hint.contracts, key=lambda c: (c.contract is not hint.contract, -c.expected / _full(c.contract, rules)))
        expected = translate("HintView", "Exp. {unit}").format(unit=unit)
        fit = self._columns_that_fit([bid_text(Bid(v), rules) for v in levels] + [expected],
                                     [contract_text(c.contract) for c in columns])
        if fit < len(columns):
            more = translate("HintView", "The best {fit} of {all} contracts; widen the window to see more.") if self.in_dialog \
                else translate("HintView", "The best {fit} of {all} contracts; widen this panel to see more.")
            note = "<br><small>" + more.format(fit=fit, all=len(columns)) + "</small>" + note
            self.summary.setText(f"<b>{head}</b><br>{reason}{note}")
            columns = columns[:fit]
        self.table.clear()
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels([contract_text(c.contract) for c in columns])
        self.table.setRowCount(len(levels) + 1)
        self.table.setVerticalHeaderLabels([expected] + [bid_text(Bid(v), rules) for v in levels])
        for col, ch in enumerate(columns):
            exp = QTableWidgetItem(number(ch.expected, 1))
            exp.setToolTip(translate("HintView", "{contract}: expected {unit} over {worlds} sampled deals").format(
                contract=contract_label(ch.contract), unit=unit_word(ch.unit), worlds=ch.worlds))
            exp.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(0, col, exp)
            for row, v in enumerate(levels, start=1):
                chance = ch.chances.get(v)
                if chance is None:
                    continue
                shown = chance.p if chance.used is None else chance.used
                item = QTableWidgetItem(percent(shown))
                tip = (translate("HintView", "{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled "
                                             "deals (one standard error)") if ch.worlds else
                       translate("HintView", "{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's "
                                             "deals (one standard error)")).format(
                    contract=contract_label(ch.contract), bid=bid_text(Bid(v), rules), p=percent(chance.p),
                    error=percent(chance.stderr), worlds=ch.worlds)
                if chance.used is not None:
                    tip += translate("HintView", "; {p} after the margins for sampling and for play without open hands").format(
                        p=percent(chance.used))
                item.setToolTip(tip)
                item.setBackground(_chance_colour(shown))
                item.setForeground(QColor("black"))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.fitter.fit()

    def _play(self, hint: PlayHint) -> None:
        worlds = hint.worlds  # a plain name: pyside6-lupdate reads no expression as the count
        note = "<br><i>" + translate("HintView", "Preview over %n deal(s); refining…", None, worlds) + "</i>" \
            if not hint.final else "<br><small>" + translate(
                "HintView", "Over %n sampled deal(s) of the hidden tiles.", None, worlds) + "</small>" if worlds else ""
        head = translate("HintView", "Recommended: {bid}.").format(bid=TILE_NAMES[hint.recommended])
        self.summary.setText(f"<b>{head}</b><br>{render(hint.reason)}{note}")
        self.table.clear()
        self.table.setColumnCount(3)
        # Defenders see what the bidders take (fewer is better), never a negative number.
        # What is still to be won from here (the tricks already taken are not in it).
        one_bidder = self._rules is not None and not self._rules.layout.partnerships  # Moon, 42 for three
        unit = unit_word(hint.unit)
        if hint.making:
            takes = translate("HintView", "Your {unit} to come")
        else:
            takes = translate("HintView", "Bidder's {unit} to come") if one_bidder else translate("HintView", "Bidders' {unit} to come")  # noqa: E501
        goal = translate("HintView", "Chance to make") if hint.making else translate("HintView", "Chance to set")
        self.table.setHorizontalHeaderLabels([translate("HintView", "Tile"), goal, takes.format(unit=unit)])
        header = self.table.horizontalHeaderItem(2)
        assert header is not None  # the labels were just set
        header.setToolTip((translate("HintView", "The {unit} your side still takes in the rest of the hand, on average, "
                                                 "after this tile") if hint.making else
                           translate("HintView", "The {unit} the bidders take in the rest of the hand, on average, after this "
                                                 "tile (fewer is better for you)")).format(unit=unit))
        self.table.setRowCount(len(hint.options))
        for r, option in enumerate(hint.options):
            self.table.setItem(r, 0, QTableWidgetItem(TILE_NAMES[option.tile]))
            item = QTableWidgetItem(percent(option.chance))
            item.setBackground(_chance_colour(option.chance))
            item.setForeground(QColor("black"))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(r, 1, item)
            self.table.setItem(r, 2, QTableWidgetItem(number(abs(option.expected), 1)))
        self.fitter.fit()


def unit_word(unit: str) -> str:
    """The unit a hint counts in ("points", "tricks", "marks"), translated."""
    words = {"points": translate("HintView", "points"), "tricks": translate("HintView", "tricks"),
             "marks": translate("HintView", "marks")}
    return words.get(unit, render(unit))


def _full(contract: Contract, rules: Rules) -> float:
    """The most a contract's value can be (the engine's stake): tricks or points."""
    return float(stake_of(rules, 0, contract).full)
