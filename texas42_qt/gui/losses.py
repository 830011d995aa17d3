"""What leaving a game loses while it cannot be saved, in the words of the questions asked
before quitting, a new game or an opened record replaces it."""

from __future__ import annotations

from pathlib import Path

from ..engine import GameState, Phase
from .i18n import translate


def resumes_from(saved: GameState | None, now: GameState) -> str:
    """Where the game `now` on the table would resume at the next start, in words ("trick 3 of
    hand 2"), when `saved` (what the autosave holds) is an earlier point of it; "" when the
    autosave holds none of it (found by QA: with the disk full, quitting was said to lose the
    game when only the moves since its last save were lost)."""
    if saved is None or not same_game(saved, now):
        return ""
    hand = saved.hand_index + 1
    if saved.phase is Phase.PLAY:
        return translate("Saves", "trick {trick} of hand {hand}").format(trick=len(saved.tricks) + 1, hand=hand)
    if saved.phase is Phase.SCORED:
        return translate("Saves", "the end of hand {hand}").format(hand=hand)
    return translate("Saves", "the bidding of hand {hand}").format(hand=hand)


def leaving_loses(saved: GameState | None, now: GameState | None) -> str:
    """What leaving the user's game `now` for another loses while nothing can be saved, in a sentence:
    "" when there is none or the autosave holds it as it stands (`saved`), else the moves since the
    point `saved` holds, or all of it."""
    if now is None or now.phase is Phase.GAME_OVER or saved is not None and same_point(saved, now):
        return ""
    point = resumes_from(saved, now)
    if point:
        return translate("Saves", "The moves made in your game since its last save would be lost: it resumes from "
                                  "{point}.").format(point=point)
    return translate("Saves", "Your game in progress would be lost: it could not be saved.")


def same_game(a: GameState, b: GameState) -> bool:
    """Whether two states are points of one game: the same seed, rules and first deal."""
    return a.seed == b.seed and a.rules == b.rules and all(
        (x.shaker, x.deal, x.widow) == (y.shaker, y.deal, y.widow) for x, y in zip(a.logs[:1], b.logs[:1]))


def same_point(a: GameState, b: GameState) -> bool:
    """Whether two states of one game stand at the same point: nothing was played between them."""
    return same_game(a, b) and (a.hand_index, a.phase, a.logs) == (b.hand_index, b.phase, b.logs)


def quitting_loses(saved: GameState | None, now: GameState) -> str:
    """What quitting loses of the game `now` while its autosave fails: all of it, or, when the
    autosave holds an earlier point of it (`saved`: the next start resumes it there), the moves since."""
    point = resumes_from(saved, now)
    if not point:
        return translate("MainWindow", "quitting now loses it")
    return translate("MainWindow", "quitting now loses the moves made since its last save (the game resumes "
                                   "from {point})").format(point=point)


def not_kept_question(kept: Path, error: str, stays: Path | None, opening: str = "", loss: str = "") -> str:
    """Whether a new game (or opening the record named `opening`) should replace the saved game that could
    not be copied to `kept` (`error`, why). `stays`: the data folder, where nothing can be saved now: the
    saved game stays, offered at the next start (found by playing with a read-only data folder: the
    question said a new game would replace it for good). `loss`: what is lost of the user's game since."""
    if stays is not None and opening:
        question = translate("MainWindow", "The saved game could not be copied to {folder} ({error}), but opening "
                                           "{name} cannot replace it either: nothing can be saved in {data} now, so "
                                           "the next start offers the saved game again.")
    elif stays is not None:
        question = translate("MainWindow", "The saved game could not be copied to {folder} ({error}), but a new game "
                                           "cannot replace it either: nothing can be saved in {data} now, so the next "
                                           "start offers the saved game again.")
    elif opening:
        question = translate("MainWindow", "Your game in progress could not be copied to {folder} ({error}), so "
                                           "opening {name} would replace it for good.")
    else:
        question = translate("MainWindow", "The saved game could not be copied to {folder} ({error}), so a new game "
                                           "would replace it for good.")
    question = question.format(folder=kept, error=error, name=opening, data=stays)
    return f"{question} {loss}" if loss else question


def staying_label(stays: bool, offer: bool) -> str:
    """The button of `not_kept_question` that keeps the saved game and starts no new one, named for where it
    goes: back to the resume offer (`offer`; found by playing: "Back to the game" showed the offer, no game),
    else to the game on the table. `stays`: nothing can be saved, so the saved game stays either way."""
    if not stays:
        return translate("MainWindow", "Keep the saved game")
    if offer:
        return translate("MainWindow", "Back to the saved game")
    return translate("MainWindow", "Back to the game")
