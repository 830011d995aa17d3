"""Help > Learn to play: the list of lessons, whose rows show a lesson's number and title and under
the title its summary as a block, so a summary that wraps goes on under its own first line (found by
QA: the wrapped lines began at the list's edge, under the number, while the first line was indented)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..play.tutorial import Lesson, LessonError, all_lessons
from .a11y import follow_drawn_order
from .i18n import lesson_text, render_error, translate

WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
DONE_ROLE = Qt.ItemDataRole.UserRole + 1
"""A row's lesson is finished: the delegate ticks it."""
MARK = "✓"

Index = QModelIndex | QPersistentModelIndex


class SummaryDelegate(QStyledItemDelegate):
    """Draws a row whose text is "N. title\nsummary" in columns: the tick of a finished lesson, the
    number (to the right of its column), and the title with the summary under it, so the titles line
    up whatever the tick and the number (found by QA: the tick pushed its row's number and title right)."""

    def __init__(self, view: QListWidget):
        super().__init__(view)
        self.view = view

    @staticmethod
    def parts(index: Index) -> tuple[str, str, str]:
        """The number ("1."), the title and the summary of a row."""
        head, _, summary = str(index.data() or "").partition("\n")
        number, gap, title = head.partition(" ")
        if not gap or not number.rstrip(".").isdigit():
            number, title = "", head
        return number, title, summary.strip()

    def _margin(self) -> int:
        """The room Qt's item views leave on either side of an item's text."""
        return self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1

    def _width(self) -> int:
        """The text's width in a row: the list's, less its spacing and the text's margins."""
        return max(50, self.view.viewport().width() - 2 * self.view.spacing() - 2 * self._margin())

    def _columns(self, metrics: QFontMetrics) -> tuple[int, int]:
        """Where the number's column and the title's start: after room for a tick, and for the widest number."""
        numbers = (self.parts(self.view.model().index(r, 0))[0] for r in range(self.view.count()))
        widest = max((metrics.horizontalAdvance(n + " ") for n in numbers), default=0)
        mark = metrics.horizontalAdvance(MARK + " ")
        return mark, mark + widest

    def _boxes(self, metrics: QFontMetrics, index: Index) -> tuple[QRect, QRect]:
        """The title's and the summary's rooms, from the text's top left."""
        _, title, summary = self.parts(index)
        left = self._columns(metrics)[1]
        width = max(20, self._width() - left)
        head = metrics.boundingRect(0, 0, width, 10_000, WRAP, title)
        tail = metrics.boundingRect(0, 0, width, 10_000, WRAP, summary) if summary else QRect()
        return QRect(left, 0, width, head.height()), QRect(left, head.height(), width, tail.height())

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        head, tail = self._boxes(QFontMetrics(self.view.font()), index)
        return QSize(self._width() + 2 * self._margin(), head.height() + tail.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""  # the style draws the row's ground, selection and focus; the text is drawn here
        self.view.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, self.view)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(option.palette.color(role))
        painter.setFont(self.view.font())
        metrics = QFontMetrics(self.view.font())
        head, tail = self._boxes(metrics, index)
        origin = option.rect.topLeft() + QRect(self._margin(), 0, 0, 0).topLeft()
        number, title, summary = self.parts(index)
        mark, left = self._columns(metrics)
        if index.data(DONE_ROLE):
            painter.drawText(QRect(0, 0, mark, head.height()).translated(origin), WRAP, MARK)
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        gap = metrics.horizontalAdvance(" ")
        painter.drawText(QRect(mark, 0, left - mark - gap, head.height()).translated(origin), right, number)
        painter.drawText(head.translated(origin), WRAP, title)
        if summary:
            painter.drawText(tail.translated(origin), WRAP, summary)
        painter.restore()


def next_lesson(lessons: list[Lesson], done: list[str], after: str | None = None) -> Lesson | None:
    """The first lesson not finished yet, looking from the one after `after` (then from the start)."""
    start = next((i + 1 for i, lesson in enumerate(lessons) if lesson.id == after), 0)
    ordered = lessons[start:] + lessons[:start]
    return next((lesson for lesson in ordered if lesson.id not in done), None)


def _spoken(number: int, title: str, summary: str, done: bool, left: bool) -> str:
    """A lesson's row for a screen reader: its number, title, state and summary."""
    if left:
        text = translate("Tutorial", "Lesson {number}, {title}, in progress: {summary}")
    elif done:
        text = translate("Tutorial", "Lesson {number}, {title}, done: {summary}")
    else:
        text = translate("Tutorial", "Lesson {number}, {title}: {summary}")
    return text.format(number=number, title=title, summary=summary)


class LessonsDialog(QDialog):
    """Every lesson, the finished ones ticked and those left midway (`left`, the one left last at
    the end) marked in progress. Start plays the chosen lesson; for one left midway, Continue goes
    on where the user was and Start again begins it anew (`again`)."""

    def __init__(self, done: list[str], parent: QWidget | None = None, left: list[str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Tutorial", "Learn to play"))
        self.chosen: Lesson | None = None
        self.again = False
        self.first_game = False
        """Play a first game was pressed (offered once every lesson is done)."""
        self.left = list(left or [])
        box = QVBoxLayout(self)
        try:
            self.lessons = all_lessons()
            error = ""
        except LessonError as e:  # a damaged installation: say so instead of failing
            self.lessons, error = [], render_error(e)
        finished = len({lesson.id for lesson in self.lessons} & set(done))
        intro = QLabel(translate("Tutorial", "Short lessons on the real table, a few minutes each. You have done {done} of "
                                             "{all}.").format(done=finished, all=len(self.lessons)))
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.list = QListWidget()
        self.list.setAccessibleName(translate("Tutorial", "Lessons"))
        self.list.setWordWrap(True)
        self.list.setSpacing(3)  # the lessons apart, where a summary wraps
        self.list.setItemDelegate(SummaryDelegate(self.list))
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)  # rows wrapped again at each width
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A ring when the keyboard is on the list (found by QA: the chosen row looked the same with
        # the keyboard on Close)
        # the ring 2 px wide, the frame 1 px with 1 px of room: the rows stay where they were
        self.list.setStyleSheet("QListWidget { border: 1px solid palette(mid); padding: 1px; }"
                                "QListWidget:focus { border: 2px solid palette(highlight); padding: 0px; }")
        for number, lesson in enumerate(self.lessons, start=1):
            left_here = lesson.id in self.left
            title, summary = lesson_text(lesson.title), lesson_text(lesson.summary)
            shown = translate("Tutorial", "{title} (in progress)").format(title=title) if left_here else title
            item = QListWidgetItem(f"{number}. {shown}\n{summary}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setData(DONE_ROLE, lesson.id in done)  # ticked in a column of its own
            item.setData(Qt.ItemDataRole.AccessibleTextRole, _spoken(number, title, summary, lesson.id in done, left_here))
            self.list.addItem(item)
        box.addWidget(self.list, 1)
        if error:
            box.addWidget(QLabel(translate("Tutorial", "Some lessons could not be read: {error}").format(error=error)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.start_button = buttons.addButton(translate("Tutorial", "Start lesson"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setEnabled(bool(self.lessons))
        self.start_button.clicked.connect(self._start)
        self.again_button = buttons.addButton(translate("Tutorial", "Start again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.setAccessibleDescription(translate("Tutorial", "Start this lesson again from its first card"))
        self.again_button.clicked.connect(lambda: self._start(again=True))
        if self.lessons and finished == len(self.lessons):  # the step after the lessons, as the last one's card offers
            play = buttons.addButton(translate("Tutorial", "Play a first game"), QDialogButtonBox.ButtonRole.ActionRole)
            play.setAccessibleDescription(translate("Tutorial", "A new game against Easy players, with Hint and Undo on"))
            play.clicked.connect(self._play)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        follow_drawn_order(buttons)  # (Close, made first, is drawn last)
        self.list.currentRowChanged.connect(self._offer)
        self.list.itemActivated.connect(lambda _: self._start())
        self.list.setCurrentRow(self._first_row(done))
        self._offer(self.list.currentRow())
        self.resize(680, 460)  # most summaries on one line; fits a 1024x700 screen

    def _first_row(self, done: list[str]) -> int:
        """The lesson left midway last, else the one after the lesson finished last (found by QA:
        after lessons 5-7 it offered lesson 1)."""
        ids = [lesson.id for lesson in self.lessons]
        left = [i for i in self.left if i in ids]
        if left:
            return ids.index(left[-1])
        upcoming = next_lesson(self.lessons, done, after=done[-1] if done else None)
        return self.lessons.index(upcoming) if upcoming is not None else 0

    def _offer(self, row: int) -> None:
        """Continue and Start again for a lesson left midway, else Start lesson."""
        left = 0 <= row < len(self.lessons) and self.lessons[row].id in self.left
        self.start_button.setText(translate("Tutorial", "Continue lesson") if left else translate("Tutorial", "Start lesson"))
        self.start_button.setAccessibleDescription(
            translate("Tutorial", "Go on from the card where you left this lesson") if left else "")
        self.again_button.setVisible(left)
        self.start_button.setDefault(True)

    def _play(self) -> None:
        self.first_game = True
        self.accept()

    def _start(self, again: bool = False) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.lessons):
            self.chosen = self.lessons[row]
            self.again = again
            self.accept()
