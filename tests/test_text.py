"""Translatable text without Qt (issue 14): `Text` keeps its template and
arguments, renders nested Text through a catalogue lookup, and every sentence
the Qt-free layers show comes whole from a template (none escapes the catalogue
by concatenating English)."""

from __future__ import annotations

import ast
import json
import pickle
import re
import string
from pathlib import Path
from typing import Any

import pytest
import test_reasons
from helpers import act
from test_reasons import quick  # noqa: F401 (a fixture the reasons' positions use)

from texas42_qt.ai import hints, reasons
from texas42_qt.ai.heuristics import describe_hand
from texas42_qt.engine import (
    CLAIM,
    Bid,
    Contract,
    Discard,
    GameState,
    IllegalActionError,
    NameTrump,
    Play,
    Rules,
    RulesError,
    refusals,
)
from texas42_qt.engine.record import RecordError, loads
from texas42_qt.engine.refusals import Refusal, RefusalCode
from texas42_qt.engine.text import QT_TRANSLATE_NOOP, Text, english, tx
from texas42_qt.engine.tiles import parse_tile
from texas42_qt.engine.wording import choice_phrase
from texas42_qt.engine.words import and_list
from texas42_qt.play import practice_flow
from texas42_qt.play.session import USER_FORMS, GameSession, SeatConfig, for_user
from texas42_qt.trainer import practice, review
from texas42_qt.trainer.stats import Stats

ROOT = Path(__file__).resolve().parent.parent / "texas42_qt"
QT_FREE = ("engine", "ai", "trainer", "play")


def outside_fields(source: str, n: int, change: Any) -> str:
    parts = re.split(r"(\{[^{}]*\})", english(source, n))
    return "".join(p if p.startswith("{") else change(p) for p in parts)


def upper(context: str, source: str, n: int) -> str:
    """A catalogue that shouts."""
    return outside_fields(source, n, str.upper)


def marked(context: str, source: str, n: int) -> str:
    """A catalogue in which every letter of a template is '·' (the fields stay)."""
    return outside_fields(source, n, lambda p: re.sub(r"[^\W\d_]", "·", p))


def assert_whole(value: Any) -> None:
    """`value` is a Text whose every word comes from a template: rendered in the
    marker catalogue nothing alphabetic is left (tile names and numbers are not)."""
    assert isinstance(value, Text), f"not a Text: {value!r}"
    out = value.render(marked)
    words = re.sub(r"'[^']*'|\"[^\"]*\"", "", out)  # quoted values are codes a record or a rule writes
    assert not re.search(r"[^\W\d_]", words), f"{value!r} leaves {out!r}"
    assert "{" not in str(value) and "{" not in out, f"a field is not filled: {value!r}"


# ------------------------------------------------------------------ Text itself


def test_a_text_is_its_english():
    t = tx(QT_TRANSLATE_NOOP("reasons", "the {tile} is a walker"), tile="6-6")
    assert t == "the 6-6 is a walker" and isinstance(t, str)
    assert (t.context, t.source, dict(t.args), t.n) == ("reasons", "the {tile} is a walker", {"tile": "6-6"}, -1)
    assert json.dumps({"m": t}) == '{"m": "the 6-6 is a walker"}'


def test_pickling_keeps_the_template():
    inner = tx(QT_TRANSLATE_NOOP("names", "sixes"))
    t = tx(QT_TRANSLATE_NOOP("engine", "must follow {suit}"), suit=inner)
    back = pickle.loads(pickle.dumps(t))
    assert back == t and back.source == t.source and isinstance(back.args["suit"], Text)
    assert back.render(upper) == "MUST FOLLOW SIXES"


def test_nested_render_translates_the_arguments():
    t = tx(QT_TRANSLATE_NOOP("reasons", "{seat}'s {tile}"), seat=tx(QT_TRANSLATE_NOOP("names", "your partner")), tile="5-5")
    assert t == "your partner's 5-5"
    assert t.render(upper) == "YOUR PARTNER'S 5-5"
    assert t.render(lambda c, s, n: "[" + s + "]") == "[[your partner]'s 5-5]"


def test_plurals():
    assert tx(QT_TRANSLATE_NOOP("names", "%n point(s)"), 1) == "1 point"
    assert tx(QT_TRANSLATE_NOOP("names", "%n point(s)"), 11) == "11 points"
    assert english("%n match(es)", 2) == "2 matches" and english("%n match(es)", 1) == "1 match"
    assert tx(QT_TRANSLATE_NOOP("names", "%n trick(s)"), 0) == "0 tricks"


def test_a_broken_translation_falls_back():
    t = tx(QT_TRANSLATE_NOOP("engine", "seat {seat} does not hold {tile}"), seat=2, tile="6-6")
    assert t.render(lambda c, s, n: "{sitz} hält {tile} nicht") == "{sitz} hält {tile} nicht"  # no crash
    assert t.render(lambda c, s, n: "{seat} {") == "{seat} {"


def test_lists():
    assert and_list(["6-3"]) == "6-3"
    assert and_list(["6-3", "6-1"]) == "6-3 and 6-1"
    assert and_list(["6-3", "6-2", "6-1"]) == "6-3, 6-2 and 6-1"
    assert_whole(and_list(["6-3", "6-2", "6-1", "6-0"]))


# ------------------------------------------------------------------ the catalogue's calls


def noop_calls() -> list[tuple[Path, ast.Call]]:
    out = []
    for package in QT_FREE:
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP":
                    out.append((path, node))
    return out


def test_every_template_is_a_literal():
    calls = noop_calls()
    assert len(calls) > 200
    for path, call in calls:
        where = f"{path.name}:{call.lineno}"
        assert len(call.args) == 2 and not call.keywords, where
        assert all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args), where
        context, source = (a.value for a in call.args)  # type: ignore[attr-defined]
        # ("Models": the words of bids and contracts in engine/wording.py kept the context they had in the GUI)
        assert context in {"names", "engine", "reasons", "hints", "review", "practice", "stats", "session", "analysis",
                           "datafile", "Models"}, where
        fields = [f for _, f, _, _ in string.Formatter().parse(source) if f is not None]
        assert all(f.isidentifier() for f in fields), f"{where}: a field is a plain name ({source!r})"


def engine_refusal_templates() -> dict[RefusalCode, set[str]]:
    """Each refusal code with the engine templates it is given with (read from refusals.py: a
    `RefusalCode.X` followed by its template, in a `refuse(...)` call or a (code, template) pair)."""
    tree = ast.parse(Path(refusals.__file__).read_text(encoding="utf-8"))
    constants = {node.targets[0].id: node.value for node in tree.body
                 if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)}
    out: dict[RefusalCode, set[str]] = {}
    for node in ast.walk(tree):
        items = node.args if isinstance(node, ast.Call) else node.elts if isinstance(node, ast.Tuple) else []
        for code, key in zip(items, items[1:]):
            if not (isinstance(code, ast.Attribute) and isinstance(code.value, ast.Name) and code.value.id == "RefusalCode"):
                continue
            key = constants.get(key.id, key) if isinstance(key, ast.Name) else key
            assert isinstance(key, ast.Call) and isinstance(key.args[1], ast.Constant), ast.dump(key)
            out.setdefault(RefusalCode[code.attr], set()).add(key.args[1].value)
    return out


def test_every_user_form_says_its_refusal():
    """The session words a refusal by its code: each user form has the fields of the engine's
    template for that code (less the seat, which becomes "you") and its plural count."""
    templates = engine_refusal_templates()
    assert set(USER_FORMS) <= set(templates)
    for code, (_context, form) in USER_FORMS.items():
        for source in templates[code]:
            fields = {f for _, f, _, _ in string.Formatter().parse(source) if f}
            used = {f for _, f, _, _ in string.Formatter().parse(form) if f}
            assert used <= fields - {"seat"}, form
            assert ("%n" in source) == ("%n" in form), form


def test_a_refusal_keeps_its_code_across_processes():
    g = GameState(Rules(), seed=3)
    g.deal()
    reason = g.refusal(Bid(29))
    assert isinstance(reason, Refusal) and reason.code is RefusalCode.BELOW_MINIMUM
    again = pickle.loads(pickle.dumps(reason))
    assert again.code is RefusalCode.BELOW_MINIMUM and again == reason


def test_a_moon_bid_out_of_range_names_its_tricks_and_the_moon_shot_by_their_rules():
    """7 and 21 were written into the sentence (and its translations); they are the layout's tricks and
    MOON_SHOT, given as fields like the minimum."""
    from texas42_qt.engine import MOON_SHOT

    g = GameState(Rules.preset("Moon"), seed=3)
    g.deal()
    seat = g.to_act
    reason = g.refusal(Bid(8))
    assert isinstance(reason, Refusal) and reason.code is RefusalCode.MOON_BID_RANGE
    assert reason.args["tricks"] == g.rules.layout.tricks == 7 and reason.args["shot"] == MOON_SHOT
    said = for_user(reason, seat)
    for text in (reason, said):
        assert not re.search(r"\d", text.source), text.source
    assert reason == f"a Moon bid is {g.rules.min_bid} to 7 tricks or 21 (shoot the moon), not 8"
    assert said == f"A Moon bid is {g.rules.min_bid} to 7 tricks or 21 (shoot the moon), not 8."


# ------------------------------------------------------------------ no sentence escapes


def test_refusals_are_whole():
    g = GameState(Rules.preset("Texas house rules"), seed=3)
    g.deal()
    seat = g.to_act
    for action in (Play(0), NameTrump(Contract.SIXES), Discard(0), CLAIM, Bid(29), Bid(50), Bid(84 * 4)):
        reason = g.refusal(action)
        assert_whole(reason)
        assert_whole(for_user(reason, seat))
    with pytest.raises(IllegalActionError) as e:
        g.apply(Play(0))
    assert_whole(e.value.args[0])
    act(g, "pass", "pass", "pass", "30", "trump 6")
    tile = next(t for t in range(28) if g.hands[g.to_act] >> t & 1)
    lead = g.refusal(Play(tile))
    assert lead is None
    g.apply(Play(tile))
    wrong = [t for t in range(28) if g.hands[g.to_act] >> t & 1 and g.refusal(Play(t)) is not None]
    for t in wrong[:1]:
        assert_whole(g.refusal(Play(t)))
        assert_whole(for_user(g.refusal(Play(t)), g.to_act))
    assert_whole(for_user(g.refusal(CLAIM), g.to_act))


def test_rule_and_record_errors_are_whole():
    with pytest.raises(RulesError) as e:
        Rules.make("42", min_bid=99)
    assert_whole(e.value.args[0])
    with pytest.raises(RecordError) as r:
        loads('{"format": "texas42-record", "version": 1, "variant": "42", "rules": {"min_bid": 99}, "hands": []}')
    assert_whole(r.value.args[0])
    assert str(r.value) == "rule 'min_bid' must be a whole number from 30 to 41, got 99"
    with pytest.raises(RecordError) as r:
        loads('{"format": "texas42-record", "version": 1, "variant": "42", "hands": [{"shaker": 9, "deal": []}]}')
    assert_whole(r.value.args[0])
    with pytest.raises(ValueError) as v:
        parse_tile("9-9")
    assert_whole(v.value.args[0])


REASON_TESTS = [name for name in dir(test_reasons) if name.startswith("test_")
                and set(getattr(test_reasons, name).__code__.co_varnames[: getattr(test_reasons, name).__code__.co_argcount])
                <= {"quick"}]


@pytest.mark.parametrize("name", REASON_TESTS)
def test_every_reason_kind_is_whole(name, monkeypatch, request):
    """The positions of test_reasons.py, each reason they produce rendered in the marker catalogue."""
    seen: list[Any] = []
    for func in ("play_reason", "play_fact", "chance_text"):
        original = getattr(reasons, func)

        def spy(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
            value = _original(*args, **kwargs)
            if value is not None:
                seen.append(value)
            return value

        monkeypatch.setattr(reasons, func, spy)
    test = getattr(test_reasons, name)
    fixtures = {f: request.getfixturevalue(f) for f in test.__code__.co_varnames[: test.__code__.co_argcount]}
    test(**fixtures)
    assert seen, "the position gave no reason"
    for value in seen:
        assert_whole(value)


def test_hint_texts_are_whole():
    g = GameState(Rules(), seed=11)
    g.deal()
    obs = g.observation(g.to_act)
    hint = hints.instant_bid_hint(obs)
    assert hint is not None
    assert_whole(hint.reason)
    assert_whole(hints.rule_text(Rules()))
    assert_whole(hints.rule_text(Rules.preset("Moon")))
    for choice in ("contract", "forced"):
        assert_whole(hints.rule_text(Rules(), choice))
        assert_whole(hints.rule_text(Rules.preset("Moon"), choice))
    assert_whole(hints.rule_text(Rules(), "contract", partners_bid=True))  # a partner's Plunge or Splash
    assert_whole(hints.CLAIM_REASON)
    for contract in (Contract.SIXES, Contract.DOUBLES, Contract.FOLLOW_ME):
        for start in (True, False):
            assert_whole(describe_hand(obs.hand, contract, obs.rules, start))
            assert_whole(describe_hand(0 if contract.is_suit else obs.hand, contract, obs.rules, start))
    for c in Contract:
        assert_whole(c.label)
        assert_whole(c.short)


def test_review_lines_are_whole():
    rules = Rules.preset("Texas house rules")
    for action in (Bid(0), Bid(30), Bid(84), Bid(168, "plunge"), NameTrump(Contract.DOUBLES), Discard(3), CLAIM, Play(5)):
        for you in (True, False):
            assert_whole(review.action_text(action, rules, you))


def test_practice_texts_are_whole():
    for choice in ((Bid(0), None), (Bid(30), Contract.SIXES), (Bid(84), Contract.NELLO), (Bid(168, "plunge"), None),
                   (Bid(84, "splash"), None), (Bid(42), None)):
        assert_whole(choice_phrase(choice, Rules()))  # type: ignore[arg-type]
    moon = Rules.preset("Moon")
    for choice in ((Bid(0), None), (Bid(5), None), (Bid(21), None), (Bid(5), Contract.SIXES), (Bid(21), Contract.FOLLOW_ME)):
        for within in (False, True):
            assert_whole(choice_phrase(choice, moon, within))  # type: ignore[arg-type]
    for table in (practice.POSITIONS, practice.POSITIONS_IN_PROMPT, practice.STRENGTHS):
        for label in table.values():
            assert_whole(label)
    for text in practice_flow.WAITING.values():
        if text:
            assert_whole(text)
    for name in practice_flow.PracticeFlow().names():
        assert_whole(name)


def test_stats_notice_is_whole(tmp_path):
    path = tmp_path / "stats.sqlite"
    path.write_bytes(b"not a database at all" * 100)
    stats = Stats(path)
    notice = stats.notice
    assert isinstance(notice, Text) and "damaged" in notice
    # the error and the file name are the system's words, not the app's
    assert_whole(Text(notice.context, notice.source, {**notice.args, "error": "0", "file": "0"}, notice.n))


def test_session_messages_are_whole():
    session = GameSession()
    assert_whole(session.act(Play(0)))
    session.start(Rules(), [SeatConfig("You"), SeatConfig("W", "easy"), SeatConfig("P", "easy"), SeatConfig("E", "easy")],
                  seed=5, undo=True)
    assert_whole(session.undo())
    session.advance(0.0)
    snap = session.snapshot()
    prompt = snap.prompt()
    if prompt:
        assert isinstance(prompt, Text)


def test_a_seat_word_crosses_processes_and_is_named_by_the_table():
    """A hint's reason is made in the AI's process: the seat it names must survive pickling, and
    show the table's name for that seat where the GUI gives one (else the chair's word)."""
    import pickle

    from texas42_qt.engine.text import SeatWord, set_seat_namer
    from texas42_qt.engine.words import SEAT_PARTNER

    line = tx(QT_TRANSLATE_NOOP("reasons", "{seat}'s {tile}"), seat=SeatWord(SEAT_PARTNER, 2), tile="6-6")
    again = pickle.loads(pickle.dumps(line))
    assert again == "your partner's 6-6" and again.args["seat"].seat == 2

    def english(context, source, n):
        return source

    try:
        set_seat_namer(lambda seat: {2: "Cy"}.get(seat))
        assert again.render(english) == "Cy's 6-6"
        set_seat_namer(lambda seat: None)
        assert again.render(english) == "your partner's 6-6"
    finally:
        set_seat_namer(None)
