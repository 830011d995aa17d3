"""Dialogs: a new game (variant, preset, every house rule, AI levels, seed),
preferences, the rules page and the About box."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine import PRESETS, NelloRule, Rules, RulesError, SpecialRule, Variant, is_range_rule, rule_choices, special_marks
from .controller import LEVELS, SeatConfig
from .settings import SPEEDS, Preferences
from .tileart import THEMES

RULE_LABELS = {
    "min_bid": "Minimum bid",
    "allow_84": "Mark bids (84 and up)",
    "mark_raise": "Raising a mark bid",
    "all_pass": "When everyone passes",
    "opening_bidder": "First to bid",
    "follow_me_doubles": "Follow-me doubles",
    "end_early": "End the hand once decided",
    "scoring": "Score in",
    "target": "Play to",
    "hide_tricks_on_marks": "Hide won tricks on mark bids",
    "nello": "Nello",
    "sevens": "Sevens",
    "plunge": "Plunge",
    "splash": "Splash",
    "forced_specials": "A forced bidder may call a special",
    "widow": "Widow exchange",
    "doubles_trump": "Doubles may be trump",
    "follow_me": "Follow-me allowed",
    "set_scoring": "A set bidder",
    "moon_instant_win": "A made moon wins at any score",
    "claims": "Lay down a sure hand",
}
RULE_HELP = {
    "claims": "The player to lead may show their hand and take every remaining trick when each tile they "
              "hold is sure to win it, whatever the others hold.",
    "min_bid": "The lowest point bid allowed (30 in tournament play).",
    "allow_84": "Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) is the top bid.",
    "mark_raise": "After the first mark bid, each later one raises it by exactly one mark, or by any number.",
    "all_pass": "When the first three players pass: the shaker must bid the minimum, or the tiles are shaken again.",
    "opening_bidder": "Who bids first on the first hand of a game: the player left of the shaker, or whoever holds the 1-0.",
    "follow_me_doubles": "In follow-me (no trump), whether a double is the highest or the lowest tile of its suit.",
    "end_early": "Stop a hand as soon as the bid is made or set, instead of playing all seven tricks.",
    "scoring": "Score marks (first to 7) or points (first to 250).",
    "target": "The score that wins the game.",
    "hide_tricks_on_marks": "On a bid of 84 or more, won tricks are stacked face down so nobody can look back.",
    "nello": "A bid to lose every trick; the bidder's partner sits out.",
    "sevens": "Each player must play the tile closest to seven pips; the bidders must take every trick.",
    "plunge": "With four doubles or more, bid 4 marks or more; your partner names trump and leads.",
    "splash": "Like Plunge with three doubles or more, from 2 marks.",
    "forced_specials": "Whether a shaker forced to bid may call Nello or Sevens.",
    "widow": "Whether the bidder takes the widow before or after naming trump.",
    "doubles_trump": "Whether the bidder may name doubles as trump.",
    "follow_me": "Whether the bidder may name follow-me (no trump).",
    "set_scoring": "What a set bidder scores: minus the bid, or nothing while each opponent gains the bid.",
    "moon_instant_win": "When on, shooting the moon and making it wins the game even from behind. "
                        "When off, it scores 21 like any bid, which still wins from zero or more at a target of 21.",
}
VALUE_LABELS = {
    "one": "one mark at a time", "any": "any jump", "forced": "last seat must bid", "reshake": "shake again",
    "redeal": "deal again", "left_of_shaker": "left of the shaker", "holder_1_0": "holder of the 1-0",
    "high": "high", "low": "low", "marks": "marks", "points": "points (to 250)",
    "before_trump": "before naming trump", "after_trump": "after naming trump",
    "minus_bid": "loses the bid", "opponents_gain": "scores 0; opponents gain the bid",
    "own_suit": "their own suit",
}
SEAT_NAMES_4 = ("You", "West", "Partner", "East")
SEAT_NAMES_3 = ("You", "West", "East")  # "Right bid 6 tricks" read as an adjective


@dataclass
class GameSetup:
    rules: Rules
    seats: list[SeatConfig]
    seed: int | None
    practice: bool


def seat_names(n: int, user: str) -> list[str]:
    names = list(SEAT_NAMES_4 if n == 4 else SEAT_NAMES_3)
    names[0] = user
    return names


def _name(widget: QWidget, name: str, description: str = "") -> None:
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)


def _describe(editor: QWidget, label: str, help_text: str) -> None:
    """Name an editor for screen readers (a special's checkbox and spin box too) and explain it in a tooltip."""
    if help_text:
        editor.setToolTip(help_text)
    _name(editor, label, help_text)
    if isinstance(editor, SpecialEditor):
        _name(editor.on, f"{label} allowed", help_text)
        _name(editor.marks, f"{label}: least number of marks")
        if editor.doubles is not None:
            _name(editor.doubles, f"{label}: doubles")


def _on_change(editor: QWidget, slot: Callable[[], None]) -> None:
    """Call `slot` whenever the editor's value changes."""
    parts: list[QWidget] = [editor]
    if isinstance(editor, SpecialEditor):
        parts = [editor.on, editor.marks] + ([editor.doubles] if editor.doubles else [])
    for part in parts:
        if isinstance(part, QComboBox):
            part.currentIndexChanged.connect(lambda _: slot())
        elif isinstance(part, QSpinBox):
            part.valueChanged.connect(lambda _: slot())
        elif isinstance(part, QCheckBox):
            part.toggled.connect(lambda _: slot())


class SpecialEditor(QWidget):
    """Off, or on with its least number of marks (and Nello's doubles)."""

    def __init__(self, key: str):
        super().__init__()
        self.key = key
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.on = QCheckBox("allowed")
        self.marks = QSpinBox()
        self.marks.setRange(*special_marks(key))  # Plunge from 4 marks, Splash from 2: the engine's range
        self.marks.setPrefix("from ")
        self.marks.valueChanged.connect(lambda n: self.marks.setSuffix(" mark" if n == 1 else " marks"))
        self.marks.setSuffix(" mark" if self.marks.value() == 1 else " marks")
        row.addWidget(self.on)
        row.addWidget(self.marks)
        self.doubles: QComboBox | None = None
        if key == "nello":
            self.doubles = QComboBox()
            for v in ("own_suit", "high", "low"):
                self.doubles.addItem(f"doubles {VALUE_LABELS[v]}", v)
            row.addWidget(self.doubles)
        row.addStretch()
        self.on.toggled.connect(self._enable)
        self._enable(False)

    def _enable(self, on: bool) -> None:
        self.marks.setEnabled(on)
        if self.doubles is not None:
            self.doubles.setEnabled(on)

    def set_value(self, value: Any) -> None:
        self.on.setChecked(value is not None)
        if value is not None:
            self.marks.setValue(value.min_marks)
            if self.doubles is not None and isinstance(value, NelloRule):
                self.doubles.setCurrentIndex(max(0, self.doubles.findData(value.doubles)))

    def value(self) -> Any:
        if not self.on.isChecked():
            return None
        if self.key == "nello":
            assert self.doubles is not None
            return NelloRule(self.marks.value(), self.doubles.currentData())
        return SpecialRule(self.marks.value())


class NewGameDialog(QDialog):
    """Everything about a new game. `setup()` gives the validated choice."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None, rules: Rules | None = None):
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.prefs = prefs
        self._editors: dict[str, QWidget] = {}
        outer = QVBoxLayout(self)
        # Two columns (the game and its players; the house rules) so the dialog fits a 1024x700 screen.
        columns = QHBoxLayout()
        outer.addLayout(columns)
        left = QVBoxLayout()
        columns.addLayout(left)
        top = QFormLayout()
        self.variant = QComboBox()
        for v in Variant:
            self.variant.addItem(v.label, v.value)
        self.preset = QComboBox()
        self.preset.setToolTip("A set of house rules; changing any rule below shows \"Custom\".")
        top.addRow("Game", self.variant)
        top.addRow("Rule preset", self.preset)
        _name(self.variant, "Game")
        _name(self.preset, "Rule preset")
        left.addLayout(top)
        self.seats_box = QGroupBox("Players")
        self.seats_form = QFormLayout(self.seats_box)
        left.addWidget(self.seats_box)
        extra = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setToolTip("Leave empty for random deals, or enter a number to replay or share the same deals.")
        _name(self.seed, "Deal seed")
        self.practice = QCheckBox("Practice: hints and undo allowed")
        self.practice.setChecked(prefs.hints)
        extra.addRow("Deal seed", self.seed)
        extra.addRow(self.practice)
        left.addLayout(extra)
        left.addStretch(1)
        self.rules_box = QGroupBox("House rules")
        self.rules_form = QFormLayout(self.rules_box)
        columns.addWidget(self.rules_box, 1)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Deal")
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        start = rules or prefs.last_rules()
        self.variant.setCurrentIndex(self.variant.findData(start.variant.value))
        self._build(start)
        self.variant.currentIndexChanged.connect(lambda _: self._build(Rules.make(self.variant.currentData())))
        self.preset.currentIndexChanged.connect(self._apply_preset)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setAccessibleName("Deal")

    # -- building the form for a variant

    def _build(self, rules: Rules) -> None:
        variant = rules.variant
        self.preset.blockSignals(True)
        self.preset.clear()
        self.preset.addItem("Custom", "")
        for name, (v, _) in PRESETS.items():
            if v is variant:
                self.preset.addItem(name, name)
        self.preset.blockSignals(False)
        while self.rules_form.rowCount():
            self.rules_form.removeRow(0)
        self._editors = {}
        for key, choices in rule_choices(variant).items():
            editor = self._editor(variant, key, choices)
            self._editors[key] = editor
            label = RULE_LABELS.get(key, key)
            self.rules_form.addRow(label, editor)
            _describe(editor, label, RULE_HELP.get(key, ""))
        self._set_values(rules)
        scoring = self._editors.get("scoring")
        if isinstance(scoring, QComboBox):
            scoring.currentIndexChanged.connect(lambda _: self._scoring_changed())
        for editor in self._editors.values():
            _on_change(editor, self._show_preset)
        self._show_preset()
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        n = rules.layout.n_seats
        levels = self.prefs.last_levels(n)
        self.levels: list[QComboBox] = []
        names = seat_names(n, self.prefs.name)
        self.seats_form.addRow("Your seat", QLabel("you play it" if names[0] == SEAT_NAMES_4[0] else f"{names[0]} (you)"))
        for seat in range(1, n):
            box = QComboBox()
            for lv in LEVELS:
                box.addItem(lv.capitalize(), lv)
            box.setCurrentIndex(max(0, box.findData(levels[seat])))
            self.levels.append(box)
            self.seats_form.addRow(f"{names[seat]} (computer)", box)
            _describe(box, f"{names[seat]}'s level", "How strongly this computer player bids and plays.")
        # A smaller variant's form must not keep the larger one's height as empty gaps.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.sizeHint())

    def _editor(self, variant: Variant, key: str, choices: Any) -> QWidget:
        if choices is None:
            return SpecialEditor(key)
        if is_range_rule(variant, key):
            spin = QSpinBox()
            spin.setRange(*choices)
            return spin
        if set(choices) == {True, False}:
            return QCheckBox()
        combo = QComboBox()
        for value in choices:
            combo.addItem(VALUE_LABELS.get(str(value), str(value)), value)
        return combo

    def _set_values(self, rules: Rules) -> None:
        for key, editor in self._editors.items():
            value = getattr(rules, key)
            if isinstance(editor, SpecialEditor):
                editor.set_value(value)
            elif isinstance(editor, QSpinBox):
                editor.setValue(int(value))
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))

    def _scoring_changed(self) -> None:
        """Marks and points have different usual targets (7 and 250): a target left at
        the one mode's default moves to the other's (a target the user set is kept)."""
        target, scoring = self._editors.get("target"), self._editors.get("scoring")
        if not isinstance(target, QSpinBox) or not isinstance(scoring, QComboBox):
            return
        new = Rules.make(self.variant.currentData(), scoring=scoring.currentData()).default_target
        if target.value() in (7, 250):
            target.setValue(new)

    def _apply_preset(self) -> None:
        name = self.preset.currentData()
        if name:
            self._set_values(Rules.preset(name))

    def _show_preset(self) -> None:
        """Name the preset the rules on screen equal, or "Custom"."""
        try:
            rules = Rules.make(self.variant.currentData(), **self.values())
        except (RulesError, ValueError):
            rules = None
        match = next((name for name in PRESETS if rules is not None and Rules.preset(name) == rules), "")
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(max(0, self.preset.findData(match)))
        self.preset.blockSignals(False)

    # -- reading it back

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, editor in self._editors.items():
            if isinstance(editor, SpecialEditor):
                out[key] = editor.value()
            elif isinstance(editor, QSpinBox):
                out[key] = editor.value()
            elif isinstance(editor, QCheckBox):
                out[key] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[key] = editor.currentData()
        return out

    def setup(self) -> GameSetup:
        """The chosen game; raises ValueError (RulesError) with a message for the user."""
        rules = Rules.make(self.variant.currentData(), **self.values())
        text = self.seed.text().strip()
        seed = None
        if text:
            if not text.isdigit() or len(text) > 18:
                raise ValueError("The deal seed must be a whole number (up to 18 digits), or empty for random deals.")
            seed = int(text)
        n = rules.layout.n_seats
        names = seat_names(n, self.prefs.name)
        seats = [SeatConfig(names[0])] + [SeatConfig(names[s], self.levels[s - 1].currentData()) for s in range(1, n)]
        return GameSetup(rules, seats, seed, self.practice.isChecked())

    def _accept(self) -> None:
        try:
            setup = self.setup()
        except (RulesError, ValueError) as e:
            self.error.setText(str(e))
            return
        self.prefs.set_last_rules(setup.rules)
        self.prefs.set_last_levels(["you"] + [s.level or "hard" for s in setup.seats[1:]])
        self.accept()


class PreferencesDialog(QDialog):
    def __init__(self, prefs: Preferences, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.prefs = prefs
        form = QFormLayout(self)
        self.name = QLineEdit(prefs.name)
        self.name.setMaxLength(24)
        self.theme = QComboBox()
        for key, theme in THEMES.items():
            self.theme.addItem(theme.label, key)
        self.theme.setCurrentIndex(self.theme.findData(prefs.theme))
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem({"off": "Off (no motion)"}.get(key, key.capitalize()), key)
        self.speed.setCurrentIndex(self.speed.findData(prefs.speed))
        self.hints = QCheckBox("Offer hints and undo in new games")
        self.hints.setChecked(prefs.hints)
        form.addRow("Your name", self.name)
        form.addRow("Tiles", self.theme)
        form.addRow("Animation", self.speed)
        form.addRow("", self.hints)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def store(self) -> None:
        self.prefs.name = self.name.text()
        self.prefs.theme = self.theme.currentData()
        self.prefs.speed = self.speed.currentData()
        self.prefs.hints = self.hints.isChecked()


def about_text(backend: str) -> str:
    return (
        f"<h3>Texas 42 {__version__}</h3>"
        "<p>Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.</p>"
        f"<p>Solver: {backend}.</p><p>Open source; the rules and the game record format are documented in the app.</p>"
    )
