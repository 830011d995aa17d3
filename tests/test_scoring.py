"""RULES.md 1, "End of a hand and scoring"."""

import pytest
from helpers import act, dealt, play_out

from texas42_qt.engine import GameState, Phase, Rules

SIXES = "6-6 6-5 6-4 6-3 6-2 6-1 6-0"


def bid_sixes(rules: Rules, bid: str, holder: int = 0):
    """Seat `holder` holds every six; seat 0 bids and names sixes."""
    s = dealt(rules, {holder: SIXES}, shaker=3)
    act(s, bid, "pass", "pass", "pass", "trump 6")
    return s


def test_hand_ends_as_soon_as_the_bid_is_reached():
    s = play_out(bid_sixes(Rules(), "30"))
    r = s.result
    assert r.result == "made" and set(r.trick_winners) == {0}
    assert r.points[0] >= 30 and r.points[0] - s.tricks[-1].points < 30
    assert len(s.tricks) < 7


def test_hand_ends_as_soon_as_the_bid_cannot_be_reached():
    s = play_out(bid_sixes(Rules(), "30", holder=1))
    r = s.result
    assert r.result == "set"
    assert r.points[1] > 42 - 30 and r.points[1] - s.tricks[-1].points <= 42 - 30


def test_mark_bid_ends_on_the_first_lost_trick():
    s = play_out(bid_sixes(Rules(), "42", holder=1))
    assert s.result.result == "set" and len(s.tricks) == 1 and s.result.trick_winners == (1,)


def test_play_all_house_rule_plays_seven_tricks_for_42_points():
    s = play_out(bid_sixes(Rules(end_early=False), "30"))
    assert len(s.tricks) == 7 and sum(s.result.points) == 42 and s.result.result == "made"
    assert [h for h in s.hands] == [0, 0, 0, 0]


def test_marks_made_point_bid_scores_one_mark():
    s = play_out(bid_sixes(Rules(), "41"))
    assert s.result.awarded == (1, 0) and s.score == [1, 0]


def test_marks_made_84_scores_two_marks():
    s = play_out(bid_sixes(Rules(), "84"))
    assert s.result.result == "made" and s.result.awarded == (2, 0)


def test_marks_set_scores_the_same_marks_for_the_opponents():
    s = play_out(bid_sixes(Rules(), "84", holder=1))
    assert s.result.result == "set" and s.result.awarded == (0, 2)


def test_first_side_to_seven_marks_wins():
    s = bid_sixes(Rules(), "30")
    s.score = [6, 6]
    play_out(s)
    assert s.phase is Phase.GAME_OVER and s.winner == 0


def test_target_is_a_setting():
    s = bid_sixes(Rules(target=3), "30")
    s.score = [2, 0]
    play_out(s)
    assert s.winner == 0
    s = bid_sixes(Rules(target=8), "30")
    s.score = [6, 0]
    play_out(s)
    assert s.winner is None and s.phase is Phase.SCORED


def test_points_game_made_each_side_scores_its_capture():
    s = play_out(bid_sixes(Rules(scoring="points", end_early=False), "30"))
    assert s.result.awarded == tuple(s.result.points) == (42, 0)


def test_points_game_mark_bid_scores_42_per_mark():
    s = play_out(bid_sixes(Rules(scoring="points"), "84"))
    assert s.result.awarded == (84, 0)


def test_points_game_set_bidders_zero_defenders_capture_plus_bid():
    s = play_out(bid_sixes(Rules(scoring="points"), "35", holder=1))
    assert s.result.result == "set"
    assert s.result.awarded == (0, s.result.points[1] + 35)


def test_points_game_default_target_is_250():
    assert Rules(scoring="points").target == 250
    assert Rules().target == 7
    # A changed scoring brings its default target along, a target set by hand stays (found by review).
    assert Rules().with_(scoring="points").target == 250
    assert Rules.preset("42 for three").with_(scoring="points").target == 250
    assert Rules(scoring="points").with_(scoring="marks").target == 7
    assert Rules(target=5).with_(scoring="points").target == 5


def made_with_defender_points(rules: Rules) -> int:
    """A seed whose first hand, bid 30 by seat 0 in its best suit and played with the
    first legal tile, is made while the defenders take some points (fixed, so deterministic)."""
    for seed in range(500):
        s = GameState(rules, seed=seed, first_shaker=3)
        s.deal()
        act(s, "30", "pass", "pass", "pass")
        best = max(range(7), key=lambda suit: sum(1 for a in _tiles(s.hands[0]) if suit in a))
        act(s, f"trump {best}")
        play_out(s)
        if s.result.result == "made" and s.result.points[1] > 0:
            return seed
    raise AssertionError("no such seed")


def _tiles(mask):
    from texas42_qt.engine import TILE_NAMES, tiles_of

    return [tuple(int(x) for x in TILE_NAMES[t].split("-")) for t in tiles_of(mask)]


def test_points_game_both_sides_pass_target_bidders_win():
    rules = Rules(scoring="points", end_early=False)
    seed = made_with_defender_points(rules)
    probe = GameState(rules, seed=seed, first_shaker=3)
    probe.deal()
    act(probe, "30", "pass", "pass", "pass")
    trump_step = None
    s = probe.clone()
    best = max(range(7), key=lambda suit: sum(1 for a in _tiles(s.hands[0]) if suit in a))
    trump_step = f"trump {best}"
    act(probe, trump_step)
    play_out(probe)
    pts = probe.result.points
    act(s, trump_step)
    s.score = [250 - pts[0], 250 - pts[1] + 50]  # defenders end well ahead...
    play_out(s)
    assert s.score[0] >= 250 and s.score[1] > s.score[0]
    assert s.winner == 0  # ...but the bidders go out


@pytest.mark.parametrize("bid, hidden", [("42", False), ("84", True), ("41", False)])
def test_tricks_stacked_face_down_on_84_or_more(bid, hidden):
    s = bid_sixes(Rules(), bid)
    assert all(s.observation(seat).tricks_hidden is hidden for seat in range(4))


def test_hidden_tricks_house_rule_off():
    s = bid_sixes(Rules(hide_tricks_on_marks=False), "84")
    assert not s.observation(1).tricks_hidden


def test_remaining_tiles_are_shown_when_the_hand_ends():
    s = bid_sixes(Rules(), "30")
    assert s.observation(1).revealed is None
    play_out(s)
    obs = s.observation(1)
    assert obs.revealed == tuple(s.hands) and obs.result == s.result


def test_a_set_wins_the_game_for_the_defenders():
    """RULES.md: a set bid scores its marks for the opponents; first side to 7 marks wins."""
    s = bid_sixes(Rules(), "30", holder=1)
    s.score = [6, 6]
    play_out(s)
    assert s.result.result == "set" and s.score == [6, 7]
    assert s.phase is Phase.GAME_OVER and s.winner == 1


def test_points_game_set_mark_bid_gives_the_defenders_their_capture_plus_the_bid():
    """RULES.md, points game: "set: the bidders score 0 and the defenders score their capture plus the bid"
    (for 84 the bid is 84), played out as the app plays a points game."""
    s = play_out(bid_sixes(Rules(scoring="points", end_early=False), "84", holder=1))
    assert s.result.result == "set" and len(s.tricks) == 7 and sum(s.result.points) == 42
    assert s.result.awarded == (0, s.result.points[1] + 84)
