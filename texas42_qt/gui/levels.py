"""The computer players' levels as the user meets them: a name, and what each
level is and how strong it measured (README, "How the computer players think")."""

from __future__ import annotations

from .i18n import translate


def level_label(level: str) -> str:
    """An AI level's name: "Easy", "Normal", "Hard", "Expert"."""
    names = {"easy": translate("Dialogs", "Easy"), "normal": translate("Dialogs", "Normal", "level"),
             "hard": translate("Dialogs", "Hard"), "expert": translate("Dialogs", "Expert")}
    return names.get(level, level.capitalize())


def level_help(level: str) -> str:
    """What a level is and how strong it measured, for its entry in the New game dialog."""
    helps = {
        "easy": translate("Dialogs", "Easy: plays by rules of thumb and looks no further. A table for beginners."),
        "normal": translate("Dialogs", "Normal: weighs a dozen possible deals of the hidden tiles for each play, and "
                                       "sometimes slips."),
        "hard": translate("Dialogs", "Hard: weighs about a hundred possible deals for each play and bid, without "
                                     "slips. It wins about 8 games in 10 against Easy."),
        "expert": translate("Dialogs", "Expert: bids as Hard does; in play it weighs more deals where the choice is "
                                       "close and does not count on guessing right later. A little slower."),
    }
    return helps.get(level, "")
