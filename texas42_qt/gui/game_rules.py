"""The rules of the game on the table (Game > Rules of this game, its key, or a click on the table's
game board): each house rule in force, in the New game dialog's words (`rule_texts`), read from the
engine's `Rules`, its help under the list, and the way to its entry on the rules page (`rule_places`).
Found by QA: a tournament director could see the rules of a game only by opening New game again."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import (
    PRESET_LABELS,
    NelloRule,
    Rules,
    SpecialRule,
    Variant,
    preset_of,
    rule_choices,
    rules_out_of_play,
    scores_marks,
)
from ..engine.words import marks, points, tricks
from .a11y import follow_drawn_order
from .i18n import render, translate, without_alt_key
from .models import variant_name
from .placement import resize_within_screen
from .rule_places import HOUSE_RULES, game_anchor, rule_anchor
from .rule_texts import off_reason, rule_help, rule_label, value_label

GAME_RULES_KEY = "Ctrl+I"
"""The key of Game > Rules of this game ("information": no other command has it)."""


@dataclass(frozen=True)
class RuleRow:
    """One line of the rules of a game: "Minimum bid: 30"."""

    key: str
    """The house rule's key, or "game" and "preset"."""
    label: str
    value: str
    help: str
    """What the rule is (the New game dialog's help), and why it is not in play where another rule keeps it out."""
    anchor: str
    """Its place on the rules page."""


def rule_rows(rules: Rules) -> list[RuleRow]:
    """The game, its preset ("Custom" for none) and each of its house rules, in the New game dialog's order."""
    variant = rules.variant
    preset = preset_of(rules)
    shown = render(PRESET_LABELS.get(preset, preset)) if preset else translate("Dialogs", "Custom")
    rows = [RuleRow("game", without_alt_key(translate("Dialogs", "&Game")), variant_name(variant), game_help(rules),
                    game_anchor(variant)),
            RuleRow("preset", without_alt_key(translate("Dialogs", "&Rule preset")), shown, translate(
                "GameRules", "The New game dialog's set of house rules these are, or Custom if they are none of its "
                             "presets."), HOUSE_RULES)]
    for key in rule_choices(variant):
        help_text = "\n".join(filter(None, (rule_help(variant.value, key), out_of_play(rules, key))))
        rows.append(RuleRow(key, rule_label(key), rule_value(rules, key), help_text, rule_anchor(variant, key)))
    return rows


def game_help(rules: Rules) -> str:
    """Who plays the game and with how many tiles, as its layout has it."""
    layout = rules.layout
    if layout.partnerships:
        text = translate("GameRules", "{players} players, partners sitting opposite; {tiles} tiles each.")
    elif layout.widow:
        text = translate("GameRules", "{players} players, each playing alone; {tiles} tiles each, and one face "
                                      "down as the widow.")
    else:
        text = translate("GameRules", "{players} players, each playing alone; {tiles} tiles each.")
    return text.format(players=layout.n_seats, tiles=layout.hand_size)


def rule_value(rules: Rules, key: str) -> str:
    """A house rule's value in a game, in the words of the New game dialog's choices."""
    value = getattr(rules, key)
    if key == "target":  # in the game's units: marks, or points (Moon's too)
        return render(marks(value) if scores_marks(rules) else points(value))
    if key == "min_bid" and rules.variant is Variant.MOON:  # (Moon bids tricks)
        return render(tricks(value))
    if isinstance(value, bool):
        return translate("GameRules", "on") if value else translate("GameRules", "off")
    if value is None:  # a special contract not played
        return translate("GameRules", "off")
    if isinstance(value, (NelloRule, SpecialRule)):
        parts = [translate("Dialogs", "allowed"), translate("Dialogs", "from %n mark(s)", None, value.min_marks)]
        if isinstance(value, NelloRule):
            parts.append(translate("Dialogs", "doubles {value}").format(value=value_label(value.doubles.value)))
        return ", ".join(parts)
    if isinstance(value, StrEnum):
        return value_label(value.value)
    return str(value)


def out_of_play(rules: Rules, key: str) -> str:
    """Why a rule means nothing in this game, as the New game dialog says it beside the rule it greys
    ("" where it is in play): the engine decides which and why (`rules_out_of_play`)."""
    cause = rules_out_of_play(rules).get(key)
    return off_reason(cause) if cause is not None else ""


def board_tip() -> str:
    """What the table's game board says it does: a click opens the rules of the game."""
    key = QKeySequence(GAME_RULES_KEY).toString(QKeySequence.SequenceFormat.NativeText)
    return translate("GameRules", "Click for the rules of this game ({key}).").format(key=key)


ANCHOR = Qt.ItemDataRole.UserRole


class RuleList(QTreeWidget):
    """The rules, a row each. Enter reads about the chosen one (`activated`), and only that: the
    dialog's default button does not take it too."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class GameRulesDialog(QDialog):
    """The rules of a game, read only. Enter, a double-click or Read about it opens the rules page at
    the chosen rule's entry, over this dialog (`open_rules(anchor, over)`); Esc or Close closes it."""

    def __init__(self, rules: Rules, parent: QWidget | None, open_rules: Callable[[str, QWidget], None]):
        super().__init__(parent)
        self.open_rules = open_rules
        self.setWindowTitle(translate("GameRules", "Rules of this game"))
        box = QVBoxLayout(self)
        intro = QLabel(translate("GameRules", "The rules of the game on the table. To read about a rule on the "
                                              "rules page, choose it and press Read about it."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.list = RuleList()
        self.list.setColumnCount(2)
        self.list.setHeaderLabels([translate("GameRules", "Rule"), translate("GameRules", "In this game")])
        self.list.setRootIsDecorated(False)
        self.list.setAlternatingRowColors(True)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setAccessibleName(self.windowTitle())
        for row in rule_rows(rules):
            item = QTreeWidgetItem([row.label, row.value])
            item.setData(0, ANCHOR, row.anchor)
            for column in (0, 1):
                item.setToolTip(column, row.help)
                item.setData(column, Qt.ItemDataRole.AccessibleDescriptionRole, row.help)
            self.list.addTopLevelItem(item)
        header = self.list.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        box.addWidget(self.list, 1)
        # The chosen rule's help, where it is read whole (a tooltip is cut and needs the mouse)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setMinimumHeight(self.help.fontMetrics().lineSpacing() * 4)
        self.help.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(self.help)
        # A screen reader reads the buttons, and Tab walks them, in the order drawn, Read about it
        # first (`follow_drawn_order`; found in the AT-SPI tree: Close, made first, came first).
        self.buttons = QDialogButtonBox()
        self.read = self.buttons.addButton(translate("GameRules", "&Read about it"), QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.read.clicked.connect(self.read_about)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        follow_drawn_order(self.buttons)
        self.list.currentItemChanged.connect(lambda *_: self._show_help())
        self.list.activated.connect(lambda *_: self.read_about())  # Enter, or a double-click
        self.list.setCurrentIndex(self.list.model().index(0, 0))
        self.list.setFocus()
        resize_within_screen(self, self._wanted())

    def _wanted(self) -> QSize:
        """Every row and the longest value shown, without scrolling, where the screen has room."""
        rows = sum(self.list.sizeHintForRow(r) for r in range(self.list.topLevelItemCount()))
        columns = self.list.sizeHintForColumn(0) + self.list.sizeHintForColumn(1)
        extra = self.sizeHint() - self.list.sizeHint()
        height = rows + self.list.header().sizeHint().height() + 2 * self.list.frameWidth() + 2
        return QSize(max(480, columns + 60, extra.width()), height + extra.height())

    def rows(self) -> list[tuple[str, str]]:
        """Each line as shown: (the rule, its value)."""
        model = self.list.model()
        return [(model.index(r, 0).data(), model.index(r, 1).data()) for r in range(model.rowCount())]

    def chosen_anchor(self) -> str:
        item = self.list.currentItem()
        return str(item.data(0, ANCHOR)) if item is not None else ""

    def _show_help(self) -> None:
        item = self.list.currentItem()
        self.help.setText(item.toolTip(0) if item is not None else "")

    def read_about(self) -> None:
        """The rules page, at the chosen rule's entry."""
        self.open_rules(self.chosen_anchor(), self)
