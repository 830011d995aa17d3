"""Moon's bids in the coach's sentences, named as the bid panel and the score sheet name them: a bid
is tricks ("6 tricks in sixes") and 21 is shooting the moon (found by review: the bid hint and the
hand review said "6 in follow-me rather than 21 in follow-me")."""

from __future__ import annotations

import pytest
from helpers import dealt

from texas42_qt.ai import players
from texas42_qt.ai.evaluate import Effort
from texas42_qt.ai.hints import bid_hint
from texas42_qt.ai.widow_hint import widow_hint
from texas42_qt.engine import Bid, Contract, Phase, Rules
from texas42_qt.engine.wording import bid_words, choice_phrase
from texas42_qt.trainer.review import review_hand

QUICK = Effort(worlds=8, enumerate_below=8, contracts=3, scout_worlds=8, bid_worlds=16, focus=2, defence_worlds=8)
MOON = Rules.preset("Moon")
SURE = "6-6 6-5 6-4 6-3 5-5 4-4 3-3"
"""A sure laydown in sixes: the hint shoots the moon."""
STRONG = "6-6 6-5 6-4 6-3 6-2 5-5 4-3"
"""Five top trumps, a loser: the hint bids 6 tricks, not the moon."""


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(players.LEVELS, "hard", players.Level("Hard", QUICK, 0.0))


def test_a_moon_bid_is_said_in_tricks_and_21_as_the_moon():
    assert choice_phrase((Bid(6), Contract.FOLLOW_ME), MOON) == "6 tricks in follow-me"
    assert choice_phrase((Bid(21), Contract.FOLLOW_ME), MOON) == "Shooting the moon in follow-me"
    assert choice_phrase((Bid(21), Contract.SIXES), MOON, within=True) == "shooting the moon in sixes"
    assert choice_phrase((Bid(0), None), MOON) == "Pass"
    assert (bid_words(Bid(5), MOON), bid_words(Bid(21), MOON)) == ("5 tricks", "21 (the moon)")  # as the bid panel
    # Texas 42 as before, whatever `within`
    assert choice_phrase((Bid(30), Contract.SIXES), Rules(), within=True) == "30 in sixes"
    assert bid_words(Bid(84), Rules()) == "2 marks"


def test_the_bid_hint_names_a_moon_shot_and_a_trick_bid(quick):
    g = dealt(MOON, {0: SURE}, shaker=2)
    hint = bid_hint(g.observation(0), "hard", 1)
    assert (hint.recommended, hint.contract) == (Bid(21), Contract.SIXES)
    assert "Shooting the moon in sixes rather than 7 tricks in sixes: both about 100% to make" in hint.reason
    assert "21 in" not in hint.reason and "7 in" not in hint.reason


def test_the_bid_hints_headline_names_the_choice_as_its_reason_does(quick, qtbot):
    """Found by review: "Recommended: 21 (the moon) in sixes." over "Shooting the moon in sixes rather
    than ..."; the same decision in one set of words."""
    from texas42_qt.gui.hintview import HintView

    g = dealt(MOON, {0: SURE}, shaker=2)
    view = HintView()
    qtbot.addWidget(view)
    view.show_hint(bid_hint(g.observation(0), "hard", 1), MOON)
    assert "Recommended: shooting the moon in sixes." in view.summary.text()


def _played_out(hand: str, bid: int):
    """A Moon hand: seat 0 (the user) holds `hand` and bids `bid` first; Easy seats do the rest, and
    the trump hint seat 0 was given."""
    g = dealt(MOON, {0: hand}, shaker=2)
    g.apply(Bid(bid))
    seats = [players.make_player("easy", s) for s in range(3)]
    trump_hint = None
    while g.phase not in (Phase.SCORED, Phase.GAME_OVER):
        obs = g.observation(g.to_act)
        if obs.phase is Phase.TRUMP:
            trump_hint = bid_hint(obs, "hard", 1)
        g.apply(seats[g.to_act].choose(obs))
    return g, trump_hint


def test_the_hand_review_names_a_moon_shot_and_a_trick_bid(quick, qapp):
    from texas42_qt.gui.review_cells import review_note

    g, _ = _played_out(STRONG, 21)
    step = review_hand(MOON, g.logs, 0, 0, "hard", 7).steps[0]
    assert step.text == "bid to shoot the moon"
    assert step.better is not None and step.better.startswith("6 tricks in sixes rather than shooting the moon in ")
    assert review_note(step).startswith("Better: 6 tricks in sixes rather than shooting the moon in ")
    g, _ = _played_out(SURE, 5)
    step = review_hand(MOON, g.logs, 0, 0, "hard", 7).steps[0]
    assert step.text == "bid 5 tricks"
    assert step.better is not None and step.better.startswith("Shooting the moon in sixes rather than 5 tricks in sixes")


def test_the_trump_hint_after_a_moon_shot_gives_its_chance_to_shoot_the_moon(quick):
    _, hint = _played_out("6-6 6-5 6-4 5-5 4-4 3-2 2-1", 21)
    assert hint is not None and hint.contract is not None
    assert "% to shoot the moon in " in hint.reason and "to make 21" not in hint.reason


def test_the_widow_hint_names_the_bid_as_the_bid_panel(quick):
    g = dealt(MOON, {0: STRONG}, shaker=2)
    g.apply(Bid(6))
    while g.phase is Phase.BID:
        g.apply(Bid(0))
    hint = widow_hint(g.observation(0), "hard", 1)
    assert "makes your bid of 6 tricks about" in hint.reason
