"""A hint's words linked to their meaning (found by QA: a beginner reading "pull trumps: …" could not
find out from the hint what it meant). A reason that opens with one of the players' words ("pull trumps",
"feed count", "throw off"; so does the laydown hint's "Lay down") shows that word as a link to its entry
in the rules page's glossary: a click,
or Enter on it from the keyboard, opens Help's rules page there; pointing at it, or reaching it by Tab,
shows the entry's words. The words and meanings are the rules page's own, in the user's language, matched
to the hint's word as the tests of the catalogues match them (`Glossary.entry_for`)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QLabel, QTableWidgetItem, QToolTip, QWidget

from ..ai.hints import CLAIM_REASON
from ..engine.text import Text
from .a11y import announce
from .glossary import Entry
from .i18n import current, render, translate
from .rulespage import RulesDialog, page_glossary

SCHEME = "glossary"
"""A link to a glossary entry: "glossary:word-17"."""

LABEL = re.compile(r"^([a-z]+(?: [a-z]+){0,3}): ")
"""A reason's opening word in its English source, the players' name of the play: "pull trumps: …"."""

LINK = re.compile(f'<a href="{SCHEME}:([^"]+)">(.*?)</a>')

PLAIN = {"take the trick"}
"""Openings in plain words: no entry of their own (the glossary's "Trick" says what a trick is)."""

OPENING_HINTS = {CLAIM_REASON.source}
"""Hints, not reasons, that open with one of the players' words: the laydown's "Lay down: …" (found by
playing a Plunge in Vietnamese: its "Hạ bài" was the one word of a hint the glossary explains unlinked)."""


CLAUSES = {"{hand}; the {tiles} is exposed": "Exposed", "{hand}; the {tiles} are exposed": "Exposed"}
"""Hints that say one of the glossary's words after the hand they describe, in mid-sentence (found by a
newcomer pass: "the 6-4 is exposed" in a bid reason, and no way from the hint to what "exposed" means):
by their English source, the English head of the entry. What follows the hand links to that entry."""


def clauses(value: Any) -> Iterator[tuple[str, Entry]]:
    """The parts of `value` (at any depth), as shown, that `CLAUSES` link, each with its entry in the
    user's language: the English page's entry of the word, and the entry at its place on the user's
    page (the pages keep their entries in the same order, each in its own words)."""
    if not isinstance(value, Text):
        return
    head = CLAUSES.get(value.source) if value.context == "hints" else None
    english = page_glossary("en").entry_for(head) if head is not None else None
    entry = page_glossary(current()).by_anchor(english.anchor) if english is not None else None
    shown, hand = render(value), render(value.args.get("hand", ""))
    if entry is not None and hand and shown.startswith(hand):
        yield shown[len(hand):].lstrip(" ;,:"), entry
    elif entry is not None and hand and shown.endswith(hand):
        yield shown[:-len(hand)].rstrip(" ;,:"), entry
    for arg in value.args.values():
        yield from clauses(arg)


def labelled(value: Any) -> Iterator[Text]:
    """The reasons in `value`, at any depth, that open with one of the players' words."""
    if not isinstance(value, Text):
        return
    opening = LABEL.match(value.source)
    if (value.context == "reasons" and opening and opening.group(1) not in PLAIN) or value.source in OPENING_HINTS:
        yield value
    for arg in value.args.values():
        yield from labelled(arg)


def words_of(value: Any) -> list[tuple[str, Entry | None]]:
    """Each opening word of `labelled(value)`, as shown in the user's language, with the glossary
    entry that explains it (None: the glossary has none)."""
    glossary = page_glossary(current())
    out = []
    for reason in labelled(value):
        shown = render(reason)
        word = shown.split(":")[0]
        out.append((word, glossary.entry_for(word) if ":" in shown else None))
    return out


def entries_of(*values: Any, shown: str | None = None) -> list[Entry]:
    """The glossary entries of the words in `values`, each once, in order; `shown`: only the words
    this text shows (a review's note shows some of the reasons it is given)."""
    out: list[Entry] = []
    for value in values:
        out += [entry for word, entry in words_of(value)
                if entry is not None and entry not in out and (shown is None or word in shown)]
    return out


def linked(value: Any) -> str:
    """`value` rendered, as `render` gives it, with each of its glossary words a link to its entry."""
    text = render(value)
    out, done = [], 0
    for reason, (word, entry) in zip(labelled(value), words_of(value), strict=True):
        at = text.find(render(reason), done)
        if entry is None or at < 0:
            continue
        out += [text[done:at], f'<a href="{SCHEME}:{entry.anchor}">{word}</a>']
        done = at + len(word)
    result = "".join(out) + text[done:]
    for part, entry in clauses(value):
        result = result.replace(part, f'<a href="{SCHEME}:{entry.anchor}">{part}</a>', 1) if part else result
    return result


def meanings(entries: list[Entry]) -> str:
    """The entries' words as a screen reader hears them, after the text that links to them."""
    return " ".join(entry.plain() for entry in entries)


def link_words(label: QLabel) -> None:
    """`label`, whose text was just set, follows its links to the glossary (`linked`): by mouse, and by
    keyboard while it has some (Tab reaches each link, Enter opens it); without links it takes the keyboard
    as before. A screen reader hears the entries' words as the label's description."""
    glossary = page_glossary(current())
    entries: list[Entry] = []

    def first(link: re.Match[str]) -> str:
        """A link to an entry linked before in the label is plain words: one Tab stop an entry."""
        entry = glossary.by_anchor(link.group(1))
        if entry is None or entry in entries:
            return link.group(2)
        entries.append(entry)
        return link.group(0)

    text = LINK.sub(first, label.text())
    linked_words = {html.unescape(link.group(2)): entry for link in LINK.finditer(text)
                    if (entry := glossary.by_anchor(link.group(1))) is not None}
    if text != label.text():
        label.setText(text)
    words = label.findChild(_Words)
    if words is None:
        words = _Words(label)
    words.entries = entries
    words.linked = linked_words
    flags = words.flags | Qt.TextInteractionFlag.LinksAccessibleByMouse
    if entries:
        flags |= Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    label.setTextInteractionFlags(flags)  # (which sets its focus policy: a Tab stop while it has links)
    if label.property("ownFocusPolicy") is not None:  # a side panel keeps it, to give back (`sidepanels._focusable`)
        label.setProperty("ownFocusPolicy", int(label.focusPolicy().value))
    label.setAccessibleDescription(described(entries))


def described(entries: list[Entry]) -> str:
    """A linked label's description: its words' meanings, and that they are links a key opens (Qt tells
    a screen reader nothing of a label's links: found in the AT-SPI tree)."""
    if not entries:
        return ""
    return translate("Hints", "{meanings} Its words are links: Tab reaches one, Enter opens it in the rules.").format(
        meanings=meanings(entries))


class _Words(QObject):
    """What a label with glossary links does with them."""

    def __init__(self, label: QLabel):
        super().__init__(label)
        self.label = label
        self.entries: list[Entry] = []
        self.linked: dict[str, Entry] = {}
        """The entry of each link, by its words as shown (a clause's words are no entry's head)."""
        self.flags = label.textInteractionFlags()
        """The label's own ways in, without the links."""
        self.tip = ""
        """The tooltip shown while the mouse is on a link (the label's own is given back after)."""
        self.kept = ""
        label.setOpenExternalLinks(False)
        label.linkActivated.connect(self.follow)
        label.linkHovered.connect(self.hover)
        label.installEventFilter(self)

    def entry(self, href: str) -> Entry | None:
        scheme, _, anchor = href.partition(":")
        return next((e for e in self.entries if e.anchor == anchor), None) if scheme == SCHEME else None

    def follow(self, href: str) -> None:
        entry = self.entry(href)
        if entry is not None:
            open_rules_at(self.label, entry.anchor)

    def hover(self, href: str) -> None:
        entry = self.entry(href)
        if entry is not None:
            if self.label.toolTip() != self.tip:
                self.kept = self.label.toolTip()
            self.tip = entry.rich()
            self.label.setToolTip(self.tip)
        elif self.tip and self.label.toolTip() == self.tip:  # (the label's own tooltip back, unless it has a new one)
            self.label.setToolTip(self.kept)
            self.tip = ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Tab onto the label goes to its first link (Qt stopped first on the label, nothing chosen),
        Shift+Tab to its last; each link reached shows its entry (once the key is up: a tooltip hides
        at a key's release) and is said."""
        if watched is not self.label or not self.entries:
            return False
        if isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusIn and event.reason() in (
                Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.label.focusNextPrevChild(event.reason() == Qt.FocusReason.TabFocusReason)
        elif isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and \
                self.label.hasFocus():
            if event.type() == QEvent.Type.KeyRelease:
                self._reached()
            elif event.type() == QEvent.Type.KeyPress:
                shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
                self.label.focusNextPrevChild(event.key() == Qt.Key.Key_Tab and not shift)
                return True
        return False

    def _reached(self) -> None:
        """The link the keyboard is on: its entry shown under the label, and said."""
        word = self.label.selectedText()
        glossary = page_glossary(current())
        entry = self.linked.get(word) or (glossary.entry_for(word) if word else None)
        if entry is None or entry not in self.entries:
            return
        QToolTip.showText(self.label.mapToGlobal(QPoint(0, self.label.height())), entry.rich(), self.label)
        announce(self.label, translate("Hints", "Link: {meaning} Enter opens it in the rules.").format(
            meaning=entry.plain()))


def words_line(label: QLabel, entries: list[Entry]) -> None:
    """Under a table of reasons (the hand review, whose cells cannot hold a link): its words from the
    glossary, each a link to its entry; hidden when they use none."""
    links = ", ".join(f'<a href="{SCHEME}:{entry.anchor}">{entry.word}</a>' for entry in dict.fromkeys(entries))
    label.setText(translate("Trainer", "Words in the reasons, explained in the rules: {words}").format(words=links)
                  if entries else "")
    label.setVisible(bool(entries))
    link_words(label)


def tip_words(item: QTableWidgetItem | None, entries: list[Entry]) -> None:
    """A table cell's tooltip: what its glossary words mean, as the rules page says it."""
    if item is not None and entries:
        item.setToolTip("<br>".join(entry.rich() for entry in entries))


def open_rules_at(widget: QWidget, anchor: str) -> None:
    """Help's rules page, opened at a glossary entry: as the main window opens it (with its Keyboard
    section, in the user's tile theme), by the window `widget` is in or the window that window is over;
    on its own, a plain rules page. Either way it is over `widget`'s window, which has the keyboard back
    once it closes (found by playing by keyboard: opened from the hand review or a practice reveal, it
    was over the main window, which took the keyboard at its close; Tab and Escape went there, unseen)."""
    window: QWidget | None = widget.window()
    while window is not None and not hasattr(window, "open_rules"):
        window = window.parentWidget()
    if window is not None:
        window.open_rules(anchor, widget.window())  # (the main window's, as Help > Rules)
        return
    dialog = RulesDialog(widget.window(), language=current(), at=anchor)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
