"""The engine's API: rules values, presets, seeded deals, observations, clone, undo."""

import subprocess
import sys

import pytest
from helpers import act, dealt, play_out

from texas42_qt.engine import (
    PRESETS,
    GameState,
    IllegalActionError,
    NelloRule,
    Phase,
    Rules,
    RulesError,
    SpecialRule,
    Variant,
    tiles_of,
)
from texas42_qt.engine.tiles import names


def test_engine_imports_no_qt():
    code = (
        "import sys, texas42_qt.engine, texas42_qt.engine.record\n"
        "print([m for m in sys.modules if m.startswith(('PySide', 'shiboken')) or 'Qt' in m.split('.')[0]])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize(
    "values, message",
    [
        ({"min_bid": 29}, r"'min_bid' must be a whole number from 30 to 41, got 29"),
        ({"all_pass": "redeal"}, r"'all_pass' must be one of \"forced\", \"reshake\", got \"redeal\""),
        ({"allow_84": "yes"}, r"'allow_84' must be one of true, false"),
        ({"scoring": "pts"}, r"'scoring' must be one of \"marks\", \"points\""),
        ({"nello": NelloRule(doubles="middle")}, r"'nello.doubles' must be one of"),
        ({"plunge": SpecialRule(3)}, r"'plunge.min_marks' must be 4 or 5"),
        ({"widow": "after_trump"}, r"unknown rule 'widow' for Texas 42"),
        ({"target": 0}, r"'target' must be a whole number from 1 to 10000, got 0"),
    ],
)
def test_bad_rule_values_name_the_key_and_allowed_values(values, message):
    with pytest.raises(RulesError, match=message):
        Rules.make("42", **values)


def test_moon_rules_validated_too():
    with pytest.raises(RulesError, match=r"'min_bid' must be one of 3, 4, 5"):
        Rules.make("moon", min_bid=6)
    with pytest.raises(RulesError, match="unknown rule 'scoring' for Moon"):
        Rules.make("moon", scoring="points")
    with pytest.raises(RulesError, match="variant must be one of"):
        Rules.make("chess")


def test_rules_from_dict_reads_record_style_specials():
    r = Rules.from_dict("42", {"nello": {"min_marks": 2, "doubles": "low"}, "plunge": True, "sevens": False})
    assert r.nello == NelloRule(2, "low") and r.plunge == SpecialRule(4) and r.sevens is None
    assert Rules.from_dict("42", r.to_dict()) == r
    with pytest.raises(RulesError, match="unknown key"):
        Rules.from_dict("42", {"nello": {"min_marks": 1, "colour": "red"}})


def test_to_dict_writes_only_what_differs():
    assert Rules().to_dict() == {}
    assert Rules(scoring="points").to_dict() == {"scoring": "points"}
    assert Rules(scoring="points", target=500).to_dict() == {"scoring": "points", "target": 500}


def test_presets():
    assert set(PRESETS) == {"Straight 42 (tournament)", "Texas house rules", "Moon", "42 for three"}
    assert Rules.preset("Straight 42 (tournament)") == Rules()
    house = Rules.preset("Texas house rules")
    assert house.all_pass == "forced" and house.nello and house.plunge and house.splash and house.sevens
    assert Rules.preset("Moon").variant is Variant.MOON
    assert Rules.preset("42 for three").variant is Variant.THREE
    with pytest.raises(RulesError, match="unknown preset"):
        Rules.preset("Nonsense")


def test_same_seed_same_deal_on_every_machine():
    s = GameState(Rules(), seed=12345)
    s.deal()
    # Pinned: SplitMix64 + Fisher-Yates, independent of Python's `random`.
    assert s.shaker == GameState(Rules(), seed=12345).shaker
    assert [names(h) for h in s.hands] == PINNED_DEAL
    again = GameState(Rules(), seed=12345)
    again.deal()
    assert again.hands == s.hands
    other = GameState(Rules(), seed=12346)
    other.deal()
    assert other.hands != s.hands


PINNED_DEAL = [
    "5-2 3-3 3-2 2-2 2-1 1-0 0-0",
    "6-6 6-5 6-0 5-5 4-4 3-0 2-0",
    "6-3 6-2 5-4 5-3 4-1 4-0 3-1",
    "6-4 6-1 5-1 5-0 4-3 4-2 1-1",
]


def test_legal_actions_are_a_usable_set():
    s = dealt(Rules(), {}, shaker=3)
    legal = set(s.legal_actions())
    assert len(legal) == len(s.legal_actions())
    assert all(s.is_legal(a) for a in legal)


def test_observation_hides_other_hands_until_the_end():
    s = dealt(Rules(), {}, shaker=3)
    for seat in range(4):
        obs = s.observation(seat)
        assert obs.hand == s.hands[seat] and obs.revealed is None
        assert obs.hand_sizes == (7, 7, 7, 7)
        assert obs.legal == (tuple(s.legal_actions()) if seat == s.to_act else ())
    assert "hands" not in s.observation(0).__dataclass_fields__


def test_observation_is_the_same_whatever_the_hidden_tiles():
    a = dealt(Rules(), {0: "6-6 6-5 6-4 6-3 6-2 6-1 6-0"}, shaker=3)
    b = GameState(Rules(), seed=7, first_shaker=3)
    rest = [t for t in tiles_of((1 << 28) - 1) if not a.hands[0] >> t & 1]
    b.deal([tiles_of(a.hands[0]), rest[0:7], rest[7:14], rest[14:21]])
    for s in (a, b):
        act(s, "30", "pass", "pass", "pass", "trump 6", "6-6")
    assert a.hands[1] != b.hands[1]
    oa, ob = a.observation(0), b.observation(0)
    assert oa.legal == ob.legal and oa.hand == ob.hand and oa.tricks == ob.tricks


def test_clone_is_independent():
    s = dealt(Rules(), {}, shaker=3)
    c = s.clone()
    act(c, "30", "pass")
    assert s.phase is Phase.BID and s.bids == [] and s.actions == []
    assert c != s


def test_undo_restores_the_previous_state_exactly():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "30", "pass", "pass", "pass", "trump 6")
    before = s.clone()
    s.apply(s.legal_actions()[0])
    s.undo()
    assert s == before
    s.undo()
    assert s.phase is Phase.TRUMP


def test_undo_across_a_finished_hand():
    s = dealt(Rules(), {}, shaker=3)
    act(s, "30", "pass", "pass", "pass", "trump 6")
    while True:
        before = s.clone()
        s.apply(s.legal_actions()[0])
        if s.phase is Phase.SCORED:
            break
    s.next_hand()
    s.deal()
    s.undo()
    assert s == before and s.score == [0, 0]


def test_nothing_to_undo():
    s = GameState(Rules(), seed=1)
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        s.undo()
    s.deal()
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        s.undo()


def test_illegal_action_messages_name_seat_and_tile():
    s = dealt(Rules(), {0: "6-6 6-5 6-4 6-3 6-2 6-1 6-0"}, shaker=3)
    act(s, "30", "pass", "pass", "pass", "trump 6")
    with pytest.raises(IllegalActionError, match="seat 0 does not hold 5-5"):
        act(s, "5-5")


def test_deal_is_checked():
    s = GameState(Rules(), seed=1)
    with pytest.raises(IllegalActionError, match="7 tiles each"):
        s.deal([[0]] * 4)
    with pytest.raises(IllegalActionError, match="dealt twice"):
        s.deal([list(range(7))] * 4)


def test_next_hand_only_after_a_scored_hand():
    s = GameState(Rules(), seed=1)
    s.deal()
    with pytest.raises(IllegalActionError, match="after a scored hand"):
        s.next_hand()
    play_out(s)
    s.next_hand()
    assert s.phase is Phase.DEAL and s.hand_index == 1
