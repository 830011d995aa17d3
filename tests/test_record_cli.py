"""`texas42-record check`: a reader that stops early (`| head`) gets no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_check_into_a_closed_pipe_prints_no_traceback():
    """The pipe's reading end is closed before the command starts, as `| head` closes it
    after its lines: every write fails with EPIPE, deterministically."""
    read, write = os.pipe()
    os.close(read)
    try:
        out = subprocess.run([sys.executable, "-m", "texas42_qt.record_cli", "check", "--json",
                              str(ROOT / "tests" / "records" / "moon.t42")],
                             stdout=write, stderr=subprocess.PIPE, text=True, timeout=120, cwd=ROOT)
    finally:
        os.close(write)
    assert out.stderr == ""
    assert out.returncode == 141


def test_check_prints_the_outcome_as_json():
    out = subprocess.run([sys.executable, "-m", "texas42_qt.record_cli", "check", "--json",
                          str(ROOT / "tests" / "records" / "moon.t42")], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.startswith("{") and out.stderr == ""


def test_check_names_the_seats_and_moons_tricks_as_the_app_does(tmp_path, capsys):
    """Found by QA (an evening of games, each checked): the summary said "seat 1 bid 35" and
    "winner: side 1" where the table, the score sheet and the checker's own refusals say "West",
    and in Moon "points 1, 6, 0" for the tricks the end panel counts ("Tricks: You 1 · West 6 ·
    East 0") beside "awarded +1, +5, +0", which read as a disagreement."""
    from texas42_qt.record_cli import main

    assert main(["check", str(ROOT / "tests" / "records" / "moon.t42")]) == 0
    moon = capsys.readouterr().out.splitlines()
    assert moon[0] == "hand 1: East bid 5, trump 6: made (tricks 1, 0, 6; awarded +1, +0, +5)"
    assert moon[-1] == "score: South 1, West -7, East 27; winner: East"
    record = (ROOT / "tests" / "records" / "marks_game_won.t42").read_text()
    named = tmp_path / "named.t42"
    named.write_text(record.replace('"players": ["Seat 0", "Seat 1", "Seat 2", "Seat 3"]',
                                    '"players": ["You", "West", "Partner", "East"]'))
    assert main(["check", str(named)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(("hand 1: South (You) bid", "hand 1: West bid", "hand 1: North (Partner) bid",
                                "hand 1: East bid")), lines[0]
    assert "points" in lines[0] and "seat" not in " ".join(lines)
    assert lines[-1].startswith("score: South (You) and North (Partner) ")
    assert lines[-1].endswith(("winner: South (You) and North (Partner)", "winner: West and East"))
