"""The question asked when a practice session was left midway (the app closed or crashed in it):
go on with it where it was, or start a new one, as a lesson left midway offers Continue lesson
or Start again."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..play.practice_save import Kept
from .a11y import follow_drawn_order
from .i18n import number, translate


def kept_text(kept: Kept) -> str:
    """What the session left midway is: how far it went and how well, as its summary would say."""
    n, total = kept.answered, kept.total
    if kept.bidding is not None:
        # (the count is the session's: "1 of 3 decisions answered")
        text = translate("Practice", "You left a bidding practice session midway: {answered} of %n decision(s) "
                                     "answered.", None, total).format(answered=n)
        if n:
            text += " " + translate("Practice", "So far {lost} marks given up on average.").format(
                lost=number(kept.bidding.average_lost, kept.bidding.places))
    else:
        assert kept.play is not None
        text = translate("PlayPractice", "You left a play practice session midway: {answered} of %n position(s) "
                                         "answered.", None, total).format(answered=n)
        if n:
            text += " " + translate("PlayPractice", "So far {right} right, {lost}% chance given up on average.").format(
                right=kept.play.right, lost=round(kept.play.average_lost * 100))
    if kept.cards is not None:
        text += " " + translate("Practice", "It practises your mistakes.")
    return text


class KeptSessionBox(QMessageBox):
    """Continue session (the default, Enter), Start a new one, or Cancel (Escape): `answer` says which."""

    def __init__(self, kept: Kept, parent: QWidget | None = None):
        super().__init__(QMessageBox.Icon.Question, translate("Practice", "Practice session left midway"),
                         kept_text(kept), QMessageBox.StandardButton.NoButton, parent)
        self.setInformativeText(translate("Practice", "Continue where you left it, or start a new session "
                                                      "(this one then ends)."))
        self.continue_button = self.addButton(translate("Practice", "&Continue session"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton(translate("Practice", "Start a &new one"), QMessageBox.ButtonRole.ActionRole)
        cancel = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(cancel)
        follow_drawn_order(self)  # (on GNOME Continue session is drawn last)

    @property
    def answer(self) -> str:
        """"continue", "new" or "cancel"."""
        clicked = self.clickedButton()
        return "continue" if clicked is self.continue_button else "new" if clicked is self.new_button else "cancel"
