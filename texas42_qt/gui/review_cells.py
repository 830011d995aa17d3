"""The hand review's cells: what a row gave up, its better choice and why, its tiles as a screen reader
says them, and the hands as dealt (the headline is review_texts.py's)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem

from ..engine.tiles import TILE_NAMES, tiles_of
from ..trainer.review import HandReview, Step
from .i18n import number, render, translate
from .models import seat_label, spoken_text, spoken_tiles


def lost_cell(step: Step) -> str:
    """A review row's "Marks lost": what the choice gave up; "forced" for a forced bid when no better
    trump is named for it (found by QA: "0.00", as if the bid had been chosen)."""
    if step.forced and not step.better:
        return translate("Trainer", "forced")
    return "" if step.lost is None else number(step.lost, step.lost_places)


def review_note(step: Step, said: bool = False) -> str:
    """The last column of a review row: the better choice and its reason, beside what the user's did
    (`said`: as a screen reader says it, its tiles as tiles)."""
    text = spoken_text if said else render
    parts = []
    if step.better:
        parts.append(translate("Trainer", "Better: {choice}").format(choice=text(step.better)))
    if step.mine and step.mine_why and step.good and not step.better:
        # nothing better: the fact is why the user's choice was good, not a contrast
        parts.append(translate("Trainer", "Good: {why}").format(why=text(step.mine_why)))
    elif step.mine and step.mine_why and (step.better or step.mine_why.startswith("the ")):
        parts.append(translate("Trainer", "Yours: {why}").format(why=text(step.mine_why)))
    if step.close:  # the hint's note on its close tile, which the user played
        parts.append(text(step.close))
    return "\n".join(parts)


def say_tiles(item: QTableWidgetItem | None, said: str) -> None:
    """A review cell's words as a screen reader says them, where its tiles make them differ (found
    in the AT-SPI tree: "plays 4-1" read as numbers)."""
    if item is not None and said != item.text():
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)


def hands_text(review: HandReview, names: list[str], said: bool) -> str:
    """The review's hands as dealt, as shown ("6-6 5-4") or as a screen reader says them."""
    def tiles(h: int) -> str:
        listed = list(reversed(tiles_of(h)))
        return spoken_tiles(listed) if said else " ".join(TILE_NAMES[t] for t in listed)

    hands = [f"<b>{seat_label(names, seat)}</b> {tiles(h)}" for seat, h in enumerate(review.dealt)]
    if review.widow is not None:
        hands.append(translate("Trainer", "<b>the widow</b> {tile}").format(tile=tiles(1 << review.widow)))
    return translate("Trainer", "Hands as dealt: {hands}").format(hands=" · ".join(hands))
