"""The New game dialog's house-rule editors: one widget per rule (a check box, a spin box, a
list, or a special's "allowed, from n marks"), named for screen readers, set from and read back
into rule values."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QSpinBox, QWidget

from ..engine import NelloRule, Rules, RulesError, SpecialRule, Variant, is_range_rule, rule_choices, special_marks
from .i18n import translate
from .rule_texts import value_label


def name_widget(widget: QWidget, name: str, description: str = "") -> None:
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)


def describe_editor(editor: QWidget, label: str, help_text: str) -> None:
    """Name an editor for screen readers (a special's checkbox and spin box too) and explain it in a tooltip."""
    if help_text:
        editor.setToolTip(help_text)
    name_widget(editor, label, help_text)
    if isinstance(editor, SpecialEditor):
        name_widget(editor.on, translate("Dialogs", "{rule} allowed").format(rule=label), help_text)
        name_widget(editor.marks, translate("Dialogs", "{rule}: least number of marks").format(rule=label))
        if editor.doubles is not None:  # (a combo box is read by its current item: the description says what it is)
            doubles = translate("Dialogs", "{rule}: doubles").format(rule=label)
            name_widget(editor.doubles, doubles, doubles)


class ExplainOff(QObject):
    """A rule's label greys out with its control, and both say why it is off beside the rule's
    help (found by QA: with mark bids off, Plunge's label stayed black, as if usable, its Alt
    key did nothing, and nothing said why). Whatever disables the control, the label follows."""

    def __init__(self, editor: QWidget, label: QWidget, help_text: str, reason: str):
        super().__init__(editor)
        self.editor, self.label, self.help, self.reason = editor, label, help_text, reason
        editor.installEventFilter(self)
        self.show_state()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.editor and event.type() == QEvent.Type.EnabledChange:
            self.show_state()
        return False

    def show_state(self) -> None:
        on = self.editor.isEnabled()
        self.label.setEnabled(on)
        text = self.help if on or not self.reason else "\n".join(filter(None, (self.help, self.reason)))
        self.editor.setToolTip(text)
        self.label.setToolTip(text)
        # Read where the focus goes: a special's check box, else the control
        (self.editor.on if isinstance(self.editor, SpecialEditor) else self.editor).setAccessibleDescription(text)


def on_change(editor: QWidget, slot: Callable[[], None]) -> None:
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
        self.on = QCheckBox(translate("Dialogs", "allowed"))
        self.marks = QSpinBox()
        self.marks.setRange(*special_marks(key))  # Plunge from 4 marks, Splash from 2: the engine's range
        self._kept = self.marks.value()  # the number before `limit_marks` lowered it
        self._held = False  # allowed before `hold_off` turned it off
        self._forbidden = False  # held off by `hold_off`
        # "from %n mark(s)" around the number: the prefix and suffix are the template's two sides.
        self.marks.valueChanged.connect(self._marks_text)
        self._marks_text(self.marks.value())
        self._fit_marks()
        row.addWidget(self.on)
        row.addWidget(self.marks)
        self.doubles: QComboBox | None = None
        if key == "nello":
            self.doubles = QComboBox()
            for v in ("own_suit", "high", "low"):
                self.doubles.addItem(translate("Dialogs", "doubles {value}").format(value=value_label(v)), v)
            row.addWidget(self.doubles)
        row.addStretch()
        self.on.toggled.connect(self._enable)
        self._enable(False)
        self.peers: list[SpecialEditor] = []  # the form's other specials (`line_up`)

    def parts(self) -> list[QWidget]:
        """Its controls in the order Tab visits them."""
        return [self.on, self.marks, *([self.doubles] if self.doubles is not None else [])]

    def _marks_text(self, n: int) -> None:
        text = translate("Dialogs", "from %n mark(s)", None, n)
        prefix, _, suffix = text.partition(str(n))
        self.marks.setPrefix(prefix)
        self.marks.setSuffix(suffix)

    def _fit_marks(self) -> None:
        """As wide as its widest text from the start: "from 2 marks" was wider than "from 1 mark"
        and squeezed Nello's doubles to "doubles their own sui" (found by playing at 1024x700)."""
        metrics = self.marks.fontMetrics()
        lo, hi = special_marks(self.key)
        widest = max(metrics.horizontalAdvance(translate("Dialogs", "from %n mark(s)", None, n)) for n in range(lo, hi + 1))
        self.marks.setMinimumWidth(self.marks.sizeHint().width() + widest - metrics.horizontalAdvance(self.marks.text()))

    def limit_marks(self, most: int | None) -> None:
        """At most `most` marks; None: the engine's range again, with the number set before."""
        highest = special_marks(self.key)[1]
        if most is None and self.marks.maximum() < highest:
            self.marks.setMaximum(highest)
            self.marks.setValue(self._kept)
        elif most is not None and self.marks.maximum() != most:
            self._kept = self.marks.value()
            self.marks.setMaximum(most)

    def hold_off(self, off: bool) -> None:
        """Off and greyed while another rule forbids it; allowed again after if it was before (found
        by QA: Plunge stayed off after mark bids were switched off and back on, where the other
        rules they forbid kept their values)."""
        if off and not self._forbidden:
            self._held = self.on.isChecked()
            self.on.setChecked(False)
        elif not off and self._forbidden:
            self.on.setChecked(self._held)
        self._forbidden = off
        self.setEnabled(not off)

    def sizeHint(self) -> QSize:
        return self._widest(super().sizeHint(), QWidget.sizeHint)

    def minimumSizeHint(self) -> QSize:
        return self._widest(super().minimumSizeHint(), QWidget.minimumSizeHint)

    def _widest(self, own: QSize, hint: Callable[[QWidget], QSize]) -> QSize:
        """`own`, as wide as the widest of the specials: a form that wraps long rows wraps them
        all or none (found by QA at 125%: Nello's row, wider for its doubles, went under its label
        while Sevens' stayed beside its own, their "allowed" boxes apart)."""
        return QSize(max([own.width(), *(hint(peer).width() for peer in self.peers)]), own.height())

    def _enable(self, on: bool) -> None:
        self.marks.setEnabled(on)
        if self.doubles is not None:
            self.doubles.setEnabled(on)

    def set_value(self, value: Any) -> None:
        self._held = False  # (a value set, as by a preset, is not undone when the rule comes back)
        self.on.setChecked(value is not None)
        if value is not None:
            self._kept = value.min_marks  # (what a limit lifted later brings back)
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


def line_up(editors: list[QWidget]) -> None:
    """Make the specials among `editors` one width (`SpecialEditor._widest`)."""
    specials = [e for e in editors if isinstance(e, SpecialEditor)]
    for editor in specials:
        editor.peers = specials


def rule_editor(variant: Variant, key: str, choices: Any) -> QWidget:
    """The widget that edits one house rule (`choices` as `rule_choices` gives them)."""
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
        combo.addItem(value_label(str(value)), value)
    combo.setEnabled(len(choices) > 1)  # nothing to choose (found by QA: 42 for three's first bidder, without a 1-0)
    return combo


def set_values(editors: dict[str, QWidget], rules: Rules) -> None:
    for key, editor in editors.items():
        value = getattr(rules, key)
        if isinstance(editor, SpecialEditor):
            editor.set_value(value)
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value))
        elif isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))


def read_values(editors: dict[str, QWidget]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, editor in editors.items():
        if isinstance(editor, SpecialEditor):
            out[key] = editor.value()
        elif isinstance(editor, QSpinBox):
            out[key] = editor.value()
        elif isinstance(editor, QCheckBox):
            out[key] = editor.isChecked()
        elif isinstance(editor, QComboBox):
            out[key] = editor.currentData()
    return out


OWN_UNITS = ("min_bid", "target")
"""Rules Moon counts in its own units (tricks and its points to 21, where the 42s count points
and marks): a value typed for the one means nothing at the other."""


def carry_rules(rules: Rules, typed: dict[str, tuple[Variant, Any]]) -> Rules:
    """`rules` with the values the user typed for another game (its variant, the value) wherever
    this game has the rule, means the same by it and allows the value; the others are left out."""
    moon = rules.variant is Variant.MOON
    for key, (variant, value) in typed.items():
        if key not in rule_choices(rules.variant) or (key in OWN_UNITS and (variant is Variant.MOON) != moon):
            continue
        try:
            rules = rules.with_(**{key: value})
        except RulesError:  # (not allowed in this game, as Moon has no reshake)
            continue
    return rules
