"""RULES.md 1, "Suits, following, winning a trick" and "Count tiles"."""

import pytest
from helpers import act, dealt, tiles

from texas42_qt.engine import TILE_COUNT, Contract, IllegalActionError, Rules, tile_id
from texas42_qt.engine.tables import (
    TRUMP_SUIT,
    DoublesMode,
    doubles_trump_table,
    no_trump_table,
    suit_trump_table,
)


def t(name: str) -> int:
    return tiles(name)[0]


def winner(table, names: str) -> str:
    played = tiles(names)
    return names.split()[table.winner_index(played)]


def test_count_tiles_are_35_points():
    assert TILE_COUNT[t("5-5")] == TILE_COUNT[t("6-4")] == 10
    assert TILE_COUNT[t("5-0")] == TILE_COUNT[t("4-1")] == TILE_COUNT[t("3-2")] == 5
    assert sum(TILE_COUNT) == 35


def test_tile_ids_read_either_order():
    assert t("4-6") == t("6-4") == tile_id(6, 4)
    assert t("0-0") == 0 and t("6-6") == 27


@pytest.mark.parametrize(
    "trump, tile, led",
    [
        (5, "6-2", 6),  # "leading 6-2 with fives trump leads sixes"
        (5, "5-2", TRUMP_SUIT),  # a trump leads trumps
        (2, "6-2", TRUMP_SUIT),
        (5, "5-5", TRUMP_SUIT),
        (5, "3-3", 3),
        (0, "4-0", TRUMP_SUIT),
        (6, "4-1", 4),
    ],
)
def test_led_suit_under_suit_trump(trump, tile, led):
    assert suit_trump_table(trump).lead_suit[t(tile)] == led


def test_led_suit_under_doubles_and_follow_me():
    doubles = doubles_trump_table()
    assert doubles.lead_suit[t("6-6")] == TRUMP_SUIT
    assert doubles.lead_suit[t("0-0")] == TRUMP_SUIT
    assert doubles.lead_suit[t("6-2")] == 6
    follow = no_trump_table(DoublesMode.HIGH)
    assert follow.lead_suit[t("6-2")] == 6
    assert follow.lead_suit[t("3-3")] == 3


def test_trump_belongs_to_trump_suit_only():
    table = suit_trump_table(5)
    sixes = table.members[6]
    assert not sixes >> t("6-5") & 1  # 6-5 is a trump, not a six
    assert sixes >> t("6-2") & 1
    assert table.members[TRUMP_SUIT] >> t("6-5") & 1


def test_rank_inside_a_suit_double_then_other_end():
    """threes: 3-3, 6-3, 5-3, 4-3, 3-2, 3-1, 3-0 (sixes trump so 6-3 is a trump; use fives)."""
    table = suit_trump_table(0)  # blanks trump: 3-0 is a trump, so compare the rest
    order = ["3-3", "6-3", "5-3", "4-3", "3-2", "3-1"]
    power = table.power[3]
    assert sorted(order, key=lambda n: -power[t(n)]) == order
    follow = no_trump_table(DoublesMode.HIGH)
    order = ["3-3", "6-3", "5-3", "4-3", "3-2", "3-1", "3-0"]
    assert sorted(order, key=lambda n: -follow.power[3][t(n)]) == order


def test_trump_suit_ranks_the_same_way():
    table = suit_trump_table(4)
    order = ["4-4", "6-4", "5-4", "4-3", "4-2", "4-1", "4-0"]
    assert sorted(order, key=lambda n: -table.power[TRUMP_SUIT][t(n)]) == order


def test_highest_trump_wins():
    table = suit_trump_table(2)
    assert winner(table, "6-6 2-0 6-5 2-1") == "2-1"
    assert winner(table, "6-6 2-0 6-5 2-2") == "2-2"


def test_without_trump_highest_of_led_suit_wins():
    table = suit_trump_table(2)
    assert winner(table, "6-1 6-3 5-5 4-4") == "6-3"  # off-suit doubles cannot win
    assert winner(table, "6-1 6-6 6-5 4-4") == "6-6"


def test_doubles_trump_6_6_high_down_to_0_0():
    table = doubles_trump_table()
    assert winner(table, "1-1 0-0 6-5 3-3") == "3-3"
    assert winner(table, "6-5 6-4 0-0 6-0") == "0-0"  # any double trumps
    assert winner(table, "6-5 6-4 5-4 6-0") == "6-5"


def test_follow_me_doubles_high_and_low():
    high = no_trump_table(DoublesMode.HIGH)
    low = no_trump_table(DoublesMode.LOW)
    assert winner(high, "6-2 6-6 6-5 1-1") == "6-6"
    assert winner(low, "6-2 6-6 6-5 1-1") == "6-5"
    assert winner(low, "6-6 6-0 5-5 4-4") == "6-0"  # even led, the double is lowest


FOUR = Rules()


def trick_state(hands: dict[int, str], trump: str = "5", shaker: int = 3):
    """Seat 0 (left of shaker 3) bids 30 and names trump; everyone else passes."""
    s = dealt(FOUR, hands, shaker=shaker)
    act(s, "30", "pass", "pass", "pass", f"trump {trump}")
    return s


def test_must_follow_the_led_suit_with_plain_words():
    s = trick_state({0: "6-2 0-0 1-1 2-2 3-3 4-4 6-6", 1: "6-1 0-1 2-1 3-1 4-3 4-2 4-0"})
    act(s, "6-2")
    with pytest.raises(IllegalActionError, match=r"seat 1 must follow sixes \(holds 6-1\)"):
        act(s, "0-1")
    act(s, "6-1")


def test_a_trump_does_not_have_to_follow_its_other_suit():
    # fives trump: 6-5 is a trump, so seat 1 holding only 6-5 among sixes may play anything
    s = trick_state({0: "6-2 0-0 1-1 2-2 3-3 4-4 6-6", 1: "6-5 0-1 2-1 3-1 4-3 4-2 4-0"})
    act(s, "6-2")
    act(s, "0-1")


def test_trumps_led_must_be_followed_with_a_trump():
    s = trick_state({0: "5-5 0-0 1-1 2-2 3-3 4-4 6-6", 1: "5-1 0-1 2-1 3-1 4-3 4-2 4-0"})
    act(s, "5-5")
    with pytest.raises(IllegalActionError, match="must follow trumps"):
        act(s, "4-0")
    act(s, "5-1")


def test_no_obligation_to_trump_or_overtake():
    s = trick_state({0: "6-2 0-0 1-1 2-2 3-3 4-4 6-6", 1: "5-1 0-1 2-1 3-1 4-3 4-2 4-0"})
    act(s, "6-2")
    assert len(s.legal_actions()) == 7  # void in sixes: any tile


def test_bid_winner_leads_and_trick_winner_leads_next():
    s = trick_state({0: "6-6 0-0 1-1 2-2 3-3 4-4 6-2", 1: "6-1 0-1 2-1 3-1 4-3 4-2 4-0"})
    assert s.to_act == 0 and s.leader == 0
    act(s, "6-6", "6-1")
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.tricks[0].winner == 0 and s.to_act == 0
    act(s, "0-0")
    assert s.to_act == 1


def test_trick_points_are_one_plus_count():
    s = trick_state({0: "6-6 0-0 1-1 2-2 3-3 4-4 6-2", 1: "6-4 5-5 2-1 3-1 4-3 4-2 4-0", 2: "6-1 6-0 5-0"})
    act(s, "6-6", "6-4", "6-1")
    s.apply(s.legal_actions()[0])
    assert s.tricks[0].winner == 0
    assert s.tricks[0].points == 1 + 10 + sum(TILE_COUNT[x] for x in s.tricks[0].tiles[3:])


def test_doubles_trump_must_follow_with_a_double():
    s = trick_state({0: "6-6 0-1 2-1 3-1 4-3 4-2 6-2", 1: "1-1 6-5 0-2 0-3 0-4 0-5 0-6"}, trump="doubles")
    act(s, "6-6")
    with pytest.raises(IllegalActionError, match="must follow trumps"):
        act(s, "6-5")
    act(s, "1-1")
    assert s.contract is Contract.DOUBLES


def test_follow_me_double_follows_its_suit():
    rules = Rules(follow_me_doubles="low")
    s = dealt(rules, {0: "6-2 0-1 2-1 3-1 4-3 4-2 4-0", 1: "6-6 5-5 0-0 1-1 2-2 3-3 4-4"}, shaker=3)
    act(s, "30", "pass", "pass", "pass", "trump follow-me", "6-2")
    assert [str(a) for a in s.legal_actions()] == ["play 6-6"]
