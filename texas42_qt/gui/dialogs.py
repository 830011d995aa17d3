"""Dialogs: a new game (variant, preset, every house rule, AI levels, seed),
preferences, the rules page and the About box."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..engine import (
    DEPENDENT_RULES,
    FORCED_SPECIALS,
    PRESET_LABELS,
    PRESETS,
    Rules,
    RulesError,
    Scoring,
    Variant,
    preset_of,
    rule_choices,
    rules_out_of_play,
)
from .a11y import ErrorLine, alt_key_buttons, drawn_buttons, follow_drawn_order, unnamed_in_group
from .controller import LEVELS, SeatConfig
from .i18n import render, render_error, translate, without_alt_key
from .levels import LevelNote, level_help, level_label
from .models import SEAT_NAMES_3, SEAT_NAMES_4, variant_name
from .placement import FRAME_ALLOWANCE, keep_on_screen
from .rule_editors import (
    ExplainOff,
    SpecialEditor,
    carry_rules,
    describe_editor,
    line_up,
    name_widget,
    on_change,
    read_values,
    rule_editor,
    set_values,
)
from .rule_texts import off_reason, rule_field_label, rule_help, rule_label
from .rules_scroll import RulesScroll
from .settings import Preferences


@dataclass
class GameSetup:
    rules: Rules
    seats: list[SeatConfig]
    seed: int | None
    practice: bool


def t42_target(parent: QWidget, path: str) -> str:
    """The .t42 file a save dialog's `path` saves to, "" if the user keeps the file it would
    replace. The dialog asked about replacing the name as typed; ".t42" is added after, so the
    file that makes is asked about here (found by QA: "game" was saved over "game.t42" unasked)."""
    if path.endswith(".t42"):
        return path
    target = Path(path + ".t42")
    if not target.exists():
        return str(target)
    answer = QMessageBox.question(parent, translate("MainWindow", "Texas 42"), translate(
        "MainWindow", "{name} already exists.\nDo you want to replace it?").format(name=target.name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return str(target) if answer == QMessageBox.StandardButton.Yes else ""


def whole_names(window: QWidget) -> None:
    """Qt's own file dialog open over `window` (not a system's) shows its files' names whole, in a
    window wide enough for them (found by playing at 1024x700: Kept games showed "Texas 42, hand 1,
    …2-07 09.27.44.t42", its score cut out of the middle, however wide the window was made)."""
    for dialog in window.findChildren(QFileDialog):
        view = dialog.findChild(QTreeView)
        if view is not None and dialog.isVisible():
            view.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            room = dialog.screen().availableGeometry().width() - 40
            dialog.resize(max(dialog.width(), min(room, 900)), dialog.height())


def run_modal(dialog: QDialog) -> int:
    """Run a dialog and delete it once closed: parented to the window, it otherwise lived as
    long as the window (found by a tester: 40 openings of each dialog took 85 MB to 273 MB).
    The first focused field shows its focus ring at once (found by QA: opened by Ctrl+N, the
    dialog's focus was drawn only after the first Tab)."""
    def entered(old: QWidget | None, now: QWidget | None) -> None:
        # Qt draws a ring only after a keyboard focus change, and opening the window is none.
        if now is not None and now.window() is dialog and (old is None or old.window() is not dialog):
            dialog.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(entered)
    try:
        return dialog.exec()
    finally:
        app.focusChanged.disconnect(entered)
        dialog.deleteLater()


def default_setup(prefs: Preferences) -> GameSetup:
    """A game as the user last set one up: the last rules and levels, the user's name and hints."""
    rules = prefs.last_rules()
    n = rules.layout.n_seats
    names = seat_names(n, prefs.name)
    levels = prefs.last_levels(n)
    seats = [SeatConfig(names[0])] + [SeatConfig(names[s], levels[s]) for s in range(1, n)]
    return GameSetup(rules, seats, None, prefs.hints)


def seat_names(n: int, user: str) -> list[str]:
    names = [translate("Dialogs", name) for name in (SEAT_NAMES_4 if n == 4 else SEAT_NAMES_3)]
    names[0] = user
    return names


class NewGameDialog(QDialog):
    """Everything about a new game. `setup()` gives the validated choice."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None, rules: Rules | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "New game"))
        self.prefs = prefs
        self._editors: dict[str, QWidget] = {}
        # What the user chose in this dialog, kept from one game to another (found by QA: an
        # Expert chosen for West was Hard again after a switch to Moon, "Play to" back to 7):
        self._typed: dict[str, tuple[Variant, Any]] = {}  # rules set by hand, with their game
        self._shown_levels: dict[str, str] = {}  # by seat (its untranslated name), as last shown
        self._left: dict[Variant, Rules] = {}  # each game's rules as last shown
        self._quiet = False  # rules being set by the dialog, not the user
        self._greying = False  # rules being greyed (`_rules_changed`), which changes some values
        self._explain: dict[str, ExplainOff] = {}
        outer = QVBoxLayout(self)
        # Two columns (the game and its players; the house rules) so the dialog fits an 800x600 screen.
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)  # room the dialog keeps from a larger game goes to the columns
        left = QVBoxLayout()
        columns.addLayout(left)
        top = QFormLayout()
        self.variant = QComboBox()
        for v in Variant:
            self.variant.addItem(variant_name(v), v.value)
        self.preset = QComboBox()
        # As wide as its longest preset now: the items change with the game (found by playing: a
        # dialog opened on Moon cut "Straight 42 (tournar" after a switch to Texas 42).
        self.preset.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.preset.setToolTip(translate("Dialogs", "A set of house rules; changing any rule below shows \"Custom\"."))
        # Every field has an Alt key (found by QA: by keyboard, "Play to" was 15 Tabs away); the
        # rules' letters are chosen with these (rule_texts.RULE_LABELS).
        for label, field in ((translate("Dialogs", "&Game"), self.variant),
                             (translate("Dialogs", "&Rule preset"), self.preset)):
            top.addRow(label, field)  # (the label's Alt key goes to its field, the label's buddy)
            name_widget(field, without_alt_key(label))
        left.addLayout(top)
        # Its Alt key goes to the first computer player's level: the seats' rows share one pattern.
        self.seats_box = QGroupBox(translate("Dialogs", "Pla&yers"))
        self.seats_form = QFormLayout(self.seats_box)
        left.addWidget(self.seats_box)
        extra = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("Dialogs", "random"))
        self.seed.setToolTip(translate("Dialogs", "Leave empty for random deals, or enter a number to replay or share "
                                                  "the same deals."))
        seed_label = translate("Dialogs", "Deal s&eed")
        name_widget(self.seed, without_alt_key(seed_label))
        self.practice = QCheckBox(translate("Dialogs", "Pract&ice: hints and undo allowed"))
        self.practice.setChecked(prefs.hints)
        extra.addRow(seed_label, self.seed)
        extra.addRow(self.practice)
        left.addLayout(extra)
        # Last in its column: its length changes with the levels chosen, and the fields above stay
        # put (found by QA: the seed field moved under the cursor when a level changed).
        self.level_note = LevelNote()
        left.addWidget(self.level_note)
        left.addStretch(1)
        self.rules_box = QGroupBox(translate("Dialogs", "House rules"))
        page = QWidget()
        self.rules_form = QFormLayout(page)
        self.rules_form.setContentsMargins(0, 0, 0, 0)
        self.rules_scroll = RulesScroll(page)
        QVBoxLayout(self.rules_box).addWidget(self.rules_scroll)
        unnamed_in_group(self.rules_scroll)  # the group says its title (found in the AT-SPI tree: twice)
        # A rule too long for its row goes under its label (found by QA: Nello's row made the dialog
        # 865 px wide at its narrowest, wider than an 800x600 screen, Cancel off it).
        self.rules_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        columns.addWidget(self.rules_box, 1)
        self.error = ErrorLine()
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        alt_key_buttons(self.buttons)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Dialogs", "&Deal"))
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        follow_drawn_order(self.buttons)  # (on GNOME Cancel is drawn first)
        start = rules or prefs.last_rules()
        self.variant.setCurrentIndex(self.variant.findData(start.variant.value))
        self._build(start)
        self.variant.currentIndexChanged.connect(lambda _: self._switch_game())
        self.preset.currentIndexChanged.connect(self._apply_preset)
        deal = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        deal.setAccessibleName(without_alt_key(deal.text()))

    # -- building the form for a variant

    def _switch_game(self) -> None:
        """The game chosen as it was left in this dialog (else as last played), with the rules
        typed since that apply to it; each seat keeps the level shown (Partner, at four seats
        only, the one it had, else its last saved)."""
        sources = SEAT_NAMES_4 if len(self.levels) == 3 else SEAT_NAMES_3
        self._shown_levels.update(zip(sources[1:], (box.currentData() for box in self.levels)))
        try:
            self._left[self._shown] = Rules.make(self._shown, **self.values())
        except (RulesError, ValueError):
            pass  # (the dialog offers no invalid rules; nothing to keep if it did)
        new = Variant(self.variant.currentData())
        self._build(carry_rules(self._left.get(new) or self.prefs.last_rules(new), self._typed))

    def _build(self, rules: Rules) -> None:
        variant = self._shown = rules.variant
        self.preset.blockSignals(True)
        self.preset.clear()
        self.preset.addItem(translate("Dialogs", "Custom"), "")
        for name, (v, _) in PRESETS.items():
            if v is variant:
                self.preset.addItem(render(PRESET_LABELS.get(name, name)), name)
        self.preset.blockSignals(False)
        # Never narrower than its longest preset (found by QA: from Moon to Texas 42 the column kept
        # Moon's width and read "Straight 42 (tournar")
        self.preset.setMinimumWidth(self.preset.sizeHint().width())
        while self.rules_form.rowCount():
            self.rules_form.removeRow(0)
        self._editors, self._explain = {}, {}
        for key, choices in rule_choices(variant).items():
            editor = rule_editor(variant, key, choices)
            self._editors[key] = editor
            label = rule_label(key)
            self.rules_form.addRow(rule_field_label(key), editor)
            field_label = self.rules_form.labelForField(editor)
            assert isinstance(field_label, QLabel)
            if isinstance(editor, SpecialEditor):  # its Alt key to the check box: the row itself takes no focus
                field_label.setBuddy(editor.on)
            describe_editor(editor, label, rule_help(variant.value, key))
            self._explain[key] = ExplainOff(editor, field_label, rule_help(variant.value, key), "")
        line_up(list(self._editors.values()))
        self._quiet = True
        set_values(self._editors, rules)
        self._quiet = False
        self.rules_scroll.updateGeometry()  # (its form's new size: the scroll area does not pass it on)
        scoring = self._editors.get("scoring")
        if isinstance(scoring, QComboBox):
            scoring.currentIndexChanged.connect(lambda _: self._scoring_changed())
        self._rules_changed()
        for key, editor in self._editors.items():
            on_change(editor, self._rules_changed)  # (first: the preset shown is of the rules as greyed)
            on_change(editor, self._show_preset)
            on_change(editor, partial(self._rule_typed, key))
        self._show_preset()
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        n = rules.layout.n_seats
        levels = self.prefs.last_levels(n)
        self.levels: list[QComboBox] = []
        names = seat_names(n, self.prefs.name)
        default = names[0] in (SEAT_NAMES_4[0], translate("Dialogs", SEAT_NAMES_4[0]))
        self.seats_form.addRow(translate("Dialogs", "Your seat"), QLabel(
            translate("Dialogs", "you play it") if default else translate("Dialogs", "{name} (you)").format(name=names[0])))
        for seat, source in enumerate(SEAT_NAMES_4 if n == 4 else SEAT_NAMES_3):
            if seat == 0:
                continue
            box = QComboBox()
            for lv in LEVELS:
                box.addItem(level_label(lv), lv)
                box.setItemData(box.count() - 1, level_help(lv, self._shown), Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(max(0, box.findData(self._shown_levels.get(source, levels[seat]))))
            self.levels.append(box)
            self.seats_form.addRow(translate("Dialogs", "{name} (computer)").format(name=names[seat]), box)
            describe_editor(box, translate("Dialogs", "{name}'s level").format(name=names[seat]),
                      translate("Dialogs", "How strongly this computer player bids and plays."))
            box.currentIndexChanged.connect(self._show_level)
        self._show_level()
        self._order_tabs()
        # A smaller variant's form must not keep the larger one's height as empty gaps.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self._fit_screen()
        self._keep_on_screen()
        # The narrower form wraps the level note on more lines, which only the next layout
        # pass measures (found by playing: from Texas 42 to Moon with Experts chosen, the
        # note was cut after three lines).
        QTimer.singleShot(0, self, self._grow_to_fit)

    def _order_tabs(self) -> None:
        """Tab goes down the left column, then the house rules, then Deal and Cancel in the order drawn
        (found by playing by keyboard: the seats' levels, made anew for each game, came after every rule)."""
        chain: list[QWidget] = [self.variant, self.preset, *self.levels, self.seed, self.practice]
        for editor in self._editors.values():
            chain.extend(editor.parts() if isinstance(editor, SpecialEditor) else [editor])
        chain.extend(drawn_buttons(self.buttons))
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def _show_level(self) -> None:
        """Under the left column: what each level chosen is and how strong it measured in the game
        chosen (`level_help`). The dialog grows to show it whole (found in Cebuano, Vietnamese and
        Slovak: with Expert and Hard chosen the note was cut at its top and bottom, as in English
        with three levels)."""
        chosen = {box.currentData() for box in self.levels}
        self.level_note.setText("\n".join(level_help(lv, self._shown) for lv in LEVELS if lv in chosen))
        self._grow_to_fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """Taller, within the screen, if the level note no longer fits (its text is wrapped at
        the width it gets, which only a shown dialog knows)."""
        if self.isVisible() and self._height_for(self.width()) > self.height():
            self._fit_screen()
            self._keep_on_screen()

    def _height_for(self, width: int) -> int:
        """The height the contents need at `width`, wrapped text whole (a size hint does not
        wrap a label at the width it gets)."""
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return self.sizeHint().height()
        # Each box caches the heights of its rows; a new text or a rule row removed is only
        # laid out at the next event, and then too late for the size chosen now.
        for box in self.findChildren(QWidget):
            inner = box.layout()
            if inner is not None:
                inner.invalidate()
                box.updateGeometry()
        layout.invalidate()
        layout.activate()
        return max(self.sizeHint().height(), layout.totalHeightForWidth(width))

    def _fit_screen(self) -> None:
        """As large as the contents ask, but within the screen where they can shrink (found by
        playing in Cebuano at 1024x700: its house rules made the dialog 11 px wider than the
        screen, the Cancel button at the very edge; its combo boxes can elide their text)."""
        frame = self.frameGeometry().size() - self.size()
        if frame.isNull():  # not shown yet: allow for a window manager's borders and title
            frame = FRAME_ALLOWANCE
        room = self.screen().availableGeometry().size() - frame
        hint, least = self.sizeHint(), self.minimumSizeHint()
        if self.isVisible():  # a shown dialog keeps its size (found by playing: Deal jumped when Moon was chosen)
            least = least.expandedTo(self.size())
        width = max(least.width(), min(hint.width(), room.width()))
        self.resize(width, max(least.height(), min(self._height_for(width), room.height())))

    def _keep_on_screen(self) -> None:
        """Move the dialog back onto the screen after it grew (found by playing at 1024x700: from
        Moon to 42 for three, Deal and Cancel went off the bottom)."""
        if self.isVisible():
            keep_on_screen(self)

    def _rules_changed(self) -> None:
        """Grey the rules that mean nothing beside the others, as the engine says (`rules_out_of_play`,
        which Rules of this game says too), each saying why. Plunge and Splash greyed are off too,
        and keep their values for when they are back; without mark bids Nello and Sevens need
        1 mark, the only mark bid (found by playing: "from 2 marks" was accepted with mark bids off,
        and Nello and Sevens could then never be bid)."""
        if self._greying:  # (the values changed here call it again)
            return
        self._greying = True
        try:
            self._play_out_points()
            rules = self._shown_rules()
            if rules is None:
                return
            out = rules_out_of_play(rules)
            for key in DEPENDENT_RULES:
                if (editor := self._editors.get(key)) is None:
                    continue
                self._explain[key].reason = off_reason(out[key]) if key in out else ""
                if isinstance(editor, SpecialEditor):
                    editor.hold_off(key in out)
                else:
                    editor.setEnabled(key not in out)
                self._explain[key].show_state()  # (the reason may change while the rule stays off)
            for key in FORCED_SPECIALS:
                if isinstance(editor := self._editors.get(key), SpecialEditor):
                    editor.limit_marks(None if rules.max_marks > 1 else 1)
        finally:
            self._greying = False

    def _scoring_changed(self) -> None:
        """Marks and points have different usual targets (7 and 250): a target left at
        the one mode's default moves to the other's (a target the user set is kept)."""
        target, scoring = self._editors.get("target"), self._editors.get("scoring")
        if not isinstance(target, QSpinBox) or not isinstance(scoring, QComboBox):
            return
        new = Rules.make(self.variant.currentData(), scoring=scoring.currentData()).default_target
        if target.value() in (7, 250):
            target.setValue(new)

    def _play_out_points(self) -> None:
        """A points game plays every trick, so that each point is taken (found by review: a hand
        laid down scored 42 points where the same hand played out, ended once made, scored 30):
        off with points, and back on, the default, on leaving them (while greyed, it was held off)."""
        early, scoring = self._editors.get("end_early"), self._editors.get("scoring")
        if isinstance(early, QCheckBox) and isinstance(scoring, QComboBox):
            points = scoring.currentData() == Scoring.POINTS
            if points or not early.isEnabled():
                early.setChecked(not points)

    def _rule_typed(self, key: str) -> None:
        if not self._quiet:
            self._typed[key] = (self._shown, read_values({key: self._editors[key]})[key])

    def _apply_preset(self) -> None:
        """A preset sets every rule: those typed before it are not carried to another game."""
        name = self.preset.currentData()
        if name:
            self._quiet = True
            set_values(self._editors, Rules.preset(name))
            self._quiet = False
            self._typed.clear()

    def _shown_rules(self) -> Rules | None:
        """The rules on screen (None if they are not valid: the dialog offers no such rules)."""
        try:
            return Rules.make(self.variant.currentData(), **self.values())
        except (RulesError, ValueError):
            return None

    def _show_preset(self) -> None:
        """Name the preset the rules on screen equal, or "Custom"."""
        rules = self._shown_rules()
        match = preset_of(rules) if rules is not None else ""
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(max(0, self.preset.findData(match)))
        self.preset.blockSignals(False)

    # -- reading it back

    def values(self) -> dict[str, Any]:
        return read_values(self._editors)

    def setup(self) -> GameSetup:
        """The chosen game; raises ValueError (RulesError) with a message for the user."""
        rules = Rules.make(self.variant.currentData(), **self.values())
        text = self.seed.text().strip()
        seed = None
        if text:
            if not text.isdigit() or len(text) > 18:
                raise ValueError(translate("Dialogs", "The deal seed must be a whole number (up to 18 digits), or "
                                                      "empty for random deals."))
            seed = int(text)
        n = rules.layout.n_seats
        names = seat_names(n, self.prefs.name)
        seats = [SeatConfig(names[0])] + [SeatConfig(names[s], self.levels[s - 1].currentData()) for s in range(1, n)]
        return GameSetup(rules, seats, seed, self.practice.isChecked())

    def _accept(self) -> None:
        try:
            setup = self.setup()
        except (RulesError, ValueError) as e:
            self.error.setText(render_error(e))
            return
        self.prefs.set_last_rules(setup.rules)
        self.prefs.set_last_levels(["you"] + [s.level or "hard" for s in setup.seats[1:]])
        self.prefs.sync()
        self.accept()
