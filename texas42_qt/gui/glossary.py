"""The rules page's glossary, its last section ("Words you will hear", with "Words in the hints"), read
from the page itself: one entry a bullet, with the words it explains (its bold heads) and an anchor the
rules page marks, so that a hint's word can link to its meaning (`hint_words`) and Help can open the page
at it. The page is the one source of the words and their meanings, in each language."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

BOLD = re.compile(r"\*\*([^*]+)\*\*")
EMPHASIS = re.compile(r"\*([^*]+)\*")


@dataclass(frozen=True)
class Entry:
    """One bullet of the glossary: "**Pull trumps:** lead trumps, so that …"."""

    anchor: str
    """Its name on the rules page ("word-17"): Help opens the page there."""
    heads: tuple[str, ...]
    """The words it explains, as the page writes them in bold ("Pull trumps:", "forced bid")."""
    text: str
    """The bullet as the page writes it (Markdown, on one line)."""

    @property
    def word(self) -> str:
        """The word it is first about, as the page writes it: "Pull trumps"."""
        return self.heads[0].strip().rstrip(":").strip()

    def plain(self) -> str:
        """The bullet as plain text, as a screen reader hears it."""
        return EMPHASIS.sub(r"\1", BOLD.sub(r"\1", self.text))

    def rich(self) -> str:
        """The bullet as rich text, its words in bold as on the page (a tooltip)."""
        text = BOLD.sub(r"<b>\1</b>", html.escape(self.text, quote=False))
        return EMPHASIS.sub(r"<i>\1</i>", text)


@dataclass(frozen=True)
class Glossary:
    title: str
    """The section's heading, as the page writes it ("Words you will hear")."""
    entries: tuple[Entry, ...]

    def entry_for(self, word: str) -> Entry | None:
        """The entry that explains `word` (a hint's opening word, as the hint shows it), matched as the
        tests of the catalogues match it: the longest head that `word` begins with, a whole word first
        ("Tromfuj" is "Tromfuj", not "Tromf"); else the entry that says it ("c'è ancora fuori")."""
        said = " ".join(word.split()).lower()
        best: tuple[tuple[bool, int], Entry] | None = None
        for entry in self.entries:
            for head in entry.heads:
                start = head.strip().rstrip(":").strip().lower()
                if start and said.startswith(start):
                    key = (len(said) == len(start) or not said[len(start)].isalnum(), len(start))
                    if best is None or key > best[0]:
                        best = key, entry
        if best is not None:
            return best[1]
        return next((e for e in self.entries if said and said in e.text.lower()), None)

    def by_anchor(self, anchor: str) -> Entry | None:
        return next((e for e in self.entries if e.anchor == anchor), None)


def glossary_of(page: str) -> Glossary:
    """The glossary of a rules page (Markdown): its last "## " section's bullets that open in bold
    (a bullet's lines indented under it are part of it). A page without one has none."""
    start = page.rfind("\n## ")
    if start < 0:
        return Glossary("", ())
    lines = page[start + 1:].splitlines()
    bullets: list[str] = []
    going = False
    for line in lines[1:]:
        if line.startswith("- "):
            bullets.append(line[2:].strip())
            going = True
        elif going and line.startswith("  ") and line.strip():
            bullets[-1] += " " + line.strip()
        else:
            going = False
    entries = tuple(Entry(f"word-{n}", tuple(BOLD.findall(b)), b)
                    for n, b in enumerate((b for b in bullets if b.startswith("**")), start=1))
    return Glossary(lines[0][3:].strip(), entries)
