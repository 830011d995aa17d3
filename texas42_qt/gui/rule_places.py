"""Where the rules of a game are explained on the rules page: each game's own section ("## Moon"),
the house rules' section and its entries ("**Minimum bid:** …"), each with an anchor the rules page
marks (`RulesBrowser.set_page`), so that the rules of the game on the table (`game_rules`) open the
page there, as a hint's word opens it at its meaning.

The English page says which entry is which: its entries open with the New game dialog's labels. A
translated page is laid out as the English one, so its entries are found in the same places, whatever
words they open with (a translated label and the page's words need not be the same)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Variant
from .glossary import BOLD, EMPHASIS
from .i18n import without_alt_key
from .rule_texts import RULE_LABELS

HOUSE_RULES = "house-rules"
"""The anchor of the house rules' section (its heading)."""

GROUPS = ("42", "moon")
"""The house rules' blocks in the section, in order: Texas 42 and 42 for three's, then Moon's."""


@dataclass(frozen=True)
class Place:
    anchor: str
    section: str
    """The heading of the "## " section it is in, as the page writes it."""
    head: str
    """The first words of its entry ("Minimum bid:"), as a reader sees them; "" for the section's heading itself."""


def game_anchor(variant: Variant) -> str:
    """The anchor of a game's section on the rules page ("game-moon")."""
    return f"game-{variant.value}"


def rule_anchor(variant: Variant, key: str) -> str:
    """The anchor of a house rule's entry for a game ("rule-42-min_bid"; 42 for three's are Texas 42's)."""
    return f"rule-{'moon' if variant is Variant.MOON else '42'}-{key}"


def _sections(page: str) -> list[tuple[str, list[str]]]:
    """Each "## " section's heading and lines."""
    out: list[tuple[str, list[str]]] = []
    for line in page.splitlines():
        if line.startswith("## "):
            out.append((line[3:].strip(), []))
        elif out:
            out[-1][1].append(line)
    return out


def _entries(lines: list[str]) -> list[tuple[int, str]]:
    """A section's bullets that open in bold, each as (its block, its bold words): a bold line of its
    own ("**Moon**") begins the next block."""
    out: list[tuple[int, str]] = []
    block = -1
    for line in lines:
        if line.startswith("- **") and (bold := BOLD.match(line[2:])) is not None:
            out.append((max(block, 0), bold.group(1)))
        elif line.startswith("**"):
            block += 1
    return out


def _plain(words: str) -> str:
    return " ".join(EMPHASIS.sub(r"\1", words).split())


def page_places(page: str, english: str) -> list[Place]:
    """The places of `page` (Markdown) in page order, found where the `english` page has them; none
    where the page is laid out otherwise (a link then opens the page at its top), and no entries in
    a house rules' section with more or fewer of them."""
    ours, theirs = _sections(english), _sections(page)
    if len(ours) != len(theirs):
        return []
    games = {str(v.label): v for v in Variant}
    keys = {without_alt_key(label) + ":": key for key, label in RULE_LABELS.items()}
    places: list[Place] = []
    for (title, lines), (shown, their_lines) in zip(ours, theirs):
        if title in games:
            places.append(Place(game_anchor(games[title]), shown, ""))
        entries = [(block, keys.get(head.strip())) for block, head in _entries(lines)]
        if not any(key for _, key in entries):
            continue
        places.append(Place(HOUSE_RULES, shown, ""))
        if len(entries) != len(_entries(their_lines)):
            continue
        for (block, key), (_, head) in zip(entries, _entries(their_lines)):
            if key is not None and block < len(GROUPS):
                places.append(Place(f"rule-{GROUPS[block]}-{key}", shown, _plain(head)))
    return places
