"""Shows a hint: for a bid, the chance of each bid level under each contract
(with its uncertainty) and the expected points; for a play, each legal tile's
chance. The hint is advice only: nothing is played until the user clicks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..ai.evaluate import ends_once_decided
from ..ai.hints import BidHint, ContractHint, OtherChoice, PlayHint, rule_text
from ..ai.reasons import chance_places, expected_places
from ..engine import Bid, Rules, Variant, WidowTiming
from ..engine.tiles import TILE_NAMES
from ..engine.wording import choice_phrase, contract_noun
from .a11y import SpanTable, name_table, show_and_say
from .controller import Hint, WidowHint
from .fitcolumns import ColumnFitter
from .hint_columns import MARK, columns_that_fit, contract_rank, least_widths, left_out_tip, ranking_level, scrolled_off
from .hint_texts import UNITS, expected_tip, show_summary, takes_header, takes_tip, tie_note, unit_word, with_played_out_note
from .hint_words import link_words
from .i18n import MINUS, number, percent, render, translate
from .models import NO_COUNT, bid_text, contract_label, contract_text, spoken_tile
from .tones import chance_colours

WIDER_PANELS = "Ctrl+Shift+Left"
"""The View menu's key for wider side panels: the hint's note names it when contracts are left out."""


CHANCE = Qt.ItemDataRole.UserRole
"""A cell's chance, which shades it (`HintView.shade`) in the desktop's look of the moment."""


def idle_text() -> str:
    """The hint panel's line when no hint is shown (found by playing: "Ask … when it is your turn" read as stale)."""
    return translate("HintView", "On your turn, Hint (H) shows the computer's view of your choices.")


class HintView(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.in_dialog = False
        """Shown in a dialog (the practice reveal), not the side panel: a hint says so."""
        self.room: Callable[[], tuple[int, int]] | None = None
        """The pixels the side panel can still widen by in its window, and the window on its screen
        (None: a view on its own, which its owner can widen)."""
        box = QVBoxLayout(self)
        self.ask = QPushButton(translate("HintView", "Hint (H)"))
        self.ask.setToolTip(translate("HintView", "What the Hard AI would do here, and why"))
        box.addWidget(self.ask)
        self.summary = QLabel(idle_text())
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.summary)
        self.table = SpanTable()  # (the Pass row spans it)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # Named here, for every view that shows a hint (found by QA: Analyze a hand's was nameless);
        # a view may rename it (play practice: "Every legal tile").
        name_table(self.table, translate("MainWindow", "Hint table"))
        self.fitter = ColumnFitter(self.table)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().hide()  # until a hint fills the table
        box.addWidget(self.table, 1)
        self.hint: Hint | None = None
        self._rules: Rules | None = None
        self._cell_sample = "100%"
        self._more: tuple[int, int, int, str] | None = None
        """The contracts shown, of how many, the pixels the next one lacks, and the note said of them."""

    def clear(self, text: str = "") -> None:
        self.hint = None
        self.summary.setToolTip("")
        self._more = None
        shown = render(text) or idle_text()
        show_and_say(self.summary, shown, shown)
        link_words(self.summary)
        self.table.clear()
        self.table.clearSpans()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        # Found by playing: the last hint's two-line header stayed as an empty grey band.
        self.table.horizontalHeader().hide()

    def _more_text(self, fit: int, total: int, lacking: int, *_: str) -> str:
        """The note on the contracts left out: it asks to widen only what can widen enough for one
        more (found by QA: "widen this panel" with the panel at its widest, the window as wide as the screen)."""
        panel, window = self.room() if self.room is not None else (lacking, 0)
        keys = QKeySequence(WIDER_PANELS).toString(QKeySequence.SequenceFormat.NativeText)
        if lacking <= panel:
            text = translate("HintView", "The best {fit} of {all} contracts; widen this panel ({keys}) to see more.")
        elif lacking <= panel + window:
            text = translate("HintView", "The best {fit} of {all} contracts; widen the window, then this panel ({keys}), "
                                         "to see more.")
        else:
            text = translate("HintView", "The best {fit} of {all} contracts; the others do not fit beside the table.")
        return text.format(fit=fit, all=total, keys=keys)

    def room_changed(self) -> None:
        """The table or the window changed size: the note on the contracts left out is given again
        if it would ask for something else now (found by QA: it still asked to widen the panel
        Qt had just stopped at the table's minimum width)."""
        more = self._more
        if more is not None and isinstance(self.hint, BidHint) and self._rules is not None \
                and self._more_text(*more) != more[3]:
            self._bid(self.hint, self._rules)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if isinstance(self.hint, BidHint) and self._rules is not None:
            self._bid(self.hint, self._rules)  # as many contracts as the new width holds

    def shade(self) -> None:
        """Each chance's cell red through amber to green, in the desktop's look, dark or light."""
        for row in range(self.table.rowCount()):
            for column in range(self.table.columnCount()):
                item = self.table.item(row, column)
                if item is not None and item.data(CHANCE) is not None:
                    back, text = chance_colours(item.data(CHANCE), self.palette())
                    item.setBackground(back)
                    item.setForeground(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """Dark mode turned on or off while a hint is shown: its cells take the new look's shades."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.shade()

    def waiting(self) -> None:
        self.clear(translate("HintView", "Thinking about your options…"))

    def show_hint(self, hint: Hint, rules: Rules) -> None:
        self.hint = hint
        self.summary.setToolTip("")
        self._rules = rules
        if isinstance(hint, BidHint):
            self._bid(hint, rules)
        elif isinstance(hint, PlayHint):
            self._play(hint)
        elif isinstance(hint, WidowHint):
            self._widow(hint)

    def _bid(self, hint: BidHint, rules: Rules) -> None:
        """One column per contract (the recommended first, then by expected value), one row
        per bid level; while bidding each cell shows the chance used and what the bid is
        worth, a row above shows the pass (and Plunge or Splash), and the recommended
        cell is marked: it is the best value in the table."""
        head = self._bid_head(hint, rules)
        worlds = max((c.worlds for c in hint.contracts), default=0)
        note = "<br><small>" + self._bid_note(hint, rules, worlds) + "</small>"
        if hint.instant or not hint.final:
            note = note.replace("<small>", "<i>").replace("</small>", "</i>")
        levels = sorted({v for c in hint.contracts for v in c.chances})
        units = {c.unit for c in hint.contracts}
        # The recommended contract first, then the one the reason compares it with (a narrow panel
        # still shows both cells the reason speaks of), then as naming trump ranks them.
        runner = hint.runner[1] if hint.runner is not None else None
        level = ranking_level(hint)
        columns = sorted(hint.contracts, key=lambda c: (c.contract is not hint.contract, c.contract is not runner,
                                                        contract_rank(c, level, rules)))
        expected = _expected_label(units)
        others = list(hint.others)
        labels = [bid_text(o.bid, rules, short=True) for o in others] + [expected] + [bid_text(Bid(v), rules) for v in levels]
        valued = any(c.values for c in hint.contracts)
        # As wide as the widest value shown (a points game's run to "−48.25", not "−2.00").
        values = [_signed(x, hint.value_places) for c in hint.contracts for x in c.values.values()]
        self._cell_sample = max(values, key=len) if valued else "100%"
        line = self.table.fontMetrics().lineSpacing()
        self.table.verticalHeader().setDefaultSectionSize(2 * line + 6 if valued else 22)
        # A dialog shows every contract, scrolling sideways where the screen is too narrow (found
        # at 1024x700: Analyze a hand showed 6 of 9 and asked to widen a window as wide as the screen).
        self.fitter.sideways = self.in_dialog
        fit, lacking = (len(columns), 0) if self.in_dialog else \
            columns_that_fit(self.table, labels, least_widths(self.table, self._cell_sample, hint, columns),
                             2 if valued else 1)
        self._more = None
        self.fitter.fill = fit < len(columns)
        self.summary.setToolTip(left_out_tip(columns[fit:]))
        if fit < len(columns):
            more = self._more_text(fit, len(columns), lacking)
            self._more = (fit, len(columns), lacking, more)
            note = "<br><small>" + more + "</small>" + note
            columns = columns[:fit]
            units = {c.unit for c in columns}  # (those of the cells shown: found by playing, "points/tricks" over points)
            labels[len(others)] = _expected_label(units)
        self.table.clear()
        # A hint with no Pass row must not keep the last one's row spanned (found by QA: the forced
        # bidder's "Exp. points" row showed one number across every contract)
        self.table.clearSpans()
        self.table.horizontalHeader().show()
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels([contract_text(c.contract) for c in columns])
        self.table.setRowCount(len(labels))
        self.table.setVerticalHeaderLabels(labels)
        self.table.verticalHeader().show()
        for row, other in enumerate(others):
            self._other_row(row, other, hint, rules, len(columns))
        top = len(others)
        for col, ch in enumerate(columns):
            # Each cell names its unit where the contracts count in different ones (found by playing:
            # Nello's 4.6 tricks beside the suits' 35 points, under one name).
            shown = number(ch.expected, 1)
            exp = QTableWidgetItem(shown if len(units) == 1 else f"{shown} {unit_word(ch.unit)}")
            tip = expected_tip(ch.contract).format(contract=contract_label(ch.contract), unit=unit_word(ch.unit),
                                                   worlds=ch.worlds)
            exp.setToolTip(with_played_out_note(tip) if ends_once_decided(rules) else tip)  # (as the play hint's says)
            exp.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(top, col, exp)
            for row, v in enumerate(levels, start=top + 1):
                item = self._bid_cell(hint, ch, v, rules)
                if item is not None:
                    self.table.setItem(row, col, item)
        self.shade()
        self.fitter.fit()
        # Each hint from its top left (found by QA: a reveal opened on the last deal's scroll)
        self.table.scrollToTop()
        self.table.horizontalScrollBar().setValue(0)
        if self.in_dialog and self.fitter.overflows():  # (the side panel never scrolls sideways: found by QA)
            scroll = translate("HintView", "The best contracts first; scroll sideways to see all {all}.")
            self.summary.setToolTip(left_out_tip(scrolled_off(self.table, columns)))
            note = "<br><small>" + scroll.format(all=len(columns)) + "</small>" + note
        show_summary(self.summary, (head, head), hint.reason, note)

    def _bid_head(self, hint: BidHint, rules: Rules) -> str:
        if not hint.advice:
            return translate("HintView", "First look (quick estimate)")
        rec = bid_text(hint.recommended, rules)
        if hint.contract is not None and hint.choice == "contract" and hint.partners_bid:  # (a Plunge or Splash)
            return translate("HintView", "Recommended: name {contract} for your partner's bid of {bid}.").format(
                bid=rec, contract=render(contract_noun(hint.contract)))
        if hint.contract is not None and hint.choice == "contract":  # the bid is made: trump is the choice (found by QA)
            return translate("HintView", "Recommended: name {contract} for your bid of {bid}.").format(
                bid=rec, contract=render(contract_noun(hint.contract)))
        if hint.contract is not None:  # (in the reason's words: "shooting the moon in sixes", found by review)
            choice = choice_phrase((hint.recommended, hint.contract), rules, within=True)
            return translate("HintView", "Recommended: {bid}.").format(bid=render(choice))
        return translate("HintView", "Recommended: {bid}.").format(bid=rec)

    def _bid_note(self, hint: BidHint, rules: Rules, worlds: int) -> str:
        self.table.setToolTip("")
        if hint.instant:
            return translate("HintView", "Quick estimate from the built-in table; refining by simulation…")
        if not hint.final:
            return translate("HintView", "Preview over %n deal(s); refining…", None, worlds)
        rule = render(rule_text(rules, hint.choice, hint.partners_bid))
        if hint.sure:
            return translate("HintView", "{rules} A sure laydown is certain: 100%.").format(rules=rule)
        if hint.choice == "contract" and rules.variant is Variant.MOON and rules.widow is WidowTiming.BEFORE_TRUMP:
            # The widow changed the hand since the bid: its chances are weighed again (found by QA: the bid hint
            # gave fours 41%, this hint 6% after the widow, and said they were the chances the bid was weighed with)
            return translate("HintView", "{rules} Chances are weighed again on your hand after the widow, as the widow "
                             "hint showed them: the share of {worlds} sampled deals made with open hands, less a margin "
                             "for play without seeing the other hands; on a tie, the surer contract.").format(
                rules=rule, worlds=worlds)
        if hint.choice == "contract" and hint.partners_bid:  # (the partner weighed its bid on its own hand)
            return translate("HintView", "{rules} Chances shown: the share of {worlds} sampled deals made with open "
                             "hands, less a margin for play without seeing the other hands; on a tie, the surer "
                             "contract.").format(rules=rule, worlds=worlds)
        if hint.choice == "contract":
            return translate("HintView", "{rules} Chances shown are those the bid was weighed with: the share of {worlds} "
                             "sampled deals made with open hands, less a margin for play without seeing the other hands; "
                             "on a tie, the surer contract.").format(rules=rule, worlds=worlds)
        if rules.variant is Variant.MOON:  # (the bid is weighed on the hand the bidder will play)
            rule += " " + translate("HintView", "In each deal you take the widow and lay away the tile you miss least.")
        # The whole story goes in the table's tooltip: on a narrow panel the note must leave room for the table.
        self.table.setToolTip(translate("HintView", "{rules} Each cell: the chance used (over {worlds} sampled deals, less a "
                                        "margin for play without open hands) above the expected {unit}, counting the chance "
                                        "of being outbid; ✓ marks the best.").format(
            rules=rule, worlds=worlds, unit=unit_word(hint.value_unit, value=True)))
        if rules.variant is Variant.MOON:
            return translate("HintView", "The Hard AI's view ({worlds} deals, the widow taken in each): each cell is the "
                                         "chance, then expected {unit}; ✓ the best.").format(
                unit=unit_word(hint.value_unit, value=True), worlds=worlds)
        return translate("HintView", "The Hard AI's view ({worlds} deals): each cell is the chance, then expected "
                                     "{unit}; ✓ the best.").format(unit=unit_word(hint.value_unit, value=True), worlds=worlds)

    def _bid_cell(self, hint: BidHint, ch: ContractHint, v: int, rules: Rules) -> QTableWidgetItem | None:
        chance = ch.chances.get(v)
        if chance is None:
            return None
        shown = chance.p if chance.used is None else chance.used
        value = ch.values.get(v)
        if hint.choice == "contract":  # the standing bid's row (a Plunge's too: found by review, it ticked none)
            on_row = hint.recommended.value == v
        else:
            on_row = hint.recommended == Bid(v)
        best = hint.advice and hint.contract is ch.contract and on_row
        mark = MARK if best else ""
        worth = "" if value is None else _signed(value, hint.value_places)
        text = mark + percent(shown) if value is None else f"{percent(shown)}\n{mark}{worth}"
        item = QTableWidgetItem(text)
        if ch.worlds:
            tip = translate("HintView", "{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled "
                                        "deals (one standard error)")
        elif hint.sure:
            tip = translate("HintView", "{contract}, bid {bid}: a sure laydown, made whatever the others hold")
        else:
            tip = translate("HintView", "{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's "
                                        "deals (one standard error)")
        tip = tip.format(contract=contract_label(ch.contract), bid=bid_text(Bid(v), rules), p=percent(chance.p),
                         error=percent(chance.stderr), worlds=ch.worlds)
        if chance.used is not None and not hint.sure:
            tip += translate("HintView", "; {p} after the margins for sampling and for play without open hands").format(
                p=percent(chance.used))
        if value is not None:
            tip += translate("HintView", "; worth {value} expected {unit} (kept against later bids in {keep})").format(
                value=worth, unit=unit_word(hint.value_unit, value=True), keep=percent(hint.keep.get(v, 1.0)))
        _mark(item, tip, best)
        item.setData(CHANCE, shown)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def _other_row(self, row: int, other: OtherChoice, hint: BidHint, rules: Rules, columns: int) -> None:
        """A pass (or Plunge, Splash) across the table: what it is worth, marked when best."""
        best = hint.advice and hint.recommended == other.bid
        value = _signed(other.value, hint.value_places)
        text = value if other.chance is None else f"{percent(other.chance)}: {value}"
        item = QTableWidgetItem(("✓ " if best else "") + text)
        tip = translate("HintView", "{choice}: worth {value} expected {unit}") if other.chance is None else \
            translate("HintView", "{choice}: {chance} to make (the chance used), worth {value} expected {unit}")
        tip = tip.format(choice=bid_text(other.bid, rules), chance=percent(other.chance or 0.0), value=value,
                         unit=unit_word(hint.value_unit, value=True))  # (a screen reader hears the chance the cell shows)
        if other.bid.is_pass and hint.partner_holds and hint.best_bid_value >= other.value - 1e-9:
            # (found by QA: "Pass +0.29", the best bid's value, read as its own)
            tip = translate("HintView", "Pass: your partner holds the bid, and bidding over it only takes the contract "
                                        "from your side, so passing counts as much as your best bid ({value}) and "
                                        "stands.").format(value=value)
        elif other.bid.is_pass and hint.partner_holds:
            # (found by QA: "as much as your best bid (+0.10)" beside a best bid of −0.08, under the bar)
            tip = translate("HintView", "Pass: your partner holds the bid, and a bid over it must be worth more than "
                                        "{value} expected {unit} (a margin for its risk); none is, so passing "
                                        "stands.").format(value=value, unit=unit_word(hint.value_unit, value=True))
        elif other.bid.is_pass:  # the bar a bid must beat, not marks a pass scores (as the reason says)
            tip = translate("HintView", "Pass: a bid must be worth more than {value} expected {unit} to beat passing "
                                        "(a margin for its risk, less what letting the opponents play costs)").format(
                value=value, unit=unit_word(hint.value_unit, value=True))
        _mark(item, tip, best)
        # In a dialog, whose table may scroll sideways, at the left where it is seen (centred over
        # nine columns it was off the screen: found by QA at 1024x700)
        item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter if self.in_dialog
                              else Qt.AlignmentFlag.AlignCenter)
        self.table.setItem(row, 0, item)
        if columns > 1:
            self.table.setSpan(row, 0, 1, columns)

    def _play(self, hint: PlayHint) -> None:
        worlds = hint.worlds  # a plain name: pyside6-lupdate reads no expression as the count
        note = "<br><i>" + translate("HintView", "Preview over %n deal(s); refining…", None, worlds) + "</i>" \
            if not hint.final else "<br><small>" + translate(
                "HintView", "The Hard AI's view over %n sampled deal(s) of the hidden tiles.", None, worlds) + "</small>" \
            if worlds else ""
        head = translate("HintView", "Recommended: {bid}.")  # (after the reason, the tie rule, as the bid hint's note says its)
        show_summary(self.summary, (head.format(bid=TILE_NAMES[hint.recommended]),
                                    head.format(bid=spoken_tile(hint.recommended, counts=NO_COUNT))), hint.reason,
                     (tie_note(hint) + note, tie_note(hint, said=True) + note))
        self.table.clear()
        self.table.clearSpans()
        self.table.horizontalHeader().show()
        if hint.own:
            self._own_tricks(hint)
            return
        # Defenders see what the bidders take (fewer is better), never a negative number.
        # What is still to be won from here (the tricks already taken are not in it).
        one_bidder = self._rules is not None and not self._rules.layout.partnerships  # Moon, 42 for three
        unit = unit_word(hint.unit)
        # The hand ends once decided (not in Moon, which plays every trick): the value plays every trick
        played_out = self._rules is not None and ends_once_decided(self._rules)
        takes = takes_header(hint, one_bidder, played_out)
        goal = translate("HintView", "Chance to make") if hint.making else translate("HintView", "Chance to set")
        tip = takes_tip(hint, one_bidder).format(unit=unit)
        tip = with_played_out_note(tip) if played_out else tip
        self._headers([translate("HintView", "Tile"), goal, takes.format(unit=unit)], {2: tip})
        self._tile_rows([option.tile for option in hint.options])
        places = chance_places(hint.options, hint.recommended)  # as the reason says it
        points = expected_places(hint.options, hint.recommended)  # a decimal more where a tenth reads alike
        for r, option in enumerate(hint.options):
            self.table.setItem(r, 0, _tile_item(option.tile))
            self.table.setItem(r, 1, _chance_item(option.chance, places))
            self.table.setItem(r, 2, QTableWidgetItem(number(abs(option.expected), points)))
        self.shade()
        self.fitter.fit()

    def _widow(self, hint: WidowHint) -> None:
        """Moon's widow: each tile laid away, the trump the hand left names, its chance of the
        bid, its tricks and what that is worth (the recommended tile first: the most worth)."""
        named = self._rules is not None and self._rules.widow is WidowTiming.AFTER_TRUMP  # (trump came first)
        view = translate("HintView", "The Hard AI's view: each tile laid away, with the trump you named.") if named else \
            translate("HintView", "The Hard AI's view: each tile laid away, then trump named as the trump hint would.")
        # (found by QA: five sure tricks showed "about 82%" here with no word of why; the trump hint says it)
        margin = translate("HintView", "Each chance keeps a margin for play without seeing the other hands, as the "
                                       "trump hint's does: even a sure hand shows less than 100%.")
        if any(option.chance >= 1.0 for option in hint.options):  # (found by QA: beside a row at 100%)
            margin = translate("HintView", "Each chance keeps a margin for play without seeing the other hands, as the "
                                           "trump hint's does, but for a sure laydown (100%).")
        note = "<br><i>" + translate("HintView", "Preview; refining…") + "</i>" if not hint.final else \
            "<br><small>" + view + " " + margin + "</small>"
        head = translate("HintView", "Recommended: lay away the {tile}.")
        show_summary(self.summary, (head.format(tile=TILE_NAMES[hint.tile]),
                                    head.format(tile=spoken_tile(hint.tile, counts=NO_COUNT))), hint.reason, note)
        self.table.clear()
        self.table.clearSpans()
        self.table.horizontalHeader().show()
        self.table.verticalHeader().setDefaultSectionSize(22)
        self._headers([translate("HintView", "Lay away"), translate("HintView", "Trump then"),
                       translate("HintView", "Chance to make"), translate("HintView", "Your tricks"),
                       translate("HintView", "Worth")],
                      {4: translate("HintView", "Game points: the bid won or lost at that chance, less half the tricks "
                                                "left to the other two players")})
        self._tile_rows([option.tile for option in hint.options])
        for r, option in enumerate(hint.options):
            worth = QTableWidgetItem(_signed(option.worth))
            _mark(worth, f"{TILE_NAMES[option.tile]}: {worth.text()}", option.tile == hint.tile,
                  said=f"{spoken_tile(option.tile, counts=NO_COUNT)}: {worth.text()}")
            items = [_tile_item(option.tile), QTableWidgetItem(contract_text(option.contract)),
                     _chance_item(option.chance), QTableWidgetItem(number(option.tricks, 1)), worth]
            for c, item in enumerate(items):
                self.table.setItem(r, c, item)
        self.shade()
        self.fitter.fit()

    def _headers(self, labels: list[str], tips: dict[int, str]) -> None:
        """The table's columns, headed `labels`; `tips`: a header's tooltip by column."""
        self.table.setColumnCount(len(labels))
        self.table.setHorizontalHeaderLabels(labels)
        for column, tip in tips.items():
            header = self.table.horizontalHeaderItem(column)
            assert header is not None  # the labels were just set
            header.setToolTip(tip)

    def _tile_rows(self, tiles: list[int]) -> None:
        """A row a tile: its header hidden (a number said nothing on the screen), named by the tile for
        a screen reader, which read the rows "1", "2" (found in the play-practice reveal's AT-SPI tree)."""
        self.table.setRowCount(len(tiles))
        for row, tile in enumerate(tiles):
            self.table.setVerticalHeaderItem(row, _tile_item(tile))
        self.table.verticalHeader().hide()

    def _own_tricks(self, hint: PlayHint) -> None:
        """Moon with the bid decided: no chance is left to change, each tile's own tricks to come."""
        self._headers([translate("HintView", "Tile"), translate("HintView", "Your tricks to come")],
                      {1: translate("HintView", "The bid is decided: the tricks you take in the rest of the hand, on "
                                                "average, after this tile")})
        self._tile_rows([option.tile for option in hint.options])
        places = expected_places(hint.options, hint.recommended)
        for r, option in enumerate(hint.options):
            self.table.setItem(r, 0, _tile_item(option.tile))
            self.table.setItem(r, 1, QTableWidgetItem(number(option.expected, places)))
        self.fitter.fit()


def _tile_item(tile: int) -> QTableWidgetItem:
    """A tile's cell: written "6-3", said "six-three" (found in the AT-SPI tree: read as numbers)."""
    item = QTableWidgetItem(TILE_NAMES[tile])
    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken_tile(tile, counts=NO_COUNT))
    return item


def _chance_item(p: float, places: int = 0) -> QTableWidgetItem:
    """A chance's cell: coloured red to green (`HintView.shade`), centred."""
    item = QTableWidgetItem(percent(p, places))
    item.setData(CHANCE, p)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def _expected_label(units: set[str]) -> str:
    """The row of what each contract takes, named by its units (found by QA: "Exp. value" here and
    "Exp. points" in the trump hint for the same points; a bid's worth is its "value" in the tooltips)."""
    unit = "/".join(unit_word(u) for u in sorted(units, key=lambda u: (UNITS + (u,)).index(u)))
    return translate("HintView", "Exp. {unit}").format(unit=unit)


def _signed(value: float, places: int = 2) -> str:
    """A value with its sign, as the language writes numbers ("+0.41", "−0,12"; `BidHint.value_places`)."""
    return ("+" if round(value, places) >= 0 else MINUS) + number(abs(value), places)


def _mark(item: QTableWidgetItem, tip: str, best: bool, said: str = "") -> None:
    """A cell's tooltip (also what a screen reader says of it, unless `said`); the recommended one bold and said so."""
    if best:  # (found by QA: "… and stands.; recommended")
        tip = tip.rstrip(".") + translate("HintView", "; recommended")
        said = said and said.rstrip(".") + translate("HintView", "; recommended")
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    item.setToolTip(tip)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, ("✓ " if best else "") + (said or tip))
