"""The computer players' levels as the user meets them: a name, and what each
level is and how strong it measured in the game chosen, where it was measured there (README,
"Benchmarks"), in the New game dialog's note."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel

from ..engine import Variant
from .i18n import number, percent, translate


def level_label(level: str) -> str:
    """An AI level's name: "Easy", "Normal", "Hard", "Expert"."""
    names = {"easy": translate("Dialogs", "Easy"), "normal": translate("Dialogs", "Normal", "level"),
             "hard": translate("Dialogs", "Hard"), "expert": translate("Dialogs", "Expert")}
    return names.get(level, level.capitalize())


MEASURED = {"normal_vs_easy": 6, "hard_vs_easy": 8, "hard_vs_normal": 6, "hard_vs_easy_moon": 7, "expert_deals": 5000,
            "expert_made": 0.523, "hard_made": 0.497, "real_deals": 3600, "real_ahead": 285,
            "real_behind": 216}
"""The figures the levels' descriptions quote (README, "Benchmarks"): games in 10 Normal wins against Easy
(texas42-arena normal easy --deals 100 --seed 400: 128 of 200), games in 10 Hard wins against Easy
(texas42-arena hard easy --deals 100 --seed 400: 161 of 200) and against Normal (texas42-arena hard
normal --deals 100 --seed 400: 127 of 200), games in 10 one Hard seat wins against two Easy ones at Moon
(texas42-arena hard easy --preset Moon --deals 100 --seed 400: 204 of 300,
bench/results/arena-moon-hard-vs-easy-seed400.jsonl), and the share of forced 30 bids made by Expert's
and by Hard's bidders on the same deals, every run of 1,000 together (texas42-arena expert:realise=1
hard-v0.2 --forced-30 --deals 1000 --seed 27, the Expert of commit 801fcd5: 54.3% and 51.1%; the same
with `expert` and --seed 29: 50.3% and 48.3%, and --seed 33: 51.5% and 50.5%; and at commit 1123543,
--seed 37: 53.2% and 48.1%, and --seed 39: 52.0% and 50.3%; in all 2,613 and 2,483 of 5,000); and in
hands bid and played as usual, each played both ways, on how many deals Expert came out ahead of Hard
and on how many behind (bench/hand_duplicate.py expert hard-v0.2 --deals 400 with --seed 2, 4, 5, 6, 7,
8, 9, 10 and 11: ahead on 25, 32, 29, 30, 36, 32, 35, 33 and 33 deals, behind on 27, 27, 24, 20, 18, 27,
21, 24 and 28; 285 and 216 of 3,600)."""


def level_help(level: str, game: Variant = Variant.TEXAS_42) -> str:
    """What a level is, and how strong it measured in `game` where it was measured there: Texas 42's
    figures at Texas 42, Moon's at Moon, none at 42 for three (found by QA: with 42 for three chosen,
    Normal's note said it "wins about 6 games in 10 against Easy", a figure of another game)."""
    said = {"easy": translate("Dialogs", "Easy: plays by rules of thumb and looks no further. A table for beginners."),
            "normal": translate("Dialogs", "Normal: weighs a dozen possible deals of the hidden tiles for each play, and "
                                           "sometimes misjudges a close choice."),
            "hard": translate("Dialogs", "Hard: weighs about a hundred possible deals for each play and bid, without "
                                         "slips."),
            "expert": translate("Dialogs", "Expert: bids as Hard does; in play it weighs more deals, more still where the "
                                           "choice is close, reads the count the last player to each trick throws or "
                                           "keeps, and prefers plays that leave room for the guesses still to come. A "
                                           "little slower.")}.get(level, "")
    measured = _texas_42_figures(level) if game is Variant.TEXAS_42 else _moon_figures(level) if game is Variant.MOON else ""
    return " ".join(part for part in (said, measured) if part)


def _texas_42_figures(level: str) -> str:
    """How strong `level` measured at Texas 42 (`MEASURED`)."""
    if level == "normal":
        return translate("Dialogs", "At Texas 42 it wins about {games} games in 10 against Easy.").format(
            games=MEASURED["normal_vs_easy"])
    if level == "hard":
        return translate("Dialogs", "At Texas 42 it wins about {games} games in 10 against Easy and {normal} in 10 "
                                    "against Normal.").format(games=MEASURED["hard_vs_easy"], normal=MEASURED["hard_vs_normal"])
    if level == "expert":
        return translate("Dialogs", "At Texas 42, on {deals} deals each played both ways with a forced bid of 30, its "
                                    "bidders made {expert} and Hard's {hard}. In {hands} hands bid and played as usual, "
                                    "each played both ways, it came out ahead of Hard in {ahead} and behind in {behind}; "
                                    "the rest came out the same.").format(
            deals=number(MEASURED["expert_deals"], 0), expert=percent(MEASURED["expert_made"]),
            hard=percent(MEASURED["hard_made"]), hands=number(MEASURED["real_deals"], 0),
            ahead=number(MEASURED["real_ahead"], 0), behind=number(MEASURED["real_behind"], 0))
    return ""


def _moon_figures(level: str) -> str:
    """How strong `level` measured at Moon (`MEASURED`): Hard against Easy only."""
    if level == "hard":
        return translate("Dialogs", "At Moon, one Hard player against two Easy ones wins about {games} games in 10 (a "
                                    "third would be even).").format(games=MEASURED["hard_vs_easy_moon"])
    return ""


class LevelNote(QLabel):
    """A wrapped paragraph that asks for a column's width, not a line's: QLabel's own hint for
    a long wrapped text is nearly a line of it (found by playing at 1024x700: choosing Expert
    for one seat widened the New game dialog from 870 px to the whole screen)."""

    LINE = 48  # characters a line, about the width of the column beside it

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        # The same width whatever the text: the column beside it stays put as the levels change
        # (found by QA: the fields moved under the cursor when a level was chosen).
        width = self.fontMetrics().averageCharWidth() * self.LINE
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * self.LINE // 2, super().minimumSizeHint().height())
