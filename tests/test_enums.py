"""Rule options, special bids and hand outcomes are StrEnums: members inside the
engine, the same strings as before in records and in comparisons."""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest
from helpers import act, dealt, play_out

from texas42_qt.engine import (
    AllPass,
    Bid,
    FollowMeDoubles,
    GameState,
    MarkRaise,
    NelloDoubles,
    NelloRule,
    OpeningBidder,
    Outcome,
    Rules,
    RulesError,
    Scoring,
    SetScoring,
    Special,
    Variant,
    WidowTiming,
    record,
    rule_choices,
)

RECORDS_DIR = Path(__file__).resolve().parent / "records"
VALID_RECORDS = sorted(p for p in RECORDS_DIR.glob("*.t42") if not p.name.startswith("invalid_"))

# The strings RECORD.md and `texas42-record check` use: these must never change.
RECORD_STRINGS: dict[type[StrEnum], list[str]] = {
    MarkRaise: ["one", "any"],
    AllPass: ["forced", "reshake", "redeal"],
    OpeningBidder: ["left_of_shaker", "holder_1_0"],
    FollowMeDoubles: ["high", "low"],
    Scoring: ["marks", "points"],
    WidowTiming: ["before_trump", "after_trump"],
    SetScoring: ["minus_bid", "opponents_gain"],
    NelloDoubles: ["own_suit", "high", "low"],
    Special: ["plunge", "splash"],
    Outcome: ["made", "set", "reshake", "redeal", "in_progress"],
}

ENUM_FIELDS = {
    "mark_raise": MarkRaise,
    "all_pass": AllPass,
    "opening_bidder": OpeningBidder,
    "follow_me_doubles": FollowMeDoubles,
    "scoring": Scoring,
    "widow": WidowTiming,
    "set_scoring": SetScoring,
}


@pytest.mark.parametrize("cls", list(RECORD_STRINGS), ids=lambda c: c.__name__)
def test_enum_values_are_the_record_strings(cls):
    assert [m.value for m in cls] == RECORD_STRINGS[cls]
    for member in cls:
        assert member == member.value and hash(member) == hash(member.value)
        assert str(member) == f"{member}" == member.value
        assert json.dumps(member) == json.dumps(member.value)


@pytest.mark.parametrize("variant", list(Variant))
def test_rule_choices_are_members(variant):
    for key, choices in rule_choices(variant).items():
        if key in ENUM_FIELDS:
            assert all(type(c) is ENUM_FIELDS[key] for c in choices), key


@pytest.mark.parametrize("variant", list(Variant))
def test_every_choice_field_holds_a_member(variant):
    rules = Rules.make(variant)
    for key, cls in ENUM_FIELDS.items():
        assert type(getattr(rules, key)) is cls, key


def test_rules_coerce_strings_to_members():
    rules = Rules.make(scoring="points", mark_raise="any", all_pass="reshake", follow_me_doubles="low",
                       opening_bidder="holder_1_0", nello=NelloRule(2, "high"))
    assert rules.scoring is Scoring.POINTS and rules.target == 250
    assert rules.mark_raise is MarkRaise.ANY
    assert rules.all_pass is AllPass.RESHAKE
    assert rules.follow_me_doubles is FollowMeDoubles.LOW
    assert rules.opening_bidder is OpeningBidder.HOLDER_1_0
    assert rules.nello is not None and rules.nello.doubles is NelloDoubles.HIGH
    assert Rules(all_pass="reshake").all_pass is AllPass.RESHAKE  # the constructor too
    assert Rules().with_(scoring="points").scoring is Scoring.POINTS
    moon = Rules.from_dict("moon", {"widow": "after_trump", "set_scoring": "opponents_gain"})
    assert moon.widow is WidowTiming.AFTER_TRUMP and moon.set_scoring is SetScoring.OPPONENTS_GAIN
    assert moon.all_pass is AllPass.REDEAL
    assert Rules.make(scoring="points") == Rules.make(scoring=Scoring.POINTS)


def test_members_still_compare_with_strings():
    # The GUI compares with plain strings and keys its labels by them.
    rules = Rules.make(scoring="points")
    assert rules.scoring == "points" and rules.scoring != "marks"
    assert {"marks": "mark", "points": "point"}[rules.scoring] == "point"
    assert Bid(84, "plunge") == Bid(84, Special.PLUNGE) and Bid(84, "plunge").special is Special.PLUNGE
    assert hash(Bid(84, "plunge")) == hash(Bid(84, Special.PLUNGE))
    assert str(Bid(84, Special.SPLASH)) == "splash (2 marks)"


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"scoring": "pointz"}, "rule 'scoring' must be one of \"marks\", \"points\", got \"pointz\""),
        ({"all_pass": "redeal"}, "rule 'all_pass' must be one of \"forced\", \"reshake\", got \"redeal\""),
        ({"mark_raise": 1}, "rule 'mark_raise' must be one of \"one\", \"any\", got 1"),
        ({"follow_me_doubles": "HIGH"}, "rule 'follow_me_doubles' must be one of \"high\", \"low\", got \"HIGH\""),
        ({"nello": NelloRule(1, "middle")},
         "rule 'nello.doubles' must be one of \"own_suit\", \"high\", \"low\", got 'middle'"),
    ],
)
def test_bad_values_raise_rules_error(values, message):
    with pytest.raises(RulesError) as e:
        Rules.make(**values)
    assert str(e.value) == message


def test_bad_value_message_is_cut():
    with pytest.raises(RulesError) as e:
        Rules.make("moon", widow="x" * 10_000)
    assert "\n" not in str(e.value) and len(str(e.value)) < 200


def _plain(value: Any) -> bool:
    """JSON data with no enum members in it (a repr of it shows the same text)."""
    if isinstance(value, dict):
        return all(type(k) is str and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or type(value) in (str, int, bool)


@pytest.mark.parametrize("path", VALID_RECORDS, ids=lambda p: p.stem)
def test_record_round_trip_keeps_the_json_text(path):
    loaded = record.read_file(path)
    text = record.dumps(loaded.state, loaded.players)
    again = record.loads(text)
    assert again.state == loaded.state
    assert record.dumps(again.state, again.players) == text
    assert json.loads(record.RecordWriter().dumps(again.state, again.players)) == json.loads(text)
    assert _plain(record.to_record(loaded.state, loaded.players))
    assert _plain(record.summary(loaded.state))


@pytest.mark.parametrize(
    ("name", "rules_json"),
    [
        ("points_scoring", '{"end_early": false, "scoring": "points", "target": 60}'),
        ("moon_opponents_gain", '{"widow": "after_trump", "set_scoring": "opponents_gain"}'),
        ("nello_doubles_low", '{"nello": {"min_marks": 1, "doubles": "low"}}'),
        ("reshake", '{"all_pass": "reshake"}'),
        ("holder_1_0_in_progress", '{"opening_bidder": "holder_1_0"}'),
        ("follow_me_doubles_low", '{"follow_me_doubles": "low"}'),
    ],
)
def test_rules_are_written_as_before(name, rules_json):
    loaded = record.read_file(RECORDS_DIR / f"{name}.t42")
    assert json.dumps(record.to_record(loaded.state)["rules"]) == rules_json


def test_special_bids_are_written_as_before():
    loaded = record.read_file(RECORDS_DIR / "plunge.t42")
    actions = [a for h in json.loads(record.dumps(loaded.state))["hands"] for a in h["actions"]]
    assert {"seat": 1, "bid": 168, "special": "plunge"} in actions
    bids = [a for log in loaded.state.logs for _, a in log.actions if isinstance(a, Bid) and a.special]
    assert bids and all(type(b.special) is Special for b in bids)


def test_hand_results_are_outcome_members():
    made = play_out(act(dealt(Rules(), {0: "6-6 6-5 6-4 6-3 6-2 6-1 6-0"}, shaker=3), "42", "pass", "pass", "pass", "trump 6"))
    assert made.result is not None and made.result.result is Outcome.MADE
    reshake = act(dealt(Rules(all_pass="reshake"), {}, shaker=3), "pass", "pass", "pass", "pass")
    assert reshake.result is not None and reshake.result.result is Outcome.RESHAKE
    redeal = act(dealt(Rules.make("moon"), {}), "pass", "pass", "pass")
    assert redeal.result is not None and redeal.result.result is Outcome.REDEAL
    game = GameState(Rules(), seed=5)
    while len(game.results) < 6 and game.winner is None:
        game.deal()
        play_out(game)
        if game.winner is None:
            game.next_hand()
    assert game.results and all(type(r.result) is Outcome for r in game.results)
    summary = record.summary(game)
    assert [h["result"] for h in summary["hands"]] == [r.result.value for r in game.results]
