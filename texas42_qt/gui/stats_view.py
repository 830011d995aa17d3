"""The Statistics window: games, bids by contract and level, defence, bidding practice and
play practice, as tables and charts, with a reset."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine import LAYOUTS, Bid, Contract, Rules, Variant
from ..trainer.stats import BidRow, GameRow, PlayDay, Stats
from .a11y import name_table
from .charts import BarChart, LineChart
from .controller import LEVELS
from .i18n import number, percent, translate, when_said
from .levels import level_label
from .models import bid_text, contract_text, variant_name
from .placement import resize_within_screen
from .trainer_views import fill_table


def _game_name(variant: str) -> str:
    try:
        return variant_name(Variant(variant))
    except ValueError:
        return variant or "—"


def _game_order(row: GameRow) -> tuple[int, str, int, str]:
    """The games in their menu's order, and in each the opponents from Easy to Expert (found by QA:
    the rows were alphabetical by code: Easy, Expert, Hard, Normal)."""
    variants = [v.value for v in Variant]
    levels = [*LEVELS, "mixed"]
    variant = variants.index(row.variant) if row.variant in variants else len(variants)
    level = levels.index(row.level) if row.level in levels else len(levels)
    return variant, row.variant, level, row.level


def _level_name(level: str) -> str:
    """"hard" -> "Hard"; a game against AIs of several levels -> "Mixed levels"."""
    return translate("Trainer", "Mixed levels") if level == "mixed" else level_label(level) if level else "—"


def _bid_level_name(row: BidRow) -> str:
    """A bid level as a player says it, with its game unless it is Texas 42: "2 marks (84)", "Moon: 5 tricks"."""
    try:
        variant = Variant(row.variant or "42")
        text = bid_text(Bid(int(row.key)), Rules.make(variant))
    except ValueError:
        return row.key
    return _in_game(variant, text)


def _in_game(variant: Variant, text: str) -> str:
    """A bid or a contract with its game unless it is Texas 42: "Fives", "Moon: Fives"."""
    return text if variant is Variant.TEXAS_42 else translate("Trainer", "{game}: {bid}").format(game=variant_name(variant), bid=text)  # noqa: E501


def make_chart_title(rows: list[BidRow]) -> str:
    """The make-rate chart's title, true of the games its bars come from: a side bids in Texas 42,
    a player alone in Moon and 42 for three (found by QA: "your side bidding" over Moon's bars)."""
    teams = set()
    for row in rows:
        try:
            teams.add(LAYOUTS[Variant(row.variant or "42")].partnerships)
        except ValueError:
            teams.add(True)  # (a game this version does not know: as the chart names it, Texas 42)
    if teams == {False}:
        return translate("Trainer", "Make rate per contract (your bids)")
    if teams == {False, True}:
        return translate("Trainer", "Make rate per contract (your bids, and your partner's in Texas 42)")
    return translate("Trainer", "Make rate per contract (your side bidding)")


def defence_text(hands: int, sets: int) -> str:
    """One sentence over every game, so "the bid", not "the bidders" (found by QA: Moon and 42 for
    three have one bidder)."""
    if not hands:
        return translate("Trainer", "You have not defended a hand yet.")
    return translate("Trainer", "On defence you have set the bid in %n hand(s) of {hands} ({share}).", None, sets).format(
        hands=hands, share=percent(sets / hands))


def forced_text(hands: int, made: int) -> str:
    """The bids your side was forced to make, kept out of the tables above ("" without any)."""
    if not hands:
        return ""
    return translate("Trainer", "Your side was forced to bid in %n hand(s) (everyone else passed) and made {made}; "
                                "those are not in the tables.", None, hands).format(made=made)


def practice_text(decisions: int, average_lost: float) -> str:
    if not decisions:
        return translate("Trainer", "You have not answered a practice deal yet.")
    return translate("Trainer", "You have answered %n practice deal(s); on average a decision gave up {lost} marks against "
                                "the best one (0 is perfect).", None, decisions).format(lost=number(average_lost, 2))


def play_practice_text(total: PlayDay) -> str:
    """The play-practice answers in the units of the session summary: right, and chance given up."""
    if not total.positions:
        return translate("Trainer", "You have not answered a play-practice position yet: Practice → Play practice asks "
                                    "what you would play, and each answer counts here.")
    share = percent(total.right / total.positions)
    positions = total.positions  # a plain name: pyside6-lupdate reads no expression as the count
    return translate("Trainer", "You have answered %n play-practice position(s), {right} of them right ({share}); on average "
                                "a tile gave up {lost} chance against the best one (0% is perfect).", None,
                     positions).format(right=total.right, share=share, lost=percent(total.average_lost))


def _wrapped() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    return label


def _day_table(name: str) -> QTableWidget:
    table = QTableWidget()
    name_table(table, name)
    table.horizontalHeader().setStretchLastSection(True)  # no blank band beside the last column
    return table


def _days_tab(label: QLabel, table: QTableWidget, chart: LineChart) -> QWidget:
    """A practice's figures kept: the sentence over all days, then its days as a table and a chart."""
    tab = QWidget()
    box = QVBoxLayout(tab)
    box.addWidget(label)
    row = QHBoxLayout()
    row.addWidget(table)
    row.addWidget(chart, 1)
    box.addLayout(row, 1)
    return tab


def _fill_days(table: QTableWidget, chart: LineChart, headers: list[str],
               days: list[tuple[str, list[str], float]]) -> None:
    """`days` oldest first, each (ISO day, its cells after the day, its average given up): the table
    newest first, the chart's line left to right, both writing the day the same way: in the language's
    words, as My mistakes does (found by QA: the short "12/7/26" was read out as figures, and is 12 July
    or 7 December by where one lives)."""
    fill_table(table, [translate("Trainer", "Day"), *headers], [[when_said(day), *cells] for day, cells, _ in reversed(days)])
    table.setVisible(bool(days))  # empty: the sentence and the chart's "No data yet" say so
    table.setFixedWidth(table.horizontalHeader().length() + 2 * table.frameWidth() + 20)
    chart.set_points([(when_said(day), lost) for day, _, lost in days])


def _contract_name(row: BidRow) -> str:
    """A contract as the table names it, with its game unless it is Texas 42: "Fives", "Moon: Fives"."""
    try:
        text = contract_text(Contract.from_code(row.key))
    except ValueError:
        text = row.key.capitalize() or "—"
    try:
        return _in_game(Variant(row.variant or "42"), text)
    except ValueError:
        return text


LEAST_SIZE = QSize(760, 560)
"""Room for the Statistics tables beside their charts."""


def first_size(room: QSize) -> QSize:
    """The Statistics window's size before the user chose one, on a screen with this much room:
    three quarters of it, within 760x560 and 1280x860 (found by QA: 760x560 on a 1600x1000
    screen, its charts and tables small in a corner of it)."""
    share = QSize(room.width() * 3 // 4, room.height() * 3 // 4)
    return share.expandedTo(LEAST_SIZE).boundedTo(QSize(1280, 860))


class StatsDialog(QDialog):
    """Figures kept across sessions, as tables and charts, with a reset. Opened at `size` (the
    size the user left it at), else at a share of its screen; within the screen either way."""

    def __init__(self, stats: Stats, parent: QWidget | None = None,
                 confirm: Callable[[], bool] | None = None, size: QSize | None = None):
        super().__init__(parent)
        self.stats = stats
        self.confirm = confirm or self._ask
        self.setWindowTitle(translate("Trainer", "Statistics"))
        screen = (parent or self).screen()
        room = screen.availableGeometry().size() if screen is not None else LEAST_SIZE
        resize_within_screen(self, size or first_size(room))
        box = QVBoxLayout(self)
        self.tabs = QTabWidget()
        box.addWidget(self.tabs)
        self.games = QTableWidget()
        self.by_contract = QTableWidget()
        self.by_level = QTableWidget()
        for table, name in ((self.games, translate("Trainer", "Games")), (self.by_contract, translate("Trainer", "Bids by contract")),  # noqa: E501
                            (self.by_level, translate("Trainer", "Bids by level"))):
            name_table(table, name)
        self.make_chart = BarChart(translate("Trainer", "Make rate per contract (your side bidding)"))
        self.defence = QLabel()
        self.forced = _wrapped()
        self.practice_chart = LineChart(translate("Trainer", "Bidding practice: average marks given up per day"))
        self.practice_label = _wrapped()
        self.practice_days = _day_table(translate("Trainer", "Bidding practice by day"))
        self.play_label = _wrapped()
        self.play_days = _day_table(translate("Trainer", "Play practice by day"))
        self.play_chart = LineChart(translate("Trainer", "Play practice: average chance given up per day"), value_text=percent)
        # Found by playing: a first look showed an empty table and nothing else, where the
        # other tabs say that nothing is counted yet.
        self.no_games = QLabel(translate("Trainer", "You have not finished a game yet: a game counts here when it ends."))
        self.no_games.setWordWrap(True)
        games_tab = QWidget()
        g = QVBoxLayout(games_tab)
        g.addWidget(self.no_games)
        g.addWidget(self.games)
        bidding = QWidget()
        b = QVBoxLayout(bidding)
        row = QHBoxLayout()
        row.addWidget(self.by_contract)
        row.addWidget(self.by_level)
        b.addLayout(row)
        b.addWidget(self.make_chart)
        b.addWidget(self.forced)
        b.addWidget(self.defence)
        self.tabs.addTab(games_tab, translate("Trainer", "Games"))
        self.tabs.addTab(bidding, translate("Trainer", "Bidding and defence"))
        self.tabs.addTab(_days_tab(self.practice_label, self.practice_days, self.practice_chart),
                         translate("Trainer", "Bidding practice"))
        self.tabs.addTab(_days_tab(self.play_label, self.play_days, self.play_chart), translate("Trainer", "Play practice"))
        buttons = QHBoxLayout()
        self.reset_button = QPushButton(translate("Trainer", "&Reset statistics…"))
        self.reset_button.clicked.connect(self.reset)
        # Enter closes; the keyboard starts on the tabs (found by playing by keyboard: the dialog
        # opened on Reset, whose question answered Yes to Enter, so two Enters wiped the statistics).
        self.reset_button.setAutoDefault(False)
        buttons.addWidget(self.reset_button)
        buttons.addStretch()
        # Each with an Alt key, as the other dialogs' buttons (found by QA: neither had one)
        self.close_button = QPushButton(translate("Trainer", "&Close"))
        self.close_button.clicked.connect(self.accept)
        self.close_button.setDefault(True)
        buttons.addWidget(self.close_button)
        box.addLayout(buttons)
        self.tabs.setFocus()
        self.refresh()

    def refresh(self) -> None:
        s = self.stats
        games = sorted(s.games(), key=_game_order)
        fill_table(self.games, [translate("Trainer", "Game"), translate("Trainer", "Opponents"), translate("Trainer", "Games"),
                           translate("Trainer", "Won"), translate("Trainer", "Win rate")],
              [[_game_name(g.variant), _level_name(g.level), str(g.games), str(g.wins), percent(g.win_rate)]
               for g in games])
        self.no_games.setVisible(not games)
        rate = [[_contract_name(r), str(r.bid), str(r.made), str(r.set), percent(r.made / r.bid)]
                for r in s.bids_by_contract()]
        counts = [translate("Trainer", "Times"), translate("Trainer", "Made"), translate("Trainer", "Set"),
                  translate("Trainer", "Made %")]
        fill_table(self.by_contract, [translate("Trainer", "Contract"), *counts], rate)
        fill_table(self.by_level, [translate("Trainer", "Bid"), *counts],
              [[_bid_level_name(r), str(r.bid), str(r.made), str(r.set), percent(r.made / r.bid)] for r in s.bids_by_level()])
        self.make_chart.set_title(make_chart_title(s.bids_by_contract()))
        self.make_chart.set_bars([(_contract_name(r), r.made / r.bid, f"{r.made}/{r.bid}") for r in s.bids_by_contract()])
        self.forced.setText(forced_text(*s.forced_bids()))
        self.forced.setVisible(bool(self.forced.text()))
        n, sets = s.defence()
        self.defence.setText(defence_text(n, sets))
        count, avg = s.practice_average()
        self.practice_label.setText(practice_text(count, avg))
        # The two practices' days in one shape (found by QA: bidding had no table, and its chart
        # wrote "03-07" where the play table beside its chart wrote the language's short date).
        _fill_days(self.practice_days, self.practice_chart,
                   [translate("Trainer", "Decisions"), translate("Trainer", "Best"), translate("Trainer", "Marks given up")],
                   [(d.day, [str(d.decisions), str(d.best), number(d.average_lost, 2)], d.average_lost)
                    for d in s.practice_days()])
        self.play_label.setText(play_practice_text(s.play_practice_total()))
        _fill_days(self.play_days, self.play_chart,
                   [translate("Trainer", "Positions"), translate("Trainer", "Right"), translate("Trainer", "Chance given up")],
                   [(d.day, [str(d.positions), str(d.right), percent(d.average_lost)], d.average_lost)
                    for d in s.play_practice_days()])

    def _ask(self) -> bool:
        answer = QMessageBox.question(self, translate("Trainer", "Reset statistics"),
                                      translate("Trainer", "Delete every statistic kept so far? This cannot be undone."),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def reset(self) -> bool:
        if not self.confirm():
            return False
        self.stats.reset()
        self.refresh()
        return True
