"""RULES.md 1, "Bidding", "Trump" and "Tiles, seats, deal"."""

import pytest
from helpers import act, dealt, play_out

from texas42_qt.engine import PASS, Bid, Contract, GameState, IllegalActionError, Phase, Rules


def bids_of(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def test_deal_gives_each_of_four_seats_seven_tiles():
    s = GameState(Rules(), seed=3)
    s.deal()
    assert [h.bit_count() for h in s.hands] == [7, 7, 7, 7]
    assert sum(s.hands) == (1 << 28) - 1


def test_bidding_starts_left_of_shaker_and_shaker_bids_last():
    s = dealt(Rules(), {}, shaker=2)
    assert s.bid_order == (3, 0, 1, 2)
    assert s.to_act == 3


def test_each_player_bids_once():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "30", "31", "32", "33")
    assert s.phase is Phase.TRUMP and s.bidder == 3 and s.high == Bid(33)


def test_opening_bidder_holder_of_1_0_on_first_hand_only():
    rules = Rules(opening_bidder="holder_1_0")
    s = dealt(rules, {2: "1-0"}, shaker=0)
    assert s.to_act == 2 and s.bid_order == (2, 3, 0, 1)
    act(s, "pass", "pass", "pass", "30", "trump 6")
    play_out(s)
    s.next_hand()
    s.deal()
    assert s.shaker == 1 and s.to_act == 2  # left of the shaker from the second hand on


def test_minimum_bid_default_30_and_house_rule():
    s = dealt(Rules(), {}, shaker=3)
    assert bids_of(s)[:2] == ["pass", "30"]
    with pytest.raises(IllegalActionError, match="below the minimum bid of 30"):
        act(s, "29")
    s = dealt(Rules(min_bid=35), {}, shaker=3)
    assert bids_of(s)[:2] == ["pass", "35"]
    with pytest.raises(IllegalActionError, match="below the minimum bid of 35"):
        act(s, "34")


def test_every_bid_must_beat_the_high_bid():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "34")
    with pytest.raises(IllegalActionError, match="must beat the high bid of 34"):
        act(s, "34")
    assert "35" in bids_of(s) and "34" not in bids_of(s)


def test_opening_mark_bid_is_one_or_two_marks_then_one_more():
    s = dealt(Rules(), {}, shaker=3)
    assert "42" in bids_of(s) and "84" in bids_of(s) and "126" not in bids_of(s)
    act(s, "84")
    assert [b for b in bids_of(s) if b != "pass"] == ["126"]
    with pytest.raises(IllegalActionError, match=r"exactly one mark more \(126\)"):
        act(s, "168")
    act(s, "126", "168", "210")
    assert s.high == Bid(210)  # four players reach at most 5 marks


def test_after_42_only_84():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "42")
    assert [b for b in bids_of(s) if b != "pass"] == ["84"]


def test_no_84_house_rule_makes_42_the_top_bid():
    s = dealt(Rules(allow_84=False), {}, shaker=3)
    assert "42" in bids_of(s) and "84" not in bids_of(s)
    with pytest.raises(IllegalActionError, match="not allowed"):
        act(s, "84")
    act(s, "42")
    assert bids_of(s) == ["pass"]


def test_any_raise_house_rule():
    s = dealt(Rules(mark_raise="any"), {}, shaker=3)
    act(s, "42")
    assert "168" in bids_of(s) and "126" in bids_of(s)


def test_all_pass_forces_the_last_bidder_to_bid_the_minimum():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "pass", "pass", "pass")
    assert s.to_act == 3 and bids_of(s) == ["30"]
    with pytest.raises(IllegalActionError, match="may not pass"):
        s.apply(PASS)
    act(s, "30")
    assert s.bidder == 3 and s.forced


def test_forced_rule_does_not_bind_when_someone_bid():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "30", "pass", "pass")
    assert "pass" in bids_of(s)


def test_all_pass_reshake_passes_the_shake():
    s = dealt(Rules(all_pass="reshake"), {}, shaker=3)
    act(s, "pass", "pass", "pass", "pass")
    assert s.phase is Phase.SCORED and s.result is not None
    assert s.result.result == "reshake" and s.result.awarded == (0, 0) and s.score == [0, 0]
    s.next_hand()
    assert s.shaker == 0


def test_shake_passes_clockwise_after_every_hand():
    s = GameState(Rules(), seed=5, first_shaker=1)
    shakers = []
    for _ in range(5):
        s.deal()
        shakers.append(s.shaker)
        play_out(s)
        if s.phase is Phase.GAME_OVER:
            break
        s.next_hand()
    assert shakers == [1, 2, 3, 0, 1][: len(shakers)]


def test_bid_winner_names_a_suit_doubles_or_follow_me():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "30", "pass", "pass", "pass")
    assert s.phase is Phase.TRUMP and s.to_act == 0
    contracts = [a.contract for a in s.legal_actions()]
    assert contracts == [Contract(c) for c in range(7)] + [Contract.DOUBLES, Contract.FOLLOW_ME]
    with pytest.raises(IllegalActionError, match="Nello is not played"):
        act(s, "trump nello")


def test_wrong_phase_actions_are_refused_plainly():
    s = dealt(Rules(), {}, shaker=3)
    with pytest.raises(IllegalActionError, match="cannot play a tile now: it is the bid phase"):
        act(s, "6-6")
    with pytest.raises(IllegalActionError, match="cannot name trump now"):
        act(s, "trump 6")


def test_refused_bid_changes_nothing():
    s = dealt(Rules(), {}, shaker=3)
    before = s.clone()
    with pytest.raises(IllegalActionError):
        act(s, "29")
    assert s == before


def test_the_hint_rule_says_what_is_chosen(monkeypatch):
    """A forced bid cannot pass, and naming trump chooses a contract: the rule line says so."""
    from helpers import act, dealt

    from texas42_qt.ai import players
    from texas42_qt.ai.evaluate import Effort
    from texas42_qt.engine import Rules

    quick = Effort(worlds=8, enumerate_below=8, contracts=2, scout_worlds=4, bid_worlds=4)
    monkeypatch.setitem(players.LEVELS, "hard", players.Level("hard", quick, 0.0))

    from texas42_qt.ai.hints import bid_hint, rule_text
    from texas42_qt.engine import AllPass

    g = dealt(Rules(all_pass=AllPass.FORCED), {}, shaker=0)
    act(g, "pass", "pass", "pass")
    hint = bid_hint(g.observation(0), "hard", 1)
    assert hint.choice == "forced" and "passing is not allowed" in rule_text(g.rules, hint.choice)
    act(g, "30")
    hint = bid_hint(g.observation(0), "hard", 1)
    assert hint.choice == "contract" and "must beat passing" not in rule_text(g.rules, hint.choice)
    g = dealt(Rules(), {}, shaker=3)
    assert bid_hint(g.observation(0), "hard", 1).choice == "bid"


def test_a_sure_laydown_bids_the_top_even_over_the_partner(monkeypatch):
    """Issue 10: no laydown below the top bid; over a partner's bid too (more marks, no risk)."""
    from helpers import act, dealt

    from texas42_qt.ai import players
    from texas42_qt.ai.bidding import sure_laydown
    from texas42_qt.ai.evaluate import Effort
    from texas42_qt.engine import Bid, Contract, Rules

    quick = Effort(worlds=8, enumerate_below=8, contracts=2, scout_worlds=4, bid_worlds=4)
    monkeypatch.setitem(players.LEVELS, "hard", players.Level("hard", quick, 0.0))
    sixes = "6-6 6-5 6-4 6-3 6-2 6-1 6-0"
    g = dealt(Rules(), {0: sixes}, shaker=3)  # you bid first
    obs = g.observation(0)
    assert sure_laydown(obs) is Contract.SIXES
    top = max(a.value for a in obs.legal if isinstance(a, Bid) and not a.special)
    assert players.make_player("hard", 1).choose(obs) == Bid(top)
    g = dealt(Rules(), {0: sixes}, shaker=1)  # partner (seat 2) bids first, then East, then you
    act(g, "30", "pass")
    obs = g.observation(0)
    assert obs.bidder == 2 and players.make_player("hard", 1).choose(obs) == Bid(84)
    g = dealt(Rules(), {0: "6-6 6-5 6-4 6-3 6-2 5-4 1-0"}, shaker=3)  # the 5-4 and 1-0 can lose
    assert sure_laydown(g.observation(0)) is None


@pytest.mark.parametrize("preset, hand, contract", [
    ("Texas house rules", "4-3 5-2 6-1 6-0 5-1 4-2 3-3", Contract.SEVENS),
    ("42 for three", "6-6 6-5 6-4 6-3 6-2 6-1 5-5 4-4 3-3", Contract.SIXES),
    ("Moon", "6-6 5-5 4-4 3-3 2-2 1-1 0-0", Contract.DOUBLES),
    ("Moon", "6-6 6-5 6-4 6-3 6-2 6-1 5-5", Contract.SIXES),
])
def test_a_sure_laydown_is_known_in_every_game(preset, hand, contract):
    """Found by QA: a hand no play can beat was shown at "about 83%" in Sevens, 42 for three and
    Moon; and Moon's seven doubles, sure in blanks (its only blank) as in doubles, name doubles."""
    from texas42_qt.ai.bidding import sure_laydown

    rules = Rules.preset(preset)
    g = dealt(rules, {0: hand}, shaker=rules.layout.n_seats - 1)  # seat 0 bids first
    assert sure_laydown(g.observation(0)) is contract
    g = dealt(rules, {0: "6-6 6-5 6-4 6-3 6-2 5-4 2-1" + (" 4-4 3-3" if preset == "42 for three" else "")},
              shaker=rules.layout.n_seats - 1)
    assert sure_laydown(g.observation(0)) is None


def test_the_rule_line_counts_in_the_unit_of_the_cells():
    """Found by QA in a 250-points game: "the most expected game points" over cells in marks;
    a points game's bids are now valued in game points, as its score is kept."""
    from texas42_qt.ai.hints import rule_text

    assert "expected marks" in rule_text(Rules())
    assert "expected game points" in rule_text(Rules.make("42", scoring="points"))
    assert "expected game points" in rule_text(Rules.preset("Moon"))


def test_a_points_game_values_a_bid_by_the_points_each_side_scores():
    """RULES.md, Points game: made, each side scores its capture; set, the defenders score
    theirs and the bid; a mark bid made scores 42 a mark. (QA: a 250-point game's coach
    weighed bids in marks.)"""
    from texas42_qt.ai.bidding import points_value, value_scale
    from texas42_qt.ai.evaluate import Outlook

    rules = Rules.make("42", scoring="points", target=250)
    deals = Outlook([36, 20], [1.0, 1.0])  # our side's points in two deals
    # made in the first: 36 against their 6; set in the second: they score 22 and the bid of 30
    assert points_value(rules, 0, Bid(30), 0.5, deals, Contract.SIXES) == pytest.approx(0.5 * 30 - 0.5 * 52)
    assert points_value(rules, 0, Bid(30), 1.0, deals, Contract.SIXES) == pytest.approx(30)
    # a mark bid made scores 42 a mark whatever was captured; set, their capture and 84
    assert points_value(rules, 0, Bid(84), 0.0, Outlook([40], [1.0]), Contract.SIXES) == pytest.approx(-(2 + 84))
    assert points_value(rules, 0, Bid(84), 1.0, Outlook([42], [1.0]), Contract.SIXES) == pytest.approx(84)
    # the bar and a grade's margin are set in marks: 42 points a mark here, Moon and marks as they are
    assert [value_scale(r) for r in (rules, Rules(), Rules.preset("Moon"))] == [42, 1, 1]


def test_a_points_game_hint_counts_game_points_and_practice_counts_marks():
    from texas42_qt.ai.hints import bid_hint
    from texas42_qt.play.practice_flow import PracticeFlow

    rules = Rules.make("42", scoring="points", target=250)
    g = GameState(rules, seed=3)
    g.deal()
    hint = bid_hint(g.observation(g.to_act), "hard", 3)
    assert hint.value_unit == "points"
    flow = PracticeFlow("Ann")
    flow.start("first", "any", 1, seed=4, rules=rules)
    assert flow.session is not None and flow.session.rules.scoring.value == "marks"


@pytest.mark.parametrize("variant", ["42", "moon", "42-three"])
def test_was_forced_names_the_bids_the_engine_forced(variant):
    """The views' "(forced)" (engine.auction.was_forced, read from the auction) agrees with the
    engine's own forced bid, decided as it is made, over seeded auctions of every variant."""
    import random

    from texas42_qt.engine import GameState, Phase
    from texas42_qt.engine.auction import was_forced

    rng = random.Random(7)
    rules = Rules.make(variant, all_pass="forced")
    seen = 0
    for seed in range(60):
        game = GameState(rules, seed=seed)
        game.deal()
        forced_at = set()
        while game.phase is Phase.BID:
            bids = game.legal_bids()
            bid = bids[0] if rng.random() < 0.7 else rng.choice(bids)  # passes mostly: forced auctions come
            if game.is_forced():
                forced_at.add(len(game.bids))
            game.apply(bid)
        auction = list(game.bids)
        assert {i for i in range(len(auction)) if was_forced(rules, auction, i)} == forced_at, (seed, auction)
        seen += len(forced_at)
    assert seen >= 5, "some auctions were forced"


def test_no_bid_goes_above_seven_marks_even_with_any_raise():
    """docs/RULES.md: "No bid goes above 7 marks" (the any-raise house rule jumps up to it, not past it)."""
    s = dealt(Rules(mark_raise="any"), {}, shaker=3)
    assert bids_of(s)[-1] == "294"
    with pytest.raises(IllegalActionError, match=r"the highest bid is 7 marks \(294\)"):
        act(s, "336")
    act(s, "294")
    assert bids_of(s) == ["pass"]


def test_the_forced_bid_is_the_minimum_the_house_rule_sets():
    """RULES.md: the last player "is forced to bid the minimum" (the minimum-bid house rule's, here 35)."""
    s = dealt(Rules(min_bid=35), {}, shaker=3)
    act(s, "pass", "pass", "pass")
    assert bids_of(s) == ["35"]
    with pytest.raises(IllegalActionError, match="forced to bid the minimum, 35"):
        act(s, "36")
    with pytest.raises(IllegalActionError, match="forced to bid the minimum, 35"):
        act(s, "42")
