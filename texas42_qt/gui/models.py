"""Qt models of what the table shows: the user's hand, the bids, the tricks and
the score sheet. They read the controller's public view (the human seat's
observation and the public results) and follow its signals; views bind to them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ..engine import (
    Bid,
    Contract,
    Discard,
    HandResult,
    Observation,
    Outcome,
    Phase,
    Play,
    Rules,
    Trick,
    Variant,
    contract_table,
    wording,
)
from ..engine.auction import was_forced
from ..engine.tables import TRUMP_SUIT
from ..engine.text import Figure, SeatWord, Text
from ..engine.tiles import TILE_COUNT, TILE_HIGH, TILE_LOW, TILE_NAMES, tiles_of
from ..engine.words import and_list
from .controller import GameController
from .i18n import QT_TRANSLATE_NOOP, every_language, render, translate

TileRole = Qt.ItemDataRole.UserRole + 1
LegalRole = Qt.ItemDataRole.UserRole + 2
MarksRole = Qt.ItemDataRole.UserRole + 3

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


def display_order(hand: int, contract: Contract | None, rules: Rules) -> list[int]:
    """A hand in the order a player holds it: before trump by high end then low end;
    after, trumps first (strongest first), then each suit from sixes down."""
    tiles = tiles_of(hand)
    if contract is None or contract in (Contract.NELLO, Contract.SEVENS):
        return sorted(tiles, reverse=True)
    table = contract_table(rules, contract)

    def key(t: int) -> tuple[int, int]:
        suit = table.lead_suit[t]
        group = -1 if suit == TRUMP_SUIT else 6 - suit
        return group, -table.power[suit][t]

    return sorted(tiles, key=key)


def number_word(pips: int) -> str:
    return (translate("Models", "blank"), translate("Models", "one"), translate("Models", "two"),
            translate("Models", "three"), translate("Models", "four"), translate("Models", "five"),
            translate("Models", "six"))[pips]


NO_COUNT = (0,) * len(TILE_COUNT)
"""`spoken_tile`'s counts for a tile named alone, its points unsaid (a picture, a list read plainly)."""


def spoken_tile(tile: int, playable: bool | None = None, counts: tuple[int, ...] = TILE_COUNT,
                trump: bool = False) -> str:
    """A tile as a screen reader says it: "six-four, trump, 10 count, playable"; `counts`: the
    variant's count of each tile (its layout's: none in Moon); `trump`: it is one (found by QA:
    what decides following was not said)."""
    high, low = TILE_HIGH[tile], TILE_LOW[tile]
    if high == low:
        words = translate("Models", "double {number}").format(number=number_word(high))
    else:
        words = translate("Models", "{high}-{low}").format(high=number_word(high), low=number_word(low))
    if trump:
        words = translate("Models", "{tile}, trump").format(tile=words)
    if counts[tile]:
        words = translate("Models", "{tile}, {count} count").format(tile=words, count=counts[tile])
    if playable is not None:
        words = (translate("Models", "{tile}, playable") if playable else
                 translate("Models", "{tile}, not playable now")).format(tile=words)
    return words


def spoken_tiles(tiles: list[int]) -> str:
    """Tiles as a screen reader says a list of them: "six-four, double five, three-blank" (a list
    written "6-4 5-5 3-0" was read as numbers)."""
    return ", ".join(spoken_tile(t, counts=NO_COUNT) for t in tiles)


def spoken_text(text: Any) -> str:
    """`text` rendered for a screen reader: a tile among a `Text`'s arguments ("6-3") said as
    `spoken_tile` says it ("six-three"; found in the AT-SPI tree: Moon's widow prompt read "6-3"),
    at any depth (a reason's "the 6-3 and 6-1 are still out": found in the AT-SPI tree, read as numbers)."""
    return render(_spoken(text))


def _spoken(value: Any) -> Any:
    """`value` with the tiles among its arguments, and its arguments' arguments, said as tiles."""
    if isinstance(value, SeatWord):
        return value  # (a seat, shown by the name its table gives it: no tile in it)
    if isinstance(value, Text):
        return Text(value.context, value.source, {key: _spoken(v) for key, v in value.args.items()}, value.n)
    if isinstance(value, str) and not isinstance(value, Figure) and value in TILE_NAMES:
        return spoken_tile(TILE_NAMES.index(value), counts=NO_COUNT)
    return value


SEAT_NAMES_4 = (QT_TRANSLATE_NOOP("Dialogs", "You"), QT_TRANSLATE_NOOP("Dialogs", "West"),
                QT_TRANSLATE_NOOP("Dialogs", "Partner"), QT_TRANSLATE_NOOP("Dialogs", "East"))
SEAT_NAMES_3 = (SEAT_NAMES_4[0], SEAT_NAMES_4[1], SEAT_NAMES_4[3])  # "Right bid 6 tricks" read as an adjective


def seat_label(names: list[str], seat: int) -> str:
    """A seat's name as shown: a default name ("West", "Tây") in today's language, whatever the
    language the game was started in (found by playing: a game resumed in Vietnamese kept
    "You/West/Partner/East"), any other name as the player gave it."""
    if not 0 <= seat < len(names):
        return translate("Models", "Seat {number}").format(number=seat)
    name = render(names[seat])
    return next((translate("Dialogs", source) for source in SEAT_NAMES_4 if name in every_language("Dialogs", source)), name)


def sentence_name(names: list[str], seat: int) -> str | None:
    """A seat as a sentence names it (a hint's reason, a review line): its name on the table, or None
    for a default one, which the sentence words from the user's chair ("your partner": Partner)."""
    if not 0 <= seat < len(names):
        return None
    name = render(names[seat])
    return None if any(name in every_language("Dialogs", source) for source in SEAT_NAMES_4) else name


def bid_text(bid: Bid, rules: Rules, short: bool = False) -> str:
    """`wording.bid_label` in the player's language: "Pass", "2 marks (84)"; short, "2 marks"."""
    return render(wording.bid_label(bid, rules, short))



def auction_bid_text(rules: Rules, bids: list[tuple[int, Bid]], index: int) -> str:
    """The auction's bid at `index` as `bid_text` names it, "30 (forced)" where the rules made the
    last seat bid (found by QA: a forced bid read as a free choice on the plate, the Bids table and
    what a screen reader hears)."""
    text = bid_text(bids[index][1], rules)
    return forced_text(text) if was_forced(rules, bids, index) else text


def forced_text(bid: str) -> str:
    """A bid's words marked as forced: "30 (forced)"."""
    return translate("Models", "{bid} (forced)").format(bid=bid)


def special_name(special: str) -> str:
    return render(wording.special_name(special))



def contract_text(contract: Contract | None) -> str:
    """`wording.contract_title` in the player's language: "Sixes", "Follow-me"."""
    return render(wording.contract_title(contract))



class HandModel(QAbstractListModel):
    """The user's tiles, in display order, with which ones are legal now."""

    def __init__(self, controller: GameController, parent: Any = None):
        super().__init__(parent)
        self.controller = controller
        self._tiles: list[int] = []
        self._legal: set[int] = set()
        for signal in (controller.dealt, controller.gameReset, controller.contractNamed, controller.widowTaken,
                       controller.tilePlayed, controller.turnChanged, controller.handScored):
            signal.connect(self.refresh)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._tiles)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._tiles):
            return None
        tile = self._tiles[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return TILE_NAMES[tile]
        if role == TileRole:
            return tile
        if role == LegalRole:
            return tile in self._legal
        if role == Qt.ItemDataRole.ToolTipRole:
            return TILE_NAMES[tile] if tile in self._legal else \
                translate("Models", "{tile} (not playable now)").format(tile=TILE_NAMES[tile])
        if role == Qt.ItemDataRole.AccessibleTextRole:
            counts = self.controller.rules.layout.count
            obs = self.controller.observation()
            if tile in self._legal and obs.phase is Phase.WIDOW:
                return translate("Models", "{tile}, can be laid away").format(tile=spoken_tile(tile, counts=counts))
            trump = obs.contract is not None and bool(contract_table(obs.rules, obs.contract).trump_mask >> tile & 1)
            return spoken_tile(tile, tile in self._legal, counts=counts, trump=trump)
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({TileRole: QByteArray(b"tile"), LegalRole: QByteArray(b"legal")})
        return names

    def tiles(self) -> list[int]:
        return list(self._tiles)

    def is_legal(self, tile: int) -> bool:
        return tile in self._legal

    def refresh(self, *_: Any) -> None:
        obs = self.controller.observation()
        tiles = display_order(obs.hand, obs.contract, obs.rules)
        legal = {a.tile for a in obs.legal if isinstance(a, (Play, Discard))}
        if tiles == self._tiles:
            if legal != self._legal:
                self._legal = legal
                if tiles:
                    self.dataChanged.emit(self.index(0), self.index(len(tiles) - 1),
                                          [LegalRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole])
            return
        gone = [t for t in self._tiles if t not in tiles]
        if len(gone) == 1 and [t for t in self._tiles if t != gone[0]] == tiles:
            row = self._tiles.index(gone[0])
            self.beginRemoveRows(_ROOT, row, row)
            self._tiles = tiles
            self._legal = legal
            self.endRemoveRows()
            if tiles:
                self.dataChanged.emit(self.index(0), self.index(len(tiles) - 1), [LegalRole])
            return
        self.beginResetModel()
        self._tiles = tiles
        self._legal = legal
        self.endResetModel()


class BidHistoryModel(QAbstractTableModel):
    """This hand's auction: one row per bid, seat and bid."""

    HEADERS = (QT_TRANSLATE_NOOP("Models", "Seat"), QT_TRANSLATE_NOOP("Models", "Bid"))

    def __init__(self, controller: GameController, parent: Any = None):
        super().__init__(parent)
        self.controller = controller
        self._rows: list[tuple[int, Bid]] = []
        controller.bidMade.connect(self._on_bid)
        controller.dealt.connect(self.reload)
        controller.gameReset.connect(self.reload)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:  # the bid's turn (found by QA: blank row headers in the tree)
            return str(section + 1)
        return translate("Models", self.HEADERS[section]) if 0 <= section < 2 else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole or not 0 <= index.row() < len(self._rows):
            return None
        seat, bid = self._rows[index.row()]
        if index.column() == 0:
            return seat_label(self.controller.players_names(), seat)
        return auction_bid_text(self.controller.rules, self._rows, index.row())

    def reload(self, *_: Any) -> None:
        self.beginResetModel()
        self._rows = list(self.controller.observation().bids)
        self.endResetModel()

    def _on_bid(self, seat: int, bid: Bid) -> None:
        row = len(self._rows)
        self.beginInsertRows(_ROOT, row, row)
        self._rows.append((seat, bid))
        self.endInsertRows()


@dataclass(frozen=True)
class LaidDown:
    """The tricks a seat took by laying its hand down, as one row of the tricks list."""

    seat: int
    tricks: int
    points: int


@dataclass(frozen=True)
class Stacked:
    """The one row while the rules stack won tricks face down (a bid of 84 or more)."""


class TrickHistoryModel(QAbstractTableModel):
    """This hand's finished tricks: leader, each seat's tile, winner and points, and
    the tricks laid down at the end. While the rules stack tricks face down (a bid of
    84 or more), a row saying so."""

    def __init__(self, controller: GameController, parent: Any = None):
        super().__init__(parent)
        self.controller = controller
        self._rows: list[Trick | LaidDown | Stacked] = []
        self._seats = 4
        controller.trickWon.connect(self._on_trick)
        for signal in (controller.dealt, controller.gameReset, controller.bidMade, controller.handScored):
            signal.connect(self.reload)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    HEADERS = (QT_TRANSLATE_NOOP("Models", "Led by"), QT_TRANSLATE_NOOP("Models", "Tiles"),
               QT_TRANSLATE_NOOP("Models", "Won by"), QT_TRANSLATE_NOOP("Models", "Points"))

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:  # a trick's number; none beside the stacked row
            return "" if 0 <= section < len(self._rows) and isinstance(self._rows[section], Stacked) else str(section + 1)
        return translate("Models", self.HEADERS[section]) if 0 <= section < len(self.HEADERS) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A trick in four short columns (the side panel is narrow): the tiles in the
        order they were played, from the leader's."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        trick = self._rows[index.row()]
        col = index.column()
        if isinstance(trick, Stacked):  # why the panel is empty (found by playing: it looked broken)
            if role == Qt.ItemDataRole.DisplayRole and col == 1:
                return translate("MainWindow", "Won tricks are stacked face down on a bid of 84 or more.")
            return None
        names = self.controller.players_names()
        if isinstance(trick, LaidDown):
            return self._laid_down(trick, col, role, names)
        if role == Qt.ItemDataRole.ToolTipRole and col == 1:
            return ", ".join(f"{seat_label(names, s)} {TILE_NAMES[t]}" for s, t in zip(trick.seats, trick.tiles))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col == 0:
            return seat_label(names, trick.leader)
        if col == 1:
            return " ".join(TILE_NAMES[t] for t in trick.tiles)
        if col == 2:
            return seat_label(names, trick.winner)
        return str(trick.points) if col == 3 else None

    @staticmethod
    def _laid_down(row: LaidDown, col: int, role: int, names: list[str]) -> Any:
        tricks = row.tricks  # a plain name: pyside6-lupdate reads no expression as the count
        if role == Qt.ItemDataRole.ToolTipRole and col == 1:
            return translate("Models", "{seat} laid the hand down and took the last %n trick(s)", None,
                             tricks).format(seat=seat_label(names, row.seat))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col in (0, 2):
            return seat_label(names, row.seat)
        if col == 1:
            return translate("Models", "laid down: %n trick(s)", None, tricks)
        return str(row.points) if col == 3 else None

    def visible(self, obs: Observation) -> bool:
        return not obs.tricks_hidden or obs.result is not None

    def reload(self, *_: Any) -> None:
        obs = self.controller.observation()
        self.beginResetModel()
        self._seats = obs.rules.layout.n_seats
        self._rows = list(obs.tricks) if self.visible(obs) else [Stacked()]
        if obs.claimed is not None and self.visible(obs):
            seat, tricks = obs.claimed
            points = sum(obs.points) - sum(t.points for t in obs.tricks)
            self._rows.append(LaidDown(seat, tricks, points))
        self.endResetModel()

    def _on_trick(self, _winner: int, trick: Trick) -> None:
        if not self.visible(self.controller.observation()):
            return
        row = len(self._rows)
        self.beginInsertRows(_ROOT, row, row)
        self._rows.append(trick)
        self.endInsertRows()


def points_bidder_first(result: HandResult, rules: Rules) -> tuple[int, ...]:
    """A hand's points per side with the bidding side's first ("Made 31–11", "Set 25–17"),
    as players say a result; without partnerships (a seat's tricks each), in seat order."""
    points = tuple(result.points)
    if not rules.layout.partnerships or result.bidder is None or len(points) != 2:
        return points
    side = rules.layout.side(result.bidder)
    return (points[side], points[1 - side])


def bidder_tricks(rules: Rules, names: list[str], bidder: int, contract: Contract | None, won: Sequence[int]) -> str | None:
    """What decides a Nello or a Sevens, the bidders' tricks, in every view of its hand; None for
    a hand its points decide. `won`: the tricks each seat has taken. A Nello's bidder must lose
    every trick: "West took 0 tricks"; a Sevens' bidders must take every trick: "West and East
    took all 7 tricks", "... took 6 of 7 tricks" (found by QA: the end panel and the board said
    "Points: Us 0 · Them 27", true but beside the point). Plunge and Splash keep their points:
    like any mark bid they are played for all 42, which is every trick."""
    layout = rules.layout
    if contract is Contract.NELLO:
        seats = [bidder]  # the partner sits out
    elif contract is Contract.SEVENS:
        seats = [bidder] + [s for s in range(layout.n_seats) if s != bidder and layout.side(s) == layout.side(bidder)]
    else:
        return None
    who = render(and_list([seat_label(names, s) for s in seats]))
    taken, played = sum(won[s] for s in seats), sum(won)
    if contract is Contract.NELLO or taken == played < 2:
        return translate("Models", "{who} took %n trick(s)", None, taken).format(who=who)
    if taken == played:
        #: The bidders of a Sevens took every trick played: "West and East took all 7 tricks".
        return translate("Models", "{who} took all %n tricks", None, played).format(who=who)
    #: The bidders of a Sevens lost a trick: "West and East took 6 of 7 tricks".
    return translate("Models", "{who} took {taken} of %n trick(s)", None, played).format(who=who, taken=taken)


def tricks_won(result: HandResult, n_seats: int) -> list[int]:
    """The tricks each seat took in a hand (those laid down too)."""
    return [result.trick_winners.count(s) for s in range(n_seats)]


def outcome_word(result: Outcome) -> str:
    return render(wording.outcome_word(result))



def side_names(rules: Rules, names: list[str], view_seat: int) -> list[str]:
    """Names of the scoring sides: "Us"/"Them" in 42 (from the viewer's side), else player names."""
    if rules.layout.partnerships:
        mine = rules.layout.side(view_seat)
        return [translate("Models", "Us") if s == mine else translate("Models", "Them") for s in range(2)]
    return [seat_label(names, s) for s in range(rules.layout.n_seats)]


def contract_label(contract: Contract) -> str:
    """`wording.contract_button` in the player's language: "Sixes are trump"."""
    return render(wording.contract_button(contract))



def variant_name(variant: Variant) -> str:
    """A game's name: "Texas 42", "Moon", "42 for three"."""
    names = {Variant.TEXAS_42: translate("Models", "Texas 42"), Variant.MOON: translate("Models", "Moon"),
             Variant.THREE: translate("Models", "42 for three")}
    return names.get(variant, render(variant.label))
