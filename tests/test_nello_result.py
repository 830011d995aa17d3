"""A Nello's result says what decided it, the bidder's tricks, the same way in every view (found
by QA: the end panel and the board said "Points: Us 0 · Them 27", true but beside the point)."""

from __future__ import annotations

import pytest
from gui_helpers import play_hand, setup_for
from helpers import dealt

from texas42_qt.engine import PASS, Bid, Contract, GameState, NameTrump, NelloRule, Outcome, Phase, Rules, SpecialRule
from texas42_qt.gui.hand_texts import hand_summary
from texas42_qt.gui.models import outcome_word, side_names
from texas42_qt.gui.table_text import info_board


@pytest.mark.parametrize("west", ["1-0 2-0 3-0 2-1 3-1 4-0 0-0", "6-6 5-5 4-4 6-5 6-4 5-4 3-3"], ids=["made", "set"])
def test_a_nello_hand_says_the_bidders_tricks_in_every_view(qtbot, window, west):
    rules = Rules(nello=NelloRule())

    def script(state: GameState):  # West bids Nello; the others pass, then play their first legal tile
        if state.phase is Phase.BID:
            return Bid(42) if state.to_act == 1 else PASS
        if state.phase is Phase.TRUMP:
            return NameTrump(Contract.NELLO)
        return state.observation(state.to_act).legal[0]

    window.controller.load(dealt(rules, {1: west}, shaker=3), setup_for(rules).seats, script=script)
    play_hand(qtbot, window, bid_choice=lambda bids: PASS)
    c = window.controller
    view = c.snapshot()
    assert view.obs.phase is Phase.SCORED
    result = view.results[-1]
    taken = result.trick_winners.count(1)
    said = f"West took {taken} trick" + ("" if taken == 1 else "s")
    names = list(view.names)
    board = dict((label, value) for label, value, _ in info_board(view.obs, names, side_names(rules, names, 0))[1])
    views = {"end panel": hand_summary(result, view.obs, names, 0),
             "board": board["This hand"],
             "status line": window.announcer.text(),
             "score sheet": window.score_model.data(window.score_model.index(0, 1))}
    for name, text in views.items():
        assert said in text and "Points" not in text, (name, text)
    assert (taken == 0) == west.startswith("1-0"), "both outcomes are seen"
    outcome = "made" if taken == 0 else "set"
    assert views["score sheet"] == f"{outcome.capitalize()}: {said}"


@pytest.mark.parametrize("west", ["6-1 5-2 4-3 6-0 4-4 5-1 6-2", "0-0 1-0 1-1 2-0 6-6 2-1 3-0"], ids=["made", "set"])
def test_a_sevens_hand_says_the_bidders_tricks_in_every_view(qtbot, window, west):
    """Found by QA: a Sevens result said "Points: Us 30 · Them 12", where the bidders must take
    every trick and the count decides nothing. West (with East) bids Sevens; the others pass."""
    rules = Rules(sevens=SpecialRule(1))

    def script(state: GameState):
        if state.phase is Phase.BID:
            return Bid(42) if state.to_act == 1 else PASS
        if state.phase is Phase.TRUMP:
            return NameTrump(Contract.SEVENS)
        return state.observation(state.to_act).legal[0]

    window.controller.load(dealt(rules, {1: west}, shaker=3), setup_for(rules).seats, script=script)
    play_hand(qtbot, window, bid_choice=lambda bids: PASS)
    view = window.controller.snapshot()
    assert view.obs.phase is Phase.SCORED
    result = view.results[-1]
    taken, played = sum(result.trick_winners.count(s) for s in (1, 3)), len(result.trick_winners)
    said = "West and East took all 7 tricks" if taken == played == 7 else \
        f"West and East took {taken} of {played} trick" + ("" if played == 1 else "s")
    names = list(view.names)
    board = dict((label, value) for label, value, _ in info_board(view.obs, names, side_names(rules, names, 0))[1])
    views = {"end panel": hand_summary(result, view.obs, names, 0),
             "board": board["This hand"],
             "status line": window.announcer.text(),
             "score sheet": window.score_model.data(window.score_model.index(0, 1))}
    for name, text in views.items():
        assert said in text and "Points" not in text, (name, text)
    assert (result.result is Outcome.MADE) == west.startswith("6-1") == (taken == 7), "both outcomes are seen"
    assert views["score sheet"] == f"{outcome_word(result.result)}: {said}"
