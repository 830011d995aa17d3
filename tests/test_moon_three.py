"""RULES.md 3 (Moon) and 4 (42 for three)."""

import pytest
from helpers import act, dealt, play_out, tiles

from texas42_qt.engine import Contract, GameState, IllegalActionError, Phase, Rules, RulesError, tiles_of
from texas42_qt.engine.tables import TRUMP_SUIT

MOON = Rules.make("moon")
STRONG = "6-6 6-5 6-4 6-3 6-2 6-1 5-5"


def moon(rules: Rules = MOON, hand: str = STRONG, widow: str = "1-1", **kw):
    return dealt(rules, {1: hand}, shaker=0, widow=widow, **kw)


def test_moon_uses_22_tiles_seven_each_and_a_widow():
    s = GameState(MOON, seed=1)
    s.deal()
    assert MOON.layout.tiles.bit_count() == 22
    names = {f"{h}-{lo}" for h in range(7) for lo in range(h + 1)}
    in_play = {n for n in names if (MOON.layout.tiles >> tiles(n)[0]) & 1}
    assert "0-0" in in_play and not any(f"{h}-0" in in_play for h in range(1, 7))
    assert [h.bit_count() for h in s.hands] == [7, 7, 7] and s.widow is not None


def test_moon_bids_four_to_seven_or_shoot_the_moon():
    s = moon()
    assert [str(a) for a in s.legal_actions()] == ["pass", "4", "5", "6", "7", "21"]
    with pytest.raises(IllegalActionError, match="4 to 7 tricks or 21"):
        act(s, "8")
    s = moon(Rules.make("moon", min_bid=3))
    assert [str(a) for a in s.legal_actions()][1] == "3"
    s = moon(Rules.make("moon", min_bid=5))
    assert [str(a) for a in s.legal_actions()][1] == "5"


def test_moon_each_bid_higher_and_21_ends_the_auction():
    s = moon()
    act(s, "5")
    assert [str(a) for a in s.legal_actions()] == ["pass", "6", "7", "21"]
    act(s, "21")
    assert s.phase is Phase.WIDOW and s.bidder == 2


def test_moon_all_pass_redeals_by_default_and_forced_house_rule():
    s = moon()
    act(s, "pass", "pass", "pass")
    assert s.result.result == "redeal" and s.score == [0, 0, 0]
    s = moon(Rules.make("moon", all_pass="forced"))
    act(s, "pass", "pass")
    assert [str(a) for a in s.legal_actions()] == ["4"]


def test_moon_all_pass_leaves_the_widow_on_the_table():
    """Found by playing Moon: after three passes the hand's board said "Laid away: face down"
    (and the table drew a tile laid away), though nobody had taken the widow."""
    from texas42_qt.gui.table_text import info_board

    s = moon()
    act(s, "pass", "pass", "pass")
    assert s.phase is Phase.SCORED
    obs = s.observation(0)
    assert obs.widow_on_table and obs.discard is None
    labels = [label for label, _, _ in info_board(obs, ["You", "West", "East"], ["You", "West", "East"])[1]]
    assert "Laid away" not in labels, labels
    taken = moon()
    act(taken, "5", "pass", "pass", "discard 1-1")
    assert not taken.observation(0).widow_on_table


def test_moon_first_bidder_random_then_one_seat_clockwise():
    firsts = {GameState(MOON, seed=seed).shaker for seed in range(20)}
    assert firsts == {0, 1, 2}
    s = GameState(MOON, seed=4)
    s.deal()
    first = s.to_act
    act(s, "pass", "pass", "pass")
    s.next_hand()
    s.deal()
    assert s.to_act == (first + 1) % 3


def test_moon_widow_taken_then_one_tile_laid_out_before_trump():
    s = moon()
    act(s, "5", "pass", "pass")
    assert s.phase is Phase.WIDOW and s.to_act == 1 and s.hands[1].bit_count() == 8
    assert s.observation(1).widow == tiles("1-1")[0]
    assert s.observation(0).widow is None and s.observation(2).widow is None
    act(s, "discard 1-1")  # discarding the widow itself is allowed
    assert s.phase is Phase.TRUMP and s.hands[1].bit_count() == 7
    assert s.observation(1).discard == tiles("1-1")[0] and s.observation(0).discard is None
    act(s, "trump 6")
    assert s.phase is Phase.PLAY and s.to_act == 1  # the bidder leads


def test_moon_widow_after_trump_house_rule():
    s = moon(Rules.make("moon", widow="after_trump"))
    act(s, "5", "pass", "pass")
    assert s.phase is Phase.TRUMP
    assert all(s.observation(seat).widow_on_table for seat in range(3)), "the widow still lies out"
    act(s, "trump 6")
    assert s.phase is Phase.WIDOW and s.hands[1].bit_count() == 8
    assert not any(s.observation(seat).widow_on_table for seat in range(3))
    act(s, "discard 5-5")
    assert s.phase is Phase.PLAY


def test_moon_blanks_trump_means_only_0_0():
    s = moon()
    act(s, "5", "pass", "pass", "discard 1-1", "trump 0")
    assert s.table.members[TRUMP_SUIT] & MOON.layout.tiles == 1 << tiles("0-0")[0]


def test_moon_doubles_and_follow_me_switches():
    s = moon(Rules.make("moon", doubles_trump=False, follow_me=False))
    act(s, "5", "pass", "pass", "discard 1-1")
    assert [a.contract for a in s.legal_actions()] == [Contract(c) for c in range(7)]
    s = moon()
    act(s, "5", "pass", "pass", "discard 1-1")
    assert Contract.DOUBLES in [a.contract for a in s.legal_actions()]
    act(s, "trump follow-me", "6-6")
    assert s.table.winner_index(tiles("6-2 6-6")) == 1  # doubles highest of their suits


def test_moon_every_trick_is_played_out():
    s = moon()
    act(s, "4", "pass", "pass", "discard 1-1", "trump 6")
    play_out(s)
    assert len(s.tricks) == 7 and sum(s.tricks_won) == 7


def test_moon_made_scores_exactly_the_bid_others_one_per_trick():
    s = moon()
    act(s, "5", "pass", "pass", "discard 1-1", "trump 6")
    play_out(s)
    assert s.result.result == "made" and s.tricks_won[1] == 7
    assert s.result.awarded == (0, 5, 0)  # no reward for extra tricks
    assert s.result.points == tuple(s.tricks_won)


def weak_set(rules: Rules, bid: str = "7"):
    s = moon(rules, hand="1-1 2-1 3-1 4-1 5-1 2-2 3-2", widow="0-0")
    passes = () if bid == "21" else ("pass", "pass")  # 21 ends the auction at once
    act(s, bid, *passes, "discard 0-0", "trump 1")
    return play_out(s)


def test_moon_set_scores_minus_the_bid():
    s = weak_set(MOON)
    assert s.result.result == "set"
    others = [s.tricks_won[0], -7, s.tricks_won[2]]
    assert list(s.result.awarded) == others


def test_moon_set_opponents_gain_house_rule():
    s = weak_set(Rules.make("moon", set_scoring="opponents_gain"))
    assert s.result.awarded == (s.tricks_won[0] + 7, 0, s.tricks_won[2] + 7)


def test_shoot_the_moon_plus_or_minus_21():
    s = moon()
    act(s, "21", "discard 1-1", "trump 6")
    play_out(s)
    assert s.result.awarded == (0, 21, 0) and s.phase is Phase.GAME_OVER  # 21 reaches the target
    s = weak_set(MOON, bid="21")
    assert s.result.awarded[1] == -21


def test_shoot_the_moon_instant_win_house_rule():
    s = moon(Rules.make("moon", moon_instant_win=True, target=50))
    act(s, "21", "discard 1-1", "trump 6")
    play_out(s)
    assert s.winner == 1
    s = moon(Rules.make("moon", target=50))
    act(s, "21", "discard 1-1", "trump 6")
    play_out(s)
    assert s.winner is None


def test_moon_bidder_goes_out_first_else_highest_score():
    s = moon()
    act(s, "5", "pass", "pass", "discard 1-1", "trump 6")
    s.score = [20, 16, 20]
    play_out(s)
    assert s.score == [20, 21, 20] and s.winner == 1
    s = weak_set(MOON)  # bidder set: the others' tricks decide
    assert s.winner is None


def test_moon_several_pass_the_target_highest_wins_and_a_tie_plays_on():
    rules = Rules.make("moon", set_scoring="opponents_gain")
    probe = weak_set(rules)
    gain0, gain2 = probe.result.awarded[0], probe.result.awarded[2]  # tricks + the bid of 7
    for start, final, winner in (([21 - gain0, 0, 22 - gain2], [21, 0, 22], 2), ([21 - gain0, 0, 21 - gain2], [21, 0, 21], None)):
        s = moon(rules, hand="1-1 2-1 3-1 4-1 5-1 2-2 3-2", widow="0-0")
        act(s, "7", "pass", "pass", "discard 0-0", "trump 1")
        s.score = start
        play_out(s)
        assert s.score == final and s.winner == winner  # an exact tie plays on


THREE = Rules.make("42-three")


def test_42_for_three_a_set_bidder_over_the_target_from_a_tie_does_not_go_out():
    """Found by QA: a tie at the target carried the game on; a later set bidder, still at the
    target, was named the winner over a player with more marks. Going out first is making the bid."""
    s = dealt(THREE, {1: "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-4"}, shaker=2)
    act(s, "42", "pass", "pass", "trump 6")  # seat 0 bids a mark against all the sixes
    s.score = [7, 7, 6]  # a tie at the target (7) carried the game on
    play_out(s)
    assert s.result.result == "set" and s.score == [7, 8, 7] and s.winner == 1


def test_42_for_three_removes_1_0_and_deals_nine():
    s = GameState(THREE, seed=2)
    s.deal()
    assert [h.bit_count() for h in s.hands] == [9, 9, 9]
    assert not any(h >> tiles("1-0")[0] & 1 for h in s.hands)
    assert THREE.layout.total_points == 44


def test_42_for_three_played_out_totals_44_points():
    s = GameState(THREE.with_(end_early=False), seed=2)
    s.deal()
    play_out(s)
    if s.result.bidder is not None:
        assert len(s.tricks) == 9 and sum(s.result.points) == 44


def test_42_for_three_scores_each_for_themself():
    s = dealt(THREE, {0: "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-4"}, shaker=2)
    act(s, "30", "pass", "pass", "trump 6")
    play_out(s)
    assert s.result.result == "made" and s.result.awarded == (1, 0, 0)
    s = dealt(THREE, {1: "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-4"}, shaker=2)
    act(s, "42", "pass", "pass", "trump 6")
    play_out(s)
    assert s.result.result == "set" and s.result.awarded == (0, 1, 1)  # same marks to each opponent


def test_42_for_three_mark_bid_needs_all_nine_tricks():
    s = dealt(THREE.with_(end_early=False), {0: "6-6 6-5 6-4 6-3 6-2 6-1 6-0 5-5 4-4"}, shaker=2)
    act(s, "42", "pass", "pass", "trump 6")
    play_out(s)
    assert len(s.tricks) == 9 and s.result.result == "made"


def test_42_for_three_rejects_rules_that_need_partners():
    with pytest.raises(RulesError, match="plunge"):
        Rules.make("42-three", plunge=Rules.preset("Texas house rules").plunge)
    with pytest.raises(RulesError, match="1-0 is not used"):
        Rules.make("42-three", opening_bidder="holder_1_0")


def test_tiles_of_layouts():
    assert len(tiles_of(THREE.layout.tiles)) == 27


def test_42_for_three_nello_nobody_sits_out():
    """docs/RULES.md 4: "in Nello nobody sits out, the bidder plays alone against both others"."""
    rules = Rules.make("42-three", nello=Rules.preset("Texas house rules").nello)
    s = dealt(rules, {0: "0-0 2-0 3-0 4-0 2-1 3-1 4-2 5-0 6-0"}, shaker=2)
    act(s, "42", "pass", "pass", "trump nello")
    assert s.out_seat == -1 and s.trick_size == 3 and s.to_act == 0
    play_out(s)
    assert len(s.tricks) == 9 and all(len(t.tiles) == 3 for t in s.tricks)
    assert s.result.result == "made" and 0 not in s.result.trick_winners and s.result.awarded == (1, 0, 0)
    s = dealt(rules, {0: "6-6 2-0 3-0 4-0 2-1 3-1 4-2 5-0 6-0"}, shaker=2)
    act(s, "42", "pass", "pass", "trump nello", "6-6")  # the top double wins its own suit's trick
    play_out(s)
    assert s.result.result == "set" and s.result.trick_winners == (0,) and s.result.awarded == (0, 1, 1)


def test_moon_refuses_a_contract_its_house_rules_turn_off_in_plain_words():
    s = moon(Rules.make("moon", follow_me=False))
    act(s, "5", "pass", "pass", "discard 1-1")
    with pytest.raises(IllegalActionError, match="^Follow-me cannot be named in this game of Moon$"):
        act(s, "trump follow-me")
    with pytest.raises(IllegalActionError, match="^Nello cannot be named in this game of Moon$"):
        act(s, "trump nello")


def test_moon_preset_is_the_seed_game():
    """RULES.md 3: min bid 4, all pass redeals, the widow before trump, doubles and follow-me allowed,
    a set scores minus the bid, 21 wins, no instant win."""
    moon_rules = Rules.preset("Moon")
    assert (moon_rules.min_bid, moon_rules.all_pass, moon_rules.widow, moon_rules.target) == (4, "redeal", "before_trump", 21)
    assert moon_rules.doubles_trump and moon_rules.follow_me and not moon_rules.moon_instant_win
    assert moon_rules.set_scoring == "minus_bid"
