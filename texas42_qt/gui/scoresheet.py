"""The score sheet's Qt model: a row per hand, who bid what, the result, each side's running score."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from ..engine import HandResult, Rules
from .controller import GameController
from .fitcolumns import WholeRole
from .i18n import QT_TRANSLATE_NOOP, signed, translate, whole
from .models import (
    Index,
    MarksRole,
    bid_text,
    bidder_tricks,
    contract_text,
    forced_text,
    outcome_word,
    points_bidder_first,
    seat_label,
    side_names,
    tricks_won,
)

_ROOT = QModelIndex()


class ScoreSheetModel(QAbstractTableModel):
    """One row per finished hand: bidder, bid, contract, result, what each side
    gained and the running score (`MarksRole` carries marks for tally drawing)."""

    def __init__(self, controller: GameController, parent: Any = None):
        super().__init__(parent)
        self.controller = controller
        self._rows: list[tuple[HandResult, tuple[int, ...]]] = []
        # No sides before a game (found by playing: Us and Them stood over the empty sheet while
        # the saved game on offer was a Moon game, which has three seats).
        self._sides: list[str] = []
        controller.handScored.connect(self._on_scored)
        controller.gameReset.connect(self.reload)

    def side_names(self) -> list[str]:
        return list(self._sides)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    FIXED = (QT_TRANSLATE_NOOP("Models", "Bid"), QT_TRANSLATE_NOOP("Models", "Result"))

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.FIXED) + len(self._sides)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < len(self._rows) else None
        if 0 <= section < len(self.FIXED):
            return translate("Models", self.FIXED[section])
        side = section - len(self.FIXED)
        return self._sides[side] if 0 <= side < len(self._sides) else None

    squeezed = False
    """Shorter cells for a panel too narrow for every column (the view hides Result, see `squeeze`)."""

    def squeeze(self, on: bool) -> None:
        """Squeezed: the result under the bid, each side's running score without the hand's change
        (the whole cell in its tooltip and for a screen reader); the view hides the Result column."""
        if on != self.squeezed:
            self.squeezed = on
            if self._rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.columnCount() - 1))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A hand in few short columns (the side panel is narrow): who bid what in
        which contract; made or set with the points; each side's running score."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        result, total = self._rows[index.row()]
        col = index.column()
        first = len(self.FIXED)
        if role == MarksRole and col >= first:
            return total[col - first]
        if role == Qt.ItemDataRole.TextAlignmentRole and col >= first:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == WholeRole:
            return self._text(result, total, col)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole) and self.squeezed and col >= first:
            return self._text(result, total, col)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if self.squeezed and col == 0:
            return f"{self._text(result, total, 0)}\n{self._text(result, total, 1)}"
        if self.squeezed and col >= first:
            return whole(total[col - first])
        return self._text(result, total, col)

    def _text(self, result: HandResult, total: tuple[int, ...], col: int) -> str:
        """A cell's whole text."""
        rules = self.controller.rules
        names = self.controller.players_names()
        if col == 0:
            if result.bidder is None or result.bid is None:
                return translate("Models", "All passed")
            who, bid = seat_label(names, result.bidder), bid_text(result.bid, rules, short=True)
            if result.forced:  # (a forced bid read as a free choice on the sheet, as on the plate before)
                bid = forced_text(bid)
            if result.contract is None:
                return translate("Models", "{who} {bid}").format(who=who, bid=bid)
            return translate("Models", "{who} {bid} {contract}").format(who=who, bid=bid, contract=contract_text(result.contract))
        decided = None if col != 1 or result.bidder is None else bidder_tricks(
            rules, names, result.bidder, result.contract, tricks_won(result, rules.layout.n_seats))
        if decided is not None:
            #: "Set: West took 1 trick": the result and what decided a Nello or a Sevens, the bidders' tricks.
            return translate("Models", "{result}: {tricks}").format(result=outcome_word(result.result), tricks=decided)
        if col == 1:
            points = "–".join(str(p) for p in points_bidder_first(result, rules))
            side = self._bidding_side(result, rules)
            if side is None:
                return translate("Models", "{result} {points}").format(result=outcome_word(result.result), points=points)
            #: "Set: Them 14–28": the result, the bidding side (a column's name) and its points first.
            return translate("Models", "{result}: {side} {points}").format(
                result=outcome_word(result.result), side=side, points=points)
        first = len(self.FIXED)
        gained = result.awarded[col - first]
        # A non-breaking space: the change stays beside its total (found by QA at 800x600 and at
        # 150%: "1" over "(+1)" read as two numbers).
        return f"{whole(total[col - first])}\u00a0({signed(gained)})" if gained else whole(total[col - first])

    def _bidding_side(self, result: HandResult, rules: Rules) -> str | None:
        """The name of the side whose points come first (its column's), in a partnership game."""
        if not rules.layout.partnerships or result.bidder is None or len(self._sides) != 2:
            return None
        return self._sides[rules.layout.side(result.bidder)]

    def reload(self, *_: Any) -> None:
        view = self.controller.snapshot()
        self.beginResetModel()
        self._sides = side_names(view.rules, list(view.names), view.view_seat)
        self._rows = []
        running = [0] * len(self._sides)
        for r in view.results:
            running = [a + b for a, b in zip(running, r.awarded)]
            self._rows.append((r, tuple(running)))
        self.endResetModel()

    def _on_scored(self, result: HandResult) -> None:
        row = len(self._rows)
        running = self._rows[-1][1] if self._rows else (0,) * len(self._sides)
        self.beginInsertRows(_ROOT, row, row)
        self._rows.append((result, tuple(a + b for a, b in zip(running, result.awarded))))
        self.endInsertRows()
