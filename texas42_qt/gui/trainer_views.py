"""Windows of the trainer: practice setup, the reveal after a practice decision,
the session summary and the hand review (the statistics are in stats_view.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import Contract, Rules, Variant, scores_marks
from ..engine.tiles import TILE_NAMES, tiles_of
from ..engine.wording import choice_phrase
from ..trainer.practice import POSITIONS, STRENGTHS, Decision, PracticeSession, Reveal
from ..trainer.review import HandReview
from .a11y import ErrorLine, alt_key_buttons, follow_drawn_order, name_table, show_and_say, unnamed_in_group
from .fitcolumns import ColumnFitter
from .hint_words import entries_of, link_words, linked, tip_words, words_line
from .hintview import HintView
from .i18n import number, percent, render, render_error, translate
from .models import contract_text, seat_label, spoken_text, spoken_tiles
from .placement import ReturningDialog, resize_within_screen
from .review_cells import hands_text, lost_cell, review_note, say_tiles
from .review_texts import review_headline
from .tones import mistake_colours


def _item(text: str, center: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if center:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def fill_table(table: QTableWidget, headers: list[str], rows: list[list[str]]) -> None:
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, _item(text, c > 0))
    table.resizeColumnsToContents()
    table.verticalHeader().hide()


# ------------------------------------------------------------------ practice


def kept_game_note(loss: str = "") -> QLabel:
    """The line a practice dialog shows when a game is in progress: it is kept, not ended. `loss`: what
    quitting would lose of it while its autosave fails (found by playing with a read-only data folder:
    the dialog said the game was saved)."""
    if loss:
        text = translate("Trainer", "The table goes back to your game in progress when practice ends, but it cannot "
                                    "be saved: {loss}.").format(loss=loss)
    else:
        text = translate("Trainer", "Your game in progress is saved: the table goes back to it when practice ends.")
    note = QLabel(text)
    note.setWordWrap(True)
    return note


def rules_note(table_rules: Rules | None, lesson: bool = False, in_marks: bool = False) -> QLabel:
    """Which rules a practice session plays by (found by QA: from a Moon game it took the Texas
    house rules, Nello and Sevens on, and said nothing). `lesson`: a lesson has the table, and
    `table_rules` are the user's own game's, set aside (found by QA: "the game on the table" said
    of the lesson's). `in_marks`: the session scores a points game in marks (bidding practice,
    `PracticeFlow.start`; found by playing: "Those of the game" over a points game)."""
    texas = table_rules is not None and table_rules.variant is Variant.TEXAS_42
    if texas and in_marks and table_rules is not None and not scores_marks(table_rules):
        text = (translate("Trainer", "Those of your own game, not the lesson's, scored in marks: each bid is graded "
                                     "in expected marks.") if lesson else
                translate("Trainer", "Those of the game on the table, scored in marks: each bid is graded in "
                                     "expected marks."))
    elif texas:
        text = (translate("Trainer", "Those of your own game, not the lesson's.") if lesson else
                translate("Trainer", "Those of the game on the table."))
    elif table_rules is None:  # (found by QA: "not Texas 42" said with no game on the table)
        text = translate("Trainer", "The Texas house rules preset.")
    elif lesson:
        text = translate("Trainer", "The Texas house rules preset: your own game is not Texas 42 for four.")
    else:
        text = translate("Trainer", "The Texas house rules preset: the game on the table is not Texas 42 for four.")
    note = QLabel(text)
    note.setWordWrap(True)
    return note


class PracticeSetupDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_kept: bool = False, table_rules: Rules | None = None,
                 lesson: bool = False, loss: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("Trainer", "Bidding practice"))
        form = QFormLayout(self)
        # as play practice's dialog says what it does (found by QA: this one began with its fields)
        intro = QLabel(translate("Trainer", "Hands dealt at your turn to bid: make the bid you would, then see "
                                            "what each bid was worth in each trump, and every hand as it was."))
        intro.setWordWrap(True)
        form.addRow(intro)
        self.position = QComboBox()
        for key, label in POSITIONS.items():
            self.position.addItem(render(label), key)
        self.strength = QComboBox()
        for key, label in STRENGTHS.items():
            self.strength.addItem(render(label), key)
        self.deals = QSpinBox()
        self.deals.setRange(1, 100)
        self.deals.setValue(10)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("Trainer", "random"))
        self.seed.setToolTip(translate("Trainer", "Leave empty for new deals, or enter a number to get a set of deals "
                                                  "you can repeat."))
        # Each field with an Alt key (found by QA: none had one), S for Start, C for Cancel.
        form.addRow(translate("Trainer", "&Your spot in the auction"), self.position)
        form.addRow(translate("Trainer", "&Hands"), self.strength)
        form.addRow(translate("Trainer", "&Decisions"), self.deals)
        form.addRow(translate("Trainer", "S&eed"), self.seed)
        form.addRow(translate("Trainer", "Rules"), rules_note(table_rules, lesson, in_marks=True))
        self.error = ErrorLine()
        form.addRow(self.error)
        if game_kept:
            form.addRow(kept_game_note(loss))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        alt_key_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Trainer", "&Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        follow_drawn_order(buttons)  # (on GNOME Cancel is drawn first)

    def choose(self, position: str, strength: str, deals: int, **_: Any) -> None:
        """The last session's choices, its seed aside (found by QA: reopened, the dialog forgot them)."""
        self.position.setCurrentIndex(max(0, self.position.findData(position)))
        self.strength.setCurrentIndex(max(0, self.strength.findData(strength)))
        self.deals.setValue(deals)

    def options(self) -> dict[str, Any]:
        text = self.seed.text().strip()
        if text and (not text.isdigit() or len(text) > 18):
            raise ValueError(translate("Trainer", "The seed must be a whole number, or empty."))
        return {"position": self.position.currentData(), "strength": self.strength.currentData(),
                "deals": self.deals.value(), "seed": int(text) if text else None}

    def _accept(self) -> None:
        try:
            self.options()
        except ValueError as e:
            self.error.setText(render_error(e))
            return
        self.accept()


class RevealDialog(ReturningDialog):
    """After a practice decision: the grade, what the AI would do, the hint table and the open hands."""

    playOut = Signal()
    watch = Signal()
    nextDeal = Signal()
    endSession = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Trainer", "Practice: what was really there"))
        resize_within_screen(self, QSize(1100, 560))  # found by playing: wider than a 1024 screen, End session off it
        outer = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 15px;")
        outer.addWidget(self.headline)
        row = QHBoxLayout()
        # Short titles, the long words wrapped beneath: a group's title does not wrap, and in Cebuano
        # the open hands' made the reveal 1156 px wide, End session off a 1024 screen (found by QA).
        left = QGroupBox(translate("MainWindow", "Hint table"))
        box = QVBoxLayout(left)
        box.addWidget(_wrapped(translate("Trainer", "The hint table (chance of making each bid)")))
        self.hint_view = HintView()
        self.hint_view.ask.hide()
        self.hint_view.in_dialog = True
        self.grows = self.hint_view.table  # (every row in sight on a tall screen, found by QA at 1600x1000)
        box.addWidget(self.hint_view)
        unnamed_in_group(self.hint_view)
        right = QGroupBox(translate("Trainer", "Open hands"))
        rbox = QVBoxLayout(right)
        rbox.addWidget(_wrapped(translate("Trainer", "Open hands: all four hands shown, perfect play, your side bidding")))
        self.open_table = QTableWidget()
        self.open_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        rbox.addWidget(self.open_table)
        name_table(self.open_table, translate("Trainer", "Open hands"))
        self.hands = QLabel()
        # a hand a line: they set the group's width (wrapped, the group was narrower than the
        # hands and their lines broke, pushing the open-hands table into a scroll bar)
        self.hands.setWordWrap(False)
        rbox.addWidget(self.hands)
        # The open hands take the width they need, the hint table the rest (found by playing: at 3:2
        # the two short columns stood beside a blank band while the hint table scrolled sideways)
        row.addWidget(left, 1)
        row.addWidget(right, 0)
        outer.addLayout(row, 1)
        buttons = QHBoxLayout()
        self.session_label = QLabel()
        self.session_label.setWordWrap(True)  # (unwrapped, in Cebuano it pushed End session off the screen)
        buttons.addWidget(self.session_label, 1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, signal in (("Play it out", translate("Trainer", "&Play it out"), self.playOut),
                                  ("Watch the AIs play it", translate("Trainer", "&Watch the AIs play it"), self.watch),
                                  ("Next deal", translate("Trainer", "&Next deal"), self.nextDeal),
                                  ("End session", translate("Trainer", "&End session"), self.endSession)):
            b = QPushButton(text)
            b.clicked.connect(signal.emit)
            buttons.addWidget(b)
            self.buttons[key] = b
        self.button_play = self.buttons["Play it out"]
        self.button_watch = self.buttons["Watch the AIs play it"]
        self.button_next = self.buttons["Next deal"]
        outer.addLayout(buttons)

    def show_reveal(self, reveal: Reveal, rules: Rules, hands: tuple[int, ...], names: list[str],
                    session: PracticeSession, last: bool) -> None:
        mine = render(choice_phrase(reveal.choice, rules))
        best = render(choice_phrase(reveal.best, rules))
        if reveal.lost <= 1e-9 and reveal.choice != reveal.best:  # a tie (found by QA: "the best", then the AI's other)
            grade = translate("Trainer", "<b>Your choice: {mine}.</b> It is worth as much as the best decision, "
                                         "<b>{best}</b>: 0 marks given up.")
        elif reveal.lost <= 1e-9:
            grade = translate("Trainer", "<b>Your choice: {mine}.</b> That is the best decision here: 0 marks given up.")
        else:
            grade = translate("Trainer", "<b>Your choice: {mine}</b> gives up <b>{lost}</b> expected marks against the best "
                                         "decision, <b>{best}</b>.")
        grade = grade.format(mine=mine, best=best, lost=number(reveal.lost, reveal.places))
        ai = translate("Trainer", "The AI would choose: <b>{choice}</b>.").format(
            choice=render(choice_phrase((reveal.hint.recommended, reveal.hint.contract), rules)))
        show_and_say(self.headline, f"{grade}<br>{ai} {linked(reveal.hint.reason)}",
                     f"{grade}<br>{ai} {spoken_text(reveal.hint.reason)}")
        link_words(self.headline)
        self.hint_view.show_hint(reveal.hint, rules)
        rows = []
        for c, value in sorted(reveal.open_hands.items(), key=lambda kv: -kv[1] if kv[0] < Contract.NELLO else 0):
            if c is Contract.NELLO:
                rows.append([contract_text(c), translate("Trainer", "makes") if value >= rules.layout.tricks else
                             translate("Trainer", "fails")])
            elif c is Contract.SEVENS:
                tricks = translate("Trainer", "%n trick(s)", None, value)
                rows.append([contract_text(c), translate("Trainer", "makes") if value >= rules.layout.tricks else tricks])
            else:
                rows.append([contract_text(c), translate("Trainer", "%n point(s)", None, value)])
        fill_table(self.open_table, [translate("Trainer", "Contract"), translate("Trainer", "Your side takes")], rows)
        table = self.open_table  # as wide as its columns, with room for a scroll bar on a low screen
        table.setFixedWidth(table.horizontalHeader().length() + 2 * table.frameWidth()
                            + table.verticalScrollBar().sizeHint().width())
        self.hands.setText("<br>".join(
            f"<b>{seat_label(names, s)}</b>: {' '.join(TILE_NAMES[t] for t in reversed(tiles_of(h)))}"
            for s, h in enumerate(hands)))
        # said as tiles, not numbers (found in the AT-SPI tree: "6-4 5-5" read as numbers)
        self.hands.setAccessibleName("; ".join(f"{seat_label(names, s)}: {spoken_tiles(list(reversed(tiles_of(h))))}"
                                               for s, h in enumerate(hands)))
        self.session_label.setText(translate("Trainer", "Decision {number} · session average {lost} marks given up").format(
            number=next((i + 1 for i, d in enumerate(session.decisions) if d.reveal is reveal), len(session.decisions)),
            lost=number(session.average_lost, session.places)))
        self.button_next.setText(translate("Trainer", "&Summary") if last else translate("Trainer", "&Next deal"))


def _wrapped(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class SummaryDialog(QDialog):
    """The end of a practice session: decisions, average, the worst three to look at again."""

    openDeal = Signal(int)  # index of the decision in the session

    def __init__(self, session: PracticeSession, rules: Rules, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Trainer", "Practice session"))
        box = QVBoxLayout(self)
        n = len(session.decisions)
        perfect = sum(1 for d in session.decisions if d.lost <= 1e-9)
        average = number(session.average_lost, session.places)
        box.addWidget(QLabel("<h3>" + translate("Trainer", "%n decision(s) · {best} best · {lost} marks given up on average",
                                                None, n).format(best=perfect, lost=average) + "</h3>"))
        worst = session.worst()
        if worst:
            box.addWidget(QLabel(translate("Trainer", "The decisions to look at again:")))
        for d in worst:
            index = session.decisions.index(d)
            b = QPushButton(self._label(d, index + 1, rules))
            b.setToolTip(translate("Trainer", "Deal this decision again, to answer it once more"))
            b.clicked.connect(lambda _=False, i=index: self._open(i))
            box.addWidget(b)
        if not n:  # (found by QA: ended before an answer, "Every decision was the best one. Well bid!")
            box.addWidget(QLabel(translate("Trainer", "No decision was answered in this session.")))
        elif not worst:
            box.addWidget(QLabel(translate("Trainer", "Every decision was the best one. Well bid!")))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        box.addWidget(close)
        # Enter closes the summary, unless the user has moved to a decision, which Enter then deals again
        # as a click does (found by QA: the keyboard started on the first decision, so Enter, pressed to
        # close the summary as the reveal's Summary had been pressed, dealt it again).
        done = close.button(QDialogButtonBox.StandardButton.Close)
        done.setDefault(True)
        done.setFocus(Qt.FocusReason.OtherFocusReason)

    def _open(self, index: int) -> None:
        self.openDeal.emit(index)
        self.accept()

    @staticmethod
    def _label(d: Decision, number_in_session: int, rules: Rules) -> str:
        # numbered in this session, as play practice's summary numbers its positions (found by playing:
        # a My mistakes card of the user's game read "Deal 48513936814233068", its position's digest)
        return translate("Trainer", "Deal {number}: you chose {mine}, best was {best} (−{lost} marks)").format(
            number=number_in_session, mine=render(choice_phrase(d.choice, rules, within=True)),
            best=render(choice_phrase(d.best, rules, within=True)), lost=number(d.lost, d.places))


# ------------------------------------------------------------------ review


class ReviewDialog(QDialog):
    """Steps through a finished hand with the AI's view of each of the user's decisions."""

    def __init__(self, parent: QWidget | None = None):
        self._mistakes: list[int] = []
        """The rows of the review shown that are marked as mistakes."""
        super().__init__(parent)
        self.setWindowTitle(translate("Trainer", "Hand review"))
        resize_within_screen(self, QSize(900, 600))
        box = QVBoxLayout(self)
        self.title = QLabel(translate("Trainer", "Reviewing…"))
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(translate("Trainer", "Review's progress"))  # (found in the AT-SPI tree: nameless)
        box.addWidget(self.progress)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # found by playing in Vietnamese and Slovak: the reasons' column was cut even at 1920 px wide
        self.fitter = ColumnFitter(self.table)
        # A hand's review is a row per action: its scroll bar is there from the start, so the
        # columns are shared out beside it (found by QA: it came after the fit, over the last column).
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # no blank band beside the last column (found by playing at 1600x1000: a hand without
        # reasons filled two thirds of the table's width)
        self.table.horizontalHeader().setStretchLastSection(True)
        name_table(self.table, translate("Trainer", "Review"))
        box.addWidget(self.table, 1)
        self.words = QLabel()  # the reasons' words from the rules' glossary, as links (a cell cannot hold one)
        self.words.setWordWrap(True)
        box.addWidget(self.words)
        self.hands = QLabel()
        self.hands.setWordWrap(True)
        self.hands.hide()  # until a review fills it
        box.addWidget(self.hands)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        box.addWidget(close)

    def begin(self, title: str) -> None:
        """A review to be worked out: nothing of the one shown before stays (found by QA: the bar
        still read 100% and the last hand's tiles stayed under the title of the next; found by
        playing: a Moon hand's review was worked out under the last Texas 42 one's "Marks lost"),
        and the bar is busy until the work reports how far it is."""
        self.title.setText(title)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.table.clear()
        self._mistakes = []
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        show_and_say(self.hands, "", "")
        words_line(self.words, [])
        self.hands.hide()  # (found in the AT-SPI tree: an empty, nameless label under the table)

    def set_progress(self, done: int, total: int) -> None:
        if done == 0:
            # The bar stays busy (it moves) through the first step, the longest (the bid's): a bar
            # still at 0% read as stuck (found by playing: a second or more of "0%")
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def show_review(self, review: HandReview, rules: Rules, names: list[str]) -> None:
        self.progress.hide()
        self.title.setText(review_headline(review, rules, names))
        rows = []
        for s in review.steps:
            before = "" if s.before is None else percent(s.before, s.places)
            after = "" if s.after is None else percent(s.after, s.places)
            rows.append([str(s.number), seat_label(names, s.seat), render(s.text), before, after, lost_cell(s), review_note(s)])
        # The unit of the bid hint's values: marks, or game points (Moon, a points game), as the hint names
        # them (found by playing a points game: "Points lost" beside a hint's "expected game points").
        lost_unit = translate("Trainer", "Marks lost") if scores_marks(rules) else translate("Trainer", "Game points lost")
        # The best choice's chance, not the best chance: a bid is best by its marks, and a lower bid
        # than the best is surer (found by playing: "Best chance 62%" beside "Your chance 66%").
        fill_table(self.table, ["#", translate("Trainer", "Seat"), translate("Trainer", "Action"),
                                translate("Trainer", "Best choice's chance"), translate("Trainer", "Your chance"), lost_unit,
                                translate("Trainer", "Better choice, and why")], rows)
        words = [entries_of(s.better, s.mine_why, shown=review_note(s)) for s in review.steps]
        # a mistake's row is marked; a loss within the margin is named, not marked
        self._mistakes = [r for r, s in enumerate(review.steps) if s.marked]
        self._mark_mistakes()
        for r, s in enumerate(review.steps):
            say_tiles(self.table.item(r, 2), spoken_text(s.text))
            say_tiles(self.table.item(r, 6), review_note(s, said=True))
            tip_words(self.table.item(r, 6), words[r])
            if s.mine and r not in self._mistakes:
                item = self.table.item(r, 2)
                if item is not None:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
        show_and_say(self.hands, hands_text(review, names, said=False), hands_text(review, names, said=True))
        words_line(self.words, [entry for row in words for entry in row])
        self.hands.show()
        # The keyboard on the first action, worked out or kept alike (found by QA: on Close, or on the
        # table with no row chosen, or on the row left last time): the arrows read the rows at once.
        if rows:
            self.table.setCurrentCell(0, 2)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _mark_mistakes(self) -> None:
        """The mistakes' rows in the marker of the desktop's look, dark or light."""
        marker, marked_text = mistake_colours(self.palette())
        for r in self._mistakes:
            for c in range(self.table.columnCount()):
                item = self.table.item(r, c)
                if item is not None:
                    item.setBackground(marker)
                    item.setForeground(marked_text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """Dark mode turned on or off while a review is shown (found by QA: the rows stayed in the
        look of before, a bright yellow bar in a dark window)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._mark_mistakes()
