"""Play practice's dialogs ("what do you play here?"): its setup, the graded reveal, the
summary, and the "my mistakes" deck.

The session's steps are `play.play_practice_flow`'s; `gui.play_practice_mode` runs them on
the window's table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..ai.evaluate import ends_once_decided
from ..engine import Rules
from ..engine.tiles import TILE_NAMES
from ..trainer import play_practice as pp
from ..trainer.mistakes import Deck
from ..trainer.review import points_said
from .a11y import ErrorLine, alt_key_buttons, follow_drawn_order, name_table, show_and_say
from .hint_words import link_words, linked
from .hintview import HintView
from .i18n import render, translate, without_alt_key
from .mistakes_rows import percent_number, row_texts
from .models import NO_COUNT, spoken_text, spoken_tile
from .placement import ReturningDialog, keep_on_screen, resize_within_screen
from .trainer_views import kept_game_note, rules_note

# ------------------------------------------------------------------ dialogs


class PlayPracticeSetupDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_kept: bool = False, table_rules: Rules | None = None,
                 lesson: bool = False, loss: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("PlayPractice", "Play practice"))
        form = QFormLayout(self)
        intro = QLabel(
            translate(
                "PlayPractice",
                "Positions from real hands: choose the tile you would play, then see what each tile was worth and why.",
            )
        )
        intro.setWordWrap(True)  # a long translation wraps instead of widening the dialog past the screen
        form.addRow(intro)
        self.spot = QComboBox()
        for key, label in pp.SPOTS.items():
            self.spot.addItem(render(label), key)
        self.positions = QSpinBox()
        self.positions.setRange(1, 100)
        self.positions.setValue(10)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("PlayPractice", "random"))
        self.seed.setToolTip(
            translate("PlayPractice", "Leave empty for new positions, or enter a number to get a set you can repeat.")
        )
        # Each field with an Alt key (found by QA: none had one), S for Start, C for Cancel.
        fields: tuple[tuple[str, QWidget], ...] = ((translate("PlayPractice", "&Kind of play"), self.spot),
                                                   (translate("PlayPractice", "&Positions"), self.positions),
                                                   (translate("PlayPractice", "S&eed"), self.seed))
        for text, field in fields:
            form.addRow(text, field)
            field.setAccessibleName(without_alt_key(text))
        form.addRow(translate("Trainer", "Rules"), rules_note(table_rules, lesson))
        self.error = ErrorLine()
        form.addRow(self.error)
        if game_kept:
            form.addRow(kept_game_note(loss))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        alt_key_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("PlayPractice", "&Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        follow_drawn_order(buttons)  # (on GNOME Cancel is drawn first)

    def choose(self, spot: str, positions: int, **_: Any) -> None:
        """The last session's choices, its seed aside (found by QA: reopened, the dialog forgot them)."""
        self.spot.setCurrentIndex(max(0, self.spot.findData(spot)))
        self.positions.setValue(positions)

    def options(self) -> dict[str, Any]:
        text = self.seed.text().strip()
        if text and (not text.isdigit() or len(text) > 18):
            raise ValueError(translate("PlayPractice", "The seed must be a whole number, or empty."))
        return {"spot": self.spot.currentData(), "positions": self.positions.value(), "seed": int(text) if text else None}

    def _accept(self) -> None:
        try:
            self.options()
        except ValueError as e:
            self.error.setText(str(e))
            return
        self.accept()


class PlayRevealDialog(ReturningDialog):
    """After the user's tile: the grade, the best tile and why, every tile's value."""

    playOut = Signal()
    nextDeal = Signal()
    endSession = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("PlayPractice", "Play practice: what each tile was worth"))
        resize_within_screen(self, QSize(760, 420))
        self.placed = False
        """Placed once over the lower table (the trick stays in sight); after that where the user moved it."""
        outer = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.headline.setStyleSheet("font-size: 15px;")
        outer.addWidget(self.headline)
        self.hint_view = HintView()
        self.hint_view.ask.hide()
        self.hint_view.in_dialog = True
        name_table(self.hint_view.table, translate("PlayPractice", "Every legal tile"))
        outer.addWidget(self.hint_view)
        outer.addStretch(1)
        row = QHBoxLayout()
        self.session_label = QLabel()
        row.addWidget(self.session_label, 1)
        self.button_play = QPushButton(translate("PlayPractice", "&Play it out"))
        self.button_play.setToolTip(translate("PlayPractice", "Play your tile and the rest of the hand, with hints"))
        self.button_next = QPushButton(translate("PlayPractice", "&Next position"))
        self.button_end = QPushButton(translate("PlayPractice", "&End session"))
        for button, signal in (
            (self.button_play, self.playOut),
            (self.button_next, self.nextDeal),
            (self.button_end, self.endSession),
        ):
            button.clicked.connect(signal.emit)
            row.addWidget(button)
        outer.addLayout(row)
        # Enter goes on to the next position (found by playing: Enter played the position out, or
        # did whatever button was clicked last time).
        self.button_next.setDefault(True)

    def show_reveal(
        self, reveal: pp.PlayReveal, rules: Rules, number: int, total: int, right: int, from_deck: bool = False
    ) -> None:
        show_and_say(self.headline, _headline(reveal, from_deck, said=False), _headline(reveal, from_deck, said=True))
        link_words(self.headline)
        self.hint_view.show_hint(reveal.hint, rules)
        self.session_label.setText(
            translate("PlayPractice", "Position {number} of {total} · {right} right").format(
                number=number, total=total, right=right
            )
        )
        self.button_next.setText(
            translate("PlayPractice", "&Summary") if number >= total else translate("PlayPractice", "&Next position")
        )
        self._fit()
        # Again once the new texts are laid out: measured at once, a two-tile reveal after a
        # four-tile one kept the taller height, a band of empty dialog (found by playing).
        QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        """As tall as the tiles' table needs (at most 7 rows), not a screenful of empty table
        (found by playing at 1024x700: the reveal hid the trick it grades)."""
        table = self.hint_view.table
        rows = max(1, table.rowCount())
        height = table.horizontalHeader().sizeHint().height() + rows * table.verticalHeader().defaultSectionSize()
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout = self.layout()
        assert layout is not None
        layout.activate()
        width = self.width()
        wanted = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        self.resize(width, max(wanted, layout.minimumSize().height()))
        if self.isVisible():  # grown for a longer position: its buttons stay on the screen (found by QA)
            keep_on_screen(self)

    def present(self) -> None:
        """Show (or show again) the reveal, the keyboard on Next position."""
        parent = self.parentWidget()
        if not self.placed and parent is not None:
            self.placed = True
            frame = parent.frameGeometry()
            screen = parent.screen().availableGeometry()
            x = frame.center().x() - self.width() // 2
            y = frame.bottom() - self.height() - 40  # over the hand (the reveal names every tile), not the trick
            x = max(screen.left(), min(x, screen.right() - self.width()))
            y = max(screen.top(), min(y, screen.bottom() - self.height() - 30))
            self.move(x, y)
        self.show()
        self.raise_()
        self.activateWindow()
        self.button_next.setFocus(Qt.FocusReason.OtherFocusReason)


def _headline(reveal: pp.PlayReveal, from_deck: bool, said: bool) -> str:
    """The reveal's headline as shown, or as a screen reader says it (`said`: its tiles as tiles)."""
    text = spoken_text if said else linked  # (shown, the reasons' glossary words link to their meaning)

    def tile(t: int) -> str:
        return spoken_tile(t, counts=NO_COUNT) if said else TILE_NAMES[t]

    grade = text(pp.grade_text(reveal))
    note = pp.close_note(reveal)  # the hint's own note on its close tile, where the user played it
    if note is not None:
        grade += " " + text(note)
    lines = [translate("PlayPractice", "<b>You played {mine}.</b> {grade}").format(mine=tile(reveal.tile), grade=grade)]
    if reveal.mine_why and reveal.tile != reveal.best:
        lines.append(translate("PlayPractice", "Yours: {why}.").format(why=text(reveal.mine_why)))
    if pp.as_good(reveal):  # (the grade says the user's tile is as good: the other is no better)
        lines.append(translate("PlayPractice", "<b>Just as good: {best}</b>: {why}.").format(best=tile(reveal.best),
                                                                                            why=text(reveal.why)))
    elif reveal.tile != reveal.best:
        lines.append(translate("PlayPractice", "<b>Best: {best}</b>: {why}.").format(best=tile(reveal.best),
                                                                                    why=text(reveal.why)))
    else:
        lines.append(translate("PlayPractice", "Why: {why}.").format(why=text(reveal.why)))
    if from_deck:
        lines.append(
            translate("PlayPractice", "This position stays in My mistakes.")
            if reveal.mistake
            else translate("PlayPractice", "This position leaves My mistakes.")
        )
    return "<br>".join(lines)


class MistakesDialog(QDialog):
    """The deck: what is in it, and a button to practise each kind again."""

    practise = Signal(str)  # "bid" or "play"
    practise_one = Signal(object)  # the Card of the row chosen

    def __init__(self, deck: Deck, parent: QWidget | None = None, game_kept: bool = False, loss: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("PlayPractice", "My mistakes"))
        box = QVBoxLayout(self)
        intro = QLabel(
            translate("PlayPractice", "Positions you answered badly come back here, worst first, until you answer them right: "
                                      "from bidding and play practice, and the costly bids and plays of your own games "
                                      "of Texas 42 scored in marks (each finished hand is reviewed for them).")
        )
        intro.setWordWrap(True)
        box.addWidget(intro)
        table = QTableWidget(len(deck), 6)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setHorizontalHeaderLabels(
            [
                translate("PlayPractice", "Practice"),
                translate("PlayPractice", "Position"),
                translate("PlayPractice", "Yours"),
                translate("PlayPractice", "Best"),
                translate("PlayPractice", "Given up"),
                translate("PlayPractice", "Misses"),
            ]
        )
        name_table(table, translate("PlayPractice", "My mistakes"))
        self.cards = deck.worst("bid") + deck.worst("play")
        for row, card in enumerate(self.cards):
            # each row says which decision it was (found by QA: "Any seat" on every row), its tiles said as tiles
            for col, (text, said) in enumerate(zip(row_texts(card), row_texts(card, said=True), strict=True)):
                table.setItem(row, col, _item(text, said))
        table.resizeColumnsToContents()
        # A long position (three bids before, in a long language) wraps rather than widen the dialog past the screen
        for col, most in ((1, 330), (2, 150), (3, 150)):
            table.setColumnWidth(col, min(table.columnWidth(col), most))
        table.resizeRowsToContents()
        wide = table.verticalHeader().sizeHint().width() + table.horizontalHeader().length() + 2 * table.frameWidth()
        self.wanted = QSize(max(560, wide + 50), 480)  # (50: the scroll bar and the margins)
        resize_within_screen(self, self.wanted)
        box.addWidget(table, 1)
        if game_kept:
            box.addWidget(kept_game_note(loss))
        buttons = QHBoxLayout()
        # Each with an Alt key, as the practices' other dialogs (found by playing by keyboard: none had one)
        for kind, label in (
            ("bid", translate("PlayPractice", "Practise &bidding mistakes ({n})")),
            ("play", translate("PlayPractice", "Practise &play mistakes ({n})")),
        ):
            b = QPushButton(label.format(n=deck.count(kind)))
            b.setEnabled(deck.count(kind) > 0)
            b.clicked.connect(lambda _=False, k=kind: self._go(k))
            buttons.addWidget(b)
        # One row chosen by its decision (found by QA: twelve rows, and no way to practise the one wanted)
        one = QPushButton(translate("PlayPractice", "Practise &this one"))
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        table.itemSelectionChanged.connect(lambda: one.setEnabled(bool(table.selectedItems())))
        one.setEnabled(False)
        if self.cards:  # the first row is chosen, as the table's focus frame shows (Enter practises it)
            table.selectRow(0)
        one.clicked.connect(lambda: self._go_one(table.currentRow()))
        table.itemActivated.connect(lambda item: self._go_one(item.row()))
        buttons.addWidget(one)
        close = QPushButton(translate("PlayPractice", "&Close"))
        close.clicked.connect(self.reject)
        buttons.addWidget(close)
        box.addLayout(buttons)
        if not len(deck):
            table.hide()
            intro.setText(
                translate(
                    "PlayPractice",
                    "No mistakes to practise: positions you answer badly in bidding or play practice, and the costly "
                    "bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for "
                    "them, unless Preferences turn it off), will come back here.",
                )
            )
            # As tall as its words (found by playing: the two lines stood apart in a
            # dialog sized for a table, with wide grey gaps between them).
            self.resize(560, max(box.heightForWidth(560), box.minimumSize().height()))

    def _go(self, kind: str) -> None:
        self.practise.emit(kind)
        self.accept()

    def _go_one(self, row: int) -> None:
        if 0 <= row < len(self.cards):
            self.practise_one.emit(self.cards[row])
            self.accept()


def _item(text: str, said: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if said != text:
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
    return item


def _missed_text(d: pp.PlayDecision, number: int, played_out: bool) -> str:
    """A summary line for a costly tile, with what it gave up as the reveal showed it: the
    difference of the two chances in its table (found by QA: "17% chance given up" after a
    reveal of 54% against 70%), or the points when the chances showed equal."""
    mine, best = TILE_NAMES[d.tile], TILE_NAMES[d.best]
    chance, best_chance = d.chances
    if best_chance > chance:
        return translate("PlayPractice", "Position {number}: you played {mine}, best was {best} ({chance}% chance given up)"
                         ).format(number=number, mine=mine, best=best, chance=percent_number(100 * d.shown_lost))
    points = points_said(d.lost_points)  # a plain name: pyside6-lupdate reads no expression as the count
    if played_out:  # as the reveal's table counts them: the hand ends once decided
        return translate("PlayPractice", "Position {number}: you played {mine}, best was {best} (%n point(s) given up on "
                                         "average if played out)", None, points).format(number=number, mine=mine, best=best)
    return translate("PlayPractice", "Position {number}: you played {mine}, best was {best} (%n point(s) given up on "
                                     "average)", None, points).format(number=number, mine=mine, best=best)


# ------------------------------------------------------------------ the mode


class PlaySummaryDialog(QDialog):
    def __init__(self, session: pp.PlayPracticeSession, from_deck: bool, parent: QWidget | None = None,
                 left: int = 0):
        """`left`: the play mistakes still in the deck after the session."""
        super().__init__(parent)
        self.setWindowTitle(translate("PlayPractice", "Play practice"))
        box = QVBoxLayout(self)
        n = len(session.decisions)
        box.addWidget(
            QLabel(
                "<h3>"
                + translate(
                    "PlayPractice", "%n position(s) · {right} right · {lost}% chance given up on average", None, n
                ).format(right=session.right, lost=round(session.average_lost * 100))
                + "</h3>"
            )
        )
        missed = [d for d in session.decisions if d.mistake]
        for d in missed:
            rules = d.deal.state.rules if d.deal is not None else session.rules
            box.addWidget(QLabel(_missed_text(d, session.decisions.index(d) + 1, ends_once_decided(rules))))
        if missed:
            note = QLabel(  # (found by QA: "These positions are ..." under a single one)
                translate("PlayPractice", "This position is in My mistakes (Practice menu): practise it until you get it right.")
                if len(missed) == 1 else
                translate(
                    "PlayPractice", "These positions are in My mistakes (Practice menu): practise them until you get them right."
                )
            )
            note.setWordWrap(True)
            box.addWidget(note)
        # Found by playing: "0 right · No mistakes. Well played!" after a tile that gave up a
        # little (not right, not a mistake for the deck).
        if from_deck and n and len(missed) < n:
            right = n - len(missed)  # a plain name: pyside6-lupdate reads no expression as the count
            box.addWidget(
                QLabel(
                    translate("PlayPractice", "Every mistake answered right: they are out of the deck.")
                    if not missed and not left  # (found by QA: said so of a session ended after 1 of 3)
                    else translate("PlayPractice", "%n position(s) answered right: out of the deck.", None, right)
                )
            )
        elif not from_deck and n and not missed:
            box.addWidget(
                QLabel(
                    translate("PlayPractice", "No mistakes. Well played!")
                    if session.right == n
                    else translate("PlayPractice", "No costly mistakes: nothing went to My mistakes.")
                )
            )
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        box.addWidget(close)
