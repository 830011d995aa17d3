"""What a hint says beside its table (its summary, said with tiles as tiles) and of its cells and
columns: the unit a hint counts in, and what a bid hint's expected cell and a play hint's third column count (their tooltips)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from ..ai.hints import PlayHint
from ..ai.reasons import tied_with
from ..engine import Contract
from ..engine.tiles import TILE_NAMES
from ..engine.words import and_list
from .a11y import show_and_say
from .hint_words import link_words, linked
from .i18n import render, translate
from .models import NO_COUNT, spoken_text, spoken_tile


def show_summary(label: QLabel, head: tuple[str, str], reason: Any, note: str | tuple[str, str]) -> None:
    """A hint's summary: its head (as shown, as said) over its reason and note (one, or as shown and as
    said); a screen reader hears the tiles in them as tiles (found in the AT-SPI tree: "Recommended:
    5-4." read as numbers). The reason's words from the rules' glossary link to their meaning (`hint_words`)."""
    shown, said = (note, note) if isinstance(note, str) else note
    show_and_say(label, f"<b>{head[0]}</b><br>{linked(reason)}{shown}", f"<b>{head[1]}</b><br>{spoken_text(reason)}{said}")
    link_words(label)


def expected_tip(contract: Contract) -> str:
    """What a contract's "Exp. points" (or tricks) cell counts (a template)."""
    if contract is Contract.NELLO:
        # (found by playing Nello: "expected tricks" read as the bidder's own, 6.3 of 7 as a disaster)
        return translate("HintView", "{contract}: the tricks the opponents take, on average over {worlds} sampled deals "
                                     "(the Nello makes if they take every one)")
    return translate("HintView", "{contract}: expected {unit} over {worlds} sampled deals")


def takes_tip(hint: PlayHint, one_bidder: bool) -> str:
    """What the play hint's third column counts, and which way is better; `one_bidder`: Moon and
    42 for three (found by QA: "the bidders take" under "Bidder's points to come")."""
    if hint.misere and hint.making:
        return translate("HintView", "The tricks the opponents take in the rest of the hand, on average, after this tile "
                                     "(the Nello makes if they take every one)")
    if hint.misere:
        return translate("HintView", "The tricks your side takes in the rest of the hand, on average, after this tile "
                                     "(fewer is better for you: the Nello fails if its bidder takes one)")
    if hint.making:
        return translate("HintView", "The {unit} your side still takes in the rest of the hand, on average, after this tile")
    if one_bidder:
        return translate("HintView", "The {unit} the bidder takes in the rest of the hand, on average, after this tile "
                                     "(fewer is better for you)")
    return translate("HintView", "The {unit} the bidders take in the rest of the hand, on average, after this tile (fewer "
                                 "is better for you)")


def takes_header(hint: PlayHint, one_bidder: bool, played_out: bool) -> str:
    """The play hint's third column's header (a template with {unit}). `played_out`: the hand ends as soon
    as it is decided, but the solver's value plays every trick (found by QA: "Bidders' points to come 3.9"
    on a tile that made the bid, after which nothing comes), so the header says so."""
    if hint.misere and played_out:
        if hint.making:
            return translate("HintView", "Opponents' tricks to come if played out")
        return translate("HintView", "Defenders' tricks to come if played out") if one_bidder else translate(
            "HintView", "Your side's tricks to come if played out")
    if hint.misere:  # (found by QA: Nello's "Your tricks to come" held the opponents' tricks)
        return translate("HintView", "Opponents' tricks to come") if hint.making else translate(
            "HintView", "Defenders' tricks to come") if one_bidder else translate("HintView", "Your side's tricks to come")
    if played_out:
        if hint.making:
            return translate("HintView", "Your {unit} to come if played out")
        return translate("HintView", "Bidder's {unit} to come if played out") if one_bidder else translate(
            "HintView", "Bidders' {unit} to come if played out")
    if hint.making:
        return translate("HintView", "Your {unit} to come")
    return translate("HintView", "Bidder's {unit} to come") if one_bidder else translate("HintView", "Bidders' {unit} to come")


def with_played_out_note(tip: str) -> str:
    """A tooltip of a value that plays every trick, followed by `played_out_note` (found by playing:
    "… over 96 sampled deals Counted as if …", the tooltip run into the note)."""
    return tip.rstrip(". ") + ". " + played_out_note()


def played_out_note() -> str:
    """Said after `takes_tip` where the hand ends once decided: the column counts every trick played."""
    return translate("HintView", "Counted as if every trick were played out (the best play for each side, every hand "
                                 "open): the hand ends as soon as the bid is made or set, and nothing after that is scored.")


UNITS = ("points", "tricks", "marks")
"""The units a hint counts in, in the order a row naming several says them."""


def unit_word(unit: str, value: bool = False) -> str:
    """The unit a hint counts in ("points", "tricks", "marks"), translated; `value`: a bid's worth, in game points
    (found by playing a points game: "expected points" of a bid's worth, under the "Exp. points" a hand takes)."""
    if value and unit == "points":
        return translate("HintView", "game points")
    words = {"points": translate("HintView", "points"), "tricks": translate("HintView", "tricks"),
             "marks": translate("HintView", "marks")}
    return words.get(unit, render(unit))


def tie_note(hint: PlayHint, said: bool = False) -> str:
    """"<br>The 5-5 and 6-5 tie: …": the tiles as good as the recommended one in every column, and the
    rule that named it (found by playing: two tiles at 97% and 23.3 points, the first recommended and
    nothing said why); "" when none ties. The table tells apart by a decimal more the tiles that only
    read alike (`reasons.expected_places`). `said`: its tiles as a screen reader says them."""
    tied = tied_with(hint.options, hint.recommended)
    if not tied:
        return ""

    def name(tile: int) -> str:
        return spoken_tile(tile, counts=NO_COUNT) if said else TILE_NAMES[tile]

    tiles = sorted([hint.recommended, *tied])
    values = {"tiles": render(and_list([name(t) for t in tiles])), "tile": name(hint.recommended),
              "unit": unit_word(hint.unit)}
    if hint.own:  # (Moon, the bid decided: the table shows no chance)
        text = translate("HintView", "The {tiles} tie: the same {unit} to come. On a tie the hint names the tile first "
                                     "in number order, the {tile}.")
    else:
        text = translate("HintView", "The {tiles} tie: the same chance and the same {unit} to come. On a tie the hint "
                                     "names the tile first in number order, the {tile}.")
    return "<br>" + text.format(**values)
