"""One decision through every view: a tile as sure to make the bid as the best one but poorer in
points, in a hand that ends once the bid is made or set. The hint's table counts its points as if
every trick were played out; the hand review, My mistakes, play practice's reveal and its summary
quote the same number as the table shows, and say it is counted that way (found by QA: "gave up
about 8 points on average" of points the hand never gets to, and "Good" in the review of a tile
the review put in My mistakes)."""

from __future__ import annotations

import re

import pytest

from texas42_qt.ai import hints, players
from texas42_qt.ai.evaluate import Effort
from texas42_qt.engine import GameState, Phase, Play, Rules
from texas42_qt.engine.tiles import TILE_NAMES
from texas42_qt.gui.hintview import HintView
from texas42_qt.gui.mistakes_rows import row_texts
from texas42_qt.gui.play_practice import _headline, _missed_text
from texas42_qt.gui.review_cells import review_note
from texas42_qt.trainer import own_game, review
from texas42_qt.trainer import play_practice as pp

QUICK = Effort(worlds=8, enumerate_below=8, contracts=9, scout_worlds=8, bid_worlds=8)


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(players.LEVELS, "normal", players.Level("Normal", QUICK, 0.0))
    monkeypatch.setitem(players.LEVELS, "hard", players.Level("Hard", QUICK, 0.0))


def poorer_hand(seed: int) -> GameState:
    """A hand of the user's (seat 0) where each tile played is as sure as the best but the poorest in points."""
    g = GameState(Rules(), seed=seed, first_shaker=3)
    g.deal()
    bots = [players.make_player("easy", seed * 4 + s) for s in range(4)]
    while g.phase not in (Phase.SCORED, Phase.GAME_OVER):
        obs = g.observation(g.to_act)
        action = None
        if g.to_act == 0 and obs.phase is Phase.PLAY and sum(isinstance(a, Play) for a in obs.legal) > 1:
            hint = hints.play_hint(obs, "hard", players.HINT_SEED)
            best = max(round(o.chance * 100) for o in hint.options)
            action = Play(min((o for o in hint.options if round(o.chance * 100) == best), key=lambda o: o.expected).tile)
        g.apply(action if action is not None else bots[g.to_act].choose(obs))
    return g


def said_points(text: str) -> int:
    found = re.findall(r"(?:about|\b)(?: )?(\d+) points? (?:on average|if played|given up)", text)
    assert len(found) == 1, text
    return int(found[0])


def test_a_tile_poorer_if_played_out_shows_the_tables_number_in_every_view(qtbot, quick):
    g = poorer_hand(8)  # the 5-2 trumps the partner's 2-2 where the 6-4 fed it 10 count: both about 100% to make
    assert g.rules.end_early
    r = review.review_hand(g.rules, g.logs, 0, 0, "hard", g.seed)
    card = next(c for c in own_game.mistakes_of(r, g.rules, g.logs, 0, g.seed) if c.kind == "play")
    assert card.seen is not None and card.lost == 0  # in the deck for its points alone
    assert card.game is not None
    step = next(s for s in r.steps if s.number == len(card.game.actions) + 1)  # the decision the card is of
    assert step.mine and step.action == Play(card.seen.tile)
    deal = own_game.play_deal(card)
    hint = hints.play_hint(deal.observation(), "hard", players.HINT_SEED)

    # the hint's table: the two tiles' points to come if played out, and their difference
    view = HintView()
    qtbot.addWidget(view)
    view.show_hint(hint, g.rules)
    assert view.table.horizontalHeaderItem(2).text() == "Your points to come if played out"
    assert "after this tile. Counted as if every trick were played out" in view.table.horizontalHeaderItem(2).toolTip()
    cells = {view.table.item(row, 0).text(): float(view.table.item(row, 2).text()) for row in range(view.table.rowCount())}
    mine, best = TILE_NAMES[card.seen.tile], TILE_NAMES[card.seen.best]
    shown = round(cells[best] - cells[mine])
    assert shown >= 5
    assert hint.reason.endswith("the most points on average if the hand is played out.")

    # the review's row: marked, with what the tile gave up, as the table counts it
    note = review_note(step)
    assert step.better is not None and not step.good and "Good" not in note
    assert f"Yours: the {mine} gives up about" in note and note.endswith("if the hand is played out")
    # My mistakes' row
    given = row_texts(card)[4]
    assert given.endswith(" if played out")
    # play practice's reveal of the very position, and its summary line
    reveal = pp.evaluate_play(deal, card.seen.tile)
    headline = _headline(reveal, from_deck=True, said=False)
    grade = str(pp.grade_text(reveal))
    assert grade.endswith("on average if the hand is played out.") and grade in headline
    summary = _missed_text(pp.PlayDecision.of(deal, reveal), 1, played_out=True)
    assert summary.endswith("given up on average if played out)")
    # one number everywhere
    assert [said_points(t) for t in (note, given, grade, summary)] == [shown] * 4


def test_a_hand_that_plays_every_trick_says_no_if():
    hint = hints.PlayHint([hints.PlayOption(1, 1.0, 20.0), hints.PlayOption(2, 1.0, 11.0)], 1, True, "")
    every_trick = Rules().with_(end_early=False)
    assert str(review.gave_up_text(hint, 2, every_trick)) == "the 1-1 gives up about 9 points on average"
    assert str(review.gave_up_text(hint, 2, Rules())) == "the 1-1 gives up about 9 points on average if the hand is " \
                                                         "played out"


def test_the_points_given_up_are_the_difference_the_table_shows():
    """20.04 and 11.46 show as 20.0 and 11.5: "about 9" (8.5 as shown), not the 8.58 behind them, rounded
    as a player rounds the table's two numbers."""
    hint = hints.PlayHint([hints.PlayOption(1, 1.0, 20.04), hints.PlayOption(2, 1.0, 11.46)], 1, True, "")
    assert review.points_lost(hint, 2) == 8.5 and review.points_said(8.5) == 9
    assert review.points_lost(hint, 1) == 0.0 and review.points_said(0.6) == 1
