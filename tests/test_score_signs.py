"""Every view of a score writes a negative number with the same minus sign, U+2212, as the
hints do (found by QA: the status line said "You −21 points" and "Score: You -21", the score
board "-7")."""

from __future__ import annotations

from gui_helpers import close_clean, make_window, setup_for, wait_for_user

from texas42_qt.engine import Bid, HandResult, Outcome, Rules
from texas42_qt.gui.i18n import signed, whole


def test_whole_and_signed_numbers_use_the_minus_sign():
    assert (whole(7), whole(0), whole(-21)) == ("7", "0", "\u221221")
    assert (signed(1), signed(0), signed(-30)) == ("+1", "+0", "\u221230")


def test_a_negative_score_reads_with_the_minus_sign_in_every_view(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(setup_for(Rules.preset("Moon"), seed=4))
    wait_for_user(qtbot, w)
    state = w.controller.state
    result = HandResult(0, Bid(5), None, (1,) * 7, (1, 3, 3), Outcome.SET, (-5, 0, 0))
    state.results.append(result)
    state.score[:] = [-5, 0, 0]
    w.announcer._scored(result)
    w.table.decor.refresh_boards()
    w.score_model.reload()
    first = len(w.score_model.FIXED)
    views = {"status line": w.announcer.text(),
             "score board": " ".join(value for _, value, _ in w.table.decor.score_board.lines),
             "score sheet": w.score_model.data(w.score_model.index(0, first))}
    for name, text in views.items():
        assert "\u22125" in text and "-" not in text, (name, text)
    close_clean(qtbot, w)


def test_the_game_over_title_writes_a_negative_score_with_the_minus_sign():
    from types import SimpleNamespace

    from texas42_qt.gui.hand_texts import game_over_title

    moon = SimpleNamespace(rules=Rules.preset("Moon"), score=(-5, 21, 3))
    assert game_over_title(moon, ["You", "West", "East"], 1, 0) == "West wins the game, You \u22125, West 21, East 3."
