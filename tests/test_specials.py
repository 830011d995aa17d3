"""RULES.md 2, special contracts."""

import pytest
from helpers import act, dealt, play_out, tiles

from texas42_qt.engine import Bid, Contract, IllegalActionError, NelloRule, Phase, Rules, SpecialRule
from texas42_qt.engine.tables import TRUMP_SUIT

NELLO = Rules(nello=NelloRule())
LOW_HAND = "1-0 2-0 3-0 4-0 2-1 3-1 4-2"


def nello(rules: Rules = NELLO, bid: str = "42", hand: str = LOW_HAND):
    s = dealt(rules, {0: hand}, shaker=3)
    act(s, bid, "pass", "pass", "pass", "trump nello")
    return s


def test_nello_needs_a_one_mark_bid_by_default():
    s = dealt(NELLO, {}, shaker=3)
    act(s, "41", "pass", "pass", "pass")
    assert Contract.NELLO not in [a.contract for a in s.legal_actions()]
    with pytest.raises(IllegalActionError, match=r"Nello needs a bid of at least 1 mark"):
        act(s, "trump nello")


def test_nello_two_mark_house_rule():
    s = dealt(Rules(nello=NelloRule(min_marks=2)), {}, shaker=3)
    act(s, "42", "pass", "pass", "pass")
    assert Contract.NELLO not in [a.contract for a in s.legal_actions()]
    s = dealt(Rules(nello=NelloRule(min_marks=2)), {}, shaker=3)
    act(s, "84", "pass", "pass", "pass", "trump nello")
    assert s.contract is Contract.NELLO


def test_nello_partner_sits_out_and_tricks_have_three_tiles():
    s = nello()
    assert s.out_seat == 2 and s.to_act == 0  # the bidder leads
    assert s.observation(1).sitting_out == 2
    act(s, "1-0")
    s.apply(s.legal_actions()[0])
    assert s.to_act == 3  # seat 2 is skipped
    s.apply(s.legal_actions()[0])
    assert len(s.tricks) == 1 and len(s.tricks[0].tiles) == 3 and 2 not in s.tricks[0].seats


def test_nello_set_as_soon_as_the_bidder_takes_a_trick():
    s = nello(hand="6-6 2-0 3-0 4-0 2-1 3-1 4-2")
    act(s, "6-6")  # no one can beat the top double of the doubles suit
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.phase is Phase.SCORED and s.result.result == "set" and s.result.awarded == (0, 1)


def test_nello_made_after_losing_every_trick():
    # Seat 0 holds the lowest tiles; the others must follow higher or throw off.
    s = nello(hand="1-0 2-0 3-0 4-0 5-0 6-0 0-0")
    play_out(s)
    assert s.result.result == "made", s.result
    assert s.result.trick_winners.count(0) == 0 and len(s.tricks) == 7
    assert s.result.awarded == (1, 0)
    assert s.hands[2].bit_count() == 7  # the partner never played


def test_nello_doubles_own_suit_leads_the_doubles():
    s = nello(hand="1-1 2-0 3-0 4-0 2-1 3-1 4-2")
    act(s, "1-1")
    assert s.led_suit() == TRUMP_SUIT
    doubles = s.table.members[TRUMP_SUIT]
    follow = [a.tile for a in s.legal_actions()]
    if s.hands[1] & doubles:
        assert all(doubles >> t & 1 for t in follow)  # seat 1 must follow with a double


def test_nello_doubles_high_and_low_in_their_suits():
    high = nello(Rules(nello=NelloRule(doubles="high")), hand="1-1 2-0 3-0 4-0 2-1 3-1 4-2")
    act(high, "1-1")
    assert high.led_suit() == 1
    low = nello(Rules(nello=NelloRule(doubles="low")))
    t = tiles("6-6 6-0")
    assert low.table.power[6][t[0]] < low.table.power[6][t[1]]
    assert high.table.power[6][t[0]] > high.table.power[6][t[1]]


SEVENS = Rules(sevens=SpecialRule(1))


def test_sevens_play_the_tile_closest_to_seven():
    s = dealt(SEVENS, {0: "6-2 5-1 5-5 1-0 2-0 3-0 2-1", 1: "6-6 5-3 4-4 0-0 1-1 2-2 6-5"}, shaker=3)
    act(s, "42", "pass", "pass", "pass", "trump sevens")
    with pytest.raises(IllegalActionError, match=r"must play the tile closest to 7 \(holds 6-2, 5-1\)"):
        act(s, "1-0")
    assert sorted(str(a) for a in s.legal_actions()) == ["play 5-1", "play 6-2"]  # 8 and 6 tie
    act(s, "5-1")
    assert sorted(str(a) for a in s.legal_actions()) == ["play 4-4", "play 5-3"]


def test_sevens_closest_wins_and_a_tie_goes_to_the_first_played():
    s = dealt(SEVENS, {0: "4-3 6-0 5-5 1-0 2-0 3-0 2-1", 1: "5-2 6-6 4-4 0-0 1-1 2-2 3-3"}, shaker=3)
    act(s, "42", "pass", "pass", "pass", "trump sevens", "4-3", "5-2")
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.tricks[0].winner == 0  # 4-3 and 5-2 both make 7: the first played wins


def test_sevens_bidders_must_take_every_trick():
    s = dealt(SEVENS, {0: "6-6 1-0 2-0 3-0 2-1 1-1 0-0", 1: "4-3 5-2 6-1 4-4 3-3 2-2 5-5"}, shaker=3)
    act(s, "42", "pass", "pass", "pass", "trump sevens")
    play_out(s)
    assert s.result.result == "set" and s.result.awarded == (0, 1)


PLUNGE = Rules(plunge=SpecialRule(4))
FOUR_DOUBLES = "6-6 5-5 4-4 3-3 2-0 3-0 4-0"


def test_plunge_needs_four_doubles():
    s = dealt(PLUNGE, {0: "6-6 5-5 4-4 2-0 3-0 4-0 5-0"}, shaker=3)
    assert not any(getattr(a, "special", None) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="Plunge needs at least 4 doubles; seat 0 holds 3"):
        s.apply(Bid(168, "plunge"))


def test_plunge_is_four_marks_or_one_more_and_may_jump():
    s = dealt(PLUNGE, {0: FOUR_DOUBLES}, shaker=3)
    plunges = [a.value // 42 for a in s.legal_actions() if getattr(a, "special", None) == "plunge"]
    assert plunges[0] == 4 and 5 in plunges
    s = dealt(PLUNGE, {1: FOUR_DOUBLES}, shaker=3)
    act(s, "84", "pass")
    s = dealt(PLUNGE, {2: FOUR_DOUBLES}, shaker=3)
    act(s, "84", "126")
    plunges = [a.value // 42 for a in s.legal_actions() if getattr(a, "special", None) == "plunge"]
    assert plunges[0] == 4
    s = dealt(PLUNGE, {3: FOUR_DOUBLES}, shaker=3)
    act(s, "84", "126", "168")
    plunges = [a.value // 42 for a in s.legal_actions() if getattr(a, "special", None) == "plunge"]
    assert plunges[0] == 5
    with pytest.raises(IllegalActionError, match="5 marks"):
        s.apply(Bid(168, "plunge"))


def test_no_plunge_above_seven_marks_and_a_plunge_of_nothing_is_not_a_pass():
    """Found by review: over a bid of 7 marks the refusal named a Plunge of 8 marks, which no
    rule allows; a Plunge bid of 0 was refused as a pass."""
    s = dealt(Rules(plunge=SpecialRule(4), mark_raise="any"), {1: FOUR_DOUBLES}, shaker=3)
    act(s, "294")
    assert not any(getattr(a, "special", None) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match=r"the highest bid is 7 marks \(294\)"):
        s.apply(Bid(294, "plunge"))
    s = dealt(PLUNGE, {0: FOUR_DOUBLES}, shaker=3)
    with pytest.raises(IllegalActionError, match="a bid of 4 marks") as refused:
        s.apply(Bid(0, "plunge"))
    assert "pass" not in str(refused.value)


def test_plunge_partner_names_trump_and_leads():
    s = dealt(PLUNGE, {0: FOUR_DOUBLES}, shaker=3)
    act(s, "plunge 168", "pass", "pass", "pass")
    assert s.phase is Phase.TRUMP and s.to_act == 2 and s.bidder == 0
    contracts = [a.contract for a in s.legal_actions()]
    assert Contract.NELLO not in contracts
    act(s, "trump doubles")
    assert s.to_act == 2 and s.leader == 2
    play_out(s)
    lost = any(t.winner % 2 for t in s.tricks)
    assert s.result.result == ("set" if lost else "made")
    assert s.result.awarded == ((0, 4) if lost else (4, 0))


def test_splash_three_doubles_two_marks_or_one_more():
    rules = Rules(splash=SpecialRule(2))
    s = dealt(rules, {0: "6-6 5-5 4-4 2-0 3-0 4-0 5-0"}, shaker=3)
    splashes = [a.value for a in s.legal_actions() if getattr(a, "special", None) == "splash"]
    assert splashes == [84]
    s = dealt(rules, {1: "6-6 5-5 4-4 2-0 3-0 4-0 5-0"}, shaker=3)
    act(s, "84")
    splashes = [a.value for a in s.legal_actions() if getattr(a, "special", None) == "splash"]
    assert splashes == [126]
    s = dealt(rules, {0: "6-6 5-5 2-2 1-0 3-0 4-0 5-0"}, shaker=3)
    act(s, "splash 84", "pass", "pass", "pass")
    assert s.to_act == 2 and s.phase is Phase.TRUMP
    s = dealt(Rules(splash=SpecialRule(3)), {0: "6-6 5-5 2-2 1-0 3-0 4-0 5-0"}, shaker=3)
    assert [a.value for a in s.legal_actions() if getattr(a, "special", None)] == [126]


def test_splash_needs_three_doubles():
    s = dealt(Rules(splash=SpecialRule(2)), {0: "6-6 5-5 1-0 2-0 3-0 4-0 5-0"}, shaker=3)
    with pytest.raises(IllegalActionError, match="Splash needs at least 3 doubles"):
        s.apply(Bid(84, "splash"))


def test_specials_off_by_default():
    s = dealt(Rules(), {0: "6-6 5-5 4-4 3-3 2-2 1-1 0-0"}, shaker=3)
    with pytest.raises(IllegalActionError, match="Plunge is not played"):
        s.apply(Bid(168, "plunge"))


@pytest.mark.parametrize("special", ["nello", "sevens"])
def test_forced_specials(special):
    on = Rules(nello=NelloRule(), sevens=SpecialRule(1))  # as RULES.md: on by default
    s = dealt(on, {}, shaker=3)
    act(s, "pass", "pass", "pass", "30", f"trump {special}")
    assert s.contract.code == special
    off = Rules(nello=NelloRule(), sevens=SpecialRule(1), forced_specials=False)
    s = dealt(off, {}, shaker=3)
    act(s, "pass", "pass", "pass", "30")
    with pytest.raises(IllegalActionError, match="needs a bid of at least 1 mark"):
        act(s, f"trump {special}")
    s = dealt(on, {}, shaker=3)
    act(s, "30", "pass", "pass", "pass")  # not forced: the usual gate applies
    with pytest.raises(IllegalActionError):
        act(s, f"trump {special}")


def test_nello_in_points_game_scores_42_per_mark_not_the_count():
    rules = Rules(nello=NelloRule(), scoring="points")
    s = nello(rules, hand="1-0 2-0 3-0 4-0 5-0 6-0 0-0")
    play_out(s)
    assert s.result.result == "made" and s.result.awarded == (42, 0)


def test_no_plunge_or_splash_where_mark_bids_are_off():
    """Found by playing: Plunge (4 marks) was offered with the no-84 house rule."""
    rules = Rules(allow_84=False, plunge=SpecialRule(4), splash=SpecialRule(2))
    s = dealt(rules, {0: FOUR_DOUBLES}, shaker=3)
    assert not any(getattr(a, "special", None) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="not allowed"):
        s.apply(Bid(168, "plunge"))


def test_sevens_two_mark_house_rule():
    """docs/RULES.md: Sevens "made with a bid of at least 1 mark (house rule: 1 or 2)"."""
    rules = Rules(sevens=SpecialRule(2))
    s = dealt(rules, {}, shaker=3)
    act(s, "42", "pass", "pass", "pass")
    assert Contract.SEVENS not in [a.contract for a in s.legal_actions()]
    with pytest.raises(IllegalActionError, match=r"Sevens needs a bid of at least 2 marks \(84\)"):
        act(s, "trump sevens")
    s = dealt(rules, {}, shaker=3)
    act(s, "84", "pass", "pass", "pass", "trump sevens")
    assert s.contract is Contract.SEVENS


def test_plunge_five_mark_house_rule():
    """docs/RULES.md: a Plunge "is a bid of 4 marks (house rule: 4 or 5) or one mark more than the current
    high bid, whichever is higher, and may jump"."""
    s = dealt(Rules(plunge=SpecialRule(5)), {0: FOUR_DOUBLES}, shaker=3)
    assert [a.value // 42 for a in s.legal_actions() if getattr(a, "special", None)] == [5, 6, 7]
    with pytest.raises(IllegalActionError, match=r"a Plunge here is a bid of 5 marks \(210\)"):
        s.apply(Bid(168, "plunge"))


def test_a_splash_is_bid_at_its_level_and_does_not_jump():
    """RULES.md: a Splash is "bid at 2 marks ... or one mark above the current high bid" (a Plunge "may
    jump", a Splash may not); no bid goes above 7 marks. The refusal says the level (found by a rules
    audit: a Splash of 126 was refused as "cannot be bid at 126", a Plunge of 336 likewise)."""
    s = dealt(Rules(splash=SpecialRule(2)), {0: "6-6 5-5 4-4 2-0 3-0 4-0 5-0"}, shaker=3)
    assert [a.value for a in s.legal_actions() if getattr(a, "special", None)] == [84]
    with pytest.raises(IllegalActionError, match=r"a Splash here is a bid of 2 marks \(84\)"):
        s.apply(Bid(126, "splash"))
    s = dealt(PLUNGE, {0: FOUR_DOUBLES}, shaker=3)
    with pytest.raises(IllegalActionError, match=r"the highest bid is 7 marks \(294\)"):
        s.apply(Bid(336, "plunge"))


def test_nello_doubles_own_suit_neither_follow_nor_win_a_number_suit():
    """RULES.md: in Nello the doubles are "a suit of their own" (default) and "there are no trumps": a
    double does not follow its number, and played on another suit's lead it cannot win."""
    s = dealt(NELLO, {0: "6-2 1-0 2-0 3-0 4-0 2-1 3-1", 1: "6-6 5-5 4-4 3-3 2-2 1-1 0-0"}, shaker=3)
    act(s, "42", "pass", "pass", "pass", "trump nello", "6-2")
    assert len(s.legal_actions()) == 7  # 6-6 is no six: seat 1 has no six and plays any tile
    act(s, "6-6")
    s.apply(s.legal_actions()[0])
    assert s.tricks[0].winner != 1  # the 6-6 cannot win a trick of sixes
    assert s.table.winner_index(tiles("6-2 6-6 5-1")) == 0  # led 6-2 over 6-6 and an off tile


def test_texas_house_rules_preset_turns_on_the_four_specials_at_their_defaults():
    """The preset the rules page names: every special on at its default level, the rest as straight 42."""
    house = Rules.preset("Texas house rules")
    assert house.nello == NelloRule(1, "own_suit")
    assert (house.sevens, house.plunge, house.splash) == (SpecialRule(1), SpecialRule(4), SpecialRule(2))
    assert house.with_(nello=None, sevens=None, plunge=None, splash=None) == Rules()
