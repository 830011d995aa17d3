"""Practice > Analyze a hand: enter a hand held at a real table (typed, or picked tile
by tile with the mouse or the keyboard), the place it bid from, the bids before it and
the rules; the coach shows the bid table, recommendation and reasons it gives in a game
(`trainer.analysis`, worked out off the GUI thread). With every hand entered it also
shows what each contract takes with open hands. Save it as a `.t42` to share."""

from __future__ import annotations

import concurrent.futures
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import datafile
from ..ai.evaluate import ends_once_decided
from ..engine import PRESET_LABELS, PRESETS, Bid, Contract, GameState, Rules, record, stake_of
from ..engine.hand import Trick
from ..engine.tiles import TILE_NAMES, parse_tile, tile_id
from ..engine.wording import contract_noun
from ..trainer import analysis
from .a11y import ErrorLine, follow_drawn_order
from .dialogs import t42_target
from .hintview import HintView
from .i18n import render, render_error, sentence, translate
from .models import NO_COUNT, SEAT_NAMES_3, SEAT_NAMES_4, bid_text, contract_text, spoken_tile
from .placement import resize_within_screen
from .work import Channel, WorkService

if TYPE_CHECKING:
    from .settings import Preferences


def _analyse(setup: analysis.Setup) -> tuple[Any, dict[Contract, int] | None, tuple[Bid, Contract, list[Trick]] | None]:
    """In the worker: the hint and, when every hand was entered, the open-hands values and
    the best line of the recommended contract (of the best-looking one, after a pass)."""
    state = analysis.build(setup)
    hint = analysis.analyse(state)
    if not analysis.known_others(setup):
        return hint, None, None
    opened = analysis.open_hands(state)
    if hint.contract is not None and not hint.recommended.special:
        bid, contract = hint.recommended, hint.contract
    else:
        bid = min((a for a in state.legal_actions() if isinstance(a, Bid) and not a.is_pass and not a.special),
                  key=lambda b: b.value)
        contract = max((row for row in hint.contracts if bid.value in row.chances), key=lambda row: row.expected).contract
    return hint, opened, (bid, contract, analysis.best_line(state, bid, contract))


class TilePicker(QWidget):
    """The 28 tiles as toggle buttons, one row per higher end; arrow keys move between them,
    Space toggles. Kept in step with the typed field."""

    def __init__(self, field: QLineEdit, parent: QWidget | None = None):
        super().__init__(parent)
        self.field = field
        grid = QGridLayout(self)
        grid.setSpacing(2)
        # a chosen tile must stand out at a glance, in any style
        # (a tile typed that the game leaves out stays marked, greyed: Analyze says why; a grey
        # white reads on, 5.7:1, where found by QA #f5f5f5 on #9e9e9e was 2.5:1, in either look)
        self.setStyleSheet("QPushButton:checked { background: #1b5e20; color: white; font-weight: bold; }"
                           "QPushButton:checked:disabled { background: #666666; color: white; }")
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[int, QPushButton] = {}
        self._at: dict[tuple[int, int], QPushButton] = {}
        for high in range(6, -1, -1):
            for low in range(high, -1, -1):
                tile = tile_id(high, low)
                button = QPushButton(TILE_NAMES[tile])
                button.setCheckable(True)
                button.setAutoDefault(False)  # Enter analyses; it never toggles a tile
                # one Tab stop for the whole picker (the arrows move within it), not 28
                button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if tile == tile_id(6, 6) else Qt.FocusPolicy.ClickFocus)
                button.setFixedWidth(button.fontMetrics().horizontalAdvance("6-6") + 22)
                button.setAccessibleName(spoken_tile(tile, counts=NO_COUNT))  # "double six", as the hand says it
                button.toggled.connect(lambda on, t=tile: self._toggled(t, on))
                button.installEventFilter(self)
                grid.addWidget(button, 6 - high, high - low)
                self.buttons[tile] = button
                self._at[(6 - high, high - low)] = button
        field.textEdited.connect(self.sync)

    def use(self, tiles: int, game: str) -> None:
        """Only the tiles of this game (`tiles`, a mask) can be chosen: 42 for three leaves out
        the 1-0, Moon every blank but the 0-0 (found by playing: the picker offered them, and
        Analyze then said the tile is not used)."""
        for tile, button in self.buttons.items():
            used = bool(tiles >> tile & 1)
            button.setEnabled(used)  # a tile typed stays typed (Analyze says why it cannot be)
            button.setToolTip("" if used else translate("Analysis", "Not used in {game}").format(game=game))
            if not used and button.focusPolicy() == Qt.FocusPolicy.StrongFocus:  # the picker's Tab stop
                button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
                self.buttons[tile_id(6, 6)].setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # in every game

    def sync(self, *_: Any) -> None:
        """Check the buttons of the tiles typed (a word that is no tile checks nothing)."""
        chosen = set()
        for word in self.field.text().replace(",", " ").split():
            try:
                chosen.add(parse_tile(word))
            except ValueError:
                continue
        for tile, button in self.buttons.items():
            button.blockSignals(True)
            button.setChecked(tile in chosen)
            button.blockSignals(False)

    def _toggled(self, tile: int, on: bool) -> None:
        words = self.field.text().replace(",", " ").split()
        kept = [w for w in words if not _is(w, tile)]
        if on:
            kept.append(TILE_NAMES[tile])
        self.field.setText(" ".join(kept))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The arrows move between the tiles. A push button would take them itself and pass the
        focus on down the dialog (found by playing by keyboard: Down from the 6-6 went to "You
        bid" and the next Down changed it), so the picker sees them first."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QPushButton):
            return False
        assert isinstance(event, QKeyEvent)
        steps = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        step = steps.get(Qt.Key(event.key()))
        current = next((at for at, b in self._at.items() if b is watched), None)
        if step is None or current is None:
            return False
        row, col = current[0] + step[0], current[1] + step[1]
        target = self._at.get((row, col))
        while target is not None and not target.isEnabled():  # over a tile the game leaves out
            row, col = row + step[0], col + step[1]
            target = self._at.get((row, col))
        if target is not None:
            self._at[current].setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            target.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            target.setFocus(Qt.FocusReason.TabFocusReason)
        return True  # at an edge the focus stays in the picker


def _is(word: str, tile: int) -> bool:
    try:
        return parse_tile(word) == tile
    except ValueError:
        return False


TABLE_RULES = "table"
"""The Rules box's choice of the game on the table, when its rules are no preset's."""


class AnalysisDialog(QDialog):
    """Analyze any hand (Practice menu)."""

    def __init__(self, work: WorkService, rules: Rules | None = None, parent: QWidget | None = None,
                 prefs: Preferences | None = None):
        super().__init__(parent)
        self._prefs = prefs
        """Where Save as .t42 starts: the folder Game > Open and Save used last (found by QA: it began at home)."""
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("Analysis", "Analyze a hand"))
        self._channel = Channel(work, "ai")
        self._state: GameState | None = None
        self._asked: analysis.Setup | None = None
        """The entries the analysis shown (or being worked out) is of."""
        box = QHBoxLayout(self)
        left = QWidget()
        form_box = QVBoxLayout(left)
        form_box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(left, 0)
        form = QFormLayout()
        form_box.addLayout(form)
        self.preset = QComboBox()
        self._table_rules = rules
        if rules is not None and all(Rules.preset(name) != rules for name in PRESETS):
            # A game's own house rules (a points game, Nello on in Moon...) first: the hint at the table
            # weighed them (found by playing: from a points game the same hand got marks here)
            self.preset.addItem(translate("Analysis", "The game on the table"), TABLE_RULES)
        for name in PRESETS:
            self.preset.addItem(render(PRESET_LABELS.get(name, name)), name)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        form.addRow(translate("Analysis", "&Rules"), self.preset)
        self.hand = QLineEdit()
        self.hand.setPlaceholderText("6-6 6-5 5-5 5-4 4-4 3-3 0-0")
        self.hand.setAccessibleName(translate("Analysis", "Your tiles"))
        form.addRow(translate("Analysis", "Your &tiles"), self.hand)
        self.hand_error = self._error_label()
        form.addRow("", self.hand_error)
        # An error goes once its field is edited (found by playing: it stayed beside a hand put right)
        self.hand.textChanged.connect(self.hand_error.hide)
        self.picker = TilePicker(self.hand)
        form.addRow("", self.picker)
        self.place = QComboBox()
        self.place.currentIndexChanged.connect(self._place_changed)
        form.addRow(translate("Analysis", "You &bid"), self.place)
        self.bids = QLineEdit()
        self.bids.setPlaceholderText(translate("Analysis", "in order, e.g. {pass_} 30").format(
            pass_=translate("Models", "Pass").lower()))
        self.bids.setAccessibleName(translate("Analysis", "Bids before yours"))
        form.addRow(translate("Analysis", "Bids before &yours"), self.bids)  # (Alt+B is "You bid")
        self.bids_error = self._error_label()
        form.addRow("", self.bids_error)
        self.bids.textChanged.connect(self.bids_error.hide)
        self.others_box = QGroupBox(translate("Analysis", "The other hands (optional)"))
        self.others_box.setCheckable(True)
        self.others_box.setChecked(False)
        self.others_box.toggled.connect(lambda _: self._edited())
        self.others_form = QFormLayout(self.others_box)
        self.others: list[QLineEdit] = []
        form_box.addWidget(self.others_box)
        self.others_error = self._error_label()
        form_box.addWidget(self.others_error)
        self.buttons = QDialogButtonBox()
        self.analyse_button = self.buttons.addButton(translate("Analysis", "&Analyze"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button = self.buttons.addButton(translate("Analysis", "&Save as .t42…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Enter analyses wherever the focus is but on a button (`keyPressEvent`): Qt's default
        # button did not keep to it (found by playing: once Analyze had been clicked and the hand
        # refused, Enter in the field did nothing, and without Analyze as auto-default it closed).
        for button in self.buttons.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        self.analyse_button.clicked.connect(self.analyse)
        self.save_button.clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        # The buttons at the foot: an error shown above them no longer moves Analyze from under the
        # mouse (found by QA: a second click missed it)
        form_box.addStretch(1)
        # What Save did, in a line of its own (found by playing: "Saved hand.t42." took the place
        # of the open-hands values and the best line, the analysis just saved)
        self.file_note = QLabel()
        self.file_note.setWordWrap(True)
        self.file_note.hide()
        form_box.addWidget(self.file_note)
        form_box.addWidget(self.buttons)
        follow_drawn_order(self.buttons)  # (on GNOME Analyze is drawn last)
        # The coach's table gets the rest, but the fields keep the room they need: in a large font
        # the tile picker's buttons overlapped, cut to "6-" (found by QA at 15 pt)
        left.setMaximumWidth(max(460, left.minimumSizeHint().width()))
        right = QVBoxLayout()
        box.addLayout(right, 1)
        self.view = HintView()
        self.view.in_dialog = True
        self.view.ask.hide()
        self.view.clear(translate("Analysis", "Enter your tiles and press Analyze."))
        right.addWidget(self.view, 1)
        self.open_label = QLabel()
        self.open_label.setWordWrap(True)
        right.addWidget(self.open_label)
        # The table's rules, else a preset of its game (found by playing: from a game of the Texas house
        # rules this chose Straight 42, the first preset of the game, and left Nello and Sevens out)
        start = next((i for i in range(self.preset.count()) if self.rules_at(i) == rules), None)
        if start is None:
            start = next((i for i in range(self.preset.count()) if rules is not None and
                          self.rules_at(i).variant is rules.variant), 0)
        self.preset.setCurrentIndex(start)
        self._preset_changed()
        for field in (self.hand, self.bids):
            field.textChanged.connect(self._edited)
        self.place.currentIndexChanged.connect(self._edited)
        resize_within_screen(self, QSize(980, 640))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.analyse_button.setDefault(True)  # drawn as the default: Enter presses it
        self.hand.setFocus()  # typing the hand is the quickest way in

    def keyPressEvent(self, event: QKeyEvent) -> None:
        focused = self.focusWidget()
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            super().keyPressEvent(event)
        elif isinstance(focused, QPushButton) and focused.parent() is self.buttons:
            focused.click()  # Close, or Save, reached by Tab
        else:
            self.analyse()  # from the fields, the lists and the picker (Enter never toggles a tile)

    def _error_label(self) -> QLabel:
        return ErrorLine()  # (red as the other dialogs' errors: found by QA, dark red on a dark desktop)

    @property
    def rules(self) -> Rules:
        return self.rules_at(self.preset.currentIndex())

    def rules_at(self, index: int) -> Rules:
        """The rules of the Rules box's choice `index`."""
        name = self.preset.itemData(index)
        return self._table_rules if name == TABLE_RULES and self._table_rules is not None else Rules.preset(name)

    def _preset_changed(self, *_: Any) -> None:
        """The fields for the rules chosen; what was entered stays where it still fits (found by
        QA: the place went back to first, and the other hands typed were lost)."""
        rules = self.rules
        n = rules.layout.n_seats
        places = [translate("Analysis", "first"), translate("Analysis", "second"), translate("Analysis", "third"),
                  translate("Analysis", "fourth")][:n]
        place = max(0, min(self.place.currentIndex(), n - 1))
        typed = [e.text() for e in self.others]
        self.place.blockSignals(True)
        self.place.clear()
        self.place.addItems(places)
        self.place.setCurrentIndex(place)
        self.place.blockSignals(False)
        # as many tiles as a hand holds (nine in 42 for three), each used in every game
        example = ["6-6", "6-5", "5-5", "5-4", "4-4", "3-3", "0-0", "2-2", "1-1"]
        self.hand.setPlaceholderText(" ".join(example[: rules.layout.hand_size]))
        # Said as what to type (found in the AT-SPI tree: a screen reader read the bare example as
        # the field's description, beside the tiles typed, as if they were in the hand)
        self.hand.setToolTip(translate("Analysis", "Type your tiles, as in {example}, or pick them below.").format(
            example=self.hand.placeholderText()))
        self.hand.setAccessibleDescription(self.hand.toolTip())
        self.picker.use(rules.layout.tiles, self.preset.currentText())
        for editor in self.others:
            self.others_form.removeRow(editor)
        self.others = []
        names = _seat_names(n)[1:]
        for name in names:
            editor = QLineEdit()
            editor.setAccessibleName(name)
            if len(typed) == len(names):
                editor.setText(typed[len(self.others)])
            editor.textChanged.connect(self._edited)
            self.others_form.addRow(name, editor)
            # Tab goes on from the box to its fields (found by playing by keyboard: made after the
            # buttons and the table, they came last, and the hand typed for West went nowhere)
            QWidget.setTabOrder(self.others[-1] if self.others else self.others_box, editor)
            self.others.append(editor)
        self._place_changed()
        self._edited()

    def _edited(self, *_: Any) -> None:
        """An entry changed: the others' error goes, and an analysis shown of other entries
        says so (found by QA: the last hand's table stayed beside the hand typed since)."""
        self.others_error.hide()
        self.file_note.hide()  # (it spoke of the entries before)
        if self._asked is not None and self._asked != self.setup():
            self._asked = None
            self._channel.cancel()
            self.view.clear(translate("Analysis", "The entries changed: press Analyze for the hand as it is now."))
            self.open_label.clear()

    def _place_changed(self, *_: Any) -> None:
        self.bids.setEnabled(self.place.currentIndex() > 0)

    def setup(self) -> analysis.Setup:
        others = tuple(e.text() for e in self.others) if self.others_box.isChecked() else ()
        bids = passes_as_typed(self.bids.text()) if self.place.currentIndex() else ""
        return analysis.Setup(self.rules, self.hand.text(), self.place.currentIndex(), bids, others)

    def check(self) -> GameState | None:
        """The position entered, or None with the message beside the field at fault."""
        for label in (self.hand_error, self.bids_error, self.others_error):
            label.hide()
        try:
            return analysis.build(self.setup())
        except analysis.AnalysisError as error:
            label = {"hand": self.hand_error, "bids": self.bids_error, "others": self.others_error,
                     "place": self.bids_error}[error.field]
            label.setText(sentence(render(error.message)))  # alone on its line
            label.show()
            {"hand": self.hand, "bids": self.bids, "place": self.place}.get(error.field, self.others_box).setFocus()
            return None

    def analyse(self) -> None:
        state = self.check()
        if state is None:
            # the last hand's analysis is not this one's (found by playing: it stayed beside the error)
            self._asked = None
            self.view.clear(translate("Analysis", "Enter your tiles and press Analyze."))
            self.open_label.clear()
            return
        self._state = state
        self._asked = self.setup()
        self.view.waiting()
        self.open_label.clear()
        self._channel.submit(_analyse, self._asked, done=self._shown)

    def _shown(self, future: concurrent.futures.Future[Any]) -> None:
        error = future.exception()
        if error is not None:
            self.view.clear(translate("Analysis", "The hand could not be analyzed: {error}").format(error=render_error(error)))
            return
        hint, opened, line = future.result()
        self.view.show_hint(hint, self.rules)
        if opened is not None and line is not None:
            self.open_label.setText(self._open_text(opened) + "<br>" + self._line_text(line))

    def _open_text(self, opened: dict[Contract, int]) -> str:
        rules = self.rules
        parts = []
        for c, value in opened.items():
            unit = stake_of(rules, 0, c).unit
            parts.append(translate("Analysis", "{contract} {value}").format(
                contract=contract_text(c), value=value if unit == "points" else translate("Models", "%n trick(s)", None, value)))
        if ends_once_decided(rules):  # the values play every trick; the best line below stops where the hand ends
            return translate("Analysis", "With every hand open, perfect play and every trick played out, you bidding and "
                                         "leading take: {list}.").format(list=", ".join(parts))
        return translate("Analysis", "With every hand open and perfect play, you bidding and leading take: {list}.").format(
            list=", ".join(parts))

    def _line_text(self, played: tuple[Bid, Contract, list[Trick]]) -> str:
        """The best line, a trick a line: "1. You 6-6, West 2-1, … (won by Partner, 10 points)"."""
        names = _seat_names(self.rules.layout.n_seats)
        bid, contract, line = played
        rows = [translate("Analysis", "The best line with every hand open, {bid} in {contract}:").format(
            bid=bid_text(bid, self.rules), contract=render(contract_noun(contract)))]
        for i, trick in enumerate(line, start=1):
            plays = ", ".join(f"{names[s]} {TILE_NAMES[t]}" for s, t in zip(trick.seats, trick.tiles))
            points = trick.points  # a plain name: pyside6-lupdate reads no expression as the count
            rows.append(translate("Analysis", "{number}. {plays} (won by {seat}, %n point(s))", None, points).format(
                number=i, plays=plays, seat=names[trick.winner]))
        return "<br>".join(rows)

    def save(self) -> None:
        state = self.check()
        if state is None:
            return
        folder = self._prefs.games_folder if self._prefs else Path.home()
        path, _ = QFileDialog.getSaveFileName(self, translate("Analysis", "Save the hand"), str(folder / "hand.t42"),
                                              translate("MainWindow", "Texas 42 games (*.t42)"))
        path = t42_target(self, path) if path else ""
        if not path:
            return
        try:
            # the table's own seat names (found by QA: opened, the record's seats were "Seat 1" and "Seat 2")
            names = _seat_names(state.n)
            record.save(path, state, names)
        except OSError as e:  # in the player's words, as Save game as says it (found by filling the disk)
            self.file_note.setText(translate("MainWindow", "The game could not be saved as {name} in {folder} ({error}).").format(
                name=Path(path).name, folder=Path(path).parent, error=render(datafile.os_reason(e))))
        else:
            if self._prefs:  # only a folder that took the hand is offered next time, as Save game as does
                self._prefs.games_folder = Path(path).parent
            self.file_note.setText(translate("MainWindow", "Saved {name}.").format(name=Path(path).name))
        self.file_note.show()

    def done(self, result: int) -> None:
        self._channel.cancel()
        super().done(result)


def _seat_names(n: int) -> list[str]:
    """The seats as the table names them, from yours: Moon's two others are West and East there too
    (found by QA: "On your left" and "On your right" here)."""
    return [translate("Dialogs", name) for name in (SEAT_NAMES_4 if n == 4 else SEAT_NAMES_3)]


def passes_as_typed(bids: str) -> str:
    """The bids typed, a pass in the player's language ("Bỏ qua", "Passo") read as "pass": the whole
    word only (found by QA: Slovak "pas" made an English "pass" into "passs")."""
    word = translate("Models", "Pass").casefold()
    return re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "pass", bids.casefold())
