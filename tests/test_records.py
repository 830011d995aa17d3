"""Rules scenarios as game records, checked through the real `texas42-record` console script.

Every `tests/records/NAME.t42` has a `NAME.expected.json`:

- a valid record: the exact `texas42-record check NAME.t42 --json` output that RULES.md demands.
  The trick winners, points and awards were worked out by hand from RULES.md, trick by trick
  (see RECORDS below for the rule each one pins down), not copied from the engine.
- `invalid_*.t42`: ``{"exit_status": 1, "stderr": LINE}``: the one line RECORD.md asks for (or
  ``"stderr_prefix"`` where the rest of the line is not ours to pin, e.g. Python's JSON parser message;
  those records check that bad input gives one plain line and exit status 1, never a traceback).

Engine bugs found by a record go in KNOWN_ENGINE_BUGS as strict xfails until fixed.
"""

from __future__ import annotations

import functools
import json
import os
import random
import stat
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from texas42_qt.engine import PRESETS, GameState, Phase, Rules, parse_tile, record
from texas42_qt.engine.rules import LAYOUTS, Variant
from texas42_qt.engine.tiles import tiles_of

ROOT = Path(__file__).resolve().parent.parent
RECORDS_DIR = Path(__file__).resolve().parent / "records"

RECORDS: dict[str, str] = {
    # valid records: the rule each one covers
    "point_bid_made_early": "42: a point bid (31) ends as soon as the bidders reach it: 26 after trick 1, "
    "27 after trick 2, 38 after trick 3 -> made, 1 mark",
    "point_bid_set_early": "42: a bid of 36 is set once it cannot be reached: 6 points to the defenders still "
    "leave 36 (play on), 7 do not; 6-2 with sixes trump is not a deuce; no obligation to trump",
    "play_all_seven": "end_early false: all 7 tricks are played although 30 was reached on trick 3; "
    "the points total 42 (41 + 1); fives trump: 6-5 over-trumps 5-4, 6-6 wins the sixes led by 6-4",
    "mark_bid_set_first_lost_trick": "a 42 bid is set on the first trick the bidders lose (trick 2), a void player trumps in",
    "bid_84_made": "42 then 84 (a raise of exactly one mark); 84 made by taking all 7 tricks scores 2 marks",
    "reshake": "all_pass reshake: four passes score nothing, the shake passes clockwise to seat 1, "
    "whose left-hand player bids first",
    "forced_bid": "forced bid: after three passes the shaker must bid the minimum (30); blanks trump; set",
    "follow_me_doubles_low": "follow-me with doubles low: 6-6 led loses to 6-4, 5-5 is the lowest five "
    "(5-3 wins); a 6-5 may follow fives",
    "doubles_trump": "doubles trump: a led double calls for doubles, 6-6 tops 4-4; 5-5 is no five, so a "
    "player void in fives trumps with it",
    "points_scoring": "points game (end_early false, target 60): made -> each side its capture (41/1); "
    "set -> bidders 0, defenders capture + bid (36 + 30); side 1 passes 60 and wins",
    "points_both_reach_target": "points game: both sides reach the target (42) on the same hand: the bidders "
    "win (the scores are equal)",
    "nello": "Nello (bid 42): the partner sits out, tricks have three tiles, the bidder leads; losing all 7 is "
    "made; doubles are their own suit (0-0 led must be followed by a double: 1-1 wins) -> set on taking one",
    "nello_doubles_low": "Nello with doubles low in their suits: 6-0 beats 6-6 led, 1-0 beats 1-1 led",
    "forced_nello": "forced_specials: the forced bidder (30) may name Nello; a point bid is worth 1 mark",
    "plunge": "Plunge: 4+ doubles, bid 4 marks (168) over a point bid; the partner names trump and leads; "
    "all 7 tricks -> 4 marks",
    "splash": "Splash: 3 doubles, 2 marks (84) over a point bid; the partner names trump and leads; "
    "first lost trick sets it -> 2 marks to the defenders",
    "sevens": "Sevens: each plays the tile closest to 7; on a tie the tile played first wins (the bidder's "
    "4-4 beats 3-3, then 6-3 beats the later 3-2) -> set",
    "marks_game_won": "mark raises 84, 126, 168, 210 (5 marks) made; then 84 made: 7 marks wins the game",
    "holder_1_0_in_progress": "opening_bidder holder_1_0 (first hand only): the 1-0 holder bids first, so the "
    "forced seat is not the shaker; second hand bids from left of the shaker and is in progress",
    "moon": "Moon: widow taken then a tile laid away before trump; a made bid scores exactly the bid (6 tricks "
    "on a bid of 5 score 5); a set scores minus the bid; 21 ends the auction at once, the widow itself may be "
    "discarded, shooting the moon scores 21 and wins the game",
    "moon_opponents_gain": "Moon: all pass redeals (shake passes on); widow after trump; set_scoring "
    "opponents_gain: bidder 0, each opponent its tricks + the bid",
    "three_handed": "42 for three: 27 tiles, 9 each; a 42 bid needs all nine tricks (44 points); "
    "a set point bid gives its mark to each opponent",
}

KNOWN_ENGINE_BUGS: dict[str, str] = {}


def _names(prefix_invalid: bool) -> list[str]:
    names = sorted(p.name[: -len(".t42")] for p in RECORDS_DIR.glob("*.t42"))
    return [n for n in names if n.startswith("invalid_") == prefix_invalid]


VALID = _names(False)
INVALID = _names(True)


def _params(names: list[str]) -> list:
    out = []
    for name in names:
        marks = []
        if name in KNOWN_ENGINE_BUGS:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_ENGINE_BUGS[name]))
        out.append(pytest.param(name, marks=marks, id=name))
    return out


def run_cli(*args: str | os.PathLike[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "texas42_qt.record_cli", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def check_json(path: Path) -> subprocess.CompletedProcess[str]:
    return run_cli("check", path, "--json")


def checked(name: str) -> subprocess.CompletedProcess[str]:
    """`check NAME.t42 --json`, one real subprocess per record; all records are checked
    in parallel on first use to keep the run short."""
    return _check_all()[name]


@functools.cache
def _check_all() -> dict[str, subprocess.CompletedProcess[str]]:
    names = VALID + INVALID
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = pool.map(lambda n: check_json(RECORDS_DIR / f"{n}.t42"), names)
        return dict(zip(names, results, strict=True))


def expected(name: str) -> dict:
    return json.loads((RECORDS_DIR / f"{name}.expected.json").read_text(encoding="utf-8"))


# ------------------------------------------------------------------ the records themselves


def test_every_record_has_an_expectation_and_a_rule():
    t42 = {p.name[: -len(".t42")] for p in RECORDS_DIR.glob("*.t42")}
    exp = {p.name[: -len(".expected.json")] for p in RECORDS_DIR.glob("*.expected.json")}
    assert t42 == exp
    assert set(VALID) == set(RECORDS), "describe every valid record in RECORDS"
    assert len(VALID) >= 10 and len(INVALID) >= 9
    assert set(KNOWN_ENGINE_BUGS) <= t42


@pytest.mark.parametrize("name", VALID)
def test_valid_record_deals_every_tile_once(name):
    """The scenarios themselves: each deal is the variant's whole set, every tile exactly once."""
    doc = json.loads((RECORDS_DIR / f"{name}.t42").read_text(encoding="utf-8"))
    assert doc["format"] == "texas42-record" and doc["version"] == 1
    layout = LAYOUTS[Variant(doc["variant"])]
    for hand in doc["hands"]:
        assert [len(h) for h in hand["deal"]] == [layout.hand_size] * layout.n_seats
        dealt = [parse_tile(t) for h in hand["deal"] for t in h]
        if layout.widow:
            dealt.append(parse_tile(hand["widow"]))
        else:
            assert hand["widow"] is None
        assert sorted(dealt) == tiles_of(layout.tiles)
    n_tiles = {"42": 28, "moon": 22, "42-three": 27}[doc["variant"]]
    assert layout.tiles.bit_count() == n_tiles


# ------------------------------------------------------------------ checking through the CLI


@pytest.mark.parametrize("name", _params(VALID))
def test_valid_record(name):
    proc = checked(name)
    assert proc.stderr == ""
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == expected(name)
    # one JSON object on one line, exactly as stored
    assert proc.stdout == (RECORDS_DIR / f"{name}.expected.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", _params(INVALID))
def test_invalid_record(name):
    want = expected(name)
    proc = checked(name)
    lines = proc.stderr.splitlines()
    assert proc.stdout == ""
    assert len(lines) == 1, proc.stderr[-2000:]
    if "stderr" in want:
        assert lines[0] == want["stderr"]
    else:
        assert lines[0].startswith(want["stderr_prefix"])
    assert proc.returncode == want["exit_status"] == 1


def test_plain_text_output():
    proc = run_cli("check", RECORDS_DIR / "point_bid_made_early.t42")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.splitlines() == [
        "hand 1: South bid 31, trump 6: made (points 38, 0; awarded +1, +0)",
        "score: South and North 1, West and East 0; game in progress",
    ]
    proc = run_cli("check", RECORDS_DIR / "reshake.t42")
    assert proc.returncode == 0
    assert proc.stdout.splitlines() == [
        "hand 1: everyone passed (reshake)",
        "hand 2: North bid 30, trump 6: made (points 37, 0; awarded +1, +0)",
        "score: South and North 1, West and East 0; game in progress",
    ]
    proc = run_cli("check", RECORDS_DIR / "marks_game_won.t42")
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert len(lines) == 3 and lines[-1] == "score: South and North 7, West and East 0; winner: South and North"
    proc = run_cli("check", RECORDS_DIR / "holder_1_0_in_progress.t42")
    assert proc.returncode == 0
    assert proc.stdout.splitlines()[1] == "hand 2: West (Bob) bid 32, trump 6: in_progress (points 0, 6; awarded +0, +0)"


def test_installed_console_script():
    script = Path(sys.executable).parent / "texas42-record"
    if not script.exists():
        pytest.skip("texas42-record is not installed next to this Python")
    proc = subprocess.run(
        [str(script), "check", str(RECORDS_DIR / "nello.t42"), "--json"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == expected("nello")
    proc = subprocess.run(
        [str(script), "check", str(RECORDS_DIR / "invalid_follow_suit.t42")], capture_output=True, text=True, timeout=60
    )
    assert (proc.returncode, proc.stderr.strip()) == (1, expected("invalid_follow_suit")["stderr"])


@pytest.mark.parametrize(
    "args",
    [
        pytest.param((), id="no-arguments"),
        pytest.param(("check",), id="no-file"),
        pytest.param(("verify", "x.t42"), id="unknown-command"),
        pytest.param(("check", "tests/records/no_such_record.t42"), id="missing-file"),
        pytest.param(("check", "tests/records", "--json"), id="directory"),
    ],
)
def test_bad_usage_exits_2(args):
    proc = run_cli(*args)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.strip()


def test_missing_file_message():
    proc = run_cli("check", "tests/records/no_such_record.t42", "--json")
    assert proc.returncode == 2
    assert proc.stderr.strip() == "texas42-record: no such file: tests/records/no_such_record.t42"


def test_a_folder_is_named_as_one(tmp_path):
    """Found by QA: a folder named like a record was "no such file"."""
    folder = tmp_path / "game.t42"
    folder.mkdir()
    proc = run_cli("check", str(folder))
    assert proc.returncode == 2 and proc.stderr.strip() == f"texas42-record: not a file: {folder}"


# ------------------------------------------------------------------ size limit

LIMIT = 4 * 1024 * 1024


def test_size_limit_is_4_mib():
    assert record.MAX_BYTES == LIMIT


def test_oversized_file_is_refused_before_parsing(tmp_path, monkeypatch):
    path = tmp_path / "big.t42"
    with open(path, "wb") as f:  # 4 MiB + 1 byte, and not even JSON
        f.write(b"{" + b" " * LIMIT)
    proc = check_json(path)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.splitlines() == ["the file is 4096 KB, too large for a game record (records over 4096 KB are "
                                        "refused)"]

    # in process: the JSON parser is never reached
    def no_parse(*_a, **_k):
        raise AssertionError("an oversized record must be refused before parsing")

    monkeypatch.setattr(record.json, "loads", no_parse)
    with pytest.raises(record.RecordError, match="over 4096 KB are refused"):
        record.read_file(path)


@pytest.mark.parametrize("data, words", [(b"", "the file is empty"), (b" \n", "the file is empty"),
                                         (b"\x89PNG\r\n\x1a\n\x00", "not a text file"),
                                         (b"{not json", "damaged or cut short: it stops making sense at line 1, character 2"),
                                         ('{"players": ["Jos\u00e9"]}'.encode("latin-1"), "its text is not UTF-8")])
def test_a_wrong_file_is_named_in_plain_words(tmp_path, data, words):
    """Found by QA: an empty file said "Expecting value: line 1 column 1 (char 0)", a picture
    "'utf-8' codec can't decode byte 0x89 in position 0"."""
    path = tmp_path / "wrong.t42"
    path.write_bytes(data)
    with pytest.raises(record.RecordError, match=words):
        record.read_file(path)


def test_file_at_the_size_limit_is_read(tmp_path):
    text = (RECORDS_DIR / "point_bid_made_early.t42").read_bytes().rstrip()
    path = tmp_path / "padded.t42"
    path.write_bytes(text + b" " * (LIMIT - len(text)))
    assert path.stat().st_size == LIMIT
    proc = check_json(path)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == expected("point_bid_made_early")


# ------------------------------------------------------------------ write -> read round trip


def _round_trip(state: GameState, players: list[str]) -> None:
    text = record.dumps(state, players)
    loaded = record.loads(text)
    assert loaded.players == players
    assert loaded.state == state
    assert record.summary(loaded.state) == record.summary(state)
    assert record.dumps(loaded.state, players) == text


def _random_action(state: GameState, rng: random.Random):
    """A random legal action; bids stay mostly low so that random games end in a few dozen hands."""
    legal = state.legal_actions()
    if state.phase is Phase.BID and rng.random() < 0.9:
        legal = legal[:3]
    return rng.choice(legal)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_round_trip_of_a_random_game(preset):
    rng = random.Random(f"round trip {preset}")
    rules = Rules.preset(preset)
    state = GameState(rules, seed=rng.getrandbits(63))
    players = [f"Player {s} ({preset})" for s in range(state.n)]
    hands = checks = 0
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.SCORED:
            _round_trip(state, players)  # between hands
            state.next_hand()
        if state.phase is Phase.DEAL:
            hands += 1
            assert hands < 300, "the random game does not end"
            state.deal()
        state.apply(_random_action(state, rng))
        if rng.random() < 0.04:
            _round_trip(state, players)  # in the middle of a hand
            checks += 1
    _round_trip(state, players)
    assert checks > 0 and state.winner is not None
    # the equality is not vacuous: one action less is a different game
    shorter = state.clone()
    shorter.undo()
    assert record.loads(record.dumps(shorter, players)).state != state


# ------------------------------------------------------------------ atomic save


def _finished_game() -> GameState:
    rng = random.Random(5)
    state = GameState(Rules.preset("Straight 42 (tournament)"), seed=11)
    state.deal()
    while state.phase not in (Phase.SCORED, Phase.GAME_OVER):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_save_replaces_the_file_atomically(tmp_path, monkeypatch):
    state = _finished_game()
    players = ["Ann", "Bob", "Cy", "Di"]
    path = tmp_path / "game.t42"
    path.write_text("an older save\n", encoding="utf-8")
    old_inode = path.stat().st_ino

    replaced = []
    real_replace = os.replace

    def spy_replace(src, dst):
        replaced.append((Path(src), Path(dst), Path(src).read_text(encoding="utf-8")))
        return real_replace(src, dst)

    monkeypatch.setattr(record.os, "replace", spy_replace)
    record.save(path, state, players)

    text = record.dumps(state, players)
    assert path.read_text(encoding="utf-8") == text
    assert [p.name for p in tmp_path.iterdir()] == ["game.t42"]  # no .tmp left behind
    assert path.stat().st_ino != old_inode  # a new file renamed over the old one, not rewritten in place
    # the whole text was written to a file in the same directory, then renamed over the target
    assert len(replaced) == 1
    src, dst, written = replaced[0]
    assert dst == path and src.parent == path.parent and src != path
    assert written == text
    loaded = record.read_file(path)
    assert loaded.state == state and loaded.players == players


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_a_saved_file_gets_the_mode_any_file_the_user_writes_gets(tmp_path):
    """mkstemp's private 0600 is not what a user expects of a saved game; an old file keeps its mode."""
    state = _finished_game()
    fresh = tmp_path / "fresh.t42"
    plain = tmp_path / "plain.txt"
    plain.write_text("x", encoding="utf-8")
    record.save(fresh, state)
    assert stat.S_IMODE(fresh.stat().st_mode) == stat.S_IMODE(plain.stat().st_mode)
    fresh.chmod(0o640)
    record.save(fresh, state)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o640


def test_failed_save_leaves_the_old_file_whole(tmp_path, monkeypatch):
    state = _finished_game()
    path = tmp_path / "game.t42"
    record.save(path, state)
    before = path.read_bytes()

    def disk_full(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(record.os, "fsync", disk_full)
    other = GameState(Rules.preset("Moon"), seed=3)
    other.deal()
    with pytest.raises(OSError):
        record.save(path, other)
    assert path.read_bytes() == before
    assert record.read_file(path).state == state


def test_points_game_to_7_keeps_its_target_through_a_record():
    """Issue 11 item 2: to_dict dropped a target equal to the marks default."""
    from texas42_qt.engine import Rules

    rules = Rules.make("42", scoring="points", target=7)
    again = Rules.from_dict("42", rules.to_dict())
    assert again == rules and again.target == 7
    assert Rules.from_dict("42", Rules.make("42", scoring="points").to_dict()).target == 250
    assert Rules.make("42").to_dict() == {}


def test_a_fifo_is_refused_without_blocking(tmp_path):
    """Issue 11 item 8: choosing a FIFO in Open game blocked forever."""
    import os

    import pytest

    from texas42_qt.engine.record import RecordError, read_file

    fifo = tmp_path / "pipe.t42"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not an ordinary file"):
        read_file(fifo)


def test_record_writer_matches_dumps_through_play_and_undo():
    """Issue 11 item 8: the autosave re-encoded the whole game after every action.
    The incremental writer gives the same record at every step, undo included."""
    import json
    import random

    from texas42_qt.engine import GameState, Rules
    from texas42_qt.engine.record import RecordWriter, dumps

    rng = random.Random(5)
    game = GameState(Rules(target=3), seed=8)
    writer = RecordWriter()
    steps = 0
    while game.phase.name != "GAME_OVER" and steps < 600:
        if game.to_act < 0:
            game.next_hand() if game.phase.name == "SCORED" else game.deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
            if rng.random() < 0.1:
                game.undo()
        steps += 1
        assert json.loads(writer.dumps(game, None)) == json.loads(dumps(game, None)), steps


def test_the_writer_writes_a_game_put_in_place_of_another_whole():
    """Found by QA: the autosave's writer kept the finished hands of the game on the table before a
    record was opened over it, and wrote them in front of the opened game's last hand (a save that
    no longer loaded, or, with deals of the same shape, a wrong score)."""
    from texas42_qt.engine.record import RecordWriter, dumps

    before, opened = _two_hands_played(dealt=True), _two_hands_played(dealt=True)
    opened.logs[0] = type(opened.logs[0])(opened.logs[1].shaker, opened.logs[1].deal, None, [])
    writer = RecordWriter()
    writer.dumps(before)
    assert json.loads(writer.dumps(opened)) == json.loads(dumps(opened))
    assert json.loads(writer.dumps(before)) == json.loads(dumps(before))


def test_a_number_too_long_is_said_in_the_players_words():
    """Found by QA: a save with a 5,000-digit number showed Python's advice to raise its limit."""
    from texas42_qt import datafile

    text = '{"format": ' + "9" * 5000 + "}"
    with pytest.raises(record.RecordError) as refused:
        record.loads(text)
    assert str(refused.value) == "a number is too long to be part of a game"
    with pytest.raises(datafile.DataFileError) as damaged:
        datafile.parse_json(text)
    assert "sys." not in str(damaged.value) and "too long" in str(damaged.value)


def _two_hands_played(dealt: bool) -> GameState:
    """A game of four Easy seats (seed 12) after two hands, the third dealt or not."""
    from helpers import easy_game

    return easy_game(12, 2, dealt)


def test_a_record_cut_short_is_salvaged_up_to_its_last_whole_move():
    """A save cut anywhere gives back the game up to a move it holds whole (or nothing before
    the first hand): never another game, never a move that was not played."""
    from texas42_qt.engine.salvage import salvage

    game = _two_hands_played(dealt=False)

    def moves(state: GameState) -> list[tuple[int, dict]]:
        return [(i, a) for i, hand in enumerate(record.to_record(state)["hands"]) for a in hand["actions"]]

    text, played = record.dumps(game), moves(game)
    assert salvage(text) is None  # a whole record is read as it is, never salvaged
    recovered = []
    for end in range(0, len(text), 7):
        rescued = salvage(text[:end])
        if rescued is not None:
            kept = moves(rescued[0].state)
            assert kept == played[: len(kept)] and rescued[1] < end
            recovered.append(len(kept))
    assert recovered == sorted(recovered) and recovered[-1] > 0.9 * len(played)
    assert salvage(b"\x89PNG not a record") is None and salvage("") is None


def test_a_record_with_a_move_the_rules_refuse_is_salvaged_up_to_the_move_before():
    """Found by QA: one illegal move in hand 2 of a save (valid JSON) threw the whole game away."""
    import json

    from texas42_qt.engine.salvage import salvage

    game = _two_hands_played(dealt=True)  # and the third dealt
    doc = record.to_record(game)
    hand2 = doc["hands"][1]["actions"]
    doc["hands"][1]["actions"][8] = {"seat": hand2[8]["seat"], "play": "6-6" if "6-6" not in str(hand2[:8]) else "0-0"}
    with pytest.raises(record.RecordError) as refused:
        record.from_record(json.loads(json.dumps(doc)))
    assert (refused.value.hand, refused.value.action) == (2, 9)
    rescued = salvage(json.dumps(doc))
    assert rescued is not None
    kept = record.to_record(rescued[0].state)["hands"]
    assert len(kept) == 2 and kept[0] == doc["hands"][0] and kept[1]["actions"] == hand2[:8]
    doc["hands"][2]["shaker"] = 9  # and a fault in a later hand's head: cut back to the first fault
    assert len(record.to_record(salvage(json.dumps(doc))[0].state)["hands"]) == 2
    doc["hands"] = [{"shaker": 9}]  # nothing before the fault: nothing to resume
    assert salvage(json.dumps(doc)) is None


def test_a_salvaged_record_keeps_the_refusal_that_says_what_was_wrong(tmp_path):
    """Found by QA: a damaged record opened at its last readable move, and nobody could tell why.
    What `salvage.read_file` reads keeps the record's refusal: where, and what the rules refused."""
    from texas42_qt.engine import salvage

    text = (RECORDS_DIR / "invalid_follow_trumps.t42").read_text()
    edited = tmp_path / "edited.t42"
    edited.write_text(text)
    damage = salvage.read_file(edited).damage
    assert damage is not None and (damage.hand, damage.action) == (1, 7)
    assert str(damage) == "hand 1, action 7: West must follow trumps (holds 6-5, 5-2)"
    assert damage.reason == "West must follow trumps (holds 6-5, 5-2)"
    cut = tmp_path / "cut.t42"
    cut.write_text(record.dumps(_two_hands_played(dealt=False))[:-300])
    damage = salvage.read_file(cut).damage
    assert damage is not None and str(damage).startswith("the text is damaged or cut short") and damage.hand is None
    assert salvage.read_file(RECORDS_DIR / "bid_84_made.t42").damage is None


_FOLLOW_DEAL = [["6-6", "6-5", "5-5", "4-4", "3-3", "2-2", "1-1"], ["6-1", "5-0", "4-0", "3-0", "2-0", "1-0", "0-0"],
                ["6-2", "5-1", "4-1", "3-1", "2-1", "5-2", "4-2"], ["6-0", "6-3", "6-4", "5-3", "5-4", "4-3", "3-2"]]


@pytest.mark.parametrize("players, plays, said", [
    (["Ann", "Bo", "Cy", "Di"], ["5-0"], "hand 1, action 7: West (Bo) must follow trumps (holds 6-1)"),
    (None, ["6-1", "5-1"], "hand 1, action 8: North must follow trumps (holds 6-2)"),
    (["You", "West", "Partner", "East"], ["6-1", "5-1"], "hand 1, action 8: North (Partner) must follow trumps (holds 6-2)"),
])
def test_a_refused_record_names_the_seat_as_its_table_does(players, plays, said):
    """Found by QA: "hand 1, action 12: seat 3 must follow sixes (holds 6-1)"; a player does not
    know which chair "seat 3" is. The chair (seat 0 at the bottom of the table, clockwise), with the
    record's name for its player where that says more than the chair."""
    actions = [{"seat": 0, "bid": 30}] + [{"seat": s, "bid": "pass"} for s in (1, 2, 3)] + \
        [{"seat": 0, "trump": "6"}, {"seat": 0, "play": "6-6"}] + [{"seat": s + 1, "play": t} for s, t in enumerate(plays)]
    doc = {"format": "texas42-record", "version": 1, "variant": "42",
           "hands": [{"shaker": 3, "deal": _FOLLOW_DEAL, "actions": actions}]}
    if players is not None:
        doc["players"] = players
    with pytest.raises(record.RecordError) as refused:
        record.loads(json.dumps(doc))
    assert str(refused.value) == said
    assert (refused.value.hand, refused.value.action) == (1, len(actions))


def test_a_record_seat_named_by_its_chair_in_the_language_shown_is_not_named_twice():
    """A record saved in Vietnamese names its West "Tây": shown in Vietnamese, "Tây", not "Tây (Tây)"."""
    from texas42_qt.engine.words import record_seat

    def vietnamese(context: str, source: str, n: int) -> str:
        return {"West": "Tây", "East": "Đông"}.get(source, source)

    assert record_seat(["Bạn", "Tây", "Đồng đội", "Cy"], 1).render(vietnamese) == "Tây"
    assert record_seat(["Bạn", "Tây", "Đồng đội", "Cy"], 3).render(vietnamese) == "Đông (Cy)"
    assert record_seat(["You", "West", "East"], 2) == "East" and record_seat(["Seat 0", "Seat 1", "Seat 2"], 0) == "South"


# ------------------------------------------------------------------ the game's seed


def _next_deal(state: GameState) -> tuple[int, ...]:
    """The deal of the hand the game deals next (on a copy)."""
    game = state.clone()
    if game.phase is Phase.SCORED:
        game.next_hand()
    game.deal()
    return game.logs[-1].deal


@pytest.mark.parametrize("kept", [True, False], ids=["with its seed", "written before records kept it"])
def test_the_same_record_opened_twice_deals_the_same_next_hand(kept):
    """Found by QA: each opening of a finished hand's record dealt the next hand from a new random seed."""
    doc = record.to_record(_finished_game())
    assert doc["seed"] == 11
    if not kept:
        del doc["seed"]
    text = json.dumps(doc)
    first, second = record.loads(text), record.loads(text)
    assert first.own_seed is kept and (first.state.seed == 11) is kept
    assert _next_deal(first.state) == _next_deal(second.state)
    # the same game written another way (indented, keys reordered) goes on the same way too
    again = record.loads(json.dumps(dict(reversed(doc.items())), indent=4)).state
    assert again.seed == first.state.seed


def _played_out(game: GameState) -> GameState:
    """The game played to its end by four Easy seats (seeded: the same seats for any copy)."""
    from helpers import play_easy

    return play_easy(game, lambda g: g.phase is Phase.GAME_OVER)


@pytest.mark.parametrize("dealt", [False, True], ids=["between hands", "in a hand"])
def test_a_game_saved_and_resumed_goes_on_as_the_uninterrupted_game(dealt):
    """A saved game resumed deals every later hand the game would have dealt had it gone on."""
    game = _two_hands_played(dealt)
    resumed = record.loads(record.dumps(game)).state
    assert resumed.seed == game.seed == 12
    whole, again = _played_out(game), _played_out(resumed)
    assert len(whole.logs) > 3
    assert [log.deal for log in again.logs] == [log.deal for log in whole.logs]
    assert record.dumps(again) == record.dumps(whole)


def test_a_record_without_a_seed_goes_on_from_its_deals():
    """The seed of a record that has none comes from its variant, rules and deals (pinned: the same
    file must go on the same way in every version), not from its actions or its players."""
    from texas42_qt.engine.game_seed import content_seed

    doc = json.loads((RECORDS_DIR / "bid_84_made.t42").read_text())
    assert "seed" not in doc
    loaded = record.loads(json.dumps(doc))
    assert loaded.state.seed == content_seed(loaded.state.rules, loaded.state.logs) == 2445532922310577833
    doc["players"] = ["A", "B", "C", "D"]
    doc["hands"][0]["actions"] = doc["hands"][0]["actions"][:3]
    assert record.loads(json.dumps(doc)).state.seed == loaded.state.seed
    doc["hands"][0]["shaker"] = (doc["hands"][0]["shaker"] + 1) % 4
    doc["hands"][0]["actions"] = []
    assert record.loads(json.dumps(doc)).state.seed != loaded.state.seed  # another deal: another game


@pytest.mark.parametrize("seed", [-1, 1.5, "7", True, None, 2**64, [1]])
def test_a_seed_that_is_not_one_is_refused_in_plain_words(seed):
    doc = record.to_record(_finished_game())
    doc["seed"] = seed
    if seed is None:  # written as null: as if it were not there
        assert not record.loads(json.dumps(doc)).own_seed
        return
    with pytest.raises(record.RecordError) as refused:
        record.loads(json.dumps(doc))
    assert str(refused.value) == '"seed" must be a whole number from 0 to 18446744073709551615'
    doc["seed"] = 2**64 - 1
    assert record.loads(json.dumps(doc)).state.seed == 2**64 - 1


def test_a_record_cut_short_keeps_its_seed():
    from texas42_qt.engine import salvage

    text = record.dumps(_two_hands_played(dealt=True))
    rescued = salvage.salvage(text[: len(text) * 2 // 3])
    assert rescued is not None and rescued[0].state.seed == 12 and rescued[0].own_seed


# ------------------------------------------------------------------ the players' levels

EXPERTS = [None, "expert", "expert", "expert"]


@pytest.mark.parametrize("writer", ["dumps", "RecordWriter", "save"])
def test_a_record_keeps_who_played_each_seat(writer, tmp_path):
    """Found by a player: a game saved against three Experts opened against the last New game's levels."""
    game = _two_hands_played(dealt=True)
    names, levels = ["You", "West", "Partner", "East"], [None, "hard", "normal", "expert"]
    if writer == "dumps":
        text = record.dumps(game, names, levels)
    elif writer == "RecordWriter":
        text = record.RecordWriter().dumps(game, names, levels)
    else:
        record.save(tmp_path / "game.t42", game, names, levels)
        text = (tmp_path / "game.t42").read_text()
    doc = json.loads(text)
    assert doc["levels"] == [None, "hard", "normal", "expert"]
    assert list(doc).index("levels") < list(doc).index("hands")  # in the head: a record cut short keeps it
    loaded = record.loads(text)
    assert loaded.levels == levels and loaded.players == names
    assert record.dumps(loaded.state, loaded.players, loaded.levels) == record.dumps(game, names, levels)
    assert "levels" not in record.to_record(game, names), "no levels given, none written"


def test_a_record_without_levels_loads_as_before():
    """Records written before the key (every one in tests/records), or with it null, say no levels."""
    doc = json.loads((RECORDS_DIR / "bid_84_made.t42").read_text())
    assert "levels" not in doc and record.loads(json.dumps(doc)).levels is None
    doc["levels"] = None
    assert record.loads(json.dumps(doc)).levels is None
    assert record.summary(record.loads(json.dumps(doc)).state) == expected("bid_84_made")


@pytest.mark.parametrize(("levels", "said"), [
    ([None, "godlike", "hard", "hard"], "unknown AI level 'godlike' for West in \"levels\""),
    ([None, "hard", "hard-v0.2", "hard"], "unknown AI level 'hard-v0.2' for North (Partner) in \"levels\""),
    ([None, "hard", "hard", "Expert"], "unknown AI level 'Expert' for East in \"levels\""),
    ([None, "hard", "hard", 3], "unknown AI level 3 for East in \"levels\""),
    ([None, "hard", "hard"], "\"levels\" must give each of the 4 seats"),
    ("expert", "\"levels\" must give each of the 4 seats"),
    ({"1": "hard"}, "\"levels\" must give each of the 4 seats"),
], ids=["unknown", "an arena level", "capitalised", "a number", "a seat short", "a string", "an object"])
def test_levels_that_are_not_the_apps_are_refused_in_plain_words(levels, said):
    doc = record.to_record(_finished_game(), ["You", "West", "Partner", "East"], EXPERTS)
    doc["levels"] = levels
    with pytest.raises(record.RecordError) as refused:
        record.loads(json.dumps(doc))
    assert str(refused.value).startswith(said), str(refused.value)
    known = '"easy", "normal", "hard", "expert"'
    assert known in str(refused.value) and "null for a human player" in str(refused.value)
    assert refused.value.hand is None, "the record's head: nothing of it is salvaged"


def test_a_record_cut_short_keeps_its_levels():
    from texas42_qt.engine import salvage

    text = record.dumps(_two_hands_played(dealt=True), None, EXPERTS)
    rescued = salvage.salvage(text[: len(text) * 2 // 3])
    assert rescued is not None and rescued[0].levels == EXPERTS


def test_the_checker_shows_the_levels(tmp_path):
    """`texas42-record check` says who played, first; `--json` has them after the variant."""
    path = tmp_path / "game.t42"
    record.save(path, _finished_game(), ["You", "West", "Partner", "East"], [None, "easy", "hard", "expert"])
    proc = run_cli("check", path)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.splitlines()[0] == "levels: South (You) human, West easy, North (Partner) hard, East expert"
    proc = check_json(path)
    assert proc.returncode == 0
    doc = json.loads(proc.stdout)
    assert list(doc)[:2] == ["variant", "levels"] and doc["levels"] == [None, "easy", "hard", "expert"]
    bad = json.loads(path.read_text()) | {"levels": [None, "easy", "hard", "master"]}
    path.write_text(json.dumps(bad))
    proc = run_cli("check", path)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.strip() == ('unknown AI level \'master\' for East in "levels" (known: "easy", "normal", '
                                   '"hard", "expert", or null for a human player)')


def test_a_forced_bid_is_marked_in_the_result_the_report_and_not_elsewhere():
    """Found by playing: the score sheet read a forced 30 as a free choice (the plate said
    "(forced)", the sheet did not). The result keeps it; the report says it only where it was."""
    from helpers import act, dealt, play_out

    from texas42_qt.engine import AllPass
    from texas42_qt.engine.record import describe, summary

    state = play_out(act(dealt(Rules(all_pass=AllPass.FORCED), {}, shaker=0), "pass", "pass", "pass", "30"))
    assert state.results[-1].forced and state.results[-1].bidder == 0
    doc = summary(state)
    assert doc["hands"][0]["forced"] is True
    assert "seat 0 bid 30 (forced)" in describe(doc)
    state.next_hand()
    state.deal()
    act(state, "pass", "pass", "pass", "30")
    assert summary(state)["hands"][1]["forced"] is True, "a hand in progress after a forced bid says so too"
    state.undo()  # (the hand again, the bid chosen this time)
    for _ in range(3):
        state.undo()
    play_out(act(state, "30", "pass", "pass", "pass"))
    assert not state.results[-1].forced and "forced" not in summary(state)["hands"][1]
    assert describe(summary(state)).count("(forced)") == 1
