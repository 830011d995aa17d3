"""Kills during save (issue 11, item 9): the autosave stays loadable and no temp
file is left after the next start. `bench/save_kill_bench.py --kills 1000` runs more."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from save_kill_bench import one_round  # noqa: E402


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_killed_saves_leave_a_loadable_autosave_and_no_temp_files(tmp_path):
    rng = random.Random(3)
    problems = [p for i in range(24) if (p := one_round(tmp_path, rng, i))]
    assert problems == []
