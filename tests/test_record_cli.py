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
