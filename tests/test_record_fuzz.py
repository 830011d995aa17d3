"""Loading never raises anything but RecordError (issue 11, item 3), with a
Hypothesis fuzz over mutations of the records in tests/records/."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from texas42_qt.engine.record import RecordError, from_record, loads

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from record_fuzz_bench import paths as walk  # noqa: E402  (the bench's mutation helpers)
from record_fuzz_bench import replace as put  # noqa: E402

RECORDS = sorted(Path(__file__).parent.joinpath("records").glob("*.t42"))
VALID = []
for p in RECORDS:
    try:
        VALID.append(json.loads(p.read_text()))
    except (ValueError, RecursionError):
        pass


def load_or_refuse(doc) -> None:
    try:
        from_record(doc)
    except RecordError as e:
        text = str(e)
        assert "\n" not in text and len(text) < 400, text


def test_rules_naming_the_variant_is_refused():
    doc = {"format": "texas42-record", "version": 1, "variant": "42", "rules": {"variant": "42"}, "hands": []}
    with pytest.raises(RecordError, match="unknown rule 'variant'"):
        from_record(doc)


def test_deeply_nested_rule_value_is_refused_in_one_short_line():
    value: object = 1
    for _ in range(990):
        value = [value]
    doc = {"format": "texas42-record", "version": 1, "variant": "42", "rules": {"min_bid": value}, "hands": []}
    with pytest.raises(RecordError) as info:
        from_record(doc)
    assert len(str(info.value)) < 300


def test_variant_must_be_a_string_and_unknown_keys_are_refused():
    base = {"format": "texas42-record", "version": 1, "variant": "42", "hands": []}
    with pytest.raises(RecordError, match="variant"):
        from_record({**base, "variant": 42})
    with pytest.raises(RecordError, match="unknown key"):
        from_record({**base, "colour": "red"})
    with pytest.raises(RecordError, match="unknown key"):
        from_record({**base, "hands": [{"shaker": 0, "deal": [], "mood": 1}]})


def test_long_values_are_cut_in_messages():
    doc = {"format": "texas42-record", "version": 1, "variant": "x" * 2000, "hands": []}
    with pytest.raises(RecordError) as info:
        from_record(doc)
    assert len(str(info.value)) < 200


def test_long_player_names_are_cut():
    good = next(d for d in VALID if _loads(d))
    doc = {**good, "players": ["n" * 1_000_000] * len(good.get("players") or ["", "", "", ""])}
    game = from_record(doc)
    assert all(len(p) <= 40 for p in game.players)


def _loads(doc) -> bool:
    try:
        from_record(doc)
        return True
    except RecordError:
        return False


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, derandomize=True, database=None,  # the same examples every run
          suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzzed_records_load_or_are_refused(data):
    doc = data.draw(st.sampled_from(VALID))
    paths = list(walk(doc))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        doc = put(doc, path, data.draw(JSON))
        paths = list(walk(doc))
    load_or_refuse(doc)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_truncated_bytes_are_refused(path):
    """A record cut short anywhere inside its JSON is refused with a RecordError (it could not fail
    before: it passed whether the cut record loaded or was refused)."""
    raw = path.read_bytes().rstrip()
    for cut in (1, len(raw) // 2, len(raw) - 1):
        with pytest.raises(RecordError):
            loads(raw[:cut])


def test_an_unknown_special_key_with_a_newline_is_refused_in_one_line():
    """Found by the fuzz test: a key holding a newline reached the message as it was."""
    doc = {"format": "texas42-record", "version": 1, "variant": "42", "rules": {"nello": {"\n": None}}, "hands": []}
    with pytest.raises(RecordError) as info:
        from_record(doc)
    assert "\n" not in str(info.value) and "unknown key" in str(info.value)
